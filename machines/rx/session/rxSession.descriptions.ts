/** The pharmacy session chart in words (machines/descriptions.ts). */
import { SESSION_TEXTS } from '../../../domain/rx/session';
import { describeMachine } from '../../descriptions';
import { rxSessionMachine } from './rxSession.machine';
import { outcomeOf } from '../../../domain/errors';

type SessionAnswer = {
  active?: boolean;
  lastAccessDate?: string | null;
  secondsLeft?: number;
  status?: string;
};

const answer = (e: { output?: unknown }): string => {
  const s = (e.output ?? {}) as SessionAnswer;
  if (s.active) return 'active';
  if ((s.secondsLeft ?? 0) < 0) return 'timed out';
  return s.status === 'AUTHORIZED' ? 'authorized, not active (no patient)' : 'not authorized (new browser)';
};

export const rxSessionDescriptions = describeMachine(rxSessionMachine, {
  events: {
    'session.pageChanged': (e) =>
      !e.signedIn
        ? { action: `Open ${e.page} signed out`, name: 'signed out' }
        : e.page.includes('guest')
          ? {
              action: `Open the guest page ${e.page}`,
              expect: 'No timeout on a guest page',
              name: 'guest page',
            }
          : e.page.startsWith('/rx/landing-page')
            ? { action: `Open ${e.page} (no pharmacy data)`, name: 'session-free page' }
            : { action: `Open ${e.page} signed in` },
    'user.active': { action: 'Type, click, tap or scroll with the wheel on the page', name: 'activity' },
    'user.extend': {
      action: `Press ${SESSION_TEXTS.extend} (or Escape) in the timeout modal`,
      name: 'extend',
    },
    'user.signOut': { action: `Press ${SESSION_TEXTS.signOut} in the timeout modal`, name: 'sign out' },
    'session.activityCounted': { action: '(the chart counts the input)' },
    'session.touchedElsewhere': { action: '(another tab was active)' },
  },
  results: {
    'xstate.done.actor.markActive': (e) => ({
      action: `The pharmacy marks the session active and answers: ${answer(e)}`,
      name: answer(e),
    }),
    'xstate.error.actor.markActive': (e) =>
      outcomeOf(e.error) === 'unauthorized'
        ? {
            action: 'The sign-in has ended (401)',
            expect: 'The sign-in page, back here afterwards',
            name: 'signed out',
          }
        : {
            action: 'Marking the session fails (500)',
            expect: 'The Technical Difficulties page',
            name: 'session error',
          },
    'xstate.done.actor.reportActivity': (e) => ({ action: `The activity report is answered: ${answer(e)}` }),
    'xstate.error.actor.reportActivity': { action: 'The activity report fails (ignored)' },
    'xstate.done.actor.fetchSession': (e) => {
      const s = (e.output ?? {}) as SessionAnswer;
      return s.lastAccessDate === '2026-11-23T15:04:00.000Z'
        ? { action: 'The session poll shows activity in another tab', name: 'other tab' }
        : { action: `The session poll answers: ${answer(e)}` };
    },
    'xstate.error.actor.fetchSession': { action: 'The session poll fails (ignored)' },
    'xstate.after.inactivityWarning': {
      action: '540 s without input',
      expect: `The modal “${SESSION_TEXTS.modalTitle}” with “${SESSION_TEXTS.countdown(60)}”`,
      name: 'warning',
    },
    'xstate.after.sessionExpiry': {
      action: '61 s more without extending',
      expect: 'Signed out; the landing page says why (errorCode=sessionTimeout)',
      name: 'timeout',
    },
    'xstate.after.tick': { action: 'One second passes', expect: 'The countdown is one lower' },
    'xstate.after.activityReport': { action: '60 s after the last activity report' },
    'xstate.after.sessionPoll': { action: '60 s pass: the page reads the session again' },
  },
  states: {
    off: 'No timeout runs (signed out, a guest page, a page without pharmacy data, or sent to the landing page, the link flow or the error page)',
    marking: 'The page is loading (the session is marked active)',
    watching: 'The page with its data; no modal',
    'watching.activity.warning': `The timeout modal: “${SESSION_TEXTS.modalTitle}”, the countdown, ${SESSION_TEXTS.extend} and ${SESSION_TEXTS.signOut}`,
    'watching.activity.warning.extending': 'The timeout modal, its buttons busy',
    timingOut: 'Leaving for the landing page (signed out, errorCode=sessionTimeout)',
    signingOut: 'Leaving for the landing page (signed out)',
  },
  funnel: { to: 'watching' },
});
