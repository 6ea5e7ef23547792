/**
 * The wallet's calls, loaded with the first call (not before the summary box renders): the fetch client and
 * its response contracts, the retry chart that runs each logical request, and the §7 payload builders.
 */
import { createActor, fromPromise, toPromise } from 'xstate';
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
} from '../domain/wallet/payloads';

export interface RequestDeps {
  client: WalletClientOptions;
  /** Shared by every request of one widget: a renewed token or intent is kept for the next requests. */
  credentials: WalletCredentials;
  getNewToken: () => Promise<string> | string;
  getNewPaymentIntent: (() => Promise<string> | string) | undefined;
  redirectToSignIn: () => void;
}

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

/** One logical request: its own idempotency key, reused by its retries (the retry chart decides). */
export async function request<T>(deps: RequestDeps, call: WalletCall, signal: AbortSignal): Promise<T> {
  const machine = walletRequestMachine.provide({
    actors: {
      callWallet: fromPromise(({ input, signal: attemptSignal }) =>
        callWallet(deps.client, input.request as WalletCall, {
          credentials: input.credentials,
          idempotencyKey: input.idempotencyKey,
          signal: attemptSignal,
        }),
      ),
      getNewToken: fromPromise(async () => String(await deps.getNewToken())),
      getNewPaymentIntent: fromPromise(async () => {
        if (!deps.getNewPaymentIntent) throw new Error('The host gave no getNewPaymentIntent');
        return String(await deps.getNewPaymentIntent());
      }),
    },
    actions: { redirectToSignIn: () => deps.redirectToSignIn() },
  });
  const actor = createActor(machine, {
    input: { request: call, credentials: { ...deps.credentials }, idempotencyKey: newKey() },
  });
  signal.addEventListener('abort', () => actor.stop());
  actor.start();
  const output = await unlessAborted(signal, toPromise(actor));
  Object.assign(deps.credentials, output.credentials);
  if (output.ok) return output.data as T;
  throw output.error;
}
