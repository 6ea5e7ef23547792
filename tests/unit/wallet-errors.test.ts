// @vitest-environment node
/** payment-wallet.md §8 error catalogue (selection of message by timeout, status and code; per-action defaults;
 *  the customer service line with the app's §9 number), §8 analytics (4xx user constraint, 5xx service error),
 *  §5 secure field codes and the §8 secure field messages. Texts are literals from the spec; where the spec
 *  abbreviates one ("..."), its visible part and the docs/choices.md ending "If the problem persists, please call
 *  Customer Service at {phone}." are checked. */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../api/contracts/common';
import type { AppName } from '../../domain/wallet/constants';
import {
  SECURE_FIELD_MESSAGES,
  secureFieldFailureMessage,
  secureFieldProblem,
  WALLET_ANALYTICS_EVENTS,
  walletAnalyticsEvent,
  walletErrorMessage,
} from '../../domain/wallet/errors';
import type { WalletAction } from '../../domain/wallet/messages';

const err = (status: number, code?: string, message = 'x', kind: ApiError['kind'] = 'http'): ApiError => ({
  name: 'ApiError',
  kind,
  endpoint: 'POST /payment/v2/wallet',
  status,
  message,
  ...(code ? { code } : {}),
});
const callLine = (phone: string) => ` If the problem persists, please call Customer Service at ${phone}.`;

describe('§8 timeouts: the timeout message and status 408', () => {
  it.each([
    // [error, app, wording, phone]
    [
      err(0, undefined, 'Request timed out', 'timeout'),
      'clicklist',
      'technical difficulties',
      '(800) 576-4377',
    ],
    [err(0, 'ECONNABORTED', 'x', 'http'), 'rxweb', 'technical difficulties', '(800) 552-6694'],
    [
      err(500, 'ECONNABORTED', 'x', 'network'),
      'webhostedpaymentpage',
      'technical difficulties',
      '(855) 489-2502',
    ],
    [err(0, undefined, 'x', 'timeout'), 'membership', 'membership', '(800) 576-4377'],
  ] as const)('%j for %s', (error, app, wording, phone) => {
    const failure = walletErrorMessage(error, 'addCard', app);
    expect(failure.status).toBe(408);
    expect(failure.message).toContain(wording);
    expect(failure.message.endsWith(callLine(phone))).toBe(true);
  });

  it('the membership wording is only for the membership app', () => {
    const timeout = err(0, 'ECONNABORTED', 'x', 'timeout');
    expect(walletErrorMessage(timeout, 'getCards', 'clicklist').message).not.toContain('membership');
    expect(walletErrorMessage(timeout, 'getCards', 'membership').message).toContain('membership');
  });

  it('a network failure without ECONNABORTED is no timeout: the per-action default, status kept', () => {
    const failure = walletErrorMessage(err(0, undefined, 'Network Error', 'network'), 'addCard', 'clicklist');
    expect(failure.status).toBe(0);
    expect(failure.message).toContain("We're sorry, but we weren't able to add your card. Please try again");
  });
});

describe('§8 per-action defaults (any other status)', () => {
  it.each([
    [
      'addCard',
      'clicklist',
      "We're sorry, but we weren't able to add your card. Please try again",
      '(800) 576-4377',
    ],
    ['editCard', 'rxweb', "weren't able to update your card", '(800) 552-6694'],
    ['getCards', 'clicklist', 'There was a problem retrieving your cards, please retry', '(800) 576-4377'],
    ['deleteCard', 'eprn', 'There was a problem deleting your card, please try again', '(800) 552-6694'],
    [
      'getBilling',
      'webhostedpaymentpage',
      "We couldn't load your saved address at this time . Please add a new address.",
      '(855) 489-2502',
    ],
    ['updateBilling', 'clicklist', "weren't able to save your address. Please try again.", '(800) 576-4377'],
    [
      'ebtBalance',
      'clicklist',
      "We couldn't retrieve your SNAP EBT card balance. Please try again.",
      '(800) 576-4377',
    ],
    [
      'giftBalance',
      'membership',
      "We couldn't retrieve your gift card's balance. Please try again.",
      '(800) 576-4377',
    ],
  ] as const)('%s (%s) on a 500', (action, app, text, phone) => {
    const failure = walletErrorMessage(err(500, 'INTERNAL'), action, app);
    expect(failure).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(failure.message).toContain(text);
    expect(failure.message.endsWith(callLine(phone))).toBe(true);
  });

  it.each([
    // §8 "membership variants for get-cards": only getCards of the membership app
    ['getCards', 'membership', 'payment methods'],
    ['getCards', 'clicklist', 'There was a problem retrieving your cards, please retry'],
    ['addCard', 'membership', "We're sorry, but we weren't able to add your card. Please try again"],
  ] as const)('%s for %s: %s', (action, app, text) => {
    const message = walletErrorMessage(err(503), action, app).message;
    expect(message).toContain(text);
  });

  it('the membership get-cards variant is not the shared get-cards text', () => {
    const message = walletErrorMessage(err(503), 'getCards', 'membership').message;
    expect(message).not.toContain('There was a problem retrieving your cards, please retry');
  });

  it('no code: code null', () => {
    expect(walletErrorMessage(err(500), 'addCard', 'clicklist').code).toBeNull();
  });
});

describe('§8 by status', () => {
  const ebtExists = /only one SNAP EBT card may be saved/i;
  it.each([
    // [status, code, service message, action, app, expected text]
    [400, undefined, 'EBT card already exists', 'addCard', ebtExists],
    [400, 'EBT_CARD_EXISTS', 'x', 'addCard', ebtExists],
    [400, 'BAD_REQUEST', 'Some other problem', 'addCard', /weren't able to add your card/],
    [
      401,
      undefined,
      'x',
      'getCards',
      /^It looks like your session has expired\. Please log in again to continue\.$/,
    ],
    [402, '55', 'x', 'ebtBalance', /^Invalid PIN, please try again\.$/],
    [402, '75', 'x', 'ebtBalance', /too many PIN attempts/],
    [402, '51', 'x', 'ebtBalance', /We couldn't retrieve your SNAP EBT card balance\. Please try again\./],
    [402, 'GIFT_CARD_ZERO_BALANCE', 'x', 'addCard', /^You cannot add a Gift Card with a \$0 balance\.$/],
    [402, 'RV62751', 'x', 'addCard', /address/],
    [402, 'RV32937', 'x', 'addCard', /check all fields and try again/],
    [402, 'UNKNOWN', 'x', 'addCard', /check all fields and try again/],
    [402, undefined, 'x', 'addCard', /check all fields and try again/],
    [402, '55', 'x', 'addCard', /check all fields and try again/],
    [409, undefined, 'x', 'addCard', /already in your wallet/],
    [422, 'GIFT_CARD_LIMIT_REACHED', 'x', 'addCard', /5 gift cards/],
    [422, 'RV72632', 'x', 'addCard', /maximum number of credit and debit cards/],
    [422, 'KC2617', 'x', 'addCard', /invalid/],
    [422, 'UNKNOWN', 'x', 'addCard', /invalid/],
  ] as const)('%i code %s (%s) for %s', (status, code, message, action, expected) => {
    const failure = walletErrorMessage(err(status, code, message), action as WalletAction, 'clicklist');
    expect(failure.status).toBe(status);
    expect(failure.code).toBe(code ?? null);
    expect(failure.message).toMatch(expected);
    expect(failure.message).not.toContain('{phone}');
  });

  it('the card-locked message (75) differs from the invalid PIN (55) and the default', () => {
    const locked = walletErrorMessage(err(402, '75'), 'ebtBalance', 'clicklist').message;
    expect(locked).not.toBe('Invalid PIN, please try again.');
    expect(locked).not.toContain("We couldn't retrieve your SNAP EBT card balance");
    expect(locked.endsWith(callLine('(800) 576-4377'))).toBe(true);
  });

  it('a 400 for a SNAP card that exists differs from the add-card default', () => {
    const exists = walletErrorMessage(err(400, undefined, 'EBT card already exists'), 'addCard', 'clicklist');
    expect(exists.message).not.toContain("weren't able to add your card");
  });
});

describe('§8 analytics: 4xx user constraint, 5xx customer-facing service error', () => {
  it.each([
    [0, null],
    [200, null],
    [399, null],
    [400, WALLET_ANALYTICS_EVENTS.userConstraint],
    [408, WALLET_ANALYTICS_EVENTS.userConstraint],
    [499, WALLET_ANALYTICS_EVENTS.userConstraint],
    [500, WALLET_ANALYTICS_EVENTS.serviceError],
    [503, WALLET_ANALYTICS_EVENTS.serviceError],
  ])('status %i → %s', (status, event) => {
    expect(walletAnalyticsEvent({ status, code: null, message: 'm' })).toBe(event);
  });

  it('the two event kinds are distinct', () => {
    expect(WALLET_ANALYTICS_EVENTS.userConstraint).not.toBe(WALLET_ANALYTICS_EVENTS.serviceError);
  });
});

describe('§5 secure field codes', () => {
  it.each([
    ['870', null],
    ['871', 'badCardNumber'],
    ['872', 'badCardNumber'],
    ['873', 'badCardNumber'],
    ['874', 'badCardNumber'],
    ['876', 'badCardNumber'],
    ['875', 'other'],
    ['881', 'badCvv'],
    ['882', 'badCvv'],
    ['883', 'badCvv'],
    ['880', 'other'],
    ['884', 'other'],
    ['', 'other'],
  ])('%s → %s', (code, problem) => {
    expect(secureFieldProblem(code)).toBe(problem);
  });

  it.each([
    // §8 "secure field failure codes map to generic card error, too short, too long, not numeric, invalid CVV,
    // CVV too short or too long"; the texts are §5's.
    ['871', 'cardNumber', 'Card number not numeric.'],
    ['872', 'cardNumber', 'Card number too short.'],
    ['873', 'cardNumber', 'Card number too long.'],
    ['874', 'cardNumber', 'Please enter a valid credit or debit card.'],
    ['876', 'cardNumber', 'Please enter a valid credit or debit card.'],
    ['881', 'cvv', 'Invalid CVV.'],
    ['882', 'cvv', 'CVV too short.'],
    ['883', 'cvv', 'CVV too long.'],
  ])('%s → %s: %s', (code, field, message) => {
    expect(SECURE_FIELD_MESSAGES[code]).toEqual({ field, message });
    expect(secureFieldFailureMessage({ code })).toBe(message);
  });

  it('only the eight failure codes of §5 have a field message', () => {
    expect(Object.keys(SECURE_FIELD_MESSAGES).sort()).toEqual([
      '871',
      '872',
      '873',
      '874',
      '876',
      '881',
      '882',
      '883',
    ]);
  });

  it.each([
    [{ code: 'iframe' }, 'Error loading eProtect iframes.'],
    [{ code: 'timeout' }, 'Error loading eProtect iframes.'],
  ])('%j → %s', (error, message) => {
    expect(secureFieldFailureMessage(error)).toBe(message);
  });

  it('a numeric code is read as its digits', () => {
    expect(secureFieldFailureMessage({ code: 872 })).toBe('Card number too short.');
  });

  it.each([
    ['no code', {}],
    ['an unknown code', { code: '899' }],
    ['null', null],
    ['a string', 'boom'],
    ['undefined', undefined],
  ])('%s: the generic card-entry script error (not the iframe message)', (_name, error) => {
    const message = secureFieldFailureMessage(error);
    expect(message).not.toBe('Error loading eProtect iframes.');
    expect(message).toContain('{phone}');
    expect(message).toBe(secureFieldFailureMessage(new Error('script failed')));
  });
});

describe('§9 every app has its customer service number in the messages', () => {
  it.each([
    ['clicklist', '(800) 576-4377'],
    ['membership', '(800) 576-4377'],
    ['rxweb', '(800) 552-6694'],
    ['eprn', '(800) 552-6694'],
    ['webhostedpaymentpage', '(855) 489-2502'],
  ] as const)('%s → %s', (app: AppName, phone) => {
    expect(walletErrorMessage(err(500), 'deleteCard', app).message.endsWith(callLine(phone))).toBe(true);
  });
});
