// @vitest-environment node
/**
 * Patient access at the HTTP level, each rule with a case on each side (server/rx/relationships.ts, access.ts;
 * pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6 "Other-adult / caregiver access"). These are
 * the cases the first mutation run of the pharmacy's server showed missing (docs/qa.md "The pharmacy's server: a
 * run of its own"):
 * - an adult linked without a request is listed under managed adults, as PENDING before approval, APPROVED after,
 *   EXPIRED from its date; a child linked the same way is EXPIRED from its date;
 * - the customer's own requests: a declined one is not listed, the others come oldest first;
 * - PUT customer/relationship: the relationship type must match the side (the grantor names CAREGIVER, the grantee
 *   MANAGED_ADULT), and an expiry date must be a valid date after today, each refused with its field's message;
 * - someone else's patient answers the same 404 as one that does not exist, with its message.
 */
import type { Hono } from 'hono';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RX_PATHS } from '../../api/contracts/rx';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signInForPharmacy, testConfig, type TestServer } from './support';

let server: TestServer | undefined;
let app: Hono;
/** The app's clock: 2026-11-23, 15:00 UTC (so "today" is 2026-11-23). */
const clock = new Date('2026-11-23T15:00:00.000Z');
const TODAY = '2026-11-23';

beforeEach(async () => {
  await server?.db.close();
  server = await openTestServer();
  app = createApp({ db: server.db, config: testConfig(), now: () => clock });
}, 180_000);
afterAll(async () => {
  await server?.db.close();
});

const db = () => server!.db.kysely;
const JORDAN = '100234567';
const AVERY = '100234568';
const CASEY = '100234570';
const PRIYA = '100345678';
const MORGAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31';
const MORGAN = { email: 'caregiver@example.com', password: 'Caregiver123' };

interface Entry {
  customerId: string;
  patientNumber: string;
  requestStatus: string;
  requestType: string;
  accessRequestedDate: string | null;
  accessGrantedDate: string | null;
  accessExpiryDate: string | null;
}
interface Relationships {
  pendingRequests: Entry[];
  relationships: Record<'caregivers' | 'managedAdults' | 'children' | 'pets', Entry[]>;
}

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(app);
  await signInForPharmacy(browser, account);
  return browser;
}

async function relationships(b: Browser): Promise<Relationships> {
  const r = await b.get('/rx-security/customer/relationships');
  expect(r.status).toBe(200);
  return (await r.json()) as Relationships;
}

const decide = (b: Browser, update: Record<string, unknown>) =>
  b.request('/rx-security/customer/relationship', { method: 'PUT', json: update });

async function linkMorgan(
  patientNumber: string,
  relationshipType: 'MANAGED_ADULT' | 'CAREGIVER' | 'CHILD',
  customerVerified: boolean,
  accessExpiryDate: string | null,
) {
  await db()
    .insertInto('customer_patient_links')
    .values({
      customer_id: MORGAN_ID,
      patient_number: patientNumber,
      relationship_type: relationshipType,
      customer_verified: customerVerified,
      created_at: new Date('2026-11-20T10:00:00.000Z'),
      access_expiry_date: accessExpiryDate,
    })
    .execute();
}

describe('links without a request, as the relationships list shows them', () => {
  it.each([
    // [relationship, approved, expiry date, section, status, granted date]
    ['MANAGED_ADULT', false, null, 'managedAdults', 'PENDING', null],
    ['MANAGED_ADULT', true, null, 'managedAdults', 'APPROVED', '2026-11-20'],
    ['CAREGIVER', true, '2026-11-24', 'managedAdults', 'APPROVED', '2026-11-20'],
    ['CAREGIVER', true, TODAY, 'managedAdults', 'EXPIRED', '2026-11-20'],
    ['CHILD', true, '2026-11-24', 'children', 'APPROVED', '2026-11-20'],
    ['CHILD', true, TODAY, 'children', 'EXPIRED', '2026-11-20'],
  ] as const)(
    'a %s link, approved %s, ending %s: under %s as %s',
    async (type, verified, expiry, section, status, granted) => {
      await linkMorgan(CASEY, type, verified, expiry);
      const listed = (await relationships(await signedIn(MORGAN))).relationships[section].filter(
        (e) => e.patientNumber === CASEY,
      );
      expect(listed).toEqual([
        expect.objectContaining({
          customerId: MORGAN_ID,
          patientNumber: CASEY,
          requestStatus: status,
          requestType: 'MANAGE',
          accessRequestedDate: '2026-11-20',
          accessGrantedDate: granted,
          accessExpiryDate: expiry,
        }),
      ]);
    },
  );
});

describe("the customer's own requests", () => {
  it('a declined request is not listed; the others come oldest first, each with the day it was asked', async () => {
    await db()
      .insertInto('rx_relationship_requests')
      .values([
        {
          patient_number: AVERY,
          customer_id: MORGAN_ID,
          request_type: 'MANAGE',
          status: 'DENIED',
          relationship_type: 'CHILD',
          requested_at: new Date('2026-11-10T09:00:00.000Z'),
          updated_at: new Date('2026-11-11T09:00:00.000Z'),
        },
        {
          patient_number: PRIYA,
          customer_id: MORGAN_ID,
          request_type: 'MANAGE',
          status: 'PENDING',
          relationship_type: 'CAREGIVER',
          requested_at: new Date('2026-11-01T09:00:00.000Z'),
          updated_at: new Date('2026-11-01T09:00:00.000Z'),
        },
      ])
      .execute();
    const listed = await relationships(await signedIn(MORGAN));
    expect(listed.relationships.children).toEqual([]);
    // Priya's (asked on 2026-11-01) before the seed's request for Jordan (asked two days before the seed).
    expect(
      listed.relationships.managedAdults.map((e) => [
        e.patientNumber,
        e.requestStatus,
        e.accessRequestedDate,
      ]),
    ).toEqual([
      [PRIYA, 'PENDING', '2026-11-01'],
      [JORDAN, 'PENDING', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
    const jordans = listed.relationships.managedAdults[1]!.accessRequestedDate!;
    expect(jordans > '2026-11-01').toBe(true);
  });
});

describe('PUT customer/relationship refuses what it cannot mean', () => {
  const RELATIONSHIP_TYPE = 'Must be CAREGIVER for your own patient, MANAGED_ADULT for yourself.';

  it.each([
    ['the grantor naming MANAGED_ADULT', 'shopper', JORDAN, MORGAN_ID, 'APPROVED', 'MANAGED_ADULT'],
    ['the grantee naming CAREGIVER', 'morgan', JORDAN, MORGAN_ID, 'CANCELLED', 'CAREGIVER'],
  ] as const)(
    '%s: 400, the relationship type named, nothing changed',
    async (_, who, patient, customer, status, type) => {
      const b = await signedIn(who === 'shopper' ? ACCOUNTS.shopper : MORGAN);
      const r = await decide(b, {
        patientNumber: patient,
        customerId: customer,
        relationshipRequestStatus: status,
        relationshipType: type,
      });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({
        error: {
          code: 'VALIDATION',
          message: 'The request is invalid.',
          fields: { relationshipType: RELATIONSHIP_TYPE },
        },
      });
      const stored = await db()
        .selectFrom('rx_relationship_requests')
        .select('status')
        .where('patient_number', '=', JORDAN)
        .where('customer_id', '=', MORGAN_ID)
        .execute();
      expect(stored.map((s) => s.status)).toEqual(['PENDING']);
    },
  );

  it.each([
    [TODAY, 'Choose a date after today.'],
    ['2026-11-22', 'Choose a date after today.'],
    ['2026-02-30', 'Please enter a valid date.'],
  ])(
    'an approval ending %s: 400 with "%s" for the date, the request still pending',
    async (date, message) => {
      const jordan = await signedIn(ACCOUNTS.shopper);
      const r = await decide(jordan, {
        patientNumber: JORDAN,
        customerId: MORGAN_ID,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: date,
      });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({
        error: {
          code: 'VALIDATION',
          message: 'The request is invalid.',
          fields: { accessExpiryDate: message },
        },
      });
      // The day after today is the first one allowed.
      const next = await decide(jordan, {
        patientNumber: JORDAN,
        customerId: MORGAN_ID,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: '2026-11-24',
      });
      expect(next.status).toBe(200);
    },
  );
});

describe('someone else’s patient', () => {
  it("answers Morgan's read of Jordan's addresses as a patient that does not exist: 404 'Patient not found.'", async () => {
    const morgan = await signedIn(MORGAN);
    for (const patient of [JORDAN, '199999999']) {
      const r = await morgan.get(`${RX_PATHS.addresses}?patientNumber=${patient}`);
      expect(r.status, patient).toBe(404);
      expect(await r.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'Patient not found.' } });
    }
    // Jordan reads his own.
    expect(
      (await (await signedIn(ACCOUNTS.shopper)).get(`${RX_PATHS.addresses}?patientNumber=${JORDAN}`)).status,
    ).toBe(200);
  });
});
