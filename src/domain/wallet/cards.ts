/** payment-wallet.md §3 cards and addresses, §4 selection rules, §5 validation. Pure functions. */
import type { Card, ServerAddress } from '../../../api/contracts/wallet';
import { type AppName, type Brand, LIMITS, MAX_GIFT_CARDS } from './constants';
import { VALIDATION_MESSAGES as V } from './messages';

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

/** §3 brand detection from prefix and length (IIN ranges). */
const BRAND_PATTERNS: ReadonlyArray<{ brand: Brand; prefix: RegExp; lengths: readonly number[] }> = [
  { brand: 'AMEX', prefix: /^3[47]/, lengths: [15] },
  { brand: 'DINERS', prefix: /^(30[0-5]|309|36|38|39)/, lengths: [14, 16, 17, 18, 19] },
  { brand: 'JCB', prefix: /^35(2[89]|[3-8])/, lengths: [16, 17, 18, 19] },
  {
    brand: 'DISCOVER',
    prefix: /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]|[2-8]|9[01]|92[0-5]))/,
    lengths: [16, 17, 18, 19],
  },
  { brand: 'UNIONPAY', prefix: /^62/, lengths: [16, 17, 18, 19] },
  { brand: 'MASTERCARD', prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16] },
  { brand: 'VISA', prefix: /^4/, lengths: [13, 16, 19] },
  { brand: 'EBT', prefix: /^(5077|6008|6100)/, lengths: [16, 17, 18, 19] },
];

/** Brand from the digits typed so far: prefix decides; with `complete` the length must fit too. */
export function detectBrand(digits: string, complete = false): Brand {
  const clean = digits.replace(/\D/g, '');
  for (const p of BRAND_PATTERNS) {
    if (p.prefix.test(clean) && (!complete || p.lengths.includes(clean.length))) return p.brand;
  }
  return 'NONE';
}

/** Luhn (mod 10) check. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = Number(digits[i]);
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
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
  NONE: 'Gift',
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

/** §4 initial selection: bank card rule, first SNAP card on SNAP-eligible orders with EBT total > 0, no gift cards. */
export function initialSelection(cards: WalletCards, app: AppName, order: OrderInfo | undefined): Selection {
  const bank = initialBankCard(cards.bankCards, app);
  const snap =
    order?.hasSnapEligibleItems && (order.ebtTotalFromCheckout ?? 0) > 0 && cards.snapCards[0]
      ? [cards.snapCards[0]]
      : [];
  return { bankCards: bank && !bank.expired ? [bank] : [], snapCards: snap, giftCards: [] };
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

/** §2 card actions menu visibility. */
export function showsActionsMenu(card: Card, opts: { isMyWallet: boolean; app: AppName }): boolean {
  if (groupOf(card) !== 'bankCards') return opts.isMyWallet || opts.app !== 'membership';
  return opts.isMyWallet || opts.app !== 'membership';
}
export function cardActions(card: Card, app: AppName): Array<'edit' | 'delete' | 'makePreferred'> {
  const actions: Array<'edit' | 'delete' | 'makePreferred'> = [];
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

/** §2 "home-type address sorts first". */
export function sortAddresses(addresses: readonly ServerAddress[]): ServerAddress[] {
  return [...addresses].sort(
    (a, b) => (a.addressType === 'home' ? 0 : 1) - (b.addressType === 'home' ? 0 : 1),
  );
}

/** §2 state list: US states, DC, Canadian provinces. */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
] as const;
export const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;
export const STATE_OPTIONS: readonly string[] = [...US_STATES, ...CA_PROVINCES];
/** §2 "the country is derived as CA for a province, US otherwise". */
export const countryFor = (stateCode: string): 'US' | 'CA' =>
  (CA_PROVINCES as readonly string[]).includes(stateCode) ? 'CA' : 'US';

/** §5 validation: each returns the message or null. */
const LETTERS = /^[A-Za-z\u00C0-\u024F' -]+$/;
export function validateName(value: string, which: 'first' | 'last'): string | null {
  const v = value.trim();
  if (!v) return which === 'first' ? V.firstNameRequired : V.lastNameRequired;
  if (v.length > LIMITS.nameValidated) return V.nameTooLong;
  if (!LETTERS.test(v)) return which === 'first' ? V.firstNameInvalid : V.lastNameInvalid;
  return null;
}
export function validateAddressLine(value: string): string | null {
  const v = value.trim();
  if (!v) return V.addressRequired;
  if (v.length > LIMITS.address) return V.addressTooLong;
  if (!/^[A-Za-z0-9 .'#@%&\\/-]+$/.test(v)) return V.addressInvalid;
  return null;
}
export function validateUnit(value: string): string | null {
  if (value.length > LIMITS.unit) return V.unitTooLong;
  if (value && !/^[A-Za-z0-9 .'#@%&\\/-]+$/.test(value)) return V.addressInvalid;
  return null;
}
export function validateCity(value: string): string | null {
  const v = value.trim();
  if (!v) return V.cityRequired;
  if (v.length > LIMITS.city) return V.cityTooLong;
  if (!/^[A-Za-z0-9 \\/-]+$/.test(v)) return V.cityInvalid;
  return null;
}
export const validateState = (value: string): string | null =>
  STATE_OPTIONS.includes(value) ? null : V.stateRequired;
export const validatePostal = (value: string): string | null =>
  /^\d{5}(-\d{4})?$/.test(value.trim()) ? null : V.postalInvalid;
export function validateEbtNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return V.cardNumberRequired;
  return digits.length >= LIMITS.ebtMin && digits.length <= LIMITS.ebtMax ? null : V.ebtLength;
}
export function validateGiftNumber(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  if (!digits) return V.cardNumberRequired;
  return digits.length === LIMITS.giftDigits ? null : V.giftLength;
}
/** §5 "auto-formatted with dashes after the 10th, 13th and 16th digits, max 22 typed". */
export function formatGiftNumber(value: string): string {
  const d = value.replace(/\D/g, '').slice(0, LIMITS.giftDigits);
  const parts = [d.slice(0, 10), d.slice(10, 13), d.slice(13, 16), d.slice(16)].filter(Boolean);
  return parts.join('-').slice(0, LIMITS.giftTyped);
}
export function validatePin(value: string): string | null {
  if (!value) return V.pinRequired;
  return /^\d{4}$/.test(value) ? null : V.pinLength;
}
export function validateExpiry(month: string, year: string, now: Date): string | null {
  if (!/^(0[1-9]|1[0-2])$/.test(month)) return V.monthRequired;
  if (!/^\d{4}$/.test(year)) return V.yearRequired;
  const y = Number(year);
  const m = Number(month);
  const ny = now.getUTCFullYear();
  const nm = now.getUTCMonth() + 1;
  return y > ny || (y === ny && m >= nm) ? null : V.expiryPast;
}
export function isExpired(month: string | undefined, year: string | undefined, now: Date): boolean {
  if (!month || !year) return false;
  return validateExpiry(month, year, now) === V.expiryPast;
}
/** §9 expiry years offered. */
export function expiryYears(now: Date, span: number): string[] {
  const start = now.getUTCFullYear();
  return Array.from({ length: span + 1 }, (_, i) => String(start + i));
}
/** §2 billing address must be selected and valid. */
export function billingAddressProblem(address: ServerAddress | null): string | null {
  if (!address) return V.addressNotSelected;
  const bad =
    validateAddressLine(address.addressLine1) ??
    validateUnit(address.addressLine2 ?? '') ??
    validateCity(address.city) ??
    validateState(address.stateCode) ??
    validatePostal(address.zip);
  return bad ? V.addressNotValid : null;
}
export const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
