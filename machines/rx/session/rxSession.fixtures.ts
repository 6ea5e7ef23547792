/** Graph fixtures of the pharmacy session chart: the server's answers (§4's four outcomes), the shopper's input and
 *  every timer. Read by the registry (paths, coverage, inspector, docs) and by the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { RxSession } from '../../../api/contracts/rx-security';

const timeouts = { warningSeconds: 540, expirySeconds: 61 };

export const activeSession: RxSession = {
  active: true,
  lastAccessDate: '2026-11-23T15:00:00.000Z',
  secondsLeft: 601,
  status: 'AUTHORIZED',
  timeouts,
};
/** Another tab was active later than this one knows. */
export const touchedElsewhereSession: RxSession = {
  ...activeSession,
  lastAccessDate: '2026-11-23T15:04:00.000Z',
};
export const timedOutSession: RxSession = {
  active: false,
  lastAccessDate: '2026-11-23T14:40:00.000Z',
  secondsLeft: -599,
  status: 'AUTHORIZED',
  timeouts,
};
/** AUTHORIZED but not marked (a customer without a patient): the link flow. */
export const authorizedInactiveSession: RxSession = {
  active: false,
  lastAccessDate: null,
  secondsLeft: 601,
  status: 'AUTHORIZED',
  timeouts,
};
/** Not authorized in this sign-in (a new browser): the landing page. */
export const unauthorizedSession: RxSession = { ...authorizedInactiveSession, status: 'UNAUTHORIZED' };

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx-security/session',
  status: 500,
  message: 'Internal server error',
};

const signedOutError: ApiError = { ...serverError, status: 401, message: 'Sign in to continue.' };

export const rxSessionEvents = [
  { type: 'session.pageChanged', page: '/rx/dashboard', signedIn: true },
  { type: 'session.pageChanged', page: '/rx/guest-refill', signedIn: true },
  { type: 'session.pageChanged', page: '/rx/landing-page', signedIn: true },
  { type: 'session.pageChanged', page: '/rx/dashboard', signedIn: false },
  { type: 'user.active' },
  { type: 'user.extend' },
  { type: 'user.signOut' },
  { type: 'xstate.done.actor.markActive', output: activeSession },
  { type: 'xstate.done.actor.markActive', output: timedOutSession },
  { type: 'xstate.done.actor.markActive', output: authorizedInactiveSession },
  { type: 'xstate.done.actor.markActive', output: unauthorizedSession },
  { type: 'xstate.error.actor.markActive', error: serverError },
  { type: 'xstate.error.actor.markActive', error: signedOutError },
  { type: 'xstate.done.actor.reportActivity', output: activeSession },
  { type: 'xstate.done.actor.reportActivity', output: timedOutSession },
  { type: 'xstate.error.actor.reportActivity', error: serverError },
  { type: 'xstate.done.actor.fetchSession', output: activeSession },
  { type: 'xstate.done.actor.fetchSession', output: touchedElsewhereSession },
  { type: 'xstate.done.actor.fetchSession', output: timedOutSession },
  { type: 'xstate.error.actor.fetchSession', error: serverError },
  { type: 'xstate.after.inactivityWarning.rxSession.watching.activity.idle' },
  { type: 'xstate.after.sessionExpiry.rxSession.watching.activity.warning' },
  { type: 'xstate.after.tick.rxSession.watching.activity.warning.counting' },
  { type: 'xstate.after.activityReport.rxSession.watching.reporting.cooling' },
  { type: 'xstate.after.sessionPoll.rxSession.watching.polling.waiting' },
] as const;

/** A state's identity: where it is, whether the extension error shows, unreported input, the last access known
 *  (the countdown and the page are left out: they would multiply the graph without changing a choice). */
export const serializeRxSessionState = (s: {
  value: unknown;
  context: { error: string | null; unreported: boolean; lastAccessDate: string | null };
}) => JSON.stringify([s.value, s.context.error !== null, s.context.unreported, s.context.lastAccessDate]);

export const rxSessionModel = { events: rxSessionEvents, serializeState: serializeRxSessionState };
