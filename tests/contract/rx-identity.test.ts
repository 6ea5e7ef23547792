// @vitest-environment node
/**
 * The identity flows' sandbox services (pharmacy-portal.md §3, §4 "Link flow", "Identity quiz", "Prescriber quiz",
 * "Security question answering", "Security-question attempts", "Guest verification", §7.3, §7.1 POST
 * /prescription-request), at HTTP level: Priya links herself (prescription lookup, identity quiz, new security
 * questions); lookups lock after five misses; verifications lock 30 minutes; limits are reserved atomically
 * (parallel wrong answers get no extra tries); security answers are stored hashed; another customer's patients,
 * quizzes and links are never reachable; mock scenarios only with the sandbox helpers on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  challengeAnswerResponseSchema,
  prescriberQuizSchema,
  prescriptionLookupResponseSchema,
  quizResponseSchema,
  RX_IDENTITY_SANDBOX_PATHS,
  userChallengeQuestionsSchema,
} from '../../api/contracts/rx-identity';
import { customerStatusSchema, RX_SECURITY_PATHS, rxSessionSchema } from '../../api/contracts/rx-security';
import { patientProfilesResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import { RX_MOCK_HEADER } from '../../domain/rx/mocks';
import { createApp } from '../../server/app';
import {
  ACCOUNTS,
  Browser,
  openTestServer,
  rememberForPharmacy,
  signIn,
  testConfig,
  type TestServer,
} from './support';

let server: TestServer;
let app: ReturnType<typeof createApp>;
let clock = new Date('2026-11-23T15:00:00.000Z');
const config = testConfig();

beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

const LOCKOUT = { email: 'lockout@example.com', password: 'Lockout123' };
const GOOGLE_LINK = { email: 'googlelink@example.com', password: 'Google123' };
const RESET = { email: 'reset@example.com', password: 'Reset123' };

async function signedIn(account: { email: string; password: string }, on = app) {
  const browser = new Browser(on);
  await signIn(browser, account);
  return browser;
}

const PRIYA_LOOKUP = {
  type: 'SELF',
  rxNumber: '2345678',
  facilityPhone: '5135550100',
  firstName: 'Priya',
  lastName: 'Raman',
  dateOfBirth: '1991-02-11',
} as const;

async function lookup(browser: Browser, body: object, headers: Record<string, string> = {}) {
  const response = await browser.post(RX_SECURITY_PATHS.prescriptionLookup, body, headers);
  expect(response.status).toBe(200);
  return z.parse(prescriptionLookupResponseSchema, await response.json());
}

async function json(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

/** The choice ids whose text is one of `texts` (the README's right answers). */
function choose(quiz: z.infer<typeof quizResponseSchema>['quiz'], texts: readonly string[]) {
  return (quiz?.questions ?? []).map((q) => ({
    questionId: q.questionId,
    choiceId: (q.choices.find((ch) => texts.includes(ch.text)) ?? q.choices[0]!).choiceId,
  }));
}

describe('Priya links herself: prescription lookup, identity quiz, new security questions', () => {
  it('goes from no link to a SELF link and an AUTHORIZED session; the answers are stored hashed', async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    const found = await lookup(priya, { ...PRIYA_LOOKUP, firstName: ' priya ', lastName: 'RAMAN' });
    expect(found).toEqual({
      status: 'FOUND',
      verified: false,
      patientNumber: '100345678',
      selfLinked: false,
    });

    // Not verified yet: the link is refused.
    const early = await priya.post(RX_SECURITY_PATHS.prescriptionLink, {
      patientNumber: '100345678',
      type: 'SELF',
    });
    expect(early.status).toBe(409);

    const started = z.parse(
      quizResponseSchema,
      await json(await priya.post(RX_SECURITY_PATHS.idmQuiz, { patientNumber: '100345678' })),
    );
    expect(started).toMatchObject({
      status: 'OK',
      personFound: true,
      locked: false,
      authenticationResult: null,
    });
    expect(started.quiz?.questions.map((q) => q.text)).toEqual([
      'In which of these cities have you lived?',
      'On which of these streets have you lived?',
      'Which of these are the last four digits of a phone number you have used?',
    ]);
    // One wrong answer: PENDING with a follow-up quiz (§4 "a follow-up quiz plus an authentication result").
    const pending = z.parse(
      quizResponseSchema,
      await json(
        await priya.post(RX_SECURITY_PATHS.idmQuizAnswers, {
          quizId: started.quiz!.quizId,
          selectedChoices: choose(started.quiz, ['Boulder', 'Aspen Grove Ct', '0417']),
        }),
      ),
    );
    expect(pending.authenticationResult).toBe('PENDING');
    expect(pending.quiz?.questions.map((q) => q.text)).toEqual([
      'At which of these pharmacies have you filled a prescription?',
    ]);
    // A quiz is answered once.
    const replay = await priya.post(RX_SECURITY_PATHS.idmQuizAnswers, {
      quizId: started.quiz!.quizId,
      selectedChoices: choose(started.quiz, ['Boulder', 'Aspen Grove Ct', '0123']),
    });
    expect(replay.status).toBe(404);
    const passed = z.parse(
      quizResponseSchema,
      await json(
        await priya.post(RX_SECURITY_PATHS.idmQuizAnswers, {
          quizId: pending.quiz!.quizId,
          selectedChoices: choose(pending.quiz, ['FreshWay Pharmacy Oakley']),
        }),
      ),
    );
    expect(passed).toMatchObject({ status: 'OK', authenticationResult: 'PASS', quiz: null });

    // Security questions: one per group, at least 4 characters, unique.
    const duplicate = await priya.post(RX_SECURITY_PATHS.challengeQuestions, {
      userChallenges: [
        { questionId: 'SQ101', answer: 'mango' },
        { questionId: 'SQ202', answer: 'Mango ' },
        { questionId: 'SQ303', answer: 'abc' },
      ],
      preferredDevice: false,
    });
    expect(duplicate.status).toBe(400);
    expect(((await duplicate.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'userChallenges.1.answer': 'Answer is not unique',
      'userChallenges.2.answer': 'Answer must be at least 4 characters',
    });
    const sameGroup = await priya.post(RX_SECURITY_PATHS.challengeQuestions, {
      userChallenges: [
        { questionId: 'SQ101', answer: 'mango' },
        { questionId: 'SQ102', answer: 'lychee' },
        { questionId: 'SQ303', answer: 'papaya' },
      ],
      preferredDevice: false,
    });
    expect(sameGroup.status).toBe(400);
    // At most 50 characters (docs/choices.md), with the field's message: 51 and 300 alike.
    const tooLong = await priya.post(RX_SECURITY_PATHS.challengeQuestions, {
      userChallenges: [
        { questionId: 'SQ101', answer: 'a'.repeat(51) },
        { questionId: 'SQ202', answer: 'b'.repeat(300) },
        { questionId: 'SQ303', answer: 'c'.repeat(50) },
      ],
      preferredDevice: false,
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'userChallenges.0.answer': 'Must be 50 characters or less',
      'userChallenges.1.answer': 'Must be 50 characters or less',
    });
    const created = await priya.post(RX_SECURITY_PATHS.challengeQuestions, {
      userChallenges: [
        { questionId: 'SQ101', answer: 'mango' },
        { questionId: 'SQ202', answer: 'lychee' },
        { questionId: 'SQ303', answer: 'papaya' },
      ],
      preferredDevice: true,
    });
    expect(created.status).toBe(201);
    expect(priya.cookies.has('rxd')).toBe(true);
    const stored = await server.db.kysely
      .selectFrom('rx_customer_challenges')
      .select('answer_hash')
      .where('customer_id', '=', '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02')
      .execute();
    expect(stored).toHaveLength(3);
    for (const row of stored) {
      expect(row.answer_hash.startsWith('scrypt$')).toBe(true);
      for (const answer of ['mango', 'lychee', 'papaya']) expect(row.answer_hash).not.toContain(answer);
    }
    expect(
      (
        await priya.post(RX_SECURITY_PATHS.challengeQuestions, {
          userChallenges: [
            { questionId: 'SQ101', answer: 'mango' },
            { questionId: 'SQ202', answer: 'lychee' },
            { questionId: 'SQ303', answer: 'papaya' },
          ],
          preferredDevice: false,
        })
      ).status,
    ).toBe(409);

    const linked = await json(
      await priya.post(RX_SECURITY_PATHS.prescriptionLink, {
        patientNumber: '100345678',
        prescriptionNumber: '2345678',
        type: 'SELF',
        dateOfBirth: '1991-02-11',
        facilityPhone: '5135550100',
      }),
      201,
    );
    expect(linked).toEqual({ patientNumber: '100345678', relationshipType: 'SELF', pending: false });
    const status = z.parse(
      customerStatusSchema,
      await json(await priya.get(RX_SECURITY_PATHS.customerStatus)),
    );
    expect(status).toMatchObject({
      selfLinked: true,
      identityVerified: true,
      hasChallengeQuestions: true,
      linkStatus: 'APPROVED_LINKS',
    });
    const session = z.parse(rxSessionSchema, await json(await priya.get(RX_SECURITY_PATHS.session)));
    expect(session.status).toBe('AUTHORIZED');
    const profiles = z.parse(
      patientProfilesResponseSchema,
      await json(await priya.get(RX_PATHS.patientProfiles)),
    );
    expect(profiles.patients.map((p) => p.patientNumber)).toEqual(['100345678']);
    // Linked now: a second lookup says already linked and names no one.
    expect(await lookup(priya, PRIYA_LOOKUP)).toEqual({
      status: 'FOUND',
      verified: false,
      patientNumber: null,
      selfLinked: true,
    });
  });
});

describe('lookups', () => {
  it('finds Priya by her personal details exactly; a near match is not exact; nobody is a 417 with the detail', async () => {
    const browser = await signedIn(RESET);
    const details = {
      firstName: 'Priya',
      lastName: 'Raman',
      dateOfBirth: '1991-02-11',
      address1: '77 aspen grove ct',
      city: 'Boulder',
      state: 'CO',
      zipCode: '80301',
    };
    // Priya is linked by the test above: the exact match names no one.
    expect(await json(await browser.post(RX_SECURITY_PATHS.patientMatches, details))).toEqual({
      exactMatchFound: true,
      patientNumber: null,
      alreadyLinked: true,
    });
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.patientMatches, { ...details, address1: '1 Other St' }),
      ),
    ).toEqual({ exactMatchFound: false, patientNumber: null, alreadyLinked: false });
    const nobody = await browser.post(RX_SECURITY_PATHS.patientMatches, { ...details, firstName: 'Nobody' });
    expect(nobody.status).toBe(417);
    expect(((await nobody.json()) as { error: { message: string } }).error.message).toContain(
      'could not find',
    );
  });

  it('an unknown prescription number is NOT_FOUND; five misses lock the lookup (LOCKED) and linking', async () => {
    const browser = await signedIn(RESET);
    // The test above already counted two misses for this customer.
    const wrong = { ...PRIYA_LOOKUP, rxNumber: '99999' };
    expect((await lookup(browser, wrong)).status).toBe('NOT_FOUND');
    expect((await lookup(browser, wrong)).status).toBe('NOT_FOUND');
    expect((await lookup(browser, wrong)).status).toBe('LOCKED');
    // Even the right details are refused while locked, and the customer status says so.
    expect((await lookup(browser, PRIYA_LOOKUP)).status).toBe('LOCKED');
    const status = z.parse(
      customerStatusSchema,
      await json(await browser.get(RX_SECURITY_PATHS.customerStatus)),
    );
    expect(status.accountLockedForLinking).toBe(true);
    tick(30 * 60 * 1000 + 1000);
    expect((await lookup(browser, wrong)).status).toBe('NOT_FOUND');
  });

  it('reserves lookups atomically: eight parallel misses give at most five answers before the lock', async () => {
    const browser = await signedIn(ACCOUNTS.unverified);
    const wrong = { ...PRIYA_LOOKUP, rxNumber: '88888' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => lookup(browser, wrong)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 'NOT_FOUND').length).toBe(4);
    expect(statuses.filter((s) => s === 'LOCKED').length).toBe(4);
    tick(30 * 60 * 1000 + 1000);
  });
});

describe('prescriber quiz, prescription verification and a managed adult (mock patient Sam Sample)', () => {
  const SAM = {
    type: 'OTHER_ADULT',
    rxNumber: '2999001',
    facilityPhone: '5135550100',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Sample',
    dateOfBirth: '1980-01-01',
  } as const;

  it('times out after 3 minutes, refuses a wrong prescriber, verifies the right one and links as pending', async () => {
    const browser = await signedIn(ACCOUNTS.unverified);
    expect(await lookup(browser, SAM)).toMatchObject({
      status: 'FOUND',
      verified: false,
      patientNumber: '100999001',
    });
    const start = async () =>
      z.parse(
        prescriberQuizSchema,
        await json(await browser.post(RX_SECURITY_PATHS.prescriberQuiz, { patientNumber: '100999001' })),
      );
    const first = await start();
    expect(first.options).toHaveLength(4);
    expect(first.options.map((o) => o.lastName)).toContain('Haddad');
    expect(new Date(first.expiresAt).getTime() - clock.getTime()).toBe(180_000);
    tick(180_000);
    const right = first.options.find((o) => o.lastName === 'Haddad')!.prescriberNumber;
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriberLink, {
          quizId: first.quizId,
          prescriberNumber: right,
        }),
      ),
    ).toEqual({
      verificationResult: 'EXPIRED',
    });
    const second = await start();
    const wrong = second.options.find((o) => o.lastName !== 'Haddad')!.prescriberNumber;
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriberLink, {
          quizId: second.quizId,
          prescriberNumber: wrong,
        }),
      ),
    ).toEqual({
      verificationResult: 'NOT_VERIFIED',
    });
    const third = await start();
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriberLink, {
          quizId: third.quizId,
          prescriberNumber: right,
        }),
      ),
    ).toEqual({
      verificationResult: 'VERIFIED',
    });
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriptionLink, {
          patientNumber: '100999001',
          type: 'MANAGED_ADULT',
          grantorEmailAddress: 'sam@example.com',
          dateOfBirth: '1980-01-01',
        }),
        201,
      ),
    ).toEqual({ patientNumber: '100999001', relationshipType: 'MANAGED_ADULT', pending: true });
    const status = z.parse(
      customerStatusSchema,
      await json(await browser.get(RX_SECURITY_PATHS.customerStatus)),
    );
    expect(status.linkStatus).toBe('ONLY_UNAPPROVED_LINKS');
  });

  it('locks prescription verification for 30 minutes after three wrong numbers', async () => {
    const browser = await signedIn(GOOGLE_LINK);
    expect((await lookup(browser, { ...SAM, type: 'SELF', email: undefined })).status).toBe('FOUND');
    const verify = async (rxNumber: string) =>
      json(
        await browser.post(RX_SECURITY_PATHS.prescriptionVerify, {
          patientNumber: '100999001',
          rxNumber,
          facilityPhone: '5135550100',
        }),
      );
    // Each wrong number says how many are left (3 in all), so the page can warn before the lock.
    expect(await verify('1111111')).toEqual({ status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 2 });
    expect(await verify('1111112')).toEqual({ status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 1 });
    const locked = await verify('1111113');
    expect(locked.status).toBe('LOCKED');
    expect(locked.attemptsLeft).toBe(0);
    expect(new Date(locked.lockedUntil as string).getTime() - clock.getTime()).toBe(30 * 60 * 1000);
    expect((await verify('2999001')).status).toBe('LOCKED');
    tick(30 * 60 * 1000 + 1);
    // The lookup is older than 30 minutes now: look up again, then the right number verifies.
    expect((await lookup(browser, { ...SAM, type: 'SELF', email: undefined })).status).toBe('FOUND');
    expect(await verify('2999001')).toEqual({ status: 'VERIFIED', lockedUntil: null, attemptsLeft: 3 });
  });

  it('a wrong prescriber is not a try of the RX number: all three are left after it; a lock refuses every prescriber', async () => {
    const browser = await signedIn(GOOGLE_LINK);
    expect((await lookup(browser, { ...SAM, type: 'SELF', email: undefined })).status).toBe('FOUND');
    for (let i = 0; i < 3; i++) {
      const quiz = z.parse(
        prescriberQuizSchema,
        await json(await browser.post(RX_SECURITY_PATHS.prescriberQuiz, { patientNumber: '100999001' })),
      );
      const wrong = quiz.options.find((o) => o.lastName !== 'Haddad')!.prescriberNumber;
      expect(
        await json(
          await browser.post(RX_SECURITY_PATHS.prescriberLink, {
            quizId: quiz.quizId,
            prescriberNumber: wrong,
          }),
        ),
      ).toEqual({ verificationResult: 'NOT_VERIFIED' });
    }
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriptionVerify, {
          patientNumber: '100999001',
          rxNumber: '1111111',
          facilityPhone: '5135550100',
        }),
      ),
    ).toEqual({ status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 2 });
    // Locked by RX numbers: then not even the right prescriber verifies.
    for (const rxNumber of ['1111112', '1111113'])
      await browser.post(RX_SECURITY_PATHS.prescriptionVerify, {
        patientNumber: '100999001',
        rxNumber,
        facilityPhone: '5135550100',
      });
    const quiz = z.parse(
      prescriberQuizSchema,
      await json(await browser.post(RX_SECURITY_PATHS.prescriberQuiz, { patientNumber: '100999001' })),
    );
    const right = quiz.options.find((o) => o.lastName === 'Haddad')!.prescriberNumber;
    expect(
      await json(
        await browser.post(RX_SECURITY_PATHS.prescriberLink, {
          quizId: quiz.quizId,
          prescriberNumber: right,
        }),
      ),
    ).toEqual({ verificationResult: 'NOT_VERIFIED' });
  });
});

describe("another customer's patients, quizzes and links are never reachable", () => {
  it('a patient number without a lookup of this customer starts nothing and links nothing (404)', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    for (const [path, body] of [
      [RX_SECURITY_PATHS.idmQuiz, { patientNumber: '100999001' }],
      [RX_SECURITY_PATHS.prescriberQuiz, { patientNumber: '100999001' }],
      [RX_SECURITY_PATHS.prescriptionVerify, { patientNumber: '100999001', rxNumber: '2999001' }],
      [RX_SECURITY_PATHS.prescriptionLink, { patientNumber: '100999001', type: 'CHILD' }],
      [RX_SECURITY_PATHS.patientLink, { patientNumber: '100345678', type: 'SELF' }],
    ] as const) {
      expect((await jordan.post(path, body)).status, path).toBe(404);
    }
    // Another customer's quiz cannot be answered.
    const priya = await signedIn(ACCOUNTS.newPatient);
    await rememberForPharmacy(priya);
    const quiz = await server.db.kysely
      .selectFrom('rx_idm_quizzes')
      .select('quiz_id')
      .where('customer_id', '=', '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02')
      .executeTakeFirstOrThrow();
    expect(
      (
        await jordan.post(RX_SECURITY_PATHS.idmQuizAnswers, {
          quizId: quiz.quiz_id,
          selectedChoices: [{ questionId: 'Q1', choiceId: 'Q1-A' }],
        })
      ).status,
    ).toBe(404);
    // Jordan's prescription looked up by Priya with the right details names no one (already linked).
    expect(
      await lookup(priya, {
        type: 'SELF',
        rxNumber: '1234567',
        facilityPhone: '5135550100',
        firstName: 'Jordan',
        lastName: 'Whitfield',
        dateOfBirth: '1986-07-19',
      }),
    ).toEqual({ status: 'FOUND', verified: false, patientNumber: null, selfLinked: true });
    // Priya's profile list still has only her.
    const profiles = z.parse(
      patientProfilesResponseSchema,
      await json(await priya.get(RX_PATHS.patientProfiles)),
    );
    expect(profiles.patients.map((p) => p.patientNumber)).toEqual(['100345678']);
  });

  it('answers 401 without a signed-in customer', async () => {
    const anonymous = new Browser(app);
    expect((await anonymous.post(RX_SECURITY_PATHS.prescriptionLookup, PRIYA_LOOKUP)).status).toBe(401);
    expect((await anonymous.get(RX_SECURITY_PATHS.userChallengeQuestions)).status).toBe(401);
    expect((await anonymous.post(RX_PATHS.prescriptionRequest, {})).status).toBe(401);
  });
});

describe('security questions: answering and the lockout (lockout@example.com)', () => {
  const answer = async (browser: Browser, questionId: string, value: string, rememberDevice = false) =>
    z.parse(
      challengeAnswerResponseSchema,
      await json(
        await browser.post(RX_SECURITY_PATHS.userChallengeQuestion, {
          questionId,
          answer: value,
          rememberDevice,
        }),
      ),
    );

  it('walks PRISTINE → SECOND_ATTEMPT → SUBSEQUENT_ATTEMPT → LOCKED_OUT, reset → TEMPORARY_UNLOCK → TEMPORARY_UNLOCK_ATTEMPT → LOCKED', async () => {
    const morgan = await signedIn(LOCKOUT);
    expect(
      z.parse(customerStatusSchema, await json(await morgan.get(RX_SECURITY_PATHS.customerStatus)))
        .securityQuestionsLocked,
    ).toBe(false);
    const mine = z.parse(
      userChallengeQuestionsSchema,
      await json(await morgan.get(RX_SECURITY_PATHS.userChallengeQuestions)),
    );
    expect(mine).toMatchObject({
      lockedStatus: 'UNLOCKED',
      attemptState: 'PRISTINE',
      failedSecurityQuestionAnswerAttempts: 0,
    });
    expect(mine.questions.map((q) => q.questionId)).toEqual(['SQ102', 'SQ203', 'SQ304']);
    // An answer longer than any can be (50): the field's message, and no try is counted.
    const tooLong = await morgan.post(RX_SECURITY_PATHS.userChallengeQuestion, {
      questionId: 'SQ102',
      answer: 'm'.repeat(300),
      rememberDevice: false,
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      answer: 'Must be 50 characters or less',
    });
    expect(await answer(morgan, 'SQ102', 'wrong')).toEqual({
      answerCorrect: false,
      locked: false,
      lockedStatus: 'UNLOCKED',
      attemptState: 'SECOND_ATTEMPT',
      failedSecurityQuestionAnswerAttempts: 1,
    });
    expect((await answer(morgan, 'SQ203', 'wrong')).attemptState).toBe('SUBSEQUENT_ATTEMPT');
    expect(await answer(morgan, 'SQ304', 'wrong')).toMatchObject({
      locked: true,
      lockedStatus: 'TEMPORARILY_LOCKED',
      attemptState: 'LOCKED_OUT',
    });
    // Locked: even the right answer is refused, and the lock survives a restart (a new app on the same database).
    const restarted = createApp({ db: server.db, config, now: () => clock });
    const again = await signedIn(LOCKOUT, restarted);
    expect(await answer(again, 'SQ102', 'maplewood')).toMatchObject({
      answerCorrect: false,
      locked: true,
      lockedStatus: 'TEMPORARILY_LOCKED',
    });

    const newQuestions = [
      { questionId: 'SQ101', answer: 'rover' },
      { questionId: 'SQ201', answer: 'dayton' },
      { questionId: 'SQ301', answer: 'civic' },
    ];
    const wrongPassword = await morgan.post(RX_SECURITY_PATHS.resetChallengeQuestions, {
      password: 'Nope1234',
      userChallenges: newQuestions,
      preferredDevice: false,
    });
    expect(wrongPassword.status).toBe(422);
    expect(
      await json(
        await morgan.post(RX_SECURITY_PATHS.resetChallengeQuestions, {
          password: 'Lockout123',
          userChallenges: newQuestions,
          preferredDevice: false,
        }),
        201,
      ),
    ).toEqual({
      attemptState: 'TEMPORARY_UNLOCK',
    });
    expect((await answer(morgan, 'SQ101', 'wrong')).attemptState).toBe('TEMPORARY_UNLOCK_ATTEMPT');
    expect(await answer(morgan, 'SQ201', 'wrong')).toMatchObject({
      locked: true,
      lockedStatus: 'LOCKED',
      attemptState: 'LOCKED_OUT',
    });
    // The customer status says so (the landing page offers no question then).
    expect(
      z.parse(customerStatusSchema, await json(await morgan.get(RX_SECURITY_PATHS.customerStatus)))
        .securityQuestionsLocked,
    ).toBe(true);
    // The final lock: the reset page cannot lift it (Customer Support does).
    const refused = await morgan.post(RX_SECURITY_PATHS.resetChallengeQuestions, {
      password: 'Lockout123',
      userChallenges: newQuestions,
      preferredDevice: false,
    });
    expect(refused.status).toBe(423);
  });

  it('a right answer authorizes the session and remembers the device; parallel wrong answers get no extra tries', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    expect(z.parse(rxSessionSchema, await json(await jordan.get(RX_SECURITY_PATHS.session))).status).toBe(
      'UNAUTHORIZED',
    );
    expect(await answer(jordan, 'SQ201', ' Cincinnati ', true)).toEqual({
      answerCorrect: true,
      locked: false,
      lockedStatus: 'UNLOCKED',
      attemptState: 'PRISTINE',
      failedSecurityQuestionAnswerAttempts: 0,
    });
    expect(jordan.cookies.has('rxd')).toBe(true);
    expect(z.parse(rxSessionSchema, await json(await jordan.get(RX_SECURITY_PATHS.session))).status).toBe(
      'AUTHORIZED',
    );

    const answers = await Promise.all(
      Array.from({ length: 6 }, () => answer(jordan, 'SQ101', 'not-biscuit')),
    );
    const states = answers.map((a) => `${a.attemptState}/${a.lockedStatus}`).sort();
    // Three moves (first, second failure, temporary lock), then only refusals.
    expect(states.filter((s) => s === 'SECOND_ATTEMPT/UNLOCKED')).toHaveLength(1);
    expect(states.filter((s) => s === 'SUBSEQUENT_ATTEMPT/UNLOCKED')).toHaveLength(1);
    expect(states.filter((s) => s === 'LOCKED_OUT/TEMPORARILY_LOCKED')).toHaveLength(4);
    const row = await server.db.kysely
      .selectFrom('rx_challenge_attempts')
      .select('failed_attempts')
      .where('customer_id', '=', '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01')
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(3);
  });
});

describe("§5's stricter phone pattern (area code and exchange 2-9)", () => {
  it('the lookups, the verification and the new-patient request refuse such a phone with the field message', async () => {
    const browser = await signedIn(GOOGLE_LINK);
    const message = 'Please enter a valid 10-digit phone number';
    const fieldsOf = async (r: Response) => {
      expect(r.status).toBe(400);
      return ((await r.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(
      await fieldsOf(
        await browser.post(RX_SECURITY_PATHS.patientMatches, {
          firstName: 'Priya',
          lastName: 'Raman',
          dateOfBirth: '1991-02-11',
          address1: '77 Aspen Grove Ct',
          city: 'Boulder',
          state: 'CO',
          zipCode: '80301',
          phoneNum: '7201550123',
        }),
      ),
    ).toEqual({ phoneNum: message });
    expect(
      await fieldsOf(
        await browser.post(RX_SECURITY_PATHS.prescriptionLookup, {
          ...PRIYA_LOOKUP,
          facilityPhone: '0135550100',
        }),
      ),
    ).toEqual({ facilityPhone: message });
    expect(
      await fieldsOf(
        await browser.post(RX_SECURITY_PATHS.prescriptionVerify, {
          patientNumber: '100999001',
          rxNumber: '2999001',
          facilityPhone: '5131550100',
        }),
      ),
    ).toEqual({ facilityPhone: message });
    expect(
      await fieldsOf(
        await browser.post(RX_PATHS.prescriptionRequest, {
          patient: { firstName: 'Lena', lastName: 'Marsh', dateOfBirth: '1990-05-05', phone: '1135550111' },
          patients: [
            {
              type: 'NEW',
              prescriptions: [
                { medName: 'Amoxicillin', contactName: 'Dr. Hart', contactPhone: '5130550113' },
              ],
            },
          ],
        }),
      ),
    ).toEqual({
      'patient.phone': message,
      'patients.0.prescriptions.0.contactPhone': message,
    });
  });
});

describe('new-patient request (POST /prescription-request)', () => {
  it('refuses missing add-Rx fields with field messages and stores a complete request', async () => {
    const browser = await signedIn(GOOGLE_LINK);
    const patient = { firstName: 'Lena', lastName: 'Marsh', dateOfBirth: '1990-05-05', phone: '5135550111' };
    const missing = await browser.post(RX_PATHS.prescriptionRequest, {
      patient,
      patients: [
        { type: 'NEW', prescriptions: [{ medName: 'Amoxicillin' }] },
        { type: 'PAPER', prescriptions: [{ paperAcknowledge: false }] },
      ],
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'patients.0.prescriptions.0.contactName': 'Contact name is required',
      'patients.0.prescriptions.0.contactPhone': 'Contact phone is required',
      'patients.1.prescriptions.0.paperAcknowledge': 'Acknowledgement is required',
    });
    const ok = await json(
      await browser.post(RX_PATHS.prescriptionRequest, {
        patient,
        patients: [
          {
            type: 'TRANSFER',
            prescriptions: [
              {
                medName: 'Lipitor',
                rxNumber: '123456',
                contactName: 'Corner Drug',
                contactPhone: '5135550112',
              },
            ],
          },
        ],
      }),
      201,
    );
    const stored = await server.db.kysely
      .selectFrom('rx_prescription_requests')
      .select('body')
      .where('request_id', '=', ok.requestId as string)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.body)).toContain('Corner Drug');
  });
});

describe('guest verification by date of birth (no sign-in)', () => {
  it('issues a link into the outbox; a wrong date is not verified; three lock the link 15 minutes; the right one verifies', async () => {
    const guest = new Browser(app);
    const issued = await json(
      await guest.post(RX_IDENTITY_SANDBOX_PATHS.guestLink, { patientNumber: '100234568' }),
    );
    const link = new URL(issued.link as string, 'http://sandbox.test');
    expect(link.pathname).toBe('/rx/guest-verification');
    const patientNumber = link.searchParams.get('patientNumber')!;
    const timestamp = link.searchParams.get('timestamp')!;
    const outbox = (await json(await guest.get('/__sandbox/outbox'))) as unknown as
      | { data: { messages: { link: string }[] } }
      | { link: string }[];
    expect(JSON.stringify(outbox)).toContain(issued.link as string);

    const verify = (dateOfBirth: string) =>
      guest.post(RX_SECURITY_PATHS.guestVerification, {
        patientNumber: [patientNumber],
        timestamp,
        dateOfBirth,
      });
    expect(await json(await verify('2015-04-03'))).toEqual({ verified: false, patientLocked: false });
    expect(await json(await verify('2015-04-04'))).toEqual({ verified: false, patientLocked: false });
    expect(await json(await verify('2015-04-05'))).toEqual({ verified: false, patientLocked: true });
    expect(await json(await verify('2015-04-02'))).toEqual({ verified: false, patientLocked: true });
    const statusPath = `${RX_SECURITY_PATHS.guestVerificationStatus}?patientNumber=${patientNumber}&timestamp=${timestamp}`;
    expect(await json(await guest.get(statusPath))).toEqual({ patientLocked: true });
    tick(15 * 60 * 1000 + 1);
    expect(await json(await guest.get(statusPath))).toEqual({ patientLocked: false });
    expect(await json(await verify('2015-04-02'))).toEqual({ verified: true, patientLocked: false });
    expect(guest.cookies.has('rxg')).toBe(true);
    // A link that was never issued, or has expired, verifies nothing.
    expect(
      (
        await guest.post(RX_SECURITY_PATHS.guestVerification, {
          patientNumber: [patientNumber],
          timestamp: '1700000000000',
          dateOfBirth: '2015-04-02',
        })
      ).status,
    ).toBe(410);
    tick(24 * 60 * 60 * 1000);
    expect((await verify('2015-04-02')).status).toBe(410);
  });
});

describe('mock scenarios (sandbox helpers on only)', () => {
  it('honours the header with the helpers on and ignores it with them off', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    const header = { [RX_MOCK_HEADER]: 'lookupError' };
    expect((await browser.post(RX_SECURITY_PATHS.prescriptionLookup, PRIYA_LOOKUP, header)).status).toBe(500);
    const exact = await json(
      await browser.post(
        RX_SECURITY_PATHS.patientMatches,
        {
          firstName: 'X',
          lastName: 'Y',
          dateOfBirth: '1990-01-01',
          address1: '1 A St',
          city: 'Z',
          state: 'OH',
          zipCode: '45202',
        },
        { [RX_MOCK_HEADER]: 'selfExactMatch' },
      ),
    );
    expect(exact).toMatchObject({ exactMatchFound: true });
    const status = z.parse(
      customerStatusSchema,
      await json(
        await browser.get(RX_SECURITY_PATHS.customerStatus, { [RX_MOCK_HEADER]: 'verifiedWithoutQuestions' }),
      ),
    );
    expect(status).toMatchObject({ identityVerified: true, hasChallengeQuestions: false });

    const off = createApp({ db: server.db, config: testConfig({ sandboxHelpers: false }), now: () => clock });
    const plain = await signedIn(ACCOUNTS.shopper, off);
    const answered = await plain.post(RX_SECURITY_PATHS.prescriptionLookup, PRIYA_LOOKUP, header);
    expect(answered.status).toBe(200);
    expect(
      (await plain.post(RX_IDENTITY_SANDBOX_PATHS.guestLink, { patientNumber: '100234568' })).status,
    ).toBe(404);
  });
});
