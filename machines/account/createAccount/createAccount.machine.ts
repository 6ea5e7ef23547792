/** Create account (account-signin.md §2 route /account/create; issue 5 "flows behind the entries"; issue 13
 *  points 6 and 9). editing → submitting (the create call signs the new account in and, for an unverified email,
 *  sends the verification link) → welcome (store the user, analytics; the welcome says what was sent) →
 *  create.continue leaves for the email-verification flow on the banner that needs it, else the original page.
 *  A failure goes back to editing with its message (email already taken, or any other failure); a submit with
 *  field errors clears that message. With a Google identity from the sign-in page's "social create needed"
 *  (input social) the account is created with it: its email, its names prefilled, no password needed.
 *  Side effect: createAccount actor. */
import { assertEvent, assign, setup } from 'xstate';
import type { CreateAccountRequest, CreateAccountResponse } from '../../../api/contracts/identity';
import { CREATE_ACCOUNT_TEXTS } from '../../../domain/account/accountEntry';
import { IDENTITY_ERROR_CODES } from '../../../domain/account/session';
import { asApiError } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

/** A Google identity handed over by the sign-in page (its id token and what it says). */
export interface SocialIdentity {
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  socialType: 'Google';
}

export interface CreateAccountInput {
  redirectUrl: string | null;
  emailVerificationBanner: boolean;
  social?: SocialIdentity | null | undefined;
}

export interface CreateAccountContext {
  redirectUrl: string | null;
  emailVerificationBanner: boolean;
  social: SocialIdentity | null;
  request: CreateAccountRequest | null;
  error: string | null;
  /** After creating: who was welcomed, and whether the email still needs verifying (a link was sent). */
  created: { firstName: string; email: string; emailVerified: boolean } | null;
}

/** The form's values; with a Google identity its email wins and the password may be left out. */
export type CreateAccountForm = Omit<CreateAccountRequest, 'token' | 'socialType' | 'redirectUrl'>;

export type CreateAccountEvent =
  | { type: 'create.submit'; request: CreateAccountForm }
  | { type: 'create.submitInvalid' }
  | { type: 'create.continue' };

export const createAccountMachine = setup({
  types: {
    context: {} as CreateAccountContext,
    events: {} as CreateAccountEvent,
    input: {} as CreateAccountInput,
    tags: {} as 'busy',
  },
  actors: { createAccount: notProvided<CreateAccountResponse, CreateAccountRequest>('createAccount') },
  actions: {
    storeUser: () => {},
    trackCreated: (_, _params: { method: string }) => {},
    goToRedirect: (_, _params: { to: string | null }) => {},
    goToEmailVerification: (_, _params: { to: string | null; sent: boolean }) => {},
    rememberRequest: assign(({ context, event }) => {
      assertEvent(event, 'create.submit');
      const { social, redirectUrl } = context;
      const request: CreateAccountRequest = social
        ? {
            ...event.request,
            email: social.email,
            token: social.token,
            socialType: social.socialType,
          }
        : event.request;
      return { request: redirectUrl ? { ...request, redirectUrl } : request, error: null };
    }),
    rememberCreated: assign(({ context }, params: { response: CreateAccountResponse }) => ({
      created: {
        firstName: context.request?.firstName ?? '',
        email: context.request?.email ?? '',
        emailVerified: params.response.data.userInfo.emailVerified,
      },
      request: null,
    })),
    clearError: assign({ error: null }),
  },
  guards: {
    isEmailVerificationNeeded: ({ context }) =>
      context.emailVerificationBanner && context.created?.emailVerified === false,
    isEmailTaken: (_, params: { error: unknown }) =>
      asApiError(params.error).code === IDENTITY_ERROR_CODES.emailTaken,
  },
}).createMachine({
  id: 'createAccount',
  initial: 'editing',
  context: ({ input }) => ({
    redirectUrl: input.redirectUrl,
    emailVerificationBanner: input.emailVerificationBanner,
    social: input.social ?? null,
    request: null,
    error: null,
    created: null,
  }),
  states: {
    editing: {
      on: {
        'create.submit': { target: 'submitting', actions: 'rememberRequest' },
        'create.submitInvalid': { actions: 'clearError' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'welcome',
          actions: [
            {
              type: 'trackCreated',
              params: ({ context }) => ({ method: context.request?.socialType ?? 'password' }),
            },
            { type: 'rememberCreated', params: ({ event }) => ({ response: event.output }) },
            'storeUser',
          ],
        },
        onError: [
          {
            guard: { type: 'isEmailTaken', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ error: CREATE_ACCOUNT_TEXTS.emailTaken }),
          },
          { target: 'editing', actions: assign({ error: CREATE_ACCOUNT_TEXTS.failed }) },
        ],
      },
    },
    /** Issue 13 point 9: a welcome, and what was sent (the verification link of an unverified email). */
    welcome: {
      on: {
        'create.continue': [
          {
            guard: 'isEmailVerificationNeeded',
            target: 'done',
            actions: {
              type: 'goToEmailVerification',
              params: ({ context }) => ({ to: context.redirectUrl, sent: true }),
            },
          },
          {
            target: 'done',
            actions: { type: 'goToRedirect', params: ({ context }) => ({ to: context.redirectUrl }) },
          },
        ],
      },
    },
    done: { type: 'final' },
  },
});
