/**
 * Seeds the sign-in demo data (server/db/fixtures/signin.ts) into a database that lacks it: the extra
 * accounts, the linked Google identity of shopper@example.com and the pre-locked account. Idempotent per
 * account, so a database seeded before migration 003 gets them on the next start.
 */
import type { Kysely } from 'kysely';
import { GOOGLE_IDENTITIES, SIGN_IN_ACCOUNT_FIXTURES } from '../db/fixtures/signin';
import type { Database } from '../db/schema';
import { hashPassword } from './passwords';
import { accountThrottleKey } from './throttle';

export async function seedSignInAccounts(
  db: Kysely<Database>,
  now = new Date(),
): Promise<{ seeded: boolean }> {
  // Per account: a database seeded before an account was added to the fixtures gets just that account.
  const present = new Set(
    (
      await db
        .selectFrom('customers')
        .select('id')
        .where(
          'id',
          'in',
          SIGN_IN_ACCOUNT_FIXTURES.map((f) => f.id),
        )
        .execute()
    ).map((r) => r.id),
  );
  const missing = SIGN_IN_ACCOUNT_FIXTURES.filter((f) => !present.has(f.id));
  if (missing.length === 0) return { seeded: false };
  const hashed = await Promise.all(missing.map(async (f) => ({ f, hash: await hashPassword(f.password) })));
  await db.transaction().execute(async (trx) => {
    for (const { f, hash } of hashed) {
      await trx
        .insertInto('customers')
        .values({
          id: f.id,
          banner: f.banner,
          email: f.email,
          password_hash: hash,
          first_name: f.firstName,
          last_name: f.lastName,
          loyalty_card_number: null,
          created_at: now,
          updated_at: now,
          authorities: f.authorities,
        })
        .execute();
      await trx
        .insertInto('customer_emails')
        .values({
          customer_id: f.id,
          address: f.email,
          is_verified: f.emailVerified,
          verified_at: f.emailVerified ? now : null,
          verified_timezone: f.emailVerified ? 'UTC' : null,
          position: 0,
        })
        .execute();
      if (f.lockedForMs) {
        await trx
          .insertInto('sign_in_throttle')
          .values({
            key: accountThrottleKey(f.banner, f.email),
            failures: 0,
            window_started_at: now,
            locked_until: new Date(now.getTime() + f.lockedForMs),
          })
          .execute();
      }
    }
    for (const g of GOOGLE_IDENTITIES) {
      if (!g.linkedOn) continue;
      const linked = await trx
        .selectFrom('social_links')
        .select('customer_id')
        .where('provider', '=', 'Google')
        .where('subject', '=', g.subject)
        .executeTakeFirst();
      if (linked) continue;
      const customer = await trx
        .selectFrom('customers')
        .select('id')
        .where('banner', '=', g.linkedOn)
        .where('email', '=', g.email)
        .executeTakeFirst();
      if (customer)
        await trx
          .insertInto('social_links')
          .values({ customer_id: customer.id, provider: 'Google', subject: g.subject, created_at: now })
          .execute();
    }
  });
  return { seeded: true };
}
