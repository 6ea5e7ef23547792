/** The wallet chart (payment-wallet.md §4): generated paths replayed on the machine, 100% states and transitions. */
import { describe, expect, it } from 'vitest';
import { walletInput, walletModel } from '../../machines/wallet/wallet/wallet.fixtures';
import { walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { coverage, formatCoverage, generatePaths, newReached, replayOnMachine } from './graph';
import { coveringPaths } from './wallet.paths';

describe('wallet chart: generated paths', () => {
  const paths = generatePaths({ machine: walletMachine, ...walletModel } as never);
  const chosen = coveringPaths(walletMachine, paths as never, walletInput);
  const reached = newReached();
  it(`the ${chosen.length} covering paths (of ${paths.length} generated) replay`, () => {
    for (const path of chosen) replayOnMachine(walletMachine, path as never, reached, walletInput);
  });
  it('reaches every state and transition', () => {
    const report = coverage(walletMachine, reached);
    console.log(formatCoverage(report));
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
