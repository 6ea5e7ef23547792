// @vitest-environment node
/**
 * The order-delivery chart (pharmacy-portal.md §2.1, §3 "Delivery order", §4 "Order delivery", §9): one coverage
 * test over the generated paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { OMEPRAZOLE } from '../../machines/rx/fixtures';
import {
  DELIVERY_RESULT,
  deliveryData,
  orderDeliveryInput,
  orderDeliveryModel,
} from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import {
  type DeliveryData,
  orderDeliveryMachine,
} from '../../machines/rx/orderDelivery/orderDelivery.machine';
import type { DeliveryOrder } from '../../api/contracts/rx-delivery';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxOrderDelivery chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: orderDeliveryMachine,
      events: orderDeliveryModel.events as never,
      serializeState: orderDeliveryModel.serializeState as never,
      input: orderDeliveryModel.input,
    });
    const report = coverage(
      orderDeliveryMachine,
      mergeReached(reachedByPath(orderDeliveryMachine, paths, orderDeliveryModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

async function choosing(data: DeliveryData = deliveryData, failures = 0) {
  const orders: { order: DeliveryOrder; key: string }[] = [];
  let loads = 0;
  let left = failures;
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
});
