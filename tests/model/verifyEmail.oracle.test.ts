// @vitest-environment node
/** Email verification (account-signin.md §4 "If the banner requires email verification and the user's email is
 *  not verified, the user goes to a verification flow"; issue 13 point 5; texts in accountEntry.ts). */
import { describe, expect } from 'vitest';
import type { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { type OracleCase, oracleTable } from './oracle';

const input = { redirectUrl: '/health' };

const cases: OracleCase<typeof verifyEmailMachine>[] = [
  {
    name: 'a new send clears the last failure; after a send, another can be sent',
    input,
    steps: [
      { type: 'verify.open', token: null },
      { type: 'verify.send' },
      { type: 'xstate.error.actor.sendVerification', error: new Error('x') },
      { type: 'verify.send' },
      { check: (run) => expect(run.snapshot().context.error).toBeNull() },
      { type: 'xstate.done.actor.sendVerification', output: {} },
      { type: 'verify.send' },
    ],
    state: 'sending',
    callCounts: { sendVerification: 3 },
  },
  {
    name: 'confirming the emailed token is busy',
    input,
    steps: [{ type: 'verify.open', token: 'v-1' }],
    state: 'confirming',
    tags: ['busy'],
  },
  {
    name: 'nothing sent yet: idle (the page does not say a link was sent)',
    input,
    steps: [{ type: 'verify.open', token: null }],
    state: 'idle',
    callCounts: { sendVerification: 0 },
  },
  {
    name: 'just sent by the welcome: straight to sent, nothing sent again',
    input,
    steps: [{ type: 'verify.open', token: null, sent: true }],
    state: 'sent',
    callCounts: { sendVerification: 0 },
  },
  {
    name: 'send: the email carries where the shopper was going',
    input,
    steps: [{ type: 'verify.open', token: null }, { type: 'verify.send' }],
    state: 'sending',
    tags: ['busy'],
    calls: { sendVerification: { redirectUrl: '/health' } },
  },
  {
    name: 'a failed send: back to idle with its message; a new send clears it',
    input,
    steps: [
      { type: 'verify.open', token: null },
      { type: 'verify.send' },
      { type: 'xstate.error.actor.sendVerification', error: new Error('x') },
    ],
    state: 'idle',
    context: { error: 'We could not send the verification email right now. Please try again.' },
  },
  {
    name: 'the emailed token is confirmed; verified stores the user and drops the token',
    input,
    steps: [
      { type: 'verify.open', token: 'v-1' },
      { type: 'xstate.done.actor.confirmVerification', output: {} },
    ],
    state: 'verified',
    calls: { confirmVerification: { token: 'v-1' } },
    context: { token: null },
    actions: [{ type: 'storeUser' }, { type: 'clearTokenFromAddress' }],
  },
  {
    name: 'verified: continue goes to the original page',
    input,
    steps: [
      { type: 'verify.open', token: 'v-1' },
      { type: 'xstate.done.actor.confirmVerification', output: {} },
      { type: 'verify.continue' },
    ],
    actions: [{ type: 'goToRedirect', params: { to: '/health' } }],
  },
  {
    name: 'an invalid or expired link: its message, and a new link can be sent',
    input,
    steps: [
      { type: 'verify.open', token: 'v-1' },
      { type: 'xstate.error.actor.confirmVerification', error: new Error('x') },
    ],
    state: 'invalid',
    // The spent link's token leaves the address (as after a confirmed one).
    actions: [{ type: 'clearTokenFromAddress' }],
    context: {
      token: null,
      error: 'This verification link is not valid or has expired. Please send a new one.',
    },
    accepts: [{ type: 'verify.send' }],
  },
];

describe('verifyEmail chart: oracle', () => {
  oracleTable(
    () => import('../../machines/account/verifyEmail/verifyEmail.machine').then((m) => m.verifyEmailMachine),
    cases,
  );
});
