/**
 * The pharmacy read model (pharmacy-portal.md §3 "Patient", "Prescription / refill"): database rows shaped as the
 * contracts of api/contracts/rx.ts. Callers pass patient numbers that went through the access rule
 * (server/rx/access.ts) first; nothing here checks who is asking.
 */
import type { Kysely } from 'kysely';
import type {
  Patient,
  PatientPrescriptionsQuery,
  Prescription,
  RefillStatus,
  RelationshipType,
} from '../../api/contracts/rx';
import { autoRefillState, isSharedAddressUsage } from '../../domain/rx/patients';
import type { Database } from '../db/schema';
import type { PatientLink } from './access';

const money = (value: string | null): number | null => (value === null ? null : Number(value));
const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The patients of these links, in the links' order, every §3 field. */
export async function loadPatients(
  db: Kysely<Database>,
  links: readonly PatientLink[],
  now: Date,
): Promise<Patient[]> {
  if (links.length === 0) return [];
  const numbers = links.map((l) => l.patientNumber);
  const [rows, addresses, prescriptions] = await Promise.all([
    db.selectFrom('pharmacy_patients').selectAll().where('patient_number', 'in', numbers).execute(),
    db
      .selectFrom('rx_patient_addresses')
      .selectAll()
      .where('patient_number', 'in', numbers)
      .orderBy('usage')
      .execute(),
    db
      .selectFrom('rx_prescriptions as p')
      .innerJoin('rx_facilities as f', 'f.facility_id', 'p.facility_id')
      .select(['p.patient_number', 'p.rx_number', 'p.last_filled_date', 'f.facility_type'])
      .where('p.patient_number', 'in', numbers)
      .orderBy('p.rx_number')
      .execute(),
  ]);
  const today = isoDay(now);
  return links.flatMap((link): Patient[] => {
    const row = rows.find((r) => r.patient_number === link.patientNumber);
    if (!row) return [];
    const own = prescriptions.filter((p) => p.patient_number === row.patient_number);
    const autoRefill = autoRefillState(row.auto_refill_termination_date, today);
    const reminder = row.auto_refill_reminder;
    return [
      {
        patientNumber: row.patient_number,
        accountNumber: row.account_number ?? row.patient_number,
        firstName: row.first_name,
        middleName: row.middle_name,
        lastName: row.last_name,
        suffix: row.suffix,
        relationshipType: link.relationshipType as RelationshipType,
        isPrimaryOnAccount: link.relationshipType === 'SELF',
        loyaltyCardNumber: row.loyalty_card_number,
        alternateId: row.alternate_id,
        addresses: addresses
          .filter((a) => a.patient_number === row.patient_number)
          .map((a) => ({
            addressId: a.address_id,
            usage: a.usage,
            addressDetails: {
              address1: a.address1,
              address2: a.address2,
              city: a.city,
              state: a.state,
              zipCode: a.zip_code,
              country: a.country,
            },
            isShared: isSharedAddressUsage(a.usage),
          })),
        rxList: own.map((p) => p.rx_number),
        homePhone: row.home_phone,
        mobilePhone: row.mobile_phone,
        emailAddress: row.email ? { email: row.email, emailId: row.email_id ?? row.email } : null,
        notifyByText: row.notify_by_text,
        notifyByEmail: row.notify_by_email,
        notifyByVoice: row.notify_by_voice,
        voiceNotificationPreference: row.voice_notification_preference,
        isAutoRefillFlag: row.is_auto_refill,
        autoRefillFacilityId: row.auto_refill_facility_id,
        autoRefillProgramId: row.auto_refill_program_id,
        autoRefillTerminationDate: row.auto_refill_termination_date,
        autoRefillExpiring: row.is_auto_refill && autoRefill.expiring,
        autoRefillExpired: row.is_auto_refill && autoRefill.expired,
        hasMailOrderTransactions: own.some(
          (p) => p.facility_type === 'MAIL_ORDER' && p.last_filled_date !== null,
        ),
        autoRefillReminder: reminder ? { patientNum: row.patient_number, ...reminder } : null,
        dateOfBirth: row.date_of_birth,
      },
    ];
  });
}

/**
 * The prescriptions of these patients (§7.1 GET /prescription/patient/prescriptions), newest rx first within each
 * patient, patients in the given order. refillMethod RETAIL / MAIL_ORDER keeps one kind of facility; payment
 * information only with includePaymentCards=true; allowDelivery only with deliveryEligibility=true (and a
 * delivery-enabled facility).
 */
export async function loadPrescriptions(
  db: Kysely<Database>,
  patientNumbers: readonly string[],
  query: PatientPrescriptionsQuery = {},
  /** Only these prescriptions (rx record numbers), e.g. an order's refills. */
  only?: readonly string[],
): Promise<Prescription[]> {
  if (patientNumbers.length === 0 || only?.length === 0) return [];
  let select = db
    .selectFrom('rx_prescriptions as p')
    .innerJoin('rx_facilities as f', 'f.facility_id', 'p.facility_id')
    .selectAll('p')
    .select(['f.facility_type', 'f.vanity_name', 'f.delivery_enabled', 'f.store_number'])
    .where('p.patient_number', 'in', [...patientNumbers]);
  if (only) select = select.where('p.rx_record_number', 'in', [...only]);
  if (query.refillMethod === 'RETAIL' || query.refillMethod === 'MAIL_ORDER') {
    select = select.where('f.facility_type', '=', query.refillMethod);
  }
  const rows = await select.orderBy('p.rx_number', 'desc').execute();
  const withCards = query.includePaymentCards === 'true';
  const withDelivery = query.deliveryEligibility === 'true';
  const order = new Map(patientNumbers.map((n, i) => [n, i]));
  return rows
    .sort((a, b) => (order.get(a.patient_number) ?? 0) - (order.get(b.patient_number) ?? 0))
    .map(
      (r): Prescription => ({
        rxNumber: r.rx_number,
        rxRecordNumber: r.rx_record_number,
        rxFillSequence: r.rx_fill_sequence,
        drugName: r.drug_name,
        refillStatus: r.refill_status as RefillStatus,
        secondaryStatus: r.secondary_status,
        statusDetailMessage: r.status_detail_message,
        primaryStatus: r.primary_status,
        fillStatus: r.fill_status,
        rxStatus: r.rx_status,
        isRetail: r.facility_type === 'RETAIL',
        hidden: r.hidden,
        requiresCallToDoctor: r.requires_call_to_doctor,
        scheduleTwoDrug: r.schedule_two_drug,
        rxEligibleForAutoRefill: r.rx_eligible_for_auto_refill,
        rxEnrolledAutoRefill: r.rx_enrolled_auto_refill,
        rxIn90Days: r.rx_in_90_days,
        rxRefillProgram: r.rx_refill_program,
        refillProgramType: r.refill_program_type,
        lastFillDispenseQuantity: r.last_fill_dispense_quantity,
        lastRefillDate: r.last_refill_date,
        lastFilledDate: r.last_filled_date,
        patientPayAmount: money(r.patient_pay_amount),
        totalAmountDue: money(r.total_amount_due),
        promiseDateTime: r.promise_date_time ? r.promise_date_time.toISOString() : null,
        expiryDate: r.expiry_date,
        allowDelivery: withDelivery && r.allow_delivery && r.delivery_enabled,
        prescriber: {
          firstName: r.prescriber_first_name,
          lastName: r.prescriber_last_name,
          active: r.prescriber_active,
          prescriberNumber: r.prescriber_number,
        },
        facility: {
          facilityId: r.facility_id,
          facilityType: r.facility_type,
          vanityName: r.vanity_name,
          deliveryEnabled: r.delivery_enabled,
        },
        fillLocation: { facilityId: r.facility_id },
        facilityNumber: r.store_number ?? r.facility_id,
        productImage: r.product_image,
        prescriptionProduct: { productNumber: r.product_number },
        patientNumber: r.patient_number,
        paymentInformation:
          withCards && r.payment_brand && r.payment_last_four
            ? { brand: r.payment_brand, lastFour: r.payment_last_four, expired: r.payment_expired ?? false }
            : null,
        removed: false,
      }),
    );
}
