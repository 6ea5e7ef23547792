/**
 * 001: accounts, sessions, known machines, content documents and the analytics recorder
 * (account-signin.md §3, §6, §7). Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE customers (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    banner text NOT NULL,
    email text NOT NULL CHECK (email = lower(email)),
    password_hash text NOT NULL,
    first_name text NOT NULL,
    last_name text NOT NULL,
    loyalty_card_number text,
    created_at timestamptz NOT NULL DEFAULT now(),
    created_timezone text NOT NULL DEFAULT 'UTC',
    relevant_ads_opt_in boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT customers_banner_email_key UNIQUE (banner, email)
  )`,
  `CREATE TABLE customer_emails (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    address text NOT NULL,
    is_verified boolean NOT NULL DEFAULT false,
    verified_at timestamptz,
    verified_timezone text,
    position integer NOT NULL,
    CONSTRAINT customer_emails_position_key UNIQUE (customer_id, position)
  )`,
  `CREATE TABLE customer_phones (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('MOBILE', 'HOME')),
    original text NOT NULL,
    verified_at timestamptz,
    verified_timezone text,
    position integer NOT NULL,
    CONSTRAINT customer_phones_position_key UNIQUE (customer_id, position)
  )`,
  `CREATE TABLE customer_addresses (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    type text NOT NULL,
    address_lines text[] NOT NULL,
    city text NOT NULL,
    state_province text NOT NULL,
    country_code text NOT NULL,
    postal_code text NOT NULL,
    position integer NOT NULL,
    CONSTRAINT customer_addresses_position_key UNIQUE (customer_id, position)
  )`,
  `CREATE TABLE customer_banner_details (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    banner text NOT NULL,
    preferred_store_number text,
    preferred_store_division_number text,
    community_rewards_enabled boolean,
    PRIMARY KEY (customer_id, banner)
  )`,
  `CREATE TABLE sessions (
    id text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    auth_level text NOT NULL CHECK (auth_level IN ('identity', 'authenticated')),
    remember_me boolean NOT NULL,
    known_machine boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  'CREATE INDEX sessions_customer_id_idx ON sessions (customer_id)',
  `CREATE TABLE devices (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    device_hash text NOT NULL,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT devices_device_customer_key UNIQUE (device_hash, customer_id)
  )`,
  `CREATE TABLE content_documents (
    path text PRIMARY KEY,
    banner text,
    body jsonb NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE analytics_events (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event text NOT NULL,
    payload jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const down = [
  'DROP TABLE analytics_events',
  'DROP TABLE content_documents',
  'DROP TABLE devices',
  'DROP TABLE sessions',
  'DROP TABLE customer_banner_details',
  'DROP TABLE customer_addresses',
  'DROP TABLE customer_phones',
  'DROP TABLE customer_emails',
  'DROP TABLE customers',
];

export const migration001: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
