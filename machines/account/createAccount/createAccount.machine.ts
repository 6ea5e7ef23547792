/** Create account (account-signin.md §2 route /account/create; issue 5 "flows behind the entries").
 *  editing → submitting (the create call signs the new account in) → created (store the user, analytics,
 *  then the email-verification flow on the banner that needs it, else the original page), or editing with
 *  an error (email already taken, or any other failure). Side effect: createAccount actor. */
import { assign, setup } from 'xstate';
import type { CreateAccountRequest, CreateAccountResponse } from '../../../api/contracts/identity';
import { CREATE_ACCOUNT_TEXTS } from '../../../src/domain/account/accountEntry';
import { IDENTITY_ERROR_CODES } from '../../../src/domain/account/session';
import { asApiError } from '../../../src/domain/errors';
import { notProvided } from '../../shared/actors';

export interface CreateAccountContext {
  redirectUrl: string | null;
  emailVerificationBanner: boolean;
  request: CreateAccountRequest | null;
  error: string | null;
}

export type CreateAccountEvent = { type: 'create.submit'; request: CreateAccountRequest };

export const createAccountMachine = setup({
  types: {
    context: {} as CreateAccountContext,
    events: {} as CreateAccountEvent,
    input: {} as { redirectUrl: string | null; emailVerificationBanner: boolean },
    tags: {} as 'busy',
  },
  actors: { createAccount: notProvided<CreateAccountResponse, CreateAccountRequest>('createAccount') },
  actions: {
    storeUser: () => {},
    trackCreated: (_, _params: { method: string }) => {},
    goToRedirect: (_, _params: { to: string | null }) => {},
    goToEmailVerification: (_, _params: { to: string | null }) => {},
  },
  guards: {
    needsEmailVerification: ({ context }, params: { response: CreateAccountResponse }) =>
      context.emailVerificationBanner && !params.response.data.userInfo.emailVerified,
    isEmailTaken: ({ event }) =>
      asApiError((event as { error?: unknown }).error).code === IDENTITY_ERROR_CODES.emailTaken,
  },
}).createMachine({
  id: 'createAccount',
  initial: 'editing',
  context: ({ input }) => ({ ...input, request: null, error: null }),
  states: {
    editing: {
      on: {
        'create.submit': {
          target: 'submitting',
          actions: assign({ request: ({ event }) => event.request, error: null }),
        },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => context.request!,
        onDone: [
          {
            guard: { type: 'needsEmailVerification', params: ({ event }) => ({ response: event.output }) },
            target: 'created',
            actions: {
              type: 'goToEmailVerification',
              params: ({ context }) => ({ to: context.redirectUrl }),
            },
          },
          {
            target: 'created',
            actions: { type: 'goToRedirect', params: ({ context }) => ({ to: context.redirectUrl }) },
          },
        ],
        onError: [
          {
            guard: 'isEmailTaken',
            target: 'editing',
            actions: assign({ error: CREATE_ACCOUNT_TEXTS.emailTaken }),
          },
          { target: 'editing', actions: assign({ error: CREATE_ACCOUNT_TEXTS.failed }) },
        ],
      },
    },
    created: {
      type: 'final',
      entry: [
        'storeUser',
        {
          type: 'trackCreated',
          params: ({ context }) => ({ method: context.request?.socialType ?? 'password' }),
        },
        assign({ request: null }),
      ],
    },
  },
});
