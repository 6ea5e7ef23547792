/**
 * THE access rule of the pharmacy (pharmacy-portal.md §6 "Signed-in customer: sees own and linked patients'
 * prescriptions and history"): a customer may act for exactly the patients linked to them
 * (customer_patient_links). Every route that takes a patient number, rx number or other id checks it here:
 * `assertPatientAccess` answers 404 for a patient the customer may not act for, exactly as for one that does not
 * exist, so a guessed number reveals nothing.
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

/** The patients the customer may act for, SELF first, then by patient number. */
export async function patientsOf(db: Kysely<Database>, customer: Pick<RxCustomer, 'customerId'>) {
  const rows = await db
    .selectFrom('customer_patient_links')
    .select(['patient_number', 'relationship_type', 'customer_verified'])
    .where('customer_id', '=', customer.customerId)
    .execute();
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
  customer: Pick<RxCustomer, 'customerId'>,
  patientNumber: string,
): Promise<PatientLink> {
  const link = (await patientsOf(db, customer)).find((p) => p.patientNumber === patientNumber);
  if (!link) throw new HTTPException(404, { message: PATIENT_NOT_FOUND_MESSAGE });
  return link;
}
