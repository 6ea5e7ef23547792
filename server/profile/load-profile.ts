/**
 * Builds the raw customer profile (api/contracts/profile.ts rawProfileSchema, account-signin.md §3) from the
 * database, for one customer id only: callers pass the id of the session's customer, never a request value.
 */
import type { Kysely } from 'kysely';
import type { RawProfile } from '../../api/contracts/profile';
import type { Database } from '../db/schema';

const stamp = (at: Date | null, timezone: string | null) =>
  at ? { value: at.toISOString(), ...(timezone ? { timezone } : {}) } : null;

export async function loadRawProfile(db: Kysely<Database>, customerId: string): Promise<RawProfile | null> {
  const customer = await db
    .selectFrom('customers')
    .select([
      'id',
      'first_name',
      'last_name',
      'loyalty_card_number',
      'created_at',
      'created_timezone',
      'relevant_ads_opt_in',
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;

  const [emails, phones, addresses, banners] = await Promise.all([
    db
      .selectFrom('customer_emails')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('customer_phones')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('customer_addresses')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('customer_banner_details')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('banner')
      .execute(),
  ]);

  return {
    id: customer.id,
    firstName: customer.first_name,
    lastName: customer.last_name,
    loyaltyCardNumber: customer.loyalty_card_number,
    created: { value: customer.created_at.toISOString(), timezone: customer.created_timezone },
    contactInfo: {
      phones: phones.map((p) => ({
        type: p.type,
        number: { original: p.original },
        verified: stamp(p.verified_at, p.verified_timezone),
      })),
      addresses: addresses.map((a) => ({
        type: a.type,
        address: {
          addressLines: a.address_lines,
          cityTown: a.city,
          countryCode: a.country_code,
          stateProvince: a.state_province,
          postalCode: a.postal_code,
        },
      })),
      emails: emails.map((e) => ({
        address: e.address,
        isVerified: e.is_verified,
        ...(e.verified_at ? { verified: stamp(e.verified_at, e.verified_timezone) } : {}),
      })),
    },
    bannerSpecificDetails: banners.map((b) => ({
      banner: b.banner,
      preferredStoreNumber: b.preferred_store_number,
      preferredStoreDivisionNumber: b.preferred_store_division_number,
      ...(b.community_rewards_enabled === null
        ? {}
        : { communityRewardsEnabled: b.community_rewards_enabled }),
    })),
    relevantAdsOptIn: customer.relevant_ads_opt_in,
  };
}
