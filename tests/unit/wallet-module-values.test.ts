// @vitest-environment node
/**
 * The wallet's module-level values (tables and helpers built when a module loads), checked against
 * payment-wallet.md and docs/choices.md literals, each module loaded afresh INSIDE the test: StrykerJS's per-test
 * coverage credits a module's top-level code to the test running when it loads (docs/qa.md "Where the scores
 * stand", cause 1), not to a file that imports it at its top. One row per value; the other wallet-*.test.ts files
 * check the same rules in full.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../api/contracts/wallet';

beforeEach(() => {
  vi.resetModules();
});

describe('module-level values of domain/wallet', () => {
  it('§5/§8 secure field codes → field and message', async () => {
    const { SECURE_FIELD_MESSAGES } = await import('../../domain/wallet/errors');
    expect(SECURE_FIELD_MESSAGES).toEqual({
      '871': { field: 'cardNumber', message: 'Card number not numeric.' },
      '872': { field: 'cardNumber', message: 'Card number too short.' },
      '873': { field: 'cardNumber', message: 'Card number too long.' },
      '874': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
      '876': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
      '881': { field: 'cvv', message: 'Invalid CVV.' },
      '882': { field: 'cvv', message: 'CVV too short.' },
      '883': { field: 'cvv', message: 'CVV too long.' },
    });
  });

  it('§5 postal code: 5 digits or 5+4', async () => {
    const { validatePostal } = await import('../../domain/wallet/validation');
    expect(['45202', '45202-1234', '4520', '45202-12'].map(validatePostal)).toEqual([
      null,
      null,
      'Please enter a valid postal code.',
      'Please enter a valid postal code.',
    ]);
  });

  it("§5 names: letters only ('Please enter a valid first name.')", async () => {
    const { validateName } = await import('../../domain/wallet/validation');
    expect(['Jordan', 'Jordan1', '1Jordan'].map((n) => validateName(n, 'first'))).toEqual([
      null,
      'Please enter a valid first name.',
      'Please enter a valid first name.',
    ]);
  });

  it("§3 card names: the brand with 'card' appended unless present", async () => {
    const { cardName } = await import('../../domain/wallet/cards');
    expect(
      (['VISA', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY'] as const).map((brand) =>
        cardName({ brand, cardType: 'CREDIT_CARD', lastFourPan: '0005' }),
      ),
    ).toEqual([
      'Visa card ending in 0005',
      'American Express card ending in 0005',
      'Discover card ending in 0005',
      'Diners Club card ending in 0005',
      'JCB card ending in 0005',
      'UnionPay card ending in 0005',
    ]);
    expect(cardName({ brand: 'EBT', cardType: 'EBT_CARD', lastFourPan: '0001' })).toBe(
      'SNAP EBT card ending in 0001',
    );
  });

  it('§3 analytics labels: one per card type, all different', async () => {
    const { PAYMENT_METHOD_LABELS } = await import('../../domain/wallet/cards');
    const labels = (['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] as const).map(
      (t) => PAYMENT_METHOD_LABELS[t],
    );
    expect(labels.every((l) => typeof l === 'string' && l.length > 0)).toBe(true);
    expect(new Set(labels).size).toBe(4);
  });

  it('§3 brands from prefixes', async () => {
    const { detectBrand } = await import('../../domain/wallet/brands');
    expect(['4', '51', '34', '6011', '36', '3530', '62', '5077'].map((d) => detectBrand(d))).toEqual([
      'VISA',
      'MASTERCARD',
      'AMEX',
      'DISCOVER',
      'DINERS',
      'JCB',
      'UNIONPAY',
      'EBT',
    ]);
  });

  it('§7 card icon path (docs/choices.md)', async () => {
    const { cardIconPath, CARD_ICON_NAMES } = await import('../../domain/wallet/icons');
    expect(cardIconPath({ brand: 'VISA', cardType: 'CREDIT_CARD' })).toBe(
      '/manage-payment/images/cards/visa-credit.svg',
    );
    expect(cardIconPath({ brand: 'EBT', cardType: 'EBT_CARD' })).toBe(
      '/manage-payment/images/cards/snap-ebt.svg',
    );
    expect(CARD_ICON_NAMES).toHaveLength(18);
    expect(CARD_ICON_NAMES).toEqual(
      expect.arrayContaining(['generic-credit', 'generic-debit', 'jcb-debit', 'snap-ebt', 'gift']),
    );
  });

  it('§9 customer service numbers by app', async () => {
    const { CUSTOMER_SERVICE_PHONES } = await import('../../domain/wallet/constants');
    expect(CUSTOMER_SERVICE_PHONES).toEqual({
      clicklist: '(800) 576-4377',
      membership: '(800) 576-4377',
      rxweb: '(800) 552-6694',
      eprn: '(800) 552-6694',
      webhostedpaymentpage: '(855) 489-2502',
    });
  });

  it('§4 sameSelection compares the card ids of the selections', async () => {
    const { sameSelection } = await import('../../domain/wallet/cards');
    const card = (id: string): Card => ({
      id,
      lastFourPan: '1111',
      cardType: 'GIFT_CARD',
      brand: 'NONE',
      default: false,
      expired: false,
      saved: true,
      defaultApplications: [],
    });
    const sel = (...ids: string[]) => ({ bankCards: [], snapCards: [], giftCards: ids.map(card) });
    expect(sameSelection(sel('a', 'bc'), sel('bc', 'a'))).toBe(true);
    expect(sameSelection(sel('a', 'bc'), sel('ab', 'c'))).toBe(false);
    expect(sameSelection(sel('a'), sel('b'))).toBe(false);
  });
});
