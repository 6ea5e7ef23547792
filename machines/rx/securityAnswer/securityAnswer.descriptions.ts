/** The answer-a-security-question chart in words (machines/descriptions.ts). */
import { SECURITY_ANSWER_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { securityAnswerMachine } from './securityAnswer.machine';

export const securityAnswerDescriptions = describeMachine(securityAnswerMachine, {
  events: {
    'security.submit': (e) =>
      e.answer.trim() === ''
        ? { action: 'Press Submit with an empty answer', expect: 'Nothing is sent' }
        : { action: 'Type an answer and press Submit', name: 'answer' },
    'security.retry': { action: `Press ${SECURITY_ANSWER_TEXTS.retry}` },
  },
  results: {
    'xstate.done.actor.loadQuestions': (e) => {
      const r = e.output as { attemptState: string; lockedStatus: string; questions: unknown[] };
      if (r.questions.length === 0) return { action: 'The customer has no questions', name: 'no questions' };
      if (r.lockedStatus !== 'UNLOCKED')
        return { action: `The questions are ${r.lockedStatus}`, name: r.lockedStatus.toLowerCase() };
      return { action: `The questions arrive (attempts: ${r.attemptState})` };
    },
    'xstate.error.actor.loadQuestions': { action: 'Loading the questions fails', name: 'load error' },
    'xstate.done.actor.sendAnswer': (e) => {
      const r = e.output as { answerCorrect: boolean; attemptState: string; lockedStatus: string };
      if (r.answerCorrect) return { action: 'The answer is right', name: 'right answer' };
      return {
        action: `The answer is wrong (${r.attemptState}, ${r.lockedStatus})`,
        name: `wrong: ${r.attemptState}`,
      };
    },
    'xstate.error.actor.sendAnswer': { action: 'Sending the answer fails', name: 'answer error' },
  },
  states: {
    loading: SECURITY_ANSWER_TEXTS.loading,
    failed: SECURITY_ANSWER_TEXTS.failed,
    'answering.deciding': 'Choosing the page state',
    'answering.unlocked': `${SECURITY_ANSWER_TEXTS.intro} One question, the answer field, “${SECURITY_ANSWER_TEXTS.rememberMe}”`,
    'answering.firstFailure': SECURITY_ANSWER_TEXTS.firstFailure,
    'answering.secondFailure': SECURITY_ANSWER_TEXTS.secondFailure,
    'answering.finalFailure': SECURITY_ANSWER_TEXTS.finalFailure,
    'answering.checking': SECURITY_ANSWER_TEXTS.checking,
    authorized: 'The page the shopper asked for (redirectUrl) or the dashboard',
    'stopped.temporarilyLocked': `${SECURITY_ANSWER_TEXTS.temporarilyLocked} (the reset page opens)`,
    'stopped.locked': SECURITY_ANSWER_TEXTS.locked('{phone}'),
    'stopped.noQuestions': `${SECURITY_ANSWER_TEXTS.noQuestions} ${SECURITY_ANSWER_TEXTS.setUp}`,
  },
  funnel: { to: 'authorized' },
});
