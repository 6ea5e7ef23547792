/**
 * 017: sessions no longer record whether the browser was a known machine when they began. Nothing read it: the
 * session answer says whether the browser is a known machine of the customer now, from its `did` cookie and the
 * devices table (server/auth/sessions.ts `lookupSession`). Frozen once released: later changes go in a new
 * numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = ['ALTER TABLE sessions DROP COLUMN known_machine'];

const down = ['ALTER TABLE sessions ADD COLUMN known_machine boolean NOT NULL DEFAULT false'];

export const migration017: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
