/**
 * THE access rule of the pharmacy (pharmacy-portal.md §6 "Signed-in customer: sees own and linked patients'
 * prescriptions and history"): a customer may act for exactly the patients linked to them
 * (customer_patient_links) whose access has not expired (§6 "set an expiry": a link with an access_expiry_date
 * gives no access from that date on, UTC calendar of the request's clock). Every route that takes a patient
 * number, rx number or other id checks it here: `assertPatientAccess` answers 404 for a patient the customer may
 * not act for, exactly as for one that does not exist, so a guessed number reveals nothing.
 */
import { HTTPException } from 'hono/http-exception';
import type { Kysely } from 'kysely';
import type { RelationshipType } from '../../api/contracts/rx';
import type { Database } from '../db/schema';
import type { RxCustomer } from './auth';

export interface PatientLink {
  patientNumber: string;
  relationshipType: RelationshipType;
  /** The link is approved (§4 "Link state"). */
  customerVerified: boolean;
}

/** Message of the 404 (the same whether the patient does not exist or is someone else's). */
export const PATIENT_NOT_FOUND_MESSAGE = 'Patient not found.';

/** The customer a rule is asked about; `now` (rxAuth sets it from deps.now()) dates an expiry, else the clock. */
export type AccessCustomer = Pick<RxCustomer, 'customerId'> & Partial<Pick<RxCustomer, 'now'>>;

/** The first day a link with this expiry date gives no access is the date itself (YYYY-MM-DD, UTC). */
export function isAccessExpired(expiryDate: string | null, now: Date): boolean {
  return expiryDate !== null && expiryDate <= now.toISOString().slice(0, 10);
}

/** The patients the customer may act for, SELF first, then by patient number. */
export async function patientsOf(db: Kysely<Database>, customer: AccessCustomer) {
  const now = customer.now ?? new Date();
  const rows = (
    await db
      .selectFrom('customer_patient_links')
      .select(['patient_number', 'relationship_type', 'customer_verified', 'access_expiry_date'])
      .where('customer_id', '=', customer.customerId)
      .execute()
  ).filter((r) => !isAccessExpired(r.access_expiry_date, now));
  return rows
    .map(
      (r): PatientLink => ({
        patientNumber: r.patient_number,
        relationshipType: r.relationship_type,
        customerVerified: r.customer_verified,
      }),
    )
    .sort(
      (a, b) =>
        Number(b.relationshipType === 'SELF') - Number(a.relationshipType === 'SELF') ||
        a.patientNumber.localeCompare(b.patientNumber),
    );
}

/** The link to the patient, or a 404 HTTPException (app.onError answers it as NOT_FOUND). */
export async function assertPatientAccess(
  db: Kysely<Database>,
  customer: AccessCustomer,
  patientNumber: string,
): Promise<PatientLink> {
  const link = (await patientsOf(db, customer)).find((p) => p.patientNumber === patientNumber);
  if (!link) throw new HTTPException(404, { message: PATIENT_NOT_FOUND_MESSAGE });
  return link;
}
