/**
 * Pharmacy security API (pharmacy-portal.md §7.3, base /rx-security): identity checks, security questions, the
 * pharmacy session, customer status, guest verification, vaccine record. Every §7.3 path is listed here; the
 * session and customer-status schemas (§3 "Customer status", §4 "Session", "Customer status call") are here too.
 * The identity flows add their schemas in `api/contracts/rx-<area>.ts` and import the paths from here.
 */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

const sec = BASE_PATHS.rxSecurity;

export const RX_SECURITY_PATHS = {
  // Vaccine record (guests reach it through a text-message link: no sign-in).
  verifyDvr: `${sec}/dvr/verify-dvr`,
  smartHealthCard: `${sec}/dvr/smart-health-card`,
  dvrSecureMessage: `${sec}/rx-security-api/dvr/secure-message`,
  /** GET: the vaccine record issuer's public JWK set (SMART Health Cards: `<iss>/.well-known/jwks.json`). */
  dvrIssuerJwks: `${sec}/dvr/issuer/.well-known/jwks.json`,
  // Link and new-patient lookups.
  createPatients: `${sec}/rx-security-api/customer/create/patients`,
  patientMatches: `${sec}/rx-security-api/customer/patient-matches`,
  prescriptionLookup: `${sec}/rx-security-api/customer/prescription/lookup`,
  prescriptionVerify: `${sec}/rx-security-api/customer/prescription/verify`,
  /** GET and POST */
  idmQuiz: `${sec}/idm/quiz`,
  /** POST selectedChoices */
  idmQuizAnswers: `${sec}/idm/quiz/answers`,
  /** GET (three groups of six) and POST (userChallenges + preferredDevice) */
  challengeQuestions: `${sec}/challenge-questions`,
  /** GET */
  userChallengeQuestions: `${sec}/user-challenge-questions`,
  /** POST */
  resetChallengeQuestions: `${sec}/reset-challenge-questions`,
  /** POST: answer one question. */
  userChallengeQuestion: `${sec}/user-challenge-question`,
  /** GET */
  userHasChallengeQuestions: `${sec}/user-has-challenge-questions`,
  /** GET */
  customerRelationships: `${sec}/customer/relationships`,
  /** PUT relationship update shape. */
  customerRelationship: `${sec}/customer/relationship`,
  /** PUT marks the pharmacy session active; GET reads it (§4 "Session"). */
  session: `${sec}/session`,
  /** GET: whether the session is active and AUTHORIZED. */
  sessionAuthorized: `${sec}/session/authorized`,
  /** GET and POST */
  prescriberQuiz: `${sec}/prescriber/quiz`,
  prescriberLink: `${sec}/prescriber/link`,
  prescriptionLink: `${sec}/prescription/link`,
  patientLink: `${sec}/patient/link`,
  isCustomerSelfLinked: `${sec}/is-customer-self-linked`,
  /** GET §3 "Customer status". */
  customerStatus: `${sec}/customer/status`,
  // Guest verification by date of birth (guests: no sign-in).
  guestVerification: `${sec}/guest-verification`,
  guestVerificationStatus: `${sec}/guest-verification-status`,
} as const;
export type RxSecurityPathName = keyof typeof RX_SECURITY_PATHS;

/**
 * Paths of the security API a guest (not signed in) may call: the vaccine record's text-message flow and guest
 * verification by date of birth. Every other /rx-security path answers 401 without a signed-in customer.
 */
export const RX_SECURITY_ANONYMOUS_PATHS: readonly string[] = [
  RX_SECURITY_PATHS.verifyDvr,
  RX_SECURITY_PATHS.smartHealthCard,
  RX_SECURITY_PATHS.dvrSecureMessage,
  RX_SECURITY_PATHS.dvrIssuerJwks,
  RX_SECURITY_PATHS.guestVerification,
  RX_SECURITY_PATHS.guestVerificationStatus,
];

/** §6 "Session states include AUTHORIZED" (our rule for becoming AUTHORIZED: docs/choices.md). */
export const AUTHORIZATION_STATUSES = ['AUTHORIZED', 'UNAUTHORIZED'] as const;
export type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

/**
 * GET and PUT /session (§4 "Session"): the pharmacy session of this sign-in.
 * - active: marked active and not timed out; lastAccessDate: when it was last marked (null before the first mark);
 * - secondsLeft: until the timeout (warning + expiry after the last mark; negative once it has passed);
 * - status: AUTHORIZED or not; timeouts: the inactivity warning and the expiry after it, in seconds, as this
 *   server runs them (the client takes its timers from here, so the sandbox can shorten them).
 */
export const rxSessionSchema = z.object({
  active: z.boolean(),
  lastAccessDate: z.nullable(z.string()),
  secondsLeft: z.number(),
  status: z.enum(AUTHORIZATION_STATUSES),
  timeouts: z.object({
    warningSeconds: z.number().check(z.positive()),
    expirySeconds: z.number().check(z.positive()),
  }),
});
export type RxSession = z.infer<typeof rxSessionSchema>;

/** GET /session/authorized: authorized is true only when the session is active and AUTHORIZED (§4). */
export const rxSessionAuthorizedSchema = z.object({
  authorized: z.boolean(),
  active: z.boolean(),
  status: z.enum(AUTHORIZATION_STATUSES),
});
export type RxSessionAuthorized = z.infer<typeof rxSessionAuthorizedSchema>;

/** §4 "Link state". */
export const LINK_STATES = ['NO_LINKS', 'APPROVED_LINKS', 'ONLY_UNAPPROVED_LINKS'] as const;
export type LinkState = (typeof LINK_STATES)[number];

/** §3 "Customer status", every field (GET /customer/status). */
export const customerStatusSchema = z.object({
  hasChallengeQuestions: z.boolean(),
  linkStatus: z.enum(LINK_STATES),
  selfLinked: z.boolean(),
  /** This browser is a remembered device of the customer ('Remember me on this device.'). */
  knownMachine: z.boolean(),
  identityVerified: z.boolean(),
  emailConfirmed: z.boolean(),
  guestVerified: z.boolean(),
  verificationLocked: z.boolean(),
  verificationAttempted: z.boolean(),
  accountLockedForLinking: z.boolean(),
  /** Only when the session is active and AUTHORIZED (§4 "Customer status call"). */
  customerVerified: z.boolean(),
  /** Beyond §3 (docs/choices.md): the security questions are locked for good (§4 "Account lock" LOCKED, after the
   *  final failure): no security answer can authorize this customer until Customer Support unlocks them. */
  securityQuestionsLocked: z.optional(z.boolean()),
});
export type CustomerStatus = z.infer<typeof customerStatusSchema>;
