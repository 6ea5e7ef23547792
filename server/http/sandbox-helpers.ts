/**
 * The sandbox helpers switch (SANDBOX_HELPERS=on|off, config.sandboxHelpers; docs/security.md). Every helper
 * that bypasses authentication or fakes backend behaviour is listed here and answers 404 (as if it did not
 * exist) unless the switch is on: `npm test` and `npm run dev` turn it on, `npm start` leaves it off unless
 * asked. Mock scenarios read the same switch (`sandboxHelpersOn(deps.config)`); the Google stand-in's
 * credentials on the second origin check it too (routes/google-standin.ts).
 */
import type { MiddlewareHandler } from 'hono';
import { RX_IDENTITY_SANDBOX_PATHS } from '../../api/contracts/rx-identity';
import { RX_BENCH_SANDBOX_PATH, RX_ORDER_SANDBOX_PATHS } from '../../api/contracts/rx-orders';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import type { Config } from '../config';
import { OUTBOX_PATHS } from '../routes/outbox';
import { ERROR_CODES, errorBody } from './errors';
import { SERVER_SANDBOX_PATHS } from './paths';

export interface HelperRoute {
  /** An HTTP method, or '*' for all of them. */
  method: string;
  path: string;
  /** What it does that a production server must not (docs/security.md lists these). */
  why: string;
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
  { method: '*', path: OUTBOX_PATHS.page, why: 'shows every mail, password reset links included' },
  { method: '*', path: OUTBOX_PATHS.json, why: 'lists or deletes every mail, password reset links included' },
];

export function sandboxHelpersOn(config: Pick<Config, 'sandboxHelpers'>): boolean {
  return config.sandboxHelpers;
}

export const HELPERS_OFF_MESSAGE =
  'No such route (sandbox helpers are off: SANDBOX_HELPERS=on turns them on).';

/** 404 for the listed helper routes while the switch is off; everything else passes. */
export function sandboxHelpersGate(
  config: Pick<Config, 'sandboxHelpers'>,
  routes: readonly Pick<HelperRoute, 'method' | 'path'>[] = SANDBOX_HELPER_ROUTES,
): MiddlewareHandler {
  return async (c, next) => {
    if (sandboxHelpersOn(config)) return next();
    const path = c.req.path.replace(/\/+$/, '') || '/';
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const gated = routes.some((r) => r.path === path && (r.method === '*' || r.method === method));
    if (gated) return c.json(errorBody(ERROR_CODES.notFound, HELPERS_OFF_MESSAGE), 404);
    return next();
  };
}
