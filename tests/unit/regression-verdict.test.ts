// @vitest-environment node
/**
 * scripts/regression-mutants.ts: when a regression mutant counts as killed. CI runs the mutants without the
 * unchanged copy's baseline run (its unit step has just passed the same files), so a run that fails without any
 * failing test (a scratch copy that cannot start Vitest) must be an error, never a kill.
 */
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../scripts/regression-mutants';

const DIR = '/tmp/regression-mutants-x';
const file = (name: string, status: string, tests: [string, string][], message?: string) => ({
  name: `${DIR}/${name}`,
  status,
  ...(message === undefined ? {} : { message }),
  assertionResults: tests.map(([fullName, s]) => ({ fullName, status: s })),
});

describe('regression mutants: the verdict of one run', () => {
  it('a failed run with a failing assertion kills, naming the test by its repository path', () => {
    const report = {
      testResults: [
        file('tests/model/a.oracle.test.ts', 'failed', [
          ['a passes', 'passed'],
          ['a fails', 'failed'],
        ]),
      ],
    };
    expect(verdictOf(1, report, DIR)).toEqual({
      killed: true,
      failedTests: ['tests/model/a.oracle.test.ts > a fails'],
      error: null,
    });
  });

  it('a test file that fails to load under the change kills, with the first line of its message', () => {
    const report = {
      testResults: [file('tests/unit/b.test.ts', 'failed', [], 'SyntaxError: bad\n    at x')],
    };
    expect(verdictOf(1, report, DIR)).toEqual({
      killed: true,
      failedTests: ['tests/unit/b.test.ts (failed to load: SyntaxError: bad)'],
      error: null,
    });
  });

  it('a failed run without a failing test (no report, or every test passed) is an error, not a kill', () => {
    const passing = { testResults: [file('tests/unit/c.test.ts', 'passed', [['c', 'passed']])] };
    for (const report of [null, passing, { testResults: [] }]) {
      const verdict = verdictOf(1, report, DIR);
      expect(verdict.killed).toBe(false);
      expect(verdict.error).toContain('without a failing test');
    }
    expect(verdictOf(null, null, DIR).error).toContain('exit killed');
  });

  it('a run that passes is a survivor, whatever its report holds', () => {
    const report = { testResults: [file('tests/unit/d.test.ts', 'failed', [['d', 'failed']])] };
    expect(verdictOf(0, report, DIR)).toEqual({ killed: false, failedTests: [], error: null });
  });
});
