/**
 * Sign-in throttle (issue 5, made race-free by issue 8): password checks are counted per account (banner +
 * email, whether or not the account exists, so a lock never reveals an account) and per client (the caller's
 * address; the forwarded one behind a trusted proxy).
 * - Account: ACCOUNT_LIMIT checks within WINDOW_MS; the one that fails at the limit locks the account for
 *   LOCK_MS; while locked even the right password is refused (423 ACCOUNT_LOCKED with retryAfterSeconds). The
 *   emailed password reset lifts a lock (the locked message says so).
 * - Client: CLIENT_LIMIT checks within WINDOW_MS; past that the client's sign-ins are refused until the window
 *   ends (429 TOO_MANY_ATTEMPTS with retryAfterSeconds).
 * Each attempt reserves its slot in one atomic statement (an upsert that counts and returns the count) before
 * the password is hashed, so parallel guesses cannot all pass a check made before any of them is counted: at
 * most ACCOUNT_LIMIT passwords are ever checked per account and window, CLIENT_LIMIT per client. A right
 * password clears the account's count and gives the client its slot back.
 * Create account is throttled the same way per client (CREATE_LIMIT attempts per window), so its "already
 * exists" answer cannot be used to list accounts quickly.
 */
import type { Context } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../http/deps';
import { clientAddress } from '../http/origins';

export const THROTTLE = {
  ACCOUNT_LIMIT: 5,
  CLIENT_LIMIT: 30,
  CREATE_LIMIT: 10,
  WINDOW_MS: 15 * 60 * 1000,
  LOCK_MS: 15 * 60 * 1000,
} as const;

export const accountThrottleKey = (banner: string, email: string) =>
  `account:${banner}:${email.trim().toLowerCase()}`;

export function clientThrottleKey(c: Context, deps: Pick<AppDeps, 'config'>): string {
  return `client:${clientAddress(c, deps.config)}`;
}

export function createAccountThrottleKey(c: Context, deps: Pick<AppDeps, 'config'>): string {
  return `create:${clientAddress(c, deps.config)}`;
}

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export type Reservation =
  /** The attempt may go ahead; `slot` is its number in the window (1 = first). */
  | { kind: 'reserved'; slot: number }
  /** Refused: the key is locked, or its window's attempts are used up. */
  | { kind: 'refused'; retryAfterSeconds: number };

/**
 * Reserves one attempt for `key` in one statement: a new or lapsed window starts at 1; a locked key is left as it
 * is; otherwise the count goes up by one. The row lock of the upsert serialises concurrent attempts.
 */
export async function reserveAttempt(deps: AppDeps, key: string, limit: number): Promise<Reservation> {
  const now = deps.now();
  const windowCutoff = new Date(now.getTime() - THROTTLE.WINDOW_MS);
  const locked = sql<boolean>`t.locked_until IS NOT NULL AND t.locked_until > ${now}`;
  const fresh = sql<boolean>`t.window_started_at <= ${windowCutoff} OR t.locked_until IS NOT NULL`;
  const { rows } = await sql<{ failures: number; window_started_at: Date; locked_until: Date | null }>`
    INSERT INTO sign_in_throttle AS t (key, failures, window_started_at, locked_until)
    VALUES (${key}, 1, ${now}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN ${locked} THEN t.failures WHEN ${fresh} THEN 1 ELSE t.failures + 1 END,
      window_started_at = CASE WHEN ${locked} THEN t.window_started_at WHEN ${fresh} THEN ${now}
        ELSE t.window_started_at END,
      locked_until = CASE WHEN ${locked} THEN t.locked_until ELSE NULL END
    RETURNING failures, window_started_at, locked_until`.execute(deps.db);
  const row = rows[0]!;
  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
    return { kind: 'refused', retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  const failures = Number(row.failures);
  if (failures > limit) {
    const windowEnd = new Date(new Date(row.window_started_at).getTime() + THROTTLE.WINDOW_MS);
    return { kind: 'refused', retryAfterSeconds: secondsUntil(windowEnd, now) };
  }
  return { kind: 'reserved', slot: failures };
}

/** Gives a reserved slot back (the attempt was refused for another reason, or it was a right password). */
export async function releaseAttempt(deps: AppDeps, key: string): Promise<void> {
  await deps.db
    .updateTable('sign_in_throttle')
    .set({ failures: sql<number>`failures - 1` })
    .where('key', '=', key)
    .where('failures', '>', 0)
    .execute();
}

/** Locks the account key for LOCK_MS (its window's count starts again after the lock). */
export async function lockAccount(deps: AppDeps, accountKey: string): Promise<Date> {
  const now = deps.now();
  const lockedUntil = new Date(now.getTime() + THROTTLE.LOCK_MS);
  await deps.db
    .updateTable('sign_in_throttle')
    .set({ failures: 0, window_started_at: now, locked_until: lockedUntil })
    .where('key', '=', accountKey)
    .execute();
  return lockedUntil;
}

export async function clearAccountFailures(deps: AppDeps, accountKey: string): Promise<void> {
  await deps.db.deleteFrom('sign_in_throttle').where('key', '=', accountKey).execute();
}
