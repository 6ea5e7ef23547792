/**
 * Guest sessions (pharmacy-portal.md §6 "Guest (unauthenticated; verified by date of birth or prescription
 * verification): limited to the guest tracker, easy fill / guest refill ..."). A browser without a sign-in gets an
 * HttpOnly `rxg` cookie (a random token; its keyed hash is the row's key) the first time it needs one. The session
 * remembers what the guest proved, and nothing else decides what a guest may reach:
 * - a guest refill's validation: the prescriptions that were valid and refillable for the rx number and pharmacy
 *   phone given (only those can be ordered);
 * - a date-of-birth check (the identity area's POST /guest-verification calls `markGuestVerified`): which patients,
 *   for GUEST_VERIFICATION_TTL_MS. The guest tracker shows only their prescriptions.
 * Rows expire GUEST_SESSION_TTL_MS after they were created; an expired row is never read again.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { RxGuestValidatedRecord } from '../db/schema';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppDeps } from '../http/deps';
import { isHttps } from '../http/origins';

export const GUEST_COOKIE = 'rxg';
/** A guest session lives this long (chosen, docs/choices.md). */
export const GUEST_SESSION_TTL_MS = 2 * 60 * 60 * 1000;
/** A date-of-birth verification holds this long (chosen, docs/choices.md). */
export const GUEST_VERIFICATION_TTL_MS = 30 * 60 * 1000;
/** Prescriptions one guest session may remember as validated (bounds the row). */
const MAX_VALIDATED = 20;

export interface GuestSession {
  tokenHash: string;
  /** The idempotency scope of this guest's orders. */
  scope: string;
  /** Patients whose date of birth was verified and still holds. */
  verifiedPatients: string[];
  validatedRecords: RxGuestValidatedRecord[];
}

/** This browser's guest session, or null (none, or expired). With `create`, one is started when there is none. */
export async function guestSession(
  c: Context,
  deps: AppDeps,
  { create = false }: { create?: boolean } = {},
): Promise<GuestSession | null> {
  const now = deps.now();
  const token = getCookie(c, GUEST_COOKIE);
  if (token) {
    const tokenHash = hashToken(token, deps.config.sessionSecret);
    const row = await deps.db
      .selectFrom('rx_guest_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (row) {
      const verified = row.verified_until !== null && row.verified_until.getTime() > now.getTime();
      return {
        tokenHash,
        scope: `guest:${tokenHash.slice(0, 32)}`,
        verifiedPatients: verified ? row.verified_patients : [],
        validatedRecords: row.validated_records,
      };
    }
  }
  if (!create) return null;
  const fresh = randomToken();
  const tokenHash = hashToken(fresh, deps.config.sessionSecret);
  await deps.db
    .insertInto('rx_guest_sessions')
    .values({ token_hash: tokenHash, expires_at: new Date(now.getTime() + GUEST_SESSION_TTL_MS) })
    .execute();
  setCookie(c, GUEST_COOKIE, fresh, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c, deps.config),
  });
  return { tokenHash, scope: `guest:${tokenHash.slice(0, 32)}`, verifiedPatients: [], validatedRecords: [] };
}

/**
 * Marks this browser's guest session as having verified these patients' dates of birth (for
 * GUEST_VERIFICATION_TTL_MS). The identity area's date-of-birth check calls it on success.
 */
export async function markGuestVerified(c: Context, deps: AppDeps, patientNumbers: readonly string[]) {
  const session = await guestSession(c, deps, { create: true });
  if (!session) throw new Error('guestSession with create returned null');
  const patients = [...new Set([...session.verifiedPatients, ...patientNumbers])];
  await deps.db
    .updateTable('rx_guest_sessions')
    .set({
      verified_patients: JSON.stringify(patients),
      verified_until: new Date(deps.now().getTime() + GUEST_VERIFICATION_TTL_MS),
    })
    .where('token_hash', '=', session.tokenHash)
    .execute();
}

/** Remembers a prescription this guest validated as refillable (the newest MAX_VALIDATED are kept). */
export async function rememberValidated(
  deps: AppDeps,
  session: GuestSession,
  record: RxGuestValidatedRecord,
) {
  const others = session.validatedRecords.filter((r) => r.rxRecordNumber !== record.rxRecordNumber);
  const records = [...others, record].slice(-MAX_VALIDATED);
  await deps.db
    .updateTable('rx_guest_sessions')
    .set({ validated_records: JSON.stringify(records) })
    .where('token_hash', '=', session.tokenHash)
    .execute();
}
