// @vitest-environment node
/**
 * Pharmacy rules with a default or a guard, each with a fixture on both sides of it (a fixture that sits on one side
 * only passes whatever the rule does): the guest refill's "only valid and refillable" with a not-refillable result
 * that has a record number, and its contact phone; bulk auto-refill answers with a failed item; pay online and order
 * delivery with prescriptions of two stores (one store per order); the new-patient request's limit of ten; the session
 * modal's countdown with §9's expiry and with a shorter one the server announces.
 * Expected values are literals from the spec and docs/choices.md.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AutoRefillUpdateResult } from '../../api/contracts/rx-auto-refill';
import { autoRefillData } from '../../machines/rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import {
  AMOXICILLIN,
  LISINOPRIL_OTHER_STORE,
  METOPROLOL_OTHER_STORE,
  OMEPRAZOLE,
} from '../../machines/rx/fixtures';
import { guestValidation, PICKUP_TIMES } from '../../machines/rx/guestRefill/guestRefill.fixtures';
import { type GuestValidation, guestRefillMachine } from '../../machines/rx/guestRefill/guestRefill.machine';
import { transferItem } from '../../machines/rx/newPatient/newPatient.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { linkStatuses } from '../../machines/rx/link/link.fixtures';
import {
  DELIVERY_RESULT,
  deliveryData,
  orderDeliveryInput,
  STORE_DELIVERY_OPTIONS,
} from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import { orderDeliveryMachine } from '../../machines/rx/orderDelivery/orderDelivery.machine';
import {
  ONLINE_PAYMENT,
  onlinePayData,
  PAYMENT_INTENT,
  payOnlineInput,
} from '../../machines/rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { timingsFrom } from '../../domain/rx/session';
import { runWith } from './identity-support';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('guest refill: only a valid and refillable prescription is ordered, whatever else the answer carries', () => {
  /** The server's answer where the not-refillable prescription comes back with its record number. */
  const withRecords: GuestValidation = {
    ...guestValidation,
    results: guestValidation.results.map((r) =>
      r.status === 'VALID_NOT_REFILLABLE' ? { ...r, rxRecordNumber: '501234573' } : r,
    ),
  };

  async function reviewing(validation: GuestValidation) {
    const actor = createActor(
      guestRefillMachine.provide({
        actors: {
          validatePrescriptions: fromPromise(async () => validation),
          orderGuestRefill: fromPromise(async () => new Promise<never>(() => {})),
        } as never,
      }),
    ).start();
    actor.send({ type: 'guestRefill.check', pharmacyPhone: '5135550100', rxNumbers: ['1234567', '1234573'] });
    await settle();
    return actor;
  }

  it('a not-refillable result with a record number is neither ticked nor tickable; the refillable one is both', async () => {
    const actor = await reviewing(withRecords);
    expect(actor.getSnapshot().context.selected).toEqual(['501234567']);
    expect(actor.getSnapshot().can({ type: 'guestRefill.toggle', rxRecordNumber: '501234573' })).toBe(false);
    actor.send({ type: 'guestRefill.toggle', rxRecordNumber: '501234573' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234567']);
    actor.send({ type: 'guestRefill.toggle', rxRecordNumber: '501234567' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    actor.send({ type: 'guestRefill.toggle', rxRecordNumber: '501234567' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234567']);
  });

  it('the contact phone goes out as its 10 digits: "5135550142" is taken, "(513) 555-0142" and "513555014" are not', async () => {
    const actor = await reviewing(guestValidation);
    const submit = (contactPhone: string) =>
      actor.getSnapshot().can({ type: 'guestRefill.submit', contactPhone, pickupTime: PICKUP_TIMES[0]! });
    expect(submit('5135550142')).toBe(true);
    expect(submit('(513) 555-0142')).toBe(false);
    expect(submit('513555014')).toBe(false);
  });
});

describe('bulk auto-refill: each item follows its own result', () => {
  it('a failed item of a pause keeps its enrolment; a successful one is paused (updateSuccessful false vs true)', async () => {
    const answers: AutoRefillUpdateResult[][] = [
      // Pause: 501234567 (enrolled) fails.
      [{ rxRecordNumber: '501234567', updateSuccessful: false, refillOption: 'NONE' }],
      // Enrol all: 501234568 (eligible) succeeds.
      [{ rxRecordNumber: '501234568', updateSuccessful: true, refillOption: 'AUTO_REFILL' }],
      // Pause again: both were sent; 501234567 succeeds, 501234568 fails.
      [
        { rxRecordNumber: '501234567', updateSuccessful: true, refillOption: 'NONE' },
        { rxRecordNumber: '501234568', updateSuccessful: false, refillOption: 'NONE' },
      ],
    ];
    const sent: unknown[] = [];
    const actor = createActor(
      autoRefillMachine.provide({
        actors: {
          loadAutoRefill: fromPromise(async () => structuredClone(autoRefillData)),
          updatePrescriptions: fromPromise(async ({ input }) => {
            sent.push(input);
            return answers.shift() ?? [];
          }),
        } as never,
        actions: { notify: () => {}, goToMain: () => {} },
      }),
      { input: { patientNumber: null, openForm: false } },
    ).start();
    await settle();
    const enrolled = () =>
      Object.fromEntries(
        actor
          .getSnapshot()
          .context.prescriptions.filter((p) => ['501234567', '501234568'].includes(p.rxRecordNumber))
          .map((p) => [p.rxRecordNumber, [p.rxEnrolledAutoRefill, p.refillProgramType]]),
      );
    expect(enrolled()).toEqual({ '501234567': [true, 'AUTO_REFILL'], '501234568': [false, 'NONE'] });

    actor.send({ type: 'autoRefill.pause' });
    await settle();
    expect(enrolled()).toEqual({ '501234567': [true, 'AUTO_REFILL'], '501234568': [false, 'NONE'] });

    actor.send({ type: 'autoRefill.enrollAll' });
    await settle();
    expect(enrolled()).toEqual({ '501234567': [true, 'AUTO_REFILL'], '501234568': [true, 'AUTO_REFILL'] });

    actor.send({ type: 'autoRefill.pause' });
    await settle();
    expect(sent.at(-1)).toEqual({
      patientNumber: '100234567',
      prescriptions: [
        { rxRecordNumber: '501234567', refillOption: 'NONE' },
        { rxRecordNumber: '501234568', refillOption: 'NONE' },
      ],
    });
    expect(enrolled()).toEqual({ '501234567': [false, 'NONE'], '501234568': [true, 'AUTO_REFILL'] });
  });
});

describe('pay online: prescriptions of one store per payment', () => {
  async function ready() {
    const calls: { actor: string; input: unknown }[] = [];
    const record = <T>(name: string, output: T) =>
      fromPromise<T, unknown>(async ({ input }) => {
        calls.push({ actor: name, input });
        return output;
      });
    const actor = createActor(
      payOnlineMachine.provide({
        actors: {
          loadOnlinePay: record('loadOnlinePay', {
            ...onlinePayData,
            prescriptions: [AMOXICILLIN, METOPROLOL_OTHER_STORE],
          }),
          createPaymentIntent: record('createPaymentIntent', PAYMENT_INTENT),
          createOnlinePayment: record('createOnlinePayment', ONLINE_PAYMENT),
          associatePayment: record('associatePayment', {
            paymentId: ONLINE_PAYMENT.paymentId,
            status: 'ASSOCIATED' as const,
            rxRecordNumbers: ['501234580'],
          }),
        } as never,
      }),
      { input: payOnlineInput },
    ).start();
    await settle();
    return { actor, calls };
  }

  it("opens with the first store's prescription; another store's is refused while it is chosen, taken once it is not", async () => {
    const { actor } = await ready();
    expect(actor.getSnapshot().context.selected).toEqual(['501234569']);
    expect(actor.getSnapshot().can({ type: 'payOnline.toggle', rxRecordNumber: '501234580' })).toBe(false);
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234580' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234569']);
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234569' });
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234580' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234580']);
  });

  it("pays the other store's prescription at that store (pickupStoreId 01400388)", async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234569' });
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234580' });
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    for (let i = 0; i < 5; i++) await settle();
    const payment = calls.find((c) => c.actor === 'createOnlinePayment')?.input as {
      request: { pickupStoreId: string };
    };
    expect(payment.request.pickupStoreId).toBe('01400388');
  });
});

describe('order delivery: prescriptions of one store per order', () => {
  const OTHER_STORE_OPTIONS = {
    ...STORE_DELIVERY_OPTIONS,
    facilityId: '01400388',
    options: [{ deliveryDate: '27-Nov-2026 02:00PM', date: '2026-11-27' }],
  };

  async function choosing() {
    const orders: { order: { facilityId: string; prescriptions: { rxNumber: string }[] } }[] = [];
    const actor = createActor(
      orderDeliveryMachine.provide({
        actors: {
          loadDelivery: fromPromise(async () => ({
            ...deliveryData,
            prescriptions: [OMEPRAZOLE, LISINOPRIL_OTHER_STORE],
            options: [STORE_DELIVERY_OPTIONS, OTHER_STORE_OPTIONS],
          })),
          stageDeliveryOrder: fromPromise(async ({ input }) => {
            orders.push(input as never);
            return DELIVERY_RESULT;
          }),
        } as never,
      }),
      { input: orderDeliveryInput },
    ).start();
    await settle();
    return { actor, orders };
  }

  it("opens with the first store's prescription; another store's is refused while it is chosen, taken once it is not", async () => {
    const { actor } = await choosing();
    expect(actor.getSnapshot().context.selected).toEqual(['501234570']);
    expect(actor.getSnapshot().can({ type: 'delivery.toggle', rxRecordNumber: '501234581' })).toBe(false);
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234581' });
    expect(actor.getSnapshot().context.selected).toEqual(['501234570']);
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234570' });
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234581' });
    const c = actor.getSnapshot().context;
    // The other store's own delivery date comes with it.
    expect([c.selected, c.deliveryDate]).toEqual([['501234581'], '27-Nov-2026 02:00PM']);
  });

  it("orders the other store's prescription from that store (facilityId 01400388)", async () => {
    const { actor, orders } = await choosing();
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234570' });
    actor.send({ type: 'delivery.toggle', rxRecordNumber: '501234581' });
    actor.send({ type: 'delivery.acceptTerms', accepted: true });
    actor.send({ type: 'delivery.submit' });
    await settle();
    expect(orders[0]?.order.facilityId).toBe('01400388');
    expect(orders[0]?.order.prescriptions.map((p) => p.rxNumber)).toEqual(['1234581']);
  });
});

describe('new-patient request: ten prescriptions at most', () => {
  it('the tenth prescription is added, the eleventh is refused', async () => {
    const run = runWith(newPatientMachine, {
      loadStatus: () => linkStatuses.fresh,
      saveAccountHolder: () => '7712345678',
      challengeCreate: () => ({ outcome: 'saved', preferredDevice: false }),
      submitRequest: () => 'req-1',
    });
    await settle();
    const add = { type: 'newPatient.addPrescription', item: transferItem } as const;
    for (let i = 0; i < 9; i++) run.actor.send(add);
    expect(run.actor.getSnapshot().can(add)).toBe(true);
    run.actor.send(add);
    expect(run.actor.getSnapshot().context.items).toHaveLength(10);
    expect(run.actor.getSnapshot().can(add)).toBe(false);
    run.actor.send(add);
    expect(run.actor.getSnapshot().context.items).toHaveLength(10);
  });
});

describe('session countdown: the expiry less its first second', () => {
  it('§9: 61 s expiry, the modal counts from 60 (the chart starts there); the server’s 6 s, from 5', () => {
    expect(createActor(rxSessionMachine).getSnapshot().context.countdown).toBe(60);
    expect(timingsFrom({ warningSeconds: 540, expirySeconds: 61 }).countdownStart).toBe(60);
    expect(timingsFrom({ warningSeconds: 3, expirySeconds: 6 }).countdownStart).toBe(5);
  });
});
