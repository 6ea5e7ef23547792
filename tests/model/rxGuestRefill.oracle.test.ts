// @vitest-environment node
/**
 * The guest refill chart's oracle table (pharmacy-portal.md §2.1, §3 "Guest refill", §4 "Guest easy fill", §8): each
 * expected value is a literal copied from the spec, never the chart's own constant. The coverage replay over the
 * generated paths is rxGuestRefill.model.test.ts. This file is the guest refill's part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { GuestRefillOrder } from '../../api/contracts/rx-guest-refill';
import { serverError } from '../../machines/rx/fixtures';
import {
  GUEST_ORDER_RESULT,
  guestValidation,
  PICKUP_TIMES,
} from '../../machines/rx/guestRefill/guestRefill.fixtures';

const settle = () => new Promise((r) => setTimeout(r, 0));

async function reviewing(
  orderAnswers: unknown[] = [GUEST_ORDER_RESULT],
  validation: unknown = guestValidation,
) {
  const orders: { order: GuestRefillOrder; key: string }[] = [];
  const checks: unknown[] = [];
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { guestRefillMachine } = await import('../../machines/rx/guestRefill/guestRefill.machine');
  const actor = createActor(
    guestRefillMachine.provide({
      actors: {
        validatePrescriptions: fromPromise(async ({ input }) => {
          checks.push(input);
          if (validation instanceof Error) throw validation;
          return validation;
        }),
        orderGuestRefill: fromPromise(
          async ({ input }: { input: { order: GuestRefillOrder; key: string } }) => {
            orders.push(input);
            const answer = orderAnswers.shift();
            if (answer instanceof Error || (answer as { name?: string })?.name === 'ApiError') throw answer;
            return answer;
          },
        ),
      } as never,
    }),
  ).start();
  actor.send({
    type: 'guestRefill.check',
    pharmacyPhone: '5135550100',
    rxNumbers: ['1234567', '1234573', '7654321'],
  });
  await settle();
  return { actor, orders, checks };
}

const submit = {
  type: 'guestRefill.submit',
  contactPhone: '5135550142',
  pickupTime: PICKUP_TIMES[0] ?? '',
} as const;

describe('rxGuestRefill chart: oracle (literals from the spec)', () => {
  it('validates each prescription with the phone; only the valid-and-refillable one can be ordered', async () => {
    const { actor, checks } = await reviewing();
    expect(checks).toEqual([{ pharmacyPhone: '5135550100', rxNumbers: ['1234567', '1234573', '7654321'] }]);
    expect(actor.getSnapshot().context.selected).toEqual(['501234567']);
    expect(actor.getSnapshot().can({ type: 'guestRefill.toggle', rxRecordNumber: '501234567' })).toBe(true);
    // The not-refillable and invalid ones have no record to order.
    expect(actor.getSnapshot().can({ type: 'guestRefill.toggle', rxRecordNumber: '501234573' })).toBe(false);
    actor.send({ type: 'guestRefill.toggle', rxRecordNumber: '501234567' });
    expect(actor.getSnapshot().can(submit)).toBe(false);
  });

  it('refuses a pickup time the pharmacy did not offer or a phone without 10 digits', async () => {
    const { actor } = await reviewing();
    expect(actor.getSnapshot().can({ ...submit, pickupTime: '2026-11-24T03:00:00.000Z' })).toBe(false);
    expect(actor.getSnapshot().can({ ...submit, contactPhone: '555' })).toBe(false);
    expect(actor.getSnapshot().can(submit)).toBe(true);
  });

  it('orders the §3 shape; the confirmation opens when the answer arrives and the form resets', async () => {
    const { actor, orders } = await reviewing();
    actor.send(submit);
    expect(actor.getSnapshot().value).toBe('submitting');
    await settle();
    expect(orders[0]?.order).toEqual({
      rxRecords: [{ rxNumber: '1234567', rxRecordNumber: '501234567' }],
      facilityId: '01400412',
      pickupTime: '2026-11-24T19:00:00.000Z',
      contactPhone: '5135550142',
    });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('confirmed');
    expect(c.confirmation?.orderId).toBe('a11ce000-0000-4000-8000-000000000001');
    expect([c.pharmacyPhone, c.rxNumbers, c.results, c.selected, c.contactPhone, c.pickupTime]).toEqual([
      '',
      [],
      [],
      [],
      '',
      null,
    ]);
    actor.send({ type: 'guestRefill.close' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.confirmation]).toEqual(['editing', null]);
  });

  it.each([
    {
      answer: serverError('POST /rx/api/anonymous/guest-refill/order', 422),
      text: 'You have entered incorrect or invalid information.  Please check your information and try again.',
    },
    {
      answer: serverError('POST /rx/api/anonymous/guest-refill/order', 500),
      text: 'We were unable to complete your request at this time, please try again.',
    },
  ])(
    'a refused order ($answer.status) stores §8 "$text"; the retry keeps the key',
    async ({ answer, text }) => {
      const { actor, orders } = await reviewing([answer, GUEST_ORDER_RESULT]);
      actor.send(submit);
      await settle();
      expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['reviewing', text]);
      actor.send(submit);
      await settle();
      expect(actor.getSnapshot().value).toBe('confirmed');
      expect(orders[1]?.key).toBe(orders[0]?.key);
    },
  );

  it('a changed request gets a new key', async () => {
    const { actor, orders } = await reviewing([serverError('x', 500), GUEST_ORDER_RESULT]);
    actor.send(submit);
    await settle();
    actor.send({ ...submit, pickupTime: PICKUP_TIMES[1] ?? '' });
    await settle();
    expect(orders[1]?.key).not.toBe(orders[0]?.key);
  });

  it('a failed validation call goes back to the form with the generic text', async () => {
    const { actor } = await reviewing([], new Error('500'));
    expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual([
      'editing',
      'We were unable to complete your request at this time, please try again.',
    ]);
  });
});

describe('rxGuestRefill chart: oracle, each rule from both sides', () => {
  /** Two refillable prescriptions; a not-refillable one that has a record number; a refillable one without. */
  const mixed = {
    ...guestValidation,
    results: [
      {
        rxNumber: '1234567',
        facilityId: '01400412',
        status: 'VALID_REFILLABLE',
        rxRecordNumber: '501234567',
      },
      {
        rxNumber: '1234568',
        facilityId: '01400412',
        status: 'VALID_REFILLABLE',
        rxRecordNumber: '501234568',
      },
      {
        rxNumber: '1234573',
        facilityId: '01400412',
        status: 'VALID_NOT_REFILLABLE',
        rxRecordNumber: '501234573',
      },
      { rxNumber: '1234574', facilityId: '01400412', status: 'VALID_REFILLABLE', rxRecordNumber: null },
    ],
  } as const;

  it('only refillable prescriptions with a record are ticked and ordered; unticking one keeps the other', async () => {
    const { actor, orders } = await reviewing([GUEST_ORDER_RESULT], mixed);
    expect(actor.getSnapshot().context.selected).toEqual(['501234567', '501234568']);
    actor.send({ type: 'guestRefill.toggle', rxRecordNumber: '501234567' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234568']);
    actor.send(submit);
    await settle();
    expect(orders[0]?.order.rxRecords).toEqual([{ rxNumber: '1234568', rxRecordNumber: '501234568' }]);
  });

  it('no pharmacy has that phone: the results show but nothing can be ordered', async () => {
    const { actor } = await reviewing([GUEST_ORDER_RESULT], { ...guestValidation, facility: null });
    expect([actor.getSnapshot().value, actor.getSnapshot().can(submit)]).toEqual(['reviewing', false]);
  });

  it('Change Prescriptions goes back to the form with the results, ticks, store and times cleared', async () => {
    const { actor } = await reviewing([serverError('POST /rx/api/anonymous/guest-refill/order', 500)]);
    actor.send(submit);
    await settle();
    actor.send({ type: 'guestRefill.edit' });
    const c = actor.getSnapshot().context;
    expect(actor.getSnapshot().value).toBe('editing');
    expect([c.results, c.selected, c.facility, c.pickupTimes, c.idempotencyKey, c.error]).toEqual([
      [],
      [],
      null,
      [],
      null,
      null,
    ]);
  });

  it('opens on an empty form', async () => {
    const { guestRefillMachine } = await import('../../machines/rx/guestRefill/guestRefill.machine');
    const s = createActor(guestRefillMachine).start().getSnapshot();
    expect(s.value).toBe('editing');
    expect(s.context).toEqual({
      pharmacyPhone: '',
      rxNumbers: [],
      facility: null,
      results: [],
      pickupTimes: [],
      selected: [],
      contactPhone: '',
      pickupTime: null,
      keyedOrder: null,
      idempotencyKey: null,
      confirmation: null,
      error: null,
    });
  });
});
