// @vitest-environment node
/**
 * The pharmacy's records (issue 12 part 2) at HTTP level: migration 013 and its relative seed, auto-refill (enrol,
 * unenrol, 418, per prescription, bulk, reminders), programs (HCSS), history (36 months, never further), receipts,
 * detail, monographs in English and Spanish, has-mail-order, and the digital vaccine record (verify, text-message
 * link in the outbox, the SMART Health Card checked against the published key). Another customer is refused every
 * id-bearing route exactly as an id that does not exist (404).
 */
import { createPublicKey, verify } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { addDays, formatISO, subMonths } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema, fillPath } from '../../api/contracts/common';
import { PATIENT_NUMBER_HEADER, RX_PATHS } from '../../api/contracts/rx';
import {
  autoRefillEnrollmentSchema,
  autoRefillUpdateResultSchema,
  bulkPrescriptionProgramResponseSchema,
  patientProgramsResponseSchema,
  programEnrollmentsResponseSchema,
  programRemindersResponseSchema,
} from '../../api/contracts/rx-auto-refill';
import { fillLocationsResponseSchema } from '../../api/contracts/rx-orders';
import {
  hasMailOrderResponseSchema,
  monographImagesResponseSchema,
  monographSchema,
  prescriptionTransactionsResponseSchema,
  receiptsResponseSchema,
  transactionsResponseSchema,
} from '../../api/contracts/rx-history';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import {
  jwkSetSchema,
  secureMessageResponseSchema,
  smartHealthCardSchema,
  verifyDvrResponseSchema,
} from '../../api/contracts/rx-vaccine-record';
import { fromShcNumeric } from '../../domain/rx/vaccineRecord';
import { createApp } from '../../server/app';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { ACCOUNTS, Browser, openTestServer, type TestServer, signInForPharmacy } from './support';

let server: TestServer;
let seededOn: string;
beforeAll(async () => {
  server = await openTestServer();
  seededOn = (
    await server.db.kysely.selectFrom('rx_records_seed').select('seeded_on').executeTakeFirstOrThrow()
  ).seeded_on;
});
afterAll(async () => {
  await server.db.close();
});

const JORDAN = '100234567';
const AVERY = '100234568';
const today = () => formatISO(new Date(), { representation: 'date' });
const monthsAgo = (n: number) => formatISO(subMonths(new Date(), n), { representation: 'date' });

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(server.app);
  await signInForPharmacy(browser, account);
  return browser;
}
const put = (b: Browser, path: string, json: unknown, headers: Record<string, string> = {}) =>
  b.request(path, { method: 'PUT', json, headers });
const del = (b: Browser, path: string) => b.request(path, { method: 'DELETE' });
async function parsed<T>(response: Response, schema: z.ZodMiniType<T>, status = 200): Promise<T> {
  expect(response.status).toBe(status);
  return z.parse(schema, await response.json());
}
async function code(response: Response) {
  return z.parse(errorBodySchema, await response.json()).error.code;
}

describe('seed (relative to the seed date)', () => {
  it('gives Jordan 30 months of fills with loyalty receipts at two stores, an enrolment ending in 20 days, HCSS NEVER_ASKED', async () => {
    const db = server.db.kysely;
    const range = await db
      .selectFrom('rx_transactions')
      .select((eb) => [eb.fn.min('sold_date').as('oldest'), eb.fn.max('sold_date').as('newest')])
      .where('patient_number', '=', JORDAN)
      .executeTakeFirstOrThrow();
    expect(range.oldest).toBe(
      formatISO(addDays(subMonths(new Date(`${seededOn}T12:00:00Z`), 30), -3), { representation: 'date' }),
    );
    expect(String(range.newest) <= seededOn).toBe(true);
    const stores = await db.selectFrom('rx_receipts').select('facility_id').distinct().execute();
    expect(stores.map((s) => s.facility_id).sort()).toEqual(['01400412', '01400733']);
    const jordan = await db
      .selectFrom('pharmacy_patients')
      .select(['auto_refill_termination_date', 'auto_refill_reminder'])
      .where('patient_number', '=', JORDAN)
      .executeTakeFirstOrThrow();
    expect(jordan.auto_refill_termination_date).toBe(
      formatISO(addDays(new Date(`${seededOn}T12:00:00Z`), 20), { representation: 'date' }),
    );
    expect(jordan.auto_refill_reminder).toMatchObject({
      dismissReminder: false,
      programId: 'AUTO_REFILL_STANDARD',
    });
    const hcss = await db
      .selectFrom('rx_program_enrollments')
      .select('enrollment_status')
      .where('patient_number', '=', JORDAN)
      .where('external_code', '=', 'HCSS')
      .executeTakeFirstOrThrow();
    expect(hcss.enrollment_status).toBe('NEVER_ASKED');
    const vaccines = await db
      .selectFrom('rx_vaccine_records')
      .select('vaccine_name')
      .where('patient_number', '=', JORDAN)
      .execute();
    expect(vaccines.map((v) => v.vaccine_name.split(',')[0]).sort()).toEqual(['COVID-19', 'Influenza']);
  });
});

describe('auto-refill', () => {
  it('enrols and unenrols a patient, refuses the mail-order pharmacy with 418 and its detail', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const path = fillPath(RX_PATHS.autoRefillEnroll, { patientNumber: AVERY });
    const body = {
      facilityId: '01400733',
      relationshipType: 'CHILD',
      enrollForAutoRefill: true,
      overridePrivacySetting: true,
    };
    const enrolled = await parsed(
      await put(jordan, path, body, { [PATIENT_NUMBER_HEADER]: JORDAN }),
      autoRefillEnrollmentSchema,
    );
    expect(enrolled).toMatchObject({
      patientNumber: AVERY,
      isAutoRefillFlag: true,
      autoRefillFacilityId: '01400733',
      autoRefillExpiring: false,
    });
    expect(enrolled.autoRefillTerminationDate).toBe(
      formatISO(addDays(new Date(), 365), { representation: 'date' }),
    );

    const refused = await put(jordan, path, { ...body, facilityId: '90000001' });
    expect(refused.status).toBe(418);
    const error = z.parse(errorBodySchema, await refused.json()).error;
    expect(error).toMatchObject({
      code: 'AUTO_REFILL_NOT_AVAILABLE',
      message: 'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.',
    });

    const out = await parsed(
      await put(jordan, path, { ...body, enrollForAutoRefill: false }),
      autoRefillEnrollmentSchema,
    );
    expect(out).toMatchObject({ isAutoRefillFlag: false, autoRefillTerminationDate: null });
  });

  it("refuses to enrol the customer's managed adult (403, the text of docs/choices.md's rule) and leaves the record as it was; unenrolling is allowed", async () => {
    const CASEY = '100234570';
    // Casey's access (seeded to end 10 days after the first seed) is made current for this test.
    await server.db.kysely
      .updateTable('customer_patient_links')
      .set({ access_expiry_date: null, customer_verified: true })
      .where('patient_number', '=', CASEY)
      .where('relationship_type', '=', 'MANAGED_ADULT')
      .execute();
    const before = await server.db.kysely
      .selectFrom('pharmacy_patients')
      .select(['is_auto_refill', 'auto_refill_facility_id'])
      .where('patient_number', '=', CASEY)
      .executeTakeFirstOrThrow();
    const jordan = await signedIn(ACCOUNTS.shopper);
    const path = fillPath(RX_PATHS.autoRefillEnroll, { patientNumber: CASEY });
    const body = {
      facilityId: '01400733',
      relationshipType: 'CAREGIVER',
      enrollForAutoRefill: true,
      overridePrivacySetting: false,
    };
    const refused = await put(jordan, path, body, { [PATIENT_NUMBER_HEADER]: JORDAN });
    expect(refused.status).toBe(403);
    expect(z.parse(errorBodySchema, await refused.json()).error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'A managed adult enrolls in auto refill from their own account.',
    });
    const after = await server.db.kysely
      .selectFrom('pharmacy_patients')
      .select(['is_auto_refill', 'auto_refill_facility_id'])
      .where('patient_number', '=', CASEY)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    // The same customer enrols a child (Avery) with the same body: the refusal is the managed adult's alone.
    const child = await put(jordan, fillPath(RX_PATHS.autoRefillEnroll, { patientNumber: AVERY }), {
      ...body,
      relationshipType: 'CHILD',
    });
    expect(child.status).toBe(200);
    const out = await put(jordan, path, { ...body, enrollForAutoRefill: false });
    expect(out.status).toBe(200);
  });

  it('toggles one prescription: enrolled only when the update succeeded with AUTO_REFILL; bulk pause and enrol', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const one = (rx: string, option: string) =>
      put(jordan, fillPath(RX_PATHS.prescription, { rxNumber: rx }), { refillProgramType: option });
    expect(await parsed(await one('501234567', 'AUTO_REFILL'), autoRefillUpdateResultSchema)).toEqual({
      rxRecordNumber: '501234567',
      updateSuccessful: true,
      refillOption: 'AUTO_REFILL',
    });
    // Not eligible (Profiled Sertraline): unsuccessful, nothing changes.
    expect(
      (await parsed(await one('501234572', 'AUTO_REFILL'), autoRefillUpdateResultSchema)).updateSuccessful,
    ).toBe(false);
    const rows = await server.db.kysely
      .selectFrom('rx_prescriptions')
      .select(['rx_record_number', 'rx_enrolled_auto_refill', 'refill_program_type'])
      .where('rx_record_number', 'in', ['501234567', '501234572'])
      .orderBy('rx_record_number')
      .execute();
    expect(rows.map((r) => [r.rx_enrolled_auto_refill, r.refill_program_type])).toEqual([
      [true, 'AUTO_REFILL'],
      [false, 'NONE'],
    ]);
    const bulk = fillPath(RX_PATHS.prescriptionPatientPrescriptions, { patientNumber: JORDAN });
    const paused = await parsed(
      await put(jordan, bulk, {
        prescriptions: [
          { rxRecordNumber: '501234567', refillOption: 'NONE' },
          { rxRecordNumber: '501234574', refillOption: 'NONE' },
        ],
      }),
      bulkPrescriptionProgramResponseSchema,
    );
    // Avery's prescription is not Jordan's record: never touched through Jordan's number.
    expect(paused.results.map((r) => r.updateSuccessful)).toEqual([true, false]);
  });

  it('lists fill locations, programs and enrolments (patient-number header), and updates by externalCode', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const locations = await parsed(
      await jordan.get(fillPath(RX_PATHS.fillLocations, { patientNumber: JORDAN })),
      fillLocationsResponseSchema,
    );
    // The one fill-locations route and contract (server/routes/rx/orders.ts, api/contracts/rx-orders.ts).
    expect(
      locations.fillLocations.map((l) => [l.facilityId, l.facilityType, l.address.state]).sort(),
    ).toEqual([
      ['01400412', 'RETAIL', 'OH'],
      ['90000001', 'MAIL_ORDER', 'OH'],
    ]);
    const programs = await parsed(await jordan.get(RX_PATHS.patientPrograms), patientProgramsResponseSchema);
    expect(programs.programs.map((p) => p.externalCode)).toEqual(['HCSS', 'MEDSYNC']);
    expect((await jordan.get(RX_PATHS.programEnrollments)).status).toBe(400);
    const before = await parsed(
      await jordan.get(RX_PATHS.programEnrollments, { [PATIENT_NUMBER_HEADER]: AVERY }),
      programEnrollmentsResponseSchema,
    );
    expect(before.enrollments.find((e) => e.externalCode === 'HCSS')?.enrollmentStatus).toBe('EXPIRED');
    const updated = await put(
      jordan,
      RX_PATHS.programEnrollments,
      { programName: '90-Day Supply', enrollmentStatus: 'REENROLLED', externalCode: 'HCSS' },
      { [PATIENT_NUMBER_HEADER]: AVERY },
    );
    expect(await updated.json()).toEqual({
      programName: '90-Day Supply',
      externalCode: 'HCSS',
      enrollmentStatus: 'REENROLLED',
    });
    const pharmacyOnly = await put(
      jordan,
      RX_PATHS.programEnrollments,
      { programName: '90-Day Supply', enrollmentStatus: 'EXPIRED', externalCode: 'HCSS' },
      { [PATIENT_NUMBER_HEADER]: AVERY },
    );
    expect(pharmacyOnly.status).toBe(400);
  });

  it('dismisses a reminder, deletes it once, and answers 404 NO_RECORD for a second delete', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const list = await parsed(await jordan.get(RX_PATHS.programReminders), programRemindersResponseSchema);
    expect(list.reminders.map((r) => [r.patientNum, r.programId, r.dismissReminder])).toEqual([
      [JORDAN, 'AUTO_REFILL_STANDARD', false],
    ]);
    const dismissed = await put(jordan, RX_PATHS.programReminders, {
      patientNum: JORDAN,
      programId: 'AUTO_REFILL_STANDARD',
      dismissReminder: true,
    });
    expect(await dismissed.json()).toMatchObject({ dismissReminder: true });
    const byProgram = await parsed(
      await jordan.get(`${RX_PATHS.programRemindersCustomer}?programId=AUTO_REFILL_STANDARD`),
      programRemindersResponseSchema,
    );
    expect(byProgram.reminders).toHaveLength(1);
    const query = `?patientNum=${JORDAN}&programId=AUTO_REFILL_STANDARD`;
    expect((await del(jordan, `${RX_PATHS.programReminders}${query}`)).status).toBe(204);
    const again = await del(jordan, `${RX_PATHS.programReminders}${query}`);
    expect(again.status).toBe(404);
    expect(await code(again)).toBe('NO_RECORD');
  });
});

describe('history and records', () => {
  it('answers the last 12 months, accepts 36 months back and never further', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const q = (start: string) =>
      jordan.get(`${RX_PATHS.transactions}?patientNumber=${JORDAN}&startDate=${start}&endDate=${today()}`);
    const year = await parsed(await q(monthsAgo(12)), transactionsResponseSchema);
    expect(year.transactions.length).toBeGreaterThan(20);
    expect(year.maxRequestStartDate).toBe(monthsAgo(36));
    expect(year.transactions.every((t) => t.soldDate >= monthsAgo(12))).toBe(true);
    const all = await parsed(await q(monthsAgo(36)), transactionsResponseSchema);
    expect(all.transactions.length).toBeGreaterThan(year.transactions.length);
    expect(all.transactions.filter((t) => t.fillStatus === 'Returned')).toHaveLength(1);
    expect(all.historyDataPresentFrom).toBe(all.transactions.at(-1)?.soldDate);
    const tooFar = await q(formatISO(addDays(subMonths(new Date(), 36), -1), { representation: 'date' }));
    expect(tooFar.status).toBe(400);
    const [y, m, d] = monthsAgo(36).split('-');
    expect(z.parse(errorBodySchema, await tooFar.json()).error.fields).toEqual({
      startDate: `Date must be on or after ${m}/${d}/${y}`,
    });
  });

  it('answers a prescription’s fills, receipts by loyalty card, has-mail-order', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const detail = await parsed(
      await jordan.get(
        `${fillPath(RX_PATHS.prescriptionTransactions, { rxNumber: '501234568' })}?patientNumber=${JORDAN}`,
      ),
      prescriptionTransactionsResponseSchema,
    );
    expect(detail.prescription).toMatchObject({ rxNumber: '1234568', drugName: 'Metformin 500 mg Tablet' });
    expect(detail.transactions).toHaveLength(10);
    const receipts = await parsed(
      await jordan.get(`${RX_PATHS.receiptLoyalty}?loyaltyId=4800012345678`),
      receiptsResponseSchema,
    );
    expect(new Set(receipts.receipts.map((r) => r.pharmacy.vanityName))).toEqual(
      new Set(['FreshWay Pharmacy Oakley', 'FreshWay Pharmacy Hyde Park']),
    );
    const returned = receipts.receipts.find((r) => r.items.some((i) => i.fillStatus === 'Returned'));
    expect(returned?.total).toBe(-15);
    const mail = await parsed(
      await jordan.get(fillPath(RX_PATHS.hasMailOrder, { patientNumber: JORDAN })),
      hasMailOrderResponseSchema,
    );
    expect(mail).toEqual({ hasMailOrder: true, hasRetailOrder: true });
    const avery = await parsed(
      await jordan.get(fillPath(RX_PATHS.hasMailOrder, { patientNumber: AVERY })),
      hasMailOrderResponseSchema,
    );
    expect(avery).toEqual({ hasMailOrder: false, hasRetailOrder: true });
  });

  it('answers monographs in English and Spanish with the product image, 404 for an unknown product', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const path = fillPath(RX_PATHS.monograph, { productNumber: '00071015523' });
    const es = await parsed(await jordan.get(`${path}?languageCode=es`), monographSchema);
    expect(es.drugName).toBe('Atorvastatina 20 mg tableta');
    expect(es.sections.map((s) => s.heading)).toContain('Efectos secundarios');
    const en = await parsed(await jordan.get(`${path}?languageCode=en`), monographSchema);
    expect(en.sections[0]?.heading).toBe('Uses');
    expect((await jordan.get(`${path}?languageCode=fr`)).status).toBe(400);
    expect(
      (await jordan.get(`${fillPath(RX_PATHS.monograph, { productNumber: '99999999999' })}?languageCode=en`))
        .status,
    ).toBe(404);
    const images = await parsed(
      await jordan.get(`${RX_PATHS.monographImages}?productNumber=00071015523`),
      monographImagesResponseSchema,
    );
    expect(Buffer.from(images.images[0]!.data, 'base64').toString()).toContain('<svg');
  });
});

describe('another customer is refused every id-bearing route, exactly as an id that does not exist', () => {
  const routes = (n: string, rx: string): Array<[string, (b: Browser) => Promise<Response>]> => [
    [
      'enroll',
      (b) =>
        put(b, fillPath(RX_PATHS.autoRefillEnroll, { patientNumber: n }), {
          facilityId: '01400412',
          relationshipType: 'SELF',
          enrollForAutoRefill: true,
          overridePrivacySetting: false,
        }),
    ],
    [
      'prescription',
      (b) => put(b, fillPath(RX_PATHS.prescription, { rxNumber: rx }), { refillProgramType: 'AUTO_REFILL' }),
    ],
    [
      'bulk',
      (b) =>
        put(b, fillPath(RX_PATHS.prescriptionPatientPrescriptions, { patientNumber: n }), {
          prescriptions: [{ rxRecordNumber: rx, refillOption: 'NONE' }],
        }),
    ],
    ['fill locations', (b) => b.get(fillPath(RX_PATHS.fillLocations, { patientNumber: n }))],
    ['enrolments', (b) => b.get(RX_PATHS.programEnrollments, { [PATIENT_NUMBER_HEADER]: n })],
    [
      'enrolment update',
      (b) =>
        put(
          b,
          RX_PATHS.programEnrollments,
          { programName: 'x', enrollmentStatus: 'ENROLLED', externalCode: 'HCSS' },
          { [PATIENT_NUMBER_HEADER]: n },
        ),
    ],
    [
      'reminder dismiss',
      (b) =>
        put(b, RX_PATHS.programReminders, {
          patientNum: n,
          programId: 'AUTO_REFILL_STANDARD',
          dismissReminder: true,
        }),
    ],
    [
      'reminder delete',
      (b) => del(b, `${RX_PATHS.programReminders}?patientNum=${n}&programId=AUTO_REFILL_STANDARD`),
    ],
    [
      'transactions',
      (b) =>
        b.get(`${RX_PATHS.transactions}?patientNumber=${n}&startDate=${monthsAgo(12)}&endDate=${today()}`),
    ],
    [
      'rx transactions',
      (b) => b.get(`${fillPath(RX_PATHS.prescriptionTransactions, { rxNumber: rx })}?patientNumber=${n}`),
    ],
    ['has mail order', (b) => b.get(fillPath(RX_PATHS.hasMailOrder, { patientNumber: n }))],
  ];

  it.each(routes(JORDAN, '501234567').map(([name], i) => ({ name, i })))('$name', async ({ i }) => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    const theirs = await routes(JORDAN, '501234567')[i]![1](priya);
    const nobody = await routes('999999999', '599999999')[i]![1](priya);
    expect(theirs.status).toBe(404);
    expect(nobody.status).toBe(404);
    expect(await theirs.json()).toEqual(await nobody.json());
  });

  it("refuses Jordan's loyalty card and lists none of his reminders", async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect((await priya.get(`${RX_PATHS.receiptLoyalty}?loyaltyId=4800012345678`)).status).toBe(404);
    expect((await priya.get(`${RX_PATHS.receiptLoyalty}?loyaltyId=4800099999999`)).status).toBe(404);
    const reminders = await parsed(
      await priya.get(RX_PATHS.programReminders),
      programRemindersResponseSchema,
    );
    expect(reminders.reminders).toEqual([]);
  });

  it('answers 401 without a signed-in customer', async () => {
    expect(
      (await new Browser(server.app).get(fillPath(RX_PATHS.hasMailOrder, { patientNumber: JORDAN }))).status,
    ).toBe(401);
  });
});

describe('digital vaccine record', () => {
  const jordanByDob = { firstName: 'Jordan', lastName: 'Whitfield', dateOfBirth: '1986-07-19' };

  async function verifyCard(card: z.infer<typeof smartHealthCardSchema>, browser: Browser) {
    const jws = fromShcNumeric(card.qrNumeric[0]!);
    expect(jws).toBe(card.verifiableCredential[0]);
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const head = JSON.parse(Buffer.from(header, 'base64url').toString());
    expect(head).toMatchObject({ alg: 'ES256', zip: 'DEF' });
    const jwksPath = `${new URL(card.issuer).pathname}/.well-known/jwks.json`;
    const jwks = await parsed(await browser.get(jwksPath), jwkSetSchema);
    const jwk = jwks.keys.find((k) => k.kid === head.kid)!;
    const key = createPublicKey({ key: jwk, format: 'jwk' });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${payload}`),
        { key, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    return JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString());
  }

  it('signed in: verifies by date of birth and answers the SMART Health Card, signed by the published key', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const verified = await parsed(
      await jordan.post(RX_SECURITY_PATHS.verifyDvr, jordanByDob),
      verifyDvrResponseSchema,
    );
    expect(verified).toEqual({
      verified: true,
      delivery: 'DIRECT',
      verificationId: null,
      phoneLastFour: null,
    });
    const card = await parsed(await jordan.get(RX_SECURITY_PATHS.smartHealthCard), smartHealthCardSchema);
    expect(card.doses.map((d) => d.cvxCode)).toEqual(['208', '150']);
    const vc = await verifyCard(card, jordan);
    const entries = vc.vc.credentialSubject.fhirBundle.entry;
    expect(entries[0].resource).toMatchObject({ resourceType: 'Patient', birthDate: '1986-07-19' });
    expect(
      entries
        .slice(1)
        .map(
          (e: { resource: { vaccineCode: { coding: { code: string }[] } } }) =>
            e.resource.vaccineCode.coding[0]?.code,
        ),
    ).toEqual(['208', '150']);
    // The issuer key is stored encrypted, never as a plain private JWK.
    const key = await server.db.kysely.selectFrom('rx_issuer_keys').selectAll().executeTakeFirstOrThrow();
    expect(key.private_key_encrypted).toMatch(/^aes-256-gcm\$/);
    expect(key.private_key_encrypted).not.toContain('"d"');
  });

  it('guest: verifies by phone, sends the text-message link to the outbox, the link opens the card and expires', async () => {
    const guest = new Browser(server.app);
    const verified = await parsed(
      await guest.post(RX_SECURITY_PATHS.verifyDvr, {
        firstName: 'jordan',
        lastName: 'WHITFIELD',
        phoneNumber: '5135550142',
      }),
      verifyDvrResponseSchema,
    );
    expect(verified).toMatchObject({ delivery: 'TEXT_MESSAGE', phoneLastFour: '0142' });
    const sent = await parsed(
      await guest.post(RX_SECURITY_PATHS.dvrSecureMessage, { verificationId: verified.verificationId }),
      secureMessageResponseSchema,
      202,
    );
    expect(sent).toEqual({ sent: true, phoneLastFour: '0142', expiresInMinutes: 30 });
    // One use only.
    expect(
      (await guest.post(RX_SECURITY_PATHS.dvrSecureMessage, { verificationId: verified.verificationId }))
        .status,
    ).toBe(401);
    const outbox = (await (await guest.get(OUTBOX_PATHS.json)).json()) as {
      data: { messages: { to_address?: string; to?: string; link: string | null }[] };
    } & Record<string, unknown>;
    const messages = JSON.stringify(outbox);
    expect(messages).toContain('sms:+15135550142');
    const link = /"link":"([^"]*digital-vaccine-record\/result[^"]*)"/.exec(messages)?.[1];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const card = await parsed(
      await guest.get(`${RX_SECURITY_PATHS.smartHealthCard}?token=${token}`),
      smartHealthCardSchema,
    );
    await verifyCard(card, guest);
    const later = createApp({
      db: server.db,
      config: server.config,
      now: () => new Date(Date.now() + 31 * 60_000),
    });
    const expired = await new Browser(later).get(`${RX_SECURITY_PATHS.smartHealthCard}?token=${token}`);
    expect(expired.status).toBe(401);
    expect(await code(expired)).toBe('LINK_EXPIRED');
  });

  it('answers 404 for an unknown patient, 401 for a wrong date, 403 after three failures', async () => {
    const guest = new Browser(server.app);
    const nobody = await guest.post(RX_SECURITY_PATHS.verifyDvr, {
      firstName: 'Nobody',
      lastName: 'Known',
      dateOfBirth: '1990-01-01',
    });
    expect([nobody.status, await code(nobody)]).toEqual([404, 'PATIENT_NOT_FOUND']);
    const wrong = { firstName: 'Avery', lastName: 'Whitfield', dateOfBirth: '2015-04-03' };
    for (let i = 0; i < 3; i++) {
      const r = await guest.post(RX_SECURITY_PATHS.verifyDvr, wrong);
      expect([r.status, await code(r)]).toEqual([401, 'VERIFICATION_FAILED']);
    }
    const locked = await guest.post(RX_SECURITY_PATHS.verifyDvr, { ...wrong, dateOfBirth: '2015-04-02' });
    expect([locked.status, await code(locked)]).toEqual([403, 'TOO_MANY_ATTEMPTS']);
  });

  it("answers 400 with the form's §5 message for a date the form refuses, never counted as a failure", async () => {
    const guest = new Browser(server.app);
    for (const [dateOfBirth, message] of [
      ['1849-12-31', 'Date must be after 01/01/1850'],
      ['2030-01-01', 'Date must not be in the future'],
      ['1986-02-30', 'Date of Birth must be valid'],
      ['1849-12-31', 'Date must be after 01/01/1850'],
    ] as const) {
      const r = await guest.post(RX_SECURITY_PATHS.verifyDvr, { ...jordanByDob, dateOfBirth });
      expect(r.status).toBe(400);
      expect(z.parse(errorBodySchema, await r.json()).error.fields).toEqual({ dateOfBirth: message });
    }
    const long = await guest.post(RX_SECURITY_PATHS.verifyDvr, { ...jordanByDob, firstName: 'J'.repeat(51) });
    expect(long.status).toBe(400);
    // Four refusals, no lock: the right date still verifies.
    const right = await guest.post(RX_SECURITY_PATHS.verifyDvr, jordanByDob);
    expect(right.status).toBe(200);
  });

  it('answers 401 for the card without a link or grant, and for a malformed link (a truncated text message)', async () => {
    const guest = new Browser(server.app);
    const r = await guest.get(RX_SECURITY_PATHS.smartHealthCard);
    expect([r.status, await code(r)]).toEqual([401, 'LINK_EXPIRED']);
    for (const token of ['garbage', 'abc%20def', 'x'.repeat(150)]) {
      const malformed = await guest.get(`${RX_SECURITY_PATHS.smartHealthCard}?token=${token}`);
      expect([malformed.status, await code(malformed)]).toEqual([401, 'LINK_EXPIRED']);
    }
    // Another customer's grant does not exist: Priya signed in gets no card of Jordan's.
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect((await priya.get(RX_SECURITY_PATHS.smartHealthCard)).status).toBe(401);
  });
});
