/**
 * The sandbox helpers switch (SANDBOX_HELPERS=on|off, config.sandboxHelpers; docs/security.md). Every helper
 * that bypasses authentication or fakes backend behaviour is listed here and answers 404 (as if it did not
 * exist) unless the switch is on: `npm test` and `npm run dev` turn it on, `npm start` leaves it off unless
 * asked. Mock scenarios read the same switch (`sandboxHelpersOn(deps.config)`); the Google stand-in's
 * credentials on the second origin check it too (routes/google-standin.ts).
 * Two helpers are how a person at the machine sees mail and picks an identity: the outbox page and the Google
 * stand-in's chooser. They also answer, with the switch off, requests from the machine itself (`local`,
 * isLocalRequest: a loopback socket addressed by a loopback name, no trusted proxy), never a remote client.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { RX_IDENTITY_SANDBOX_PATHS } from '../../api/contracts/rx-identity';
import { RX_BENCH_SANDBOX_PATH, RX_ORDER_SANDBOX_PATHS } from '../../api/contracts/rx-orders';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import type { Config } from '../config';
import { OUTBOX_PATHS } from '../routes/outbox';
import { ERROR_CODES, errorBody } from './errors';
import { isLocalRequest } from './origins';
import { SERVER_SANDBOX_PATHS } from './paths';

export interface HelperRoute {
  /** An HTTP method, or '*' for all of them. */
  method: string;
  path: string;
  /** What it does that a production server must not (docs/security.md lists these). */
  why: string;
  /** Also answers requests from the machine itself while the switch is off (never a remote client). */
  local?: boolean;
}

export const SANDBOX_HELPER_ROUTES: readonly HelperRoute[] = [
  {
    method: 'POST',
    path: SERVER_SANDBOX_PATHS.identitySession,
    why: 'signs a browser in (identity level) with an email alone',
  },
  { method: 'POST', path: SERVER_SANDBOX_PATHS.scenario, why: 'makes the profile service fail on purpose' },
  { method: 'POST', path: SERVER_SANDBOX_PATHS.expireSession, why: 'lapses a session before its time' },
  {
    method: 'POST',
    path: SERVER_SANDBOX_PATHS.rxRememberDevice,
    why: 'remembers a browser for the pharmacy without a security answer',
  },
  {
    method: 'POST',
    path: SERVER_SANDBOX_PATHS.rxGuestVerified,
    why: 'opens the guest tracker for patients without checking a date of birth',
  },
  {
    method: 'POST',
    path: RX_IDENTITY_SANDBOX_PATHS.guestLink,
    why: 'issues a guest verification link for any patient (the text message goes to the outbox)',
  },
  {
    method: 'POST',
    path: RX_BENCH_SANDBOX_PATH,
    why: 'creates refillable prescriptions for the signed-in customer (the server benchmark)',
  },
  {
    method: 'GET',
    path: RX_ORDER_SANDBOX_PATHS.orders,
    why: "lists the signed-in customer's pharmacy orders (tests count them)",
  },
  {
    method: 'GET',
    path: RX_ORDER_SANDBOX_PATHS.payments,
    why: "lists the signed-in customer's online payments (tests count them)",
  },
  { method: 'GET', path: SANDBOX_PATHS.analytics, why: 'lists every analytics event recorded' },
  { method: 'DELETE', path: SANDBOX_PATHS.analytics, why: 'forgets the recorded analytics events' },
  {
    method: '*',
    path: OUTBOX_PATHS.page,
    why: 'shows every mail, password reset links included',
    local: true,
  },
  { method: '*', path: OUTBOX_PATHS.json, why: 'lists or deletes every mail, password reset links included' },
];

export function sandboxHelpersOn(config: Pick<Config, 'sandboxHelpers'>): boolean {
  return config.sandboxHelpers;
}

/** Whether a `local` helper answers this request: the switch is on, or the request comes from this machine. */
export function localHelperOn(c: Context, config: Pick<Config, 'sandboxHelpers' | 'trustProxy'>): boolean {
  return sandboxHelpersOn(config) || isLocalRequest(c, config);
}

export const HELPERS_OFF_MESSAGE =
  'No such route (sandbox helpers are off: SANDBOX_HELPERS=on turns them on).';
export const LOCAL_ONLY_MESSAGE =
  'This sandbox page answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on).';

/** 404 for the listed helper routes while the switch is off (a `local` one still serves this machine). */
export function sandboxHelpersGate(
  config: Pick<Config, 'sandboxHelpers' | 'trustProxy'>,
  routes: readonly Pick<HelperRoute, 'method' | 'path' | 'local'>[] = SANDBOX_HELPER_ROUTES,
): MiddlewareHandler {
  return async (c, next) => {
    if (sandboxHelpersOn(config)) return next();
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const route = routes.find((r) => r.path === path && (r.method === '*' || r.method === method));
    if (!route) return next();
    if (route.local && isLocalRequest(c, config)) return next();
    const message = route.local ? LOCAL_ONLY_MESSAGE : HELPERS_OFF_MESSAGE;
    return c.json(errorBody(ERROR_CODES.notFound, message), 404);
  };
}
