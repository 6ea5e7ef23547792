/**
 * The in-code migration provider: migrations are imported, not read from a folder, so they work the same
 * under tsx, vitest and a bundled build. Names sort in the order they run; add new ones at the end.
 */
import type { Kysely } from 'kysely';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely';
import type { Database } from '../schema';
import { migration001 } from './001-account';
import { migration002 } from './002-pharmacy-base';
import { migration003 } from './003-signin';
import { migration004 } from './004-wallet';
import { migration005 } from './005-security';
import { migration007 } from './007-flows';
import { migration008 } from './008-rx-core';
import { migration009 } from './009-rx-identity';
import { migration010 } from './010-rx-orders';
import { migration011 } from './011-rx-tracker';
import { migration012 } from './012-rx-profile';
import { migration013 } from './013-rx-records';
import { migration014 } from './014-rx-ownership';
import { migration015 } from './015-rx-payment-setups';
import { migration016 } from './016-flow-sessions';
import { migration017 } from './017-sessions-known-machine';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_account': migration001,
  '002_pharmacy_base': migration002,
  '003_signin': migration003,
  '004_wallet': migration004,
  '005_security': migration005,
  '007_flows': migration007,
  '008_rx_core': migration008,
  '009_rx_identity': migration009,
  '010_rx_orders': migration010,
  '011_rx_tracker': migration011,
  '012_rx_profile': migration012,
  '013_rx_records': migration013,
  '014_rx_ownership': migration014,
  '015_rx_payment_setups': migration015,
  '016_flow_sessions': migration016,
  '017_sessions_known_machine': migration017,
};

export function createMigrator(db: Kysely<Database>): Migrator {
  // 009 and 010 landed after 011 and 012 (the areas merged in that order): a sandbox database migrated before then
  // runs them later, out of numeric order (each only adds its own tables and columns).
  return new Migrator({
    db,
    provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
    allowUnorderedMigrations: true,
  });
}

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** Applies every pending migration (idempotent: nothing to do on an up-to-date database). */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`Migration ${failed} failed: ${String(result.error)}`, { cause: result.error });
  }
  return result;
}

/** Names of the migrations already applied, oldest first. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((m) => m.executedAt !== undefined).map((m) => m.name);
}
