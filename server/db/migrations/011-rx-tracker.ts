/**
 * 011: the tracker area (pharmacy-portal.md §2.3, §3 "Guest refill", "Payment association", "Online pay state",
 * "Delivery order"; §4 "Guest easy fill", "Order delivery", "Online pay"; §6 "Guest"). Adds:
 * - guest sessions: a browser without a sign-in (HttpOnly `rxg` cookie, keyed hash stored) that checked
 *   prescriptions for a guest refill (what the rx number and pharmacy phone proved) or verified a patient's date of
 *   birth for the guest tracker (which patients, until when);
 * - guest refill requests (what was asked, for which store and pickup time);
 * - each store's delivery settings (days it delivers, how far ahead, fee) and the delivery orders;
 * - payment intents (ACH_CARD, with the keyed hash of the fraud token they hand out) and online payments with the
 *   prescriptions they were associated with (the card itself stays in the wallet: only its id is kept).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE rx_guest_sessions (
    token_hash text PRIMARY KEY,
    verified_patients jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(verified_patients) = 'array'),
    verified_until timestamptz,
    validated_records jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(validated_records) = 'array'),
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  'CREATE INDEX rx_guest_sessions_expires_idx ON rx_guest_sessions (expires_at)',
  `CREATE TABLE rx_guest_refill_orders (
    order_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    guest_token_hash text NOT NULL,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    rx_records jsonb NOT NULL CHECK (jsonb_typeof(rx_records) = 'array'),
    pickup_time timestamptz NOT NULL,
    contact_phone text NOT NULL CHECK (contact_phone ~ '^[0-9]{10}$'),
    status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_delivery_settings (
    facility_id text PRIMARY KEY REFERENCES rx_facilities (facility_id) ON DELETE CASCADE,
    days_ahead integer NOT NULL CHECK (days_ahead BETWEEN 1 AND 14),
    delivery_weekdays jsonb NOT NULL CHECK (jsonb_typeof(delivery_weekdays) = 'array'),
    delivery_fee numeric(8, 2) NOT NULL CHECK (delivery_fee >= 0)
  )`,
  `CREATE TABLE rx_delivery_orders (
    order_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    card_id text NOT NULL,
    delivery_date text NOT NULL,
    delivery_at timestamptz NOT NULL,
    loyalty_num text NOT NULL,
    prescriptions jsonb NOT NULL CHECK (jsonb_typeof(prescriptions) = 'array'),
    status text NOT NULL DEFAULT 'STAGED' CHECK (status IN ('STAGED')),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX rx_delivery_orders_customer_idx ON rx_delivery_orders (customer_id)',
  `CREATE TABLE rx_payment_intents (
    payment_intent_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    card_type text NOT NULL CHECK (card_type IN ('ACH_CARD')),
    card_id text NOT NULL,
    fraud_token_hash text NOT NULL UNIQUE,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_online_payments (
    payment_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    amount numeric(10, 2) NOT NULL CHECK (amount > 0),
    cart_size integer NOT NULL CHECK (cart_size > 0),
    payment_method_id text NOT NULL,
    pickup_store_id text NOT NULL REFERENCES rx_facilities (facility_id),
    status text NOT NULL DEFAULT 'CREATED' CHECK (status IN ('CREATED', 'ASSOCIATED')),
    associated_records jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(associated_records) = 'array'),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX rx_online_payments_customer_idx ON rx_online_payments (customer_id)',
];

const down = [
  'DROP TABLE rx_online_payments',
  'DROP TABLE rx_payment_intents',
  'DROP TABLE rx_delivery_orders',
  'DROP TABLE rx_delivery_settings',
  'DROP TABLE rx_guest_refill_orders',
  'DROP TABLE rx_guest_sessions',
];

export const migration011: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
