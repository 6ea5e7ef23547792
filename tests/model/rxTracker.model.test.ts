// @vitest-environment node
/**
 * The tracker chart (pharmacy-portal.md §2.3, §2.1, §6 "Guest"): the coverage test over the generated paths. Its
 * oracle table, whose expected values are literals copied from the spec, is rxTracker.oracle.test.ts (the mutation
 * run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { trackerModel } from '../../machines/rx/tracker/tracker.fixtures';
import { trackerMachine } from '../../machines/rx/tracker/tracker.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxTracker chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: trackerMachine,
      events: trackerModel.events as never,
      serializeState: trackerModel.serializeState as never,
      input: trackerModel.input,
    });
    const report = coverage(
      trackerMachine,
      mergeReached(reachedByPath(trackerMachine, paths, trackerModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
