/** Prescriber quiz (pharmacy-portal.md §3 "Prescriber quiz", §4 "Prescriber quiz: times out after 3 minutes
 *  without an answer, then asks for the RX number", §8 "Prescriber", §9 "prescriber choice time-out 3 minutes").
 *  A sub-flow of the link flow, for the looked-up patient. loading: POST prescriber/quiz. choosing: the options;
 *  after `prescriberChoiceTimeout` (3 minutes, named delay) without an answer it ends timedOut; choosing an option
 *  does not restart the clock. verifying: POST prescriber/link. Ends (final, the parent reads the output):
 *  verified, or unverified with the outcome notVerified, timedOut (also when the server says EXPIRED) or failed (a
 *  call failed). Every end but verified makes the parent ask for the RX number with the matching §8 text. Side effects: startPrescriberQuiz,
 *  answerPrescriberQuiz. */
import { assertEvent, assign, setup } from 'xstate';
import type { PrescriberQuiz, VerificationResult } from '../../../api/contracts/rx-identity';
import { PRESCRIBER_QUIZ_TIMEOUT_MS } from '../../../domain/rx/identity';
import { notProvided } from '../../shared/actors';

export type PrescriberOutcome = 'verified' | 'notVerified' | 'timedOut' | 'failed';

export interface PrescriberQuizContext {
  patientNumber: string;
  quiz: PrescriberQuiz | null;
  chosen: string | null;
  outcome: PrescriberOutcome | null;
}

export type PrescriberQuizEvent =
  | { type: 'prescriber.choose'; prescriberNumber: string }
  | { type: 'prescriber.submit' };

export const prescriberQuizMachine = setup({
  types: {
    context: {} as PrescriberQuizContext,
    events: {} as PrescriberQuizEvent,
    input: {} as { patientNumber: string },
    output: {} as { outcome: PrescriberOutcome },
    tags: {} as 'busy',
  },
  actors: {
    startPrescriberQuiz: notProvided<PrescriberQuiz, { patientNumber: string }>('startPrescriberQuiz'),
    answerPrescriberQuiz: notProvided<VerificationResult, { quizId: string; prescriberNumber: string }>(
      'answerPrescriberQuiz',
    ),
  },
  delays: { prescriberChoiceTimeout: PRESCRIBER_QUIZ_TIMEOUT_MS },
  guards: {
    hasChoice: ({ context }) => context.chosen !== null,
    isVerified: (_, p: { result: VerificationResult }) => p.result === 'VERIFIED',
    isExpired: (_, p: { result: VerificationResult }) => p.result === 'EXPIRED',
  },
  actions: {
    endWith: assign((_, p: { outcome: PrescriberOutcome }) => ({ outcome: p.outcome })),
    keepQuiz: assign((_, p: { quiz: PrescriberQuiz }) => ({ quiz: p.quiz, chosen: null })),
    choose: assign(({ event }) => {
      assertEvent(event, 'prescriber.choose');
      return { chosen: event.prescriberNumber };
    }),
  },
}).createMachine({
  id: 'rxPrescriberQuiz',
  initial: 'loading',
  // The parent reads the outcome in xstate.done.actor.*.
  output: ({ context }) => ({ outcome: context.outcome ?? 'failed' }),
  context: ({ input }) => ({ patientNumber: input.patientNumber, quiz: null, chosen: null, outcome: null }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'startPrescriberQuiz',
        src: 'startPrescriberQuiz',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: {
          target: 'choosing',
          actions: { type: 'keepQuiz', params: ({ event }) => ({ quiz: event.output }) },
        },
        onError: { target: 'unverified', actions: { type: 'endWith', params: { outcome: 'failed' } } },
      },
    },
    choosing: {
      after: {
        prescriberChoiceTimeout: {
          target: 'unverified',
          actions: { type: 'endWith', params: { outcome: 'timedOut' } },
        },
      },
      on: {
        'prescriber.choose': { actions: 'choose' },
        'prescriber.submit': { guard: 'hasChoice', target: 'verifying' },
      },
    },
    verifying: {
      tags: 'busy',
      invoke: {
        id: 'answerPrescriberQuiz',
        src: 'answerPrescriberQuiz',
        input: ({ context }) => ({
          quizId: context.quiz?.quizId ?? '',
          prescriberNumber: context.chosen ?? '',
        }),
        onDone: [
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ result: event.output }) },
            target: 'verified',
            actions: { type: 'endWith', params: { outcome: 'verified' } },
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ result: event.output }) },
            target: 'unverified',
            actions: { type: 'endWith', params: { outcome: 'timedOut' } },
          },
          { target: 'unverified', actions: { type: 'endWith', params: { outcome: 'notVerified' } } },
        ],
        onError: { target: 'unverified', actions: { type: 'endWith', params: { outcome: 'failed' } } },
      },
    },
    verified: { type: 'final' },
    /** Not verified: wrong prescriber, time ran out (the chart's clock or the server's), or a failed call; the
     *  outcome says which (the parent's text). */
    unverified: { type: 'final' },
  },
});
