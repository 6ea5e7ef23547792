/** Answer a security question (pharmacy-portal.md §2.1 /rx/security-questions?redirectUrl=, §3 "Security questions:
 *  ... shuffled at random when answering", §4 "Security question answering", "Security-question attempts",
 *  "Account lock"). loading: GET user-challenge-questions (src/ shuffles them); the page state follows the server's
 *  attempt state. answering: one question, in the page states unlocked, firstFailure, secondFailure, finalFailure;
 *  a wrong answer moves to the next page state and the next question. checking: POST user-challenge-question.
 *  Ends: authorized (a right answer: to redirectUrl, app-relative only, or the dashboard; the server made the session
 *  AUTHORIZED); temporarilyLocked (to the reset page); locked (final lock: call Customer Support); noQuestions
 *  (none set up: the setup page). failed: a call failed; Try Again reloads. Side effects: fetchUserQuestions,
 *  answerQuestion, and navigateTo (provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type {
  AttemptState,
  ChallengeAnswerResponse,
  ChallengeQuestion,
  UserChallengeQuestions,
} from '../../../api/contracts/rx-identity';
import { answerTarget, resetPageUrl } from '../../../src/domain/rx/identity';
import { notProvided } from '../../shared/actors';

export interface SecurityAnswerContext {
  redirectUrl: string | null;
  questions: ChallengeQuestion[];
  /** The question shown (the next one after each wrong answer). */
  index: number;
  failedAttempts: number;
}

export type SecurityAnswerEvent =
  | { type: 'security.submit'; answer: string; rememberDevice: boolean }
  | { type: 'security.retry' };

type Attempt = Pick<ChallengeAnswerResponse, 'lockedStatus' | 'attemptState'>;

export const securityAnswerMachine = setup({
  types: {
    context: {} as SecurityAnswerContext,
    events: {} as SecurityAnswerEvent,
    input: {} as { redirectUrl: string | null },
    tags: {} as 'busy',
  },
  actors: {
    fetchUserQuestions: notProvided<UserChallengeQuestions>('fetchUserQuestions'),
    answerQuestion: notProvided<
      ChallengeAnswerResponse,
      { questionId: string; answer: string; rememberDevice: boolean }
    >('answerQuestion'),
  },
  guards: {
    isFinalLock: (_, p: { attempt: Attempt }) => p.attempt.lockedStatus === 'LOCKED',
    isTemporaryLock: (_, p: { attempt: Attempt }) => p.attempt.lockedStatus === 'TEMPORARILY_LOCKED',
    hasNoQuestions: (_, p: { questions: UserChallengeQuestions }) => p.questions.questions.length === 0,
    isAttempt: (_, p: { attempt: Attempt; state: AttemptState }) => p.attempt.attemptState === p.state,
    isCorrect: (_, p: { response: ChallengeAnswerResponse }) => p.response.answerCorrect,
    hasAnswer: ({ event }) => event.type === 'security.submit' && event.answer.trim() !== '',
  },
  actions: {
    keepQuestions: assign((_, p: { questions: UserChallengeQuestions }) => ({
      questions: p.questions.questions,
      index: 0,
      failedAttempts: p.questions.failedSecurityQuestionAnswerAttempts,
    })),
    nextQuestion: assign(({ context }, p: { failedAttempts: number }) => ({
      index: context.questions.length === 0 ? 0 : (context.index + 1) % context.questions.length,
      failedAttempts: p.failedAttempts,
    })),
    /** Provided by src/: leaves the page. */
    navigateTo: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'rxSecurityAnswer',
  initial: 'loading',
  context: ({ input }) => ({ redirectUrl: input.redirectUrl, questions: [], index: 0, failedAttempts: 0 }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchUserQuestions',
        src: 'fetchUserQuestions',
        onDone: [
          {
            guard: { type: 'isFinalLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'locked',
          },
          {
            guard: { type: 'isTemporaryLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'temporarilyLocked',
          },
          {
            guard: { type: 'hasNoQuestions', params: ({ event }) => ({ questions: event.output }) },
            target: 'noQuestions',
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'SECOND_ATTEMPT' as const }),
            },
            target: 'answering.firstFailure',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'SUBSEQUENT_ATTEMPT' as const }),
            },
            target: 'answering.secondFailure',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'TEMPORARY_UNLOCK_ATTEMPT' as const }),
            },
            target: 'answering.finalFailure',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
          {
            target: 'answering.unlocked',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'security.retry': 'loading' },
    },
    answering: {
      initial: 'unlocked',
      on: { 'security.submit': { guard: 'hasAnswer', target: 'checking' } },
      states: {
        unlocked: {},
        firstFailure: {},
        secondFailure: {},
        finalFailure: {},
      },
    },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'answerQuestion',
        src: 'answerQuestion',
        input: ({ context, event }) => {
          assertEvent(event, 'security.submit');
          return {
            questionId: context.questions[context.index]?.questionId ?? '',
            answer: event.answer,
            rememberDevice: event.rememberDevice,
          };
        },
        onDone: [
          {
            guard: { type: 'isCorrect', params: ({ event }) => ({ response: event.output }) },
            target: 'authorized',
          },
          {
            guard: { type: 'isFinalLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'locked',
          },
          {
            guard: { type: 'isTemporaryLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'temporarilyLocked',
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'SECOND_ATTEMPT' as const }),
            },
            target: 'answering.firstFailure',
            actions: {
              type: 'nextQuestion',
              params: ({ event }) => ({ failedAttempts: event.output.failedSecurityQuestionAnswerAttempts }),
            },
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'SUBSEQUENT_ATTEMPT' as const }),
            },
            target: 'answering.secondFailure',
            actions: {
              type: 'nextQuestion',
              params: ({ event }) => ({ failedAttempts: event.output.failedSecurityQuestionAnswerAttempts }),
            },
          },
          {
            guard: {
              type: 'isAttempt',
              params: ({ event }) => ({ attempt: event.output, state: 'TEMPORARY_UNLOCK_ATTEMPT' as const }),
            },
            target: 'answering.finalFailure',
            actions: {
              type: 'nextQuestion',
              params: ({ event }) => ({ failedAttempts: event.output.failedSecurityQuestionAnswerAttempts }),
            },
          },
          { target: 'loading' },
        ],
        onError: 'failed',
      },
    },
    authorized: {
      type: 'final',
      entry: { type: 'navigateTo', params: ({ context }) => ({ path: answerTarget(context.redirectUrl) }) },
    },
    temporarilyLocked: {
      type: 'final',
      entry: { type: 'navigateTo', params: ({ context }) => ({ path: resetPageUrl(context.redirectUrl) }) },
    },
    locked: { type: 'final' },
    noQuestions: { type: 'final' },
  },
});
