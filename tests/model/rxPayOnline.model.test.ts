// @vitest-environment node
/**
 * The pay-online chart (pharmacy-portal.md §2.1, §3 "Payment association", §4 "Online pay", §8, §9): one coverage
 * test over the generated paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  ONLINE_PAYMENT,
  onlinePayData,
  PAYMENT_INTENT,
  payOnlineInput,
  payOnlineModel,
} from '../../machines/rx/payOnline/payOnline.fixtures';
import { type OnlinePayData, payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { AMOXICILLIN, VISA_CARD } from '../../machines/rx/fixtures';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPayOnline chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: payOnlineMachine,
      events: payOnlineModel.events as never,
      serializeState: payOnlineModel.serializeState as never,
      input: payOnlineModel.input,
    });
    const report = coverage(
      payOnlineMachine,
      mergeReached(reachedByPath(payOnlineMachine, paths, payOnlineModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

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
});
