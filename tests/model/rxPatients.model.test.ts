// @vitest-environment node
/**
 * The patients chart (pharmacy-portal.md §3 "Patient state", §7.1, §8 "Patients"): the coverage test over the
 * generated paths. Its oracle table, whose expected values are literals copied from the spec, and the selectors'
 * checks are rxPatients.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, expect, it } from 'vitest';
import { patientsModel } from '../../machines/rx/patients/patients.fixtures';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPatients chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: patientsMachine,
      events: patientsModel.events as never,
      serializeState: patientsModel.serializeState as never,
    });
    const report = coverage(patientsMachine, mergeReached(reachedByPath(patientsMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
