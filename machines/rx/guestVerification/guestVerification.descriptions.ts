/** The guest verification chart in words (machines/descriptions.ts). */
import { GUEST_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { guestVerificationMachine } from './guestVerification.machine';
import { outcomeOf } from '../../../domain/errors';

export const guestVerificationDescriptions = describeMachine(guestVerificationMachine, {
  events: {
    'guest.submit': { action: 'Type the date of birth (MM, DD, YYYY) and press Verify', name: 'verify' },
    'guest.reset': { action: 'Change the date after a mismatch', expect: 'The mismatch text goes away' },
  },
  results: {
    'xstate.done.actor.verifyGuest': (e) => {
      const r = e.output as { verified: boolean; patientLocked: boolean };
      if (r.verified) return { action: 'The date of birth matches', name: 'verified' };
      if (r.patientLocked) return { action: 'Too many wrong dates: the link is locked', name: 'locked' };
      return { action: 'The date of birth does not match', name: 'mismatch' };
    },
    'xstate.error.actor.verifyGuest': (e) =>
      outcomeOf(e.error) === 'expired'
        ? { action: 'The link has expired (410)', name: 'expired' }
        : { action: 'Verifying fails (500)', expect: `“${GUEST_TEXTS.failed}”`, name: 'error' },
    'xstate.after.lockPoll': { action: 'Wait 30 seconds' },
    'xstate.done.actor.fetchGuestStatus': (e) =>
      (e.output as { patientLocked: boolean }).patientLocked
        ? { action: 'The link is still locked' }
        : { action: 'The link is unlocked again', name: 'unlocked' },
    'xstate.error.actor.fetchGuestStatus': (e) =>
      outcomeOf(e.error) === 'expired'
        ? { action: 'The link expired while locked', name: 'expired' }
        : { action: 'Asking for the lock fails (offline)' },
  },
  states: {
    entering: `${GUEST_TEXTS.intro} The three date fields and Verify`,
    verifying: GUEST_TEXTS.verifying,
    locked: GUEST_TEXTS.locked,
    polling: GUEST_TEXTS.locked,
    verified: `${GUEST_TEXTS.verified} ${GUEST_TEXTS.viewStatus}`,
    unusable: `${GUEST_TEXTS.expired} (or, for an incomplete link: ${GUEST_TEXTS.badLink})`,
  },
  funnel: { to: 'verified' },
});
