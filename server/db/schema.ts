/**
 * Row types of the sandbox database, one interface per table (migrations in ./migrations are the source of
 * truth; keep both in step). Conventions that hold on PGlite and on pg alike:
 * - timestamptz columns read as Date; write a Date or an ISO string.
 * - date columns read as 'YYYY-MM-DD' strings (both drivers are told not to turn them into local Dates).
 * - jsonb columns are written as JSON text (JSON.stringify) because pg would turn a JS array into a
 *   PostgreSQL array literal; they read back as parsed values.
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;
type IsoDate = ColumnType<string, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;

export type SessionAuthLevel = 'identity' | 'authenticated';
export type PhoneType = 'MOBILE' | 'HOME';
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface CustomersTable {
  id: Generated<string>;
  /** Banner slug (e.g. 'freshway'); an email is unique per banner, not globally. */
  banner: string;
  /** The sign-in email, stored lower-cased. */
  email: string;
  /** scrypt$N$r$p$salt$hash (server/auth/passwords.ts); never the password itself. */
  password_hash: string;
  first_name: string;
  last_name: string;
  loyalty_card_number: string | null;
  created_at: Timestamp;
  /** IANA zone the account was created in: the profile sends created { value, timezone }. */
  created_timezone: Generated<string>;
  relevant_ads_opt_in: Generated<boolean>;
  updated_at: Timestamp;
  /** Identity authorities (migration 003); mode 1 of the sign-in page reads them. */
  authorities: Generated<string[]>;
}

export interface CustomerEmailsTable {
  id: Generated<string>;
  customer_id: string;
  address: string;
  is_verified: Generated<boolean>;
  verified_at: NullableTimestamp;
  verified_timezone: string | null;
  /** Order the profile lists the emails in; the first is the customer's emailAddress. */
  position: number;
}

export interface CustomerPhonesTable {
  id: Generated<string>;
  customer_id: string;
  type: PhoneType;
  /** The number as the customer typed it (the profile's number.original). */
  original: string;
  verified_at: NullableTimestamp;
  verified_timezone: string | null;
  position: number;
}

export interface CustomerAddressesTable {
  id: Generated<string>;
  customer_id: string;
  /** HOME, WORK, SHIPPING, BILLING, ... : the profile maps the HOME one. */
  type: string;
  address_lines: string[];
  city: string;
  state_province: string;
  country_code: string;
  postal_code: string;
  position: number;
}

export interface CustomerBannerDetailsTable {
  customer_id: string;
  banner: string;
  preferred_store_number: string | null;
  preferred_store_division_number: string | null;
  community_rewards_enabled: boolean | null;
}

export interface SessionsTable {
  /** Keyed hash of the random token in the `sid` cookie; the token itself is never stored. */
  id: string;
  customer_id: string;
  auth_level: SessionAuthLevel;
  remember_me: boolean;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface DevicesTable {
  id: Generated<string>;
  /** Keyed hash of the random id in the `did` cookie. One browser can be known to several customers. */
  device_hash: string;
  customer_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface ContentDocumentsTable {
  /** The public path the document is served at, e.g. CONTENT_PATHS.authLeftNav. */
  path: string;
  /** Null when the document is the same for every banner. */
  banner: string | null;
  body: Json<JsonValue>;
  updated_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  event: string;
  payload: Json<Record<string, string | number | boolean | null>>;
  created_at: Timestamp;
}

export type RelationshipTypeColumn = 'SELF' | 'CHILD' | 'MANAGED_ADULT' | 'CAREGIVER' | 'PET';

/** Migration 002, extended by 008 with every §3 "Patient" field that is not derived. */
export interface PharmacyPatientsTable {
  patient_number: string;
  first_name: string;
  last_name: string;
  date_of_birth: IsoDate;
  created_at: Timestamp;
  account_number: string | null;
  middle_name: string | null;
  suffix: string | null;
  loyalty_card_number: string | null;
  alternate_id: string | null;
  /** { phoneId, countryCode, areaCode, phoneNumber } (checked by the database). */
  home_phone: NullableJson<RxPhoneJson>;
  mobile_phone: NullableJson<RxPhoneJson>;
  email: string | null;
  email_id: string | null;
  notify_by_text: Generated<boolean>;
  notify_by_email: Generated<boolean>;
  notify_by_voice: Generated<boolean>;
  voice_notification_preference: Generated<'HOME' | 'MOBILE' | 'UNKNOWN'>;
  is_auto_refill: Generated<boolean>;
  auto_refill_facility_id: string | null;
  auto_refill_program_id: string | null;
  auto_refill_termination_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** { dismissReminder, programId, expirationTimestamp } (checked by the database). */
  auto_refill_reminder: NullableJson<RxAutoRefillReminderJson>;
  updated_at: Generated<Date>;
  /** Migration 013: how the patient was enrolled in auto-refill (PUT /patient/{n}/auto-refill/enroll). */
  auto_refill_relationship_type: RelationshipTypeColumn | null;
  auto_refill_override_privacy: Generated<boolean>;
}

export interface RxPhoneJson {
  phoneId: string;
  countryCode: string;
  areaCode: string;
  phoneNumber: string;
}

export interface RxAutoRefillReminderJson {
  dismissReminder: boolean;
  programId: string;
  expirationTimestamp: string;
}

/** Migration 008: §3 "Address" of a patient (isShared is derived from usage). */
export interface RxPatientAddressesTable {
  address_id: Generated<string>;
  patient_number: string;
  usage: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  country: Generated<string>;
  created_at: Generated<Date>;
}

export interface RxRegularHoursJson {
  day: 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';
  open: string | null;
  close: string | null;
  breakStart: string | null;
  breakEnd: string | null;
}

export interface RxPromiseTimesJson {
  defaultPromiseTime: string;
  rxWebWithDoctorCall: string;
  rxWebWithoutDoctorCall: string;
}

/** Migration 008: §3 "Facility / pharmacy": retail store pharmacies and the mail-order facility. */
export interface RxFacilitiesTable {
  facility_id: string;
  facility_type: 'RETAIL' | 'MAIL_ORDER';
  legal_name: string;
  vanity_name: string;
  brand: string;
  division_number: string | null;
  store_number: string | null;
  address1: string;
  city: string;
  state: string;
  zip_code: string;
  /** Ten digits. */
  phone: string;
  delivery_enabled: Generated<boolean>;
  regular_hours: Json<RxRegularHoursJson[]>;
  holiday_schedule: Json<Array<{ date: string; open: string | null; close: string | null }>>;
  promise_times: Json<RxPromiseTimesJson>;
}

/** numeric columns read as strings on pg and PGlite alike: convert with Number(). */
type Numeric = ColumnType<string | null, number | string | null | undefined, number | string | null>;
type NullableIsoDate = ColumnType<string | null, string | null | undefined, string | null>;

/** Migration 008: §3 "Prescription / refill", one row per prescription of a patient at a facility. */
export interface RxPrescriptionsTable {
  rx_record_number: string;
  rx_number: string;
  rx_fill_sequence: string;
  patient_number: string;
  facility_id: string;
  drug_name: string;
  refill_status: string;
  secondary_status: string | null;
  status_detail_message: string | null;
  primary_status: string | null;
  fill_status: string | null;
  rx_status: string | null;
  hidden: Generated<boolean>;
  requires_call_to_doctor: Generated<boolean>;
  schedule_two_drug: Generated<boolean>;
  rx_eligible_for_auto_refill: Generated<boolean>;
  rx_enrolled_auto_refill: Generated<boolean>;
  rx_in_90_days: Generated<boolean>;
  rx_refill_program: string | null;
  refill_program_type: Generated<'AUTO_REFILL' | 'NONE'>;
  last_fill_dispense_quantity: number | null;
  last_refill_date: NullableIsoDate;
  last_filled_date: NullableIsoDate;
  patient_pay_amount: Numeric;
  total_amount_due: Numeric;
  promise_date_time: NullableTimestamp;
  expiry_date: NullableIsoDate;
  allow_delivery: Generated<boolean>;
  prescriber_first_name: string;
  prescriber_last_name: string;
  prescriber_active: Generated<boolean>;
  prescriber_number: string;
  product_number: string;
  product_image: string | null;
  payment_brand: string | null;
  payment_last_four: string | null;
  payment_expired: boolean | null;
  created_at: Generated<Date>;
}

/** Migration 008: the pharmacy's view of an online customer (§3 "Customer status"). */
export interface RxCustomersTable {
  customer_id: string;
  identity_verified: Generated<boolean>;
  /** Linking is locked until then (§3 accountLockedForLinking). */
  linking_locked_until: NullableTimestamp;
  updated_at: Generated<Date>;
}

/** Migration 008: the security question catalog (three groups of six). */
export interface RxChallengeQuestionsTable {
  question_id: string;
  question_group: number;
  position: number;
  text: string;
}

/** Migration 008: a customer's security answers, hashed (scrypt of the normalised answer). */
export interface RxCustomerChallengesTable {
  customer_id: string;
  question_id: string;
  answer_hash: string;
  created_at: Generated<Date>;
}

/** Migration 008: browsers remembered by 'Remember me on this device.' (keyed hash of the rxd cookie). */
export interface RxKnownDevicesTable {
  device_hash: string;
  customer_id: string;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
}

/** Migration 008: the pharmacy session of one sign-in (§4 "Session"). */
export interface RxSessionsTable {
  session_id: string;
  customer_id: string;
  last_access_at: NullableTimestamp;
  authorization_status: Generated<'AUTHORIZED' | 'UNAUTHORIZED'>;
  authorized_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** A jsonb column with a database default (optional on insert). */
type JsonWithDefault<T> = ColumnType<T, string | undefined, string>;

/** Migration 011: a browser's guest session (keyed hash of the `rxg` cookie). */
export interface RxGuestSessionsTable {
  token_hash: string;
  /** Patient numbers whose date of birth this browser verified (the guest tracker). */
  verified_patients: JsonWithDefault<string[]>;
  /** Until when the verification holds (null: none). */
  verified_until: NullableTimestamp;
  /** Prescriptions this browser validated as refillable (rx number + pharmacy phone). */
  validated_records: JsonWithDefault<RxGuestValidatedRecord[]>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface RxGuestValidatedRecord {
  facilityId: string;
  rxNumber: string;
  rxRecordNumber: string;
}

/** Migration 011: a guest refill request. */
export interface RxGuestRefillOrdersTable {
  order_id: Generated<string>;
  guest_token_hash: string;
  facility_id: string;
  rx_records: Json<Array<{ rxNumber: string; rxRecordNumber: string }>>;
  pickup_time: Timestamp;
  contact_phone: string;
  status: Generated<'SUBMITTED'>;
  created_at: Generated<Date>;
}

/** Migration 011: a store's home delivery (weekdays 0 = Sunday … 6 = Saturday). */
export interface RxDeliverySettingsTable {
  facility_id: string;
  days_ahead: number;
  delivery_weekdays: Json<number[]>;
  delivery_fee: ColumnType<string, number | string, number | string>;
}

/** Migration 011: §3 "Delivery order". */
export interface RxDeliveryOrdersTable {
  order_id: Generated<string>;
  customer_id: string;
  facility_id: string;
  card_id: string;
  delivery_date: string;
  delivery_at: Timestamp;
  loyalty_num: string;
  prescriptions: Json<
    Array<{ patientNumber: string; recordNumber: string; rxFillSeq: string; rxNumber: string }>
  >;
  status: Generated<'STAGED'>;
  created_at: Generated<Date>;
}

/** Migration 011: a payment intent (ACH_CARD) and the keyed hash of its fraud token. */
export interface RxPaymentIntentsTable {
  payment_intent_id: Generated<string>;
  customer_id: string;
  card_type: 'ACH_CARD';
  card_id: string;
  fraud_token_hash: string;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

/** Migration 011: an online payment and the prescriptions associated with it. */
export interface RxOnlinePaymentsTable {
  payment_id: Generated<string>;
  customer_id: string;
  amount: ColumnType<string, number | string, number | string>;
  cart_size: number;
  payment_method_id: string;
  pickup_store_id: string;
  /** Migration 014 adds CANCELLED: replaced by a newer setup of the customer, or released (no order took it). */
  status: Generated<'CREATED' | 'ASSOCIATED' | 'CANCELLED'>;
  associated_records: JsonWithDefault<string[]>;
  created_at: Generated<Date>;
  /** Migration 014: the intent its association used. */
  payment_intent_id: string | null;
  cancelled_at: NullableTimestamp;
}

export interface CustomerPatientLinksTable {
  id: Generated<string>;
  customer_id: string;
  patient_number: string;
  relationship_type: RelationshipTypeColumn;
  /** pharmacy-portal.md: the cart and most pages need a customer-verified link. */
  customer_verified: Generated<boolean>;
  created_at: Timestamp;
  /** Migration 012: from this date on the link gives no access (§6 "set an expiry"); null: no expiry. */
  access_expiry_date: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 009: the other adult who approves a managed adult's link. */
  grantor_email: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 012: §3 "Relationships" / §4 "Relationship requests": a customer's request to act for a patient. */
export interface RxRelationshipRequestsTable {
  request_id: Generated<string>;
  patient_number: string;
  customer_id: string;
  request_type: 'MANAGE' | 'ACCESS';
  /** EXPIRED is derived: APPROVED with an access_expiry_date that has come. */
  status: 'PENDING' | 'APPROVED' | 'DENIED' | 'CANCELLED' | 'REVOKED';
  requested_at: Timestamp;
  granted_at: NullableTimestamp;
  access_expiry_date: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
  /** Migration 014: the relationship asked for (granted: the link's type); null on older requests: MANAGED_ADULT. */
  relationship_type: ColumnType<
    'CHILD' | 'PET' | 'MANAGED_ADULT' | 'CAREGIVER' | null,
    'CHILD' | 'PET' | 'MANAGED_ADULT' | 'CAREGIVER' | null | undefined,
    'CHILD' | 'PET' | 'MANAGED_ADULT' | 'CAREGIVER' | null
  >;
}

/** Migration 012: notifications a customer dismissed (or answered: the annual verification). */
export interface RxDismissedNotificationsTable {
  customer_id: string;
  notification_id: string;
  patient_number: string;
  response: 'YES' | 'NO' | null;
  dismissed_at: Generated<Date>;
}

/** Migration 012: a patient's text-message preferences by type. */
export interface RxSmsPreferencesTable {
  patient_number: string;
  preference_type: string;
  selected: boolean;
  updated_at: Generated<Date>;
}

export interface Database {
  customers: CustomersTable;
  customer_emails: CustomerEmailsTable;
  customer_phones: CustomerPhonesTable;
  customer_addresses: CustomerAddressesTable;
  customer_banner_details: CustomerBannerDetailsTable;
  sessions: SessionsTable;
  devices: DevicesTable;
  content_documents: ContentDocumentsTable;
  analytics_events: AnalyticsEventsTable;
  pharmacy_patients: PharmacyPatientsTable;
  customer_patient_links: CustomerPatientLinksTable;
  social_links: SocialLinksTable;
  sign_in_throttle: SignInThrottleTable;
  account_tokens: AccountTokensTable;
  outbox: OutboxTable;
  wallet_cards: WalletCardsTable;
  wallet_addresses: WalletAddressesTable;
  wallet_tokens: WalletTokensTable;
  idempotency_keys: IdempotencyKeysTable;
  flow_steps: FlowStepsTable;
  flow_clients: FlowClientsTable;
  rx_patient_addresses: RxPatientAddressesTable;
  rx_facilities: RxFacilitiesTable;
  rx_prescriptions: RxPrescriptionsTable;
  rx_customers: RxCustomersTable;
  rx_challenge_questions: RxChallengeQuestionsTable;
  rx_customer_challenges: RxCustomerChallengesTable;
  rx_known_devices: RxKnownDevicesTable;
  rx_sessions: RxSessionsTable;
  rx_relationship_requests: RxRelationshipRequestsTable;
  rx_dismissed_notifications: RxDismissedNotificationsTable;
  rx_sms_preferences: RxSmsPreferencesTable;
  rx_guest_sessions: RxGuestSessionsTable;
  rx_guest_refill_orders: RxGuestRefillOrdersTable;
  rx_delivery_settings: RxDeliverySettingsTable;
  rx_delivery_orders: RxDeliveryOrdersTable;
  rx_payment_intents: RxPaymentIntentsTable;
  rx_online_payments: RxOnlinePaymentsTable;
  rx_verification_attempts: RxVerificationAttemptsTable;
  rx_link_verifications: RxLinkVerificationsTable;
  rx_idm_quizzes: RxIdmQuizzesTable;
  rx_prescriber_quizzes: RxPrescriberQuizzesTable;
  rx_challenge_attempts: RxChallengeAttemptsTable;
  rx_account_holders: RxAccountHoldersTable;
  rx_prescription_requests: RxPrescriptionRequestsTable;
  rx_guest_links: RxGuestLinksTable;
  rx_guest_locks: RxGuestLocksTable;
  rx_cart_items: RxCartItemsTable;
  rx_orders: RxOrdersTable;
  rx_order_items: RxOrderItemsTable;
  rx_shipping_methods: RxShippingMethodsTable;
  rx_competitor_pharmacies: RxCompetitorPharmaciesTable;
  rx_store_locations: RxStoreLocationsTable;
  rx_receipts: RxReceiptsTable;
  rx_transactions: RxTransactionsTable;
  rx_programs: RxProgramsTable;
  rx_program_enrollments: RxProgramEnrollmentsTable;
  rx_vaccine_records: RxVaccineRecordsTable;
  rx_dvr_tokens: RxDvrTokensTable;
  rx_dvr_attempts: RxDvrAttemptsTable;
  rx_issuer_keys: RxIssuerKeysTable;
  rx_records_seed: RxRecordsSeedTable;
}

export type Customer = Selectable<CustomersTable>;
export type NewCustomer = Insertable<CustomersTable>;
export type Session = Selectable<SessionsTable>;

/** payment-wallet.md §3 Card (migration 004): token, brand, bin and last four only; never a PAN or PIN. */
export interface WalletCardsTable {
  id: Generated<string>;
  customer_id: string;
  card_type: 'BANK_CARD' | 'CREDIT_CARD' | 'EBT_CARD' | 'GIFT_CARD';
  brand: string;
  bin: string | null;
  last_four: string;
  token: string;
  expiration_month: string | null;
  expiration_year: string | null;
  first_name: string | null;
  last_name: string | null;
  address: Json<JsonValue> | null;
  default_applications: Json<string[]>;
  balance: string | null;
  version_key: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WalletAddressesTable {
  id: Generated<string>;
  customer_id: string;
  address_type: 'home' | 'delivery';
  line1: string;
  line2: string | null;
  city: string;
  state_code: string;
  zip: string;
  country_code: 'US' | 'CA';
  preferred: Generated<boolean>;
  created_at: Timestamp;
}

export interface WalletTokensTable {
  token_hash: string;
  customer_id: string;
  /** Migration 005: the sessions row (keyed hash) the token was issued to; deleting the session deletes it. */
  session_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Migration 005: idempotency keys of every mutating route that takes one (server/http/idempotency.ts). */
export interface IdempotencyKeysTable {
  /** Whose key it is ('customer:<id>', later e.g. 'guest:<session>'): a key never answers across scopes. */
  scope: string;
  key: string;
  /** e.g. 'POST /payment/v2/wallet/cards': the key is bound to it. */
  operation: string;
  /** sha256 of the operation and the canonical request body: the same key with another body is refused. */
  fingerprint: string;
  state: 'pending' | 'done';
  /** Random id of the request holding the claim: only it may complete or release the key. */
  claim_id: string;
  claimed_at: Timestamp;
  status: number | null;
  body: ColumnType<JsonValue | null, string | null, string | null>;
  expires_at: Timestamp;
}

/** Migration 003 (sign-in): a customer's linked social identity (provider + the provider's subject id). */
export interface SocialLinksTable {
  id: Generated<string>;
  customer_id: string;
  provider: 'Google';
  subject: string;
  created_at: Timestamp;
}

/** Migration 003: failed sign-ins per key (`account:<banner>:<email>` or `client:<address>`) and locks. */
export interface SignInThrottleTable {
  key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** Migration 003: one-time tokens (keyed hash of the emailed token) for password reset and email verification. */
export interface AccountTokensTable {
  id: string;
  customer_id: string;
  purpose: 'password_reset' | 'email_verification';
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** Migration 003: the sandbox outbox (mail it would have sent), shown at /__outbox. */
export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: Timestamp;
}

/** Migration 007 (issue 14): one step of one statechart in one page load, as the flow collector stored it. */
export interface FlowStepsTable {
  id: Generated<string>;
  session_id: string;
  actor_id: string;
  machine_id: string;
  seq: number;
  event_type: string;
  to_state: string;
  status: 'active' | 'done' | 'stopped' | 'error';
  transitions: string[];
  received_at: Timestamp;
  /** Migration 014: the browser session (null for steps stored before it: the page load stands in). */
  browser_session: string | null;
  /** Migration 014: a person had used the keyboard or pointer on the page load. */
  had_input: Generated<boolean>;
}

/** Migration 014: records a client (keyed hash of its address) sent in its current one-minute window. */
export interface FlowClientsTable {
  client: string;
  window_started_at: Timestamp;
  records: number;
}

/** Migration 009: failed identity attempts per customer and kind, and the lock they reached. */
export interface RxVerificationAttemptsTable {
  customer_id: string;
  kind: 'lookup' | 'verify' | 'quiz';
  failures: Generated<number>;
  locked_until: NullableTimestamp;
  updated_at: Generated<Date>;
}

/** Migration 009: a patient a customer looked up, and when and how the customer proved the right to link. */
export interface RxLinkVerificationsTable {
  customer_id: string;
  patient_number: string;
  relationship_type: RelationshipTypeColumn;
  method: 'patient' | 'prescription';
  grantor_email: string | null;
  looked_up_at: Timestamp;
  verified_at: NullableTimestamp;
  verified_by: 'customer' | 'quiz' | 'prescriber' | 'prescription' | null;
}

/** Migration 009: identity quizzes handed out (answered once). */
export interface RxIdmQuizzesTable {
  quiz_id: string;
  customer_id: string;
  patient_number: string;
  round: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
}

/** Migration 009: prescriber quizzes handed out (answered once, 3 minutes). */
export interface RxPrescriberQuizzesTable {
  quiz_id: string;
  customer_id: string;
  patient_number: string;
  prescriber_number: string;
  options: Json<Array<{ prescriberNumber: string; firstName: string; lastName: string }>>;
  created_at: Timestamp;
  expires_at: Timestamp;
  answered_at: NullableTimestamp;
}

/** Migration 009: security-question attempt state and lock (§4). */
export interface RxChallengeAttemptsTable {
  customer_id: string;
  attempt_state: Generated<
    | 'PRISTINE'
    | 'SECOND_ATTEMPT'
    | 'SUBSEQUENT_ATTEMPT'
    | 'LOCKED_OUT'
    | 'TEMPORARY_UNLOCK'
    | 'TEMPORARY_UNLOCK_ATTEMPT'
  >;
  locked_status: Generated<'LOCKED' | 'UNLOCKED' | 'TEMPORARILY_LOCKED'>;
  failed_attempts: Generated<number>;
  remember_device: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** Migration 009: primary account holder information (§2.4). */
export interface RxAccountHoldersTable {
  customer_id: string;
  account_number: string;
  first_name: string;
  last_name: string;
  date_of_birth: IsoDate;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip_code: string;
  phone: string | null;
  created_at: Generated<Date>;
}

/** Migration 010: a customer's server-side pharmacy cart (§7.1 GET/POST/DELETE /cart). */
export interface RxCartItemsTable {
  customer_id: string;
  rx_record_number: string;
  added_at: Generated<Date>;
}

/** Migration 010: a placed order (§3 "Checkout" order fields), unique per customer and idempotency key. */
export interface RxOrdersTable {
  order_id: string;
  customer_id: string;
  idempotency_key: string;
  order_type: 'MAILORDER' | 'RETAIL';
  patient_type: string;
  pharmacy_type: 'RETAIL' | 'MAIL_ORDER';
  facility_id: string;
  fulfillment_method: 'PICKUP' | 'SHIP';
  payment_method: 'payNow' | 'payAtStore';
  payment_type: 'DW' | 'ONLINE_PAYMENT' | 'PAYSYS' | null;
  pickup_time: NullableTimestamp;
  card_id: string | null;
  payment_intent_id: string | null;
  shipping_method_id: string | null;
  address_id: string | null;
  easy_open_lids: Generated<boolean>;
  order_revenue: ColumnType<string, number | string, number | string>;
  status: Generated<'SUBMITTED'>;
  created_at: Generated<Date>;
}

/** Migration 010: the refills of an order. */
export interface RxOrderItemsTable {
  order_id: string;
  rx_record_number: string;
  patient_number: string;
  patient_pay_amount: Numeric;
}

/** Migration 010: §3 "Checkout" shippingMethods. */
export interface RxShippingMethodsTable {
  shipping_method_id: string;
  code: string;
  description: string;
  shipping_charge: ColumnType<string, number | string, number | string>;
  position: number;
}

/** Migration 010: other pharmacies a transfer may come from (§7.4 GET /competitor-list). */
export interface RxCompetitorPharmaciesTable {
  competitor_id: string;
  pharmacy_name: string;
  phone: string;
  address1: string;
  city: string;
  state: string;
  zip_code: string;
}

/** Migration 010: the store-locator facts of a store pharmacy (§3 "Store search result"). */
export interface RxStoreLocationsTable {
  facility_id: string;
  banner: string;
  address2: string | null;
  latitude: number;
  longitude: number;
  show_weekly_ad: Generated<boolean>;
  departments: Json<Array<{ code: string }>>;
}

/** Migration 009: guest verification links (sent as a text message; the timestamp of the link). */
/** Migration 014: the guest verification lock per patient (§4 "the locked status by patient number"). */
export interface RxGuestLocksTable {
  patient_number: string;
  failures: Generated<number>;
  locked_until: NullableTimestamp;
}

export interface RxGuestLinksTable {
  patient_number: string;
  link_timestamp: string;
  issued_at: Timestamp;
  expires_at: Timestamp;
  failures: Generated<number>;
  locked_until: NullableTimestamp;
}

/** Migrations 009 and 010: §3 "New-patient request" (the new-patient flow; transfers, call my doctor, paper); a
 *  guest's has no customer. */
export interface RxPrescriptionRequestsTable {
  request_id: Generated<string>;
  customer_id: string | null;
  body: Json<JsonValue>;
  created_at: Generated<Date>;
}
/** Migration 013: one loyalty receipt per store visit (§7.1 GET /receipt-loyalty). Amounts are numeric strings. */
export interface RxReceiptsTable {
  receipt_id: string;
  facility_id: string;
  loyalty_id: string;
  sold_at: Timestamp;
  register_number: string;
  subtotal: ColumnType<string, string | number, string | number>;
  tax: ColumnType<string, string | number, string | number>;
  total: ColumnType<string, string | number, string | number>;
}

/** Migration 013: one fill sold or returned (§3 "Prescription history"; §7.1 transactions). */
export interface RxTransactionsTable {
  transaction_id: string;
  patient_number: string;
  rx_record_number: string;
  rx_number: string;
  rx_fill_sequence: number;
  drug_name: string;
  product_number: string;
  facility_id: string;
  sold_date: IsoDate;
  quantity: number;
  days_supply: number;
  fill_status: 'SOLD' | 'Returned';
  patient_pay_amount: ColumnType<string, string | number, string | number>;
  insurance_paid_amount: ColumnType<string, string | number, string | number>;
  retail_price: ColumnType<string, string | number, string | number>;
  prescriber_name: string;
  receipt_id: string | null;
}

/** Migration 013: refill programs (§3 "Marketing / program enrolment"; HCSS is the 90-day supply). */
export interface RxProgramsTable {
  external_code: string;
  program_name: string;
  description: string;
}

export type RxEnrollmentStatusColumn =
  | 'ENROLLED'
  | 'REENROLLED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'NEVER_ASKED'
  | 'PENDING';

export interface RxProgramEnrollmentsTable {
  patient_number: string;
  external_code: string;
  enrollment_status: RxEnrollmentStatusColumn;
  updated_at: Timestamp;
}

/** Migration 013: immunizations given at the pharmacy (the digital vaccine record). */
export interface RxVaccineRecordsTable {
  record_id: string;
  patient_number: string;
  cvx_code: string;
  vaccine_name: string;
  manufacturer: string;
  lot_number: string;
  occurrence_date: IsoDate;
  dose_number: number | null;
  facility_id: string;
}

/** Migration 013: the vaccine record's verifications, text-message links and signed-in grants (keyed hashes). */
export interface RxDvrTokensTable {
  token_hash: string;
  kind: 'VERIFICATION' | 'LINK' | 'GRANT';
  patient_number: string;
  session_id: string | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface RxDvrAttemptsTable {
  attempt_key: string;
  failures: number;
  window_started_at: Timestamp;
  locked_until: NullableTimestamp;
}

/** Migration 013: the SMART Health Card issuer key; the private JWK is stored encrypted (aes-256-gcm$...). */
export interface RxIssuerKeysTable {
  kid: string;
  public_jwk: Json<Record<string, string>>;
  private_key_encrypted: string;
  created_at: Generated<Date>;
}

export interface RxRecordsSeedTable {
  id: Generated<boolean>;
  seeded_on: IsoDate;
}
