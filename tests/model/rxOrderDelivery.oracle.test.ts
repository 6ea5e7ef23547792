// @vitest-environment node
/**
 * The order-delivery chart's oracle table (pharmacy-portal.md §2.1, §3 "Delivery order", §4 "Order delivery", §9):
 * each expected value is a literal copied from the spec, never the chart's own constant. The coverage replay over
 * the generated paths is rxOrderDelivery.model.test.ts. This file is the chart's part of the mutation gate (PHARMACY_GATED
 * in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { DISCOVER_CARD, EXPIRED_CARD, OMEPRAZOLE, VISA_CARD } from '../../machines/rx/fixtures';
import {
  DELIVERY_RESULT,
  deliveryData,
  orderDeliveryInput,
} from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import type { DeliveryData } from '../../machines/rx/orderDelivery/orderDelivery.machine';
import type { DeliveryOrder } from '../../api/contracts/rx-delivery';

const settle = () => new Promise((r) => setTimeout(r, 0));

async function choosing(data: DeliveryData = deliveryData, failures = 0) {
  const orders: { order: DeliveryOrder; key: string }[] = [];
  let loads = 0;
  let left = failures;
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { orderDeliveryMachine } = await import('../../machines/rx/orderDelivery/orderDelivery.machine');
  const actor = createActor(
    orderDeliveryMachine.provide({
      actors: {
        loadDelivery: fromPromise(async () => {
          loads += 1;
          return data;
        }),
        stageDeliveryOrder: fromPromise<typeof DELIVERY_RESULT, { order: DeliveryOrder; key: string }>(
          async ({ input }) => {
            orders.push(input);
            if (left-- > 0) throw new Error('500');
            return DELIVERY_RESULT;
          },
        ),
      } as never,
    }),
    { input: orderDeliveryInput },
  ).start();
  await settle();
  return { actor, orders, loads: () => loads };
}

describe('rxOrderDelivery chart: oracle (literals from the spec)', () => {
  it('offers ready prescriptions allowed for delivery only, the first date, the preferred usable card', async () => {
    const { actor } = await choosing();
    const c = actor.getSnapshot().context;
    expect(c.prescriptions.map((p) => p.rxNumber)).toEqual(['1234570']);
    expect([c.selected, c.deliveryDate, c.cardId, c.deliveryHasUserSign]).toEqual([
      ['501234570'],
      '25-Nov-2026 02:00PM',
      'card-visa',
      false,
    ]);
  });

  it('refuses a date the store does not offer and an expired card; needs the terms accepted', async () => {
    const { actor } = await choosing();
    const s = () => actor.getSnapshot();
    expect(s().can({ type: 'delivery.chooseDate', deliveryDate: '29-Nov-2026 02:00PM' })).toBe(false);
    expect(s().can({ type: 'delivery.chooseCard', cardId: 'card-mc' })).toBe(false);
    expect(s().can({ type: 'delivery.submit' })).toBe(false);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect(s().can({ type: 'delivery.submit' })).toBe(true);
  });

  it('sends the §3 delivery order (DD-MMM-yyyy hh:mmA) once per key, kept across a retry', async () => {
    const { actor, orders } = await choosing(deliveryData, 1);
    actor.send({ type: 'delivery.chooseDate', deliveryDate: '26-Nov-2026 02:00PM' });
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    actor.send({ type: 'delivery.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(orders[0]?.order).toEqual({
      cardId: 'card-visa',
      deliveryDate: '26-Nov-2026 02:00PM',
      facilityId: '01400412',
      loyaltyNum: '4800012345678',
      customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01',
      prescriptions: [
        { patientNumber: '100234567', recordNumber: '501234570', rxFillSeq: '5', rxNumber: '1234570' },
      ],
    });
    expect(orders[1]?.key).toBe(orders[0]?.key);
    expect(actor.getSnapshot().context.result?.orderId).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('sends MISSING_LOYALTY without a loyalty number (§9 placeholders)', async () => {
    const { actor, orders } = await choosing({ ...deliveryData, loyaltyCardNumber: null });
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    expect(orders[0]?.order.loyaltyNum).toBe('MISSING_LOYALTY');
  });

  it('reset after an error keeps the choices with a new key; after submitting it loads again', async () => {
    const { actor, orders, loads } = await choosing(deliveryData, 1);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    actor.send({ type: 'delivery.reset' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.idempotencyKey]).toEqual([
      'choosing',
      null,
    ]);
    actor.send({ type: 'delivery.submit' });
    await settle();
    expect(orders[1]?.key).not.toBe(orders[0]?.key);
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'delivery.reset' });
    await settle();
    expect([actor.getSnapshot().value, loads()]).toEqual(['choosing', 2]);
  });

  it('nothing allowed for delivery: nothing is chosen and Order Delivery cannot be submitted', async () => {
    const { actor } = await choosing({
      ...deliveryData,
      prescriptions: [{ ...OMEPRAZOLE, allowDelivery: false }],
    });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect(actor.getSnapshot().can({ type: 'delivery.submit' })).toBe(false);
  });
  it('the page reads its step and whether Order Delivery can be submitted at each stage', async () => {
    const { selectOrderDeliveryView } = await import(
      '../../machines/rx/orderDelivery/orderDelivery.selectors'
    );
    const { actor } = await choosing(deliveryData, 1);
    const view = () => selectOrderDeliveryView(actor.getSnapshot());
    expect([view().step, view().canSubmit, view().address]).toEqual([
      'choosing',
      false,
      '4821 Maple Ridge Dr, Cincinnati, OH 45227',
    ]);
    expect([view().selected, view().deliveryDate, view().cardId, view().deliveryHasUserSign]).toEqual([
      ['501234570'],
      '25-Nov-2026 02:00PM',
      'card-visa',
      false,
    ]);
    expect([view().facilities.length, view().options.length, view().cards.length]).toEqual([1, 1, 3]);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect([view().deliveryHasUserSign, view().canSubmit]).toEqual([true, true]);
    actor.send({ type: 'delivery.submit' });
    expect([view().step, view().canSubmit]).toEqual(['submitting', false]);
    await settle();
    expect([view().step, view().error]).toEqual([
      'error',
      'We were unable to complete your request at this time, please try again.',
    ]);
    actor.send({ type: 'delivery.retry' });
    await settle();
    expect([view().step, view().result?.orderId, view().error]).toEqual([
      'submitted',
      'c0ffee00-0000-4000-8000-000000000001',
      null,
    ]);
  });

  it("the page reads loading, then a failed load with §8's generic text, and loading again", async () => {
    const { selectOrderDeliveryView } = await import(
      '../../machines/rx/orderDelivery/orderDelivery.selectors'
    );
    const { orderDeliveryMachine } = await import('../../machines/rx/orderDelivery/orderDelivery.machine');
    const waiting = createActor(
      orderDeliveryMachine.provide({
        actors: { loadDelivery: fromPromise<DeliveryData>(() => new Promise<DeliveryData>(() => {})) },
      }),
      { input: orderDeliveryInput },
    ).start();
    expect(selectOrderDeliveryView(waiting.getSnapshot()).step).toBe('loading');
    waiting.stop();
    const failing = createActor(
      orderDeliveryMachine.provide({
        actors: { loadDelivery: fromPromise<DeliveryData>(async () => Promise.reject(new Error('500'))) },
      }),
      { input: orderDeliveryInput },
    ).start();
    await settle();
    const v = selectOrderDeliveryView(failing.getSnapshot());
    expect([v.step, v.canSubmit, v.error]).toEqual([
      'loadFailed',
      false,
      'We were unable to complete your request at this time, please try again.',
    ]);
    failing.send({ type: 'delivery.load' });
    expect(selectOrderDeliveryView(failing.getSnapshot()).step).toBe('loading');
  });
});

/** A second ready prescription of the same store, allowed for delivery (one order may carry both). */
const OMEPRAZOLE_SECOND: typeof OMEPRAZOLE = {
  ...OMEPRAZOLE,
  rxNumber: '1234590',
  rxRecordNumber: '501234590',
};
/** A ready prescription of another store, allowed for delivery, and that store's dates. */
const OTHER_STORE_READY: typeof OMEPRAZOLE = {
  ...OMEPRAZOLE,
  rxNumber: '1234581',
  rxRecordNumber: '501234581',
  facility: { ...OMEPRAZOLE.facility, facilityId: '01400388', vanityName: 'FreshWay Pharmacy Hyde Park' },
};
const OTHER_STORE_OPTIONS = {
  facilityId: '01400388',
  deliveryFee: 4.99,
  options: [{ deliveryDate: '27-Nov-2026 02:00PM', date: '2026-11-27' }],
};
const twoStores: DeliveryData = {
  ...deliveryData,
  prescriptions: [OMEPRAZOLE, OMEPRAZOLE_SECOND, OTHER_STORE_READY],
  options: [...deliveryData.options, OTHER_STORE_OPTIONS],
};

/** Loads answer in turn (`'never'`: the call stays open); the order call answers DELIVERY_RESULT. */
async function started(loads: (DeliveryData | 'never')[]) {
  const { orderDeliveryMachine } = await import('../../machines/rx/orderDelivery/orderDelivery.machine');
  let n = 0;
  const actor = createActor(
    orderDeliveryMachine.provide({
      actors: {
        loadDelivery: fromPromise(async () => {
          const answer = loads[Math.min(n++, loads.length - 1)];
          return answer === 'never' || answer === undefined ? new Promise<never>(() => {}) : answer;
        }),
        stageDeliveryOrder: fromPromise(async () => DELIVERY_RESULT),
      } as never,
    }),
    { input: orderDeliveryInput },
  ).start();
  await settle();
  return actor;
}

describe('rxOrderDelivery chart: oracle, each rule from both sides', () => {
  it.each([
    { name: 'the preferred card, listed last', cards: ['card-discover', 'card-visa'], chosen: 'card-visa' },
    {
      name: 'an expired preferred card: the first usable one',
      cards: ['visa-expired', 'card-discover'],
      chosen: 'card-discover',
    },
    { name: 'only an expired card: none', cards: ['card-mc'], chosen: null },
  ])('the card chosen on opening: $name', async ({ cards, chosen }) => {
    const byId = {
      'card-visa': VISA_CARD,
      'card-discover': DISCOVER_CARD,
      'card-mc': EXPIRED_CARD,
      'visa-expired': { ...VISA_CARD, cardId: 'visa-expired', expired: true },
    } as const;
    const actor = await started([
      { ...deliveryData, cards: cards.map((id) => byId[id as keyof typeof byId]) },
    ]);
    expect(actor.getSnapshot().context.cardId).toBe(chosen);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect(actor.getSnapshot().can({ type: 'delivery.submit' })).toBe(chosen !== null);
  });

  it('another usable card can be chosen, and the order is paid with it', async () => {
    const { actor, orders } = await choosing();
    actor.send({ type: 'delivery.chooseCard', cardId: 'card-discover' });
    expect(actor.getSnapshot().context.cardId).toBe('card-discover');
    actor.send({ type: 'delivery.chooseCard', cardId: 'card-unknown' });
    expect(actor.getSnapshot().context.cardId).toBe('card-discover');
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    expect(orders[0]?.order.cardId).toBe('card-discover');
  });

  it('one store per order: the other store waits until the selection is empty, then brings its own dates', async () => {
    const actor = await started([twoStores]);
    const c = () => actor.getSnapshot().context;
    expect([c().selected, c().deliveryDate]).toEqual([['501234570', '501234590'], '25-Nov-2026 02:00PM']);
    expect(actor.getSnapshot().can({ type: 'delivery.toggle', rxRecordNumber: '501234581' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delivery.toggle', rxRecordNumber: '501239999' })).toBe(false);
    actor.send({ type: 'delivery.chooseDate', deliveryDate: '26-Nov-2026 02:00PM' });
    // Unticking one keeps the other and the chosen date (still offered by the store).
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234570' });
    expect([c().selected, c().deliveryDate]).toEqual([['501234590'], '26-Nov-2026 02:00PM']);
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234590' });
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect([c().selected, actor.getSnapshot().can({ type: 'delivery.submit' })]).toEqual([[], false]);
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234581' });
    expect([c().selected, c().deliveryDate]).toEqual([['501234581'], '27-Nov-2026 02:00PM']);
    expect(
      actor.getSnapshot().can({ type: 'delivery.chooseDate', deliveryDate: '25-Nov-2026 02:00PM' }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delivery.submit' })).toBe(true);
  });

  it("the first date is the selection's store's, whatever order the stores' dates come in", async () => {
    const actor = await started([
      { ...deliveryData, options: [OTHER_STORE_OPTIONS, ...deliveryData.options] },
    ]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.deliveryDate]).toEqual([
      'choosing',
      '25-Nov-2026 02:00PM',
    ]);
  });

  it('a store that offers no delivery date: none is chosen and Order Delivery cannot be submitted', async () => {
    const actor = await started([{ ...deliveryData, options: [] }]);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.selected]).toEqual([
      'choosing',
      ['501234570'],
    ]);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect([
      actor.getSnapshot().context.deliveryDate,
      actor.getSnapshot().can({ type: 'delivery.submit' }),
    ]).toEqual([null, false]);
  });

  it('a store listed with an empty list of dates: none is chosen, nothing fails, Order Delivery cannot be submitted', async () => {
    const actor = await started([
      { ...deliveryData, options: deliveryData.options.map((o) => ({ ...o, options: [] })) },
    ]);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    expect([
      actor.getSnapshot().status,
      actor.getSnapshot().value,
      actor.getSnapshot().context.deliveryDate,
      actor.getSnapshot().can({ type: 'delivery.submit' }),
    ]).toEqual(['active', 'choosing', null, false]);
  });

  it('before the data and after a finished order, the page shows nothing chosen while it loads', async () => {
    const { selectOrderDeliveryView } = await import(
      '../../machines/rx/orderDelivery/orderDelivery.selectors'
    );
    const empty = {
      prescriptions: [],
      facilities: [],
      options: [],
      cards: [],
      address: null,
      selected: [],
      deliveryDate: null,
      cardId: null,
      deliveryHasUserSign: false,
      result: null,
      error: null,
    };
    const waiting = await started(['never']);
    expect(selectOrderDeliveryView(waiting.getSnapshot())).toEqual({
      step: 'loading',
      canSubmit: false,
      ...empty,
    });
    const actor = await started([deliveryData, 'never']);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    actor.send({ type: 'delivery.reset' });
    expect(selectOrderDeliveryView(actor.getSnapshot())).toEqual({
      step: 'loading',
      canSubmit: false,
      ...empty,
    });
  });

  it('Try Again takes the error away while the order is sent again', async () => {
    const { actor } = await choosing(deliveryData, 1);
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    actor.send({ type: 'delivery.retry' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['submitting', null]);
  });
});
