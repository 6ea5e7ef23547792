/**
 * 014: who may act for a patient, enforced by the server (docs/security.md "The pharmacy's ownership rules").
 * - rx_relationship_requests.relationship_type: the relationship a request asks for. A customer who links a patient
 *   another customer already looks after (a child, a pet, an adult with an account of their own) sends a request
 *   instead (PENDING until the patient's owner grants or declines it); granted, the access is a link of this type.
 *   NULL on the requests made before: MANAGED_ADULT, as they were granted then.
 * - rx_guest_locks: the guest verification lock per patient (pharmacy-portal.md §4 "the locked status is polled by
 *   patient number"): three wrong dates of birth on any link of the patient lock every link of theirs for 15
 *   minutes (rx_guest_links' own failures and locked_until are no longer read).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `ALTER TABLE rx_relationship_requests ADD COLUMN relationship_type text
    CHECK (relationship_type IN ('CHILD', 'PET', 'MANAGED_ADULT', 'CAREGIVER'))`,
  `CREATE TABLE rx_guest_locks (
    patient_number text PRIMARY KEY REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    failures integer NOT NULL DEFAULT 0,
    locked_until timestamptz
  )`,
];

const down = [
  'DROP TABLE rx_guest_locks',
  'ALTER TABLE rx_relationship_requests DROP COLUMN relationship_type',
];

export const migration014: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
