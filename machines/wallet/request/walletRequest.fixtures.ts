/** Graph fixtures of the wallet request (retry) chart: call results, host answers, state identity. */
import type { ApiError } from '../../../api/contracts/common';
import type { WalletRequestInput } from './walletRequest.machine';

const error = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /payment/v2/wallet',
  status,
  ...(code ? { code } : {}),
  message: `HTTP ${status}`,
});
export const unauthorized = error(401, 'UNAUTHENTICATED');
export const intentNotFound = error(404, 'PAYMENT_INTENT_NOT_FOUND');
export const serverError = error(500, 'INTERNAL');

export const walletRequestInput: WalletRequestInput = {
  request: { call: 'getCards' },
  credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
  idempotencyKey: 'key-1',
};

export const walletRequestEvents = [
  { type: 'xstate.done.actor.callWallet', output: { data: { payment: { cards: [] } } } },
  { type: 'xstate.error.actor.callWallet', error: unauthorized },
  { type: 'xstate.error.actor.callWallet', error: intentNotFound },
  { type: 'xstate.error.actor.callWallet', error: serverError },
  // Renewed values differ from the first ones, so a chart that kept the old token or intent is caught.
  { type: 'xstate.done.actor.getNewToken', output: 'wt-2' },
  { type: 'xstate.error.actor.getNewToken', error: new Error('host has no token') },
  { type: 'xstate.done.actor.getNewPaymentIntent', output: 'pi-2' },
  { type: 'xstate.error.actor.getNewPaymentIntent', error: new Error('no intent') },
] as const;

/** Identity: state value and the two retry counters (payloads stay out). */
export const serializeWalletRequestState = (s: {
  value: unknown;
  context: { authRetries: number; intentRetries: number };
}) => JSON.stringify([s.value, s.context.authRetries, s.context.intentRetries]);

export const walletRequestModel = {
  events: walletRequestEvents,
  serializeState: serializeWalletRequestState,
  input: walletRequestInput,
};
