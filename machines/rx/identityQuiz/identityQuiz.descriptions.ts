/** The identity quiz chart in words (machines/descriptions.ts). */
import { QUIZ_TEXTS } from '../../../domain/rx/identity';
import { describeMachine } from '../../descriptions';
import { identityQuizMachine } from './identityQuiz.machine';
import { outcomeOf } from '../../../domain/errors';

const PHONE = '{phone}';

export const identityQuizDescriptions = describeMachine(identityQuizMachine, {
  events: {
    'quiz.choose': (e) => ({ action: `Choose answer ${e.choiceId} for question ${e.questionId}` }),
    'quiz.submit': { action: 'Press Next', name: 'answer' },
  },
  results: {
    'xstate.done.actor.startQuiz': (e) => {
      const r = e.output as { status: string; locked: boolean; personFound: boolean; quiz: unknown };
      if (r.locked) return { action: 'The identity service says the customer is locked out', name: 'locked' };
      if (!r.personFound)
        return { action: 'The identity service cannot find the person', name: 'person not found' };
      if (r.status !== 'OK')
        return { action: 'The identity service answers TOO_MANY_REQUEST', name: 'too many' };
      if (!r.quiz) return { action: 'The identity service answers without a quiz', name: 'no quiz' };
      return { action: 'The questions arrive (city, street)' };
    },
    'xstate.error.actor.startQuiz': (e) =>
      outcomeOf(e.error) === 'notFound'
        ? { action: 'Loading the quiz answers 404', name: 'call us' }
        : { action: 'Loading the quiz fails (500)', name: 'load error' },
    'xstate.done.actor.answerQuiz': (e) => {
      const r = e.output as { authenticationResult: string | null; locked: boolean; quiz: unknown };
      if (r.authenticationResult === 'PASS') return { action: 'The answers pass', name: 'pass' };
      if (r.locked) return { action: 'The answers fail and lock the quiz', name: 'locked after answer' };
      if (r.authenticationResult === 'PENDING' && r.quiz)
        return { action: 'The service asks a follow-up question (PENDING)', name: 'follow-up' };
      if (r.authenticationResult === 'PENDING')
        return { action: 'PENDING without a follow-up quiz', name: 'no follow-up' };
      return { action: 'The answers fail', name: 'fail' };
    },
    'xstate.error.actor.answerQuiz': {
      action: 'Sending the answers fails (500)',
      expect: `“${QUIZ_TEXTS.answerError}” above the questions`,
      name: 'answer error',
    },
  },
  states: {
    loading: QUIZ_TEXTS.loading,
    answering: `The questions, “${QUIZ_TEXTS.allRequired}”, Next disabled until every question has a choice`,
    submitting: QUIZ_TEXTS.submitting,
    passed: 'Verified: the link flow continues',
    failed: QUIZ_TEXTS.failed(PHONE),
    personNotFound: QUIZ_TEXTS.personNotFound(PHONE),
    locked: QUIZ_TEXTS.failed(PHONE),
    unavailable: QUIZ_TEXTS.unavailable(PHONE),
    loadFailed: QUIZ_TEXTS.loadError,
  },
  funnel: { to: 'passed' },
});
