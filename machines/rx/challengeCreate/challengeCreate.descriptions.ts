/** The define-security-questions chart in words (machines/descriptions.ts). */
import { CHALLENGE_CREATE_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { challengeCreateMachine } from './challengeCreate.machine';
import { outcomeOf } from '../../../domain/errors';

export const challengeCreateDescriptions = describeMachine(challengeCreateMachine, {
  events: {
    'challenge.submit': {
      action:
        'Choose one question per group, answer each (4 characters or more, all different), tick Remember me, Submit',
      name: 'submit',
    },
    'challenge.retry': { action: `Press ${CHALLENGE_CREATE_TEXTS.retry}` },
  },
  results: {
    'xstate.done.actor.fetchQuestionGroups': { action: 'The three groups of six questions arrive' },
    'xstate.error.actor.fetchQuestionGroups': { action: 'Loading the questions fails', name: 'load error' },
    'xstate.done.actor.saveChallenges': { action: 'The questions are saved' },
    'xstate.error.actor.saveChallenges': (e) => {
      const outcome = outcomeOf(e.error);
      if (outcome === 'rejected')
        return {
          action: 'The account password is wrong (reset)',
          expect: `“${CHALLENGE_CREATE_TEXTS.wrongPassword}”`,
          name: 'wrong password',
        };
      if (outcome === 'locked')
        return { action: 'The questions are locked for good (reset)', name: 'final lock' };
      if (outcome === 'conflict')
        return { action: 'The customer already has questions', name: 'already set' };
      return {
        action: 'Saving fails (500)',
        expect: `“${CHALLENGE_CREATE_TEXTS.saveFailed}”`,
        name: 'save error',
      };
    },
  },
  states: {
    loading: CHALLENGE_CREATE_TEXTS.loading,
    loadFailed: `${CHALLENGE_CREATE_TEXTS.loadFailed} and ${CHALLENGE_CREATE_TEXTS.retry}`,
    editing: `Three question/answer pairs, “${CHALLENGE_CREATE_TEXTS.lockWarning}”, “${CHALLENGE_CREATE_TEXTS.rememberMe}” with ${CHALLENGE_CREATE_TEXTS.learnMore}`,
    saving: CHALLENGE_CREATE_TEXTS.saving,
    saved: 'Saved: the page goes on',
    alreadySet: CHALLENGE_CREATE_TEXTS.alreadySet,
    locked: CHALLENGE_CREATE_TEXTS.lockedForReset('{phone}'),
  },
  funnel: { to: 'saved' },
});
