/**
 * `npm run reset`: back to the seeded state. With PGlite, deletes the database files under DATA_DIR
 * (DATA_DIR/pglite only) and re-creates them; with DATABASE_URL, empties every table (the database itself
 * belongs to whoever runs that server). Then migrates and seeds. Run with `tsx scripts/reset.ts`.
 */
import { ConfigError, loadConfig } from '../server/config';
import { openConfiguredDatabase } from '../server/db/database';
import { deleteFileDatabase, prepareDatabase, truncateAll } from '../server/db/prepare';
import { migrateToLatest } from '../server/db/migrations';
import { HEALTH_PATH } from '../server/http/paths';

/** A running sandbox holds the PGlite files open; deleting them under it would corrupt its data. */
async function sandboxIsRunning(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://localhost:${port}${HEALTH_PATH}`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function reset(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const database = await openConfiguredDatabase(config);
    try {
      await migrateToLatest(database.kysely);
      await truncateAll(database);
      await prepareDatabase(database);
      console.log(`Reset ${database.location}: tables emptied, demo data seeded.`);
    } finally {
      await database.close();
    }
    return;
  }
  if (await sandboxIsRunning(config.port)) {
    throw new Error(`The sandbox is running on port ${config.port}. Stop it first, then reset.`);
  }
  deleteFileDatabase(config.dataDir);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    console.log(`Reset ${database.location}: new database, demo data seeded.`);
  } finally {
    await database.close();
  }
}

try {
  await reset();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
