// @vitest-environment node
/**
 * The checkout chart's oracle table (pharmacy-portal.md §3 "Checkout", §4 "Checkout", §5 "Order submit", §8 "Order
 * submit" and "Online pay setup", §9 pickup slots, "Defaults: payment type pay now; shipping method code 1"), and what
 * the checkout view reads of it (checkout.selectors.ts) on real snapshots: each expected value is a literal copied
 * from the spec (slots every 30 minutes from now + 4 hours, at most 50, the next day at 2:00 PM as the fallback,
 * changing the date clears the time, code 1 shipping by default and sorted by charge, pay now by default, pay at the
 * store for a pickup only, online pay set up first for a mail-order DW payment, §8's texts, a 400's detail.message
 * and field errors) or from the chart's fixtures (the store's hours with lunch 1:30-2:00 PM, Monday 23 November 2026
 * 9:10 AM as "now", Jordan's cart and Visa), never the chart's or domain/rx's own constant. The chart and its
 * selectors are loaded inside each case, so a chart that fails to build fails every case. The coverage replay over
 * the generated paths is rxCheckout.model.test.ts. This file is the checkout's part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/contracts/common';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { CartItem, OrderRequest } from '../../api/contracts/rx-orders';
import { ATORVASTATIN_ITEM, METFORMIN_ITEM } from '../../machines/rx/cart/cart.fixtures';
import {
  AVERY_HOME_ADDRESS_ID,
  FIXTURE_ADDRESS_LISTS,
  FIXTURE_CHECKOUT_PATIENTS,
  FIXTURE_NOW,
  FIXTURE_ORDER_RESPONSE,
  FIXTURE_SHIPPING,
  FIXTURE_STORE,
  JORDAN_HOME_ADDRESS_ID,
  JORDAN_VISA_ID,
  JORDAN_WORK_ADDRESS_ID,
  LISINOPRIL_ITEM,
  REJECTED_400,
  TIMEOUT_408,
} from '../../machines/rx/checkout/checkout.fixtures';
import type { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import { checkOracle, type OracleCase, type OracleRun, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof checkoutMachine>;

const loadChart = () => import('../../machines/rx/checkout/checkout.machine').then((m) => m.checkoutMachine);
const loadSelectors = () => import('../../machines/rx/checkout/checkout.selectors');

/** §8 "Order submit". */
const ORDER_SUBMIT = 'We encountered an error submitting your order. Please try again.';
/** §8 "Online pay setup" (two spaces after "online pay." as in the spec). */
const ONLINE_PAY = 'There was an error setting up online pay.  Please try again.';
/** The fixtures' 400 detail.message (and its pickupTime field error). */
const DETAIL_400 = 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.';
/** The form's marks of a missing choice. */
const CHOOSE_DATE = 'Choose a pickup date.';
const CHOOSE_TIME = 'Choose a pickup time.';
const CHOOSE_ADDRESS = 'Choose a shipping address.';
const CHOOSE_SHIPPING = 'Choose a shipping method.';
const CHOOSE_CARD = 'Choose a card in the payment method box.';

const KEY = 'checkout-key-1';
const input = { checkoutKey: KEY };
const OTHER_CARD = '7c000000-0000-4000-8000-000000000002';
const JORDAN = '100234567';
const AVERY = '100234568';
const BISCUIT = '100234569';

/** Local time in November 2026 (the fixtures' "now" is Monday the 23rd, 9:10 AM). */
const local = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();
const on = (d: number, times: string[]) =>
  times.map((t) => local(d, Number(t.slice(0, 2)), Number(t.slice(3))));

/** §9 the store's first 50 slots from Monday 9:10 AM + 4 h (1:10 PM): every 30 minutes while open, not at lunch
 *  (1:30-2:00 PM), the store closing at 9:00 PM. */
// biome-ignore format: a table
const MONDAY = [
  '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30',
  '20:00', '20:30',
];
// biome-ignore format: a table
const TUESDAY = [
  '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '14:00', '14:30', '15:00',
  '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30',
];
// biome-ignore format: a table
const WEDNESDAY = [
  '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '14:00', '14:30', '15:00',
  '15:30',
];
const SLOTS_50 = [...on(23, MONDAY), ...on(24, TUESDAY), ...on(25, WEDNESDAY)];

const SORTED_SHIPPING = [
  {
    shippingMethodId: 'SM-STANDARD',
    code: '1',
    description: 'Standard Shipping (5-7 business days)',
    shippingCharge: 0,
  },
  {
    shippingMethodId: 'SM-EXPEDITED',
    code: '2',
    description: 'Expedited Shipping (2-3 business days)',
    shippingCharge: 12.95,
  },
  { shippingMethodId: 'SM-OVERNIGHT', code: '3', description: 'Overnight Shipping', shippingCharge: 24.95 },
];

const PATIENTS = [
  { patientNumber: BISCUIT, firstName: 'Biscuit', lastName: 'Whitfield' },
  { patientNumber: JORDAN, firstName: 'Jordan', lastName: 'Whitfield' },
  { patientNumber: AVERY, firstName: 'Avery', lastName: 'Whitfield' },
];

const jordanAddress = (id: string) => FIXTURE_ADDRESS_LISTS[1]!.addresses.find((a) => a.addressId === id)!;
const averyHome = FIXTURE_ADDRESS_LISTS[2]!.addresses[0]!;
/** §6 the active patient's addresses first; the Whitfields' home (Jordan's and Avery's records) once. */
const JORDAN_ADDRESSES = [
  { address: jordanAddress(JORDAN_HOME_ADDRESS_ID), patientNames: ['Jordan Whitfield', 'Avery Whitfield'] },
  { address: jordanAddress(JORDAN_WORK_ADDRESS_ID), patientNames: ['Jordan Whitfield'] },
];

const RETAIL_ITEMS = [ATORVASTATIN_ITEM, METFORMIN_ITEM];

// ─── events ─────────────────────────────────────────────────────────────────────────────────────────────────────
const start = (items: CartItem[], activePatient = JORDAN, patients = FIXTURE_CHECKOUT_PATIENTS) =>
  ({ type: 'checkout.start', items, patients, activePatient }) as const;
const loaded = (over: Record<string, unknown> = {}) => ({
  type: 'xstate.done.actor.loadCheckoutData',
  output: {
    facility: FIXTURE_STORE,
    shippingMethods: FIXTURE_SHIPPING,
    addressLists: FIXTURE_ADDRESS_LISTS,
    now: FIXTURE_NOW.toISOString(),
    ...over,
  },
});
const loadFails = { type: 'xstate.error.actor.loadCheckoutData', error: new Error('offline') };
const retryLoad = { type: 'checkout.retryLoad' } as const;
const date = (d: string) => ({ type: 'checkout.selectDate', date: d }) as const;
const time = (t: string) => ({ type: 'checkout.selectTime', time: t }) as const;
const address = (addressId: string) => ({ type: 'checkout.selectAddress', addressId }) as const;
const shipping = (shippingMethodId: string) =>
  ({ type: 'checkout.selectShipping', shippingMethodId }) as const;
const easyOpen = (easyOpenCaps: boolean) => ({ type: 'checkout.setEasyOpen', easyOpenCaps }) as const;
const pay = (option: 'payNow' | 'payAtStore') => ({ type: 'checkout.selectPayment', option }) as const;
const card = (cardId: string | null) => ({ type: 'checkout.cardSelected', cardId }) as const;
const submit = { type: 'checkout.submit' } as const;
const dismiss = { type: 'checkout.dismissError' } as const;
const paySetUp = (output: string) => ({ type: 'xstate.done.actor.setUpOnlinePay', output });
const payFails = { type: 'xstate.error.actor.setUpOnlinePay', error: new Error('500') };
const placed = (output = FIXTURE_ORDER_RESPONSE) => ({ type: 'xstate.done.actor.submitOrder', output });
const submitFails = (error: unknown) => ({ type: 'xstate.error.actor.submitOrder', error });

const apiError = (status: number, kind: ApiError['kind'], more: Partial<ApiError> = {}): ApiError => ({
  name: 'ApiError',
  kind,
  endpoint: 'POST /rx/api/orders-stage',
  status,
  message: `HTTP ${status}`,
  ...more,
});
const SERVER_500 = apiError(500, 'http');
const OFFLINE = apiError(0, 'network');
/** §5 a 400 with detail.message and inputValidationErrors naming the payment intent (replaced by a newer setup). */
const INTENT_REFUSED = apiError(400, 'http', {
  code: 'ORDER_REJECTED',
  message: ONLINE_PAY,
  fields: { paymentIntentId: ONLINE_PAY },
});
/** A 400 without a detail.message: §8's text. */
const REJECTED_NO_MESSAGE = apiError(400, 'http', { code: 'ORDER_REJECTED', message: '' });
/** A 409 (the key still being worked on): the outcome is unknown. */
const CONFLICT_409 = apiError(409, 'http', { code: 'ORDER_REJECTED', message: 'In progress' });

// ─── step lists ─────────────────────────────────────────────────────────────────────────────────────────────────
const PICKUP: OracleStep[] = [start(RETAIL_ITEMS), loaded()];
const MAIL: OracleStep[] = [start([LISINOPRIL_ITEM]), loaded()];
/** A pickup with every choice made: Monday 2:00 PM, Jordan's Visa, pay now. */
const PICKUP_READY: OracleStep[] = [
  ...PICKUP,
  date('2026-11-23'),
  time(local(23, 14, 0)),
  card(JORDAN_VISA_ID),
];
const MAIL_READY: OracleStep[] = [...MAIL, card(JORDAN_VISA_ID)];
/** A mail order's first attempt with its online pay set up (pi-rx-0001), now submitting. */
const MAIL_SUBMITTING: OracleStep[] = [...MAIL_READY, submit, paySetUp('pi-rx-0001')];

const PICKUP_ORDER: OrderRequest = {
  orderType: 'RETAIL',
  patientType: 'SELF',
  products: [
    {
      rxNumber: '1234567',
      rxRecordNumber: '501234567',
      rxFillSequence: '2',
      patientNumber: JORDAN,
      patientPayAmount: 12.5,
    },
    {
      rxNumber: '1234568',
      rxRecordNumber: '501234568',
      rxFillSequence: '2',
      patientNumber: JORDAN,
      patientPayAmount: 9.75,
    },
  ],
  pharmacyType: 'RETAIL',
  facilityId: '01400412',
  easyOpenLids: false,
  fulfillmentMethod: 'PICKUP',
  paymentMethod: 'payNow',
  paymentType: 'DW',
  pickupTime: local(23, 14, 0),
  cardId: JORDAN_VISA_ID,
  paymentIntentId: null,
  orderRevenue: 22.25,
  shippingMethodId: null,
  addressId: null,
};

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

/** The context of a new checkout (before the cart's items arrive). */
const FRESH_CONTEXT = {
  items: [],
  orderType: 'RETAIL',
  facilityId: '',
  facility: null,
  patients: [],
  activePatient: '0',
  slots: [],
  selectedPickupDate: null,
  selectedPickupTime: null,
  addresses: [],
  selectedAddressId: null,
  shippingMethods: [],
  selectedShippingMethodId: null,
  easyOpenCaps: false,
  paymentOption: 'payNow',
  selectedCardId: null,
  loyaltyNum: null,
  paymentIntentId: null,
  intentCardId: null,
  checkoutKey: KEY,
  keyRenewals: 0,
  order: null,
  response: null,
  errors: [],
  fieldErrors: {},
};

/** A pickup checkout just loaded. */
const PICKUP_CONTEXT = {
  ...FRESH_CONTEXT,
  items: RETAIL_ITEMS,
  orderType: 'RETAIL',
  facilityId: '01400412',
  facility: FIXTURE_STORE,
  patients: PATIENTS,
  activePatient: JORDAN,
  slots: SLOTS_50,
  shippingMethods: SORTED_SHIPPING,
  selectedShippingMethodId: 'SM-STANDARD',
  loyaltyNum: '4800012345678',
};

/** A mail-order checkout just loaded. */
const MAIL_CONTEXT = {
  ...PICKUP_CONTEXT,
  items: [LISINOPRIL_ITEM],
  orderType: 'MAILORDER',
  facilityId: '90000001',
  slots: [],
  addresses: JORDAN_ADDRESSES,
  selectedAddressId: JORDAN_HOME_ADDRESS_ID,
};

const contextIs = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);
const submittedKeys = (run: OracleRun) =>
  (run.calls.submitOrder ?? []).map((c) => (c as { key: string }).key);
const submittedIntents = (run: OracleRun) =>
  (run.calls.submitOrder ?? []).map((c) => (c as { order: OrderRequest }).order.paymentIntentId);

const PICKUP_EDITING = { ordering: { editing: 'pickup' } };
const MAIL_EDITING = { ordering: { editing: 'mail' } };
const SETTING_UP = { ordering: 'settingUpPayment' };
const SUBMITTING = { ordering: 'submitting' };

const withLead = (rxWebWithoutDoctorCall: string): Facility => ({
  ...FIXTURE_STORE,
  promiseTimes: {
    defaultPromiseTime: '14:00',
    earliestAvailableTime: { rxWebWithDoctorCall: '48:00', rxWebWithoutDoctorCall },
  },
});
const DOCTOR_CALL_ITEM: CartItem = {
  ...ATORVASTATIN_ITEM,
  refill: { ...ATORVASTATIN_ITEM.refill, requiresCallToDoctor: true },
};
/** A store open on Mondays 2:00-3:00 PM only, no lunch. */
const MONDAY_AFTERNOONS: Facility = {
  ...FIXTURE_STORE,
  hoursOfOperation: {
    regularHours: [{ day: 'MONDAY', open: '14:00', close: '15:00', breakStart: null, breakEnd: null }],
    holidaySchedule: [],
  },
};
/** A store with no open hours, its default promise time 10:00 AM. */
const NEVER_OPEN: Facility = {
  ...FIXTURE_STORE,
  hoursOfOperation: { regularHours: [], holidaySchedule: [] },
  promiseTimes: { ...FIXTURE_STORE.promiseTimes, defaultPromiseTime: '10:00' },
};

// ─── cases ──────────────────────────────────────────────────────────────────────────────────────────────────────
const startCases: Case[] = [
  {
    name: 'a new checkout waits for the cart in idle, with its key, pay now and nothing chosen',
    input,
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    verify: contextIs(FRESH_CONTEXT),
    callCounts: { loadCheckoutData: 0 },
  },
  {
    name: 'an empty cart has nothing to check out: empty, nothing loaded, a second start refused',
    input,
    steps: [start([])],
    state: 'empty',
    notTags: ['busy'],
    callCounts: { loadCheckoutData: 0 },
    refuses: [start(RETAIL_ITEMS), submit, retryLoad],
    verify: contextIs(FRESH_CONTEXT),
  },
  {
    name: 'a pickup cart loads its store (RETAIL, 01400412, no patients’ addresses): busy, Place Order refused',
    input,
    steps: [start(RETAIL_ITEMS)],
    state: 'loading',
    tags: ['busy'],
    calls: { loadCheckoutData: { orderType: 'RETAIL', facilityId: '01400412', patientNumbers: [] } },
    refuses: [submit, start(RETAIL_ITEMS), retryLoad, date('2026-11-23'), card(JORDAN_VISA_ID)],
    context: {
      items: RETAIL_ITEMS,
      orderType: 'RETAIL',
      facilityId: '01400412',
      patients: PATIENTS,
      activePatient: JORDAN,
      loyaltyNum: '4800012345678',
    },
  },
  {
    name: 'a mail-order cart loads the mail-order pharmacy (90000001) and every patient’s addresses',
    input,
    steps: [start([LISINOPRIL_ITEM])],
    state: 'loading',
    tags: ['busy'],
    calls: {
      loadCheckoutData: {
        orderType: 'MAILORDER',
        facilityId: '90000001',
        patientNumbers: [BISCUIT, JORDAN, AVERY],
      },
    },
    context: { orderType: 'MAILORDER', facilityId: '90000001' },
  },
  {
    name: 'the loyalty number is the primary patient’s, else the first patient’s, else none',
    input,
    steps: [
      start(
        RETAIL_ITEMS,
        AVERY,
        FIXTURE_CHECKOUT_PATIENTS.map((p) => ({
          ...p,
          isPrimaryOnAccount: false,
          loyaltyCardNumber: p.patientNumber,
        })),
      ),
    ],
    context: { loyaltyNum: BISCUIT, activePatient: AVERY },
  },
  {
    name: 'with no patients there is no loyalty number',
    input,
    steps: [start(RETAIL_ITEMS, JORDAN, [])],
    context: { loyaltyNum: null, patients: [] },
  },
  {
    name: 'a failed load shows loadFailed (not busy); Try Again loads the same data again',
    input,
    steps: [start(RETAIL_ITEMS), loadFails],
    state: 'loadFailed',
    notTags: ['busy'],
    refuses: [submit, date('2026-11-23')],
    accepts: [retryLoad],
  },
  {
    name: 'Try Again after a failed load: loading again, busy, the same input',
    input,
    steps: [start([LISINOPRIL_ITEM]), loadFails, retryLoad],
    state: 'loading',
    tags: ['busy'],
    callCounts: { loadCheckoutData: 2 },
    calls: {
      loadCheckoutData: {
        orderType: 'MAILORDER',
        facilityId: '90000001',
        patientNumbers: [BISCUIT, JORDAN, AVERY],
      },
    },
  },
  {
    name: 'the retried load answers: editing the pickup',
    input,
    steps: [start(RETAIL_ITEMS), loadFails, retryLoad, loaded()],
    state: PICKUP_EDITING,
    verify: contextIs(PICKUP_CONTEXT),
  },
];

const pickupCases: Case[] = [
  {
    name: '§9 pickup: 50 slots every 30 minutes from now + 4 h, none at lunch or after closing; code 1 shipping, pay now',
    input,
    steps: PICKUP,
    state: PICKUP_EDITING,
    notTags: ['busy'],
    verify: contextIs(PICKUP_CONTEXT),
    refuses: [
      address(JORDAN_WORK_ADDRESS_ID),
      shipping('SM-EXPEDITED'),
      easyOpen(true),
      pay('payNow'),
      dismiss,
    ],
    accepts: [pay('payAtStore'), date('2026-11-23'), card(JORDAN_VISA_ID), submit],
  },
  {
    name: '§9 a store with its own lead time (2 h): the first slot is 11:30 AM, before lunch',
    input,
    steps: [start(RETAIL_ITEMS), loaded({ facility: withLead('02:00') })],
    verify: (run) =>
      expect(run.snapshot().context.slots.slice(0, 6)).toEqual(
        on(23, ['11:30', '12:00', '12:30', '13:00', '14:00', '14:30']),
      ),
  },
  {
    name: '§9 a store without a lead time of its own: now + 4 hours (2:00 PM after lunch)',
    input,
    steps: [start(RETAIL_ITEMS), loaded({ facility: withLead('') })],
    verify: (run) => expect(run.snapshot().context.slots.slice(0, 2)).toEqual(on(23, ['14:00', '14:30'])),
  },
  {
    name: 'an item needing a call to the doctor takes the store’s doctor-call lead time (48 h): Wednesday 9:30 AM',
    input,
    steps: [start([DOCTOR_CALL_ITEM, METFORMIN_ITEM]), loaded()],
    verify: (run) => {
      const slots = run.snapshot().context.slots;
      expect(slots.slice(0, 2)).toEqual(on(25, ['09:30', '10:00']));
      expect(slots).toHaveLength(50);
    },
  },
  {
    name: '§9 fewer open times than 50 in two weeks: all of them (Mondays 2:00 and 2:30 PM)',
    input,
    steps: [start(RETAIL_ITEMS), loaded({ facility: MONDAY_AFTERNOONS })],
    context: { slots: [...on(23, ['14:00', '14:30']), ...on(30, ['14:00', '14:30'])] },
  },
  {
    name: '§9 no store data: the fallback, the next day at 2:00 PM',
    input,
    steps: [start(RETAIL_ITEMS), loaded({ facility: null })],
    context: { slots: [local(24, 14, 0)], facility: null },
  },
  {
    name: '§9 a store never open: the next day at the store’s default promise time (10:00 AM)',
    input,
    steps: [start(RETAIL_ITEMS), loaded({ facility: NEVER_OPEN })],
    context: { slots: [local(24, 10, 0)] },
  },
  {
    name: 'a date of the slots is taken (Wednesday, the last slot’s); a date without slots is refused',
    input,
    steps: [...PICKUP, date('2026-11-25')],
    context: { selectedPickupDate: '2026-11-25', selectedPickupTime: null },
    refuses: [date('2026-11-26'), date('2026-11-22'), time(local(23, 14, 0)), time(local(25, 16, 0))],
    accepts: [date('2026-11-23'), time(local(25, 15, 30)), time(local(25, 9, 0))],
  },
  {
    name: 'a time is taken only among the chosen date’s slots: not at lunch (1:30 PM), not at closing (9:00 PM)',
    input,
    steps: [...PICKUP, date('2026-11-23')],
    accepts: [time(local(23, 14, 0)), time(local(23, 20, 30))],
    refuses: [
      time(local(23, 13, 30)),
      time(local(23, 13, 10)),
      time(local(23, 21, 0)),
      time(local(23, 14, 15)),
      time(local(24, 9, 0)),
    ],
  },
  {
    name: 'no time is taken before a date is chosen',
    input,
    steps: [...PICKUP, time(local(23, 14, 0))],
    context: { selectedPickupDate: null, selectedPickupTime: null },
    refuses: [time(local(23, 14, 0))],
  },
  {
    name: '§4 changing the pickup date clears the pickup time',
    input,
    steps: [...PICKUP, date('2026-11-23'), time(local(23, 15, 0)), date('2026-11-24')],
    context: { selectedPickupDate: '2026-11-24', selectedPickupTime: null },
    refuses: [time(local(23, 15, 0))],
    accepts: [time(local(24, 9, 0))],
  },
  {
    name: 'a time of the chosen date is kept as the slot',
    input,
    steps: [...PICKUP, date('2026-11-24'), time(local(24, 13, 0))],
    context: { selectedPickupDate: '2026-11-24', selectedPickupTime: local(24, 13, 0) },
  },
  {
    name: '§3 a pickup may be paid at the store, and back to pay now',
    input,
    steps: [...PICKUP, pay('payAtStore')],
    context: { paymentOption: 'payAtStore' },
    refuses: [pay('payAtStore')],
    accepts: [pay('payNow')],
  },
  {
    name: 'pay now chosen again after pay at the store',
    input,
    steps: [...PICKUP, pay('payAtStore'), pay('payNow')],
    context: { paymentOption: 'payNow' },
  },
  {
    name: 'the wallet widget’s card is kept, and its unselection too',
    input,
    steps: [...PICKUP, card(JORDAN_VISA_ID), card(OTHER_CARD), card(null)],
    context: { selectedCardId: null },
  },
  {
    name: 'the wallet widget’s card is the order’s card',
    input,
    steps: [...PICKUP, card(OTHER_CARD)],
    context: { selectedCardId: OTHER_CARD },
  },
];

const missingCases: Case[] = [
  {
    name: 'Place Order with nothing chosen marks the date, the time and the card, and submits nothing',
    input,
    steps: [...PICKUP, submit],
    state: PICKUP_EDITING,
    context: {
      fieldErrors: { pickupDate: CHOOSE_DATE, pickupTime: CHOOSE_TIME, cardId: CHOOSE_CARD },
      order: null,
    },
    callCounts: { submitOrder: 0, setUpOnlinePay: 0 },
  },
  {
    name: 'a date chosen answers its own mark only (the time and the card still marked)',
    input,
    steps: [...PICKUP, submit, date('2026-11-23')],
    context: { fieldErrors: { pickupTime: CHOOSE_TIME, cardId: CHOOSE_CARD } },
  },
  {
    name: 'a time chosen answers the time’s mark',
    input,
    steps: [...PICKUP, date('2026-11-23'), submit, time(local(23, 14, 0))],
    verify: (run) => expect(run.snapshot().context.fieldErrors.pickupTime).toBeUndefined(),
  },
  {
    name: 'with the date and time chosen, only the card is missing (pay now)',
    input,
    steps: [...PICKUP, date('2026-11-23'), time(local(23, 14, 0)), submit],
    state: PICKUP_EDITING,
    context: { fieldErrors: { cardId: CHOOSE_CARD } },
    callCounts: { submitOrder: 0 },
  },
  {
    name: 'paying at the store needs no card: submitting, the order without a card or payment type',
    input,
    steps: [...PICKUP, date('2026-11-23'), time(local(23, 14, 0)), pay('payAtStore'), submit],
    state: SUBMITTING,
    tags: ['busy'],
    calls: {
      submitOrder: {
        key: KEY,
        order: { ...PICKUP_ORDER, paymentMethod: 'payAtStore', paymentType: null, cardId: null },
      },
    },
    callCounts: { setUpOnlinePay: 0 },
  },
  {
    name: 'a mail order with no address and no shipping method marks both',
    input,
    steps: [
      start([LISINOPRIL_ITEM]),
      loaded({ addressLists: [], shippingMethods: [] }),
      card(JORDAN_VISA_ID),
      submit,
    ],
    state: MAIL_EDITING,
    context: {
      addresses: [],
      selectedAddressId: null,
      shippingMethods: [],
      selectedShippingMethodId: null,
      fieldErrors: { addressId: CHOOSE_ADDRESS, shippingMethodId: CHOOSE_SHIPPING },
    },
    callCounts: { setUpOnlinePay: 0, submitOrder: 0 },
  },
  {
    name: 'a mail order without a card marks the card only, and sets up no online pay',
    input,
    steps: [...MAIL, submit],
    state: MAIL_EDITING,
    context: { fieldErrors: { cardId: CHOOSE_CARD } },
    callCounts: { setUpOnlinePay: 0 },
  },
];

const submitCases: Case[] = [
  {
    name: 'a pickup paid now is submitted with the checkout’s key and its order (no online pay set up)',
    input,
    steps: [...PICKUP_READY, submit],
    state: SUBMITTING,
    tags: ['busy'],
    calls: { submitOrder: { key: KEY, order: PICKUP_ORDER } },
    callCounts: { setUpOnlinePay: 0, submitOrder: 1 },
    context: { order: PICKUP_ORDER, paymentIntentId: null, fieldErrors: {} },
  },
  {
    name: 'submitted once: while submitting, Place Order and every choice are refused',
    input,
    steps: [...PICKUP_READY, submit, submit],
    state: SUBMITTING,
    callCounts: { submitOrder: 1 },
    refuses: [
      submit,
      date('2026-11-24'),
      time(local(23, 14, 30)),
      pay('payAtStore'),
      card(OTHER_CARD),
      dismiss,
      retryLoad,
      start(RETAIL_ITEMS),
    ],
  },
  {
    name: '§4 after submit: submitted with the response, the cart cleared and analytics recorded with the order',
    input,
    steps: [...PICKUP_READY, submit, placed()],
    state: 'submitted',
    status: 'active',
    notTags: ['busy'],
    context: { response: FIXTURE_ORDER_RESPONSE, errors: [], order: PICKUP_ORDER },
    actions: [{ type: 'clearCart' }, { type: 'recordOrderAnalytics', params: { order: PICKUP_ORDER } }],
    refuses: [submit, date('2026-11-24'), card(OTHER_CARD), pay('payAtStore'), dismiss, retryLoad],
  },
  {
    name: '§5 a 400 shows its detail.message and field errors, back to editing; nothing cleared or recorded',
    input,
    steps: [...PICKUP_READY, submit, submitFails(REJECTED_400)],
    state: PICKUP_EDITING,
    notTags: ['busy'],
    context: {
      errors: [DETAIL_400],
      fieldErrors: { pickupTime: DETAIL_400 },
      keyRenewals: 1,
      response: null,
      selectedPickupTime: local(23, 14, 0),
    },
    notActions: ['clearCart', 'recordOrderAnalytics'],
    accepts: [submit, dismiss],
  },
  {
    name: 'after a 400 (a definite refusal) the next attempt carries a new key',
    input,
    steps: [...PICKUP_READY, submit, submitFails(REJECTED_400), submit],
    state: SUBMITTING,
    calls: { submitOrder: { key: `${KEY}.1`, order: PICKUP_ORDER } },
    context: { fieldErrors: {}, errors: [DETAIL_400] },
  },
  {
    name: 'each definite refusal renews the key again',
    input,
    steps: [...PICKUP_READY, submit, submitFails(REJECTED_400), submit, submitFails(REJECTED_400), submit],
    verify: (run) => expect(submittedKeys(run)).toEqual([KEY, `${KEY}.1`, `${KEY}.2`]),
    context: { keyRenewals: 2, errors: [DETAIL_400, DETAIL_400] },
  },
  {
    name: '§8 a 400 without a detail.message shows "We encountered an error submitting your order. Please try again."',
    input,
    steps: [...PICKUP_READY, submit, submitFails(REJECTED_NO_MESSAGE)],
    state: PICKUP_EDITING,
    context: { errors: [ORDER_SUBMIT], fieldErrors: {}, keyRenewals: 1 },
  },
  {
    name: '§8 a timeout: the §8 text appended, no field errors; the retry keeps the key',
    input,
    steps: [...PICKUP_READY, submit, submitFails(TIMEOUT_408), submit],
    state: SUBMITTING,
    context: { errors: [ORDER_SUBMIT], keyRenewals: 0 },
    verify: (run) => expect(submittedKeys(run)).toEqual([KEY, KEY]),
  },
  {
    name: '§8 a 500: the §8 text, the key kept',
    input,
    steps: [...PICKUP_READY, submit, submitFails(SERVER_500)],
    state: PICKUP_EDITING,
    context: { errors: [ORDER_SUBMIT], fieldErrors: {}, keyRenewals: 0 },
    notActions: ['clearCart', 'recordOrderAnalytics'],
  },
  {
    name: '§8 offline (no answer): the §8 text, the key kept on retry',
    input,
    steps: [...PICKUP_READY, submit, submitFails(OFFLINE), submit],
    context: { errors: [ORDER_SUBMIT], keyRenewals: 0 },
    verify: (run) => expect(submittedKeys(run)).toEqual([KEY, KEY]),
  },
  {
    name: 'a 409 (the key still being worked on) keeps the key',
    input,
    steps: [...PICKUP_READY, submit, submitFails(CONFLICT_409)],
    context: { errors: [ORDER_SUBMIT], keyRenewals: 0 },
  },
  {
    name: '§4 failures are appended, newest last; a 400’s field errors replace the previous ones',
    input,
    steps: [...PICKUP_READY, submit, submitFails(REJECTED_400), submit, submitFails(TIMEOUT_408)],
    context: { errors: [DETAIL_400, ORDER_SUBMIT], fieldErrors: {}, keyRenewals: 1 },
  },
  {
    name: 'Dismiss clears the errors; with no error it is refused',
    input,
    steps: [...PICKUP_READY, submit, submitFails(TIMEOUT_408), submit, submitFails(TIMEOUT_408), dismiss],
    state: PICKUP_EDITING,
    context: { errors: [] },
    refuses: [dismiss],
  },
  {
    name: 'a success after failures shows no error: the errors emptied',
    input,
    steps: [...PICKUP_READY, submit, submitFails(TIMEOUT_408), submit, placed()],
    state: 'submitted',
    context: { errors: [], response: FIXTURE_ORDER_RESPONSE },
    verify: (run) => expect(submittedKeys(run)).toEqual([KEY, KEY]),
  },
];

const mailCases: Case[] = [
  {
    name: '§4 mail order: addresses (active patient first, a shared one once), shipping sorted, code 1 chosen',
    input,
    steps: MAIL,
    state: MAIL_EDITING,
    notTags: ['busy'],
    verify: contextIs(MAIL_CONTEXT),
    refuses: [pay('payAtStore'), pay('payNow'), date('2026-11-23'), time(local(23, 14, 0))],
    accepts: [address(JORDAN_WORK_ADDRESS_ID), shipping('SM-EXPEDITED'), easyOpen(true)],
  },
  {
    name: '§6 another active patient’s addresses come first (Avery’s record of the home, labelled Avery first)',
    input,
    steps: [start([LISINOPRIL_ITEM], AVERY), loaded()],
    context: {
      addresses: [
        { address: averyHome, patientNames: ['Avery Whitfield', 'Jordan Whitfield'] },
        { address: jordanAddress(JORDAN_WORK_ADDRESS_ID), patientNames: ['Jordan Whitfield'] },
      ],
      selectedAddressId: AVERY_HOME_ADDRESS_ID,
    },
  },
  {
    name: '§4 code 1 is the default even when it is not the cheapest',
    input,
    steps: [
      start([LISINOPRIL_ITEM]),
      loaded({
        shippingMethods: [
          { shippingMethodId: 'SM-STANDARD', code: '1', description: 'Standard', shippingCharge: 5 },
          { shippingMethodId: 'SM-ECONOMY', code: '4', description: 'Economy', shippingCharge: 0 },
        ],
      }),
    ],
    context: {
      shippingMethods: [
        { shippingMethodId: 'SM-ECONOMY', code: '4', description: 'Economy', shippingCharge: 0 },
        { shippingMethodId: 'SM-STANDARD', code: '1', description: 'Standard', shippingCharge: 5 },
      ],
      selectedShippingMethodId: 'SM-STANDARD',
    },
  },
  {
    name: 'with no code 1 offered, the cheapest shipping method',
    input,
    steps: [
      start([LISINOPRIL_ITEM]),
      loaded({ shippingMethods: [FIXTURE_SHIPPING[0], FIXTURE_SHIPPING[2]] }),
    ],
    context: { selectedShippingMethodId: 'SM-EXPEDITED' },
  },
  {
    name: 'another address of the list is taken; the same, an unknown or a merged duplicate is refused',
    input,
    steps: [...MAIL, address(JORDAN_WORK_ADDRESS_ID)],
    context: { selectedAddressId: JORDAN_WORK_ADDRESS_ID },
    refuses: [address(JORDAN_WORK_ADDRESS_ID), address('unknown-address'), address(AVERY_HOME_ADDRESS_ID)],
    accepts: [address(JORDAN_HOME_ADDRESS_ID)],
  },
  {
    name: 'another shipping method of the list is taken; the same or an unknown one is refused',
    input,
    steps: [...MAIL, shipping('SM-OVERNIGHT')],
    context: { selectedShippingMethodId: 'SM-OVERNIGHT' },
    refuses: [shipping('SM-OVERNIGHT'), shipping('SM-UNKNOWN'), address(JORDAN_HOME_ADDRESS_ID)],
    accepts: [shipping('SM-STANDARD')],
  },
  {
    name: 'easy-open caps switched on and off; the same value is refused',
    input,
    steps: [...MAIL, easyOpen(true)],
    context: { easyOpenCaps: true },
    refuses: [easyOpen(true)],
    accepts: [easyOpen(false)],
  },
  {
    name: 'easy-open caps switched back off',
    input,
    steps: [...MAIL, easyOpen(true), easyOpen(false)],
    context: { easyOpenCaps: false },
    refuses: [easyOpen(false)],
  },
  {
    name: '§4 a mail-order DW payment sets up online pay first, sent the order, card, loyalty number and account',
    input,
    steps: [...MAIL_READY, submit],
    state: SETTING_UP,
    tags: ['busy'],
    calls: {
      setUpOnlinePay: {
        order: MAIL_ORDER,
        cardId: JORDAN_VISA_ID,
        loyaltyNum: '4800012345678',
        accountNumber: '7700123401',
      },
    },
    callCounts: { submitOrder: 0 },
    context: { order: MAIL_ORDER, paymentIntentId: null, fieldErrors: {} },
    refuses: [submit, card(OTHER_CARD), address(JORDAN_WORK_ADDRESS_ID), dismiss],
  },
  {
    name: 'the online-pay setup done: the order submitted with its payment intent and the checkout’s key',
    input,
    steps: MAIL_SUBMITTING,
    state: SUBMITTING,
    tags: ['busy'],
    calls: { submitOrder: { key: KEY, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0001' } } },
    context: { paymentIntentId: 'pi-rx-0001', intentCardId: JORDAN_VISA_ID },
    refuses: [submit],
  },
  {
    name: 'the mail order’s choices are its order: work address, overnight, easy-open caps',
    input,
    steps: [
      ...MAIL_READY,
      address(JORDAN_WORK_ADDRESS_ID),
      shipping('SM-OVERNIGHT'),
      easyOpen(true),
      submit,
      paySetUp('pi-rx-0001'),
    ],
    calls: {
      submitOrder: {
        key: KEY,
        order: {
          ...MAIL_ORDER,
          addressId: JORDAN_WORK_ADDRESS_ID,
          shippingMethodId: 'SM-OVERNIGHT',
          easyOpenLids: true,
          paymentIntentId: 'pi-rx-0001',
        },
      },
    },
  },
  {
    name: '§8 a failed online-pay setup: "There was an error setting up online pay.  Please try again.", nothing submitted',
    input,
    steps: [...MAIL_READY, submit, payFails],
    state: MAIL_EDITING,
    notTags: ['busy'],
    context: { errors: [ONLINE_PAY], paymentIntentId: null, intentCardId: null, keyRenewals: 0 },
    callCounts: { submitOrder: 0 },
  },
  {
    name: 'after a failed online-pay setup, Place Order sets it up again',
    input,
    steps: [...MAIL_READY, submit, payFails, submit],
    state: SETTING_UP,
    callCounts: { setUpOnlinePay: 2 },
  },
  {
    name: 'a retry after a timeout keeps the online-pay setup and the key: submitted at once with the same intent',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(TIMEOUT_408), submit],
    state: SUBMITTING,
    callCounts: { setUpOnlinePay: 1, submitOrder: 2 },
    calls: { submitOrder: { key: KEY, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0001' } } },
  },
  {
    name: 'another card after a timeout: online pay set up again for it, the old intent not sent',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(TIMEOUT_408), card(OTHER_CARD), submit],
    state: SETTING_UP,
    callCounts: { setUpOnlinePay: 2 },
    calls: {
      setUpOnlinePay: {
        order: { ...MAIL_ORDER, cardId: OTHER_CARD },
        cardId: OTHER_CARD,
        loyaltyNum: '4800012345678',
        accountNumber: '7700123401',
      },
    },
    context: { paymentIntentId: null },
  },
  {
    name: 'the new card’s intent is the one submitted',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(TIMEOUT_408), card(OTHER_CARD), submit, paySetUp('pi-rx-0002')],
    context: { paymentIntentId: 'pi-rx-0002', intentCardId: OTHER_CARD },
    verify: (run) => expect(submittedIntents(run)).toEqual(['pi-rx-0001', 'pi-rx-0002']),
  },
  {
    name: 'a 400 on another field keeps the online-pay setup: submitted at once with a new key',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(REJECTED_400), submit],
    state: SUBMITTING,
    callCounts: { setUpOnlinePay: 1 },
    calls: { submitOrder: { key: `${KEY}.1`, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0001' } } },
  },
  {
    name: 'a 400 refusing the payment intent forgets it: the next Place Order sets online pay up again, new key',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(INTENT_REFUSED)],
    state: MAIL_EDITING,
    context: {
      errors: [ONLINE_PAY],
      fieldErrors: { paymentIntentId: ONLINE_PAY },
      paymentIntentId: null,
      intentCardId: null,
      keyRenewals: 1,
    },
  },
  {
    name: 'after the refused intent, the new setup’s intent is sent with the renewed key',
    input,
    steps: [...MAIL_SUBMITTING, submitFails(INTENT_REFUSED), submit, paySetUp('pi-rx-0002')],
    state: SUBMITTING,
    callCounts: { setUpOnlinePay: 2 },
    calls: { submitOrder: { key: `${KEY}.1`, order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0002' } } },
  },
  {
    name: 'a mail order placed: the cart cleared and analytics recorded with the submitted order',
    input,
    steps: [
      ...MAIL_SUBMITTING,
      placed({ ...FIXTURE_ORDER_RESPONSE, orderType: 'MAILORDER', pickupTime: null }),
    ],
    state: 'submitted',
    actions: [
      { type: 'clearCart' },
      { type: 'recordOrderAnalytics', params: { order: { ...MAIL_ORDER, paymentIntentId: 'pi-rx-0001' } } },
    ],
  },
];

describe('rxCheckout chart: oracle (literals from the spec)', () => {
  describe('start and load', () => oracleTable(loadChart, startCases));
  describe('pickup choices', () => oracleTable(loadChart, pickupCases));
  describe('missing choices', () => oracleTable(loadChart, missingCases));
  describe('submit, failures and retry', () => oracleTable(loadChart, submitCases));
  describe('mail order and online pay', () => oracleTable(loadChart, mailCases));
});

/** The view of the chart after these steps. */
async function viewAfter(steps: OracleStep[]) {
  const { selectCheckoutView, checkoutStep } = await loadSelectors();
  const run = checkOracle(await loadChart(), { name: 'view', input, steps });
  const snapshot = run.snapshot() as Parameters<typeof checkoutStep>[0];
  return { step: checkoutStep(snapshot), view: selectCheckoutView(snapshot) };
}

const VIEW_FRESH = {
  state: 'idle',
  busy: false,
  items: [],
  orderType: 'RETAIL',
  facility: null,
  slots: [],
  selectedPickupDate: null,
  selectedPickupTime: null,
  addresses: [],
  selectedAddressId: null,
  shippingMethods: [],
  selectedShippingMethodId: null,
  easyOpenCaps: false,
  paymentOption: 'payNow',
  selectedCardId: null,
  response: null,
  error: null,
  fieldErrors: {},
};

describe('rxCheckout selectors on real snapshots', () => {
  it('checkoutStep: idle, then empty for an empty cart', async () => {
    expect((await viewAfter([])).step).toBe('idle');
    expect((await viewAfter([start([])])).step).toBe('empty');
  });

  it('checkoutStep: loading, loadFailed, then editing for the pickup and the mail order alike', async () => {
    expect((await viewAfter([start(RETAIL_ITEMS)])).step).toBe('loading');
    expect((await viewAfter([start(RETAIL_ITEMS), loadFails])).step).toBe('loadFailed');
    expect((await viewAfter(PICKUP)).step).toBe('editing');
    expect((await viewAfter(MAIL)).step).toBe('editing');
  });

  it('checkoutStep: settingUpPayment, submitting, submitted', async () => {
    expect((await viewAfter([...MAIL_READY, submit])).step).toBe('settingUpPayment');
    expect((await viewAfter(MAIL_SUBMITTING)).step).toBe('submitting');
    expect((await viewAfter([...PICKUP_READY, submit, placed()])).step).toBe('submitted');
  });

  it('the view of a new checkout: idle, not busy, nothing chosen, pay now, no error', async () => {
    expect((await viewAfter([])).view).toEqual(VIEW_FRESH);
  });

  it('the view while loading and after a failed load: busy, then not busy', async () => {
    expect((await viewAfter([start(RETAIL_ITEMS)])).view).toMatchObject({ state: 'loading', busy: true });
    expect((await viewAfter([start(RETAIL_ITEMS), loadFails])).view).toMatchObject({
      state: 'loadFailed',
      busy: false,
    });
  });

  it('the view of a pickup with its choices made: the store, its slots, the date, time and card', async () => {
    expect((await viewAfter(PICKUP_READY)).view).toEqual({
      ...VIEW_FRESH,
      state: 'editing',
      items: RETAIL_ITEMS,
      facility: FIXTURE_STORE,
      slots: SLOTS_50,
      selectedPickupDate: '2026-11-23',
      selectedPickupTime: local(23, 14, 0),
      shippingMethods: SORTED_SHIPPING,
      selectedShippingMethodId: 'SM-STANDARD',
      selectedCardId: JORDAN_VISA_ID,
    });
  });

  it('the view of a mail order: its addresses, shipping methods, easy-open caps', async () => {
    expect(
      (await viewAfter([...MAIL, address(JORDAN_WORK_ADDRESS_ID), shipping('SM-EXPEDITED'), easyOpen(true)]))
        .view,
    ).toEqual({
      ...VIEW_FRESH,
      state: 'editing',
      items: [LISINOPRIL_ITEM],
      orderType: 'MAILORDER',
      facility: FIXTURE_STORE,
      addresses: JORDAN_ADDRESSES,
      selectedAddressId: JORDAN_WORK_ADDRESS_ID,
      shippingMethods: SORTED_SHIPPING,
      selectedShippingMethodId: 'SM-EXPEDITED',
      easyOpenCaps: true,
    });
  });

  it('the view shows the newest error and the field errors; pay at the store', async () => {
    const { view } = await viewAfter([
      ...PICKUP_READY,
      pay('payAtStore'),
      submit,
      submitFails(TIMEOUT_408),
      submit,
      submitFails(REJECTED_400),
    ]);
    expect(view).toMatchObject({
      state: 'editing',
      busy: false,
      paymentOption: 'payAtStore',
      error: DETAIL_400,
      fieldErrors: { pickupTime: DETAIL_400 },
    });
  });

  it('the view of the missing choices marked', async () => {
    expect((await viewAfter([...PICKUP, submit])).view.fieldErrors).toEqual({
      pickupDate: CHOOSE_DATE,
      pickupTime: CHOOSE_TIME,
      cardId: CHOOSE_CARD,
    });
  });

  it('the view while setting up online pay and submitting: busy', async () => {
    expect((await viewAfter([...MAIL_READY, submit])).view).toMatchObject({
      state: 'settingUpPayment',
      busy: true,
    });
    expect((await viewAfter(MAIL_SUBMITTING)).view).toMatchObject({ state: 'submitting', busy: true });
  });

  it('the view once submitted: the response, not busy, no error', async () => {
    expect(
      (await viewAfter([...PICKUP_READY, submit, submitFails(SERVER_500), submit, placed()])).view,
    ).toMatchObject({
      state: 'submitted',
      busy: false,
      response: FIXTURE_ORDER_RESPONSE,
      error: null,
    });
  });
});
