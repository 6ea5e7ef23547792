/**
 * Bearer tokens of the sandbox wallet service. The demo host page asks the sandbox for a short-lived token
 * of the signed-in cookie session (POST /__sandbox/wallet/token); the wallet calls carry it as
 * `Authorization: Bearer <token>`. Only its keyed hash is stored. Unknown or expired: 401.
 */
import type { Context } from 'hono';
import { hashToken, randomToken } from '../auth/tokens';
import type { AppDeps } from '../http/deps';
import { WALLET_TOKEN_TTL_MS } from './test-cards';

export async function issueWalletToken(
  deps: AppDeps,
  customerId: string,
  ttlMs = WALLET_TOKEN_TTL_MS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = `wt_${randomToken()}`;
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + ttlMs);
  await deps.db
    .insertInto('wallet_tokens')
    .values({
      token_hash: hashToken(token, deps.config.sessionSecret),
      customer_id: customerId,
      expires_at: expiresAt,
      created_at: now,
    })
    .execute();
  return { token, expiresAt };
}

/** The customer a bearer token belongs to, or null (missing, unknown or expired). */
export async function bearerCustomer(c: Context, deps: AppDeps): Promise<string | null> {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) return null;
  const row = await deps.db
    .selectFrom('wallet_tokens')
    .select(['customer_id', 'expires_at'])
    .where('token_hash', '=', hashToken(match[1]!, deps.config.sessionSecret))
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() <= deps.now().getTime()) return null;
  return row.customer_id;
}
