/** The prescriber quiz chart in words (machines/descriptions.ts). */
import { PRESCRIBER_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { prescriberQuizMachine } from './prescriberQuiz.machine';

export const prescriberQuizDescriptions = describeMachine(prescriberQuizMachine, {
  events: {
    'prescriber.choose': { action: 'Choose Dr. Samuel Okoro' },
    'prescriber.submit': { action: 'Press Next', name: 'answer' },
  },
  results: {
    'xstate.done.actor.startPrescriberQuiz': { action: 'The prescribers to choose from arrive' },
    'xstate.error.actor.startPrescriberQuiz': { action: 'Loading the prescribers fails', name: 'load error' },
    'xstate.after.prescriberChoiceTimeout': {
      action: 'Wait 3 minutes without answering',
      name: 'time ran out',
    },
    'xstate.done.actor.answerPrescriberQuiz': (e) =>
      e.output === 'VERIFIED'
        ? { action: 'The prescriber is right', name: 'verified' }
        : e.output === 'EXPIRED'
          ? { action: 'The server says the quiz expired', name: 'expired' }
          : { action: 'The prescriber is wrong', name: 'wrong prescriber' },
    'xstate.error.actor.answerPrescriberQuiz': { action: 'Sending the answer fails', name: 'answer error' },
  },
  states: {
    loading: PRESCRIBER_TEXTS.loading,
    choosing: `${PRESCRIBER_TEXTS.intro} ${PRESCRIBER_TEXTS.timeLimit}`,
    verifying: 'Next disabled while the answer is checked',
    verified: 'Verified: the link flow continues',
    unverified: `Not verified: the link flow asks for the RX# (“${PRESCRIBER_TEXTS.notVerified}”, “${PRESCRIBER_TEXTS.timedOut}” or “${PRESCRIBER_TEXTS.failed}”)`,
  },
  funnel: { to: 'verified' },
});
