/** Forgot password (account-signin.md §2 route /account/forgot-password; issue 5 "flows behind the entries").
 *  editing → sending (the request call; the answer never says whether the email has an account) → sent, or
 *  back to editing with an error. From sent the shopper can send again. Side effect: requestReset actor. */
import { assign, setup } from 'xstate';
import type { AckResponse, ForgotPasswordRequest } from '../../../api/contracts/identity';
import { FORGOT_PASSWORD_TEXTS } from '../../../domain/account/accountEntry';
import { notProvided } from '../../shared/actors';

export interface ForgotPasswordContext {
  redirectUrl: string | null;
  email: string;
  error: string | null;
}

export type ForgotPasswordEvent = { type: 'forgot.submit'; email: string } | { type: 'forgot.again' };

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { redirectUrl: string | null },
    tags: {} as 'busy',
  },
  actors: { requestReset: notProvided<AckResponse, ForgotPasswordRequest>('requestReset') },
  actions: {
    rememberEmail: assign({
      email: ({ event }) => (event.type === 'forgot.submit' ? event.email.trim() : ''),
      error: null,
    }),
    failed: assign({ error: FORGOT_PASSWORD_TEXTS.failed }),
  },
}).createMachine({
  id: 'forgotPassword',
  initial: 'editing',
  context: ({ input }) => ({ redirectUrl: input.redirectUrl, email: '', error: null }),
  states: {
    editing: { on: { 'forgot.submit': { target: 'sending', actions: 'rememberEmail' } } },
    sending: {
      tags: 'busy',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({
          email: context.email,
          ...(context.redirectUrl ? { redirectUrl: context.redirectUrl } : {}),
        }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: 'failed' },
      },
    },
    sent: { on: { 'forgot.again': { target: 'editing' } } },
  },
});
