/** Graph fixtures of the guest verification chart. Read by the registry and the model tests. */
import { apiErrorOf } from '../shared/identity.fixtures';

export const guestVerificationInput = { patientNumbers: ['100234568'], timestamp: '1795446000000' };

export const guestVerificationEvents = [
  { type: 'guest.submit', dateOfBirth: '2015-04-02' },
  { type: 'guest.reset' },
  { type: 'xstate.done.actor.verifyGuest', output: { verified: true, patientLocked: false } },
  { type: 'xstate.done.actor.verifyGuest', output: { verified: false, patientLocked: false } },
  { type: 'xstate.done.actor.verifyGuest', output: { verified: false, patientLocked: true } },
  { type: 'xstate.error.actor.verifyGuest', error: apiErrorOf(410, 'This link has expired.') },
  { type: 'xstate.error.actor.verifyGuest', error: apiErrorOf(500) },
  { type: 'xstate.after.lockPoll.rxGuestVerification.locked' },
  { type: 'xstate.done.actor.fetchGuestStatus', output: { patientLocked: true } },
  { type: 'xstate.done.actor.fetchGuestStatus', output: { patientLocked: false } },
  { type: 'xstate.error.actor.fetchGuestStatus', error: apiErrorOf(410) },
  { type: 'xstate.error.actor.fetchGuestStatus', error: apiErrorOf(0, 'Network Error') },
];

export const serializeGuestVerificationState = (s: {
  value: unknown;
  context: { error: string | null; verificationAttempted: boolean };
}) => JSON.stringify([s.value, s.context.error, s.context.verificationAttempted]);

export const guestVerificationModel = {
  events: guestVerificationEvents,
  serializeState: serializeGuestVerificationState,
  input: guestVerificationInput,
  startInputs: [{ patientNumbers: [], timestamp: null }],
};
