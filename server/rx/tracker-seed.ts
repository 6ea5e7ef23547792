/** The tracker area's seed (server/db/fixtures/rx-tracker.ts): on every start, idempotent (inserted when missing). */
import type { Kysely } from 'kysely';
import { RX_DELIVERY_SETTINGS_FIXTURES } from '../db/fixtures/rx-tracker';
import type { Database } from '../db/schema';

export async function seedRxTracker(db: Kysely<Database>): Promise<void> {
  for (const s of RX_DELIVERY_SETTINGS_FIXTURES) {
    await db
      .insertInto('rx_delivery_settings')
      .values({
        facility_id: s.facilityId,
        days_ahead: s.daysAhead,
        delivery_weekdays: JSON.stringify(s.weekdays),
        delivery_fee: s.fee,
      })
      .onConflict((oc) => oc.column('facility_id').doNothing())
      .execute();
  }
}
