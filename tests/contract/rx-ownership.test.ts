// @vitest-environment node
/**
 * Who may act for a patient, enforced by the server (docs/security.md "The pharmacy's ownership rules";
 * docs/choices.md "Linking a patient someone else looks after"), at the HTTP level:
 * - a second customer's link to a child another customer looks after is a relationship request (§4 "Relationship
 *   requests": PENDING until APPROVED or DENIED) that the child's manager decides on and is told of, never a link;
 * - the grantor rule of server/rx/relationships.ts: only the patient's owner grants, declines, removes or dates a
 *   request; a caregiver, a managed adult's manager or a parent the owner let in cannot (404);
 * - a loyalty card number already on another customer's patient is refused, and receipts are read only for a card
 *   on the customer's own (or granted) patients;
 * - the guest verification lock is per patient (§4 "the locked status is polled by patient number"), not per link.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signInForPharmacy, testConfig, type TestServer } from './support';

let server: TestServer;
let app: Hono;
let clock = new Date('2026-11-23T15:00:00.000Z');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** A fresh seeded database per area below: each starts from the seed, whatever the one before did. */
async function fresh() {
  await server?.db.close();
  server = await openTestServer();
  app = createApp({ db: server.db, config: testConfig(), now: () => clock });
}
afterAll(async () => {
  await server?.db.close();
});

const JORDAN = '100234567';
const AVERY = '100234568';
const CASEY = '100234570';
const PRIYA = '100345678';
const JORDAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';
const PRIYA_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02';
const MORGAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31';
const MORGAN = { email: 'caregiver@example.com', password: 'Caregiver123' };
const JORDAN_CARD = '4800012345678';

async function authorized(account: { email: string; password: string }) {
  const browser = new Browser(app);
  await signInForPharmacy(browser, account);
  return browser;
}

async function body<T>(response: Response, status = 200): Promise<T> {
  const json = (await response.json()) as T;
  expect(response.status, JSON.stringify(json)).toBe(status);
  return json;
}

interface Entry {
  customerId: string;
  name: string;
  patientNumber: string;
  requestStatus: string;
  patientName?: string;
}
interface Relationships {
  pendingRequests: Entry[];
  relationships: Record<'caregivers' | 'managedAdults' | 'children' | 'pets', Entry[]>;
}

const relationships = async (b: Browser) =>
  body<Relationships>(await b.get('/rx-security/customer/relationships'));
const patientNumbers = async (b: Browser) =>
  (
    await body<{ patients: Array<{ patientNumber: string }> }>(await b.get('/rx/api/patient-profiles/'))
  ).patients.map((p) => p.patientNumber);
const decide = (b: Browser, update: Record<string, unknown>) =>
  b.request('/rx-security/customer/relationship', { method: 'PUT', json: update });

/** Priya links herself (her pharmacy record), as the link flow would have. */
async function priyaHasHerSelfLink() {
  await server.db.kysely
    .insertInto('customer_patient_links')
    .values({
      customer_id: PRIYA_ID,
      patient_number: PRIYA,
      relationship_type: 'SELF',
      customer_verified: true,
      created_at: clock,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doNothing())
    .execute();
}

/** The link flow for a child, by the label's details: lookup, prescriber quiz, link. Answers the link call. */
async function linkAveryAsChild(b: Browser): Promise<Response> {
  const found = await body<{ status: string; patientNumber: string }>(
    await b.post('/rx-security/rx-security-api/customer/prescription/lookup', {
      type: 'CHILD',
      rxNumber: '1234574',
      facilityPhone: '5135550100',
      firstName: 'Avery',
      lastName: 'Whitfield',
      dateOfBirth: '2015-04-02',
    }),
  );
  expect(found).toMatchObject({ status: 'FOUND', patientNumber: AVERY });
  const quiz = await body<{ quizId: string }>(
    await b.post('/rx-security/prescriber/quiz', { patientNumber: AVERY }),
  );
  const right = await server.db.kysely
    .selectFrom('rx_prescriber_quizzes')
    .select('prescriber_number')
    .where('quiz_id', '=', quiz.quizId)
    .executeTakeFirstOrThrow();
  expect(
    await body(
      await b.post('/rx-security/prescriber/link', {
        quizId: quiz.quizId,
        prescriberNumber: right.prescriber_number,
      }),
    ),
  ).toEqual({ verificationResult: 'VERIFIED' });
  return b.post('/rx-security/prescription/link', {
    patientNumber: AVERY,
    prescriptionNumber: '1234574',
    type: 'CHILD',
    facilityPhone: '5135550100',
  });
}

describe("a second customer's link to a child another customer looks after", () => {
  beforeAll(fresh);
  it('is a request until the manager grants it: no data before, the manager is told and decides', async () => {
    await priyaHasHerSelfLink();
    const priya = await authorized(ACCOUNTS.newPatient);
    const linked = await linkAveryAsChild(priya);
    expect(await body(linked, 202)).toEqual({
      patientNumber: AVERY,
      relationshipType: 'CHILD',
      pending: true,
    });

    // Priya has nothing of Avery's: not in her patients, her prescriptions or a patient route.
    expect(await patientNumbers(priya)).toEqual([PRIYA]);
    expect((await priya.get(`/rx/api/addresses?patientNumber=${AVERY}`)).status).toBe(404);
    expect(
      (await priya.get(`/rx/api/prescription/patient/prescriptions?patientNumber=${AVERY}`)).status,
    ).toBe(404);
    // Her page lists the request, waiting.
    expect((await relationships(priya)).relationships.children).toMatchObject([
      { patientNumber: AVERY, name: 'Avery Whitfield', requestStatus: 'PENDING', customerId: PRIYA_ID },
    ]);
    // Linking again is the same request.
    expect((await linkAveryAsChild(priya)).status).toBe(202);

    // Jordan (Avery's manager) is told: his patient-access page and Avery's notifications.
    const jordan = await authorized(ACCOUNTS.shopper);
    const waiting = (await relationships(jordan)).pendingRequests;
    expect(waiting).toHaveLength(2);
    expect(waiting).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ customerId: MORGAN_ID, patientNumber: JORDAN, requestStatus: 'PENDING' }),
        expect.objectContaining({
          customerId: PRIYA_ID,
          name: 'Priya Raman',
          patientNumber: AVERY,
          patientName: 'Avery Whitfield',
          requestStatus: 'PENDING',
        }),
      ]),
    );
    const notifications = await body<{ notifications: Array<Record<string, unknown>> }>(
      await jordan.get(`/rx/api/notifications/${AVERY}`),
    );
    expect(notifications.notifications).toContainEqual(
      expect.objectContaining({ category: 'PATIENT_ACCESS', type: 'PENDING', careGiver: 'Priya Raman' }),
    );

    // Granted: Priya now acts for Avery, as a child of hers (no longer a request waiting).
    await body(
      await decide(jordan, {
        patientNumber: AVERY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
      }),
    );
    expect(await patientNumbers(priya)).toEqual([PRIYA, AVERY]);
    expect((await relationships(priya)).relationships.children).toMatchObject([
      { patientNumber: AVERY, requestStatus: 'APPROVED' },
    ]);
    // Removed: gone again.
    await body(
      await decide(jordan, {
        patientNumber: AVERY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'REVOKED',
        relationshipType: 'CAREGIVER',
      }),
    );
    expect(await patientNumbers(priya)).toEqual([PRIYA]);
  });

  it('declined: the requester never gets the child, and may cancel a request that waits', async () => {
    const priya = await authorized(ACCOUNTS.newPatient);
    expect((await linkAveryAsChild(priya)).status).toBe(202);
    const jordan = await authorized(ACCOUNTS.shopper);
    await body(
      await decide(jordan, {
        patientNumber: AVERY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'DENIED',
        relationshipType: 'CAREGIVER',
      }),
    );
    expect(await patientNumbers(priya)).toEqual([PRIYA]);
    expect((await linkAveryAsChild(priya)).status).toBe(202);
    await body(
      await decide(priya, {
        patientNumber: AVERY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'CANCELLED',
        relationshipType: 'MANAGED_ADULT',
      }),
    );
    expect((await relationships(jordan)).pendingRequests.map((r) => r.customerId)).toEqual([MORGAN_ID]);
  });

  it('a link made while waiting gives no access either (an adult who has not approved yet)', async () => {
    await server.db.kysely
      .insertInto('customer_patient_links')
      .values({
        customer_id: PRIYA_ID,
        patient_number: CASEY,
        relationship_type: 'MANAGED_ADULT',
        customer_verified: false,
        created_at: clock,
      })
      .execute();
    const priya = await authorized(ACCOUNTS.newPatient);
    expect(await patientNumbers(priya)).toEqual([PRIYA]);
    expect((await priya.get(`/rx/api/addresses?patientNumber=${CASEY}`)).status).toBe(404);
    await server.db.kysely
      .deleteFrom('customer_patient_links')
      .where('customer_id', '=', PRIYA_ID)
      .where('patient_number', '=', CASEY)
      .execute();
  });
});

describe('the grantor rule: only the patient\u2019s owner decides on a request', () => {
  beforeAll(fresh);
  /** A pending request of `customerId` to manage `patientNumber`, as the link flow or the seed makes them. */
  async function pendingRequest(patientNumber: string, customerId: string) {
    await server.db.kysely
      .insertInto('rx_relationship_requests')
      .values({
        patient_number: patientNumber,
        customer_id: customerId,
        request_type: 'MANAGE',
        status: 'PENDING',
        requested_at: clock,
        updated_at: clock,
      })
      .execute();
  }
  const statusOf = async (patientNumber: string, customerId: string) =>
    (
      await server.db.kysely
        .selectFrom('rx_relationship_requests')
        .select('status')
        .where('patient_number', '=', patientNumber)
        .where('customer_id', '=', customerId)
        .orderBy('updated_at', 'desc')
        .executeTakeFirstOrThrow()
    ).status;
  const every = ['APPROVED', 'DENIED', 'REVOKED'] as const;

  it("a managed adult's manager (Jordan for Casey) cannot grant, decline or remove access to Casey", async () => {
    await pendingRequest(CASEY, PRIYA_ID);
    const jordan = await authorized(ACCOUNTS.shopper);
    expect(await patientNumbers(jordan)).toContain(CASEY);
    for (const status of every) {
      const answer = await decide(jordan, {
        patientNumber: CASEY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: status,
        relationshipType: 'CAREGIVER',
      });
      expect(`${status} ${answer.status}`).toBe(`${status} 404`);
    }
    expect(await statusOf(CASEY, PRIYA_ID)).toBe('PENDING');
    expect((await relationships(jordan)).pendingRequests.map((r) => r.patientNumber)).not.toContain(CASEY);
  });

  it('a caregiver granted access to Jordan (Morgan) cannot decide on another request for Jordan', async () => {
    const jordan = await authorized(ACCOUNTS.shopper);
    await body(
      await decide(jordan, {
        patientNumber: JORDAN,
        customerId: MORGAN_ID,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
      }),
    );
    await pendingRequest(JORDAN, PRIYA_ID);
    const morgan = await authorized(MORGAN);
    expect(await patientNumbers(morgan)).toEqual([JORDAN]);
    for (const status of every) {
      const answer = await decide(morgan, {
        patientNumber: JORDAN,
        customerId: PRIYA_ID,
        relationshipRequestStatus: status,
        relationshipType: 'CAREGIVER',
      });
      expect(`${status} ${answer.status}`).toBe(`${status} 404`);
    }
    expect(await statusOf(JORDAN, PRIYA_ID)).toBe('PENDING');
    // The owner can.
    await body(
      await decide(jordan, {
        patientNumber: JORDAN,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'DENIED',
        relationshipType: 'CAREGIVER',
      }),
    );
    expect(await statusOf(JORDAN, PRIYA_ID)).toBe('DENIED');
  });

  it('a parent the owner let in (a granted CHILD link) cannot decide on another request for the child', async () => {
    const priya = await authorized(ACCOUNTS.newPatient);
    expect((await linkAveryAsChild(priya)).status).toBe(202);
    const jordan = await authorized(ACCOUNTS.shopper);
    await body(
      await decide(jordan, {
        patientNumber: AVERY,
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
      }),
    );
    expect(await patientNumbers(priya)).toContain(AVERY);
    await pendingRequest(AVERY, MORGAN_ID);
    for (const status of every) {
      const answer = await decide(priya, {
        patientNumber: AVERY,
        customerId: MORGAN_ID,
        relationshipRequestStatus: status,
        relationshipType: 'CAREGIVER',
      });
      expect(`${status} ${answer.status}`).toBe(`${status} 404`);
    }
    expect(await statusOf(AVERY, MORGAN_ID)).toBe('PENDING');
    expect((await relationships(priya)).pendingRequests).toEqual([]);
    // Nor remove Jordan's own link, nor the access of anyone else to the child.
    expect(
      (
        await decide(priya, {
          patientNumber: AVERY,
          customerId: JORDAN_ID,
          relationshipRequestStatus: 'REVOKED',
          relationshipType: 'CAREGIVER',
        })
      ).status,
    ).toBe(404);
    expect(await patientNumbers(jordan)).toContain(AVERY);
  });
});

describe('loyalty card and receipts', () => {
  beforeAll(fresh);
  it("refuses another customer's card number, and never reads that customer's receipts", async () => {
    await priyaHasHerSelfLink();
    const priya = await authorized(ACCOUNTS.newPatient);
    const refused = await priya.request(`/rx/api/patient/${PRIYA}/loyaltyCardNumber`, {
      method: 'PUT',
      json: JORDAN_CARD,
    });
    expect(await body(refused, 409)).toEqual({
      error: {
        code: 'LOYALTY_CARD_IN_USE',
        message:
          'This loyalty card number cannot be added to this patient. Check the number, or call your pharmacy.',
        fields: {
          loyaltyCardNumber:
            'This loyalty card number cannot be added to this patient. Check the number, or call your pharmacy.',
        },
      },
    });
    const stored = await server.db.kysely
      .selectFrom('pharmacy_patients')
      .select('loyalty_card_number')
      .where('patient_number', '=', PRIYA)
      .executeTakeFirstOrThrow();
    expect(stored.loyalty_card_number).toBeNull();
    expect((await priya.get(`/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`)).status).toBe(404);
    // Her own new card is hers.
    expect(
      (
        await priya.request(`/rx/api/patient/${PRIYA}/loyaltyCardNumber`, {
          method: 'PUT',
          json: '4800077777777',
        })
      ).status,
    ).toBe(200);
  });

  it('a card already shared with another customer\u2019s patient reads no receipts for anyone', async () => {
    // Set before the rule (a card typed by someone else): the receipts of the card are nobody's alone.
    await server.db.kysely
      .updateTable('pharmacy_patients')
      .set({ loyalty_card_number: JORDAN_CARD })
      .where('patient_number', '=', PRIYA)
      .execute();
    const priya = await authorized(ACCOUNTS.newPatient);
    expect((await priya.get(`/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`)).status).toBe(404);
    const jordan = await authorized(ACCOUNTS.shopper);
    expect((await jordan.get(`/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`)).status).toBe(404);
    await server.db.kysely
      .updateTable('pharmacy_patients')
      .set({ loyalty_card_number: null })
      .where('patient_number', '=', PRIYA)
      .execute();
    const receipts = await body<{ receipts: unknown[] }>(
      await jordan.get(`/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`),
    );
    expect(receipts.receipts.length).toBeGreaterThan(0);
  });

  it("a family's card may be on several of its own patients", async () => {
    const jordan = await authorized(ACCOUNTS.shopper);
    const shared = await jordan.request(`/rx/api/patient/${AVERY}/loyaltyCardNumber`, {
      method: 'PUT',
      json: JORDAN_CARD,
    });
    expect(await body(shared)).toEqual({ loyaltyCardNumber: JORDAN_CARD, alternateId: null });
    expect((await jordan.get(`/rx/api/receipt-loyalty?loyaltyId=${JORDAN_CARD}`)).status).toBe(200);
  });
});

describe('guest verification lock (§4 "the locked status is polled by patient number")', () => {
  beforeAll(fresh);
  it('three wrong dates lock the patient: a second link for the same patient is locked too, for 15 minutes', async () => {
    const guest = new Browser(app);
    const issue = async () => {
      tick(1000);
      const { link } = await body<{ link: string }>(
        await guest.post('/__sandbox/rx/guest-link', { patientNumber: AVERY }),
      );
      return new URL(link, 'http://sandbox.test').searchParams.get('timestamp')!;
    };
    const first = await issue();
    const second = await issue();
    expect(second).not.toBe(first);
    const verify = (timestamp: string, dateOfBirth: string) =>
      guest.post('/rx-security/guest-verification', { patientNumber: [AVERY], timestamp, dateOfBirth });
    for (let i = 0; i < 3; i++) await body(await verify(first, '2015-01-01'));
    const status = (timestamp: string) =>
      guest.get(`/rx-security/guest-verification-status?patientNumber=${AVERY}&timestamp=${timestamp}`);
    expect(await body(await status(first))).toEqual({ patientLocked: true });
    expect(await body(await status(second))).toEqual({ patientLocked: true });
    expect(await body(await verify(second, '2015-04-02'))).toEqual({ verified: false, patientLocked: true });
    expect(guest.cookies.has('rxg')).toBe(false);
    // A link issued after the lock is locked as well.
    const third = await issue();
    expect(await body(await verify(third, '2015-04-02'))).toEqual({ verified: false, patientLocked: true });
    // Another patient is not.
    tick(15 * 60 * 1000);
    expect(await body(await status(second))).toEqual({ patientLocked: false });
    expect(await body(await verify(second, '2015-04-02'))).toEqual({ verified: true, patientLocked: false });
  });
});
