// @vitest-environment node
/** Forgot password (account-signin.md §2 route /account/forgot-password?redirectUrl={original path}; texts chosen in
 *  domain/account/accountEntry.ts): the trimmed email and the original path go to the call. */
import { describe, expect } from 'vitest';
import type { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { type OracleCase, oracleTable } from './oracle';

const submit = { type: 'forgot.submit', email: '  shopper@example.com ' } as const;

const cases: OracleCase<typeof forgotPasswordMachine>[] = [
  {
    name: 'the form first, with the original path kept',
    input: { redirectUrl: '/rx' },
    steps: [],
    state: 'editing',
    notTags: ['busy'],
    verify: (run) => expect(run.snapshot().context).toEqual({ redirectUrl: '/rx', email: '', error: null }),
  },
  {
    name: 'the request carries the trimmed email and the original path',
    input: { redirectUrl: '/health' },
    steps: [submit],
    state: 'sending',
    tags: ['busy'],
    calls: { requestReset: { email: 'shopper@example.com', redirectUrl: '/health' } },
  },
  {
    name: 'without an original path the request has no redirectUrl',
    input: { redirectUrl: null },
    steps: [submit],
    calls: { requestReset: { email: 'shopper@example.com' } },
  },
  {
    name: 'sent says the link went to that email (never whether it has an account)',
    input: { redirectUrl: null },
    steps: [submit, { type: 'xstate.done.actor.requestReset', output: { data: { ok: true } } }],
    state: 'sent',
    context: { email: 'shopper@example.com', error: null },
  },
  {
    name: 'a failure goes back to the form with its message',
    input: { redirectUrl: null },
    steps: [submit, { type: 'xstate.error.actor.requestReset', error: new Error('x') }],
    state: 'editing',
    context: { error: 'We could not send the reset link right now. Please try again.' },
  },
  {
    name: 'from sent the shopper can send again (the form, the last message cleared on the next submit)',
    input: { redirectUrl: null },
    steps: [submit, { type: 'xstate.done.actor.requestReset', output: {} }, { type: 'forgot.again' }],
    state: 'editing',
    refuses: [{ type: 'forgot.again' }],
  },
];

describe('forgotPassword chart: oracle', () => {
  oracleTable(
    () =>
      import('../../machines/account/forgotPassword/forgotPassword.machine').then(
        (m) => m.forgotPasswordMachine,
      ),
    cases,
  );
});
