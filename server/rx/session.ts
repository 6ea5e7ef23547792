/**
 * The pharmacy session of one sign-in (pharmacy-portal.md §4 "Session", §6 "Session states include AUTHORIZED").
 *
 * Authorization (our rule; docs/choices.md): a signed-in customer sees pharmacy data only in an AUTHORIZED session.
 * A session is AUTHORIZED when, in this sign-in, the customer proved who they are (`authorizeSession`: a correct
 * security answer, or completing a link with new security questions), or when the browser is a device the customer
 * asked to remember ('Remember me on this device.': the HttpOnly `rxd` cookie, its keyed hash in rx_known_devices).
 *
 * Activity: PUT session marks the session active now; it may run only for an AUTHORIZED customer who has a
 * patient (there is pharmacy data to protect). It never revives a session that has timed out: after
 * warning + expiry seconds (config.rxTimeouts) without a mark, the session stays timed out until the customer signs
 * out (the page does that: §4 "timeout logout") and in again (a new sign-in is a new pharmacy session).
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AuthorizationStatus, RxSession } from '../../api/contracts/rx-security';
import { DEVICE_MAX_AGE_S } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppDeps } from '../http/deps';
import { isHttps } from '../http/origins';
import { patientsOf } from './access';
import type { RxCustomer } from './auth';

/** 'Remember me on this device.' (§2.4 challenge question form). */
export const REMEMBERED_DEVICE_COOKIE = 'rxd';

/** Whether this browser carries a device the customer asked to remember. */
export async function isRememberedDevice(
  c: Context,
  deps: AppDeps,
  customer: Pick<RxCustomer, 'customerId'>,
): Promise<boolean> {
  const token = getCookie(c, REMEMBERED_DEVICE_COOKIE);
  if (!token) return false;
  const row = await deps.db
    .selectFrom('rx_known_devices')
    .select('device_hash')
    .where('device_hash', '=', hashToken(token, deps.config.sessionSecret))
    .where('customer_id', '=', customer.customerId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Remembers this browser for the customer (sets or reuses the `rxd` cookie). */
export async function rememberDevice(c: Context, deps: AppDeps, customer: Pick<RxCustomer, 'customerId'>) {
  const token = getCookie(c, REMEMBERED_DEVICE_COOKIE) ?? randomToken();
  const now = deps.now();
  await deps.db
    .insertInto('rx_known_devices')
    .values({
      device_hash: hashToken(token, deps.config.sessionSecret),
      customer_id: customer.customerId,
      created_at: now,
      last_seen_at: now,
    })
    .onConflict((oc) => oc.columns(['device_hash', 'customer_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
  setCookie(c, REMEMBERED_DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps.config),
    maxAge: DEVICE_MAX_AGE_S,
  });
}

async function sessionRow(deps: AppDeps, customer: RxCustomer) {
  return deps.db
    .selectFrom('rx_sessions')
    .select(['last_access_at', 'authorization_status'])
    .where('session_id', '=', customer.sessionId)
    .executeTakeFirst();
}

/**
 * The session's authorization: authorized in this sign-in, or on a remembered device. From the session row the
 * request has already read (one read of it per request).
 */
async function authorizationOf(
  c: Context,
  deps: AppDeps,
  customer: RxCustomer,
  row: Awaited<ReturnType<typeof sessionRow>>,
): Promise<AuthorizationStatus> {
  if (row?.authorization_status === 'AUTHORIZED') return 'AUTHORIZED';
  return (await isRememberedDevice(c, deps, customer)) ? 'AUTHORIZED' : 'UNAUTHORIZED';
}

/** GET /session: the pharmacy session's state now. */
export async function readRxSession(c: Context, deps: AppDeps, customer: RxCustomer): Promise<RxSession> {
  const row = await sessionRow(deps, customer);
  return sessionState(deps, row?.last_access_at ?? null, await authorizationOf(c, deps, customer, row));
}

/** The session's state now, from its last mark and its authorization. */
function sessionState(deps: AppDeps, last: Date | null, status: AuthorizationStatus): RxSession {
  const { warningSeconds, expirySeconds } = deps.config.rxTimeouts;
  const total = warningSeconds + expirySeconds;
  const remaining = last === null ? total : total - (deps.now().getTime() - last.getTime()) / 1000;
  const timedOut = remaining <= 0;
  return {
    active: last !== null && !timedOut,
    lastAccessDate: last ? last.toISOString() : null,
    secondsLeft: timedOut ? Math.min(-1, Math.floor(remaining)) : Math.ceil(remaining),
    status,
    timeouts: { warningSeconds, expirySeconds },
  };
}

/**
 * PUT session: marks the session active (see the module comment for when it may), then answers its state.
 * `read`: the session as this request has just read it (the gate), so it is not read again.
 */
export async function markRxSessionActive(
  c: Context,
  deps: AppDeps,
  customer: RxCustomer,
  read?: RxSession,
): Promise<RxSession> {
  const before = read ?? (await readRxSession(c, deps, customer));
  const timedOut = before.lastAccessDate !== null && !before.active;
  if (timedOut || before.status !== 'AUTHORIZED') return before;
  if ((await patientsOf(deps.db, customer)).length === 0) return before;
  const now = deps.now();
  await deps.db
    .insertInto('rx_sessions')
    .values({ session_id: customer.sessionId, customer_id: customer.customerId, last_access_at: now })
    .onConflict((oc) => oc.column('session_id').doUpdateSet({ last_access_at: now }))
    .execute();
  // What a read would answer now: marked at `now`, its authorization unchanged by the mark.
  return sessionState(deps, now, before.status);
}

/**
 * Makes this sign-in's pharmacy session AUTHORIZED (the identity flows call it: a correct security answer, a link
 * completed with new security questions), and with `rememberDevice` remembers this browser for the customer.
 */
export async function authorizeSession(
  c: Context,
  deps: AppDeps,
  customer: RxCustomer,
  options: { rememberDevice: boolean },
): Promise<void> {
  const now = deps.now();
  await deps.db
    .insertInto('rx_sessions')
    .values({
      session_id: customer.sessionId,
      customer_id: customer.customerId,
      authorization_status: 'AUTHORIZED',
      authorized_at: now,
    })
    .onConflict((oc) =>
      oc.column('session_id').doUpdateSet({ authorization_status: 'AUTHORIZED', authorized_at: now }),
    )
    .execute();
  if (options.rememberDevice) await rememberDevice(c, deps, customer);
}
