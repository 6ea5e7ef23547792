/**
 * Security-question attempts and the account lock (pharmacy-portal.md §4 "Security-question attempts", "Account
 * lock"; our rule in domain/rx/identity.ts PAGE_STATE_OF_ATTEMPT, docs/choices.md). A wrong answer moves:
 *   PRISTINE → SECOND_ATTEMPT → SUBSEQUENT_ATTEMPT → LOCKED_OUT (TEMPORARILY_LOCKED: the reset page lifts it)
 *   TEMPORARY_UNLOCK → TEMPORARY_UNLOCK_ATTEMPT → LOCKED_OUT (LOCKED: only Customer Support lifts it)
 * A right answer → PRISTINE. Every answer first reserves the move a wrong answer makes, in ONE statement (the row
 * lock serialises parallel answers, each seeing the last one's move), before the slow hash comparison: parallel
 * wrong answers never get more tries than one after the other. A right answer then puts the state back to PRISTINE.
 */
import { sql } from 'kysely';
import type { AttemptState, LockedStatus } from '../../../api/contracts/rx-identity';
import type { AppDeps } from '../../http/deps';

export interface AttemptRow {
  attemptState: AttemptState;
  lockedStatus: LockedStatus;
  failedAttempts: number;
}

/** The move of a wrong answer from each answerable state. */
export const WRONG_ANSWER_MOVES: Readonly<
  Partial<Record<AttemptState, { attemptState: AttemptState; lockedStatus: LockedStatus }>>
> = {
  PRISTINE: { attemptState: 'SECOND_ATTEMPT', lockedStatus: 'UNLOCKED' },
  SECOND_ATTEMPT: { attemptState: 'SUBSEQUENT_ATTEMPT', lockedStatus: 'UNLOCKED' },
  SUBSEQUENT_ATTEMPT: { attemptState: 'LOCKED_OUT', lockedStatus: 'TEMPORARILY_LOCKED' },
  TEMPORARY_UNLOCK: { attemptState: 'TEMPORARY_UNLOCK_ATTEMPT', lockedStatus: 'UNLOCKED' },
  TEMPORARY_UNLOCK_ATTEMPT: { attemptState: 'LOCKED_OUT', lockedStatus: 'LOCKED' },
};

export async function attemptsOf(deps: Pick<AppDeps, 'db'>, customerId: string): Promise<AttemptRow> {
  const row = await deps.db
    .selectFrom('rx_challenge_attempts')
    .select(['attempt_state', 'locked_status', 'failed_attempts'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row
    ? {
        attemptState: row.attempt_state,
        lockedStatus: row.locked_status,
        failedAttempts: row.failed_attempts,
      }
    : { attemptState: 'PRISTINE', lockedStatus: 'UNLOCKED', failedAttempts: 0 };
}

const moveCase = (column: 'attemptState' | 'lockedStatus') => {
  const branches = Object.entries(WRONG_ANSWER_MOVES).map(
    ([from, to]) => sql`WHEN t.attempt_state = ${from} THEN ${to[column]}`,
  );
  return sql.join(branches, sql` `);
};

/**
 * Reserves a wrong answer's move (see the module comment). Null when the customer is locked (nothing reserved);
 * otherwise the state before and after the move.
 */
export async function reserveAnswer(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
): Promise<{ before: AttemptRow; after: AttemptRow } | null> {
  const now = deps.now();
  await deps.db
    .insertInto('rx_challenge_attempts')
    .values({ customer_id: customerId })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  const { rows } = await sql<{
    attempt_state: AttemptState;
    locked_status: LockedStatus;
    failed_attempts: number;
  }>`
    UPDATE rx_challenge_attempts AS t SET
      attempt_state = CASE ${moveCase('attemptState')} ELSE t.attempt_state END,
      locked_status = CASE ${moveCase('lockedStatus')} ELSE t.locked_status END,
      failed_attempts = t.failed_attempts + 1,
      updated_at = ${now}
    WHERE t.customer_id = ${customerId} AND t.locked_status = 'UNLOCKED'
    RETURNING t.attempt_state, t.locked_status, t.failed_attempts`.execute(deps.db);
  const row = rows[0];
  if (!row) return null;
  const after: AttemptRow = {
    attemptState: row.attempt_state,
    lockedStatus: row.locked_status,
    failedAttempts: Number(row.failed_attempts),
  };
  const from = (Object.entries(WRONG_ANSWER_MOVES) as [AttemptState, AttemptRow][]).find(
    ([, to]) => to.attemptState === after.attemptState && to.lockedStatus === after.lockedStatus,
  );
  const before: AttemptRow = {
    attemptState: from?.[0] ?? 'PRISTINE',
    lockedStatus: 'UNLOCKED',
    failedAttempts: after.failedAttempts - 1,
  };
  return { before, after };
}

/**
 * A right answer: back to PRISTINE (the reserved move is undone). A final lock reached meanwhile by another
 * parallel answer stays: only Customer Support lifts it. Answers whether to remember the device after a reset.
 */
export async function answeredRight(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  reserved: AttemptRow,
): Promise<boolean> {
  const row = await deps.db
    .updateTable('rx_challenge_attempts')
    .set({
      attempt_state: 'PRISTINE',
      locked_status: 'UNLOCKED',
      failed_attempts: 0,
      remember_device: false,
      updated_at: deps.now(),
    })
    .where('customer_id', '=', customerId)
    // Its own reserved move is undone even when that move was the final lock; another answer's final lock stays.
    .where((eb) =>
      eb.or([
        eb.and([
          eb('attempt_state', '=', reserved.attemptState),
          eb('locked_status', '=', reserved.lockedStatus),
        ]),
        eb('locked_status', '!=', 'LOCKED'),
      ]),
    )
    .returning(['remember_device'])
    .executeTakeFirst();
  return row?.remember_device ?? false;
}

/** A reset (the account password and new questions): a temporary lock becomes TEMPORARY_UNLOCK; else PRISTINE. */
export async function afterReset(
  deps: Pick<AppDeps, 'db' | 'now'>,
  customerId: string,
  rememberDevice: boolean,
): Promise<AttemptRow> {
  const current = await attemptsOf(deps, customerId);
  const attemptState: AttemptState =
    current.lockedStatus === 'TEMPORARILY_LOCKED' ? 'TEMPORARY_UNLOCK' : 'PRISTINE';
  const values = {
    attempt_state: attemptState,
    locked_status: 'UNLOCKED' as const,
    failed_attempts: 0,
    remember_device: rememberDevice,
    updated_at: deps.now(),
  };
  await deps.db
    .insertInto('rx_challenge_attempts')
    .values({ customer_id: customerId, ...values })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
    .execute();
  return { attemptState, lockedStatus: 'UNLOCKED', failedAttempts: 0 };
}
