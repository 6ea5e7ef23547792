/** The auto-refill chart in words (machines/descriptions.ts). */
import {
  AUTO_REFILL_ERRORS,
  AUTO_REFILL_TOASTS,
  STATE_CONSENT_REQUIRED,
} from '../../../domain/rx/autoRefill';
import { describeMachine } from '../../descriptions';
import { AUTO_REFILL_UPDATE_ERROR, autoRefillMachine } from './autoRefill.machine';
import { outcomeOf } from '../../../domain/errors';

export const autoRefillDescriptions = describeMachine(autoRefillMachine, {
  events: {
    'autoRefill.selectPatient': (e) => ({
      action:
        e.patientNumber === '100456789'
          ? 'Choose Morgan (a managed adult) in the patient picker'
          : 'Choose Jordan in the patient picker',
      name: 'another patient',
    }),
    'autoRefill.openEnroll': { action: 'Press Renew Enrollment (or Enroll in Auto Refill)' },
    'autoRefill.cancel': { action: 'Press Cancel', name: 'cancel' },
    'autoRefill.submitEnroll': (e) =>
      e.form.facilityId === '07100215'
        ? e.form.consent
          ? {
              action: 'Choose the California pharmacy, tick the consent box and press Save Enrollment',
              name: 'CA with consent',
            }
          : {
              action:
                'Choose the California pharmacy without ticking the consent box and press Save Enrollment',
              expect: `“${STATE_CONSENT_REQUIRED}”`,
              name: 'CA without consent',
            }
        : { action: 'Choose the Oakley pharmacy and press Save Enrollment', name: 'save' },
    'autoRefill.unenroll': { action: 'Press Unenroll', name: 'unenroll' },
    'autoRefill.confirmUnenroll': { action: 'Press Yes, Unenroll' },
    'autoRefill.toggle': (e) =>
      e.option === 'AUTO_REFILL'
        ? { action: 'Switch auto refill on for Metformin', name: 'add one' }
        : { action: 'Switch auto refill off for Atorvastatin', name: 'remove one' },
    'autoRefill.pause': { action: 'Press Pause Auto Refill', name: 'pause' },
    'autoRefill.enrollAll': { action: 'Press Enroll All Eligible', name: 'enroll all' },
    'autoRefill.dismissReminder': { action: 'Press Dismiss reminder', name: 'dismiss reminder' },
    'autoRefill.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.loadAutoRefill': {
      action: 'The pharmacy answers with the patients, prescriptions, pharmacies and reminders',
    },
    'xstate.error.actor.loadAutoRefill': { action: 'The auto refill calls fail (500)', name: 'load fails' },
    'xstate.done.actor.saveEnrollment': {
      action: 'The pharmacy saves the enrollment',
      expect: `The toast “${AUTO_REFILL_TOASTS.enrolled.heading}” (or “${AUTO_REFILL_TOASTS.unenrolled.heading}” and back to the main page)`,
    },
    'xstate.error.actor.saveEnrollment': (e) => ({
      action: 'The pharmacy refuses the enrollment',
      expect:
        outcomeOf(e.error) === 'refusedWithDetail'
          ? 'The server’s detail message (418)'
          : `“${AUTO_REFILL_ERRORS.enroll}” or “${AUTO_REFILL_ERRORS.unenroll}”`,
      name: 'save fails',
    }),
    'xstate.done.actor.updatePrescription': (e) =>
      (e.output as { updateSuccessful?: boolean } | undefined)?.updateSuccessful
        ? {
            action: 'The pharmacy applies the change',
            expect: 'The switch shows the new setting and a toast',
          }
        : {
            action: 'The pharmacy does not apply the change',
            expect: `“${AUTO_REFILL_UPDATE_ERROR}”`,
            name: 'not applied',
          },
    'xstate.error.actor.updatePrescription': {
      action: 'The change fails (500)',
      expect: `“${AUTO_REFILL_UPDATE_ERROR}”`,
    },
    'xstate.done.actor.updatePrescriptions': {
      action: 'The pharmacy applies the changes',
      expect: 'The switches and a toast',
    },
    'xstate.error.actor.updatePrescriptions': {
      action: 'The changes fail (500)',
      expect: `“${AUTO_REFILL_UPDATE_ERROR}”`,
    },
    'xstate.done.actor.saveReminder': {
      action: 'The pharmacy dismisses the reminder',
      expect: 'No reminder',
    },
    'xstate.error.actor.saveReminder': {
      action: 'Dismissing fails (500)',
      expect: `“${AUTO_REFILL_UPDATE_ERROR}”`,
    },
    'xstate.done.actor.deleteReminder': { action: 'The reminder is deleted' },
    'xstate.error.actor.deleteReminder': (e) =>
      outcomeOf(e.error) === 'notFound'
        ? { action: 'The reminder was already gone (404, no record): ignored', name: 'no record' }
        : { action: 'Deleting the reminder fails (500)', expect: 'The reminder stays' },
  },
  states: {
    loading: 'Loading auto refill…',
    failed: 'An error and Try Again',
    ready: 'The patient’s enrollment, reminder and prescriptions',
    'ready.opening': 'The page opens',
    'ready.idle': 'Enrollment status, reminder, prescriptions with their switches',
    'ready.enrolling':
      'The enrollment form: pharmacy, relationship, privacy override (and the consent box in CA and IL)',
    'ready.savingEnrollment': 'Saving… (the form disabled)',
    'ready.deletingReminder': 'Saving… (the reminder is removed)',
    'ready.confirmingUnenroll': 'Unenroll from auto refill? Yes, Unenroll / Cancel',
    'ready.unenrolling': 'Saving…',
    'ready.updatingPrescription': 'Saving… (the switch disabled)',
    'ready.pausing': 'Saving…',
    'ready.bulkEnrolling': 'Saving…',
    'ready.dismissingReminder': 'Saving…',
  },
  funnel: { to: 'ready.idle' },
});
