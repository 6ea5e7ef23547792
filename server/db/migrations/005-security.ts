/**
 * 005: security hardening (issue 8; docs/security.md).
 * - idempotency_keys: the one idempotency store of every mutating route that takes an Idempotency-Key (the
 *   wallet now, the pharmacy's cart, checkout, guest refill and delivery orders later; server/http/idempotency.ts).
 *   A key is claimed atomically (pending) before the work runs and holds the answer once done; it is bound to its
 *   operation and request fingerprint. It replaces wallet_idempotency (004), whose rows are not carried over:
 *   a stored key only matters for the minutes a client retries.
 * - wallet_tokens.session_id: a wallet bearer token belongs to the cookie session that asked for it and goes
 *   with it (sign-out, a new sign-in, a password reset). Tokens issued before this migration are dropped.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE idempotency_keys (
    scope text NOT NULL,
    key text NOT NULL,
    operation text NOT NULL,
    fingerprint text NOT NULL,
    state text NOT NULL CHECK (state IN ('pending', 'done')),
    claim_id text NOT NULL,
    claimed_at timestamptz NOT NULL,
    status integer,
    body jsonb,
    expires_at timestamptz NOT NULL,
    PRIMARY KEY (scope, key),
    CHECK (state = 'pending' OR (status IS NOT NULL AND body IS NOT NULL))
  )`,
  'CREATE INDEX idempotency_keys_expires_idx ON idempotency_keys (expires_at)',
  'DROP TABLE wallet_idempotency',
  'DELETE FROM wallet_tokens',
  'ALTER TABLE wallet_tokens ADD COLUMN session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE',
  'CREATE INDEX wallet_tokens_session_idx ON wallet_tokens (session_id)',
];

const down = [
  'DROP INDEX wallet_tokens_session_idx',
  'ALTER TABLE wallet_tokens DROP COLUMN session_id',
  `CREATE TABLE wallet_idempotency (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    key text NOT NULL,
    request text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, key)
  )`,
  'DROP TABLE idempotency_keys',
];

export const migration005: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
