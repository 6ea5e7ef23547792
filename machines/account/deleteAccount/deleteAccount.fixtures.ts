/** Graph fixtures of the delete-account chart. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';

const error = (status: number, code: string, fields?: Record<string, string>): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /identity/api/v1/account/delete',
  status,
  code,
  message: 'failed',
  ...(fields ? { fields } : {}),
});
export const deleteAccountEvents = [
  { type: 'delete.confirm', password: 'Shopper123' },
  { type: 'xstate.done.actor.deleteAccount', output: { data: { ok: true } } },
  { type: 'xstate.error.actor.deleteAccount', error: error(401, 'INVALID_CREDENTIALS') },
  {
    type: 'xstate.error.actor.deleteAccount',
    error: error(423, 'ACCOUNT_LOCKED', { retryAfterSeconds: '600' }),
  },
] as const;
export const serializeDeleteAccountState = (s: { value: unknown; context: { error: string | null } }) =>
  JSON.stringify([s.value, s.context.error]);
export const deleteAccountModel = {
  events: deleteAccountEvents,
  serializeState: serializeDeleteAccountState,
};
