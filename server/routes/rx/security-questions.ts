/**
 * Security questions (pharmacy-portal.md §3 "Security questions / challenge questions", §4 "Security question
 * answering", "Security-question attempts", §7.3, §9): the catalog (three groups of six), creating the customer's
 * three answers (stored hashed: server/rx/challenges.ts; never logged), answering one (the attempt rule of
 * server/rx/identity/challenge-attempts.ts; a right answer makes the pharmacy session AUTHORIZED through
 * authorizeSession, and 'Remember me on this device.' sets the remembered-device cookie) and resetting them with the
 * account password (lifts a temporary lock; counted in the sign-in throttle like every password check).
 */
import { type Context, Hono } from 'hono';
import {
  type ChallengeAnswerResponse,
  type ChallengeQuestionGroups,
  challengeAnswerSchema,
  createChallengesSchema,
  resetChallengesSchema,
  type UserChallengeQuestions,
} from '../../../api/contracts/rx-identity';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import {
  challengeAnswerError,
  challengeAnswerLengthError,
  duplicateAnswers,
  RX_FORM_ERRORS,
  RX_LIMITS,
} from '../../../domain/rx/validation';
import { verifyPassword } from '../../auth/passwords';
import {
  accountThrottleKey,
  clearAccountFailures,
  lockAccount,
  reserveAttempt,
  THROTTLE,
} from '../../auth/throttle';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../../http/errors';
import { type RxCustomer, type RxEnv, rxCustomer } from '../../rx/auth';
import { hashAnswer, verifyAnswer } from '../../rx/challenges';
import { afterReset, answeredRight, attemptsOf, reserveAnswer } from '../../rx/identity/challenge-attempts';
import { authorizeSession } from '../../rx/session';

export const CHALLENGE_ERROR_CODES = {
  alreadySet: 'ALREADY_SET',
  locked: 'LOCKED',
  temporarilyLocked: 'TEMPORARILY_LOCKED',
  noQuestions: 'NO_QUESTIONS',
  notLocked: 'NOT_LOCKED',
} as const;

type UserChallenges = ReadonlyArray<{ questionId: string; answer: string }>;

/** §5/§9: three answers, one question per group, 4 to 50 characters, unique. Field messages or null. */
async function checkChallenges(deps: AppDeps, challenges: UserChallenges) {
  const catalog = await deps.db
    .selectFrom('rx_challenge_questions')
    .select(['question_id', 'question_group'])
    .execute();
  const fields: Record<string, string> = {};
  const groups = challenges.map((ch) => catalog.find((q) => q.question_id === ch.questionId)?.question_group);
  const duplicates = duplicateAnswers(challenges.map((ch) => ch.answer));
  challenges.forEach((ch, i) => {
    const group = groups[i];
    if (group === undefined || groups.indexOf(group) !== i)
      fields[`userChallenges.${i}.questionId`] = RX_FORM_ERRORS.required;
    const message =
      challengeAnswerError(ch.answer) ?? (duplicates[i] ? RX_FORM_ERRORS.answerNotUnique : undefined);
    if (message) fields[`userChallenges.${i}.answer`] = message;
  });
  if (challenges.length !== RX_LIMITS.challengeQuestions) fields.userChallenges = RX_FORM_ERRORS.required;
  return Object.keys(fields).length > 0 ? fields : null;
}

async function saveChallenges(deps: AppDeps, customer: RxCustomer, challenges: UserChallenges) {
  // Hash before the transaction: scrypt is slow.
  const rows = await Promise.all(
    challenges.map(async (ch) => ({
      customer_id: customer.customerId,
      question_id: ch.questionId,
      answer_hash: await hashAnswer(ch.answer),
    })),
  );
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rx_customer_challenges').where('customer_id', '=', customer.customerId).execute();
    await trx.insertInto('rx_customer_challenges').values(rows).execute();
  });
}

async function questionsOf(deps: AppDeps, customerId: string) {
  return deps.db
    .selectFrom('rx_customer_challenges')
    .innerJoin(
      'rx_challenge_questions',
      'rx_challenge_questions.question_id',
      'rx_customer_challenges.question_id',
    )
    .select([
      'rx_customer_challenges.question_id',
      'rx_customer_challenges.answer_hash',
      'rx_challenge_questions.text',
    ])
    .where('rx_customer_challenges.customer_id', '=', customerId)
    .orderBy('rx_challenge_questions.question_group')
    .execute();
}

export function rxSecurityQuestionRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_SECURITY_PATHS.challengeQuestions, async (c) => {
    const rows = await deps.db
      .selectFrom('rx_challenge_questions')
      .select(['question_id', 'question_group', 'text'])
      .orderBy('question_group')
      .orderBy('position')
      .execute();
    const groups = [1, 2, 3].map((g) =>
      rows.filter((r) => r.question_group === g).map((r) => ({ questionId: r.question_id, text: r.text })),
    );
    return c.json({ groups } satisfies ChallengeQuestionGroups);
  });

  app.get(RX_SECURITY_PATHS.userHasChallengeQuestions, async (c) => {
    const questions = await questionsOf(deps, rxCustomer(c).customerId);
    return c.json({ hasChallengeQuestions: questions.length >= RX_LIMITS.challengeQuestions });
  });

  // First questions (setup, the link and new-patient flows): creating them in this sign-in authorizes it.
  app.post(RX_SECURITY_PATHS.challengeQuestions, validate('json', createChallengesSchema), async (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    if ((await questionsOf(deps, customer.customerId)).length > 0) {
      return errorResponse(
        c,
        409,
        CHALLENGE_ERROR_CODES.alreadySet,
        'Security questions are already set up.',
      );
    }
    const fields = await checkChallenges(deps, body.userChallenges);
    if (fields) return validationError(c, fields);
    await saveChallenges(deps, customer, body.userChallenges);
    const attempts = await afterReset(deps, customer.customerId, false);
    await authorizeSession(c, deps, customer, { rememberDevice: body.preferredDevice });
    return c.json({ attemptState: attempts.attemptState }, 201);
  });

  app.get(RX_SECURITY_PATHS.userChallengeQuestions, async (c) => {
    const customerId = rxCustomer(c).customerId;
    const [questions, attempts] = await Promise.all([
      questionsOf(deps, customerId),
      attemptsOf(deps, customerId),
    ]);
    return c.json({
      questions: questions.map((q) => ({ questionId: q.question_id, text: q.text })),
      lockedStatus: attempts.lockedStatus,
      attemptState: attempts.attemptState,
      failedSecurityQuestionAnswerAttempts: attempts.failedAttempts,
    } satisfies UserChallengeQuestions);
  });

  app.post(RX_SECURITY_PATHS.userChallengeQuestion, validate('json', challengeAnswerSchema), async (c) => {
    const body = c.req.valid('json');
    // Longer than any answer can be: the field's message, and no try counted.
    const tooLong = challengeAnswerLengthError(body.answer);
    if (tooLong) return validationError(c, { answer: tooLong });
    const customer = rxCustomer(c);
    const questions = await questionsOf(deps, customer.customerId);
    const question = questions.find((q) => q.question_id === body.questionId);
    if (!question)
      return errorResponse(c, 404, CHALLENGE_ERROR_CODES.noQuestions, 'No such security question.');
    const answer = (r: ChallengeAnswerResponse) => c.json(r satisfies ChallengeAnswerResponse);
    const reserved = await reserveAnswer(deps, customer.customerId);
    if (!reserved) {
      const attempts = await attemptsOf(deps, customer.customerId);
      return answer({
        answerCorrect: false,
        locked: true,
        lockedStatus: attempts.lockedStatus,
        attemptState: attempts.attemptState,
        failedSecurityQuestionAnswerAttempts: attempts.failedAttempts,
      });
    }
    if (await verifyAnswer(body.answer, question.answer_hash)) {
      const rememberAfterReset = await answeredRight(deps, customer.customerId, reserved.after);
      await authorizeSession(c, deps, customer, {
        rememberDevice: body.rememberDevice || rememberAfterReset,
      });
      return answer({
        answerCorrect: true,
        locked: false,
        lockedStatus: 'UNLOCKED',
        attemptState: 'PRISTINE',
        failedSecurityQuestionAnswerAttempts: 0,
      });
    }
    const after = reserved.after;
    return answer({
      answerCorrect: false,
      locked: after.lockedStatus !== 'UNLOCKED',
      lockedStatus: after.lockedStatus,
      attemptState: after.attemptState,
      failedSecurityQuestionAnswerAttempts: after.failedAttempts,
    });
  });

  // Reset: the account password again and three new questions (lifts a temporary lock, never the final one). Only
  // under a temporary lock (§4 "A temporary lock leads to the reset page"): otherwise the password alone would set
  // questions whose answers the caller knows, and a right answer authorizes the pharmacy session (server/rx/gate.ts).
  app.post(RX_SECURITY_PATHS.resetChallengeQuestions, validate('json', resetChallengesSchema), async (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    const current = await attemptsOf(deps, customer.customerId);
    if (current.lockedStatus === 'LOCKED') {
      return errorResponse(c, 423, CHALLENGE_ERROR_CODES.locked, 'Security questions are locked.');
    }
    if (current.lockedStatus !== 'TEMPORARILY_LOCKED') {
      return errorResponse(
        c,
        409,
        CHALLENGE_ERROR_CODES.notLocked,
        'Security questions are reset only after a temporary lock.',
      );
    }
    const fields = await checkChallenges(deps, body.userChallenges);
    if (fields) return validationError(c, fields);
    const passwordOk = await checkPassword(c, deps, customer, body.password);
    if (passwordOk !== true) return passwordOk;
    await saveChallenges(deps, customer, body.userChallenges);
    const attempts = await afterReset(deps, customer.customerId, body.preferredDevice);
    return c.json({ attemptState: attempts.attemptState }, 201);
  });

  return app;
}

/** The password, counted in the sign-in throttle (reserved before the hash); a wrong one is a 422 (a 401 would
 *  send the shopper to sign in). */
async function checkPassword(c: Context, deps: AppDeps, customer: RxCustomer, password: string) {
  const row = await deps.db
    .selectFrom('customers')
    .select(['banner', 'email', 'password_hash'])
    .where('id', '=', customer.customerId)
    .executeTakeFirstOrThrow();
  const key = accountThrottleKey(row.banner, row.email);
  const reserved = await reserveAttempt(deps, key, THROTTLE.ACCOUNT_LIMIT);
  if (reserved.kind === 'refused') {
    return errorResponse(
      c,
      423,
      ERROR_CODES.invalidCredentials,
      'Too many password attempts. Try again later.',
    );
  }
  if (!(await verifyPassword(password, row.password_hash))) {
    if (reserved.slot >= THROTTLE.ACCOUNT_LIMIT) await lockAccount(deps, key);
    return errorResponse(c, 422, ERROR_CODES.invalidCredentials, 'The password is incorrect.');
  }
  await clearAccountFailures(deps, key);
  return true as const;
}
