// @vitest-environment node
/**
 * The pharmacy's record and directory clients against ../shared/spec/pharmacy-portal.md §7 "The calls it makes",
 * with the transport stubbed (an axios adapter that records each request and answers from the test):
 * - §7.1 authenticated base /rx/api: auto-refill, programs and reminders (api/clients/rx-auto-refill.ts), history and
 *   records (api/clients/rx-history.ts);
 * - §7.3 security base /rx-security: the vaccine record (api/clients/rx-vaccine-record.ts);
 * - §7.4 pharmacy directory: GET /facilities (api/clients/pharmacy-directory.ts), GET /competitor-list and the
 *   store-locator GraphQL storeSearch, whose GraphQL error containing the requested key is thrown and whose missing
 *   data object throws 'data is null' (api/clients/pharmacy-search.ts).
 * Which method, path, query, body, patient-number header and signal go out, what each call answers with, and a
 * malformed answer is a contract ApiError. The options each client hands the shared wrapper are watched too, so that
 * a key the wrapper would drop anyway (an undefined signal or header) is still noticed.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { configureHttp } from '../../api/clients/http';
import {
  fetchFacilities,
  pharmacyDirectoryV1,
  pharmacyDirectoryV2,
} from '../../api/clients/pharmacy-directory';
import { fetchCompetitors, searchStores } from '../../api/clients/pharmacy-search';
import { rx } from '../../api/clients/rx';
import {
  deleteProgramReminder,
  fetchFillLocations,
  fetchPatientPrograms,
  fetchProgramEnrollments,
  fetchProgramReminders,
  saveAutoRefillEnrollment,
  saveProgramEnrollment,
  saveProgramReminder,
  updatePrescriptionProgram,
  updatePrescriptionPrograms,
} from '../../api/clients/rx-auto-refill';
import {
  fetchHasMailOrder,
  fetchMonograph,
  fetchMonographImages,
  fetchPrescriptionTransactions,
  fetchReceipts,
  fetchTransactions,
} from '../../api/clients/rx-history';
import { rxSecurity } from '../../api/clients/rx-security';
import { fetchSmartHealthCard, sendDvrSecureMessage, verifyDvr } from '../../api/clients/rx-vaccine-record';
import type { BulkPrescriptionProgramRequest } from '../../api/contracts/rx-auto-refill';
import { failure } from '../support/api-failure';

const requests: InternalAxiosRequestConfig[] = [];
let answer: unknown;
let status = 200;
const originalAdapter = axios.defaults.adapter;

type Verb = 'get' | 'getWithPayload' | 'post' | 'put' | 'patch' | 'delete';
const VERBS: readonly Verb[] = ['get', 'getWithPayload', 'post', 'put', 'patch', 'delete'];
type Loose = Record<Verb, (...args: unknown[]) => unknown>;
/** Every verb of the four service clients these files call, watched (the real call still runs). */
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
  for (const client of [rx, rxSecurity, pharmacyDirectoryV1, pharmacyDirectoryV2]) {
    for (const verb of VERBS) spies.push(vi.spyOn(client as unknown as Loose, verb));
  }
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  configureHttp({});
  vi.restoreAllMocks();
});

/** What went out on the wire (one request). */
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

/** The options the client handed the shared wrapper (one call). */
const handed = (): Record<string, unknown> => {
  const calls = spies.flatMap((s) => s.mock.calls);
  expect(calls).toHaveLength(1);
  return calls[0]![1] as Record<string, unknown>;
};

// ---- Valid answers (api/contracts/*.ts) ----

const enrollment = {
  patientNumber: '100000002',
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400376',
  autoRefillProgramId: 'AUTO_REFILL',
  autoRefillTerminationDate: '2027-06-30',
  autoRefillExpiring: false,
  autoRefillExpired: false,
};
const enrollRequest = {
  facilityId: '01400376',
  relationshipType: 'CHILD',
  enrollForAutoRefill: true,
  overridePrivacySetting: false,
} as const;
const updateResult = {
  rxRecordNumber: '4500012345',
  updateSuccessful: true,
  refillOption: 'AUTO_REFILL',
} as const;
const updateResult2 = {
  rxRecordNumber: '4500012346',
  updateSuccessful: false,
  refillOption: 'NONE',
} as const;
const bulkRequest: BulkPrescriptionProgramRequest = {
  prescriptions: [
    { rxRecordNumber: '4500012345', refillOption: 'AUTO_REFILL' },
    { rxRecordNumber: '4500012346', refillOption: 'NONE' },
  ],
};
const fillLocationsAnswer = {
  fillLocations: [
    {
      facilityId: '01400376',
      facilityType: 'RETAIL',
      vanityName: 'Main Street Pharmacy',
      address: { address1: '1 Main St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
      phone: '5135550100',
      lastFilledDate: '2026-01-02',
    },
    {
      facilityId: '09900001',
      facilityType: 'MAIL_ORDER',
      vanityName: 'Home Delivery Pharmacy',
      address: { address1: '9 Depot Rd', city: 'Columbus', state: 'OH', zipCode: '43004' },
      phone: '8005550199',
      lastFilledDate: null,
    },
  ],
};
const fillLocations = [
  {
    facilityId: '01400376',
    vanityName: 'Main Street Pharmacy',
    facilityType: 'RETAIL',
    address1: '1 Main St',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    phone: '5135550100',
  },
  {
    facilityId: '09900001',
    vanityName: 'Home Delivery Pharmacy',
    facilityType: 'MAIL_ORDER',
    address1: '9 Depot Rd',
    city: 'Columbus',
    state: 'OH',
    zipCode: '43004',
    phone: '8005550199',
  },
];
const program = { programName: 'Auto Refill', externalCode: 'AUTO_REFILL', description: 'Refills on time.' };
const programEnrollment = {
  programName: 'Flu reminders',
  enrollmentStatus: 'ENROLLED',
  externalCode: 'FLU_2026',
};
const enrollmentUpdate = {
  programName: 'Flu reminders',
  enrollmentStatus: 'DECLINED',
  externalCode: 'FLU_2026',
} as const;
const reminder = {
  patientNum: '100000001',
  dismissReminder: false,
  programId: 'AUTO_REFILL',
  expirationTimestamp: '2026-12-31T23:59:59Z',
};
const reminderUpdate = { patientNum: '100000001', programId: 'AUTO_REFILL', dismissReminder: true };

const txFacility = {
  facilityId: '01400376',
  vanityName: 'Main Street Pharmacy',
  facilityType: 'RETAIL',
  address1: '1 Main St',
  city: 'Cincinnati',
  state: 'OH',
};
const transaction = {
  transactionId: 'tx-1',
  patientNumber: '100000001',
  rxNumber: '1234567',
  rxRecordNumber: '4500012345',
  rxFillSequence: 2,
  drugName: 'Amoxicillin 500 mg',
  productNumber: '00093310905',
  soldDate: '2025-06-07',
  quantity: 30,
  daysSupply: 10,
  fillStatus: 'SOLD',
  patientPayAmount: 4.5,
  insurancePaidAmount: 12.25,
  retailPrice: 16.75,
  prescriberName: 'Dr. Rivera',
  receiptId: 'rc-1',
  facility: txFacility,
};
const transactionsAnswer = {
  transactions: [transaction],
  maxRequestStartDate: '2023-01-01',
  historyDataPresentFrom: '2024-02-03',
};
const prescriptionTransactionsAnswer = {
  prescription: {
    rxNumber: '1234567',
    rxRecordNumber: '4500012345',
    drugName: 'Amoxicillin 500 mg',
    productNumber: '00093310905',
    refillStatus: 'REFILLABLE',
    secondaryStatus: null,
    prescriberName: 'Dr. Rivera',
    lastFilledDate: '2025-06-07',
    expiryDate: null,
    facility: txFacility,
  },
  transactions: [transaction],
};
const receipt = {
  receiptId: 'rc-1',
  dateTime: '2025-06-07T10:11:12Z',
  pharmacy: txFacility,
  registerNumber: '7',
  items: [
    {
      rxNumber: '1234567',
      drugName: 'Amoxicillin 500 mg',
      patientFirstName: 'Ana',
      fillStatus: 'SOLD',
      amount: 4.5,
    },
  ],
  subtotal: 4.5,
  tax: 0,
  total: 4.5,
};
const monograph = {
  productNumber: '00093310905',
  languageCode: 'es',
  drugName: 'Amoxicilina',
  sections: [{ heading: 'Usos', body: 'Infecciones.' }],
};
const image = {
  productNumber: '00093310905',
  mimeType: 'image/jpeg',
  data: 'AAAA',
  description: 'Pink capsule',
};
const hasMailOrder = { hasMailOrder: true, hasRetailOrder: false };

const dvrRequest = { firstName: 'Ana', lastName: 'Lopez', dateOfBirth: '1990-04-05' } as const;
const verificationId = 'v_abcdefghijklmnopqrstuvwxyz';
const dvrVerified = {
  verified: true,
  delivery: 'TEXT_MESSAGE',
  verificationId,
  phoneLastFour: '0142',
};
const secureMessage = { sent: true, phoneLastFour: '0142', expiresInMinutes: 15 };
const healthCard = {
  patientName: 'Ana Lopez',
  dateOfBirth: '1990-04-05',
  doses: [
    {
      vaccineName: 'Influenza',
      cvxCode: '150',
      manufacturer: 'Acme Bio',
      lotNumber: 'L123',
      occurrenceDate: '2025-10-01',
      doseNumber: null,
      performer: 'Main Street Pharmacy',
    },
  ],
  issuer: 'https://example.test/rx-security/dvr/issuer',
  verifiableCredential: ['a.b.c'],
  qrNumeric: ['shc:/5676'],
  fileName: 'vaccine-record.smart-health-card',
};

const facility = {
  facilityId: '01400376',
  id: '01400376',
  facilityType: 'RETAIL',
  legalName: 'Main Street Pharmacy LLC',
  vanityName: 'Main Street Pharmacy',
  brand: 'Banner',
  divisionNumber: '014',
  storeNumber: '00376',
  address: { address1: '1 Main St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  phone: '5135550100',
  distance: 1.2,
  deliveryEnabled: true,
  pharmacyHours: [{ displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: null }],
  prettyHours: ['Mon-Fri 9:00 AM - 9:00 PM'],
  breakHours: null,
  hoursOfOperation: {
    regularHours: [{ day: 'MONDAY', open: '09:00', close: '21:00', breakStart: null, breakEnd: null }],
    holidaySchedule: [],
  },
  promiseTimes: {
    defaultPromiseTime: '2h',
    earliestAvailableTime: { rxWebWithDoctorCall: '4h', rxWebWithoutDoctorCall: '2h' },
  },
};
const competitor = {
  competitorId: 'cmp-1',
  pharmacyName: 'Corner Drug',
  phone: '5135550111',
  address: { address1: '5 Elm St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
};
const store = {
  banner: 'Banner',
  vanityName: 'Main Street',
  divisionNumber: '014',
  storeNumber: '00376',
  phoneNumber: '5135550100',
  showWeeklyAd: true,
  showShopThisStoreAndPreferredStoreButtons: true,
  distance: 1.2,
  latitude: 39.1,
  longitude: -84.5,
  address: {
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Cincinnati',
    countryCode: 'US',
    stateCode: 'OH',
    zip: '45202',
  },
  pharmacy: { phoneNumber: '5135550101' },
  departments: [{ code: 'PHARMACY' }],
};
const storeResult = { stores: [store], fuel: [], shouldShowFuelMessage: false };

/** The store-locator query text (§7.4 "query text"): the storeSearch operation with its two variables. */
const storeSearchQuery = expect.stringMatching(
  /^query storeSearch\(\$searchText: String!, \$filters: \[String\]\) \{\s+storeSearch\(searchText: \$searchText, filters: \$filters\)/,
);

// ---- The calls ----

interface Case {
  name: string;
  /** The call, with or without the caller's signal. */
  run: (signal?: AbortSignal) => Promise<unknown>;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  /** Base + path (and, for the DELETE, the query it carries in the address). */
  path: string;
  /** The configured origin of the service the call must use (see the base-URL test). */
  origin: string;
  /** Query parameters handed to axios; undefined: none. */
  params: Record<string, string> | undefined;
  /** JSON body; undefined: none. */
  body: unknown;
  /** X-Patient-Number header value; undefined: the header is not sent (and the client passes no headers). */
  patient: string | undefined;
  answer: unknown;
  result: unknown;
  /** An answer outside the call's contract and where the contract error points; undefined: any answer is taken. */
  malformed: { answer: unknown; at: string } | undefined;
}

const RX = 'https://rx.example';
const SEC = 'https://security.example';
const DIR1 = 'https://directory-v1.example';
const DIR2 = 'https://directory-v2.example';

const cases: Case[] = [
  // §7.1 auto-refill, programs and reminders
  {
    name: 'saveAutoRefillEnrollment with a linked patient',
    run: (signal) => saveAutoRefillEnrollment('100000001', enrollRequest, '100000002', signal),
    method: 'PUT',
    path: '/rx/api/patient/100000001/auto-refill/enroll',
    origin: RX,
    params: undefined,
    body: enrollRequest,
    patient: '100000002',
    answer: enrollment,
    result: enrollment,
    malformed: { answer: { ...enrollment, isAutoRefillFlag: 'yes' }, at: 'isAutoRefillFlag' },
  },
  {
    name: 'saveAutoRefillEnrollment without a linked patient',
    run: (signal) => saveAutoRefillEnrollment('100000001', enrollRequest, undefined, signal),
    method: 'PUT',
    path: '/rx/api/patient/100000001/auto-refill/enroll',
    origin: RX,
    params: undefined,
    body: enrollRequest,
    patient: undefined,
    answer: enrollment,
    result: enrollment,
    malformed: {
      answer: { ...enrollment, autoRefillTerminationDate: '30/06/2027' },
      at: 'autoRefillTerminationDate',
    },
  },
  {
    name: 'saveAutoRefillEnrollment with an empty linked patient',
    run: (signal) => saveAutoRefillEnrollment('100000001', enrollRequest, '', signal),
    method: 'PUT',
    path: '/rx/api/patient/100000001/auto-refill/enroll',
    origin: RX,
    params: undefined,
    body: enrollRequest,
    patient: undefined,
    answer: enrollment,
    result: enrollment,
    malformed: { answer: {}, at: 'patientNumber' },
  },
  {
    name: 'updatePrescriptionProgram',
    run: (signal) => updatePrescriptionProgram('4500012345', 'AUTO_REFILL', signal),
    method: 'PUT',
    path: '/rx/api/prescription/4500012345',
    origin: RX,
    params: undefined,
    body: { refillProgramType: 'AUTO_REFILL' },
    patient: undefined,
    answer: updateResult,
    result: updateResult,
    malformed: { answer: { ...updateResult, refillOption: 'SOMETIMES' }, at: 'refillOption' },
  },
  {
    name: 'updatePrescriptionPrograms',
    run: (signal) => updatePrescriptionPrograms('100000001', bulkRequest, signal),
    method: 'PUT',
    path: '/rx/api/prescription-patient/100000001/prescriptions',
    origin: RX,
    params: undefined,
    body: bulkRequest,
    patient: undefined,
    answer: { results: [updateResult, updateResult2] },
    result: [updateResult, updateResult2],
    malformed: { answer: { result: [updateResult] }, at: 'results' },
  },
  {
    name: 'fetchFillLocations',
    run: (signal) => fetchFillLocations('100000001', signal),
    method: 'GET',
    path: '/rx/api/prescription-patient/100000001/fill-locations',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: undefined,
    answer: fillLocationsAnswer,
    result: fillLocations,
    // The page's flattened shape is not the answer's contract.
    malformed: { answer: { fillLocations }, at: 'fillLocations.0.address' },
  },
  {
    name: 'fetchPatientPrograms',
    run: (signal) => fetchPatientPrograms(signal),
    method: 'GET',
    path: '/rx/api/patient-programs',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: undefined,
    answer: { programs: [program] },
    result: [program],
    malformed: { answer: { programs: [{ ...program, description: null }] }, at: 'programs.0.description' },
  },
  {
    name: 'fetchProgramEnrollments',
    run: (signal) => fetchProgramEnrollments('100000001', signal),
    method: 'GET',
    path: '/rx/api/patient-program-enrollments',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: '100000001',
    answer: { enrollments: [programEnrollment] },
    result: [programEnrollment],
    malformed: {
      answer: { enrollments: [{ ...programEnrollment, enrollmentStatus: 'MAYBE' }] },
      at: 'enrollments.0.enrollmentStatus',
    },
  },
  {
    name: 'saveProgramEnrollment',
    run: (signal) => saveProgramEnrollment('100000001', enrollmentUpdate, signal),
    method: 'PUT',
    path: '/rx/api/patient-program-enrollments',
    origin: RX,
    params: undefined,
    body: enrollmentUpdate,
    patient: '100000001',
    answer: { ...enrollmentUpdate },
    result: enrollmentUpdate,
    malformed: { answer: { enrollments: [enrollmentUpdate] }, at: 'programName' },
  },
  {
    name: 'fetchProgramReminders',
    run: (signal) => fetchProgramReminders(signal),
    method: 'GET',
    path: '/rx/api/program-reminders',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: undefined,
    answer: { reminders: [reminder] },
    result: [reminder],
    malformed: { answer: { reminders: reminder }, at: 'reminders' },
  },
  {
    name: 'saveProgramReminder',
    run: (signal) => saveProgramReminder(reminderUpdate, signal),
    method: 'PUT',
    path: '/rx/api/program-reminders',
    origin: RX,
    params: undefined,
    body: reminderUpdate,
    patient: undefined,
    answer: { ...reminder, dismissReminder: true },
    result: { ...reminder, dismissReminder: true },
    malformed: { answer: reminderUpdate, at: 'expirationTimestamp' },
  },
  {
    name: 'deleteProgramReminder',
    run: (signal) => deleteProgramReminder('100000001', 'AUTO REFILL/2', signal),
    method: 'DELETE',
    path: '/rx/api/program-reminders?patientNum=100000001&programId=AUTO+REFILL%2F2',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: undefined,
    answer: { deleted: 1 },
    result: { deleted: 1 },
    malformed: undefined,
  },
  // §7.1 history and records
  {
    name: 'fetchTransactions',
    run: (signal) =>
      fetchTransactions(
        { patientNumber: '100000001', startDate: '2025-01-01', endDate: '2025-12-31' },
        signal,
      ),
    method: 'GET',
    path: '/rx/api/prescription/transactions',
    origin: RX,
    params: { patientNumber: '100000001', startDate: '2025-01-01', endDate: '2025-12-31' },
    body: undefined,
    patient: undefined,
    answer: transactionsAnswer,
    result: transactionsAnswer,
    malformed: { answer: { ...transactionsAnswer, maxRequestStartDate: null }, at: 'maxRequestStartDate' },
  },
  {
    name: 'fetchPrescriptionTransactions',
    run: (signal) => fetchPrescriptionTransactions('4500012345', '100000001', signal),
    method: 'GET',
    path: '/rx/api/prescription/4500012345/transactions',
    origin: RX,
    params: { patientNumber: '100000001' },
    body: undefined,
    patient: undefined,
    answer: prescriptionTransactionsAnswer,
    result: prescriptionTransactionsAnswer,
    malformed: { answer: { transactions: [transaction] }, at: 'prescription' },
  },
  {
    name: 'fetchReceipts',
    run: (signal) => fetchReceipts('1234567890123', signal),
    method: 'GET',
    path: '/rx/api/receipt-loyalty',
    origin: RX,
    params: { loyaltyId: '1234567890123' },
    body: undefined,
    patient: undefined,
    answer: { receipts: [receipt] },
    result: [receipt],
    malformed: { answer: { receipts: [{ ...receipt, total: '4.50' }] }, at: 'receipts.0.total' },
  },
  {
    name: 'fetchMonograph',
    run: (signal) => fetchMonograph('00093310905', 'es', signal),
    method: 'GET',
    path: '/rx/api/product-monograph/00093310905/monograph',
    origin: RX,
    params: { languageCode: 'es' },
    body: undefined,
    patient: undefined,
    answer: monograph,
    result: monograph,
    malformed: { answer: { ...monograph, languageCode: 'fr' }, at: 'languageCode' },
  },
  {
    name: 'fetchMonographImages',
    run: (signal) => fetchMonographImages('00093310905', signal),
    method: 'GET',
    path: '/rx/api/product-monograph/images',
    origin: RX,
    params: { productNumber: '00093310905' },
    body: undefined,
    patient: undefined,
    answer: { images: [image] },
    result: [image],
    malformed: { answer: { images: [{ ...image, mimeType: 'image/gif' }] }, at: 'images.0.mimeType' },
  },
  {
    name: 'fetchHasMailOrder',
    run: (signal) => fetchHasMailOrder('100000001', signal),
    method: 'GET',
    path: '/rx/api/prescription-patient/100000001/transactions/has-mail-order',
    origin: RX,
    params: undefined,
    body: undefined,
    patient: undefined,
    answer: hasMailOrder,
    result: hasMailOrder,
    malformed: { answer: { hasMailOrder: true }, at: 'hasRetailOrder' },
  },
  // §7.3 the vaccine record
  {
    name: 'verifyDvr',
    run: (signal) => verifyDvr(dvrRequest, signal),
    method: 'POST',
    path: '/rx-security/dvr/verify-dvr',
    origin: SEC,
    params: undefined,
    body: dvrRequest,
    patient: undefined,
    answer: dvrVerified,
    result: dvrVerified,
    malformed: { answer: { ...dvrVerified, delivery: 'EMAIL' }, at: 'delivery' },
  },
  {
    name: 'sendDvrSecureMessage',
    run: (signal) => sendDvrSecureMessage(verificationId, signal),
    method: 'POST',
    path: '/rx-security/rx-security-api/dvr/secure-message',
    origin: SEC,
    params: undefined,
    body: { verificationId },
    patient: undefined,
    answer: secureMessage,
    result: secureMessage,
    malformed: { answer: { ...secureMessage, expiresInMinutes: '15' }, at: 'expiresInMinutes' },
  },
  {
    name: 'fetchSmartHealthCard with a link token',
    run: (signal) => fetchSmartHealthCard('tok-1', signal),
    method: 'GET',
    path: '/rx-security/dvr/smart-health-card',
    origin: SEC,
    params: { token: 'tok-1' },
    body: undefined,
    patient: undefined,
    answer: healthCard,
    result: healthCard,
    malformed: { answer: { ...healthCard, qrNumeric: 'shc:/5676' }, at: 'qrNumeric' },
  },
  {
    name: 'fetchSmartHealthCard without a token (null)',
    run: (signal) => fetchSmartHealthCard(null, signal),
    method: 'GET',
    path: '/rx-security/dvr/smart-health-card',
    origin: SEC,
    params: {},
    body: undefined,
    patient: undefined,
    answer: healthCard,
    result: healthCard,
    malformed: { answer: { ...healthCard, dateOfBirth: '05/04/1990' }, at: 'dateOfBirth' },
  },
  {
    name: 'fetchSmartHealthCard with an empty token',
    run: (signal) => fetchSmartHealthCard('', signal),
    method: 'GET',
    path: '/rx-security/dvr/smart-health-card',
    origin: SEC,
    params: {},
    body: undefined,
    patient: undefined,
    answer: healthCard,
    result: healthCard,
    malformed: { answer: {}, at: 'patientName' },
  },
  // §7.4 the pharmacy directory
  {
    name: 'fetchFacilities by ids, phone number and address',
    run: (signal) =>
      fetchFacilities(
        { id: ['01400376', '01400377'], phoneNumber: '5135550100', address: '1 Main St, Cincinnati OH' },
        signal,
      ),
    method: 'GET',
    path: '/atlas/v1/pharmacy/v1/facilities',
    origin: DIR1,
    params: {
      'filter.id': '01400376,01400377',
      'filter.phoneNumber': '5135550100',
      'filter.address': '1 Main St, Cincinnati OH',
    },
    body: undefined,
    patient: undefined,
    answer: { facilities: [facility] },
    result: [facility],
    malformed: {
      answer: { facilities: [{ ...facility, facilityType: 'KIOSK' }] },
      at: 'facilities.0.facilityType',
    },
  },
  {
    name: 'fetchCompetitors',
    run: (signal) => fetchCompetitors({ pharmacyName: 'Corner Drug', query: '45202' }, signal),
    method: 'GET',
    path: '/atlas/v1/pharmacy/v1/competitor-list',
    origin: DIR1,
    params: { 'filter.pharmacyName': 'Corner Drug', 'filter.query': '45202' },
    body: undefined,
    patient: undefined,
    answer: { competitors: [competitor] },
    result: [competitor],
    malformed: { answer: { competitors: [{ ...competitor, phone: 5135550111 }] }, at: 'competitors.0.phone' },
  },
  {
    name: 'searchStores',
    run: (signal) => searchStores('45202', ['PHARMACY', 'FUEL'], signal),
    method: 'POST',
    path: '/atlas/v1/pharmacy/v2/graphql',
    origin: DIR2,
    params: undefined,
    body: {
      query: storeSearchQuery,
      variables: { searchText: '45202', filters: ['PHARMACY', 'FUEL'] },
      operationName: 'storeSearch',
    },
    patient: undefined,
    answer: { data: { storeSearch: storeResult } },
    result: storeResult,
    malformed: { answer: {}, at: 'data' },
  },
];

/** [test title, case]: plain titles (Vitest quotes and shortens a `$name` interpolation). */
const titled = (list: Case[]) => list.map((c) => [c.name, c] as const);

describe('§7 the calls: method, path, query, body, patient-number header and answer', () => {
  it.each(cases.map((c) => [`${c.name}: ${c.method} ${c.path}`, c] as const))(
    '%s, with its query, body and patient-number header, resolving with its part of the answer',
    async (_title, c) => {
      answer = c.answer;
      expect(await c.run()).toEqual(c.result);
      const request = sent();
      expect(request.method).toBe(c.method);
      expect(request.path).toBe(c.path);
      expect(request.params).toStrictEqual(c.params);
      expect(request.data).toEqual(c.body);
      if (c.patient === undefined) {
        expect(request.headers).not.toHaveProperty('X-Patient-Number');
        expect(handed()).not.toHaveProperty('headers');
      } else {
        expect(request.headers['X-Patient-Number']).toBe(c.patient);
        expect(handed().headers).toStrictEqual({ 'X-Patient-Number': c.patient });
      }
    },
  );

  it.each(titled(cases))('%s: passes the caller’s AbortSignal through', async (_title, c) => {
    answer = c.answer;
    const controller = new AbortController();
    await c.run(controller.signal);
    expect(handed().signal).toBe(controller.signal);
    expect(sent().signal).toBe(controller.signal);
  });

  it.each(titled(cases))(
    '%s: without a signal, hands the wrapper no signal key and sends none',
    async (_title, c) => {
      answer = c.answer;
      await c.run();
      expect(handed()).not.toHaveProperty('signal');
      expect(sent().signal).toBeUndefined();
    },
  );

  it.each(titled(cases))(
    '%s: goes to its own service (that service’s configured base URL)',
    async (_title, c) => {
      configureHttp({
        baseUrls: { rx: RX, rxSecurity: SEC, pharmacyDirectoryV1: DIR1, pharmacyDirectoryV2: DIR2 },
      });
      answer = c.answer;
      await c.run();
      expect(sent().path).toBe(`${c.origin}${c.path}`);
    },
  );

  it.each(titled(cases.filter((c) => c.malformed !== undefined)))(
    '%s: an answer outside its contract rejects with a contract ApiError',
    async (_title, c) => {
      answer = c.malformed!.answer;
      const endpoint = `${c.method} ${c.path}`;
      expect(await failure(c.run())).toEqual({
        name: 'ApiError',
        kind: 'contract',
        endpoint,
        status: 200,
        code: 'CONTRACT_MISMATCH',
        message: `Response of ${endpoint} does not match its contract at ${c.malformed!.at}`,
      });
    },
  );

  it('a refusal of a §7.1 call is an http ApiError with the service’s code and message', async () => {
    status = 404;
    answer = { error: { code: 'NO_RECORD', message: 'No reminder' } };
    expect(await failure(deleteProgramReminder('100000001', 'AUTO_REFILL'))).toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'DELETE /rx/api/program-reminders?patientNum=100000001&programId=AUTO_REFILL',
      status: 404,
      code: 'NO_RECORD',
      message: 'No reminder',
    });
  });
});

describe('§7.1 auto-refill: answers read into the page’s shape', () => {
  it('fetchFillLocations answers an empty list when the patient has no fill locations', async () => {
    answer = { fillLocations: [] };
    expect(await fetchFillLocations('100000001')).toEqual([]);
  });

  it('fetchFillLocations keeps exactly the eight page fields (no address object, no lastFilledDate)', async () => {
    answer = fillLocationsAnswer;
    const [first] = await fetchFillLocations('100000001');
    expect(Object.keys(first!).sort()).toEqual([
      'address1',
      'city',
      'facilityId',
      'facilityType',
      'phone',
      'state',
      'vanityName',
      'zipCode',
    ]);
  });

  it('deleteProgramReminder carries its query only in the address: no params and no body', async () => {
    answer = null;
    expect(await deleteProgramReminder('100000003', 'FLU')).toBeNull();
    expect(sent()).toMatchObject({
      method: 'DELETE',
      path: '/rx/api/program-reminders?patientNum=100000003&programId=FLU',
      params: undefined,
      data: undefined,
    });
    expect(handed()).not.toHaveProperty('payload');
  });
});

describe('§7.3 the vaccine record: a 403 on verification is the form’s own ("surpassed your attempts", §8)', () => {
  const tooMany = {
    error: {
      code: 'TOO_MANY_ATTEMPTS',
      message: 'You have surpassed your attempts. Please check back later and try again.',
    },
  };

  it('verifyDvr tells the wrapper it handles a 403 itself', async () => {
    answer = dvrVerified;
    await verifyDvr(dvrRequest);
    expect(handed().ownForbidden).toBe(true);
  });

  it('a 403 on verifyDvr rejects with the http ApiError and does not start the signed-out handling', async () => {
    const onSignedOut = vi.fn();
    configureHttp({ onSignedOut });
    status = 403;
    answer = tooMany;
    expect(await failure(verifyDvr(dvrRequest))).toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'POST /rx-security/dvr/verify-dvr',
      status: 403,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'You have surpassed your attempts. Please check back later and try again.',
    });
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it.each([
    [
      'sendDvrSecureMessage',
      () => sendDvrSecureMessage(verificationId),
      'POST /rx-security/rx-security-api/dvr/secure-message',
    ],
    ['fetchSmartHealthCard', () => fetchSmartHealthCard('tok-1'), 'GET /rx-security/dvr/smart-health-card'],
  ] as const)(
    'a 403 on %s is a signed-out session (the wrapper’s handling is kept)',
    async (_name, run, endpoint) => {
      const onSignedOut = vi.fn();
      configureHttp({ onSignedOut });
      status = 403;
      answer = tooMany;
      expect(await failure(run())).toMatchObject({ kind: 'http', status: 403, endpoint });
      expect(onSignedOut).toHaveBeenCalledWith(endpoint);
      expect(handed()).not.toHaveProperty('ownForbidden');
    },
  );
});

describe('§7.4 GET /facilities and /competitor-list: only the filters given', () => {
  it.each([
    [{}, {}],
    [{ id: ['01400376'] }, { 'filter.id': '01400376' }],
    [{ id: ['01400376', '01400377', '01400378'] }, { 'filter.id': '01400376,01400377,01400378' }],
    [{ phoneNumber: '5135550100' }, { 'filter.phoneNumber': '5135550100' }],
    [{ address: '45202' }, { 'filter.address': '45202' }],
    [{ phoneNumber: '', address: '' }, {}],
    [
      { id: ['01400376'], address: '45202' },
      { 'filter.id': '01400376', 'filter.address': '45202' },
    ],
  ] as const)('fetchFacilities(%j) sends exactly the query %j', async (filter, query) => {
    answer = { facilities: [] };
    expect(await fetchFacilities(filter)).toEqual([]);
    expect(sent().params).toStrictEqual(query);
    expect(handed().payload).toStrictEqual(query);
  });

  it.each([
    [{}, {}],
    [{ pharmacyName: 'Corner Drug' }, { 'filter.pharmacyName': 'Corner Drug' }],
    [{ query: 'Elm' }, { 'filter.query': 'Elm' }],
  ] as const)('fetchCompetitors(%j) sends exactly the query %j', async (filter, query) => {
    answer = { competitors: [] };
    expect(await fetchCompetitors(filter)).toEqual([]);
    expect(sent().params).toStrictEqual(query);
  });

  it('the directory clients are the v1 and v2 services under /atlas/v1/pharmacy/', () => {
    expect(pharmacyDirectoryV1.base).toBe('/atlas/v1/pharmacy/v1');
    expect(pharmacyDirectoryV2.base).toBe('/atlas/v1/pharmacy/v2');
  });
});

describe('§7.4 the store-locator GraphQL storeSearch', () => {
  it('without filters, posts an empty filter list', async () => {
    answer = { data: { storeSearch: storeResult } };
    await searchStores('Cincinnati');
    expect(sent().data).toEqual({
      query: storeSearchQuery,
      variables: { searchText: 'Cincinnati', filters: [] },
      operationName: 'storeSearch',
    });
  });

  it('posts a copy of the filters given, not the caller’s array', async () => {
    answer = { data: { storeSearch: storeResult } };
    const filters = ['PHARMACY'];
    await searchStores('45202', filters);
    const variables = (handed().payload as { variables: { filters: string[] } }).variables;
    expect(variables.filters).toEqual(['PHARMACY']);
    expect(variables.filters).not.toBe(filters);
  });

  const graphqlError = (message: string) => ({
    name: 'ApiError',
    kind: 'http',
    endpoint: 'POST /atlas/v1/pharmacy/v2/graphql',
    status: 200,
    code: 'GRAPHQL_ERROR',
    message,
  });

  it.each([
    [
      'an error whose message contains the key, without data',
      { data: null, errors: [{ message: 'storeSearch: searchText is required' }] },
      'storeSearch: searchText is required',
    ],
    [
      'an error whose path contains the key',
      { data: { storeSearch: null }, errors: [{ message: 'Upstream timeout', path: ['storeSearch', 0] }] },
      'Upstream timeout',
    ],
    [
      'an error naming the key even though data came too',
      { data: { storeSearch: storeResult }, errors: [{ message: 'storeSearch partially failed' }] },
      'storeSearch partially failed',
    ],
    [
      'the keyed error among others (the first keyed one)',
      {
        data: null,
        errors: [
          { message: 'Unrelated warning' },
          { message: 'storeSearch: bad filter', locations: [{ line: 2, column: 3 }] },
          { message: 'storeSearch: second' },
        ],
      },
      'storeSearch: bad filter',
    ],
    ['no data object', { data: null }, 'data is null'],
    [
      'no data object, with an error not naming the key',
      { data: null, errors: [{ message: 'Oops' }] },
      'data is null',
    ],
    ['a data object without the storeSearch result', { data: { storeSearch: null } }, 'data is null'],
  ])('%s rejects with an http ApiError carrying the message', async (_name, response, message) => {
    answer = response;
    expect(await failure(searchStores('45202'))).toEqual(graphqlError(message));
  });

  it('an error that does not name the key is ignored when the result came', async () => {
    answer = {
      data: { storeSearch: storeResult },
      errors: [{ message: 'Deprecated field', path: ['weeklyAd'] }],
    };
    expect(await searchStores('45202')).toEqual(storeResult);
  });

  it('answers stores, fuel and shouldShowFuelMessage as they came', async () => {
    const withFuel = { stores: [], fuel: [store], shouldShowFuelMessage: true };
    answer = { data: { storeSearch: withFuel } };
    expect(await searchStores('45202', ['FUEL'])).toEqual(withFuel);
  });
});
