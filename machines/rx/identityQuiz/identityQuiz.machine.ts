/** Identity quiz (pharmacy-portal.md §3 "Identity quiz", §4 "Identity quiz", §5 "Identity quiz", §8 "Identity quiz",
 *  "Identity failed or locked", "Person not found"). A sub-flow of the link flow, for the looked-up patient.
 *  loading: POST idm/quiz. answering: the questions; Next (quiz.submit) only once every question has a choice.
 *  submitting: POST idm/quiz/answers; a PENDING answer with a follow-up quiz goes back to answering with it.
 *  Ends (final states, the parent reads the output): passed; failed (FAIL, a missing quiz, TOO_MANY_REQUEST: the quiz
 *  is cleared); personNotFound; locked; unavailable (a 404 loading it: the call-us text); loadFailed (other errors).
 *  Side effects: the startQuiz and answerQuiz actors. */
import { assertEvent, assign, setup } from 'xstate';
import type { IdentityQuiz, QuizResponse } from '../../../api/contracts/rx-identity';
import { QUIZ_TEXTS } from '../../../domain/rx/identity';
import { notProvided } from '../../shared/actors';
import { isOutcome } from '../../../domain/errors';

export type QuizOutcome = 'passed' | 'failed' | 'personNotFound' | 'locked' | 'unavailable' | 'loadFailed';

export interface IdentityQuizContext {
  patientNumber: string;
  quiz: IdentityQuiz | null;
  /** questionId → choiceId */
  selected: Record<string, string>;
  error: string | null;
  outcome: QuizOutcome | null;
}

export type IdentityQuizEvent =
  | { type: 'quiz.choose'; questionId: string; choiceId: string }
  | { type: 'quiz.submit' };

export const identityQuizMachine = setup({
  types: {
    context: {} as IdentityQuizContext,
    events: {} as IdentityQuizEvent,
    input: {} as { patientNumber: string },
    output: {} as { outcome: QuizOutcome },
    tags: {} as 'busy',
  },
  actors: {
    startQuiz: notProvided<QuizResponse, { patientNumber: string }>('startQuiz'),
    answerQuiz: notProvided<
      QuizResponse,
      { quizId: string; selectedChoices: Array<{ questionId: string; choiceId: string }> }
    >('answerQuiz'),
  },
  guards: {
    isLocked: (_, p: { response: QuizResponse }) => p.response.locked,
    isPersonNotFound: (_, p: { response: QuizResponse }) => !p.response.personFound,
    hasQuiz: (_, p: { response: QuizResponse }) => p.response.status === 'OK' && p.response.quiz !== null,
    isPass: (_, p: { response: QuizResponse }) =>
      p.response.status === 'OK' && p.response.authenticationResult === 'PASS',
    hasFollowUp: (_, p: { response: QuizResponse }) =>
      p.response.status === 'OK' && p.response.authenticationResult === 'PENDING' && p.response.quiz !== null,
    isNotFound: (_, p: { error: unknown }) => isOutcome(p.error, 'notFound'),
    isQuestionOfQuiz: ({ context, event }) =>
      event.type === 'quiz.choose' &&
      context.quiz?.questions.some(
        (q) => q.questionId === event.questionId && q.choices.some((c) => c.choiceId === event.choiceId),
      ) === true,
    hasEveryChoice: ({ context }) =>
      context.quiz?.questions.every((q) => context.selected[q.questionId] !== undefined) === true,
  },
  actions: {
    endWith: assign((_, p: { outcome: QuizOutcome }) => ({ outcome: p.outcome })),
    keepQuiz: assign((_, p: { quiz: IdentityQuiz | null }) => ({ quiz: p.quiz, selected: {}, error: null })),
    clearQuiz: assign({ quiz: null, selected: {} }),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'quiz.choose');
      return { selected: { ...context.selected, [event.questionId]: event.choiceId } };
    }),
    showError: assign((_, p: { error: string }) => ({ error: p.error })),
  },
}).createMachine({
  id: 'rxIdentityQuiz',
  initial: 'loading',
  // The parent reads the outcome in xstate.done.actor.*.
  output: ({ context }) => ({ outcome: context.outcome ?? 'failed' }),
  context: ({ input }) => ({
    patientNumber: input.patientNumber,
    quiz: null,
    selected: {},
    error: null,
    outcome: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'startQuiz',
        src: 'startQuiz',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: [
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ response: event.output }) },
            target: 'locked',
          },
          {
            guard: { type: 'isPersonNotFound', params: ({ event }) => ({ response: event.output }) },
            target: 'personNotFound',
          },
          {
            guard: { type: 'hasQuiz', params: ({ event }) => ({ response: event.output }) },
            target: 'answering',
            actions: { type: 'keepQuiz', params: ({ event }) => ({ quiz: event.output.quiz }) },
          },
          { target: 'failed' },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
          },
          { target: 'loadFailed' },
        ],
      },
    },
    answering: {
      on: {
        'quiz.choose': { guard: 'isQuestionOfQuiz', actions: 'choose' },
        'quiz.submit': { guard: 'hasEveryChoice', target: 'submitting' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'answerQuiz',
        src: 'answerQuiz',
        input: ({ context }) => ({
          quizId: context.quiz?.quizId ?? '',
          selectedChoices: (context.quiz?.questions ?? []).map((q) => ({
            questionId: q.questionId,
            choiceId: context.selected[q.questionId] ?? '',
          })),
        }),
        onDone: [
          {
            guard: { type: 'isPass', params: ({ event }) => ({ response: event.output }) },
            target: 'passed',
          },
          {
            guard: { type: 'isLocked', params: ({ event }) => ({ response: event.output }) },
            target: 'locked',
          },
          {
            guard: { type: 'hasFollowUp', params: ({ event }) => ({ response: event.output }) },
            target: 'answering',
            actions: { type: 'keepQuiz', params: ({ event }) => ({ quiz: event.output.quiz }) },
          },
          { target: 'failed' },
        ],
        onError: {
          target: 'answering',
          actions: { type: 'showError', params: { error: QUIZ_TEXTS.answerError } },
        },
      },
    },
    passed: { type: 'final', entry: ['clearQuiz', { type: 'endWith', params: { outcome: 'passed' } }] },
    failed: { type: 'final', entry: ['clearQuiz', { type: 'endWith', params: { outcome: 'failed' } }] },
    personNotFound: {
      type: 'final',
      entry: ['clearQuiz', { type: 'endWith', params: { outcome: 'personNotFound' } }],
    },
    locked: { type: 'final', entry: ['clearQuiz', { type: 'endWith', params: { outcome: 'locked' } }] },
    unavailable: { type: 'final', entry: { type: 'endWith', params: { outcome: 'unavailable' } } },
    loadFailed: { type: 'final', entry: { type: 'endWith', params: { outcome: 'loadFailed' } } },
  },
});
