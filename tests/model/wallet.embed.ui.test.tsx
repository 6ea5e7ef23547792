/** The wallet chart walked through the embed build's views: the library entry with React aliased to
 *  preact/compat, as dist-wallet/wallet-widget.js is built (tests/model/wallet-walk.tsx, tests/ui/wallet-harness.tsx). */
import { beforeAll, describe } from 'vitest';
import { embedCopy } from '../support/embed-query';
import { embedReady, WALLET_HARNESSES } from '../ui/wallet-harness';
import { walletWalkTest } from './wallet-walk';

beforeAll(async () => {
  await embedReady;
  // The embed's own copy of the flyout chunk, loaded once here.
  await import(/* @vite-ignore */ embedCopy(new URL('../../ui/wallet/Flyout.tsx', import.meta.url)));
});

describe('wallet views (embed, preact/compat): walked along the wallet chart', () => {
  walletWalkTest(WALLET_HARNESSES[1]!);
});
