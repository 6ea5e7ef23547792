/**
 * Deterministic seed: the demo accounts, the content documents (navigation, help and legal pages) and the
 * pharmacy's data (server/rx/seed.ts: on every start, idempotent). Idempotent:
 * accounts only go into a database without customers, in one transaction, so a half-seeded database cannot
 * exist; the content documents are written on every start.
 */
import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { CUSTOMER_FIXTURES, type CustomerFixture } from './fixtures/customers';
import { ARTICLE_DOCUMENTS } from './fixtures/articles';
import { NAV_DOCUMENTS } from './fixtures/navigation';
import { RX_CONTENT_DOCUMENTS } from './fixtures/rx-content';
import type { Database } from './schema';
import { seedWalletIfEmpty } from '../wallet/seed';
import { seedSignInAccounts } from '../auth/seed-signin';
import { seedRx } from '../rx/seed';
import { seedRxProfile } from '../rx/profile-seed';
import { seedRxTracker } from '../rx/tracker-seed';

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('customers')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // count(*) is a number on PGlite and a string on pg.
  return Number(row.count) === 0;
}

/**
 * The content documents (navigation, help and legal pages) as the fixtures say, on every start: the sandbox's
 * content is not edited anywhere else, so a database seeded earlier gets the current text (issue 13 point 7).
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  for (const doc of [...NAV_DOCUMENTS, ...ARTICLE_DOCUMENTS, ...RX_CONTENT_DOCUMENTS]) {
    const body = JSON.stringify(doc.body);
    await db
      .insertInto('content_documents')
      .values({ path: doc.path, banner: null, body })
      .onConflict((oc) => oc.column('path').doUpdateSet({ body }))
      .execute();
  }
}

export async function seedIfEmpty(db: Kysely<Database>): Promise<{ seeded: boolean }> {
  await seedContent(db);
  if (!(await isEmpty(db))) {
    // A database seeded before migration 004 gets its wallet fixtures now (payment-wallet issue).
    await seedSignInAccounts(db);
    await seedWalletIfEmpty(db);
    // A database seeded before migration 008 gets the pharmacy's rows now (issue 10); idempotent.
    await seedRx(db);
    await seedRxProfile(db);
    await seedRxTracker(db);
    return { seeded: false };
  }
  // Hash before the transaction: scrypt is slow and would hold the transaction open.
  const accounts = await Promise.all(
    CUSTOMER_FIXTURES.map(async (fixture) => ({
      fixture,
      passwordHash: await hashPassword(fixture.password),
    })),
  );
  await db.transaction().execute(async (trx) => {
    for (const { fixture, passwordHash } of accounts) {
      await insertCustomer(trx, fixture, passwordHash);
    }
  });
  await seedSignInAccounts(db);
  await seedWalletIfEmpty(db);
  await seedRx(db);
  await seedRxProfile(db);
  await seedRxTracker(db);
  return { seeded: true };
}

async function insertCustomer(
  trx: Transaction<Database>,
  f: CustomerFixture,
  passwordHash: string,
): Promise<void> {
  await trx
    .insertInto('customers')
    .values({
      id: f.id,
      banner: f.banner,
      email: f.email.toLowerCase(),
      password_hash: passwordHash,
      first_name: f.firstName,
      last_name: f.lastName,
      loyalty_card_number: f.loyaltyCardNumber,
      created_at: f.created.at,
      created_timezone: f.created.timezone,
      relevant_ads_opt_in: f.relevantAdsOptIn,
      updated_at: f.created.at,
    })
    .execute();
  if (f.emails.length > 0) {
    await trx
      .insertInto('customer_emails')
      .values(
        f.emails.map((e, position) => ({
          customer_id: f.id,
          address: e.address,
          is_verified: e.verified !== null,
          verified_at: e.verified?.at ?? null,
          verified_timezone: e.verified?.timezone ?? null,
          position,
        })),
      )
      .execute();
  }
  if (f.phones.length > 0) {
    await trx
      .insertInto('customer_phones')
      .values(
        f.phones.map((p, position) => ({
          customer_id: f.id,
          type: p.type,
          original: p.original,
          verified_at: p.verified?.at ?? null,
          verified_timezone: p.verified?.timezone ?? null,
          position,
        })),
      )
      .execute();
  }
  if (f.addresses.length > 0) {
    await trx
      .insertInto('customer_addresses')
      .values(
        f.addresses.map((a, position) => ({
          customer_id: f.id,
          type: a.type,
          address_lines: a.lines,
          city: a.city,
          state_province: a.state,
          country_code: a.country,
          postal_code: a.postalCode,
          position,
        })),
      )
      .execute();
  }
  if (f.bannerDetails.length > 0) {
    await trx
      .insertInto('customer_banner_details')
      .values(
        f.bannerDetails.map((d) => ({
          customer_id: f.id,
          banner: d.banner,
          preferred_store_number: d.preferredStoreNumber,
          preferred_store_division_number: d.preferredStoreDivisionNumber,
          community_rewards_enabled: d.communityRewardsEnabled,
        })),
      )
      .execute();
  }
  for (const p of f.patients) {
    await trx
      .insertInto('pharmacy_patients')
      .values({
        patient_number: p.patientNumber,
        first_name: p.firstName,
        last_name: p.lastName,
        date_of_birth: p.dateOfBirth,
        created_at: f.created.at,
      })
      .execute();
    await trx
      .insertInto('customer_patient_links')
      .values({
        customer_id: f.id,
        patient_number: p.patientNumber,
        relationship_type: p.relationshipType,
        customer_verified: p.customerVerified,
        created_at: f.created.at,
      })
      .execute();
  }
}
