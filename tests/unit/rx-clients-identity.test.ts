// @vitest-environment node
/**
 * The pharmacy's identity, security-session and profile clients against ../shared/spec/pharmacy-portal.md §7 "The
 * calls it makes", with the transport stubbed (an axios adapter that records each request and answers from the test):
 * - §7.1 authenticated base /rx/api: POST /prescription-request (api/clients/rx-identity.ts), addresses, loyalty card,
 *   notification settings and notifications (api/clients/rx-profile.ts);
 * - §7.3 security API base /rx-security/: patient-matches, prescription lookup and verify, create/patients, idm/quiz,
 *   prescriber quiz and link, patient/link and prescription/link, challenge questions, customer status, guest
 *   verification (api/clients/rx-identity.ts), session and customer status (api/clients/rx-security.ts), customer
 *   relationships (api/clients/rx-profile.ts).
 * Which method, path, query, body, headers and signal go out, which part of the answer each call resolves with, and a
 * malformed answer is a contract ApiError. The options each client hands the shared wrapper are watched too, so that
 * a key the wrapper would drop anyway (an undefined signal) is still noticed.
 */
import axios, { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { configureHttp } from '../../api/clients/http';
import { rx } from '../../api/clients/rx';
import {
  answerChallengeQuestion,
  answerIdentityQuiz,
  answerPrescriberQuiz,
  createChallenges,
  fetchChallengeQuestionGroups,
  fetchGuestVerificationStatus,
  fetchLinkStatus,
  fetchUserChallengeQuestions,
  linkPatient,
  lookupPrescription,
  matchPatient,
  resetChallenges,
  saveAccountHolder,
  startIdentityQuiz,
  startPrescriberQuiz,
  submitNewPatientRequest,
  verifyGuest,
  verifyPrescription,
} from '../../api/clients/rx-identity';
import {
  addAddress,
  deleteAddress,
  deleteLoyaltyCard,
  dismissNotification,
  fetchAddresses,
  fetchNotificationSettings,
  fetchNotifications,
  fetchRelationships,
  saveLoyaltyCard,
  saveNotificationSettings,
  updateAddress,
  updateRelationship,
} from '../../api/clients/rx-profile';
import {
  fetchCustomerStatus,
  fetchSession,
  fetchSessionAuthorized,
  markSessionActive,
  rxSecurity,
} from '../../api/clients/rx-security';
import type {
  AccountHolder,
  ChallengeAnswer,
  CreateChallenges,
  GuestVerification,
  LinkPayload,
  NewPatientRequest,
  PatientLookup,
  PrescriberAnswer,
  PrescriptionLookup,
  PrescriptionVerify,
  QuizAnswers,
  ResetChallenges,
} from '../../api/contracts/rx-identity';
import type { RelationshipUpdate } from '../../api/contracts/rx-patient-access';
import type {
  AddressRequest,
  DismissNotificationRequest,
  NotificationSettingsRequest,
} from '../../api/contracts/rx-profile';
import { failure } from '../support/api-failure';

const requests: InternalAxiosRequestConfig[] = [];
let answer: unknown;
let status = 200;
const originalAdapter = axios.defaults.adapter;
const noExtraHeaders = () => ({});

type Verb = 'get' | 'getWithPayload' | 'post' | 'put' | 'patch' | 'delete';
const VERBS: readonly Verb[] = ['get', 'getWithPayload', 'post', 'put', 'patch', 'delete'];
type Loose = Record<Verb, (...args: unknown[]) => unknown>;
/** Every verb of the two service clients these files call, watched (the real call still runs). */
const spies: {
  client: 'rx' | 'rxSecurity';
  verb: Verb;
  spy: MockInstance<(...args: unknown[]) => unknown>;
}[] = [];

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
  // configureHttp keeps the extra headers installed before unless given new ones: none here.
  configureHttp({ headersFor: noExtraHeaders });
  spies.length = 0;
  for (const [name, client] of [
    ['rx', rx],
    ['rxSecurity', rxSecurity],
  ] as const) {
    for (const verb of VERBS) {
      spies.push({ client: name, verb, spy: vi.spyOn(client as unknown as Loose, verb) });
    }
  }
});
afterEach(() => {
  axios.defaults.adapter = originalAdapter;
  configureHttp({ headersFor: noExtraHeaders });
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

/** The client, verb, path and options the function handed the shared wrapper (exactly one call). */
const handed = () => {
  const calls = spies.flatMap(({ client, verb, spy }) =>
    spy.mock.calls.map((args) => ({
      client,
      verb,
      path: args[0],
      options: args[1] as Record<string, unknown>,
    })),
  );
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

/** The headers every call carries (§7 "Default headers: no-cache and channel WEB"). */
const DEFAULTS = {
  Accept: 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
  'X-Channel': 'WEB',
};
const JSON_BODY = { ...DEFAULTS, 'Content-Type': 'application/json' };

// ---- Requests (the shapes of §3) and valid answers (api/contracts/*.ts) ----

const patientLookup: PatientLookup = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  dateOfBirth: '1980-04-12',
  address1: '1 Main St',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
  phoneNum: '5135550100',
};
const patientMatches = { exactMatchFound: true, patientNumber: '100000001', alreadyLinked: false };
const prescriptionLookup: PrescriptionLookup = {
  type: 'CHILD',
  rxNumber: '1234567',
  facilityPhone: '5135550100',
  firstName: 'Ana',
  lastName: 'Whitfield',
  dateOfBirth: '2015-06-07',
};
const lookupFound = { status: 'FOUND', verified: false, patientNumber: '100000002', selfLinked: false };
const prescriptionVerify: PrescriptionVerify = { patientNumber: '100000002', rxNumber: '7654321' };
const verifyAnswer = { status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 2 };
const quizStarted = {
  status: 'OK',
  authenticationResult: null,
  personFound: true,
  locked: false,
  quiz: {
    lexId: 'lex-1',
    quizId: 'quiz-1',
    transactionId: 'tx-1',
    questions: [
      {
        questionId: 'q1',
        text: 'Which street have you lived on?',
        choices: [{ choiceId: 'c1', text: 'Elm' }],
      },
    ],
  },
};
const quizAnswers: QuizAnswers = {
  quizId: 'quiz-1',
  selectedChoices: [{ questionId: 'q1', choiceId: 'c1' }],
};
const quizPassed = {
  status: 'OK',
  authenticationResult: 'PASS',
  personFound: true,
  locked: false,
  quiz: null,
};
const prescriberQuiz = {
  quizId: 'pq-1',
  options: [{ prescriberNumber: 'p-7', firstName: 'Dana', lastName: 'Rivera' }],
  expiresAt: '2026-05-06T07:08:09Z',
};
const prescriberAnswer: PrescriberAnswer = { quizId: 'pq-1', prescriberNumber: 'p-7' };
const linkPayload: LinkPayload = {
  patientNumber: '100000002',
  prescriptionNumber: '1234567',
  type: 'CHILD',
  facilityPhone: '5135550100',
};
const linked = { patientNumber: '100000002', relationshipType: 'CHILD', pending: false };
const accountHolder: AccountHolder = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  dateOfBirth: '1980-04-12',
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
};
const customerStatus = {
  hasChallengeQuestions: true,
  linkStatus: 'APPROVED_LINKS',
  selfLinked: true,
  knownMachine: false,
  identityVerified: true,
  emailConfirmed: true,
  guestVerified: false,
  verificationLocked: false,
  verificationAttempted: true,
  accountLockedForLinking: false,
  customerVerified: true,
};
const questionGroups = {
  groups: [
    [
      { questionId: 'sq1', text: 'First pet?' },
      { questionId: 'sq2', text: 'First school?' },
    ],
    [{ questionId: 'sq7', text: 'Favourite city?' }],
  ],
};
const userChallenges = [
  { questionId: 'sq1', answer: 'Rex1' },
  { questionId: 'sq7', answer: 'Dayton' },
  { questionId: 'sq13', answer: 'Blue jay' },
];
const createBody: CreateChallenges = { userChallenges, preferredDevice: true };
const resetBody: ResetChallenges = { password: 'correct horse', userChallenges, preferredDevice: false };
const userQuestions = {
  questions: [{ questionId: 'sq1', text: 'First pet?' }],
  lockedStatus: 'UNLOCKED',
  attemptState: 'SECOND_ATTEMPT',
  failedSecurityQuestionAnswerAttempts: 1,
};
const challengeAnswer: ChallengeAnswer = { questionId: 'sq1', answer: 'Rex1', rememberDevice: true };
const challengeAnswered = {
  answerCorrect: true,
  locked: false,
  lockedStatus: 'UNLOCKED',
  attemptState: 'PRISTINE',
  failedSecurityQuestionAnswerAttempts: 0,
};
const newPatientRequest: NewPatientRequest = {
  patient: { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1980-04-12', phone: '5135550100' },
  patients: [{ type: 'TRANSFER', prescriptions: [{ medName: 'Lisinopril', contactPhone: '5135550111' }] }],
};
const guestVerification: GuestVerification = {
  patientNumber: ['100000001', '100000002'],
  timestamp: '1767225600000',
  dateOfBirth: '1980-04-12',
};
const guestVerified = { verified: true, patientLocked: false };

const session = {
  active: true,
  lastAccessDate: '2026-05-06T07:08:09Z',
  secondsLeft: 840,
  status: 'AUTHORIZED',
  timeouts: { warningSeconds: 780, expirySeconds: 120 },
};
const sessionAuthorized = { authorized: false, active: true, status: 'UNAUTHORIZED' };

const address: AddressRequest = {
  addressDetails: { address1: '9 Oak Ave', address2: null, city: 'Dayton', state: 'OH', zipCode: '45402' },
};
const addressId = '3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b';
const addresses = {
  addresses: [
    {
      addressId,
      usage: 'HOME1',
      addressDetails: {
        address1: '9 Oak Ave',
        address2: null,
        city: 'Dayton',
        state: 'OH',
        zipCode: '45402',
        country: 'US',
      },
      isShared: false,
    },
  ],
  addressLimitReached: false,
};
const loyaltyCard = { loyaltyCardNumber: '48000123456', alternateId: null };
const noLoyaltyCard = { loyaltyCardNumber: null, alternateId: 'alt-9' };
const settingsRequest: NotificationSettingsRequest = {
  notifyByText: true,
  notifyByEmail: false,
  notifyByVoice: true,
  voiceNotificationPreference: 'MOBILE',
  phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550100' },
  smsPreferences: [{ type: 'READY_FOR_PICKUP', selected: true }],
};
const settings = {
  patientNumber: '100000001',
  notifyByText: true,
  notifyByEmail: false,
  notifyByVoice: true,
  voiceNotificationPreference: 'MOBILE',
  mobilePhone: { phoneId: 'ph-1', countryCode: 'USA', areaCode: '513', phoneNumber: '5550100' },
  homePhone: null,
  email: 'jordan@example.com',
  smsPreferences: [{ type: 'READY_FOR_PICKUP', selected: true }],
};
const notifications = [
  {
    category: 'PRESCRIPTION',
    notificationId: 'n-1',
    type: 'READY_FOR_PICKUP',
    drugName: 'Amoxicillin 500 mg',
    patientPayAmount: 4.5,
    eventDate: '2026-05-06',
    rxRecordNumber: '4500012345',
  },
  {
    category: 'ADULTHOOD',
    notificationId: 'n-2',
    patientNumber: '100000002',
    name: 'Ana',
    adulthoodDate: '2026-06-07',
  },
];
const dismissRequest: DismissNotificationRequest = {
  patientNumber: '100000001',
  notificationId: 'n-2',
  response: 'YES',
};
const relationship = {
  accessExpiryDate: '2027-01-01',
  accessGrantedDate: '2026-01-01',
  accessRequestedDate: '2025-12-24',
  customerId: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
  name: 'Sam Caregiver',
  patientNumber: '100000001',
  requestStatus: 'APPROVED',
  requestType: 'ACCESS',
};
const relationships = {
  primaryPatient: { patientNumber: '100000001', name: 'Jordan Whitfield' },
  pendingRequests: [],
  relationships: { caregivers: [relationship], managedAdults: [], children: [], pets: [] },
  caregiverWithoutSelf: false,
};
const relationshipUpdate: RelationshipUpdate = {
  patientNumber: '100000001',
  customerId: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
  relationshipRequestStatus: 'APPROVED',
  relationshipType: 'CAREGIVER',
  accessExpiryDate: '2027-01-01',
};

// ---- The calls ----

interface Case {
  /** The function and the call it makes. */
  name: string;
  run: (signal?: AbortSignal) => Promise<unknown>;
  /** The shared client it goes through and its verb. */
  client: 'rx' | 'rxSecurity';
  verb: Verb;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, base included (§7.1 /rx/api, §7.3 /rx-security). */
  path: string;
  /** The query parameters (GET with payload), or undefined. */
  params: unknown;
  /** The JSON body sent, or undefined for none. */
  data: unknown;
  /** Every header on the wire. */
  headers: Record<string, string>;
  /** Options besides schema and signal the function hands the wrapper. */
  options: Record<string, unknown>;
  /** The service's answer and what the function resolves with. */
  answer: unknown;
  result: unknown;
  /** Which part of the answer that is. */
  part: string;
  /** The first field of the answer's contract: where an empty answer fails it. */
  where: string;
}

const cases: Case[] = [
  // api/clients/rx-identity.ts
  {
    name: 'matchPatient',
    run: (signal) => matchPatient(patientLookup, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/rx-security-api/customer/patient-matches',
    params: undefined,
    data: patientLookup,
    headers: JSON_BODY,
    options: { payload: patientLookup },
    answer: patientMatches,
    result: patientMatches,
    part: 'the whole answer',
    where: 'exactMatchFound',
  },
  {
    name: 'lookupPrescription',
    run: (signal) => lookupPrescription(prescriptionLookup, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/rx-security-api/customer/prescription/lookup',
    params: undefined,
    data: prescriptionLookup,
    headers: JSON_BODY,
    options: { payload: prescriptionLookup },
    answer: lookupFound,
    result: lookupFound,
    part: 'the whole answer',
    where: 'status',
  },
  {
    name: 'verifyPrescription',
    run: (signal) => verifyPrescription(prescriptionVerify, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/rx-security-api/customer/prescription/verify',
    params: undefined,
    data: prescriptionVerify,
    headers: JSON_BODY,
    options: { payload: prescriptionVerify },
    answer: verifyAnswer,
    result: verifyAnswer,
    part: 'the whole answer',
    where: 'status',
  },
  {
    name: 'startIdentityQuiz',
    run: (signal) => startIdentityQuiz('100000002', signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/idm/quiz',
    params: undefined,
    data: { patientNumber: '100000002' },
    headers: JSON_BODY,
    options: { payload: { patientNumber: '100000002' } },
    answer: quizStarted,
    result: quizStarted,
    part: 'the whole answer',
    where: 'status',
  },
  {
    name: 'answerIdentityQuiz',
    run: (signal) => answerIdentityQuiz(quizAnswers, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/idm/quiz/answers',
    params: undefined,
    data: quizAnswers,
    headers: JSON_BODY,
    options: { payload: quizAnswers },
    answer: quizPassed,
    result: quizPassed,
    part: 'the whole answer',
    where: 'status',
  },
  {
    name: 'startPrescriberQuiz',
    run: (signal) => startPrescriberQuiz('100000003', signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/prescriber/quiz',
    params: undefined,
    data: { patientNumber: '100000003' },
    headers: JSON_BODY,
    options: { payload: { patientNumber: '100000003' } },
    answer: prescriberQuiz,
    result: prescriberQuiz,
    part: 'the whole answer',
    where: 'quizId',
  },
  {
    name: 'answerPrescriberQuiz',
    run: (signal) => answerPrescriberQuiz(prescriberAnswer, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/prescriber/link',
    params: undefined,
    data: prescriberAnswer,
    headers: JSON_BODY,
    options: { payload: prescriberAnswer },
    answer: { verificationResult: 'EXPIRED' },
    result: 'EXPIRED',
    part: 'its verificationResult',
    where: 'verificationResult',
  },
  {
    name: "linkPatient('patient')",
    run: (signal) => linkPatient('patient', linkPayload, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/patient/link',
    params: undefined,
    data: linkPayload,
    headers: JSON_BODY,
    options: { payload: linkPayload },
    answer: linked,
    result: linked,
    part: 'the whole answer',
    where: 'patientNumber',
  },
  {
    name: "linkPatient('prescription')",
    run: (signal) => linkPatient('prescription', linkPayload, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/prescription/link',
    params: undefined,
    data: linkPayload,
    headers: JSON_BODY,
    options: { payload: linkPayload },
    answer: { ...linked, pending: true },
    result: { ...linked, pending: true },
    part: 'the whole answer',
    where: 'patientNumber',
  },
  {
    name: 'saveAccountHolder',
    run: (signal) => saveAccountHolder(accountHolder, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/rx-security-api/customer/create/patients',
    params: undefined,
    data: accountHolder,
    headers: JSON_BODY,
    options: { payload: accountHolder },
    answer: { accountNumber: 'acct-42' },
    result: 'acct-42',
    part: 'its accountNumber',
    where: 'accountNumber',
  },
  {
    name: 'fetchLinkStatus',
    run: (signal) => fetchLinkStatus(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/customer/status',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: customerStatus,
    result: customerStatus,
    part: 'the whole answer',
    where: 'hasChallengeQuestions',
  },
  {
    name: 'fetchChallengeQuestionGroups',
    run: (signal) => fetchChallengeQuestionGroups(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/challenge-questions',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: questionGroups,
    result: questionGroups,
    part: 'the whole answer',
    where: 'groups',
  },
  {
    name: 'createChallenges',
    run: (signal) => createChallenges(createBody, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/challenge-questions',
    params: undefined,
    data: createBody,
    headers: JSON_BODY,
    options: { payload: createBody },
    answer: { attemptState: 'PRISTINE' },
    result: { attemptState: 'PRISTINE' },
    part: 'the whole answer',
    where: 'attemptState',
  },
  {
    name: 'resetChallenges',
    run: (signal) => resetChallenges(resetBody, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/reset-challenge-questions',
    params: undefined,
    data: resetBody,
    headers: JSON_BODY,
    options: { payload: resetBody },
    answer: { attemptState: 'TEMPORARY_UNLOCK' },
    result: { attemptState: 'TEMPORARY_UNLOCK' },
    part: 'the whole answer',
    where: 'attemptState',
  },
  {
    name: 'fetchUserChallengeQuestions',
    run: (signal) => fetchUserChallengeQuestions(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/user-challenge-questions',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: userQuestions,
    result: userQuestions,
    part: 'the whole answer',
    where: 'questions',
  },
  {
    name: 'answerChallengeQuestion',
    run: (signal) => answerChallengeQuestion(challengeAnswer, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/user-challenge-question',
    params: undefined,
    data: challengeAnswer,
    headers: JSON_BODY,
    options: { payload: challengeAnswer },
    answer: challengeAnswered,
    result: challengeAnswered,
    part: 'the whole answer',
    where: 'answerCorrect',
  },
  {
    name: 'submitNewPatientRequest',
    run: (signal) => submitNewPatientRequest(newPatientRequest, signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/prescription-request',
    params: undefined,
    data: newPatientRequest,
    headers: JSON_BODY,
    options: { payload: newPatientRequest, ownUnauthorized: true },
    answer: { requestId: 'req-9' },
    result: 'req-9',
    part: 'its requestId',
    where: 'requestId',
  },
  {
    name: 'verifyGuest',
    run: (signal) => verifyGuest(guestVerification, signal),
    client: 'rxSecurity',
    verb: 'post',
    method: 'POST',
    path: '/rx-security/guest-verification',
    params: undefined,
    data: guestVerification,
    headers: JSON_BODY,
    options: { payload: guestVerification },
    answer: guestVerified,
    result: guestVerified,
    part: 'the whole answer',
    where: 'verified',
  },
  {
    name: 'fetchGuestVerificationStatus',
    run: (signal) =>
      fetchGuestVerificationStatus({ patientNumber: '100000001', timestamp: '1767225600000' }, signal),
    client: 'rxSecurity',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx-security/guest-verification-status',
    params: { patientNumber: '100000001', timestamp: '1767225600000' },
    data: undefined,
    headers: DEFAULTS,
    options: { payload: { patientNumber: '100000001', timestamp: '1767225600000' } },
    answer: { patientLocked: true },
    result: { patientLocked: true },
    part: 'the whole answer',
    where: 'patientLocked',
  },
  // api/clients/rx-security.ts
  {
    name: 'markSessionActive',
    run: (signal) => markSessionActive(signal),
    client: 'rxSecurity',
    verb: 'put',
    method: 'PUT',
    path: '/rx-security/session',
    params: undefined,
    data: {},
    headers: JSON_BODY,
    options: { payload: {} },
    answer: session,
    result: session,
    part: 'the whole answer',
    where: 'active',
  },
  {
    name: 'fetchSession',
    run: (signal) => fetchSession(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/session',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: { ...session, active: false, lastAccessDate: null, secondsLeft: -5 },
    result: { ...session, active: false, lastAccessDate: null, secondsLeft: -5 },
    part: 'the whole answer',
    where: 'active',
  },
  {
    name: 'fetchSessionAuthorized',
    run: (signal) => fetchSessionAuthorized(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/session/authorized',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: sessionAuthorized,
    result: sessionAuthorized,
    part: 'the whole answer',
    where: 'authorized',
  },
  {
    name: 'fetchCustomerStatus',
    run: (signal) => fetchCustomerStatus(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/customer/status',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: { ...customerStatus, linkStatus: 'NO_LINKS', securityQuestionsLocked: true },
    result: { ...customerStatus, linkStatus: 'NO_LINKS', securityQuestionsLocked: true },
    part: 'the whole answer',
    where: 'hasChallengeQuestions',
  },
  // api/clients/rx-profile.ts
  {
    name: 'fetchAddresses',
    run: (signal) => fetchAddresses('100000001', signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/addresses',
    params: { patientNumber: '100000001' },
    data: undefined,
    headers: DEFAULTS,
    options: { payload: { patientNumber: '100000001' } },
    answer: addresses,
    result: addresses,
    part: 'the whole answer',
    where: 'addresses',
  },
  {
    name: 'addAddress',
    run: (signal) => addAddress('100000001', address, signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/patient/100000001/addresses',
    params: undefined,
    data: address,
    headers: JSON_BODY,
    options: { payload: address },
    answer: addresses,
    result: addresses,
    part: 'the whole answer',
    where: 'addresses',
  },
  {
    name: 'updateAddress',
    run: (signal) => updateAddress('100000001', addressId, address, signal),
    client: 'rx',
    verb: 'patch',
    method: 'PATCH',
    path: '/rx/api/patient/100000001/addresses/3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b',
    params: undefined,
    data: address,
    headers: JSON_BODY,
    options: { payload: address },
    answer: { ...addresses, addressLimitReached: true },
    result: { ...addresses, addressLimitReached: true },
    part: 'the whole answer',
    where: 'addresses',
  },
  {
    name: 'deleteAddress',
    run: (signal) => deleteAddress('100000001', addressId, signal),
    client: 'rx',
    verb: 'delete',
    method: 'DELETE',
    path: '/rx/api/patient/100000001/addresses/3f2a9c1e-0b7d-4e5f-8a6b-1c2d3e4f5a6b',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: { addresses: [], addressLimitReached: false },
    result: { addresses: [], addressLimitReached: false },
    part: 'the whole answer',
    where: 'addresses',
  },
  {
    name: 'saveLoyaltyCard',
    run: (signal) => saveLoyaltyCard('100000001', '48000123456', signal),
    client: 'rx',
    verb: 'put',
    method: 'PUT',
    path: '/rx/api/patient/100000001/loyaltyCardNumber',
    params: undefined,
    data: '48000123456',
    headers: JSON_BODY,
    options: { payload: '"48000123456"', headers: { 'Content-Type': 'application/json' } },
    answer: loyaltyCard,
    result: loyaltyCard,
    part: 'the whole answer',
    where: 'loyaltyCardNumber',
  },
  {
    name: 'deleteLoyaltyCard',
    run: (signal) => deleteLoyaltyCard('100000001', signal),
    client: 'rx',
    verb: 'delete',
    method: 'DELETE',
    path: '/rx/api/patient/100000001/loyaltyCardNumber',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: noLoyaltyCard,
    result: noLoyaltyCard,
    part: 'the whole answer',
    where: 'loyaltyCardNumber',
  },
  {
    name: 'fetchNotificationSettings',
    run: (signal) => fetchNotificationSettings('100000001', signal),
    client: 'rx',
    verb: 'get',
    method: 'GET',
    path: '/rx/api/notification-settings/100000001',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: settings,
    result: settings,
    part: 'the whole answer',
    where: 'patientNumber',
  },
  {
    name: 'saveNotificationSettings',
    run: (signal) => saveNotificationSettings('100000001', settingsRequest, signal),
    client: 'rx',
    verb: 'post',
    method: 'POST',
    path: '/rx/api/notification-settings/100000001',
    params: undefined,
    data: settingsRequest,
    headers: JSON_BODY,
    options: { payload: settingsRequest },
    answer: settings,
    result: settings,
    part: 'the whole answer',
    where: 'patientNumber',
  },
  {
    name: 'fetchNotifications(hasChild true)',
    run: (signal) => fetchNotifications('100000001', true, signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/notifications/100000001',
    params: { hasChild: 'true' },
    data: undefined,
    headers: DEFAULTS,
    options: { payload: { hasChild: 'true' } },
    answer: { notifications },
    result: notifications,
    part: 'its notifications',
    where: 'notifications',
  },
  {
    name: 'fetchNotifications(hasChild false)',
    run: (signal) => fetchNotifications('100000002', false, signal),
    client: 'rx',
    verb: 'getWithPayload',
    method: 'GET',
    path: '/rx/api/notifications/100000002',
    params: { hasChild: 'false' },
    data: undefined,
    headers: DEFAULTS,
    options: { payload: { hasChild: 'false' } },
    answer: { notifications: [] },
    result: [],
    part: 'its notifications',
    where: 'notifications',
  },
  {
    name: 'dismissNotification',
    run: (signal) => dismissNotification(dismissRequest, signal),
    client: 'rx',
    verb: 'put',
    method: 'PUT',
    path: '/rx/api/notifications/dismiss',
    params: undefined,
    data: dismissRequest,
    headers: JSON_BODY,
    options: { payload: dismissRequest },
    answer: { dismissed: 'n-2' },
    result: { dismissed: 'n-2' },
    part: 'the whole answer',
    where: 'dismissed',
  },
  {
    name: 'fetchRelationships',
    run: (signal) => fetchRelationships(signal),
    client: 'rxSecurity',
    verb: 'get',
    method: 'GET',
    path: '/rx-security/customer/relationships',
    params: undefined,
    data: undefined,
    headers: DEFAULTS,
    options: {},
    answer: relationships,
    result: relationships,
    part: 'the whole answer',
    where: 'primaryPatient',
  },
  {
    name: 'updateRelationship',
    run: (signal) => updateRelationship(relationshipUpdate, signal),
    client: 'rxSecurity',
    verb: 'put',
    method: 'PUT',
    path: '/rx-security/customer/relationship',
    params: undefined,
    data: relationshipUpdate,
    headers: JSON_BODY,
    options: { payload: relationshipUpdate },
    answer: { relationship },
    result: { relationship },
    part: 'the whole answer',
    where: 'relationship',
  },
];

/** How a case's query reads in a test's name. */
const shown = (value: unknown) => (value === undefined ? 'none' : JSON.stringify(value));
const ORIGINS = { rx: 'https://rx.example', rxSecurity: 'https://security.example' } as const;

for (const c of cases) {
  describe(`${c.name}: ${c.client === 'rx' ? '§7.1 on /rx/api' : '§7.3 on /rx-security'}`, () => {
    it(`sends ${c.method} ${c.path}, query ${shown(c.params)}, ${c.data === undefined ? 'no body' : 'its JSON body'}, exactly the headers ${Object.keys(c.headers).join(', ')}; resolves with ${c.part}`, async () => {
      answer = c.answer;
      const controller = new AbortController();
      await expect(c.run(controller.signal)).resolves.toEqual(c.result);
      const wire = sent();
      expect(wire.method).toBe(c.method);
      expect(wire.path).toBe(c.path);
      expect(wire.params).toEqual(c.params);
      expect(wire.data).toEqual(c.data);
      expect(wire.headers).toEqual(c.headers);
    });

    it(`hands the ${c.client} client's ${c.verb} the path, the schema, ${Object.keys(c.options).join(', ') || 'no payload'} and the signal, nothing else`, async () => {
      answer = c.answer;
      const controller = new AbortController();
      await c.run(controller.signal);
      const call = handed();
      expect({ client: call.client, verb: call.verb, path: call.path }).toEqual({
        client: c.client,
        verb: c.verb,
        path: c.path,
      });
      expect(call.options).toEqual({ schema: expect.anything(), ...c.options, signal: controller.signal });
    });

    it("passes the caller's AbortSignal through to the request", async () => {
      answer = c.answer;
      const controller = new AbortController();
      await c.run(controller.signal);
      expect(sent().signal).toBe(controller.signal);
      expect(handed().options.signal).toBe(controller.signal);
    });

    it('without a signal: no signal key handed to the wrapper, none on the request, same answer', async () => {
      answer = c.answer;
      await expect(c.run()).resolves.toEqual(c.result);
      expect(sent().signal).toBeUndefined();
      expect(handed().options).not.toHaveProperty('signal');
    });

    it(`an answer outside its contract rejects with a contract ApiError for ${c.method} ${c.path} at ${c.where}`, async () => {
      answer = {};
      expect(await failure(c.run())).toEqual({
        name: 'ApiError',
        kind: 'contract',
        endpoint: `${c.method} ${c.path}`,
        status: 200,
        code: 'CONTRACT_MISMATCH',
        message: `Response of ${c.method} ${c.path} does not match its contract at ${c.where}`,
      });
    });

    it(`goes to the ${c.client} service's configured origin (${ORIGINS[c.client]})`, async () => {
      configureHttp({ baseUrls: { rx: 'https://rx.example', rxSecurity: 'https://security.example' } });
      answer = c.answer;
      await c.run();
      expect(requests.map((r) => [r.baseURL, r.url])).toEqual([[ORIGINS[c.client], c.path]]);
    });

    it(`sends the extra headers configured for the ${c.client} service`, async () => {
      const asked: string[] = [];
      configureHttp({
        headersFor: (service) => {
          asked.push(service);
          return { 'X-Mock-Scenario': `scenario-${service}` };
        },
      });
      answer = c.answer;
      await c.run();
      expect(asked).toEqual([c.client]);
      expect(sent().headers['X-Mock-Scenario']).toBe(`scenario-${c.client}`);
    });
  });
}

describe('branches and details', () => {
  it('the security client is the /rx-security service (§7.3 base), the authenticated one /rx/api (§7.1)', () => {
    expect(rxSecurity.base).toBe('/rx-security');
    expect(rx.base).toBe('/rx/api');
  });

  it("linkPatient: 'patient' posts to patient/link, 'prescription' to prescription/link, each exactly once", async () => {
    answer = linked;
    await linkPatient('patient', linkPayload);
    await linkPatient('prescription', linkPayload);
    expect(requests.map((r) => `${r.method?.toUpperCase()} ${r.url}`)).toEqual([
      'POST /rx-security/patient/link',
      'POST /rx-security/prescription/link',
    ]);
  });

  it('fetchNotifications sends hasChild as the strings "true" and "false"', async () => {
    answer = { notifications: [] };
    await fetchNotifications('100000001', true);
    await fetchNotifications('100000001', false);
    expect(requests.map((r) => r.params as unknown)).toEqual([{ hasChild: 'true' }, { hasChild: 'false' }]);
  });

  it('saveLoyaltyCard sends the number as a JSON string body with Content-Type application/json', async () => {
    answer = loyaltyCard;
    await saveLoyaltyCard('100000001', '48000123456');
    expect(requests[0]?.data).toBe('"48000123456"');
    expect(requests[0]?.headers.toJSON()).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('path parameters are URL-encoded', async () => {
    answer = addresses;
    await updateAddress('1 2', 'a/b', address);
    expect(requests[0]?.url).toBe('/rx/api/patient/1%202/addresses/a%2Fb');
  });

  it('no call of these clients sends a patient-number, linked-patient or idempotency header', async () => {
    for (const c of cases) {
      answer = c.answer;
      await c.run();
    }
    expect(requests).toHaveLength(cases.length);
    for (const r of requests) {
      const names = Object.keys(r.headers.toJSON()).map((h) => h.toLowerCase());
      expect(names.filter((h) => /patient|idempotency/.test(h))).toEqual([]);
    }
  });

  it('submitNewPatientRequest: a 401 rejects with the http ApiError and does not send the shopper to sign in (§8)', async () => {
    const unauthorized: [string, string][] = [];
    configureHttp({ onUnauthorized: (service, endpoint) => unauthorized.push([service, endpoint]) });
    status = 401;
    answer = { error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } };
    expect(await failure(submitNewPatientRequest(newPatientRequest))).toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'POST /rx/api/prescription-request',
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Sign in again',
    });
    expect(unauthorized).toEqual([]);
  });

  it('any other call of these clients hands a 401 to the sign-in handling', async () => {
    const unauthorized: [string, string][] = [];
    configureHttp({ onUnauthorized: (service, endpoint) => unauthorized.push([service, endpoint]) });
    status = 401;
    answer = { error: { code: 'UNAUTHENTICATED', message: 'Sign in again' } };
    await failure(fetchNotificationSettings('100000001'));
    await failure(matchPatient(patientLookup));
    expect(unauthorized).toEqual([
      ['rx', 'GET /rx/api/notification-settings/100000001'],
      ['rxSecurity', 'POST /rx-security/rx-security-api/customer/patient-matches'],
    ]);
  });

  it.each([
    [
      'answerPrescriberQuiz',
      () => answerPrescriberQuiz(prescriberAnswer),
      'POST /rx-security/prescriber/link',
    ],
    [
      'saveAccountHolder',
      () => saveAccountHolder(accountHolder),
      'POST /rx-security/rx-security-api/customer/create/patients',
    ],
    [
      'submitNewPatientRequest',
      () => submitNewPatientRequest(newPatientRequest),
      'POST /rx/api/prescription-request',
    ],
    [
      'fetchNotifications',
      () => fetchNotifications('100000001', true),
      'GET /rx/api/notifications/100000001',
    ],
  ] as const)(
    '%s: a refusal is an http ApiError with the service’s code and message, not a mapped answer',
    async (_name, run, endpoint) => {
      status = 409;
      answer = { error: { code: 'CONFLICT', message: 'Try again' } };
      expect(await failure(run())).toEqual({
        name: 'ApiError',
        kind: 'http',
        endpoint,
        status: 409,
        code: 'CONFLICT',
        message: 'Try again',
      });
    },
  );
});
