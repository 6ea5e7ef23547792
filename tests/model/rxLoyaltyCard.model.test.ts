// @vitest-environment node
/**
 * The loyalty-card chart (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"; §9): coverage over the generated
 * paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { LoyaltyCardResponse } from '../../api/contracts/rx-profile';
import { loyaltyCardModel } from '../../machines/rx/loyaltyCard/loyaltyCard.fixtures';
import { loyaltyCardMachine } from '../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxLoyaltyCard chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: loyaltyCardMachine,
      events: loyaltyCardModel.events as never,
      serializeState: loyaltyCardModel.serializeState as never,
      input: loyaltyCardModel.input,
    });
    const report = coverage(
      loyaltyCardMachine,
      mergeReached(reachedByPath(loyaltyCardMachine, paths, loyaltyCardModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const tick = () => new Promise((r) => setTimeout(r, 0));

function start(card: string | null, failing = false) {
  const calls: unknown[] = [];
  const toasts: { heading: string }[] = [];
  let refreshed = 0;
  const actor = createActor(
    loyaltyCardMachine.provide({
      actors: {
        saveLoyaltyCard: fromPromise<
          LoyaltyCardResponse,
          { patientNumber: string; loyaltyCardNumber: string }
        >(async ({ input }) => {
          calls.push(['PUT', input]);
          if (failing) throw new Error('500');
          const n = input.loyaltyCardNumber;
          return { loyaltyCardNumber: n, alternateId: n.length === 10 ? n : null };
        }),
        deleteLoyaltyCard: fromPromise<LoyaltyCardResponse, { patientNumber: string }>(async ({ input }) => {
          calls.push(['DELETE', input]);
          if (failing) throw new Error('500');
          return { loyaltyCardNumber: null, alternateId: null };
        }),
      },
      actions: {
        notify: (_, p) => toasts.push(p.toast),
        refreshPatients: () => {
          refreshed += 1;
        },
      },
    }),
    { input: { patientNumber: '100234567', loyaltyCardNumber: card, alternateId: null } },
  ).start();
  actor.send({ type: 'loyalty.edit' });
  return { actor, calls, toasts, refreshed: () => refreshed };
}

describe('rxLoyaltyCard chart: oracle (literals from the spec)', () => {
  it.each([
    { card: '4800012345678', value: '1234567890', call: 'PUT', message: null },
    { card: null, value: '12345678901', call: 'PUT', message: null },
    { card: null, value: '1234567890123', call: 'PUT', message: null },
    { card: '4800012345678', value: '', call: 'DELETE', message: null },
    { card: null, value: '', call: null, message: 'Number is a required field' },
    {
      card: null,
      value: '123456789',
      call: null,
      message: 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
    },
    {
      card: '4800012345678',
      value: '12345678901234',
      call: null,
      message: 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
    },
  ])('card $card, saving "$value": $call $message', async ({ card, value, call, message }) => {
    const { actor, calls } = start(card);
    actor.send({ type: 'loyalty.save', value });
    await tick();
    expect(calls.map((c) => (c as unknown[])[0])).toEqual(call ? [call] : []);
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().value).toBe(call ? 'viewing' : 'editing');
  });

  it('a 10-character number is also stored as the alternate id; the patients are read again', async () => {
    const { actor, calls, toasts, refreshed } = start(null);
    actor.send({ type: 'loyalty.save', value: ' 1234567890 ' });
    await tick();
    expect(calls).toEqual([['PUT', { patientNumber: '100234567', loyaltyCardNumber: '1234567890' }]]);
    expect(actor.getSnapshot().context).toMatchObject({
      loyaltyCardNumber: '1234567890',
      alternateId: '1234567890',
    });
    expect(toasts.map((t) => t.heading)).toEqual(['Loyalty card saved']);
    expect(refreshed()).toBe(1);
  });

  it('a failed save stays in the form with the failure toast', async () => {
    const { actor, toasts } = start('4800012345678', true);
    actor.send({ type: 'loyalty.save', value: '' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts.map((t) => t.heading)).toEqual(['Loyalty card not saved']);
  });
});
