/** Pharmacy session and inactivity timeout (pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session").
 *  off: not running (signed out, a guest path: "a path containing 'guest' does not run the timeout", a page that
 *    shows no pharmacy data, domain/rx/session.ts, or sent elsewhere). A pharmacy page starts it (marking).
 *  marking: PUT session marks the pharmacy session active (a page load is activity); its answer decides (§4):
 *    active with a last-access date → watching (the page loads its data); inactive with negative seconds left →
 *    timingOut; authorized but inactive with time left → the link flow (off); otherwise → the landing page (off).
 *    A failed call → the error page (off); a 401 → off (the app sends the shopper to sign in).
 *  watching (parallel):
 *    activity: idle → (inactivityWarning, 540 s) → warning: the modal, its countdown restarted at 60 and ticking down
 *      by 1 each second; after sessionExpiry (61 s) → timingOut. Stay Signed In (or Escape) extends: PUT session;
 *      success closes the modal and clears the error, failure shows §8's text and the countdown goes on. Sign Out →
 *      signingOut. Input while idle restarts the wait; input while the modal shows does not count.
 *    reporting: counted input is told to the server (PUT session) at most once per activityReport (60 s).
 *    polling: every sessionPoll (60 s) GET /session: timed out on the server → timingOut; another tab's newer
 *      activity restarts this tab's wait (and closes its modal).
 *  timingOut: the logout route, then the landing page with errorCode=sessionTimeout. signingOut: the logout route,
 *    then the landing page. Both leave the app (full page load).
 *  Timers are named delays read from the timings the server announces (RX_TIMEOUT_*_S; §9 defaults until then).
 *  Side effects: markActive, reportActivity (PUT session), fetchSession (GET /session) actors; navigation actions
 *  (logOut, goToPatientLookup, goToLanding, showTechnicalDifficulties) and notifySessionActive, provided by src/. */
import { assertEvent, assign, raise, setup } from 'xstate';
import type { RxSession } from '../../../api/contracts/rx-security';
import {
  DEFAULT_SESSION_TIMINGS,
  isGuestPath,
  isSessionFreePath,
  landingUrl,
  SESSION_POLL_INTERVAL_MS,
  SESSION_TEXTS,
  SESSION_TIMING,
  type SessionTimings,
  ACTIVITY_REPORT_INTERVAL_MS,
  sessionOutcome,
  signOutUrl,
  timeoutLogoutUrl,
  timingsFrom,
} from '../../../domain/rx/session';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { isOutcome } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

export interface RxSessionContext {
  /** The page the shopper is on, path and query (the landing page and the timeout lead back to it). */
  page: string;
  timings: SessionTimings;
  /** The modal's countdown, in seconds. */
  countdown: number;
  /** The last activity the server knows of (ISO), from the last answer. */
  lastAccessDate: string | null;
  /** §8's extension failure text while it stands. */
  error: string | null;
  /** Input counted while a report was cooling down, not told to the server yet. */
  unreported: boolean;
}

export type RxSessionEvent =
  | { type: 'session.pageChanged'; page: string; signedIn: boolean }
  | { type: 'user.active' }
  | { type: 'user.extend' }
  | { type: 'user.signOut' }
  /** Raised by the chart itself: input that counts, and activity seen in another tab. */
  | { type: 'session.activityCounted' }
  | { type: 'session.touchedElsewhere' };

const pathOf = (page: string) => page.split(/[?#]/)[0] ?? page;

export const rxSessionMachine = setup({
  types: {
    context: {} as RxSessionContext,
    events: {} as RxSessionEvent,
    tags: {} as 'modal' | 'active',
  },
  actors: {
    markActive: notProvided<RxSession>('markActive'),
    reportActivity: notProvided<RxSession>('reportActivity'),
    fetchSession: notProvided<RxSession>('fetchSession'),
  },
  actions: {
    /** Provided by src/: leaves the app for this address (a full page load). */
    logOut: (_, _params: { url: string }) => {},
    /** Provided by src/: in-app navigation. */
    goToPatientLookup: (_, _params: { url: string }) => {},
    goToLanding: (_, _params: { url: string }) => {},
    showTechnicalDifficulties: (_, _params: { url: string }) => {},
    /** Provided by src/: the session became active (the customer status is read again). */
    notifySessionActive: () => {},
    keepPage: assign(({ event }) => {
      assertEvent(event, 'session.pageChanged');
      return { page: event.page };
    }),
    keepAnswer: assign((_, params: { session: RxSession }) => ({
      timings: timingsFrom(params.session.timeouts),
      lastAccessDate: params.session.lastAccessDate,
    })),
    restartCountdown: assign(({ context }) => ({ countdown: context.timings.countdownStart })),
    tickCountdown: assign(({ context }) => ({ countdown: Math.max(0, context.countdown - 1) })),
    showExtendError: assign({ error: SESSION_TEXTS.extendFailed }),
    clearError: assign({ error: null }),
    countActivity: raise({ type: 'session.activityCounted' }),
    markUnreported: assign({ unreported: true }),
    clearUnreported: assign({ unreported: false }),
    restartWaitElsewhere: raise({ type: 'session.touchedElsewhere' }),
  },
  guards: {
    isGuestPath: ({ event }) => event.type === 'session.pageChanged' && isGuestPath(pathOf(event.page)),
    /** Signed out, or a page that shows no pharmacy data (domain/rx/session.ts SESSION_FREE_PREFIXES). */
    isOutsidePharmacySession: ({ event }) =>
      event.type === 'session.pageChanged' && (!event.signedIn || isSessionFreePath(pathOf(event.page))),
    /** A signed-in shopper on a pharmacy page that runs the session. */
    isPharmacySessionPage: ({ event }) =>
      event.type === 'session.pageChanged' &&
      event.signedIn &&
      !isGuestPath(pathOf(event.page)) &&
      !isSessionFreePath(pathOf(event.page)),
    isActive: (_, params: { session: RxSession }) => sessionOutcome(params.session) === 'active',
    isTimedOut: (_, params: { session: RxSession }) => sessionOutcome(params.session) === 'timedOut',
    isAuthorizedWithTimeLeft: (_, params: { session: RxSession }) =>
      sessionOutcome(params.session) === 'lookup',
    hasUnreportedActivity: ({ context }) => context.unreported,
    isSignedOutError: (_, params: { error: unknown }) => isOutcome(params.error, 'unauthorized'),
    isTouchedElsewhere: ({ context }, params: { session: RxSession }) =>
      params.session.lastAccessDate !== null &&
      (context.lastAccessDate === null || params.session.lastAccessDate > context.lastAccessDate),
  },
  delays: {
    inactivityWarning: ({ context }) => context.timings.warningMs,
    sessionExpiry: ({ context }) => context.timings.expiryMs,
    tick: SESSION_TIMING.tickMs,
    activityReport: ACTIVITY_REPORT_INTERVAL_MS,
    sessionPoll: SESSION_POLL_INTERVAL_MS,
  },
}).createMachine({
  id: 'rxSession',
  initial: 'off',
  context: {
    page: '',
    timings: DEFAULT_SESSION_TIMINGS,
    countdown: DEFAULT_SESSION_TIMINGS.countdownStart,
    lastAccessDate: null,
    error: null,
    unreported: false,
  },
  on: {
    // A guest page, a page without pharmacy data or a sign-out stops it; any other page keeps it running.
    'session.pageChanged': [
      { guard: 'isGuestPath', target: '.off', actions: 'keepPage' },
      { guard: 'isOutsidePharmacySession', target: '.off', actions: 'keepPage' },
      { actions: 'keepPage' },
    ],
  },
  states: {
    // Not running: signed out, a guest or session-free page, or sent elsewhere (landing, link flow, error page).
    off: {
      on: {
        'session.pageChanged': { guard: 'isPharmacySessionPage', target: 'marking', actions: 'keepPage' },
      },
    },
    marking: {
      invoke: {
        id: 'markActive',
        src: 'markActive',
        onDone: [
          {
            guard: { type: 'isActive', params: ({ event }) => ({ session: event.output }) },
            target: 'watching',
            actions: [
              { type: 'keepAnswer', params: ({ event }) => ({ session: event.output }) },
              'notifySessionActive',
            ],
          },
          {
            guard: { type: 'isTimedOut', params: ({ event }) => ({ session: event.output }) },
            target: 'timingOut',
          },
          {
            guard: { type: 'isAuthorizedWithTimeLeft', params: ({ event }) => ({ session: event.output }) },
            target: 'off',
            actions: { type: 'goToPatientLookup', params: { url: RX_PATHS_UI.linkPatient } },
          },
          {
            target: 'off',
            actions: {
              type: 'goToLanding',
              params: ({ context }) => ({ url: landingUrl({ redirectUrl: context.page }) }),
            },
          },
        ],
        onError: [
          // A 401: the app's signed-out handling sends the shopper to sign in (§7); nothing more here.
          {
            guard: { type: 'isSignedOutError', params: ({ event }) => ({ error: event.error }) },
            target: 'off',
          },
          {
            target: 'off',
            actions: { type: 'showTechnicalDifficulties', params: { url: RX_PATHS_UI.error } },
          },
        ],
      },
    },
    watching: {
      type: 'parallel',
      tags: 'active',
      states: {
        activity: {
          initial: 'idle',
          states: {
            idle: {
              after: { inactivityWarning: 'warning' },
              on: {
                'user.active': { target: 'idle', reenter: true, actions: 'countActivity' },
                'session.touchedElsewhere': { target: 'idle', reenter: true },
              },
            },
            warning: {
              tags: 'modal',
              entry: 'restartCountdown',
              after: { sessionExpiry: '#rxSession.timingOut' },
              on: {
                'user.signOut': '#rxSession.signingOut',
                'session.touchedElsewhere': { target: 'idle', actions: 'clearError' },
              },
              initial: 'counting',
              states: {
                counting: {
                  after: { tick: { target: 'counting', reenter: true, actions: 'tickCountdown' } },
                  on: { 'user.extend': 'extending' },
                },
                extending: {
                  invoke: {
                    id: 'markActive',
                    src: 'markActive',
                    onDone: [
                      {
                        guard: { type: 'isActive', params: ({ event }) => ({ session: event.output }) },
                        target: '#rxSession.watching.activity.idle',
                        actions: [
                          { type: 'keepAnswer', params: ({ event }) => ({ session: event.output }) },
                          'clearError',
                        ],
                      },
                      {
                        guard: { type: 'isTimedOut', params: ({ event }) => ({ session: event.output }) },
                        target: '#rxSession.timingOut',
                      },
                      { target: 'counting', actions: 'showExtendError' },
                    ],
                    onError: { target: 'counting', actions: 'showExtendError' },
                  },
                },
              },
            },
          },
        },
        reporting: {
          initial: 'ready',
          states: {
            ready: {
              on: { 'session.activityCounted': 'sending' },
            },
            sending: {
              invoke: {
                id: 'reportActivity',
                src: 'reportActivity',
                onDone: [
                  {
                    guard: { type: 'isTimedOut', params: ({ event }) => ({ session: event.output }) },
                    target: '#rxSession.timingOut',
                  },
                  {
                    target: 'cooling',
                    actions: { type: 'keepAnswer', params: ({ event }) => ({ session: event.output }) },
                  },
                ],
                onError: 'cooling',
              },
            },
            cooling: {
              entry: 'clearUnreported',
              on: { 'session.activityCounted': { actions: 'markUnreported' } },
              after: {
                activityReport: [{ guard: 'hasUnreportedActivity', target: 'sending' }, { target: 'ready' }],
              },
            },
          },
        },
        polling: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { sessionPoll: 'checking' },
            },
            checking: {
              invoke: {
                id: 'fetchSession',
                src: 'fetchSession',
                onDone: [
                  {
                    guard: { type: 'isTimedOut', params: ({ event }) => ({ session: event.output }) },
                    target: '#rxSession.timingOut',
                  },
                  {
                    guard: { type: 'isTouchedElsewhere', params: ({ event }) => ({ session: event.output }) },
                    target: 'waiting',
                    actions: [
                      { type: 'keepAnswer', params: ({ event }) => ({ session: event.output }) },
                      'restartWaitElsewhere',
                    ],
                  },
                  { target: 'waiting' },
                ],
                onError: 'waiting',
              },
            },
          },
        },
      },
    },
    // The page leaves the app (a full page load): nothing may restart the chart meanwhile.
    timingOut: {
      entry: { type: 'logOut', params: ({ context }) => ({ url: timeoutLogoutUrl(context.page) }) },
      on: { 'session.pageChanged': { actions: 'keepPage' } },
    },
    signingOut: {
      entry: { type: 'logOut', params: { url: signOutUrl() } },
      on: { 'session.pageChanged': { actions: 'keepPage' } },
    },
  },
});
