import { describe, expect, it } from 'vitest';
import { signInModel } from '../../machines/account/signIn/signIn.fixtures';
import { signInMachine } from '../../machines/account/signIn/signIn.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine, replayStart } from './graph';

describe('sign-in page machine: generated paths', () => {
  const paths = generatePaths({
    machine: signInMachine,
    input: signInModel.input,
    events: signInModel.events as never,
    serializeState: signInModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(signInMachine, path, reached, signInModel.input));
  }
  for (const input of signInModel.startInputs) {
    it('opens at once on the page of its input (server render and hydration agree)', () =>
      expect(replayStart(signInMachine, input, reached)).toEqual({ page: 'checking' }));
  }
  it('reaches every state and transition', () => {
    const report = coverage(signInMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
