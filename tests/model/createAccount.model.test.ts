import { describe, expect, it } from 'vitest';
import { createAccountModel } from '../../machines/account/createAccount/createAccount.fixtures';
import { createAccountMachine } from '../../machines/account/createAccount/createAccount.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('createAccount machine: generated paths', () => {
  const paths = generatePaths({
    machine: createAccountMachine,
    input: createAccountModel.input,
    events: createAccountModel.events as never,
    serializeState: createAccountModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      replayOnMachine(createAccountMachine, path, reached, createAccountModel.input));
  }
  it('reaches every state and transition', () => {
    const report = coverage(createAccountMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
