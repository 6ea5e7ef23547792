/** Email verification (account-signin.md §4 "If the banner requires email verification and the user's email is
 *  not verified, the user goes to a verification flow"; §9 one banner only). The page hands over the token of
 *  the address (verify.open), and whether a link was just sent (the welcome of a new account). Without a token:
 *  idle (nothing sent yet, and the page says so) → sending (the verification email, carrying where the shopper
 *  was going, to the sandbox outbox) → sent (send again possible); straight to sent when the link was just
 *  sent (issue 13 point 5). With the emailed token: confirming → verified (continue to the original page) or
 *  invalid (send a new one). Side effects: sendVerification and confirmVerification actors; navigation
 *  provided by src/. */
import { assign, setup } from 'xstate';
import type { AckResponse } from '../../../api/contracts/identity';
import { VERIFY_EMAIL_TEXTS } from '../../../domain/account/accountEntry';
import { notProvided } from '../../shared/actors';

export interface VerifyEmailContext {
  token: string | null;
  redirectUrl: string | null;
  error: string | null;
}

export type VerifyEmailEvent =
  | { type: 'verify.open'; token: string | null; sent?: boolean }
  | { type: 'verify.send' }
  | { type: 'verify.continue' };

export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as { redirectUrl: string | null },
    tags: {} as 'busy',
  },
  actors: {
    sendVerification: notProvided<AckResponse, { redirectUrl: string | null }>('sendVerification'),
    confirmVerification: notProvided<AckResponse, { token: string }>('confirmVerification'),
  },
  actions: {
    storeUser: () => {},
    goToRedirect: (_, _params: { to: string | null }) => {},
    clearTokenFromAddress: () => {},
  },
  guards: {
    hasToken: ({ event }) => event.type === 'verify.open' && Boolean(event.token),
    isJustSent: ({ event }) => event.type === 'verify.open' && event.sent === true,
  },
}).createMachine({
  id: 'verifyEmail',
  initial: 'opening',
  context: ({ input }) => ({ ...input, token: null, error: null }),
  states: {
    opening: {
      on: {
        'verify.open': [
          {
            guard: 'hasToken',
            target: 'confirming',
            actions: assign({ token: ({ event }) => event.token }),
          },
          { guard: 'isJustSent', target: 'sent' },
          { target: 'idle' },
        ],
      },
    },
    idle: { on: { 'verify.send': 'sending' } },
    sending: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        id: 'sendVerification',
        src: 'sendVerification',
        input: ({ context }) => ({ redirectUrl: context.redirectUrl }),
        onDone: { target: 'sent' },
        onError: { target: 'idle', actions: assign({ error: VERIFY_EMAIL_TEXTS.failed }) },
      },
    },
    sent: { on: { 'verify.send': 'sending' } },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmVerification',
        src: 'confirmVerification',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'verified',
          actions: ['storeUser', 'clearTokenFromAddress', assign({ token: null })],
        },
        onError: {
          target: 'invalid',
          actions: ['clearTokenFromAddress', assign({ token: null, error: VERIFY_EMAIL_TEXTS.invalid })],
        },
      },
    },
    verified: {
      on: {
        'verify.continue': {
          actions: { type: 'goToRedirect', params: ({ context }) => ({ to: context.redirectUrl }) },
        },
      },
    },
    invalid: { on: { 'verify.send': 'sending' } },
  },
});
