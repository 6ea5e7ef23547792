/**
 * A contract test's own PostgreSQL database, dropped after the test closed its pools. The pools' last connections
 * end a moment after `close()`; dropping under them (WITH (FORCE)) terminates them, and each then reports
 * "terminating connection due to administrator command" (57P01) as an unhandled error of the run. So the drop
 * waits until the server sees no connection to the database (FORCE only ends one that is stuck).
 */
import type pg from 'pg';

export async function dropOwnDatabase(admin: pg.Client, name: string, waitMs = 5_000): Promise<void> {
  for (let waited = 0; waited < waitMs; waited += 100) {
    const { rows } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
