/**
 * 007: the flow collector (issue 14): shopper browsers report their statecharts' transitions for the
 * inspector's funnel and heat map across sessions. A row is one step of one chart in one page load: machine,
 * actor, event type, the state after it and the definition's transitions it took. No payload, no context, no
 * account: nothing personal can be stored (api/contracts/flows.ts bounds every field and its characters).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE flow_steps (
    id bigserial PRIMARY KEY,
    session_id text NOT NULL,
    actor_id text NOT NULL,
    machine_id text NOT NULL,
    seq integer NOT NULL,
    event_type text NOT NULL,
    to_state text NOT NULL,
    status text NOT NULL CHECK (status IN ('active', 'done', 'stopped', 'error')),
    transitions text[] NOT NULL DEFAULT '{}',
    received_at timestamptz NOT NULL
  )`,
  'CREATE INDEX flow_steps_machine_idx ON flow_steps (machine_id, received_at)',
  'CREATE INDEX flow_steps_session_idx ON flow_steps (session_id)',
];

const down = ['DROP TABLE flow_steps'];

export const migration007: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
