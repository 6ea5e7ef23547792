/**
 * 016: the flow collector's browser sessions, person input and write bounds. A step now also names its browser
 * session (a random id the reporter keeps for the tab's lifetime, so a reload is one visitor, not two) and whether
 * a person had used the keyboard or pointer on that page load (so the inspector can leave out crawlers' visits).
 * flow_clients counts the records each client (a keyed hash of its address, never the address) sent in its
 * current one-minute window. Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  'ALTER TABLE flow_steps ADD COLUMN browser_session text',
  'ALTER TABLE flow_steps ADD COLUMN had_input boolean NOT NULL DEFAULT false',
  `CREATE TABLE flow_clients (
    client text PRIMARY KEY,
    window_started_at timestamptz NOT NULL,
    records integer NOT NULL
  )`,
];

const down = [
  'DROP TABLE flow_clients',
  'ALTER TABLE flow_steps DROP COLUMN had_input',
  'ALTER TABLE flow_steps DROP COLUMN browser_session',
];

export const migration016: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
