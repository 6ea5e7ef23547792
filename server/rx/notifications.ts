/**
 * Notifications in the sandbox (pharmacy-portal.md §3 "Notifications", §6 "caregivers and patients with pending,
 * approved or expiring access appear in notifications", §7.1 GET /notifications/{n}?hasChild, PUT dismiss).
 * Derived from the data on every read (windows in domain/rx/profile.ts NOTIFICATION_WINDOWS), minus what the
 * customer dismissed; docs/choices.md. For patient n (after the access rule):
 * - prescription: each of n's prescriptions READY_FOR_PICKUP, OVERDUE, NEVER_FILLED,
 *   NEVER_FILLED_WITH_CALL_TO_PRESCRIBER (the status itself); REFILL_DUE when a REFILLABLE one's supply (last fill
 *   date + quantity days, one a day) runs out within 7 days. REFILLABLE is in the contract, not derived (every
 *   refillable prescription would be one);
 * - shipment: n's SHIPPED prescriptions, one shipment per facility and fill date;
 * - patient access, when the customer owns n (their SELF patient, or a child or pet they look after: server/rx/
 *   relationships.ts ownerOf): each PENDING request (type PENDING), each approved access ending within 30 days
 *   (EXPIRING); when the customer acts for n through an approved request: approved
 *   within the last 7 days (APPROVED), ending within 30 days (EXPIRING);
 * - adulthood, with hasChild=true on the customer's own patient: each CHILD of the customer who turns 18 within 30
 *   days or already has; the id carries the year, so the annual verification comes back each year.
 */
import type { Kysely } from 'kysely';
import type { RxNotification } from '../../api/contracts/rx-profile';
import { utcToday } from '../../domain/rx/patientAccess';
import { patientFullName } from '../../domain/rx/patients';
import { ADULTHOOD_YEARS, NOTIFICATION_WINDOWS } from '../../domain/rx/profile';
import type { Database } from '../db/schema';
import type { AccessCustomer, PatientLink } from './access';
import { ownerOf, requestStatusOf } from './relationships';

const DAY_MS = 24 * 60 * 60 * 1000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const isoDay = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

const STATUS_TYPES = [
  'READY_FOR_PICKUP',
  'OVERDUE',
  'NEVER_FILLED',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
] as const;

/** The day a patient born on `dateOfBirth` turns 18 (29 February → 1 March in a common year). */
export function adulthoodDate(dateOfBirth: string): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + ADULTHOOD_YEARS, m - 1, d)).toISOString().slice(0, 10);
}

/** Every notification of patient n for this customer, dismissed ones included. */
export async function deriveNotifications(
  db: Kysely<Database>,
  customer: AccessCustomer,
  link: PatientLink,
  options: { hasChild: boolean },
): Promise<RxNotification[]> {
  const today = utcToday(customer.now ?? new Date());
  const n = link.patientNumber;
  const out: RxNotification[] = [];

  const rx = await db
    .selectFrom('rx_prescriptions')
    .select([
      'rx_record_number',
      'rx_fill_sequence',
      'facility_id',
      'drug_name',
      'refill_status',
      'patient_pay_amount',
      'promise_date_time',
      'last_filled_date',
      'last_fill_dispense_quantity',
    ])
    .where('patient_number', '=', n)
    .where('hidden', '=', false)
    .orderBy('rx_record_number')
    .execute();
  for (const p of rx) {
    const amount = p.patient_pay_amount === null ? null : Number(p.patient_pay_amount);
    const status = STATUS_TYPES.find((t) => t === p.refill_status);
    if (status) {
      out.push({
        category: 'PRESCRIPTION',
        notificationId: `rx:${status}:${p.rx_record_number}:${p.rx_fill_sequence}`,
        type: status,
        drugName: p.drug_name,
        patientPayAmount: amount,
        eventDate:
          status === 'READY_FOR_PICKUP'
            ? (isoDay(p.promise_date_time) ?? p.last_filled_date)
            : p.last_filled_date,
        rxRecordNumber: p.rx_record_number,
      });
    } else if (p.refill_status === 'REFILLABLE' && p.last_filled_date && p.last_fill_dispense_quantity) {
      const runsOut = addDays(p.last_filled_date, p.last_fill_dispense_quantity);
      if (daysBetween(today, runsOut) <= NOTIFICATION_WINDOWS.refillDueDays) {
        out.push({
          category: 'PRESCRIPTION',
          notificationId: `rx:REFILL_DUE:${p.rx_record_number}:${runsOut}`,
          type: 'REFILL_DUE',
          drugName: p.drug_name,
          patientPayAmount: amount,
          eventDate: runsOut,
          rxRecordNumber: p.rx_record_number,
        });
      }
    }
  }
  const shipments = new Map<string, string[]>();
  for (const p of rx.filter((r) => r.refill_status === 'SHIPPED')) {
    const id = `SH-${p.facility_id}-${p.last_filled_date ?? 'pending'}`;
    shipments.set(id, [...(shipments.get(id) ?? []), p.drug_name]);
  }
  for (const [shipmentId, drugNames] of shipments) {
    out.push({
      category: 'SHIPMENT',
      notificationId: `shipment:${shipmentId}`,
      type: 'SHIPMENT_NOTIFICATION',
      shipmentId,
      drugNames,
    });
  }

  const expiringSoon = (expiry: string | null) =>
    expiry !== null &&
    expiry > today &&
    daysBetween(today, expiry) <= NOTIFICATION_WINDOWS.accessExpiringDays;
  // The owner's side (their own patient, a child or pet they look after): requests waiting for them, accesses ending.
  if ((await ownerOf(db, n, customer.now ?? new Date())) === customer.customerId) {
    const requests = await db
      .selectFrom('rx_relationship_requests as r')
      .innerJoin('customers as c', 'c.id', 'r.customer_id')
      .select([
        'r.request_id',
        'r.customer_id',
        'r.status',
        'r.access_expiry_date',
        'c.first_name',
        'c.last_name',
      ])
      .where('r.patient_number', '=', n)
      .where('r.customer_id', '!=', customer.customerId)
      .where('r.status', 'in', ['PENDING', 'APPROVED'])
      .orderBy('r.requested_at')
      .execute();
    for (const r of requests) {
      const careGiver = `${r.first_name} ${r.last_name}`;
      if (r.status === 'PENDING') {
        out.push({
          category: 'PATIENT_ACCESS',
          notificationId: `access:PENDING:${r.request_id}`,
          type: 'PENDING',
          patientNumber: n,
          careGiver,
          customerId: r.customer_id,
          accessExpiryDate: null,
        });
      } else if (expiringSoon(r.access_expiry_date)) {
        out.push({
          category: 'PATIENT_ACCESS',
          notificationId: `access:EXPIRING:${r.request_id}:${r.access_expiry_date}`,
          type: 'EXPIRING',
          patientNumber: n,
          careGiver,
          customerId: r.customer_id,
          accessExpiryDate: r.access_expiry_date,
        });
      }
    }
  } else {
    const r = await db
      .selectFrom('rx_relationship_requests as r')
      .innerJoin('pharmacy_patients as p', 'p.patient_number', 'r.patient_number')
      .select([
        'r.request_id',
        'r.status',
        'r.granted_at',
        'r.access_expiry_date',
        'p.first_name',
        'p.middle_name',
        'p.last_name',
        'p.suffix',
      ])
      .where('r.patient_number', '=', n)
      .where('r.customer_id', '=', customer.customerId)
      .where('r.status', '=', 'APPROVED')
      .executeTakeFirst();
    if (r && requestStatusOf(r.status, r.access_expiry_date, today) === 'APPROVED') {
      const careGiver = patientFullName({
        firstName: r.first_name,
        middleName: r.middle_name,
        lastName: r.last_name,
        suffix: r.suffix,
      });
      const granted = isoDay(r.granted_at);
      if (granted && daysBetween(granted, today) <= NOTIFICATION_WINDOWS.approvedRecentDays) {
        out.push({
          category: 'PATIENT_ACCESS',
          notificationId: `access:APPROVED:${r.request_id}`,
          type: 'APPROVED',
          patientNumber: n,
          careGiver,
          customerId: customer.customerId,
          accessExpiryDate: r.access_expiry_date,
        });
      }
      if (expiringSoon(r.access_expiry_date)) {
        out.push({
          category: 'PATIENT_ACCESS',
          notificationId: `access:EXPIRING:${r.request_id}:${r.access_expiry_date}`,
          type: 'EXPIRING',
          patientNumber: n,
          careGiver,
          customerId: customer.customerId,
          accessExpiryDate: r.access_expiry_date,
        });
      }
    }
  }

  if (options.hasChild && link.relationshipType === 'SELF') {
    const children = await db
      .selectFrom('customer_patient_links as l')
      .innerJoin('pharmacy_patients as p', 'p.patient_number', 'l.patient_number')
      .select([
        'p.patient_number',
        'p.first_name',
        'p.middle_name',
        'p.last_name',
        'p.suffix',
        'p.date_of_birth',
      ])
      .where('l.customer_id', '=', customer.customerId)
      .where('l.relationship_type', '=', 'CHILD')
      .orderBy('p.patient_number')
      .execute();
    for (const child of children) {
      const adult = adulthoodDate(child.date_of_birth);
      if (daysBetween(today, adult) > NOTIFICATION_WINDOWS.adulthoodDays) continue;
      out.push({
        category: 'ADULTHOOD',
        notificationId: `adulthood:${child.patient_number}:${today.slice(0, 4)}`,
        patientNumber: child.patient_number,
        name: patientFullName({
          firstName: child.first_name,
          middleName: child.middle_name,
          lastName: child.last_name,
          suffix: child.suffix,
        }),
        adulthoodDate: adult,
      });
    }
  }
  return out;
}

/** The notifications the customer has not dismissed. */
export async function notificationsOf(
  db: Kysely<Database>,
  customer: AccessCustomer,
  link: PatientLink,
  options: { hasChild: boolean },
): Promise<RxNotification[]> {
  const all = await deriveNotifications(db, customer, link, options);
  if (all.length === 0) return all;
  const dismissed = new Set(
    (
      await db
        .selectFrom('rx_dismissed_notifications')
        .select('notification_id')
        .where('customer_id', '=', customer.customerId)
        .where(
          'notification_id',
          'in',
          all.map((x) => x.notificationId),
        )
        .execute()
    ).map((r) => r.notification_id),
  );
  return all.filter((x) => !dismissed.has(x.notificationId));
}
