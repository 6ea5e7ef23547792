// @vitest-environment node
/**
 * The prescriptions chart (pharmacy-portal.md §7.1, §4 "General loading", §2.2): the coverage test over the
 * generated paths. Its oracle table, whose expected values are literals copied from the spec, and the selectors'
 * checks are rxPrescriptions.oracle.test.ts (the mutation run's tests include the oracle files and leave the
 * coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { prescriptionsModel } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
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
