/** Graph fixtures of the define-security-questions chart. Read by the registry and the model tests. */
import { apiErrorOf, fixtureQuestionGroups } from '../shared/identity.fixtures';

export const fixtureChallenges = [
  { questionId: 'SQ101', answer: 'mango' },
  { questionId: 'SQ202', answer: 'lychee' },
  { questionId: 'SQ301', answer: 'papaya' },
];

export const challengeCreateEvents = [
  { type: 'challenge.submit', userChallenges: fixtureChallenges, preferredDevice: true },
  { type: 'challenge.retry' },
  { type: 'xstate.done.actor.fetchQuestionGroups', output: fixtureQuestionGroups },
  { type: 'xstate.error.actor.fetchQuestionGroups', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.saveChallenges', output: { attemptState: 'PRISTINE' } },
  { type: 'xstate.error.actor.saveChallenges', error: apiErrorOf(422, 'The password is incorrect.') },
  { type: 'xstate.error.actor.saveChallenges', error: apiErrorOf(423, 'Locked.') },
  { type: 'xstate.error.actor.saveChallenges', error: apiErrorOf(409, 'Already set.') },
  { type: 'xstate.error.actor.saveChallenges', error: apiErrorOf(500) },
];

export const serializeChallengeCreateState = (s: { value: unknown; context: { error: string | null } }) =>
  JSON.stringify([s.value, s.context.error]);

export const challengeCreateModel = {
  events: challengeCreateEvents,
  serializeState: serializeChallengeCreateState,
  input: { mode: 'create' as const },
  startInputs: [{ mode: 'reset' as const }],
};
