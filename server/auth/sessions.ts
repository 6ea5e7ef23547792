/**
 * Sessions and known machines (account-signin.md §6 user states).
 *
 * - `sid` cookie: a random token; the sessions row is keyed by its hash. Auth level 'authenticated' after a
 *   password sign-in, 'identity' for a browser signed in to the identity system only (sandbox helper).
 *   Remember me: the cookie carries Max-Age 30 days and the row expires then; otherwise the cookie lives as
 *   long as the browser session and the row expires after BROWSER_SESSION_TTL_MS.
 * - Known machine rule: a sign-in with rememberMe=true registers the browser's device (the `did` cookie,
 *   a random id kept for DEVICE_MAX_AGE_S; the devices row holds its hash and the customer) as a known
 *   machine of that customer. A request is on a known machine when it carries a `did` registered to the
 *   session's customer. A device can be known to several customers (a shared family computer).
 * - Lapsed remembered session: an expired remember-me row is kept until GET session reports it
 *   (rememberedSessionLapsed) and deletes it; other routes just treat it as anonymous.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import type { UserInfo } from '../../api/contracts/identity';
import type { SessionAuthLevel } from '../db/schema';
import type { AppDeps } from '../http/deps';
import { isHttps } from '../http/origins';
import { loadAccount } from './accounts';
import { hashToken, randomToken } from './tokens';

export const SESSION_COOKIE = 'sid';
export const DEVICE_COOKIE = 'did';
const DAY_S = 24 * 60 * 60;
export const REMEMBER_ME_MAX_AGE_S = 30 * DAY_S;
export const BROWSER_SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Browsers cap cookie lifetimes at 400 days. */
export const DEVICE_MAX_AGE_S = 400 * DAY_S;

export interface ActiveSession {
  id: string;
  customerId: string;
  email: string;
  authLevel: SessionAuthLevel;
  rememberMe: boolean;
  knownMachine: boolean;
  userInfo: UserInfo;
  expiresAt: Date;
}

export type SessionLookup =
  | { kind: 'none'; hadCookie: boolean }
  | { kind: 'lapsed'; id: string; rememberMe: boolean }
  | { kind: 'active'; session: ActiveSession };

/** Secure whenever the browser came over https, also through a trusted TLS proxy (TRUST_PROXY=on). */
function cookieBase(c: Context, deps: Pick<AppDeps, 'config'>) {
  return { path: '/', httpOnly: true, sameSite: 'Lax', secure: isHttps(c, deps.config) } as const;
}

export async function lookupSession(c: Context, deps: AppDeps): Promise<SessionLookup> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return { kind: 'none', hadCookie: false };
  const deviceToken = getCookie(c, DEVICE_COOKIE);
  const deviceHash = deviceToken ? hashToken(deviceToken, deps.config.sessionSecret) : null;
  const row = await deps.db
    .selectFrom('sessions as s')
    .select((eb) => [
      's.id',
      's.customer_id',
      's.auth_level',
      's.remember_me',
      's.expires_at',
      deviceHash === null
        ? sql<boolean>`false`.as('known_machine')
        : eb
            .exists(
              eb
                .selectFrom('devices as d')
                .select('d.id')
                .whereRef('d.customer_id', '=', 's.customer_id')
                .where('d.device_hash', '=', deviceHash),
            )
            .as('known_machine'),
    ])
    .where('s.id', '=', hashToken(token, deps.config.sessionSecret))
    .executeTakeFirst();
  if (!row) return { kind: 'none', hadCookie: true };
  if (row.expires_at.getTime() <= deps.now().getTime()) {
    return { kind: 'lapsed', id: row.id, rememberMe: row.remember_me };
  }
  // The foreign key cascades, so a session without its customer cannot exist; treat it as signed out anyway.
  const account = await loadAccount(deps.db, row.customer_id);
  if (!account) return { kind: 'none', hadCookie: true };
  return {
    kind: 'active',
    session: {
      id: row.id,
      customerId: row.customer_id,
      email: account.email,
      authLevel: row.auth_level,
      rememberMe: row.remember_me,
      knownMachine: Boolean(row.known_machine),
      userInfo: account.userInfo,
      expiresAt: row.expires_at,
    },
  };
}

/** The active session, or null for anonymous and lapsed ones (without consuming the lapse). */
export async function activeSession(c: Context, deps: AppDeps): Promise<ActiveSession | null> {
  const found = await lookupSession(c, deps);
  return found.kind === 'active' ? found.session : null;
}

export interface StartSessionInput {
  customerId: string;
  authLevel: SessionAuthLevel;
  rememberMe: boolean;
}

/** Replaces the browser's session (never reuses a pre-sign-in id) and sets the `sid` cookie. */
export async function startSession(c: Context, deps: AppDeps, input: StartSessionInput): Promise<void> {
  await endSession(c, deps);
  // Remember me registers the device: this browser is then a known machine of the customer (lookupSession reads
  // that from the `did` cookie and the devices table on every answer).
  if (input.rememberMe) await registerDevice(c, deps, input.customerId);
  const token = randomToken();
  const now = deps.now();
  const ttlMs = input.rememberMe ? REMEMBER_ME_MAX_AGE_S * 1000 : BROWSER_SESSION_TTL_MS;
  await deps.db
    .insertInto('sessions')
    .values({
      id: hashToken(token, deps.config.sessionSecret),
      customer_id: input.customerId,
      auth_level: input.authLevel,
      remember_me: input.rememberMe,
      created_at: now,
      expires_at: new Date(now.getTime() + ttlMs),
    })
    .execute();
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieBase(c, deps),
    ...(input.rememberMe ? { maxAge: REMEMBER_ME_MAX_AGE_S } : {}),
  });
}

/** Deletes the browser's session row (if any) and clears the cookie. */
export async function endSession(c: Context, deps: AppDeps): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token) return;
  await deps.db
    .deleteFrom('sessions')
    .where('id', '=', hashToken(token, deps.config.sessionSecret))
    .execute();
  clearSessionCookie(c, deps);
}

export function clearSessionCookie(c: Context, deps: Pick<AppDeps, 'config'>): void {
  deleteCookie(c, SESSION_COOKIE, cookieBase(c, deps));
}

/** Registers this browser as a known machine of the customer, creating the `did` cookie if needed. */
async function registerDevice(c: Context, deps: AppDeps, customerId: string): Promise<void> {
  const deviceToken = getCookie(c, DEVICE_COOKIE) ?? randomToken();
  const now = deps.now();
  await deps.db
    .insertInto('devices')
    .values({
      device_hash: hashToken(deviceToken, deps.config.sessionSecret),
      customer_id: customerId,
      created_at: now,
      last_seen_at: now,
    })
    .onConflict((oc) => oc.columns(['device_hash', 'customer_id']).doUpdateSet({ last_seen_at: now }))
    .execute();
  setCookie(c, DEVICE_COOKIE, deviceToken, { ...cookieBase(c, deps), maxAge: DEVICE_MAX_AGE_S });
}
