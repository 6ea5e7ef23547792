// @vitest-environment node
/**
 * The identity quiz chart (pharmacy-portal.md §3 "Identity quiz", §4 "Identity quiz", §5 "Identity quiz", §8): one
 * coverage test over the generated paths, and an oracle table (literals from the spec) of how each answer ends.
 */
import { describe, expect, it } from 'vitest';
import {
  identityQuizModel,
  identityQuizResponses as R,
} from '../../machines/rx/identityQuiz/identityQuiz.fixtures';
import { identityQuizMachine } from '../../machines/rx/identityQuiz/identityQuiz.machine';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { QUIZ_TEXTS } from '../../domain/rx/identity';
import { expectFullCoverage, runWith, settle } from './identity-support';

describe('rxIdentityQuiz chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    expectFullCoverage(identityQuizMachine, identityQuizModel);
  });
});

async function loaded(
  start: () => unknown,
  answer: (input: unknown) => unknown = () => new Promise(() => {}),
) {
  const run = runWith(
    identityQuizMachine,
    { startQuiz: start, answerQuiz: answer },
    { input: { patientNumber: '100345678' } },
  );
  await settle();
  return run;
}

describe('rxIdentityQuiz chart: oracle', () => {
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
      expect(calls.answerQuiz).toEqual([
        {
          quizId: 'quiz-1',
          selectedChoices: [
            { questionId: 'Q1', choiceId: 'Q1-B' },
            { questionId: 'Q2', choiceId: 'Q2-A' },
          ],
        },
      ]);
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
