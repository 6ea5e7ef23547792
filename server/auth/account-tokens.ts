/**
 * One-time account tokens (password reset, email verification): a random token goes into the emailed link,
 * the database keeps only its keyed hash. A token works once and only until it expires.
 */
import type { AppDeps } from '../http/deps';
import { hashToken, randomToken } from './tokens';

export type TokenPurpose = 'password_reset' | 'email_verification';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 30 * 60 * 1000,
  email_verification: 24 * 60 * 60 * 1000,
};

export async function issueToken(deps: AppDeps, customerId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  // A new link replaces the earlier ones of the same purpose.
  await deps.db
    .deleteFrom('account_tokens')
    .where('customer_id', '=', customerId)
    .where('purpose', '=', purpose)
    .execute();
  await deps.db
    .insertInto('account_tokens')
    .values({
      id: hashToken(token, deps.config.sessionSecret),
      customer_id: customerId,
      purpose,
      created_at: now,
      expires_at: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
    })
    .execute();
  return token;
}

export type TokenCheck = { kind: 'ok'; customerId: string } | { kind: 'invalid' } | { kind: 'expired' };

/** Marks the token used and returns its customer; an unknown, used or other-purpose token is invalid. */
export async function consumeToken(deps: AppDeps, token: string, purpose: TokenPurpose): Promise<TokenCheck> {
  const id = hashToken(token, deps.config.sessionSecret);
  const row = await deps.db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.used_at) return { kind: 'invalid' };
  if (row.expires_at.getTime() <= deps.now().getTime()) {
    await deps.db.deleteFrom('account_tokens').where('id', '=', id).execute();
    return { kind: 'expired' };
  }
  await deps.db.updateTable('account_tokens').set({ used_at: deps.now() }).where('id', '=', id).execute();
  return { kind: 'ok', customerId: row.customer_id };
}
