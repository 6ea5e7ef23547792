/**
 * 002: the pharmacy base (pharmacy-portal.md §3 "Patient", §4 "Link flow"): pharmacy patients and the
 * links between an online customer and the patients they may act for. Prescriptions, security questions
 * and relationship requests build on these in later migrations.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE pharmacy_patients (
    patient_number text PRIMARY KEY,
    first_name text NOT NULL,
    last_name text NOT NULL,
    date_of_birth date NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  // PET is in the spec's list (§1, §6) though the link flow only offers the first four.
  `CREATE TABLE customer_patient_links (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    relationship_type text NOT NULL CHECK (relationship_type IN ('SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET')),
    customer_verified boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT customer_patient_links_key UNIQUE (customer_id, patient_number)
  )`,
  // A customer is at most one patient themselves.
  `CREATE UNIQUE INDEX customer_patient_links_one_self_idx ON customer_patient_links (customer_id)
    WHERE relationship_type = 'SELF'`,
  'CREATE INDEX customer_patient_links_patient_idx ON customer_patient_links (patient_number)',
];

const down = ['DROP TABLE customer_patient_links', 'DROP TABLE pharmacy_patients'];

export const migration002: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
