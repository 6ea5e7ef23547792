/**
 * The patient-access sandbox data (server/db/fixtures/rx-profile.ts), on every start after seedRx, idempotent:
 * - Morgan Ellis's account is inserted when missing; only then (a fresh account) her security answers and her
 *   pending request to manage Jordan's prescriptions, so a request Jordan declined does not come back;
 * - Casey Whitfield's patient row is inserted when missing; only then her address, Jordan's MANAGED_ADULT link and
 *   the approved access with its expiry (10 days after that first seed), so a removed access does not come back.
 * Dates count from `now` (the start that first seeds them); later starts leave them as they are.
 */
import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import {
  CAREGIVER,
  CAREGIVER_CHALLENGE_ANSWERS,
  CASEY,
  CASEY_ACCESS,
  MORGAN_REQUEST,
} from '../db/fixtures/rx-profile';
import type { Database } from '../db/schema';
import { hashAnswer } from './challenges';
import { patientFields } from './seed';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedRxProfile(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', CAREGIVER.id)
    .executeTakeFirst();
  const shopper = await db
    .selectFrom('customers')
    .select('id')
    .where('id', '=', CASEY_ACCESS.customerId)
    .executeTakeFirst();
  // Hash before the transaction: scrypt is slow and would hold it open.
  const caregiver = existing
    ? null
    : {
        password: await hashPassword(CAREGIVER.password),
        answers: await Promise.all(
          CAREGIVER_CHALLENGE_ANSWERS.map(async (a) => ({
            questionId: a.questionId,
            hash: await hashAnswer(a.answer),
          })),
        ),
      };

  await db.transaction().execute(async (trx) => {
    if (caregiver) {
      await trx
        .insertInto('customers')
        .values({
          id: CAREGIVER.id,
          banner: CAREGIVER.banner,
          email: CAREGIVER.email,
          password_hash: caregiver.password,
          first_name: CAREGIVER.firstName,
          last_name: CAREGIVER.lastName,
          loyalty_card_number: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await trx
        .insertInto('customer_emails')
        .values({
          customer_id: CAREGIVER.id,
          address: CAREGIVER.email,
          is_verified: true,
          verified_at: now,
          verified_timezone: 'UTC',
          position: 0,
        })
        .execute();
      await trx
        .insertInto('rx_customers')
        .values({ customer_id: CAREGIVER.id, identity_verified: true })
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .execute();
      await trx
        .insertInto('rx_customer_challenges')
        .values(
          caregiver.answers.map((a) => ({
            customer_id: CAREGIVER.id,
            question_id: a.questionId,
            answer_hash: a.hash,
          })),
        )
        .onConflict((oc) => oc.columns(['customer_id', 'question_id']).doNothing())
        .execute();
      const jordan = await trx
        .selectFrom('pharmacy_patients')
        .select('patient_number')
        .where('patient_number', '=', MORGAN_REQUEST.patientNumber)
        .executeTakeFirst();
      if (jordan) {
        await trx
          .insertInto('rx_relationship_requests')
          .values({
            patient_number: MORGAN_REQUEST.patientNumber,
            customer_id: MORGAN_REQUEST.customerId,
            request_type: MORGAN_REQUEST.requestType,
            status: 'PENDING',
            requested_at: daysFrom(now, -MORGAN_REQUEST.requestedDaysBeforeSeed),
            updated_at: daysFrom(now, -MORGAN_REQUEST.requestedDaysBeforeSeed),
          })
          .execute();
      }
    }

    const inserted = await trx
      .insertInto('pharmacy_patients')
      .values({
        patient_number: CASEY.patientNumber,
        first_name: CASEY.firstName,
        last_name: CASEY.lastName,
        date_of_birth: CASEY.dateOfBirth,
        ...patientFields(CASEY),
      })
      .onConflict((oc) => oc.column('patient_number').doNothing())
      .returning('patient_number')
      .executeTakeFirst();
    if (!inserted) return;
    for (const a of CASEY.addresses) {
      await trx
        .insertInto('rx_patient_addresses')
        .values({
          patient_number: CASEY.patientNumber,
          usage: a.usage,
          address1: a.address1,
          address2: a.address2,
          city: a.city,
          state: a.state,
          zip_code: a.zipCode,
        })
        .onConflict((oc) => oc.columns(['patient_number', 'usage']).doNothing())
        .execute();
    }
    if (!shopper) return;
    const expiry = isoDay(daysFrom(now, CASEY_ACCESS.expiresDaysAfterSeed));
    await trx
      .insertInto('customer_patient_links')
      .values({
        customer_id: CASEY_ACCESS.customerId,
        patient_number: CASEY.patientNumber,
        relationship_type: 'MANAGED_ADULT',
        customer_verified: true,
        created_at: daysFrom(now, -CASEY_ACCESS.grantedDaysBeforeSeed),
        access_expiry_date: expiry,
      })
      .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doNothing())
      .execute();
    await trx
      .insertInto('rx_relationship_requests')
      .values({
        patient_number: CASEY.patientNumber,
        customer_id: CASEY_ACCESS.customerId,
        request_type: CASEY_ACCESS.requestType,
        status: 'APPROVED',
        requested_at: daysFrom(now, -CASEY_ACCESS.requestedDaysBeforeSeed),
        granted_at: daysFrom(now, -CASEY_ACCESS.grantedDaysBeforeSeed),
        access_expiry_date: expiry,
        updated_at: daysFrom(now, -CASEY_ACCESS.grantedDaysBeforeSeed),
      })
      .execute();
  });
}
