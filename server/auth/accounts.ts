/** The account facts a session exposes: the identity service's userInfo and the sign-in email. */
import { type Kysely, sql } from 'kysely';
import type { UserInfo } from '../../api/contracts/identity';
import type { Database } from '../db/schema';

export interface Account {
  email: string;
  userInfo: UserInfo;
}

/**
 * Whether the sign-in address is verified, wherever it sits in the customer's list of emails: a column of any query
 * that reads the customer as `c` (loadAccount here, the session lookup in ./sessions.ts, which reads the session and
 * its account in one query).
 */
export const EMAIL_VERIFIED = sql<boolean>`exists (select 1 from customer_emails as e where e.customer_id = c.id and lower(e.address) = c.email and e.is_verified = true)`;

/** The account from a customer row read with EMAIL_VERIFIED. */
export function accountOf(row: {
  id: string;
  email: string;
  banner: string;
  authorities: string[] | null;
  email_verified: boolean;
}): Account {
  return {
    email: row.email,
    userInfo: {
      userId: row.id,
      emailVerified: Boolean(row.email_verified),
      banner: row.banner,
      authorities: row.authorities ?? [],
    },
  };
}

export async function loadAccount(db: Kysely<Database>, customerId: string): Promise<Account | null> {
  const row = await db
    .selectFrom('customers as c')
    .select(['c.id', 'c.email', 'c.banner', 'c.authorities', EMAIL_VERIFIED.as('email_verified')])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
  return row ? accountOf(row) : null;
}
