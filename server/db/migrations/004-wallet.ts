/**
 * 004: the payment wallet (payment-wallet.md §3 Card and Billing address, §7 calls). Cards keep only the
 * token, brand, bin and last four (never a full card number, CVV or PIN); billing addresses per customer;
 * idempotency keys so a retried add never adds twice; the short-lived bearer tokens the sandbox issues.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE wallet_cards (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    card_type text NOT NULL CHECK (card_type IN ('BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD')),
    brand text NOT NULL,
    bin text,
    last_four text NOT NULL CHECK (last_four ~ '^[0-9]{4}$'),
    token text NOT NULL,
    expiration_month text,
    expiration_year text,
    first_name text,
    last_name text,
    address jsonb,
    default_applications jsonb NOT NULL DEFAULT '[]',
    balance text,
    version_key integer NOT NULL DEFAULT 1,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX wallet_cards_customer_idx ON wallet_cards (customer_id, created_at)',
  `CREATE TABLE wallet_addresses (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    address_type text NOT NULL CHECK (address_type IN ('home', 'delivery')),
    line1 text NOT NULL,
    line2 text,
    city text NOT NULL,
    state_code text NOT NULL,
    zip text NOT NULL,
    country_code text NOT NULL CHECK (country_code IN ('US', 'CA')),
    preferred boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX wallet_addresses_customer_idx ON wallet_addresses (customer_id)',
  `CREATE TABLE wallet_idempotency (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    key text NOT NULL,
    request text NOT NULL,
    status integer NOT NULL,
    body jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, key)
  )`,
  `CREATE TABLE wallet_tokens (
    token_hash text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const down = [
  'DROP TABLE wallet_tokens',
  'DROP TABLE wallet_idempotency',
  'DROP TABLE wallet_addresses',
  'DROP TABLE wallet_cards',
];

export const migration004: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
