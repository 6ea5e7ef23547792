/**
 * Guest verification by date of birth (pharmacy-portal.md §2.1 /rx/guest-verification, §4 "Guest verification"):
 * a guest opens a link (patientNumber repeated, timestamp) the pharmacy sent by text message and types the
 * patient's date of birth. How a link is issued (our choice, docs/choices.md): the sandbox records each link it
 * "sends" (rx_guest_links: patient and timestamp, valid IDENTITY_LIMITS.guestLinkValidMs) and puts the text message
 * in the outbox; a link that was never issued, or has expired, verifies nothing. Three wrong dates lock the link for
 * 15 minutes (reserved atomically per link). A right date opens a guest session (HttpOnly `rxg` cookie, its keyed
 * hash stored) that the customer status reads as guestVerified.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { sql } from 'kysely';
import { IDENTITY_LIMITS } from '../../../src/domain/rx/identity';
import { hashToken, randomToken } from '../../auth/tokens';
import type { AppDeps } from '../../http/deps';
import { isHttps } from '../../http/origins';

export const GUEST_SESSION_COOKIE = 'rxg';
/** A verified guest stays verified this long (chosen). */
export const GUEST_SESSION_MS = 30 * 60 * 1000;

export type GuestLinkState = 'valid' | 'locked' | 'expired';

/** The state of every link of the request (all must be issued and live). */
export async function guestLinkState(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
  timestamp: string,
): Promise<GuestLinkState> {
  const now = deps.now();
  const rows = await deps.db
    .selectFrom('rx_guest_links')
    .select(['patient_number', 'expires_at', 'locked_until'])
    .where('patient_number', 'in', [...patientNumbers])
    .where('link_timestamp', '=', timestamp)
    .execute();
  const live = rows.filter((r) => r.expires_at.getTime() > now.getTime());
  if (new Set(live.map((r) => r.patient_number)).size !== new Set(patientNumbers).size) return 'expired';
  return live.some((r) => r.locked_until && r.locked_until.getTime() > now.getTime()) ? 'locked' : 'valid';
}

/** Reserves one try on every link of the request; false when one of them is locked (nothing reserved then). */
export async function reserveGuestTry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
  timestamp: string,
): Promise<{ slot: number } | null> {
  const now = deps.now();
  const { rows } = await sql<{ failures: number }>`
    UPDATE rx_guest_links SET
      failures = CASE WHEN locked_until IS NOT NULL AND locked_until <= ${now} THEN 1 ELSE failures + 1 END,
      locked_until = NULL
    WHERE patient_number IN (${sql.join([...patientNumbers])}) AND link_timestamp = ${timestamp}
      AND (locked_until IS NULL OR locked_until <= ${now})
    RETURNING failures`.execute(deps.db);
  if (rows.length < new Set(patientNumbers).size) return null;
  return { slot: Math.max(...rows.map((r) => Number(r.failures))) };
}

export async function settleGuestTry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
  timestamp: string,
  outcome: 'right' | 'lock',
): Promise<void> {
  const lockedUntil =
    outcome === 'lock' ? new Date(deps.now().getTime() + IDENTITY_LIMITS.guestLockMs) : null;
  await deps.db
    .updateTable('rx_guest_links')
    .set({ failures: 0, locked_until: lockedUntil })
    .where('patient_number', 'in', [...patientNumbers])
    .where('link_timestamp', '=', timestamp)
    .execute();
}

export async function startGuestSession(c: Context, deps: AppDeps, patientNumbers: readonly string[]) {
  const token = randomToken();
  const now = deps.now();
  await deps.db
    .insertInto('rx_guest_sessions')
    .values({
      token_hash: hashToken(token, deps.config.sessionSecret),
      patient_numbers: JSON.stringify([...new Set(patientNumbers)]),
      verified_at: now,
      expires_at: new Date(now.getTime() + GUEST_SESSION_MS),
    })
    .execute();
  setCookie(c, GUEST_SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps.config),
    maxAge: GUEST_SESSION_MS / 1000,
  });
}

/** Whether this browser carries a live guest session (§3 "Customer status" guestVerified). */
export async function isGuestVerified(c: Context, deps: AppDeps): Promise<boolean> {
  const token = getCookie(c, GUEST_SESSION_COOKIE);
  if (!token) return false;
  const row = await deps.db
    .selectFrom('rx_guest_sessions')
    .select('token_hash')
    .where('token_hash', '=', hashToken(token, deps.config.sessionSecret))
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  return row !== undefined;
}
