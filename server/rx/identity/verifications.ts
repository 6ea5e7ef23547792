/**
 * The link flow's server-side record (pharmacy-portal.md §3 "Linking flow state", §4 "Link flow"): a patient the
 * customer found by a lookup, and how the customer then proved the right to link (already verified, identity quiz,
 * prescriber quiz, prescription number). A link is accepted only for a patient found by this customer, proven within
 * IDENTITY_LIMITS.verificationValidMs: a guessed patient number links nothing and starts no quiz.
 */
import type { Kysely } from 'kysely';
import type { LookupType } from '../../../api/contracts/rx-identity';
import type { RelationshipType } from '../../../api/contracts/rx';
import { IDENTITY_LIMITS, lookupTypeOf } from '../../../domain/rx/identity';
import type { Database } from '../../db/schema';

/** The relationship recorded for a lookup type (other adults: managed adult or caregiver, decided at link time). */
export function relationshipOfLookup(type: LookupType): RelationshipType {
  return type === 'OTHER_ADULT' ? 'MANAGED_ADULT' : type;
}

export async function recordLookup(
  db: Kysely<Database>,
  now: Date,
  found: {
    customerId: string;
    patientNumber: string;
    relationship: RelationshipType;
    method: 'patient' | 'prescription';
    grantorEmail: string | null;
    verified: boolean;
  },
): Promise<void> {
  const values = {
    relationship_type: found.relationship,
    method: found.method,
    grantor_email: found.grantorEmail,
    looked_up_at: now,
    verified_at: found.verified ? now : null,
    verified_by: found.verified ? ('customer' as const) : null,
  };
  await db
    .insertInto('rx_link_verifications')
    .values({ customer_id: found.customerId, patient_number: found.patientNumber, ...values })
    .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doUpdateSet(values))
    .execute();
}

export interface LinkVerification {
  patientNumber: string;
  relationship: RelationshipType;
  method: 'patient' | 'prescription';
  grantorEmail: string | null;
  verified: boolean;
}

/** The customer's recent lookup of this patient (null when none, or too old). */
export async function lookupOf(
  db: Kysely<Database>,
  now: Date,
  customerId: string,
  patientNumber: string,
): Promise<LinkVerification | null> {
  const row = await db
    .selectFrom('rx_link_verifications')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('patient_number', '=', patientNumber)
    .where('looked_up_at', '>', new Date(now.getTime() - IDENTITY_LIMITS.verificationValidMs))
    .executeTakeFirst();
  if (!row) return null;
  const verified =
    row.verified_at !== null &&
    row.verified_at.getTime() > now.getTime() - IDENTITY_LIMITS.verificationValidMs;
  return {
    patientNumber: row.patient_number,
    relationship: row.relationship_type,
    method: row.method,
    grantorEmail: row.grantor_email,
    verified,
  };
}

export async function markVerified(
  db: Kysely<Database>,
  now: Date,
  customerId: string,
  patientNumber: string,
  by: 'quiz' | 'prescriber' | 'prescription',
): Promise<void> {
  await db
    .updateTable('rx_link_verifications')
    .set({ verified_at: now, verified_by: by })
    .where('customer_id', '=', customerId)
    .where('patient_number', '=', patientNumber)
    .execute();
}

/** Whether a link of `type` fits the lookup (other adults: managed adult or caregiver alike). */
export function linkFitsLookup(type: RelationshipType, lookup: LinkVerification): boolean {
  return lookupTypeOf(type) === lookupTypeOf(lookup.relationship);
}

export async function isIdentityVerified(db: Kysely<Database>, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('rx_customers')
    .select('identity_verified')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.identity_verified ?? false;
}

export async function setIdentityVerified(
  db: Kysely<Database>,
  now: Date,
  customerId: string,
): Promise<void> {
  await db
    .insertInto('rx_customers')
    .values({ customer_id: customerId, identity_verified: true })
    .onConflict((oc) => oc.column('customer_id').doUpdateSet({ identity_verified: true, updated_at: now }))
    .execute();
}

/** Whether anyone has the patient as SELF already, or this customer has the patient already. */
export async function isAlreadyLinked(
  db: Kysely<Database>,
  customerId: string,
  patientNumber: string,
  relationship: RelationshipType,
): Promise<boolean> {
  const links = await db
    .selectFrom('customer_patient_links')
    .select(['customer_id', 'relationship_type'])
    .where('patient_number', '=', patientNumber)
    .execute();
  return links.some(
    (l) => l.customer_id === customerId || (relationship === 'SELF' && l.relationship_type === 'SELF'),
  );
}
