/** payment-wallet.md §7 "Retries": one logical wallet call with its 401 (new token) and 404 (new payment intent) retries.
 *  calling → succeeded | renewingToken → calling | renewingIntent → calling | signInRequired | failed.
 *  The idempotency key comes in with the input and is reused by every retry of this one request, so a retried add
 *  never adds twice. At most MAX_AUTH_RETRIES (5) token renewals, then the host's redirectToSignIn; at most
 *  MAX_INTENT_RETRIES (5) payment-intent renewals. Each call of the wallet chart runs one of these as a child in the
 *  wallet actor's system (src/wallet/calls.ts), so the inspector shows it.
 *  Side effects (provided by src/): callWallet; getNewToken and getNewPaymentIntent, given the token or intent
 *  that failed, so concurrent calls that met a 401 with the same token share one refresh; redirectToSignIn. */
import { assign, setup } from 'xstate';
import type { ApiError } from '../../../api/contracts/common';
import { asApiError, isOutcome } from '../../../domain/errors';
import {
  MAX_AUTH_RETRIES,
  MAX_INTENT_RETRIES,
  PAYMENT_INTENT_NOT_FOUND,
} from '../../../domain/wallet/constants';
import { notProvided } from '../../shared/actors';

export interface WalletCredentials {
  token: string;
  paymentIntentId: string | null;
}

export interface WalletRequestInput {
  /** What to call (opaque to the chart: the callWallet actor knows how). */
  request: unknown;
  credentials: WalletCredentials;
  /** A fresh key per logical request. */
  idempotencyKey: string;
}

export interface CallWalletInput {
  request: unknown;
  credentials: WalletCredentials;
  idempotencyKey: string;
  attempt: number;
}

export interface WalletRequestContext {
  request: unknown;
  credentials: WalletCredentials;
  idempotencyKey: string;
  authRetries: number;
  intentRetries: number;
  attempts: number;
  data: unknown;
  error: ApiError | null;
  outcome: 'pending' | 'succeeded' | 'signInRequired' | 'failed';
}

export type WalletRequestOutput =
  | { ok: true; data: unknown; credentials: WalletCredentials }
  | { ok: false; error: ApiError; signInRequired: boolean; credentials: WalletCredentials };

export const walletRequestMachine = setup({
  types: {
    context: {} as WalletRequestContext,
    input: {} as WalletRequestInput,
    output: {} as WalletRequestOutput,
  },
  actors: {
    callWallet: notProvided<unknown, CallWalletInput>('callWallet'),
    /** The host's authConfig.getNewToken, shared: given the token that failed, the token to retry with. */
    getNewToken: notProvided<string, { staleToken: string }>('getNewToken'),
    /** The host's checkoutConfig.getNewPaymentIntent, shared the same way. */
    getNewPaymentIntent: notProvided<string, { staleIntent: string | null }>('getNewPaymentIntent'),
  },
  actions: {
    /** Provided by src/: the host's authConfig.redirectToSignIn. */
    redirectToSignIn: () => {},
    recordError: assign((_, params: { error: unknown }) => ({ error: asApiError(params.error) })),
    countAuthRetry: assign({ authRetries: ({ context }) => context.authRetries + 1 }),
    countIntentRetry: assign({ intentRetries: ({ context }) => context.intentRetries + 1 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    settle: assign((_, params: { outcome: WalletRequestContext['outcome'] }) => ({
      outcome: params.outcome,
    })),
  },
  guards: {
    canRenewToken: ({ context }, params: { error: unknown }) =>
      isOutcome(params.error, 'unauthorized') && context.authRetries < MAX_AUTH_RETRIES,
    isUnauthorized: (_, params: { error: unknown }) => isOutcome(params.error, 'unauthorized'),
    canRenewIntent: ({ context }, params: { error: unknown }) => {
      return (
        isOutcome(params.error, 'notFound') &&
        asApiError(params.error).code === PAYMENT_INTENT_NOT_FOUND &&
        context.intentRetries < MAX_INTENT_RETRIES
      );
    },
  },
}).createMachine({
  id: 'walletRequest',
  initial: 'calling',
  context: ({ input }) => ({
    request: input.request,
    credentials: input.credentials,
    idempotencyKey: input.idempotencyKey,
    authRetries: 0,
    intentRetries: 0,
    attempts: 0,
    data: null,
    error: null,
    outcome: 'pending',
  }),
  states: {
    calling: {
      entry: 'countAttempt',
      invoke: {
        id: 'callWallet',
        src: 'callWallet',
        input: ({ context }) => ({
          request: context.request,
          credentials: context.credentials,
          idempotencyKey: context.idempotencyKey,
          attempt: context.attempts,
        }),
        onDone: { target: 'succeeded', actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'canRenewToken', params: ({ event }) => ({ error: event.error }) },
            target: 'renewingToken',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              'countAuthRetry',
            ],
          },
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'signInRequired',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'canRenewIntent', params: ({ event }) => ({ error: event.error }) },
            target: 'renewingIntent',
            actions: [
              { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
              'countIntentRetry',
            ],
          },
          {
            target: 'failed',
            actions: { type: 'recordError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    renewingToken: {
      invoke: {
        id: 'getNewToken',
        src: 'getNewToken',
        input: ({ context }) => ({ staleToken: context.credentials.token }),
        onDone: {
          target: 'calling',
          actions: assign({
            credentials: ({ context, event }) => ({ ...context.credentials, token: event.output }),
          }),
        },
        onError: { target: 'signInRequired' },
      },
    },
    renewingIntent: {
      invoke: {
        id: 'getNewPaymentIntent',
        src: 'getNewPaymentIntent',
        input: ({ context }) => ({ staleIntent: context.credentials.paymentIntentId }),
        onDone: {
          target: 'calling',
          actions: assign({
            credentials: ({ context, event }) => ({ ...context.credentials, paymentIntentId: event.output }),
          }),
        },
        onError: { target: 'failed' },
      },
    },
    signInRequired: {
      type: 'final',
      entry: [{ type: 'settle', params: { outcome: 'signInRequired' } }, 'redirectToSignIn'],
    },
    succeeded: { type: 'final', entry: { type: 'settle', params: { outcome: 'succeeded' } } },
    failed: { type: 'final', entry: { type: 'settle', params: { outcome: 'failed' } } },
  },
  output: ({ context }) =>
    context.outcome === 'succeeded'
      ? { ok: true, data: context.data, credentials: context.credentials }
      : {
          ok: false,
          error: context.error ?? asApiError(new Error('Wallet request failed')),
          signInRequired: context.outcome === 'signInRequired',
          credentials: context.credentials,
        },
});
