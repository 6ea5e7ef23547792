/**
 * payment-wallet.md §7 "Card icon images come from a manage-payment path, chosen by brand and card subtype".
 * The literal path is not shown (chosen, docs/choices.md): `/manage-payment/images/cards/<name>.svg` on the
 * payments host of the environment (relative for LOCAL, the sandbox), where <name> is the brand and subtype of
 * a bank card (`visa-credit`, `mastercard-debit`; `generic-…` when the brand is unknown), `snap-ebt` for a SNAP
 * EBT card and `gift` for a gift card.
 */
import type { Card } from '../../api/contracts/wallet';
import { BRANDS } from './constants';

export const CARD_ICON_PATH = '/manage-payment/images/cards';

/** The card subtype of a bank card: credit or debit (the service's binType). */
const SUBTYPES = { CREDIT_CARD: 'credit', BANK_CARD: 'debit' } as const;

export function cardIconName(card: Pick<Card, 'brand' | 'cardType'>): string {
  if (card.cardType === 'GIFT_CARD') return 'gift';
  if (card.cardType === 'EBT_CARD') return 'snap-ebt';
  const brand = card.brand === 'NONE' || card.brand === 'EBT' ? 'generic' : card.brand.toLowerCase();
  return `${brand}-${SUBTYPES[card.cardType]}`;
}

export const cardIconPath = (card: Pick<Card, 'brand' | 'cardType'>): string =>
  `${CARD_ICON_PATH}/${cardIconName(card)}.svg`;

/** Every name the rule gives (the sandbox serves an image for each). */
export const CARD_ICON_NAMES: readonly string[] = [
  ...['generic', ...BRANDS.filter((b) => b !== 'NONE' && b !== 'EBT').map((b) => b.toLowerCase())].flatMap(
    (brand) => Object.values(SUBTYPES).map((subtype) => `${brand}-${subtype}`),
  ),
  'snap-ebt',
  'gift',
];
