/** Answer a security question (pharmacy-portal.md §2.1 /rx/security-questions?redirectUrl=, §3 "Security questions:
 *  ... shuffled at random when answering", §4 "Security question answering", "Security-question attempts",
 *  "Account lock"). loading: GET user-challenge-questions (src/ shuffles them); the page state follows the server's
 *  attempt state. answering: one question, in the page states unlocked, firstFailure, secondFailure, finalFailure;
 *  a wrong answer moves to the next page state and the next question. checking: POST user-challenge-question.
 *  Ends: authorized (a right answer: to redirectUrl, app-relative only, or the dashboard; the server made the session
 *  AUTHORIZED); stopped: temporarilyLocked (to the reset page), locked (final lock: call Customer Support) or
 *  noQuestions (none set up: the setup page). failed: a call failed; Try Again reloads. Side effects: loadQuestions,
 *  sendAnswer, and navigateTo (provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type {
  AttemptState,
  ChallengeAnswerResponse,
  ChallengeQuestion,
  UserChallengeQuestions,
} from '../../../api/contracts/rx-identity';
import { answerTarget, resetPageUrl } from '../../../domain/rx/identity';
import { notProvided } from '../../shared/actors';

export interface SecurityAnswerContext {
  redirectUrl: string | null;
  questions: ChallengeQuestion[];
  /** The question shown (the next one after each wrong answer). */
  index: number;
  failedAttempts: number;
  /** The server's attempt state (§4): which page state the answering page shows. */
  attemptState: AttemptState;
}

export type SecurityAnswerEvent =
  | { type: 'security.submit'; answer: string; rememberDevice: boolean }
  | { type: 'security.retry' };

type Attempt = Pick<ChallengeAnswerResponse, 'lockedStatus' | 'attemptState'>;

/** Answering from any page state. */
const SUBMIT = { 'security.submit': { guard: 'hasAnswer', target: 'checking' } } as const;

export const securityAnswerMachine = setup({
  types: {
    context: {} as SecurityAnswerContext,
    events: {} as SecurityAnswerEvent,
    input: {} as { redirectUrl: string | null },
    tags: {} as 'busy',
  },
  actors: {
    loadQuestions: notProvided<UserChallengeQuestions>('loadQuestions'),
    sendAnswer: notProvided<
      ChallengeAnswerResponse,
      { questionId: string; answer: string; rememberDevice: boolean }
    >('sendAnswer'),
  },
  guards: {
    isFinalLock: (_, p: { attempt: Attempt }) => p.attempt.lockedStatus === 'LOCKED',
    isTemporaryLock: (_, p: { attempt: Attempt }) => p.attempt.lockedStatus === 'TEMPORARILY_LOCKED',
    hasNoQuestions: (_, p: { questions: UserChallengeQuestions }) => p.questions.questions.length === 0,
    /** A wrong answer the page goes on from (first, second or final failure). */
    isWrongAnswer: (_, p: { attempt: Attempt }) =>
      p.attempt.attemptState === 'SECOND_ATTEMPT' ||
      p.attempt.attemptState === 'SUBSEQUENT_ATTEMPT' ||
      p.attempt.attemptState === 'TEMPORARY_UNLOCK_ATTEMPT',
    isAttempt: ({ context }, p: { state: AttemptState }) => context.attemptState === p.state,
    isCorrect: (_, p: { response: ChallengeAnswerResponse }) => p.response.answerCorrect,
    hasAnswer: ({ event }) => event.type === 'security.submit' && event.answer.trim() !== '',
  },
  actions: {
    keepQuestions: assign((_, p: { questions: UserChallengeQuestions }) => ({
      questions: p.questions.questions,
      index: 0,
      failedAttempts: p.questions.failedSecurityQuestionAnswerAttempts,
      attemptState: p.questions.attemptState,
    })),
    nextQuestion: assign(({ context }, p: { attempt: ChallengeAnswerResponse }) => ({
      index: context.questions.length === 0 ? 0 : (context.index + 1) % context.questions.length,
      failedAttempts: p.attempt.failedSecurityQuestionAnswerAttempts,
      attemptState: p.attempt.attemptState,
    })),
    /** Provided by src/: leaves the page. */
    navigateTo: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'rxSecurityAnswer',
  initial: 'loading',
  context: ({ input }) => ({
    redirectUrl: input.redirectUrl,
    questions: [],
    index: 0,
    failedAttempts: 0,
    attemptState: 'PRISTINE',
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadQuestions',
        src: 'loadQuestions',
        onDone: [
          {
            guard: { type: 'isFinalLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'stopped.locked',
          },
          {
            guard: { type: 'isTemporaryLock', params: ({ event }) => ({ attempt: event.output }) },
            target: 'stopped.temporarilyLocked',
          },
          {
            guard: { type: 'hasNoQuestions', params: ({ event }) => ({ questions: event.output }) },
            target: 'stopped.noQuestions',
          },
          {
            target: 'answering',
            actions: { type: 'keepQuestions', params: ({ event }) => ({ questions: event.output }) },
          },
        ],
        onError: 'failed',
      },
    },
    failed: {
      on: { 'security.retry': 'loading' },
    },
    /** One question; the page state follows the server's attempt state (§4 page states); checking sends the
     *  answer. */
    answering: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: { type: 'isAttempt', params: { state: 'SECOND_ATTEMPT' } }, target: 'firstFailure' },
            {
              guard: { type: 'isAttempt', params: { state: 'SUBSEQUENT_ATTEMPT' } },
              target: 'secondFailure',
            },
            {
              guard: { type: 'isAttempt', params: { state: 'TEMPORARY_UNLOCK_ATTEMPT' } },
              target: 'finalFailure',
            },
            { target: 'unlocked' },
          ],
        },
        unlocked: { on: SUBMIT },
        firstFailure: { on: SUBMIT },
        secondFailure: { on: SUBMIT },
        finalFailure: { on: SUBMIT },
        checking: {
          tags: 'busy',
          invoke: {
            id: 'sendAnswer',
            src: 'sendAnswer',
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
                target: '#rxSecurityAnswer.authorized',
              },
              {
                guard: { type: 'isFinalLock', params: ({ event }) => ({ attempt: event.output }) },
                target: '#rxSecurityAnswer.stopped.locked',
              },
              {
                guard: { type: 'isTemporaryLock', params: ({ event }) => ({ attempt: event.output }) },
                target: '#rxSecurityAnswer.stopped.temporarilyLocked',
              },
              {
                guard: { type: 'isWrongAnswer', params: ({ event }) => ({ attempt: event.output }) },
                target: 'deciding',
                actions: { type: 'nextQuestion', params: ({ event }) => ({ attempt: event.output }) },
              },
              // A state the page does not expect after an answer (the questions were reset meanwhile): read again.
              { target: '#rxSecurityAnswer.loading' },
            ],
            onError: '#rxSecurityAnswer.failed',
          },
        },
      },
    },
    authorized: {
      type: 'final',
      entry: { type: 'navigateTo', params: ({ context }) => ({ path: answerTarget(context.redirectUrl) }) },
    },
    /** The page cannot take an answer: a temporary lock (to the reset page), the final lock (call Customer Support),
     *  or no questions set up (the setup page). */
    stopped: {
      initial: 'locked',
      states: {
        temporarilyLocked: {
          entry: {
            type: 'navigateTo',
            params: ({ context }) => ({ path: resetPageUrl(context.redirectUrl) }),
          },
        },
        locked: {},
        noQuestions: {},
      },
    },
  },
});
