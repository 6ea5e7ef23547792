// @vitest-environment node
/**
 * The cart chart (pharmacy-portal.md §4 "Cart", §2.2, §8): one coverage test over the generated paths. The oracle
 * table, whose expected values are literals copied from the spec (texts, the removal's mark, the 409, the undo
 * window), is in rxCart.oracle.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { cartModel } from '../../machines/rx/cart/cart.fixtures';
import { cartMachine } from '../../machines/rx/cart/cart.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCart chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: cartMachine,
      events: cartModel.events as never,
      serializeState: cartModel.serializeState as never,
    });
    const report = coverage(cartMachine, mergeReached(reachedByPath(cartMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000); // 300 paths (graph.ts PATHS_KEPT): 6 s under load, where the unbounded set took 24 s
});
