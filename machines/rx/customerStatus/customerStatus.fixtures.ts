/** Graph fixtures of the customer status chart (Jordan's status, linked and verified). Read by the registry and the
 *  model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { CustomerStatusAnswer } from './customerStatus.machine';

export const verifiedAnswer: CustomerStatusAnswer = {
  status: {
    hasChallengeQuestions: true,
    linkStatus: 'APPROVED_LINKS',
    selfLinked: true,
    knownMachine: true,
    identityVerified: true,
    emailConfirmed: true,
    guestVerified: false,
    verificationLocked: false,
    verificationAttempted: false,
    accountLockedForLinking: false,
    customerVerified: true,
  },
  authorized: { authorized: true, active: true, status: 'AUTHORIZED' },
};

/** Linked, questions set, on a new browser: not authorized yet. */
export const unauthorizedAnswer: CustomerStatusAnswer = {
  status: { ...verifiedAnswer.status, knownMachine: false, customerVerified: false },
  authorized: { authorized: false, active: false, status: 'UNAUTHORIZED' },
};

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx-security/customer/status',
  status: 503,
  message: 'Service unavailable',
};

export const customerStatusEvents = [
  { type: 'customerStatus.request' },
  { type: 'customerStatus.invalidate' },
  { type: 'customerStatus.clear' },
  { type: 'xstate.done.actor.fetchCustomerStatus', output: verifiedAnswer },
  { type: 'xstate.done.actor.fetchCustomerStatus', output: unauthorizedAnswer },
  { type: 'xstate.error.actor.fetchCustomerStatus', error: serverError },
] as const;

export const serializeCustomerStatusState = (s: { value: unknown; context: { customerVerified: boolean } }) =>
  JSON.stringify([s.value, s.context.customerVerified]);

export const customerStatusModel = {
  events: customerStatusEvents,
  serializeState: serializeCustomerStatusState,
  simplePaths: true,
};
