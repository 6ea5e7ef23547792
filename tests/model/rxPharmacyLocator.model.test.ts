// @vitest-environment node
/**
 * The pharmacy locator chart (pharmacy-portal.md §3 "Pharmacy locator state", §7.4, §5, §8, §9): the coverage test
 * over the generated paths. Its oracle table, whose expected values are literals copied from the spec, and the
 * selectors' checks are rxPharmacyLocator.oracle.test.ts (the mutation run's tests include the oracle files and leave
 * the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { pharmacyLocatorModel } from '../../machines/rx/pharmacyLocator/pharmacyLocator.fixtures';
import { pharmacyLocatorMachine } from '../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPharmacyLocator chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: pharmacyLocatorMachine,
      events: pharmacyLocatorModel.events as never,
      serializeState: pharmacyLocatorModel.serializeState as never,
    });
    const report = coverage(
      pharmacyLocatorMachine,
      mergeReached(reachedByPath(pharmacyLocatorMachine, paths)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
