// @vitest-environment node
/**
 * Two server rules at HTTP level, each with a case on both sides of it:
 * - the grantor rule of patient access (server/rx/relationships.ts): only the patient's own customer (their SELF
 *   link) decides on a request to act for them. Jordan manages Casey (MANAGED_ADULT) and may read her data, but a
 *   request of Morgan's to manage Casey is Casey's to decide: Jordan approving it gets the 404 of a request that does
 *   not exist, and nothing changes; Jordan deciding on a request for himself succeeds.
 * - the new-patient request's limit: ten prescriptions a request (the form's limit), over all its patients.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RX_PATHS } from '../../api/contracts/rx';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signInForPharmacy, type TestServer } from './support';

const CAREGIVER = { email: 'caregiver@example.com', password: 'Caregiver123' };
const GOOGLE_LINK = { email: 'googlelink@example.com', password: 'Google123' };
const JORDAN = '100234567';
const CASEY = '100234570';
const MORGAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31';

let server: TestServer;
let app: Hono;

beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config: server.config });
});
afterAll(async () => {
  await server.db.close();
});

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(app);
  await signInForPharmacy(browser, account);
  return browser;
}

const decide = (b: Browser, json: unknown) =>
  b.request(RX_SECURITY_PATHS.customerRelationship, { method: 'PUT', json });

async function requestStatus(patientNumber: string, customerId: string) {
  const rows = await server.db.kysely
    .selectFrom('rx_relationship_requests')
    .select('status')
    .where('patient_number', '=', patientNumber)
    .where('customer_id', '=', customerId)
    .execute();
  return rows.map((r) => r.status);
}

describe('patient access: only the patient decides (the grantor rule)', () => {
  it("Jordan, who manages Casey, cannot approve Morgan's request to manage Casey: 404, the request stays pending", async () => {
    await server.db.kysely
      .insertInto('rx_relationship_requests')
      .values({ patient_number: CASEY, customer_id: MORGAN_ID, request_type: 'MANAGE', status: 'PENDING' })
      .execute();
    const jordan = await signedIn(ACCOUNTS.shopper);
    // Jordan may act for Casey (her data is his to read)...
    expect((await jordan.get(`${RX_PATHS.addresses}?patientNumber=${CASEY}`)).status).toBe(200);
    // ...but deciding who else may is Casey's.
    const r = await decide(jordan, {
      patientNumber: CASEY,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'CAREGIVER',
    });
    expect(r.status).toBe(404);
    expect(await requestStatus(CASEY, MORGAN_ID)).toEqual(['PENDING']);
    const morgan = await signedIn(CAREGIVER);
    expect((await morgan.get(`${RX_PATHS.addresses}?patientNumber=${CASEY}`)).status).toBe(404);
  });

  it("Jordan, whose own patient it is, declines Morgan's request to manage Jordan: 200, no longer pending", async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const r = await decide(jordan, {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'DENIED',
      relationshipType: 'CAREGIVER',
    });
    expect(r.status).toBe(200);
    expect(await requestStatus(JORDAN, MORGAN_ID)).toEqual(['DENIED']);
  });
});

describe('new-patient request: ten prescriptions a request', () => {
  const patient = { firstName: 'Lena', lastName: 'Marsh', dateOfBirth: '1990-05-05', phone: '5135550111' };
  const transfer = (i: number) => ({
    medName: `Medicine ${i}`,
    rxNumber: String(123450 + i),
    contactName: 'Corner Drug',
    contactPhone: '5135550112',
  });
  const paper = { paperAcknowledge: true, medName: 'Paper medicine' };

  it('stores ten prescriptions over two patients (201) and refuses eleven with the field message (400)', async () => {
    const browser = await signedIn(GOOGLE_LINK);
    const ten = await browser.post(RX_PATHS.prescriptionRequest, {
      patient,
      patients: [
        { type: 'TRANSFER', prescriptions: Array.from({ length: 6 }, (_, i) => transfer(i)) },
        { type: 'PAPER', prescriptions: Array.from({ length: 4 }, () => paper) },
      ],
    });
    expect(ten.status).toBe(201);
    const eleven = await browser.post(RX_PATHS.prescriptionRequest, {
      patient,
      patients: [
        { type: 'TRANSFER', prescriptions: Array.from({ length: 6 }, (_, i) => transfer(i)) },
        { type: 'PAPER', prescriptions: Array.from({ length: 5 }, () => paper) },
      ],
    });
    expect(eleven.status).toBe(400);
    expect(((await eleven.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      patients: 'A request can have at most 10 prescriptions.',
    });
  });
});
