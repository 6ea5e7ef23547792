// @vitest-environment node
/**
 * The identity quiz chart's oracle table (pharmacy-portal.md §3 "Identity quiz", §4 "Identity quiz", §5 "Identity
 * quiz", §8 "Identity quiz", "Identity failed or locked", "Person not found", "Generic"): each expected value is a
 * literal copied from the spec (or from the seeded quiz fixtures where the spec gives none), never the chart's own
 * constant. The coverage replay over the generated paths is rxIdentityQuiz.model.test.ts. This file is the identity
 * quiz's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { QUIZ_TEXTS } from '../../domain/rx/identity';
import { identityQuizResponses as R } from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import type { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import { apiErrorOf, fixtureFollowUpQuiz, fixtureQuiz } from '../../machines/rx/shared/identity.fixtures';
import { runWith, settle } from './identity-support';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

/** Loaded in each test: a chart whose definition no longer builds fails every case, not the file. */
const chart = () =>
  import('../../machines/rx/identityQuiz/identityQuiz.machine').then((m) => m.identityQuizMachine);

const input = { patientNumber: '100345678' };
/** §8 "Generic". */
const GENERIC = 'We were unable to complete your request at this time, please try again.';

const started = (output: unknown) => ({ type: 'xstate.done.actor.startQuiz', output });
const startFails = (error: unknown) => ({ type: 'xstate.error.actor.startQuiz', error });
const answered = (output: unknown) => ({ type: 'xstate.done.actor.answerQuiz', output });
const answerFails = (error: unknown) => ({ type: 'xstate.error.actor.answerQuiz', error });
const choose = (questionId: string, choiceId: string) => ({ type: 'quiz.choose', questionId, choiceId });
const submit = { type: 'quiz.submit' };

const q1 = choose('Q1', 'Q1-B');
const q2 = choose('Q2', 'Q2-A');
const submitted = [started(R.loaded), q1, q2, submit];
const firstAnswer = {
  quizId: 'quiz-1',
  selectedChoices: [
    { questionId: 'Q1', choiceId: 'Q1-B' },
    { questionId: 'Q2', choiceId: 'Q2-A' },
  ],
};

const contextIs = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);
const selectedIs = (expected: Record<string, string>) => (run: OracleRun) =>
  expect(run.snapshot().context.selected).toEqual(expected);
/** An end that clears the quiz (§4 "A failure clears the quiz"). */
const cleared = (outcome: string) => contextIs({ ...input, quiz: null, selected: {}, error: null, outcome });

const cases: OracleCase<typeof identityQuizMachine>[] = [
  // ---- loading: POST idm/quiz for the looked-up patient
  {
    name: 'starts loading (busy) for the patient number, with no quiz, no choice, no error and no outcome',
    input,
    steps: [],
    state: 'loading',
    status: 'active',
    tags: ['busy'],
    calls: { startQuiz: { patientNumber: '100345678' } },
    callCounts: { startQuiz: 1, answerQuiz: 0 },
    refuses: [submit, q1],
    verify: contextIs({ patientNumber: '100345678', quiz: null, selected: {}, error: null, outcome: null }),
  },
  {
    name: 'a quiz (status OK with questions) opens the questions, nothing chosen, not busy',
    input,
    steps: [started(R.loaded)],
    state: 'answering',
    status: 'active',
    notTags: ['busy'],
    callCounts: { startQuiz: 1, answerQuiz: 0 },
    accepts: [q1, q2],
    refuses: [submit],
    verify: contextIs({ ...input, quiz: fixtureQuiz, selected: {}, error: null, outcome: null }),
  },
  {
    name: '§4 a locked answer to loading ends locked',
    input,
    steps: [started(R.locked)],
    state: 'locked',
    output: { outcome: 'locked' },
    verify: cleared('locked'),
  },
  {
    name: '§4 a locked answer ends locked even with status OK and a quiz',
    input,
    steps: [started({ ...R.loaded, locked: true })],
    state: 'locked',
    output: { outcome: 'locked' },
  },
  {
    name: '§4 person not found ends personNotFound',
    input,
    steps: [started(R.personNotFound)],
    state: 'personNotFound',
    output: { outcome: 'personNotFound' },
    verify: cleared('personNotFound'),
  },
  {
    name: '§4 person not found ends personNotFound even with a quiz',
    input,
    steps: [started({ ...R.loaded, personFound: false })],
    state: 'personNotFound',
    output: { outcome: 'personNotFound' },
  },
  {
    name: '§4 TOO_MANY_REQUEST (not locked) counts as failure to verify',
    input,
    steps: [started(R.tooMany)],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 TOO_MANY_REQUEST with a quiz still counts as failure to verify (the quiz is not shown)',
    input,
    steps: [started({ ...R.tooMany, quiz: fixtureQuiz })],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 a missing quiz (status OK, no quiz) counts as failure to verify',
    input,
    steps: [started(R.missing)],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§8 a 404 loading the quiz ends unavailable (the call-us message)',
    input,
    steps: [startFails(apiErrorOf(404, 'Not found', 'POST /rx-security/idm/quiz'))],
    state: 'unavailable',
    output: { outcome: 'unavailable' },
    verify: contextIs({ ...input, quiz: null, selected: {}, error: null, outcome: 'unavailable' }),
  },
  {
    name: '§8 a 500 loading the quiz ends loadFailed (the load-error message)',
    input,
    steps: [startFails(apiErrorOf(500, 'Server error', 'POST /rx-security/idm/quiz'))],
    state: 'loadFailed',
    output: { outcome: 'loadFailed' },
    verify: contextIs({ ...input, quiz: null, selected: {}, error: null, outcome: 'loadFailed' }),
  },
  {
    name: '§8 a network failure loading the quiz ends loadFailed, not unavailable',
    input,
    steps: [startFails(apiErrorOf(0))],
    state: 'loadFailed',
    output: { outcome: 'loadFailed' },
  },
  {
    name: '§8 a failure that is not an API error ends loadFailed',
    input,
    steps: [startFails(new Error('boom'))],
    state: 'loadFailed',
    output: { outcome: 'loadFailed' },
  },

  // ---- answering: §5 every question needs a choice
  {
    name: '§5 with one of two questions chosen Next is refused; the choice is kept',
    input,
    steps: [started(R.loaded), q1],
    state: 'answering',
    refuses: [submit],
    accepts: [q2],
    verify: selectedIs({ Q1: 'Q1-B' }),
  },
  {
    name: '§5 with every question chosen Next is accepted',
    input,
    steps: [started(R.loaded), q1, q2],
    state: 'answering',
    accepts: [submit],
    verify: selectedIs({ Q1: 'Q1-B', Q2: 'Q2-A' }),
  },
  {
    name: 'a refused Next stays answering and calls nothing',
    input,
    steps: [started(R.loaded), q2, submit],
    state: 'answering',
    callCounts: { answerQuiz: 0 },
    verify: selectedIs({ Q2: 'Q2-A' }),
  },
  {
    name: 'choosing again for a question replaces the earlier choice',
    input,
    steps: [started(R.loaded), choose('Q1', 'Q1-A'), choose('Q1', 'Q1-B')],
    state: 'answering',
    refuses: [submit],
    verify: selectedIs({ Q1: 'Q1-B' }),
  },
  {
    name: 'a choice for a question not in the quiz is refused and not kept',
    input,
    steps: [started(R.loaded), choose('Q9', 'Q9-A')],
    state: 'answering',
    refuses: [choose('Q9', 'Q9-A')],
    verify: selectedIs({}),
  },
  {
    name: 'a choice belonging to another question is refused and not kept',
    input,
    steps: [started(R.loaded), choose('Q1', 'Q2-A')],
    state: 'answering',
    refuses: [choose('Q1', 'Q2-A'), choose('Q2', 'Q1-B')],
    verify: selectedIs({}),
  },
  {
    name: 'an unknown choice of a known question is refused and not kept',
    input,
    steps: [started(R.loaded), choose('Q1', 'Q1-Z')],
    state: 'answering',
    refuses: [choose('Q1', 'Q1-Z')],
    verify: selectedIs({}),
  },

  // ---- submitting: POST idm/quiz/answers
  {
    name: '§3 Next sends the quiz id and every choice in question order; busy, and Next refused while submitting (§5)',
    input,
    steps: [started(R.loaded), q2, q1, submit],
    state: 'submitting',
    status: 'active',
    tags: ['busy'],
    calls: { answerQuiz: firstAnswer },
    callCounts: { startQuiz: 1, answerQuiz: 1 },
    refuses: [submit, q1],
  },
  {
    name: 'the last choice of a question is the one sent',
    input,
    steps: [started(R.loaded), choose('Q1', 'Q1-A'), q2, choose('Q1', 'Q1-B'), submit],
    calls: { answerQuiz: firstAnswer },
  },
  {
    name: '§4 PASS ends passed and clears the quiz',
    input,
    steps: [...submitted, answered(R.pass)],
    state: 'passed',
    output: { outcome: 'passed' },
    refuses: [submit, q1],
    verify: cleared('passed'),
  },
  {
    name: '§4 FAIL ends failed and clears the quiz',
    input,
    steps: [...submitted, answered(R.fail)],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 a locked answer ends locked and clears the quiz',
    input,
    steps: [...submitted, answered(R.lockedAfterAnswer)],
    state: 'locked',
    output: { outcome: 'locked' },
    verify: cleared('locked'),
  },
  {
    name: '§4 a locked answer with status OK and a follow-up quiz still ends locked',
    input,
    steps: [...submitted, answered({ ...R.followUp, locked: true })],
    state: 'locked',
    output: { outcome: 'locked' },
  },
  {
    name: '§4 PENDING without a follow-up quiz counts as failure (a missing quiz)',
    input,
    steps: [...submitted, answered(R.pendingWithoutQuiz)],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 PASS with TOO_MANY_REQUEST counts as failure, not a pass',
    input,
    steps: [...submitted, answered({ ...R.pass, status: 'TOO_MANY_REQUEST' })],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 PENDING with a quiz but TOO_MANY_REQUEST counts as failure, no follow-up',
    input,
    steps: [...submitted, answered({ ...R.followUp, status: 'TOO_MANY_REQUEST' })],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 FAIL with a quiz ends failed: a follow-up comes only with PENDING',
    input,
    steps: [...submitted, answered({ ...R.fail, quiz: fixtureFollowUpQuiz })],
    state: 'failed',
    output: { outcome: 'failed' },
    verify: cleared('failed'),
  },
  {
    name: '§4 PENDING with a follow-up quiz asks its questions, with nothing chosen and no error',
    input,
    steps: [...submitted, answered(R.followUp)],
    state: 'answering',
    status: 'active',
    notTags: ['busy'],
    refuses: [submit, q1],
    accepts: [choose('Q4', 'Q4-B')],
    verify: contextIs({ ...input, quiz: fixtureFollowUpQuiz, selected: {}, error: null, outcome: null }),
  },
  {
    name: 'the follow-up answer sends the follow-up quiz id and its choices',
    input,
    steps: [...submitted, answered(R.followUp), choose('Q4', 'Q4-B'), submit],
    state: 'submitting',
    calls: {
      answerQuiz: { quizId: 'quiz-2', selectedChoices: [{ questionId: 'Q4', choiceId: 'Q4-B' }] },
    },
    callCounts: { startQuiz: 1, answerQuiz: 2 },
  },
  {
    name: 'a PASS after the follow-up ends passed',
    input,
    steps: [...submitted, answered(R.followUp), choose('Q4', 'Q4-B'), submit, answered(R.pass)],
    output: { outcome: 'passed' },
    verify: cleared('passed'),
  },

  // ---- an answer that cannot be sent, and the retry
  {
    name: '§8 an answer that cannot be sent keeps the questions and choices and says "We were unable to complete your request at this time, please try again."',
    input,
    steps: [...submitted, answerFails(apiErrorOf(500, 'Server error', 'POST /rx-security/idm/quiz/answers'))],
    state: 'answering',
    status: 'active',
    notTags: ['busy'],
    accepts: [submit],
    verify: contextIs({
      ...input,
      quiz: fixtureQuiz,
      selected: { Q1: 'Q1-B', Q2: 'Q2-A' },
      error: GENERIC,
      outcome: null,
    }),
  },
  {
    name: 'a retry after a failed send sends the same answer again; a PASS then ends passed',
    input,
    steps: [...submitted, answerFails(apiErrorOf(500)), submit, answered(R.pass)],
    state: 'passed',
    output: { outcome: 'passed' },
    callCounts: { startQuiz: 1, answerQuiz: 2 },
    verify: (run) => expect(run.calls.answerQuiz).toEqual([firstAnswer, firstAnswer]),
  },
  {
    name: 'a follow-up quiz after a failed send clears the message',
    input,
    steps: [...submitted, answerFails(apiErrorOf(500)), submit, answered(R.followUp)],
    state: 'answering',
    verify: contextIs({ ...input, quiz: fixtureFollowUpQuiz, selected: {}, error: null, outcome: null }),
  },
  {
    name: 'a failed send after a network failure also keeps the questions with the generic message',
    input,
    steps: [...submitted, answerFails(apiErrorOf(0))],
    state: 'answering',
    context: { error: GENERIC },
  },
];

describe('rxIdentityQuiz chart: oracle table (literals from the spec)', () => {
  oracleTable(chart, cases);
});

/** Runs the chart with its actors answering (real promises), after loading settles. */
async function loaded(
  start: () => unknown,
  answer: (input: unknown) => unknown = () => new Promise(() => {}),
) {
  const identityQuizMachine = await chart();
  const run = runWith(identityQuizMachine, { startQuiz: start, answerQuiz: answer }, { input });
  await settle();
  return run;
}

describe('rxIdentityQuiz chart: oracle with answering actors', () => {
  it.each([
    { start: () => R.loaded, state: 'answering' },
    { start: () => R.locked, state: 'locked' },
    { start: () => R.personNotFound, state: 'personNotFound' },
    // §4 "A missing quiz or TOO_MANY_REQUEST counts as failure to verify".
    { start: () => R.tooMany, state: 'failed' },
    { start: () => R.missing, state: 'failed' },
    // §8 "a 404 gives a call-us message; other errors ...".
    { start: () => Promise.reject(apiErrorOf(404)), state: 'unavailable' },
    { start: () => Promise.reject(apiErrorOf(500)), state: 'loadFailed' },
  ])('loading ends in $state', async ({ start, state }) => {
    const { actor, calls } = await loaded(start);
    expect(actor.getSnapshot().value).toBe(state);
    expect(calls.startQuiz).toEqual([{ patientNumber: '100345678' }]);
  });

  it('Next stays disabled until every question has a choice (§5)', async () => {
    const { actor } = await loaded(() => R.loaded);
    expect(actor.getSnapshot().can({ type: 'quiz.submit' })).toBe(false);
    actor.send({ type: 'quiz.choose', questionId: 'Q1', choiceId: 'Q1-B' });
    expect(actor.getSnapshot().can({ type: 'quiz.submit' })).toBe(false);
    actor.send({ type: 'quiz.choose', questionId: 'Q2', choiceId: 'Q2-A' });
    expect(actor.getSnapshot().can({ type: 'quiz.submit' })).toBe(true);
    actor.send({ type: 'quiz.submit' });
    // And while submitting.
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().can({ type: 'quiz.submit' })).toBe(false);
  });

  it.each([
    { answer: () => R.pass, state: 'passed', quiz: null },
    { answer: () => R.fail, state: 'failed', quiz: null },
    { answer: () => R.lockedAfterAnswer, state: 'locked', quiz: null },
    { answer: () => R.pendingWithoutQuiz, state: 'failed', quiz: null },
    { answer: () => R.followUp, state: 'answering', quiz: 'quiz-2' },
  ])(
    'an answer of $state (§4: a follow-up quiz after PENDING; a failure clears the quiz)',
    async ({ answer, state, quiz }) => {
      const { actor, calls } = await loaded(() => R.loaded, answer);
      actor.send({ type: 'quiz.choose', questionId: 'Q1', choiceId: 'Q1-B' });
      actor.send({ type: 'quiz.choose', questionId: 'Q2', choiceId: 'Q2-A' });
      actor.send({ type: 'quiz.submit' });
      await settle();
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().context.quiz?.quizId ?? null).toBe(quiz);
      expect(calls.answerQuiz).toEqual([firstAnswer]);
      if (quiz) expect(actor.getSnapshot().context.selected).toEqual({});
    },
  );

  it('an answer that cannot be sent keeps the questions and says so', async () => {
    const { actor } = await loaded(
      () => R.loaded,
      () => Promise.reject(apiErrorOf(500)),
    );
    actor.send({ type: 'quiz.choose', questionId: 'Q1', choiceId: 'Q1-B' });
    actor.send({ type: 'quiz.choose', questionId: 'Q2', choiceId: 'Q2-A' });
    actor.send({ type: 'quiz.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('answering');
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
  });

  it('§8 texts', () => {
    expect(QUIZ_TEXTS.loadError).toBe(
      'Sorry, something went wrong while loading the page. Please try again later.',
    );
    expect(QUIZ_TEXTS.failed('1-800-555-0150')).toBe(
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    );
    expect(QUIZ_TEXTS.personNotFound('1-800-555-0150')).toBe(
      'We are sorry. We could not find you to verify your identity. Please contact Customer Support at 1-800-555-0150.',
    );
    expect(QUIZ_TEXTS.allRequired).toBe('All fields are required.');
  });
});
