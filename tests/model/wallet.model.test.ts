// @vitest-environment node
/** Payment wallet widget (payment-wallet.md §4): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by wallet.oracle.test.ts. */
import { describe } from 'vitest';
import { walletModel } from '../../machines/wallet/wallet/wallet.fixtures';
import { walletMachine } from '../../machines/wallet/wallet/wallet.machine';
import { coverageTest } from './coverage';

describe('wallet chart: generated paths', () => {
  // About 2,800 paths: seconds alone, over a minute beside a full run on two busy cores.
  coverageTest(walletMachine, walletModel, 180_000);
});
