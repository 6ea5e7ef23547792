/**
 * 003: sign-in and account entry (account-signin.md §2, §4): linked social identities, the sign-in throttle
 * (per account and per client), one-time account tokens (password reset, email verification), the sandbox
 * outbox (mail it would have sent) and the customer's identity authorities (mode 1 of the sign-in page).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `ALTER TABLE customers ADD COLUMN authorities text[] NOT NULL DEFAULT '{}'`,
  `CREATE TABLE social_links (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    provider text NOT NULL CHECK (provider IN ('Google')),
    subject text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT social_links_provider_subject_key UNIQUE (provider, subject)
  )`,
  `CREATE TABLE sign_in_throttle (
    key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    window_started_at timestamptz NOT NULL,
    locked_until timestamptz
  )`,
  `CREATE TABLE account_tokens (
    id text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    purpose text NOT NULL CHECK (purpose IN ('password_reset', 'email_verification')),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`,
  `CREATE INDEX account_tokens_customer_idx ON account_tokens (customer_id, purpose)`,
  `CREATE TABLE outbox (
    id serial PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    body text NOT NULL,
    link text,
    created_at timestamptz NOT NULL
  )`,
];

const down = [
  'DROP TABLE outbox',
  'DROP TABLE account_tokens',
  'DROP TABLE sign_in_throttle',
  'DROP TABLE social_links',
  'ALTER TABLE customers DROP COLUMN authorities',
];

export const migration003: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
