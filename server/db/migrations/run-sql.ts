import { type Kysely, sql } from 'kysely';

/**
 * Runs statements one at a time: PGlite (like pg's extended protocol) refuses several statements in one
 * query. Migrations are plain SQL, kept within PostgreSQL 15 (the Debian server CI uses) even though
 * PGlite is PostgreSQL 18.
 */
export async function runStatements(db: Kysely<unknown>, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}
