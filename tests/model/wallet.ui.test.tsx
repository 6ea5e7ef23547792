/** The wallet chart walked through the React component's views (tests/model/wallet-walk.tsx). */
import { beforeAll, describe } from 'vitest';
import { WALLET_HARNESSES } from '../ui/wallet-harness';
import { walletWalkTest } from './wallet-walk';

beforeAll(async () => {
  // The flyout is a lazy chunk of the widget: loaded once here, so no step waits for its first import.
  await import('../../ui/wallet/Flyout');
});

describe('wallet views (React component): walked along the wallet chart', () => {
  walletWalkTest(WALLET_HARNESSES[0]!);
});
