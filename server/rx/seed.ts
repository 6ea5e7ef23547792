/**
 * The pharmacy's sandbox data (server/db/fixtures/rx-*.ts), on every start and idempotent: a database seeded before
 * migration 008 gets the new rows on its next start, and nothing a shopper changed is overwritten.
 * - facilities, the question catalog and prescriptions: inserted when missing (by their keys);
 * - a patient: inserted when missing, or filled in when its row predates 008 (no account number yet). Only then
 *   (a "fresh" patient) are its addresses and its link written, so an address or link a shopper removed later
 *   does not come back on the next start;
 * - a customer's security answers: hashed and written only while the customer has none.
 */
import type { Kysely } from 'kysely';
import { RX_FACILITY_FIXTURES } from '../db/fixtures/rx-facilities';
import { RX_CUSTOMER_FIXTURES, RX_PATIENT_FIXTURES, type RxPatientFixture } from '../db/fixtures/rx-patients';
import { RX_PRESCRIPTION_FIXTURES } from '../db/fixtures/rx-prescriptions';
import { RX_CHALLENGE_ANSWERS, RX_CHALLENGE_QUESTIONS } from '../db/fixtures/rx-security';
import type { Database } from '../db/schema';
import { hashAnswer } from './challenges';

/** The 008 fields of a patient row. */
export function patientFields(p: RxPatientFixture) {
  return {
    account_number: p.accountNumber,
    middle_name: p.middleName,
    suffix: p.suffix,
    loyalty_card_number: p.loyaltyCardNumber,
    alternate_id: p.alternateId,
    home_phone: p.homePhone ? JSON.stringify(p.homePhone) : null,
    mobile_phone: p.mobilePhone ? JSON.stringify(p.mobilePhone) : null,
    email: p.email?.email ?? null,
    email_id: p.email?.emailId ?? null,
    notify_by_text: p.notifyByText,
    notify_by_email: p.notifyByEmail,
    notify_by_voice: p.notifyByVoice,
    voice_notification_preference: p.voiceNotificationPreference,
    is_auto_refill: p.autoRefill !== null,
    auto_refill_facility_id: p.autoRefill?.facilityId ?? null,
    auto_refill_program_id: p.autoRefill?.programId ?? null,
    auto_refill_termination_date: p.autoRefill?.terminationDate ?? null,
    auto_refill_reminder: p.autoRefillReminder ? JSON.stringify(p.autoRefillReminder) : null,
  };
}

export async function seedRx(db: Kysely<Database>): Promise<void> {
  const customers = new Set((await db.selectFrom('customers').select('id').execute()).map((row) => row.id));
  // Hash before the transaction: scrypt is slow and would hold it open.
  const answers = await Promise.all(
    RX_CHALLENGE_ANSWERS.filter((a) => customers.has(a.customerId)).map(async (a) => ({
      customerId: a.customerId,
      rows: await Promise.all(
        a.answers.map(async (x) => ({ questionId: x.questionId, hash: await hashAnswer(x.answer) })),
      ),
    })),
  );

  await db.transaction().execute(async (trx) => {
    for (const f of RX_FACILITY_FIXTURES) {
      await trx
        .insertInto('rx_facilities')
        .values({
          facility_id: f.facilityId,
          facility_type: f.facilityType,
          legal_name: f.legalName,
          vanity_name: f.vanityName,
          brand: f.brand,
          division_number: f.divisionNumber,
          store_number: f.storeNumber,
          address1: f.address1,
          city: f.city,
          state: f.state,
          zip_code: f.zipCode,
          phone: f.phone,
          delivery_enabled: f.deliveryEnabled,
          regular_hours: JSON.stringify(f.regularHours),
          holiday_schedule: JSON.stringify(f.holidaySchedule),
          promise_times: JSON.stringify(f.promiseTimes),
        })
        .onConflict((oc) => oc.column('facility_id').doNothing())
        .execute();
    }

    for (const [position, q] of RX_CHALLENGE_QUESTIONS.entries()) {
      await trx
        .insertInto('rx_challenge_questions')
        .values({ question_id: q.questionId, question_group: q.group, position, text: q.text })
        .onConflict((oc) => oc.column('question_id').doNothing())
        .execute();
    }

    for (const p of RX_PATIENT_FIXTURES) {
      const inserted = await trx
        .insertInto('pharmacy_patients')
        .values({
          patient_number: p.patientNumber,
          first_name: p.firstName,
          last_name: p.lastName,
          date_of_birth: p.dateOfBirth,
          ...patientFields(p),
        })
        .onConflict((oc) => oc.column('patient_number').doNothing())
        .returning('patient_number')
        .executeTakeFirst();
      const filled = inserted
        ? undefined
        : await trx
            .updateTable('pharmacy_patients')
            .set(patientFields(p))
            .where('patient_number', '=', p.patientNumber)
            .where('account_number', 'is', null)
            .returning('patient_number')
            .executeTakeFirst();
      if (!inserted && !filled) continue;
      for (const a of p.addresses) {
        await trx
          .insertInto('rx_patient_addresses')
          .values({
            patient_number: p.patientNumber,
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
      if (p.link && customers.has(p.link.customerId)) {
        await trx
          .insertInto('customer_patient_links')
          .values({
            customer_id: p.link.customerId,
            patient_number: p.patientNumber,
            relationship_type: p.link.relationshipType,
            customer_verified: p.link.customerVerified,
          })
          .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doNothing())
          .execute();
      }
    }

    for (const r of RX_PRESCRIPTION_FIXTURES) {
      await trx
        .insertInto('rx_prescriptions')
        .values({
          rx_record_number: r.rxRecordNumber,
          rx_number: r.rxNumber,
          rx_fill_sequence: r.rxFillSequence,
          patient_number: r.patientNumber,
          facility_id: r.facilityId,
          drug_name: r.drugName,
          refill_status: r.refillStatus,
          secondary_status: r.secondaryStatus ?? null,
          status_detail_message: r.statusDetailMessage ?? null,
          primary_status: r.primaryStatus ?? null,
          fill_status: r.fillStatus ?? null,
          rx_status: r.rxStatus ?? null,
          requires_call_to_doctor: r.requiresCallToDoctor ?? false,
          schedule_two_drug: r.scheduleTwoDrug ?? false,
          rx_eligible_for_auto_refill: r.rxEligibleForAutoRefill ?? false,
          rx_enrolled_auto_refill: r.rxEnrolledAutoRefill ?? false,
          rx_in_90_days: r.rxIn90Days ?? false,
          refill_program_type: r.rxEnrolledAutoRefill ? 'AUTO_REFILL' : 'NONE',
          last_fill_dispense_quantity: r.lastFillDispenseQuantity,
          last_refill_date: r.lastFilledDate,
          last_filled_date: r.lastFilledDate,
          patient_pay_amount: r.patientPayAmount,
          total_amount_due: r.totalAmountDue ?? null,
          promise_date_time: r.promiseDateTime ?? null,
          expiry_date: r.expiryDate,
          allow_delivery: r.allowDelivery ?? false,
          prescriber_first_name: r.prescriber.firstName,
          prescriber_last_name: r.prescriber.lastName,
          prescriber_active: r.prescriber.active ?? true,
          prescriber_number: r.prescriber.number,
          product_number: r.productNumber,
          payment_brand: r.payment?.brand ?? null,
          payment_last_four: r.payment?.lastFour ?? null,
          payment_expired: r.payment?.expired ?? null,
        })
        .onConflict((oc) => oc.column('rx_record_number').doNothing())
        .execute();
    }

    for (const c of RX_CUSTOMER_FIXTURES) {
      if (!customers.has(c.customerId)) continue;
      await trx
        .insertInto('rx_customers')
        .values({ customer_id: c.customerId, identity_verified: c.identityVerified })
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .execute();
    }

    for (const a of answers) {
      const existing = await trx
        .selectFrom('rx_customer_challenges')
        .select('question_id')
        .where('customer_id', '=', a.customerId)
        .executeTakeFirst();
      if (existing) continue;
      await trx
        .insertInto('rx_customer_challenges')
        .values(
          a.rows.map((row) => ({
            customer_id: a.customerId,
            question_id: row.questionId,
            answer_hash: row.hash,
          })),
        )
        .execute();
    }
  });
}
