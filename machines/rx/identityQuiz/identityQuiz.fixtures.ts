/** Graph fixtures of the identity quiz chart. Read by the registry and the model tests. */
import type { QuizResponse } from '../../../api/contracts/rx-identity';
import { apiErrorOf, fixtureFollowUpQuiz, fixtureQuiz } from '../shared/identity.fixtures';

const response = (r: Partial<QuizResponse>): QuizResponse => ({
  status: 'OK',
  authenticationResult: null,
  personFound: true,
  locked: false,
  quiz: null,
  ...r,
});

export const identityQuizInput = { patientNumber: '100345678' };

export const identityQuizResponses = {
  loaded: response({ quiz: fixtureQuiz }),
  locked: response({ status: 'TOO_MANY_REQUEST', locked: true }),
  personNotFound: response({ personFound: false }),
  tooMany: response({ status: 'TOO_MANY_REQUEST' }),
  missing: response({}),
  pass: response({ authenticationResult: 'PASS' }),
  fail: response({ authenticationResult: 'FAIL' }),
  followUp: response({ authenticationResult: 'PENDING', quiz: fixtureFollowUpQuiz }),
  pendingWithoutQuiz: response({ authenticationResult: 'PENDING' }),
  lockedAfterAnswer: response({ status: 'TOO_MANY_REQUEST', authenticationResult: 'FAIL', locked: true }),
} as const;

export const identityQuizEvents = [
  { type: 'quiz.choose', questionId: 'Q1', choiceId: 'Q1-B' },
  { type: 'quiz.choose', questionId: 'Q2', choiceId: 'Q2-A' },
  { type: 'quiz.choose', questionId: 'Q4', choiceId: 'Q4-B' },
  { type: 'quiz.submit' },
  ...Object.entries({
    loaded: identityQuizResponses.loaded,
    locked: identityQuizResponses.locked,
    personNotFound: identityQuizResponses.personNotFound,
    tooMany: identityQuizResponses.tooMany,
    missing: identityQuizResponses.missing,
  }).map(([, output]) => ({ type: 'xstate.done.actor.startQuiz', output })),
  { type: 'xstate.error.actor.startQuiz', error: apiErrorOf(404, 'Not found', 'POST /rx-security/idm/quiz') },
  {
    type: 'xstate.error.actor.startQuiz',
    error: apiErrorOf(500, 'Server error', 'POST /rx-security/idm/quiz'),
  },
  ...[
    identityQuizResponses.pass,
    identityQuizResponses.fail,
    identityQuizResponses.followUp,
    identityQuizResponses.pendingWithoutQuiz,
    identityQuizResponses.lockedAfterAnswer,
  ].map((output) => ({ type: 'xstate.done.actor.answerQuiz', output })),
  {
    type: 'xstate.error.actor.answerQuiz',
    error: apiErrorOf(500, 'Server error', 'POST /rx-security/idm/quiz/answers'),
  },
];

export const serializeIdentityQuizState = (s: {
  value: unknown;
  context: { quiz: { quizId: string } | null; selected: Record<string, string>; error: string | null };
}) =>
  JSON.stringify([
    s.value,
    s.context.quiz?.quizId ?? null,
    Object.keys(s.context.selected).length,
    s.context.error !== null,
  ]);

export const identityQuizModel = {
  events: identityQuizEvents,
  serializeState: serializeIdentityQuizState,
  input: identityQuizInput,
};
