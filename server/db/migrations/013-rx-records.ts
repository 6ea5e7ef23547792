/**
 * 013: the pharmacy's records (pharmacy-portal.md §3 "Prescription history", "Marketing / program enrolment",
 * "Vaccine record", "Patient" auto-refill fields; §4 "Auto-refill", "Marketing programs", "Vaccine record"; §7.1
 * transactions, receipts, programs; §7.3 dvr).
 * - pharmacy_patients gains how a patient was enrolled in auto-refill (relationship type, privacy override);
 * - rx_transactions: one row per fill sold or returned (history, expense report, prescription detail);
 * - rx_receipts: one loyalty receipt per store visit (GET /receipt-loyalty); a transaction names its receipt;
 * - rx_programs and rx_program_enrollments: refill programs (HCSS, the 90-day supply) and each patient's status;
 * - rx_vaccine_records: immunizations given at the pharmacy (the digital vaccine record);
 * - rx_dvr_tokens: the vaccine record's one-time verifications, text-message links and signed-in grants (keyed
 *   hashes only); rx_dvr_attempts: failed verifications per patient (the 403 lock);
 * - rx_issuer_keys: the sandbox's SMART Health Card issuer key (ES256), the private half encrypted;
 * - rx_records_seed: the date the records were seeded (history is relative to it).
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely, Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `ALTER TABLE pharmacy_patients
    ADD COLUMN auto_refill_relationship_type text
      CHECK (auto_refill_relationship_type IN ('SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET')),
    ADD COLUMN auto_refill_override_privacy boolean NOT NULL DEFAULT false`,
  `CREATE TABLE rx_receipts (
    receipt_id text PRIMARY KEY,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    loyalty_id text NOT NULL,
    sold_at timestamptz NOT NULL,
    register_number text NOT NULL,
    subtotal numeric(12, 2) NOT NULL,
    tax numeric(12, 2) NOT NULL,
    total numeric(12, 2) NOT NULL
  )`,
  'CREATE INDEX rx_receipts_loyalty_idx ON rx_receipts (loyalty_id, sold_at)',
  `CREATE TABLE rx_transactions (
    transaction_id text PRIMARY KEY,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    rx_record_number text NOT NULL,
    rx_number text NOT NULL CHECK (rx_number ~ '^[0-9]{5,8}$'),
    rx_fill_sequence integer NOT NULL CHECK (rx_fill_sequence >= 0),
    drug_name text NOT NULL,
    product_number text NOT NULL,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    sold_date date NOT NULL,
    quantity integer NOT NULL CHECK (quantity > 0),
    days_supply integer NOT NULL CHECK (days_supply > 0),
    fill_status text NOT NULL CHECK (fill_status IN ('SOLD', 'Returned')),
    patient_pay_amount numeric(12, 2) NOT NULL,
    insurance_paid_amount numeric(12, 2) NOT NULL,
    retail_price numeric(12, 2) NOT NULL,
    prescriber_name text NOT NULL,
    receipt_id text REFERENCES rx_receipts (receipt_id),
    CONSTRAINT rx_transactions_fill_key UNIQUE (rx_record_number, rx_fill_sequence, fill_status)
  )`,
  'CREATE INDEX rx_transactions_patient_idx ON rx_transactions (patient_number, sold_date)',
  `CREATE TABLE rx_programs (
    external_code text PRIMARY KEY,
    program_name text NOT NULL,
    description text NOT NULL
  )`,
  `CREATE TABLE rx_program_enrollments (
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    external_code text NOT NULL REFERENCES rx_programs (external_code),
    enrollment_status text NOT NULL CHECK (enrollment_status IN ('ENROLLED', 'REENROLLED', 'DECLINED', 'EXPIRED',
      'NEVER_ASKED', 'PENDING')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (patient_number, external_code)
  )`,
  `CREATE TABLE rx_vaccine_records (
    record_id text PRIMARY KEY,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    cvx_code text NOT NULL CHECK (cvx_code ~ '^[0-9]{1,3}$'),
    vaccine_name text NOT NULL,
    manufacturer text NOT NULL,
    lot_number text NOT NULL,
    occurrence_date date NOT NULL,
    dose_number integer,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id)
  )`,
  'CREATE INDEX rx_vaccine_records_patient_idx ON rx_vaccine_records (patient_number)',
  `CREATE TABLE rx_dvr_tokens (
    token_hash text PRIMARY KEY,
    kind text NOT NULL CHECK (kind IN ('VERIFICATION', 'LINK', 'GRANT')),
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    session_id text REFERENCES sessions (id) ON DELETE CASCADE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  'CREATE INDEX rx_dvr_tokens_session_idx ON rx_dvr_tokens (session_id, kind, expires_at)',
  `CREATE TABLE rx_dvr_attempts (
    attempt_key text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    window_started_at timestamptz NOT NULL,
    locked_until timestamptz
  )`,
  `CREATE TABLE rx_issuer_keys (
    kid text PRIMARY KEY,
    public_jwk jsonb NOT NULL CHECK (jsonb_typeof(public_jwk) = 'object'),
    private_key_encrypted text NOT NULL CHECK (private_key_encrypted LIKE 'aes-256-gcm$%'),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_records_seed (
    id boolean PRIMARY KEY DEFAULT true CHECK (id),
    seeded_on date NOT NULL
  )`,
];

const down = [
  'DROP TABLE rx_records_seed',
  'DROP TABLE rx_issuer_keys',
  'DROP TABLE rx_dvr_attempts',
  'DROP TABLE rx_dvr_tokens',
  'DROP TABLE rx_vaccine_records',
  'DROP TABLE rx_program_enrollments',
  'DROP TABLE rx_programs',
  'DROP TABLE rx_transactions',
  'DROP TABLE rx_receipts',
  'ALTER TABLE pharmacy_patients DROP COLUMN auto_refill_relationship_type, DROP COLUMN auto_refill_override_privacy',
];

export const migration013: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
