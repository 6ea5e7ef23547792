/**
 * 012: patient profile, notifications and patient access (pharmacy-portal.md §3 "Relationships", "Notifications",
 * "Forgot-password state" SMS preferences; §4 "Relationship requests"; §6 "Other-adult / caregiver access").
 *
 * - customer_patient_links.access_expiry_date: the date an adult's access to a patient stops working (§6 "set an
 *   expiry"). The single access rule (server/rx/access.ts) reads it: from that date on the link gives no access.
 * - rx_relationship_requests: one row per request of a customer to act for another adult's patient (a caregiver's
 *   request, an approved access, its end). Status PENDING, APPROVED, DENIED, CANCELLED, REVOKED; EXPIRED is derived
 *   (APPROVED with an expiry date that has come). While APPROVED, the access itself is a customer_patient_links row
 *   (relationship MANAGED_ADULT) written in the same transaction, so the one access rule stays the only rule.
 * - rx_dismissed_notifications: notifications are derived from the data (server/rx/notifications.ts); a dismissal
 *   (and the answer to an annual verification) is kept per customer and notification id.
 * - rx_sms_preferences: the text-message preferences of a patient, by type.
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  'ALTER TABLE customer_patient_links ADD COLUMN access_expiry_date date',
  `CREATE TABLE rx_relationship_requests (
    request_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    request_type text NOT NULL CHECK (request_type IN ('MANAGE', 'ACCESS')),
    status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'DENIED', 'CANCELLED', 'REVOKED')),
    requested_at timestamptz NOT NULL DEFAULT now(),
    granted_at timestamptz,
    access_expiry_date date,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // At most one live (pending or approved) request per customer and patient.
  `CREATE UNIQUE INDEX rx_relationship_requests_live_idx ON rx_relationship_requests (patient_number, customer_id)
    WHERE status IN ('PENDING', 'APPROVED')`,
  'CREATE INDEX rx_relationship_requests_customer_idx ON rx_relationship_requests (customer_id)',
  `CREATE TABLE rx_dismissed_notifications (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    notification_id text NOT NULL,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    response text CHECK (response IS NULL OR response IN ('YES', 'NO')),
    dismissed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, notification_id)
  )`,
  `CREATE TABLE rx_sms_preferences (
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    preference_type text NOT NULL,
    selected boolean NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (patient_number, preference_type)
  )`,
];

const down = [
  'DROP TABLE rx_sms_preferences',
  'DROP TABLE rx_dismissed_notifications',
  'DROP TABLE rx_relationship_requests',
  'ALTER TABLE customer_patient_links DROP COLUMN access_expiry_date',
];

export const migration012: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
