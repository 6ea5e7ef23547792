/**
 * Who is calling the pharmacy (pharmacy-portal.md §7 "On a 401 the user is sent to the sign-in route"): the signed-in
 * customer of the `sid` session. `rxAuth` guards /rx/api/* (except the anonymous API /rx/api/anonymous/*) and
 * /rx-security/* (except the guest paths, RX_SECURITY_ANONYMOUS_PATHS): anonymous, lapsed or identity-level-only
 * sessions get 401 JSON before any handler runs. A route module reads the customer with `rxCustomer(c)`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { BASE_PATHS } from '../../api/contracts/common';
import { RX_PATHS } from '../../api/contracts/rx';
import { RX_SECURITY_ANONYMOUS_PATHS } from '../../api/contracts/rx-security';
import { RX_GUEST_TRACKER_PATHS } from '../../api/contracts/rx-tracker';
import { activeSession } from '../auth/sessions';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { guestMayReadProduct } from './access';
import { guestSession } from './guest';

/** The signed-in customer a pharmacy route acts for. */
export interface RxCustomer {
  customerId: string;
  /** The sessions row (keyed hash of the sid cookie): the pharmacy session hangs off it. */
  sessionId: string;
  email: string;
  /** The request's clock (deps.now() when rxAuth ran): the access rule dates expiries by it. */
  now: Date;
}

export type RxEnv = { Variables: { rxCustomer: RxCustomer } };

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Whether a path is served without a signed-in customer (the guest tracker's two: a guest session decides). */
export function isAnonymousRxPath(path: string): boolean {
  return (
    isUnder(path, BASE_PATHS.rxAnonymous) ||
    RX_SECURITY_ANONYMOUS_PATHS.includes(path) ||
    RX_GUEST_TRACKER_PATHS.includes(path)
  );
}

export const UNAUTHENTICATED_MESSAGE = 'Sign in to continue.';

/**
 * Whether a pharmacy route answers this request (a handler on a path of the pharmacy, not a middleware or the static
 * catch-all): an unknown /rx/api path is a 404 for everybody, as every other unknown API path.
 */
function isPharmacyRoute(c: Context): boolean {
  return matchedRoutes(c).some(
    (r) =>
      r.method !== 'ALL' &&
      (r.path.startsWith(`${BASE_PATHS.rx}/`) || r.path.startsWith(`${BASE_PATHS.rxSecurity}/`)),
  );
}

const MONOGRAPH_PATH = new RegExp(`^${RX_PATHS.monograph.replace(':productNumber', '([0-9]{1,14})')}$`);

/** The product a monograph read names (its path or its images query), or null for any other request. */
function monographProductOf(c: Context): string | null {
  if (c.req.method !== 'GET') return null;
  const sheet = MONOGRAPH_PATH.exec(c.req.path);
  if (sheet) return sheet[1] ?? null;
  if (c.req.path === RX_PATHS.monographImages) return c.req.query('productNumber') ?? null;
  return null;
}

/** A guest-verified browser reading a monograph of its own patients' prescriptions (the access rule decides). */
async function isGuestMonographRead(c: Context, deps: AppDeps): Promise<boolean> {
  const productNumber = monographProductOf(c);
  if (productNumber === null) return false;
  const guest = await guestSession(c, deps);
  return guest !== null && (await guestMayReadProduct(deps.db, guest.verifiedPatients, productNumber));
}

/** The pharmacy's view of a signed-in session (rxAuth's, and a route outside the guard that reads one itself). */
export function rxCustomerOf(
  session: { id: string; customerId: string; email: string },
  now: Date,
): RxCustomer {
  return { customerId: session.customerId, sessionId: session.id, email: session.email, now };
}

export function rxAuth(deps: AppDeps): MiddlewareHandler<RxEnv> {
  return async (c, next) => {
    if (isAnonymousRxPath(c.req.path) || !isPharmacyRoute(c)) return next();
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') {
      if (await isGuestMonographRead(c, deps)) return next();
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, UNAUTHENTICATED_MESSAGE);
    }
    c.set('rxCustomer', rxCustomerOf(session, deps.now()));
    return next();
  };
}

/** The customer rxAuth put on the request (a route under the guard only). */
export function rxCustomer(c: Context<RxEnv>): RxCustomer {
  const customer = c.get('rxCustomer');
  if (!customer) throw new Error('rxCustomer read on a route rxAuth does not guard');
  return customer;
}
