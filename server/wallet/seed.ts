/** Seeds the wallet fixtures into a database whose wallet tables are empty (fresh or upgraded to 004). */
import type { Kysely } from 'kysely';
import { WALLET_FIXTURES } from '../db/fixtures/wallet';
import type { Database } from '../db/schema';
import { SHOPPER_CARD_ADDRESS } from '../db/fixtures/wallet';

export async function seedWalletIfEmpty(db: Kysely<Database>): Promise<{ seeded: boolean }> {
  const row = await db
    .selectFrom('wallet_cards')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(row.count) > 0) return { seeded: false };
  const customers = await db.selectFrom('customers').select('id').execute();
  const present = new Set(customers.map((c) => c.id));
  await db.transaction().execute(async (trx) => {
    for (const wallet of WALLET_FIXTURES) {
      if (!present.has(wallet.customerId)) continue;
      for (const c of wallet.cards) {
        const bank = c.cardType === 'BANK_CARD' || c.cardType === 'CREDIT_CARD';
        await trx
          .insertInto('wallet_cards')
          .values({
            id: c.id,
            customer_id: wallet.customerId,
            card_type: c.cardType,
            brand: c.brand,
            bin: c.bin,
            last_four: c.lastFour,
            token: c.token,
            expiration_month: c.expirationMonth,
            expiration_year: c.expirationYear,
            first_name: c.firstName,
            last_name: c.lastName,
            address: bank ? JSON.stringify(SHOPPER_CARD_ADDRESS) : null,
            default_applications: JSON.stringify(c.defaultApplications),
            balance: c.balance,
            created_at: c.createdAt,
            updated_at: c.createdAt,
          })
          .execute();
      }
      for (const a of wallet.addresses) {
        await trx
          .insertInto('wallet_addresses')
          .values({
            id: a.id,
            customer_id: wallet.customerId,
            address_type: a.addressType,
            line1: a.line1,
            line2: a.line2,
            city: a.city,
            state_code: a.stateCode,
            zip: a.zip,
            country_code: a.countryCode,
            preferred: a.preferred,
            created_at: '2024-01-01T00:00:00.000Z',
          })
          .execute();
      }
    }
  });
  return { seeded: true };
}
