/**
 * 015: one online payment per checkout (pharmacy-portal.md §4 "Checkout: a mail-order payment of type DW triggers
 * online-pay setup first", §3 "Payment association"). A checkout interrupted between its payment and its order (a
 * reload) must not leave a payment behind: the next setup reuses the open payment or cancels it.
 * - rx_online_payments.status gains CANCELLED (a payment replaced by a newer setup, or released because no order
 *   took it), with the moment it was cancelled;
 * - rx_online_payments.payment_intent_id: the intent its association used (an order names the intent: the payment
 *   of an order is found by it, and a payment whose intent no order used can be released).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  'ALTER TABLE rx_online_payments DROP CONSTRAINT rx_online_payments_status_check',
  `ALTER TABLE rx_online_payments ADD CONSTRAINT rx_online_payments_status_check
    CHECK (status IN ('CREATED', 'ASSOCIATED', 'CANCELLED'))`,
  'ALTER TABLE rx_online_payments ADD COLUMN payment_intent_id uuid',
  'ALTER TABLE rx_online_payments ADD COLUMN cancelled_at timestamptz',
  'CREATE INDEX rx_online_payments_intent_idx ON rx_online_payments (payment_intent_id)',
];

const down = [
  'DROP INDEX rx_online_payments_intent_idx',
  'ALTER TABLE rx_online_payments DROP COLUMN cancelled_at',
  'ALTER TABLE rx_online_payments DROP COLUMN payment_intent_id',
  "DELETE FROM rx_online_payments WHERE status = 'CANCELLED'",
  'ALTER TABLE rx_online_payments DROP CONSTRAINT rx_online_payments_status_check',
  `ALTER TABLE rx_online_payments ADD CONSTRAINT rx_online_payments_status_check
    CHECK (status IN ('CREATED', 'ASSOCIATED'))`,
];

export const migration015: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
