// @vitest-environment node
/**
 * The communication-preferences chart (pharmacy-portal.md §3 notify fields and SMS preferences, §7.1
 * notification-settings "phone with country code USA", §8 "Update success"): the coverage test over the generated
 * paths. Its oracle table, whose expected values are literals copied from the spec, is rxCommPrefs.oracle.test.ts
 * (the mutation run's tests include the oracle files and leave the coverage replays out).
 */
import { describe, expect, it } from 'vitest';
import { commPrefsModel } from '../../machines/rx/commPrefs/commPrefs.fixtures';
import { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCommPrefs chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: commPrefsMachine,
      events: commPrefsModel.events as never,
      serializeState: commPrefsModel.serializeState as never,
      input: commPrefsModel.input,
    });
    const report = coverage(
      commPrefsMachine,
      mergeReached(reachedByPath(commPrefsMachine, paths, commPrefsModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
