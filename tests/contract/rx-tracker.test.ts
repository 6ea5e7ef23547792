// @vitest-environment node
/**
 * The tracker area's sandbox routes (issue 11 part 2) against their contracts: the directory's facilities, the
 * guest tracker (only what a guest session verified), the guest refill (only what the rx number and pharmacy phone
 * proved; idempotent per guest), the payment service's cards, intents, payments and association, and order
 * delivery (idempotent). Every id-bearing route refuses another customer exactly like an id that does not exist.
 * The clock is pinned to Tuesday 24 November 2026, 10:00, so the delivery dates are literals.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema, fillPath } from '../../api/contracts/common';
import { facilitiesResponseSchema, PHARMACY_DIRECTORY_PATHS } from '../../api/contracts/pharmacy-directory';
import { patientPrescriptionsResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import { deliveryOptionsResponseSchema, deliveryOrderResponseSchema } from '../../api/contracts/rx-delivery';
import {
  GUEST_PHONE_HEADER,
  guestRefillOrderResponseSchema,
  RX_ANONYMOUS_PATHS,
  validatePrescriptionResponseSchema,
} from '../../api/contracts/rx-guest-refill';
import {
  onlinePaymentResponseSchema,
  paymentAssociationResponseSchema,
  paymentIntentResponseSchema,
  paysysCardsResponseSchema,
} from '../../api/contracts/rx-online-pay';
import {
  guestPatientProfilesResponseSchema,
  guestPrescriptionsResponseSchema,
} from '../../api/contracts/rx-tracker';
import { createApp } from '../../server/app';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { ACCOUNTS, Browser, openTestServer, type TestServer, testConfig, signInForPharmacy } from './support';

const NOW = new Date(2026, 10, 24, 10, 0);
const JORDAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';
const STORE = '01400412';
const MAIL = '90000001';
const KEY = 'Idempotency-Key';

let server: TestServer;
let app: Hono;
beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config: server.config, now: () => NOW });
});
afterAll(async () => {
  await server.db.close();
});

const browser = () => new Browser(app);
async function signedIn(account: { email: string; password: string }) {
  const b = browser();
  await signInForPharmacy(b, account);
  return b;
}
async function json<T>(schema: z.ZodMiniType<T>, response: Response, status = 200): Promise<T> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return z.parse(schema, body);
}
async function errorCode(response: Response, status: number): Promise<string> {
  return (await json(errorBodySchema, response, status)).error.code;
}
async function jordanCard(brand: string): Promise<string> {
  const row = await server.db.kysely
    .selectFrom('wallet_cards')
    .select('id')
    .where('customer_id', '=', JORDAN_ID)
    .where('brand', '=', brand)
    .executeTakeFirstOrThrow();
  return row.id;
}
async function prescription(rxRecordNumber: string) {
  return server.db.kysely
    .selectFrom('rx_prescriptions')
    .selectAll()
    .where('rx_record_number', '=', rxRecordNumber)
    .executeTakeFirstOrThrow();
}

describe('GET /atlas/v1/pharmacy/v1/facilities', () => {
  const facilities = (query: string) => browser().get(`${PHARMACY_DIRECTORY_PATHS.facilities}?${query}`);

  it('answers the store by id with its hours block, lunch break and promise times (no sign-in)', async () => {
    const { facilities: found } = await json(
      facilitiesResponseSchema,
      await facilities(`filter.id=${STORE}`),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      facilityId: '01400412',
      vanityName: 'FreshWay Pharmacy Oakley',
      phone: '5135550100',
      deliveryEnabled: true,
      address: { address1: '3060 Madison Rd', city: 'Cincinnati', state: 'OH', zipCode: '45209' },
      pharmacyHours: [
        { displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
        { displayName: 'Sat', hours: '9:00 AM - 6:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
        { displayName: 'Sun', hours: '10:00 AM - 5:00 PM', lunchBreak: null },
      ],
      breakHours: '1:30 PM - 2:00 PM',
      promiseTimes: { earliestAvailableTime: { rxWebWithoutDoctorCall: '04:00' } },
    });
  });

  it('finds by several ids, by the phone on a label, and by address', async () => {
    const both = await json(facilitiesResponseSchema, await facilities(`filter.id=${STORE},${MAIL}`));
    expect(both.facilities.map((f) => f.facilityId)).toEqual([STORE, MAIL]);
    const byPhone = await json(
      facilitiesResponseSchema,
      await facilities('filter.phoneNumber=(513) 555-0100'),
    );
    expect(byPhone.facilities.map((f) => f.facilityId)).toEqual([STORE]);
    const byAddress = await json(facilitiesResponseSchema, await facilities('filter.address=columbus'));
    expect(byAddress.facilities.map((f) => f.facilityId)).toEqual([MAIL]);
  });

  it('answers 400 without a filter or with malformed ids or phone', async () => {
    expect(await errorCode(await facilities(''), 400)).toBe('VALIDATION');
    expect(await errorCode(await facilities('filter.id=01400412;drop'), 400)).toBe('VALIDATION');
    expect(await errorCode(await facilities('filter.phoneNumber=555'), 400)).toBe('VALIDATION');
  });
});

describe('guest tracker', () => {
  it('answers verified: false and nothing else without a guest verification, even to a signed-in customer', async () => {
    for (const b of [browser(), await signedIn(ACCOUNTS.shopper)]) {
      expect(
        await json(guestPatientProfilesResponseSchema, await b.get(RX_PATHS.guestPatientProfiles)),
      ).toEqual({
        verified: false,
        patients: [],
      });
      expect(await json(guestPrescriptionsResponseSchema, await b.get(RX_PATHS.guestPrescriptions))).toEqual({
        verified: false,
        prescriptions: [],
      });
    }
  });

  it('lets a guest verified for Jordan read the monographs of his products only (the access rule)', async () => {
    const guest = browser();
    const monograph = (product: string) =>
      guest.get(`${fillPath(RX_PATHS.monograph, { productNumber: product })}?languageCode=en`);
    // Before the date-of-birth check: a sign-in is needed.
    expect((await monograph('00071015523')).status).toBe(401);
    await guest.post(SERVER_SANDBOX_PATHS.rxGuestVerified, { patientNumbers: ['100234567'] });
    // Atorvastatin is Jordan's: readable, with its images.
    expect((await monograph('00071015523')).status).toBe(200);
    expect((await guest.get(`${RX_PATHS.monographImages}?productNumber=00071015523`)).status).toBe(200);
    // Avery's Cetirizine, and Biscuit's product: not this guest's.
    expect((await monograph('00904651316')).status).toBe(401);
    expect((await monograph('11695010101')).status).toBe(401);
    expect((await guest.get(`${RX_PATHS.monographImages}?productNumber=00904651316`)).status).toBe(401);
  });

  it("shows a verified guest only that patient's prescriptions being worked on", async () => {
    const guest = browser();
    expect(
      (await guest.post(SERVER_SANDBOX_PATHS.rxGuestVerified, { patientNumbers: ['100234567'] })).status,
    ).toBe(204);
    const profiles = await json(
      guestPatientProfilesResponseSchema,
      await guest.get(RX_PATHS.guestPatientProfiles),
    );
    expect(profiles).toEqual({
      verified: true,
      patients: [
        {
          patientNumber: '100234567',
          firstName: 'Jordan',
          middleName: 'Lee',
          lastName: 'Whitfield',
          suffix: null,
          isPrimaryOnAccount: true,
        },
      ],
    });
    const { prescriptions } = await json(
      guestPrescriptionsResponseSchema,
      await guest.get(RX_PATHS.guestPrescriptions),
    );
    expect(prescriptions.map((p) => [p.rxNumber, p.refillStatus]).sort()).toEqual([
      ['1234569', 'IN_PROGRESS'],
      ['1234570', 'READY_FOR_PICKUP'],
      ['1234571', 'ON_HOLD'],
    ]);
    // Not Avery's or Biscuit's, and no payment card.
    expect(prescriptions.every((p) => p.patientNumber === '100234567' && p.paymentInformation === null)).toBe(
      true,
    );
    // Another browser has nothing.
    expect(
      (await json(guestPrescriptionsResponseSchema, await browser().get(RX_PATHS.guestPrescriptions)))
        .verified,
    ).toBe(false);
  });

  it('the verification lapses after 30 minutes', async () => {
    let now = NOW;
    const later = createApp({ db: server.db, config: server.config, now: () => now });
    const guest = new Browser(later);
    await guest.post(SERVER_SANDBOX_PATHS.rxGuestVerified, { patientNumbers: ['100234568'] });
    now = new Date(NOW.getTime() + 29 * 60_000);
    expect(
      (await json(guestPatientProfilesResponseSchema, await guest.get(RX_PATHS.guestPatientProfiles)))
        .verified,
    ).toBe(true);
    now = new Date(NOW.getTime() + 31 * 60_000);
    expect(
      (await json(guestPatientProfilesResponseSchema, await guest.get(RX_PATHS.guestPatientProfiles)))
        .verified,
    ).toBe(false);
  });

  it('the sandbox helper does not exist with the helpers off', async () => {
    const off = new Browser(createApp({ db: server.db, config: testConfig({ sandboxHelpers: false }) }));
    expect(
      (await off.post(SERVER_SANDBOX_PATHS.rxGuestVerified, { patientNumbers: ['100234567'] })).status,
    ).toBe(404);
  });
});

describe('guest refill', () => {
  const validate = (b: Browser, rxNumber: string, phone = '5135550100', facilityId = STORE) =>
    b.get(`${RX_ANONYMOUS_PATHS.validatePrescriptionsFull}?facilityId=${facilityId}&rxNumber=${rxNumber}`, {
      [GUEST_PHONE_HEADER]: phone,
    });
  const pickupTime = new Date(NOW.getTime() + 5 * 3_600_000).toISOString();
  const order = (rxNumber = '1234567', rxRecordNumber = '501234567') => ({
    rxRecords: [{ rxNumber, rxRecordNumber }],
    facilityId: STORE,
    pickupTime,
    contactPhone: '5135550142',
  });
  const ordersCount = async () =>
    Number(
      (
        await server.db.kysely
          .selectFrom('rx_guest_refill_orders')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('validates rx 1234567 with phone (513) 555-0100 as refillable, without saying what it is', async () => {
    const body = await json(validatePrescriptionResponseSchema, await validate(browser(), '1234567'));
    expect(body).toEqual({
      rxNumber: '1234567',
      facilityId: '01400412',
      status: 'VALID_REFILLABLE',
      rxRecordNumber: '501234567',
    });
  });

  it.each([
    ['1234573', '5135550100', STORE, 'VALID_NOT_REFILLABLE'],
    ['1234569', '5135550100', STORE, 'VALID_NOT_REFILLABLE'],
    ['7654321', '5135550100', STORE, 'INVALID'],
    ['1234567', '5135550199', STORE, 'INVALID'],
    ['3456789', '8005550177', MAIL, 'INVALID'],
  ])('rx %s with phone %s at %s: %s', async (rx, phone, facility, status) => {
    const body = await json(
      validatePrescriptionResponseSchema,
      await validate(browser(), rx, phone, facility),
    );
    expect([body.status, body.rxRecordNumber]).toEqual([status, null]);
  });

  it('answers 400 without the phone header or with a malformed rx number', async () => {
    const b = browser();
    const noPhone = await b.get(
      `${RX_ANONYMOUS_PATHS.validatePrescriptionsFull}?facilityId=${STORE}&rxNumber=1234567`,
    );
    expect(await errorCode(noPhone, 400)).toBe('VALIDATION');
    expect(await errorCode(await validate(b, '12ab'), 400)).toBe('VALIDATION');
  });

  it("refuses a contact phone outside §5's stricter pattern with the field message", async () => {
    const guest = browser();
    await validate(guest, '1234567');
    const r = await guest.request(RX_ANONYMOUS_PATHS.guestRefillOrder, {
      method: 'POST',
      json: { ...order(), contactPhone: '0135550142' },
      headers: { [KEY]: 'g-phone' },
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      contactPhone: 'Please enter a valid 10-digit phone number',
    });
  });

  it('orders what this guest validated, once per key, with the §3 answer', async () => {
    const guest = browser();
    await validate(guest, '1234567');
    const before = await ordersCount();
    const [a, b] = await Promise.all([
      guest.request(RX_ANONYMOUS_PATHS.guestRefillOrder, {
        method: 'POST',
        json: order(),
        headers: { [KEY]: 'g-1' },
      }),
      guest.request(RX_ANONYMOUS_PATHS.guestRefillOrder, {
        method: 'POST',
        json: order(),
        headers: { [KEY]: 'g-1' },
      }),
    ]);
    const first = await json(guestRefillOrderResponseSchema, a);
    const second = await json(guestRefillOrderResponseSchema, b);
    expect(second.orderId).toBe(first.orderId);
    expect(await ordersCount()).toBe(before + 1);
    expect(first).toMatchObject({
      facility: { facilityId: '01400412', vanityName: 'FreshWay Pharmacy Oakley', phone: '5135550100' },
      contactPhone: '5135550142',
      rxNumbers: ['1234567'],
      pickupTime,
      status: 'SUBMITTED',
      retryCount: 0,
      retryDesc: null,
    });
    // A guest's request does not change the patient's prescription: it stays refillable.
    expect((await prescription('501234567')).refill_status).toBe('REFILLABLE');
    // The same key with another body.
    const reused = await guest.request(RX_ANONYMOUS_PATHS.guestRefillOrder, {
      method: 'POST',
      json: { ...order(), contactPhone: '5135550143' },
      headers: { [KEY]: 'g-1' },
    });
    expect(await errorCode(reused, 422)).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('refuses an order without a key, for what another browser validated, or for a pickup time past', async () => {
    const guest = browser();
    await validate(guest, '1234567');
    const post = (b: Browser, body: unknown, key?: string) =>
      b.request(RX_ANONYMOUS_PATHS.guestRefillOrder, {
        method: 'POST',
        json: body,
        headers: key ? { [KEY]: key } : {},
      });
    expect(await errorCode(await post(guest, order()), 400)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    // Jordan's Metformin was never validated by this guest (the record number is guessable; the proof is not).
    expect(await errorCode(await post(guest, order('1234568', '501234568'), 'g-2'), 422)).toBe(
      'GUEST_REFILL_INVALID',
    );
    // A browser that validated nothing, replaying the first one's key: its own scope, nothing proved.
    const other = browser();
    expect(await errorCode(await post(other, order(), 'g-1'), 422)).toBe('GUEST_REFILL_INVALID');
    await validate(other, '1234567');
    const past = { ...order(), pickupTime: new Date(NOW.getTime() - 60_000).toISOString() };
    expect(await errorCode(await post(other, past, 'g-3'), 422)).toBe('PICKUP_TIME_PAST');
    expect(await errorCode(await post(other, { ...order(), contactPhone: '555' }, 'g-4'), 400)).toBe(
      'VALIDATION',
    );
  });
});

describe('pay online', () => {
  const cardsPath = (account: string) => fillPath(RX_PATHS.paysysCards, { account });
  const paymentsPath = (userId: string) => fillPath(RX_PATHS.onlinePayments, { userId });
  const associatePath = (id: string) => fillPath(RX_PATHS.onlinePaymentAssociate, { id });

  it("lists Jordan's bank and credit cards (brand, last four, expired, preferred) and nobody else's", async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const { cards } = await json(paysysCardsResponseSchema, await jordan.get(cardsPath('7700123401')));
    expect(cards.map((c) => [c.brand, c.lastFour, c.expired, c.preferred])).toEqual([
      ['VISA', '1111', false, true],
      ['MASTERCARD', '5100', true, false],
    ]);
    expect(JSON.stringify(cards)).not.toMatch(/4111|token|pan/i);
    const priya = await signedIn(ACCOUNTS.newPatient);
    const theirs = await priya.get(cardsPath('7700123401'));
    const nobody = await priya.get(cardsPath('7700999999'));
    expect(await errorCode(theirs, 404)).toBe('NOT_FOUND');
    expect(await errorCode(nobody, 404)).toBe('NOT_FOUND');
    expect((await browser().get(cardsPath('7700123401'))).status).toBe(401);
  });

  it('sets up a payment: intent (ACH_CARD), payment, association; the prescription shows the card', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const visa = await jordanCard('VISA');
    const intent = await json(
      paymentIntentResponseSchema,
      await jordan.post(RX_PATHS.paymentIntent, { cardType: 'ACH_CARD', paymentMethodId: visa }),
    );
    // Only the fraud token's keyed hash is stored.
    const stored = await server.db.kysely
      .selectFrom('rx_payment_intents')
      .select('fraud_token_hash')
      .where('payment_intent_id', '=', intent.paymentIntentId)
      .executeTakeFirstOrThrow();
    expect(stored.fraud_token_hash).not.toContain(intent.fraudToken);

    const payment = await json(
      onlinePaymentResponseSchema,
      await jordan.request(paymentsPath(JORDAN_ID), {
        method: 'POST',
        json: { amount: '8.40', cartSize: 1, paymentMethodId: visa, pickupStoreId: STORE },
        headers: { [KEY]: 'pay-1' },
      }),
    );
    expect(payment).toMatchObject({ amount: '8.40', status: 'CREATED' });

    const association = {
      paymentType: 'PAYSYS',
      transactions: [
        {
          facilityId: STORE,
          creditCardId: visa,
          fraudToken: intent.fraudToken,
          loyaltyNum: '4800012345678',
          patientNumber: '100234567',
          prescriptions: [{ rxRecordNum: '501234569', rxFillSeq: '1', patientPayAmount: 8.4 }],
        },
      ],
    };
    const associate = (key: string, body: unknown = association) =>
      jordan.request(associatePath(payment.paymentId), {
        method: 'POST',
        json: body,
        headers: { [KEY]: key },
      });
    const done = await json(paymentAssociationResponseSchema, await associate('assoc-1'));
    expect(done).toEqual({
      paymentId: payment.paymentId,
      status: 'ASSOCIATED',
      rxRecordNumbers: ['501234569'],
    });
    // The same key again: the same answer, replayed.
    const replay = await associate('assoc-1');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(paymentAssociationResponseSchema, replay)).toEqual(done);
    // Another key: the payment is associated already.
    expect(await errorCode(await associate('assoc-2'), 409)).toBe('ALREADY_ASSOCIATED');

    const { prescriptions } = await json(
      patientPrescriptionsResponseSchema,
      await jordan.get(`${RX_PATHS.patientPrescriptions}?patientNumber=100234567&includePaymentCards=true`),
    );
    expect(prescriptions.find((p) => p.rxNumber === '1234569')?.paymentInformation).toEqual({
      brand: 'VISA',
      lastFour: '1111',
      expired: false,
    });
  });

  it('refuses expired or foreign cards, another user id, a missing key, bad tokens and unpayable prescriptions', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const priya = await signedIn(ACCOUNTS.newPatient);
    const visa = await jordanCard('VISA');
    const expired = await jordanCard('MASTERCARD');
    const intent = (b: Browser, card: string, cardType = 'ACH_CARD') =>
      b.post(RX_PATHS.paymentIntent, { cardType, paymentMethodId: card });
    expect(await errorCode(await intent(jordan, expired), 422)).toBe('CARD_NOT_USABLE');
    expect(await errorCode(await intent(priya, visa), 422)).toBe('CARD_NOT_USABLE');
    expect(await errorCode(await intent(jordan, visa, 'CREDIT_CARD'), 400)).toBe('VALIDATION');

    const body = { amount: '1', cartSize: 1, paymentMethodId: visa, pickupStoreId: STORE };
    const pay = (b: Browser, userId: string, key?: string) =>
      b.request(paymentsPath(userId), { method: 'POST', json: body, headers: key ? { [KEY]: key } : {} });
    expect(await errorCode(await pay(priya, JORDAN_ID, 'p-x'), 404)).toBe('NOT_FOUND');
    expect(await errorCode(await pay(jordan, JORDAN_ID), 400)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    const payment = await json(onlinePaymentResponseSchema, await pay(jordan, JORDAN_ID, 'p-2'));

    const { fraudToken } = await json(paymentIntentResponseSchema, await intent(jordan, visa));
    const tx = (over: Record<string, unknown>) => ({
      paymentType: 'PAYSYS',
      transactions: [
        {
          facilityId: STORE,
          creditCardId: visa,
          fraudToken,
          loyaltyNum: '4800012345678',
          patientNumber: '100234567',
          prescriptions: [{ rxRecordNum: '501234570', rxFillSeq: '5', patientPayAmount: 15 }],
          ...over,
        },
      ],
    });
    const associate = (b: Browser, key: string, json: unknown, id = payment.paymentId) =>
      b.request(associatePath(id), { method: 'POST', json, headers: { [KEY]: key } });
    // Ready (not in progress): not payable online.
    expect(await errorCode(await associate(jordan, 'a-1', tx({})), 422)).toBe('NOT_PAYABLE');
    expect(await errorCode(await associate(jordan, 'a-2', tx({ fraudToken: 'made-up' })), 422)).toBe(
      'FRAUD_TOKEN_INVALID',
    );
    expect(await errorCode(await associate(jordan, 'a-3', tx({ facilityId: MAIL })), 422)).toBe(
      'PAYMENT_MISMATCH',
    );
    // Another customer: neither the payment nor the patient exists for them.
    expect(await errorCode(await associate(priya, 'a-4', tx({})), 404)).toBe('NOT_FOUND');
    expect(await errorCode(await associate(jordan, 'a-5', tx({ patientNumber: '100345678' })), 404)).toBe(
      'NOT_FOUND',
    );
  });
});

describe('order delivery', () => {
  const options = (b: Browser, facilityId: string, patients: string) =>
    b.get(`${fillPath(RX_PATHS.deliveryOptions, { facilityId })}?patientNumbers=${patients}`);

  it('offers the store days from tomorrow, up to 5 days ahead, Monday to Saturday, at 2 PM, with its fee', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const body = await json(
      deliveryOptionsResponseSchema,
      await options(jordan, STORE, '100234567,100234569'),
    );
    expect(body).toEqual({
      facilityId: '01400412',
      deliveryFee: 4.99,
      options: [
        { deliveryDate: '25-Nov-2026 02:00PM', date: '2026-11-25' },
        { deliveryDate: '26-Nov-2026 02:00PM', date: '2026-11-26' },
        { deliveryDate: '27-Nov-2026 02:00PM', date: '2026-11-27' },
        { deliveryDate: '28-Nov-2026 02:00PM', date: '2026-11-28' },
      ],
    });
  });

  it("refuses another customer's patients (404) and a store without delivery (404)", async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect(await errorCode(await options(priya, STORE, '100234567'), 404)).toBe('NOT_FOUND');
    const jordan = await signedIn(ACCOUNTS.shopper);
    expect(await errorCode(await options(jordan, MAIL, '100234567'), 404)).toBe('NOT_FOUND');
    expect(await errorCode(await options(jordan, STORE, 'abc'), 400)).toBe('VALIDATION');
  });

  it('stages a delivery once per key; the prescription is then out for delivery on that date', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const order = {
      cardId: await jordanCard('VISA'),
      deliveryDate: '26-Nov-2026 02:00PM',
      facilityId: STORE,
      loyaltyNum: '4800012345678',
      customerId: JORDAN_ID,
      prescriptions: [
        { patientNumber: '100234567', recordNumber: '501234570', rxFillSeq: '5', rxNumber: '1234570' },
      ],
    };
    const post = (body: unknown, key: string, b = jordan) =>
      b.request(RX_PATHS.deliveryOrdersStage, { method: 'POST', json: body, headers: { [KEY]: key } });
    // Refusals first (nothing is written by them).
    expect(await errorCode(await post({ ...order, deliveryDate: '29-Nov-2026 02:00PM' }, 'd-0'), 422)).toBe(
      'DELIVERY_DATE_UNAVAILABLE',
    );
    const inProgress = {
      ...order,
      prescriptions: [
        { patientNumber: '100234567', recordNumber: '501234569', rxFillSeq: '1', rxNumber: '1234569' },
      ],
    };
    expect(await errorCode(await post(inProgress, 'd-00'), 422)).toBe('NOT_DELIVERABLE');
    // Biscuit's ready prescription is not allowed for delivery.
    const biscuit = {
      ...order,
      prescriptions: [
        { patientNumber: '100234569', recordNumber: '501234575', rxFillSeq: '2', rxNumber: '1234575' },
      ],
    };
    expect(await errorCode(await post(biscuit, 'd-000'), 422)).toBe('NOT_DELIVERABLE');
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect(await errorCode(await post(order, 'd-p', priya), 404)).toBe('NOT_FOUND');
    expect(await errorCode(await post({ ...order, customerId: 'someone-else' }, 'd-e'), 404)).toBe(
      'NOT_FOUND',
    );

    const [a, b] = await Promise.all([post(order, 'd-1'), post(order, 'd-1')]);
    const first = await json(deliveryOrderResponseSchema, a);
    const second = await json(deliveryOrderResponseSchema, b);
    expect(second.orderId).toBe(first.orderId);
    expect(first).toMatchObject({ deliveryDate: '26-Nov-2026 02:00PM', status: 'STAGED' });
    const orders = await server.db.kysely
      .selectFrom('rx_delivery_orders')
      .selectAll()
      .where('customer_id', '=', JORDAN_ID)
      .execute();
    expect(orders).toHaveLength(1);
    const moved = await prescription('501234570');
    expect(moved.refill_status).toBe('DELIVERY');
    expect(moved.promise_date_time?.getTime()).toBe(new Date(2026, 10, 26, 14, 0).getTime());
    // A second key for the same prescription: it is no longer ready.
    expect(await errorCode(await post(order, 'd-2'), 422)).toBe('NOT_DELIVERABLE');
    expect(await errorCode(await post({ ...order, loyaltyNum: 'x' }, 'd-1'), 422)).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
  });
});
