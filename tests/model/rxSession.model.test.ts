// @vitest-environment node
/**
 * The pharmacy session chart (pharmacy-portal.md §4 "Session", §8 "Guest and session", §9 "Session"): the coverage
 * test over the generated paths. Its oracle table, whose expected values are literals copied from the spec (540 s,
 * 61 s, 1 s, 60, the §8 text, the logout and landing addresses of §2.1), is rxSession.oracle.test.ts (the mutation
 * run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { rxSessionModel } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxSession chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: rxSessionMachine,
      events: rxSessionModel.events as never,
      serializeState: rxSessionModel.serializeState as never,
    });
    const report = coverage(rxSessionMachine, mergeReached(reachedByPath(rxSessionMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000); // 300 paths (graph.ts PATHS_KEPT): 6 s under load, where the unbounded set took 24 s
});
