/** Graph fixtures of the answer-a-security-question chart. Read by the registry and the model tests. */
import type { ChallengeAnswerResponse, UserChallengeQuestions } from '../../../api/contracts/rx-identity';
import { apiErrorOf } from '../shared/identity.fixtures';

export const fixtureUserQuestions = [
  { questionId: 'SQ201', text: 'In what city were you born?' },
  { questionId: 'SQ101', text: 'What was the name of your first pet?' },
  { questionId: 'SQ301', text: 'What was the make of your first car?' },
];

const questions = (q: Partial<UserChallengeQuestions>): UserChallengeQuestions => ({
  questions: fixtureUserQuestions,
  lockedStatus: 'UNLOCKED',
  attemptState: 'PRISTINE',
  failedSecurityQuestionAnswerAttempts: 0,
  ...q,
});

const answer = (a: Partial<ChallengeAnswerResponse>): ChallengeAnswerResponse => ({
  answerCorrect: false,
  locked: false,
  lockedStatus: 'UNLOCKED',
  attemptState: 'PRISTINE',
  failedSecurityQuestionAnswerAttempts: 0,
  ...a,
});

export const securityAnswerResponses = {
  pristine: questions({}),
  second: questions({ attemptState: 'SECOND_ATTEMPT', failedSecurityQuestionAnswerAttempts: 1 }),
  subsequent: questions({ attemptState: 'SUBSEQUENT_ATTEMPT', failedSecurityQuestionAnswerAttempts: 2 }),
  temporaryUnlockAttempt: questions({
    attemptState: 'TEMPORARY_UNLOCK_ATTEMPT',
    failedSecurityQuestionAnswerAttempts: 1,
  }),
  temporarilyLocked: questions({ attemptState: 'LOCKED_OUT', lockedStatus: 'TEMPORARILY_LOCKED' }),
  locked: questions({ attemptState: 'LOCKED_OUT', lockedStatus: 'LOCKED' }),
  none: questions({ questions: [] }),
  correct: answer({ answerCorrect: true }),
  firstWrong: answer({ attemptState: 'SECOND_ATTEMPT', failedSecurityQuestionAnswerAttempts: 1 }),
  secondWrong: answer({ attemptState: 'SUBSEQUENT_ATTEMPT', failedSecurityQuestionAnswerAttempts: 2 }),
  thirdWrong: answer({
    attemptState: 'LOCKED_OUT',
    lockedStatus: 'TEMPORARILY_LOCKED',
    locked: true,
    failedSecurityQuestionAnswerAttempts: 3,
  }),
  afterUnlockWrong: answer({
    attemptState: 'TEMPORARY_UNLOCK_ATTEMPT',
    failedSecurityQuestionAnswerAttempts: 1,
  }),
  finalWrong: answer({
    attemptState: 'LOCKED_OUT',
    lockedStatus: 'LOCKED',
    locked: true,
    failedSecurityQuestionAnswerAttempts: 2,
  }),
  /** A state the page does not expect after a wrong answer (e.g. the questions were reset meanwhile): reload. */
  unexpected: answer({ attemptState: 'TEMPORARY_UNLOCK' }),
} as const;

export const securityAnswerInput = { redirectUrl: '/rx/refills' };

export const securityAnswerEvents = [
  { type: 'security.submit', answer: 'biscuit', rememberDevice: false },
  { type: 'security.submit', answer: '   ', rememberDevice: false },
  { type: 'security.retry' },
  ...(
    [
      'pristine',
      'second',
      'subsequent',
      'temporaryUnlockAttempt',
      'temporarilyLocked',
      'locked',
      'none',
    ] as const
  ).map((k) => ({ type: 'xstate.done.actor.loadQuestions', output: securityAnswerResponses[k] })),
  { type: 'xstate.error.actor.loadQuestions', error: apiErrorOf(500) },
  ...(
    [
      'correct',
      'firstWrong',
      'secondWrong',
      'thirdWrong',
      'afterUnlockWrong',
      'finalWrong',
      'unexpected',
    ] as const
  ).map((k) => ({ type: 'xstate.done.actor.sendAnswer', output: securityAnswerResponses[k] })),
  { type: 'xstate.error.actor.sendAnswer', error: apiErrorOf(500) },
];

export const serializeSecurityAnswerState = (s: { value: unknown; context: { index: number } }) =>
  JSON.stringify([s.value, s.context.index]);

export const securityAnswerModel = {
  events: securityAnswerEvents,
  serializeState: serializeSecurityAnswerState,
  input: securityAnswerInput,
};
