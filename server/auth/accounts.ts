/** The account facts a session exposes: the identity service's userInfo and the sign-in email. */
import { type Kysely, sql } from 'kysely';
import type { UserInfo } from '../../api/contracts/identity';
import type { Database } from '../db/schema';

export interface Account {
  email: string;
  userInfo: UserInfo;
}

export async function loadAccount(db: Kysely<Database>, customerId: string): Promise<Account | null> {
  const row = await db
    .selectFrom('customers as c')
    .select((eb) => [
      'c.id',
      'c.email',
      'c.banner',
      'c.authorities',
      // emailVerified speaks of the sign-in address, wherever it sits in the customer's list of emails.
      eb
        .exists(
          eb
            .selectFrom('customer_emails as e')
            .select('e.id')
            .whereRef('e.customer_id', '=', 'c.id')
            .where(sql<string>`lower(e.address)`, '=', sql<string>`c.email`)
            .where('e.is_verified', '=', true),
        )
        .as('email_verified'),
    ])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
  if (!row) return null;
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
