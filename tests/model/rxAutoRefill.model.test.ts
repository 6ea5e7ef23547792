// @vitest-environment node
/**
 * The auto-refill chart (pharmacy-portal.md §4 "Auto-refill", §8 "Auto refill", §9): the coverage test over the
 * generated paths. The oracle table (expected values copied from the spec and docs/choices.md as literals) is
 * rxAutoRefill.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { autoRefillModel } from '../../machines/rx/autoRefill/autoRefill.fixtures';
import { autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxAutoRefill chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: autoRefillMachine,
      events: autoRefillModel.events as never,
      serializeState: autoRefillModel.serializeState as never,
      input: autoRefillModel.input,
    });
    const report = coverage(
      autoRefillMachine,
      mergeReached(reachedByPath(autoRefillMachine, paths, autoRefillModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
