/**
 * Builds the raw customer profile (api/contracts/profile.ts rawProfileSchema, account-signin.md §3) from the
 * database, for one customer id only: callers pass the id of the session's customer, never a request value.
 */
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { RawProfile } from '../../api/contracts/profile';
import type { Database } from '../db/schema';

const stamp = (at: Date | null, timezone: string | null) =>
  at ? { value: at.toISOString(), ...(timezone ? { timezone } : {}) } : null;

/** Timestamps inside json_agg come back as strings (PostgreSQL's JSON form of timestamptz), not Dates. */
const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export async function loadRawProfile(db: Kysely<Database>, customerId: string): Promise<RawProfile | null> {
  // One round trip: the customer row with its emails, phones, addresses and banner details as JSON arrays.
  const customer = await db
    .selectFrom('customers')
    .select((eb) => [
      'id',
      'first_name',
      'last_name',
      'loyalty_card_number',
      'created_at',
      'created_timezone',
      'relevant_ads_opt_in',
      jsonArrayFrom(
        eb
          .selectFrom('customer_emails')
          .select(['address', 'is_verified', 'verified_at', 'verified_timezone'])
          .whereRef('customer_emails.customer_id', '=', 'customers.id')
          .orderBy('position'),
      ).as('emails'),
      jsonArrayFrom(
        eb
          .selectFrom('customer_phones')
          .select(['type', 'original', 'verified_at', 'verified_timezone'])
          .whereRef('customer_phones.customer_id', '=', 'customers.id')
          .orderBy('position'),
      ).as('phones'),
      jsonArrayFrom(
        eb
          .selectFrom('customer_addresses')
          .select(['type', 'address_lines', 'city', 'country_code', 'state_province', 'postal_code'])
          .whereRef('customer_addresses.customer_id', '=', 'customers.id')
          .orderBy('position'),
      ).as('addresses'),
      jsonArrayFrom(
        eb
          .selectFrom('customer_banner_details')
          .select([
            'banner',
            'preferred_store_number',
            'preferred_store_division_number',
            'community_rewards_enabled',
          ])
          .whereRef('customer_banner_details.customer_id', '=', 'customers.id')
          .orderBy('banner'),
      ).as('banners'),
    ])
    .where('id', '=', customerId)
    .executeTakeFirst();
  if (!customer) return null;
  const { emails, phones, addresses, banners } = customer;

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
        verified: stamp(asDate(p.verified_at), p.verified_timezone),
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
        ...(e.verified_at ? { verified: stamp(asDate(e.verified_at), e.verified_timezone) } : {}),
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
