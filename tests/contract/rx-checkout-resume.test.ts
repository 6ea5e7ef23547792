// @vitest-environment node
/**
 * A mail-order checkout paid from the wallet, interrupted and resumed (pharmacy-portal.md §4 "Checkout: a mail-order
 * payment of type DW triggers online-pay setup first", §7.1 payment intent, online payment, association, orders-stage):
 * a reload between the payment and the order leaves what the first attempt created; the resumed checkout (a new page,
 * new idempotency keys, a new intent) reuses the open payment or cancels it, so one order has one payment. Each test
 * runs on a fresh sandbox (Jordan's one mail-order refill, rx 3456789, is ordered by each).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema, fillPath } from '../../api/contracts/common';
import { patientPrescriptionsResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import {
  type OrderRequest,
  orderRejectionSchema,
  orderResponseSchema,
  RX_ORDER_SANDBOX_PATHS,
  sandboxPaymentsResponseSchema,
} from '../../api/contracts/rx-orders';
import {
  onlinePaymentResponseSchema,
  paymentAssociationResponseSchema,
  paymentIntentResponseSchema,
} from '../../api/contracts/rx-online-pay';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer } from './support';

const JORDAN = '100234567';
const JORDAN_CUSTOMER = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';
const JORDAN_VISA = '7c000000-0000-4000-8000-000000000001';
const MAIL_ORDER_PHARMACY = '90000001';

let server: TestServer;
beforeEach(async () => {
  server = await openTestServer();
});
afterEach(async () => {
  await server.db.close();
});

let keys = 0;
const key = () => ({ 'Idempotency-Key': `resume-key-${Date.now()}-${++keys}` });

/** Jordan, signed in and authorized for the pharmacy (remembered on this browser, the session marked active). */
async function jordan(): Promise<Browser> {
  const b = new Browser(server.app);
  await signIn(b, ACCOUNTS.shopper);
  expect((await b.post(SERVER_SANDBOX_PATHS.rxRememberDevice)).status).toBe(204);
  expect((await b.request(RX_SECURITY_PATHS.session, { method: 'PUT', json: {} })).ok).toBe(true);
  return b;
}

/** The mail-order order of Lisinopril (rx 3456789) to Jordan's home, paid from the wallet with this intent. */
async function mailOrder(b: Browser, paymentIntentId: string | null): Promise<OrderRequest> {
  const r = await b.get(`${RX_PATHS.patientPrescriptions}?patientNumber=${JORDAN}`);
  const rx = z
    .parse(patientPrescriptionsResponseSchema, await r.json())
    .prescriptions.find((p) => p.rxNumber === '3456789')!;
  const profiles = await (await b.get(RX_PATHS.patientProfiles)).json();
  return {
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
    facilityId: MAIL_ORDER_PHARMACY,
    easyOpenLids: false,
    fulfillmentMethod: 'SHIP',
    paymentMethod: 'payNow',
    paymentType: 'DW',
    pickupTime: null,
    cardId: JORDAN_VISA,
    paymentIntentId,
    orderRevenue: 6,
    shippingMethodId: 'SM-STANDARD',
    addressId: profiles.patients[0].addresses[0].addressId as string,
  };
}

/** The setup's calls as a checkout makes them, each with a key of its own (a new page has new keys). */
const setup = {
  intent: async (b: Browser) =>
    z.parse(
      paymentIntentResponseSchema,
      await (
        await b.post(RX_PATHS.paymentIntent, { cardType: 'ACH_CARD', paymentMethodId: JORDAN_VISA })
      ).json(),
    ),
  payment: async (b: Browser, amount = '6.00', cartSize = 1) => {
    const r = await b.post(
      fillPath(RX_PATHS.onlinePayments, { userId: JORDAN_CUSTOMER }),
      { amount, cartSize, paymentMethodId: JORDAN_VISA, pickupStoreId: MAIL_ORDER_PHARMACY },
      key(),
    );
    expect(r.status).toBe(200);
    return z.parse(onlinePaymentResponseSchema, await r.json());
  },
  associate: async (b: Browser, paymentId: string, fraudToken: string, order: OrderRequest) =>
    b.post(
      fillPath(RX_PATHS.onlinePaymentAssociate, { id: paymentId }),
      {
        paymentType: 'PAYSYS',
        transactions: [
          {
            facilityId: MAIL_ORDER_PHARMACY,
            creditCardId: JORDAN_VISA,
            fraudToken,
            loyaltyNum: '4800012345678',
            patientNumber: JORDAN,
            prescriptions: order.products.map((p) => ({
              rxRecordNum: p.rxRecordNumber,
              rxFillSeq: p.rxFillSequence,
              patientPayAmount: p.patientPayAmount,
            })),
          },
        ],
      },
      key(),
    ),
};

async function payments(b: Browser) {
  const r = await b.get(RX_ORDER_SANDBOX_PATHS.payments);
  return z.parse(sandboxPaymentsResponseSchema, await r.json()).payments;
}

describe('a mail-order checkout resumed after a reload', () => {
  it('between the payment and its association: the resumed setup reuses the open payment (one order, one payment)', async () => {
    const b = await jordan();
    const order = await mailOrder(b, null);
    // The first attempt: intent and payment, then the page reloads.
    await setup.intent(b);
    const first = await setup.payment(b);
    // The resumed checkout: a new intent, the same payment asked for under a new key.
    const intent = await setup.intent(b);
    const again = await setup.payment(b);
    expect(again.paymentId).toBe(first.paymentId);
    const associated = await setup.associate(b, again.paymentId, intent.fraudToken, order);
    expect(z.parse(paymentAssociationResponseSchema, await associated.json()).status).toBe('ASSOCIATED');
    const placed = await b.post(
      RX_PATHS.ordersStage,
      { ...order, paymentIntentId: intent.paymentIntentId },
      key(),
    );
    expect(placed.status).toBe(200);
    expect(z.parse(orderResponseSchema, await placed.json()).orderType).toBe('MAILORDER');
    expect(await payments(b)).toEqual([
      {
        paymentId: first.paymentId,
        status: 'ASSOCIATED',
        amount: '6.00',
        pickupStoreId: MAIL_ORDER_PHARMACY,
        rxRecordNumbers: [order.products[0]!.rxRecordNumber],
      },
    ]);
  });

  it('after the association, before the order: the new association releases the first payment (one live payment)', async () => {
    const b = await jordan();
    const order = await mailOrder(b, null);
    const firstIntent = await setup.intent(b);
    const first = await setup.payment(b);
    expect((await setup.associate(b, first.paymentId, firstIntent.fraudToken, order)).status).toBe(200);
    // The resumed checkout sets up again (it does not know the first intent).
    const intent = await setup.intent(b);
    const second = await setup.payment(b);
    expect(second.paymentId).not.toBe(first.paymentId);
    expect((await setup.associate(b, second.paymentId, intent.fraudToken, order)).status).toBe(200);
    expect((await payments(b)).map((p) => [p.paymentId, p.status])).toEqual([
      [first.paymentId, 'CANCELLED'],
      [second.paymentId, 'ASSOCIATED'],
    ]);
    // The first attempt's intent pays nothing any more: a stale page ordering with it is refused (§8's text).
    const stale = await b.post(
      RX_PATHS.ordersStage,
      { ...order, paymentIntentId: firstIntent.paymentIntentId },
      key(),
    );
    expect(stale.status).toBe(400);
    expect(z.parse(orderRejectionSchema, await stale.json()).detail).toEqual({
      message: 'There was an error setting up online pay.  Please try again.',
      inputValidationErrors: [
        { field: 'paymentIntentId', message: 'There was an error setting up online pay.  Please try again.' },
      ],
    });
    const placed = await b.post(
      RX_PATHS.ordersStage,
      { ...order, paymentIntentId: intent.paymentIntentId },
      key(),
    );
    expect(placed.status).toBe(200);
    expect((await payments(b)).filter((p) => p.status !== 'CANCELLED')).toHaveLength(1);
  });

  it('a setup for another amount cancels the open one; a cancelled payment cannot be associated (409)', async () => {
    const b = await jordan();
    const order = await mailOrder(b, null);
    const first = await setup.payment(b, '6.00', 1);
    const other = await setup.payment(b, '12.50', 2);
    expect(other.paymentId).not.toBe(first.paymentId);
    expect((await payments(b)).map((p) => [p.paymentId, p.status])).toEqual([
      [first.paymentId, 'CANCELLED'],
      [other.paymentId, 'CREATED'],
    ]);
    const intent = await setup.intent(b);
    const late = await setup.associate(b, first.paymentId, intent.fraudToken, order);
    expect(late.status).toBe(409);
    expect(z.parse(errorBodySchema, await late.json()).error.code).toBe('PAYMENT_CANCELLED');
  });

  it("one order per payment: the order's intent cannot pay a second order", async () => {
    const b = await jordan();
    const order = await mailOrder(b, null);
    const intent = await setup.intent(b);
    const payment = await setup.payment(b);
    expect((await setup.associate(b, payment.paymentId, intent.fraudToken, order)).status).toBe(200);
    const withIntent = { ...order, paymentIntentId: intent.paymentIntentId };
    expect((await b.post(RX_PATHS.ordersStage, withIntent, key())).status).toBe(200);
    // The same order again under another key (a second tab): told it was placed, no second order, no new payment.
    const twice = await b.post(RX_PATHS.ordersStage, withIntent, key());
    expect(twice.status).toBe(400);
    expect(z.parse(orderRejectionSchema, await twice.json()).detail.message).toMatch(
      /^This order was already placed \(order number \d{8}\)/,
    );
    expect(await payments(b)).toHaveLength(1);
  });
});
