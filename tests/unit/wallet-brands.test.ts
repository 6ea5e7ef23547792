// @vitest-environment node
/** payment-wallet.md §3 "Brands: VISA, MASTERCARD, AMEX, DISCOVER, DINERS, JCB, UNIONPAY, EBT, NONE; detected from
 *  card-number prefix and length patterns" (the card networks' published IIN ranges and lengths), the Luhn check
 *  of the secure card fields, and the §7 card icon path (docs/choices.md "Card icon path":
 *  `/manage-payment/images/cards/<name>.svg`, `<brand>-<credit|debit>`, `generic-…`, `snap-ebt`, `gift`). */
import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid } from '../../domain/wallet/brands';
import { CARD_ICON_NAMES, cardIconName, cardIconPath } from '../../domain/wallet/icons';

describe('§3 brand from the prefix (digits typed so far)', () => {
  it.each([
    // AMEX 34, 37
    ['34', 'AMEX'],
    ['37', 'AMEX'],
    ['35', 'NONE'],
    // DINERS 300-305, 309, 36, 38, 39
    ['300', 'DINERS'],
    ['305', 'DINERS'],
    ['306', 'NONE'],
    ['309', 'DINERS'],
    ['36', 'DINERS'],
    ['38', 'DINERS'],
    ['39', 'DINERS'],
    // JCB 3528-3589
    ['3528', 'JCB'],
    ['3529', 'JCB'],
    ['3527', 'NONE'],
    ['353', 'JCB'],
    ['358', 'JCB'],
    ['359', 'NONE'],
    // DISCOVER 6011, 644-649, 65, 622126-622925
    ['6011', 'DISCOVER'],
    ['6012', 'NONE'],
    ['644', 'DISCOVER'],
    ['649', 'DISCOVER'],
    ['643', 'NONE'],
    ['65', 'DISCOVER'],
    ['622126', 'DISCOVER'],
    ['622129', 'DISCOVER'],
    ['622125', 'UNIONPAY'],
    ['622130', 'DISCOVER'],
    ['622199', 'DISCOVER'],
    ['6222', 'DISCOVER'],
    ['6228', 'DISCOVER'],
    ['62290', 'DISCOVER'],
    ['62291', 'DISCOVER'],
    ['622920', 'DISCOVER'],
    ['622925', 'DISCOVER'],
    ['622926', 'UNIONPAY'],
    // UNIONPAY 62
    ['62', 'UNIONPAY'],
    ['6200', 'UNIONPAY'],
    // MASTERCARD 51-55, 2221-2720
    ['51', 'MASTERCARD'],
    ['55', 'MASTERCARD'],
    ['56', 'NONE'],
    ['2221', 'MASTERCARD'],
    ['2220', 'NONE'],
    ['223', 'MASTERCARD'],
    ['229', 'MASTERCARD'],
    ['23', 'MASTERCARD'],
    ['26', 'MASTERCARD'],
    ['270', 'MASTERCARD'],
    ['271', 'MASTERCARD'],
    ['2720', 'MASTERCARD'],
    ['2721', 'NONE'],
    ['28', 'NONE'],
    // VISA 4
    ['4', 'VISA'],
    // EBT (SNAP) 5077, 6008, 6100
    ['5077', 'EBT'],
    ['6008', 'EBT'],
    ['6100', 'EBT'],
    ['5078', 'NONE'],
    // the prefix is at the start: these contain another brand's prefix further in
    ['4034', 'VISA'],
    ['4300', 'VISA'],
    ['4353', 'VISA'],
    ['4065', 'VISA'],
    ['4062', 'VISA'],
    ['4051', 'VISA'],
    ['1234507712345678', 'NONE'],
    ['', 'NONE'],
  ])('%j → %s', (digits, brand) => {
    expect(detectBrand(digits)).toBe(brand);
  });

  it('spaces and dashes are ignored', () => {
    expect(detectBrand('4111 1111 1111 1111', true)).toBe('VISA');
    expect(detectBrand('3782-822463-10005', true)).toBe('AMEX');
  });
});

describe('§3 brand of a complete number: the length must fit', () => {
  it.each([
    ['378282246310005', 'AMEX'],
    ['3782822463100051', 'NONE'],
    ['30569309025904', 'DINERS'],
    ['3056930902590', 'NONE'],
    ['3530111333300000', 'JCB'],
    ['353011133330000', 'NONE'],
    ['6011111111111117', 'DISCOVER'],
    ['601111111111111', 'NONE'],
    ['6200000000000005', 'UNIONPAY'],
    ['620000000000000', 'NONE'],
    ['5555555555554444', 'MASTERCARD'],
    ['55555555555544441', 'NONE'],
    ['2221000000000009', 'MASTERCARD'],
    ['4222222222222', 'VISA'],
    ['4111111111111111', 'VISA'],
    ['4111111111111111111', 'VISA'],
    ['41111111111111111', 'NONE'],
    ['5077123456789012', 'EBT'],
    ['507712345678901', 'NONE'],
  ])('%s → %s', (digits, brand) => {
    expect(detectBrand(digits, true)).toBe(brand);
  });

  it('without `complete` the prefix alone decides', () => {
    expect(detectBrand('3782822463100051')).toBe('AMEX');
    expect(detectBrand('4111')).toBe('VISA');
  });
});

describe('Luhn check', () => {
  it.each([
    ['4111111111111111', true],
    ['4111111111111112', false],
    ['5105105105105100', true],
    ['5105105105105106', false],
    ['378282246310005', true],
    ['6011111111111117', true],
    ['79927398713', true],
    ['79927398710', false],
    ['0', true],
    ['', false],
    ['abc', false],
    ['4111-1111-1111-1111', false],
  ])('%j → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });
});

describe('§7 card icons (docs/choices.md)', () => {
  it.each([
    ['VISA', 'CREDIT_CARD', 'visa-credit'],
    ['VISA', 'BANK_CARD', 'visa-debit'],
    ['MASTERCARD', 'BANK_CARD', 'mastercard-debit'],
    ['AMEX', 'CREDIT_CARD', 'amex-credit'],
    ['UNIONPAY', 'CREDIT_CARD', 'unionpay-credit'],
    ['NONE', 'CREDIT_CARD', 'generic-credit'],
    ['EBT', 'BANK_CARD', 'generic-debit'],
    ['EBT', 'EBT_CARD', 'snap-ebt'],
    ['NONE', 'GIFT_CARD', 'gift'],
  ] as const)('%s %s → %s', (brand, cardType, name) => {
    expect(cardIconName({ brand, cardType })).toBe(name);
    expect(cardIconPath({ brand, cardType })).toBe(`/manage-payment/images/cards/${name}.svg`);
  });

  it('every name the rule gives: seven brands and generic, credit and debit each, snap-ebt, gift', () => {
    expect([...CARD_ICON_NAMES].sort()).toEqual(
      [
        'amex-credit',
        'amex-debit',
        'diners-credit',
        'diners-debit',
        'discover-credit',
        'discover-debit',
        'generic-credit',
        'generic-debit',
        'gift',
        'jcb-credit',
        'jcb-debit',
        'mastercard-credit',
        'mastercard-debit',
        'snap-ebt',
        'unionpay-credit',
        'unionpay-debit',
        'visa-credit',
        'visa-debit',
      ].sort(),
    );
  });
});
