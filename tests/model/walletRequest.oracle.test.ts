// @vitest-environment node
/** Wallet call retries (payment-wallet.md §7 "Retries: on 401 the host's getNewToken is called and the request
 *  retried up to 5 times, after which the host redirects to sign-in. On 404 with reason payment-intent-not-found,
 *  a new payment intent is fetched and the request retried (up to 5)"; "fresh idempotency key"). */
import { describe } from 'vitest';
import type { walletRequestMachine } from '../../machines/wallet/request/walletRequest.machine';
import { type OracleCase, oracleTable } from './oracle';

const input = {
  request: { call: 'addCard' },
  credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
  idempotencyKey: 'key-1',
};
const failure = (status: number, code: string) => ({
  type: 'xstate.error.actor.callWallet',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /payment/v2/wallet',
    status,
    code,
    message: `HTTP ${status}`,
  },
});
const unauthorized = failure(401, 'UNAUTHENTICATED');
const intentNotFound = failure(404, 'PAYMENT_INTENT_NOT_FOUND');
const cardNotFound = failure(404, 'CARD_NOT_FOUND');
const serverError = failure(500, 'INTERNAL');
const newToken = (n: number) => ({ type: 'xstate.done.actor.getNewToken', output: `wt-${n}` });
const newIntent = (n: number) => ({ type: 'xstate.done.actor.getNewPaymentIntent', output: `pi-${n}` });
const ok = { type: 'xstate.done.actor.callWallet', output: { added: true } };
/** 401, new token, five times over: tokens wt-2 … wt-6. */
const fiveRenewals = [2, 3, 4, 5, 6].flatMap((n) => [unauthorized, newToken(n)]);
const fiveIntents = [2, 3, 4, 5, 6].flatMap((n) => [intentNotFound, newIntent(n)]);

const cases: OracleCase<typeof walletRequestMachine>[] = [
  {
    name: '§7 the call goes out with the credentials and the request’s idempotency key',
    input,
    steps: [],
    state: 'calling',
    calls: {
      callWallet: {
        request: { call: 'addCard' },
        credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
        idempotencyKey: 'key-1',
        attempt: 1,
      },
    },
  },
  {
    name: '§7 a success ends with the data and the credentials used',
    input,
    steps: [ok],
    output: { ok: true, data: { added: true }, credentials: { token: 'wt-1', paymentIntentId: 'pi-1' } },
  },
  {
    name: '§7 a 401 asks the host for a new token (naming the one that failed)',
    input,
    steps: [unauthorized],
    state: 'renewingToken',
    calls: { getNewToken: { staleToken: 'wt-1' } },
  },
  {
    name: '§7 after a new token the call is retried with it, with the same idempotency key',
    input,
    steps: [unauthorized, newToken(2)],
    state: 'calling',
    calls: {
      callWallet: {
        request: { call: 'addCard' },
        credentials: { token: 'wt-2', paymentIntentId: 'pi-1' },
        idempotencyKey: 'key-1',
        attempt: 2,
      },
    },
  },
  {
    name: '§7 up to 5 retries after a 401: the fifth new token is still tried',
    input,
    steps: fiveRenewals,
    state: 'calling',
    callCounts: { getNewToken: 5, callWallet: 6 },
    calls: {
      callWallet: {
        request: { call: 'addCard' },
        credentials: { token: 'wt-6', paymentIntentId: 'pi-1' },
        idempotencyKey: 'key-1',
        attempt: 6,
      },
    },
  },
  {
    name: '§7 a 401 after 5 retries: no sixth new token; the host redirects to sign-in',
    input,
    steps: [...fiveRenewals, unauthorized],
    state: 'signInRequired',
    callCounts: { getNewToken: 5 },
    actions: [{ type: 'redirectToSignIn' }],
    output: {
      ok: false,
      signInRequired: true,
      error: {
        name: 'ApiError',
        kind: 'http',
        endpoint: 'POST /payment/v2/wallet',
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'HTTP 401',
      },
      credentials: { token: 'wt-6', paymentIntentId: 'pi-1' },
    },
  },
  {
    name: '§7 the host has no new token: sign in',
    input,
    steps: [unauthorized, { type: 'xstate.error.actor.getNewToken', error: new Error('none') }],
    state: 'signInRequired',
    actions: [{ type: 'redirectToSignIn' }],
  },
  {
    name: '§7 a 404 payment-intent-not-found asks for a new intent (naming the one that failed)',
    input,
    steps: [intentNotFound],
    state: 'renewingIntent',
    calls: { getNewPaymentIntent: { staleIntent: 'pi-1' } },
  },
  {
    name: '§7 the renewed payment intent is the one the retry carries (pi-2, not pi-1) and the one kept',
    input,
    steps: [intentNotFound, newIntent(2), ok],
    calls: {
      callWallet: {
        request: { call: 'addCard' },
        credentials: { token: 'wt-1', paymentIntentId: 'pi-2' },
        idempotencyKey: 'key-1',
        attempt: 2,
      },
    },
    output: { ok: true, data: { added: true }, credentials: { token: 'wt-1', paymentIntentId: 'pi-2' } },
  },
  {
    name: '§7 up to 5 intent renewals; a sixth not-found fails without a sixth renewal',
    input,
    steps: [...fiveIntents, intentNotFound],
    state: 'failed',
    callCounts: { getNewPaymentIntent: 5, callWallet: 6 },
    notActions: ['redirectToSignIn'],
  },
  {
    name: '§7 only the payment-intent reason renews it: another 404 fails at once',
    input,
    steps: [cardNotFound],
    state: 'failed',
    callCounts: { getNewPaymentIntent: 0, callWallet: 1 },
  },
  {
    name: 'other errors fail at once, without retries or a sign-in redirect',
    input,
    steps: [serverError],
    state: 'failed',
    output: {
      ok: false,
      signInRequired: false,
      error: {
        name: 'ApiError',
        kind: 'http',
        endpoint: 'POST /payment/v2/wallet',
        status: 500,
        code: 'INTERNAL',
        message: 'HTTP 500',
      },
      credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
    },
    callCounts: { callWallet: 1, getNewToken: 0 },
    notActions: ['redirectToSignIn'],
  },
  {
    name: 'the host has no new intent: the call fails with the not-found error',
    input,
    steps: [intentNotFound, { type: 'xstate.error.actor.getNewPaymentIntent', error: new Error('none') }],
    state: 'failed',
    verify: (run) =>
      expect(run.snapshot().output).toMatchObject({
        ok: false,
        signInRequired: false,
        error: { status: 404, code: 'PAYMENT_INTENT_NOT_FOUND' },
      }),
  },
  {
    name: '§7 the payment-intent reason renews only on a 404: a 400 with it fails at once',
    input,
    steps: [failure(400, 'PAYMENT_INTENT_NOT_FOUND')],
    state: 'failed',
    callCounts: { getNewPaymentIntent: 0, callWallet: 1 },
  },
  {
    name: '§7 the host has no new token: the 401 that asked for it is the call’s error',
    input,
    steps: [unauthorized, { type: 'xstate.error.actor.getNewToken', error: new Error('none') }],
    output: {
      ok: false,
      signInRequired: true,
      error: {
        name: 'ApiError',
        kind: 'http',
        endpoint: 'POST /payment/v2/wallet',
        status: 401,
        code: 'UNAUTHENTICATED',
        message: 'HTTP 401',
      },
      credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
    },
  },
  {
    name: '§7 a 401 after 5 retries: the error is that last 401, not an earlier one',
    input,
    steps: [...fiveRenewals, failure(401, 'TOKEN_EXPIRED')],
    state: 'signInRequired',
    verify: (run) =>
      expect(run.snapshot().output).toMatchObject({
        ok: false,
        signInRequired: true,
        error: { status: 401, code: 'TOKEN_EXPIRED' },
      }),
  },
  {
    name: 'a 401 then a 404 then success: both renewals carried, one idempotency key throughout',
    input,
    steps: [unauthorized, newToken(2), intentNotFound, newIntent(2), ok],
    output: { ok: true, data: { added: true }, credentials: { token: 'wt-2', paymentIntentId: 'pi-2' } },
    callCounts: { callWallet: 3 },
  },
];

describe('walletRequest chart: oracle', () => {
  oracleTable(
    () => import('../../machines/wallet/request/walletRequest.machine').then((m) => m.walletRequestMachine),
    cases,
  );
});
