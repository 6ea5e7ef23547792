import { describe, expect, it } from 'vitest';
import { verifyEmailModel } from '../../machines/account/verifyEmail/verifyEmail.fixtures';
import { verifyEmailMachine } from '../../machines/account/verifyEmail/verifyEmail.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('verifyEmail machine: generated paths', () => {
  const paths = generatePaths({
    machine: verifyEmailMachine,
    input: verifyEmailModel.input,
    events: verifyEmailModel.events as never,
    serializeState: verifyEmailModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(verifyEmailMachine, path, reached, verifyEmailModel.input));
  }
  it('reaches every state and transition', () => {
    const report = coverage(verifyEmailMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
