/**
 * The identity flows' sandbox data (server/db/fixtures/rx-identity.ts), on every start after seedRx, idempotent: the
 * lockout account (customer, verified email, its SELF pharmacy record, identity verified, three hashed security
 * answers) and the mock scenarios' patient with its prescription. Rows that exist are left alone, so a lockout the
 * end-to-end test or a person walked stays until `npm run reset`.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../../auth/passwords';
import {
  LOCKOUT_ANSWERS,
  LOCKOUT_CUSTOMER,
  LOCKOUT_PATIENT,
  MOCK_PATIENT,
} from '../../db/fixtures/rx-identity';
import { FRESHWAY_STORE_PHARMACY } from '../../db/fixtures/rx-facilities';
import type { Database } from '../../db/schema';
import { hashAnswer } from '../challenges';

async function insertPatient(
  db: Kysely<Database>,
  p: typeof LOCKOUT_PATIENT | typeof MOCK_PATIENT,
): Promise<boolean> {
  const inserted = await db
    .insertInto('pharmacy_patients')
    .values({
      patient_number: p.patientNumber,
      account_number: p.accountNumber,
      first_name: p.firstName,
      last_name: p.lastName,
      date_of_birth: p.dateOfBirth,
      mobile_phone: JSON.stringify(p.mobilePhone),
    })
    .onConflict((oc) => oc.column('patient_number').doNothing())
    .returning('patient_number')
    .executeTakeFirst();
  if (!inserted) return false;
  await db
    .insertInto('rx_patient_addresses')
    .values({
      patient_number: p.patientNumber,
      usage: p.address.usage,
      address1: p.address.address1,
      address2: p.address.address2,
      city: p.address.city,
      state: p.address.state,
      zip_code: p.address.zipCode,
    })
    .onConflict((oc) => oc.columns(['patient_number', 'usage']).doNothing())
    .execute();
  return true;
}

export async function seedRxIdentity(db: Kysely<Database>, now = new Date()): Promise<void> {
  const present = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', LOCKOUT_CUSTOMER.id)
    .executeTakeFirst();
  if (!present) {
    const [passwordHash, answers] = await Promise.all([
      hashPassword(LOCKOUT_CUSTOMER.password),
      Promise.all(
        LOCKOUT_ANSWERS.map(async (a) => ({ questionId: a.questionId, hash: await hashAnswer(a.answer) })),
      ),
    ]);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('customers')
        .values({
          id: LOCKOUT_CUSTOMER.id,
          banner: LOCKOUT_CUSTOMER.banner,
          email: LOCKOUT_CUSTOMER.email,
          password_hash: passwordHash,
          first_name: LOCKOUT_CUSTOMER.firstName,
          last_name: LOCKOUT_CUSTOMER.lastName,
          loyalty_card_number: null,
          created_at: now,
          updated_at: now,
          authorities: ['ROLE_CUSTOMER'],
        })
        .execute();
      await trx
        .insertInto('customer_emails')
        .values({
          customer_id: LOCKOUT_CUSTOMER.id,
          address: LOCKOUT_CUSTOMER.email,
          is_verified: true,
          verified_at: now,
          verified_timezone: 'UTC',
          position: 0,
        })
        .execute();
      await insertPatient(trx, LOCKOUT_PATIENT);
      await trx
        .insertInto('customer_patient_links')
        .values({
          customer_id: LOCKOUT_CUSTOMER.id,
          patient_number: LOCKOUT_PATIENT.patientNumber,
          relationship_type: 'SELF',
          customer_verified: true,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doNothing())
        .execute();
      await trx
        .insertInto('rx_customers')
        .values({ customer_id: LOCKOUT_CUSTOMER.id, identity_verified: true })
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .execute();
      await trx
        .insertInto('rx_customer_challenges')
        .values(
          answers.map((a) => ({
            customer_id: LOCKOUT_CUSTOMER.id,
            question_id: a.questionId,
            answer_hash: a.hash,
          })),
        )
        .execute();
    });
  }
  await insertPatient(db, MOCK_PATIENT);
  // The mock prescription comes back if removed: it is the mock scenarios' fixture, never a shopper's.
  const rx = MOCK_PATIENT.prescription;
  await db
    .insertInto('rx_prescriptions')
    .values({
      rx_record_number: rx.rxRecordNumber,
      rx_number: rx.rxNumber,
      rx_fill_sequence: '1',
      patient_number: MOCK_PATIENT.patientNumber,
      facility_id: FRESHWAY_STORE_PHARMACY.facilityId,
      drug_name: rx.drugName,
      refill_status: 'REFILLABLE',
      fill_status: 'SOLD',
      last_fill_dispense_quantity: 30,
      last_refill_date: '2026-10-01',
      last_filled_date: '2026-10-01',
      patient_pay_amount: 5,
      expiry_date: '2027-10-01',
      prescriber_first_name: rx.prescriber.firstName,
      prescriber_last_name: rx.prescriber.lastName,
      prescriber_number: rx.prescriber.number,
      product_number: rx.productNumber,
    })
    .onConflict((oc) => oc.column('rx_record_number').doNothing())
    .execute();
}
