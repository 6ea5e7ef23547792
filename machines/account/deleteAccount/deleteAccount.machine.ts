/** Delete the account (account-signin.md §2 route /account/delete: the sign-in page's delete mode leads here;
 *  issue 13 point 7: it led to "Page not found"). confirming (the shopper re-enters the password and ticks that
 *  it cannot be undone) → deleting → deleted (the session is gone: store the signed-out user) or back to
 *  confirming with the message (wrong password, locked, or any other failure). Side effect: deleteAccount actor
 *  (POST .../account/delete with the password). */
import { assertEvent, assign, setup } from 'xstate';
import type { AckResponse } from '../../../api/contracts/identity';
import { DELETE_ACCOUNT_TEXTS } from '../../../domain/account/accountEntry';
import { IDENTITY_ERROR_CODES, SESSION_MESSAGES } from '../../../domain/account/session';
import { asApiError } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

export interface DeleteAccountContext {
  password: string | null;
  error: string | null;
}

export type DeleteAccountEvent = { type: 'delete.confirm'; password: string };

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    tags: {} as 'busy',
  },
  actors: { deleteAccount: notProvided<AckResponse, { password: string }>('deleteAccount') },
  actions: {
    /** Provided by src/: the session chart re-reads the (now anonymous) session; analytics. */
    storeSignedOut: () => {},
    rememberPassword: assign(({ event }) => {
      assertEvent(event, 'delete.confirm');
      return { password: event.password, error: null };
    }),
    forgetPassword: assign({ password: null }),
  },
  guards: {
    isWrongPassword: (_, params: { error: unknown }) =>
      asApiError(params.error).code === IDENTITY_ERROR_CODES.invalidCredentials,
  },
}).createMachine({
  id: 'deleteAccount',
  initial: 'confirming',
  context: { password: null, error: null },
  states: {
    confirming: {
      on: { 'delete.confirm': { target: 'deleting', actions: 'rememberPassword' } },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ password: context.password ?? '' }),
        onDone: { target: 'deleted', actions: ['forgetPassword', 'storeSignedOut'] },
        onError: [
          {
            guard: { type: 'isWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'confirming',
            actions: ['forgetPassword', assign({ error: DELETE_ACCOUNT_TEXTS.wrongPassword })],
          },
          {
            target: 'confirming',
            actions: [
              'forgetPassword',
              assign({ error: ({ event }) => SESSION_MESSAGES.forError(asApiError(event.error)) }),
            ],
          },
        ],
      },
    },
    deleted: { type: 'final' },
  },
});
