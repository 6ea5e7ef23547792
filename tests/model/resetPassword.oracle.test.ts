// @vitest-environment node
/** Reset password (account-signin.md §4 "Reset-password state: shows 'Your password has been successfully
 *  reset.'"; the link's token; texts chosen in domain/account/accountEntry.ts). */
import { describe, expect } from 'vitest';
import type { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { type OracleCase, oracleTable } from './oracle';

const open = { type: 'reset.open', token: 'tok-123' } as const;
const submit = { type: 'reset.submit', password: 'NewPass123' } as const;
const refused = (code: string) => ({
  type: 'xstate.error.actor.resetPassword',
  error: { name: 'ApiError', kind: 'http', endpoint: 'POST /x', status: 400, code, message: 'refused' },
});

const cases: OracleCase<typeof resetPasswordMachine>[] = [
  {
    name: 'waiting for the link’s token, nothing kept yet',
    input: { redirectUrl: '/health' },
    steps: [],
    state: 'opening',
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        token: null,
        redirectUrl: '/health',
        password: '',
        error: null,
      }),
  },
  {
    name: 'a link without a token: the missing-token page',
    input: { redirectUrl: null },
    steps: [{ type: 'reset.open', token: null }],
    state: 'missingToken',
    refuses: [submit],
  },
  {
    name: 'the token and the new password go to the reset call',
    input: { redirectUrl: '/health' },
    steps: [open, submit],
    state: 'submitting',
    tags: ['busy'],
    calls: { resetPassword: { token: 'tok-123', password: 'NewPass123' } },
  },
  {
    name: 'done: back to sign-in with the original redirect (the page shows the reset notice), password forgotten',
    input: { redirectUrl: '/health' },
    steps: [open, submit, { type: 'xstate.done.actor.resetPassword', output: {} }],
    state: 'done',
    status: 'done',
    context: { password: '' },
    actions: [{ type: 'goToSignIn', params: { redirectUrl: '/health' } }],
  },
  {
    name: 'an expired token: its message, the token dropped from memory and the address',
    input: { redirectUrl: null },
    steps: [open, submit, refused('TOKEN_EXPIRED')],
    state: 'tokenRejected',
    context: {
      token: null,
      password: '',
      error: 'This password reset link has expired. Please request a new one.',
    },
    actions: [{ type: 'clearTokenFromAddress' }],
  },
  {
    name: 'an invalid token: its message',
    input: { redirectUrl: null },
    steps: [open, submit, refused('TOKEN_INVALID')],
    state: 'tokenRejected',
    context: { error: 'This password reset link is not valid. Please request a new one.' },
  },
  {
    name: 'any other failure: back to the form, the token kept for another try',
    input: { redirectUrl: null },
    steps: [open, submit, refused('INTERNAL')],
    state: 'editing',
    context: {
      token: 'tok-123',
      password: '',
      error: 'We could not reset your password right now. Please try again.',
    },
    notActions: ['clearTokenFromAddress'],
  },
];

describe('resetPassword chart: oracle', () => {
  oracleTable(
    () =>
      import('../../machines/account/resetPassword/resetPassword.machine').then(
        (m) => m.resetPasswordMachine,
      ),
    cases,
  );
});
