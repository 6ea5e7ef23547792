/** payment-wallet.md §3 cards (groups, names, balances), §2 card list rules and §4 selection rules. Pure functions.
 *  Brand detection is in brands.ts, addresses in addresses.ts, §5 validation in validation.ts. */
import type { Card } from '../../api/contracts/wallet';
import { type AppName, type Brand, MAX_GIFT_CARDS } from './constants';

export type CardGroup = 'bankCards' | 'snapCards' | 'giftCards';
export interface WalletCards {
  bankCards: Card[];
  snapCards: Card[];
  giftCards: Card[];
}
export const EMPTY_CARDS: WalletCards = { bankCards: [], snapCards: [], giftCards: [] };

/** §3 Groups: bankCards (bank and credit), giftCards, snapCards (EBT). */
export function groupOf(card: Pick<Card, 'cardType'>): CardGroup {
  if (card.cardType === 'EBT_CARD') return 'snapCards';
  if (card.cardType === 'GIFT_CARD') return 'giftCards';
  return 'bankCards';
}

export function groupCards(cards: readonly Card[]): WalletCards {
  const out: WalletCards = { bankCards: [], snapCards: [], giftCards: [] };
  for (const card of cards) out[groupOf(card)].push(card);
  return out;
}

/** §3 "Brand label rule: 'card' is appended unless already present." */
export function brandLabel(brandOrDescription: string): string {
  const name = brandOrDescription.trim();
  return /card$/i.test(name) ? name : `${name} card`;
}

const BRAND_NAMES: Readonly<Record<Brand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  EBT: 'SNAP EBT',
  /** A card of no recognised brand (the spec's NONE): named by its kind only, "Card ending in 1234". A gift card
   *  is named "Gift card" by its card type, whatever its brand. */
  NONE: 'Card',
};
/** The accessible name of a card: "Visa card ending in 1111". */
export function cardName(card: Pick<Card, 'brand' | 'lastFourPan' | 'cardType'>): string {
  const base = card.cardType === 'GIFT_CARD' ? 'Gift' : BRAND_NAMES[card.brand];
  return `${brandLabel(base)} ending in ${card.lastFourPan}`;
}

/** §3 "A card-type-to-payment-method mapping labels cards for analytics." */
export const PAYMENT_METHOD_LABELS: Readonly<Record<Card['cardType'], string>> = {
  BANK_CARD: 'debit',
  CREDIT_CARD: 'credit',
  EBT_CARD: 'snap_ebt',
  GIFT_CARD: 'gift_card',
};

/** §5/§9 "Balance amounts: non-numeric characters stripped, shown as US dollars" like 'USD 25.00 Remaining'. */
export function formatBalance(balance: string): string {
  const numeric = balance.replace(/[^0-9.]/g, '');
  const value = Number(numeric);
  return `USD ${(Number.isFinite(value) ? value : 0).toFixed(2)} Remaining`;
}
export function balanceValue(balance: string | null | undefined): number | null {
  if (balance === null || balance === undefined || balance === '') return null;
  const value = Number(balance.replace(/[^0-9.]/g, ''));
  return Number.isFinite(value) ? value : null;
}

export const isPreferredFor = (card: Card, app: AppName): boolean => card.defaultApplications.includes(app);

/**
 * §4 Initial load: the card preferred for the current app; if expired it is used only when the selection
 * allows expired cards, otherwise the first non-expired card or the first card.
 */
export function initialBankCard(bankCards: readonly Card[], app: AppName, allowExpired = false): Card | null {
  const preferred = bankCards.find((c) => isPreferredFor(c, app));
  if (preferred && (!preferred.expired || allowExpired)) return preferred;
  return bankCards.find((c) => !c.expired) ?? bankCards[0] ?? null;
}

export interface Selection {
  bankCards: Card[];
  snapCards: Card[];
  giftCards: Card[];
}
export const EMPTY_SELECTION: Selection = { bankCards: [], snapCards: [], giftCards: [] };

export interface OrderInfo {
  total?: number | undefined;
  hasSnapEligibleItems?: boolean | undefined;
  ebtTotalFromCheckout?: number | undefined;
}

/**
 * §4 initial selection: bank card rule, first SNAP card on SNAP-eligible orders with EBT total > 0, no gift cards.
 * §3 walletConfig.selectDefaultCardOnly (its meaning is not shown; chosen, docs/choices.md): only the bank card
 * preferred for the current app, when it is not expired; no other bank card instead, no SNAP card.
 */
export function initialSelection(
  cards: WalletCards,
  app: AppName,
  order: OrderInfo | undefined,
  defaultCardOnly = false,
): Selection {
  // §4 "otherwise the first non-expired card or the first card": with every bank card expired, the first one
  // (the summary box then offers its Edit, §2). selectDefaultCardOnly takes only a usable preferred card.
  const preferred = cards.bankCards.find((c) => isPreferredFor(c, app));
  const bank = defaultCardOnly
    ? preferred && !preferred.expired
      ? preferred
      : null
    : initialBankCard(cards.bankCards, app);
  const snap =
    !defaultCardOnly &&
    order?.hasSnapEligibleItems &&
    (order.ebtTotalFromCheckout ?? 0) > 0 &&
    cards.snapCards[0]
      ? [cards.snapCards[0]]
      : [];
  return { bankCards: bank ? [bank] : [], snapCards: snap, giftCards: [] };
}

/** §4 selecting: bank replaces, SNAP and gift toggle. */
export function selectCard(selection: Selection, card: Card): Selection {
  const group = groupOf(card);
  if (group === 'bankCards') return { ...selection, bankCards: [card] };
  const list = selection[group];
  const has = list.some((c) => c.id === card.id);
  return { ...selection, [group]: has ? list.filter((c) => c.id !== card.id) : [...list, card] };
}

export const isSelected = (selection: Selection, card: Card): boolean =>
  selection[groupOf(card)].some((c) => c.id === card.id);

export function sameSelection(a: Selection, b: Selection): boolean {
  const ids = (s: Selection) =>
    [...s.bankCards, ...s.snapCards, ...s.giftCards]
      .map((c) => c.id)
      .sort()
      .join(',');
  return ids(a) === ids(b);
}

/**
 * §2 "An unselected gift card is also disabled once the order total is covered by selected gift card balances
 * plus the EBT payment total. On My Wallet the total is never met."
 */
export function orderTotalMet(
  selection: Selection,
  order: OrderInfo | undefined,
  ebtPaymentTotal: number,
  isMyWallet: boolean,
): boolean {
  if (isMyWallet || order?.total === undefined) return false;
  const gift = selection.giftCards.reduce((sum, c) => sum + (balanceValue(c.balance) ?? 0), 0);
  return gift + ebtPaymentTotal >= order.total;
}

/** §2 gift card disabled rule. */
export function giftCardDisabled(card: Card, selected: boolean, totalMet: boolean): boolean {
  if (card.expired || balanceValue(card.balance) === 0) return true;
  return !selected && totalMet;
}

/** §2 whether a card of the list cannot be chosen: an expired bank card; a gift card by the rule above, with the
 *  order total counted from the list's current selection. */
export function cardDisabled(
  card: Card,
  selection: Selection,
  config: { order?: OrderInfo | undefined; ebtPaymentTotal: number; isMyWallet: boolean },
): boolean {
  const group = groupOf(card);
  if (group === 'bankCards') return card.expired;
  if (group === 'snapCards') return false;
  const totalMet = orderTotalMet(selection, config.order, config.ebtPaymentTotal, config.isMyWallet);
  return giftCardDisabled(card, isSelected(selection, card), totalMet);
}

/** §2 card actions menu visibility. */
export function showsActionsMenu(card: Card, opts: { isMyWallet: boolean; app: AppName }): boolean {
  if (groupOf(card) !== 'bankCards') return opts.isMyWallet || opts.app !== 'membership';
  return opts.isMyWallet || opts.app !== 'membership';
}
/** §2 "A gift card whose balance failed shows 'Balance Error' ...; a balance retry is offered when the balance is
 *  missing": its balance call failed, or balances were asked for and none came. */
export function hasBalanceError(
  card: Card,
  failed: readonly string[],
  getGiftCardBalances: boolean,
): boolean {
  return (
    groupOf(card) === 'giftCards' &&
    (failed.includes(card.id) || (getGiftCardBalances && balanceValue(card.balance) === null))
  );
}

export type CardAction = 'edit' | 'delete' | 'makePreferred';
/** §2 the card's actions. A card added with Save unticked is not in the service's wallet (chosen, docs/choices.md
 *  "Payment wallet"): none of them applies to it (the service answers 404), so it offers none. */
export function cardActions(card: Card, app: AppName): CardAction[] {
  if (!card.saved) return [];
  const actions: CardAction[] = [];
  if (card.saved && groupOf(card) === 'bankCards') actions.push('edit');
  actions.push('delete');
  if (groupOf(card) === 'bankCards' && !card.expired && !isPreferredFor(card, app))
    actions.push('makePreferred');
  return actions;
}

/** §4 Add/edit: the preferred card moves to the front and others in its group lose the app. */
export function applyPreferred(list: readonly Card[], card: Card, app: AppName): Card[] {
  if (!isPreferredFor(card, app)) return list.map((c) => (c.id === card.id ? card : c));
  const others = list
    .filter((c) => c.id !== card.id)
    .map((c) => ({
      ...c,
      default: false,
      defaultApplications: c.defaultApplications.filter((a) => a !== app),
    }));
  return [card, ...others];
}

export function canAddGiftCard(cards: WalletCards): boolean {
  return cards.giftCards.length < MAX_GIFT_CARDS;
}
