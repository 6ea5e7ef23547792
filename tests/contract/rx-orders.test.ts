// @vitest-environment node
/**
 * Pharmacy orders on the sandbox (issue 11 part 1): the cart, shipping methods, the order (idempotent: a double
 * click, a retry, a server restart between request and answer never make two), hidden prescriptions, fill locations,
 * the new prescription request (signed in and guest), the payment calls and the pharmacy directory, each answer
 * parsed by its contract, each id-bearing route refusing another customer with the same 404 as a missing id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { facilitiesResponseSchema, PHARMACY_DIRECTORY_PATHS } from '../../api/contracts/pharmacy-directory';
import {
  competitorListResponseSchema,
  readStoreSearch,
  STORE_SEARCH_QUERY,
  storeSearchResponseSchema,
} from '../../api/contracts/pharmacy-search';
import { fillPath } from '../../api/contracts/common';
import { patientPrescriptionsResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import {
  cartResponseSchema,
  fillLocationsResponseSchema,
  type OrderRequest,
  orderRejectionSchema,
  orderResponseSchema,
  prescriptionRequestResponseSchema,
  RX_ORDER_ANONYMOUS_PATHS,
  RX_ORDER_SANDBOX_PATHS,
  requestRejectionSchema,
  sandboxOrdersResponseSchema,
  shippingMethodsResponseSchema,
} from '../../api/contracts/rx-orders';
import {
  onlinePaymentResponseSchema,
  paymentAssociationResponseSchema,
  paymentIntentResponseSchema,
  paysysCardsResponseSchema,
} from '../../api/contracts/rx-online-pay';
import { monographImagesResponseSchema } from '../../api/contracts/rx-history';
import { pickupSlots } from '../../domain/rx/checkout';
import { IDEMPOTENCY, requestFingerprint } from '../../server/http/idempotency';
import { ACCOUNTS, Browser, openTestServer, type TestServer, signInForPharmacy } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const JORDAN = '100234567';
const AVERY = '100234568';
const JORDAN_VISA = '7c000000-0000-4000-8000-000000000001';
const JORDAN_EXPIRED_MASTERCARD = '7c000000-0000-4000-8000-000000000002';
const JORDAN_CUSTOMER = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';
let keys = 0;
const key = () => ({ 'Idempotency-Key': `test-key-${Date.now()}-${++keys}` });

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(server.app);
  await signInForPharmacy(browser, account);
  return browser;
}

const del = (b: Browser, path: string, headers: Record<string, string> = key()) =>
  b.request(path, { method: 'DELETE', headers });

async function cart(b: Browser) {
  const r = await b.get(RX_PATHS.cart);
  expect(r.status).toBe(200);
  return z.parse(cartResponseSchema, await r.json()).items;
}

async function facility(id: string) {
  const r = await new Browser(server.app).get(`${PHARMACY_DIRECTORY_PATHS.facilities}?filter.id=${id}`);
  return z.parse(facilitiesResponseSchema, await r.json()).facilities[0]!;
}

async function prescription(b: Browser, patientNumber: string, rxNumber: string) {
  const r = await b.get(`${RX_PATHS.patientPrescriptions}?patientNumber=${patientNumber}`);
  return z
    .parse(patientPrescriptionsResponseSchema, await r.json())
    .prescriptions.find((p) => p.rxNumber === rxNumber)!;
}

/** A retail order for these refills of one patient at the seeded store, at its first pickup slot. */
async function retailOrder(b: Browser, patientNumber: string, rxNumbers: string[]): Promise<OrderRequest> {
  const store = await facility('01400412');
  const products = await Promise.all(rxNumbers.map((rx) => prescription(b, patientNumber, rx)));
  return {
    orderType: 'RETAIL',
    patientType: patientNumber === JORDAN ? 'SELF' : 'CHILD',
    products: products.map((p) => ({
      rxNumber: p.rxNumber,
      rxRecordNumber: p.rxRecordNumber,
      rxFillSequence: p.rxFillSequence,
      patientNumber,
      patientPayAmount: p.patientPayAmount,
    })),
    pharmacyType: 'RETAIL',
    facilityId: '01400412',
    easyOpenLids: false,
    fulfillmentMethod: 'PICKUP',
    paymentMethod: 'payNow',
    paymentType: 'DW',
    pickupTime: pickupSlots(new Date(), store)[0]!.toISOString(),
    cardId: JORDAN_VISA,
    paymentIntentId: null,
    orderRevenue: 10,
    shippingMethodId: null,
    addressId: null,
  };
}

describe('cart (GET/POST/DELETE /cart, POST /cart/clear)', () => {
  it('adds a refillable prescription once, with its §3 fields, and removes and clears it', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    await b.post(RX_PATHS.cartClear, {}, key());
    const add = await b.post(RX_PATHS.cart, { rxNumber: '1234567', patientNumber: JORDAN }, key());
    expect(add.status).toBe(200);
    const again = await b.post(RX_PATHS.cart, { rxNumber: '1234567', patientNumber: JORDAN }, key());
    const items = z.parse(cartResponseSchema, await again.json()).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      rxNumber: '1234567',
      rxRecordNumber: '501234567',
      removed: false,
      patientNumber: JORDAN,
      accountNumber: '7700123401',
      patient: { firstName: 'Jordan', lastName: 'Whitfield', relationshipType: 'SELF' },
      prescriber: { firstName: 'Elena', lastName: 'Marsh' },
      fillLocation: { facilityId: '01400412' },
      homePharmacy: { facilityType: 'RETAIL' },
      refill: { drugName: 'Atorvastatin 20 mg Tablet', refillStatus: 'REFILLABLE' },
    });
    expect((await del(b, `${RX_PATHS.cart}?rxNumber=1234567`)).status).toBe(200);
    expect(await cart(b)).toEqual([]);
    await b.post(RX_PATHS.cart, { rxNumber: '1234568', patientNumber: JORDAN }, key());
    const cleared = await b.post(RX_PATHS.cartClear, {}, key());
    expect(z.parse(cartResponseSchema, await cleared.json()).items).toEqual([]);
    expect(await cart(b)).toEqual([]);
  });

  it('answers 409 with the §8 text when mail-order and in-store refills are mixed', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    await b.post(RX_PATHS.cartClear, {}, key());
    await b.post(RX_PATHS.cart, { rxNumber: '1234568', patientNumber: JORDAN }, key());
    const mixed = await b.post(RX_PATHS.cart, { rxNumber: '3456789', patientNumber: JORDAN }, key());
    expect(mixed.status).toBe(409);
    expect(z.parse(errorBodySchema, await mixed.json()).error).toMatchObject({
      code: 'CART_CONFLICT',
      message:
        'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.',
    });
    expect((await cart(b)).map((i) => i.rxNumber)).toEqual(['1234568']);
    await b.post(RX_PATHS.cartClear, {}, key());
  });

  it("refuses a refill that cannot be refilled with '{drugName} is not refillable at this time.'", async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.post(RX_PATHS.cart, { rxNumber: '1234573', patientNumber: JORDAN }, key());
    expect(r.status).toBe(400);
    expect(z.parse(errorBodySchema, await r.json()).error.message).toBe(
      'Albuterol HFA 90 mcg Inhaler is not refillable at this time.',
    );
  });

  it('needs an Idempotency-Key and a valid body; 401 signed out', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const noKey = await b.post(RX_PATHS.cart, { rxNumber: '1234567', patientNumber: JORDAN });
    expect(noKey.status).toBe(400);
    expect(z.parse(errorBodySchema, await noKey.json()).error.code).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect((await b.post(RX_PATHS.cart, { rxNumber: '12', patientNumber: JORDAN }, key())).status).toBe(400);
    expect((await new Browser(server.app).get(RX_PATHS.cart)).status).toBe(401);
  });

  it("refuses another customer Jordan's patients and rx numbers (404, as for a number that does not exist)", async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    await jordan.post(RX_PATHS.cart, { rxNumber: '1234574', patientNumber: AVERY }, key());
    const priya = await signedIn(ACCOUNTS.newPatient);
    const theirs = await priya.post(RX_PATHS.cart, { rxNumber: '1234574', patientNumber: AVERY }, key());
    const nobody = await priya.post(
      RX_PATHS.cart,
      { rxNumber: '1234574', patientNumber: '999999999' },
      key(),
    );
    expect([theirs.status, nobody.status]).toEqual([404, 404]);
    expect(await theirs.json()).toEqual(await nobody.json());
    expect((await del(priya, `${RX_PATHS.cart}?rxNumber=1234574&patientNumber=${AVERY}`)).status).toBe(404);
    expect(await cart(priya)).toEqual([]);
    // Jordan's cart is untouched by Priya's calls.
    expect((await cart(jordan)).map((i) => i.rxNumber)).toEqual(['1234574']);
    await jordan.post(RX_PATHS.cartClear, {}, key());
  });
});

describe('GET /shipping-methods', () => {
  it('answers the methods (code 1 is standard shipping)', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const methods = z.parse(
      shippingMethodsResponseSchema,
      await (await b.get(RX_PATHS.shippingMethods)).json(),
    ).shippingMethods;
    expect(methods.map((m) => [m.code, m.shippingCharge])).toEqual([
      ['3', 24.95],
      ['1', 0],
      ['2', 12.95],
    ]);
  });
});

describe('POST /orders-stage', () => {
  it('places a pickup order: the refills go IN_PROGRESS at the store with the pickup time, out of the cart', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    await b.post(RX_PATHS.cart, { rxNumber: '1234567', patientNumber: JORDAN }, key());
    const order = await retailOrder(b, JORDAN, ['1234567']);
    const r = await b.post(RX_PATHS.ordersStage, order, key());
    expect(r.status).toBe(200);
    const placed = z.parse(orderResponseSchema, await r.json());
    expect(placed).toMatchObject({
      orderType: 'RETAIL',
      status: 'SUBMITTED',
      facilityId: '01400412',
      itemCount: 1,
    });
    expect(placed.orderId).toMatch(/^\d{8}$/);
    const after = await prescription(b, JORDAN, '1234567');
    expect(after).toMatchObject({ refillStatus: 'IN_PROGRESS', facility: { facilityId: '01400412' } });
    expect(after.promiseDateTime).toBe(order.pickupTime);
    expect(await cart(b)).toEqual([]);
    // Ordered once: it cannot be ordered again. A stale page (a second tab, another key) is told its order was
    // placed already, not that the refill cannot be refilled.
    const twice = await b.post(RX_PATHS.ordersStage, order, key());
    expect(twice.status).toBe(400);
    const stale = z.parse(orderRejectionSchema, await twice.json());
    expect(stale.detail.message).toBe(
      `This order was already placed (order number ${placed.orderId}), perhaps in another tab or window: there is nothing more to do here.`,
    );
    expect(stale.detail.message).not.toContain('is not refillable');
    expect(stale.detail.inputValidationErrors).toEqual([]);
    expect(await cart(b)).toEqual([]);
    // A refill in progress that no order of this customer took (the pharmacy's own) keeps §8's text.
    const amoxicillin = await b.post(RX_PATHS.ordersStage, await retailOrder(b, JORDAN, ['1234569']), key());
    expect(z.parse(orderRejectionSchema, await amoxicillin.json()).detail.inputValidationErrors).toEqual([
      { field: 'products.0', message: 'Amoxicillin 500 mg Capsule is not refillable at this time.' },
    ]);
  });

  it('stores one order for one key: two requests in flight, a repeat, and a restart between request and answer', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const order = await retailOrder(b, JORDAN, ['1234568']);
    const headers = key();
    const [first, second] = await Promise.all([
      b.post(RX_PATHS.ordersStage, order, headers),
      b.post(RX_PATHS.ordersStage, order, headers),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const a = z.parse(orderResponseSchema, await first.json());
    const c = z.parse(orderResponseSchema, await second.json());
    expect(c.orderId).toBe(a.orderId);
    const repeat = await b.post(RX_PATHS.ordersStage, order, headers);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(z.parse(orderResponseSchema, await repeat.json()).orderId).toBe(a.orderId);

    // The server stopped after the order was written but before the key's answer was: the key is left pending.
    const db = server.db.kysely;
    await db
      .updateTable('idempotency_keys')
      .set({
        state: 'pending',
        status: null,
        body: null,
        claimed_at: new Date(Date.now() - IDEMPOTENCY.STALE_MS - 1000),
      })
      .where('scope', '=', `customer:${JORDAN_CUSTOMER}`)
      .where('key', '=', headers['Idempotency-Key'])
      .execute();
    const afterRestart = await b.post(RX_PATHS.ordersStage, order, headers);
    expect(afterRestart.status).toBe(200);
    expect(z.parse(orderResponseSchema, await afterRestart.json()).orderId).toBe(a.orderId);
    const rows = await db
      .selectFrom('rx_orders')
      .select('order_id')
      .where('idempotency_key', '=', headers['Idempotency-Key'])
      .execute();
    expect(rows).toHaveLength(1);
    // The sandbox's orders helper lists it once, with its refill.
    const listed = z.parse(
      sandboxOrdersResponseSchema,
      await (await b.get(RX_ORDER_SANDBOX_PATHS.orders)).json(),
    );
    expect(listed.orders.filter((o) => o.orderId === a.orderId)).toEqual([
      {
        orderId: a.orderId,
        orderType: 'RETAIL',
        pickupTime: order.pickupTime,
        rxRecordNumbers: ['501234568'],
      },
    ]);
    expect((await new Browser(server.app).get(RX_ORDER_SANDBOX_PATHS.orders)).status).toBe(401);
    const items = await db
      .selectFrom('rx_order_items')
      .select('order_id')
      .where('rx_record_number', '=', '501234568')
      .execute();
    expect(items).toHaveLength(1);
    // The same key with another order is refused, never answered with the first one.
    const other = await b.post(RX_PATHS.ordersStage, { ...order, easyOpenLids: true }, headers);
    expect(other.status).toBe(422);
    expect(requestFingerprint('x', order)).not.toBe(
      requestFingerprint('x', { ...order, easyOpenLids: true }),
    );
  });

  it('rejects with §5 detail: a pickup time when the store is closed, an expired card, no key', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const order = await retailOrder(b, AVERY, ['1234574']);
    const night = new Date(order.pickupTime!);
    night.setDate(night.getDate() + 1);
    night.setHours(23, 0, 0, 0);
    const closed = await b.post(RX_PATHS.ordersStage, { ...order, pickupTime: night.toISOString() }, key());
    expect(closed.status).toBe(400);
    const body = await closed.json();
    expect(z.parse(errorBodySchema, body).error.code).toBe('ORDER_REJECTED');
    expect(z.parse(orderRejectionSchema, body).detail).toEqual({
      message: 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
      inputValidationErrors: [
        {
          field: 'pickupTime',
          message: 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
        },
      ],
    });
    const expired = await b.post(
      RX_PATHS.ordersStage,
      { ...order, cardId: JORDAN_EXPIRED_MASTERCARD },
      key(),
    );
    expect(z.parse(orderRejectionSchema, await expired.json()).detail.inputValidationErrors[0]?.field).toBe(
      'cardId',
    );
    expect((await b.post(RX_PATHS.ordersStage, order)).status).toBe(400);
    expect((await prescription(b, AVERY, '1234574')).refillStatus).toBe('REFILLABLE');
  });

  it("refuses another customer's refills (404) and orders nothing", async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const order = await retailOrder(jordan, AVERY, ['1234574']);
    const priya = await signedIn(ACCOUNTS.newPatient);
    const r = await priya.post(RX_PATHS.ordersStage, order, key());
    expect(r.status).toBe(404);
    expect((await prescription(jordan, AVERY, '1234574')).refillStatus).toBe('REFILLABLE');
  });

  it('a mail-order order paid from the wallet sets up online pay first (payment intent, association)', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const rx = await prescription(b, JORDAN, '3456789');
    const profiles = await (await b.get(RX_PATHS.patientProfiles)).json();
    const addressId = profiles.patients[0].addresses[0].addressId as string;
    const order: OrderRequest = {
      orderType: 'MAILORDER',
      patientType: 'SELF',
      products: [
        {
          rxNumber: rx.rxNumber,
          rxRecordNumber: rx.rxRecordNumber,
          rxFillSequence: rx.rxFillSequence,
          patientNumber: JORDAN,
          patientPayAmount: rx.patientPayAmount,
        },
      ],
      pharmacyType: 'MAIL_ORDER',
      facilityId: '90000001',
      easyOpenLids: true,
      fulfillmentMethod: 'SHIP',
      paymentMethod: 'payNow',
      paymentType: 'DW',
      pickupTime: null,
      cardId: JORDAN_VISA,
      paymentIntentId: null,
      orderRevenue: 6,
      shippingMethodId: 'SM-STANDARD',
      addressId,
    };
    const unpaid = await b.post(RX_PATHS.ordersStage, order, key());
    expect(z.parse(orderRejectionSchema, await unpaid.json()).detail.message).toBe(
      'There was an error setting up online pay.  Please try again.',
    );

    // The one online-pay service (server/routes/rx/online-pay.ts): cards, intent, online payment, association.
    const cards = z.parse(
      paysysCardsResponseSchema,
      await (await b.get(fillPath(RX_PATHS.paysysCards, { account: '7700123401' }))).json(),
    ).cards;
    expect(cards.map((c) => [c.brand, c.lastFour, c.expired])).toEqual([
      ['VISA', '1111', false],
      ['MASTERCARD', '5100', true],
    ]);
    const visa = cards[0]!;
    expect(visa.cardId).toBe(JORDAN_VISA);
    expect(
      (await b.post(RX_PATHS.paymentIntent, { cardType: 'VISA', paymentMethodId: visa.cardId })).status,
    ).toBe(400);
    const intent = z.parse(
      paymentIntentResponseSchema,
      await (
        await b.post(RX_PATHS.paymentIntent, { cardType: 'ACH_CARD', paymentMethodId: visa.cardId })
      ).json(),
    );
    const payment = z.parse(
      onlinePaymentResponseSchema,
      await (
        await b.post(
          fillPath(RX_PATHS.onlinePayments, { userId: JORDAN_CUSTOMER }),
          { amount: '6.00', cartSize: 1, paymentMethodId: visa.cardId, pickupStoreId: '90000001' },
          key(),
        )
      ).json(),
    );
    const association = {
      paymentType: 'PAYSYS' as const,
      transactions: [
        {
          facilityId: '90000001',
          creditCardId: visa.cardId,
          fraudToken: intent.fraudToken,
          loyaltyNum: '4800012345678',
          patientNumber: JORDAN,
          prescriptions: [
            { rxRecordNum: rx.rxRecordNumber, rxFillSeq: rx.rxFillSequence, patientPayAmount: 6 },
          ],
        },
      ],
    };
    const associatePath = fillPath(RX_PATHS.onlinePaymentAssociate, { id: payment.paymentId });
    const forged = await b.post(
      associatePath,
      { ...association, transactions: [{ ...association.transactions[0]!, fraudToken: 'ft_forged' }] },
      key(),
    );
    expect(forged.status).toBe(422);
    const associated = await b.post(associatePath, association, key());
    expect(z.parse(paymentAssociationResponseSchema, await associated.json()).status).toBe('ASSOCIATED');

    const placed = await b.post(
      RX_PATHS.ordersStage,
      { ...order, paymentIntentId: intent.paymentIntentId },
      key(),
    );
    expect(placed.status).toBe(200);
    expect(z.parse(orderResponseSchema, await placed.json())).toMatchObject({
      orderType: 'MAILORDER',
      pickupTime: null,
    });
    expect(await prescription(b, JORDAN, '3456789')).toMatchObject({
      refillStatus: 'IN_PROGRESS',
      promiseDateTime: null,
    });

    // Another customer: not Jordan's account, not Jordan's intent.
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect((await priya.get(fillPath(RX_PATHS.paysysCards, { account: '7700123401' }))).status).toBe(404);
    expect((await priya.post(associatePath, association, key())).status).toBe(404);
  });
});

describe('POST /prescription/visibility and GET fill-locations', () => {
  it('hides and shows a prescription; another customer gets 404', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const hide = await b.post(RX_PATHS.prescriptionVisibility, {
      prescriptions: [{ rxNumber: '1234573', patientNumber: JORDAN, hidden: true }],
    });
    expect(hide.status).toBe(200);
    expect((await prescription(b, JORDAN, '1234573')).hidden).toBe(true);
    await b.post(RX_PATHS.prescriptionVisibility, {
      prescriptions: [{ rxNumber: '1234573', patientNumber: JORDAN, hidden: false }],
    });
    expect((await prescription(b, JORDAN, '1234573')).hidden).toBe(false);
    const priya = await signedIn(ACCOUNTS.newPatient);
    const theirs = await priya.post(RX_PATHS.prescriptionVisibility, {
      prescriptions: [{ rxNumber: '1234573', patientNumber: JORDAN, hidden: true }],
    });
    expect(theirs.status).toBe(404);
    expect((await prescription(b, JORDAN, '1234573')).hidden).toBe(false);
  });

  it("lists a patient's pharmacies, most recent fill first; another customer gets 404", async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.get(fillPath(RX_PATHS.fillLocations, { patientNumber: JORDAN }));
    const list = z.parse(fillLocationsResponseSchema, await r.json()).fillLocations;
    expect(list.map((l) => [l.facilityId, l.facilityType])).toEqual([
      ['01400412', 'RETAIL'],
      ['90000001', 'MAIL_ORDER'],
    ]);
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect((await priya.get(fillPath(RX_PATHS.fillLocations, { patientNumber: JORDAN }))).status).toBe(404);
  });
});

describe('POST /prescription-request', () => {
  const transfer = (patientNumber: string) => ({
    patients: [
      {
        patientNumber,
        type: 'TRANSFER',
        facilityId: '01400412',
        competitorId: 'CP-1001',
        prescriptions: [
          {
            medName: 'Simvastatin 20 mg',
            rxNumber: '7654321',
            contactName: 'Riverbend Drug Co.',
            contactPhone: '5135550111',
          },
        ],
      },
    ],
  });

  it('stores a transfer and answers its number', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.post(RX_PATHS.prescriptionRequest, transfer(JORDAN), key());
    expect(r.status).toBe(200);
    expect(z.parse(prescriptionRequestResponseSchema, await r.json()).requestId).toMatch(/^RQ\d+$/);
  });

  it('answers the §5 required fields as validationMessages (and error.fields)', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.post(
      RX_PATHS.prescriptionRequest,
      {
        patients: [
          { patientNumber: JORDAN, type: 'NEW', facilityId: '01400412', prescriptions: [{ medName: 'X' }] },
        ],
      },
      key(),
    );
    expect(r.status).toBe(400);
    const body = await r.json();
    expect(z.parse(requestRejectionSchema, body).validationMessages).toEqual([
      { field: 'contactName', message: 'Required' },
      { field: 'contactPhone', message: 'Required' },
    ]);
    expect(z.parse(errorBodySchema, body).error.fields).toEqual({
      contactName: 'Required',
      contactPhone: 'Required',
    });
    const paper = await b.post(
      RX_PATHS.prescriptionRequest,
      { patients: [{ patientNumber: JORDAN, type: 'PAPER', facilityId: '01400412', prescriptions: [] }] },
      key(),
    );
    expect(z.parse(requestRejectionSchema, await paper.json()).validationMessages).toEqual([
      { field: 'paperAcknowledge', message: 'Required' },
    ]);
  });

  it("refuses a contact phone or a guest's phone outside §5's stricter pattern (area code and exchange 2-9)", async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const request = transfer(JORDAN);
    const line = request.patients[0]!.prescriptions[0]!;
    const r = await b.post(
      RX_PATHS.prescriptionRequest,
      {
        patients: [{ ...request.patients[0]!, prescriptions: [{ ...line, contactPhone: '5130550111' }] }],
      },
      key(),
    );
    expect(r.status).toBe(400);
    expect(z.parse(requestRejectionSchema, await r.json()).validationMessages).toEqual([
      { field: 'contactPhone', message: 'Please enter a valid 10-digit phone number' },
    ]);
    const guest = new Browser(server.app);
    const { patientNumber: _unused, ...withoutNumber } = request.patients[0]!;
    const guestRequest = await guest.post(
      RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest,
      {
        patients: [
          {
            ...withoutNumber,
            guest: { firstName: 'Sam', lastName: 'Guest', dateOfBirth: '1990-05-06', phone: '1135550199' },
          },
        ],
      },
      key(),
    );
    expect(guestRequest.status).toBe(400);
    expect(z.parse(requestRejectionSchema, await guestRequest.json()).validationMessages).toEqual([
      { field: 'phone', message: 'Please enter a valid 10-digit phone number' },
    ]);
  });

  it("refuses another customer's patient (404) and takes a guest's request on the anonymous path", async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    expect((await priya.post(RX_PATHS.prescriptionRequest, transfer(JORDAN), key())).status).toBe(404);
    const guest = new Browser(server.app);
    const { patientNumber: _unused, ...withoutNumber } = transfer(JORDAN).patients[0]!;
    const body = {
      patients: [
        {
          ...withoutNumber,
          guest: { firstName: 'Sam', lastName: 'Guest', dateOfBirth: '1990-05-06', phone: '5135550199' },
        },
      ],
    };
    const r = await guest.post(RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest, body, key());
    expect(r.status).toBe(200);
    // The signed-in path never takes a guest's details, the guest path never a patient number.
    expect((await guest.post(RX_PATHS.prescriptionRequest, body, key())).status).toBe(401);
    expect(
      (await guest.post(RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest, transfer(JORDAN), key())).status,
    ).toBe(400);
  });

  it("checks the guest's details with the form's §5 rules: 1850, the future, an adult, the name's 50 letters", async () => {
    const guest = new Browser(server.app);
    const { patientNumber: _unused, ...withoutNumber } = transfer(JORDAN).patients[0]!;
    const details = { firstName: 'Sam', lastName: 'Guest', dateOfBirth: '1990-05-06', phone: '5135550199' };
    const refused = async (change: Partial<typeof details>) => {
      const r = await guest.post(
        RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest,
        { patients: [{ ...withoutNumber, guest: { ...details, ...change } }] },
        key(),
      );
      expect(r.status).toBe(400);
      return z.parse(requestRejectionSchema, await r.json()).validationMessages;
    };
    expect(await refused({ dateOfBirth: '1849-12-31' })).toEqual([
      { field: 'dateOfBirth', message: 'Date must be after 01/01/1850' },
    ]);
    expect(await refused({ dateOfBirth: '2030-01-01' })).toEqual([
      { field: 'dateOfBirth', message: 'Date must not be in the future' },
    ]);
    const eleven = `${new Date().getFullYear() - 11}-01-01`;
    expect(await refused({ dateOfBirth: eleven })).toEqual([
      { field: 'dateOfBirth', message: 'Adult must be more than 18 years old' },
    ]);
    expect(await refused({ lastName: 'Gu3st' })).toEqual([
      { field: 'lastName', message: 'No special characters allowed.' },
    ]);
    // 51 letters: refused by the request's contract (at most 50, §9), before any rule runs.
    const long = await guest.post(
      RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest,
      { patients: [{ ...withoutNumber, guest: { ...details, firstName: 'A'.repeat(51) } }] },
      key(),
    );
    expect(long.status).toBe(400);
  });
});

describe('GET product-monograph/images', () => {
  it("answers a product's image (none for the seeded products); 400 for a malformed number, 401 signed out", async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.get(`${RX_PATHS.monographImages}?productNumber=00071015523`);
    // The one product-images route (server/routes/rx/history.ts): no stored photo for the seeded products.
    const { images } = z.parse(monographImagesResponseSchema, await r.json());
    expect(images.filter((i) => i.mimeType === 'image/jpeg')).toEqual([]);
    expect((await b.get(`${RX_PATHS.monographImages}?productNumber=abc`)).status).toBe(400);
    expect((await new Browser(server.app).get(`${RX_PATHS.monographImages}?productNumber=1`)).status).toBe(
      401,
    );
  });
});

describe('pharmacy directory (§7.4)', () => {
  const anyone = () => new Browser(server.app);

  it('GET /facilities by id, phone and address', async () => {
    const store = await facility('01400412');
    expect(store).toMatchObject({
      phone: '5135550100',
      facilityType: 'RETAIL',
      promiseTimes: {
        defaultPromiseTime: '14:00',
        earliestAvailableTime: { rxWebWithoutDoctorCall: '04:00' },
      },
    });
    // The one facilities implementation (server/rx/facilities.ts) groups days with the same hours.
    expect(store.pharmacyHours[0]).toEqual({
      displayName: 'Mon-Fri',
      hours: '9:00 AM - 9:00 PM',
      lunchBreak: '1:30 PM - 2:00 PM',
    });
    const byPhone = await anyone().get(
      `${PHARMACY_DIRECTORY_PATHS.facilities}?filter.phoneNumber=(513) 555-0100`,
    );
    expect(
      z.parse(facilitiesResponseSchema, await byPhone.json()).facilities.map((f) => f.facilityId),
    ).toEqual(['01400412']);
    const byAddress = await anyone().get(`${PHARMACY_DIRECTORY_PATHS.facilities}?filter.address=norwood`);
    expect(
      z.parse(facilitiesResponseSchema, await byAddress.json()).facilities.map((f) => f.facilityId),
    ).toEqual(['01400420']);
  });

  it('GET /competitor-list by name', async () => {
    const r = await anyone().get(`${PHARMACY_DIRECTORY_PATHS.competitorList}?filter.pharmacyName=corner`);
    expect(
      z.parse(competitorListResponseSchema, await r.json()).competitors.map((c) => c.pharmacyName),
    ).toEqual(['Corner Care Pharmacy']);
  });

  it('storeSearch: stores by ZIP code nearest first; the failing text answers a keyed GraphQL error', async () => {
    const search = (searchText: string, filters: string[] = []) =>
      anyone().post(PHARMACY_DIRECTORY_PATHS.storeSearch, {
        query: STORE_SEARCH_QUERY,
        variables: { searchText, filters },
        operationName: 'storeSearch',
      });
    const found = readStoreSearch(
      z.parse(storeSearchResponseSchema, await (await search('45209', ['PHARMACY'])).json()),
    );
    if (!found.ok) throw new Error(found.message);
    expect(found.result.stores[0]).toMatchObject({
      vanityName: 'FreshWay Pharmacy Oakley',
      storeNumber: '00412',
    });
    expect(found.result.stores).toHaveLength(4);
    const failed = readStoreSearch(z.parse(storeSearchResponseSchema, await (await search('00000')).json()));
    expect(failed).toEqual({ ok: false, message: 'storeSearch: the store locator is unavailable' });
    expect(readStoreSearch({ data: null })).toEqual({ ok: false, message: 'data is null' });
    expect((await search('')).status).toBe(400);
  });
});
