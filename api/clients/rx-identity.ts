/**
 * The identity flows' calls (pharmacy-portal.md §7.3 and §7.1 POST /prescription-request) on the shared pharmacy
 * clients (`rxSecurity`, `rx`): each answer parsed by its contract (api/contracts/rx-identity.ts); failures are
 * ApiErrors. Expected outcomes (NOT_FOUND, LOCKED, FAIL, NOT_VERIFIED) are answers, not errors.
 */
import { RX_SECURITY_PATHS } from '../contracts/rx-security';
import { RX_PATHS } from '../contracts/rx';
import {
  type AccountHolder,
  accountHolderResponseSchema,
  type ChallengeAnswer,
  type ChallengeAnswerResponse,
  type ChallengeQuestionGroups,
  challengeAnswerResponseSchema,
  challengeQuestionGroupsSchema,
  challengesSavedSchema,
  type CreateChallenges,
  type GuestVerification,
  type GuestVerificationResponse,
  type GuestVerificationStatus,
  guestVerificationResponseSchema,
  guestVerificationStatusSchema,
  type LinkPayload,
  type LinkResponse,
  linkResponseSchema,
  type NewPatientRequest,
  newPatientResponseSchema,
  type PatientLookup,
  type PatientMatchesResponse,
  patientMatchesResponseSchema,
  type PrescriberAnswer,
  type PrescriberQuiz,
  prescriberAnswerResponseSchema,
  prescriberQuizSchema,
  type PrescriptionLookup,
  type PrescriptionLookupResponse,
  type PrescriptionVerify,
  type PrescriptionVerifyResponse,
  prescriptionLookupResponseSchema,
  prescriptionVerifyResponseSchema,
  type QuizAnswers,
  type QuizResponse,
  quizResponseSchema,
  type ResetChallenges,
  type UserChallengeQuestions,
  userChallengeQuestionsSchema,
  type VerificationResult,
} from '../contracts/rx-identity';
import { fetchCustomerStatus, rxSecurity } from './rx-security';
import { rx } from './rx';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const matchPatient = (payload: PatientLookup, signal?: AbortSignal): Promise<PatientMatchesResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.patientMatches, {
    schema: patientMatchesResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const lookupPrescription = (
  payload: PrescriptionLookup,
  signal?: AbortSignal,
): Promise<PrescriptionLookupResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.prescriptionLookup, {
    schema: prescriptionLookupResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const verifyPrescription = (
  payload: PrescriptionVerify,
  signal?: AbortSignal,
): Promise<PrescriptionVerifyResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.prescriptionVerify, {
    schema: prescriptionVerifyResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const startIdentityQuiz = (patientNumber: string, signal?: AbortSignal): Promise<QuizResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.idmQuiz, {
    schema: quizResponseSchema,
    payload: { patientNumber },
    ...withSignal(signal),
  });

export const answerIdentityQuiz = (payload: QuizAnswers, signal?: AbortSignal): Promise<QuizResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.idmQuizAnswers, {
    schema: quizResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const startPrescriberQuiz = (patientNumber: string, signal?: AbortSignal): Promise<PrescriberQuiz> =>
  rxSecurity.post(RX_SECURITY_PATHS.prescriberQuiz, {
    schema: prescriberQuizSchema,
    payload: { patientNumber },
    ...withSignal(signal),
  });

export const answerPrescriberQuiz = (
  payload: PrescriberAnswer,
  signal?: AbortSignal,
): Promise<VerificationResult> =>
  rxSecurity
    .post(RX_SECURITY_PATHS.prescriberLink, {
      schema: prescriberAnswerResponseSchema,
      payload,
      ...withSignal(signal),
    })
    .then((r) => r.verificationResult);

export const linkPatient = (
  method: 'patient' | 'prescription',
  payload: LinkPayload,
  signal?: AbortSignal,
): Promise<LinkResponse> =>
  rxSecurity.post(method === 'patient' ? RX_SECURITY_PATHS.patientLink : RX_SECURITY_PATHS.prescriptionLink, {
    schema: linkResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const saveAccountHolder = (payload: AccountHolder, signal?: AbortSignal): Promise<string> =>
  rxSecurity
    .post(RX_SECURITY_PATHS.createPatients, {
      schema: accountHolderResponseSchema,
      payload,
      ...withSignal(signal),
    })
    .then((r) => r.accountNumber);

/** The link flows' status: GET /customer/status, the very call of the session gate (§3 "Customer status"). */
export const fetchLinkStatus = fetchCustomerStatus;

export const fetchChallengeQuestionGroups = (signal?: AbortSignal): Promise<ChallengeQuestionGroups> =>
  rxSecurity.get(RX_SECURITY_PATHS.challengeQuestions, {
    schema: challengeQuestionGroupsSchema,
    ...withSignal(signal),
  });

export const createChallenges = (payload: CreateChallenges, signal?: AbortSignal) =>
  rxSecurity.post(RX_SECURITY_PATHS.challengeQuestions, {
    schema: challengesSavedSchema,
    payload,
    ...withSignal(signal),
  });

export const resetChallenges = (payload: ResetChallenges, signal?: AbortSignal) =>
  rxSecurity.post(RX_SECURITY_PATHS.resetChallengeQuestions, {
    schema: challengesSavedSchema,
    payload,
    ...withSignal(signal),
  });

export const fetchUserChallengeQuestions = (signal?: AbortSignal): Promise<UserChallengeQuestions> =>
  rxSecurity.get(RX_SECURITY_PATHS.userChallengeQuestions, {
    schema: userChallengeQuestionsSchema,
    ...withSignal(signal),
  });

export const answerChallengeQuestion = (
  payload: ChallengeAnswer,
  signal?: AbortSignal,
): Promise<ChallengeAnswerResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.userChallengeQuestion, {
    schema: challengeAnswerResponseSchema,
    payload,
    ...withSignal(signal),
  });

/** A 401 is the page's own (§8 "a 401 gives 'You were logged out due to inactivity...'"): the request typed is kept. */
export const submitNewPatientRequest = (payload: NewPatientRequest, signal?: AbortSignal): Promise<string> =>
  rx
    .post(RX_PATHS.prescriptionRequest, {
      schema: newPatientResponseSchema,
      payload,
      ownUnauthorized: true,
      ...withSignal(signal),
    })
    .then((r) => r.requestId);

export const verifyGuest = (
  payload: GuestVerification,
  signal?: AbortSignal,
): Promise<GuestVerificationResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.guestVerification, {
    schema: guestVerificationResponseSchema,
    payload,
    ...withSignal(signal),
  });

export const fetchGuestVerificationStatus = (
  query: { patientNumber: string; timestamp: string },
  signal?: AbortSignal,
): Promise<GuestVerificationStatus> =>
  rxSecurity.getWithPayload(RX_SECURITY_PATHS.guestVerificationStatus, {
    schema: guestVerificationStatusSchema,
    payload: query,
    ...withSignal(signal),
  });
