/** Start-up and reset steps shared by server/main.ts, scripts/start.ts, scripts/reset.ts and the tests. */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { type OpenDatabaseOptions, openDatabase, pgliteDirFor, type SandboxDatabase } from './database';
import { migrateToLatest } from './migrations';
import { seedIfEmpty } from './seed';

/** Migrates to the latest schema, then seeds if the database has no customers. */
export async function prepareDatabase(
  database: SandboxDatabase,
): Promise<{ migrated: string[]; seeded: boolean }> {
  const result = await migrateToLatest(database.kysely);
  const { seeded } = await seedIfEmpty(database.kysely);
  return { migrated: (result.results ?? []).map((r) => r.migrationName), seeded };
}

/** Opens, migrates and seeds in one call (what most tests want). */
export async function openPreparedDatabase(options: OpenDatabaseOptions): Promise<SandboxDatabase> {
  const database = await openDatabase(options);
  try {
    await prepareDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Deletes the PGlite files under dataDir (only its pglite/ folder, never anything else in DATA_DIR). */
export function deleteFileDatabase(dataDir: string): void {
  rmSync(pgliteDirFor(dataDir), { recursive: true, force: true });
}

/**
 * Empties every table of an open database except the migration bookkeeping, so the next seed starts from
 * nothing. Used on DATABASE_URL, where the database itself belongs to someone else and is not dropped.
 */
export async function truncateAll(database: SandboxDatabase): Promise<void> {
  const tables = await database.kysely.introspection.getTables();
  const names = tables
    .filter((t) => !t.isView && t.schema === 'public' && !t.name.startsWith('kysely_'))
    .map((t) => t.name);
  if (names.length === 0) return;
  await sql`TRUNCATE TABLE ${sql.join(names.map((n) => sql.table(n)))} RESTART IDENTITY CASCADE`.execute(
    database.kysely,
  );
}
