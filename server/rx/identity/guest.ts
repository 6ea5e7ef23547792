/**
 * Guest verification by date of birth (pharmacy-portal.md §2.1 /rx/guest-verification, §4 "Guest verification"):
 * a guest opens a link (patientNumber repeated, timestamp) the pharmacy sent by text message and types the
 * patient's date of birth. How a link is issued (our choice, docs/choices.md): the sandbox records each link it
 * "sends" (rx_guest_links: patient and timestamp, valid IDENTITY_LIMITS.guestLinkValidMs) and puts the text message
 * in the outbox; a link that was never issued, or has expired, verifies nothing. Three wrong dates lock the PATIENT
 * for 15 minutes (§4 "the locked status is polled by patient number"): every link of theirs, a new one included
 * (rx_guest_locks, reserved atomically per patient). A right date marks the browser's guest session (server/rx/guest.ts
 * `markGuestVerified`: HttpOnly `rxg` cookie, its keyed hash stored) for those patients: the guest tracker shows
 * their prescriptions and the customer status reads guestVerified.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import { IDENTITY_LIMITS } from '../../../domain/rx/identity';
import type { AppDeps } from '../../http/deps';
import { guestSession } from '../guest';

export type GuestLinkState = 'valid' | 'locked' | 'expired';

/** The state of every link of the request (all must be issued and live; locked when one of its patients is). */
export async function guestLinkState(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
  timestamp: string,
): Promise<GuestLinkState> {
  const now = deps.now();
  const rows = await deps.db
    .selectFrom('rx_guest_links')
    .select(['patient_number', 'expires_at'])
    .where('patient_number', 'in', [...patientNumbers])
    .where('link_timestamp', '=', timestamp)
    .execute();
  const live = rows.filter((r) => r.expires_at.getTime() > now.getTime());
  if (new Set(live.map((r) => r.patient_number)).size !== new Set(patientNumbers).size) return 'expired';
  const locked = await deps.db
    .selectFrom('rx_guest_locks')
    .select('patient_number')
    .where('patient_number', 'in', [...patientNumbers])
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return locked ? 'locked' : 'valid';
}

/** Reserves one try on every patient of the request; null when one of them is locked (nothing reserved then). */
export async function reserveGuestTry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
): Promise<{ slot: number } | null> {
  const now = deps.now();
  const numbers = [...new Set(patientNumbers)];
  try {
    return await deps.db.transaction().execute(async (trx) => {
      // One row per patient: a lock that has passed starts a new count; a live lock reserves nothing.
      const { rows } = await sql<{ failures: number }>`
        INSERT INTO rx_guest_locks AS l (patient_number, failures, locked_until)
        VALUES ${sql.join(numbers.map((n) => sql`(${n}, 1, NULL)`))}
        ON CONFLICT (patient_number) DO UPDATE SET
          failures = CASE WHEN l.locked_until IS NOT NULL AND l.locked_until <= ${now} THEN 1 ELSE l.failures + 1 END,
          locked_until = NULL
        WHERE l.locked_until IS NULL OR l.locked_until <= ${now}
        RETURNING failures`.execute(trx);
      // One of them is locked: roll the others' tries back too (all or nothing).
      if (rows.length < numbers.length) throw new GuestPatientLocked();
      return { slot: Math.max(...rows.map((r) => Number(r.failures))) };
    });
  } catch (error) {
    if (error instanceof GuestPatientLocked) return null;
    throw error;
  }
}

class GuestPatientLocked extends Error {}

export async function settleGuestTry(
  deps: Pick<AppDeps, 'db' | 'now'>,
  patientNumbers: readonly string[],
  outcome: 'right' | 'lock',
): Promise<void> {
  const lockedUntil =
    outcome === 'lock' ? new Date(deps.now().getTime() + IDENTITY_LIMITS.guestLockMs) : null;
  await deps.db
    .updateTable('rx_guest_locks')
    .set({ failures: 0, locked_until: lockedUntil })
    .where('patient_number', 'in', [...patientNumbers])
    .execute();
}

/** Whether this browser carries a live guest verification (§3 "Customer status" guestVerified). */
export async function isGuestVerified(c: Context, deps: AppDeps): Promise<boolean> {
  const session = await guestSession(c, deps);
  return session !== null && session.verifiedPatients.length > 0;
}
