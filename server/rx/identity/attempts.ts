/**
 * Failed identity attempts per customer (issue 10: "five wrong lookups lock the lookup"; pharmacy-portal.md §8
 * "locked out for 30 minutes"): lookups, prescription verifications (the RX numbers typed; a prescriber answer is
 * not one of them) and identity quizzes. Like the sign-in throttle (server/auth/throttle.ts), every attempt first RESERVES its slot in
 * one statement (an upsert that counts and returns the count), before anything is compared: parallel wrong answers
 * cannot all pass a check made before any of them was counted. A right answer clears the count; the attempt that
 * fails at the limit locks the kind for its lock time; the lock persists in the database across restarts.
 */
import { sql } from 'kysely';
import { IDENTITY_LIMITS } from '../../../domain/rx/identity';
import type { AppDeps } from '../../http/deps';

export type AttemptKind = 'lookup' | 'verify' | 'quiz';

export type AttemptReservation = { kind: 'reserved'; slot: number } | { kind: 'locked'; until: Date };

/** Reserves one attempt: a lapsed lock starts again at 1; a live lock is left as it is (refused). */
export async function reserveIdentityAttempt(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  kind: AttemptKind,
  limit: number,
): Promise<AttemptReservation> {
  const now = deps.now();
  const locked = sql<boolean>`t.locked_until IS NOT NULL AND t.locked_until > ${now}`;
  const lapsed = sql<boolean>`t.locked_until IS NOT NULL AND t.locked_until <= ${now}`;
  const { rows } = await sql<{ failures: number; locked_until: Date | null }>`
    INSERT INTO rx_verification_attempts AS t (customer_id, kind, failures, locked_until, updated_at)
    VALUES (${customerId}, ${kind}, 1, NULL, ${now})
    ON CONFLICT (customer_id, kind) DO UPDATE SET
      failures = CASE WHEN ${locked} THEN t.failures WHEN ${lapsed} THEN 1 ELSE t.failures + 1 END,
      locked_until = CASE WHEN ${locked} THEN t.locked_until ELSE NULL END,
      updated_at = ${now}
    RETURNING failures, locked_until`.execute(deps.db);
  const row = rows[0]!;
  const until = row.locked_until ? new Date(row.locked_until) : null;
  if (until && until.getTime() > now.getTime()) return { kind: 'locked', until };
  const slot = Number(row.failures);
  // More reservations than the limit (parallel callers past the one that locks): refused as locked.
  if (slot > limit) return { kind: 'locked', until: now };
  return { kind: 'reserved', slot };
}

/** Whether the kind is locked now (read only: nothing is counted). */
export async function isIdentityLocked(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  kind: AttemptKind,
): Promise<boolean> {
  const row = await deps.db
    .selectFrom('rx_verification_attempts')
    .select('locked_until')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.locked_until != null && new Date(row.locked_until).getTime() > deps.now().getTime();
}

/** A right answer: the count starts again. */
export async function clearIdentityAttempts(
  deps: Pick<AppDeps, 'db'>,
  customerId: string,
  kind: AttemptKind,
): Promise<void> {
  await deps.db
    .deleteFrom('rx_verification_attempts')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .execute();
}

/** Gives a reserved slot back (the attempt was neither right nor wrong, e.g. a follow-up quiz). */
export async function releaseIdentityAttempt(
  deps: Pick<AppDeps, 'db'>,
  customerId: string,
  kind: AttemptKind,
): Promise<void> {
  await deps.db
    .updateTable('rx_verification_attempts')
    .set({ failures: sql<number>`failures - 1` })
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .where('failures', '>', 0)
    .execute();
}

/** The failing attempt at the limit locks the kind for `lockMs`; answers the lock's end. */
export async function lockIdentityAttempts(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  kind: AttemptKind,
  lockMs: number,
): Promise<Date> {
  const now = deps.now();
  const until = new Date(now.getTime() + lockMs);
  await deps.db
    .updateTable('rx_verification_attempts')
    .set({ failures: 0, locked_until: until, updated_at: now })
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .execute();
  if (kind === 'lookup') {
    // §3 accountLockedForLinking (customer status) reads the linking lock.
    await deps.db
      .insertInto('rx_customers')
      .values({ customer_id: customerId, linking_locked_until: until })
      .onConflict((oc) =>
        oc.column('customer_id').doUpdateSet({ linking_locked_until: until, updated_at: now }),
      )
      .execute();
  }
  return until;
}

/** A failed attempt: locks when it was the last slot. Answers the lock's end, or null. */
export async function failIdentityAttempt(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  kind: AttemptKind,
  slot: number,
  limit: number,
  lockMs: number,
): Promise<Date | null> {
  return slot >= limit ? lockIdentityAttempts(deps, customerId, kind, lockMs) : null;
}

/** Each kind's failure limit and lock (domain/rx/identity.ts IDENTITY_LIMITS). */
const ATTEMPT_LIMITS: Readonly<Record<AttemptKind, { failures: number; lockMs: number }>> = {
  lookup: { failures: IDENTITY_LIMITS.lookupFailures, lockMs: IDENTITY_LIMITS.lookupLockMs },
  verify: { failures: IDENTITY_LIMITS.verifyFailures, lockMs: IDENTITY_LIMITS.verifyLockMs },
  quiz: { failures: IDENTITY_LIMITS.quizFailures, lockMs: IDENTITY_LIMITS.quizLockMs },
};

/** A reserved attempt, settled once by the route when it knows the answer. */
export interface IdentityAttempt {
  kind: 'reserved';
  slot: number;
  /** A wrong answer: the attempt at the limit locks the kind. Answers the lock's end, or null. */
  fail: () => Promise<Date | null>;
  /** A right answer: the count starts again. */
  succeed: () => Promise<void>;
  /** Neither right nor wrong (e.g. a follow-up quiz): the slot is given back. */
  release: () => Promise<void>;
}

/**
 * One limited identity attempt of a customer: its slot is reserved before anything is compared (refused while the
 * kind is locked), then settled with the kind's own limit and lock.
 */
export async function beginIdentityAttempt(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  kind: AttemptKind,
): Promise<IdentityAttempt | { kind: 'locked'; until: Date }> {
  const limits = ATTEMPT_LIMITS[kind];
  const reservation = await reserveIdentityAttempt(deps, customerId, kind, limits.failures);
  if (reservation.kind === 'locked') return reservation;
  const { slot } = reservation;
  return {
    kind: 'reserved',
    slot,
    fail: () => failIdentityAttempt(deps, customerId, kind, slot, limits.failures, limits.lockMs),
    succeed: () => clearIdentityAttempts(deps, customerId, kind),
    release: () => releaseIdentityAttempt(deps, customerId, kind),
  };
}
