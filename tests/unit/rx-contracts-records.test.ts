// @vitest-environment node
/**
 * The pharmacy's record contracts against ../shared/spec/pharmacy-portal.md, schema by schema and constant by
 * constant, by parsing values (every mutant of a contract file is a module-level one):
 * - api/contracts/rx-profile.ts: §3 "Address", "Notifications", "Patient" notify fields, "Forgot-password state" SMS
 *   preferences; §7.1 addresses, loyaltyCardNumber, notification-settings ("phone with country code USA"),
 *   notifications and notifications/dismiss; §9 "Adulthood: 18 years".
 * - api/contracts/rx-auto-refill.ts: §3 "Patient" auto-refill fields, "Marketing / program enrolment", "Auto-refill
 *   update result item"; §4 "Auto-refill", "Marketing programs"; §7.1 auto-refill/enroll, PUT /prescription/{rx},
 *   PUT prescription-patient/{n}/prescriptions, patient-program-enrollments, patient-programs, program-reminders.
 * - api/contracts/rx-history.ts: §3 "Prescription history", fillStatus; §7.1 transactions, receipt-loyalty,
 *   product-monograph, has-mail-order; §9 alternate ID / card numbers (10, 11 to 13 digits).
 * - api/contracts/rx-vaccine-record.ts: §3 and §4 "Vaccine record" (by date of birth or phone number), §7.3 dvr
 *   calls, §8 "Vaccine record"; §9 names max 50, phone 10 digits.
 * - api/contracts/rx-patient-access.ts: §3 "Relationships", §4 "Relationship requests", §6 "Other-adult / caregiver
 *   access", §7.3 customer/relationships and customer/relationship.
 * - api/contracts/rx-guest-refill.ts: §3 "Guest refill", §4 "Guest easy fill", §7.2; §9 prescription number 5 to 8
 *   digits, phone 10 digits.
 * Every complete value parses to an equal value (an emptied object schema would strip every key), each required
 * field left out or set to null is refused, optional and nullable ones are accepted absent or null, each enum value
 * is accepted one at a time, and each pattern and length is tried on both sides of each bound. Where the spec is
 * silent, the expected value is the contract's documented choice (docs/choices.md), said so where it is used.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AUTO_REFILL_REFUSED_CODE,
  type AutoRefillEnrollment,
  type AutoRefillEnrollRequest,
  type AutoRefillUpdateResult,
  autoRefillEnrollmentSchema,
  autoRefillEnrollRequestSchema,
  autoRefillUpdateResultSchema,
  type BulkPrescriptionProgramRequest,
  bulkPrescriptionProgramRequestSchema,
  bulkPrescriptionProgramResponseSchema,
  CHOOSABLE_ENROLLMENT_STATUSES,
  ENROLLMENT_STATUSES,
  type FillLocation,
  facilityIdSchema,
  fillLocationSchema,
  NO_RECORD_CODE,
  type PatientProgram,
  type ProgramEnrollment,
  type ProgramEnrollmentUpdate,
  type ProgramReminder,
  type ProgramReminderUpdate,
  patientProgramSchema,
  patientProgramsResponseSchema,
  prescriptionProgramRequestSchema,
  programEnrollmentSchema,
  programEnrollmentsResponseSchema,
  programEnrollmentUpdateSchema,
  programReminderDeleteQuerySchema,
  programReminderSchema,
  programRemindersQuerySchema,
  programRemindersResponseSchema,
  programReminderUpdateSchema,
  rxRecordNumberSchema,
} from '../../api/contracts/rx-auto-refill';
import {
  GUEST_PHONE_HEADER,
  GUEST_VALIDATION_STATUSES,
  type GuestRefillOrder,
  type GuestRefillOrderResult,
  guestPhoneSchema,
  guestRefillOrderResponseSchema,
  guestRefillOrderSchema,
  type PrescriptionValidation,
  RX_ANONYMOUS_PATHS,
  validatePrescriptionQuerySchema,
  validatePrescriptionResponseSchema,
} from '../../api/contracts/rx-guest-refill';
import {
  FILL_STATUSES,
  type HasMailOrderResponse,
  hasMailOrderResponseSchema,
  MONOGRAPH_LANGUAGES,
  type Monograph,
  monographImagesQuerySchema,
  monographImagesResponseSchema,
  monographQuerySchema,
  monographSchema,
  type PrescriptionDetail,
  type ProductImage,
  prescriptionDetailSchema,
  prescriptionTransactionsQuerySchema,
  prescriptionTransactionsResponseSchema,
  productImageSchema,
  productNumberSchema,
  type Receipt,
  receiptItemSchema,
  receiptSchema,
  receiptsQuerySchema,
  receiptsResponseSchema,
  type Transaction,
  type TransactionsResponse,
  transactionFacilitySchema,
  transactionSchema,
  transactionsQuerySchema,
  transactionsResponseSchema,
} from '../../api/contracts/rx-history';
import {
  OTHER_ADULT_RELATIONSHIPS,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  RELATIONSHIP_UPDATE_STATUSES,
  type Relationship,
  type RelationshipsResponse,
  type RelationshipUpdate,
  relationshipSchema,
  relationshipsResponseSchema,
  relationshipUpdateResponseSchema,
  relationshipUpdateSchema,
} from '../../api/contracts/rx-patient-access';
import {
  ANNUAL_VERIFICATION_RESPONSES,
  type AddressesResponse,
  type AddressRequest,
  type AdulthoodNotification,
  addressesQuerySchema,
  addressesResponseSchema,
  addressParamSchema,
  addressRequestSchema,
  addressStateSchema,
  adulthoodNotificationSchema,
  type DismissNotificationRequest,
  dismissNotificationRequestSchema,
  dismissNotificationResponseSchema,
  type LoyaltyCardResponse,
  loyaltyCardRequestSchema,
  loyaltyCardResponseSchema,
  NOTIFICATION_PHONE_COUNTRY,
  type NotificationSettings,
  type NotificationSettingsRequest,
  notificationPhoneSchema,
  notificationSchema,
  notificationSettingsRequestSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  PATIENT_ACCESS_NOTIFICATION_TYPES,
  PRESCRIPTION_NOTIFICATION_TYPES,
  type PatientAccessNotification,
  type PrescriptionNotification,
  patientAccessNotificationSchema,
  patientParamSchema,
  prescriptionNotificationSchema,
  SHIPMENT_NOTIFICATION_TYPE,
  SMS_PREFERENCE_TYPES,
  type ShipmentNotification,
  shipmentNotificationSchema,
  smsPreferenceSchema,
} from '../../api/contracts/rx-profile';
import {
  DVR_DELIVERIES,
  DVR_ERROR_CODES,
  DVR_ISSUER_PATH,
  jwkSetSchema,
  SMART_HEALTH_CARD_MIME,
  type SecureMessageResponse,
  type SmartHealthCard,
  secureMessageRequestSchema,
  secureMessageResponseSchema,
  smartHealthCardQuerySchema,
  smartHealthCardSchema,
  type VaccineDose,
  type VerifyDvrResponse,
  vaccineDoseSchema,
  verifyDvrRequestSchema,
  verifyDvrResponseSchema,
} from '../../api/contracts/rx-vaccine-record';

// ——— Helpers ———

type Schema = z.ZodMiniType<unknown>;

/** The value parses, and what comes out equals it (nothing stripped, nothing added). */
function accepts(schema: Schema, value: unknown) {
  const result = z.safeParse(schema, value);
  expect(result.success).toBe(true);
  expect(result.data).toEqual(value);
}
function refuses(schema: Schema, value: unknown) {
  expect(z.safeParse(schema, value).success).toBe(false);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field path of a value, nested objects and the first element of arrays of objects included. */
function fieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return isRecord(value[0]) ? fieldPaths(value[0], `${prefix}0.`) : [];
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([key, v]) => [
    `${prefix}${key}`,
    ...fieldPaths(v, `${prefix}${key}.`),
  ]);
}

/** A copy with the value at a dotted path deleted (undefined) or replaced. */
function change(value: unknown, path: string, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (next === undefined) delete at[last];
  else at[last] = next;
  return copy;
}

/** A field name matches a path ending in it, wherever it is nested. */
const named = (names: readonly string[]) => (path: string) =>
  names.some((n) => path === n || path.endsWith(`.${n}`));

/**
 * The shape of an object schema, from a complete sample: it parses to itself; each field left out is refused
 * unless optional (then accepted, and left out of the output); null is accepted exactly for the nullable fields.
 */
function shape(
  title: string,
  schema: Schema,
  sample: unknown,
  fields: { optional?: readonly string[]; nullable?: readonly string[] } = {},
) {
  const paths = fieldPaths(sample);
  const isOptional = named(fields.optional ?? []);
  const isNullable = named(fields.nullable ?? []);
  const required = paths.filter((p) => !isOptional(p));
  const optional = paths.filter(isOptional);
  const nullable = paths.filter(isNullable);
  const notNullable = paths.filter((p) => !isNullable(p));
  describe(title, () => {
    it('a complete value parses to an equal value', () => accepts(schema, sample));
    if (required.length > 0) {
      it.each(required)('refuses the value without %s', (p) => refuses(schema, change(sample, p, undefined)));
    }
    if (optional.length > 0) {
      it.each(optional)('accepts the value without %s (optional)', (p) =>
        accepts(schema, change(sample, p, undefined)),
      );
    }
    if (nullable.length > 0) {
      it.each(nullable)('accepts %s: null', (p) => accepts(schema, change(sample, p, null)));
    }
    if (notNullable.length > 0) {
      it.each(notNullable)('refuses %s: null', (p) => refuses(schema, change(sample, p, null)));
    }
  });
}

/** A field's accepted and refused texts, each tried in a copy of the sample. */
function field(
  title: string,
  schema: Schema,
  sample: unknown,
  path: string,
  accepted: readonly unknown[],
  refused: readonly unknown[],
) {
  describe(title, () => {
    if (accepted.length > 0) {
      it.each(accepted.map((v) => [v]))('accepts %j', (v) => accepts(schema, change(sample, path, v)));
    }
    if (refused.length > 0) {
      it.each(refused.map((v) => [v]))('refuses %j', (v) => refuses(schema, change(sample, path, v)));
    }
  });
}

const x = (n: number, c = 'x') => c.repeat(n);
const digits = (n: number) => '0123456789'.repeat(4).slice(0, n);

/** A YYYY-MM-DD date (the contracts' isoDate): each part's length on both sides, a letter for a digit, anchors. */
const ISO_DATE_ACCEPTED = ['2026-01-31', '1984-12-09'];
const ISO_DATE_REFUSED = [
  '',
  '202-01-31',
  '20260-01-31',
  '2026-1-31',
  '2026-011-31',
  '2026-01-3',
  '2026-01-311',
  '202a-01-31',
  '2026-0a-31',
  '2026-01-3a',
  'dddd-dd-dd',
  '2026/01/31',
  'x2026-01-31',
  '2026-01-31x',
  ' 2026-01-31',
  '2026-01-31T00:00:00Z',
];

const UUID = 'a0f9c2de-1b3a-4c5d-9e6f-0123456789af';
/** Lowercase hex and dashes, 36 characters (the contracts' id pattern); the accepted one has 0, 9, a, f and -. */
const UUID_ACCEPTED = [UUID, x(36, '-'), '0123456789abcdef0123456789abcdef0123'];
const UUID_REFUSED = [
  '',
  UUID.slice(1),
  `${UUID}0`,
  UUID.toUpperCase(),
  `g${UUID.slice(1)}`,
  `${UUID.slice(0, -1)}g`,
  `x${UUID}`,
  `${UUID}x`,
  ` ${UUID.slice(1)}`,
  `${UUID.slice(1)} `,
  x(36, '_'),
];

/** Exactly n digits, from a pattern ^\d{n}$. */
const exactDigits = (n: number) => ({
  accepted: [digits(n), x(n, '9')],
  refused: [
    '',
    digits(n - 1),
    digits(n + 1),
    `a${digits(n - 1)}`,
    `${digits(n - 1)}a`,
    x(n, 'd'),
    `x${digits(n)}`,
    `${digits(n)}x`,
    ` ${digits(n)}`,
  ],
});
/** From min (1 or more) to max digits, from a pattern ^\d{min,max}$. */
const digitRange = (min: number, max: number) => ({
  accepted: [digits(min), digits(max), x(max, '9')],
  refused: [
    ...new Set([
      '',
      digits(min - 1),
      digits(max + 1),
      `a${digits(min)}`,
      `${digits(min)}a`,
      x(min, 'd'),
      `x${digits(min)}`,
      `${digits(min)}x`,
      `${digits(min)} `,
    ]),
  ],
});

// ——— Samples (values the sandbox answers with; every field present) ———

const homeAddress = {
  addressId: UUID,
  usage: 'HOME1',
  addressDetails: {
    address1: '1014 Vine St',
    address2: 'Apt 2',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    country: 'US',
  },
  isShared: false,
};
const addressRequest = {
  addressDetails: {
    address1: '1014 Vine St',
    address2: 'Apt 2',
    city: 'Cincinnati',
    state: { value: 'OH', country: 'US' },
    zipCode: '45202-1234',
  },
} satisfies AddressRequest;
const addressesAnswer = { addresses: [homeAddress], addressLimitReached: true } satisfies AddressesResponse;
const phone = { phoneId: 'ph-1', countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' };
const settingsRequest = {
  notifyByText: true,
  notifyByEmail: false,
  notifyByVoice: true,
  voiceNotificationPreference: 'MOBILE',
  phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
  smsPreferences: [{ type: 'READY_FOR_PICKUP', selected: true }],
} satisfies NotificationSettingsRequest;
const settings = {
  patientNumber: '100000001',
  notifyByText: true,
  notifyByEmail: true,
  notifyByVoice: false,
  voiceNotificationPreference: 'HOME',
  mobilePhone: phone,
  homePhone: { ...phone, phoneId: 'ph-2', phoneNumber: '5550100' },
  email: 'jordan@example.com',
  smsPreferences: [{ type: 'AUTO_REFILL', selected: false }],
} satisfies NotificationSettings;
const adulthood = {
  category: 'ADULTHOOD',
  notificationId: 'n-1',
  patientNumber: '100000003',
  name: 'Riley Smith',
  adulthoodDate: '2027-03-14',
} satisfies AdulthoodNotification;
const accessNotice = {
  category: 'PATIENT_ACCESS',
  notificationId: 'n-2',
  type: 'PENDING',
  patientNumber: '100000001',
  careGiver: 'Alex Doe',
  customerId: UUID,
  accessExpiryDate: '2027-01-31',
} satisfies PatientAccessNotification;
const prescriptionNotice = {
  category: 'PRESCRIPTION',
  notificationId: 'n-3',
  type: 'READY_FOR_PICKUP',
  drugName: 'Lisinopril 10 mg',
  patientPayAmount: 4.5,
  eventDate: '2026-11-20',
  rxRecordNumber: '4500012345',
} satisfies PrescriptionNotification;
const shipmentNotice = {
  category: 'SHIPMENT',
  notificationId: 'n-4',
  type: 'SHIPMENT_NOTIFICATION',
  shipmentId: 's-1',
  drugNames: ['Atorvastatin 20 mg', 'Metformin 500 mg'],
} satisfies ShipmentNotification;
const dismissRequest = {
  patientNumber: '100000003',
  notificationId: 'n-1',
  response: 'YES',
} satisfies DismissNotificationRequest;

const enrollRequest = {
  facilityId: '01400376',
  relationshipType: 'CHILD',
  enrollForAutoRefill: true,
  overridePrivacySetting: false,
} satisfies AutoRefillEnrollRequest;
const enrollment = {
  patientNumber: '100000002',
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400376',
  autoRefillProgramId: 'AUTO_REFILL',
  autoRefillTerminationDate: '2027-06-30',
  autoRefillExpiring: true,
  autoRefillExpired: false,
} satisfies AutoRefillEnrollment;
const updateResult = {
  rxRecordNumber: '4500012345',
  updateSuccessful: true,
  refillOption: 'AUTO_REFILL',
} satisfies AutoRefillUpdateResult;
const bulkRequest = {
  prescriptions: [
    { rxRecordNumber: '4500012345', refillOption: 'AUTO_REFILL' },
    { rxRecordNumber: '4500012346', refillOption: 'NONE' },
  ],
} satisfies BulkPrescriptionProgramRequest;
const fillLocation = {
  facilityId: '01400376',
  vanityName: 'Vine Street',
  facilityType: 'RETAIL',
  address1: '1014 Vine St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  phone: '5135550100',
} satisfies FillLocation;
const programEnrollment = {
  programName: '90-Day Supply',
  enrollmentStatus: 'ENROLLED',
  externalCode: 'HCSS',
} satisfies ProgramEnrollment;
const enrollmentUpdate = {
  programName: '90-Day Supply',
  enrollmentStatus: 'DECLINED',
  externalCode: 'HCSS',
} satisfies ProgramEnrollmentUpdate;
const patientProgram = {
  programName: 'Medication Sync',
  externalCode: 'MEDSYNC',
  description: 'All your refills on one day.',
} satisfies PatientProgram;
const reminder = {
  patientNum: '100000002',
  dismissReminder: false,
  programId: 'AUTO_REFILL',
  expirationTimestamp: '2027-06-30T00:00:00.000Z',
} satisfies ProgramReminder;
const reminderUpdate = {
  patientNum: '100000002',
  programId: 'AUTO_REFILL',
  dismissReminder: true,
} satisfies ProgramReminderUpdate;

const facility = {
  facilityId: '01400376',
  vanityName: 'Vine Street',
  facilityType: 'MAIL_ORDER',
  address1: '1014 Vine St',
  city: 'Cincinnati',
  state: 'OH',
} as const;
const transaction = {
  transactionId: 't-1',
  patientNumber: '100000001',
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  rxFillSequence: 3,
  drugName: 'Lisinopril 10 mg',
  productNumber: '00093711101',
  soldDate: '2026-10-02',
  quantity: 30,
  daysSupply: 30,
  fillStatus: 'SOLD',
  patientPayAmount: 4.5,
  insurancePaidAmount: 12.25,
  retailPrice: 16.75,
  prescriberName: 'Dana Lee',
  receiptId: 'r-1',
  facility,
} satisfies Transaction;
const transactionsAnswer = {
  transactions: [transaction],
  maxRequestStartDate: '2023-11-24',
  historyDataPresentFrom: '2024-05-02',
} satisfies TransactionsResponse;
const prescriptionDetail = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  drugName: 'Lisinopril 10 mg',
  productNumber: '00093711101',
  refillStatus: 'ON_HOLD',
  secondaryStatus: 'Awaiting Restock',
  prescriberName: 'Dana Lee',
  lastFilledDate: '2026-10-02',
  expiryDate: '2027-10-02',
  facility,
} satisfies PrescriptionDetail;
const receiptItem = {
  rxNumber: '1234567',
  drugName: 'Lisinopril 10 mg',
  patientFirstName: 'Jordan',
  fillStatus: 'Returned',
  amount: -4.5,
} as const;
const receipt = {
  receiptId: 'r-1',
  dateTime: '2026-10-02T15:04:00.000Z',
  pharmacy: facility,
  registerNumber: '07',
  items: [receiptItem],
  subtotal: -4.5,
  tax: 0,
  total: -4.5,
} satisfies Receipt;
const monograph = {
  productNumber: '00093711101',
  languageCode: 'es',
  drugName: 'Lisinopril 10 mg',
  sections: [{ heading: 'Usos', body: 'Presión arterial alta.' }],
} satisfies Monograph;
const productImage = {
  productNumber: '00093711101',
  mimeType: 'image/jpeg',
  data: 'PHN2Zz4=',
  description: 'white round tablet',
} satisfies ProductImage;

const verifyByBirthDate = { firstName: 'Jordan', lastName: 'Smith', dateOfBirth: '1984-06-09' };
const verifyByPhone = { firstName: 'Jordan', lastName: 'Smith', phoneNumber: '5135550142' };
const verifyAnswer = {
  verified: true,
  delivery: 'TEXT_MESSAGE',
  verificationId: 'vf_0123456789abcdefXYZ',
  phoneLastFour: '0142',
} satisfies VerifyDvrResponse;
/** The verification id's whole alphabet (A-Z, a-z, 0-9, _ and -), each bound of each range included. */
const VERIFICATION_ID_20 = 'AZaz09_-Mm5xQ-rT_k8w';
const secureMessageAnswer = {
  sent: true,
  phoneLastFour: '0142',
  expiresInMinutes: 30,
} satisfies SecureMessageResponse;
const dose = {
  vaccineName: 'COVID-19 mRNA',
  cvxCode: '208',
  manufacturer: 'Pfizer',
  lotNumber: 'EW0182',
  occurrenceDate: '2021-04-12',
  doseNumber: 1,
  performer: 'Vine Street Pharmacy',
} satisfies VaccineDose;
const healthCard = {
  patientName: 'Jordan Smith',
  dateOfBirth: '1984-06-09',
  doses: [dose],
  issuer: 'https://rx.example/rx-security/dvr/issuer',
  verifiableCredential: ['eyJhbGciOiJFUzI1NiJ9.payload.signature'],
  qrNumeric: [
    'shc:/567629095243206034602924374044603122295953265460346029254077280433602870286471674522280928613331456437653141590640220306450459085643550341424541364037063665417137241236380304375622046737407532323925433443326057360106452931531270742428395038373032212437410528',
  ],
  fileName: 'vaccine-record.smart-health-card',
} satisfies SmartHealthCard;
const jwk = {
  kty: 'EC',
  kid: 'k1',
  use: 'sig',
  alg: 'ES256',
  crv: 'P-256',
  x: 'x-coord',
  y: 'y-coord',
} as const;

const relationship = {
  accessExpiryDate: '2027-01-31',
  accessGrantedDate: '2026-01-31',
  accessRequestedDate: '2026-01-30',
  customerId: UUID,
  name: 'Alex Doe',
  patientNumber: '100000001',
  requestStatus: 'APPROVED',
  requestType: 'ACCESS',
  patientName: 'Riley Smith',
} satisfies Relationship;
const relationshipsAnswer = {
  primaryPatient: { patientNumber: '100000001', name: 'Jordan Smith' },
  pendingRequests: [{ ...relationship, requestStatus: 'PENDING', requestType: 'MANAGE' }],
  relationships: {
    caregivers: [relationship],
    managedAdults: [{ ...relationship, name: 'Sam Doe' }],
    children: [{ ...relationship, name: 'Riley Smith', requestStatus: 'EXPIRED' }],
    pets: [{ ...relationship, name: 'Biscuit', requestStatus: 'REVOKED' }],
  },
  caregiverWithoutSelf: false,
} satisfies RelationshipsResponse;
const relationshipUpdate = {
  patientNumber: '100000001',
  customerId: UUID,
  relationshipRequestStatus: 'APPROVED',
  relationshipType: 'CAREGIVER',
  accessExpiryDate: '2027-01-31',
} satisfies RelationshipUpdate;

const validation = {
  rxNumber: '1234567',
  facilityId: '01400376',
  status: 'VALID_REFILLABLE',
  rxRecordNumber: '4500012345',
} satisfies PrescriptionValidation;
const guestOrder = {
  rxRecords: [{ rxNumber: '1234567', rxRecordNumber: '4500012345' }],
  facilityId: '01400376',
  pickupTime: '2026-11-24T19:00:00.000Z',
  contactPhone: '5135550142',
} satisfies GuestRefillOrder;
const guestOrderAnswer = {
  orderId: 'g-1',
  facility: {
    facilityId: '01400376',
    vanityName: 'Vine Street',
    phone: '5135550100',
    address: { address1: '1014 Vine St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  },
  contactPhone: '5135550142',
  rxNumbers: ['1234567'],
  pickupTime: '2026-11-24T19:00:00.000Z',
  status: 'SUBMITTED',
  statusDesc: 'Submitted',
  retryCount: 0,
  retryDesc: 'Retried once',
} satisfies GuestRefillOrderResult;

// ——— api/contracts/rx-profile.ts ———

describe('rx-profile constants', () => {
  it('SMS preference types are the contract choice READY_FOR_PICKUP, REFILL_REMINDER, ORDER_UPDATES, AUTO_REFILL', () => {
    // §3 "SMS preferences are keyed by preference type": the types are the contract's choice.
    expect(SMS_PREFERENCE_TYPES).toEqual([
      'READY_FOR_PICKUP',
      'REFILL_REMINDER',
      'ORDER_UPDATES',
      'AUTO_REFILL',
    ]);
  });
  it('the notification phone country is USA (§7.1 "phone with country code USA")', () => {
    expect(NOTIFICATION_PHONE_COUNTRY).toBe('USA');
  });
  it('the prescription notification types are §3 types without the shipment one', () => {
    expect(PRESCRIPTION_NOTIFICATION_TYPES).toEqual([
      'READY_FOR_PICKUP',
      'OVERDUE',
      'REFILL_DUE',
      'REFILLABLE',
      'NEVER_FILLED',
      'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
    ]);
    expect(SHIPMENT_NOTIFICATION_TYPE).toBe('SHIPMENT_NOTIFICATION');
  });
  it('together they are the seven §3 notification types', () => {
    expect([...PRESCRIPTION_NOTIFICATION_TYPES, SHIPMENT_NOTIFICATION_TYPE].sort()).toEqual(
      [
        'READY_FOR_PICKUP',
        'OVERDUE',
        'REFILL_DUE',
        'SHIPMENT_NOTIFICATION',
        'REFILLABLE',
        'NEVER_FILLED',
        'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
      ].sort(),
    );
  });
  it('patient access notifications are PENDING, APPROVED and EXPIRING (§3 "PENDING, APPROVED or other")', () => {
    // EXPIRING is the contract's name for the "other" type.
    expect(PATIENT_ACCESS_NOTIFICATION_TYPES).toEqual(['PENDING', 'APPROVED', 'EXPIRING']);
  });
  it('the annual verification answers are YES and NO (contract choice)', () => {
    expect(ANNUAL_VERIFICATION_RESPONSES).toEqual(['YES', 'NO']);
  });
});

describe('address state (§3 "a plain string or an object with value and country")', () => {
  const state = addressStateSchema as Schema;
  it('a plain string parses to itself', () => accepts(state, 'OH'));
  it('an object with value and country parses to itself', () =>
    accepts(state, { value: 'PR', country: 'US' }));
  it('an object with only a value parses to itself (country optional)', () =>
    accepts(state, { value: 'ON' }));
  it('an object without a value is refused', () => refuses(state, { country: 'US' }));
  it('null, a number and an empty object are refused', () => {
    refuses(state, null);
    refuses(state, 39);
    refuses(state, {});
  });
  it('each text is at most 40 characters', () => {
    accepts(state, x(40));
    refuses(state, x(41));
    accepts(state, { value: x(40), country: x(40) });
    refuses(state, { value: x(41), country: 'US' });
    refuses(state, { value: 'OH', country: x(41) });
  });
});

shape('address request (§7.1 POST and PATCH address shape)', addressRequestSchema as Schema, addressRequest, {
  optional: ['address2', 'country'],
  nullable: ['address2'],
});
field(
  'address request: state as a plain string',
  addressRequestSchema as Schema,
  addressRequest,
  'addressDetails.state',
  ['OH', { value: 'OH' }],
  [{ country: 'US' }, 7],
);
describe('address request lengths (contract choice: 200 per line, 20 for the postal code)', () => {
  for (const line of ['address1', 'address2', 'city']) {
    it(`${line} is at most 200 characters`, () => {
      accepts(addressRequestSchema as Schema, change(addressRequest, `addressDetails.${line}`, x(200)));
      refuses(addressRequestSchema as Schema, change(addressRequest, `addressDetails.${line}`, x(201)));
    });
  }
  it('zipCode is at most 20 characters', () => {
    accepts(addressRequestSchema as Schema, change(addressRequest, 'addressDetails.zipCode', x(20)));
    refuses(addressRequestSchema as Schema, change(addressRequest, 'addressDetails.zipCode', x(21)));
  });
});

shape('addresses query (§7.1 GET /addresses?patientNumber)', addressesQuerySchema as Schema, {
  patientNumber: '100000001',
});
field(
  'addresses query patientNumber is digits',
  addressesQuerySchema as Schema,
  { patientNumber: '1' },
  'patientNumber',
  ['123456789012'],
  ['abc', ''],
);
shape('addresses answer (§3 "Address", the limit flag)', addressesResponseSchema as Schema, addressesAnswer, {
  nullable: ['address2'],
});
shape('patient path parameter', patientParamSchema as Schema, { patientNumber: '100000001' });
shape('address path parameters', addressParamSchema as Schema, {
  patientNumber: '100000001',
  addressId: UUID,
});
field(
  'address id: lowercase hex and dashes, 36 characters (contract choice)',
  addressParamSchema as Schema,
  { patientNumber: '100000001', addressId: UUID },
  'addressId',
  UUID_ACCEPTED,
  UUID_REFUSED,
);

describe('loyalty card (§7.1 "PUT body is the number")', () => {
  it('the request is a string of at most 40 characters', () => {
    accepts(loyaltyCardRequestSchema as Schema, '0123456789');
    accepts(loyaltyCardRequestSchema as Schema, x(40, '1'));
    refuses(loyaltyCardRequestSchema as Schema, x(41, '1'));
    refuses(loyaltyCardRequestSchema as Schema, 123456789);
  });
});
shape(
  'loyalty card answer (card and alternate id as stored)',
  loyaltyCardResponseSchema as Schema,
  { loyaltyCardNumber: '0123456789', alternateId: '0123456789' } satisfies LoyaltyCardResponse,
  { nullable: ['loyaltyCardNumber', 'alternateId'] },
);

describe('SMS preference', () => {
  it.each(['READY_FOR_PICKUP', 'REFILL_REMINDER', 'ORDER_UPDATES', 'AUTO_REFILL'])(
    'accepts type %s',
    (type) => accepts(smsPreferenceSchema as Schema, { type, selected: true }),
  );
  it('refuses an unknown type', () =>
    refuses(smsPreferenceSchema as Schema, { type: 'PROMOTIONS', selected: true }));
});
shape('SMS preference shape', smsPreferenceSchema as Schema, { type: 'ORDER_UPDATES', selected: false });

shape(
  'notification phone (§7.1 "phone with country code USA")',
  notificationPhoneSchema as Schema,
  settingsRequest.phone,
);
field(
  'notification phone country',
  notificationPhoneSchema as Schema,
  settingsRequest.phone,
  'countryCode',
  ['USA'],
  ['US', 'usa', ''],
);
field(
  'notification phone area code: 3 digits',
  notificationPhoneSchema as Schema,
  settingsRequest.phone,
  'areaCode',
  exactDigits(3).accepted,
  exactDigits(3).refused,
);
field(
  'notification phone number: 7 digits',
  notificationPhoneSchema as Schema,
  settingsRequest.phone,
  'phoneNumber',
  exactDigits(7).accepted,
  exactDigits(7).refused,
);

shape(
  'notification settings request (§7.1 POST notification-settings)',
  notificationSettingsRequestSchema as Schema,
  settingsRequest,
  {
    optional: ['smsPreferences'],
    nullable: ['phone'],
  },
);
field(
  'notification settings request voice preference (§3 HOME, MOBILE, UNKNOWN)',
  notificationSettingsRequestSchema as Schema,
  settingsRequest,
  'voiceNotificationPreference',
  ['HOME', 'MOBILE', 'UNKNOWN'],
  ['TEXT', 'home'],
);
describe('notification settings request SMS preferences: at most one per type (4)', () => {
  const all = ['READY_FOR_PICKUP', 'REFILL_REMINDER', 'ORDER_UPDATES', 'AUTO_REFILL'].map((type) => ({
    type,
    selected: true,
  }));
  it('four are accepted', () =>
    accepts(notificationSettingsRequestSchema as Schema, { ...settingsRequest, smsPreferences: all }));
  it('none is accepted', () =>
    accepts(notificationSettingsRequestSchema as Schema, { ...settingsRequest, smsPreferences: [] }));
  it('five are refused', () =>
    refuses(notificationSettingsRequestSchema as Schema, {
      ...settingsRequest,
      smsPreferences: [...all, all[0]],
    }));
});

shape('notification settings (GET and POST answer)', notificationSettingsSchema as Schema, settings, {
  nullable: ['mobilePhone', 'homePhone', 'email'],
});
field(
  'notification settings voice preference (§3 HOME, MOBILE, UNKNOWN)',
  notificationSettingsSchema as Schema,
  settings,
  'voiceNotificationPreference',
  ['HOME', 'MOBILE', 'UNKNOWN'],
  ['TEXT'],
);

shape('adulthood notification', adulthoodNotificationSchema as Schema, adulthood);
field(
  'adulthood notification category',
  adulthoodNotificationSchema as Schema,
  adulthood,
  'category',
  ['ADULTHOOD'],
  ['PATIENT_ACCESS', ''],
);
field(
  'adulthood date is YYYY-MM-DD',
  adulthoodNotificationSchema as Schema,
  adulthood,
  'adulthoodDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
shape(
  'patient access notification (§3 accessExpiryDate, careGiver, customerId)',
  patientAccessNotificationSchema as Schema,
  accessNotice,
  {
    nullable: ['accessExpiryDate'],
  },
);
field(
  'patient access notification category',
  patientAccessNotificationSchema as Schema,
  accessNotice,
  'category',
  ['PATIENT_ACCESS'],
  ['ADULTHOOD'],
);
field(
  'patient access notification type',
  patientAccessNotificationSchema as Schema,
  accessNotice,
  'type',
  ['PENDING', 'APPROVED', 'EXPIRING'],
  ['REVOKED', 'pending'],
);
field(
  'patient access expiry date is YYYY-MM-DD',
  patientAccessNotificationSchema as Schema,
  accessNotice,
  'accessExpiryDate',
  ['2026-01-31'],
  ['2026-1-31', 'x2026-01-31'],
);
shape(
  'prescription notification (§3 type, drugName, patientPayAmount, eventDate, rxRecordNumber)',
  prescriptionNotificationSchema as Schema,
  prescriptionNotice,
  {
    nullable: ['patientPayAmount', 'eventDate'],
  },
);
field(
  'prescription notification category',
  prescriptionNotificationSchema as Schema,
  prescriptionNotice,
  'category',
  ['PRESCRIPTION'],
  ['SHIPMENT'],
);
field(
  'prescription notification type (§3 types)',
  prescriptionNotificationSchema as Schema,
  prescriptionNotice,
  'type',
  [
    'READY_FOR_PICKUP',
    'OVERDUE',
    'REFILL_DUE',
    'REFILLABLE',
    'NEVER_FILLED',
    'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
  ],
  ['SHIPMENT_NOTIFICATION', 'IN_PROGRESS'],
);
field(
  'prescription notification event date is YYYY-MM-DD',
  prescriptionNotificationSchema as Schema,
  prescriptionNotice,
  'eventDate',
  ['2026-01-31'],
  ['2026-01-31x', '26-01-31'],
);
shape(
  'shipment notification (§3 shipmentId, drugNames)',
  shipmentNotificationSchema as Schema,
  shipmentNotice,
);
field(
  'shipment notification category',
  shipmentNotificationSchema as Schema,
  shipmentNotice,
  'category',
  ['SHIPMENT'],
  ['PRESCRIPTION'],
);
field(
  'shipment notification type is SHIPMENT_NOTIFICATION',
  shipmentNotificationSchema as Schema,
  shipmentNotice,
  'type',
  ['SHIPMENT_NOTIFICATION'],
  ['READY_FOR_PICKUP', ''],
);
describe('notification: one of the four categories', () => {
  it.each([
    ['adulthood', adulthood],
    ['patient access', accessNotice],
    ['prescription', prescriptionNotice],
    ['shipment', shipmentNotice],
  ])('a %s notification parses to itself', (_, notice) => accepts(notificationSchema as Schema, notice));
  it('an unknown category is refused', () =>
    refuses(notificationSchema as Schema, { ...adulthood, category: 'OTHER' }));
  it('a shipment notification labelled as a prescription is refused', () =>
    refuses(notificationSchema as Schema, { ...shipmentNotice, category: 'PRESCRIPTION' }));
});
shape('notifications answer', notificationsResponseSchema as Schema, {
  notifications: [adulthood, accessNotice, prescriptionNotice, shipmentNotice],
});
describe('notifications query (§7.1 ?hasChild)', () => {
  it.each(['true', 'false'])('hasChild %s parses to itself', (hasChild) =>
    accepts(notificationsQuerySchema as Schema, { hasChild }),
  );
  it('no hasChild parses to an empty query', () => accepts(notificationsQuerySchema as Schema, {}));
  it('other texts and booleans are refused', () => {
    refuses(notificationsQuerySchema as Schema, { hasChild: 'yes' });
    refuses(notificationsQuerySchema as Schema, { hasChild: '' });
    refuses(notificationsQuerySchema as Schema, { hasChild: true });
  });
});

shape(
  'dismiss notification request (§7.1 PUT /notifications/dismiss)',
  dismissNotificationRequestSchema as Schema,
  dismissRequest,
  {
    optional: ['response'],
  },
);
field(
  'dismiss notification response is YES or NO',
  dismissNotificationRequestSchema as Schema,
  dismissRequest,
  'response',
  ['YES', 'NO'],
  ['MAYBE', 'yes'],
);
field(
  'dismiss notification id: 1 to 200 characters',
  dismissNotificationRequestSchema as Schema,
  dismissRequest,
  'notificationId',
  ['n', x(200)],
  ['', x(201)],
);
field(
  'dismiss notification patient number is digits',
  dismissNotificationRequestSchema as Schema,
  dismissRequest,
  'patientNumber',
  ['1'],
  ['p-1'],
);
shape('dismiss notification answer', dismissNotificationResponseSchema as Schema, { dismissed: 'n-1' });

// ——— api/contracts/rx-auto-refill.ts ———

describe('rx-auto-refill constants', () => {
  it('enrolment statuses are the §3 values', () => {
    expect(ENROLLMENT_STATUSES).toEqual([
      'ENROLLED',
      'REENROLLED',
      'DECLINED',
      'EXPIRED',
      'NEVER_ASKED',
      'PENDING',
    ]);
  });
  it('a customer may choose ENROLLED, REENROLLED or DECLINED (docs/choices.md "Refill programs offered")', () => {
    expect(CHOOSABLE_ENROLLMENT_STATUSES).toEqual(['ENROLLED', 'REENROLLED', 'DECLINED']);
  });
  it('a reminder delete that finds nothing answers NO_RECORD (docs/choices.md "Program reminders")', () => {
    expect(NO_RECORD_CODE).toBe('NO_RECORD');
  });
  it('a refused enrolment (418) answers AUTO_REFILL_NOT_AVAILABLE (contract choice)', () => {
    expect(AUTO_REFILL_REFUSED_CODE).toBe('AUTO_REFILL_NOT_AVAILABLE');
  });
});

describe('facility id: 8 digits (contract choice, division + store)', () => {
  it.each(exactDigits(8).accepted)('accepts %j', (v) => accepts(facilityIdSchema as Schema, v));
  it.each(exactDigits(8).refused)('refuses %j', (v) => refuses(facilityIdSchema as Schema, v));
});
describe('rx record number: 5 to 12 digits (contract choice)', () => {
  it.each([...digitRange(5, 12).accepted, '4500012345'])('accepts %j', (v) =>
    accepts(rxRecordNumberSchema as Schema, v),
  );
  it.each(digitRange(5, 12).refused)('refuses %j', (v) => refuses(rxRecordNumberSchema as Schema, v));
});

shape(
  'auto-refill enrol request (§7.1 facilityId, relationshipType, enrollForAutoRefill, overridePrivacySetting)',
  autoRefillEnrollRequestSchema as Schema,
  enrollRequest,
);
field(
  'auto-refill enrol relationship type (§3 SELF, CHILD, MANAGED_ADULT, CAREGIVER, PET)',
  autoRefillEnrollRequestSchema as Schema,
  enrollRequest,
  'relationshipType',
  ['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET'],
  ['OTHER_ADULT', 'self'],
);
field(
  'auto-refill enrol facility id is 8 digits',
  autoRefillEnrollRequestSchema as Schema,
  enrollRequest,
  'facilityId',
  ['99999999'],
  ['1400376', '014003760'],
);
field(
  'auto-refill enrol flags are booleans',
  autoRefillEnrollRequestSchema as Schema,
  enrollRequest,
  'enrollForAutoRefill',
  [false],
  ['true'],
);

shape(
  'auto-refill enrolment (§3 "Patient" auto-refill fields)',
  autoRefillEnrollmentSchema as Schema,
  enrollment,
  {
    nullable: ['autoRefillFacilityId', 'autoRefillProgramId', 'autoRefillTerminationDate'],
  },
);
field(
  'auto-refill termination date is YYYY-MM-DD',
  autoRefillEnrollmentSchema as Schema,
  enrollment,
  'autoRefillTerminationDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);

shape(
  'prescription program request (§7.1 PUT /prescription/{rx} refillProgramType)',
  prescriptionProgramRequestSchema as Schema,
  {
    refillProgramType: 'NONE',
  },
);
field(
  'refill program type (§3 AUTO_REFILL or NONE)',
  prescriptionProgramRequestSchema as Schema,
  { refillProgramType: 'NONE' },
  'refillProgramType',
  ['AUTO_REFILL', 'NONE'],
  ['PAUSED', ''],
);
shape(
  'auto-refill update result (§3 rxRecordNumber, updateSuccessful, refillOption)',
  autoRefillUpdateResultSchema as Schema,
  updateResult,
);
field(
  'auto-refill update result option',
  autoRefillUpdateResultSchema as Schema,
  updateResult,
  'refillOption',
  ['AUTO_REFILL', 'NONE'],
  ['ENROLLED'],
);

shape(
  'bulk prescription program request (docs/choices.md)',
  bulkPrescriptionProgramRequestSchema as Schema,
  bulkRequest,
);
field(
  'bulk request record number: 5 to 12 digits',
  bulkPrescriptionProgramRequestSchema as Schema,
  bulkRequest,
  'prescriptions.0.rxRecordNumber',
  ['12345', '123456789012'],
  ['1234', '1234567890123', 'x12345'],
);
field(
  'bulk request option',
  bulkPrescriptionProgramRequestSchema as Schema,
  bulkRequest,
  'prescriptions.1.refillOption',
  ['AUTO_REFILL', 'NONE'],
  ['OFF'],
);
describe('bulk request: 1 to 50 prescriptions (contract choice)', () => {
  const one = { rxRecordNumber: '4500012345', refillOption: 'NONE' };
  it('one and fifty are accepted', () => {
    accepts(bulkPrescriptionProgramRequestSchema as Schema, { prescriptions: [one] });
    accepts(bulkPrescriptionProgramRequestSchema as Schema, {
      prescriptions: Array.from({ length: 50 }, () => one),
    });
  });
  it('none and fifty-one are refused', () => {
    refuses(bulkPrescriptionProgramRequestSchema as Schema, { prescriptions: [] });
    refuses(bulkPrescriptionProgramRequestSchema as Schema, {
      prescriptions: Array.from({ length: 51 }, () => one),
    });
  });
});
shape('bulk prescription program answer', bulkPrescriptionProgramResponseSchema as Schema, {
  results: [updateResult, { rxRecordNumber: '4500012346', updateSuccessful: false, refillOption: 'NONE' }],
});

shape('fill location (the auto-refill page shape)', fillLocationSchema as Schema, fillLocation);
field(
  'fill location facility type (§4 RETAIL, MAIL_ORDER)',
  fillLocationSchema as Schema,
  fillLocation,
  'facilityType',
  ['RETAIL', 'MAIL_ORDER'],
  ['CLINIC'],
);

shape(
  'program enrolment (§3 "Marketing / program enrolment")',
  programEnrollmentSchema as Schema,
  programEnrollment,
);
field(
  'program enrolment status (§3 values)',
  programEnrollmentSchema as Schema,
  programEnrollment,
  'enrollmentStatus',
  ['ENROLLED', 'REENROLLED', 'DECLINED', 'EXPIRED', 'NEVER_ASKED', 'PENDING'],
  ['CANCELLED', 'enrolled'],
);
shape('program enrolments answer', programEnrollmentsResponseSchema as Schema, {
  enrollments: [programEnrollment],
});
shape(
  'program enrolment update (§7.1 programName, enrollmentStatus, externalCode)',
  programEnrollmentUpdateSchema as Schema,
  enrollmentUpdate,
);
field(
  "program enrolment update status: only the customer's choices",
  programEnrollmentUpdateSchema as Schema,
  enrollmentUpdate,
  'enrollmentStatus',
  ['ENROLLED', 'REENROLLED', 'DECLINED'],
  ['EXPIRED', 'NEVER_ASKED', 'PENDING'],
);
field(
  'program enrolment update name: 1 to 100 characters',
  programEnrollmentUpdateSchema as Schema,
  enrollmentUpdate,
  'programName',
  ['x', x(100)],
  ['', x(101)],
);
field(
  'program external code: 2 to 20 of A-Z, 0-9 and _ (§3 "e.g. HCSS")',
  programEnrollmentUpdateSchema as Schema,
  enrollmentUpdate,
  'externalCode',
  ['HCSS', 'MEDSYNC', 'AZ09_', 'AZ', x(20, 'Z'), '09', '__'],
  ['', 'H', x(21, 'Z'), 'hcss', 'HCSs', 'HC-SS', 'HC SS', 'xHCSS', 'HCSSx', ' HCSS', 'HCSS '],
);
shape('patient program (GET /patient-programs)', patientProgramSchema as Schema, patientProgram);
shape('patient programs answer', patientProgramsResponseSchema as Schema, { programs: [patientProgram] });

shape('program reminder (§3 autoRefillReminder)', programReminderSchema as Schema, reminder);
shape('program reminders answer', programRemindersResponseSchema as Schema, { reminders: [reminder] });
shape('program reminders query (?programId)', programRemindersQuerySchema as Schema, {
  programId: 'AUTO_REFILL',
});
field(
  'program reminders query id: 1 to 40 characters',
  programRemindersQuerySchema as Schema,
  { programId: 'P' },
  'programId',
  ['P', x(40)],
  ['', x(41)],
);
shape(
  'program reminder update (PUT, docs/choices.md)',
  programReminderUpdateSchema as Schema,
  reminderUpdate,
);
field(
  'program reminder update id: 1 to 40 characters',
  programReminderUpdateSchema as Schema,
  reminderUpdate,
  'programId',
  ['P', x(40)],
  ['', x(41)],
);
field(
  'program reminder update patient is digits',
  programReminderUpdateSchema as Schema,
  reminderUpdate,
  'patientNum',
  ['1'],
  ['p1'],
);
shape(
  'program reminder delete query (DELETE ?patientNum&programId)',
  programReminderDeleteQuerySchema as Schema,
  {
    patientNum: '100000002',
    programId: 'AUTO_REFILL',
  },
);
field(
  'program reminder delete id: 1 to 40 characters',
  programReminderDeleteQuerySchema as Schema,
  { patientNum: '100000002', programId: 'P' },
  'programId',
  ['P', x(40)],
  ['', x(41)],
);
field(
  'program reminder delete patient is digits',
  programReminderDeleteQuerySchema as Schema,
  { patientNum: '100000002', programId: 'P' },
  'patientNum',
  ['1'],
  ['p1'],
);

// ——— api/contracts/rx-history.ts ———

describe('rx-history constants', () => {
  it('fill statuses are SOLD, Sold and Returned (§3 fillStatus "SOLD/Sold, Returned")', () => {
    expect(FILL_STATUSES).toEqual(['SOLD', 'Sold', 'Returned']);
  });
  it('monograph languages are en and es (docs/choices.md "Monograph languages")', () => {
    expect(MONOGRAPH_LANGUAGES).toEqual(['en', 'es']);
  });
});

shape('transaction facility', transactionFacilitySchema as Schema, facility);
field(
  'transaction facility type (§4 RETAIL, MAIL_ORDER)',
  transactionFacilitySchema as Schema,
  facility,
  'facilityType',
  ['RETAIL', 'MAIL_ORDER'],
  ['STORE'],
);
shape('transaction (one fill sold or returned)', transactionSchema as Schema, transaction, {
  nullable: ['receiptId'],
});
field(
  'transaction fill status (§3 SOLD/Sold, Returned)',
  transactionSchema as Schema,
  transaction,
  'fillStatus',
  ['SOLD', 'Sold', 'Returned'],
  ['RETURNED', 'sold', 'Voided'],
);
field(
  'transaction sold date is YYYY-MM-DD',
  transactionSchema as Schema,
  transaction,
  'soldDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
shape('transactions query (§7.1 patientNumber, startDate, endDate)', transactionsQuerySchema as Schema, {
  patientNumber: '100000001',
  startDate: '2025-11-24',
  endDate: '2026-11-24',
});
field(
  'transactions query end date is YYYY-MM-DD',
  transactionsQuerySchema as Schema,
  { patientNumber: '100000001', startDate: '2025-11-24', endDate: '2026-11-24' },
  'endDate',
  ['2026-11-24'],
  ['2026-11-2', '11/24/2026'],
);
field(
  'transactions query patient is digits',
  transactionsQuerySchema as Schema,
  { patientNumber: '1', startDate: '2025-11-24', endDate: '2026-11-24' },
  'patientNumber',
  ['123'],
  ['p-1'],
);
shape(
  'transactions answer (§3 maxRequestStartDate, historyDataPresentFrom)',
  transactionsResponseSchema as Schema,
  transactionsAnswer,
  {
    nullable: ['receiptId', 'historyDataPresentFrom'],
  },
);
field(
  'transactions answer max start date is YYYY-MM-DD',
  transactionsResponseSchema as Schema,
  transactionsAnswer,
  'maxRequestStartDate',
  ['2023-11-24'],
  ['2023-11-24T00:00', '2023'],
);
field(
  'transactions answer history start is YYYY-MM-DD',
  transactionsResponseSchema as Schema,
  transactionsAnswer,
  'historyDataPresentFrom',
  ['2024-05-02'],
  ['2024-5-2'],
);
shape('prescription transactions query (?patientNumber)', prescriptionTransactionsQuerySchema as Schema, {
  patientNumber: '100000001',
});
field(
  'prescription transactions query patient is digits',
  prescriptionTransactionsQuerySchema as Schema,
  { patientNumber: '1' },
  'patientNumber',
  ['12'],
  ['x'],
);
shape('prescription detail', prescriptionDetailSchema as Schema, prescriptionDetail, {
  nullable: ['secondaryStatus', 'lastFilledDate', 'expiryDate'],
});
field(
  'prescription detail last filled date is YYYY-MM-DD',
  prescriptionDetailSchema as Schema,
  prescriptionDetail,
  'lastFilledDate',
  ['2026-10-02'],
  ['2026-10-2'],
);
field(
  'prescription detail expiry date is YYYY-MM-DD',
  prescriptionDetailSchema as Schema,
  prescriptionDetail,
  'expiryDate',
  ['2027-10-02'],
  ['x2027-10-02'],
);
shape(
  'prescription transactions answer',
  prescriptionTransactionsResponseSchema as Schema,
  {
    prescription: prescriptionDetail,
    transactions: [transaction],
  },
  { nullable: ['secondaryStatus', 'lastFilledDate', 'expiryDate', 'receiptId'] },
);

shape('receipts query (§7.1 ?loyaltyId)', receiptsQuerySchema as Schema, { loyaltyId: '0123456789' });
field(
  'loyalty id: 10 to 13 digits (§9 alternate ID 10 digits, card 11 to 13)',
  receiptsQuerySchema as Schema,
  { loyaltyId: '0123456789' },
  'loyaltyId',
  digitRange(10, 13).accepted,
  digitRange(10, 13).refused,
);
shape('receipt item', receiptItemSchema as Schema, receiptItem);
field(
  'receipt item fill status (§3 SOLD/Sold, Returned)',
  receiptItemSchema as Schema,
  receiptItem,
  'fillStatus',
  ['SOLD', 'Sold', 'Returned'],
  ['sold', 'RETURNED'],
);
shape('receipt (§3 receipts: dateTime, pharmacy)', receiptSchema as Schema, receipt);
shape('receipts answer', receiptsResponseSchema as Schema, { receipts: [receipt] });

shape('monograph query (§7.1 ?languageCode)', monographQuerySchema as Schema, { languageCode: 'en' });
field(
  'monograph query language',
  monographQuerySchema as Schema,
  { languageCode: 'en' },
  'languageCode',
  ['en', 'es'],
  ['fr', 'EN', ''],
);
shape('monograph', monographSchema as Schema, monograph);
field('monograph language', monographSchema as Schema, monograph, 'languageCode', ['en', 'es'], ['de']);
describe('product number: 8 to 14 digits (contract choice)', () => {
  const { accepted, refused } = digitRange(8, 14);
  it.each([...accepted, '00093711101'])('accepts %j', (v) => accepts(productNumberSchema as Schema, v));
  it.each(refused)('refuses %j', (v) => refuses(productNumberSchema as Schema, v));
});
shape('monograph images query (§7.1 ?productNumber)', monographImagesQuerySchema as Schema, {
  productNumber: '00093711101',
});
field(
  'monograph images query product number',
  monographImagesQuerySchema as Schema,
  { productNumber: '00093711101' },
  'productNumber',
  ['12345678'],
  ['1234567', 'x12345678'],
);
shape('product image', productImageSchema as Schema, productImage);
field(
  'product image type: SVG or JPEG (docs/choices.md)',
  productImageSchema as Schema,
  productImage,
  'mimeType',
  ['image/svg+xml', 'image/jpeg'],
  ['image/png', ''],
);
shape('monograph images answer', monographImagesResponseSchema as Schema, { images: [productImage] });
shape('has-mail-order answer', hasMailOrderResponseSchema as Schema, {
  hasMailOrder: true,
  hasRetailOrder: false,
} satisfies HasMailOrderResponse);

// ——— api/contracts/rx-vaccine-record.ts ———

describe('rx-vaccine-record constants', () => {
  it('deliveries are DIRECT and TEXT_MESSAGE (docs/choices.md "Vaccine record verification")', () => {
    expect(DVR_DELIVERIES).toEqual(['DIRECT', 'TEXT_MESSAGE']);
  });
  it('the error codes of the §8 statuses are the contract choice', () => {
    expect(DVR_ERROR_CODES).toEqual({
      notFound: 'PATIENT_NOT_FOUND',
      incorrect: 'VERIFICATION_FAILED',
      tooManyAttempts: 'TOO_MANY_ATTEMPTS',
      expired: 'LINK_EXPIRED',
    });
  });
  it('the issuer path is /rx-security/dvr/issuer (docs/choices.md "The SMART Health Card")', () => {
    expect(DVR_ISSUER_PATH).toBe('/rx-security/dvr/issuer');
  });
  it('the download type is application/smart-health-card', () => {
    expect(SMART_HEALTH_CARD_MIME).toBe('application/smart-health-card');
  });
});

shape(
  'vaccine record verification by date of birth (§3 "by date of birth or phone number")',
  verifyDvrRequestSchema as Schema,
  verifyByBirthDate,
);
shape('vaccine record verification by phone number', verifyDvrRequestSchema as Schema, verifyByPhone);
field(
  'verification date of birth is YYYY-MM-DD',
  verifyDvrRequestSchema as Schema,
  verifyByBirthDate,
  'dateOfBirth',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
field(
  'verification phone: 10 digits (§9)',
  verifyDvrRequestSchema as Schema,
  verifyByPhone,
  'phoneNumber',
  exactDigits(10).accepted,
  [...exactDigits(10).refused, '513-555-0142'],
);
for (const [how, sample] of [
  ['date of birth', verifyByBirthDate],
  ['phone', verifyByPhone],
] as const) {
  for (const name of ['firstName', 'lastName']) {
    field(
      `verification by ${how}: ${name} 1 to 50 characters (§9 names max 50)`,
      verifyDvrRequestSchema as Schema,
      sample,
      name,
      ['J', x(50)],
      ['', x(51)],
    );
  }
}
describe('vaccine record verification: one of the two ways', () => {
  it('names alone are refused', () =>
    refuses(verifyDvrRequestSchema as Schema, { firstName: 'Jordan', lastName: 'Smith' }));
});

shape('vaccine record verification answer', verifyDvrResponseSchema as Schema, verifyAnswer, {
  nullable: ['verificationId', 'phoneLastFour'],
});
field(
  'verification delivery',
  verifyDvrResponseSchema as Schema,
  verifyAnswer,
  'delivery',
  ['DIRECT', 'TEXT_MESSAGE'],
  ['EMAIL', 'direct'],
);

shape('secure message request (§7.3 POST secure-message)', secureMessageRequestSchema as Schema, {
  verificationId: VERIFICATION_ID_20,
});
field(
  'verification id: 20 to 100 of A-Z, a-z, 0-9, _ and - (contract choice)',
  secureMessageRequestSchema as Schema,
  { verificationId: VERIFICATION_ID_20 },
  'verificationId',
  [
    VERIFICATION_ID_20,
    `${VERIFICATION_ID_20}${x(80, 'q')}`,
    x(20, 'A'),
    x(20, 'z'),
    x(20, '0'),
    x(20, '9'),
    x(20, '_'),
    x(20, '-'),
  ],
  [
    '',
    VERIFICATION_ID_20.slice(1),
    `${VERIFICATION_ID_20}${x(81, 'q')}`,
    `${VERIFICATION_ID_20.slice(1)}.`,
    `${VERIFICATION_ID_20.slice(1)}!`,
    `${VERIFICATION_ID_20.slice(0, 10)} ${VERIFICATION_ID_20.slice(11)}`,
    `!${VERIFICATION_ID_20}`,
    `${VERIFICATION_ID_20}!`,
    ` ${VERIFICATION_ID_20}`,
  ],
);
shape('secure message answer', secureMessageResponseSchema as Schema, secureMessageAnswer);

describe('smart health card query (?token)', () => {
  it('a token parses to itself', () =>
    accepts(smartHealthCardQuerySchema as Schema, { token: 'anything.at-all' }));
  it('no token parses to an empty query (the signed-in grant)', () =>
    accepts(smartHealthCardQuerySchema as Schema, {}));
  it('a token of 200 characters is accepted and one of 201 refused', () => {
    accepts(smartHealthCardQuerySchema as Schema, { token: x(200) });
    refuses(smartHealthCardQuerySchema as Schema, { token: x(201) });
  });
  it('a token that is not text is refused', () =>
    refuses(smartHealthCardQuerySchema as Schema, { token: 12 }));
});
shape('vaccine dose', vaccineDoseSchema as Schema, dose, { nullable: ['doseNumber'] });
field(
  'vaccine dose date is YYYY-MM-DD',
  vaccineDoseSchema as Schema,
  dose,
  'occurrenceDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
shape('smart health card', smartHealthCardSchema as Schema, healthCard, { nullable: ['doseNumber'] });
field(
  'smart health card date of birth is YYYY-MM-DD',
  smartHealthCardSchema as Schema,
  healthCard,
  'dateOfBirth',
  ['1984-06-09'],
  ['1984-6-9', '19840609'],
);
shape('issuer JWK set (RFC 7517)', jwkSetSchema as Schema, { keys: [jwk] });
describe('issuer JWK set: an ES256 signing key on P-256', () => {
  it.each([
    ['kty', 'RSA'],
    ['use', 'enc'],
    ['alg', 'RS256'],
    ['crv', 'P-384'],
  ])('refuses %s %s', (key, value) => refuses(jwkSetSchema as Schema, { keys: [{ ...jwk, [key]: value }] }));
  it('an empty key set parses to itself', () => accepts(jwkSetSchema as Schema, { keys: [] }));
});

// ——— api/contracts/rx-patient-access.ts ———

describe('rx-patient-access constants', () => {
  it('request statuses are §3 PENDING, APPROVED, CANCELLED, REVOKED, EXPIRED', () => {
    expect(REQUEST_STATUSES).toEqual(['PENDING', 'APPROVED', 'CANCELLED', 'REVOKED', 'EXPIRED']);
  });
  it('request types are §3 MANAGE, ACCESS', () => {
    expect(REQUEST_TYPES).toEqual(['MANAGE', 'ACCESS']);
  });
  it('update statuses are §4 APPROVED (grant), DENIED (decline), REVOKED (remove), CANCELLED', () => {
    expect(RELATIONSHIP_UPDATE_STATUSES).toEqual(['APPROVED', 'DENIED', 'REVOKED', 'CANCELLED']);
  });
  it('other-adult relations are CAREGIVER and MANAGED_ADULT (§1 relationship types)', () => {
    expect(OTHER_ADULT_RELATIONSHIPS).toEqual(['CAREGIVER', 'MANAGED_ADULT']);
  });
});

shape('relationship (§3 "Relationships" entry)', relationshipSchema as Schema, relationship, {
  optional: ['patientName'],
  nullable: ['accessExpiryDate', 'accessGrantedDate', 'accessRequestedDate'],
});
for (const date of ['accessExpiryDate', 'accessGrantedDate', 'accessRequestedDate']) {
  field(
    `relationship ${date} is YYYY-MM-DD`,
    relationshipSchema as Schema,
    relationship,
    date,
    ['2026-01-31'],
    ['2026-01-31x', '2026-1-31'],
  );
}
field(
  'relationship request status (§3)',
  relationshipSchema as Schema,
  relationship,
  'requestStatus',
  ['PENDING', 'APPROVED', 'CANCELLED', 'REVOKED', 'EXPIRED'],
  ['DENIED', 'approved'],
);
field(
  'relationship request type (§3)',
  relationshipSchema as Schema,
  relationship,
  'requestType',
  ['MANAGE', 'ACCESS'],
  ['VIEW'],
);
field(
  'relationship dates: YYYY-MM-DD',
  relationshipSchema as Schema,
  relationship,
  'accessExpiryDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
shape(
  'relationships answer (§3 primaryPatient, pendingRequests, relationships; §6 flag)',
  relationshipsResponseSchema as Schema,
  relationshipsAnswer,
  {
    optional: ['patientName'],
    nullable: ['primaryPatient', 'accessExpiryDate', 'accessGrantedDate', 'accessRequestedDate'],
  },
);
field(
  'relationships answer with no own patient',
  relationshipsResponseSchema as Schema,
  relationshipsAnswer,
  'primaryPatient',
  [null],
  [{ name: 'x' }],
);

shape('relationship update (§3 "Update payload")', relationshipUpdateSchema as Schema, relationshipUpdate, {
  optional: ['accessExpiryDate'],
  nullable: ['accessExpiryDate'],
});
field(
  'relationship update status (§4)',
  relationshipUpdateSchema as Schema,
  relationshipUpdate,
  'relationshipRequestStatus',
  ['APPROVED', 'DENIED', 'REVOKED', 'CANCELLED'],
  ['PENDING', 'EXPIRED'],
);
field(
  'relationship update other-adult relation',
  relationshipUpdateSchema as Schema,
  relationshipUpdate,
  'relationshipType',
  ['CAREGIVER', 'MANAGED_ADULT'],
  ['SELF', 'CHILD', 'PET'],
);
field(
  'relationship update customer id',
  relationshipUpdateSchema as Schema,
  relationshipUpdate,
  'customerId',
  UUID_ACCEPTED,
  UUID_REFUSED,
);
field(
  'relationship update expiry date is YYYY-MM-DD',
  relationshipUpdateSchema as Schema,
  relationshipUpdate,
  'accessExpiryDate',
  ISO_DATE_ACCEPTED,
  ISO_DATE_REFUSED,
);
field(
  'relationship update patient is digits',
  relationshipUpdateSchema as Schema,
  relationshipUpdate,
  'patientNumber',
  ['1'],
  ['p-1', ''],
);
shape(
  'relationship update answer',
  relationshipUpdateResponseSchema as Schema,
  { relationship },
  {
    optional: ['patientName'],
    nullable: ['relationship', 'accessExpiryDate', 'accessGrantedDate', 'accessRequestedDate'],
  },
);

// ——— api/contracts/rx-guest-refill.ts ———

describe('rx-guest-refill constants', () => {
  it('validation statuses name §4 "valid and refillable, valid but not refillable, or invalid"', () => {
    expect(GUEST_VALIDATION_STATUSES).toEqual(['VALID_REFILLABLE', 'VALID_NOT_REFILLABLE', 'INVALID']);
  });
  it('the §7.2 paths are under /rx/api/anonymous', () => {
    expect(RX_ANONYMOUS_PATHS).toEqual({
      validatePrescriptionsFull: '/rx/api/anonymous/guest-refill/validate-prescriptions-full',
      guestRefillOrder: '/rx/api/anonymous/guest-refill/order',
    });
  });
  it('the phone travels in the X-Phone-Number header (§7.2 "phone header"; the name is the contract choice)', () => {
    expect(GUEST_PHONE_HEADER).toBe('X-Phone-Number');
  });
});

describe('guest phone: 10 digits (§5, §9)', () => {
  it.each(exactDigits(10).accepted)('accepts %j', (v) => accepts(guestPhoneSchema as Schema, v));
  it.each([...exactDigits(10).refused, '513-555-0142'])('refuses %j', (v) =>
    refuses(guestPhoneSchema as Schema, v),
  );
});

const validateQuery = { facilityId: '01400376', rxNumber: '1234567' };
shape(
  'validate prescription query (§7.2 facilityId, rxNumber)',
  validatePrescriptionQuerySchema as Schema,
  validateQuery,
);
field(
  'validate query rx number: 5 to 8 digits (§9)',
  validatePrescriptionQuerySchema as Schema,
  validateQuery,
  'rxNumber',
  ['12345', '12345678'],
  ['1234', '123456789', '1234a', 'x12345'],
);
field(
  'validate query facility id: 1 to 12 digits (contract choice)',
  validatePrescriptionQuerySchema as Schema,
  validateQuery,
  'facilityId',
  digitRange(1, 12).accepted,
  digitRange(1, 12).refused,
);
shape('validate prescription answer', validatePrescriptionResponseSchema as Schema, validation, {
  nullable: ['rxRecordNumber'],
});
field(
  'validate answer status (§4 three outcomes)',
  validatePrescriptionResponseSchema as Schema,
  validation,
  'status',
  ['VALID_REFILLABLE', 'VALID_NOT_REFILLABLE', 'INVALID'],
  ['VALID', 'REFILLABLE'],
);

shape(
  'guest refill order (§3 rxRecords, facilityId, pickupTime, contactPhone)',
  guestRefillOrderSchema as Schema,
  guestOrder,
);
field(
  'guest order rx number: 5 to 8 digits',
  guestRefillOrderSchema as Schema,
  guestOrder,
  'rxRecords.0.rxNumber',
  ['12345', '12345678'],
  ['1234', '123456789'],
);
field(
  'guest order record number: 1 to 16 characters',
  guestRefillOrderSchema as Schema,
  guestOrder,
  'rxRecords.0.rxRecordNumber',
  ['1', x(16, '9')],
  ['', x(17, '9')],
);
field(
  'guest order facility id: 1 to 12 digits',
  guestRefillOrderSchema as Schema,
  guestOrder,
  'facilityId',
  ['1', digits(12)],
  ['', digits(13), 'x1'],
);
field(
  'guest order contact phone: 10 digits',
  guestRefillOrderSchema as Schema,
  guestOrder,
  'contactPhone',
  ['5135550142'],
  ['513555014', '51355501420'],
);
describe('guest order: 1 to 5 prescriptions (contract choice)', () => {
  const record = guestOrder.rxRecords[0];
  it('one and five are accepted', () => {
    accepts(guestRefillOrderSchema as Schema, { ...guestOrder, rxRecords: [record] });
    accepts(guestRefillOrderSchema as Schema, {
      ...guestOrder,
      rxRecords: Array.from({ length: 5 }, () => record),
    });
  });
  it('none and six are refused', () => {
    refuses(guestRefillOrderSchema as Schema, { ...guestOrder, rxRecords: [] });
    refuses(guestRefillOrderSchema as Schema, {
      ...guestOrder,
      rxRecords: Array.from({ length: 6 }, () => record),
    });
  });
});
field(
  'guest order pickup time: ISO 8601 with a time zone',
  guestRefillOrderSchema as Schema,
  guestOrder,
  'pickupTime',
  [
    '2026-11-24T19:00Z',
    '2026-11-24T19:00:00Z',
    '2026-11-24T19:00:00.5Z',
    '2026-11-24T19:00:00.000Z',
    '2026-11-24T14:00:00-05:00',
    '2026-11-24T20:00+01:00',
    '2026-11-24T19:59:59.999+00:00',
  ],
  [
    '',
    '2026-11-24',
    '2026-11-24T19:00',
    '2026-11-24T19:00:00',
    '2026-11-24T19:00:00.000',
    '2026-11-24T19:00:00.0000Z',
    '2026-11-24T19:00:00.Z',
    '2026-11-24T19Z',
    '2026-11-24T19:00:0Z',
    '2026-11-24T19:00:000Z',
    '2026-11-24 19:00Z',
    '202-11-24T19:00Z',
    '20260-11-24T19:00Z',
    '2026-1-24T19:00Z',
    '2026-111-24T19:00Z',
    '2026-11-2T19:00Z',
    '2026-11-244T19:00Z',
    '2026-11-24T9:00Z',
    '2026-11-24T190:00Z',
    '2026-11-24T19:0Z',
    '2026-11-24T19:000Z',
    '202a-11-24T19:00Z',
    '2026-1a-24T19:00Z',
    '2026-11-2aT19:00Z',
    '2026-11-24T1a:00Z',
    '2026-11-24T19:0aZ',
    '2026-11-24T19:00:0aZ',
    '2026-11-24T19:00:00.aZ',
    '2026-11-24T19:00:00+0a:00',
    '2026-11-24T19:00:00+05:0a',
    '2026-11-24T19:00:00+5:00',
    '2026-11-24T19:00:00+005:00',
    '2026-11-24T19:00:00+05:0',
    '2026-11-24T19:00:00+05:000',
    '2026-11-24T19:00:00+0500',
    '2026-11-24T19:00:00*05:00',
    '2026-11-24T19:00:00z',
    'dddd-dd-ddTdd:ddZ',
    'x2026-11-24T19:00Z',
    '2026-11-24T19:00Zx',
    ' 2026-11-24T19:00Z',
    '2026-11-24T19:00Z ',
    // Junk Date.parse reads past (an extended year before, a NUL after): only the pattern's anchors refuse these.
    '+002026-11-24T19:00Z',
    '2026-11-24T19:00Z\u0000',
    '2026-11-24T19:00:00.000Z\u0000junk',
    // A NUL where a digit must be, that Date.parse still reads (so only the pattern's \d refuses it).
    '202\u0000-11-24T19:00Z',
    '2026-1\u0000-24T19:00Z',
    '2026-11-2\u0000T19:00Z',
    '2026-11-24T19:00:00.00\u0000Z',
  ],
);
describe('guest order pickup time must be a real date', () => {
  it('a time that fits the pattern but is no date (month 13) is refused', () =>
    refuses(guestRefillOrderSchema as Schema, { ...guestOrder, pickupTime: '2026-13-24T19:00Z' }));
  it('a time that fits the pattern but is no date (hour 25) is refused', () =>
    refuses(guestRefillOrderSchema as Schema, { ...guestOrder, pickupTime: '2026-11-24T25:00:00.000Z' }));
});
shape(
  'guest refill order answer (§3 facility, contactPhone, rxNumbers, pickupTime, status, statusDesc, retryCount, retryDesc)',
  guestRefillOrderResponseSchema as Schema,
  guestOrderAnswer,
  {
    nullable: ['retryDesc'],
  },
);
field(
  'guest order answer status',
  guestRefillOrderResponseSchema as Schema,
  guestOrderAnswer,
  'status',
  ['SUBMITTED'],
  ['FAILED', ''],
);
