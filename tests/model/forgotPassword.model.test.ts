import { describe, expect, it } from 'vitest';
import { forgotPasswordModel } from '../../machines/account/forgotPassword/forgotPassword.fixtures';
import { forgotPasswordMachine } from '../../machines/account/forgotPassword/forgotPassword.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('forgotPassword machine: generated paths', () => {
  const paths = generatePaths({
    machine: forgotPasswordMachine,
    input: forgotPasswordModel.input,
    events: forgotPasswordModel.events as never,
    serializeState: forgotPasswordModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(forgotPasswordMachine, path, reached, forgotPasswordModel.input));
  }
  it('reaches every state and transition', () => {
    const report = coverage(forgotPasswordMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
