/**
 * Sign-in throttle (issue 5): failed sign-ins are counted per account (banner + email, whether or not the
 * account exists, so a lock never reveals an account) and per client (the caller's address).
 * - Account: ACCOUNT_LIMIT failures within WINDOW_MS lock the account for LOCK_MS; while locked even the
 *   right password is refused (423 ACCOUNT_LOCKED with retryAfterSeconds).
 * - Client: CLIENT_LIMIT failures within WINDOW_MS refuse that client's sign-ins until the window ends
 *   (429 TOO_MANY_ATTEMPTS with retryAfterSeconds).
 * A successful sign-in clears the account's counter (not the client's).
 */
import type { Context } from 'hono';
import type { AppDeps } from '../http/deps';

export const THROTTLE = {
  ACCOUNT_LIMIT: 5,
  CLIENT_LIMIT: 30,
  WINDOW_MS: 15 * 60 * 1000,
  LOCK_MS: 15 * 60 * 1000,
} as const;

export const accountThrottleKey = (banner: string, email: string) =>
  `account:${banner}:${email.trim().toLowerCase()}`;

export function clientThrottleKey(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return `client:${incoming?.socket?.remoteAddress ?? 'local'}`;
}

export type ThrottleState =
  | { kind: 'open' }
  | { kind: 'locked'; retryAfterSeconds: number }
  | { kind: 'throttled'; retryAfterSeconds: number };

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

export async function throttleState(
  deps: AppDeps,
  accountKey: string,
  clientKey: string,
): Promise<ThrottleState> {
  const now = deps.now();
  const rows = await deps.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', 'in', [accountKey, clientKey])
    .execute();
  const account = rows.find((r) => r.key === accountKey);
  if (account?.locked_until && account.locked_until.getTime() > now.getTime()) {
    return { kind: 'locked', retryAfterSeconds: secondsUntil(account.locked_until, now) };
  }
  const client = rows.find((r) => r.key === clientKey);
  if (client && client.failures >= THROTTLE.CLIENT_LIMIT) {
    const windowEnd = new Date(client.window_started_at.getTime() + THROTTLE.WINDOW_MS);
    if (windowEnd.getTime() > now.getTime())
      return { kind: 'throttled', retryAfterSeconds: secondsUntil(windowEnd, now) };
  }
  return { kind: 'open' };
}

/** Counts one failure for a key; returns the lock end when this failure locks it. */
async function countFailure(
  deps: AppDeps,
  key: string,
  limit: number,
  lockMs: number | null,
): Promise<Date | null> {
  const now = deps.now();
  const row = await deps.db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('key', '=', key)
    .executeTakeFirst();
  const windowOpen = row && row.window_started_at.getTime() + THROTTLE.WINDOW_MS > now.getTime();
  const failures = windowOpen ? row.failures + 1 : 1;
  const lockedUntil = lockMs !== null && failures >= limit ? new Date(now.getTime() + lockMs) : null;
  const values = {
    failures: lockedUntil ? 0 : failures,
    window_started_at: windowOpen ? row.window_started_at : now,
    locked_until: lockedUntil,
  };
  await deps.db
    .insertInto('sign_in_throttle')
    .values({ key, ...values })
    .onConflict((oc) => oc.column('key').doUpdateSet(values))
    .execute();
  return lockedUntil;
}

export async function recordFailure(
  deps: AppDeps,
  accountKey: string,
  clientKey: string,
): Promise<Date | null> {
  await countFailure(deps, clientKey, THROTTLE.CLIENT_LIMIT, null);
  return countFailure(deps, accountKey, THROTTLE.ACCOUNT_LIMIT, THROTTLE.LOCK_MS);
}

export async function clearAccountFailures(deps: AppDeps, accountKey: string): Promise<void> {
  await deps.db.deleteFrom('sign_in_throttle').where('key', '=', accountKey).execute();
}
