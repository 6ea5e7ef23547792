/**
 * 009: the pharmacy's identity flows (pharmacy-portal.md §3 "Linking flow state", "Identity quiz", "Prescriber
 * quiz", "Security questions", "New-patient request"; §4 "Link flow", "Security-question attempts", "Account lock",
 * "Guest verification"). Every lock persists across restarts and every limit is reserved in one statement
 * (server/rx/identity/attempts.ts):
 * - rx_verification_attempts: failed lookups, prescription verifications (prescriber answers count too) and identity
 *   quizzes per customer, with the lock each reaches;
 * - rx_link_verifications: a patient a customer looked up, and how (and when) the customer proved the right to link;
 * - rx_idm_quizzes, rx_prescriber_quizzes: the quizzes handed out (answered once; the prescriber quiz expires);
 * - rx_challenge_attempts: the security-question attempt state and lock of each customer;
 * - rx_account_holders: primary account holder information (§2.4);
 * - rx_prescription_requests: new-patient requests (§7.1 POST /prescription-request);
 * - rx_guest_links: guest verification links (a text message in the sandbox's outbox); a verified date of birth
 *   marks the browser's guest session (rx_guest_sessions, migration 011: server/rx/guest.ts);
 * - customer_patient_links.grantor_email: the other adult who approves a managed adult's link.
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

const up = [
  `CREATE TABLE rx_verification_attempts (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('lookup', 'verify', 'quiz')),
    failures integer NOT NULL DEFAULT 0,
    locked_until timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, kind)
  )`,
  `CREATE TABLE rx_link_verifications (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    relationship_type text NOT NULL
      CHECK (relationship_type IN ('SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER', 'PET')),
    method text NOT NULL CHECK (method IN ('patient', 'prescription')),
    grantor_email text,
    looked_up_at timestamptz NOT NULL,
    verified_at timestamptz,
    verified_by text CHECK (verified_by IS NULL OR verified_by IN ('customer', 'quiz', 'prescriber', 'prescription')),
    PRIMARY KEY (customer_id, patient_number)
  )`,
  `CREATE TABLE rx_idm_quizzes (
    quiz_id text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    round integer NOT NULL CHECK (round IN (1, 2)),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    answered_at timestamptz
  )`,
  'CREATE INDEX rx_idm_quizzes_customer_idx ON rx_idm_quizzes (customer_id, created_at)',
  `CREATE TABLE rx_prescriber_quizzes (
    quiz_id text PRIMARY KEY,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    prescriber_number text NOT NULL,
    options jsonb NOT NULL CHECK (jsonb_typeof(options) = 'array'),
    created_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    answered_at timestamptz
  )`,
  'CREATE INDEX rx_prescriber_quizzes_customer_idx ON rx_prescriber_quizzes (customer_id, created_at)',
  `CREATE TABLE rx_challenge_attempts (
    customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    attempt_state text NOT NULL DEFAULT 'PRISTINE' CHECK (attempt_state IN ('PRISTINE', 'SECOND_ATTEMPT',
      'SUBSEQUENT_ATTEMPT', 'LOCKED_OUT', 'TEMPORARY_UNLOCK', 'TEMPORARY_UNLOCK_ATTEMPT')),
    locked_status text NOT NULL DEFAULT 'UNLOCKED'
      CHECK (locked_status IN ('LOCKED', 'UNLOCKED', 'TEMPORARILY_LOCKED')),
    failed_attempts integer NOT NULL DEFAULT 0,
    remember_device boolean NOT NULL DEFAULT false,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_account_holders (
    customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    account_number text NOT NULL UNIQUE,
    first_name text NOT NULL,
    last_name text NOT NULL,
    date_of_birth date NOT NULL,
    address1 text NOT NULL,
    address2 text,
    city text NOT NULL,
    state text NOT NULL,
    zip_code text NOT NULL,
    phone text CHECK (phone IS NULL OR phone ~ '^[0-9]{10}$'),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_prescription_requests (
    request_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE rx_guest_links (
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    link_timestamp text NOT NULL CHECK (link_timestamp ~ '^[0-9]{10,16}$'),
    issued_at timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    failures integer NOT NULL DEFAULT 0,
    locked_until timestamptz,
    PRIMARY KEY (patient_number, link_timestamp)
  )`,
  'ALTER TABLE customer_patient_links ADD COLUMN grantor_email text',
];

const down = [
  'ALTER TABLE customer_patient_links DROP COLUMN grantor_email',
  'DROP TABLE rx_guest_links',
  'DROP TABLE rx_prescription_requests',
  'DROP TABLE rx_account_holders',
  'DROP TABLE rx_challenge_attempts',
  'DROP TABLE rx_prescriber_quizzes',
  'DROP TABLE rx_idm_quizzes',
  'DROP TABLE rx_link_verifications',
  'DROP TABLE rx_verification_attempts',
];

export const migration009: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
