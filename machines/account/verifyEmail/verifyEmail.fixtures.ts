/** Graph fixtures of the email-verification chart. The token arrives with the emailed link, so the model starts
 *  with one (confirming) and the view tests start without one too. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';

const error = (endpoint: string, status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint,
  status,
  message: 'failed',
  ...(code ? { code } : {}),
});
export const verifyEmailInput = { redirectUrl: '/health' };
export const verifyEmailEvents = [
  { type: 'verify.open', token: 'token-from-the-emailed-link' },
  { type: 'verify.open', token: null },
  { type: 'verify.open', token: null, sent: true },
  { type: 'verify.send' },
  { type: 'verify.continue' },
  { type: 'xstate.done.actor.sendVerification', output: { data: { ok: true } } },
  {
    type: 'xstate.error.actor.sendVerification',
    error: error('POST /identity/api/v1/email-verification/send', 401),
  },
  { type: 'xstate.done.actor.confirmVerification', output: { data: { ok: true } } },
  {
    type: 'xstate.error.actor.confirmVerification',
    error: error('POST /identity/api/v1/email-verification/confirm', 400, 'TOKEN_INVALID'),
  },
] as const;
export const serializeVerifyEmailState = (s: { value: unknown; context: { error: string | null } }) =>
  JSON.stringify([s.value, s.context.error !== null]);
export const verifyEmailModel = {
  events: verifyEmailEvents,
  serializeState: serializeVerifyEmailState,
  input: verifyEmailInput,
};
