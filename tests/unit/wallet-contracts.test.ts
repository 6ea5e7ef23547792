// @vitest-environment node
/**
 * The wallet service's request and response contracts (api/contracts/wallet.ts; payment-wallet.md §3 entities, §4
 * validation, §7 the eleven calls, §9 limits). The sandbox validates every request with these schemas, so a schema
 * that lets a malformed body through, or refuses a good one, is a defect of both sides. Every value is a literal of
 * the spec: card types and brands (§3), month 01-12 and a four-digit year, the first six digits, SNAP EBT 16 to 19
 * digits, gift card exactly 19 and PIN exactly 4, postal code 5 digits or 5+4, address types home and delivery,
 * countries US and CA (§2 "CA for a province, US otherwise"), names 1 to 375 characters, address 100, city 50.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as wallet from '../../api/contracts/wallet';
import { visa } from '../../machines/wallet/wallet/wallet.fixtures';

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

const dateTime = { timezone: 'UTC', value: '2026-11-24T12:00:00Z' };
const billing = {
  addressLines: ['1 Main St'],
  cityTown: 'Cincinnati',
  countryCode: 'US',
  stateProvince: 'OH',
  postalCode: '45202',
};
const bankCard = {
  dateTime,
  facilityId: '014',
  storeId: '00014',
  defaultCard: false,
  save: true,
  paymentMethod: {
    paymentType: 'CREDIT_CARD',
    billing,
    brand: 'VISA',
    expirationMonth: '07',
    expirationYear: '2029',
    lowValueToken: 'reg.ok.1111.abc',
    cardFirstSix: '411111',
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
};
const snapCard = {
  dateTime,
  defaultCard: false,
  facilityId: '014',
  paymentMethod: { paymentType: 'EBT_CARD', pan: '5077190000000001' },
  save: true,
};
const giftCard = {
  dateTime,
  facilityId: '014',
  paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491000000000001', pin: '1234' },
};
const address = {
  addressId: '',
  addressLine1: '1 Main St',
  addressType: 'home',
  city: 'Cincinnati',
  countryCode: 'US',
  preferredAddress: false,
  stateCode: 'OH',
  zip: '45202',
};
/** A saved credit card as the service answers it (the wallet chart's fixture). */
const card = visa;

/** `base` with `path` (dot-separated) set to `value`. */
function withValue(base: object, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  if (value === undefined) delete at[keys.at(-1)!];
  else at[keys.at(-1)!] = value;
  return copy;
}

describe('wallet contracts: the card (§3)', () => {
  it.each(['BANK_CARD', 'CREDIT_CARD', 'EBT_CARD', 'GIFT_CARD'])('card type %s is accepted', (cardType) => {
    expect(ok(wallet.cardSchema, { ...card, cardType })).toBe(true);
  });
  it.each(['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER', 'DINERS', 'JCB', 'UNIONPAY', 'EBT', 'NONE'])(
    'brand %s is accepted',
    (brand) => {
      expect(ok(wallet.cardSchema, { ...card, brand })).toBe(true);
    },
  );
  it.each([
    ['cardType', 'DEBIT_CARD'],
    ['cardType', ''],
    ['brand', 'MAESTRO'],
    ['brand', ''],
  ])('%s %j is refused', (key, value) => {
    expect(ok(wallet.cardSchema, { ...card, [key]: value })).toBe(false);
  });
  it('a card address needs its five parts (§3 address)', () => {
    const cardAddress = card.address!;
    expect(Object.keys(cardAddress).sort()).toEqual([
      'addressLines',
      'cityTown',
      'countryCode',
      'postalCode',
      'stateProvince',
    ]);
    expect(ok(wallet.cardAddressSchema, cardAddress)).toBe(true);
    for (const key of Object.keys(cardAddress))
      expect(ok(wallet.cardAddressSchema, withValue(cardAddress, key, undefined)), key).toBe(false);
  });
});

describe('wallet contracts: add a bank or credit card (§7 #2)', () => {
  it('the complete request is accepted, with and without the optional fraud fields', () => {
    expect(ok(wallet.addBankCardRequestSchema, bankCard)).toBe(true);
    expect(
      ok(wallet.addBankCardRequestSchema, { ...bankCard, accertifyTransactionId: 'tx', deviceInfo: 'd' }),
    ).toBe(true);
    expect(ok(wallet.addCardRequestSchema, bankCard)).toBe(true);
  });
  it.each([
    ['paymentMethod.paymentType', 'BANK_CARD', true],
    ['paymentMethod.paymentType', 'EBT_CARD', false],
    ['paymentMethod.paymentType', '', false],
    ['paymentMethod.expirationMonth', '01', true],
    ['paymentMethod.expirationMonth', '09', true],
    ['paymentMethod.expirationMonth', '10', true],
    ['paymentMethod.expirationMonth', '12', true],
    ['paymentMethod.expirationMonth', '00', false],
    ['paymentMethod.expirationMonth', '13', false],
    ['paymentMethod.expirationMonth', '7', false],
    ['paymentMethod.expirationMonth', '007', false],
    ['paymentMethod.expirationMonth', '1a', false],
    ['paymentMethod.expirationMonth', '0712', false],
    ['paymentMethod.expirationMonth', '1207', false],
    ['paymentMethod.expirationYear', '2029', true],
    ['paymentMethod.expirationYear', '29', false],
    ['paymentMethod.expirationYear', '20290', false],
    ['paymentMethod.expirationYear', 'x2029', false],
    ['paymentMethod.cardFirstSix', '411111', true],
    ['paymentMethod.cardFirstSix', '41111', false],
    ['paymentMethod.cardFirstSix', '4111111', false],
    ['paymentMethod.cardFirstSix', 'x411111', false],
    ['paymentMethod.lowValueToken', '', false],
    ['paymentMethod.firstName', '', false],
    ['paymentMethod.firstName', 'A'.repeat(375), true],
    ['paymentMethod.firstName', 'A'.repeat(376), false],
    ['paymentMethod.lastName', '', false],
    ['paymentMethod.lastName', 'L'.repeat(375), true],
    ['paymentMethod.lastName', 'L'.repeat(376), false],
    ['paymentMethod.brand', 'AMEX', true],
    ['paymentMethod.brand', 'MAESTRO', false],
    ['paymentMethod.billing.postalCode', undefined, false],
    ['paymentMethod.billing.addressLines', undefined, false],
    ['dateTime.timezone', 'EST', false],
    ['dateTime.value', undefined, false],
    ['defaultCard', undefined, false],
    ['save', undefined, false],
    ['storeId', undefined, false],
  ])('%s = %j: accepted %s', (path, value, accepted) => {
    expect(ok(wallet.addBankCardRequestSchema, withValue(bankCard, path, value))).toBe(accepted);
  });
});

describe('wallet contracts: add a SNAP EBT card (§7 #3) and a gift card (§7 #4)', () => {
  it('the complete requests are accepted, as themselves and as an add-card request', () => {
    expect(ok(wallet.addSnapCardRequestSchema, snapCard)).toBe(true);
    expect(ok(wallet.addGiftCardRequestSchema, giftCard)).toBe(true);
    expect(ok(wallet.addCardRequestSchema, snapCard)).toBe(true);
    expect(ok(wallet.addCardRequestSchema, giftCard)).toBe(true);
  });
  it.each([
    ['paymentMethod.pan', '1'.repeat(16), true],
    ['paymentMethod.pan', '1'.repeat(19), true],
    ['paymentMethod.pan', '1'.repeat(15), false],
    ['paymentMethod.pan', '1'.repeat(20), false],
    ['paymentMethod.pan', `x${'1'.repeat(16)}`, false],
    ['paymentMethod.pan', `${'1'.repeat(16)}x`, false],
    ['paymentMethod.paymentType', 'GIFT_CARD', false],
    ['defaultCard', true, false],
    ['save', undefined, false],
  ])('SNAP %s = %j: accepted %s', (path, value, accepted) => {
    expect(ok(wallet.addSnapCardRequestSchema, withValue(snapCard, path, value))).toBe(accepted);
  });
  it.each([
    ['paymentMethod.pan', '1'.repeat(19), true],
    ['paymentMethod.pan', '1'.repeat(18), false],
    ['paymentMethod.pan', '1'.repeat(20), false],
    ['paymentMethod.pan', `x${'1'.repeat(19)}`, false],
    ['paymentMethod.pan', `${'1'.repeat(19)}x`, false],
    ['paymentMethod.pin', '0000', true],
    ['paymentMethod.pin', '123', false],
    ['paymentMethod.pin', '12345', false],
    ['paymentMethod.pin', 'x1234', false],
    ['paymentMethod.pin', '1234x', false],
    ['paymentMethod.paymentType', 'EBT_CARD', false],
  ])('gift %s = %j: accepted %s', (path, value, accepted) => {
    expect(ok(wallet.addGiftCardRequestSchema, withValue(giftCard, path, value))).toBe(accepted);
  });
  it('an add-card request that is none of the three is refused', () => {
    expect(ok(wallet.addCardRequestSchema, {})).toBe(false);
    expect(ok(wallet.addCardRequestSchema, withValue(giftCard, 'paymentMethod.pin', '1'))).toBe(false);
  });
});

describe('wallet contracts: edit a card (§7 #5)', () => {
  const edit = {
    cardId: 'card-1',
    dateTime,
    facilityId: '014',
    storeId: '00014',
    defaultCard: true,
    saved: true,
    paymentMethod: {
      paymentType: 'BANK_CARD',
      billing,
      brand: 'MASTERCARD',
      expirationMonth: '12',
      expirationYear: '2030',
      firstName: 'Ada',
      lastName: 'Lovelace',
    },
  };
  it.each([
    ['cardId', 'card-1', true],
    ['paymentGram', 'gram', true],
    ['paymentMethod.lowValueToken', 'chk.ok.0000.x', true],
    ['paymentMethod.paymentType', 'CREDIT_CARD', true],
    ['paymentMethod.paymentType', 'GIFT_CARD', false],
    ['paymentMethod.expirationMonth', '12', true],
    ['paymentMethod.expirationMonth', '13', false],
    ['paymentMethod.expirationMonth', '1', false],
    ['paymentMethod.expirationMonth', '012', false],
    ['paymentMethod.expirationMonth', '120', false],
    ['paymentMethod.expirationYear', '30', false],
    ['paymentMethod.expirationYear', '20300', false],
    ['paymentMethod.expirationYear', 'x2030', false],
    ['paymentMethod.firstName', '', false],
    ['paymentMethod.lastName', 'L'.repeat(376), false],
    ['saved', undefined, false],
    ['cardId', undefined, false],
  ])('%s = %j: accepted %s', (path, value, accepted) => {
    expect(ok(wallet.editCardRequestSchema, withValue(edit, path, value))).toBe(accepted);
  });
});

describe('wallet contracts: billing addresses (§3 server form, §4, §7 #7 and #8)', () => {
  it.each([
    ['zip', '45202', true],
    ['zip', '45202-1234', true],
    ['zip', '4520', false],
    ['zip', '452021', false],
    ['zip', '45202-123', false],
    ['zip', '45202-12345', false],
    ['zip', '45202-abcd', false],
    ['zip', 'x45202', false],
    ['zip', '45202x', false],
    ['addressType', 'delivery', true],
    ['addressType', 'work', false],
    ['countryCode', 'CA', true],
    ['countryCode', 'MX', false],
    ['addressLine1', '', false],
    ['addressLine1', 'a'.repeat(100), true],
    ['addressLine1', 'a'.repeat(101), false],
    ['addressLine2', 'a'.repeat(100), true],
    ['addressLine2', 'a'.repeat(101), false],
    ['city', '', false],
    ['city', 'c'.repeat(50), true],
    ['city', 'c'.repeat(51), false],
    ['stateCode', 'O', false],
    ['stateCode', 'OHI', false],
    ['preferredAddress', undefined, false],
  ])('%s = %j: accepted %s', (path, value, accepted) => {
    expect(ok(wallet.serverAddressSchema, withValue(address, path, value))).toBe(accepted);
    expect(ok(wallet.updateBillingRequestSchema, { address: withValue(address, path, value) })).toBe(
      accepted,
    );
  });
  it('the answers carry the addresses under data.payment', () => {
    expect(ok(wallet.billingResponseSchema, { data: { payment: { addresses: [address] } } })).toBe(true);
    expect(ok(wallet.billingResponseSchema, { data: { payment: { addresses: [{}] } } })).toBe(false);
    expect(ok(wallet.updateBillingResponseSchema, { data: { payment: { address } } })).toBe(true);
    expect(ok(wallet.updateBillingResponseSchema, { data: { payment: {} } })).toBe(false);
    expect(ok(wallet.updateBillingRequestSchema, {})).toBe(false);
  });
});

describe('wallet contracts: balances, preferred card, token, secure fields (§7 #9-#11, §3)', () => {
  it.each([
    [wallet.giftBalanceRequestSchema, { paymentGram: 'g' }, true],
    [wallet.giftBalanceRequestSchema, { paymentGram: '' }, false],
    [wallet.giftBalanceRequestSchema, {}, false],
    [wallet.ebtBalanceRequestSchema, { paymentMethod: { encryptedPin: 'pin.ok.x', paymentgram: 'g' } }, true],
    [wallet.ebtBalanceRequestSchema, { paymentMethod: { encryptedPin: '', paymentgram: 'g' } }, false],
    [wallet.ebtBalanceRequestSchema, { paymentMethod: { encryptedPin: 'pin.ok.x' } }, false],
    [wallet.ebtBalanceRequestSchema, {}, false],
    [wallet.setDefaultRequestSchema, { cardId: 'card-1' }, true],
    [wallet.setDefaultRequestSchema, { cardId: '' }, false],
    [wallet.setDefaultRequestSchema, {}, false],
    [
      wallet.walletTokenResponseSchema,
      { data: { token: 't', expiresAt: 'e', paymentIntentId: 'pi-1' } },
      true,
    ],
    [wallet.walletTokenResponseSchema, { data: { token: 't', expiresAt: 'e' } }, false],
    [wallet.walletTokenResponseSchema, {}, false],
    [wallet.secureFieldResultSchema, { response: '870', paypageRegistrationId: 'reg' }, true],
    [wallet.secureFieldResultSchema, { paypageRegistrationId: 'reg' }, false],
    [wallet.giftBalanceResponseSchema, { data: { payment: { remainingBalance: '25.00' } } }, true],
    [wallet.giftBalanceResponseSchema, { data: { payment: {} } }, false],
  ] as const)('case %#: accepted %s', (schema, value, accepted) => {
    expect(ok(schema as z.ZodMiniType, value)).toBe(accepted);
  });
  it('the SNAP balance answer reads data.payment.data.transactionBalanceInquiry.remainingBalance.snap', () => {
    const answer = {
      data: { payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: '12.34' } } } } },
    };
    expect(ok(wallet.ebtBalanceResponseSchema, answer)).toBe(true);
    expect(
      ok(
        wallet.ebtBalanceResponseSchema,
        withValue(answer, 'data.payment.data.transactionBalanceInquiry', {}),
      ),
    ).toBe(false);
  });
  it('a card answer is the card under data.payment.card; a list under data.payment.cards', () => {
    expect(ok(wallet.cardResponseSchema, { data: { payment: { card } } })).toBe(true);
    expect(ok(wallet.cardResponseSchema, { data: { payment: { card: {} } } })).toBe(false);
    expect(ok(wallet.cardsResponseSchema, { data: { payment: { cards: [card] } } })).toBe(true);
    expect(ok(wallet.cardsResponseSchema, { data: { payment: { cards: [{}] } } })).toBe(false);
  });
});
