import { describe, expect, it } from 'vitest';
import { deleteAccountModel } from '../../machines/account/deleteAccount/deleteAccount.fixtures';
import { deleteAccountMachine } from '../../machines/account/deleteAccount/deleteAccount.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';

describe('deleteAccount machine: generated paths', () => {
  const paths = generatePaths({
    machine: deleteAccountMachine,
    events: deleteAccountModel.events as never,
    serializeState: deleteAccountModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () => replayOnMachine(deleteAccountMachine, path, reached));
  }
  it('reaches every state and transition', () => {
    const report = coverage(deleteAccountMachine, reached);
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
