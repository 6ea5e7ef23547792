/** payment-wallet.md §7 "Retries": one logical wallet call with its 401 (new token) and 404 (new payment intent) retries.
 *  calling → succeeded | renewingToken → calling | renewingIntent → calling | signInRequired | failed.
 *  The idempotency key comes in with the input and is reused by every retry of this one request, so a retried add
 *  never adds twice. At most MAX_AUTH_RETRIES token renewals, then the host's redirectToSignIn; at most
 *  MAX_INTENT_RETRIES payment-intent renewals. */
import { assign, setup } from 'xstate';
import type { ApiError } from '../../../api/contracts/common';
import { asApiError } from '../../../src/domain/errors';
import {
  MAX_AUTH_RETRIES,
  MAX_INTENT_RETRIES,
  PAYMENT_INTENT_NOT_FOUND,
} from '../../../src/domain/wallet/constants';
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

const isStatus = (error: unknown, status: number) => asApiError(error).status === status;

export const walletRequestMachine = setup({
  types: {
    context: {} as WalletRequestContext,
    input: {} as WalletRequestInput,
    output: {} as WalletRequestOutput,
  },
  actors: {
    callWallet: notProvided<unknown, CallWalletInput>('callWallet'),
    /** The host's authConfig.getNewToken. */
    getNewToken: notProvided<string>('getNewToken'),
    /** The host's checkoutConfig.getNewPaymentIntent. */
    getNewPaymentIntent: notProvided<string>('getNewPaymentIntent'),
  },
  actions: {
    /** Provided by src/: the host's authConfig.redirectToSignIn. */
    redirectToSignIn: () => {},
    recordError: assign({ error: ({ event }) => asApiError((event as { error?: unknown }).error) }),
    countAuthRetry: assign({ authRetries: ({ context }) => context.authRetries + 1 }),
    countIntentRetry: assign({ intentRetries: ({ context }) => context.intentRetries + 1 }),
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    settle: assign((_, params: { outcome: WalletRequestContext['outcome'] }) => ({
      outcome: params.outcome,
    })),
  },
  guards: {
    canRenewToken: ({ context, event }) =>
      isStatus((event as { error?: unknown }).error, 401) && context.authRetries < MAX_AUTH_RETRIES,
    isUnauthorized: ({ event }) => isStatus((event as { error?: unknown }).error, 401),
    canRenewIntent: ({ context, event }) => {
      const error = asApiError((event as { error?: unknown }).error);
      return (
        error.status === 404 &&
        error.code === PAYMENT_INTENT_NOT_FOUND &&
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
          { guard: 'canRenewToken', target: 'renewingToken', actions: ['recordError', 'countAuthRetry'] },
          { guard: 'isUnauthorized', target: 'signInRequired', actions: 'recordError' },
          { guard: 'canRenewIntent', target: 'renewingIntent', actions: ['recordError', 'countIntentRetry'] },
          { target: 'failed', actions: 'recordError' },
        ],
      },
    },
    renewingToken: {
      invoke: {
        id: 'getNewToken',
        src: 'getNewToken',
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
