// @vitest-environment node
/** Wallet call retries (payment-wallet.md §7 "Retries"): the coverage test (every generated path replays; 100% of states and transitions). The chart's
 *  choices against the spec are checked by walletRequest.oracle.test.ts. */
import { describe } from 'vitest';
import { walletRequestModel } from '../../machines/wallet/request/walletRequest.fixtures';
import { walletRequestMachine } from '../../machines/wallet/request/walletRequest.machine';
import { coverageTest } from './coverage';

describe('walletRequest chart: generated paths', () => {
  coverageTest(walletRequestMachine, walletRequestModel);
});
