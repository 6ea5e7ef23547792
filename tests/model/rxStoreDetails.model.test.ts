// @vitest-environment node
/**
 * The store details chart (pharmacy-portal.md §2.1 store details link, §7.4, §8 store failure text): the coverage
 * test over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxStoreDetails.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays
 * out).
 */
import { describe, expect, it } from 'vitest';
import { storeDetailsModel } from '../../machines/rx/storeDetails/storeDetails.fixtures';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxStoreDetails chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: storeDetailsMachine,
      events: storeDetailsModel.events as never,
      input: storeDetailsModel.input,
    });
    const report = coverage(
      storeDetailsMachine,
      mergeReached(reachedByPath(storeDetailsMachine, paths, storeDetailsModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
