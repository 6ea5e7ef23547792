/**
 * Pay online (pharmacy-portal.md §7.1): the customer's wallet cards as the payment service lists them, the payment
 * intent (ACH_CARD), the online payment and its association with the prescriptions. Every call that creates
 * something carries an Idempotency-Key the chart keeps across retries.
 */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import {
  type OnlinePayment,
  type OnlinePaymentRequest,
  onlinePaymentResponseSchema,
  type PaymentAssociation,
  type PaymentAssociationResult,
  paymentAssociationResponseSchema,
  type PaymentIntent,
  type PaymentIntentRequest,
  paymentIntentResponseSchema,
  type PaysysCard,
  paysysCardsResponseSchema,
} from '../contracts/rx-online-pay';
import { RX_IDEMPOTENCY_HEADER } from '../contracts/rx-order-codes';
import { rx } from './rx';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});
const keyed = (key: string) => ({ headers: { [RX_IDEMPOTENCY_HEADER]: key } });

/** GET /paysys-credit-cards/{account}/cards */
export const fetchPaysysCards = (account: string, signal?: AbortSignal): Promise<PaysysCard[]> =>
  rx
    .get(fillPath(RX_PATHS.paysysCards, { account }), {
      schema: paysysCardsResponseSchema,
      ...withSignal(signal),
    })
    .then((r) => r.cards);

/** POST /payment-intent */
export const createPaymentIntent = (
  body: PaymentIntentRequest,
  key: string,
  signal?: AbortSignal,
): Promise<PaymentIntent> =>
  rx.post(RX_PATHS.paymentIntent, {
    schema: paymentIntentResponseSchema,
    payload: body,
    ...keyed(key),
    ...withSignal(signal),
  });

/** POST /online-payment/{userId}/payments */
export const createOnlinePayment = (
  userId: string,
  body: OnlinePaymentRequest,
  key: string,
  signal?: AbortSignal,
): Promise<OnlinePayment> =>
  rx.post(fillPath(RX_PATHS.onlinePayments, { userId }), {
    schema: onlinePaymentResponseSchema,
    payload: body,
    ...keyed(key),
    ...withSignal(signal),
  });

/** POST /online-payment/{id}/payment/associate */
export const associatePayment = (
  paymentId: string,
  body: PaymentAssociation,
  key: string,
  signal?: AbortSignal,
): Promise<PaymentAssociationResult> =>
  rx.post(fillPath(RX_PATHS.onlinePaymentAssociate, { id: paymentId }), {
    schema: paymentAssociationResponseSchema,
    payload: body,
    ...keyed(key),
    ...withSignal(signal),
  });
