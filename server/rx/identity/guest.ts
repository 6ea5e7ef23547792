/**
 * Guest verification by date of birth (pharmacy-portal.md §2.1 /rx/guest-verification, §4 "Guest verification"):
 * a guest opens a link (patientNumber repeated, timestamp) the pharmacy sent by text message and types the
 * patient's date of birth. How a link is issued (our choice, docs/choices.md): the sandbox records each link it
 * "sends" (rx_guest_links: patient and timestamp, valid IDENTITY_LIMITS.guestLinkValidMs) and puts the text message
 * in the outbox; a link that was never issued, or has expired, verifies nothing. Three wrong dates lock the link for
 * 15 minutes (reserved atomically per link). A right date marks the browser's guest session (server/rx/guest.ts
 * `markGuestVerified`: HttpOnly `rxg` cookie, its keyed hash stored) for those patients: the guest tracker shows
 * their prescriptions and the customer status reads guestVerified.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import { IDENTITY_LIMITS } from '../../../src/domain/rx/identity';
import type { AppDeps } from '../../http/deps';
import { guestSession } from '../guest';

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

/** Whether this browser carries a live guest verification (§3 "Customer status" guestVerified). */
export async function isGuestVerified(c: Context, deps: AppDeps): Promise<boolean> {
  const session = await guestSession(c, deps);
  return session !== null && session.verifiedPatients.length > 0;
}
