// @vitest-environment node
/** payment-wallet.md §3-§9 rules of domain/wallet: the error catalogue, brands, Luhn, selection, validation. */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/contracts/common';
import type { Card } from '../../api/contracts/wallet';
import { expiredMc, gift, snap, visa } from '../../machines/wallet/wallet/wallet.fixtures';
import { countryFor, STATE_OPTIONS, sortAddresses } from '../../domain/wallet/addresses';
import { detectBrand, luhnValid } from '../../domain/wallet/brands';
import {
  applyPreferred,
  brandLabel,
  cardActions,
  formatBalance,
  giftCardDisabled,
  groupCards,
  initialBankCard,
  initialSelection,
  orderTotalMet,
  selectCard,
  showsActionsMenu,
} from '../../domain/wallet/cards';
import { BRANDS, CUSTOMER_SERVICE_PHONES } from '../../domain/wallet/constants';
import {
  secureFieldFailureMessage,
  WALLET_ANALYTICS_EVENTS,
  walletAnalyticsEvent,
  walletErrorMessage,
} from '../../domain/wallet/errors';
import { CARD_ICON_NAMES, cardIconName, cardIconPath } from '../../domain/wallet/icons';
import { DECLINE_MESSAGES, ERROR_MESSAGES, VALIDATION_MESSAGES } from '../../domain/wallet/messages';
import {
  formatGiftNumber,
  validateEbtNumber,
  validateExpiry,
  validateGiftNumber,
  validateName,
  validatePostal,
} from '../../domain/wallet/validation';

const err = (status: number, code?: string, message = 'x', kind: ApiError['kind'] = 'http'): ApiError => ({
  name: 'ApiError',
  kind,
  endpoint: 'POST /payment/v2/wallet',
  status,
  message,
  ...(code ? { code } : {}),
});

describe('§8 error catalogue', () => {
  it('the three customer service numbers of §9', () => {
    expect(CUSTOMER_SERVICE_PHONES.clicklist).toBe('(800) 576-4377');
    expect(CUSTOMER_SERVICE_PHONES.membership).toBe('(800) 576-4377');
    expect(new Set(Object.values(CUSTOMER_SERVICE_PHONES))).toEqual(
      new Set(['(800) 576-4377', '(800) 552-6694', '(855) 489-2502']),
    );
  });
  it('timeouts give 408 and the membership wording for membership', () => {
    const timeout = err(408, 'ECONNABORTED', 'Request timed out', 'timeout');
    expect(walletErrorMessage(timeout, 'addCard', 'clicklist')).toMatchObject({ status: 408 });
    expect(walletErrorMessage(timeout, 'addCard', 'clicklist').message).toContain('(800) 576-4377');
    expect(walletErrorMessage(timeout, 'addCard', 'membership').message).toContain('membership');
    expect(walletErrorMessage(timeout, 'addCard', 'webhostedpaymentpage').message).toContain(
      '(855) 489-2502',
    );
  });
  it('maps every status and code', () => {
    expect(
      walletErrorMessage(err(400, 'EBT_CARD_EXISTS', 'EBT card already exists'), 'addCard', 'clicklist')
        .message,
    ).toBe(ERROR_MESSAGES.ebtExists);
    expect(walletErrorMessage(err(401), 'getCards', 'clicklist').message).toBe(
      'It looks like your session has expired. Please log in again to continue.',
    );
    expect(walletErrorMessage(err(402, '55'), 'ebtBalance', 'clicklist').message).toBe(
      'Invalid PIN, please try again.',
    );
    expect(walletErrorMessage(err(402, '75'), 'ebtBalance', 'rxweb').message).toContain('(800) 552-6694');
    expect(walletErrorMessage(err(402, 'GIFT_CARD_ZERO_BALANCE'), 'addCard', 'clicklist').message).toBe(
      'You cannot add a Gift Card with a $0 balance.',
    );
    expect(walletErrorMessage(err(402, 'RV62751'), 'addCard', 'clicklist').message).toBe(
      DECLINE_MESSAGES.RV62751!.replace('{phone}', '(800) 576-4377'),
    );
    expect(walletErrorMessage(err(402, 'OTHER'), 'addCard', 'clicklist').message).toContain(
      'check all fields',
    );
    expect(walletErrorMessage(err(409), 'addCard', 'clicklist').message).toBe(ERROR_MESSAGES.conflict);
    expect(walletErrorMessage(err(422, 'RV72632'), 'addCard', 'clicklist').message).toContain(
      'maximum number',
    );
    expect(walletErrorMessage(err(422, 'GIFT_CARD_LIMIT_REACHED'), 'addCard', 'clicklist').message).toContain(
      '5',
    );
    expect(walletErrorMessage(err(500), 'getCards', 'clicklist').message).toMatch(
      /^There was a problem retrieving your cards/,
    );
    expect(walletErrorMessage(err(500), 'getCards', 'membership').message).toContain('payment methods');
    expect(walletErrorMessage(err(503), 'getBilling', 'clicklist').message).toMatch(
      /^We couldn't load your saved address at this time \. Please add a new address\./,
    );
  });
  it('analytics: 4xx user constraint, 5xx customer-facing service error', () => {
    expect(walletAnalyticsEvent({ status: 402, code: null, message: '' })).toBe(
      WALLET_ANALYTICS_EVENTS.userConstraint,
    );
    expect(walletAnalyticsEvent({ status: 502, code: null, message: '' })).toBe(
      WALLET_ANALYTICS_EVENTS.serviceError,
    );
    expect(walletAnalyticsEvent({ status: 0, code: null, message: '' })).toBeNull();
  });
  it('secure field codes map to their messages (§5)', () => {
    for (const code of ['871', '872', '873', '874', '876']) {
      expect(Object.values(VALIDATION_MESSAGES)).toContain(secureFieldFailureMessage({ code }));
    }
    expect(secureFieldFailureMessage({ code: '882' })).toBe('CVV too short.');
    expect(secureFieldFailureMessage({ code: '883' })).toBe('CVV too long.');
    expect(secureFieldFailureMessage({ code: 'timeout' })).toBe('Error loading eProtect iframes.');
  });
});

describe('§3 brands and cards', () => {
  it.each([
    ['4111111111111111', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
    ['30569309025904', 'DINERS'],
    ['3530111333300000', 'JCB'],
    ['6200000000000005', 'UNIONPAY'],
    ['5077000000001234', 'EBT'],
    ['9999999999999999', 'NONE'],
  ])('%s is %s', (number, brand) => expect(detectBrand(number, true)).toBe(brand));
  it('Luhn', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
  it("brand label appends 'card' unless present", () => {
    expect(brandLabel('Visa')).toBe('Visa card');
    expect(brandLabel('Mastercard')).toBe('Mastercard');
    expect(brandLabel('Gift Card')).toBe('Gift Card');
  });
  it("balances like 'USD 25.00 Remaining'", () => expect(formatBalance('$25')).toBe('USD 25.00 Remaining'));
  it('gift numbers get dashes after the 10th, 13th and 16th digits, 22 typed', () => {
    expect(formatGiftNumber('6006491234567890123')).toBe('6006491234-567-890-123');
  });
});

describe('§4 selection rules', () => {
  const cards = groupCards([visa, expiredMc, snap, gift(1), gift(2, '0.00')]);
  it('preferred card for the app; an expired preferred one only when allowed', () => {
    expect(initialBankCard(cards.bankCards, 'clicklist')?.id).toBe(visa.id);
    const mcPreferred = { ...expiredMc, defaultApplications: ['clicklist'] };
    expect(initialBankCard([mcPreferred, visa], 'clicklist')?.id).toBe(visa.id);
    expect(initialBankCard([mcPreferred, visa], 'clicklist', true)?.id).toBe(mcPreferred.id);
  });
  it('SNAP preselected on eligible orders with an EBT total; gift cards never', () => {
    const s = initialSelection(cards, 'clicklist', {
      total: 50,
      hasSnapEligibleItems: true,
      ebtTotalFromCheckout: 5,
    });
    expect(s.snapCards.map((c) => c.id)).toEqual([snap.id]);
    expect(s.giftCards).toEqual([]);
    expect(
      initialSelection(cards, 'clicklist', { hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 }).snapCards,
    ).toEqual([]);
  });
  it('selectDefaultCardOnly: only the bank card preferred for the app, never SNAP or gift', () => {
    const order = { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 5 };
    expect(initialSelection(cards, 'clicklist', order, true)).toEqual({
      bankCards: [visa],
      snapCards: [],
      giftCards: [],
    });
    // No card preferred for this app (or only an expired one): nothing is preselected, not the first card.
    expect(initialSelection(cards, 'membership', order, true).bankCards).toEqual([]);
    expect(initialSelection(cards, 'membership', order).bankCards).toEqual([visa]);
    const expiredPreferred = groupCards([{ ...expiredMc, defaultApplications: ['clicklist'] }, visa]);
    expect(initialSelection(expiredPreferred, 'clicklist', undefined, true).bankCards).toEqual([]);
    expect(initialSelection(expiredPreferred, 'clicklist', undefined).bankCards).toEqual([visa]);
  });
  it('every bank card expired: the first card is the default selection (§4 "or the first card")', () => {
    const expiredOnly = groupCards([expiredMc, { ...expiredMc, id: 'card-mc-2' }, snap]);
    expect(initialSelection(expiredOnly, 'clicklist', undefined).bankCards.map((c) => c.id)).toEqual([
      'card-mc',
    ]);
    // selectDefaultCardOnly never takes an expired card.
    const preferredExpired = groupCards([{ ...expiredMc, defaultApplications: ['clicklist'] }]);
    expect(initialSelection(preferredExpired, 'clicklist', undefined, true).bankCards).toEqual([]);
  });
  it('bank replaces, SNAP and gift toggle', () => {
    let s = selectCard({ bankCards: [visa], snapCards: [], giftCards: [] }, gift(1));
    s = selectCard(s, gift(1));
    expect(s.giftCards).toEqual([]);
    expect(selectCard(s, expiredMc).bankCards).toEqual([expiredMc]);
  });
  it('gift cards disabled at zero balance, expired, or once the total is covered; never on My Wallet', () => {
    expect(giftCardDisabled(gift(2, '0.00'), false, false)).toBe(true);
    expect(giftCardDisabled({ ...gift(3), expired: true }, false, false)).toBe(true);
    const sel = { bankCards: [visa], snapCards: [], giftCards: [gift(1, '40.00')] };
    expect(orderTotalMet(sel, { total: 50 }, 10, false)).toBe(true);
    expect(orderTotalMet(sel, { total: 50 }, 10, true)).toBe(false);
    expect(giftCardDisabled(gift(4), false, true)).toBe(true);
    expect(giftCardDisabled(gift(1, '40.00'), true, true)).toBe(false);
  });
  it('actions menu per mode and app; Make Preferred hidden for the preferred and expired cards', () => {
    expect(showsActionsMenu(visa, { isMyWallet: false, app: 'membership' })).toBe(false);
    expect(showsActionsMenu(visa, { isMyWallet: true, app: 'membership' })).toBe(true);
    expect(cardActions(visa, 'clicklist')).toEqual(['edit', 'delete']);
    expect(cardActions(expiredMc, 'clicklist')).toEqual(['edit', 'delete']);
    expect(cardActions(visa, 'rxweb')).toEqual(['edit', 'delete', 'makePreferred']);
    expect(cardActions(gift(1), 'clicklist')).toEqual(['delete']);
  });
  it('a preferred card moves to the front and the others lose the app', () => {
    const next: Card = { ...expiredMc, defaultApplications: ['clicklist'] };
    const list = applyPreferred([visa, expiredMc], next, 'clicklist');
    expect(list.map((c) => c.id)).toEqual([expiredMc.id, visa.id]);
    expect(list[1]?.defaultApplications).not.toContain('clicklist');
  });
});

describe('§5 validation and addresses', () => {
  it('names', () => {
    expect(validateName('', 'first')).toBe('First Name is a required field.');
    expect(validateName('x'.repeat(376), 'first')).toBe('Maximum length for name fields is 375 characters.');
    expect(validateName('J0rdan', 'first')).toBe('Please enter a valid first name.');
    expect(validateName("Anne-Marie O'Neil", 'first')).toBeNull();
  });
  it('card numbers, postal codes and expiry', () => {
    expect(validateEbtNumber('123')).toBe(
      'Card Number must be at least 16 characters long and at most 19 characters long.',
    );
    expect(validateGiftNumber('6006-49')).toBe('Card Number must be exactly 19 characters long.');
    expect(validatePostal('45202-1234')).toBeNull();
    expect(validatePostal('4520')).toBe('Please enter a valid postal code.');
    expect(validateExpiry('10', '2020', new Date('2026-11-21'))).toBe(
      'Expiration Date must be after the current date.',
    );
    expect(validateExpiry('11', '2026', new Date('2026-11-21'))).toBeNull();
  });
  it('US states, DC and Canadian provinces; country derived; home first', () => {
    expect(STATE_OPTIONS).toContain('DC');
    expect(STATE_OPTIONS).toContain('ON');
    expect(countryFor('QC')).toBe('CA');
    expect(countryFor('OH')).toBe('US');
    const addresses = sortAddresses([
      {
        addressId: 'a',
        addressLine1: '1',
        addressType: 'delivery',
        city: 'c',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'OH',
        zip: '12345',
      },
      {
        addressId: 'b',
        addressLine1: '2',
        addressType: 'home',
        city: 'c',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'OH',
        zip: '12345',
      },
    ]);
    expect(addresses[0]?.addressId).toBe('b');
  });
});

describe('§7 card icons: a manage-payment path chosen by brand and card subtype', () => {
  it('bank cards by brand and credit/debit; SNAP EBT and gift cards by kind; unknown brands generic', () => {
    expect(cardIconPath(visa)).toBe('/manage-payment/images/cards/visa-credit.svg');
    expect(cardIconPath(expiredMc)).toBe('/manage-payment/images/cards/mastercard-debit.svg');
    expect(cardIconName({ brand: 'AMEX', cardType: 'CREDIT_CARD' })).toBe('amex-credit');
    expect(cardIconName({ brand: 'DISCOVER', cardType: 'BANK_CARD' })).toBe('discover-debit');
    expect(cardIconName({ brand: 'NONE', cardType: 'CREDIT_CARD' })).toBe('generic-credit');
    expect(cardIconPath(snap)).toBe('/manage-payment/images/cards/snap-ebt.svg');
    expect(cardIconPath(gift(1))).toBe('/manage-payment/images/cards/gift.svg');
  });
  it('every brand and card type gives a name of the list the sandbox serves; the list has no other', () => {
    const given = new Set<string>();
    for (const brand of BRANDS)
      for (const cardType of ['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'] as const)
        given.add(cardIconName({ brand, cardType }));
    expect([...given].sort()).toEqual([...CARD_ICON_NAMES].sort());
    expect(new Set(CARD_ICON_NAMES).size).toBe(CARD_ICON_NAMES.length);
  });
});
