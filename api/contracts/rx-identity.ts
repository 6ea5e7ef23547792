/**
 * The identity flows of the pharmacy (pharmacy-portal.md §3 "Patient lookup form", "Prescription lookup payload",
 * "Link payload", "Identity quiz", "Prescriber quiz", "Security questions / challenge questions", "New-patient
 * request"; §4; §7.1 POST /prescription-request; §7.3): request and response schemas of the link, quiz, prescriber,
 * security-question, new-patient and guest-verification calls. Paths come from ./rx-security.ts and ./rx.ts; the
 * sandbox server validates every request with these same schemas. Where §3 gives no response shape ("most response
 * shapes: not shown") the shape chosen here is documented in docs/choices.md.
 */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';
import { patientNumberSchema, RELATIONSHIP_TYPES } from './rx';
import { RX_NUMBER_PATTERN } from './rx-rules';

/** Bounded strings (the sandbox's body caps apply too). */
const text = (max: number) => z.string().check(z.maxLength(max));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const digits = (min: number, max: number) => z.string().check(z.regex(new RegExp(`^\\d{${min},${max}}$`)));
/** A 10-digit phone, digits only (§5 "dashes removed before submit"). */
const phoneDigitsSchema = digits(10, 10);
const rxNumberSchema = z.string().check(z.regex(RX_NUMBER_PATTERN));

// ------------------------------------------------------------------------------------------------------------
// Lookups (§3 "Patient lookup form", "Prescription lookup payload")

/** POST rx-security-api/customer/patient-matches: §3 "Patient lookup form". */
export const patientLookupSchema = z.object({
  firstName: text(50),
  lastName: text(50),
  dateOfBirth: isoDate,
  address1: text(100),
  address2: z.optional(text(100)),
  city: text(60),
  state: text(2),
  zipCode: text(10),
  phoneNum: z.optional(phoneDigitsSchema),
  email: z.optional(text(100)),
});
export type PatientLookup = z.infer<typeof patientLookupSchema>;

/**
 * The patient-matches answer (shape not shown: chosen). An exact match names the patient; `alreadyLinked` says the
 * patient already belongs to an online account (the support-phone message). No exact match is a 417 whose message
 * the page shows (§8 "a 417 shows the server detail").
 */
export const patientMatchesResponseSchema = z.object({
  exactMatchFound: z.boolean(),
  patientNumber: z.nullable(patientNumberSchema),
  alreadyLinked: z.boolean(),
});
export type PatientMatchesResponse = z.infer<typeof patientMatchesResponseSchema>;

/** §3 "Prescription lookup payload" type. */
export const LOOKUP_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

/**
 * POST rx-security-api/customer/prescription/lookup. `rxType` is removed before submit (§3): a facilityPhone means a
 * retail prescription, none means the mail-order pharmacy. Pets send no date of birth; other adults send an email.
 */
export const prescriptionLookupSchema = z.object({
  type: z.enum(LOOKUP_TYPES),
  rxNumber: rxNumberSchema,
  facilityPhone: z.optional(phoneDigitsSchema),
  email: z.optional(text(100)),
  firstName: text(50),
  lastName: text(50),
  dateOfBirth: z.optional(isoDate),
});
export type PrescriptionLookup = z.infer<typeof prescriptionLookupSchema>;

export const LOOKUP_STATUSES = ['FOUND', 'NOT_FOUND', 'LOCKED'] as const;
export type LookupStatus = (typeof LOOKUP_STATUSES)[number];

/** §3 "Result: status FOUND, NOT_FOUND or LOCKED, verified, patientNumber, selfLinked". */
export const prescriptionLookupResponseSchema = z.object({
  status: z.enum(LOOKUP_STATUSES),
  /** The customer's identity is already verified: no further identity step for this link. */
  verified: z.boolean(),
  patientNumber: z.nullable(patientNumberSchema),
  /** The patient already belongs to an online account (the support-phone message). */
  selfLinked: z.boolean(),
});
export type PrescriptionLookupResponse = z.infer<typeof prescriptionLookupResponseSchema>;

/** POST rx-security-api/customer/prescription/verify: the RX number of a prescription of the looked-up patient. */
export const prescriptionVerifySchema = z.object({
  patientNumber: patientNumberSchema,
  rxNumber: rxNumberSchema,
  facilityPhone: z.optional(phoneDigitsSchema),
});
export type PrescriptionVerify = z.infer<typeof prescriptionVerifySchema>;

export const VERIFY_STATUSES = ['VERIFIED', 'NOT_VERIFIED', 'LOCKED'] as const;
export const prescriptionVerifyResponseSchema = z.object({
  status: z.enum(VERIFY_STATUSES),
  /** When LOCKED: until when (ISO 8601). */
  lockedUntil: z.nullable(z.string()),
  /** How many wrong RX numbers may still be tried before the lock (0 when LOCKED; the whole number when VERIFIED). */
  attemptsLeft: z.number().check(z.int(), z.nonnegative()),
});
export type PrescriptionVerifyResponse = z.infer<typeof prescriptionVerifyResponseSchema>;

// ------------------------------------------------------------------------------------------------------------
// Identity quiz (§3 "Identity quiz")

export const quizQuestionSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  choices: z.array(z.object({ choiceId: z.string(), text: z.string() })),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const identityQuizSchema = z.object({
  lexId: z.string(),
  quizId: z.string(),
  transactionId: z.string(),
  questions: z.array(quizQuestionSchema),
});
export type IdentityQuiz = z.infer<typeof identityQuizSchema>;

export const QUIZ_STATUSES = ['OK', 'TOO_MANY_REQUEST'] as const;
export const AUTHENTICATION_RESULTS = ['PASS', 'FAIL', 'PENDING'] as const;
export type AuthenticationResult = (typeof AUTHENTICATION_RESULTS)[number];

/** POST idm/quiz: start the quiz for the looked-up patient. */
export const startQuizSchema = z.object({ patientNumber: patientNumberSchema });

/**
 * The answer of GET/POST idm/quiz and POST idm/quiz/answers: the status, the authentication result (null before
 * any answer), whether the identity service found the person, whether the customer is locked out of the quiz, and
 * the quiz to answer (a follow-up quiz after a PENDING answer; null when there is none).
 */
export const quizResponseSchema = z.object({
  status: z.enum(QUIZ_STATUSES),
  authenticationResult: z.nullable(z.enum(AUTHENTICATION_RESULTS)),
  personFound: z.boolean(),
  locked: z.boolean(),
  quiz: z.nullable(identityQuizSchema),
});
export type QuizResponse = z.infer<typeof quizResponseSchema>;

/** POST idm/quiz/answers: §3 "Answer payload: selectedChoices (questionId, choiceId)". */
export const quizAnswersSchema = z.object({
  quizId: text(64),
  selectedChoices: z
    .array(z.object({ questionId: text(64), choiceId: text(64) }))
    .check(z.minLength(1), z.maxLength(10)),
});
export type QuizAnswers = z.infer<typeof quizAnswersSchema>;

// ------------------------------------------------------------------------------------------------------------
// Prescriber quiz (§3 "Prescriber quiz")

/** POST prescriber/quiz starts it for the looked-up patient; GET prescriber/quiz reads the current one. */
export const startPrescriberQuizSchema = z.object({ patientNumber: patientNumberSchema });

export const prescriberOptionSchema = z.object({
  prescriberNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type PrescriberOption = z.infer<typeof prescriberOptionSchema>;

export const prescriberQuizSchema = z.object({
  quizId: z.string(),
  options: z.array(prescriberOptionSchema),
  /** The quiz ends 3 minutes after it starts (§9 "prescriber choice time-out 3 minutes"); ISO 8601. */
  expiresAt: z.string(),
});
export type PrescriberQuiz = z.infer<typeof prescriberQuizSchema>;

/** POST prescriber/link: the chosen prescriber. */
export const prescriberAnswerSchema = z.object({ quizId: text(64), prescriberNumber: text(32) });
export type PrescriberAnswer = z.infer<typeof prescriberAnswerSchema>;

export const VERIFICATION_RESULTS = ['VERIFIED', 'NOT_VERIFIED', 'EXPIRED'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];
export const prescriberAnswerResponseSchema = z.object({ verificationResult: z.enum(VERIFICATION_RESULTS) });

// ------------------------------------------------------------------------------------------------------------
// Link (§3 "Link payload")

/** POST prescription/link and POST patient/link. */
export const linkPayloadSchema = z.object({
  patientNumber: patientNumberSchema,
  prescriptionNumber: z.optional(rxNumberSchema),
  type: z.enum(RELATIONSHIP_TYPES),
  /** The other adult's email (managed adult / caregiver): they approve the access. */
  grantorEmailAddress: z.optional(text(100)),
  /** Not for CHILD (§3). */
  dateOfBirth: z.optional(isoDate),
  facilityPhone: z.optional(phoneDigitsSchema),
});
export type LinkPayload = z.infer<typeof linkPayloadSchema>;

export const linkResponseSchema = z.object({
  patientNumber: z.string(),
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  /** Waiting for the other adult's approval (§4 "Link state": ONLY_UNAPPROVED_LINKS). */
  pending: z.boolean(),
});
export type LinkResponse = z.infer<typeof linkResponseSchema>;

/** GET is-customer-self-linked */
export const selfLinkedResponseSchema = z.object({ selfLinked: z.boolean() });

/**
 * POST rx-security-api/customer/create/patients: the primary account holder's information (§2.4 "Primary account
 * holder form: adult date of birth, name, address"), for a customer without a pharmacy account of their own.
 */
export const accountHolderSchema = z.object({
  firstName: text(50),
  lastName: text(50),
  dateOfBirth: isoDate,
  address1: text(100),
  address2: z.optional(text(100)),
  city: text(60),
  state: text(2),
  zipCode: text(10),
  phoneNum: z.optional(phoneDigitsSchema),
});
export type AccountHolder = z.infer<typeof accountHolderSchema>;
export const accountHolderResponseSchema = z.object({ accountNumber: z.string() });

// ------------------------------------------------------------------------------------------------------------
// Security questions (§3 "Security questions / challenge questions", §4 "Account lock", "Security-question attempts")

export const challengeQuestionSchema = z.object({ questionId: z.string(), text: z.string() });
export type ChallengeQuestion = z.infer<typeof challengeQuestionSchema>;

/** GET challenge-questions: three groups of six. */
export const challengeQuestionGroupsSchema = z.object({
  groups: z.array(z.array(challengeQuestionSchema)),
});
export type ChallengeQuestionGroups = z.infer<typeof challengeQuestionGroupsSchema>;

/** An answer's length rules (at least 4, at most 50: domain/rx/validation.ts challengeAnswerError) are checked
 *  by the routes, which answer them with the field's message; here only the server's cap on every string applies. */
const answerSchema = z.string();

const userChallengesSchema = z
  .array(z.object({ questionId: text(16), answer: answerSchema }))
  .check(z.minLength(3), z.maxLength(3));

/** POST challenge-questions: §7.3 "Payload for creation: userChallenges and preferredDevice". */
export const createChallengesSchema = z.object({
  userChallenges: userChallengesSchema,
  preferredDevice: z.boolean(),
});
export type CreateChallenges = z.infer<typeof createChallengesSchema>;

/** POST reset-challenge-questions: the account password again (our rule for lifting a temporary lock) and new ones. */
export const resetChallengesSchema = z.object({
  password: text(128),
  userChallenges: userChallengesSchema,
  preferredDevice: z.boolean(),
});
export type ResetChallenges = z.infer<typeof resetChallengesSchema>;

/** §4 "Account lock" (with the temporary lock of §3 lockedStatus). */
export const LOCKED_STATUSES = ['LOCKED', 'UNLOCKED', 'TEMPORARILY_LOCKED'] as const;
export type LockedStatus = (typeof LOCKED_STATUSES)[number];

/** §4 "Security-question attempts". */
export const ATTEMPT_STATES = [
  'PRISTINE',
  'SECOND_ATTEMPT',
  'SUBSEQUENT_ATTEMPT',
  'LOCKED_OUT',
  'TEMPORARY_UNLOCK',
  'TEMPORARY_UNLOCK_ATTEMPT',
] as const;
export type AttemptState = (typeof ATTEMPT_STATES)[number];

const attemptFields = {
  lockedStatus: z.enum(LOCKED_STATUSES),
  attemptState: z.enum(ATTEMPT_STATES),
  failedSecurityQuestionAnswerAttempts: z.number(),
};

/** GET user-challenge-questions: the customer's three questions (the page shuffles them) and the lock. */
export const userChallengeQuestionsSchema = z.object({
  questions: z.array(challengeQuestionSchema),
  ...attemptFields,
});
export type UserChallengeQuestions = z.infer<typeof userChallengeQuestionsSchema>;

/** POST user-challenge-question: one answer; 'Remember me on this device.' with it. */
export const challengeAnswerSchema = z.object({
  questionId: text(16),
  answer: answerSchema,
  rememberDevice: z.boolean(),
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

/** §3 "Answering state: ... answerCorrect, locked, failedSecurityQuestionAnswerAttempts" (and the lock). */
export const challengeAnswerResponseSchema = z.object({
  answerCorrect: z.boolean(),
  locked: z.boolean(),
  ...attemptFields,
});
export type ChallengeAnswerResponse = z.infer<typeof challengeAnswerResponseSchema>;

/** GET user-has-challenge-questions */
export const hasChallengeQuestionsSchema = z.object({ hasChallengeQuestions: z.boolean() });

/** 201 of POST challenge-questions and reset-challenge-questions. */
export const challengesSavedSchema = z.object({ attemptState: z.enum(ATTEMPT_STATES) });

// ------------------------------------------------------------------------------------------------------------
// New-patient request (§3 "New-patient request", §5 "Add-Rx required fields"; §7.1 POST /prescription-request)

export const NEW_PATIENT_TYPES = ['NEW', 'TRANSFER', 'PAPER'] as const;

const requestedPrescriptionSchema = z.object({
  medName: z.optional(text(100)),
  rxNumber: z.optional(rxNumberSchema),
  contactName: z.optional(text(100)),
  contactPhone: z.optional(phoneDigitsSchema),
  paperAcknowledge: z.optional(z.boolean()),
});
export type RequestedPrescription = z.infer<typeof requestedPrescriptionSchema>;

export const newPatientRequestSchema = z.object({
  /** The person the request is for (the customer). */
  patient: z.object({
    firstName: text(50),
    lastName: text(50),
    dateOfBirth: isoDate,
    phone: phoneDigitsSchema,
  }),
  patients: z
    .array(
      z.object({
        type: z.enum(NEW_PATIENT_TYPES),
        prescriptions: z.array(requestedPrescriptionSchema).check(z.minLength(1), z.maxLength(10)),
      }),
    )
    .check(z.minLength(1), z.maxLength(3)),
});
export type NewPatientRequest = z.infer<typeof newPatientRequestSchema>;
export const newPatientResponseSchema = z.object({ requestId: z.string() });

// ------------------------------------------------------------------------------------------------------------
// Guest verification (§4 "Guest verification")

/** POST guest-verification: the link's patient numbers and timestamp, and the date of birth typed. */
export const guestVerificationSchema = z.object({
  patientNumber: z.array(patientNumberSchema).check(z.minLength(1), z.maxLength(5)),
  timestamp: digits(10, 16),
  dateOfBirth: isoDate,
});
export type GuestVerification = z.infer<typeof guestVerificationSchema>;

/** §4 "the response gives verified and patientLocked". */
export const guestVerificationResponseSchema = z.object({
  verified: z.boolean(),
  patientLocked: z.boolean(),
});
export type GuestVerificationResponse = z.infer<typeof guestVerificationResponseSchema>;

/** GET guest-verification-status ?patientNumber&timestamp (the locked status, polled). */
export const guestVerificationStatusQuerySchema = z.object({
  patientNumber: patientNumberSchema,
  timestamp: digits(10, 16),
});
export const guestVerificationStatusSchema = z.object({ patientLocked: z.boolean() });
export type GuestVerificationStatus = z.infer<typeof guestVerificationStatusSchema>;

/** Sandbox only: issues a guest link (a text message in the outbox). */
export const RX_IDENTITY_SANDBOX_PATHS = {
  guestLink: `${BASE_PATHS.sandbox}/rx/guest-link`,
} as const;
export const guestLinkRequestSchema = z.object({ patientNumber: patientNumberSchema });
export const guestLinkResponseSchema = z.object({ link: z.string() });
