// @vitest-environment node
/**
 * The prescriptions chart (pharmacy-portal.md §7.1, §4 "General loading", §2.2): one coverage test over the
 * generated paths, and an oracle table with literals from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Prescription } from '../../api/contracts/rx';
import {
  FIXTURE_PRESCRIPTIONS,
  prescriptionsModel,
} from '../../machines/rx/prescriptions/prescriptions.fixtures';
import {
  prescriptionsMachine,
  type VisibilityChange,
} from '../../machines/rx/prescriptions/prescriptions.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPrescriptions chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: prescriptionsMachine,
      events: prescriptionsModel.events as never,
      serializeState: prescriptionsModel.serializeState as never,
    });
    const report = coverage(prescriptionsMachine, mergeReached(reachedByPath(prescriptionsMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

function loaded(visibility: (c: VisibilityChange) => Promise<VisibilityChange> = async (c) => c) {
  const told: Prescription[][] = [];
  const saved: VisibilityChange[] = [];
  const actor = createActor(
    prescriptionsMachine.provide({
      actors: {
        fetchPrescriptions: fromPromise(async () => FIXTURE_PRESCRIPTIONS),
        setVisibility: fromPromise(async ({ input }) => {
          saved.push(input);
          return visibility(input);
        }),
      },
      actions: { refillsLoaded: (_, params) => told.push(params.prescriptions) },
    }),
  ).start();
  actor.send({ type: 'prescriptions.load' });
  return { actor, told, saved };
}

describe('rxPrescriptions chart: oracle (literals from the spec)', () => {
  it('tells the cart when the refills load (§2.2), once per load', async () => {
    const { actor, told } = loaded();
    await settle();
    expect(actor.getSnapshot().value).toEqual({ loaded: 'idle' });
    expect(told).toEqual([FIXTURE_PRESCRIPTIONS]);
    actor.send({ type: 'prescriptions.load' });
    expect(told).toHaveLength(1);
  });

  it('hides a prescription with POST /prescription/visibility (hidden flag per prescription)', async () => {
    const { actor, saved } = loaded();
    await settle();
    actor.send({
      type: 'prescriptions.setHidden',
      rxNumber: '1234573',
      patientNumber: '100234567',
      hidden: true,
    });
    await settle();
    expect(saved).toEqual([{ rxNumber: '1234573', patientNumber: '100234567', hidden: true }]);
    expect(actor.getSnapshot().context.prescriptions.find((p) => p.rxNumber === '1234573')?.hidden).toBe(
      true,
    );
  });

  it('a failed hide keeps the flag and says §8 generic', async () => {
    const { actor } = loaded(async () => {
      throw new Error('500');
    });
    await settle();
    actor.send({
      type: 'prescriptions.setHidden',
      rxNumber: '1234573',
      patientNumber: '100234567',
      hidden: true,
    });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
    expect(actor.getSnapshot().context.prescriptions.find((p) => p.rxNumber === '1234573')?.hidden).toBe(
      false,
    );
  });
});
