// @vitest-environment node
/**
 * The toaster chart (pharmacy-portal.md §2.2, §8 "Toasts appear as a heading plus text"): the coverage test over the
 * generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxToaster.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { toasterModel } from '../../machines/rx/toaster/toaster.fixtures';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxToaster chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: toasterMachine,
      events: toasterModel.events as never,
      simplePaths: true,
    });
    const report = coverage(toasterMachine, mergeReached(reachedByPath(toasterMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
