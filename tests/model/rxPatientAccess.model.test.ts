// @vitest-environment node
/**
 * The patient-access chart (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6, §7.3): the coverage
 * test over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxPatientAccess.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { patientAccessModel } from '../../machines/rx/patientAccess/patientAccess.fixtures';
import { patientAccessMachine } from '../../machines/rx/patientAccess/patientAccess.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPatientAccess chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: patientAccessMachine,
      events: patientAccessModel.events as never,
      serializeState: patientAccessModel.serializeState as never,
      input: patientAccessModel.input,
    });
    const report = coverage(
      patientAccessMachine,
      mergeReached(reachedByPath(patientAccessMachine, paths, patientAccessModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
