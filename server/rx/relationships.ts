/**
 * Patient access in the sandbox (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6
 * "Other-adult / caregiver access"; rules in domain/rx/patientAccess.ts).
 *
 * A request (rx_relationship_requests) is between a customer (the grantee: the adult who asks to act, or acts, for a
 * patient) and a patient. The patient's OWNER (`ownerOf`: the customer whose SELF patient it is; for a patient
 * nobody has as SELF, a child or a pet, the customer who looks after them: their first CHILD or PET link that no
 * request gave) grants, declines, removes or dates it; nobody else does, whatever link they have to the patient (a
 * caregiver, a managed adult's manager, a parent the owner let in). The grantee may cancel it. A customer who links
 * a patient someone else owns gets a request, never the link (`requestLink`, the link flow's). While a request is
 * APPROVED, the access itself is the grantee's customer_patient_links row (the relationship asked for; MANAGED_ADULT
 * for the older requests) carrying the same expiry date: the one access rule (server/rx/access.ts) then lets the
 * grantee act for the patient until that date, and nothing else does. Status changes are conditional updates on the
 * status read, so two tabs deciding at once cannot both win.
 */
import type { Kysely } from 'kysely';
import type {
  Relationship,
  RelationshipsResponse,
  RelationshipUpdate,
  RequestStatus,
} from '../../api/contracts/rx-patient-access';
import { isAllowedUpdate, isExpiredOn, utcToday, expiryDateError } from '../../domain/rx/patientAccess';
import { patientFullName } from '../../domain/rx/patients';
import type { Database, RxRelationshipRequestsTable } from '../db/schema';
import { type AccessCustomer, isAccessExpired } from './access';

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
  relationship_type: 'CHILD' | 'PET' | 'MANAGED_ADULT' | 'CAREGIVER' | null;
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
  'relationship_type',
] as const;

/** The relationship types whose first link makes its customer the owner of a patient nobody has as SELF. */
const FAMILY_TYPES = ['CHILD', 'PET'] as const;

/**
 * The patient's owner: who decides on requests to act for them (see the module comment), or null (an adult with no
 * account of their own: their requests wait for them).
 */
export async function ownerOf(
  db: Kysely<Database>,
  patientNumber: string,
  now: Date,
): Promise<string | null> {
  const links = (
    await db
      .selectFrom('customer_patient_links')
      .select(['customer_id', 'relationship_type', 'access_expiry_date'])
      .where('patient_number', '=', patientNumber)
      .where('customer_verified', '=', true)
      .orderBy('created_at')
      .orderBy('id')
      .execute()
  ).filter((l) => !isAccessExpired(l.access_expiry_date, now));
  const self = links.find((l) => l.relationship_type === 'SELF');
  if (self) return self.customer_id;
  const requested = new Set(
    (
      await db
        .selectFrom('rx_relationship_requests')
        .select('customer_id')
        .where('patient_number', '=', patientNumber)
        .where('status', 'in', ['PENDING', 'APPROVED'])
        .execute()
    ).map((r) => r.customer_id),
  );
  const family = links.find(
    (l) => (FAMILY_TYPES as readonly string[]).includes(l.relationship_type) && !requested.has(l.customer_id),
  );
  return family?.customer_id ?? null;
}

/** The patients the customer owns (SELF, and the children and pets they look after), by patient number. */
export async function ownedPatientsOf(db: Kysely<Database>, customer: AccessCustomer): Promise<string[]> {
  const now = customer.now ?? new Date();
  const candidates = await db
    .selectFrom('customer_patient_links')
    .select('patient_number')
    .where('customer_id', '=', customer.customerId)
    .where('customer_verified', '=', true)
    .where('relationship_type', 'in', ['SELF', ...FAMILY_TYPES])
    .orderBy('patient_number')
    .execute();
  const owned: string[] = [];
  for (const c of candidates) {
    if ((await ownerOf(db, c.patient_number, now)) === customer.customerId) owned.push(c.patient_number);
  }
  return owned;
}

/**
 * The link flow's link of a patient someone else owns (a second customer typing a child's label details): a PENDING
 * request the owner decides on, with the relationship asked for; the same request again when one is live. Null when
 * the patient has no owner, or the customer is the owner: the link itself is made then.
 */
export async function requestLink(
  db: Kysely<Database>,
  customer: AccessCustomer,
  patientNumber: string,
  relationshipType: 'CHILD' | 'PET' | 'MANAGED_ADULT' | 'CAREGIVER',
): Promise<'requested' | null> {
  const now = customer.now ?? new Date();
  const owner = await ownerOf(db, patientNumber, now);
  if (owner === null || owner === customer.customerId) return null;
  await db
    .insertInto('rx_relationship_requests')
    .values({
      patient_number: patientNumber,
      customer_id: customer.customerId,
      request_type: 'MANAGE',
      status: 'PENDING',
      requested_at: now,
      updated_at: now,
      relationship_type: relationshipType,
    })
    .onConflict((oc) =>
      oc
        .columns(['patient_number', 'customer_id'])
        .where('status', 'in', ['PENDING', 'APPROVED'])
        .doNothing(),
    )
    .execute();
  return 'requested';
}

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

function entryOf(r: RequestRow, name: string, today: string, patientName?: string): Relationship | null {
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
    ...(patientName ? { patientName } : {}),
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

  // The grantor's side: requests for every patient the customer owns (their own, their children and pets).
  const owned = await ownedPatientsOf(db, customer);
  const asGrantor = owned.length
    ? latest(
        await db
          .selectFrom('rx_relationship_requests')
          .select(requestColumns)
          .where('patient_number', 'in', owned)
          .where('customer_id', '!=', customer.customerId)
          .execute(),
      )
    : [];
  // A request about a child or pet names them (the customer's own patient needs no name).
  const ownedName = (n: string) => {
    const l = links.find((x) => x.patient_number === n);
    return l && l.relationship_type !== 'SELF' ? nameOf(l) : undefined;
  };
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
  const grantorEntries = asGrantor.flatMap(
    (r) => entryOf(r, granteeName(r.customer_id), today, ownedName(r.patient_number)) ?? [],
  );

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
  // The customer's own requests, in the section of the relationship asked for (a child's under children).
  const requestsFor = (types: ReadonlyArray<RequestRow['relationship_type']>) =>
    asGrantee
      .filter((r) => types.includes(r.relationship_type))
      .flatMap((r) => entryOf(r, patientName(r.patient_number), today) ?? []);
  const managedByRequest = requestsFor([null, 'MANAGED_ADULT', 'CAREGIVER']);
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
      .filter((l) => l.relationship_type === type && !requested.has(l.patient_number))
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
      children: [...own('CHILD'), ...requestsFor(['CHILD'])],
      pets: [...own('PET'), ...requestsFor(['PET'])],
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
  // The grantor rule: only the patient's owner decides (not a caregiver, a manager or a parent let in).
  if (side === 'grantor' && (await ownerOf(db, update.patientNumber, now)) !== customer.customerId) {
    return { ok: false, status: 404, ...RELATIONSHIP_ERRORS.notFound };
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
          relationship_type: row.relationship_type ?? 'MANAGED_ADULT',
          customer_verified: true,
          created_at: now,
          access_expiry_date: expiry,
        })
        .onConflict((oc) =>
          oc
            .columns(['customer_id', 'patient_number'])
            .doUpdateSet({ access_expiry_date: expiry, customer_verified: true }),
        )
        .execute();
    } else {
      await trx
        .deleteFrom('customer_patient_links')
        .where('customer_id', '=', row.customer_id)
        .where('patient_number', '=', row.patient_number)
        .where('relationship_type', '!=', 'SELF')
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
