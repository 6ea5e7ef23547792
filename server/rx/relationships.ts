/**
 * Patient access in the sandbox (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6
 * "Other-adult / caregiver access"; rules in src/domain/rx/patientAccess.ts).
 *
 * A request (rx_relationship_requests) is between a customer (the grantee: the adult who asks to act, or acts, for a
 * patient) and a patient. The patient's own customer (whose SELF patient it is: the grantor) grants, declines,
 * removes or dates it; the grantee may cancel it. While a request is APPROVED, the access itself is the grantee's
 * customer_patient_links row (MANAGED_ADULT) carrying the same expiry date: the one access rule
 * (server/rx/access.ts) then lets the grantee act for the patient until that date, and nothing else does. Status
 * changes are conditional updates on the status read, so two tabs deciding at once cannot both win.
 */
import type { Kysely } from 'kysely';
import type {
  Relationship,
  RelationshipsResponse,
  RelationshipUpdate,
  RequestStatus,
} from '../../api/contracts/rx-patient-access';
import { isAllowedUpdate, isExpiredOn, utcToday, expiryDateError } from '../../src/domain/rx/patientAccess';
import { patientFullName } from '../../src/domain/rx/patients';
import type { Database, RxRelationshipRequestsTable } from '../db/schema';
import { type AccessCustomer, assertPatientAccess } from './access';

const isoDay = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

type StoredStatus = RxRelationshipRequestsTable['status'];

/** §3 requestStatus of a stored request: APPROVED turns EXPIRED on its expiry date. */
export function requestStatusOf(
  status: StoredStatus,
  expiryDate: string | null,
  today: string,
): RequestStatus | null {
  if (status === 'DENIED') return null;
  if (status === 'APPROVED' && isExpiredOn(expiryDate, today)) return 'EXPIRED';
  return status;
}

interface RequestRow {
  request_id: string;
  patient_number: string;
  customer_id: string;
  request_type: 'MANAGE' | 'ACCESS';
  status: StoredStatus;
  requested_at: Date;
  granted_at: Date | null;
  access_expiry_date: string | null;
  updated_at: Date;
}

const requestColumns = [
  'request_id',
  'patient_number',
  'customer_id',
  'request_type',
  'status',
  'requested_at',
  'granted_at',
  'access_expiry_date',
  'updated_at',
] as const;

/** The newest request per (patient, customer). */
function latest(rows: readonly RequestRow[]): RequestRow[] {
  const byPair = new Map<string, RequestRow>();
  for (const r of rows) {
    const key = `${r.patient_number}:${r.customer_id}`;
    const seen = byPair.get(key);
    const live = (x: RequestRow) => Number(x.status === 'PENDING' || x.status === 'APPROVED');
    // The newest; at the same instant the live one (at most one per pair), then the one asked last.
    const newer = seen
      ? r.updated_at.getTime() - seen.updated_at.getTime() ||
        live(r) - live(seen) ||
        r.requested_at.getTime() - seen.requested_at.getTime()
      : 1;
    if (newer > 0) byPair.set(key, r);
  }
  return [...byPair.values()].sort((a, b) => a.requested_at.getTime() - b.requested_at.getTime());
}

function entryOf(r: RequestRow, name: string, today: string): Relationship | null {
  const requestStatus = requestStatusOf(r.status, r.access_expiry_date, today);
  if (!requestStatus) return null;
  return {
    accessExpiryDate: r.access_expiry_date,
    accessGrantedDate: isoDay(r.granted_at),
    accessRequestedDate: isoDay(r.requested_at),
    customerId: r.customer_id,
    name,
    patientNumber: r.patient_number,
    requestStatus,
    requestType: r.request_type,
  };
}

/** GET customer/relationships for the signed-in customer. */
export async function relationshipsOf(
  db: Kysely<Database>,
  customer: AccessCustomer,
): Promise<RelationshipsResponse> {
  const today = utcToday(customer.now ?? new Date());
  // Every link of the customer, expired ones too: the page shows an expired access as EXPIRED.
  const links = await db
    .selectFrom('customer_patient_links as l')
    .innerJoin('pharmacy_patients as p', 'p.patient_number', 'l.patient_number')
    .select([
      'l.patient_number',
      'l.relationship_type',
      'l.customer_verified',
      'l.created_at',
      'l.access_expiry_date',
      'p.first_name',
      'p.middle_name',
      'p.last_name',
      'p.suffix',
    ])
    .where('l.customer_id', '=', customer.customerId)
    .orderBy('l.patient_number')
    .execute();
  const nameOf = (p: {
    first_name: string;
    middle_name: string | null;
    last_name: string;
    suffix: string | null;
  }) =>
    patientFullName({
      firstName: p.first_name,
      middleName: p.middle_name,
      lastName: p.last_name,
      suffix: p.suffix,
    });
  const self = links.find((l) => l.relationship_type === 'SELF') ?? null;

  const asGrantor = self
    ? latest(
        await db
          .selectFrom('rx_relationship_requests')
          .select(requestColumns)
          .where('patient_number', '=', self.patient_number)
          .where('customer_id', '!=', customer.customerId)
          .execute(),
      )
    : [];
  const grantees = asGrantor.length
    ? await db
        .selectFrom('customers')
        .select(['id', 'first_name', 'last_name'])
        .where(
          'id',
          'in',
          asGrantor.map((r) => r.customer_id),
        )
        .execute()
    : [];
  const granteeName = (id: string) => {
    const c = grantees.find((g) => g.id === id);
    return c ? `${c.first_name} ${c.last_name}` : '';
  };
  const grantorEntries = asGrantor.flatMap((r) => entryOf(r, granteeName(r.customer_id), today) ?? []);

  const asGrantee = latest(
    await db
      .selectFrom('rx_relationship_requests')
      .select(requestColumns)
      .where('customer_id', '=', customer.customerId)
      .execute(),
  );
  const patientNames = asGrantee.length
    ? await db
        .selectFrom('pharmacy_patients')
        .select(['patient_number', 'first_name', 'middle_name', 'last_name', 'suffix'])
        .where(
          'patient_number',
          'in',
          asGrantee.map((r) => r.patient_number),
        )
        .execute()
    : [];
  const patientName = (n: string) => {
    const p = patientNames.find((x) => x.patient_number === n);
    return p ? nameOf(p) : '';
  };
  const requested = new Set(asGrantee.map((r) => r.patient_number));
  const managedByRequest = asGrantee.flatMap((r) => entryOf(r, patientName(r.patient_number), today) ?? []);
  // Other adults linked without a request (the link flow's managed adults): their link is the access.
  const managedByLink = links
    .filter(
      (l) =>
        (l.relationship_type === 'MANAGED_ADULT' || l.relationship_type === 'CAREGIVER') &&
        !requested.has(l.patient_number),
    )
    .map(
      (l): Relationship => ({
        accessExpiryDate: l.access_expiry_date,
        accessGrantedDate: l.customer_verified ? isoDay(l.created_at) : null,
        accessRequestedDate: isoDay(l.created_at),
        customerId: customer.customerId,
        name: nameOf(l),
        patientNumber: l.patient_number,
        requestStatus: !l.customer_verified
          ? 'PENDING'
          : isExpiredOn(l.access_expiry_date, today)
            ? 'EXPIRED'
            : 'APPROVED',
        requestType: 'MANAGE',
      }),
    );
  const own = (type: 'CHILD' | 'PET') =>
    links
      .filter((l) => l.relationship_type === type)
      .map(
        (l): Relationship => ({
          accessExpiryDate: l.access_expiry_date,
          accessGrantedDate: isoDay(l.created_at),
          accessRequestedDate: isoDay(l.created_at),
          customerId: customer.customerId,
          name: nameOf(l),
          patientNumber: l.patient_number,
          requestStatus: isExpiredOn(l.access_expiry_date, today) ? 'EXPIRED' : 'APPROVED',
          requestType: 'MANAGE',
        }),
      );
  const managedAdults = [...managedByRequest, ...managedByLink];
  return {
    primaryPatient: self ? { patientNumber: self.patient_number, name: nameOf(self) } : null,
    pendingRequests: grantorEntries.filter((e) => e.requestStatus === 'PENDING'),
    relationships: {
      caregivers: grantorEntries.filter((e) => e.requestStatus !== 'PENDING'),
      managedAdults,
      children: own('CHILD'),
      pets: own('PET'),
    },
    caregiverWithoutSelf:
      !self && managedAdults.some((e) => e.requestStatus === 'PENDING' || e.requestStatus === 'APPROVED'),
  };
}

export type UpdateOutcome =
  | { ok: true; relationship: Relationship | null }
  | { ok: false; status: 400 | 404 | 409; code: string; message: string; fields?: Record<string, string> };

export const RELATIONSHIP_ERRORS = {
  notFound: { code: 'NOT_FOUND', message: 'No such request.' },
  transition: { code: 'INVALID_TRANSITION', message: 'This change is not possible for this request.' },
  relationshipType: 'Must be CAREGIVER for your own patient, MANAGED_ADULT for yourself.',
} as const;

/**
 * PUT customer/relationship. The grantor side: the patient is the customer's own (SELF, through the access rule)
 * and `customerId` is the other adult; the grantee side: `customerId` is the customer. Anything else is a 404, as
 * a request that does not exist.
 */
export async function updateRelationship(
  db: Kysely<Database>,
  customer: AccessCustomer,
  update: RelationshipUpdate,
): Promise<UpdateOutcome> {
  const now = customer.now ?? new Date();
  const today = utcToday(now);
  const side = update.customerId === customer.customerId ? 'grantee' : 'grantor';
  if ((side === 'grantee') !== (update.relationshipType === 'MANAGED_ADULT')) {
    return {
      ok: false,
      status: 400,
      code: 'VALIDATION',
      message: 'The request is invalid.',
      fields: { relationshipType: RELATIONSHIP_ERRORS.relationshipType },
    };
  }
  if (side === 'grantor') {
    const link = await assertPatientAccess(db, customer, update.patientNumber);
    if (link.relationshipType !== 'SELF') return { ok: false, status: 404, ...RELATIONSHIP_ERRORS.notFound };
  }
  const row = await db
    .selectFrom('rx_relationship_requests')
    .select(requestColumns)
    .where('patient_number', '=', update.patientNumber)
    .where('customer_id', '=', update.customerId)
    .where('status', 'in', ['PENDING', 'APPROVED'])
    .executeTakeFirst();
  if (!row) return { ok: false, status: 404, ...RELATIONSHIP_ERRORS.notFound };
  const current = requestStatusOf(row.status, row.access_expiry_date, today)!;
  const next = update.relationshipRequestStatus;
  if (!isAllowedUpdate(side, current, next))
    return { ok: false, status: 409, ...RELATIONSHIP_ERRORS.transition };
  const expiry = update.accessExpiryDate ?? null;
  if (next === 'APPROVED' && expiry !== null) {
    const message = expiryDateError(expiry, today);
    if (message) {
      return {
        ok: false,
        status: 400,
        code: 'VALIDATION',
        message: 'The request is invalid.',
        fields: { accessExpiryDate: message },
      };
    }
  }

  const changed = await db.transaction().execute(async (trx) => {
    const set =
      next === 'APPROVED'
        ? {
            status: 'APPROVED' as const,
            access_expiry_date: expiry,
            granted_at: row.granted_at ?? now,
            updated_at: now,
          }
        : { status: next, updated_at: now };
    const updated = await trx
      .updateTable('rx_relationship_requests')
      .set(set)
      .where('request_id', '=', row.request_id)
      .where('status', '=', row.status)
      .returning(requestColumns)
      .executeTakeFirst();
    if (!updated) return null;
    if (next === 'APPROVED') {
      await trx
        .insertInto('customer_patient_links')
        .values({
          customer_id: row.customer_id,
          patient_number: row.patient_number,
          relationship_type: 'MANAGED_ADULT',
          customer_verified: true,
          created_at: now,
          access_expiry_date: expiry,
        })
        .onConflict((oc) =>
          oc.columns(['customer_id', 'patient_number']).doUpdateSet({ access_expiry_date: expiry }),
        )
        .execute();
    } else {
      await trx
        .deleteFrom('customer_patient_links')
        .where('customer_id', '=', row.customer_id)
        .where('patient_number', '=', row.patient_number)
        .where('relationship_type', 'in', ['MANAGED_ADULT', 'CAREGIVER'])
        .execute();
    }
    return updated;
  });
  if (!changed) return { ok: false, status: 409, ...RELATIONSHIP_ERRORS.transition };

  const name =
    side === 'grantor'
      ? await db
          .selectFrom('customers')
          .select(['first_name', 'last_name'])
          .where('id', '=', changed.customer_id)
          .executeTakeFirst()
          .then((c) => (c ? `${c.first_name} ${c.last_name}` : ''))
      : await db
          .selectFrom('pharmacy_patients')
          .select(['first_name', 'middle_name', 'last_name', 'suffix'])
          .where('patient_number', '=', changed.patient_number)
          .executeTakeFirst()
          .then((p) =>
            p
              ? patientFullName({
                  firstName: p.first_name,
                  middleName: p.middle_name,
                  lastName: p.last_name,
                  suffix: p.suffix,
                })
              : '',
          );
  // A declined request is no longer listed (DENIED is not one of §3's statuses): it answers null.
  return { ok: true, relationship: entryOf(changed, name, today) };
}
