/** Graph fixtures of the forgot-password chart. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';

const down: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'POST /identity/api/v1/password/forgot',
  status: 0,
  message: 'Network Error',
};
export const forgotPasswordInput = { redirectUrl: '/health' };
export const forgotPasswordEvents = [
  { type: 'forgot.submit', email: 'shopper@example.com' },
  { type: 'forgot.again' },
  { type: 'xstate.done.actor.requestReset', output: { data: { ok: true } } },
  { type: 'xstate.error.actor.requestReset', error: down },
] as const;
export const serializeForgotPasswordState = (s: { value: unknown; context: { error: string | null } }) =>
  JSON.stringify([s.value, s.context.error !== null]);
export const forgotPasswordModel = {
  events: forgotPasswordEvents,
  serializeState: serializeForgotPasswordState,
  input: forgotPasswordInput,
};
