/** Payment calls of the pharmacy checkout (pharmacy-portal.md §7.1) on the `rx` client. */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import { RX_IDEMPOTENCY_HEADER } from '../contracts/rx-orders';
import {
  PAYMENT_INTENT_CARD_TYPE,
  type PaymentAssociation,
  paymentAssociationResponseSchema,
  paymentIntentResponseSchema,
  type PaysysCard,
  paysysCardsResponseSchema,
} from '../contracts/rx-payment';
import { WALLET_SANDBOX_PATHS, walletTokenResponseSchema } from '../contracts/wallet';
import { serviceClient } from './http';
import { rx } from './rx';

const sandbox = serviceClient('sandbox');

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** POST /payment-intent (card type ACH_CARD): the new intent's id. */
export const createPaymentIntent = (signal?: AbortSignal): Promise<string> =>
  rx
    .post(RX_PATHS.paymentIntent, {
      schema: paymentIntentResponseSchema,
      payload: { cardType: PAYMENT_INTENT_CARD_TYPE },
      ...withSignal(signal),
    })
    .then((r) => r.paymentIntentId);

/** POST /online-payment/{id}/payment/associate */
export const associatePayment = (
  paymentIntentId: string,
  association: PaymentAssociation,
  key: string,
  signal?: AbortSignal,
) =>
  rx.post(fillPath(RX_PATHS.onlinePaymentAssociate, { id: paymentIntentId }), {
    schema: paymentAssociationResponseSchema,
    payload: association,
    headers: { [RX_IDEMPOTENCY_HEADER]: key },
    ...withSignal(signal),
  });

/** GET /paysys-credit-cards/{account}/cards */
export const fetchPaysysCards = (account: string, signal?: AbortSignal): Promise<PaysysCard[]> =>
  rx
    .get(fillPath(RX_PATHS.paysysCards, { account }), {
      schema: paysysCardsResponseSchema,
      ...withSignal(signal),
    })
    .then((r) => r.cards);

/**
 * The wallet widget's bearer token for the signed-in shopper (payment-wallet.md §3 authConfig: "The host supplies
 * authentication"); the sandbox issues it for the cookie session (POST /__sandbox/wallet/token, as the demo host
 * page does), bound to that session, at most 15 minutes.
 */
export const fetchWalletToken = (signal?: AbortSignal) =>
  sandbox
    .post(WALLET_SANDBOX_PATHS.token, {
      schema: walletTokenResponseSchema,
      payload: {},
      ...withSignal(signal),
    })
    .then((r) => r.data);
