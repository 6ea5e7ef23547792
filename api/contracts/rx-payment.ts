/**
 * Payment calls of the pharmacy checkout (pharmacy-portal.md §7.1, base /rx/api): POST /payment-intent ("card type
 * allowed ACH_CARD"), POST /online-payment/{id}/payment/associate (§3 "Payment association") and GET
 * /paysys-credit-cards/{account}/cards (the customer's cards, backed by the sandbox wallet's stored cards: brand,
 * last four, fraud token; never a card number). A mail-order order paid from the digital wallet (DW) sets up online
 * pay with the first two before it is submitted (§4 "Checkout").
 */
import * as z from 'zod/mini';
import { patientNumberSchema } from './rx';

/** §9 "Payment intent card type: ACH_CARD" (the only one allowed). */
export const PAYMENT_INTENT_CARD_TYPE = 'ACH_CARD';
export const paymentIntentRequestSchema = z.object({ cardType: z.literal(PAYMENT_INTENT_CARD_TYPE) });
export const paymentIntentResponseSchema = z.object({ paymentIntentId: z.string() });

/** A refinement, not z.lte: see api/contracts/rx-orders.ts (first-load chunk). */
const money = z.number().check(z.refine((n) => n >= 0 && n <= 100_000, 'Must be 0 to 100000.'));

/**
 * §3 "Payment association: paymentType PAYSYS, transactions of facilityId, creditCardId, fraudToken, loyaltyNum,
 * patientNumber, prescriptions (rxRecordNum, rxFillSeq, patientPayAmount)".
 */
export const paymentAssociationSchema = z.object({
  paymentType: z.literal('PAYSYS'),
  transactions: z
    .array(
      z.object({
        facilityId: z.string().check(z.maxLength(20)),
        creditCardId: z.string().check(z.maxLength(100)),
        fraudToken: z.string().check(z.maxLength(200)),
        loyaltyNum: z.nullable(z.string().check(z.maxLength(20))),
        patientNumber: patientNumberSchema,
        prescriptions: z
          .array(
            z.object({
              rxRecordNum: z.string().check(z.maxLength(20)),
              rxFillSeq: z.string().check(z.maxLength(10)),
              patientPayAmount: z.nullable(money),
            }),
          )
          .check(z.minLength(1), z.maxLength(20)),
      }),
    )
    .check(z.minLength(1), z.maxLength(10)),
});
export type PaymentAssociation = z.infer<typeof paymentAssociationSchema>;
export const paymentAssociationResponseSchema = z.object({
  associationId: z.string(),
  paymentIntentId: z.string(),
  status: z.literal('ASSOCIATED'),
});

/** One card of GET /paysys-credit-cards/{account}/cards. */
export const paysysCardSchema = z.object({
  creditCardId: z.string(),
  brand: z.string(),
  lastFour: z.string(),
  expired: z.boolean(),
  preferred: z.boolean(),
  /** What the payment association carries for the card (§3). */
  fraudToken: z.string(),
});
export type PaysysCard = z.infer<typeof paysysCardSchema>;
export const paysysCardsResponseSchema = z.object({ cards: z.array(paysysCardSchema) });
