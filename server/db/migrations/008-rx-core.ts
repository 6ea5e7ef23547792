/**
 * 008: the pharmacy core (pharmacy-portal.md §3 "Patient", "Address", "Facility / pharmacy", "Prescription /
 * refill", "Customer status"; §4 "Session"). Extends 002's patients with every §3 "Patient" field, and adds the
 * pharmacies (retail stores and the mail-order facility), prescriptions (one row per prescription, per patient, per
 * facility), the pharmacy's view of a customer (identity verified, linking lock), security questions (catalog and
 * hashed answers), remembered devices ('Remember me on this device.') and the pharmacy session of each sign-in
 * (last access, authorization).
 *
 * Derived, not stored: isPrimaryOnAccount (the SELF link), rxList and hasMailOrderTransactions (the prescriptions),
 * autoRefillExpiring / autoRefillExpired (the termination date), isShared of an address (its usage), selfLinked and
 * the link state (the links), hasChallengeQuestions (the answers). Later areas add their tables in 009+.
 * Frozen once released: later changes go in a new numbered migration.
 */
import type { Kysely } from 'kysely';
import type { Migration } from 'kysely';
import { runStatements } from './run-sql';

/** A jsonb phone of §3 (phoneId, countryCode, areaCode, phoneNumber), or null. */
const phoneCheck = (column: string) =>
  `CHECK (${column} IS NULL OR (jsonb_typeof(${column}) = 'object'
    AND ${column} ?& array['phoneId', 'countryCode', 'areaCode', 'phoneNumber']))`;

const up = [
  `ALTER TABLE pharmacy_patients
    ADD COLUMN account_number text,
    ADD COLUMN middle_name text,
    ADD COLUMN suffix text,
    ADD COLUMN loyalty_card_number text,
    ADD COLUMN alternate_id text,
    ADD COLUMN home_phone jsonb ${phoneCheck('home_phone')},
    ADD COLUMN mobile_phone jsonb ${phoneCheck('mobile_phone')},
    ADD COLUMN email text,
    ADD COLUMN email_id text,
    ADD COLUMN notify_by_text boolean NOT NULL DEFAULT false,
    ADD COLUMN notify_by_email boolean NOT NULL DEFAULT false,
    ADD COLUMN notify_by_voice boolean NOT NULL DEFAULT false,
    ADD COLUMN voice_notification_preference text NOT NULL DEFAULT 'UNKNOWN'
      CHECK (voice_notification_preference IN ('HOME', 'MOBILE', 'UNKNOWN')),
    ADD COLUMN is_auto_refill boolean NOT NULL DEFAULT false,
    ADD COLUMN auto_refill_facility_id text,
    ADD COLUMN auto_refill_program_id text,
    ADD COLUMN auto_refill_termination_date date,
    ADD COLUMN auto_refill_reminder jsonb CHECK (auto_refill_reminder IS NULL
      OR (jsonb_typeof(auto_refill_reminder) = 'object'
        AND auto_refill_reminder ?& array['dismissReminder', 'programId', 'expirationTimestamp'])),
    ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now()`,
  `CREATE TABLE rx_patient_addresses (
    address_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    usage text NOT NULL,
    address1 text NOT NULL,
    address2 text,
    city text NOT NULL,
    state text NOT NULL,
    zip_code text NOT NULL,
    country text NOT NULL DEFAULT 'US',
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT rx_patient_addresses_usage_key UNIQUE (patient_number, usage)
  )`,
  `CREATE TABLE rx_facilities (
    facility_id text PRIMARY KEY,
    facility_type text NOT NULL CHECK (facility_type IN ('RETAIL', 'MAIL_ORDER')),
    legal_name text NOT NULL,
    vanity_name text NOT NULL,
    brand text NOT NULL,
    division_number text,
    store_number text,
    address1 text NOT NULL,
    city text NOT NULL,
    state text NOT NULL,
    zip_code text NOT NULL,
    phone text NOT NULL CHECK (phone ~ '^[0-9]{10}$'),
    delivery_enabled boolean NOT NULL DEFAULT false,
    regular_hours jsonb NOT NULL CHECK (jsonb_typeof(regular_hours) = 'array'),
    holiday_schedule jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(holiday_schedule) = 'array'),
    promise_times jsonb NOT NULL CHECK (jsonb_typeof(promise_times) = 'object'
      AND promise_times ?& array['defaultPromiseTime', 'rxWebWithDoctorCall', 'rxWebWithoutDoctorCall']),
    CONSTRAINT rx_facilities_store_key UNIQUE (division_number, store_number)
  )`,
  'CREATE INDEX rx_facilities_phone_idx ON rx_facilities (phone)',
  `CREATE TABLE rx_prescriptions (
    rx_record_number text PRIMARY KEY,
    rx_number text NOT NULL CHECK (rx_number ~ '^[0-9]{5,8}$'),
    rx_fill_sequence text NOT NULL,
    patient_number text NOT NULL REFERENCES pharmacy_patients (patient_number) ON DELETE CASCADE,
    facility_id text NOT NULL REFERENCES rx_facilities (facility_id),
    drug_name text NOT NULL,
    refill_status text NOT NULL CHECK (refill_status IN ('IN_PROGRESS', 'READY_FOR_PICKUP', 'DELIVERY',
      'SHIPPED', 'ON_HOLD', 'NOT_REFILLABLE', 'REFILL_TOO_SOON', 'NEVER_FILLED', 'OVERDUE', 'REFILLABLE',
      'REFILLABLE_WITH_CALL_TO_PRESCRIBER', 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER')),
    secondary_status text,
    status_detail_message text,
    primary_status text,
    fill_status text,
    rx_status text,
    hidden boolean NOT NULL DEFAULT false,
    requires_call_to_doctor boolean NOT NULL DEFAULT false,
    schedule_two_drug boolean NOT NULL DEFAULT false,
    rx_eligible_for_auto_refill boolean NOT NULL DEFAULT false,
    rx_enrolled_auto_refill boolean NOT NULL DEFAULT false,
    rx_in_90_days boolean NOT NULL DEFAULT false,
    rx_refill_program text,
    refill_program_type text NOT NULL DEFAULT 'NONE' CHECK (refill_program_type IN ('AUTO_REFILL', 'NONE')),
    last_fill_dispense_quantity integer,
    last_refill_date date,
    last_filled_date date,
    patient_pay_amount numeric(12, 4),
    total_amount_due numeric(12, 4),
    promise_date_time timestamptz,
    expiry_date date,
    allow_delivery boolean NOT NULL DEFAULT false,
    prescriber_first_name text NOT NULL,
    prescriber_last_name text NOT NULL,
    prescriber_active boolean NOT NULL DEFAULT true,
    prescriber_number text NOT NULL,
    product_number text NOT NULL,
    product_image text,
    payment_brand text,
    payment_last_four text CHECK (payment_last_four IS NULL OR payment_last_four ~ '^[0-9]{4}$'),
    payment_expired boolean,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT rx_prescriptions_facility_rx_key UNIQUE (facility_id, rx_number)
  )`,
  'CREATE INDEX rx_prescriptions_patient_idx ON rx_prescriptions (patient_number)',
  // The pharmacy's view of an online customer (§3 "Customer status"): what is not derived from links or answers.
  `CREATE TABLE rx_customers (
    customer_id uuid PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
    identity_verified boolean NOT NULL DEFAULT false,
    linking_locked_until timestamptz,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Security questions: three groups of six (§9); a customer answers one per group.
  `CREATE TABLE rx_challenge_questions (
    question_id text PRIMARY KEY,
    question_group integer NOT NULL CHECK (question_group BETWEEN 1 AND 3),
    position integer NOT NULL,
    text text NOT NULL UNIQUE,
    CONSTRAINT rx_challenge_questions_position_key UNIQUE (question_group, position)
  )`,
  // Answers are stored hashed (scrypt of the normalised answer), never in plain text.
  `CREATE TABLE rx_customer_challenges (
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    question_id text NOT NULL REFERENCES rx_challenge_questions (question_id),
    answer_hash text NOT NULL CHECK (answer_hash LIKE 'scrypt$%'),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (customer_id, question_id)
  )`,
  // 'Remember me on this device.': keyed hash of the random id in the HttpOnly rxd cookie, per customer.
  `CREATE TABLE rx_known_devices (
    device_hash text NOT NULL,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (device_hash, customer_id)
  )`,
  // The pharmacy session of one sign-in (the sessions row): last access and authorization. Ends with it.
  `CREATE TABLE rx_sessions (
    session_id text PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
    customer_id uuid NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    last_access_at timestamptz,
    authorization_status text NOT NULL DEFAULT 'UNAUTHORIZED'
      CHECK (authorization_status IN ('AUTHORIZED', 'UNAUTHORIZED')),
    authorized_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
];

const down = [
  'DROP TABLE rx_sessions',
  'DROP TABLE rx_known_devices',
  'DROP TABLE rx_customer_challenges',
  'DROP TABLE rx_challenge_questions',
  'DROP TABLE rx_customers',
  'DROP TABLE rx_prescriptions',
  'DROP TABLE rx_facilities',
  'DROP TABLE rx_patient_addresses',
  `ALTER TABLE pharmacy_patients
    DROP COLUMN account_number, DROP COLUMN middle_name, DROP COLUMN suffix, DROP COLUMN loyalty_card_number,
    DROP COLUMN alternate_id, DROP COLUMN home_phone, DROP COLUMN mobile_phone, DROP COLUMN email,
    DROP COLUMN email_id, DROP COLUMN notify_by_text, DROP COLUMN notify_by_email, DROP COLUMN notify_by_voice,
    DROP COLUMN voice_notification_preference, DROP COLUMN is_auto_refill, DROP COLUMN auto_refill_facility_id,
    DROP COLUMN auto_refill_program_id, DROP COLUMN auto_refill_termination_date,
    DROP COLUMN auto_refill_reminder, DROP COLUMN updated_at`,
];

export const migration008: Migration = {
  up: (db: Kysely<unknown>) => runStatements(db, up),
  down: (db: Kysely<unknown>) => runStatements(db, down),
};
