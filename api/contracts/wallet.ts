/** Payment wallet service /payment/v2/wallet (payment-wallet.md §7). Schemas join with the wallet issue. */
import { BASE_PATHS } from './common';

export const WALLET_PATHS = {
  cards: BASE_PATHS.wallet,
  billing: `${BASE_PATHS.wallet}/account/billing`,
  giftCardBalance: `${BASE_PATHS.wallet}/gift-card/balance`,
  ebtBalance: `${BASE_PATHS.wallet}/cards/ebt/balance`,
  defaults: `${BASE_PATHS.wallet}/cards/defaults`,
} as const;

/** payment-wallet.md §7 "Timeout 10 s". */
export const WALLET_TIMEOUT_MS = 10_000;
