/**
 * The pharmacy session (pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session"): timings, texts,
 * which pages run it, where a timeout and a sign-out lead, and what counts as activity. Defined once; the session
 * chart (machines/rx/session), the timeout modal and the sandbox server read these.
 */
import type { RxSession } from '../../api/contracts/rx-security';
import { RX_PATHS_UI } from './routes';

/**
 * §9: inactivity warning at 540 s; expiry 61 s later; a tick every second. The modal's countdown "starts at 60" is
 * not a number of its own: it is the expiry's length less its first second (timingsFrom), so it follows the expiry
 * the server announces (RX_TIMEOUT_EXPIRY_S).
 */
export const SESSION_TIMING = {
  warningSeconds: 540,
  expirySeconds: 61,
  tickMs: 1000,
} as const;

/**
 * Activity (chosen, docs/choices.md): a person's input in this tab (a key, a click or tap, the wheel), as the
 * shell reports it. It restarts the inactivity timer at once; the server hears of it (PUT session) at most once
 * per REPORT_INTERVAL_MS, so the server's clock never runs ahead of the page's. While the warning is shown, input
 * does not count: only Extend does.
 */
export const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const;
export const ACTIVITY_REPORT_INTERVAL_MS = 60_000;
/** How often the page re-reads the server's session (another tab's activity, a sign-out elsewhere). */
export const SESSION_POLL_INTERVAL_MS = 60_000;

/** The session's timers in ms, from the seconds the server announces (§9 defaults until it has). */
export interface SessionTimings {
  warningMs: number;
  expiryMs: number;
  /** The modal's countdown starts here: the expiry's length less its first second (60 for 61 s). */
  countdownStart: number;
}

export function timingsFrom(timeouts: { warningSeconds: number; expirySeconds: number }): SessionTimings {
  return {
    warningMs: timeouts.warningSeconds * 1000,
    expiryMs: timeouts.expirySeconds * 1000,
    countdownStart: Math.max(1, timeouts.expirySeconds - 1),
  };
}

export const DEFAULT_SESSION_TIMINGS: SessionTimings = timingsFrom(SESSION_TIMING);

/** §8 "Guest and session" and the modal's own texts (the modal's heading and buttons are not shown: chosen). */
export const SESSION_TEXTS = {
  extendFailed: 'There was an error authenticating your session. Please try again.',
  guestSessionExpired:
    'Your session has expired.  Please sign in or enter your date of birth again to continue.',
  modalTitle: 'Your session is about to expire',
  modalBody: 'For your security, you will be signed out soon because you have been inactive.',
  countdown: (seconds: number) => `Time remaining: ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`,
  extend: 'Stay Signed In',
  signOut: 'Sign Out',
  /** The landing page's message after a timeout (errorCode=sessionTimeout). */
  timedOut:
    'For your security, you were signed out after a period of inactivity. Please sign in again to continue.',
} as const;

/**
 * The server's refusals of pharmacy data (api/contracts/rx-session-refusals.ts): an unauthorized session's text
 * (chosen) and the timed-out one (§8 "a 401 gives 'You were logged out due to inactivity, please log in and try
 * again'").
 */
export const SESSION_REFUSAL_MESSAGES = {
  notAuthorized: 'Answer your security question to see your pharmacy information.',
  timedOut: 'You were logged out due to inactivity, please log in and try again',
} as const;

/** §2.1: the landing page's errorCode values. */
export const LANDING_ERROR_CODES = {
  sessionTimeout: 'sessionTimeout',
  guestSessionExpired: 'guestSessionExpired',
} as const;

/** §4 "A guest path (path contains 'guest') does not run the timeout". */
export function isGuestPath(path: string): boolean {
  return path.includes('guest');
}

/**
 * Pages that do not run the pharmacy session (chosen, docs/choices.md): they show no pharmacy data and are where a
 * customer goes before the pharmacy session may start: the landing page, the error pages, the security questions
 * (authorization), the link and new-patient flows (a customer without a patient), and the vaccine record (text-
 * message link). Guest pages are the spec's own rule (isGuestPath).
 */
export const SESSION_FREE_PREFIXES = [
  '/rx/landing-page',
  '/rx/error',
  '/rx/account/ciam/error',
  '/rx/idm/failure',
  '/rx/security-questions',
  '/rx/link',
  '/rx/new-patient',
  '/rx/digital-vaccine-record',
  '/rx/expired-tracker-link',
] as const;

export function isSessionFreePath(path: string): boolean {
  return path === '/rx' || SESSION_FREE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
}

/** §4 "Session": what the polled session means for the page. */
export type SessionOutcome = 'active' | 'timedOut' | 'lookup' | 'landing';

export function sessionOutcome(
  s: Pick<RxSession, 'active' | 'lastAccessDate' | 'secondsLeft' | 'status'>,
): SessionOutcome {
  // Active with a last-access date: the page loads its data.
  if (s.active && s.lastAccessDate !== null) return 'active';
  // Inactive with negative seconds left: timeout logout.
  if (!s.active && s.secondsLeft < 0) return 'timedOut';
  // Authorized but inactive with time left: link / patient lookup.
  if (s.status === 'AUTHORIZED' && !s.active) return 'lookup';
  // Otherwise: the landing page.
  return 'landing';
}

/** §4 "customerVerified becomes true only when the session is active and its status is AUTHORIZED". */
export function isCustomerVerified(s: Pick<RxSession, 'active' | 'status'> | null): boolean {
  return s?.active === true && s.status === 'AUTHORIZED';
}

/** §2.1 "/auth/api/logout?redirectUrl=...": the sandbox signs out and goes to the app-relative redirect. */
export const LOGOUT_PATH = '/auth/api/logout';

export function logoutUrl(redirectUrl: string): string {
  return `${LOGOUT_PATH}?redirectUrl=${encodeURIComponent(redirectUrl)}`;
}

/** The landing page with its query (redirectUrl and errorCode, §2.1). */
export function landingUrl(options: { redirectUrl?: string; errorCode?: string } = {}): string {
  const query = new URLSearchParams();
  if (options.redirectUrl) query.set('redirectUrl', options.redirectUrl);
  if (options.errorCode) query.set('errorCode', options.errorCode);
  const text = query.toString();
  return text ? `${RX_PATHS_UI.landing}?${text}` : RX_PATHS_UI.landing;
}

/** §4 "timeout logout (to the logout route, then the landing page with errorCode=sessionTimeout)". */
export function timeoutLogoutUrl(currentPage: string): string {
  return logoutUrl(landingUrl({ redirectUrl: currentPage, errorCode: LANDING_ERROR_CODES.sessionTimeout }));
}

/** Sign Out in the modal: the logout route, then the landing page. */
export function signOutUrl(): string {
  return logoutUrl(RX_PATHS_UI.landing);
}
