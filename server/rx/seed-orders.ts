/**
 * Seeds the catalogs of migration 010 (server/db/fixtures/rx-orders.ts): shipping methods, other pharmacies, the
 * extra store pharmacies of the store search and every store's locator facts. On every start and idempotent (insert
 * when missing, by key), after seedRx (the stores reference 008's facilities). Orders, carts and requests are the
 * shoppers' own: never seeded.
 */
import type { Kysely } from 'kysely';
import {
  RX_COMPETITOR_FIXTURES,
  RX_SEARCH_STORE_FIXTURES,
  RX_SHIPPING_METHOD_FIXTURES,
  RX_STORE_LOCATION_FIXTURES,
} from '../db/fixtures/rx-orders';
import type { Database } from '../db/schema';
import { insertFacility } from './seed';

export async function seedRxOrders(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const [position, m] of RX_SHIPPING_METHOD_FIXTURES.entries()) {
      await trx
        .insertInto('rx_shipping_methods')
        .values({
          shipping_method_id: m.shippingMethodId,
          code: m.code,
          description: m.description,
          shipping_charge: m.shippingCharge,
          position,
        })
        .onConflict((oc) => oc.column('shipping_method_id').doNothing())
        .execute();
    }
    for (const c of RX_COMPETITOR_FIXTURES) {
      await trx
        .insertInto('rx_competitor_pharmacies')
        .values({
          competitor_id: c.competitorId,
          pharmacy_name: c.pharmacyName,
          phone: c.phone,
          address1: c.address1,
          city: c.city,
          state: c.state,
          zip_code: c.zipCode,
        })
        .onConflict((oc) => oc.column('competitor_id').doNothing())
        .execute();
    }
    for (const f of RX_SEARCH_STORE_FIXTURES) await insertFacility(trx, f);
    for (const s of RX_STORE_LOCATION_FIXTURES) {
      await trx
        .insertInto('rx_store_locations')
        .values({
          facility_id: s.facilityId,
          banner: s.banner,
          address2: s.address2,
          latitude: s.latitude,
          longitude: s.longitude,
          departments: JSON.stringify(s.departments),
        })
        .onConflict((oc) => oc.column('facility_id').doNothing())
        .execute();
    }
  });
}
