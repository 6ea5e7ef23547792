/**
 * History and records (pharmacy-portal.md §3 "Prescription history"; §7.1 GET /prescription/transactions,
 * GET /prescription/{rx}/transactions, GET /receipt-loyalty, GET product-monograph/{productNumber}/monograph,
 * GET product-monograph/images, GET prescription-patient/{n}/transactions/has-mail-order). Paths: RX_PATHS of ./rx.
 * Response shapes are not shown in the spec: chosen here (docs/choices.md "Pharmacy records").
 */
import * as z from 'zod/mini';
import { FACILITY_TYPES, patientNumberSchema } from './rx';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const transactionFacilitySchema = z.object({
  facilityId: z.string(),
  vanityName: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
});

/**
 * §3 fillStatus "(SOLD/Sold, Returned)": a sold fill comes spelled either way (docs/choices.md "A fill's status"), a
 * returned one as Returned.
 */
export const FILL_STATUSES = ['SOLD', 'Sold', 'Returned'] as const;

/** One fill sold or returned. Amounts in dollars. */
export const transactionSchema = z.object({
  transactionId: z.string(),
  patientNumber: z.string(),
  rxNumber: z.string(),
  rxRecordNumber: z.string(),
  rxFillSequence: z.number(),
  drugName: z.string(),
  productNumber: z.string(),
  soldDate: isoDate,
  quantity: z.number(),
  daysSupply: z.number(),
  fillStatus: z.enum(FILL_STATUSES),
  patientPayAmount: z.number(),
  insurancePaidAmount: z.number(),
  retailPrice: z.number(),
  prescriberName: z.string(),
  receiptId: z.nullable(z.string()),
  facility: transactionFacilitySchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /prescription/transactions query (§7.1). */
export const transactionsQuerySchema = z.object({
  patientNumber: patientNumberSchema,
  startDate: isoDate,
  endDate: isoDate,
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

/**
 * The answer: the fills in the range (newest first), the earliest start date the server accepts
 * (maxRequestStartDate, 36 months back) and the date of the patient's oldest fill (historyDataPresentFrom).
 */
export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  maxRequestStartDate: isoDate,
  historyDataPresentFrom: z.nullable(isoDate),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

/** GET /prescription/{rx}/transactions query; {rx} is the rxRecordNumber (docs/choices.md). */
export const prescriptionTransactionsQuerySchema = z.object({ patientNumber: patientNumberSchema });
export const prescriptionDetailSchema = z.object({
  rxNumber: z.string(),
  rxRecordNumber: z.string(),
  drugName: z.string(),
  productNumber: z.string(),
  refillStatus: z.string(),
  secondaryStatus: z.nullable(z.string()),
  prescriberName: z.string(),
  lastFilledDate: z.nullable(isoDate),
  expiryDate: z.nullable(isoDate),
  facility: transactionFacilitySchema,
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetailSchema>;
export const prescriptionTransactionsResponseSchema = z.object({
  prescription: prescriptionDetailSchema,
  transactions: z.array(transactionSchema),
});
export type PrescriptionTransactionsResponse = z.infer<typeof prescriptionTransactionsResponseSchema>;

/** GET /receipt-loyalty?loyaltyId */
export const receiptsQuerySchema = z.object({ loyaltyId: z.string().check(z.regex(/^\d{10,13}$/)) });
export const receiptItemSchema = z.object({
  rxNumber: z.string(),
  drugName: z.string(),
  patientFirstName: z.string(),
  fillStatus: z.enum(FILL_STATUSES),
  amount: z.number(),
});
export const receiptSchema = z.object({
  receiptId: z.string(),
  /** §3 receipts (dateTime, pharmacy). ISO 8601. */
  dateTime: z.string(),
  pharmacy: transactionFacilitySchema,
  registerNumber: z.string(),
  items: z.array(receiptItemSchema),
  subtotal: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type Receipt = z.infer<typeof receiptSchema>;
export const receiptsResponseSchema = z.object({ receipts: z.array(receiptSchema) });

/** §2.1 monograph languages: English and Spanish. */
export const MONOGRAPH_LANGUAGES = ['en', 'es'] as const;
export type MonographLanguage = (typeof MONOGRAPH_LANGUAGES)[number];
export const productNumberSchema = z.string().check(z.regex(/^\d{8,14}$/));
export const monographQuerySchema = z.object({ languageCode: z.enum(MONOGRAPH_LANGUAGES) });
export const monographSchema = z.object({
  productNumber: z.string(),
  languageCode: z.enum(MONOGRAPH_LANGUAGES),
  drugName: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string() })),
});
export type Monograph = z.infer<typeof monographSchema>;

export const monographImagesQuerySchema = z.object({ productNumber: productNumberSchema });
export const productImageSchema = z.object({
  productNumber: z.string(),
  mimeType: z.enum(['image/svg+xml', 'image/jpeg']),
  /** Base64 of the image. */
  data: z.string(),
  description: z.string(),
});
export type ProductImage = z.infer<typeof productImageSchema>;
export const monographImagesResponseSchema = z.object({ images: z.array(productImageSchema) });

/** GET prescription-patient/{n}/transactions/has-mail-order */
export const hasMailOrderResponseSchema = z.object({
  hasMailOrder: z.boolean(),
  hasRetailOrder: z.boolean(),
});
export type HasMailOrderResponse = z.infer<typeof hasMailOrderResponseSchema>;
