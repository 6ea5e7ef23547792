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
  /** Whether the browser was a known machine when the session was created (the live answer reads `did`). */
  known_machine: boolean;
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

export interface PharmacyPatientsTable {
  patient_number: string;
  first_name: string;
  last_name: string;
  date_of_birth: IsoDate;
  created_at: Timestamp;
}

export interface CustomerPatientLinksTable {
  id: Generated<string>;
  customer_id: string;
  patient_number: string;
  relationship_type: RelationshipTypeColumn;
  /** pharmacy-portal.md: the cart and most pages need a customer-verified link. */
  customer_verified: Generated<boolean>;
  created_at: Timestamp;
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
  wallet_idempotency: WalletIdempotencyTable;
  wallet_tokens: WalletTokensTable;
  flow_steps: FlowStepsTable;
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

export interface WalletIdempotencyTable {
  customer_id: string;
  key: string;
  request: string;
  status: number;
  body: Json<JsonValue>;
  created_at: Timestamp;
}

export interface WalletTokensTable {
  token_hash: string;
  customer_id: string;
  expires_at: Timestamp;
  created_at: Timestamp;
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
}
