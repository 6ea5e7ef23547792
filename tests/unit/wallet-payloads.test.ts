// @vitest-environment node
/** payment-wallet.md §7 request payloads (#2 add bank card, #3 SNAP EBT, #4 gift card, #5 edit), §3/§7 location
 *  fallbacks (docs/choices.md: facility and store `00000`), §2 "Ticking 'Make this my preferred card' forces save on".
 *  Expected bodies are literal objects in the §7 shapes; each is also parsed by its contract. */
import { homeAddress } from '../../machines/wallet/wallet/wallet.fixtures';
import { describe, expect, it } from 'vitest';
import {
  addBankCardRequestSchema,
  addGiftCardRequestSchema,
  addSnapCardRequestSchema,
  type Card,
  editCardRequestSchema,
  type SecureFieldResult,
  type ServerAddress,
} from '../../api/contracts/wallet';
import {
  addBankCardPayload,
  addGiftCardPayload,
  addSnapCardPayload,
  type BankCardDraft,
  billingOf,
  type EditCardDraft,
  editCardPayload,
} from '../../domain/wallet/payloads';

const NOW = new Date('2026-03-04T05:06:07.089Z');
const DATE_TIME = { timezone: 'UTC', value: '2026-03-04T05:06:07.089Z' };

const home: ServerAddress = { ...homeAddress, addressId: 'addr-1', addressLine2: 'Apt 2' };
const noUnit: ServerAddress = {
  addressId: 'addr-2',
  addressLine1: '55 King Street W',
  addressType: 'delivery',
  city: 'Toronto',
  countryCode: 'CA',
  preferredAddress: false,
  stateCode: 'ON',
  zip: '12345-6789',
};
const secure: SecureFieldResult = {
  response: '870',
  paypageRegistrationId: 'reg-123',
  firstSix: '411111',
  expMonth: '07',
  expYear: '2031',
};
const draft = (over: Partial<BankCardDraft> = {}): BankCardDraft => ({
  firstName: '  Jordan ',
  lastName: ' Whitfield  ',
  save: false,
  preferred: false,
  address: home,
  secure,
  ...over,
});

describe('§3 billing address → card billing (server form to the §7 billing object)', () => {
  it.each([
    [
      'with Apt/Suite',
      home,
      {
        addressLines: ['4821 Maple Ridge Dr', 'Apt 2'],
        cityTown: 'Cincinnati',
        countryCode: 'US',
        stateProvince: 'OH',
        postalCode: '45227',
      },
    ],
    [
      'without Apt/Suite',
      noUnit,
      {
        addressLines: ['55 King Street W'],
        cityTown: 'Toronto',
        countryCode: 'CA',
        stateProvince: 'ON',
        postalCode: '12345-6789',
      },
    ],
    [
      'an empty Apt/Suite is left out',
      { ...noUnit, addressLine2: '' },
      {
        addressLines: ['55 King Street W'],
        cityTown: 'Toronto',
        countryCode: 'CA',
        stateProvince: 'ON',
        postalCode: '12345-6789',
      },
    ],
  ])('%s', (_name, address, expected) => {
    expect(billingOf(address)).toEqual(expected);
  });
});

describe('§7 #2 add bank card', () => {
  it('the whole body: dateTime UTC, location, flags, paymentMethod from the secure field and the form', () => {
    const body = addBankCardPayload(
      draft(),
      NOW,
      { facilityId: '01234', storeId: '00456' },
      { accertifyTransactionId: 'acc-9', deviceInfo: 'dev-7' },
    );
    expect(body).toEqual({
      dateTime: DATE_TIME,
      facilityId: '01234',
      storeId: '00456',
      defaultCard: false,
      save: false,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing: {
          addressLines: ['4821 Maple Ridge Dr', 'Apt 2'],
          cityTown: 'Cincinnati',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45227',
        },
        brand: 'VISA',
        expirationMonth: '07',
        expirationYear: '2031',
        lowValueToken: 'reg-123',
        cardFirstSix: '411111',
        firstName: 'Jordan',
        lastName: 'Whitfield',
      },
      accertifyTransactionId: 'acc-9',
      deviceInfo: 'dev-7',
    });
    expect(addBankCardRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    // [location, facilityId, storeId]: docs/choices.md "Default facility and store ids: 00000 both"
    [{}, '00000', '00000'],
    [{ facilityId: '', storeId: '' }, '00000', '00000'],
    [{ facilityId: '01234' }, '01234', '00000'],
    [{ storeId: '00456' }, '00000', '00456'],
  ])('location %j → facility %s, store %s', (location, facilityId, storeId) => {
    const body = addBankCardPayload(draft(), NOW, location, {});
    expect(body.facilityId).toBe(facilityId);
    expect(body.storeId).toBe(storeId);
  });

  it.each([
    // [save, preferred, body.save, body.defaultCard]: preferred forces save on (§2)
    [false, false, false, false],
    [true, false, true, false],
    [false, true, true, true],
    [true, true, true, true],
  ])('save %s, preferred %s → save %s, defaultCard %s', (save, preferred, bodySave, defaultCard) => {
    const body = addBankCardPayload(draft({ save, preferred }), NOW, {}, {});
    expect(body.save).toBe(bodySave);
    expect(body.defaultCard).toBe(defaultCard);
  });

  it('the fraud fields are left out when the fraud script gave none', () => {
    const body = addBankCardPayload(draft(), NOW, {}, {});
    expect(body).not.toHaveProperty('accertifyTransactionId');
    expect(body).not.toHaveProperty('deviceInfo');
    const empty = addBankCardPayload(draft(), NOW, {}, { accertifyTransactionId: '', deviceInfo: '' });
    expect(empty).not.toHaveProperty('accertifyTransactionId');
    expect(empty).not.toHaveProperty('deviceInfo');
  });

  it.each([
    // [secure field brand, first six, brand sent]
    ['MASTERCARD', '411111', 'MASTERCARD'],
    [undefined, '411111', 'VISA'],
    [undefined, '510510', 'MASTERCARD'],
    [undefined, '371449', 'AMEX'],
  ])('brand: the secure field says %s, first six %s → %s', (brand, firstSix, expected) => {
    const body = addBankCardPayload(
      draft({ secure: { ...secure, firstSix, ...(brand ? { brand } : {}) } }),
      NOW,
      {},
      {},
    );
    expect(body.paymentMethod.brand).toBe(expected);
    expect(body.paymentMethod.cardFirstSix).toBe(firstSix);
  });

  it('a secure field answer without its fields gives empty strings and brand NONE (the contract then refuses it)', () => {
    const body = addBankCardPayload(draft({ secure: { response: '870' } }), NOW, {}, {});
    expect(body.paymentMethod).toMatchObject({
      brand: 'NONE',
      expirationMonth: '',
      expirationYear: '',
      lowValueToken: '',
      cardFirstSix: '',
    });
    expect(addBankCardRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('§7 #3 add SNAP EBT card', () => {
  it.each([
    ['5077 1234 5678 9012', '5077123456789012'],
    ['5077-1234-5678-9012-345', '5077123456789012345'],
  ])('%s → pan %s, defaultCard false, save true', (pan, digits) => {
    const body = addSnapCardPayload(
      pan,
      NOW,
      { facilityId: '04321' },
      { accertifyTransactionId: 'acc-1', deviceInfo: 'dev-1' },
    );
    expect(body).toEqual({
      dateTime: DATE_TIME,
      defaultCard: false,
      facilityId: '04321',
      paymentMethod: { paymentType: 'EBT_CARD', pan: digits },
      save: true,
      accertifyTransactionId: 'acc-1',
      deviceInfo: 'dev-1',
    });
    expect(addSnapCardRequestSchema.safeParse(body).success).toBe(true);
  });

  it('without location and fraud data: facility 00000, no fraud fields', () => {
    expect(addSnapCardPayload('5077123456789012', NOW, {}, {})).toEqual({
      dateTime: DATE_TIME,
      defaultCard: false,
      facilityId: '00000',
      paymentMethod: { paymentType: 'EBT_CARD', pan: '5077123456789012' },
      save: true,
    });
  });
});

describe('§7 #4 add gift card', () => {
  it.each([
    [{ facilityId: '07777' }, '07777'],
    [{}, '00000'],
    [{ facilityId: '' }, '00000'],
  ])('location %j → facility %s; the pan is sent as its 19 digits', (location, facilityId) => {
    const body = addGiftCardPayload('6006491234-567-890-123', '1234', NOW, location);
    expect(body).toEqual({
      dateTime: DATE_TIME,
      facilityId,
      paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123', pin: '1234' },
    });
    expect(addGiftCardRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('§7 #5 edit card', () => {
  const card: Card = {
    id: 'card-visa',
    versionKey: '1',
    lastFourPan: '1111',
    cardType: 'CREDIT_CARD',
    bin: '411111',
    brand: 'VISA',
    default: true,
    expired: false,
    saved: true,
    paymentGram: 'tok_visa',
    expirationMonth: '12',
    expirationYear: '2030',
    address: {
      addressLines: ['1 Old Road'],
      cityTown: 'Dayton',
      stateProvince: 'OH',
      postalCode: '45402',
      countryCode: 'US',
    },
    defaultApplications: ['clicklist'],
  };
  const edit = (over: Partial<EditCardDraft> = {}): EditCardDraft => ({
    card,
    firstName: ' Jordan ',
    lastName: ' Whitfield ',
    expirationMonth: '08',
    expirationYear: '2032',
    preferred: true,
    address: home,
    checkoutId: 'chk-5',
    ...over,
  });

  it('the whole body: the new address, the checkout id as low value token, the bin as first six', () => {
    const body = editCardPayload(edit(), NOW, { facilityId: '01234', storeId: '00456' });
    expect(body).toEqual({
      cardId: 'card-visa',
      dateTime: DATE_TIME,
      facilityId: '01234',
      storeId: '00456',
      defaultCard: true,
      paymentGram: 'tok_visa',
      saved: true,
      paymentMethod: {
        paymentType: 'CREDIT_CARD',
        billing: {
          addressLines: ['4821 Maple Ridge Dr', 'Apt 2'],
          cityTown: 'Cincinnati',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45227',
        },
        brand: 'VISA',
        expirationMonth: '08',
        expirationYear: '2032',
        lowValueToken: 'chk-5',
        cardFirstSix: '411111',
        firstName: 'Jordan',
        lastName: 'Whitfield',
      },
    });
    expect(editCardRequestSchema.safeParse(body).success).toBe(true);
  });

  it.each([
    [{}, '00000', '00000'],
    [{ facilityId: '', storeId: '' }, '00000', '00000'],
    [{ storeId: '00456' }, '00000', '00456'],
  ])('location %j → facility %s, store %s', (location, facilityId, storeId) => {
    const body = editCardPayload(edit(), NOW, location);
    expect(body.facilityId).toBe(facilityId);
    expect(body.storeId).toBe(storeId);
  });

  it.each([
    ['BANK_CARD', 'BANK_CARD'],
    ['CREDIT_CARD', 'CREDIT_CARD'],
  ] as const)('card type %s → paymentType %s', (cardType, paymentType) => {
    const body = editCardPayload(edit({ card: { ...card, cardType } }), NOW, {});
    expect(body.paymentMethod.paymentType).toBe(paymentType);
  });

  it('no address chosen: the card keeps its own billing address', () => {
    const body = editCardPayload(edit({ address: null }), NOW, {});
    expect(body.paymentMethod.billing).toEqual({
      addressLines: ['1 Old Road'],
      cityTown: 'Dayton',
      stateProvince: 'OH',
      postalCode: '45402',
      countryCode: 'US',
    });
  });

  it('no address anywhere: an empty US billing address', () => {
    const { address: _none, ...bare } = card;
    const body = editCardPayload(edit({ card: bare, address: null }), NOW, {});
    expect(body.paymentMethod.billing).toEqual({
      addressLines: [],
      cityTown: '',
      countryCode: 'US',
      stateProvince: '',
      postalCode: '',
    });
  });

  it('optional parts are left out: no CVV re-entered, no bin, no payment gram; unsaved and not preferred', () => {
    const { bin: _b, paymentGram: _p, ...bare } = card;
    const body = editCardPayload(
      edit({ card: { ...bare, saved: false }, checkoutId: undefined, preferred: false }),
      NOW,
      {},
    );
    expect(body).not.toHaveProperty('paymentGram');
    expect(body.paymentMethod).not.toHaveProperty('lowValueToken');
    expect(body.paymentMethod).not.toHaveProperty('cardFirstSix');
    expect(body.saved).toBe(false);
    expect(body.defaultCard).toBe(false);
    const emptyId = editCardPayload(edit({ checkoutId: '' }), NOW, {});
    expect(emptyId.paymentMethod).not.toHaveProperty('lowValueToken');
  });
});
