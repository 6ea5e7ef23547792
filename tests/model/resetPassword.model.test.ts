import { describe, expect, it } from 'vitest';
import { resetPasswordModel } from '../../machines/account/resetPassword/resetPassword.fixtures';
import { resetPasswordMachine } from '../../machines/account/resetPassword/resetPassword.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('resetPassword machine: generated paths', () => {
  const paths = generatePaths({
    machine: resetPasswordMachine,
    input: resetPasswordModel.input,
    events: resetPasswordModel.events as never,
    serializeState: resetPasswordModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(resetPasswordMachine, path, reached, resetPasswordModel.input));
  }
  it('reaches every state and transition', () => {
    const report = coverage(resetPasswordMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
