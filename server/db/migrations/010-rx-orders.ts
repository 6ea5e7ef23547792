/**
 * 010: pharmacy orders (pharmacy-portal.md §3 "Cart", "Checkout", "Payment association", "New-patient request",
 * "Store search result"; §7.1 cart, orders-stage, shipping-methods, prescription-request, payment-intent; §7.4).
 * - rx_cart_items: the server-side cart of a customer (one row per prescription; removal marks are the client's);
 * - rx_orders / rx_order_items: a placed order, unique per customer and idempotency key, so a retry of the same
 *   checkout, even one that re-runs the work after a server restart, finds the order instead of making another;
 * - rx_shipping_methods, rx_competitor_pharmacies, rx_store_locations: the catalogs of the checkout and the pharmacy
 *   search (stores are rx_facilities rows; their map and banner facts are here);
 * - rx_prescription_requests (009's table, widened): transfers, new prescriptions and paper prescriptions (signed in
 *   or guest). The online-pay setup of a mail-order order uses the payment tables of 011 (one payment service).
 * Submitting an order also changes rx_prescriptions (008): its refills go IN_PROGRESS with the pickup time as
 * promise_date_time (the tracker reads that table).
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE rx_cart_items (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    rx_record_number text NOT NULL REFERENCES rx_prescriptions (rx_record_number) ON DELETE CASCADE,
    added_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, rx_record_number)
  )`,
  'CREATE SEQUENCE rx_order_number_seq START WITH 70000001',
  `CREATE TABLE rx_orders (
    order_id text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    idempotency_key text NOT NULL,
    order_type text NOT NULL CHECK (order_type IN ('MAILORDER', 'RETAIL')),
    patient_type text NOT NULL,
    pharmacy_type text NOT NULL CHECK (pharmacy_type IN ('RETAIL', 'MAIL_ORDER')),
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    fulfillment_method text NOT NULL CHECK (fulfillment_method IN ('PICKUP', 'SHIP')),
    payment_method text NOT NULL CHECK (payment_method IN ('payNow', 'payAtStore')),
    payment_type text CHECK (payment_type IN ('DW', 'ONLINE_PAYMENT', 'PAYSYS')),
    pickup_time timestamptz,
    card_id uuid,
    payment_intent_id text,
    shipping_method_id text,
    address_id uuid,
    easy_open_lids boolean NOT NULL DEFAULT false,
    order_revenue numeric(12, 2) NOT NULL,
    status text NOT NULL DEFAULT 'SUBMITTED' CHECK (status IN ('SUBMITTED')),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT rx_orders_idempotency_key UNIQUE (customer_id, idempotency_key),
    CHECK ((order_type = 'RETAIL') = (pickup_time IS NOT NULL))
  )`,
  `CREATE TABLE rx_order_items (
    order_id text NOT NULL REFERENCES rx_orders (order_id) ON DELETE CASCADE,
    rx_record_number text NOT NULL REFERENCES rx_prescriptions (rx_record_number) ON DELETE CASCADE,
    patient_number text NOT NULL,
    patient_pay_amount numeric(12, 4),
    PRIMARY KEY (order_id, rx_record_number)
  )`,
  'CREATE INDEX rx_order_items_rx_idx ON rx_order_items (rx_record_number)',
  `CREATE TABLE rx_shipping_methods (
    shipping_method_id text PRIMARY KEY,
    code text NOT NULL UNIQUE,
    description text NOT NULL,
    shipping_charge numeric(8, 2) NOT NULL CHECK (shipping_charge >= 0),
    position integer NOT NULL
  )`,
  `CREATE TABLE rx_competitor_pharmacies (
    competitor_id text PRIMARY KEY,
    pharmacy_name text NOT NULL,
    phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
    address1 text NOT NULL,
    city text NOT NULL,
    state text NOT NULL,
    zip_code text NOT NULL
  )`,
  `CREATE TABLE rx_store_locations (
    facility_id text PRIMARY KEY REFERENCES rx_facilities (facility_id) ON DELETE CASCADE,
    banner text NOT NULL,
    address2 text,
    latitude double precision NOT NULL,
    longitude double precision NOT NULL,
    show_weekly_ad boolean NOT NULL DEFAULT true,
    departments jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(departments) = 'array')
  )`,
  // 009 created rx_prescription_requests for the new-patient request; the orders' requests share it: their ids are
  // 'RQ' numbers (text) and a guest's request has no customer.
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id DROP DEFAULT',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id TYPE text USING request_id::text',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id SET DEFAULT gen_random_uuid()::text',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN customer_id DROP NOT NULL',
  'CREATE SEQUENCE rx_request_number_seq START WITH 300001',
];

const down = [
  'DROP SEQUENCE rx_request_number_seq',
  "DELETE FROM rx_prescription_requests WHERE customer_id IS NULL OR request_id !~ '^[0-9a-f-]{36}$'",
  'ALTER TABLE rx_prescription_requests ALTER COLUMN customer_id SET NOT NULL',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id DROP DEFAULT',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id TYPE uuid USING request_id::uuid',
  'ALTER TABLE rx_prescription_requests ALTER COLUMN request_id SET DEFAULT gen_random_uuid()',
  'DROP TABLE rx_store_locations',
  'DROP TABLE rx_competitor_pharmacies',
  'DROP TABLE rx_shipping_methods',
  'DROP TABLE rx_order_items',
  'DROP TABLE rx_orders',
  'DROP SEQUENCE rx_order_number_seq',
  'DROP TABLE rx_cart_items',
];

export const migration010: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
