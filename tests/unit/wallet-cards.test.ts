// @vitest-environment node
/** payment-wallet.md §3 cards (groups, brand label rule "'card' is appended unless already present", the
 *  analytics mapping), §5/§9 balances ("non-numeric characters stripped, shown as US dollars", 'USD 25.00' with
 *  ' Remaining'), §2 card list rules (disabled gift cards, actions menu, card actions), §4 selecting and the
 *  preferred card, §9 "Max 5 gift cards". */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../api/contracts/wallet';
import {
  applyPreferred,
  balanceValue,
  brandLabel,
  canAddGiftCard,
  cardActions,
  cardDisabled,
  cardName,
  EMPTY_CARDS,
  EMPTY_SELECTION,
  formatBalance,
  hasBalanceError,
  isPreferredFor,
  isSelected,
  orderTotalMet,
  PAYMENT_METHOD_LABELS,
  type Selection,
  sameSelection,
  selectCard,
  showsActionsMenu,
} from '../../domain/wallet/cards';

const make = (id: string, over: Partial<Card> = {}): Card => ({
  id,
  lastFourPan: '1111',
  cardType: 'CREDIT_CARD',
  brand: 'VISA',
  default: false,
  expired: false,
  saved: true,
  defaultApplications: [],
  ...over,
});
const bank = (id: string, over: Partial<Card> = {}) => make(id, over);
const giftCard = (id: string, balance: string | null = '10.00', over: Partial<Card> = {}) =>
  make(id, { cardType: 'GIFT_CARD', brand: 'NONE', balance, ...over });
const snapCard = (id: string) => make(id, { cardType: 'EBT_CARD', brand: 'EBT' });
const sel = (over: Partial<Selection> = {}): Selection => ({
  bankCards: [],
  snapCards: [],
  giftCards: [],
  ...over,
});

describe('§3 empty wallet and selection', () => {
  it('start with no card in any group', () => {
    expect(EMPTY_CARDS).toEqual({ bankCards: [], snapCards: [], giftCards: [] });
    expect(EMPTY_SELECTION).toEqual({ bankCards: [], snapCards: [], giftCards: [] });
  });
});

describe("§3 brand label: 'card' is appended unless already present", () => {
  it.each([
    ['Visa', 'Visa card'],
    [' Visa ', 'Visa card'],
    ['Gift Card', 'Gift Card'],
    ['SNAP EBT card ', 'SNAP EBT card'],
    ['Cardinal', 'Cardinal card'],
    ['Card', 'Card'],
  ])('%j → %j', (value, label) => {
    expect(brandLabel(value)).toBe(label);
  });

  it.each([
    ['VISA', 'CREDIT_CARD', 'Visa card ending in 1111'],
    ['MASTERCARD', 'BANK_CARD', 'Mastercard ending in 1111'], // 'card' already present
    ['AMEX', 'CREDIT_CARD', 'American Express card ending in 1111'],
    ['DISCOVER', 'CREDIT_CARD', 'Discover card ending in 1111'],
    ['DINERS', 'CREDIT_CARD', 'Diners Club card ending in 1111'],
    ['JCB', 'CREDIT_CARD', 'JCB card ending in 1111'],
    ['UNIONPAY', 'BANK_CARD', 'UnionPay card ending in 1111'],
    ['EBT', 'EBT_CARD', 'SNAP EBT card ending in 1111'],
    ['NONE', 'GIFT_CARD', 'Gift card ending in 1111'],
    ['NONE', 'CREDIT_CARD', 'Card ending in 1111'], // no recognised brand: not a gift card
    ['NONE', 'BANK_CARD', 'Card ending in 1111'],
    ['VISA', 'GIFT_CARD', 'Gift card ending in 1111'],
  ] as const)('card name of %s %s: %s', (brand, cardType, name) => {
    expect(cardName({ brand, cardType, lastFourPan: '1111' })).toBe(name);
  });
});

describe('§3 analytics labels of the card types', () => {
  it('each of the four card types has a label of its own', () => {
    const labels = (['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] as const).map(
      (t) => PAYMENT_METHOD_LABELS[t],
    );
    for (const label of labels) expect(label).toMatch(/^[a-z_]+$/);
    expect(new Set(labels).size).toBe(4);
  });
});

describe('§5/§9 balances', () => {
  it.each([
    ['25', 'USD 25.00 Remaining'],
    ['$25.5', 'USD 25.50 Remaining'],
    ['USD 1,234.56', 'USD 1234.56 Remaining'],
    ['0', 'USD 0.00 Remaining'],
    ['1.2.3', 'USD 0.00 Remaining'],
  ])('%j → %j', (balance, shown) => {
    expect(formatBalance(balance)).toBe(shown);
  });

  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['$12.34', 12.34],
    ['0.00', 0],
    ['1.2.3', null],
  ])('value of %j → %s', (balance, value) => {
    expect(balanceValue(balance)).toBe(value);
  });
});

describe('§4 selecting: bank replaces, SNAP and gift toggle', () => {
  const a = bank('a');
  const b = bank('b');
  const g1 = giftCard('g1');
  const g2 = giftCard('g2');
  const s1 = snapCard('s1');
  it.each([
    ['a bank card replaces the selected one', sel({ bankCards: [a] }), b, sel({ bankCards: [b] })],
    ['a gift card is added', sel({ giftCards: [g1] }), g2, sel({ giftCards: [g1, g2] })],
    [
      'a selected gift card is removed, the others stay',
      sel({ giftCards: [g1, g2] }),
      g1,
      sel({ giftCards: [g2] }),
    ],
    ['a SNAP card is added', sel({ bankCards: [a] }), s1, sel({ bankCards: [a], snapCards: [s1] })],
    ['a selected SNAP card is removed', sel({ snapCards: [s1] }), s1, sel()],
  ])('%s', (_name, before, card, after) => {
    expect(selectCard(before, card)).toEqual(after);
  });

  it.each([
    [sel({ giftCards: [giftCard('g1')] }), giftCard('g1'), true],
    [sel({ giftCards: [giftCard('g1'), giftCard('g2')] }), giftCard('g2'), true],
    [sel({ giftCards: [giftCard('g1'), giftCard('g2')] }), giftCard('g3'), false],
    [sel({ bankCards: [bank('g1')] }), giftCard('g1'), false],
    [sel(), bank('a'), false],
  ])('isSelected #%#', (selection, card, selected) => {
    expect(isSelected(selection, card)).toBe(selected);
  });

  it.each([
    ['same cards in another order', sel({ giftCards: [g1, g2] }), sel({ giftCards: [g2, g1] }), true],
    [
      'same cards across groups',
      sel({ bankCards: [a], snapCards: [s1] }),
      sel({ snapCards: [s1], bankCards: [a] }),
      true,
    ],
    ['another bank card', sel({ bankCards: [a] }), sel({ bankCards: [b] }), false],
    ['one card more', sel({ bankCards: [a] }), sel({ bankCards: [a], giftCards: [g1] }), false],
    [
      'ids that join alike',
      sel({ giftCards: [giftCard('a'), giftCard('bc')] }),
      sel({ giftCards: [giftCard('ab'), giftCard('c')] }),
      false,
    ],
  ])('sameSelection: %s → %s', (_name, x, y, same) => {
    expect(sameSelection(x, y)).toBe(same);
  });

  it.each([
    [['clicklist'], 'clicklist', true],
    [['rxweb', 'clicklist'], 'clicklist', true],
    [['rxweb'], 'clicklist', false],
    [[], 'membership', false],
  ] as const)('preferred for %j, app %s → %s', (apps, app, preferred) => {
    expect(isPreferredFor(bank('a', { defaultApplications: [...apps] }), app)).toBe(preferred);
  });
});

describe('§2 disabled cards', () => {
  const order = { total: 30 };
  it.each([
    ['no order total', sel({ giftCards: [giftCard('g', '100')] }), undefined, 0, false, false],
    ['My Wallet: never met', sel({ giftCards: [giftCard('g', '100')] }), order, 0, true, false],
    [
      'gift balances cover it',
      sel({ giftCards: [giftCard('g1', '20'), giftCard('g2', '10')] }),
      order,
      0,
      false,
      true,
    ],
    [
      'gift balances fall short',
      sel({ giftCards: [giftCard('g1', '20'), giftCard('g2', '9.99')] }),
      order,
      0,
      false,
      false,
    ],
    ['gift plus EBT payment total', sel({ giftCards: [giftCard('g1', '20')] }), order, 10, false, true],
    ['EBT payment total alone', sel(), order, 30, false, true],
    [
      'a gift card without balance counts 0',
      sel({ giftCards: [giftCard('g1', null)] }),
      order,
      29,
      false,
      false,
    ],
  ])('order total met: %s → %s', (_name, selection, o, ebt, myWallet, met) => {
    expect(orderTotalMet(selection, o, ebt, myWallet)).toBe(met);
  });

  const config = { order: { total: 30 }, ebtPaymentTotal: 0, isMyWallet: false };
  const covering = sel({ giftCards: [giftCard('g1', '30')] });
  it.each([
    ['an expired bank card', bank('a', { expired: true }), sel(), true],
    ['a bank card', bank('a'), covering, false],
    ['a SNAP card', snapCard('s'), covering, false],
    ['a gift card with balance 0', giftCard('g2', '0.00'), sel(), true],
    ['an expired gift card', giftCard('g2', '10.00', { expired: true }), sel(), true],
    ['an unselected gift card once the total is covered', giftCard('g2'), covering, true],
    ['the selected gift card that covers it', giftCard('g1', '30'), covering, false],
    [
      'an unselected gift card before the total is covered',
      giftCard('g2'),
      sel({ giftCards: [giftCard('g1', '5')] }),
      false,
    ],
  ])('%s → disabled %s', (_name, card, selection, disabled) => {
    expect(cardDisabled(card, selection, config)).toBe(disabled);
  });
});

describe('§2 card actions', () => {
  it.each([
    // "in My Wallet mode shown ...; in checkout mode shown only in non-membership apps"
    ['bank', true, 'membership', true, bank('a')],
    ['bank', false, 'membership', false, bank('a')],
    ['bank', false, 'clicklist', true, bank('a')],
    ['gift', false, 'membership', false, giftCard('g')],
    ['gift', false, 'rxweb', true, giftCard('g')],
    ['gift', true, 'membership', true, giftCard('g')],
    ['SNAP', false, 'membership', false, snapCard('s')],
  ] as const)(
    'actions menu of a %s card, My Wallet %s, app %s → %s',
    (_kind, isMyWallet, app, shown, card) => {
      expect(showsActionsMenu(card, { isMyWallet, app })).toBe(shown);
    },
  );

  it.each([
    ['a saved bank card', bank('a'), ['edit', 'delete', 'makePreferred']],
    // Save unticked: the service never stored it (Delete and Make Preferred would answer 404), so none.
    ['an unsaved bank card: no action at all', bank('a', { saved: false }), []],
    [
      'the preferred card: no Make Preferred',
      bank('a', { defaultApplications: ['clicklist'] }),
      ['edit', 'delete'],
    ],
    ['an expired card: no Make Preferred', bank('a', { expired: true }), ['edit', 'delete']],
    [
      'preferred for another app only',
      bank('a', { defaultApplications: ['rxweb'] }),
      ['edit', 'delete', 'makePreferred'],
    ],
    ['a gift card: Delete only', giftCard('g'), ['delete']],
    ['a SNAP card: Delete only', snapCard('s'), ['delete']],
  ])('%s', (_name, card, actions) => {
    expect(cardActions(card, 'clicklist')).toEqual(actions);
  });
});

describe('§4 the preferred card moves to the front; the others lose the app', () => {
  const a = bank('a', { default: true, defaultApplications: ['clicklist', 'rxweb'] });
  const b = bank('b', { defaultApplications: ['membership'] });
  const c = bank('c');

  it('a card made preferred for clicklist', () => {
    const preferredC = { ...c, default: true, defaultApplications: ['clicklist'] };
    expect(applyPreferred([a, b, c], preferredC, 'clicklist')).toEqual([
      preferredC,
      { ...a, default: false, defaultApplications: ['rxweb'] },
      { ...b, default: false, defaultApplications: ['membership'] },
    ]);
  });

  it('a card not preferred for the app is replaced where it is; the others keep their flags', () => {
    const editedB = { ...b, lastFourPan: '9999' };
    expect(applyPreferred([a, b, c], editedB, 'clicklist')).toEqual([a, editedB, c]);
  });

  it('a new preferred card goes first', () => {
    const d = bank('d', { defaultApplications: ['rxweb'] });
    expect(applyPreferred([a, c], d, 'rxweb').map((x) => [x.id, x.defaultApplications])).toEqual([
      ['d', ['rxweb']],
      ['a', ['clicklist']],
      ['c', []],
    ]);
  });
});

describe("§2 'Balance Error': a gift card whose balance failed, or is missing when balances were asked for", () => {
  it.each([
    ['a gift card whose balance call failed', giftCard('g1', '10.00'), ['g1'], false, true],
    ['a gift card without balance, balances asked for', giftCard('g1', null), [], true, true],
    ['a gift card without balance, balances not asked for', giftCard('g1', null), [], false, false],
    ['a gift card with its balance', giftCard('g1', '10.00'), [], true, false],
    ['a gift card with balance 0', giftCard('g1', '0.00'), [], true, false],
    ['a bank card listed as failed', bank('g1'), ['g1'], true, false],
    ['a SNAP card without balance', snapCard('s1'), ['s1'], true, false],
  ])('%s → %s', (_name, card, failed, asked, error) => {
    expect(hasBalanceError(card, failed, asked)).toBe(error);
  });
});

describe('§9 at most 5 gift cards', () => {
  it.each([
    [0, true],
    [4, true],
    [5, false],
    [6, false],
  ])('%i gift cards → may add another: %s', (n, may) => {
    const giftCards = Array.from({ length: n }, (_, i) => giftCard(`g${i}`));
    expect(canAddGiftCard({ bankCards: [bank('a')], snapCards: [], giftCards })).toBe(may);
  });
});
