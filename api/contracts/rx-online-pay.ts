/**
 * Pay online (pharmacy-portal.md §2.1 /rx/tracker/pay-online, §3 "Payment association", "Online pay state", §4
 * "Online pay", §7.1 POST /payment-intent, POST /online-payment/{userId}/payments, POST /online-payment/{id}/payment/
 * associate, GET /paysys-credit-cards/{account}/cards, §9 "Online-pay amount defaults to "1" if absent. Payment
 * intent card type: ACH_CARD"). No card number ever travels: a card is its wallet id, brand and last four.
 */
import * as z from 'zod/mini';
import { patientNumberSchema } from './rx';

/** §9 "Payment intent card type: ACH_CARD" (the only one allowed). */
export const PAYMENT_INTENT_CARD_TYPES = ['ACH_CARD'] as const;
/** §3 "Payment association: paymentType PAYSYS". */
export const PAYMENT_ASSOCIATION_TYPES = ['PAYSYS'] as const;

const id = z.string().check(z.minLength(1), z.maxLength(64));
/** A dollar amount as the service takes it: "1", "8.40". */
export const amountSchema = z.string().check(z.regex(/^\d{1,6}(\.\d{1,2})?$/));

/** A card of the customer's wallet as the payment service lists it (no number, no token). */
export const paysysCardSchema = z.object({
  cardId: z.string(),
  brand: z.string(),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  expired: z.boolean(),
  /** The customer's preferred card for the pharmacy (preselected). */
  preferred: z.boolean(),
});
export type PaysysCard = z.infer<typeof paysysCardSchema>;
export const paysysCardsResponseSchema = z.object({ cards: z.array(paysysCardSchema) });

/** POST /payment-intent */
export const paymentIntentRequestSchema = z.object({
  cardType: z.enum(PAYMENT_INTENT_CARD_TYPES),
  paymentMethodId: id,
});
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>;
/** The fraud token goes with the association (§3 "fraudToken"). */
export const paymentIntentResponseSchema = z.object({ paymentIntentId: z.string(), fraudToken: z.string() });
export type PaymentIntent = z.infer<typeof paymentIntentResponseSchema>;

/** POST /online-payment/{userId}/payments (§7.1 "amount, cartSize, paymentMethodId, pickupStoreId"). */
export const onlinePaymentRequestSchema = z.object({
  amount: amountSchema,
  /** 1 to 50 prescriptions (digits only: the check stays within what the first load's zod already holds). */
  cartSize: z.number().check(
    z.positive(),
    z.refine((n) => Number.isInteger(n) && n <= 50),
  ),
  paymentMethodId: id,
  pickupStoreId: id,
});
export type OnlinePaymentRequest = z.infer<typeof onlinePaymentRequestSchema>;
export const onlinePaymentResponseSchema = z.object({
  paymentId: z.string(),
  amount: amountSchema,
  status: z.enum(['CREATED', 'ASSOCIATED']),
});
export type OnlinePayment = z.infer<typeof onlinePaymentResponseSchema>;

/** §3 "Payment association": one transaction per pickup store and patient. */
export const paymentAssociationSchema = z.object({
  paymentType: z.enum(PAYMENT_ASSOCIATION_TYPES),
  transactions: z
    .array(
      z.object({
        facilityId: id,
        creditCardId: id,
        fraudToken: id,
        loyaltyNum: z.string().check(z.maxLength(32)),
        patientNumber: patientNumberSchema,
        prescriptions: z
          .array(
            z.object({
              rxRecordNum: id,
              rxFillSeq: z.string().check(z.maxLength(8)),
              patientPayAmount: z.nullable(z.number()),
            }),
          )
          .check(z.minLength(1), z.maxLength(50)),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
export type PaymentAssociation = z.infer<typeof paymentAssociationSchema>;

export const paymentAssociationResponseSchema = z.object({
  paymentId: z.string(),
  status: z.enum(['ASSOCIATED']),
  /** The prescriptions now paid with the card. */
  rxRecordNumbers: z.array(z.string()),
});
export type PaymentAssociationResult = z.infer<typeof paymentAssociationResponseSchema>;
