/** Reset password (issue 5: the emailed link with a token; a new password meeting the password rules; back to
 *  sign-in showing 'Your password has been successfully reset.'; an invalid or expired token is a clear error
 *  and the token is cleared). opening: the page hands over the token of the address (reset.open); missingToken without one; editing → submitting → done (back to sign-in),
 *  tokenRejected (invalid or expired: the token is dropped from memory and from the address), or editing with
 *  an error. Side effect: resetPassword actor; navigation actions provided by src/. */
import { assign, setup } from 'xstate';
import type { AckResponse, ResetPasswordRequest } from '../../../api/contracts/identity';
import { RESET_PASSWORD_TEXTS } from '../../../domain/account/accountEntry';
import { IDENTITY_ERROR_CODES } from '../../../domain/account/session';
import { asApiError } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

export interface ResetPasswordContext {
  token: string | null;
  redirectUrl: string | null;
  password: string;
  error: string | null;
}

export type ResetPasswordEvent =
  | { type: 'reset.open'; token: string | null }
  | { type: 'reset.submit'; password: string };

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { redirectUrl: string | null },
    tags: {} as 'busy',
  },
  actors: { resetPassword: notProvided<AckResponse, ResetPasswordRequest>('resetPassword') },
  actions: {
    /** Provided by src/: back to /signin with the reset notice (and the original redirectUrl). */
    goToSignIn: (_, _params: { redirectUrl: string | null }) => {},
    /** Provided by src/: removes the token from the address bar. */
    clearTokenFromAddress: () => {},
  },
  guards: {
    hasToken: ({ event }) => event.type === 'reset.open' && Boolean(event.token),
    isTokenProblem: (_, params: { error: unknown }) => {
      const code = asApiError(params.error).code;
      return code === IDENTITY_ERROR_CODES.tokenInvalid || code === IDENTITY_ERROR_CODES.tokenExpired;
    },
  },
}).createMachine({
  id: 'resetPassword',
  initial: 'opening',
  context: ({ input }) => ({ token: null, redirectUrl: input.redirectUrl, password: '', error: null }),
  states: {
    opening: {
      on: {
        'reset.open': [
          {
            guard: 'hasToken',
            target: 'editing',
            actions: assign({ token: ({ event }) => event.token }),
          },
          { target: 'missingToken' },
        ],
      },
    },
    missingToken: {},
    editing: {
      on: {
        'reset.submit': {
          target: 'submitting',
          actions: assign({ password: ({ event }) => event.password, error: null }),
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({ token: context.token ?? '', password: context.password }),
        onDone: { target: 'done' },
        onError: [
          {
            guard: { type: 'isTokenProblem', params: ({ event }) => ({ error: event.error }) },
            target: 'tokenRejected',
            actions: [
              assign({
                error: ({ event }) =>
                  asApiError(event.error).code === IDENTITY_ERROR_CODES.tokenExpired
                    ? RESET_PASSWORD_TEXTS.expiredToken
                    : RESET_PASSWORD_TEXTS.invalidToken,
                token: null,
                password: '',
              }),
              'clearTokenFromAddress',
            ],
          },
          { target: 'editing', actions: assign({ error: RESET_PASSWORD_TEXTS.failed, password: '' }) },
        ],
      },
    },
    tokenRejected: {},
    done: {
      type: 'final',
      entry: [
        assign({ password: '' }),
        { type: 'goToSignIn', params: ({ context }) => ({ redirectUrl: context.redirectUrl }) },
      ],
    },
  },
});
