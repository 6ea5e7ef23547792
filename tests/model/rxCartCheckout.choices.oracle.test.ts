// @vitest-environment node
/**
 * More oracle cases for the pharmacy cart and checkout charts (pharmacy-portal.md §2.2 "pinned cart panel": "Cart
 * items whose refills are no longer valid are removed after refills load"; §4 "Cart": "images load afterwards"; §4
 * "Checkout": "A mail-order payment of type DW triggers online-pay setup first", "failure with an appended error";
 * §8 "Order submit" and "Online pay setup"), for choices the tables of rxCart.oracle.test.ts and
 * rxCheckout.oracle.test.ts leave open: an item already marked removed is committed once when the refills load finds
 * it invalid too; images asked again only for what is still missing; a cart started with no patients listed (no
 * loyalty number); the payment intent reused only for the card it was set up for, also after a failed setup for
 * another card; the view's error is the newest one. Each expected value is a literal copied from the spec (§8's
 * texts) or from the charts' fixtures (Jordan's cart items, product numbers, Visa, the 400's detail.message), never
 * the charts' or domain/rx's own constants. The charts and the selectors are loaded inside each case, so a chart
 * that fails to build fails every case.
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import type { CartItem, OrderRequest } from '../../api/contracts/rx-orders';
import {
  ATORVASTATIN,
  ATORVASTATIN_ITEM,
  METFORMIN,
  METFORMIN_ITEM,
} from '../../machines/rx/cart/cart.fixtures';
import type { cartMachine } from '../../machines/rx/cart/cart.machine';
import {
  FIXTURE_ADDRESS_LISTS,
  FIXTURE_CHECKOUT_PATIENTS,
  FIXTURE_NOW,
  FIXTURE_SHIPPING,
  FIXTURE_STORE,
  JORDAN_HOME_ADDRESS_ID,
  JORDAN_VISA_ID,
  LISINOPRIL_ITEM,
  REJECTED_400,
  TIMEOUT_408,
} from '../../machines/rx/checkout/checkout.fixtures';
import type { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import { checkOracle, type OracleCase, type OracleStep, oracleTable } from './oracle';

const loadCart = () => import('../../machines/rx/cart/cart.machine').then((m) => m.cartMachine);
const loadCheckout = () =>
  import('../../machines/rx/checkout/checkout.machine').then((m) => m.checkoutMachine);

// ─── the cart ───────────────────────────────────────────────────────────────────────────────────────────────────
const JORDAN = '100234567';
const A = { rxNumber: '1234567', patientNumber: JORDAN }; // Atorvastatin, in store
const M = { rxNumber: '1234568', patientNumber: JORDAN }; // Metformin, in store
const ATORVASTATIN_PRODUCT = '00071015523';
const A_MARKED = { ...ATORVASTATIN_ITEM, removed: true };
const M_MARKED = { ...METFORMIN_ITEM, removed: true };

const load = { type: 'cart.load' } as const;
const remove = (key: { rxNumber: string; patientNumber: string }) =>
  ({ type: 'cart.remove', ...key }) as const;
const clear = { type: 'cart.clear' } as const;
const refillsLoaded = (prescriptions: Prescription[]) =>
  ({ type: 'cart.refillsLoaded', prescriptions }) as const;
const imagesStale = { type: 'cart.imagesStale' } as const;
const fetched = (output: CartItem[]) => ({ type: 'xstate.done.actor.fetchCart', output });
const cleared = (output: CartItem[]) => ({ type: 'xstate.done.actor.clearCart', output });

/** Atorvastatin marked removed (within the undo window), Metformin not. */
const markedA: OracleStep[] = [load, fetched([ATORVASTATIN_ITEM, METFORMIN_ITEM]), remove(A)];
/** Both refilled elsewhere meanwhile: neither is refillable any more (§4 refill statuses). */
const BOTH_REFILLED_ELSEWHERE = [
  { ...ATORVASTATIN, refillStatus: 'IN_PROGRESS' },
  { ...METFORMIN, refillStatus: 'READY_FOR_PICKUP' },
] as Prescription[];

const cartCases: OracleCase<typeof cartMachine>[] = [
  {
    name: '§2.2 the refills load finds the marked item and another no longer valid: each committed once, the marked one not counted again',
    steps: [...markedA, refillsLoaded(BOTH_REFILLED_ELSEWHERE)],
    state: { ready: { requests: 'removing' } },
    tags: ['busy'],
    calls: { removeFromCart: [A, M] },
    callCounts: { removeFromCart: 1 },
    context: { items: [A_MARKED, M_MARKED], marked: [], committing: [A, M], commitDue: false },
  },
  {
    name: '§4 images stale while a load runs but nothing is missing any more (the cart cleared): the load is not restarted',
    steps: [load, fetched([ATORVASTATIN_ITEM]), clear, cleared([]), imagesStale],
    state: { ready: { requests: 'idle', images: 'loading' } },
    calls: { loadImages: [ATORVASTATIN_PRODUCT] },
    callCounts: { loadImages: 1 },
    context: { items: [], images: {} },
  },
];

// ─── the checkout ───────────────────────────────────────────────────────────────────────────────────────────────
/** §8 "Order submit". */
const ORDER_SUBMIT = 'We encountered an error submitting your order. Please try again.';
/** §8 "Online pay setup" (two spaces after "online pay." as in the spec). */
const ONLINE_PAY = 'There was an error setting up online pay.  Please try again.';
/** The fixtures' 400 detail.message. */
const DETAIL_400 = 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.';

const KEY = 'checkout-key-1';
const input = { checkoutKey: KEY };
const OTHER_CARD = '7c000000-0000-4000-8000-000000000002';

/** Local time in November 2026 (the fixtures' "now" is Monday the 23rd, 9:10 AM). */
const local = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();

const start = (items: CartItem[], patients = FIXTURE_CHECKOUT_PATIENTS) =>
  ({ type: 'checkout.start', items, patients, activePatient: JORDAN }) as const;
const loaded = {
  type: 'xstate.done.actor.loadCheckoutData',
  output: {
    facility: FIXTURE_STORE,
    shippingMethods: FIXTURE_SHIPPING,
    addressLists: FIXTURE_ADDRESS_LISTS,
    now: FIXTURE_NOW.toISOString(),
  },
};
const date = (d: string) => ({ type: 'checkout.selectDate', date: d }) as const;
const time = (t: string) => ({ type: 'checkout.selectTime', time: t }) as const;
const card = (cardId: string | null) => ({ type: 'checkout.cardSelected', cardId }) as const;
const submit = { type: 'checkout.submit' } as const;
const paySetUp = (output: string) => ({ type: 'xstate.done.actor.setUpOnlinePay', output });
const payFails = { type: 'xstate.error.actor.setUpOnlinePay', error: new Error('500') };
const submitFails = (error: unknown) => ({ type: 'xstate.error.actor.submitOrder', error });

const PICKUP_READY: OracleStep[] = [
  start([ATORVASTATIN_ITEM, METFORMIN_ITEM]),
  loaded,
  date('2026-11-23'),
  time(local(23, 14, 0)),
  card(JORDAN_VISA_ID),
];
/** A mail order's first attempt, its online pay set up for Jordan's Visa (pi-rx-0001), failed on a timeout. */
const MAIL_TIMED_OUT: OracleStep[] = [
  start([LISINOPRIL_ITEM]),
  loaded,
  card(JORDAN_VISA_ID),
  submit,
  paySetUp('pi-rx-0001'),
  submitFails(TIMEOUT_408),
];
/** Then another card chosen, its online-pay setup failed, and Jordan's Visa chosen again. */
const BACK_TO_VISA: OracleStep[] = [
  ...MAIL_TIMED_OUT,
  card(OTHER_CARD),
  submit,
  payFails,
  card(JORDAN_VISA_ID),
];

const MAIL_ORDER: OrderRequest = {
  orderType: 'MAILORDER',
  patientType: 'SELF',
  products: [
    {
      rxNumber: '3456789',
      rxRecordNumber: '503456789',
      rxFillSequence: '2',
      patientNumber: JORDAN,
      patientPayAmount: 6,
    },
  ],
  pharmacyType: 'MAIL_ORDER',
  facilityId: '90000001',
  easyOpenLids: false,
  fulfillmentMethod: 'SHIP',
  paymentMethod: 'payNow',
  paymentType: 'DW',
  pickupTime: null,
  cardId: JORDAN_VISA_ID,
  paymentIntentId: null,
  orderRevenue: 6,
  shippingMethodId: 'SM-STANDARD',
  addressId: JORDAN_HOME_ADDRESS_ID,
};

const checkoutCases: OracleCase<typeof checkoutMachine>[] = [
  {
    name: '§4 a cart started with no patients listed: no loyalty number (null), the store loaded all the same',
    input,
    steps: [start([ATORVASTATIN_ITEM, METFORMIN_ITEM], [])],
    state: 'loading',
    status: 'active',
    tags: ['busy'],
    calls: { loadCheckoutData: { orderType: 'RETAIL', facilityId: '01400412', patientNumbers: [] } },
    context: { patients: [], loyaltyNum: null, facilityId: '01400412', activePatient: JORDAN },
  },
  {
    name: '§4 a mail order started with no patients listed: no loyalty number, no patients’ addresses asked for',
    input,
    steps: [start([LISINOPRIL_ITEM], [])],
    state: 'loading',
    status: 'active',
    calls: { loadCheckoutData: { orderType: 'MAILORDER', facilityId: '90000001', patientNumbers: [] } },
    context: { patients: [], loyaltyNum: null },
  },
  {
    name: '§4 the intent is kept only for its card: back to the Visa after a failed setup for another card, online pay is set up again',
    input,
    steps: [...BACK_TO_VISA, submit],
    state: { ordering: 'settingUpPayment' },
    tags: ['busy'],
    callCounts: { setUpOnlinePay: 3, submitOrder: 1 },
    calls: {
      setUpOnlinePay: {
        order: MAIL_ORDER,
        cardId: JORDAN_VISA_ID,
        loyaltyNum: '4800012345678',
        accountNumber: '7700123401',
      },
    },
    context: { paymentIntentId: null, order: MAIL_ORDER, errors: [ORDER_SUBMIT, ONLINE_PAY] },
  },
  {
    name: '§4 that new setup’s intent (not the old one, not none) is the one submitted, with the kept key',
    input,
    steps: [...BACK_TO_VISA, submit, paySetUp('pi-rx-0003')],
    state: { ordering: 'submitting' },
    callCounts: { setUpOnlinePay: 3, submitOrder: 2 },
    calls: { submitOrder: { key: KEY, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0003' } } },
    context: { paymentIntentId: 'pi-rx-0003', intentCardId: JORDAN_VISA_ID },
    verify: (run) =>
      expect(
        (run.calls.submitOrder ?? []).map((c) => (c as { order: OrderRequest }).order.paymentIntentId),
      ).toEqual(['pi-rx-0001', 'pi-rx-0003']),
  },
  {
    name: '§4 the other side: the same Visa after the timeout is submitted at once with its intent, no new setup',
    input,
    steps: [...MAIL_TIMED_OUT, submit],
    state: { ordering: 'submitting' },
    callCounts: { setUpOnlinePay: 1, submitOrder: 2 },
    calls: { submitOrder: { key: KEY, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0001' } } },
  },
];

/** The checkout view (selectCheckoutView) after these steps, on the chart's real snapshot. */
async function viewAfter(steps: OracleStep[]) {
  const machine = await loadCheckout();
  const { selectCheckoutView } = await import('../../machines/rx/checkout/checkout.selectors');
  const run = checkOracle(machine, { name: 'view', input, steps });
  return selectCheckoutView(run.snapshot() as Parameters<typeof selectCheckoutView>[0]);
}

describe('rxCart chart: more oracle cases (literals from the spec)', () => {
  oracleTable(loadCart, cartCases);
});

describe('rxCheckout chart: more oracle cases (literals from the spec)', () => {
  oracleTable(loadCheckout, checkoutCases);
});

describe('rxCheckout selectors: the error the view shows', () => {
  it(`§4 §8 one failed submit: the view shows it, "${ORDER_SUBMIT}"`, async () => {
    const view = await viewAfter([...PICKUP_READY, submit, submitFails(TIMEOUT_408)]);
    expect(view.error).toBe(ORDER_SUBMIT);
  });

  it('§4 three failures appended: the view shows the last (the 400’s detail.message), not an earlier one', async () => {
    const view = await viewAfter([
      ...PICKUP_READY,
      submit,
      submitFails(TIMEOUT_408),
      submit,
      submitFails(TIMEOUT_408),
      submit,
      submitFails(REJECTED_400),
    ]);
    expect(view.error).toBe(DETAIL_400);
    expect(view.fieldErrors).toEqual({ pickupTime: DETAIL_400 });
  });
});
