// @vitest-environment node
/**
 * The new prescription request chart (pharmacy-portal.md §4 "Rx order types", §5 "Add-Rx required fields", §8): the
 * coverage test over the generated paths. Its oracle table, whose expected values are literals copied from the spec,
 * is rxPrescriptionRequest.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, expect, it } from 'vitest';
import { prescriptionRequestModel } from '../../machines/rx/prescriptionRequest/prescriptionRequest.fixtures';
import { prescriptionRequestMachine } from '../../machines/rx/prescriptionRequest/prescriptionRequest.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPrescriptionRequest chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: prescriptionRequestMachine,
      events: prescriptionRequestModel.events as never,
      serializeState: prescriptionRequestModel.serializeState as never,
      input: prescriptionRequestModel.input,
    });
    const report = coverage(
      prescriptionRequestMachine,
      mergeReached(reachedByPath(prescriptionRequestMachine, paths, prescriptionRequestModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
