// @vitest-environment node
/**
 * The pharmacy's identity, security, session and directory contracts against ../shared/spec/pharmacy-portal.md:
 * - §3 "Patient lookup form", "Prescription lookup payload", "Link payload", "Identity quiz", "Prescriber quiz",
 *   "Security questions / challenge questions", "Customer status", "New-patient request", "Store search result",
 *   "Facility / pharmacy" (api/contracts/rx-identity.ts, rx-security.ts, pharmacy-search.ts, pharmacy-directory.ts);
 * - §4 "Account lock", "Security-question attempts", "Customer status call", "Link state", "Session", "Guest
 *   verification" (the enum lists, the session schemas, api/contracts/rx-session-refusals.ts);
 * - §5 "Phone", "RX number", "Other" (the store search requires searchText) and §9 limits: names 50, other-adult
 *   email 100, phone 10 digits, prescription number 5 to 8 digits, exactly 3 security questions
 *   (api/contracts/rx-rules.ts, rx-identity.ts);
 * - §7.2 anonymous paths, §7.3 security API paths, §7.4 directory paths, the GraphQL storeSearch request, answer and
 *   reading rule (api/contracts/rx-anonymous.ts, rx-security.ts, pharmacy-directory.ts, pharmacy-search.ts).
 * Every schema: a complete value parses to an equal value (no field dropped); each value with one field missing, of
 * the wrong type or past a bound is refused; each allowed absence, null and enum value is accepted and parsed as
 * given. Where the spec is silent (response shapes, limits it does not give, the guest phone header's name, the
 * GraphQL endpoint and query text, the sandbox path, the refusal codes) the expected value is the contract's
 * documented choice (docs/choices.md, the contract's comments), and the test says so.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  facilitiesQuerySchema,
  facilitiesResponseSchema,
  facilitySchema,
  PHARMACY_DIRECTORY_PATHS,
  regularHoursSchema,
} from '../../api/contracts/pharmacy-directory';
import {
  competitorListResponseSchema,
  competitorQuerySchema,
  competitorSchema,
  DATA_IS_NULL,
  type GraphqlError,
  readStoreSearch,
  STORE_SEARCH_OPERATION,
  STORE_SEARCH_QUERY,
  type StoreSearchResponse,
  storeSchema,
  storeSearchRequestSchema,
  storeSearchResponseSchema,
  storeSearchResultSchema,
} from '../../api/contracts/pharmacy-search';
import { GUEST_PHONE_HEADER, RX_ANONYMOUS_PATHS } from '../../api/contracts/rx-anonymous';
import {
  ATTEMPT_STATES,
  AUTHENTICATION_RESULTS,
  accountHolderResponseSchema,
  accountHolderSchema,
  challengeAnswerResponseSchema,
  challengeAnswerSchema,
  challengeQuestionGroupsSchema,
  challengesSavedSchema,
  createChallengesSchema,
  guestLinkRequestSchema,
  guestLinkResponseSchema,
  guestVerificationResponseSchema,
  guestVerificationSchema,
  guestVerificationStatusQuerySchema,
  guestVerificationStatusSchema,
  hasChallengeQuestionsSchema,
  identityQuizSchema,
  LOCKED_STATUSES,
  LOOKUP_STATUSES,
  LOOKUP_TYPES,
  linkPayloadSchema,
  linkResponseSchema,
  NEW_PATIENT_TYPES,
  newPatientRequestSchema,
  newPatientResponseSchema,
  patientLookupSchema,
  patientMatchesResponseSchema,
  prescriberAnswerResponseSchema,
  prescriberAnswerSchema,
  prescriberOptionSchema,
  prescriberQuizSchema,
  prescriptionLookupResponseSchema,
  prescriptionLookupSchema,
  prescriptionVerifyResponseSchema,
  prescriptionVerifySchema,
  QUIZ_STATUSES,
  quizAnswersSchema,
  quizQuestionSchema,
  quizResponseSchema,
  RX_IDENTITY_SANDBOX_PATHS,
  resetChallengesSchema,
  selfLinkedResponseSchema,
  startPrescriberQuizSchema,
  startQuizSchema,
  userChallengeQuestionsSchema,
  VERIFICATION_RESULTS,
  VERIFY_STATUSES,
} from '../../api/contracts/rx-identity';
import { RX_NUMBER_PATTERN } from '../../api/contracts/rx-rules';
import {
  AUTHORIZATION_STATUSES,
  customerStatusSchema,
  LINK_STATES,
  RX_SECURITY_ANONYMOUS_PATHS,
  RX_SECURITY_PATHS,
  rxSessionAuthorizedSchema,
  rxSessionSchema,
} from '../../api/contracts/rx-security';
import { RX_SESSION_REFUSALS, rxSessionRefusalOf } from '../../api/contracts/rx-session-refusals';

// ---- Helpers ----

type Schema = z.ZodMiniType<unknown>;
/** A field's place: dotted ('quiz.questions.0.text'), or a list of keys for keys with dots ('filter.id'). */
type Path = string | readonly string[];
/** A change of a valid value: the field, and its new value (undefined: the field is removed). */
type Change = readonly [Path, unknown];

const keysOf = (path: Path): readonly string[] => (typeof path === 'string' ? path.split('.') : path);

/** A copy of `value` with the field at `path` removed (next undefined) or replaced. */
function change(value: unknown, path: Path, next: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = keysOf(path);
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (next === undefined) delete at[last];
  else at[last] = next;
  return copy;
}

/** A short label for a test name: long strings and lists by their length. */
function show(value: unknown): string {
  if (value === undefined) return 'absent';
  if (typeof value === 'string' && value.length > 20)
    return `'${value.slice(0, 6)}…' (${value.length} characters)`;
  if (Array.isArray(value) && JSON.stringify(value).length > 40) return `a list of ${value.length}`;
  return JSON.stringify(value);
}

const labelled = (changes: readonly Change[]) =>
  changes.map(([path, next]) => ({ label: `${keysOf(path).join('.')} = ${show(next)}`, path, next }));

const parses = (schema: Schema, value: unknown) => z.safeParse(schema, value);

/**
 * A schema's table: the valid value parses to an equal value; each `refused` change makes it refused; each
 * `accepted` change still parses, to the changed value exactly.
 */
function contract(
  name: string,
  schema: Schema,
  valid: unknown,
  table: { refused: readonly Change[]; accepted?: readonly Change[] },
) {
  describe(name, () => {
    it('a complete value parses to an equal value (no field dropped)', () => {
      const result = parses(schema, valid);
      expect(result.success).toBe(true);
      expect(result.data).toEqual(valid);
    });
    it.each(labelled(table.refused))('refused when $label', ({ path, next }) => {
      expect(parses(schema, change(valid, path, next)).success).toBe(false);
    });
    if (table.accepted && table.accepted.length > 0) {
      it.each(labelled(table.accepted))('accepted when $label, parsed as given', ({ path, next }) => {
        const changed = change(valid, path, next);
        const result = parses(schema, changed);
        expect(result.success).toBe(true);
        expect(result.data).toEqual(changed);
      });
    }
  });
}

const chars = (n: number, c = 'x') => c.repeat(n);
/** Field changes: every value of a list at one path. */
const each = (path: Path, values: readonly unknown[]): Change[] => values.map((v) => [path, v] as const);
/** Field changes: the field removed, for each path. */
const absent = (...paths: Path[]): Change[] => paths.map((p) => [p, undefined] as const);
const repeatItem = <T>(item: T, n: number): T[] => Array.from({ length: n }, () => structuredClone(item));

// Bounds of the regex-checked strings, each side of each bound, junk before and after, letters for digits.
/** §5 "Phone: 10 digits ... dashes removed before submit". */
const PHONE_OK = ['5135550100', '0000000000'];
const PHONE_BAD = [
  '513555010',
  '51355501000',
  '513-555-0100',
  '513555010a',
  'a513555010',
  'x5135550100',
  '5135550100x',
  '',
];
/** §5 "RX number ... 5 to 8 digits". */
const RX_OK = ['12345', '123456', '1234567', '12345678'];
const RX_BAD = ['1234', '123456789', '1234a', 'a1234', '12 34', 'x12345', '12345x', ' 12345', '12345 ', ''];
/** §5 "The combined value is formatted YYYY-MM-DD". */
const DATE_BAD = [
  '980-04-12',
  '19800-04-12',
  '1980-4-12',
  '1980-004-12',
  '1980-04-1',
  '1980-04-123',
  'x1980-04-12',
  '1980-04-12x',
  '198a-04-12',
  'abcd-04-12',
  '1980-0a-12',
  '1980-04-1a',
  '1980/04/12',
  '19800412',
  '',
];

// ---- §5, §9: the RX number rule (api/contracts/rx-rules.ts) ----

describe('§5 "RX number: 5 to 8 digits" (RX_NUMBER_PATTERN)', () => {
  it.each(RX_OK)('accepts %j', (value) => {
    expect(RX_NUMBER_PATTERN.test(value)).toBe(true);
  });
  it.each(RX_BAD)('refuses %j', (value) => {
    expect(RX_NUMBER_PATTERN.test(value)).toBe(false);
  });
});

// ---- §7.2 anonymous API (api/contracts/rx-anonymous.ts) ----

describe('§7.2 anonymous API paths and the phone header', () => {
  it('both paths are under /rx/api/anonymous as §7.2 writes them', () => {
    expect(RX_ANONYMOUS_PATHS).toEqual({
      validatePrescriptionsFull: '/rx/api/anonymous/guest-refill/validate-prescriptions-full',
      guestRefillOrder: '/rx/api/anonymous/guest-refill/order',
    });
  });
  it('the phone goes in the X-Phone-Number header (§7.2 "phone header"; the name is the contract\'s choice)', () => {
    expect(GUEST_PHONE_HEADER).toBe('X-Phone-Number');
  });
});

// ---- §4, §8: the pharmacy session's refusals (api/contracts/rx-session-refusals.ts) ----

describe('the pharmacy session refusals (§4 "Session", §8 401; codes and 403 are docs/choices.md)', () => {
  it('not authorized is a 403 RX_SESSION_NOT_AUTHORIZED, timed out a 401 RX_SESSION_TIMED_OUT', () => {
    expect(RX_SESSION_REFUSALS).toEqual({
      notAuthorized: { status: 403, code: 'RX_SESSION_NOT_AUTHORIZED' },
      timedOut: { status: 401, code: 'RX_SESSION_TIMED_OUT' },
    });
  });
  it.each([
    ['RX_SESSION_NOT_AUTHORIZED', 'notAuthorized'],
    ['RX_SESSION_TIMED_OUT', 'timedOut'],
    ['RX_SESSION_EXPIRED', null],
    ['UNAUTHORIZED', null],
    ['rx_session_timed_out', null],
    ['', null],
    [undefined, null],
  ] as const)('rxSessionRefusalOf(%j) is %j', (code, refusal) => {
    expect(rxSessionRefusalOf(code)).toBe(refusal);
  });
});

// ---- §7.3 security API (api/contracts/rx-security.ts) ----

describe('§7.3 security API paths (base /rx-security)', () => {
  it('every §7.3 path, and the vaccine record issuer key set (docs/choices.md "The SMART Health Card")', () => {
    expect(RX_SECURITY_PATHS).toEqual({
      verifyDvr: '/rx-security/dvr/verify-dvr',
      smartHealthCard: '/rx-security/dvr/smart-health-card',
      dvrSecureMessage: '/rx-security/rx-security-api/dvr/secure-message',
      dvrIssuerJwks: '/rx-security/dvr/issuer/.well-known/jwks.json',
      createPatients: '/rx-security/rx-security-api/customer/create/patients',
      patientMatches: '/rx-security/rx-security-api/customer/patient-matches',
      prescriptionLookup: '/rx-security/rx-security-api/customer/prescription/lookup',
      prescriptionVerify: '/rx-security/rx-security-api/customer/prescription/verify',
      idmQuiz: '/rx-security/idm/quiz',
      idmQuizAnswers: '/rx-security/idm/quiz/answers',
      challengeQuestions: '/rx-security/challenge-questions',
      userChallengeQuestions: '/rx-security/user-challenge-questions',
      resetChallengeQuestions: '/rx-security/reset-challenge-questions',
      userChallengeQuestion: '/rx-security/user-challenge-question',
      userHasChallengeQuestions: '/rx-security/user-has-challenge-questions',
      customerRelationships: '/rx-security/customer/relationships',
      customerRelationship: '/rx-security/customer/relationship',
      session: '/rx-security/session',
      sessionAuthorized: '/rx-security/session/authorized',
      prescriberQuiz: '/rx-security/prescriber/quiz',
      prescriberLink: '/rx-security/prescriber/link',
      prescriptionLink: '/rx-security/prescription/link',
      patientLink: '/rx-security/patient/link',
      isCustomerSelfLinked: '/rx-security/is-customer-self-linked',
      customerStatus: '/rx-security/customer/status',
      guestVerification: '/rx-security/guest-verification',
      guestVerificationStatus: '/rx-security/guest-verification-status',
    });
  });
  it('a guest may call only the vaccine record paths and guest verification (§6 "Guest")', () => {
    expect(RX_SECURITY_ANONYMOUS_PATHS).toEqual([
      '/rx-security/dvr/verify-dvr',
      '/rx-security/dvr/smart-health-card',
      '/rx-security/rx-security-api/dvr/secure-message',
      '/rx-security/dvr/issuer/.well-known/jwks.json',
      '/rx-security/guest-verification',
      '/rx-security/guest-verification-status',
    ]);
  });
  it("session statuses: AUTHORIZED (§6) and UNAUTHORIZED (the contract's other status)", () => {
    expect(AUTHORIZATION_STATUSES).toEqual(['AUTHORIZED', 'UNAUTHORIZED']);
  });
  it('§4 "Link state": NO_LINKS, APPROVED_LINKS, ONLY_UNAPPROVED_LINKS', () => {
    expect(LINK_STATES).toEqual(['NO_LINKS', 'APPROVED_LINKS', 'ONLY_UNAPPROVED_LINKS']);
  });
});

contract(
  'GET/PUT /session (§4 "Session": warning at 540 s, expiry 61 s later; shape docs/choices.md)',
  rxSessionSchema as Schema,
  {
    active: true,
    lastAccessDate: '2026-05-06T07:08:09Z',
    secondsLeft: 601,
    status: 'AUTHORIZED',
    timeouts: { warningSeconds: 540, expirySeconds: 61 },
  },
  {
    refused: [
      ...absent('active', 'lastAccessDate', 'secondsLeft', 'status', 'timeouts'),
      ...absent('timeouts.warningSeconds', 'timeouts.expirySeconds'),
      ['active', 'true'],
      ['secondsLeft', '601'],
      ['status', 'ACTIVE'],
      ['status', 'authorized'],
      ['timeouts.warningSeconds', 0],
      ['timeouts.warningSeconds', -540],
      ['timeouts.expirySeconds', 0],
      ['timeouts.expirySeconds', -61],
    ],
    accepted: [
      ['lastAccessDate', null],
      ['active', false],
      ['secondsLeft', -5],
      ...each('status', ['AUTHORIZED', 'UNAUTHORIZED']),
      ['timeouts', { warningSeconds: 0.5, expirySeconds: 1 }],
    ],
  },
);

contract(
  'GET /session/authorized (§4: authorized only when active and AUTHORIZED)',
  rxSessionAuthorizedSchema as Schema,
  { authorized: true, active: true, status: 'AUTHORIZED' },
  {
    refused: [...absent('authorized', 'active', 'status'), ['authorized', 1], ['status', 'PENDING']],
    accepted: [['authorized', false], ['active', false], ...each('status', ['AUTHORIZED', 'UNAUTHORIZED'])],
  },
);

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
  securityQuestionsLocked: false,
};
contract(
  'GET /customer/status (§3 "Customer status", every field)',
  customerStatusSchema as Schema,
  customerStatus,
  {
    refused: [
      ...absent(
        'hasChallengeQuestions',
        'linkStatus',
        'selfLinked',
        'knownMachine',
        'identityVerified',
        'emailConfirmed',
        'guestVerified',
        'verificationLocked',
        'verificationAttempted',
        'accountLockedForLinking',
        'customerVerified',
      ),
      ['linkStatus', 'LINKED'],
      ['customerVerified', 'true'],
      ['securityQuestionsLocked', 'no'],
      ['securityQuestionsLocked', null],
    ],
    accepted: [
      ...each('linkStatus', ['NO_LINKS', 'APPROVED_LINKS', 'ONLY_UNAPPROVED_LINKS']),
      // Beyond §3 (docs/choices.md "After the final security-question lock"): optional.
      ['securityQuestionsLocked', undefined],
      ['securityQuestionsLocked', true],
    ],
  },
);

// ---- §3 lookups (api/contracts/rx-identity.ts) ----

const patientLookup = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  dateOfBirth: '1980-04-12',
  address1: '1 Main St',
  address2: 'Apt 2',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202-1234',
  phoneNum: '5135550100',
  email: 'jordan@example.com',
};
contract(
  'POST patient-matches (§3 "Patient lookup form"; names 50 (§9), address 100, city 60, state 2, zip 10 are the contract\'s caps)',
  patientLookupSchema as Schema,
  patientLookup,
  {
    refused: [
      ...absent('firstName', 'lastName', 'dateOfBirth', 'address1', 'city', 'state', 'zipCode'),
      ['firstName', chars(51)],
      ['lastName', chars(51)],
      ['firstName', 7],
      ['address1', chars(101)],
      ['address2', chars(101)],
      ['city', chars(61)],
      ['state', 'OHI'],
      ['zipCode', chars(11, '1')],
      ['email', chars(101)],
      ...each('phoneNum', PHONE_BAD),
      ...each('dateOfBirth', DATE_BAD),
    ],
    accepted: [
      ...absent('address2', 'phoneNum', 'email'),
      ['firstName', chars(50)],
      ['lastName', chars(50)],
      ['address1', chars(100)],
      ['address2', chars(100)],
      ['city', chars(60)],
      ['state', 'DC'],
      ['zipCode', chars(10, '1')],
      ['email', chars(100)],
      ...each('phoneNum', PHONE_OK),
      ['dateOfBirth', '2001-12-31'],
    ],
  },
);

contract(
  'patient-matches answer (shape chosen: docs/choices.md "Response shapes not shown")',
  patientMatchesResponseSchema as Schema,
  { exactMatchFound: true, patientNumber: '100000001', alreadyLinked: false },
  {
    refused: [
      ...absent('exactMatchFound', 'patientNumber', 'alreadyLinked'),
      ['exactMatchFound', 'true'],
      ['alreadyLinked', 0],
      ['patientNumber', 'P-1'],
    ],
    accepted: [
      ['patientNumber', null],
      ['exactMatchFound', false],
      ['alreadyLinked', true],
    ],
  },
);

describe('§3 "Prescription lookup payload" and result lists', () => {
  it('lookup types are SELF, CHILD, PET, OTHER_ADULT', () => {
    expect(LOOKUP_TYPES).toEqual(['SELF', 'CHILD', 'PET', 'OTHER_ADULT']);
  });
  it('lookup statuses are FOUND, NOT_FOUND, LOCKED', () => {
    expect(LOOKUP_STATUSES).toEqual(['FOUND', 'NOT_FOUND', 'LOCKED']);
  });
  it("verify statuses are VERIFIED, NOT_VERIFIED, LOCKED (contract's choice)", () => {
    expect(VERIFY_STATUSES).toEqual(['VERIFIED', 'NOT_VERIFIED', 'LOCKED']);
  });
});

const prescriptionLookup = {
  type: 'OTHER_ADULT',
  rxNumber: '1234567',
  facilityPhone: '5135550100',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Whitfield',
  dateOfBirth: '1975-02-03',
};
contract(
  'POST prescription/lookup (§3 "Prescription lookup payload"; §5 RX number, phone; §9 names 50, email 100)',
  prescriptionLookupSchema as Schema,
  prescriptionLookup,
  {
    refused: [
      ...absent('type', 'rxNumber', 'firstName', 'lastName'),
      ['type', 'MANAGED_ADULT'],
      ['type', 'self'],
      ...each('rxNumber', RX_BAD),
      ...each('facilityPhone', PHONE_BAD),
      ['email', chars(101)],
      ['firstName', chars(51)],
      ['lastName', chars(51)],
      ...each('dateOfBirth', DATE_BAD),
    ],
    accepted: [
      ...each('type', ['SELF', 'CHILD', 'PET', 'OTHER_ADULT']),
      ...each('rxNumber', RX_OK),
      // Retail only (§3 "facilityPhone (retail only)"), other adults only, not for pets.
      ...absent('facilityPhone', 'email', 'dateOfBirth'),
      ['email', chars(100)],
      ['firstName', chars(50)],
      ['lastName', chars(50)],
    ],
  },
);

contract(
  'prescription/lookup result (§3 "status FOUND, NOT_FOUND or LOCKED, verified, patientNumber, selfLinked")',
  prescriptionLookupResponseSchema as Schema,
  { status: 'FOUND', verified: true, patientNumber: '100000002', selfLinked: false },
  {
    refused: [
      ...absent('status', 'verified', 'patientNumber', 'selfLinked'),
      ['status', 'ERROR'],
      ['verified', 'yes'],
      ['selfLinked', 1],
    ],
    accepted: [
      ...each('status', ['FOUND', 'NOT_FOUND', 'LOCKED']),
      ['patientNumber', null],
      ['verified', false],
      ['selfLinked', true],
    ],
  },
);

contract(
  'POST prescription/verify (the looked-up patient and an RX number, §5)',
  prescriptionVerifySchema as Schema,
  { patientNumber: '100000002', rxNumber: '7654321', facilityPhone: '5135550100' },
  {
    refused: [
      ...absent('patientNumber', 'rxNumber'),
      ['patientNumber', 'P-2'],
      ...each('rxNumber', RX_BAD),
      ...each('facilityPhone', PHONE_BAD),
    ],
    accepted: [['facilityPhone', undefined], ...each('rxNumber', RX_OK)],
  },
);

contract(
  'prescription/verify answer (shape chosen: docs/choices.md "Lookup and verification limits")',
  prescriptionVerifyResponseSchema as Schema,
  { status: 'LOCKED', lockedUntil: '2026-05-06T07:38:09Z', attemptsLeft: 0 },
  {
    refused: [
      ...absent('status', 'lockedUntil', 'attemptsLeft'),
      ['status', 'FOUND'],
      ['attemptsLeft', -1],
      ['attemptsLeft', 1.5],
      ['attemptsLeft', '2'],
      ['lockedUntil', 5],
    ],
    accepted: [
      ...each('status', ['VERIFIED', 'NOT_VERIFIED', 'LOCKED']),
      ['lockedUntil', null],
      ['attemptsLeft', 2],
    ],
  },
);

// ---- §3 "Identity quiz" ----

describe('§3 "Identity quiz" lists', () => {
  it('statuses are OK and TOO_MANY_REQUEST', () => {
    expect(QUIZ_STATUSES).toEqual(['OK', 'TOO_MANY_REQUEST']);
  });
  it('authentication results are PASS, FAIL, PENDING', () => {
    expect(AUTHENTICATION_RESULTS).toEqual(['PASS', 'FAIL', 'PENDING']);
  });
});

const quizQuestion = {
  questionId: 'q1',
  text: 'Which street have you lived on?',
  choices: [
    { choiceId: 'c1', text: 'Elm' },
    { choiceId: 'c2', text: 'Oak' },
  ],
};
const identityQuiz = { lexId: 'lex-1', quizId: 'quiz-1', transactionId: 'tx-1', questions: [quizQuestion] };

contract(
  'an identity quiz question (questionId, text, choices with choiceId and text)',
  quizQuestionSchema as Schema,
  quizQuestion,
  {
    refused: [
      ...absent('questionId', 'text', 'choices', 'choices.0.choiceId', 'choices.0.text'),
      ['choices.1.text', 2],
    ],
    accepted: [['choices', []]],
  },
);

contract(
  'an identity quiz (lexId, quizId, transactionId, questions)',
  identityQuizSchema as Schema,
  identityQuiz,
  {
    refused: [...absent('lexId', 'quizId', 'transactionId', 'questions', 'questions.0.choices.1.choiceId')],
    accepted: [['questions', []]],
  },
);

contract(
  'GET/POST idm/quiz and POST idm/quiz/answers answer (§3 statuses and results; shape docs/choices.md)',
  quizResponseSchema as Schema,
  { status: 'OK', authenticationResult: 'PENDING', personFound: true, locked: false, quiz: identityQuiz },
  {
    refused: [
      ...absent('status', 'authenticationResult', 'personFound', 'locked', 'quiz'),
      ...absent('quiz.lexId', 'quiz.quizId', 'quiz.transactionId', 'quiz.questions'),
      ...absent('quiz.questions.0.questionId', 'quiz.questions.0.text', 'quiz.questions.0.choices'),
      ...absent('quiz.questions.0.choices.0.choiceId', 'quiz.questions.0.choices.0.text'),
      ['status', 'PASS'],
      ['authenticationResult', 'OK'],
      ['personFound', 'true'],
      ['locked', null],
    ],
    accepted: [
      ...each('status', ['OK', 'TOO_MANY_REQUEST']),
      ...each('authenticationResult', ['PASS', 'FAIL', 'PENDING', null]),
      ['quiz', null],
      ['personFound', false],
      ['locked', true],
    ],
  },
);

contract(
  'POST idm/quiz (the looked-up patient)',
  startQuizSchema as Schema,
  { patientNumber: '100000001' },
  {
    refused: [
      ['patientNumber', undefined],
      ['patientNumber', 'abc'],
    ],
  },
);

const selectedChoice = { questionId: 'q1', choiceId: 'c1' };
contract(
  'POST idm/quiz/answers (§3 "selectedChoices (questionId, choiceId)"; 1 to 10 answers, ids up to 64: contract caps)',
  quizAnswersSchema as Schema,
  { quizId: 'quiz-1', selectedChoices: [selectedChoice, { questionId: 'q2', choiceId: 'c4' }] },
  {
    refused: [
      ...absent('quizId', 'selectedChoices', 'selectedChoices.0.questionId', 'selectedChoices.0.choiceId'),
      ['quizId', chars(65)],
      ['selectedChoices', []],
      ['selectedChoices', repeatItem(selectedChoice, 11)],
      ['selectedChoices.0.questionId', chars(65)],
      ['selectedChoices.0.choiceId', chars(65)],
    ],
    accepted: [
      ['quizId', chars(64)],
      ['selectedChoices', [selectedChoice]],
      ['selectedChoices', repeatItem(selectedChoice, 10)],
      ['selectedChoices.0.questionId', chars(64)],
      ['selectedChoices.0.choiceId', chars(64)],
    ],
  },
);

// ---- §3 "Prescriber quiz" ----

contract(
  'POST prescriber/quiz (the looked-up patient)',
  startPrescriberQuizSchema as Schema,
  { patientNumber: '100000002' },
  {
    refused: [
      ['patientNumber', undefined],
      ['patientNumber', ''],
    ],
  },
);

const prescriberOption = { prescriberNumber: 'p-7', firstName: 'Dana', lastName: 'Rivera' };
contract(
  'a prescriber option (§3 "prescriberNumber, first and last name")',
  prescriberOptionSchema as Schema,
  prescriberOption,
  {
    refused: [...absent('prescriberNumber', 'firstName', 'lastName'), ['prescriberNumber', 7]],
  },
);

contract(
  'GET/POST prescriber/quiz answer (§3 "options"; expiresAt for §9 "3 minutes")',
  prescriberQuizSchema as Schema,
  {
    quizId: 'pq-1',
    options: [prescriberOption, { prescriberNumber: 'p-8', firstName: 'Lee', lastName: 'Chan' }],
    expiresAt: '2026-05-06T07:11:09Z',
  },
  {
    refused: [
      ...absent('quizId', 'options', 'expiresAt'),
      ...absent('options.0.prescriberNumber', 'options.0.firstName', 'options.0.lastName'),
    ],
    accepted: [['options', []]],
  },
);

contract(
  'POST prescriber/link (the chosen prescriber; ids up to 64 and 32: contract caps)',
  prescriberAnswerSchema as Schema,
  { quizId: 'pq-1', prescriberNumber: 'p-7' },
  {
    refused: [
      ...absent('quizId', 'prescriberNumber'),
      ['quizId', chars(65)],
      ['prescriberNumber', chars(33)],
    ],
    accepted: [
      ['quizId', chars(64)],
      ['prescriberNumber', chars(32)],
    ],
  },
);

describe('§3 "Prescriber quiz ... verificationResult"', () => {
  it('results are VERIFIED, NOT_VERIFIED, EXPIRED (EXPIRED: §4 the 3-minute time-out)', () => {
    expect(VERIFICATION_RESULTS).toEqual(['VERIFIED', 'NOT_VERIFIED', 'EXPIRED']);
  });
});
contract(
  'prescriber/link answer',
  prescriberAnswerResponseSchema as Schema,
  { verificationResult: 'NOT_VERIFIED' },
  {
    refused: [
      ['verificationResult', undefined],
      ['verificationResult', 'LOCKED'],
    ],
    accepted: each('verificationResult', ['VERIFIED', 'NOT_VERIFIED', 'EXPIRED']),
  },
);

// ---- §3 "Link payload" ----

contract(
  'POST prescription/link and patient/link (§3 "Link payload")',
  linkPayloadSchema as Schema,
  {
    patientNumber: '100000003',
    prescriptionNumber: '1234567',
    type: 'MANAGED_ADULT',
    grantorEmailAddress: 'sam@example.com',
    dateOfBirth: '1975-02-03',
    facilityPhone: '5135550100',
  },
  {
    refused: [
      ...absent('patientNumber', 'type'),
      ['patientNumber', 'x100000003'],
      ['type', 'OTHER_ADULT'],
      ...each('prescriptionNumber', RX_BAD),
      ['grantorEmailAddress', chars(101)],
      ...each('dateOfBirth', DATE_BAD),
      ...each('facilityPhone', PHONE_BAD),
    ],
    accepted: [
      ...each('type', ['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET']),
      ...absent('prescriptionNumber', 'grantorEmailAddress', 'dateOfBirth', 'facilityPhone'),
      ['grantorEmailAddress', chars(100)],
      ...each('prescriptionNumber', RX_OK),
    ],
  },
);

contract(
  'link answer (shape chosen: pending is §4 "ONLY_UNAPPROVED_LINKS")',
  linkResponseSchema as Schema,
  { patientNumber: '100000003', relationshipType: 'MANAGED_ADULT', pending: true },
  {
    refused: [...absent('patientNumber', 'relationshipType', 'pending'), ['relationshipType', 'OTHER_ADULT']],
    accepted: [
      ...each('relationshipType', ['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET']),
      ['pending', false],
    ],
  },
);

contract(
  'GET is-customer-self-linked',
  selfLinkedResponseSchema as Schema,
  { selfLinked: true },
  {
    refused: [
      ['selfLinked', undefined],
      ['selfLinked', 'true'],
    ],
    accepted: [['selfLinked', false]],
  },
);

contract(
  'POST customer/create/patients (§2.4 "Primary account holder form"; same caps as the lookup)',
  accountHolderSchema as Schema,
  {
    firstName: 'Jordan',
    lastName: 'Whitfield',
    dateOfBirth: '1980-04-12',
    address1: '1 Main St',
    address2: 'Apt 2',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    phoneNum: '5135550100',
  },
  {
    refused: [
      ...absent('firstName', 'lastName', 'dateOfBirth', 'address1', 'city', 'state', 'zipCode'),
      ['firstName', chars(51)],
      ['lastName', chars(51)],
      ['address1', chars(101)],
      ['address2', chars(101)],
      ['city', chars(61)],
      ['state', 'OHI'],
      ['zipCode', chars(11, '1')],
      ...each('phoneNum', PHONE_BAD),
      ...each('dateOfBirth', DATE_BAD),
    ],
    accepted: [
      ...absent('address2', 'phoneNum'),
      ['firstName', chars(50)],
      ['lastName', chars(50)],
      ['address1', chars(100)],
      ['city', chars(60)],
      ['zipCode', chars(10, '1')],
    ],
  },
);

contract(
  'customer/create/patients answer',
  accountHolderResponseSchema as Schema,
  { accountNumber: 'A-100' },
  {
    refused: [
      ['accountNumber', undefined],
      ['accountNumber', 100],
    ],
  },
);

// ---- §3 "Security questions / challenge questions", §4 "Account lock", "Security-question attempts" ----

describe('§4 lock and attempt lists', () => {
  it('lock statuses are LOCKED, UNLOCKED (§4) and TEMPORARILY_LOCKED (§3 lockedStatus)', () => {
    expect(LOCKED_STATUSES).toEqual(['LOCKED', 'UNLOCKED', 'TEMPORARILY_LOCKED']);
  });
  it('attempt states are the six of §4, in order', () => {
    expect(ATTEMPT_STATES).toEqual([
      'PRISTINE',
      'SECOND_ATTEMPT',
      'SUBSEQUENT_ATTEMPT',
      'LOCKED_OUT',
      'TEMPORARY_UNLOCK',
      'TEMPORARY_UNLOCK_ATTEMPT',
    ]);
  });
});
const LOCKED = ['LOCKED', 'UNLOCKED', 'TEMPORARILY_LOCKED'];
const ATTEMPTS = [
  'PRISTINE',
  'SECOND_ATTEMPT',
  'SUBSEQUENT_ATTEMPT',
  'LOCKED_OUT',
  'TEMPORARY_UNLOCK',
  'TEMPORARY_UNLOCK_ATTEMPT',
];

contract(
  'GET challenge-questions (§3 "three groups of six")',
  challengeQuestionGroupsSchema as Schema,
  {
    groups: [
      [
        { questionId: 'SQ101', text: 'First pet?' },
        { questionId: 'SQ102', text: 'First school?' },
      ],
      [{ questionId: 'SQ201', text: 'Favourite city?' }],
      [{ questionId: 'SQ301', text: 'First car?' }],
    ],
  },
  {
    refused: [
      ...absent('groups', 'groups.0.1.questionId', 'groups.2.0.text'),
      ['groups.0', { questionId: 'SQ1' }],
    ],
    accepted: [['groups', []]],
  },
);

const userChallenges = [
  { questionId: 'SQ101', answer: 'Rex1' },
  { questionId: 'SQ201', answer: 'Dayton' },
  { questionId: 'SQ301', answer: 'Blue jay' },
];
const challengeRefusals: Change[] = [
  ...absent('userChallenges', 'preferredDevice'),
  ...absent('userChallenges.0.questionId', 'userChallenges.2.answer'),
  ['userChallenges', userChallenges.slice(0, 2)],
  ['userChallenges', [...userChallenges, { questionId: 'SQ102', answer: 'Spot' }]],
  ['userChallenges', []],
  ['userChallenges.1.questionId', chars(17)],
  ['userChallenges.1.answer', 1234],
  ['preferredDevice', 'true'],
];
contract(
  'POST challenge-questions (§7.3 "userChallenges and preferredDevice"; §9 exactly 3; ids up to 16: contract cap)',
  createChallengesSchema as Schema,
  { userChallenges, preferredDevice: true },
  {
    refused: challengeRefusals,
    accepted: [
      ['preferredDevice', false],
      ['userChallenges.0.questionId', chars(16)],
    ],
  },
);

contract(
  "POST reset-challenge-questions (the password again, contract's rule; up to 128)",
  resetChallengesSchema as Schema,
  { password: 'correct horse', userChallenges, preferredDevice: false },
  {
    refused: [...challengeRefusals, ['password', undefined], ['password', chars(129)]],
    accepted: [
      ['password', chars(128)],
      ['preferredDevice', true],
      ['userChallenges.0.questionId', chars(16)],
    ],
  },
);

contract(
  'GET user-challenge-questions (§3 "Answering state": questions, lockedStatus, attempts)',
  userChallengeQuestionsSchema as Schema,
  {
    questions: [
      { questionId: 'SQ101', text: 'First pet?' },
      { questionId: 'SQ201', text: 'Favourite city?' },
    ],
    lockedStatus: 'UNLOCKED',
    attemptState: 'SECOND_ATTEMPT',
    failedSecurityQuestionAnswerAttempts: 1,
  },
  {
    refused: [
      ...absent('questions', 'lockedStatus', 'attemptState', 'failedSecurityQuestionAnswerAttempts'),
      ...absent('questions.0.questionId', 'questions.1.text'),
      ['lockedStatus', 'PENDING'],
      ['attemptState', 'FIRST_ATTEMPT'],
      ['failedSecurityQuestionAnswerAttempts', '1'],
    ],
    accepted: [
      ...each('lockedStatus', LOCKED),
      ...each('attemptState', ATTEMPTS),
      ['failedSecurityQuestionAnswerAttempts', 0],
    ],
  },
);

contract(
  "POST user-challenge-question (one answer and 'Remember me on this device.')",
  challengeAnswerSchema as Schema,
  { questionId: 'SQ101', answer: 'Rex1', rememberDevice: true },
  {
    refused: [
      ...absent('questionId', 'answer', 'rememberDevice'),
      ['questionId', chars(17)],
      ['answer', 1234],
      ['rememberDevice', 'yes'],
    ],
    accepted: [
      ['questionId', chars(16)],
      ['rememberDevice', false],
    ],
  },
);

contract(
  'user-challenge-question answer (§3 "answerCorrect, locked, failedSecurityQuestionAnswerAttempts" and the lock)',
  challengeAnswerResponseSchema as Schema,
  {
    answerCorrect: false,
    locked: true,
    lockedStatus: 'LOCKED',
    attemptState: 'LOCKED_OUT',
    failedSecurityQuestionAnswerAttempts: 4,
  },
  {
    refused: [
      ...absent(
        'answerCorrect',
        'locked',
        'lockedStatus',
        'attemptState',
        'failedSecurityQuestionAnswerAttempts',
      ),
      ['answerCorrect', 'false'],
      ['lockedStatus', 'locked'],
      ['attemptState', 'LOCKED'],
    ],
    accepted: [...each('lockedStatus', LOCKED), ...each('attemptState', ATTEMPTS), ['answerCorrect', true]],
  },
);

contract(
  'GET user-has-challenge-questions',
  hasChallengeQuestionsSchema as Schema,
  { hasChallengeQuestions: false },
  {
    refused: [
      ['hasChallengeQuestions', undefined],
      ['hasChallengeQuestions', 0],
    ],
    accepted: [['hasChallengeQuestions', true]],
  },
);

contract(
  '201 of challenge-questions and reset-challenge-questions',
  challengesSavedSchema as Schema,
  { attemptState: 'PRISTINE' },
  {
    refused: [
      ['attemptState', undefined],
      ['attemptState', 'UNLOCKED'],
    ],
    accepted: each('attemptState', ATTEMPTS),
  },
);

// ---- §3 "New-patient request", §5 "Add-Rx required fields" ----

describe('§3 "New-patient request" types', () => {
  it('types are NEW, TRANSFER, PAPER', () => {
    expect(NEW_PATIENT_TYPES).toEqual(['NEW', 'TRANSFER', 'PAPER']);
  });
});

const requested = {
  medName: 'Lisinopril 10 mg',
  rxNumber: '1234567',
  contactName: 'Corner Drug',
  contactPhone: '5135550111',
  paperAcknowledge: false,
};
contract(
  'POST /prescription-request (§3 "patients, each with type and prescriptions"; 1 to 3 patients, 1 to 10 prescriptions, texts up to 100: contract caps)',
  newPatientRequestSchema as Schema,
  {
    patient: { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1980-04-12', phone: '5135550100' },
    patients: [{ type: 'TRANSFER', prescriptions: [requested] }],
  },
  {
    refused: [
      ...absent(
        'patient',
        'patients',
        'patient.firstName',
        'patient.lastName',
        'patient.dateOfBirth',
        'patient.phone',
      ),
      ...absent('patients.0.type', 'patients.0.prescriptions'),
      ['patient.firstName', chars(51)],
      ['patient.lastName', chars(51)],
      ...each('patient.dateOfBirth', DATE_BAD),
      ...each('patient.phone', PHONE_BAD),
      ['patients', []],
      ['patients', repeatItem({ type: 'NEW', prescriptions: [requested] }, 4)],
      ['patients.0.type', 'TRANSFER_ALL'],
      ['patients.0.prescriptions', []],
      ['patients.0.prescriptions', repeatItem(requested, 11)],
      ['patients.0.prescriptions.0.medName', chars(101)],
      ...each('patients.0.prescriptions.0.rxNumber', RX_BAD),
      ['patients.0.prescriptions.0.contactName', chars(101)],
      ...each('patients.0.prescriptions.0.contactPhone', PHONE_BAD),
      ['patients.0.prescriptions.0.paperAcknowledge', 'yes'],
    ],
    accepted: [
      ...each('patients.0.type', ['NEW', 'TRANSFER', 'PAPER']),
      ['patients', repeatItem({ type: 'PAPER', prescriptions: [{ paperAcknowledge: true }] }, 3)],
      ['patients.0.prescriptions', repeatItem(requested, 10)],
      ['patients.0.prescriptions', [{}]],
      ...absent(
        'patients.0.prescriptions.0.medName',
        'patients.0.prescriptions.0.rxNumber',
        'patients.0.prescriptions.0.contactName',
        'patients.0.prescriptions.0.contactPhone',
        'patients.0.prescriptions.0.paperAcknowledge',
      ),
      ['patients.0.prescriptions.0.medName', chars(100)],
      ['patients.0.prescriptions.0.contactName', chars(100)],
      ['patients.0.prescriptions.0.paperAcknowledge', true],
      ['patient.firstName', chars(50)],
    ],
  },
);

contract(
  '/prescription-request answer',
  newPatientResponseSchema as Schema,
  { requestId: 'req-1' },
  {
    refused: [
      ['requestId', undefined],
      ['requestId', 1],
    ],
  },
);

// ---- §4 "Guest verification" ----

contract(
  'POST guest-verification (§2.1 "patientNumber repeated, timestamp"; 1 to 5 numbers, timestamp 10 to 16 digits: contract caps)',
  guestVerificationSchema as Schema,
  { patientNumber: ['100000001', '100000002'], timestamp: '1767225600000', dateOfBirth: '1980-04-12' },
  {
    refused: [
      ...absent('patientNumber', 'timestamp', 'dateOfBirth'),
      ['patientNumber', []],
      ['patientNumber', repeatItem('100000001', 6)],
      ['patientNumber', ['P-1']],
      ['patientNumber', '100000001'],
      ...each('timestamp', ['176722560', chars(17, '1'), '176722560a', 'x1767225600', '1767225600x', '']),
      ['timestamp', 1767225600000],
      ...each('dateOfBirth', DATE_BAD),
    ],
    accepted: [
      ['patientNumber', ['100000001']],
      ['patientNumber', repeatItem('100000001', 5)],
      ...each('timestamp', ['1767225600', chars(16, '1')]),
    ],
  },
);

contract(
  'guest-verification answer (§4 "verified and patientLocked")',
  guestVerificationResponseSchema as Schema,
  { verified: true, patientLocked: false },
  {
    refused: [...absent('verified', 'patientLocked'), ['verified', 'true']],
    accepted: [
      ['verified', false],
      ['patientLocked', true],
    ],
  },
);

contract(
  'GET guest-verification-status query (§4 "polled by patient number and timestamp")',
  guestVerificationStatusQuerySchema as Schema,
  { patientNumber: '100000001', timestamp: '1767225600000' },
  {
    refused: [
      ...absent('patientNumber', 'timestamp'),
      ['patientNumber', 'abc'],
      ...each('timestamp', ['176722560', chars(17, '1'), '17672256o0', ' 1767225600']),
    ],
    accepted: each('timestamp', ['1767225600', chars(16, '1')]),
  },
);

contract(
  'guest-verification-status answer',
  guestVerificationStatusSchema as Schema,
  { patientLocked: true },
  {
    refused: [
      ['patientLocked', undefined],
      ['patientLocked', 'no'],
    ],
    accepted: [['patientLocked', false]],
  },
);

describe('sandbox guest link (docs/choices.md "How a guest link is issued in the sandbox")', () => {
  it('is POST /__sandbox/rx/guest-link', () => {
    expect(RX_IDENTITY_SANDBOX_PATHS).toEqual({ guestLink: '/__sandbox/rx/guest-link' });
  });
});
contract(
  'sandbox guest link request',
  guestLinkRequestSchema as Schema,
  { patientNumber: '100000001' },
  {
    refused: [
      ['patientNumber', undefined],
      ['patientNumber', 'abc'],
    ],
  },
);
contract(
  'sandbox guest link answer',
  guestLinkResponseSchema as Schema,
  { link: 'https://rx.example/rx/guest-verification?patientNumber=100000001&timestamp=1767225600000' },
  {
    refused: [
      ['link', undefined],
      ['link', null],
    ],
  },
);

// ---- §7.4 pharmacy directory (api/contracts/pharmacy-directory.ts) ----

describe('§7.4 pharmacy directory paths (v1 and v2 under /atlas/v1/pharmacy/)', () => {
  it("v1, v2, /facilities, /competitor-list, and the GraphQL endpoint (its path: the contract's choice)", () => {
    expect(PHARMACY_DIRECTORY_PATHS).toEqual({
      v1: '/atlas/v1/pharmacy/v1',
      v2: '/atlas/v1/pharmacy/v2',
      facilities: '/atlas/v1/pharmacy/v1/facilities',
      competitorList: '/atlas/v1/pharmacy/v1/competitor-list',
      storeSearch: '/atlas/v1/pharmacy/v2/graphql',
    });
  });
});

contract(
  'GET /facilities query (§7.4 "filter.address, filter.phoneNumber, filter.id")',
  facilitiesQuerySchema as Schema,
  { 'filter.address': '1 Main St', 'filter.phoneNumber': '5135550100', 'filter.id': '01400376,01400377' },
  {
    refused: [
      [['filter.address'], 1],
      [['filter.phoneNumber'], 5135550100],
      [['filter.id'], ['01400376']],
    ],
    accepted: absent(['filter.address'], ['filter.phoneNumber'], ['filter.id']),
  },
);

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];
/** HH:mm, 24 h (the contract's documented format). */
const CLOCK_BAD = [
  '9:00',
  '009:00',
  '09:0',
  '09:000',
  'x09:00',
  '09:00x',
  'ab:00',
  '09:cd',
  '0a:00',
  '09:0b',
  '0900',
  '',
];
const CLOCK_FIELDS = ['open', 'close', 'breakStart', 'breakEnd'];

contract(
  'one day of hoursOfOperation.regularHours (§3 "per-day open and close, break times")',
  regularHoursSchema as Schema,
  { day: 'MONDAY', open: '09:00', close: '21:00', breakStart: '13:30', breakEnd: '14:00' },
  {
    refused: [
      ...absent('day', ...CLOCK_FIELDS),
      ['day', 'monday'],
      ['day', 'HOLIDAY'],
      ...each('open', CLOCK_BAD),
      ...CLOCK_FIELDS.map((f): Change => [f, '9:00']),
      ...CLOCK_FIELDS.map((f): Change => [f, '09:00 ']),
    ],
    accepted: [
      ...each('day', DAYS),
      ...CLOCK_FIELDS.map((f): Change => [f, null]),
      ...each('close', ['00:00', '23:59']),
    ],
  },
);

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
  pharmacyHours: [
    { displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
    { displayName: 'Sat-Sun', hours: '10:00 AM - 6:00 PM', lunchBreak: null },
  ],
  prettyHours: ['Mon-Fri 9:00 AM - 9:00 PM'],
  breakHours: '1:30 PM - 2:00 PM',
  hoursOfOperation: {
    regularHours: [{ day: 'MONDAY', open: '09:00', close: '21:00', breakStart: '13:30', breakEnd: '14:00' }],
    holidaySchedule: [{ date: '2026-12-25', open: '10:00', close: '16:00' }],
  },
  promiseTimes: {
    defaultPromiseTime: '14:00',
    earliestAvailableTime: { rxWebWithDoctorCall: '24h', rxWebWithoutDoctorCall: '4h' },
  },
};
contract(
  'a facility (§3 "Facility / pharmacy", every field, and the contract\'s additions)',
  facilitySchema as Schema,
  facility,
  {
    refused: [
      ...absent(
        'facilityId',
        'id',
        'facilityType',
        'legalName',
        'vanityName',
        'brand',
        'divisionNumber',
        'storeNumber',
        'address',
        'phone',
        'distance',
        'deliveryEnabled',
        'pharmacyHours',
        'prettyHours',
        'breakHours',
        'hoursOfOperation',
        'promiseTimes',
      ),
      ...absent('address.address1', 'address.city', 'address.state', 'address.zipCode'),
      ...absent('pharmacyHours.0.displayName', 'pharmacyHours.0.hours', 'pharmacyHours.1.lunchBreak'),
      ...absent('hoursOfOperation.regularHours', 'hoursOfOperation.holidaySchedule'),
      ...absent('hoursOfOperation.regularHours.0.day', 'hoursOfOperation.holidaySchedule.0.date'),
      ...absent('hoursOfOperation.holidaySchedule.0.open', 'hoursOfOperation.holidaySchedule.0.close'),
      ...absent('promiseTimes.defaultPromiseTime', 'promiseTimes.earliestAvailableTime'),
      ...absent(
        'promiseTimes.earliestAvailableTime.rxWebWithDoctorCall',
        'promiseTimes.earliestAvailableTime.rxWebWithoutDoctorCall',
      ),
      ['facilityType', 'CLINIC'],
      ['deliveryEnabled', 'true'],
      ['distance', '1.2'],
      ['prettyHours', [1]],
      ['hoursOfOperation.holidaySchedule.0.open', '10:00 AM'],
      ['hoursOfOperation.holidaySchedule.0.close', '4:00'],
      ['hoursOfOperation.regularHours.0.open', '9:00'],
    ],
    accepted: [
      ...each('facilityType', ['RETAIL', 'MAIL_ORDER']),
      ['divisionNumber', null],
      ['storeNumber', null],
      ['distance', null],
      ['breakHours', null],
      ['pharmacyHours.0.lunchBreak', null],
      ['hoursOfOperation.holidaySchedule.0.open', null],
      ['hoursOfOperation.holidaySchedule.0.close', null],
      ['pharmacyHours', []],
      ['hoursOfOperation.regularHours', []],
      ['hoursOfOperation.holidaySchedule', []],
    ],
  },
);

contract(
  'GET /facilities answer',
  facilitiesResponseSchema as Schema,
  { facilities: [facility] },
  {
    refused: [
      ['facilities', undefined],
      ['facilities', facility],
      ['facilities.0.facilityId', undefined],
    ],
    accepted: [['facilities', []]],
  },
);

// ---- §7.4 competitor list and store search (api/contracts/pharmacy-search.ts) ----

contract(
  'GET /competitor-list query (§7.4 "filter.pharmacyName and filter.query"; up to 100: contract cap)',
  competitorQuerySchema as Schema,
  { 'filter.pharmacyName': 'Corner Drug', 'filter.query': 'Cincinnati' },
  {
    refused: [
      [['filter.pharmacyName'], chars(101)],
      [['filter.query'], chars(101)],
      [['filter.query'], 45202],
    ],
    accepted: [
      ...absent(['filter.pharmacyName'], ['filter.query']),
      [['filter.pharmacyName'], chars(100)],
      [['filter.query'], chars(100)],
    ],
  },
);

const competitor = {
  competitorId: 'cmp-1',
  pharmacyName: 'Corner Drug',
  phone: '5135550111',
  address: { address1: '5 Elm St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
};
contract(
  'a competitor pharmacy (shape chosen: docs/choices.md "Pharmacy directory access and shapes")',
  competitorSchema as Schema,
  competitor,
  {
    refused: [
      ...absent('competitorId', 'pharmacyName', 'phone', 'address'),
      ...absent('address.address1', 'address.city', 'address.state', 'address.zipCode'),
    ],
  },
);
contract(
  'GET /competitor-list answer',
  competitorListResponseSchema as Schema,
  { competitors: [competitor] },
  {
    refused: [
      ['competitors', undefined],
      ['competitors.0.pharmacyName', undefined],
    ],
    accepted: [['competitors', []]],
  },
);

const store = {
  banner: 'Banner',
  vanityName: 'Main Street',
  divisionNumber: '014',
  storeNumber: '00376',
  phoneNumber: '5135550100',
  showWeeklyAd: true,
  showShopThisStoreAndPreferredStoreButtons: false,
  distance: 1.2,
  latitude: 39.1,
  longitude: -84.5,
  address: {
    addressLine1: '1 Main St',
    addressLine2: 'Suite 5',
    city: 'Cincinnati',
    countryCode: 'US',
    stateCode: 'OH',
    zip: '45202',
  },
  pharmacy: { phoneNumber: '5135550101' },
  departments: [{ code: 'PHARMACY' }, { code: 'FUEL' }],
};
contract('a store (§3 "Store search result", every field)', storeSchema as Schema, store, {
  refused: [
    ...absent(
      'banner',
      'vanityName',
      'divisionNumber',
      'storeNumber',
      'phoneNumber',
      'showWeeklyAd',
      'showShopThisStoreAndPreferredStoreButtons',
      'distance',
      'latitude',
      'longitude',
      'address',
      'pharmacy',
      'departments',
    ),
    ...absent('address.addressLine1', 'address.addressLine2', 'address.city', 'address.countryCode'),
    ...absent('address.stateCode', 'address.zip', 'pharmacy.phoneNumber', 'departments.1.code'),
    ['showWeeklyAd', 'true'],
    ['latitude', '39.1'],
    ['latitude', null],
    ['longitude', null],
    ['address.city', null],
  ],
  accepted: [
    ['distance', null],
    ['address.addressLine2', null],
    ['pharmacy', null],
    ['departments', []],
    ['showShopThisStoreAndPreferredStoreButtons', true],
  ],
});

const storeResult = { stores: [store], fuel: [store], shouldShowFuelMessage: true };
contract(
  'store search results (§3 "stores, fuel and shouldShowFuelMessage")',
  storeSearchResultSchema as Schema,
  storeResult,
  {
    refused: [
      ...absent('stores', 'fuel', 'shouldShowFuelMessage', 'stores.0.banner', 'fuel.0.storeNumber'),
      ['shouldShowFuelMessage', 'false'],
    ],
    accepted: [
      ['stores', []],
      ['fuel', []],
      ['shouldShowFuelMessage', false],
    ],
  },
);

describe('§7.4 storeSearch operation', () => {
  it('the operation, and the key its data comes under, is storeSearch', () => {
    expect(STORE_SEARCH_OPERATION).toBe('storeSearch');
  });
  it("the query text (§7.4 gives none: the contract's text, every §3 store field for stores)", () => {
    expect(STORE_SEARCH_QUERY).toBe(`query storeSearch($searchText: String!, $filters: [String]) {
  storeSearch(searchText: $searchText, filters: $filters) {
    stores { banner vanityName divisionNumber storeNumber phoneNumber showWeeklyAd
      showShopThisStoreAndPreferredStoreButtons distance latitude longitude
      address { addressLine1 addressLine2 city countryCode stateCode zip } pharmacy { phoneNumber } departments { code } }
    fuel { banner vanityName divisionNumber storeNumber }
    shouldShowFuelMessage
  }
}`);
  });
  it("a missing data object is 'data is null' (§7.4)", () => {
    expect(DATA_IS_NULL).toBe('data is null');
  });
});

contract(
  'POST storeSearch request (§7.4 query, variables {searchText, filters}, operationName; §5 searchText required; caps: query 2000, searchText 100, 10 filters of 40)',
  storeSearchRequestSchema as Schema,
  {
    query: 'query storeSearch { storeSearch { shouldShowFuelMessage } }',
    variables: { searchText: '45202', filters: ['PHARMACY', 'OPEN_24_HOURS'] },
    operationName: 'storeSearch',
  },
  {
    refused: [
      ...absent('query', 'variables', 'operationName', 'variables.searchText', 'variables.filters'),
      ['query', chars(2001)],
      ['variables.searchText', ''],
      ['variables.searchText', chars(101)],
      ['variables.filters', repeatItem('PHARMACY', 11)],
      ['variables.filters', [chars(41)]],
      ['variables.filters', 'PHARMACY'],
      ['operationName', 'stores'],
      ['operationName', ''],
    ],
    accepted: [
      ['query', chars(2000)],
      ['variables.searchText', 'C'],
      ['variables.searchText', chars(100)],
      ['variables.filters', []],
      ['variables.filters', repeatItem('PHARMACY', 10)],
      ['variables.filters', [chars(40), '']],
    ],
  },
);

const graphqlError = {
  message: 'storeSearch: store location information cannot be found',
  locations: [{ line: 2, column: 3 }],
  path: ['storeSearch', 0],
};
contract(
  'storeSearch answer (data, null on a failure, and GraphQL errors)',
  storeSearchResponseSchema as Schema,
  { data: { storeSearch: storeResult }, errors: [graphqlError] },
  {
    refused: [
      ['data', undefined],
      ['data.storeSearch', undefined],
      ['data.storeSearch.stores', undefined],
      ['errors', graphqlError],
      ['errors.0.message', undefined],
      ['errors.0.locations.0.line', undefined],
      ['errors.0.locations.0.column', undefined],
      ['errors.0.locations.0.line', '2'],
      ['errors.0.path', [true]],
      ['errors.0.path', 'storeSearch'],
    ],
    accepted: [
      ['data', null],
      ['data.storeSearch', null],
      ['errors', undefined],
      ['errors', []],
      ['errors.0.locations', undefined],
      ['errors.0.path', undefined],
      ['errors.0.path', ['storeSearch']],
      ['errors.0.path', [0]],
    ],
  },
);

describe('§7.4 reading the storeSearch answer (readStoreSearch)', () => {
  const found = { data: { storeSearch: storeResult } } satisfies StoreSearchResponse;
  const error = (e: GraphqlError): GraphqlError => e;

  it('data under the key and no error: the results', () => {
    expect(readStoreSearch(found)).toEqual({ ok: true, result: storeResult });
  });
  it('an empty error list changes nothing', () => {
    expect(readStoreSearch({ ...found, errors: [] })).toEqual({ ok: true, result: storeResult });
  });
  it('an error that names another key, with no path, does not fail an answer with data', () => {
    const errors = [error({ message: 'fuelPrices is unavailable' })];
    expect(readStoreSearch({ ...found, errors })).toEqual({ ok: true, result: storeResult });
  });
  it('an error whose path names another key does not fail an answer with data', () => {
    const errors = [error({ message: 'unavailable', path: ['fuel', 1] })];
    expect(readStoreSearch({ ...found, errors })).toEqual({ ok: true, result: storeResult });
  });
  it('an error whose message contains the key is the failure, with that message, even with data', () => {
    const errors = [
      error({ message: 'fuelPrices is unavailable' }),
      error({ message: 'storeSearch timed out', locations: [{ line: 2, column: 3 }] }),
    ];
    expect(readStoreSearch({ ...found, errors })).toEqual({ ok: false, message: 'storeSearch timed out' });
  });
  it('an error whose path contains the key (the message does not) is the failure', () => {
    const errors = [error({ message: 'Internal error', path: ['storeSearch', 0, 'address'] })];
    expect(readStoreSearch({ data: null, errors })).toEqual({ ok: false, message: 'Internal error' });
  });
  it('the key may be any element of the path, a number too', () => {
    expect(
      readStoreSearch({ ...found, errors: [error({ message: 'bad', path: [0, 'storeSearch'] })] }),
    ).toEqual({
      ok: false,
      message: 'bad',
    });
    expect(
      readStoreSearch({ ...found, errors: [error({ message: 'bad', path: ['stores', 12] })] }, '12'),
    ).toEqual({
      ok: false,
      message: 'bad',
    });
  });
  it("no data object is 'data is null'", () => {
    expect(readStoreSearch({ data: null })).toEqual({ ok: false, message: 'data is null' });
  });
  it("a data object without results under the key is 'data is null' too", () => {
    expect(readStoreSearch({ data: { storeSearch: null } })).toEqual({ ok: false, message: 'data is null' });
  });
  it("an unrelated error and no data is 'data is null'", () => {
    expect(readStoreSearch({ data: null, errors: [error({ message: 'other', path: ['fuel'] })] })).toEqual({
      ok: false,
      message: 'data is null',
    });
  });
  it('another key may be asked for: its errors fail, storeSearch errors do not', () => {
    const errors = [error({ message: 'storeSearch timed out' })];
    expect(readStoreSearch({ ...found, errors }, 'fuel')).toEqual({ ok: true, result: storeResult });
    expect(readStoreSearch({ ...found, errors: [error({ message: 'fuel is down' })] }, 'fuel')).toEqual({
      ok: false,
      message: 'fuel is down',
    });
  });
});
