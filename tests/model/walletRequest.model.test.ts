/** The wallet retry chart (payment-wallet.md §7 "Retries"): generated paths plus the three named scenarios. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import {
  intentNotFound,
  serverError,
  unauthorized,
  walletRequestInput,
  walletRequestModel,
} from '../../machines/wallet/request/walletRequest.fixtures';
import {
  type CallWalletInput,
  type WalletRequestOutput,
  walletRequestMachine,
} from '../../machines/wallet/request/walletRequest.machine';
import { MAX_AUTH_RETRIES } from '../../src/domain/wallet/constants';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('wallet request chart: generated paths', () => {
  const paths = generatePaths({ machine: walletRequestMachine, ...walletRequestModel } as never);
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(walletRequestMachine, path as never, reached, walletRequestInput));
  }
  it('reaches every state and transition', () => {
    const report = coverage(walletRequestMachine, reached);
    console.log(formatCoverage(report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

function run(results: unknown[], opts: { onRedirect?: () => void } = {}) {
  const calls: CallWalletInput[] = [];
  let tokens = 0;
  let intents = 0;
  const machine = walletRequestMachine.provide({
    actors: {
      callWallet: fromPromise<unknown, CallWalletInput>(async ({ input }) => {
        calls.push(input);
        const next = results.shift();
        if (next instanceof Object && 'name' in next && next.name === 'ApiError') throw next;
        return next;
      }),
      getNewToken: fromPromise(async () => `wt_${++tokens}`),
      getNewPaymentIntent: fromPromise(async () => `pi-${++intents}`),
    },
    actions: { redirectToSignIn: () => opts.onRedirect?.() },
  });
  const actor = createActor(machine, { input: walletRequestInput }).start();
  return { calls, done: toPromise(actor) as Promise<WalletRequestOutput> };
}

describe('wallet request chart: scenarios', () => {
  it('401 five times renews the token five times, then the sixth 401 redirects to sign-in', async () => {
    let redirected = 0;
    const { calls, done } = run(Array(MAX_AUTH_RETRIES + 1).fill(unauthorized), {
      onRedirect: () => redirected++,
    });
    const output = await done;
    expect(output).toMatchObject({ ok: false, signInRequired: true });
    expect(calls).toHaveLength(MAX_AUTH_RETRIES + 1);
    expect(calls.map((c) => c.credentials.token)).toEqual([
      'wt_first',
      'wt_1',
      'wt_2',
      'wt_3',
      'wt_4',
      'wt_5',
    ]);
    expect(redirected).toBe(1);
  });

  it('a payment intent not found is renewed and the call retried with the new intent', async () => {
    const { calls, done } = run([intentNotFound, { ok: 1 }]);
    expect(await done).toMatchObject({ ok: true, data: { ok: 1 }, credentials: { paymentIntentId: 'pi-1' } });
    expect(calls.map((c) => c.credentials.paymentIntentId)).toEqual(['pi-1', 'pi-1']);
  });

  it('succeeds on the third try and every try carries the same idempotency key', async () => {
    const { calls, done } = run([unauthorized, intentNotFound, { added: true }]);
    expect(await done).toMatchObject({ ok: true, data: { added: true } });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.idempotencyKey))).toEqual(new Set(['key-1']));
  });

  it('other errors fail at once without retries', async () => {
    const { calls, done } = run([serverError]);
    expect(await done).toMatchObject({ ok: false, signInRequired: false, error: { status: 500 } });
    expect(calls).toHaveLength(1);
  });
});
