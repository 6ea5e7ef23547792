// @vitest-environment node
/**
 * The checkout chart (pharmacy-portal.md §4 "Checkout", §5 "Order submit", §8, §9): the coverage test over the
 * generated paths. Its oracle table, whose expected values are literals copied from the spec, and the selectors'
 * checks are rxCheckout.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, expect, it } from 'vitest';
import { checkoutModel } from '../../machines/rx/checkout/checkout.fixtures';
import { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCheckout chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: checkoutMachine,
      events: checkoutModel.events as never,
      serializeState: checkoutModel.serializeState as never,
      input: checkoutModel.input,
    });
    const report = coverage(
      checkoutMachine,
      mergeReached(reachedByPath(checkoutMachine, paths, checkoutModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
