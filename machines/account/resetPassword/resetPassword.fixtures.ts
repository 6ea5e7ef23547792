/** Graph fixtures of the reset-password chart (with and without a token). Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';

const error = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: status ? 'http' : 'network',
  endpoint: 'POST /identity/api/v1/password/reset',
  status,
  message: 'failed',
  ...(code ? { code } : {}),
});
export const resetPasswordErrors = {
  invalid: error(400, 'TOKEN_INVALID'),
  expired: error(400, 'TOKEN_EXPIRED'),
  down: error(0),
};
export const resetPasswordInput = { redirectUrl: '/health' };
export const resetPasswordEvents = [
  { type: 'reset.open', token: 'token-from-the-emailed-link' },
  { type: 'reset.open', token: null },
  { type: 'reset.submit', password: 'NewPass123' },
  { type: 'xstate.done.actor.resetPassword', output: { data: { ok: true } } },
  ...Object.values(resetPasswordErrors).map(
    (e) => ({ type: 'xstate.error.actor.resetPassword', error: e }) as const,
  ),
] as const;
export const serializeResetPasswordState = (s: { value: unknown; context: { error: string | null } }) =>
  JSON.stringify([s.value, s.context.error]);
export const resetPasswordModel = {
  events: resetPasswordEvents,
  serializeState: serializeResetPasswordState,
  input: resetPasswordInput,
};
