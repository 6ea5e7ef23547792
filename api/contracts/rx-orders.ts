/**
 * Pharmacy orders (pharmacy-portal.md §7.1, base /rx/api): the cart (GET/POST/DELETE /cart, POST /cart/clear),
 * shipping methods, the order (POST /orders-stage), hidden prescriptions (POST /prescription/visibility), fill
 * locations, the new prescription request (POST /prescription-request) and product images. Request and response
 * shapes: §3 "Cart", "Checkout", "New-patient request"; the shapes the spec leaves out are chosen here and listed in
 * docs/choices.md. Paths come from RX_PATHS (api/contracts/rx.ts); the guest's request path is ours.
 */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';
import {
  CART_ERROR_CODES,
  FULFILLMENT_METHODS,
  ORDER_PAYMENT_TYPES,
  ORDER_REJECTED_CODE,
  ORDER_TYPES,
  PAYMENT_OPTIONS,
  RX_IDEMPOTENCY_HEADER,
  RX_REQUEST_TYPES,
} from './rx-order-codes';
import { RX_NUMBER_PATTERN } from './rx-rules';
import {
  FACILITY_TYPES,
  patientNumberSchema,
  prescriptionFacilitySchema,
  prescriptionSchema,
  RELATIONSHIP_TYPES,
} from './rx';

export {
  CART_ERROR_CODES,
  FULFILLMENT_METHODS,
  ORDER_PAYMENT_TYPES,
  ORDER_REJECTED_CODE,
  ORDER_TYPES,
  PAYMENT_OPTIONS,
  RX_IDEMPOTENCY_HEADER,
  RX_REQUEST_TYPES,
};
export type { OrderPaymentType, OrderType, PaymentOption, RxRequestType } from './rx-order-codes';

/** §5 "RX number ... 5 to 8 digits" (./rx-rules.ts). */
export const rxNumberSchema = z.string().check(z.regex(RX_NUMBER_PATTERN));
/**
 * Checks written as refinements and patterns the first load already has: zod/mini's core checks are shared modules,
 * and a new kind (lte, int, iso.datetime) would join the shopper's first-load chunk (docs/decisions/004).
 */
const money = z.number().check(z.refine((n) => n >= 0 && n <= 100_000, 'Must be 0 to 100000.'));
/** ISO 8601 with seconds and an offset (what Date#toISOString gives), parsed as a real instant. */
const isoInstant = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/),
  z.refine((s) => !Number.isNaN(Date.parse(s)), 'Must be a real date and time.'),
);
const shortText = (max: number) => z.string().check(z.maxLength(max));

/**
 * §3 "Cart": items with rxNumber, removed flag, prescriptionProduct, productImage, modifiedRefills, patientNumber,
 * accountNumber, patient, prescriber, fillLocation, homePharmacy. `refill` is the item's prescription as the read
 * model has it (status, cost, flags); `modifiedRefills` is not shown in the spec and not carried (docs/choices.md).
 */
export const cartItemSchema = z.object({
  rxNumber: z.string(),
  rxRecordNumber: z.string(),
  /** §4 "removal is a transient mark": the client's; the server's cart never holds a removed item. */
  removed: z.boolean(),
  prescriptionProduct: z.object({ productNumber: z.string() }),
  /** Base64 JPEG; null until the images are loaded (§4 "images load afterwards") or when there is none. */
  productImage: z.nullable(z.string()),
  patientNumber: z.string(),
  accountNumber: z.string(),
  patient: z.object({
    firstName: z.string(),
    lastName: z.string(),
    relationshipType: z.enum(RELATIONSHIP_TYPES),
  }),
  prescriber: z.object({ firstName: z.string(), lastName: z.string() }),
  fillLocation: z.object({ facilityId: z.string() }),
  homePharmacy: prescriptionFacilitySchema,
  refill: prescriptionSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Every cart answer: the whole cart after the change. */
export const cartResponseSchema = z.object({ items: z.array(cartItemSchema) });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** POST /cart: one prescription. */
export const addToCartRequestSchema = z.object({
  rxNumber: rxNumberSchema,
  patientNumber: patientNumberSchema,
});
export type AddToCartRequest = z.infer<typeof addToCartRequestSchema>;

/** DELETE /cart?rxNumber (§7.1); patientNumber tells two patients' equal rx numbers apart. */
export const removeFromCartQuerySchema = z.object({
  rxNumber: rxNumberSchema,
  patientNumber: z.optional(patientNumberSchema),
});

/** §3 "Checkout" shippingMethods: shippingMethodId, code, description, shippingCharge. */
export const shippingMethodSchema = z.object({
  shippingMethodId: z.string(),
  code: z.string(),
  description: z.string(),
  shippingCharge: z.number(),
});
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodsResponseSchema = z.object({ shippingMethods: z.array(shippingMethodSchema) });

/** patientType (not shown): the relationship of the order's one patient, or MULTIPLE. */
export const ORDER_PATIENT_TYPES = [...RELATIONSHIP_TYPES, 'MULTIPLE'] as const;

/** One refill of an order (§3 "products"). */
export const orderProductSchema = z.object({
  rxNumber: rxNumberSchema,
  rxRecordNumber: shortText(20),
  rxFillSequence: shortText(10),
  patientNumber: patientNumberSchema,
  patientPayAmount: z.nullable(money),
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

/** Most refills one order may carry (not shown: docs/choices.md). */
export const MAX_ORDER_PRODUCTS = 20;

/**
 * POST /orders-stage (§3 "Checkout" order fields): orderType, patientType, products, pharmacyType, easyOpenLids,
 * fulfillmentMethod, paymentMethod, paymentType, pickupTime, cardId, orderRevenue, shipping method; plus the store
 * (facilityId), the mail-order address and the payment intent the online-pay setup created.
 */
export const orderRequestSchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  patientType: z.enum(ORDER_PATIENT_TYPES),
  products: z.array(orderProductSchema).check(z.minLength(1), z.maxLength(MAX_ORDER_PRODUCTS)),
  pharmacyType: z.enum(FACILITY_TYPES),
  facilityId: shortText(20),
  easyOpenLids: z.boolean(),
  fulfillmentMethod: z.enum(FULFILLMENT_METHODS),
  paymentMethod: z.enum(PAYMENT_OPTIONS),
  /** null: paid at the store. */
  paymentType: z.nullable(z.enum(ORDER_PAYMENT_TYPES)),
  /** ISO 8601; retail only. */
  pickupTime: z.nullable(isoInstant),
  cardId: z.nullable(shortText(100)),
  paymentIntentId: z.nullable(shortText(100)),
  orderRevenue: money,
  shippingMethodId: z.nullable(shortText(40)),
  addressId: z.nullable(shortText(60)),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

export const orderResponseSchema = z.object({
  orderId: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: z.literal('SUBMITTED'),
  pickupTime: z.nullable(z.string()),
  facilityId: z.string(),
  itemCount: z.number(),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const orderRejectionSchema = z.object({
  detail: z.object({
    message: z.nullable(z.string()),
    inputValidationErrors: z.array(z.object({ field: z.string(), message: z.string() })),
  }),
});

/** POST /prescription/visibility: the hidden flag per prescription (§7.1). */
export const visibilityRequestSchema = z.object({
  prescriptions: z
    .array(z.object({ rxNumber: rxNumberSchema, patientNumber: patientNumberSchema, hidden: z.boolean() }))
    .check(z.minLength(1), z.maxLength(100)),
});
export type VisibilityRequest = z.infer<typeof visibilityRequestSchema>;
export const visibilityResponseSchema = visibilityRequestSchema;

/** GET prescription-patient/{n}/fill-locations: the pharmacies that filled the patient's prescriptions. */
export const fillLocationSchema = z.object({
  facilityId: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  vanityName: z.string(),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  phone: z.string(),
  lastFilledDate: z.nullable(z.string()),
});
export type FillLocation = z.infer<typeof fillLocationSchema>;
export const fillLocationsResponseSchema = z.object({ fillLocations: z.array(fillLocationSchema) });

/** One medication of a request (§5 "Add-Rx required fields": medName, rxNumber, contactName, contactPhone). */
export const requestedPrescriptionSchema = z.object({
  medName: z.optional(shortText(100)),
  rxNumber: z.optional(shortText(20)),
  /** NEW: the prescriber; TRANSFER / TRANSFER_ALL: the pharmacy the prescriptions come from. */
  contactName: z.optional(shortText(100)),
  contactPhone: z.optional(shortText(20)),
});

/** The guest's own details (a guest has no patient number). */
export const guestPatientSchema = z.object({
  firstName: shortText(50),
  lastName: shortText(50),
  dateOfBirth: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  phone: z.string().check(z.regex(/^\d{10}$/)),
});
export type GuestPatient = z.infer<typeof guestPatientSchema>;

/**
 * POST /prescription-request (§3 "New-patient request: patients, each with type (NEW, TRANSFER, PAPER) and
 * prescriptions"). `facilityId` is the store that will fill it; `competitorId` the pharmacy a transfer comes from;
 * `paperAcknowledge` the PAPER acknowledgement. The sandbox checks every rule of §5 and answers 400 with
 * validationMessages (and the same messages as error.fields).
 */
export const rxRequestPatientSchema = z.object({
  patientNumber: z.optional(patientNumberSchema),
  guest: z.optional(guestPatientSchema),
  type: z.enum(RX_REQUEST_TYPES),
  facilityId: shortText(20),
  competitorId: z.optional(shortText(40)),
  paperAcknowledge: z.optional(z.boolean()),
  prescriptions: z.array(requestedPrescriptionSchema).check(z.maxLength(10)),
});
export type RxRequestPatient = z.infer<typeof rxRequestPatientSchema>;
export const prescriptionRequestSchema = z.object({
  patients: z.array(rxRequestPatientSchema).check(z.minLength(1), z.maxLength(5)),
});
export type PrescriptionRequest = z.infer<typeof prescriptionRequestSchema>;
export const prescriptionRequestResponseSchema = z.object({
  requestId: z.string(),
  status: z.literal('RECEIVED'),
});
export type PrescriptionRequestResponse = z.infer<typeof prescriptionRequestResponseSchema>;
/** A 400 of the request: the server's messages per field (§5 "Server validationMessages are shown as form errors"). */
export const requestRejectionSchema = z.object({
  validationMessages: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The guest transfer's request path (the spec names no anonymous one: docs/choices.md). */
export const RX_ORDER_ANONYMOUS_PATHS = {
  prescriptionRequest: `${BASE_PATHS.rxAnonymous}/prescription-request`,
} as const;

/** Sandbox only (helpers on): the signed-in customer's placed orders and online payments, for tests that count them. */
export const RX_ORDER_SANDBOX_PATHS = {
  orders: `${BASE_PATHS.sandbox}/rx/orders`,
  payments: `${BASE_PATHS.sandbox}/rx/payments`,
} as const;
export const sandboxPaymentsResponseSchema = z.object({
  payments: z.array(
    z.object({
      paymentId: z.string(),
      status: z.enum(['CREATED', 'ASSOCIATED', 'CANCELLED']),
      amount: z.string(),
      pickupStoreId: z.string(),
      rxRecordNumbers: z.array(z.string()),
    }),
  ),
});
export const sandboxOrdersResponseSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderType: z.enum(ORDER_TYPES),
      pickupTime: z.nullable(z.string()),
      rxRecordNumbers: z.array(z.string()),
    }),
  ),
});

/** Sandbox only (helpers on): creates refillable prescriptions for the signed-in customer (the server benchmark). */
export const RX_BENCH_SANDBOX_PATH = `${BASE_PATHS.sandbox}/rx/bench-prescriptions`;
export const benchPrescriptionsRequestSchema = z.object({
  count: z.number().check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5000, 'Must be 1 to 5000.')),
});
export const benchPrescriptionsResponseSchema = z.object({
  patientNumber: z.string(),
  prescriptions: z.array(orderProductSchema),
});
