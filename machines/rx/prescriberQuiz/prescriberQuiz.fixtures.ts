/** Graph fixtures of the prescriber quiz chart. Read by the registry and the model tests. */
import { apiErrorOf, fixturePrescriberQuiz } from '../shared/identity.fixtures';

export const prescriberQuizInput = { patientNumber: '100999001' };

export const prescriberQuizEvents = [
  { type: 'prescriber.choose', prescriberNumber: '1487650002' },
  { type: 'prescriber.submit' },
  { type: 'xstate.done.actor.startPrescriberQuiz', output: fixturePrescriberQuiz },
  { type: 'xstate.error.actor.startPrescriberQuiz', error: apiErrorOf(404) },
  { type: 'xstate.after.prescriberChoiceTimeout.rxPrescriberQuiz.choosing' },
  { type: 'xstate.done.actor.answerPrescriberQuiz', output: 'VERIFIED' },
  { type: 'xstate.done.actor.answerPrescriberQuiz', output: 'NOT_VERIFIED' },
  { type: 'xstate.done.actor.answerPrescriberQuiz', output: 'EXPIRED' },
  { type: 'xstate.error.actor.answerPrescriberQuiz', error: apiErrorOf(500) },
];

export const serializePrescriberQuizState = (s: { value: unknown; context: { chosen: string | null } }) =>
  JSON.stringify([s.value, s.context.chosen !== null]);

export const prescriberQuizModel = {
  events: prescriberQuizEvents,
  serializeState: serializePrescriberQuizState,
  input: prescriberQuizInput,
};
