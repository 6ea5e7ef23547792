/**
 * The wallet widget's bearer token and payment intent for a page of this site that hosts it (payment-wallet.md §3
 * authConfig "The host supplies authentication"): the sandbox issues them for the signed-in cookie session
 * (POST /__sandbox/wallet/token, bound to that session, at most 15 minutes; POST /__sandbox/wallet/payment-intent),
 * as the demo host page asks for them. Loaded by the page that needs it, after the API loader configured http.
 */
import * as z from 'zod/mini';
import { WALLET_SANDBOX_PATHS, walletTokenResponseSchema } from '../contracts/wallet';
import { serviceClient } from './http';

const sandbox = serviceClient('sandbox');
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const intentSchema = z.object({ data: z.object({ paymentIntentId: z.string() }) });

export const fetchWalletToken = (signal?: AbortSignal) =>
  sandbox
    .post(WALLET_SANDBOX_PATHS.token, {
      schema: walletTokenResponseSchema,
      payload: {},
      ...withSignal(signal),
    })
    .then((r) => r.data);

export const fetchPaymentIntent = () =>
  sandbox
    .post(WALLET_SANDBOX_PATHS.paymentIntent, { schema: intentSchema, payload: {} })
    .then((r) => r.data.paymentIntentId);
