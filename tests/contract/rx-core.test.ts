// @vitest-environment node
/**
 * The pharmacy core (issue 10 part 1, stage 1): migration 008 and its seed, the access rule (another customer never
 * reads Jordan's patients or prescriptions, and cannot tell them from patients that do not exist), the read model's
 * routes against their contracts, and 401 without a signed-in customer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import {
  type Patient,
  patientPrescriptionsResponseSchema,
  patientProfilesResponseSchema,
  RX_PATHS,
} from '../../api/contracts/rx';
import { verifyAnswer } from '../../server/rx/challenges';
import { seedRxIdentity } from '../../server/rx/identity/seed';
import { seedRx } from '../../server/rx/seed';
import { ACCOUNTS, Browser, openTestServer, type TestServer, testConfig, signInForPharmacy } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(server.app);
  await signInForPharmacy(browser, account);
  return browser;
}

async function patientsOf(browser: Browser): Promise<Patient[]> {
  const response = await browser.get(RX_PATHS.patientProfiles);
  expect(response.status).toBe(200);
  return z.parse(patientProfilesResponseSchema, await response.json()).patients;
}

async function prescriptionsOf(browser: Browser, query = '') {
  const response = await browser.get(`${RX_PATHS.patientPrescriptions}${query}`);
  expect(response.status).toBe(200);
  return z.parse(patientPrescriptionsResponseSchema, await response.json()).prescriptions;
}

describe('GET /rx/api/patient-profiles/', () => {
  it("answers Jordan's three patients with the seeded values", async () => {
    const patients = await patientsOf(await signedIn(ACCOUNTS.shopper));
    // Issue 12 adds Casey, a managed adult whose access ends 10 days after the first seed (while it lasts).
    const casey = await server.db.kysely
      .selectFrom('customer_patient_links')
      .select('access_expiry_date')
      .where('patient_number', '=', '100234570')
      .executeTakeFirst();
    const caseyActive =
      !!casey?.access_expiry_date && casey.access_expiry_date > new Date().toISOString().slice(0, 10);
    expect(patients.map((p) => [p.patientNumber, p.firstName, p.relationshipType, p.dateOfBirth])).toEqual([
      ['100234567', 'Jordan', 'SELF', '1986-07-19'],
      ['100234568', 'Avery', 'CHILD', '2015-04-02'],
      ['100234569', 'Biscuit', 'PET', '2019-05-10'],
      ...(caseyActive ? [['100234570', 'Casey', 'MANAGED_ADULT', '1958-11-23']] : []),
    ]);
    const jordan = patients[0]!;
    expect(jordan).toMatchObject({
      lastName: 'Whitfield',
      isPrimaryOnAccount: true,
      loyaltyCardNumber: '4800012345678',
      mobilePhone: { areaCode: '513', phoneNumber: '5550142' },
      emailAddress: { email: 'shopper@example.com' },
      isAutoRefillFlag: true,
      autoRefillFacilityId: '01400412',
      hasMailOrderTransactions: true,
    });
    expect(jordan.rxList).toContain('1234567');
    expect(jordan.rxList).toContain('3456789');
    expect(jordan.addresses[0]?.addressDetails).toMatchObject({
      address1: '4821 Maple Ridge Dr',
      zipCode: '45227',
    });
    expect(patients[1]!.isPrimaryOnAccount).toBe(false);
  });

  it('answers no patient for a customer without links (Priya before she links herself)', async () => {
    expect(await patientsOf(await signedIn(ACCOUNTS.newPatient))).toEqual([]);
  });

  it('answers 401 without a signed-in customer', async () => {
    const response = await new Browser(server.app).get(RX_PATHS.patientProfiles);
    expect(response.status).toBe(401);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /rx/api/prescription/patient/prescriptions', () => {
  it("answers every prescription of Jordan's patients, with the statuses of issue 11", async () => {
    const all = await prescriptionsOf(await signedIn(ACCOUNTS.shopper));
    const jordan = all.filter((p) => p.patientNumber === '100234567');
    expect(jordan).toHaveLength(8);
    expect(jordan.filter((p) => p.refillStatus === 'REFILLABLE' && p.isRetail)).toHaveLength(2);
    expect(jordan.find((p) => p.rxNumber === '1234567')).toMatchObject({
      drugName: 'Atorvastatin 20 mg Tablet',
      isRetail: true,
      facility: { facilityId: '01400412', facilityType: 'RETAIL' },
    });
    expect(jordan.find((p) => p.rxNumber === '3456789')).toMatchObject({
      drugName: 'Lisinopril 10 mg Tablet',
      refillStatus: 'REFILLABLE',
      isRetail: false,
      facility: { facilityType: 'MAIL_ORDER' },
    });
    expect(jordan.map((p) => p.refillStatus).sort()).toEqual(
      [
        'IN_PROGRESS',
        'NEVER_FILLED',
        'ON_HOLD',
        'READY_FOR_PICKUP',
        'REFILLABLE',
        'REFILLABLE',
        'REFILLABLE',
        'REFILL_TOO_SOON',
      ].sort(),
    );
    expect(jordan.find((p) => p.refillStatus === 'ON_HOLD')?.secondaryStatus).toBe('Awaiting Restock');
    expect(jordan.find((p) => p.rxStatus === 'Profiled')).toBeDefined();
    expect(all.filter((p) => p.patientNumber === '100234568').map((p) => p.refillStatus)).toEqual([
      'REFILLABLE',
    ]);
    expect(all.filter((p) => p.patientNumber === '100234569').map((p) => p.refillStatus)).toEqual([
      'READY_FOR_PICKUP',
    ]);
    // Payment cards and delivery eligibility only when asked.
    expect(all.every((p) => p.paymentInformation === null && !p.allowDelivery)).toBe(true);
  });

  it('filters by patient and refill method, and adds cards and delivery eligibility when asked', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    const mail = await prescriptionsOf(browser, '?patientNumber=100234567&refillMethod=MAIL_ORDER');
    expect(mail.map((p) => p.rxNumber)).toEqual(['3456789']);
    const ready = (
      await prescriptionsOf(
        browser,
        '?patientNumber=100234567&includePaymentCards=true&deliveryEligibility=true',
      )
    ).find((p) => p.refillStatus === 'READY_FOR_PICKUP');
    expect(ready).toMatchObject({
      allowDelivery: true,
      paymentInformation: { brand: 'VISA', lastFour: '1111' },
    });
  });

  it("refuses another customer Jordan's patients exactly as a patient that does not exist (404)", async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    const theirs = await priya.get(`${RX_PATHS.patientPrescriptions}?patientNumber=100234568`);
    const nobody = await priya.get(`${RX_PATHS.patientPrescriptions}?patientNumber=999999999`);
    expect(theirs.status).toBe(404);
    expect(nobody.status).toBe(404);
    const body = z.parse(errorBodySchema, await theirs.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body).toEqual(await nobody.json());
    // Without a patient number: only the caller's own (none), never anybody else's.
    expect(await prescriptionsOf(priya)).toEqual([]);
  });

  it('answers 400 for a malformed query and 401 without a signed-in customer', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    expect((await browser.get(`${RX_PATHS.patientPrescriptions}?refillMethod=FAX`)).status).toBe(400);
    expect((await browser.get(`${RX_PATHS.patientPrescriptions}?patientNumber=12ab`)).status).toBe(400);
    expect((await new Browser(server.app).get(RX_PATHS.patientPrescriptions)).status).toBe(401);
  });
});

describe('seed', () => {
  const db = () => server.db.kysely;

  it("stores Jordan's security answers hashed, never in plain text", async () => {
    const rows = await db()
      .selectFrom('rx_customer_challenges as c')
      .innerJoin('rx_challenge_questions as q', 'q.question_id', 'c.question_id')
      .select(['q.text', 'c.answer_hash'])
      .innerJoin('customers as u', 'u.id', 'c.customer_id')
      .where('u.email', '=', 'shopper@example.com')
      .orderBy('q.question_group')
      .execute();
    expect(rows.map((r) => r.text)).toEqual([
      'What was the name of your first pet?',
      'In what city were you born?',
      'What was the make of your first car?',
    ]);
    for (const [row, answer] of rows.map((r, i) => [r, ['biscuit', 'cincinnati', 'corolla'][i]!] as const)) {
      expect(row.answer_hash).not.toContain(answer);
      expect(await verifyAnswer(answer, row.answer_hash)).toBe(true);
      expect(await verifyAnswer(` ${answer.toUpperCase()} `, row.answer_hash)).toBe(true);
      expect(await verifyAnswer('wrong answer', row.answer_hash)).toBe(false);
    }
  });

  it('has three groups of six questions', async () => {
    const groups = await db()
      .selectFrom('rx_challenge_questions')
      .select(['question_group', (eb) => eb.fn.countAll().as('n')])
      .groupBy('question_group')
      .orderBy('question_group')
      .execute();
    expect(groups.map((g) => [g.question_group, Number(g.n)])).toEqual([
      [1, 6],
      [2, 6],
      [3, 6],
    ]);
  });

  it("is idempotent, and fills a database seeded before 008 without touching a shopper's changes", async () => {
    const count = async (table: 'rx_prescriptions' | 'customer_patient_links' | 'rx_patient_addresses') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('rx_prescriptions'), await count('customer_patient_links')];
    await seedRx(db());
    expect([await count('rx_prescriptions'), await count('customer_patient_links')]).toEqual(before);

    // A shopper removed Avery's address: the next start must not bring it back.
    await db().deleteFrom('rx_patient_addresses').where('patient_number', '=', '100234568').execute();
    // A database from before 008: Jordan's row without the new fields, no facilities, no prescriptions.
    await db().deleteFrom('rx_prescriptions').execute();
    await db().deleteFrom('rx_patient_addresses').where('patient_number', '=', '100234567').execute();
    await db()
      .updateTable('pharmacy_patients')
      .set({ account_number: null, mobile_phone: null })
      .where('patient_number', '=', '100234567')
      .execute();
    await seedRx(db());
    // The identity flows' seed (mock patient, lockout account) runs next to seedRx (server/db/seed.ts).
    await seedRxIdentity(db());
    expect(await count('rx_prescriptions')).toBe(before[0]);
    const jordan = await db()
      .selectFrom('pharmacy_patients')
      .select(['account_number', 'mobile_phone'])
      .where('patient_number', '=', '100234567')
      .executeTakeFirstOrThrow();
    expect(jordan.account_number).toBe('7700123401');
    expect(jordan.mobile_phone).toMatchObject({ areaCode: '513' });
    const addresses = await db().selectFrom('rx_patient_addresses').select('patient_number').execute();
    // Casey's (issue 12's seed), the lockout account's and the mock patient's (issue 10 part 2) stay too.
    expect(addresses.map((a) => a.patient_number).sort()).toEqual([
      '100234567',
      '100234570',
      '100345678',
      '100456789',
      '100999001',
    ]);
  });
});

describe('dynamic banner message (pharmacy-portal.md §7.5)', () => {
  it('serves the text collection with active, messageText, messageKind and messageClass', async () => {
    const { bannerMessageSchema } = await import('../../api/contracts/content');
    const response = await new Browser(server.app).get(
      '/content/v2/objects/textcollection/1.0.0/rx-dynamic-banner-freshway.json',
    );
    expect(response.status).toBe(200);
    expect(z.parse(bannerMessageSchema, await response.json())).toMatchObject({
      active: true,
      messageKind: 'info',
      messageText:
        'Flu shots are available at every FreshWay Market pharmacy counter. No appointment needed.',
    });
    // The mail-order banner's own message: no pharmacy counter to send its shoppers to.
    const mail = await new Browser(server.app).get(
      '/content/v2/objects/textcollection/1.0.0/rx-dynamic-banner-parcelcare.json',
    );
    const mailText = z.parse(bannerMessageSchema, await mail.json()).messageText;
    expect(mailText).toContain('ParcelCare Rx');
    expect(mailText).not.toContain('FreshWay');
    expect(mailText).not.toContain('pharmacy counter');
    const missing = await new Browser(server.app).get('/content/v2/objects/textcollection/1.0.0/nope.json');
    expect(missing.status).toBe(404);
  });
});

describe('mock scenarios (pharmacy-portal.md §2.1)', () => {
  it('are read only with the sandbox helpers on', async () => {
    const { Hono } = await import('hono');
    const { mockScenarioOf } = await import('../../server/rx/mocks');
    const probe = (helpers: boolean) => {
      const app = new Hono();
      app.get('/probe', (c) =>
        c.json({ scenario: mockScenarioOf(c, { config: testConfig({ sandboxHelpers: helpers }) }) }),
      );
      return app;
    };
    const ask = async (helpers: boolean, value: string) =>
      (await (await probe(helpers).request('/probe', { headers: { 'X-Rx-Mock-Scenario': value } })).json())
        .scenario;
    expect(await ask(true, 'selfNotFound')).toBe('selfNotFound');
    expect(await ask(true, 'dropTables')).toBeNull();
    expect(await ask(false, 'selfNotFound')).toBeNull();
  });
});
