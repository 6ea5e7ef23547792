/** Random tokens for cookies and their keyed hashes for storage (the database never holds a usable token). */
import { createHmac, randomBytes } from 'node:crypto';

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * HMAC-SHA256 keyed with SESSION_SECRET: a copied database is useless without the secret, and changing the
 * secret signs everybody out (the usual way to revoke every session at once).
 */
export function hashToken(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('hex');
}
