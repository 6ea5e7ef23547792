// @vitest-environment node
/** payment-wallet.md §7 "Retries" as the widget runs them (src/wallet/calls.ts): the retry chart of each call is a
 *  child in the wallet actor's system, and concurrent calls that meet a 401 share one token refresh. */
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, createActor, fromPromise } from 'xstate';
import { type RequestDeps, renewPaymentIntent, renewToken, request } from '../../src/wallet/calls';

const deferredToken = () => {
  let resolve: (token: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

/** The wallet service options of every case (each case adds its own fetch). */
const CLIENT = { baseUrl: '', appName: 'clicklist', tenant: 'retailer', authType: 'B2C' } as const;

function deps(over: Partial<RequestDeps> = {}): RequestDeps {
  return {
    client: { ...CLIENT },
    credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
    getNewToken: () => 'wt-2',
    getNewPaymentIntent: () => 'pi-2',
    redirectToSignIn: () => {},
    ...over,
  };
}

/** A wallet service that answers 401 to any token but `good`, and the cards otherwise. */
function service(good: string, seen: string[]) {
  return (async (_url: string, init: RequestInit) => {
    const auth = new Headers(init.headers).get('Authorization') ?? '';
    seen.push(auth);
    await new Promise((r) => setTimeout(r, 5));
    if (auth !== `Bearer ${good}`)
      return new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'expired' } }), {
        status: 401,
      });
    return new Response(JSON.stringify({ data: { payment: { cards: [] } } }), { status: 200 });
  }) as typeof fetch;
}

const getCards = { call: 'getCards', showSnap: true, showGift: true, giftBalance: true } as const;

describe('one token refresh for concurrent calls (§7 401 → getNewToken)', () => {
  it('two calls that meet a 401 with the same token ask the host once and both retry with the new token', async () => {
    let asked = 0;
    const pending = deferredToken();
    const d = deps({
      getNewToken: () => {
        asked += 1;
        return pending.promise;
      },
    });
    const a = renewToken(d, 'wt-1');
    const b = renewToken(d, 'wt-1');
    pending.resolve('wt-2');
    expect(await Promise.all([a, b])).toEqual(['wt-2', 'wt-2']);
    expect(asked).toBe(1);
    expect(d.credentials.token).toBe('wt-2');
  });

  it('a call whose 401 came with a token already renewed retries with the new one, asking nobody', async () => {
    let asked = 0;
    const d = deps({
      credentials: { token: 'wt-2', paymentIntentId: 'pi-1' },
      getNewToken: () => {
        asked += 1;
        return 'wt-3';
      },
    });
    expect(await renewToken(d, 'wt-1')).toBe('wt-2');
    expect(asked).toBe(0);
    // The next 401 with the current token asks again.
    expect(await renewToken(d, 'wt-2')).toBe('wt-3');
    expect(asked).toBe(1);
  });

  it('a 404 payment intent: concurrent calls share one getNewPaymentIntent', async () => {
    let asked = 0;
    const d = deps({
      getNewPaymentIntent: async () => {
        asked += 1;
        return 'pi-2';
      },
    });
    expect(await Promise.all([renewPaymentIntent(d, 'pi-1'), renewPaymentIntent(d, 'pi-1')])).toEqual([
      'pi-2',
      'pi-2',
    ]);
    expect(asked).toBe(1);
    expect(d.credentials.paymentIntentId).toBe('pi-2');
  });

  it('end to end: two concurrent wallet calls with an expired token, one host refresh, both succeed', async () => {
    let asked = 0;
    const seen: string[] = [];
    const d = deps({
      client: {
        ...CLIENT,
        fetch: service('wt-2', seen),
      },
      getNewToken: async () => {
        asked += 1;
        await new Promise((r) => setTimeout(r, 10));
        return 'wt-2';
      },
    });
    const signal = new AbortController().signal;
    const results = await Promise.all([request(d, getCards, signal), request(d, getCards, signal)]);
    expect(results).toEqual([[], []]);
    expect(asked).toBe(1);
    expect(seen.sort()).toEqual(['Bearer wt-1', 'Bearer wt-1', 'Bearer wt-2', 'Bearer wt-2']);
  });
});

describe('the retry chart is a child in the wallet actor system', () => {
  it('the call actor the wallet chart invokes is the retry chart’s parent: inspection of the root sees it', async () => {
    const seen: string[] = [];
    const actors: string[] = [];
    const d = deps({
      client: {
        ...CLIENT,
        fetch: service('wt-1', seen),
      },
    });
    const call = fromPromise(({ self, signal }: { self: AnyActorRef; signal: AbortSignal }) =>
      request(d, getCards, signal, self),
    );
    const root = createActor(call, {
      inspect: (e) => {
        if (e.type === '@xstate.actor')
          actors.push((e.actorRef as { logic?: { id?: string } }).logic?.id ?? '');
      },
    });
    root.start();
    await new Promise<void>((resolve) => root.subscribe({ complete: () => resolve() }));
    expect(actors).toContain('walletRequest');
    expect(root.getSnapshot().output).toEqual([]);
  });
});

describe('a call the wallet chart leaves is stopped, not thrown at', () => {
  it('stopping the call actor mid-request stops the retry chart and its fetch, with no error', async () => {
    let fetchSignal: AbortSignal | undefined;
    const started = deferredToken();
    const d = deps({
      client: {
        ...CLIENT,
        fetch: ((_url: string, init: RequestInit) => {
          fetchSignal = init.signal ?? undefined;
          started.resolve('fetching');
          return new Promise<Response>(() => {});
        }) as typeof fetch,
      },
    });
    let retryChart: AnyActorRef | undefined;
    const errors: unknown[] = [];
    const call = fromPromise(({ self, signal }: { self: AnyActorRef; signal: AbortSignal }) =>
      request(d, getCards, signal, self),
    );
    const root = createActor(call, {
      inspect: (e) => {
        if (
          e.type === '@xstate.actor' &&
          (e.actorRef as { logic?: { id?: string } }).logic?.id === 'walletRequest'
        )
          retryChart = e.actorRef as AnyActorRef;
      },
    });
    root.subscribe({ error: (err) => errors.push(err) });
    const onUncaught = (err: unknown) => errors.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      root.start();
      await started.promise;
      expect(retryChart?.getSnapshot().status).toBe('active');
      root.stop();
      await new Promise((r) => setTimeout(r, 20));
      expect(errors).toEqual([]);
      expect(retryChart?.getSnapshot().status).toBe('stopped');
      expect(fetchSignal?.aborted).toBe(true);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
