/**
 * THE access rule of the pharmacy (pharmacy-portal.md §6 "Signed-in customer: sees own and linked patients'
 * prescriptions and history"): a customer may act for exactly the patients linked to them
 * (customer_patient_links) by an APPROVED link (§4 "Link state": a link waiting for approval gives nothing yet)
 * whose access has not expired (§6 "set an expiry": a link with an access_expiry_date
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

/** The patients the customer may act for (approved, unexpired links), SELF first, then by patient number. */
export async function patientsOf(db: Kysely<Database>, customer: AccessCustomer) {
  return (await linksOf(db, customer)).filter((l) => l.customerVerified);
}

/** Every unexpired link of the customer, those waiting for approval too (§4 "Link state" counts them). */
export async function linksOf(db: Kysely<Database>, customer: AccessCustomer) {
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

/**
 * The guest side of the rule (§2.3 "a guest-verified user goes to the monograph page", §6 "Guest"): a browser whose
 * guest session verified these patients' dates of birth may read the monograph (and its images) of a product those
 * patients have a prescription of, and nothing else.
 */
export async function guestMayReadProduct(
  db: Kysely<Database>,
  verifiedPatients: readonly string[],
  productNumber: string,
): Promise<boolean> {
  if (verifiedPatients.length === 0 || productNumber === '') return false;
  const row = await db
    .selectFrom('rx_prescriptions')
    .select('rx_record_number')
    .where('product_number', '=', productNumber)
    .where('patient_number', 'in', [...verifiedPatients])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The loyalty card side of the rule (receipts are read by card number, §7.1 GET /receipt-loyalty): a card number
 * belongs to the customer when it is on a patient they act for and on no patient they do not. `except` leaves one
 * patient out (the one whose card is being changed). A card on nobody belongs to nobody.
 */
export async function cardHoldersOutside(
  db: Kysely<Database>,
  customer: AccessCustomer,
  cardNumber: string,
  except?: string,
): Promise<{ mine: string[]; others: string[] }> {
  const holders = (
    await db
      .selectFrom('pharmacy_patients')
      .select('patient_number')
      .where('loyalty_card_number', '=', cardNumber)
      .execute()
  )
    .map((r) => r.patient_number)
    .filter((n) => n !== except);
  if (holders.length === 0) return { mine: [], others: [] };
  const own = new Set((await patientsOf(db, customer)).map((l) => l.patientNumber));
  return { mine: holders.filter((n) => own.has(n)), others: holders.filter((n) => !own.has(n)) };
}
