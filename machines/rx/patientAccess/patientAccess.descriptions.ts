/** The patient-access chart in words (machines/descriptions.ts). */
import { ACCESS_LABELS, ACCESS_TOASTS, EXPIRY_MESSAGES } from '../../../domain/rx/patientAccess';
import { describeMachine } from '../../descriptions';
import { patientAccessMachine } from './patientAccess.machine';

export const patientAccessDescriptions = describeMachine(patientAccessMachine, {
  events: {
    'access.retry': { action: `Press ${ACCESS_LABELS.retry}` },
    'access.choose': (e) =>
      ({
        grant: { action: `Press ${ACCESS_LABELS.grant} on Morgan Ellis's request`, name: 'grant' },
        decline: { action: `Press ${ACCESS_LABELS.decline} on Morgan Ellis's request`, name: 'decline' },
        setExpiry: { action: `Press ${ACCESS_LABELS.changeExpiry} on Morgan Ellis`, name: 'end date' },
        remove: { action: `Press ${ACCESS_LABELS.remove} on Morgan Ellis`, name: 'remove' },
        cancel: { action: `Press ${ACCESS_LABELS.cancel} on Casey Whitfield`, name: 'cancel' },
      })[e.action],
    'access.confirm': (e) =>
      e.expiryDate === null
        ? { action: `Leave “${ACCESS_LABELS.expiryDate}” empty and confirm`, name: 'no end date' }
        : e.expiryDate === '2026-12-31'
          ? {
              action: `Choose a date in the future (a month from today) in “${ACCESS_LABELS.expiryDate}” and confirm`,
            }
          : {
              action: `Choose today in “${ACCESS_LABELS.expiryDate}” and confirm`,
              expect: `“${EXPIRY_MESSAGES.past}” under the date`,
              name: 'today',
            },
    'access.close': { action: `Press ${ACCESS_LABELS.close}` },
  },
  results: {
    'xstate.done.actor.fetchAccess': (e) =>
      (e.output as { pendingRequests: unknown[] }).pendingRequests.length > 0
        ? { action: "The pharmacy answers Jordan's access: Morgan's request pending, Casey, Avery, Biscuit" }
        : { action: 'The pharmacy answers the access after the change: Morgan approved' },
    'xstate.error.actor.fetchAccess': {
      action: 'The relationships call fails (500)',
      expect: `“${ACCESS_LABELS.loadFailed}”`,
      name: 'load fails',
    },
    'xstate.done.actor.updateAccess': {
      action: 'The pharmacy records the change',
      expect: `The action's toast (e.g. “${ACCESS_TOASTS.grant.heading}”)`,
    },
    'xstate.error.actor.updateAccess': {
      action: 'The update fails (500)',
      expect: `The toast “${ACCESS_TOASTS.failed.heading}”`,
      name: 'update fails',
    },
  },
  states: {
    loading: ACCESS_LABELS.loading,
    failed: `“${ACCESS_LABELS.loadFailed}” with ${ACCESS_LABELS.retry}`,
    loaded:
      'Primary patient, requests waiting, caregivers, adults you manage, children and pets, with dates, statuses and actions',
    choosingDate: `A dialog with “${ACCESS_LABELS.expiryDate}” (from tomorrow on)`,
    updating: 'Saving the change…',
  },
  funnel: { to: 'loaded' },
});
