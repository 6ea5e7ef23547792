/**
 * The pharmacy records' sandbox data (server/db/fixtures/rx-records.ts), on every start after seedRx, idempotent:
 * - reference rows (the second store, the programs, the vaccine records) are inserted when missing;
 * - the first run writes the seed date (rx_records_seed) and everything relative to it: the history and receipts,
 *   Jordan's auto-refill enrolment ending 20 days later with its reminder, and the program enrolments. Later runs
 *   find the seed date and leave what a shopper changed alone.
 */
import { addDays, formatISO } from 'date-fns';
import type { Kysely } from 'kysely';
import {
  AUTO_REFILL_EXPIRES_IN_DAYS,
  historyFixtures,
  RX_ENROLLMENT_FIXTURES,
  RX_PROGRAM_FIXTURES,
  RX_RECORDS_FACILITIES,
  RX_VACCINE_FIXTURES,
} from '../db/fixtures/rx-records';
import { JORDAN } from '../db/fixtures/rx-patients';
import type { Database } from '../db/schema';
import { insertFacility } from './seed';

/** The program id of the sandbox's auto-refill enrolments (the foundation's fixtures use it too). */
export const AUTO_REFILL_PROGRAM_ID = 'AUTO_REFILL_STANDARD';

export async function seedRxRecords(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const f of RX_RECORDS_FACILITIES) await insertFacility(trx, f);
    for (const p of RX_PROGRAM_FIXTURES) {
      await trx
        .insertInto('rx_programs')
        .values({ external_code: p.externalCode, program_name: p.programName, description: p.description })
        .onConflict((oc) => oc.column('external_code').doNothing())
        .execute();
    }
    const patients = new Set(
      (await trx.selectFrom('pharmacy_patients').select('patient_number').execute()).map(
        (r) => r.patient_number,
      ),
    );
    for (const v of RX_VACCINE_FIXTURES) {
      if (!patients.has(v.patientNumber)) continue;
      await trx
        .insertInto('rx_vaccine_records')
        .values({
          record_id: v.recordId,
          patient_number: v.patientNumber,
          cvx_code: v.cvxCode,
          vaccine_name: v.vaccineName,
          manufacturer: v.manufacturer,
          lot_number: v.lotNumber,
          occurrence_date: v.occurrenceDate,
          dose_number: v.doseNumber,
          facility_id: v.facilityId,
        })
        .onConflict((oc) => oc.column('record_id').doNothing())
        .execute();
    }

    const seeded = await trx.selectFrom('rx_records_seed').select('seeded_on').executeTakeFirst();
    if (seeded) return;
    const seededOn = formatISO(now, { representation: 'date' });
    await trx.insertInto('rx_records_seed').values({ seeded_on: seededOn }).execute();

    const { transactions, receipts } = historyFixtures(now);
    for (const r of receipts) {
      await trx
        .insertInto('rx_receipts')
        .values({
          receipt_id: r.receiptId,
          facility_id: r.facilityId,
          loyalty_id: r.loyaltyId,
          sold_at: r.soldAt,
          register_number: r.registerNumber,
          subtotal: r.subtotal,
          tax: r.tax,
          total: r.total,
        })
        .onConflict((oc) => oc.column('receipt_id').doNothing())
        .execute();
    }
    for (const t of transactions.filter((x) => patients.has(x.patientNumber))) {
      await trx
        .insertInto('rx_transactions')
        .values({
          transaction_id: t.transactionId,
          patient_number: t.patientNumber,
          rx_record_number: t.rxRecordNumber,
          rx_number: t.rxNumber,
          rx_fill_sequence: t.rxFillSequence,
          drug_name: t.drugName,
          product_number: t.productNumber,
          facility_id: t.facilityId,
          sold_date: t.soldDate,
          quantity: t.quantity,
          days_supply: t.daysSupply,
          fill_status: t.fillStatus,
          patient_pay_amount: t.patientPayAmount,
          insurance_paid_amount: t.insurancePaidAmount,
          retail_price: t.retailPrice,
          prescriber_name: t.prescriberName,
          receipt_id: t.receiptId,
        })
        .onConflict((oc) => oc.column('transaction_id').doNothing())
        .execute();
    }
    for (const e of RX_ENROLLMENT_FIXTURES.filter((x) => patients.has(x.patientNumber))) {
      await trx
        .insertInto('rx_program_enrollments')
        .values({
          patient_number: e.patientNumber,
          external_code: e.externalCode,
          enrollment_status: e.status,
        })
        .onConflict((oc) => oc.columns(['patient_number', 'external_code']).doNothing())
        .execute();
    }
    // Jordan's enrolment ends 20 days after the seed date: expiring (1-105 days), with its reminder.
    const termination = formatISO(addDays(now, AUTO_REFILL_EXPIRES_IN_DAYS), { representation: 'date' });
    await trx
      .updateTable('pharmacy_patients')
      .set({
        is_auto_refill: true,
        auto_refill_facility_id: JORDAN.autoRefill?.facilityId ?? null,
        auto_refill_program_id: AUTO_REFILL_PROGRAM_ID,
        auto_refill_termination_date: termination,
        auto_refill_relationship_type: 'SELF',
        auto_refill_reminder: JSON.stringify({
          dismissReminder: false,
          programId: AUTO_REFILL_PROGRAM_ID,
          expirationTimestamp: `${termination}T00:00:00.000Z`,
        }),
      })
      .where('patient_number', '=', JORDAN.patientNumber)
      .execute();
  });
}
