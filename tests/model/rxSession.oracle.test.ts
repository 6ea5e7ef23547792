// @vitest-environment node
/**
 * The pharmacy session chart's oracle table (pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session";
 * the logout and landing addresses of §2.1): each expected value is a literal copied from the spec (the warning
 * after 540 s of inactivity, the expiry 61 s after it, a tick every 1 s, the countdown from 60 dropping by 1, §8's
 * "There was an error authenticating your session. Please try again.", a path containing 'guest' runs no timeout)
 * or from docs/choices.md and the chart's fixtures (activity told to the server at most once per 60 s, GET /session
 * every 60 s, the session-free pages), never the chart's or domain/rx/session.ts's own constant. The chart is loaded
 * inside each case, so a chart that fails to build fails every case. The coverage replay over the generated paths is
 * rxSession.model.test.ts. This file is the session's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect } from 'vitest';
import type { ApiError } from '../../api/contracts/common';
import type { RxSession } from '../../api/contracts/rx-security';
import {
  activeSession,
  authorizedInactiveSession,
  timedOutSession,
  touchedElsewhereSession,
  unauthorizedSession,
} from '../../machines/rx/session/rxSession.fixtures';
import type { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { type OracleCase, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof rxSessionMachine>;

const loadChart = () => import('../../machines/rx/session/rxSession.machine').then((m) => m.rxSessionMachine);

/** §8 "Guest and session": the extension failure in the timeout modal. */
const EXTEND_FAILED = 'There was an error authenticating your session. Please try again.';
/** §2.1: the logout route, then the landing page with redirectUrl and errorCode=sessionTimeout. */
const TIMEOUT_LOGOUT_DASHBOARD =
  '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Fdashboard%26errorCode%3DsessionTimeout';
const SIGN_OUT_LOGOUT = '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page';
/** The fixtures' last-access dates. */
const AT_1500 = '2026-11-23T15:00:00.000Z';
const AT_1504 = '2026-11-23T15:04:00.000Z';

const page = (p: string, signedIn = true) => ({ type: 'session.pageChanged', page: p, signedIn }) as const;
const dashboard = page('/rx/dashboard');
const active = { type: 'user.active' } as const;
const extend = { type: 'user.extend' } as const;
const signOut = { type: 'user.signOut' } as const;
const marked = (output: RxSession) => ({ type: 'xstate.done.actor.markActive', output });
const markFails = (error: unknown) => ({ type: 'xstate.error.actor.markActive', error });
const reported = (output: RxSession) => ({ type: 'xstate.done.actor.reportActivity', output });
const reportFails = (error: unknown) => ({ type: 'xstate.error.actor.reportActivity', error });
const polled = (output: RxSession) => ({ type: 'xstate.done.actor.fetchSession', output });
const pollFails = (error: unknown) => ({ type: 'xstate.error.actor.fetchSession', error });

const apiError = (status: number, endpoint = 'PUT /rx-security/session'): ApiError => ({
  name: 'ApiError',
  kind: status === 0 ? 'network' : 'http',
  endpoint,
  status,
  message: `HTTP ${status}`,
});

/** `n` seconds, one at a time (a simulated clock fires each timer once per increment). */
const seconds = (n: number): OracleStep[] => Array.from({ length: n }, () => ({ advance: 1000 }));

/** §9 defaults: 540 s, 61 s, the countdown from 60. */
const DEFAULT_TIMINGS = { warningMs: 540_000, expiryMs: 61_000, countdownStart: 60 };

/** The countdowns read by the ticking case. */
const shown: number[] = [];

const IDLE = { watching: { activity: 'idle' } };
const COUNTING = { watching: { activity: { warning: 'counting' } } };
const EXTENDING = { watching: { activity: { warning: 'extending' } } };

/** Signed in on the dashboard, the session marked active: the page with its data, no modal. */
const watchingSteps: OracleStep[] = [dashboard, marked(activeSession)];
/** …and 540 s without input: the modal. */
const warningSteps: OracleStep[] = [...watchingSteps, { advance: 540_000 }];

const watchingContext = {
  page: '/rx/dashboard',
  timings: DEFAULT_TIMINGS,
  countdown: 60,
  lastAccessDate: AT_1500,
  error: null,
  unreported: false,
};

const cases: Case[] = [
  // Defaults (§9) and where the chart starts.
  {
    name: '§9 defaults before any answer: warning 540 000 ms, expiry 61 000 ms, countdown 60; off, nothing called',
    steps: [],
    state: 'off',
    status: 'active',
    notTags: ['active', 'modal'],
    callCounts: { markActive: 0, reportActivity: 0, fetchSession: 0 },
    refuses: [active, extend, signOut],
    accepts: [dashboard],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        page: '',
        timings: DEFAULT_TIMINGS,
        countdown: 60,
        lastAccessDate: null,
        error: null,
        unreported: false,
      }),
  },
  {
    name: 'off: no timer runs however long the page stays (no warning after 540 s, no call)',
    steps: [{ advance: 600_000 }],
    state: 'off',
    notTags: ['modal'],
    callCounts: { markActive: 0, fetchSession: 0 },
  },
  // Which pages run the session (§4: a path containing 'guest' does not; the session-free pages and signed out).
  {
    name: 'a signed-in pharmacy page starts marking: PUT session with no input, the page kept, not yet active',
    steps: [dashboard],
    state: 'marking',
    notTags: ['active', 'modal'],
    context: { page: '/rx/dashboard' },
    calls: { markActive: undefined },
    callCounts: { markActive: 1, reportActivity: 0, fetchSession: 0 },
    refuses: [active, extend, signOut],
  },
  {
    name: "§4 a path containing 'guest' (/rx/guest-refill) runs no timeout: off, the page kept, no PUT session",
    steps: [page('/rx/guest-refill')],
    state: 'off',
    context: { page: '/rx/guest-refill' },
    callCounts: { markActive: 0 },
  },
  {
    name: "§4 a path containing 'guest' with a query (/rx/guest-verification?patientNumber=1) runs no timeout",
    steps: [page('/rx/guest-verification?patientNumber=1')],
    state: 'off',
    callCounts: { markActive: 0 },
  },
  {
    name: "'guest' only in the query (/rx/dashboard?from=guest) is not a guest path: marking",
    steps: [page('/rx/dashboard?from=guest')],
    state: 'marking',
    context: { page: '/rx/dashboard?from=guest' },
    callCounts: { markActive: 1 },
  },
  {
    name: "'guest' only in the hash (/rx/dashboard#guest) is not a guest path: marking",
    steps: [page('/rx/dashboard#guest')],
    state: 'marking',
    callCounts: { markActive: 1 },
  },
  {
    name: 'signed out on a pharmacy page: off, the page kept, no PUT session',
    steps: [page('/rx/dashboard', false)],
    state: 'off',
    context: { page: '/rx/dashboard' },
    callCounts: { markActive: 0 },
  },
  ...[
    '/rx/landing-page',
    '/rx',
    '/rx?tab=1',
    '/rx#top',
    '/rx/link/patient',
    '/rx/security-questions?redirectUrl=x',
  ].map(
    (p): Case => ({
      name: `a page without pharmacy data (${p}) runs no session: off, no PUT session`,
      steps: [page(p)],
      state: 'off',
      context: { page: p },
      callCounts: { markActive: 0 },
    }),
  ),
  // §4 "Session": the PUT session answer decides.
  {
    name: '§4 active with a last-access date: the page with its data, the answer kept, notifySessionActive, no modal',
    steps: watchingSteps,
    state: { watching: { activity: 'idle', reporting: 'ready', polling: 'waiting' } },
    tags: ['active'],
    notTags: ['modal'],
    actions: [{ type: 'notifySessionActive' }],
    notActions: ['logOut', 'goToLanding', 'goToPatientLookup', 'showTechnicalDifficulties'],
    accepts: [active],
    refuses: [extend, signOut],
    verify: (run) => expect(run.snapshot().context).toEqual(watchingContext),
  },
  {
    name: '§4 active but without a last-access date is not active: the landing page',
    steps: [dashboard, marked({ ...activeSession, lastAccessDate: null })],
    state: 'off',
    actions: [{ type: 'goToLanding', params: { url: '/rx/landing-page?redirectUrl=%2Frx%2Fdashboard' } }],
    notActions: ['notifySessionActive'],
  },
  {
    name: '§4 inactive with negative seconds left: timeout logout to the landing page with errorCode=sessionTimeout',
    steps: [dashboard, marked(timedOutSession)],
    state: 'timingOut',
    notTags: ['active', 'modal'],
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
    notActions: ['notifySessionActive'],
    refuses: [active, extend, signOut],
    context: { lastAccessDate: null },
  },
  {
    name: '§4 authorized but inactive with time left: the link flow (/rx/link/patient), off',
    steps: [dashboard, marked(authorizedInactiveSession)],
    state: 'off',
    actions: [{ type: 'goToPatientLookup', params: { url: '/rx/link/patient' } }],
    notActions: ['notifySessionActive', 'goToLanding', 'logOut'],
  },
  {
    name: '§4 otherwise (not authorized): the landing page with redirectUrl back to the page, off',
    steps: [dashboard, marked(unauthorizedSession)],
    state: 'off',
    actions: [{ type: 'goToLanding', params: { url: '/rx/landing-page?redirectUrl=%2Frx%2Fdashboard' } }],
    notActions: ['notifySessionActive', 'goToPatientLookup'],
  },
  {
    name: 'the landing page leads back to the page with its query (/rx/refills?tab=2)',
    steps: [page('/rx/refills?tab=2'), marked(unauthorizedSession)],
    actions: [
      { type: 'goToLanding', params: { url: '/rx/landing-page?redirectUrl=%2Frx%2Frefills%3Ftab%3D2' } },
    ],
  },
  {
    name: 'PUT session fails (500): the Technical Difficulties page (/rx/error), off',
    steps: [dashboard, markFails(apiError(500))],
    state: 'off',
    notTags: ['active'],
    actions: [{ type: 'showTechnicalDifficulties', params: { url: '/rx/error' } }],
  },
  {
    name: 'PUT session fails with no connection: the Technical Difficulties page (/rx/error)',
    steps: [dashboard, markFails(apiError(0))],
    state: 'off',
    actions: [{ type: 'showTechnicalDifficulties', params: { url: '/rx/error' } }],
  },
  {
    name: 'PUT session answers 401: off and nothing more (the app sends the shopper to sign in)',
    steps: [dashboard, markFails(apiError(401))],
    state: 'off',
    notActions: ['showTechnicalDifficulties', 'goToLanding', 'logOut', 'goToPatientLookup'],
  },
  {
    name: 'after a failed PUT session, the next pharmacy page tries again (a second PUT session)',
    steps: [dashboard, markFails(apiError(500)), page('/rx/refills')],
    state: 'marking',
    context: { page: '/rx/refills' },
    callCounts: { markActive: 2 },
  },
  {
    name: 'a guest page while marking stops it: off, and the late answer is not acted on',
    steps: [dashboard, page('/rx/guest-refill'), marked(activeSession)],
    state: 'off',
    notActions: ['notifySessionActive'],
  },
  {
    name: 'another pharmacy page while marking keeps marking (one PUT session) and a timeout leads back to it',
    steps: [dashboard, page('/rx/refills'), marked(timedOutSession)],
    state: 'timingOut',
    callCounts: { markActive: 1 },
    actions: [
      {
        type: 'logOut',
        params: {
          url: '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Frefills%26errorCode%3DsessionTimeout',
        },
      },
    ],
  },
  // Leaving the session's pages while it runs.
  {
    name: "while watching, a path containing 'guest' stops the session: off, no modal at 540 s",
    steps: [...watchingSteps, page('/rx/guest-refill'), { advance: 540_000 }],
    state: 'off',
    notTags: ['active', 'modal'],
    context: { page: '/rx/guest-refill' },
  },
  {
    name: 'while watching, signing out elsewhere (signedIn false) stops the session: off',
    steps: [...watchingSteps, page('/rx/refills', false)],
    state: 'off',
    notTags: ['active'],
    context: { page: '/rx/refills' },
  },
  {
    name: 'while watching, the landing page (no pharmacy data) stops the session: off',
    steps: [...watchingSteps, page('/rx/landing-page')],
    state: 'off',
    context: { page: '/rx/landing-page' },
  },
  {
    name: 'while watching, another pharmacy page keeps the timers running (warning 540 s after the last input)',
    steps: [...watchingSteps, { advance: 300_000 }, page('/rx/refills'), { advance: 239_999 }],
    state: IDLE,
    notTags: ['modal'],
    context: { page: '/rx/refills' },
    callCounts: { markActive: 1 },
  },
  {
    name: 'another pharmacy page does not restart the 540 s wait: the modal at 540 s',
    steps: [...watchingSteps, { advance: 300_000 }, page('/rx/refills'), { advance: 240_000 }],
    state: COUNTING,
    tags: ['modal'],
  },
  // §9 the inactivity warning: 540 s.
  {
    name: '§9 no warning 539 999 ms after the last input',
    steps: [...watchingSteps, { advance: 539_999 }],
    state: IDLE,
    tags: ['active'],
    notTags: ['modal'],
  },
  {
    name: '§9 the warning at exactly 540 s: the modal, its countdown at 60, no error',
    steps: warningSteps,
    state: COUNTING,
    tags: ['active', 'modal'],
    accepts: [extend, signOut],
    refuses: [active],
    verify: (run) => expect(run.snapshot().context).toEqual(watchingContext),
  },
  // §9 the countdown: from 60, down by 1 each second.
  {
    name: '§9 the countdown stays at 60 until 999 ms into the modal',
    steps: [...warningSteps, { advance: 999 }],
    context: { countdown: 60 },
  },
  {
    name: '§9 the countdown is 59 one second into the modal',
    steps: [...warningSteps, ...seconds(1)],
    state: COUNTING,
    context: { countdown: 59 },
  },
  {
    name: '§9 the countdown shows 60, 59, 58 … 1, 0 as the seconds pass, one a second',
    steps: [
      ...warningSteps,
      ...Array.from({ length: 60 }, (): OracleStep[] => [
        { check: (run) => shown.push(run.snapshot().context.countdown) },
        { advance: 1000 },
      ]).flat(),
      { check: (run) => shown.push(run.snapshot().context.countdown) },
    ],
    verify: () => expect(shown.splice(0)).toEqual(Array.from({ length: 61 }, (_, i) => 60 - i)),
  },
  {
    name: '§9 the countdown is 0 at 60 s into the modal, the modal still shown',
    steps: [...warningSteps, ...seconds(60)],
    state: COUNTING,
    tags: ['modal'],
    context: { countdown: 0 },
  },
  // §9 the expiry: 61 s after the warning.
  {
    name: '§9 no timeout 60 999 ms into the modal',
    steps: [...warningSteps, ...seconds(60), { advance: 999 }],
    state: COUNTING,
    context: { countdown: 0 },
    notActions: ['logOut'],
  },
  {
    name: '§9 the timeout 61 s into the modal: logout, then the landing page with errorCode=sessionTimeout',
    steps: [...warningSteps, ...seconds(61)],
    state: 'timingOut',
    notTags: ['active', 'modal'],
    context: { countdown: 0 },
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
    refuses: [active, extend, signOut],
  },
  {
    name: 'timing out: a page change is only kept, nothing restarts (no second PUT session, no second logout)',
    steps: [...warningSteps, ...seconds(61), dashboard],
    state: 'timingOut',
    callCounts: { markActive: 1 },
    notActions: ['logOut'],
  },
  {
    name: "timing out: a path containing 'guest' afterwards is only kept, the chart stays timing out",
    steps: [...watchingSteps, active, reported(timedOutSession), page('/rx/guest-refill')],
    state: 'timingOut',
    context: { page: '/rx/guest-refill' },
  },
  {
    name: 'signing out: a signed-out landing page afterwards is only kept, the chart stays signing out',
    steps: [...warningSteps, signOut, page('/rx/landing-page', false)],
    state: 'signingOut',
    context: { page: '/rx/landing-page' },
  },
  // Activity (docs/choices.md): input while idle restarts the wait; input while the modal shows does not count.
  {
    name: 'input at 300 s restarts the wait: no warning 539 999 ms after it',
    steps: [...watchingSteps, { advance: 300_000 }, active, { advance: 539_999 }],
    state: IDLE,
    notTags: ['modal'],
  },
  {
    name: 'input at 300 s restarts the wait: the warning 540 s after it',
    steps: [...watchingSteps, { advance: 300_000 }, active, { advance: 540_000 }],
    state: COUNTING,
    tags: ['modal'],
    context: { countdown: 60 },
  },
  {
    name: 'input while the modal shows does not count: the modal stays, the countdown goes on, nothing reported',
    steps: [...warningSteps, ...seconds(3), active],
    state: COUNTING,
    tags: ['modal'],
    context: { countdown: 57 },
    callCounts: { reportActivity: 0 },
  },
  {
    name: 'input while the modal shows does not put off the timeout (61 s after the warning)',
    steps: [...warningSteps, ...seconds(30), active, ...seconds(31)],
    state: 'timingOut',
  },
  // Stay Signed In (user.extend): PUT session again.
  {
    name: 'Stay Signed In: PUT session (no input) while the modal stays, its buttons busy',
    steps: [...warningSteps, ...seconds(2), extend],
    state: EXTENDING,
    tags: ['modal', 'active'],
    calls: { markActive: undefined },
    callCounts: { markActive: 2 },
    refuses: [extend, active],
    accepts: [signOut],
  },
  {
    name: 'Stay Signed In answered active: the modal closes, the answer kept, no error',
    steps: [...warningSteps, ...seconds(2), extend, marked(touchedElsewhereSession)],
    state: IDLE,
    notTags: ['modal'],
    notActions: ['notifySessionActive', 'logOut'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...watchingContext, countdown: 58, lastAccessDate: AT_1504 }),
  },
  {
    name: 'after Stay Signed In, the next warning is 540 s later and its countdown restarts at 60',
    steps: [...warningSteps, ...seconds(2), extend, marked(activeSession), { advance: 539_999 }],
    state: IDLE,
    notTags: ['modal'],
    refuses: [signOut, extend],
  },
  {
    name: 'the warning after Stay Signed In restarts the countdown at 60',
    steps: [...warningSteps, ...seconds(2), extend, marked(activeSession), { advance: 540_000 }],
    state: COUNTING,
    context: { countdown: 60 },
  },
  {
    name: '§8 Stay Signed In fails: the modal stays with "There was an error authenticating your session. Please try again."',
    steps: [...warningSteps, ...seconds(2), extend, markFails(apiError(500))],
    state: COUNTING,
    tags: ['modal'],
    notActions: ['showTechnicalDifficulties', 'logOut'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...watchingContext, countdown: 58, error: EXTEND_FAILED }),
  },
  {
    name: '§8 after a failed Stay Signed In the countdown goes on (58, then 57) and is not restarted',
    steps: [...warningSteps, ...seconds(2), extend, markFails(apiError(500)), ...seconds(1)],
    state: COUNTING,
    context: { countdown: 57, error: EXTEND_FAILED },
  },
  {
    name: '§8 Stay Signed In answered neither active nor timed out: the same error, the modal stays',
    steps: [...warningSteps, extend, marked(authorizedInactiveSession)],
    state: COUNTING,
    context: { error: EXTEND_FAILED, lastAccessDate: AT_1500 },
    notActions: ['goToPatientLookup', 'goToLanding'],
  },
  {
    name: 'Stay Signed In answered timed out: the timeout logout',
    steps: [...warningSteps, extend, marked(timedOutSession)],
    state: 'timingOut',
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
  },
  {
    name: 'retry after a failed Stay Signed In: a second PUT from the modal (three in all)',
    steps: [...warningSteps, extend, markFails(apiError(500)), ...seconds(1), extend],
    state: EXTENDING,
    callCounts: { markActive: 3 },
    context: { error: EXTEND_FAILED },
  },
  {
    name: 'a successful retry closes the modal and clears the error',
    steps: [...warningSteps, extend, markFails(apiError(500)), extend, marked(activeSession)],
    state: IDLE,
    notTags: ['modal'],
    context: { error: null },
  },
  {
    name: 'an unanswered Stay Signed In does not put off the timeout (61 s after the warning)',
    steps: [...warningSteps, ...seconds(10), extend, { advance: 50_999 }],
    state: EXTENDING,
    tags: ['modal'],
  },
  {
    name: 'an unanswered Stay Signed In times out at 61 s after the warning',
    steps: [...warningSteps, ...seconds(10), extend, { advance: 51_000 }],
    state: 'timingOut',
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
  },
  // Sign Out.
  {
    name: 'Sign Out in the modal: the logout route, then the landing page (no errorCode)',
    steps: [...warningSteps, signOut],
    state: 'signingOut',
    notTags: ['active', 'modal'],
    actions: [{ type: 'logOut', params: { url: SIGN_OUT_LOGOUT } }],
    refuses: [active, extend, signOut],
  },
  {
    name: 'Sign Out while Stay Signed In is pending: signing out',
    steps: [...warningSteps, extend, signOut],
    state: 'signingOut',
    actions: [{ type: 'logOut', params: { url: SIGN_OUT_LOGOUT } }],
  },
  {
    name: 'signing out: no timeout afterwards, and a page change is only kept',
    steps: [...warningSteps, signOut, dashboard, { advance: 61_000 }],
    state: 'signingOut',
    context: { page: '/rx/dashboard' },
    callCounts: { markActive: 1 },
    notActions: ['logOut'],
  },
  // Reporting (docs/choices.md): counted input is told to the server at most once per 60 s.
  {
    name: 'input while idle is told to the server at once (PUT session, no input)',
    steps: [...watchingSteps, active],
    state: { watching: { activity: 'idle', reporting: 'sending' } },
    calls: { reportActivity: undefined },
    callCounts: { reportActivity: 1, markActive: 1 },
  },
  {
    name: 'input while a report is pending is not marked for later',
    steps: [...watchingSteps, active, active, reported(activeSession)],
    state: { watching: { reporting: 'cooling' } },
    context: { unreported: false },
    callCounts: { reportActivity: 1 },
  },
  {
    name: 'the report answered: its answer kept (the last-access date), cooling down',
    steps: [...watchingSteps, active, reported(touchedElsewhereSession)],
    state: { watching: { activity: 'idle', reporting: 'cooling' } },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...watchingContext, lastAccessDate: AT_1504 }),
  },
  {
    name: 'input while cooling down is marked unreported, not sent',
    steps: [...watchingSteps, active, reported(activeSession), active],
    state: { watching: { reporting: 'cooling' } },
    context: { unreported: true },
    callCounts: { reportActivity: 1 },
  },
  {
    name: 'unreported input is not sent 59 999 ms after the report',
    steps: [...watchingSteps, active, reported(activeSession), active, { advance: 59_999 }],
    state: { watching: { reporting: 'cooling' } },
    callCounts: { reportActivity: 1 },
  },
  {
    name: 'unreported input is sent 60 s after the report, and the mark cleared on the next cool-down',
    steps: [...watchingSteps, active, reported(activeSession), active, { advance: 60_000 }],
    state: { watching: { reporting: 'sending' } },
    callCounts: { reportActivity: 2 },
    verify: (run) => {
      run.actor.send(reported(activeSession));
      expect(run.snapshot().context.unreported).toBe(false);
      expect(run.snapshot().matches({ watching: { reporting: 'cooling' } })).toBe(true);
    },
  },
  {
    name: 'without input while cooling down, nothing is sent after 60 s: ready again',
    steps: [...watchingSteps, active, reported(activeSession), { advance: 60_000 }],
    state: { watching: { reporting: 'ready' } },
    callCounts: { reportActivity: 1 },
  },
  {
    name: 'the report answered timed out: the timeout logout',
    steps: [...watchingSteps, active, reported(timedOutSession)],
    state: 'timingOut',
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
  },
  {
    name: 'the report fails: ignored, cooling down, the answer not changed',
    steps: [...watchingSteps, active, reportFails(apiError(500))],
    state: { watching: { activity: 'idle', reporting: 'cooling' } },
    notActions: ['showTechnicalDifficulties', 'logOut'],
    verify: (run) => expect(run.snapshot().context).toEqual(watchingContext),
  },
  // Polling (docs/choices.md): GET /session every 60 s.
  {
    name: 'no GET /session 59 999 ms after the page loaded',
    steps: [...watchingSteps, { advance: 59_999 }],
    state: { watching: { polling: 'waiting' } },
    callCounts: { fetchSession: 0 },
  },
  {
    name: 'GET /session (no input) 60 s after the page loaded',
    steps: [...watchingSteps, { advance: 60_000 }],
    state: { watching: { polling: 'checking' } },
    calls: { fetchSession: undefined },
    callCounts: { fetchSession: 1 },
  },
  {
    name: 'the poll answers timed out: the timeout logout',
    steps: [...watchingSteps, { advance: 60_000 }, polled(timedOutSession)],
    state: 'timingOut',
    actions: [{ type: 'logOut', params: { url: TIMEOUT_LOGOUT_DASHBOARD } }],
  },
  {
    name: 'the poll fails: ignored, polled again 60 s later',
    steps: [
      ...watchingSteps,
      { advance: 60_000 },
      pollFails(apiError(500, 'GET /rx-security/session')),
      { advance: 60_000 },
    ],
    state: { watching: { activity: 'idle', polling: 'checking' } },
    callCounts: { fetchSession: 2 },
  },
  {
    name: 'a poll answered active with the same last access: waiting, no second poll 59 999 ms later',
    steps: [...watchingSteps, { advance: 60_000 }, polled(activeSession), { advance: 59_999 }],
    state: { watching: { polling: 'waiting' } },
    callCounts: { fetchSession: 1 },
  },
  {
    name: 'a poll answered active with the same last access: polled again 60 s later',
    steps: [...watchingSteps, { advance: 60_000 }, polled(activeSession), { advance: 60_000 }],
    state: { watching: { polling: 'checking' } },
    callCounts: { fetchSession: 2 },
  },
  {
    name: 'the poll shows the same last access: nothing changes, the warning still 540 s after the page loaded',
    steps: [...watchingSteps, { advance: 60_000 }, polled(activeSession), { advance: 480_000 }],
    state: COUNTING,
    context: { lastAccessDate: AT_1500 },
  },
  {
    name: 'the poll shows an older last access: not another tab, the warning still at 540 s',
    steps: [
      ...watchingSteps,
      { advance: 60_000 },
      polled({ ...activeSession, lastAccessDate: '2026-11-23T14:59:00.000Z' }),
      { advance: 480_000 },
    ],
    state: COUNTING,
    context: { lastAccessDate: AT_1500 },
  },
  {
    name: 'the poll shows newer activity in another tab: the answer kept and the wait restarted (no warning 539 999 ms later)',
    steps: [...watchingSteps, { advance: 60_000 }, polled(touchedElsewhereSession), { advance: 539_999 }],
    state: IDLE,
    notTags: ['modal'],
    context: { lastAccessDate: AT_1504 },
  },
  {
    name: 'after another tab’s activity the warning comes 540 s later',
    steps: [...watchingSteps, { advance: 60_000 }, polled(touchedElsewhereSession), { advance: 540_000 }],
    state: COUNTING,
    context: { countdown: 60 },
  },
  {
    name: 'another tab’s activity while the modal shows closes it and clears the error',
    steps: [...warningSteps, extend, markFails(apiError(500)), polled(touchedElsewhereSession)],
    state: IDLE,
    notTags: ['modal'],
    context: { error: null, lastAccessDate: AT_1504 },
  },
  {
    name: 'with no last access known, any poll with a last access is another tab’s activity',
    steps: [
      ...watchingSteps,
      active,
      reported({ ...activeSession, lastAccessDate: null }),
      { advance: 60_000 },
      polled(activeSession),
      { advance: 539_999 },
    ],
    state: IDLE,
    context: { lastAccessDate: AT_1500 },
  },
  {
    name: 'with no last access known, a poll without a last access is not another tab’s activity',
    steps: [
      ...watchingSteps,
      active,
      reported({ ...activeSession, lastAccessDate: null }),
      { advance: 60_000 },
      polled({ ...authorizedInactiveSession }),
      { advance: 480_000 },
    ],
    state: COUNTING,
    context: { lastAccessDate: null },
  },
  // Timings announced by the server (RX_TIMEOUT_*_S).
  {
    name: 'the server announces 3 s and 6 s: the timings kept, countdown from 5',
    steps: [dashboard, marked({ ...activeSession, timeouts: { warningSeconds: 3, expirySeconds: 6 } })],
    state: IDLE,
    context: { timings: { warningMs: 3000, expiryMs: 6000, countdownStart: 5 } },
  },
  {
    name: 'with 3 s and 6 s announced: no warning at 2 999 ms, the modal at 3 000 ms counting from 5',
    steps: [
      dashboard,
      marked({ ...activeSession, timeouts: { warningSeconds: 3, expirySeconds: 6 } }),
      { advance: 2999 },
      { check: (run) => expect(run.snapshot().hasTag('modal')).toBe(false) },
      { advance: 1 },
    ],
    state: COUNTING,
    context: { countdown: 5 },
  },
  {
    name: 'with 3 s and 6 s announced: no timeout at 5 999 ms into the modal, the timeout at 6 000 ms',
    steps: [
      dashboard,
      marked({ ...activeSession, timeouts: { warningSeconds: 3, expirySeconds: 6 } }),
      { advance: 3000 },
      ...seconds(5),
      { advance: 999 },
      { check: (run) => expect(run.snapshot().matches(COUNTING)).toBe(true) },
      { check: (run) => expect(run.snapshot().context.countdown).toBe(0) },
      { advance: 1 },
    ],
    state: 'timingOut',
  },
];

describe('rxSession chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});
