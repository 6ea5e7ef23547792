/** The shopper's My Wallet page (payment-wallet.md §1 "Shoppers use it at checkout and on a My Wallet page"): its
 *  address and texts, chosen once here (the widget's own texts are in domain/wallet/). */
export const MY_WALLET_PATH = '/account/wallet';

export const MY_WALLET_TEXTS = {
  heading: 'My Wallet',
  intro:
    'The cards, SNAP EBT cards and gift cards saved to your account for checkout. Add, edit or remove them here.',
  loading: 'Opening your wallet…',
  failed: 'We could not open your wallet right now. Please reload the page to try again.',
} as const;
