/**
 * Bearer tokens of the sandbox wallet service. The demo host page asks the sandbox for a short-lived token
 * of the signed-in cookie session (POST /__sandbox/wallet/token); the wallet calls carry it as
 * `Authorization: Bearer <token>`. Only its keyed hash is stored. Unknown or expired: 401.
 * A token belongs to the session that asked for it (wallet_tokens.session_id, migration 005): it stops working
 * when that session ends (sign-out, a new sign-in, a password reset, expiry) and never outlives it; its lifetime
 * is at most WALLET_TOKEN_TTL_MS whatever the caller asks for (a shorter one may be asked: the demo's expired
 * token knob asks for 0).
 */
import type { Context } from 'hono';
import type { ActiveSession } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppDeps } from '../http/deps';
import { WALLET_TOKEN_TTL_MS } from './test-cards';

export async function issueWalletToken(
  deps: AppDeps,
  session: Pick<ActiveSession, 'id' | 'customerId' | 'expiresAt'>,
  requestedTtlMs: number = WALLET_TOKEN_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `wt_${randomToken()}`;
  const now = deps.now();
  const ttlMs = Math.max(0, Math.min(requestedTtlMs, WALLET_TOKEN_TTL_MS));
  const expiresAt = new Date(Math.min(now.getTime() + ttlMs, session.expiresAt.getTime()));
  await deps.db
    .insertInto('wallet_tokens')
    .values({
      token_hash: hashToken(token, deps.config.sessionSecret),
      customer_id: session.customerId,
      session_id: session.id,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** The customer a bearer token belongs to, or null (missing, unknown, expired, or its session has ended). */
export async function bearerCustomer(c: Context, deps: AppDeps): Promise<string | null> {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S{1,200})$/i.exec(header);
  if (!match) return null;
  const now = deps.now();
  const row = await deps.db
    .selectFrom('wallet_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select(['t.customer_id'])
    .where('t.token_hash', '=', hashToken(match[1]!, deps.config.sessionSecret))
    .where('t.expires_at', '>', now)
    .where('s.expires_at', '>', now)
    .where('s.auth_level', '=', 'authenticated')
    .executeTakeFirst();
  return row?.customer_id ?? null;
}
