// @vitest-environment node
/**
 * The pharmacy's order-side API contracts against ../shared/spec/pharmacy-portal.md, by parsing values:
 * - api/contracts/rx.ts: §7.1 every authenticated path (base /rx/api, in the spec's order), §7 the patient-number
 *   header; §3 "Patient", "Address", "Prescription / refill" (every field, which ones may be null); §1/§6 relationship
 *   types, §3 voice preferences, §4 "Rx order types" pharmacy types, §4 "Refill statuses", §3 refillProgramType; the
 *   §7.1 prescriptions read model's query and answers;
 * - api/contracts/rx-order-codes.ts and api/contracts/rx-orders.ts: §3 "Cart", "Checkout" (order fields, orderType,
 *   paymentType, payment options), §4 "Rx order types" NEW/TRANSFER/TRANSFER_ALL/PAPER, §4 "Cart" 409, §5 "RX number
 *   ... 5 to 8 digits", §5 "Order submit: a 400 response with detail.message or detail.inputValidationErrors", §5
 *   "Server validationMessages", §3 "New-patient request", §9 names max 50 and phone 10 digits;
 * - api/contracts/rx-tracker.ts: §2.3 / §6 the guest tracker and its two §7.1 calls;
 * - api/contracts/rx-delivery.ts: §3 "Delivery order", §9 "Delivery date format DD-MMM-yyyy hh:mmA", §7.1 delivery
 *   options query patientNumbers;
 * - api/contracts/rx-online-pay.ts: §3 "Payment association" (paymentType PAYSYS), §9 "Online-pay amount defaults to
 *   "1" ... Payment intent card type: ACH_CARD", §7.1 "amount, cartSize, paymentMethodId, pickupStoreId".
 * Expected values are the spec's literals; where the spec is silent (sandbox paths, length limits, the refine
 * messages, the answers' shapes) they are the contract's documented choice (docs/choices.md), said so at the test.
 * Each rule is probed at both sides of every bound, with junk before and after each pattern, and every schema's
 * parsed output is compared with its input (zod drops unknown keys, so a schema that lost its fields still parses).
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as rx from '../../api/contracts/rx';
import * as delivery from '../../api/contracts/rx-delivery';
import * as onlinePay from '../../api/contracts/rx-online-pay';
import * as codes from '../../api/contracts/rx-order-codes';
import * as orders from '../../api/contracts/rx-orders';
import * as tracker from '../../api/contracts/rx-tracker';
import { SPEC_REFILL_STATUSES } from '../support/rx-statuses';

// ---- Helpers ----

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;
/** The messages of a refused value (none when it is accepted). */
const messagesOf = (schema: z.ZodMiniType, value: unknown): string[] => {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** `base` with `path` (dot-separated, array indexes as numbers) set to `value`; undefined deletes the key. */
function withValue(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  if (value === undefined) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
  return copy;
}

/** Every path of a sample: each key of each object, and the first element of each array. */
function pathsOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) {
    return value.length === 0 ? [] : [`${prefix}0`, ...pathsOf(value[0], `${prefix}0.`)];
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...pathsOf(v, `${prefix}${k}.`)]);
  }
  return [];
}

/** A value of another type than `v` (a string becomes a number, a number a string, and so on). */
const otherType = (v: unknown): unknown =>
  typeof v === 'string' ? 7 : typeof v === 'number' ? '7' : typeof v === 'boolean' ? 'true' : 'x';

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], value);

/**
 * The whole shape of a schema, from a sample with every field filled: the parsed output equals the sample; each
 * field may be absent only if listed optional and null only if listed nullable; a value of another type is refused;
 * a key the contract does not name is dropped.
 */
function expectShape(
  schema: z.ZodMiniType,
  sample: unknown,
  { nullable = [], optional = [] }: { nullable?: readonly string[]; optional?: readonly string[] } = {},
) {
  expect(z.parse(schema, sample)).toEqual(sample);
  expect(z.parse(schema, { ...(sample as object), unknownKey: 1 }), 'an unknown key is dropped').toEqual(
    sample,
  );
  const paths = pathsOf(sample);
  for (const listed of [...nullable, ...optional]) expect(paths).toContain(listed);
  for (const path of paths) {
    if (!/^\d+$/.test(path.split('.').at(-1)!)) {
      expect(ok(schema, withValue(sample, path, undefined)), `${path} absent`).toBe(optional.includes(path));
    }
    expect(ok(schema, withValue(sample, path, null)), `${path} null`).toBe(nullable.includes(path));
    const value = at(sample, path);
    if (value !== null)
      expect(ok(schema, withValue(sample, path, otherType(value))), `${path} mistyped`).toBe(false);
  }
}

/** Values at `path` the schema must accept (and give back unchanged) and values it must refuse. */
function expectField(
  schema: z.ZodMiniType,
  sample: unknown,
  path: string,
  accepted: readonly unknown[],
  refused: readonly unknown[],
) {
  for (const v of accepted) {
    const value = withValue(sample, path, v);
    expect(z.safeParse(schema, value).data, `${path} = ${JSON.stringify(v)} accepted`).toEqual(value);
  }
  for (const v of refused) {
    expect(ok(schema, withValue(sample, path, v)), `${path} = ${JSON.stringify(v)} refused`).toBe(false);
  }
}

const text = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1234567890'.repeat(2).slice(0, n);
const copies = <T>(item: T, n: number): T[] => Array.from({ length: n }, () => structuredClone(item));

// ---- Samples: every field filled (the nullable ones too, so their inner schemas are exercised) ----

const facility = {
  facilityId: '01400376',
  facilityType: 'RETAIL',
  vanityName: 'Main Street Pharmacy',
  deliveryEnabled: true,
};

const prescription = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  rxFillSequence: '2',
  drugName: 'Amoxicillin 500 mg',
  refillStatus: 'ON_HOLD',
  secondaryStatus: 'Awaiting Restock',
  statusDetailMessage: 'Expected Thursday',
  primaryStatus: 'H1',
  fillStatus: 'SOLD',
  rxStatus: 'Profiled',
  isRetail: true,
  hidden: false,
  requiresCallToDoctor: false,
  scheduleTwoDrug: true,
  rxEligibleForAutoRefill: true,
  rxEnrolledAutoRefill: false,
  rxIn90Days: true,
  rxRefillProgram: 'HCSS',
  refillProgramType: 'AUTO_REFILL',
  lastFillDispenseQuantity: 30,
  lastRefillDate: '2026-01-02',
  lastFilledDate: '2026-01-03',
  patientPayAmount: 4.5,
  totalAmountDue: 9.25,
  promiseDateTime: '2026-11-25T19:00:00.000Z',
  expiryDate: '2027-01-02',
  allowDelivery: true,
  prescriber: { firstName: 'Sam', lastName: 'Rivera', active: true, prescriberNumber: 'P-1' },
  facility,
  fillLocation: { facilityId: '01400376' },
  facilityNumber: '01400376',
  productImage: '/9j/4AAQSkZJRg==',
  prescriptionProduct: { productNumber: '00093310905' },
  patientNumber: '100000001',
  paymentInformation: { brand: 'VISA', lastFour: '1111', expired: false },
  removed: false,
};
/** §3 "Prescription / refill" fields the contract lets be null. */
const PRESCRIPTION_NULLABLE = [
  'secondaryStatus',
  'statusDetailMessage',
  'primaryStatus',
  'fillStatus',
  'rxStatus',
  'rxRefillProgram',
  'lastFillDispenseQuantity',
  'lastRefillDate',
  'lastFilledDate',
  'patientPayAmount',
  'totalAmountDue',
  'promiseDateTime',
  'expiryDate',
  'productImage',
  'paymentInformation',
] as const;
const prescriptionWithNulls = {
  ...prescription,
  ...Object.fromEntries(PRESCRIPTION_NULLABLE.map((k) => [k, null])),
};

const address = {
  addressId: 'addr-1',
  usage: 'HOME1',
  addressDetails: {
    address1: '1 Main St',
    address2: 'Apt 2',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    country: 'US',
  },
  isShared: false,
};

const patient = {
  patientNumber: '100000001',
  accountNumber: 'acct-1',
  firstName: 'Jordan',
  middleName: 'Lee',
  lastName: 'Whitfield',
  suffix: 'Jr.',
  relationshipType: 'SELF',
  isPrimaryOnAccount: true,
  loyaltyCardNumber: '1234567890',
  alternateId: '1234567890',
  addresses: [address],
  rxList: ['1234567'],
  homePhone: { phoneId: 'ph-0', countryCode: '1', areaCode: '513', phoneNumber: '5550100' },
  mobilePhone: { phoneId: 'ph-1', countryCode: '1', areaCode: '513', phoneNumber: '5550142' },
  emailAddress: { email: 'jordan@example.com', emailId: 'em-1' },
  notifyByText: true,
  notifyByEmail: false,
  notifyByVoice: true,
  voiceNotificationPreference: 'MOBILE',
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400376',
  autoRefillProgramId: 'prog-1',
  autoRefillTerminationDate: '2027-03-01',
  autoRefillExpiring: false,
  autoRefillExpired: false,
  hasMailOrderTransactions: true,
  autoRefillReminder: {
    patientNum: '100000001',
    dismissReminder: false,
    programId: 'prog-1',
    expirationTimestamp: '2027-03-01T00:00:00Z',
  },
  dateOfBirth: '1990-04-05',
  refills: [prescription],
};
const PATIENT_NULLABLE = [
  'middleName',
  'suffix',
  'loyaltyCardNumber',
  'alternateId',
  'addresses.0.addressDetails.address2',
  'homePhone',
  'mobilePhone',
  'emailAddress',
  'autoRefillFacilityId',
  'autoRefillProgramId',
  'autoRefillTerminationDate',
  'autoRefillReminder',
  ...PRESCRIPTION_NULLABLE.map((p) => `refills.0.${p}`),
];

const cartItem = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  removed: false,
  prescriptionProduct: { productNumber: '00093310905' },
  productImage: '/9j/4AAQSkZJRg==',
  patientNumber: '100000001',
  accountNumber: 'acct-1',
  patient: { firstName: 'Jordan', lastName: 'Whitfield', relationshipType: 'CHILD' },
  prescriber: { firstName: 'Sam', lastName: 'Rivera' },
  fillLocation: { facilityId: '01400376' },
  homePharmacy: facility,
  refill: prescription,
};

const orderProduct = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  rxFillSequence: '2',
  patientNumber: '100000001',
  patientPayAmount: 4.5,
};
const order = {
  orderType: 'MAILORDER',
  patientType: 'SELF',
  products: [orderProduct],
  pharmacyType: 'MAIL_ORDER',
  facilityId: '01400376',
  easyOpenLids: true,
  fulfillmentMethod: 'SHIP',
  paymentMethod: 'payNow',
  paymentType: 'DW',
  pickupTime: '2026-11-25T19:00:00.000Z',
  cardId: 'card-1',
  paymentIntentId: 'pi-1',
  orderRevenue: 4.5,
  shippingMethodId: 'sm-1',
  addressId: 'addr-1',
};
const ORDER_NULLABLE = [
  'products.0.patientPayAmount',
  'paymentType',
  'pickupTime',
  'cardId',
  'paymentIntentId',
  'shippingMethodId',
  'addressId',
];

const guest = { firstName: 'Ana', lastName: 'Lopez', dateOfBirth: '1990-04-05', phone: '5135550142' };
const requestPatient = {
  patientNumber: '100000001',
  guest,
  type: 'TRANSFER',
  facilityId: '01400376',
  competitorId: 'cmp-1',
  paperAcknowledge: true,
  prescriptions: [
    {
      medName: 'Lisinopril 10 mg',
      rxNumber: '7654321',
      contactName: 'Other Pharmacy',
      contactPhone: '5135550111',
    },
  ],
};
const REQUEST_PATIENT_OPTIONAL = [
  'patientNumber',
  'guest',
  'competitorId',
  'paperAcknowledge',
  'prescriptions.0.medName',
  'prescriptions.0.rxNumber',
  'prescriptions.0.contactName',
  'prescriptions.0.contactPhone',
];

const deliveryOrder = {
  cardId: 'card-1',
  deliveryDate: '25-Nov-2026 02:00PM',
  facilityId: '01400376',
  loyaltyNum: '1234567890',
  customerId: 'cust-1',
  prescriptions: [
    { patientNumber: '100000001', recordNumber: '4500012345', rxFillSeq: '2', rxNumber: '1234567' },
  ],
};

const associationPrescription = { rxRecordNum: '4500012345', rxFillSeq: '2', patientPayAmount: 4.5 };
const transaction = {
  facilityId: '01400376',
  creditCardId: 'card-1',
  fraudToken: 'fraud-1',
  loyaltyNum: '1234567890',
  patientNumber: '100000001',
  prescriptions: [associationPrescription],
};
const association = { paymentType: 'PAYSYS', transactions: [transaction] };

// =====================================================================================================================
// api/contracts/rx.ts
// =====================================================================================================================

describe('rx.ts: the §7.1 paths and the patient-number header', () => {
  it('RX_PATHS names every §7.1 path under /rx/api, in the spec order ({n} and {rx} as :placeholders)', () => {
    expect(Object.entries(rx.RX_PATHS)).toEqual([
      ['patientProfiles', '/rx/api/patient-profiles/'],
      ['notifications', '/rx/api/notifications/:patientNumber'],
      ['notificationsDismiss', '/rx/api/notifications/dismiss'],
      ['deliveryOptions', '/rx/api/delivery-facility/:facilityId/delivery-options'],
      ['deliveryOrdersStage', '/rx/api/delivery-orders-stage'],
      ['addresses', '/rx/api/addresses'],
      ['patientAddresses', '/rx/api/patient/:patientNumber/addresses'],
      ['patientAddress', '/rx/api/patient/:patientNumber/addresses/:addressId'],
      ['onlinePayments', '/rx/api/online-payment/:userId/payments'],
      ['onlinePaymentAssociate', '/rx/api/online-payment/:id/payment/associate'],
      ['cart', '/rx/api/cart'],
      ['cartClear', '/rx/api/cart/clear'],
      ['loyaltyCardNumber', '/rx/api/patient/:patientNumber/loyaltyCardNumber'],
      ['notificationSettings', '/rx/api/notification-settings/:patientNumber'],
      ['bannerProfile', '/rx/api/banner/profile'],
      ['autoRefillEnroll', '/rx/api/patient/:patientNumber/auto-refill/enroll'],
      ['prescription', '/rx/api/prescription/:rxNumber'],
      ['prescriptionPatientPrescriptions', '/rx/api/prescription-patient/:patientNumber/prescriptions'],
      ['patientPrescriptions', '/rx/api/prescription/patient/prescriptions'],
      ['programEnrollments', '/rx/api/patient-program-enrollments'],
      ['patientPrograms', '/rx/api/patient-programs'],
      ['programReminders', '/rx/api/program-reminders'],
      ['programRemindersCustomer', '/rx/api/program-reminders/customerId'],
      ['fillLocations', '/rx/api/prescription-patient/:patientNumber/fill-locations'],
      ['hasMailOrder', '/rx/api/prescription-patient/:patientNumber/transactions/has-mail-order'],
      ['prescriptionRequest', '/rx/api/prescription-request'],
      ['prescriptionVisibility', '/rx/api/prescription/visibility'],
      ['shippingMethods', '/rx/api/shipping-methods'],
      ['ordersStage', '/rx/api/orders-stage'],
      ['transactions', '/rx/api/prescription/transactions'],
      ['prescriptionTransactions', '/rx/api/prescription/:rxNumber/transactions'],
      ['receiptLoyalty', '/rx/api/receipt-loyalty'],
      ['monograph', '/rx/api/product-monograph/:productNumber/monograph'],
      ['monographImages', '/rx/api/product-monograph/images'],
      ['guestPrescriptions', '/rx/api/prescription/guest/prescriptions'],
      ['patientName', '/rx/api/patient-name'],
      ['guestPatientProfiles', '/rx/api/guest-patient-profiles'],
      ['textVerification', '/rx/api/text-verification'],
      ['paymentIntent', '/rx/api/payment-intent'],
      ['paysysCards', '/rx/api/paysys-credit-cards/:account/cards'],
    ]);
  });

  it("the patient-number header is X-Patient-Number (§7 names it, not its spelling: the contract's choice)", () => {
    expect(rx.PATIENT_NUMBER_HEADER).toBe('X-Patient-Number');
  });
});

describe('rx.ts: the enumerations (§1, §3, §4)', () => {
  it('relationship types are SELF, CHILD, MANAGED_ADULT, CAREGIVER, PET (§1)', () => {
    expect(rx.RELATIONSHIP_TYPES).toEqual(['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET']);
  });
  it('voice notification preferences are HOME, MOBILE, UNKNOWN (§3 "Patient")', () => {
    expect(rx.VOICE_PREFERENCES).toEqual(['HOME', 'MOBILE', 'UNKNOWN']);
  });
  it('pharmacy types are RETAIL, MAIL_ORDER (§4 "Rx order types")', () => {
    expect(rx.FACILITY_TYPES).toEqual(['RETAIL', 'MAIL_ORDER']);
  });
  it('refill statuses are the twelve of §4, in its order', () => {
    expect(rx.REFILL_STATUSES).toEqual(SPEC_REFILL_STATUSES);
  });
  it('refill program types are AUTO_REFILL, NONE (§3 refillProgramType)', () => {
    expect(rx.REFILL_PROGRAM_TYPES).toEqual(['AUTO_REFILL', 'NONE']);
  });
  it('refillMethod values are ALL, RETAIL, MAIL_ORDER (§7.1 names only the parameter: docs/choices.md)', () => {
    expect(rx.REFILL_METHODS).toEqual(['ALL', 'RETAIL', 'MAIL_ORDER']);
  });

  it.each(['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET'])(
    'a patient of relationship %s is accepted',
    (t) => {
      expectField(rx.patientSchema, patient, 'relationshipType', [t], []);
    },
  );
  it('a patient of another relationship (OTHER_ADULT, self) is refused', () => {
    expectField(rx.patientSchema, patient, 'relationshipType', [], ['OTHER_ADULT', 'self', '']);
  });
  it.each(['HOME', 'MOBILE', 'UNKNOWN'])('voice preference %s is accepted, and only the three', (v) => {
    expectField(rx.patientSchema, patient, 'voiceNotificationPreference', [v], ['WORK', 'home']);
  });
  it.each(['RETAIL', 'MAIL_ORDER'])('facility type %s is accepted, and only the two', (t) => {
    expectField(rx.prescriptionFacilitySchema, facility, 'facilityType', [t], ['MAILORDER', 'retail']);
    expectField(rx.prescriptionSchema, prescription, 'facility.facilityType', [t], ['MAILORDER']);
  });
  it.each([
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
  ])('refill status %s is accepted', (s) => {
    expectField(rx.prescriptionSchema, prescription, 'refillStatus', [s], []);
  });
  it('a refill status outside §4 (READY, refillable) is refused', () => {
    expectField(rx.prescriptionSchema, prescription, 'refillStatus', [], ['READY', 'refillable', '']);
  });
  it.each(['AUTO_REFILL', 'NONE'])('refill program type %s is accepted, and only the two', (t) => {
    expectField(rx.prescriptionSchema, prescription, 'refillProgramType', [t], ['HCSS', 'none']);
  });
});

describe('rx.ts: patient numbers (digits, 1 to 12)', () => {
  it.each([
    ['0', true],
    ['7', true],
    ['100000001', true],
    ['123456789012', true],
    ['', false],
    ['1234567890123', false],
    ['a100000001', false],
    ['100000001a', false],
    [' 100000001', false],
    ['100000001 ', false],
    ['10000-0001', false],
    ['x', false],
  ])('%j is accepted: %s', (value, expected) => {
    expect(ok(rx.patientNumberSchema, value)).toBe(expected);
  });
  it('a number is refused (a patient number is a string)', () => {
    expect(ok(rx.patientNumberSchema, 100000001)).toBe(false);
  });
});

describe('rx.ts: calendar dates are YYYY-MM-DD', () => {
  const DATE_FIELDS = [
    { field: 'patient dateOfBirth', schema: rx.patientSchema, sample: patient, path: 'dateOfBirth' },
    {
      field: 'patient autoRefillTerminationDate',
      schema: rx.patientSchema,
      sample: patient,
      path: 'autoRefillTerminationDate',
    },
    {
      field: 'prescription lastRefillDate',
      schema: rx.prescriptionSchema,
      sample: prescription,
      path: 'lastRefillDate',
    },
    {
      field: 'prescription lastFilledDate',
      schema: rx.prescriptionSchema,
      sample: prescription,
      path: 'lastFilledDate',
    },
    {
      field: 'prescription expiryDate',
      schema: rx.prescriptionSchema,
      sample: prescription,
      path: 'expiryDate',
    },
  ];
  const GOOD = ['2026-01-02', '1850-12-31', '0000-00-00'];
  const BAD = [
    '',
    '202-01-02',
    '20261-01-02',
    '2026-1-02',
    '2026-011-02',
    '2026-01-2',
    '2026-01-023',
    'x2026-01-02',
    '2026-01-02x',
    '2026-01-02T00:00:00Z',
    '2026/01/02',
    'abcd-ef-gh',
    '02-01-2026',
  ];
  it.each(DATE_FIELDS)('$field accepts YYYY-MM-DD and refuses anything else', ({ schema, sample, path }) => {
    expectField(schema, sample, path, GOOD, BAD);
  });
});

describe('rx.ts: the patient (§3 "Patient", "Address")', () => {
  it('a patient with every field filled parses to itself; only the listed fields may be null, refills may be absent', () => {
    expectShape(rx.patientSchema, patient, { nullable: PATIENT_NULLABLE, optional: ['refills'] });
  });
  it('a patient with every nullable field null and no refills is accepted as it is', () => {
    const { refills: _refills, ...withoutRefills } = patient;
    const bare = {
      ...withoutRefills,
      middleName: null,
      suffix: null,
      loyaltyCardNumber: null,
      alternateId: null,
      addresses: [],
      rxList: [],
      homePhone: null,
      mobilePhone: null,
      emailAddress: null,
      autoRefillFacilityId: null,
      autoRefillProgramId: null,
      autoRefillTerminationDate: null,
      autoRefillReminder: null,
    };
    expect(z.parse(rx.patientSchema, bare)).toEqual(bare);
  });
  it('the phone, email, address and reminder schemas parse their shapes with every field required', () => {
    expectShape(rx.patientPhoneSchema, patient.mobilePhone);
    expectShape(rx.patientEmailSchema, patient.emailAddress);
    expectShape(rx.patientAddressSchema, address, { nullable: ['addressDetails.address2'] });
    expectShape(rx.autoRefillReminderSchema, patient.autoRefillReminder);
  });
  it('the patient profiles answer carries the patients (GET /patient-profiles/)', () => {
    expectShape(
      rx.patientProfilesResponseSchema,
      { patients: [patient] },
      {
        nullable: PATIENT_NULLABLE.map((p) => `patients.0.${p}`),
        optional: ['patients.0.refills'],
      },
    );
    expect(z.parse(rx.patientProfilesResponseSchema, { patients: [] })).toEqual({ patients: [] });
  });
  it('a profiles answer whose patient has a refill of an unknown status is refused (refills are prescriptions)', () => {
    expect(
      ok(rx.patientProfilesResponseSchema, { patients: [withValue(patient, 'refills.0.refillStatus', 'X')] }),
    ).toBe(false);
  });
});

describe('rx.ts: the prescription (§3 "Prescription / refill")', () => {
  it('a prescription with every field filled parses to itself; only the listed fields may be null', () => {
    expectShape(rx.prescriptionSchema, prescription, { nullable: PRESCRIPTION_NULLABLE });
  });
  it('a prescription with every nullable field null is accepted as it is', () => {
    expect(z.parse(rx.prescriptionSchema, prescriptionWithNulls)).toEqual(prescriptionWithNulls);
  });
  it('its facility has facilityId, facilityType, vanityName, deliveryEnabled, each required', () => {
    expectShape(rx.prescriptionFacilitySchema, facility);
  });
});

describe('rx.ts: the prescriptions read model (§7.1 GET /prescription/patient/prescriptions)', () => {
  const query = {
    refillMethod: 'MAIL_ORDER',
    patientNumber: '100000001',
    includePaymentCards: 'true',
    deliveryEligibility: 'false',
  };
  it('the query has refillMethod, patientNumber, includePaymentCards, deliveryEligibility, each optional', () => {
    expectShape(rx.patientPrescriptionsQuerySchema, query, {
      optional: ['refillMethod', 'patientNumber', 'includePaymentCards', 'deliveryEligibility'],
    });
    expect(z.parse(rx.patientPrescriptionsQuerySchema, {})).toEqual({});
  });
  it.each(['ALL', 'RETAIL', 'MAIL_ORDER'])('refillMethod %s is accepted', (m) => {
    expectField(rx.patientPrescriptionsQuerySchema, query, 'refillMethod', [m], []);
  });
  it('another refillMethod (MAILORDER, all) is refused', () => {
    expectField(rx.patientPrescriptionsQuerySchema, query, 'refillMethod', [], ['MAILORDER', 'all', '']);
  });
  it.each(['includePaymentCards', 'deliveryEligibility'])(
    "%s is the text 'true' or 'false', nothing else",
    (p) => {
      expectField(
        rx.patientPrescriptionsQuerySchema,
        query,
        p,
        ['true', 'false'],
        [true, false, 'yes', 'TRUE', ''],
      );
    },
  );
  it('the patientNumber of the query is a patient number', () => {
    expectField(
      rx.patientPrescriptionsQuerySchema,
      query,
      'patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('the answer carries the prescriptions', () => {
    expectShape(
      rx.patientPrescriptionsResponseSchema,
      { prescriptions: [prescription] },
      {
        nullable: PRESCRIPTION_NULLABLE.map((p) => `prescriptions.0.${p}`),
      },
    );
  });
});

// =====================================================================================================================
// api/contracts/rx-order-codes.ts (and their re-export by rx-orders.ts)
// =====================================================================================================================

describe('rx-order-codes.ts: codes and enumerations (§3 "Checkout", §4)', () => {
  it("the cart's refusal codes are CART_CONFLICT (the §4 409) and NOT_REFILLABLE (the contract's choice)", () => {
    expect(codes.CART_ERROR_CODES).toEqual({ conflict: 'CART_CONFLICT', notRefillable: 'NOT_REFILLABLE' });
  });
  it('order types are MAILORDER and RETAIL (§3 "orderType (MAILORDER or retail)")', () => {
    expect(codes.ORDER_TYPES).toEqual(['MAILORDER', 'RETAIL']);
  });
  it('order payment types are DW, ONLINE_PAYMENT, PAYSYS (§3 paymentType)', () => {
    expect(codes.ORDER_PAYMENT_TYPES).toEqual(['DW', 'ONLINE_PAYMENT', 'PAYSYS']);
  });
  it('payment options are payNow, payAtStore (§3)', () => {
    expect(codes.PAYMENT_OPTIONS).toEqual(['payNow', 'payAtStore']);
  });
  it('fulfilment methods are PICKUP and SHIP (not shown: docs/choices.md)', () => {
    expect(codes.FULFILLMENT_METHODS).toEqual(['PICKUP', 'SHIP']);
  });
  it("the order's 400 code is ORDER_REJECTED (the sandbox's choice, §5 order submit)", () => {
    expect(codes.ORDER_REJECTED_CODE).toBe('ORDER_REJECTED');
  });
  it('request types are NEW, TRANSFER, TRANSFER_ALL, PAPER (§4 "Rx order types")', () => {
    expect(codes.RX_REQUEST_TYPES).toEqual(['NEW', 'TRANSFER', 'TRANSFER_ALL', 'PAPER']);
  });
  it('the idempotency header is Idempotency-Key (docs/security.md)', () => {
    expect(codes.RX_IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });
  it('rx-orders.ts re-exports the same values', () => {
    expect(orders.CART_ERROR_CODES).toEqual({ conflict: 'CART_CONFLICT', notRefillable: 'NOT_REFILLABLE' });
    expect(orders.ORDER_TYPES).toEqual(['MAILORDER', 'RETAIL']);
    expect(orders.ORDER_PAYMENT_TYPES).toEqual(['DW', 'ONLINE_PAYMENT', 'PAYSYS']);
    expect(orders.PAYMENT_OPTIONS).toEqual(['payNow', 'payAtStore']);
    expect(orders.FULFILLMENT_METHODS).toEqual(['PICKUP', 'SHIP']);
    expect(orders.ORDER_REJECTED_CODE).toBe('ORDER_REJECTED');
    expect(orders.RX_REQUEST_TYPES).toEqual(['NEW', 'TRANSFER', 'TRANSFER_ALL', 'PAPER']);
    expect(orders.RX_IDEMPOTENCY_HEADER).toBe('Idempotency-Key');
  });
});

// =====================================================================================================================
// api/contracts/rx-orders.ts
// =====================================================================================================================

describe('rx-orders.ts: paths and limits', () => {
  it("the guest's request path is /rx/api/anonymous/prescription-request (§7.2 names none: docs/choices.md)", () => {
    expect(orders.RX_ORDER_ANONYMOUS_PATHS).toEqual({
      prescriptionRequest: '/rx/api/anonymous/prescription-request',
    });
  });
  it('the sandbox paths are /__sandbox/rx/orders, /__sandbox/rx/payments, /__sandbox/rx/bench-prescriptions', () => {
    expect(orders.RX_ORDER_SANDBOX_PATHS).toEqual({
      orders: '/__sandbox/rx/orders',
      payments: '/__sandbox/rx/payments',
    });
    expect(orders.RX_BENCH_SANDBOX_PATH).toBe('/__sandbox/rx/bench-prescriptions');
  });
  it('an order carries at most 20 refills (not shown: docs/choices.md)', () => {
    expect(orders.MAX_ORDER_PRODUCTS).toBe(20);
  });
  it("an order's patient types are the five relationship types and MULTIPLE (not shown: docs/choices.md)", () => {
    expect(orders.ORDER_PATIENT_TYPES).toEqual([
      'SELF',
      'CHILD',
      'MANAGED_ADULT',
      'CAREGIVER',
      'PET',
      'MULTIPLE',
    ]);
  });
});

describe('rx-orders.ts: RX numbers are 5 to 8 digits (§5, §9)', () => {
  it.each([
    ['12345', true],
    ['1234567', true],
    ['12345678', true],
    ['1234', false],
    ['123456789', false],
    ['', false],
    ['a12345', false],
    ['12345a', false],
    ['123 45', false],
    ['abcde', false],
  ])('%j is accepted: %s', (value, expected) => {
    expect(ok(orders.rxNumberSchema, value)).toBe(expected);
  });
  it.each([
    {
      field: 'POST /cart rxNumber',
      schema: orders.addToCartRequestSchema,
      sample: { rxNumber: '1234567', patientNumber: '100000001' },
      path: 'rxNumber',
    },
    {
      field: 'DELETE /cart rxNumber',
      schema: orders.removeFromCartQuerySchema,
      sample: { rxNumber: '1234567', patientNumber: '100000001' },
      path: 'rxNumber',
    },
    {
      field: 'order product rxNumber',
      schema: orders.orderProductSchema,
      sample: orderProduct,
      path: 'rxNumber',
    },
    {
      field: 'visibility rxNumber',
      schema: orders.visibilityRequestSchema,
      sample: { prescriptions: [{ rxNumber: '1234567', patientNumber: '1', hidden: true }] },
      path: 'prescriptions.0.rxNumber',
    },
    {
      field: 'delivery order rxNumber',
      schema: delivery.deliveryOrderSchema,
      sample: deliveryOrder,
      path: 'prescriptions.0.rxNumber',
    },
  ])('$field takes an RX number', ({ schema, sample, path }) => {
    expectField(schema, sample, path, ['12345', '12345678'], ['1234', '123456789', 'x12345', '12345x']);
  });
});

describe('rx-orders.ts: the cart (§3 "Cart", §7.1 /cart)', () => {
  it("a cart item with every field filled parses to itself; only productImage (and the refill's listed fields) may be null", () => {
    expectShape(orders.cartItemSchema, cartItem, {
      nullable: ['productImage', ...PRESCRIPTION_NULLABLE.map((p) => `refill.${p}`)],
    });
  });
  it('a cart item without its image is accepted (§4 "images load afterwards")', () => {
    expectField(orders.cartItemSchema, cartItem, 'productImage', [null], []);
  });
  it.each(['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET'])(
    "a cart item's patient of relationship %s is accepted",
    (t) => {
      expectField(orders.cartItemSchema, cartItem, 'patient.relationshipType', [t], ['MULTIPLE']);
    },
  );
  it('the cart answer is the items, possibly none', () => {
    expectShape(
      orders.cartResponseSchema,
      { items: [cartItem] },
      {
        nullable: ['items.0.productImage', ...PRESCRIPTION_NULLABLE.map((p) => `items.0.refill.${p}`)],
      },
    );
    expect(z.parse(orders.cartResponseSchema, { items: [] })).toEqual({ items: [] });
  });
  it('POST /cart takes rxNumber and patientNumber, both required', () => {
    const add = { rxNumber: '1234567', patientNumber: '100000001' };
    expectShape(orders.addToCartRequestSchema, add);
    expectField(
      orders.addToCartRequestSchema,
      add,
      'patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('DELETE /cart takes rxNumber, and a patientNumber that may be absent', () => {
    const remove = { rxNumber: '1234567', patientNumber: '100000001' };
    expectShape(orders.removeFromCartQuerySchema, remove, { optional: ['patientNumber'] });
    expectField(
      orders.removeFromCartQuerySchema,
      remove,
      'patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
});

describe('rx-orders.ts: shipping methods (§3 "Checkout" shippingMethods)', () => {
  const method = { shippingMethodId: 'sm-1', code: '1', description: 'Standard shipping', shippingCharge: 0 };
  it('a shipping method has shippingMethodId, code, description, shippingCharge, each required', () => {
    expectShape(orders.shippingMethodSchema, method);
  });
  it('the answer lists them', () => {
    expectShape(orders.shippingMethodsResponseSchema, { shippingMethods: [method] });
    expect(z.parse(orders.shippingMethodsResponseSchema, { shippingMethods: [] })).toEqual({
      shippingMethods: [],
    });
  });
});

describe('rx-orders.ts: the order (§3 "Checkout" order fields, POST /orders-stage)', () => {
  it('an order with every field filled parses to itself; only the listed fields may be null', () => {
    expectShape(orders.orderRequestSchema, order, { nullable: ORDER_NULLABLE });
  });
  it('a pay-at-store pickup order with no card, intent, shipping method or address is accepted as it is', () => {
    const pickup = {
      ...order,
      orderType: 'RETAIL',
      pharmacyType: 'RETAIL',
      fulfillmentMethod: 'PICKUP',
      paymentMethod: 'payAtStore',
      paymentType: null,
      cardId: null,
      paymentIntentId: null,
      shippingMethodId: null,
      addressId: null,
    };
    expect(z.parse(orders.orderRequestSchema, pickup)).toEqual(pickup);
  });
  it('one refill of an order has rxNumber, rxRecordNumber, rxFillSequence, patientNumber, patientPayAmount (nullable)', () => {
    expectShape(orders.orderProductSchema, orderProduct, { nullable: ['patientPayAmount'] });
  });
  it.each(['MAILORDER', 'RETAIL'])('orderType %s is accepted, and only the two', (t) => {
    expectField(orders.orderRequestSchema, order, 'orderType', [t], ['MAIL_ORDER', 'retail']);
  });
  it.each(['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET', 'MULTIPLE'])(
    'patientType %s is accepted',
    (t) => {
      expectField(orders.orderRequestSchema, order, 'patientType', [t], []);
    },
  );
  it('another patientType (OTHER_ADULT, multiple) is refused', () => {
    expectField(orders.orderRequestSchema, order, 'patientType', [], ['OTHER_ADULT', 'multiple', '']);
  });
  it.each(['RETAIL', 'MAIL_ORDER'])('pharmacyType %s is accepted, and only the two', (t) => {
    expectField(orders.orderRequestSchema, order, 'pharmacyType', [t], ['MAILORDER']);
  });
  it.each(['PICKUP', 'SHIP'])('fulfillmentMethod %s is accepted, and only the two', (m) => {
    expectField(orders.orderRequestSchema, order, 'fulfillmentMethod', [m], ['DELIVERY', 'pickup']);
  });
  it.each(['payNow', 'payAtStore'])('paymentMethod %s is accepted, and only the two', (m) => {
    expectField(orders.orderRequestSchema, order, 'paymentMethod', [m], ['PAY_NOW', 'paynow']);
  });
  it.each(['DW', 'ONLINE_PAYMENT', 'PAYSYS'])('paymentType %s is accepted, and only the three', (t) => {
    expectField(orders.orderRequestSchema, order, 'paymentType', [t], ['ACH_CARD', 'dw']);
  });
  it('an order carries 1 to 20 refills', () => {
    expectField(
      orders.orderRequestSchema,
      order,
      'products',
      [copies(orderProduct, 1), copies(orderProduct, 20)],
      [[], copies(orderProduct, 21)],
    );
  });
  it('the text fields are limited: facilityId 20, cardId 100, paymentIntentId 100, shippingMethodId 40, addressId 60', () => {
    for (const [path, max] of [
      ['facilityId', 20],
      ['cardId', 100],
      ['paymentIntentId', 100],
      ['shippingMethodId', 40],
      ['addressId', 60],
      ['products.0.rxRecordNumber', 20],
      ['products.0.rxFillSequence', 10],
    ] as const) {
      expectField(orders.orderRequestSchema, order, path, [text(max)], [text(max + 1)]);
    }
  });
  it("a refill's patient number is a patient number", () => {
    expectField(
      orders.orderRequestSchema,
      order,
      'products.0.patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it.each(['orderRevenue', 'products.0.patientPayAmount'])(
    '%s is an amount from 0 to 100000 dollars',
    (path) => {
      expectField(orders.orderRequestSchema, order, path, [0, 0.0001, 100_000], [-0.01, -1, 100_000.01]);
    },
  );
  it("an amount out of range says 'Must be 0 to 100000.' (the contract's message)", () => {
    expect(messagesOf(orders.orderProductSchema, { ...orderProduct, patientPayAmount: -1 })).toEqual([
      'Must be 0 to 100000.',
    ]);
    expect(messagesOf(orders.orderRequestSchema, { ...order, orderRevenue: 100_001 })).toEqual([
      'Must be 0 to 100000.',
    ]);
  });
  it('pickupTime is ISO 8601 with seconds and an offset: Z or ±hh:mm, with 0 to 3 fraction digits', () => {
    expectField(
      orders.orderRequestSchema,
      order,
      'pickupTime',
      [
        '2026-11-25T19:00:00Z',
        '2026-11-25T19:00:00.1Z',
        '2026-11-25T19:00:00.123Z',
        '2026-11-25T19:00:00+01:00',
        '2026-11-25T19:00:00-05:00',
        '2026-11-25T19:00:00.5-05:00',
        null,
      ],
      [
        '',
        '2026-11-25T19:00:00',
        '2026-11-25T19:00Z',
        '2026-11-25 19:00:00Z',
        '2026-11-25T19:00:00.Z',
        '2026-11-25T19:00:00.1234Z',
        '2026-11-25T19:00:00+0100',
        '2026-11-25T19:00:00+1:00',
        '2026-11-25T19:00:00+01:0',
        '2026-11-25T19:00:00+01:000',
        '2026-11-25T19:00:00*01:00',
        '+002026-11-25T19:00:00Z',
        'x2026-11-25T19:00:00Z',
        '2026-11-25T19:00:00Zx',
        '202-11-25T19:00:00Z',
        '2026-1-25T19:00:00Z',
        '2026-11-2T19:00:00Z',
        '2026-11-25T1:00:00Z',
        '2026-11-25T19:0:00Z',
        '2026-11-25T19:00:0Z',
        '2026-11-25T19:00:00.aZ',
        'yyyy-mm-ddThh:mm:ssZ',
        '2026-11-25',
      ],
    );
  });
  it("a pickupTime of the right form but no real instant is refused with 'Must be a real date and time.'", () => {
    expect(messagesOf(orders.orderRequestSchema, { ...order, pickupTime: '2026-13-01T10:00:00Z' })).toEqual([
      'Must be a real date and time.',
    ]);
    expect(ok(orders.orderRequestSchema, { ...order, pickupTime: '2026-11-25T25:00:00Z' })).toBe(false);
  });
});

describe('rx-orders.ts: the order answer and its refusal (§3 "Response carries orderId", §5 order submit)', () => {
  const answer = {
    orderId: '70000001',
    orderType: 'RETAIL',
    status: 'SUBMITTED',
    pickupTime: '2026-11-25T19:00:00.000Z',
    facilityId: '01400376',
    itemCount: 1,
  };
  it('the answer has orderId, orderType, status, pickupTime (nullable), facilityId, itemCount (docs/choices.md)', () => {
    expectShape(orders.orderResponseSchema, answer, { nullable: ['pickupTime'] });
  });
  it("its status is exactly 'SUBMITTED'", () => {
    expectField(orders.orderResponseSchema, answer, 'status', ['SUBMITTED'], ['', 'RECEIVED', 'submitted']);
  });
  it.each(['MAILORDER', 'RETAIL'])('its orderType %s is accepted, and only the two', (t) => {
    expectField(orders.orderResponseSchema, answer, 'orderType', [t], ['MAIL_ORDER']);
  });
  it('a 400 carries detail.message (nullable) and detail.inputValidationErrors of field and message', () => {
    const rejection = {
      detail: {
        message: 'We encountered an error submitting your order. Please try again.',
        inputValidationErrors: [{ field: 'pickupTime', message: 'Required' }],
      },
    };
    expectShape(orders.orderRejectionSchema, rejection, { nullable: ['detail.message'] });
    const bare = { detail: { message: null, inputValidationErrors: [] } };
    expect(z.parse(orders.orderRejectionSchema, bare)).toEqual(bare);
  });
});

describe('rx-orders.ts: hidden prescriptions (§7.1 POST /prescription/visibility)', () => {
  const entry = { rxNumber: '1234567', patientNumber: '100000001', hidden: true };
  it('the request is 1 to 100 prescriptions of rxNumber, patientNumber and the hidden flag', () => {
    expectShape(orders.visibilityRequestSchema, { prescriptions: [entry] });
    expectField(
      orders.visibilityRequestSchema,
      { prescriptions: [entry] },
      'prescriptions',
      [copies(entry, 1), copies(entry, 100)],
      [[], copies(entry, 101)],
    );
    expectField(
      orders.visibilityRequestSchema,
      { prescriptions: [entry] },
      'prescriptions.0.patientNumber',
      [digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('the answer has the same shape as the request', () => {
    expectShape(orders.visibilityResponseSchema, { prescriptions: [{ ...entry, hidden: false }] });
    expect(ok(orders.visibilityResponseSchema, { prescriptions: [] })).toBe(false);
  });
});

describe('rx-orders.ts: fill locations (§7.1 GET prescription-patient/{n}/fill-locations)', () => {
  const location = {
    facilityId: '01400376',
    facilityType: 'MAIL_ORDER',
    vanityName: 'Home Delivery Pharmacy',
    address: { address1: '1 Main St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
    phone: '5135550100',
    lastFilledDate: '2026-01-02',
  };
  it('a fill location has its facility, address and phone; only lastFilledDate may be null', () => {
    expectShape(orders.fillLocationSchema, location, { nullable: ['lastFilledDate'] });
    expectShape(
      orders.fillLocationsResponseSchema,
      { fillLocations: [location] },
      {
        nullable: ['fillLocations.0.lastFilledDate'],
      },
    );
  });
  it.each(['RETAIL', 'MAIL_ORDER'])('its facilityType %s is accepted, and only the two', (t) => {
    expectField(orders.fillLocationSchema, location, 'facilityType', [t], ['MAILORDER']);
  });
});

describe('rx-orders.ts: the new prescription request (§3 "New-patient request", §4 "Rx order types", §5 Add-Rx)', () => {
  it('a request patient with every field filled parses to itself; the listed fields may be absent, none null', () => {
    expectShape(orders.rxRequestPatientSchema, requestPatient, { optional: REQUEST_PATIENT_OPTIONAL });
  });
  it('a medication of a request may carry none of its four fields', () => {
    expect(z.parse(orders.requestedPrescriptionSchema, {})).toEqual({});
    expectShape(orders.requestedPrescriptionSchema, requestPatient.prescriptions[0], {
      optional: ['medName', 'rxNumber', 'contactName', 'contactPhone'],
    });
  });
  it.each(['NEW', 'TRANSFER', 'TRANSFER_ALL', 'PAPER'])('request type %s is accepted', (t) => {
    expectField(orders.rxRequestPatientSchema, requestPatient, 'type', [t], []);
  });
  it('another request type (MANAGE, new) is refused', () => {
    expectField(orders.rxRequestPatientSchema, requestPatient, 'type', [], ['MANAGE', 'new', '']);
  });
  it('the text fields are limited: facilityId 20, competitorId 40, medName 100, rxNumber 20, contactName 100, contactPhone 20', () => {
    for (const [path, max] of [
      ['facilityId', 20],
      ['competitorId', 40],
      ['prescriptions.0.medName', 100],
      ['prescriptions.0.rxNumber', 20],
      ['prescriptions.0.contactName', 100],
      ['prescriptions.0.contactPhone', 20],
    ] as const) {
      expectField(orders.rxRequestPatientSchema, requestPatient, path, [text(max)], [text(max + 1)]);
    }
  });
  it('a request patient carries 0 to 10 medications', () => {
    const med = requestPatient.prescriptions[0];
    expectField(
      orders.rxRequestPatientSchema,
      requestPatient,
      'prescriptions',
      [[], copies(med, 10)],
      [copies(med, 11)],
    );
  });
  it("a request patient's patientNumber is a patient number", () => {
    expectField(
      orders.rxRequestPatientSchema,
      requestPatient,
      'patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('a request carries 1 to 5 patients', () => {
    const request = { patients: [requestPatient] };
    expectShape(orders.prescriptionRequestSchema, request, {
      optional: REQUEST_PATIENT_OPTIONAL.map((p) => `patients.0.${p}`),
    });
    expectField(
      orders.prescriptionRequestSchema,
      request,
      'patients',
      [copies(requestPatient, 1), copies(requestPatient, 5)],
      [[], copies(requestPatient, 6)],
    );
  });
  it("the answer is requestId and status exactly 'RECEIVED'", () => {
    const answer = { requestId: 'RQ1', status: 'RECEIVED' };
    expectShape(orders.prescriptionRequestResponseSchema, answer);
    expectField(orders.prescriptionRequestResponseSchema, answer, 'status', ['RECEIVED'], ['', 'SUBMITTED']);
  });
  it('a 400 of the request carries validationMessages of field and message (§5)', () => {
    const rejection = {
      validationMessages: [{ field: 'patients.0.prescriptions.0.medName', message: 'Required' }],
    };
    expectShape(orders.requestRejectionSchema, rejection);
    expect(z.parse(orders.requestRejectionSchema, { validationMessages: [] })).toEqual({
      validationMessages: [],
    });
  });
});

describe("rx-orders.ts: the guest's own details (§9 names max 50, phone 10 digits; date YYYY-MM-DD)", () => {
  it('a guest has firstName, lastName, dateOfBirth and phone, each required', () => {
    expectShape(orders.guestPatientSchema, guest);
  });
  it('names are at most 50 characters', () => {
    expectField(orders.guestPatientSchema, guest, 'firstName', [text(50)], [text(51)]);
    expectField(orders.guestPatientSchema, guest, 'lastName', [text(50)], [text(51)]);
  });
  it('the phone is exactly 10 digits', () => {
    expectField(
      orders.guestPatientSchema,
      guest,
      'phone',
      ['5135550142', '0000000000'],
      ['', '513555014', '51355501420', 'x5135550142', '5135550142x', '513-555-0142', 'abcdefghij'],
    );
  });
  it('the date of birth is YYYY-MM-DD', () => {
    expectField(
      orders.guestPatientSchema,
      guest,
      'dateOfBirth',
      ['1990-04-05', '0000-00-00'],
      [
        '',
        '199-04-05',
        '19900-04-05',
        '1990-4-05',
        '1990-004-05',
        '1990-04-5',
        '1990-04-055',
        'x1990-04-05',
        '1990-04-05x',
        'abcd-ef-gh',
        '04/05/1990',
      ],
    );
  });
  it('a guest in a request patient is checked as a guest', () => {
    expectField(orders.rxRequestPatientSchema, requestPatient, 'guest.phone', ['0123456789'], ['012345678']);
    expectField(orders.rxRequestPatientSchema, requestPatient, 'guest.firstName', [text(50)], [text(51)]);
  });
});

describe("rx-orders.ts: the sandbox helpers (sandbox only: the contract's choices)", () => {
  const payment = {
    paymentId: 'pay-1',
    status: 'CREATED',
    amount: '8.40',
    pickupStoreId: '01400376',
    rxRecordNumbers: ['4500012345'],
  };
  const placed = {
    orderId: '70000001',
    orderType: 'MAILORDER',
    pickupTime: '2026-11-25T19:00:00.000Z',
    rxRecordNumbers: ['4500012345'],
  };
  it('the payments list has paymentId, status, amount, pickupStoreId, rxRecordNumbers', () => {
    expectShape(orders.sandboxPaymentsResponseSchema, { payments: [payment] });
  });
  it.each(['CREATED', 'ASSOCIATED', 'CANCELLED'])(
    'a sandbox payment of status %s is accepted, and only the three',
    (s) => {
      expectField(
        orders.sandboxPaymentsResponseSchema,
        { payments: [payment] },
        'payments.0.status',
        [s],
        ['PAID', ''],
      );
    },
  );
  it('the orders list has orderId, orderType, pickupTime (nullable), rxRecordNumbers', () => {
    expectShape(
      orders.sandboxOrdersResponseSchema,
      { orders: [placed] },
      { nullable: ['orders.0.pickupTime'] },
    );
  });
  it.each(['MAILORDER', 'RETAIL'])('a sandbox order of type %s is accepted, and only the two', (t) => {
    expectField(
      orders.sandboxOrdersResponseSchema,
      { orders: [placed] },
      'orders.0.orderType',
      [t],
      ['MAIL_ORDER'],
    );
  });
  it('the bench asks for 1 to 5000 prescriptions, a whole number', () => {
    expectShape(orders.benchPrescriptionsRequestSchema, { count: 10 });
    expectField(
      orders.benchPrescriptionsRequestSchema,
      { count: 10 },
      'count',
      [1, 5000],
      [0, -1, 5001, 1.5],
    );
  });
  it("a bench count out of range says 'Must be 1 to 5000.'", () => {
    expect(messagesOf(orders.benchPrescriptionsRequestSchema, { count: 0 })).toEqual(['Must be 1 to 5000.']);
  });
  it('the bench answers the patient number and the order products it made', () => {
    expectShape(
      orders.benchPrescriptionsResponseSchema,
      { patientNumber: '100000001', prescriptions: [orderProduct] },
      {
        nullable: ['prescriptions.0.patientPayAmount'],
      },
    );
  });
});

// =====================================================================================================================
// api/contracts/rx-tracker.ts
// =====================================================================================================================

describe('rx-tracker.ts: the guest tracker (§2.3, §6, §7.1)', () => {
  const trackerPatient = {
    patientNumber: '100000001',
    firstName: 'Jordan',
    middleName: 'Lee',
    lastName: 'Whitfield',
    suffix: 'Jr.',
    isPrimaryOnAccount: true,
  };
  it('a guest-verified browser may call GET /prescription/guest/prescriptions and GET /guest-patient-profiles', () => {
    expect(tracker.RX_GUEST_TRACKER_PATHS).toEqual([
      '/rx/api/prescription/guest/prescriptions',
      '/rx/api/guest-patient-profiles',
    ]);
  });
  it('a tracker patient is the number and the name; middleName and suffix may be null', () => {
    expectShape(tracker.trackerPatientSchema, trackerPatient, { nullable: ['middleName', 'suffix'] });
    const bare = { ...trackerPatient, middleName: null, suffix: null };
    expect(z.parse(tracker.trackerPatientSchema, bare)).toEqual(bare);
  });
  it("a tracker patient's number is a patient number", () => {
    expectField(
      tracker.trackerPatientSchema,
      trackerPatient,
      'patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('the guest patient profiles answer is verified and the patients', () => {
    expectShape(
      tracker.guestPatientProfilesResponseSchema,
      { verified: true, patients: [trackerPatient] },
      {
        nullable: ['patients.0.middleName', 'patients.0.suffix'],
      },
    );
    const none = { verified: false, patients: [] };
    expect(z.parse(tracker.guestPatientProfilesResponseSchema, none)).toEqual(none);
  });
  it('the guest prescriptions answer is verified and the prescriptions', () => {
    expectShape(
      tracker.guestPrescriptionsResponseSchema,
      { verified: true, prescriptions: [prescription] },
      {
        nullable: PRESCRIPTION_NULLABLE.map((p) => `prescriptions.0.${p}`),
      },
    );
    const none = { verified: false, prescriptions: [] };
    expect(z.parse(tracker.guestPrescriptionsResponseSchema, none)).toEqual(none);
  });
});

// =====================================================================================================================
// api/contracts/rx-delivery.ts
// =====================================================================================================================

describe('rx-delivery.ts: delivery dates are DD-MMM-yyyy hh:mmA (§9)', () => {
  it.each([
    ['25-Nov-2026 02:00PM', true],
    ['01-Jan-2027 11:30AM', true],
    ['5-Nov-2026 02:00PM', false],
    ['125-Nov-2026 02:00PM', false],
    ['25-nov-2026 02:00PM', false],
    ['25-NOV-2026 02:00PM', false],
    ['25-No-2026 02:00PM', false],
    ['25-Novv-2026 02:00PM', false],
    ['25-November-2026 02:00PM', false],
    ['25-Nov-226 02:00PM', false],
    ['25-Nov-20266 02:00PM', false],
    ['25-Nov-2026 2:00PM', false],
    ['25-Nov-2026 002:00PM', false],
    ['25-Nov-2026 02:0PM', false],
    ['25-Nov-2026 02:000PM', false],
    ['25-Nov-2026 02:00XM', false],
    ['25-Nov-2026 02:00pm', false],
    ['25-Nov-2026 02:00P', false],
    ['25-Nov-2026 02:00', false],
    ['x25-Nov-2026 02:00PM', false],
    ['25-Nov-2026 02:00PMx', false],
    ['ab-Nov-abcd ab:cdPM', false],
    ['2026-11-25', false],
    ['', false],
  ])('%j is accepted: %s', (value, expected) => {
    expect(ok(delivery.deliveryDateSchema, value)).toBe(expected);
  });
  it.each([
    {
      field: 'delivery order deliveryDate',
      schema: delivery.deliveryOrderSchema,
      sample: deliveryOrder,
      path: 'deliveryDate',
    },
    {
      field: 'delivery order answer deliveryDate',
      schema: delivery.deliveryOrderResponseSchema,
      sample: { orderId: 'dlv-1', deliveryDate: '25-Nov-2026 02:00PM', status: 'STAGED' },
      path: 'deliveryDate',
    },
    {
      field: 'delivery option deliveryDate',
      schema: delivery.deliveryOptionsResponseSchema,
      sample: {
        facilityId: '01400376',
        deliveryFee: 4.99,
        options: [{ deliveryDate: '25-Nov-2026 02:00PM', date: '2026-11-25' }],
      },
      path: 'options.0.deliveryDate',
    },
  ])('$field is a delivery date', ({ schema, sample, path }) => {
    expectField(schema, sample, path, ['26-Nov-2026 02:00PM'], ['26-Nov-2026', '2026-11-26T14:00:00Z']);
  });
});

describe('rx-delivery.ts: the delivery options (§7.1 GET /delivery-facility/{facilityId}/delivery-options)', () => {
  it.each([
    ['100000001', true],
    ['1', true],
    [digits(12), true],
    ['100000001,100000002', true],
    ['1,2,3', true],
    [`1${',1'.repeat(9)}`, true],
    [`1,${digits(12)}`, true],
    ['', false],
    [digits(13), false],
    [`1,${digits(13)}`, false],
    [`1${',1'.repeat(10)}`, false],
    ['1,', false],
    [',1', false],
    ['1,,2', false],
    ['1;2', false],
    ['1, 2', false],
    ['a1', false],
    ['1a', false],
    ['1,a', false],
    ['x', false],
  ])('patientNumbers %j is accepted: %s', (value, expected) => {
    expect(ok(delivery.deliveryOptionsQuerySchema, { patientNumbers: value })).toBe(expected);
  });
  it('the query is patientNumbers, required, given back as it is', () => {
    expectShape(delivery.deliveryOptionsQuerySchema, { patientNumbers: '100000001,100000002' });
  });
  const options = {
    facilityId: '01400376',
    deliveryFee: 4.99,
    options: [
      { deliveryDate: '25-Nov-2026 02:00PM', date: '2026-11-25' },
      { deliveryDate: '26-Nov-2026 02:00PM', date: '2026-11-26' },
    ],
  };
  it('the answer is the store, its fee and the dates, each with its delivery date and day', () => {
    expectShape(delivery.deliveryOptionsResponseSchema, options);
    const none = { facilityId: '01400376', deliveryFee: 0, options: [] };
    expect(z.parse(delivery.deliveryOptionsResponseSchema, none)).toEqual(none);
  });
  it("an option's day is YYYY-MM-DD", () => {
    expectField(
      delivery.deliveryOptionsResponseSchema,
      options,
      'options.0.date',
      ['2026-11-25', '0000-00-00'],
      [
        '',
        '226-11-25',
        '20266-11-25',
        '2026-1-25',
        '2026-011-25',
        '2026-11-5',
        '2026-11-255',
        'x2026-11-25',
        '2026-11-25x',
        'abcd-ef-gh',
        '25-Nov-2026',
      ],
    );
  });
});

describe('rx-delivery.ts: the delivery order (§3 "Delivery order", POST /delivery-orders-stage)', () => {
  it('an order has cardId, deliveryDate, facilityId, loyaltyNum, customerId and prescriptions, each required', () => {
    expectShape(delivery.deliveryOrderSchema, deliveryOrder);
  });
  it('its text fields are limited: cardId 1-64, facilityId 1-16, loyaltyNum 0-32, customerId 1-64 (docs/choices.md)', () => {
    expectField(delivery.deliveryOrderSchema, deliveryOrder, 'cardId', ['c', text(64)], ['', text(65)]);
    expectField(delivery.deliveryOrderSchema, deliveryOrder, 'facilityId', ['f', text(16)], ['', text(17)]);
    expectField(delivery.deliveryOrderSchema, deliveryOrder, 'loyaltyNum', ['', text(32)], [text(33)]);
    expectField(delivery.deliveryOrderSchema, deliveryOrder, 'customerId', ['c', text(64)], ['', text(65)]);
  });
  it('a prescription of it has patientNumber, recordNumber 1-16, rxFillSeq 0-8 and an RX number', () => {
    const p = 'prescriptions.0';
    expectField(
      delivery.deliveryOrderSchema,
      deliveryOrder,
      `${p}.recordNumber`,
      ['r', text(16)],
      ['', text(17)],
    );
    expectField(delivery.deliveryOrderSchema, deliveryOrder, `${p}.rxFillSeq`, ['', text(8)], [text(9)]);
    expectField(
      delivery.deliveryOrderSchema,
      deliveryOrder,
      `${p}.patientNumber`,
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('an order carries 1 to 20 prescriptions', () => {
    const one = deliveryOrder.prescriptions[0];
    expectField(
      delivery.deliveryOrderSchema,
      deliveryOrder,
      'prescriptions',
      [copies(one, 1), copies(one, 20)],
      [[], copies(one, 21)],
    );
  });
  it("the answer is orderId, deliveryDate and status exactly 'STAGED'", () => {
    const result = { orderId: 'dlv-1', deliveryDate: '25-Nov-2026 02:00PM', status: 'STAGED' };
    expectShape(delivery.deliveryOrderResponseSchema, result);
    expectField(
      delivery.deliveryOrderResponseSchema,
      result,
      'status',
      ['STAGED'],
      ['', 'SUBMITTED', 'staged'],
    );
  });
});

// =====================================================================================================================
// api/contracts/rx-online-pay.ts
// =====================================================================================================================

describe('rx-online-pay.ts: card and association types (§9, §3)', () => {
  it('the payment intent card type is ACH_CARD, the only one (§9)', () => {
    expect(onlinePay.PAYMENT_INTENT_CARD_TYPES).toEqual(['ACH_CARD']);
  });
  it('the payment association type is PAYSYS, the only one (§3)', () => {
    expect(onlinePay.PAYMENT_ASSOCIATION_TYPES).toEqual(['PAYSYS']);
  });
});

describe('rx-online-pay.ts: amounts are dollars as text, 1 to 6 digits and up to 2 decimals (§9 "1")', () => {
  it.each([
    ['1', true],
    ['0', true],
    ['123456', true],
    ['8.4', true],
    ['8.40', true],
    ['123456.99', true],
    ['', false],
    ['1234567', false],
    ['8.401', false],
    ['8.', false],
    ['.40', false],
    ['8,40', false],
    ['x8.40', false],
    ['8.40x', false],
    ['-1', false],
    ['8.a', false],
    ['a.40', false],
    ['one', false],
  ])('%j is accepted: %s', (value, expected) => {
    expect(ok(onlinePay.amountSchema, value)).toBe(expected);
  });
  it('a number is refused (the service takes the amount as text)', () => {
    expect(ok(onlinePay.amountSchema, 1)).toBe(false);
  });
});

describe('rx-online-pay.ts: the paysys cards (§7.1 GET /paysys-credit-cards/{account}/cards)', () => {
  const card = { cardId: 'card-1', brand: 'VISA', lastFour: '1111', expired: false, preferred: true };
  it('a card is cardId, brand, lastFour, expired and preferred, each required', () => {
    expectShape(onlinePay.paysysCardSchema, card);
    expectShape(onlinePay.paysysCardsResponseSchema, { cards: [card] });
    expect(z.parse(onlinePay.paysysCardsResponseSchema, { cards: [] })).toEqual({ cards: [] });
  });
  it('lastFour is exactly 4 digits', () => {
    expectField(
      onlinePay.paysysCardSchema,
      card,
      'lastFour',
      ['1111', '0000'],
      ['', '111', '11111', 'x1111', '1111x', 'abcd', '11 1'],
    );
  });
});

describe('rx-online-pay.ts: the payment intent (§7.1 POST /payment-intent)', () => {
  const request = { cardType: 'ACH_CARD', paymentMethodId: 'card-1' };
  it('the request is cardType and paymentMethodId, both required', () => {
    expectShape(onlinePay.paymentIntentRequestSchema, request);
  });
  it('cardType is ACH_CARD and nothing else', () => {
    expectField(
      onlinePay.paymentIntentRequestSchema,
      request,
      'cardType',
      ['ACH_CARD'],
      ['CREDIT_CARD', 'ach_card', ''],
    );
  });
  it('paymentMethodId is 1 to 64 characters', () => {
    expectField(
      onlinePay.paymentIntentRequestSchema,
      request,
      'paymentMethodId',
      ['c', text(64)],
      ['', text(65)],
    );
  });
  it('the answer is paymentIntentId and fraudToken', () => {
    expectShape(onlinePay.paymentIntentResponseSchema, { paymentIntentId: 'pi-1', fraudToken: 'fraud-1' });
  });
});

describe('rx-online-pay.ts: the online payment (§7.1 "amount, cartSize, paymentMethodId, pickupStoreId")', () => {
  const request = { amount: '8.40', cartSize: 2, paymentMethodId: 'card-1', pickupStoreId: '01400376' };
  it('the request has amount, cartSize, paymentMethodId, pickupStoreId, each required', () => {
    expectShape(onlinePay.onlinePaymentRequestSchema, request);
  });
  it('its amount is an amount ("1" when absent is the caller\'s: §9)', () => {
    expectField(
      onlinePay.onlinePaymentRequestSchema,
      request,
      'amount',
      ['1', '123456.99'],
      ['1234567', '8.401', ''],
    );
  });
  it('cartSize is a whole number from 1 to 50', () => {
    expectField(onlinePay.onlinePaymentRequestSchema, request, 'cartSize', [1, 50], [0, -1, 51, 1.5, 49.5]);
  });
  it('paymentMethodId and pickupStoreId are 1 to 64 characters', () => {
    for (const path of ['paymentMethodId', 'pickupStoreId']) {
      expectField(onlinePay.onlinePaymentRequestSchema, request, path, ['c', text(64)], ['', text(65)]);
    }
  });
  const answer = { paymentId: 'pay-1', amount: '8.40', status: 'CREATED' };
  it('the answer is paymentId, amount and status', () => {
    expectShape(onlinePay.onlinePaymentResponseSchema, answer);
    expectField(onlinePay.onlinePaymentResponseSchema, answer, 'amount', ['1'], ['8.401', '']);
  });
  it.each(['CREATED', 'ASSOCIATED'])('an online payment of status %s is accepted, and only the two', (s) => {
    expectField(onlinePay.onlinePaymentResponseSchema, answer, 'status', [s], ['CANCELLED', 'created', '']);
  });
});

describe('rx-online-pay.ts: the payment association (§3 "Payment association")', () => {
  it('an association is paymentType and transactions of facilityId, creditCardId, fraudToken, loyaltyNum, patientNumber, prescriptions', () => {
    expectShape(onlinePay.paymentAssociationSchema, association, {
      nullable: ['transactions.0.prescriptions.0.patientPayAmount'],
    });
  });
  it('a prescription of it may have no patientPayAmount (null)', () => {
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      'transactions.0.prescriptions.0.patientPayAmount',
      [null, 0],
      [],
    );
  });
  it('paymentType is PAYSYS and nothing else', () => {
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      'paymentType',
      ['PAYSYS'],
      ['DW', 'paysys', ''],
    );
  });
  it('its ids are 1 to 64 characters, loyaltyNum 0 to 32, rxFillSeq 0 to 8', () => {
    const t = 'transactions.0';
    for (const path of [
      `${t}.facilityId`,
      `${t}.creditCardId`,
      `${t}.fraudToken`,
      `${t}.prescriptions.0.rxRecordNum`,
    ]) {
      expectField(onlinePay.paymentAssociationSchema, association, path, ['i', text(64)], ['', text(65)]);
    }
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      `${t}.loyaltyNum`,
      ['', text(32)],
      [text(33)],
    );
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      `${t}.prescriptions.0.rxFillSeq`,
      ['', text(8)],
      [text(9)],
    );
  });
  it("a transaction's patientNumber is a patient number", () => {
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      'transactions.0.patientNumber',
      ['1', digits(12)],
      ['', digits(13), 'p1'],
    );
  });
  it('an association has 1 to 10 transactions, each of 1 to 50 prescriptions', () => {
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      'transactions',
      [copies(transaction, 1), copies(transaction, 10)],
      [[], copies(transaction, 11)],
    );
    expectField(
      onlinePay.paymentAssociationSchema,
      association,
      'transactions.0.prescriptions',
      [copies(associationPrescription, 1), copies(associationPrescription, 50)],
      [[], copies(associationPrescription, 51)],
    );
  });
  it("the answer is paymentId, status exactly 'ASSOCIATED' and the paid rxRecordNumbers", () => {
    const result = { paymentId: 'pay-1', status: 'ASSOCIATED', rxRecordNumbers: ['4500012345'] };
    expectShape(onlinePay.paymentAssociationResponseSchema, result);
    expectField(
      onlinePay.paymentAssociationResponseSchema,
      result,
      'status',
      ['ASSOCIATED'],
      ['CREATED', ''],
    );
    expectField(onlinePay.paymentAssociationResponseSchema, result, 'rxRecordNumbers', [[]], []);
  });
});
