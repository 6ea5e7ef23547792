// @vitest-environment node
/**
 * The pharmacy's order, delivery, online-pay, tracker and guest-refill clients against ../shared/spec/pharmacy-portal.md
 * §7 "The calls it makes", with the transport stubbed (an axios adapter that records each request and answers from
 * the test):
 * - §7.1 authenticated base /rx/api: the patients and the prescriptions read model (api/clients/rx.ts), the cart,
 *   shipping methods, the order, hidden prescriptions, fill locations, the new prescription request and product
 *   images (api/clients/rx-orders.ts), the delivery options and order (api/clients/rx-delivery.ts), the paysys cards,
 *   payment intent, online payment and its association (api/clients/rx-online-pay.ts), the guest tracker's patients
 *   and prescriptions (api/clients/rx-tracker.ts);
 * - §7.2 anonymous base /rx/api/anonymous (api/clients/rx-anonymous.ts): the guest refill's validation, with the
 *   phone in a header, and its order (api/clients/rx-guest-refill.ts), and the guest's prescription request;
 * - the checkout wallet's token from the sandbox (POST /__sandbox/wallet/token, api/clients/rx-orders.ts).
 * Which method, path, query, body, headers (Idempotency-Key, X-Phone-Number) and signal go out, which part of the
 * answer each call resolves with, and that a malformed answer is a contract ApiError. The options each client hands
 * the shared wrapper are watched too, so that a key the wrapper would drop anyway (an undefined signal, an empty
 * header object) is still noticed.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { configureHttp } from '../../api/clients/http';
import { fetchPatientPrescriptions, fetchPatientProfiles, rx } from '../../api/clients/rx';
import { rxAnonymous } from '../../api/clients/rx-anonymous';
import { fetchDeliveryOptions, stageDeliveryOrder } from '../../api/clients/rx-delivery';
import { orderGuestRefill, validateGuestPrescription } from '../../api/clients/rx-guest-refill';
import {
  associatePayment,
  createOnlinePayment,
  createPaymentIntent,
  fetchPaysysCards,
} from '../../api/clients/rx-online-pay';
import {
  addToCart,
  clearCart,
  fetchCart,
  fetchFillLocations,
  fetchProductImage,
  fetchShippingMethods,
  fetchWalletToken,
  removeFromCart,
  setVisibility,
  submitGuestPrescriptionRequest,
  submitOrder,
  submitPrescriptionRequest,
} from '../../api/clients/rx-orders';
import { fetchGuestPatientProfiles, fetchGuestPrescriptions } from '../../api/clients/rx-tracker';
import type { Patient, Prescription } from '../../api/contracts/rx';
import type { DeliveryOrder } from '../../api/contracts/rx-delivery';
import type { GuestRefillOrder } from '../../api/contracts/rx-guest-refill';
import type { OnlinePaymentRequest, PaymentAssociation } from '../../api/contracts/rx-online-pay';
import type {
  CartItem,
  OrderRequest,
  PrescriptionRequest,
  VisibilityRequest,
} from '../../api/contracts/rx-orders';
import { failure } from '../support/api-failure';

const requests: InternalAxiosRequestConfig[] = [];
let answer: unknown;
let status = 200;
const originalAdapter = axios.defaults.adapter;

type Verb = 'get' | 'getWithPayload' | 'post' | 'put' | 'patch' | 'delete';
const VERBS: readonly Verb[] = ['get', 'getWithPayload', 'post', 'put', 'patch', 'delete'];
type Loose = Record<Verb, (...args: unknown[]) => unknown>;
/** Every verb of the two pharmacy clients, watched (the real call still runs). */
const spies: MockInstance<(...args: unknown[]) => unknown>[] = [];

beforeEach(() => {
  requests.length = 0;
  status = 200;
  answer = undefined;
  axios.defaults.adapter = async (config) => {
    requests.push(config);
    const response = { status, statusText: '', headers: {}, config, data: answer } as AxiosResponse;
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(`HTTP ${status}`, 'ERR_BAD_RESPONSE', config, {}, response);
  };
  configureHttp({});
  spies.length = 0;
  for (const client of [rx, rxAnonymous]) {
    for (const verb of VERBS) spies.push(vi.spyOn(client as unknown as Loose, verb));
  }
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  configureHttp({});
  vi.restoreAllMocks();
});

/** What went out on the wire (exactly one request). */
const sent = () => {
  expect(requests).toHaveLength(1);
  const r = requests[0]!;
  return {
    method: r.method?.toUpperCase(),
    path: `${r.baseURL ?? ''}${r.url}`,
    params: r.params as unknown,
    data: r.data === undefined ? undefined : (JSON.parse(r.data as string) as unknown),
    headers: r.headers.toJSON() as Record<string, unknown>,
    signal: r.signal,
  };
};

/** The verb and options the client handed the shared wrapper (exactly one call of the rx or rxAnonymous client). */
const handedCall = (): { verb: Verb; path: unknown; options: Record<string, unknown> } => {
  const calls = spies.flatMap((s, i) => s.mock.calls.map((c) => ({ verb: VERBS[i % VERBS.length]!, c })));
  expect(calls).toHaveLength(1);
  const [{ verb, c }] = calls as [{ verb: Verb; c: unknown[] }];
  return { verb, path: c[0], options: c[1] as Record<string, unknown> };
};
const handed = () => handedCall().options;

/** The custom headers these clients may send; each case names the ones it sends. */
const CUSTOM_HEADERS = ['Idempotency-Key', 'X-Phone-Number', 'X-Patient-Number'] as const;

// ---- Valid answers (api/contracts/*.ts) ----

const facility = {
  facilityId: '01400376',
  facilityType: 'RETAIL',
  vanityName: 'Main Street Pharmacy',
  deliveryEnabled: true,
} as const;

const prescription: Prescription = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  rxFillSequence: '2',
  drugName: 'Amoxicillin 500 mg',
  refillStatus: 'REFILLABLE',
  secondaryStatus: null,
  statusDetailMessage: null,
  primaryStatus: null,
  fillStatus: null,
  rxStatus: null,
  isRetail: true,
  hidden: false,
  requiresCallToDoctor: false,
  scheduleTwoDrug: false,
  rxEligibleForAutoRefill: true,
  rxEnrolledAutoRefill: false,
  rxIn90Days: false,
  rxRefillProgram: null,
  refillProgramType: 'NONE',
  lastFillDispenseQuantity: 30,
  lastRefillDate: '2026-01-02',
  lastFilledDate: '2026-01-02',
  patientPayAmount: 4.5,
  totalAmountDue: 4.5,
  promiseDateTime: null,
  expiryDate: '2027-01-02',
  allowDelivery: true,
  prescriber: { firstName: 'Sam', lastName: 'Rivera', active: true, prescriberNumber: 'P-1' },
  facility,
  fillLocation: { facilityId: '01400376' },
  facilityNumber: '01400376',
  productImage: null,
  prescriptionProduct: { productNumber: '00093310905' },
  patientNumber: '100000001',
  paymentInformation: null,
  removed: false,
};

const patient: Patient = {
  patientNumber: '100000001',
  accountNumber: 'acct-1',
  firstName: 'Jordan',
  middleName: null,
  lastName: 'Whitfield',
  suffix: null,
  relationshipType: 'SELF',
  isPrimaryOnAccount: true,
  loyaltyCardNumber: null,
  alternateId: null,
  addresses: [],
  rxList: ['1234567'],
  homePhone: null,
  mobilePhone: { phoneId: 'ph-1', countryCode: '1', areaCode: '513', phoneNumber: '5550142' },
  emailAddress: { email: 'jordan@example.com', emailId: 'em-1' },
  notifyByText: true,
  notifyByEmail: false,
  notifyByVoice: false,
  voiceNotificationPreference: 'MOBILE',
  isAutoRefillFlag: false,
  autoRefillFacilityId: null,
  autoRefillProgramId: null,
  autoRefillTerminationDate: null,
  autoRefillExpiring: false,
  autoRefillExpired: false,
  hasMailOrderTransactions: false,
  autoRefillReminder: null,
  dateOfBirth: '1990-04-05',
};

const cartItem: CartItem = {
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  removed: false,
  prescriptionProduct: { productNumber: '00093310905' },
  productImage: null,
  patientNumber: '100000001',
  accountNumber: 'acct-1',
  patient: { firstName: 'Jordan', lastName: 'Whitfield', relationshipType: 'SELF' },
  prescriber: { firstName: 'Sam', lastName: 'Rivera' },
  fillLocation: { facilityId: '01400376' },
  homePharmacy: facility,
  refill: prescription,
};
const cartAnswer = { items: [cartItem] };

const shippingMethods = [
  { shippingMethodId: 'sm-1', code: 'STANDARD', description: 'Standard (5-7 days)', shippingCharge: 0 },
  { shippingMethodId: 'sm-2', code: 'EXPRESS', description: 'Express (2 days)', shippingCharge: 12.5 },
];

const order: OrderRequest = {
  orderType: 'RETAIL',
  patientType: 'SELF',
  products: [
    {
      rxNumber: '1234567',
      rxRecordNumber: '4500012345',
      rxFillSequence: '2',
      patientNumber: '100000001',
      patientPayAmount: 4.5,
    },
  ],
  pharmacyType: 'RETAIL',
  facilityId: '01400376',
  easyOpenLids: false,
  fulfillmentMethod: 'PICKUP',
  paymentMethod: 'payAtStore',
  paymentType: null,
  pickupTime: '2026-11-25T19:00:00.000Z',
  cardId: null,
  paymentIntentId: null,
  orderRevenue: 4.5,
  shippingMethodId: null,
  addressId: null,
};
const orderAnswer = {
  orderId: 'ord-1',
  orderType: 'RETAIL',
  status: 'SUBMITTED',
  pickupTime: '2026-11-25T19:00:00.000Z',
  facilityId: '01400376',
  itemCount: 1,
};

const visibility: VisibilityRequest = {
  prescriptions: [
    { rxNumber: '1234567', patientNumber: '100000001', hidden: true },
    { rxNumber: '7654321', patientNumber: '100000002', hidden: false },
  ],
};

const fillLocations = [
  {
    facilityId: '01400376',
    facilityType: 'RETAIL',
    vanityName: 'Main Street Pharmacy',
    address: { address1: '1 Main St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
    phone: '5135550100',
    lastFilledDate: '2026-01-02',
  },
];

const prescriptionRequest: PrescriptionRequest = {
  patients: [
    {
      patientNumber: '100000001',
      type: 'TRANSFER',
      facilityId: '01400376',
      competitorId: 'cmp-1',
      prescriptions: [{ medName: 'Lisinopril 10 mg', rxNumber: '7654321' }],
    },
  ],
};
const guestPrescriptionRequest: PrescriptionRequest = {
  patients: [
    {
      guest: { firstName: 'Ana', lastName: 'Lopez', dateOfBirth: '1990-04-05', phone: '5135550142' },
      type: 'NEW',
      facilityId: '01400376',
      prescriptions: [{ medName: 'Lisinopril 10 mg', contactName: 'Dr. Rivera', contactPhone: '5135550111' }],
    },
  ],
};
const requestAnswer = { requestId: 'req-1', status: 'RECEIVED' };

const jpeg = {
  productNumber: '00093310905',
  mimeType: 'image/jpeg',
  data: 'AAAA',
  description: 'Pink capsule',
};
const svg = {
  productNumber: '00093310905',
  mimeType: 'image/svg+xml',
  data: 'PHN2Zz4=',
  description: 'Drawing',
};

const walletToken = { token: 'tok-1', expiresAt: '2026-11-29T08:00:00Z', paymentIntentId: 'pi-1' };

const deliveryOptions = {
  facilityId: '01400376',
  deliveryFee: 4.99,
  options: [
    { deliveryDate: '25-Nov-2026 02:00PM', date: '2026-11-25' },
    { deliveryDate: '26-Nov-2026 02:00PM', date: '2026-11-26' },
  ],
};
const deliveryOrder: DeliveryOrder = {
  cardId: 'card-1',
  deliveryDate: '25-Nov-2026 02:00PM',
  facilityId: '01400376',
  loyaltyNum: '',
  customerId: 'cust-1',
  prescriptions: [
    { patientNumber: '100000001', recordNumber: '4500012345', rxFillSeq: '2', rxNumber: '1234567' },
  ],
};
const deliveryResult = { orderId: 'dlv-1', deliveryDate: '25-Nov-2026 02:00PM', status: 'STAGED' };

const cards = [
  { cardId: 'card-1', brand: 'VISA', lastFour: '1111', expired: false, preferred: true },
  { cardId: 'card-2', brand: 'DISCOVER', lastFour: '1117', expired: true, preferred: false },
];
const intentRequest = { cardType: 'ACH_CARD', paymentMethodId: 'card-1' } as const;
const intent = { paymentIntentId: 'pi-1', fraudToken: 'fraud-1' };
const onlinePaymentRequest: OnlinePaymentRequest = {
  amount: '8.40',
  cartSize: 2,
  paymentMethodId: 'card-1',
  pickupStoreId: '01400376',
};
const onlinePayment = { paymentId: 'pay-1', amount: '8.40', status: 'CREATED' };
const association: PaymentAssociation = {
  paymentType: 'PAYSYS',
  transactions: [
    {
      facilityId: '01400376',
      creditCardId: 'card-1',
      fraudToken: 'fraud-1',
      loyaltyNum: '',
      patientNumber: '100000001',
      prescriptions: [{ rxRecordNum: '4500012345', rxFillSeq: '2', patientPayAmount: 4.5 }],
    },
  ],
};
const associationResult = { paymentId: 'pay-1', status: 'ASSOCIATED', rxRecordNumbers: ['4500012345'] };

const guestProfiles = {
  verified: true,
  patients: [
    {
      patientNumber: '100000001',
      firstName: 'Jordan',
      middleName: null,
      lastName: 'Whitfield',
      suffix: null,
      isPrimaryOnAccount: true,
    },
  ],
};
const guestPrescriptions = { verified: true, prescriptions: [prescription] };

const validation = {
  rxNumber: '1234567',
  facilityId: '01400376',
  status: 'VALID_REFILLABLE',
  rxRecordNumber: '4500012345',
};
const guestRefillOrder: GuestRefillOrder = {
  rxRecords: [{ rxNumber: '1234567', rxRecordNumber: '4500012345' }],
  facilityId: '01400376',
  pickupTime: '2026-11-24T19:00:00.000Z',
  contactPhone: '5135550142',
};
const guestRefillResult = {
  orderId: 'gr-1',
  facility: {
    facilityId: '01400376',
    vanityName: 'Main Street Pharmacy',
    phone: '5135550100',
    address: { address1: '1 Main St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  },
  contactPhone: '5135550142',
  rxNumbers: ['1234567'],
  pickupTime: '2026-11-24T19:00:00.000Z',
  status: 'SUBMITTED',
  statusDesc: 'Submitted',
  retryCount: 0,
  retryDesc: null,
};

// ---- The calls ----

const RX = 'https://rx.example';
const ANON = 'https://rx-anonymous.example';
const SANDBOX = 'https://sandbox.example';

interface Case {
  name: string;
  /** The call, with or without the caller's signal. */
  run: (signal?: AbortSignal) => Promise<unknown>;
  /** The service client it must use: its configured origin, and whether its verbs are watched. */
  client: 'rx' | 'rxAnonymous' | 'sandbox';
  /** The wrapper verb (GET with payload carries query parameters). */
  verb: Verb;
  method: 'GET' | 'POST' | 'DELETE';
  /** Base + path (and, for the DELETE, the query it carries in the address). */
  path: string;
  /** Query parameters handed to axios; undefined: none. */
  params: Record<string, string> | undefined;
  /** JSON body; undefined: none. */
  body: unknown;
  /** The exact headers the client adds; undefined: it passes none. */
  headers: Record<string, string> | undefined;
  answer: unknown;
  /** What the call resolves with (the part of the answer it reads). */
  result: unknown;
  /** An answer outside the call's contract and where the contract error points. */
  malformed: { answer: unknown; at: string };
}

const ORIGINS = { rx: RX, rxAnonymous: ANON, sandbox: SANDBOX } as const;

const cases: Case[] = [
  // api/clients/rx.ts (§7.1)
  {
    name: 'fetchPatientProfiles',
    run: (signal) => fetchPatientProfiles(signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/patient-profiles/',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: { patients: [patient] },
    result: [patient],
    malformed: {
      answer: { patients: [{ ...patient, dateOfBirth: '04/05/1990' }] },
      at: 'patients.0.dateOfBirth',
    },
  },
  {
    name: 'fetchPatientPrescriptions with the whole query',
    run: (signal) =>
      fetchPatientPrescriptions(
        {
          refillMethod: 'RETAIL',
          patientNumber: '100000001',
          includePaymentCards: 'true',
          deliveryEligibility: 'false',
        },
        signal,
      ),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/prescription/patient/prescriptions',
    params: {
      refillMethod: 'RETAIL',
      patientNumber: '100000001',
      includePaymentCards: 'true',
      deliveryEligibility: 'false',
    },
    body: undefined,
    headers: undefined,
    answer: { prescriptions: [prescription] },
    result: [prescription],
    malformed: {
      answer: { prescriptions: [{ ...prescription, refillStatus: 'DONE' }] },
      at: 'prescriptions.0.refillStatus',
    },
  },
  {
    name: 'fetchPatientPrescriptions without a query (every patient)',
    run: (signal) => fetchPatientPrescriptions(undefined, signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/prescription/patient/prescriptions',
    params: {},
    body: undefined,
    headers: undefined,
    answer: { prescriptions: [prescription] },
    result: [prescription],
    malformed: { answer: { patients: [] }, at: 'prescriptions' },
  },
  // api/clients/rx-orders.ts (§7.1, the guest's request on §7.2, the wallet token from the sandbox)
  {
    name: 'fetchCart',
    run: (signal) => fetchCart(signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/cart',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: cartAnswer,
    result: [cartItem],
    malformed: { answer: { items: [{ ...cartItem, removed: 'no' }] }, at: 'items.0.removed' },
  },
  {
    name: 'addToCart',
    run: (signal) => addToCart({ rxNumber: '1234567', patientNumber: '100000001' }, 'key-add-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/cart',
    params: undefined,
    body: { rxNumber: '1234567', patientNumber: '100000001' },
    headers: { 'Idempotency-Key': 'key-add-1' },
    answer: cartAnswer,
    result: [cartItem],
    malformed: { answer: { items: [{ ...cartItem, refill: null }] }, at: 'items.0.refill' },
  },
  {
    name: 'removeFromCart',
    run: (signal) => removeFromCart({ rxNumber: '1234567', patientNumber: '100000001' }, 'key-rm-1', signal),
    client: 'rx',
    verb: 'delete',
    method: 'DELETE',
    path: '/rx/api/cart?rxNumber=1234567&patientNumber=100000001',
    params: undefined,
    body: undefined,
    headers: { 'Idempotency-Key': 'key-rm-1' },
    answer: cartAnswer,
    result: [cartItem],
    malformed: { answer: { items: {} }, at: 'items' },
  },
  {
    name: 'clearCart',
    run: (signal) => clearCart('key-clear-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/cart/clear',
    params: undefined,
    body: {},
    headers: { 'Idempotency-Key': 'key-clear-1' },
    answer: { items: [] },
    result: [],
    malformed: { answer: {}, at: 'items' },
  },
  {
    name: 'fetchShippingMethods',
    run: (signal) => fetchShippingMethods(signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/shipping-methods',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: { shippingMethods },
    result: shippingMethods,
    malformed: {
      answer: { shippingMethods: [{ ...shippingMethods[0], shippingCharge: '0.00' }] },
      at: 'shippingMethods.0.shippingCharge',
    },
  },
  {
    name: 'submitOrder',
    run: (signal) => submitOrder(order, 'key-order-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/orders-stage',
    params: undefined,
    body: order,
    headers: { 'Idempotency-Key': 'key-order-1' },
    answer: orderAnswer,
    result: orderAnswer,
    malformed: { answer: { ...orderAnswer, status: 'PENDING' }, at: 'status' },
  },
  {
    name: 'setVisibility',
    run: (signal) => setVisibility(visibility, signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/prescription/visibility',
    params: undefined,
    body: visibility,
    headers: undefined,
    answer: visibility,
    result: visibility,
    malformed: { answer: { prescriptions: [] }, at: 'prescriptions' },
  },
  {
    name: 'fetchFillLocations',
    run: (signal) => fetchFillLocations('100000001', signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/prescription-patient/100000001/fill-locations',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: { fillLocations },
    result: fillLocations,
    malformed: {
      answer: { fillLocations: [{ ...fillLocations[0], facilityType: 'ONLINE' }] },
      at: 'fillLocations.0.facilityType',
    },
  },
  {
    name: 'submitPrescriptionRequest',
    run: (signal) => submitPrescriptionRequest(prescriptionRequest, 'key-req-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/prescription-request',
    params: undefined,
    body: prescriptionRequest,
    headers: { 'Idempotency-Key': 'key-req-1' },
    answer: requestAnswer,
    result: requestAnswer,
    malformed: { answer: { ...requestAnswer, status: 'SENT' }, at: 'status' },
  },
  {
    name: 'submitGuestPrescriptionRequest',
    run: (signal) => submitGuestPrescriptionRequest(guestPrescriptionRequest, 'key-guest-1', signal),
    client: 'rxAnonymous',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/anonymous/prescription-request',
    params: undefined,
    body: guestPrescriptionRequest,
    headers: { 'Idempotency-Key': 'key-guest-1' },
    answer: { requestId: 'req-2', status: 'RECEIVED' },
    result: { requestId: 'req-2', status: 'RECEIVED' },
    malformed: { answer: { status: 'RECEIVED' }, at: 'requestId' },
  },
  {
    name: 'fetchProductImage',
    run: (signal) => fetchProductImage('00093310905', signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/product-monograph/images',
    params: { productNumber: '00093310905' },
    body: undefined,
    headers: undefined,
    answer: { images: [jpeg] },
    result: 'data:image/jpeg;base64,AAAA',
    malformed: { answer: { images: [{ ...jpeg, mimeType: 'image/png' }] }, at: 'images.0.mimeType' },
  },
  {
    name: 'fetchWalletToken',
    run: (signal) => fetchWalletToken(signal),
    client: 'sandbox',
    verb: 'post',
    method: 'POST',
    path: '/__sandbox/wallet/token',
    params: undefined,
    body: {},
    headers: undefined,
    answer: { data: walletToken },
    result: walletToken,
    malformed: {
      answer: { data: { token: 'tok-1', expiresAt: '2026-11-29T08:00:00Z' } },
      at: 'data.paymentIntentId',
    },
  },
  // api/clients/rx-delivery.ts (§7.1)
  {
    name: 'fetchDeliveryOptions',
    run: (signal) => fetchDeliveryOptions('01400376', ['100000001', '100000002'], signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/delivery-facility/01400376/delivery-options',
    params: { patientNumbers: '100000001,100000002' },
    body: undefined,
    headers: undefined,
    answer: deliveryOptions,
    result: deliveryOptions,
    malformed: {
      answer: { ...deliveryOptions, options: [{ deliveryDate: '2026-11-25 14:00', date: '2026-11-25' }] },
      at: 'options.0.deliveryDate',
    },
  },
  {
    name: 'stageDeliveryOrder',
    run: (signal) => stageDeliveryOrder(deliveryOrder, 'key-dlv-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/delivery-orders-stage',
    params: undefined,
    body: deliveryOrder,
    headers: { 'Idempotency-Key': 'key-dlv-1' },
    answer: deliveryResult,
    result: deliveryResult,
    malformed: { answer: { ...deliveryResult, status: 'PLACED' }, at: 'status' },
  },
  // api/clients/rx-online-pay.ts (§7.1)
  {
    name: 'fetchPaysysCards',
    run: (signal) => fetchPaysysCards('acct-7', signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/paysys-credit-cards/acct-7/cards',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: { cards },
    result: cards,
    malformed: { answer: { cards: [{ ...cards[0], lastFour: '11' }] }, at: 'cards.0.lastFour' },
  },
  {
    name: 'createPaymentIntent',
    run: (signal) => createPaymentIntent(intentRequest, 'key-pi-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/payment-intent',
    params: undefined,
    body: { cardType: 'ACH_CARD', paymentMethodId: 'card-1' },
    headers: { 'Idempotency-Key': 'key-pi-1' },
    answer: intent,
    result: intent,
    malformed: { answer: { paymentIntentId: 'pi-1' }, at: 'fraudToken' },
  },
  {
    name: 'createOnlinePayment',
    run: (signal) => createOnlinePayment('user-9', onlinePaymentRequest, 'key-op-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/online-payment/user-9/payments',
    params: undefined,
    body: onlinePaymentRequest,
    headers: { 'Idempotency-Key': 'key-op-1' },
    answer: onlinePayment,
    result: onlinePayment,
    malformed: { answer: { ...onlinePayment, amount: '8.405' }, at: 'amount' },
  },
  {
    name: 'associatePayment',
    run: (signal) => associatePayment('pay-1', association, 'key-as-1', signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/online-payment/pay-1/payment/associate',
    params: undefined,
    body: association,
    headers: { 'Idempotency-Key': 'key-as-1' },
    answer: associationResult,
    result: associationResult,
    malformed: { answer: { ...associationResult, status: 'CREATED' }, at: 'status' },
  },
  // api/clients/rx-tracker.ts (§7.1)
  {
    name: 'fetchGuestPatientProfiles',
    run: (signal) => fetchGuestPatientProfiles(signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/guest-patient-profiles',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: guestProfiles,
    result: guestProfiles,
    malformed: { answer: { ...guestProfiles, verified: 'yes' }, at: 'verified' },
  },
  {
    name: 'fetchGuestPrescriptions',
    run: (signal) => fetchGuestPrescriptions(signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/prescription/guest/prescriptions',
    params: undefined,
    body: undefined,
    headers: undefined,
    answer: guestPrescriptions,
    result: guestPrescriptions,
    malformed: { answer: { verified: false }, at: 'prescriptions' },
  },
  // api/clients/rx-guest-refill.ts (§7.2)
  {
    name: 'validateGuestPrescription',
    run: (signal) =>
      validateGuestPrescription({ facilityId: '01400376', rxNumber: '1234567' }, '5135550100', signal),
    client: 'rxAnonymous',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/anonymous/guest-refill/validate-prescriptions-full',
    params: { facilityId: '01400376', rxNumber: '1234567' },
    body: undefined,
    headers: { 'X-Phone-Number': '5135550100' },
    answer: validation,
    result: validation,
    malformed: { answer: { ...validation, status: 'MAYBE' }, at: 'status' },
  },
  {
    name: 'orderGuestRefill',
    run: (signal) => orderGuestRefill(guestRefillOrder, 'key-gr-1', signal),
    client: 'rxAnonymous',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/anonymous/guest-refill/order',
    params: undefined,
    body: guestRefillOrder,
    headers: { 'Idempotency-Key': 'key-gr-1' },
    answer: guestRefillResult,
    result: guestRefillResult,
    malformed: { answer: { ...guestRefillResult, retryCount: '0' }, at: 'retryCount' },
  },
];

/** The calls made on the two watched clients (the sandbox's is private to rx-orders.ts). */
const watched = cases.filter((c) => c.client !== 'sandbox');

describe('§7 the calls: method, path, query, body, headers and the part of the answer each resolves with', () => {
  it.each(cases)('$name: $method $path, resolving with its part of the answer', async (c) => {
    answer = c.answer;
    expect(await c.run()).toStrictEqual(c.result);
    const request = sent();
    expect(request.method).toBe(c.method);
    expect(request.path).toBe(c.path);
    expect(request.params).toStrictEqual(c.params);
    expect(request.data).toStrictEqual(c.body);
  });

  it.each(cases)(
    '$name: sends its own Idempotency-Key / X-Phone-Number header values and none of the others (nor X-Patient-Number)',
    async (c) => {
      answer = c.answer;
      await c.run();
      const { headers } = sent();
      for (const name of CUSTOM_HEADERS) expect(headers[name]).toBe(c.headers?.[name]);
    },
  );

  it.each(watched)(
    '$name: hands the wrapper the $verb verb, its path and only the options it uses',
    async (c) => {
      answer = c.answer;
      await c.run();
      const { verb, path, options } = handedCall();
      expect(verb).toBe(c.verb);
      expect(path).toBe(c.path);
      const expectedKeys = ['schema'];
      if (c.params !== undefined || c.body !== undefined) expectedKeys.push('payload');
      if (c.headers !== undefined) expectedKeys.push('headers');
      expect(Object.keys(options).sort()).toEqual(expectedKeys.sort());
      if (c.headers === undefined) expect(options).not.toHaveProperty('headers');
      else expect(options.headers).toStrictEqual(c.headers);
    },
  );

  it.each(cases)('$name: passes the caller’s AbortSignal through', async (c) => {
    answer = c.answer;
    const controller = new AbortController();
    await c.run(controller.signal);
    expect(sent().signal).toBe(controller.signal);
    if (c.client !== 'sandbox') expect(handed().signal).toBe(controller.signal);
  });

  it.each(cases)('$name: without a signal, hands the wrapper no signal key and sends none', async (c) => {
    answer = c.answer;
    await c.run();
    expect(sent().signal).toBeUndefined();
    if (c.client !== 'sandbox') expect(handed()).not.toHaveProperty('signal');
  });

  it.each(cases)(
    '$name: goes to its own service ($client: that service’s configured base URL)',
    async (c) => {
      configureHttp({ baseUrls: { rx: RX, rxAnonymous: ANON, sandbox: SANDBOX } });
      answer = c.answer;
      await c.run();
      expect(sent().path).toBe(`${ORIGINS[c.client]}${c.path}`);
    },
  );

  it.each(cases)('$name: an answer outside its contract rejects with a contract ApiError', async (c) => {
    answer = c.malformed.answer;
    const endpoint = `${c.method} ${c.path}`;
    expect(await failure(c.run())).toEqual({
      name: 'ApiError',
      kind: 'contract',
      endpoint,
      status: 200,
      code: 'CONTRACT_MISMATCH',
      message: `Response of ${endpoint} does not match its contract at ${c.malformed.at}`,
    });
  });
});

describe('§7 the two pharmacy clients', () => {
  it('the authenticated client is based at /rx/api, the anonymous one at /rx/api/anonymous', () => {
    expect(rx.base).toBe('/rx/api');
    expect(rxAnonymous.base).toBe('/rx/api/anonymous');
  });

  it('a refusal of an anonymous call is an http ApiError naming the anonymous endpoint', async () => {
    status = 404;
    answer = { errorMessage: 'We could not find that prescription.' };
    expect(
      await failure(validateGuestPrescription({ facilityId: '01400376', rxNumber: '1234567' }, '5135550100')),
    ).toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'GET /rx/api/anonymous/guest-refill/validate-prescriptions-full',
      status: 404,
      message: 'We could not find that prescription.',
    });
  });

  it('a refusal of a cart removal is an http ApiError whose endpoint carries the removal query', async () => {
    status = 409;
    answer = { error: { code: 'NOT_IN_CART', message: 'Not in the cart' } };
    expect(
      await failure(removeFromCart({ rxNumber: '1234567', patientNumber: '100000001' }, 'key-rm-2')),
    ).toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'DELETE /rx/api/cart?rxNumber=1234567&patientNumber=100000001',
      status: 409,
      code: 'NOT_IN_CART',
      message: 'Not in the cart',
    });
  });
});

describe('§7.1 GET /cart and friends: what each cart call resolves with', () => {
  it.each([
    ['fetchCart', () => fetchCart()],
    ['addToCart', () => addToCart({ rxNumber: '1234567', patientNumber: '100000001' }, 'k')],
    ['removeFromCart', () => removeFromCart({ rxNumber: '1234567', patientNumber: '100000001' }, 'k')],
    ['clearCart', () => clearCart('k')],
  ] as const)('%s resolves with the items array of the answer (an empty cart is [])', async (_name, run) => {
    answer = { items: [] };
    expect(await run()).toStrictEqual([]);
  });

  it('removeFromCart puts the rx number and patient number in the address, URL-encoded, in that order', async () => {
    answer = { items: [] };
    await removeFromCart({ rxNumber: '12345', patientNumber: '1 2&3' }, 'key-rm-3');
    expect(sent().path).toBe('/rx/api/cart?rxNumber=12345&patientNumber=1+2%263');
    expect(handed()).not.toHaveProperty('payload');
  });

  it('the same idempotency key goes out again on a retry; another request carries its own', async () => {
    answer = orderAnswer;
    await submitOrder(order, 'key-order-9');
    await submitOrder(order, 'key-order-9');
    await submitOrder(order, 'key-order-10');
    expect(requests.map((r) => r.headers.toJSON()['Idempotency-Key'])).toEqual([
      'key-order-9',
      'key-order-9',
      'key-order-10',
    ]);
  });
});

describe('§7.1 GET product-monograph/images: the product’s first image as a data URL, or null', () => {
  it.each([
    ['a JPEG', [jpeg], 'data:image/jpeg;base64,AAAA'],
    ['an SVG', [svg], 'data:image/svg+xml;base64,PHN2Zz4='],
    ['the first of several', [svg, jpeg], 'data:image/svg+xml;base64,PHN2Zz4='],
    ['no image', [], null],
  ] as const)('%s answers %s', async (_name, images, result) => {
    answer = { images };
    expect(await fetchProductImage('00093310905')).toBe(result);
  });
});

describe('§7.1 GET /delivery-facility/{facilityId}/delivery-options: patientNumbers as one comma-separated value', () => {
  it.each([
    [['100000001'], '100000001'],
    [['100000001', '100000002', '100000003'], '100000001,100000002,100000003'],
  ] as const)('patients %j are sent as patientNumbers=%s', async (patients, joined) => {
    answer = deliveryOptions;
    await fetchDeliveryOptions('01400376', patients);
    expect(sent().params).toStrictEqual({ patientNumbers: joined });
  });

  it('the facility id is URL-encoded in the path', async () => {
    answer = deliveryOptions;
    await fetchDeliveryOptions('a/b c', ['100000001']);
    expect(sent().path).toBe('/rx/api/delivery-facility/a%2Fb%20c/delivery-options');
  });
});

describe('§7.2 GET /guest-refill/validate-prescriptions-full: the phone travels in a header, never in the address', () => {
  it('the phone is in X-Phone-Number and nowhere in the path or query', async () => {
    answer = validation;
    await validateGuestPrescription({ facilityId: '01400376', rxNumber: '1234567' }, '8005550199');
    const request = sent();
    expect(request.headers['X-Phone-Number']).toBe('8005550199');
    expect(request.path).not.toContain('8005550199');
    expect(JSON.stringify(request.params)).not.toContain('8005550199');
  });
});
