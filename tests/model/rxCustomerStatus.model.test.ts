// @vitest-environment node
/**
 * The customer status chart (pharmacy-portal.md §3 "Customer status", §4 "Customer status call", "Link state"): the
 * coverage test over the generated paths. Its oracle table, whose expected values are literals copied from the spec,
 * is rxCustomerStatus.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, expect, it } from 'vitest';
import { customerStatusModel } from '../../machines/rx/customerStatus/customerStatus.fixtures';
import { customerStatusMachine } from '../../machines/rx/customerStatus/customerStatus.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCustomerStatus chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: customerStatusMachine,
      events: customerStatusModel.events as never,
      serializeState: customerStatusModel.serializeState as never,
      simplePaths: true,
    });
    const report = coverage(customerStatusMachine, mergeReached(reachedByPath(customerStatusMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
