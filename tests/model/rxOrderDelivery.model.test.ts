// @vitest-environment node
/**
 * The order-delivery chart (pharmacy-portal.md §2.1, §3 "Delivery order", §4 "Order delivery", §9): the coverage test
 * over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxOrderDelivery.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { orderDeliveryModel } from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import { orderDeliveryMachine } from '../../machines/rx/orderDelivery/orderDelivery.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxOrderDelivery chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: orderDeliveryMachine,
      events: orderDeliveryModel.events as never,
      serializeState: orderDeliveryModel.serializeState as never,
      input: orderDeliveryModel.input,
    });
    const report = coverage(
      orderDeliveryMachine,
      mergeReached(reachedByPath(orderDeliveryMachine, paths, orderDeliveryModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
