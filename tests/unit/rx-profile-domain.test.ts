// @vitest-environment node
/**
 * The rules of the patient profile and patient access (pharmacy-portal.md §3, §4, §5, §8, §9) with the spec's
 * literals: address usages and the limit, the zip check and the sandbox's combination table, alternate ids, the
 * expiry date, who may do what to a request, and the texts a notification is shown with.
 */
import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  expiryDateError,
  isAllowedUpdate,
  minExpiryDate,
} from '../../domain/rx/patientAccess';
import {
  ADDRESS_MESSAGES,
  isAddressLimitReached,
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_UPDATED,
  nextAddressUsage,
  notificationText,
  smsPreferenceWarning,
} from '../../domain/rx/profile';
import {
  addressErrors,
  alternateIdError,
  normalizeAddressState,
  zipError,
  RX_STATES,
} from '../../domain/rx/validation';
import { isValidCombination } from '../../server/rx/addresses';
import { forgotPasswordPath } from '../../domain/account/signIn';
import { ACCOUNT_PAGE_LINKS } from '../../domain/rx/profile';

describe('/rx/account/update links (the account pages that exist)', () => {
  it('are the paths the account area defines', () => {
    expect(ACCOUNT_PAGE_LINKS.password).toBe(forgotPasswordPath('/rx/account/update'));
    expect(ACCOUNT_PAGE_LINKS.deleteAccount).toBe('/account/delete');
    expect(ACCOUNT_PAGE_LINKS.personal).toBe('/account/profile');
  });
});

describe('addresses (§3, §5, §8)', () => {
  it('the spec texts', () => {
    expect(ADDRESS_MESSAGES).toMatchObject({
      add: 'Error encountered while adding address, please try again later',
      update: 'Error encountered while updating address, please try again later',
      delete: 'Error encountered while deleting address, please try again later',
      invalidCombination: 'Please enter a valid City, State, Postal Code combination.',
    });
  });

  it.each([
    { usages: [], next: 'HOME1' },
    { usages: ['HOME2'], next: 'HOME1' },
    { usages: ['HOME1'], next: 'HOME2' },
    { usages: ['HOME1', 'SHARED1'], next: 'HOME2' },
    { usages: ['HOME1', 'HOME2'], next: null },
  ])('usage after $usages: $next', ({ usages, next }) => {
    expect(nextAddressUsage(usages)).toBe(next);
  });

  it('at most 2 non-shared addresses before the limit flag (shared ones do not count)', () => {
    expect(isAddressLimitReached([{ isShared: false }])).toBe(false);
    expect(isAddressLimitReached([{ isShared: false }, { isShared: true }])).toBe(false);
    expect(isAddressLimitReached([{ isShared: false }, { isShared: false }])).toBe(true);
  });

  it('US states plus DC and Puerto Rico; the country derives from the state; the state as a string or object', () => {
    expect(RX_STATES).toHaveLength(52);
    expect(RX_STATES.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'PR', 'OH', 'WY']));
    expect(normalizeAddressState('oh')).toEqual({ state: 'OH', country: 'US' });
    expect(normalizeAddressState({ value: 'PR', country: 'XX' })).toEqual({ state: 'PR', country: 'US' });
    expect(normalizeAddressState('ON')).toEqual({ state: 'ON', country: undefined });
  });

  it.each([
    ['45227', undefined],
    ['45227-1234', undefined],
    ['K1A 0B1', undefined],
    ['4522', 'Invalid postal code'],
    ['45227-12', 'Invalid postal code'],
    ['', 'Required'],
  ])('postal code %s: %s', (zip, message) => {
    expect(zipError(zip)).toBe(message);
  });

  it('address1, city and state are required', () => {
    expect(addressErrors({ address1: ' ', city: '', state: '', zipCode: '45227' })).toEqual({
      address1: 'Required',
      city: 'Required',
      state: 'Required',
    });
  });

  it.each([
    ['OH', '45227', true],
    ['CO', '80301', true],
    ['PR', '00901', true],
    ['DC', '20001', true],
    ['CA', '45227', false],
    ['OH', '80301', false],
    ['OH', 'K1A 0B1', false],
  ])("the sandbox's combination check: %s %s → %s", (state, zip, valid) => {
    expect(isValidCombination(state, zip)).toBe(valid);
  });
});

describe('alternate id (§5, §9)', () => {
  it.each([
    ['1234567890', undefined],
    ['12345678901', undefined],
    ['1234567890123', undefined],
    [
      '123456789',
      'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
    ],
    [
      '12345678901234',
      'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
    ],
    ['', 'Number is a required field'],
  ])('%s: %s', (value, message) => {
    expect(alternateIdError(value)).toBe(message);
  });
});

describe('patient access (§4, §6)', () => {
  it.each([
    ['grantor', 'PENDING', ['grant', 'decline']],
    ['grantor', 'APPROVED', ['setExpiry', 'remove']],
    ['grantor', 'EXPIRED', ['remove']],
    ['grantor', 'REVOKED', []],
    ['grantor', 'CANCELLED', []],
    ['grantee', 'PENDING', ['cancel']],
    ['grantee', 'APPROVED', ['cancel']],
    ['grantee', 'EXPIRED', []],
    [null, 'APPROVED', []],
    // A request the customer sent to link a child or pet someone else looks after, listed with their own.
    [null, 'PENDING', ['cancel']],
    [null, 'EXPIRED', []],
  ] as const)('%s on %s: %s', (side, status, actions) => {
    expect(allowedActions(side, status)).toEqual(actions);
  });

  it('CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove); an expiry date is an update', () => {
    expect(isAllowedUpdate('grantor', 'PENDING', 'APPROVED')).toBe(true);
    expect(isAllowedUpdate('grantor', 'PENDING', 'DENIED')).toBe(true);
    expect(isAllowedUpdate('grantor', 'APPROVED', 'REVOKED')).toBe(true);
    expect(isAllowedUpdate('grantor', 'APPROVED', 'APPROVED')).toBe(true);
    expect(isAllowedUpdate('grantor', 'PENDING', 'CANCELLED')).toBe(false);
    expect(isAllowedUpdate('grantee', 'PENDING', 'CANCELLED')).toBe(true);
    expect(isAllowedUpdate('grantee', 'PENDING', 'APPROVED')).toBe(false);
  });

  it('the earliest expiry is tomorrow; never today or in the past', () => {
    expect(minExpiryDate('2026-12-31')).toBe('2027-01-01');
    expect(expiryDateError('2027-01-01', '2026-12-31')).toBeUndefined();
    expect(expiryDateError('2026-12-31', '2026-12-31')).toBe('Choose a date after today.');
    expect(expiryDateError('2026-02-29', '2025-01-01')).toBe('Please enter a valid date.');
  });
});

describe('notifications (§2.3, §8)', () => {
  it('the spec texts', () => {
    expect(NOTIFICATION_MESSAGES.empty).toBe('There are currently no notifications for this patient.');
    expect(NOTIFICATION_MESSAGES.annualVerificationFailed).toBe(
      'We encountered an error saving your response. Please try again.',
    );
    expect(NOTIFICATIONS_UPDATED).toBe('Notifications are updated successfully');
  });

  it('a selected SMS type warns while text messages are off', () => {
    expect(smsPreferenceWarning({ type: 'READY_FOR_PICKUP', selected: true }, false)).toBe(
      'Text messages are off: turn on Text messages to get these.',
    );
    expect(smsPreferenceWarning({ type: 'READY_FOR_PICKUP', selected: true }, true)).toBeNull();
    expect(smsPreferenceWarning({ type: 'READY_FOR_PICKUP', selected: false }, false)).toBeNull();
  });

  it('says each category in words', () => {
    expect(
      notificationText({
        category: 'PRESCRIPTION',
        notificationId: 'x',
        type: 'READY_FOR_PICKUP',
        drugName: 'Omeprazole 20 mg Capsule',
        patientPayAmount: 12.5,
        eventDate: null,
        rxRecordNumber: '501234570',
      }),
    ).toEqual({
      heading: 'Ready for pickup',
      text: 'Omeprazole 20 mg Capsule is ready for pickup ($12.50).',
    });
    expect(
      notificationText({
        category: 'PATIENT_ACCESS',
        notificationId: 'y',
        type: 'PENDING',
        patientNumber: '100234567',
        careGiver: 'Morgan Ellis',
        customerId: 'c',
        accessExpiryDate: null,
      }).text,
    ).toBe('Morgan Ellis asked to manage these prescriptions.');
  });
});
