// @vitest-environment node
/**
 * The pay-online chart's oracle table (pharmacy-portal.md §2.1, §3 "Payment association", §4 "Online pay", §8, §9):
 * each expected value is a literal copied from the spec, never the chart's own constant. The coverage replay over
 * the generated paths is rxPayOnline.model.test.ts. This file is the chart's part of the mutation gate (PHARMACY_GATED
 * in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ONLINE_PAYMENT,
  onlinePayData,
  PAYMENT_INTENT,
  payOnlineInput,
} from '../../machines/rx/payOnline/payOnline.fixtures';
import type { OnlinePayData } from '../../machines/rx/payOnline/payOnline.machine';
import { AMOXICILLIN, DISCOVER_CARD, EXPIRED_CARD, VISA_CARD } from '../../machines/rx/fixtures';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** Runs the chart against recording actors; `fail` names the actor that fails (once). */
async function ready(data: OnlinePayData = onlinePayData, fail: string[] = []) {
  const calls: { actor: string; input: unknown }[] = [];
  const step =
    // biome-ignore lint/suspicious/noExplicitAny: a recording stand-in for actors of several input types
    <T>(name: string, output: T): any =>
      fromPromise<T, unknown>(async ({ input }) => {
        calls.push({ actor: name, input });
        const at = fail.indexOf(name);
        if (at >= 0) {
          fail.splice(at, 1);
          throw new Error('500');
        }
        return output;
      });
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { payOnlineMachine } = await import('../../machines/rx/payOnline/payOnline.machine');
  const actor = createActor(
    payOnlineMachine.provide({
      actors: {
        loadOnlinePay: step('loadOnlinePay', data),
        createPaymentIntent: step('createPaymentIntent', PAYMENT_INTENT),
        createOnlinePayment: step('createOnlinePayment', ONLINE_PAYMENT),
        associatePayment: step('associatePayment', {
          paymentId: ONLINE_PAYMENT.paymentId,
          status: 'ASSOCIATED' as const,
          rxRecordNumbers: ['501234569'],
        }),
      },
    }),
    { input: payOnlineInput },
  ).start();
  await settle();
  return { actor, calls };
}

describe('rxPayOnline chart: oracle (literals from the spec)', () => {
  it('offers only in-progress prescriptions not paid yet, selected, with the preferred usable card', async () => {
    const { actor } = await ready();
    const c = actor.getSnapshot().context;
    expect(c.prescriptions.map((p) => p.rxNumber)).toEqual(['1234569']);
    expect([c.selected, c.cardId, c.termsAccepted]).toEqual([['501234569'], 'card-visa', false]);
  });

  it('Pay Now needs the card usage terms accepted; an expired card cannot be chosen', async () => {
    const { actor } = await ready();
    expect(actor.getSnapshot().can({ type: 'payOnline.submit' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'payOnline.chooseCard', cardId: 'card-mc' })).toBe(false);
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    expect(actor.getSnapshot().can({ type: 'payOnline.submit' })).toBe(true);
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234569' });
    expect(actor.getSnapshot().can({ type: 'payOnline.submit' })).toBe(false);
  });

  it('sends the intent (ACH_CARD), the payment and the PAYSYS association the spec describes', async () => {
    const { actor, calls } = await ready();
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');
    const inputs = calls.filter((c) => c.actor !== 'loadOnlinePay').map((c) => c.input) as Array<
      Record<string, unknown>
    >;
    expect(inputs[0]?.request).toEqual({ cardType: 'ACH_CARD', paymentMethodId: 'card-visa' });
    expect(inputs[1]).toMatchObject({
      userId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01',
      request: { amount: '8.40', cartSize: 1, paymentMethodId: 'card-visa', pickupStoreId: '01400412' },
    });
    expect(inputs[2]).toMatchObject({
      paymentId: '9b2f5c1e-0000-4000-8000-000000000001',
      association: {
        paymentType: 'PAYSYS',
        transactions: [
          {
            facilityId: '01400412',
            creditCardId: 'card-visa',
            fraudToken: 'fraud-token-1',
            loyaltyNum: '4800012345678',
            patientNumber: '100234567',
            prescriptions: [{ rxRecordNum: '501234569', rxFillSeq: '1', patientPayAmount: 8.4 }],
          },
        ],
      },
    });
    // One key for the attempt, one suffix per step.
    const keys = inputs.map((i) => String(i.key));
    expect(keys.map((k) => k.split(':')[1])).toEqual(['intent', 'payment', 'associate']);
    expect(new Set(keys.map((k) => k.split(':')[0])).size).toBe(1);
    // Cleared: nothing selected, the paid prescription gone, the card kept for the message.
    const c = actor.getSnapshot().context;
    expect([c.selected, c.prescriptions.length, c.paidCard?.lastFour]).toEqual([[], 0, '1111']);
  });

  it('sends the amount "1" when no amount is known (§9)', async () => {
    const tbd = { ...AMOXICILLIN, patientPayAmount: 0.0001 };
    const { actor, calls } = await ready({ ...onlinePayData, prescriptions: [tbd] });
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    await settle();
    const payment = calls.find((c) => c.actor === 'createOnlinePayment')?.input as {
      request: { amount: string };
    };
    expect(payment.request.amount).toBe('1');
  });

  it.each([
    {
      fails: 'createPaymentIntent',
      resumes: ['createPaymentIntent', 'createOnlinePayment', 'associatePayment'],
    },
    { fails: 'createOnlinePayment', resumes: ['createOnlinePayment', 'associatePayment'] },
    { fails: 'associatePayment', resumes: ['associatePayment'] },
  ])('$fails fails: §8 text; Try Again resumes there with the same key', async ({ fails, resumes }) => {
    const { actor, calls } = await ready(onlinePayData, [fails]);
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(
      'There was an error setting up online pay.  Please try again.',
    );
    const before = calls.length;
    const key = actor.getSnapshot().context.idempotencyKey;
    actor.send({ type: 'payOnline.retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');
    const retried = calls.slice(before);
    expect(retried.map((c) => c.actor)).toEqual(resumes);
    expect(retried.every((c) => String((c.input as { key: string }).key).startsWith(`${key}:`))).toBe(true);
  });

  it('Change Selection after a failure starts a new attempt (new key)', async () => {
    const { actor } = await ready(onlinePayData, ['associatePayment']);
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    await settle();
    actor.send({ type: 'payOnline.edit' });
    const c = actor.getSnapshot().context;
    expect([actor.getSnapshot().value, c.idempotencyKey, c.intent, c.payment, c.error]).toEqual([
      'ready',
      null,
      null,
      null,
      null,
    ]);
    expect(VISA_CARD.cardId).toBe(c.cardId);
  });
  it('the page reads its step, busy and Pay Now from the chart at each stage', async () => {
    const { selectPayOnlineView } = await import('../../machines/rx/payOnline/payOnline.selectors');
    const { actor } = await ready(onlinePayData, ['associatePayment']);
    const view = () => selectPayOnlineView(actor.getSnapshot());
    expect([view().step, view().busy, view().canSubmit]).toEqual(['ready', false, false]);
    expect([view().prescriptions.map((p) => p.rxNumber), view().selected, view().cardId]).toEqual([
      ['1234569'],
      ['501234569'],
      'card-visa',
    ]);
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    expect([view().termsAccepted, view().canSubmit]).toEqual([true, true]);
    actor.send({ type: 'payOnline.submit' });
    expect([view().step, view().busy, view().canSubmit]).toEqual(['settingUp', true, false]);
    await settle();
    expect([view().step, view().busy, view().error]).toEqual([
      'failed',
      false,
      'There was an error setting up online pay.  Please try again.',
    ]);
    actor.send({ type: 'payOnline.retry' });
    await settle();
    expect([view().step, view().busy, view().paidCard?.cardId, view().prescriptions]).toEqual([
      'paid',
      false,
      'card-visa',
      [],
    ]);
  });

  it('the page reads loading, then the failed load with §8 "Online pay setup", and loading again', async () => {
    const { selectPayOnlineView } = await import('../../machines/rx/payOnline/payOnline.selectors');
    const { payOnlineMachine } = await import('../../machines/rx/payOnline/payOnline.machine');
    const waiting = createActor(
      payOnlineMachine.provide({
        actors: { loadOnlinePay: fromPromise<OnlinePayData>(() => new Promise<OnlinePayData>(() => {})) },
      }),
      { input: payOnlineInput },
    ).start();
    const w = selectPayOnlineView(waiting.getSnapshot());
    expect([w.step, w.busy]).toEqual(['loading', true]);
    waiting.stop();
    const failing = createActor(
      payOnlineMachine.provide({
        actors: { loadOnlinePay: fromPromise<OnlinePayData>(async () => Promise.reject(new Error('500'))) },
      }),
      { input: payOnlineInput },
    ).start();
    await settle();
    const v = selectPayOnlineView(failing.getSnapshot());
    expect([v.step, v.busy, v.error]).toEqual([
      'loadFailed',
      false,
      'There was an error setting up online pay.  Please try again.',
    ]);
    failing.send({ type: 'payOnline.load' });
    expect(selectPayOnlineView(failing.getSnapshot()).step).toBe('loading');
  });
});

/** A second in-progress, unpaid prescription of the same store (one payment may cover both). */
const AMOXICILLIN_SECOND: typeof AMOXICILLIN = {
  ...AMOXICILLIN,
  rxNumber: '1234591',
  rxRecordNumber: '501234591',
};

describe('rxPayOnline chart: oracle, each rule from both sides', () => {
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
    const { actor } = await ready({
      ...onlinePayData,
      cards: cards.map((id) => byId[id as keyof typeof byId]),
    });
    expect(actor.getSnapshot().context.cardId).toBe(chosen);
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    expect(actor.getSnapshot().can({ type: 'payOnline.submit' })).toBe(chosen !== null);
  });

  it('pays with another usable card chosen; the paid card is that one; what was not paid stays listed', async () => {
    const { actor, calls } = await ready({
      ...onlinePayData,
      prescriptions: [AMOXICILLIN, AMOXICILLIN_SECOND],
    });
    const c = () => actor.getSnapshot().context;
    expect(c().selected).toEqual(['501234569', '501234591']);
    // Unticking one keeps the other.
    actor.send({ type: 'payOnline.toggle', rxRecordNumber: '501234591' });
    expect(c().selected).toEqual(['501234569']);
    expect(actor.getSnapshot().can({ type: 'payOnline.toggle', rxRecordNumber: '501239999' })).toBe(false);
    actor.send({ type: 'payOnline.chooseCard', cardId: 'card-discover' });
    actor.send({ type: 'payOnline.chooseCard', cardId: 'card-mc' });
    expect(c().cardId).toBe('card-discover');
    actor.send({ type: 'payOnline.acceptTerms', accepted: true });
    actor.send({ type: 'payOnline.submit' });
    const key = c().idempotencyKey;
    expect(typeof key === 'string' && key.length > 0).toBe(true);
    await settle();
    expect(calls.find((x) => x.actor === 'createPaymentIntent')?.input).toEqual({
      request: { cardType: 'ACH_CARD', paymentMethodId: 'card-discover' },
      key: `${key}:intent`,
    });
    expect(actor.getSnapshot().value).toBe('paid');
    expect([c().paidCard?.cardId, c().prescriptions.map((p) => p.rxRecordNumber), c().selected]).toEqual([
      'card-discover',
      ['501234591'],
      [],
    ]);
    expect(c().termsAccepted).toBe(false);
  });

  it('before its data the page lists nothing, chooses nothing and has no terms accepted', async () => {
    const { selectPayOnlineView } = await import('../../machines/rx/payOnline/payOnline.selectors');
    const { payOnlineMachine } = await import('../../machines/rx/payOnline/payOnline.machine');
    const waiting = createActor(
      payOnlineMachine.provide({
        actors: { loadOnlinePay: fromPromise<OnlinePayData>(() => new Promise<OnlinePayData>(() => {})) },
      }),
      { input: payOnlineInput },
    ).start();
    expect(selectPayOnlineView(waiting.getSnapshot())).toEqual({
      step: 'loading',
      busy: true,
      canSubmit: false,
      prescriptions: [],
      facilities: [],
      cards: [],
      selected: [],
      cardId: null,
      termsAccepted: false,
      paidCard: null,
      error: null,
    });
  });
});
