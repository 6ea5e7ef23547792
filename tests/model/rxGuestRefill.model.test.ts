// @vitest-environment node
/**
 * The guest refill chart (pharmacy-portal.md §2.1, §3 "Guest refill", §4 "Guest easy fill", §8): the coverage test
 * over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxGuestRefill.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { guestRefillModel } from '../../machines/rx/guestRefill/guestRefill.fixtures';
import { guestRefillMachine } from '../../machines/rx/guestRefill/guestRefill.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxGuestRefill chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: guestRefillMachine,
      events: guestRefillModel.events as never,
      serializeState: guestRefillModel.serializeState as never,
    });
    const report = coverage(guestRefillMachine, mergeReached(reachedByPath(guestRefillMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
