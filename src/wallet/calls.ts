/**
 * The wallet's calls, loaded with the first call (not before the summary box renders): the fetch client and
 * its response contracts, the retry chart that runs each logical request, and the §7 payload builders.
 */
import { type AnyActorRef, createActor, fromPromise, toPromise } from 'xstate';
import { callWallet, type WalletClientOptions } from '../../api/clients/wallet';
import type { WalletCall } from '../../api/contracts/wallet';
import {
  type WalletCredentials,
  walletRequestMachine,
} from '../../machines/wallet/request/walletRequest.machine';

export {
  addBankCardPayload,
  addGiftCardPayload,
  addSnapCardPayload,
  editCardPayload,
} from '../../domain/wallet/payloads';

export interface RequestDeps {
  client: WalletClientOptions;
  /** Shared by every request of one widget: a renewed token or intent is kept for the next requests. */
  credentials: WalletCredentials;
  getNewToken: () => Promise<string> | string;
  getNewPaymentIntent: (() => Promise<string> | string) | undefined;
  redirectToSignIn: () => void;
  /** The renewals in flight, shared by the widget's concurrent calls (one host call for all of them). */
  renewals?: { token?: Promise<string> | undefined; intent?: Promise<string> | undefined };
}

/**
 * §7 a 401: the token to retry with. Calls that met a 401 with the same token share one getNewToken of the host
 * (medplum's pattern); a call whose token was renewed meanwhile by another retries with that one at once.
 */
export function renewToken(deps: RequestDeps, staleToken: string): Promise<string> {
  if (deps.credentials.token !== staleToken) return Promise.resolve(deps.credentials.token);
  deps.renewals ??= {};
  const renewals = deps.renewals;
  renewals.token ??= (async () => String(await deps.getNewToken()))()
    .then((token) => {
      deps.credentials.token = token;
      return token;
    })
    .finally(() => {
      renewals.token = undefined;
    });
  return renewals.token;
}

/** §7 a 404 payment-intent-not-found: the intent to retry with, shared the same way. */
export function renewPaymentIntent(deps: RequestDeps, staleIntent: string | null): Promise<string> {
  if (deps.credentials.paymentIntentId !== staleIntent && deps.credentials.paymentIntentId !== null)
    return Promise.resolve(deps.credentials.paymentIntentId);
  deps.renewals ??= {};
  const renewals = deps.renewals;
  renewals.intent ??= (async () => {
    if (!deps.getNewPaymentIntent) throw new Error('The host gave no getNewPaymentIntent');
    return String(await deps.getNewPaymentIntent());
  })()
    .then((intent) => {
      deps.credentials.paymentIntentId = intent;
      return intent;
    })
    .finally(() => {
      renewals.intent = undefined;
    });
  return renewals.intent;
}

/** The event XState relays to a child it stops (its `stopChild` action does the same). */
const STOP_CHILD = { type: 'xstate.stop' } as const;

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A call whose signal was aborted never settles (StrictMode restarts actors; see src/services.ts). */
function unlessAborted<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}

/** One logical request: its own idempotency key, reused by its retries (the retry chart decides). The retry chart
 *  runs as a child of `parent` (the wallet chart's call actor), in the wallet actor's system: the inspector and
 *  its sequence view show it. */
export async function request<T>(
  deps: RequestDeps,
  call: WalletCall,
  signal: AbortSignal,
  parent?: AnyActorRef,
): Promise<T> {
  const machine = walletRequestMachine.provide({
    actors: {
      callWallet: fromPromise(({ input, signal: attemptSignal }) =>
        callWallet(deps.client, input.request as WalletCall, {
          credentials: input.credentials,
          idempotencyKey: input.idempotencyKey,
          signal: attemptSignal,
        }),
      ),
      getNewToken: fromPromise(({ input }) => renewToken(deps, input.staleToken)),
      getNewPaymentIntent: fromPromise(({ input }) => renewPaymentIntent(deps, input.staleIntent)),
    },
    actions: { redirectToSignIn: () => deps.redirectToSignIn() },
  });
  const actor = createActor(machine, {
    input: { request: call, credentials: { ...deps.credentials }, idempotencyKey: newKey() },
    ...(parent ? { parent } : {}),
  });
  // A child is stopped the way XState's own stopChild stops one, by the stop event: `stop()` is for root actors
  // and throws on a child ("A non-root actor cannot be stopped directly").
  signal.addEventListener('abort', () => (actor as AnyActorRef).send(STOP_CHILD));
  actor.start();
  const output = await unlessAborted(signal, toPromise(actor));
  if (signal.aborted) return new Promise<T>(() => {});
  Object.assign(deps.credentials, output.credentials);
  if (output.ok) return output.data as T;
  throw output.error;
}
