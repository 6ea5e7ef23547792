// @vitest-environment node
/**
 * The addresses chart (pharmacy-portal.md §3 "Address", §7.1, §8 "Addresses"): the coverage test over the generated
 * paths. Its oracle table, whose expected values are literals copied from the spec, and the selectors' checks are
 * rxAddresses.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { addressesModel } from '../../machines/rx/addresses/addresses.fixtures';
import { addressesMachine } from '../../machines/rx/addresses/addresses.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxAddresses chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: addressesMachine,
      events: addressesModel.events as never,
      serializeState: addressesModel.serializeState as never,
      input: addressesModel.input,
    });
    const report = coverage(
      addressesMachine,
      mergeReached(reachedByPath(addressesMachine, paths, addressesModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
