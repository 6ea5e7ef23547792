// @vitest-environment node
/** payment-wallet.md §5 validation of the flyout's forms (names, address, Apt/Suite, city, state, postal code, SNAP
 *  EBT and gift card numbers, PIN, expiry), §9 limits (name 375, address 100, city 50, EBT 16-19, gift 19 / 22
 *  typed, PIN 4) and expiry years (current year plus 14 on edit), §2 billing address selected and valid. Messages
 *  are the §5 literals; where §5 gives none (last name, "max 100", "required" of a card number, PIN), the wording
 *  of the sibling rule. */
import { homeAddress } from '../../machines/wallet/wallet/wallet.fixtures';
import { describe, expect, it } from 'vitest';
import type { ServerAddress } from '../../api/contracts/wallet';
import {
  billingAddressProblem,
  expiryYears,
  formatGiftNumber,
  isExpired,
  MONTHS,
  validateAddressLine,
  validateCity,
  validateEbtNumber,
  validateExpiry,
  validateGiftNumber,
  validateName,
  validatePin,
  validatePostal,
  validateState,
  validateUnit,
} from '../../domain/wallet/validation';

const FIRST_REQUIRED = 'First Name is a required field.';
const LAST_REQUIRED = 'Last Name is a required field.';
const NAME_TOO_LONG = 'Maximum length for name fields is 375 characters.';
const FIRST_INVALID = 'Please enter a valid first name.';
const LAST_INVALID = 'Please enter a valid last name.';
const ADDRESS_REQUIRED = 'Address is a required field.';
const ADDRESS_INVALID = 'Address has invalid characters.';
const CITY_INVALID = 'City has invalid characters.';
const POSTAL_INVALID = 'Please enter a valid postal code.';
const EBT_LENGTH = 'Card Number must be at least 16 characters long and at most 19 characters long.';
const GIFT_LENGTH = 'Card Number must be exactly 19 characters long.';
const EXPIRY_PAST = 'Expiration Date must be after the current date.';

describe('§5 first and last name', () => {
  it.each([
    ['Jordan', 'first', null],
    ['  Jordan  ', 'first', null],
    ["Mary-Jane O'Neil", 'first', null],
    ['Zoë', 'last', null],
    ['', 'first', FIRST_REQUIRED],
    ['   ', 'first', FIRST_REQUIRED],
    ['', 'last', LAST_REQUIRED],
    ['   ', 'last', LAST_REQUIRED],
    ['a'.repeat(375), 'first', null],
    [`  ${'a'.repeat(375)}  `, 'last', null],
    ['a'.repeat(376), 'first', NAME_TOO_LONG],
    ['a'.repeat(376), 'last', NAME_TOO_LONG],
    ['Jordan1', 'first', FIRST_INVALID],
    ['1Jordan', 'first', FIRST_INVALID],
    ['Jor2dan', 'first', FIRST_INVALID],
    ['Whitfield!', 'last', LAST_INVALID],
    ['#Whitfield', 'last', LAST_INVALID],
  ] as const)('%j (%s) → %s', (value, which, message) => {
    expect(validateName(value, which)).toBe(message);
  });
});

describe('§5 address line, Apt/Suite and city', () => {
  it.each([
    ['1014 Vine Street', null],
    ["12 O'Hara Rd. #4 @ 5% & 6\\7/8-9", null],
    ['  1014 Vine Street  ', null],
    ['', ADDRESS_REQUIRED],
    ['   ', ADDRESS_REQUIRED],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Address must be at most 100 characters.'],
    ['1014 Vine Street!', ADDRESS_INVALID],
    ['!1014 Vine Street', ADDRESS_INVALID],
    ['1014 Vine; Street', ADDRESS_INVALID],
  ])('address %j → %s', (value, message) => {
    expect(validateAddressLine(value)).toBe(message);
  });

  it.each([
    ['', null],
    ['Apt 2', null],
    ['Suite #4-B', null],
    ['a'.repeat(100), null],
    ['a'.repeat(101), 'Apt/Suite must be at most 100 characters.'],
    ['Apt 2!', ADDRESS_INVALID],
    ['!Apt 2', ADDRESS_INVALID],
    ['Apt; 2', ADDRESS_INVALID],
  ])('Apt/Suite %j → %s', (value, message) => {
    expect(validateUnit(value)).toBe(message);
  });

  it.each([
    ['Cincinnati', null],
    ['Winston-Salem', null],
    ['St Louis 2\\3/4', null],
    ['  Cincinnati  ', null],
    ['', 'City is a required field.'],
    ['   ', 'City is a required field.'],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'City must be at most 50 characters.'],
    ['St. Louis', CITY_INVALID],
    ['Cincinnati#', CITY_INVALID],
    ['#Cincinnati', CITY_INVALID],
  ])('city %j → %s', (value, message) => {
    expect(validateCity(value)).toBe(message);
  });
});

describe('§5 state and postal code', () => {
  it.each([
    ['OH', null],
    ['DC', null],
    ['ON', null],
    ['', 'State/Province is a required field.'],
    ['XX', 'State/Province is a required field.'],
  ])('state %j → %s', (value, message) => {
    expect(validateState(value)).toBe(message);
  });

  it.each([
    ['45202', null],
    ['45202-1234', null],
    [' 45202 ', null],
    ['4520', POSTAL_INVALID],
    ['452021', POSTAL_INVALID],
    ['145202', POSTAL_INVALID],
    ['45202-123', POSTAL_INVALID],
    ['45202-12345', POSTAL_INVALID],
    ['x45202', POSTAL_INVALID],
    ['', POSTAL_INVALID],
  ])('postal code %j → %s', (value, message) => {
    expect(validatePostal(value)).toBe(message);
  });
});

describe('§5 SNAP EBT and gift card numbers, PIN', () => {
  it.each([
    ['', 'Card Number is a required field.'],
    ['----', 'Card Number is a required field.'],
    ['5'.repeat(15), EBT_LENGTH],
    ['5'.repeat(16), null],
    ['5077 1234 5678 9012', null],
    ['5077-1234-5678-9012-345', null],
    ['5'.repeat(19), null],
    ['5'.repeat(20), EBT_LENGTH],
  ])('EBT %j → %s', (value, message) => {
    expect(validateEbtNumber(value)).toBe(message);
  });

  it.each([
    ['', 'Card Number is a required field.'],
    ['6'.repeat(18), GIFT_LENGTH],
    ['6'.repeat(19), null],
    ['6006491234-567-890-123', null],
    ['6'.repeat(20), GIFT_LENGTH],
  ])('gift %j → %s', (value, message) => {
    expect(validateGiftNumber(value)).toBe(message);
  });

  it.each([
    // dashes after the 10th, 13th and 16th digits; 19 digits, 22 typed at most
    ['', ''],
    ['123', '123'],
    ['1234567890', '1234567890'],
    ['12345678901', '1234567890-1'],
    ['1234567890123', '1234567890-123'],
    ['12345678901234', '1234567890-123-4'],
    ['1234567890123456', '1234567890-123-456'],
    ['12345678901234567', '1234567890-123-456-7'],
    ['1234567890123456789', '1234567890-123-456-789'],
    ['1234567890-123-456-789', '1234567890-123-456-789'],
    ['1234-5678 90ab12', '1234567890-12'],
    ['12345678901234567890123', '1234567890-123-456-789'],
  ])('format %j → %j', (value, formatted) => {
    expect(formatGiftNumber(value)).toBe(formatted);
    expect(formatGiftNumber(value).length).toBeLessThanOrEqual(22);
  });

  it.each([
    ['', 'PIN is a required field.'],
    ['1234', null],
    ['123', 'PIN must be exactly 4 digits.'],
    ['12345', 'PIN must be exactly 4 digits.'],
    ['a1234', 'PIN must be exactly 4 digits.'],
    ['12a4', 'PIN must be exactly 4 digits.'],
  ])('PIN %j → %s', (value, message) => {
    expect(validatePin(value)).toBe(message);
  });
});

describe('§5 expiry: month 01-12, year 4 digits, not past', () => {
  const now = new Date('2026-03-15T12:00:00Z');
  it.each([
    ['03', '2026', null],
    ['02', '2026', EXPIRY_PAST],
    ['12', '2025', EXPIRY_PAST],
    ['01', '2027', null],
    ['12', '2026', null],
    ['01', '2026', EXPIRY_PAST],
    ['00', '2027', 'Expiration Month is a required field.'],
    ['13', '2027', 'Expiration Month is a required field.'],
    ['1', '2027', 'Expiration Month is a required field.'],
    ['011', '2027', 'Expiration Month is a required field.'],
    ['101', '2027', 'Expiration Month is a required field.'],
    ['', '2027', 'Expiration Month is a required field.'],
    ['05', '27', 'Expiration Year is a required field.'],
    ['05', '20271', 'Expiration Year is a required field.'],
    ['05', '12027', 'Expiration Year is a required field.'],
    ['05', 'abcd', 'Expiration Year is a required field.'],
    ['05', '', 'Expiration Year is a required field.'],
  ])('%s/%s on 2026-03-15 → %s', (month, year, message) => {
    expect(validateExpiry(month, year, now)).toBe(message);
  });

  it('the month is the UTC month: on 2026-12-31T23:30Z (January elsewhere) December 2026 is still valid', () => {
    expect(validateExpiry('12', '2026', new Date('2026-12-31T23:30:00Z'))).toBeNull();
  });

  it.each([
    ['02', '2026', true],
    ['03', '2026', false],
    ['12', '2030', false],
    [undefined, '2020', false],
    ['01', undefined, false],
    ['', '2020', false],
    [undefined, undefined, false],
    ['13', '2020', false],
  ])('isExpired(%s, %s) on 2026-03-15 → %s', (month, year, expired) => {
    expect(isExpired(month, year, now)).toBe(expired);
  });

  it('§9 edit offers the current year plus 14 (15 years); the secure field plus 15', () => {
    expect(expiryYears(now, 14)).toEqual([
      '2026',
      '2027',
      '2028',
      '2029',
      '2030',
      '2031',
      '2032',
      '2033',
      '2034',
      '2035',
      '2036',
      '2037',
      '2038',
      '2039',
      '2040',
    ]);
    expect(expiryYears(new Date('2031-07-01T00:00:00Z'), 15)).toHaveLength(16);
    expect(expiryYears(new Date('2031-07-01T00:00:00Z'), 15).at(-1)).toBe('2046');
  });

  it('the twelve months, two digits', () => {
    expect(MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });
});

describe('§5 billing address selected and valid', () => {
  const NOT_VALID =
    "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.";
  const good: ServerAddress = { ...homeAddress, addressId: 'addr-1', addressLine2: 'Apt 2' };
  it.each([
    ['a valid address', good, null],
    ['no Apt/Suite', { ...good, addressLine2: undefined }, null],
    ['bad address line', { ...good, addressLine1: '1014 Vine Street!' }, NOT_VALID],
    ['bad Apt/Suite', { ...good, addressLine2: 'Apt 2!' }, NOT_VALID],
    ['bad city', { ...good, city: 'Cincinnati!' }, NOT_VALID],
    ['bad state', { ...good, stateCode: 'XX' }, NOT_VALID],
    ['bad postal code', { ...good, zip: '4520' }, NOT_VALID],
  ])('%s → %s', (_name, address, message) => {
    expect(billingAddressProblem(address as ServerAddress)).toBe(message);
  });

  it('none selected', () => {
    expect(billingAddressProblem(null)).toBe('Please select a billing address.');
  });
});
