// @vitest-environment node
/**
 * The checkout chart (pharmacy-portal.md §4 "Checkout", §5 "Order submit", §8, §9): one coverage test over the
 * generated paths, and an oracle table whose expected values are literals copied from the spec (slots every 30
 * minutes from now + 4 h, at most 50, changing the date clears the time, code 1 shipping by default and sorted by
 * charge, pay now by default, the §8 text, the 400's detail, one idempotency key across retries).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutModel } from '../../machines/rx/checkout/checkout.fixtures';
import { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import type { OrderRequest, OrderResponse } from '../../api/contracts/rx-orders';
import { ATORVASTATIN_ITEM, METFORMIN_ITEM } from '../../machines/rx/cart/cart.fixtures';
import {
  FIXTURE_ADDRESS_LISTS,
  FIXTURE_CHECKOUT_PATIENTS,
  FIXTURE_NOW,
  FIXTURE_ORDER_RESPONSE,
  FIXTURE_SHIPPING,
  FIXTURE_STORE,
  JORDAN_VISA_ID,
  LISINOPRIL_ITEM,
  REJECTED_400,
  TIMEOUT_408,
} from '../../machines/rx/checkout/checkout.fixtures';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCheckout chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: checkoutMachine,
      events: checkoutModel.events as never,
      serializeState: checkoutModel.serializeState as never,
      input: checkoutModel.input,
    });
    const report = coverage(
      checkoutMachine,
      mergeReached(reachedByPath(checkoutMachine, paths, checkoutModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const local = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();
const settle = () => new Promise((r) => setTimeout(r, 0));

function checkout(
  answers: { submit?: () => Promise<OrderResponse>; onlinePay?: () => Promise<string> } = {},
) {
  const calls = {
    load: [] as unknown[],
    onlinePay: [] as unknown[],
    submit: [] as Array<{ order: OrderRequest; key: string }>,
    clearCart: 0,
    analytics: [] as unknown[],
  };
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadCheckoutData: fromPromise(async ({ input }) => {
          calls.load.push(input);
          return {
            facility: FIXTURE_STORE,
            shippingMethods: FIXTURE_SHIPPING,
            addressLists: FIXTURE_ADDRESS_LISTS,
            now: FIXTURE_NOW.toISOString(),
          };
        }),
        setUpOnlinePay: fromPromise(async ({ input }) => {
          calls.onlinePay.push(input);
          return (answers.onlinePay ?? (async () => 'pi-rx-0001'))();
        }),
        submitOrder: fromPromise(async ({ input }) => {
          calls.submit.push(input);
          return (answers.submit ?? (async () => FIXTURE_ORDER_RESPONSE))();
        }),
      },
      actions: {
        clearCart: () => {
          calls.clearCart += 1;
        },
        recordOrderAnalytics: (_, params) => calls.analytics.push(params),
      },
    }),
    { input: { checkoutKey: 'checkout-key-1' } },
  ).start();
  return { actor, calls };
}

async function started(
  items = [ATORVASTATIN_ITEM, METFORMIN_ITEM],
  answers: Parameters<typeof checkout>[0] = {},
) {
  const r = checkout(answers);
  r.actor.send({
    type: 'checkout.start',
    items,
    patients: FIXTURE_CHECKOUT_PATIENTS,
    activePatient: '100234567',
  });
  await settle();
  return r;
}

describe('rxCheckout chart: oracle (literals from the spec)', () => {
  it('offers pickup slots every 30 minutes from now + 4 hours, at most 50, outside lunch; pay now by default', async () => {
    const { actor, calls } = await started();
    expect(calls.load).toEqual([{ orderType: 'RETAIL', facilityId: '01400412', patientNumbers: [] }]);
    const c = actor.getSnapshot().context;
    // Monday 9:10 AM + 4 h = 1:10 PM; 1:30-2:00 PM is lunch: the first slot is 2:00 PM.
    expect(c.slots.slice(0, 3)).toEqual([local(23, 14, 0), local(23, 14, 30), local(23, 15, 0)]);
    expect(c.slots).toHaveLength(50);
    expect(c.slots[13]).toBe(local(23, 20, 30));
    expect(c.slots[14]).toBe(local(24, 9, 0));
    expect(c.paymentOption).toBe('payNow');
  });

  it('changing the pickup date clears the pickup time (§4)', async () => {
    const { actor } = await started();
    actor.send({ type: 'checkout.selectDate', date: '2026-11-23' });
    actor.send({ type: 'checkout.selectTime', time: local(23, 15, 0) });
    expect(actor.getSnapshot().context.selectedPickupTime).toBe(local(23, 15, 0));
    actor.send({ type: 'checkout.selectDate', date: '2026-11-24' });
    expect(actor.getSnapshot().context).toMatchObject({
      selectedPickupDate: '2026-11-24',
      selectedPickupTime: null,
    });
    // A time of another date than the chosen one is not taken.
    actor.send({ type: 'checkout.selectTime', time: local(23, 15, 0) });
    expect(actor.getSnapshot().context.selectedPickupTime).toBeNull();
  });

  it('marks what is missing instead of submitting: with nothing chosen, the date as well as the time', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      pickupDate: 'Choose a pickup date.',
      pickupTime: 'Choose a pickup time.',
      cardId: 'Choose a card in the payment method box.',
    });
    // A date chosen answers its mark; the time is still missing.
    actor.send({ type: 'checkout.selectDate', date: '2026-11-23' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      pickupTime: 'Choose a pickup time.',
      cardId: 'Choose a card in the payment method box.',
    });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      pickupTime: 'Choose a pickup time.',
      cardId: 'Choose a card in the payment method box.',
    });
    expect(calls.submit).toEqual([]);
  });

  it('submits once (a second Place Order while submitting is not taken); success clears the cart and records analytics', async () => {
    const { actor, calls } = await started();
    actor.send({ type: 'checkout.selectDate', date: '2026-11-23' });
    actor.send({ type: 'checkout.selectTime', time: local(23, 14, 0) });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(calls.submit).toHaveLength(1);
    expect(calls.submit[0]).toEqual({
      key: 'checkout-key-1',
      order: {
        orderType: 'RETAIL',
        patientType: 'SELF',
        products: [
          {
            rxNumber: '1234567',
            rxRecordNumber: '501234567',
            rxFillSequence: '2',
            patientNumber: '100234567',
            patientPayAmount: 12.5,
          },
          {
            rxNumber: '1234568',
            rxRecordNumber: '501234568',
            rxFillSequence: '2',
            patientNumber: '100234567',
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
      },
    });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.response?.orderId).toBe('70000001');
    expect(calls.clearCart).toBe(1);
    expect(calls.analytics).toEqual([{ order: calls.submit[0]!.order }]);
  });

  it('a 400 shows detail.message and its field errors, and the next attempt has a new key', async () => {
    let answer: () => Promise<OrderResponse> = async () => {
      throw REJECTED_400;
    };
    const { actor, calls } = await started(undefined, { submit: () => answer() });
    actor.send({ type: 'checkout.selectDate', date: '2026-11-23' });
    actor.send({ type: 'checkout.selectTime', time: local(23, 14, 0) });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual([
      'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
    ]);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      pickupTime: 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
    });
    answer = async () => FIXTURE_ORDER_RESPONSE;
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(calls.submit.map((s) => s.key)).toEqual(['checkout-key-1', 'checkout-key-1.1']);
  });

  it('a timeout shows §8 and the retry keeps the key (the sandbox answers the first order instead of a second)', async () => {
    let answer: () => Promise<OrderResponse> = async () => {
      throw TIMEOUT_408;
    };
    const { actor, calls } = await started(undefined, { submit: () => answer() });
    actor.send({ type: 'checkout.selectDate', date: '2026-11-23' });
    actor.send({ type: 'checkout.selectTime', time: local(23, 14, 0) });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual([
      'We encountered an error submitting your order. Please try again.',
    ]);
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual([
      'We encountered an error submitting your order. Please try again.',
      'We encountered an error submitting your order. Please try again.',
    ]);
    answer = async () => FIXTURE_ORDER_RESPONSE;
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(calls.submit.map((s) => s.key)).toEqual(['checkout-key-1', 'checkout-key-1', 'checkout-key-1']);
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('mail order: active patient addresses, shipping sorted by charge with code 1 chosen, online pay set up first', async () => {
    const { actor, calls } = await started([LISINOPRIL_ITEM]);
    const c = actor.getSnapshot().context;
    expect(c.orderType).toBe('MAILORDER');
    // §7.1 GET /addresses for each patient; the Whitfields' home (Jordan's and Avery's records) listed once.
    expect(calls.load).toEqual([
      {
        orderType: 'MAILORDER',
        facilityId: '90000001',
        patientNumbers: ['100234569', '100234567', '100234568'],
      },
    ]);
    expect(
      c.addresses.map((a) => [a.address.addressId, a.address.addressDetails.address1, a.patientNames]),
    ).toEqual([
      [
        '5d0c0000-0000-4000-8000-000000000001',
        '4821 Maple Ridge Dr',
        ['Jordan Whitfield', 'Avery Whitfield'],
      ],
      ['5d0c0000-0000-4000-8000-000000000002', '250 E Fifth St', ['Jordan Whitfield']],
    ]);
    expect(c.shippingMethods.map((m) => m.shippingMethodId)).toEqual([
      'SM-STANDARD',
      'SM-EXPEDITED',
      'SM-OVERNIGHT',
    ]);
    expect(c.selectedShippingMethodId).toBe('SM-STANDARD');
    expect(c.selectedAddressId).toBe('5d0c0000-0000-4000-8000-000000000001');
    expect(actor.getSnapshot().can({ type: 'checkout.selectPayment', option: 'payAtStore' })).toBe(false);
    actor.send({ type: 'checkout.setEasyOpen', easyOpenCaps: true });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().matches({ ordering: 'settingUpPayment' })).toBe(true);
    await settle();
    expect(calls.onlinePay).toEqual([
      {
        order: expect.objectContaining({ orderType: 'MAILORDER' }),
        cardId: JORDAN_VISA_ID,
        loyaltyNum: '4800012345678',
        accountNumber: '7700123401',
      },
    ]);
    expect(calls.submit[0]?.order).toMatchObject({
      orderType: 'MAILORDER',
      pharmacyType: 'MAIL_ORDER',
      facilityId: '90000001',
      fulfillmentMethod: 'SHIP',
      easyOpenLids: true,
      paymentType: 'DW',
      paymentIntentId: 'pi-rx-0001',
      shippingMethodId: 'SM-STANDARD',
      addressId: '5d0c0000-0000-4000-8000-000000000001',
      pickupTime: null,
    });
  });

  it('an order that refuses its online-pay setup (replaced by a newer one) sets it up again on the next Place Order', async () => {
    const refused = {
      name: 'ApiError',
      kind: 'http',
      endpoint: 'POST /rx/api/orders-stage',
      status: 400,
      code: 'ORDER_REJECTED',
      message: 'There was an error setting up online pay.  Please try again.',
      fields: { paymentIntentId: 'There was an error setting up online pay.  Please try again.' },
    };
    let submit = async (): Promise<OrderResponse> => {
      throw refused;
    };
    let intents = 0;
    const { actor, calls } = await started([LISINOPRIL_ITEM], {
      submit: () => submit(),
      onlinePay: async () => `pi-rx-000${++intents}`,
    });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().context.errors).toEqual([
      'There was an error setting up online pay.  Please try again.',
    ]);
    submit = async () => ({ ...FIXTURE_ORDER_RESPONSE, orderType: 'MAILORDER', pickupTime: null });
    actor.send({ type: 'checkout.submit' });
    expect(actor.getSnapshot().matches({ ordering: 'settingUpPayment' })).toBe(true);
    await settle();
    expect(calls.onlinePay).toHaveLength(2);
    expect(calls.submit.map((s) => s.order.paymentIntentId)).toEqual(['pi-rx-0001', 'pi-rx-0002']);
    expect(actor.getSnapshot().value).toBe('submitted');
  });

  it('a failed online-pay setup shows §8 "There was an error setting up online pay.  Please try again."', async () => {
    const { actor, calls } = await started([LISINOPRIL_ITEM], {
      onlinePay: async () => {
        throw new Error('500');
      },
    });
    actor.send({ type: 'checkout.cardSelected', cardId: JORDAN_VISA_ID });
    actor.send({ type: 'checkout.submit' });
    await settle();
    expect(actor.getSnapshot().matches({ ordering: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual([
      'There was an error setting up online pay.  Please try again.',
    ]);
    expect(calls.submit).toEqual([]);
  });

  it('an empty cart has nothing to check out', () => {
    const { actor } = checkout();
    actor.send({
      type: 'checkout.start',
      items: [],
      patients: FIXTURE_CHECKOUT_PATIENTS,
      activePatient: '100234567',
    });
    expect(actor.getSnapshot().value).toBe('empty');
  });
});
