// @vitest-environment node
/**
 * The dynamic banner chart (pharmacy-portal.md §2.2, §7.5): the coverage test over the generated paths. Its oracle
 * table, whose expected values are literals copied from the spec (or the fixtures where the spec gives no text), is
 * rxDynamicBanner.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays
 * out).
 */
import { describe, expect, it } from 'vitest';
import { dynamicBannerModel } from '../../machines/rx/dynamicBanner/dynamicBanner.fixtures';
import { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxDynamicBanner chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: dynamicBannerMachine,
      events: dynamicBannerModel.events as never,
    });
    const report = coverage(dynamicBannerMachine, mergeReached(reachedByPath(dynamicBannerMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
