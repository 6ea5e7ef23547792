// @vitest-environment node
/**
 * The pay-online chart (pharmacy-portal.md §2.1, §3 "Payment association", §4 "Online pay", §8, §9): the coverage test
 * over the generated paths. Its oracle table, whose expected values are literals copied from the spec, is
 * rxPayOnline.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { payOnlineModel } from '../../machines/rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPayOnline chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: payOnlineMachine,
      events: payOnlineModel.events as never,
      serializeState: payOnlineModel.serializeState as never,
      input: payOnlineModel.input,
    });
    const report = coverage(
      payOnlineMachine,
      mergeReached(reachedByPath(payOnlineMachine, paths, payOnlineModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
