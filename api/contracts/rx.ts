/**
 * Authenticated pharmacy API (pharmacy-portal.md §7.1, base /rx/api) and the shared patient and prescription
 * schemas (§3 "Patient", "Address", "Prescription / refill"). Every §7.1 path is listed here as a template
 * (`:name` placeholders, filled with `fillPath`); the sandbox server registers the same templates. A later area
 * adds its request and response schemas in `api/contracts/rx-<area>.ts` and imports the paths from here.
 */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

const rx = BASE_PATHS.rx;

/** Every path of §7.1, in the spec's order. Methods are in the comments (one path may serve several). */
export const RX_PATHS = {
  /** GET: the patients the signed-in customer may act for (sorted by patient on the client). */
  patientProfiles: `${rx}/patient-profiles/`,
  /** GET ?hasChild */
  notifications: `${rx}/notifications/:patientNumber`,
  /** PUT */
  notificationsDismiss: `${rx}/notifications/dismiss`,
  /** GET ?patientNumbers */
  deliveryOptions: `${rx}/delivery-facility/:facilityId/delivery-options`,
  /** POST: delivery order (§3 "Delivery order"). */
  deliveryOrdersStage: `${rx}/delivery-orders-stage`,
  /** GET ?patientNumber */
  addresses: `${rx}/addresses`,
  /** POST: address shape. */
  patientAddresses: `${rx}/patient/:patientNumber/addresses`,
  /** PATCH (address shape) and DELETE. */
  patientAddress: `${rx}/patient/:patientNumber/addresses/:addressId`,
  /** POST: amount, cartSize, paymentMethodId, pickupStoreId. */
  onlinePayments: `${rx}/online-payment/:userId/payments`,
  /** POST: payment association shape. */
  onlinePaymentAssociate: `${rx}/online-payment/:id/payment/associate`,
  /** GET, POST, DELETE (?rxNumber). */
  cart: `${rx}/cart`,
  /** POST */
  cartClear: `${rx}/cart/clear`,
  /** PUT (body is the number) and DELETE. */
  loyaltyCardNumber: `${rx}/patient/:patientNumber/loyaltyCardNumber`,
  /** POST: notify flags, voice preference, phone with country code USA. */
  notificationSettings: `${rx}/notification-settings/:patientNumber`,
  /** GET */
  bannerProfile: `${rx}/banner/profile`,
  /** PUT: facilityId, relationshipType, enrollForAutoRefill, overridePrivacySetting. */
  autoRefillEnroll: `${rx}/patient/:patientNumber/auto-refill/enroll`,
  /** PUT: refillProgramType. */
  prescription: `${rx}/prescription/:rxNumber`,
  /** PUT */
  prescriptionPatientPrescriptions: `${rx}/prescription-patient/:patientNumber/prescriptions`,
  /** GET ?refillMethod&patientNumber&includePaymentCards&deliveryEligibility: the prescriptions read model. */
  patientPrescriptions: `${rx}/prescription/patient/prescriptions`,
  /** GET and PUT (patient-number header; PUT body programName, enrollmentStatus, externalCode). */
  programEnrollments: `${rx}/patient-program-enrollments`,
  /** GET */
  patientPrograms: `${rx}/patient-programs`,
  /** GET, PUT, DELETE */
  programReminders: `${rx}/program-reminders`,
  /** GET ?programId */
  programRemindersCustomer: `${rx}/program-reminders/customerId`,
  /** GET */
  fillLocations: `${rx}/prescription-patient/:patientNumber/fill-locations`,
  /** GET */
  hasMailOrder: `${rx}/prescription-patient/:patientNumber/transactions/has-mail-order`,
  /** POST: new-patient request shape. */
  prescriptionRequest: `${rx}/prescription-request`,
  /** POST: hidden flag per prescription. */
  prescriptionVisibility: `${rx}/prescription/visibility`,
  /** GET */
  shippingMethods: `${rx}/shipping-methods`,
  /** POST: order shape. */
  ordersStage: `${rx}/orders-stage`,
  /** GET ?patientNumber&startDate&endDate */
  transactions: `${rx}/prescription/transactions`,
  /** GET ?patientNumber */
  prescriptionTransactions: `${rx}/prescription/:rxNumber/transactions`,
  /** GET ?loyaltyId */
  receiptLoyalty: `${rx}/receipt-loyalty`,
  /** GET ?languageCode */
  monograph: `${rx}/product-monograph/:productNumber/monograph`,
  /** GET ?productNumber */
  monographImages: `${rx}/product-monograph/images`,
  /** GET */
  guestPrescriptions: `${rx}/prescription/guest/prescriptions`,
  /** GET ?pnum or ?pid */
  patientName: `${rx}/patient-name`,
  /** GET */
  guestPatientProfiles: `${rx}/guest-patient-profiles`,
  /** GET ?patientNumber&timestamp */
  textVerification: `${rx}/text-verification`,
  /** POST: card type allowed ACH_CARD. */
  paymentIntent: `${rx}/payment-intent`,
  /** GET */
  paysysCards: `${rx}/paysys-credit-cards/:account/cards`,
} as const;
export type RxPathName = keyof typeof RX_PATHS;

/** Header carrying the patient numbers a call acts for (§7 "Some calls send patient-number headers"). */
export const PATIENT_NUMBER_HEADER = 'X-Patient-Number';

/** §3 "Patient" relationshipType (§6: SELF is the default active patient). */
export const RELATIONSHIP_TYPES = ['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** §3 "Patient" voiceNotificationPreference. */
export const VOICE_PREFERENCES = ['HOME', 'MOBILE', 'UNKNOWN'] as const;

/** §4 "Rx order types": pharmacy types. */
export const FACILITY_TYPES = ['RETAIL', 'MAIL_ORDER'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/**
 * §4 "Refill statuses": the in-progress and ready statuses, the not-refillable ones and the refillable group. The
 * groups themselves (which is refillable, which in progress) are rules of domain/rx.
 */
export const REFILL_STATUSES = [
  'IN_PROGRESS',
  'READY_FOR_PICKUP',
  'DELIVERY',
  'SHIPPED',
  'ON_HOLD',
  'NOT_REFILLABLE',
  'REFILL_TOO_SOON',
  'NEVER_FILLED',
  'OVERDUE',
  'REFILLABLE',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
] as const;
export type RefillStatus = (typeof REFILL_STATUSES)[number];

/** §3 refillProgramType. */
export const REFILL_PROGRAM_TYPES = ['AUTO_REFILL', 'NONE'] as const;

/**
 * The refillMethod query of the prescriptions read model (the spec names the parameter, not its values; chosen:
 * docs/choices.md): all prescriptions, only those filled in store, or only mail-order ones.
 */
export const REFILL_METHODS = ['ALL', 'RETAIL', 'MAIL_ORDER'] as const;
export type RefillMethod = (typeof REFILL_METHODS)[number];

/** A calendar date, YYYY-MM-DD. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Patient numbers are digits (the seeded ones have nine). */
export const patientNumberSchema = z.string().check(z.regex(/^\d{1,12}$/));

/** §3 "Patient" homePhone / mobilePhone. */
export const patientPhoneSchema = z.object({
  phoneId: z.string(),
  countryCode: z.string(),
  areaCode: z.string(),
  phoneNumber: z.string(),
});
export type PatientPhone = z.infer<typeof patientPhoneSchema>;

/** §3 "Patient" emailAddress. */
export const patientEmailSchema = z.object({ email: z.string(), emailId: z.string() });

/** §3 "Address": usage HOME1, HOME2, ...; isShared is derived from usage (server side). */
export const patientAddressSchema = z.object({
  addressId: z.string(),
  usage: z.string(),
  addressDetails: z.object({
    address1: z.string(),
    address2: z.nullable(z.string()),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  isShared: z.boolean(),
});
export type PatientAddress = z.infer<typeof patientAddressSchema>;

/** §3 "Patient" autoRefillReminder. */
export const autoRefillReminderSchema = z.object({
  patientNum: z.string(),
  dismissReminder: z.boolean(),
  programId: z.string(),
  expirationTimestamp: z.string(),
});

/** §3 "Prescription / refill" facility: where it is filled. */
export const prescriptionFacilitySchema = z.object({
  facilityId: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  vanityName: z.string(),
  deliveryEnabled: z.boolean(),
});

/** §3 "Prescription / refill", every field. Amounts are dollars; dates YYYY-MM-DD; promiseDateTime ISO 8601. */
export const prescriptionSchema = z.object({
  rxNumber: z.string(),
  rxRecordNumber: z.string(),
  rxFillSequence: z.string(),
  drugName: z.string(),
  refillStatus: z.enum(REFILL_STATUSES),
  secondaryStatus: z.nullable(z.string()),
  statusDetailMessage: z.nullable(z.string()),
  /** The status code. */
  primaryStatus: z.nullable(z.string()),
  /** SOLD / Sold, Returned. */
  fillStatus: z.nullable(z.string()),
  /** 'Profiled' shows cost N/A and total 'TBD'. */
  rxStatus: z.nullable(z.string()),
  isRetail: z.boolean(),
  hidden: z.boolean(),
  requiresCallToDoctor: z.boolean(),
  scheduleTwoDrug: z.boolean(),
  rxEligibleForAutoRefill: z.boolean(),
  rxEnrolledAutoRefill: z.boolean(),
  rxIn90Days: z.boolean(),
  rxRefillProgram: z.nullable(z.string()),
  refillProgramType: z.enum(REFILL_PROGRAM_TYPES),
  lastFillDispenseQuantity: z.nullable(z.number()),
  lastRefillDate: z.nullable(isoDate),
  lastFilledDate: z.nullable(isoDate),
  patientPayAmount: z.nullable(z.number()),
  totalAmountDue: z.nullable(z.number()),
  promiseDateTime: z.nullable(z.string()),
  expiryDate: z.nullable(isoDate),
  allowDelivery: z.boolean(),
  prescriber: z.object({
    firstName: z.string(),
    lastName: z.string(),
    active: z.boolean(),
    prescriberNumber: z.string(),
  }),
  facility: prescriptionFacilitySchema,
  fillLocation: z.object({ facilityId: z.string() }),
  facilityNumber: z.string(),
  /** Base64 JPEG, or null when the product has no image. */
  productImage: z.nullable(z.string()),
  prescriptionProduct: z.object({ productNumber: z.string() }),
  patientNumber: z.string(),
  /** Only with includePaymentCards=true and a card on file. */
  paymentInformation: z.nullable(z.object({ brand: z.string(), lastFour: z.string(), expired: z.boolean() })),
  /** Cart state (§4 "Cart": removal is a transient mark); false in the read model. */
  removed: z.boolean(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

/** §3 "Patient" (profile / list entry), every field. `refills` is filled by areas that join prescriptions. */
export const patientSchema = z.object({
  patientNumber: z.string(),
  accountNumber: z.string(),
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  suffix: z.nullable(z.string()),
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  isPrimaryOnAccount: z.boolean(),
  loyaltyCardNumber: z.nullable(z.string()),
  alternateId: z.nullable(z.string()),
  addresses: z.array(patientAddressSchema),
  /** The patient's prescription numbers. */
  rxList: z.array(z.string()),
  homePhone: z.nullable(patientPhoneSchema),
  mobilePhone: z.nullable(patientPhoneSchema),
  emailAddress: z.nullable(patientEmailSchema),
  notifyByText: z.boolean(),
  notifyByEmail: z.boolean(),
  notifyByVoice: z.boolean(),
  voiceNotificationPreference: z.enum(VOICE_PREFERENCES),
  isAutoRefillFlag: z.boolean(),
  autoRefillFacilityId: z.nullable(z.string()),
  autoRefillProgramId: z.nullable(z.string()),
  autoRefillTerminationDate: z.nullable(isoDate),
  autoRefillExpiring: z.boolean(),
  autoRefillExpired: z.boolean(),
  hasMailOrderTransactions: z.boolean(),
  autoRefillReminder: z.nullable(autoRefillReminderSchema),
  dateOfBirth: isoDate,
  refills: z.optional(z.array(prescriptionSchema)),
});
export type Patient = z.infer<typeof patientSchema>;

/** GET /patient-profiles/ */
export const patientProfilesResponseSchema = z.object({ patients: z.array(patientSchema) });
export type PatientProfilesResponse = z.infer<typeof patientProfilesResponseSchema>;

/** Query strings carry booleans as 'true' / 'false'. */
const queryBoolean = z.enum(['true', 'false']);

/** GET /prescription/patient/prescriptions query (§7.1). Without patientNumber: every patient of the customer. */
export const patientPrescriptionsQuerySchema = z.object({
  refillMethod: z.optional(z.enum(REFILL_METHODS)),
  patientNumber: z.optional(patientNumberSchema),
  includePaymentCards: z.optional(queryBoolean),
  deliveryEligibility: z.optional(queryBoolean),
});
export type PatientPrescriptionsQuery = z.infer<typeof patientPrescriptionsQuerySchema>;

export const patientPrescriptionsResponseSchema = z.object({ prescriptions: z.array(prescriptionSchema) });
export type PatientPrescriptionsResponse = z.infer<typeof patientPrescriptionsResponseSchema>;
