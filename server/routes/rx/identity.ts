/**
 * The link flow's sandbox services (pharmacy-portal.md §4 "Link flow", "Identity quiz", "Prescriber quiz"; §7.3):
 * patient-matches, prescription lookup and verify, the identity quiz, the prescriber quiz, prescription/link and
 * patient/link, is-customer-self-linked and create/patients (primary account holder information). Every call is the
 * signed-in customer's (rxAuth). A lookup reveals only whether the details typed match a pharmacy record; quizzes,
 * verifications and links need a lookup of this customer (server/rx/identity/verifications.ts), so a guessed
 * patient number is a 404 like any other patient the customer may not see. Limits are reserved atomically before
 * anything is compared (server/rx/identity/attempts.ts) and their locks persist.
 */
import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { Kysely } from 'kysely';
import {
  accountHolderSchema,
  type LinkPayload,
  linkPayloadSchema,
  type LinkResponse,
  patientLookupSchema,
  type PatientMatchesResponse,
  type PrescriberOption,
  type PrescriberQuiz,
  prescriberAnswerSchema,
  type PrescriptionLookupResponse,
  prescriptionLookupSchema,
  type PrescriptionVerifyResponse,
  prescriptionVerifySchema,
  quizAnswersSchema,
  type QuizResponse,
  startPrescriberQuizSchema,
  startQuizSchema,
} from '../../../api/contracts/rx-identity';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import {
  IDENTITY_LIMITS,
  LINK_TEXTS,
  needsOtherAdultEmail,
  PRESCRIBER_QUIZ_TIMEOUT_MS,
} from '../../../domain/rx/identity';
import { ageOn, DATE_MESSAGES, phoneFieldErrors, RX_LIMITS } from '../../../domain/rx/validation';
import { MOCK_PATIENT, PRESCRIBER_DECOYS } from '../../db/fixtures/rx-identity';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../../http/errors';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { beginIdentityAttempt, clearIdentityAttempts, isIdentityLocked } from '../../rx/identity/attempts';
import { quizFactsOf, quizOf, scoreQuiz } from '../../rx/identity/quiz';
import {
  isAlreadyLinked,
  isIdentityVerified,
  linkFitsLookup,
  lookupOf,
  markVerified,
  recordLookup,
  relationshipOfLookup,
  setIdentityVerified,
} from '../../rx/identity/verifications';
import { isVerifiedMock, mockScenarioOf } from '../../rx/mocks';
import { requestLink } from '../../rx/relationships';
import { authorizeSession } from '../../rx/session';

/** Error codes of these routes (the page shows the texts of domain/rx/identity.ts by status). */
export const IDENTITY_ERROR_CODES = {
  noMatch: 'NO_EXACT_MATCH',
  notVerified: 'NOT_VERIFIED',
  alreadyLinked: 'ALREADY_LINKED',
  locked: 'LOCKED',
  mock: 'MOCK_FAILURE',
} as const;

/** The 417 detail of a patient lookup that matches nobody (§8 "a 417 shows the server detail"; text chosen). */
export const NO_MATCH_DETAIL =
  'We could not find a patient with these details. Check them, or add the patient with a prescription number instead.';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const QUIZ_LIFETIME_MS = 15 * 60 * 1000;

/** The facility a lookup means: the retail pharmacy with this phone, or the mail-order pharmacy (no phone). */
async function facilityFor(db: Kysely<Database>, facilityPhone: string | undefined) {
  return db
    .selectFrom('rx_facilities')
    .select('facility_id')
    .$if(facilityPhone !== undefined, (q) =>
      q.where('phone', '=', facilityPhone!).where('facility_type', '=', 'RETAIL'),
    )
    .$if(facilityPhone === undefined, (q) => q.where('facility_type', '=', 'MAIL_ORDER'))
    .executeTakeFirst();
}

/** Stores one round of a customer's identity quiz about a patient (it lives QUIZ_LIFETIME_MS); answers its id. */
async function startQuizRound(
  db: AppDeps['db'],
  now: Date,
  customerId: string,
  patientNumber: string,
  round: 1 | 2,
): Promise<string> {
  const quizId = randomUUID();
  await db
    .insertInto('rx_idm_quizzes')
    .values({
      quiz_id: quizId,
      customer_id: customerId,
      patient_number: patientNumber,
      round,
      created_at: now,
      expires_at: new Date(now.getTime() + QUIZ_LIFETIME_MS),
    })
    .execute();
  return quizId;
}

export function rxIdentityRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  // Patient lookup (§3 "Patient lookup form"): SELF by personal details.
  app.post(RX_SECURITY_PATHS.patientMatches, validate('json', patientLookupSchema), async (c) => {
    const body = c.req.valid('json');
    const phones = phoneFieldErrors({ phoneNum: body.phoneNum });
    if (phones) return validationError(c, phones);
    const customer = rxCustomer(c);
    const mock = mockScenarioOf(c, deps);
    if (mock === 'lookupError') return errorResponse(c, 500, IDENTITY_ERROR_CODES.mock, 'Mock lookup error.');
    if (mock === 'selfNotFound') return errorResponse(c, 417, IDENTITY_ERROR_CODES.noMatch, NO_MATCH_DETAIL);
    const now = deps.now();
    if (mock === 'alternate') {
      return c.json({
        exactMatchFound: false,
        patientNumber: null,
        alreadyLinked: false,
      } satisfies PatientMatchesResponse);
    }
    const attempt = await beginIdentityAttempt(deps, customer.customerId, 'lookup');
    if (attempt.kind === 'locked')
      return errorResponse(c, 417, IDENTITY_ERROR_CODES.locked, LINK_TEXTS.locked);

    let exact: string | null = null;
    let candidate = false;
    if (mock === 'selfExactMatch') {
      exact = MOCK_PATIENT.patientNumber;
    } else {
      const people = await deps.db
        .selectFrom('pharmacy_patients')
        .select(['patient_number', 'first_name', 'last_name'])
        .where('date_of_birth', '=', body.dateOfBirth)
        .execute();
      const named = people.filter(
        (p) => same(p.first_name, body.firstName) && same(p.last_name, body.lastName),
      );
      candidate = named.length > 0;
      for (const p of named) {
        const addresses = await deps.db
          .selectFrom('rx_patient_addresses')
          .select(['address1', 'zip_code'])
          .where('patient_number', '=', p.patient_number)
          .execute();
        const zip = body.zipCode.trim().slice(0, 5);
        if (addresses.some((a) => same(a.address1, body.address1) && a.zip_code.slice(0, 5) === zip)) {
          exact = p.patient_number;
          break;
        }
      }
    }
    if (!exact) {
      const lockedUntil = await attempt.fail();
      if (lockedUntil) return errorResponse(c, 417, IDENTITY_ERROR_CODES.locked, LINK_TEXTS.locked);
      if (candidate) {
        return c.json({
          exactMatchFound: false,
          patientNumber: null,
          alreadyLinked: false,
        } satisfies PatientMatchesResponse);
      }
      return errorResponse(c, 417, IDENTITY_ERROR_CODES.noMatch, NO_MATCH_DETAIL);
    }
    await attempt.succeed();
    if (await isAlreadyLinked(deps.db, customer.customerId, exact, 'SELF')) {
      return c.json({
        exactMatchFound: true,
        patientNumber: null,
        alreadyLinked: true,
      } satisfies PatientMatchesResponse);
    }
    const verified = isVerifiedMock(mock) || (await isIdentityVerified(deps.db, customer.customerId));
    await recordLookup(deps.db, now, {
      customerId: customer.customerId,
      patientNumber: exact,
      relationship: 'SELF',
      method: 'patient',
      grantorEmail: null,
      verified,
    });
    return c.json({
      exactMatchFound: true,
      patientNumber: exact,
      alreadyLinked: false,
    } satisfies PatientMatchesResponse);
  });

  // Prescription lookup (§3 "Prescription lookup payload"): FOUND, NOT_FOUND or LOCKED.
  app.post(RX_SECURITY_PATHS.prescriptionLookup, validate('json', prescriptionLookupSchema), async (c) => {
    const body = c.req.valid('json');
    const phones = phoneFieldErrors({ facilityPhone: body.facilityPhone });
    if (phones) return validationError(c, phones);
    const customer = rxCustomer(c);
    const relationship = relationshipOfLookup(body.type);
    if (needsOtherAdultEmail(relationship) && !body.email) {
      return validationError(c, { email: 'Required' });
    }
    if (body.type !== 'PET' && !body.dateOfBirth) return validationError(c, { dateOfBirth: 'Required' });
    const mock = mockScenarioOf(c, deps);
    if (mock === 'lookupError') return errorResponse(c, 500, IDENTITY_ERROR_CODES.mock, 'Mock lookup error.');
    const answer = (r: PrescriptionLookupResponse) => c.json(r satisfies PrescriptionLookupResponse);
    if (mock === 'selfNotFound')
      return answer({ status: 'NOT_FOUND', verified: false, patientNumber: null, selfLinked: false });
    const attempt = await beginIdentityAttempt(deps, customer.customerId, 'lookup');
    if (attempt.kind === 'locked') {
      return answer({ status: 'LOCKED', verified: false, patientNumber: null, selfLinked: false });
    }
    let found: string | null = null;
    if (mock === 'selfExactMatch' || mock === 'alternate') {
      found = MOCK_PATIENT.patientNumber;
    } else {
      const facility = await facilityFor(deps.db, body.facilityPhone);
      const row = facility
        ? await deps.db
            .selectFrom('rx_prescriptions')
            .innerJoin(
              'pharmacy_patients',
              'pharmacy_patients.patient_number',
              'rx_prescriptions.patient_number',
            )
            .select([
              'pharmacy_patients.patient_number',
              'pharmacy_patients.first_name',
              'pharmacy_patients.last_name',
              'pharmacy_patients.date_of_birth',
            ])
            .where('rx_prescriptions.facility_id', '=', facility.facility_id)
            .where('rx_prescriptions.rx_number', '=', body.rxNumber)
            .executeTakeFirst()
        : undefined;
      const matches =
        row &&
        same(row.first_name, body.firstName) &&
        same(row.last_name, body.lastName) &&
        (body.type === 'PET' || row.date_of_birth === body.dateOfBirth);
      found = matches ? row.patient_number : null;
    }
    if (!found) {
      const lockedUntil = await attempt.fail();
      return answer({
        status: lockedUntil ? 'LOCKED' : 'NOT_FOUND',
        verified: false,
        patientNumber: null,
        selfLinked: false,
      });
    }
    await attempt.succeed();
    if (await isAlreadyLinked(deps.db, customer.customerId, found, relationship)) {
      return answer({ status: 'FOUND', verified: false, patientNumber: null, selfLinked: true });
    }
    const verified = isVerifiedMock(mock) || (await isIdentityVerified(deps.db, customer.customerId));
    await recordLookup(deps.db, deps.now(), {
      customerId: customer.customerId,
      patientNumber: found,
      relationship,
      method: 'prescription',
      grantorEmail: body.email?.trim().toLowerCase() ?? null,
      verified,
    });
    return answer({ status: 'FOUND', verified, patientNumber: found, selfLinked: false });
  });

  // Prescription verification: the RX number of one of the looked-up patient's prescriptions (30-minute lock).
  app.post(RX_SECURITY_PATHS.prescriptionVerify, validate('json', prescriptionVerifySchema), async (c) => {
    const body = c.req.valid('json');
    const phones = phoneFieldErrors({ facilityPhone: body.facilityPhone });
    if (phones) return validationError(c, phones);
    const customer = rxCustomer(c);
    const now = deps.now();
    if (!(await lookupOf(deps.db, now, customer.customerId, body.patientNumber))) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'Patient not found.');
    }
    const answer = (r: PrescriptionVerifyResponse) => c.json(r satisfies PrescriptionVerifyResponse);
    const attempt = await beginIdentityAttempt(deps, customer.customerId, 'verify');
    if (attempt.kind === 'locked')
      return answer({ status: 'LOCKED', lockedUntil: attempt.until.toISOString(), attemptsLeft: 0 });
    const facility = await facilityFor(deps.db, body.facilityPhone);
    const rx = facility
      ? await deps.db
          .selectFrom('rx_prescriptions')
          .select('rx_record_number')
          .where('facility_id', '=', facility.facility_id)
          .where('rx_number', '=', body.rxNumber)
          .where('patient_number', '=', body.patientNumber)
          .executeTakeFirst()
      : undefined;
    if (!rx) {
      const lockedUntil = await attempt.fail();
      return lockedUntil
        ? answer({ status: 'LOCKED', lockedUntil: lockedUntil.toISOString(), attemptsLeft: 0 })
        : answer({
            status: 'NOT_VERIFIED',
            lockedUntil: null,
            attemptsLeft: IDENTITY_LIMITS.verifyFailures - attempt.slot,
          });
    }
    await attempt.succeed();
    await markVerified(deps.db, now, customer.customerId, body.patientNumber, 'prescription');
    return answer({ status: 'VERIFIED', lockedUntil: null, attemptsLeft: IDENTITY_LIMITS.verifyFailures });
  });

  // Identity quiz (§3, §4): start for the looked-up patient.
  app.post(RX_SECURITY_PATHS.idmQuiz, validate('json', startQuizSchema), async (c) => {
    const { patientNumber } = c.req.valid('json');
    const customer = rxCustomer(c);
    const now = deps.now();
    if (!(await lookupOf(deps.db, now, customer.customerId, patientNumber))) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'Patient not found.');
    }
    const answer = (r: QuizResponse) => c.json(r satisfies QuizResponse);
    const lock = await deps.db
      .selectFrom('rx_verification_attempts')
      .select('locked_until')
      .where('customer_id', '=', customer.customerId)
      .where('kind', '=', 'quiz')
      .executeTakeFirst();
    if (lock?.locked_until && lock.locked_until.getTime() > now.getTime()) {
      return answer({
        status: 'TOO_MANY_REQUEST',
        authenticationResult: null,
        personFound: true,
        locked: true,
        quiz: null,
      });
    }
    const facts = await quizFactsOf(deps.db, patientNumber);
    if (!facts) {
      return answer({
        status: 'OK',
        authenticationResult: null,
        personFound: false,
        locked: false,
        quiz: null,
      });
    }
    const quizId = await startQuizRound(deps.db, now, customer.customerId, patientNumber, 1);
    return answer({
      status: 'OK',
      authenticationResult: null,
      personFound: true,
      locked: false,
      quiz: quizOf(facts, 1, { quizId }),
    });
  });

  // The customer's current (unanswered) quiz, if any.
  app.get(RX_SECURITY_PATHS.idmQuiz, async (c) => {
    const customer = rxCustomer(c);
    const now = deps.now();
    const row = await deps.db
      .selectFrom('rx_idm_quizzes')
      .select(['quiz_id', 'patient_number', 'round'])
      .where('customer_id', '=', customer.customerId)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    const facts = row ? await quizFactsOf(deps.db, row.patient_number) : null;
    return c.json({
      status: 'OK',
      authenticationResult: null,
      personFound: true,
      locked: false,
      quiz: row && facts ? quizOf(facts, row.round === 2 ? 2 : 1, { quizId: row.quiz_id }) : null,
    } satisfies QuizResponse);
  });

  // Answers (§3 selectedChoices): PASS, FAIL, or PENDING with a follow-up quiz. Each quiz is answered once.
  app.post(RX_SECURITY_PATHS.idmQuizAnswers, validate('json', quizAnswersSchema), async (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    const now = deps.now();
    const answer = (r: QuizResponse) => c.json(r satisfies QuizResponse);
    // Claimed in one statement: the same quiz cannot be answered twice, even in parallel.
    const quiz = await deps.db
      .updateTable('rx_idm_quizzes')
      .set({ answered_at: now })
      .where('quiz_id', '=', body.quizId)
      .where('customer_id', '=', customer.customerId)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['patient_number', 'round'])
      .executeTakeFirst();
    if (!quiz) return errorResponse(c, 404, ERROR_CODES.notFound, 'No such quiz.');
    const attempt = await beginIdentityAttempt(deps, customer.customerId, 'quiz');
    if (attempt.kind === 'locked') {
      return answer({
        status: 'TOO_MANY_REQUEST',
        authenticationResult: 'FAIL',
        personFound: true,
        locked: true,
        quiz: null,
      });
    }
    const facts = await quizFactsOf(deps.db, quiz.patient_number);
    if (!facts) {
      await attempt.release();
      return answer({
        status: 'OK',
        authenticationResult: 'FAIL',
        personFound: false,
        locked: false,
        quiz: null,
      });
    }
    const round = quiz.round === 2 ? 2 : 1;
    const score = scoreQuiz(facts, round, body.selectedChoices);
    if (score === 'PASS') {
      await attempt.succeed();
      await markVerified(deps.db, now, customer.customerId, quiz.patient_number, 'quiz');
      const lookup = await lookupOf(deps.db, now, customer.customerId, quiz.patient_number);
      if (lookup?.relationship === 'SELF') await setIdentityVerified(deps.db, now, customer.customerId);
      return answer({
        status: 'OK',
        authenticationResult: 'PASS',
        personFound: true,
        locked: false,
        quiz: null,
      });
    }
    if (score === 'PENDING') {
      await attempt.release();
      const quizId = await startQuizRound(deps.db, now, customer.customerId, quiz.patient_number, 2);
      return answer({
        status: 'OK',
        authenticationResult: 'PENDING',
        personFound: true,
        locked: false,
        quiz: quizOf(facts, 2, { quizId }),
      });
    }
    const lockedUntil = await attempt.fail();
    return answer({
      status: lockedUntil ? 'TOO_MANY_REQUEST' : 'OK',
      authenticationResult: 'FAIL',
      personFound: true,
      locked: lockedUntil !== null,
      quiz: null,
    });
  });

  // Prescriber quiz (§3 "Prescriber quiz"): the patient's prescriber among decoys, 3 minutes.
  app.post(RX_SECURITY_PATHS.prescriberQuiz, validate('json', startPrescriberQuizSchema), async (c) => {
    const { patientNumber } = c.req.valid('json');
    const customer = rxCustomer(c);
    const now = deps.now();
    if (!(await lookupOf(deps.db, now, customer.customerId, patientNumber))) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'Patient not found.');
    }
    const rx = await deps.db
      .selectFrom('rx_prescriptions')
      .select(['prescriber_number', 'prescriber_first_name', 'prescriber_last_name'])
      .where('patient_number', '=', patientNumber)
      .orderBy('rx_record_number')
      .executeTakeFirst();
    if (!rx) return errorResponse(c, 404, ERROR_CODES.notFound, 'No prescriber on file.');
    const right = {
      prescriberNumber: rx.prescriber_number,
      firstName: rx.prescriber_first_name,
      lastName: rx.prescriber_last_name,
    };
    const options = PRESCRIBER_DECOYS.filter((d) => d.prescriberNumber !== right.prescriberNumber)
      .slice(0, 3)
      .map((d): PrescriberOption => ({ ...d }));
    const sum = [...patientNumber].reduce((n, d) => n + Number(d), 0);
    options.splice(sum % 4, 0, right);
    const quiz: PrescriberQuiz = {
      quizId: randomUUID(),
      options,
      expiresAt: new Date(now.getTime() + PRESCRIBER_QUIZ_TIMEOUT_MS).toISOString(),
    };
    await deps.db
      .insertInto('rx_prescriber_quizzes')
      .values({
        quiz_id: quiz.quizId,
        customer_id: customer.customerId,
        patient_number: patientNumber,
        prescriber_number: right.prescriberNumber,
        options: JSON.stringify(options),
        created_at: now,
        expires_at: quiz.expiresAt,
      })
      .execute();
    return c.json(quiz satisfies PrescriberQuiz);
  });

  app.get(RX_SECURITY_PATHS.prescriberQuiz, async (c) => {
    const customer = rxCustomer(c);
    const row = await deps.db
      .selectFrom('rx_prescriber_quizzes')
      .select(['quiz_id', 'options', 'expires_at'])
      .where('customer_id', '=', customer.customerId)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', deps.now())
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!row) return errorResponse(c, 404, ERROR_CODES.notFound, 'No prescriber quiz.');
    return c.json({
      quizId: row.quiz_id,
      options: row.options,
      expiresAt: row.expires_at.toISOString(),
    } satisfies PrescriberQuiz);
  });

  // The chosen prescriber: VERIFIED, NOT_VERIFIED (a wrong answer is not counted as an RX# try) or EXPIRED.
  app.post(RX_SECURITY_PATHS.prescriberLink, validate('json', prescriberAnswerSchema), async (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    const now = deps.now();
    const quiz = await deps.db
      .updateTable('rx_prescriber_quizzes')
      .set({ answered_at: now })
      .where('quiz_id', '=', body.quizId)
      .where('customer_id', '=', customer.customerId)
      .where('answered_at', 'is', null)
      .returning(['patient_number', 'prescriber_number', 'expires_at'])
      .executeTakeFirst();
    if (!quiz) return errorResponse(c, 404, ERROR_CODES.notFound, 'No such quiz.');
    if (quiz.expires_at.getTime() <= now.getTime()) return c.json({ verificationResult: 'EXPIRED' as const });
    // A wrong prescriber is not a try of the RX number (the page asks for it next, with every try left); while
    // verification is locked, no prescriber verifies either. Guessing gains nothing: the quiz follows a prescription
    // lookup, which already took that RX number.
    if (await isIdentityLocked(deps, customer.customerId, 'verify'))
      return c.json({ verificationResult: 'NOT_VERIFIED' as const });
    if (body.prescriberNumber !== quiz.prescriber_number) {
      return c.json({ verificationResult: 'NOT_VERIFIED' as const });
    }
    await clearIdentityAttempts(deps, customer.customerId, 'verify');
    await markVerified(deps.db, now, customer.customerId, quiz.patient_number, 'prescriber');
    return c.json({ verificationResult: 'VERIFIED' as const });
  });

  // Links (§3 "Link payload"): only a patient this customer looked up and proved, within 30 minutes.
  const link = async (c: Context<RxEnv>, body: LinkPayload, method: 'patient' | 'prescription') => {
    const customer = rxCustomer(c);
    if (mockScenarioOf(c, deps) === 'linkError') {
      return errorResponse(c, 500, IDENTITY_ERROR_CODES.mock, 'Mock link error.');
    }
    const now = deps.now();
    const lookup = await lookupOf(deps.db, now, customer.customerId, body.patientNumber);
    if (!lookup || lookup.method !== method || !linkFitsLookup(body.type, lookup)) {
      return errorResponse(c, 404, ERROR_CODES.notFound, 'Patient not found.');
    }
    if (!lookup.verified) {
      return errorResponse(c, 409, IDENTITY_ERROR_CODES.notVerified, 'Verify the patient before linking.');
    }
    if (await isAlreadyLinked(deps.db, customer.customerId, body.patientNumber, body.type)) {
      return errorResponse(c, 409, IDENTITY_ERROR_CODES.alreadyLinked, 'This patient is already linked.');
    }
    const hasSelf = await deps.db
      .selectFrom('customer_patient_links')
      .select('id')
      .where('customer_id', '=', customer.customerId)
      .where('relationship_type', '=', 'SELF')
      .executeTakeFirst();
    if (body.type === 'SELF' && hasSelf) {
      return errorResponse(c, 409, IDENTITY_ERROR_CODES.alreadyLinked, 'You are already linked.');
    }
    // A patient someone else owns (another family's child, an adult with an account of their own): a request the
    // owner decides on, never the link (server/rx/relationships.ts). It proves nothing about this customer's own
    // patients: the pharmacy session is not authorized by it.
    if (body.type !== 'SELF' && (await requestLink(deps.db, customer, body.patientNumber, body.type))) {
      await deps.db
        .deleteFrom('rx_link_verifications')
        .where('customer_id', '=', customer.customerId)
        .where('patient_number', '=', body.patientNumber)
        .execute();
      return c.json(
        {
          patientNumber: body.patientNumber,
          relationshipType: body.type,
          pending: true,
        } satisfies LinkResponse,
        202,
      );
    }
    const pending = needsOtherAdultEmail(body.type) && body.type === 'MANAGED_ADULT';
    await deps.db
      .insertInto('customer_patient_links')
      .values({
        customer_id: customer.customerId,
        patient_number: body.patientNumber,
        relationship_type: body.type,
        customer_verified: !pending,
        created_at: now,
        grantor_email: body.grantorEmailAddress?.trim().toLowerCase() ?? lookup.grantorEmail,
      })
      .execute();
    await deps.db
      .deleteFrom('rx_link_verifications')
      .where('customer_id', '=', customer.customerId)
      .where('patient_number', '=', body.patientNumber)
      .execute();
    if (body.type === 'SELF') await setIdentityVerified(deps.db, now, customer.customerId);
    // Proving the right to link authorizes this sign-in's pharmacy session (server/rx/session.ts).
    await authorizeSession(c, deps, customer, { rememberDevice: false });
    return c.json(
      { patientNumber: body.patientNumber, relationshipType: body.type, pending } satisfies LinkResponse,
      201,
    );
  };
  app.post(RX_SECURITY_PATHS.prescriptionLink, validate('json', linkPayloadSchema), (c) =>
    link(c, c.req.valid('json'), 'prescription'),
  );
  app.post(RX_SECURITY_PATHS.patientLink, validate('json', linkPayloadSchema), (c) =>
    link(c, c.req.valid('json'), 'patient'),
  );

  app.get(RX_SECURITY_PATHS.isCustomerSelfLinked, async (c) => {
    const row = await deps.db
      .selectFrom('customer_patient_links')
      .select('id')
      .where('customer_id', '=', rxCustomer(c).customerId)
      .where('relationship_type', '=', 'SELF')
      .executeTakeFirst();
    return c.json({ selfLinked: row !== undefined });
  });

  // Primary account holder information (§2.4): an adult.
  app.post(RX_SECURITY_PATHS.createPatients, validate('json', accountHolderSchema), async (c) => {
    const body = c.req.valid('json');
    const phones = phoneFieldErrors({ phoneNum: body.phoneNum });
    if (phones) return validationError(c, phones);
    const customer = rxCustomer(c);
    const now = deps.now();
    if (ageOn(body.dateOfBirth, now.toISOString().slice(0, 10)) < RX_LIMITS.adultAge) {
      return validationError(c, { dateOfBirth: DATE_MESSAGES.adult });
    }
    const accountNumber = `77${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const values = {
      first_name: body.firstName.trim(),
      last_name: body.lastName.trim(),
      date_of_birth: body.dateOfBirth,
      address1: body.address1.trim(),
      address2: body.address2?.trim() || null,
      city: body.city.trim(),
      state: body.state,
      zip_code: body.zipCode.trim(),
      phone: body.phoneNum ?? null,
    };
    const row = await deps.db
      .insertInto('rx_account_holders')
      .values({ customer_id: customer.customerId, account_number: accountNumber, ...values })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
      .returning('account_number')
      .executeTakeFirstOrThrow();
    return c.json({ accountNumber: row.account_number }, 201);
  });

  return app;
}
