/** The guest refill chart in words (machines/descriptions.ts). */
import {
  GUEST_REFILL_GENERIC_ERROR,
  GUEST_REFILL_INVALID,
  GUEST_REFILL_TEXTS,
} from '../../../domain/rx/guest-refill';
import { describeMachine } from '../../descriptions';
import { guestRefillMachine } from './guestRefill.machine';
import { outcomeOf } from '../../../domain/errors';

export const guestRefillDescriptions = describeMachine(guestRefillMachine, {
  events: {
    'guestRefill.check': {
      action: `Enter the pharmacy phone (513) 555-0100 and rx numbers 1234567, 1234573 and 7654321, then press ${GUEST_REFILL_TEXTS.check}`,
    },
    'guestRefill.toggle': { action: 'Untick or tick rx 1234567', name: 'selection' },
    'guestRefill.submit': {
      action: `Enter your phone (513) 555-0142, choose the first pickup time and press ${GUEST_REFILL_TEXTS.submit}`,
      expect: GUEST_REFILL_TEXTS.submitting,
    },
    'guestRefill.edit': { action: `Press ${GUEST_REFILL_TEXTS.edit}` },
    'guestRefill.close': { action: `Press ${GUEST_REFILL_TEXTS.close} in the confirmation` },
  },
  results: {
    'xstate.done.actor.validatePrescriptions': {
      action: 'The pharmacy answers: 1234567 refillable, 1234573 not refillable, 7654321 invalid',
    },
    'xstate.error.actor.validatePrescriptions': {
      action: 'The validation call fails (500)',
      expect: `“${GUEST_REFILL_GENERIC_ERROR}”`,
      name: 'check error',
    },
    'xstate.done.actor.orderGuestRefill': {
      action: 'The pharmacy accepts the refill request',
      name: 'confirmed',
    },
    'xstate.error.actor.orderGuestRefill': (e) =>
      outcomeOf(e.error) === 'rejected'
        ? {
            action: 'The pharmacy refuses the request (422)',
            expect: `“${GUEST_REFILL_INVALID}”`,
            name: 'invalid',
          }
        : {
            action: 'The order call fails (500)',
            expect: `“${GUEST_REFILL_GENERIC_ERROR}”`,
            name: 'order error',
          },
  },
  states: {
    editing: 'The pharmacy phone and prescription number fields (empty after a confirmation)',
    checking: GUEST_REFILL_TEXTS.checking,
    reviewing: `Each prescription's result (${GUEST_REFILL_INVALID} for 7654321), your phone and the pickup time`,
    submitting: GUEST_REFILL_TEXTS.submitting,
    confirmed: `The dialog “${GUEST_REFILL_TEXTS.confirmationTitle}” with rx 1234567, the pickup time and the pharmacy`,
  },
  funnel: { to: 'confirmed' },
});
