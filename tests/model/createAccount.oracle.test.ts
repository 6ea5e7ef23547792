// @vitest-environment node
/** Create account (account-signin.md §2 route /account/create; §4 "If the banner requires email verification and
 *  the user's email is not verified, the user goes to a verification flow"; issue 13 points 6 and 9). */
import { describe, expect } from 'vitest';
import type { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { type OracleCase, oracleTable } from './oracle';

const form = { firstName: 'Ada', lastName: 'Quill', email: 'ada@example.com', password: 'Create123' };
const submit = { type: 'create.submit', request: form } as const;
const created = (emailVerified: boolean) => ({
  type: 'xstate.done.actor.createAccount',
  output: { data: { userInfo: { userId: 'c-9', emailVerified, banner: 'meadowlark', authorities: [] } } },
});
const google = {
  token: 'id-token',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Marsh',
  socialType: 'Google' as const,
};
const verifying = { redirectUrl: '/health', emailVerificationBanner: true };
const plain = { redirectUrl: '/health', emailVerificationBanner: false };

const cases: OracleCase<typeof createAccountMachine>[] = [
  {
    name: 'the form and the original page go to the create call',
    input: verifying,
    steps: [submit],
    state: 'submitting',
    tags: ['busy'],
    calls: { createAccount: { ...form, redirectUrl: '/health' } },
  },
  {
    name: 'with a Google identity: its email and token, the social type, no password needed',
    input: { ...verifying, redirectUrl: null, social: google },
    steps: [
      {
        type: 'create.submit',
        request: { firstName: 'Lena', lastName: 'Marsh', email: 'typed@example.com' },
      },
    ],
    calls: {
      createAccount: {
        firstName: 'Lena',
        lastName: 'Marsh',
        email: 'lena@example.com',
        token: 'id-token',
        socialType: 'Google',
      },
    },
  },
  {
    name: 'created: the welcome, the user stored, analytics with the method (password)',
    input: verifying,
    steps: [submit, created(false)],
    state: 'welcome',
    context: { created: { firstName: 'Ada', email: 'ada@example.com', emailVerified: false }, request: null },
    actions: [{ type: 'trackCreated', params: { method: 'password' } }, { type: 'storeUser' }],
  },
  {
    name: '§4 on the banner that requires it, an unverified email continues to verification (a link was sent)',
    input: verifying,
    steps: [submit, created(false), { type: 'create.continue' }],
    state: 'done',
    status: 'done',
    actions: [{ type: 'goToEmailVerification', params: { to: '/health', sent: true } }],
    notActions: ['goToRedirect'],
  },
  {
    name: '§4 a verified email continues to the original page',
    input: verifying,
    steps: [submit, created(true), { type: 'create.continue' }],
    state: 'done',
    status: 'done',
    actions: [{ type: 'goToRedirect', params: { to: '/health' } }],
    notActions: ['goToEmailVerification'],
  },
  {
    name: '§9 verification belongs to one banner only: elsewhere an unverified email continues to the page',
    input: plain,
    steps: [submit, created(false), { type: 'create.continue' }],
    actions: [{ type: 'goToRedirect', params: { to: '/health' } }],
  },
  {
    name: 'an email already taken: back to the form with its message',
    input: verifying,
    steps: [
      submit,
      {
        type: 'xstate.error.actor.createAccount',
        error: {
          name: 'ApiError',
          kind: 'http',
          endpoint: 'POST /x',
          status: 409,
          code: 'EMAIL_TAKEN',
          message: 'x',
        },
      },
    ],
    state: 'editing',
    context: { error: 'An account with this email already exists. Please sign in instead.' },
  },
  {
    name: 'any other failure: its own message; a refused submit (field errors) clears it',
    input: verifying,
    steps: [
      submit,
      { type: 'xstate.error.actor.createAccount', error: new Error('network') },
      {
        check: (run) =>
          expect(run.snapshot().context.error).toBe(
            'We could not create your account right now. Please try again.',
          ),
      },
      { type: 'create.submitInvalid' },
    ],
    state: 'editing',
    context: { error: null },
    callCounts: { createAccount: 1 },
  },
];

describe('createAccount chart: oracle', () => {
  oracleTable(
    () =>
      import('../../machines/account/createAccount/createAccount.machine').then(
        (m) => m.createAccountMachine,
      ),
    cases,
  );
});
