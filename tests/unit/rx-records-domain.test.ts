// @vitest-environment node
/** Rules of issue 12 part 2 defined once in domain/rx (literals from §4, §5, §9 of the spec). */
import { describe, expect, it } from 'vitest';
import { isOffered } from '../../domain/features';
import { needsStateConsent } from '../../domain/rx/autoRefill';
import {
  defaultRange,
  earliestStart,
  expenseTotals,
  isRecentlySold,
  rangeError,
} from '../../domain/rx/history';
import { autoRefillState } from '../../domain/rx/patients';
import { canChoose, joinStatus } from '../../domain/rx/programs';
import { dvrErrorMessage, fromShcNumeric, toShcNumeric } from '../../domain/rx/vaccineRecord';
import { historyTransactions } from '../../machines/rx/history/history.fixtures';

describe('auto-refill window (§4, §9: expiring 1 to 105 days before termination; expired at 0 or fewer)', () => {
  it.each([
    { termination: '2026-11-25', expiring: true, expired: false },
    { termination: '2027-03-09', expiring: true, expired: false },
    { termination: '2027-03-10', expiring: false, expired: false },
    { termination: '2026-11-24', expiring: false, expired: true },
    { termination: '2026-10-01', expiring: false, expired: true },
  ])('$termination from 2026-11-24', ({ termination, expiring, expired }) => {
    expect(autoRefillState(termination, '2026-11-24')).toEqual({ expiring, expired });
  });

  it.each([
    ['CA', true],
    ['IL', true],
    ['OH', false],
    [null, false],
  ] as const)('the auto-refill states list CA, IL: %s needs consent %s', (state, needs) => {
    expect(needsStateConsent(state)).toBe(needs);
  });
});

describe('history range (§5, §9)', () => {
  it('defaults to the last 12 months and caps at 36 months back', () => {
    expect(defaultRange('2026-11-24')).toEqual({ from: '2025-11-24', to: '2026-11-24' });
    expect(earliestStart('2026-11-24')).toBe('2023-11-24');
    expect(rangeError({ from: '2023-11-24', to: '2026-11-24' }, '2026-11-24')).toBeNull();
    expect(rangeError({ from: '2023-11-23', to: '2026-11-24' }, '2026-11-24')).toBe(
      'Date must be on or after 11/24/2023',
    );
  });

  it.each([
    ['2026-11-24', true],
    ['2026-10-27', true],
    ['2026-10-26', false],
  ])('recently sold within 4 weeks of 2026-11-24: %s %s', (sold, recent) => {
    expect(isRecentlySold(sold, '2026-11-24')).toBe(recent);
  });

  it('expense totals count a returned fill against the paid amounts', () => {
    expect(expenseTotals(historyTransactions)).toEqual({
      fills: 2,
      patientPaid: 12.5,
      insurancePaid: 18.4,
      retailPrice: 30.9,
    });
  });
});

describe('programs and vaccine record', () => {
  it('joins as REENROLLED after EXPIRED or DECLINED, never chooses for PENDING', () => {
    expect([joinStatus('EXPIRED'), joinStatus('DECLINED'), joinStatus('NEVER_ASKED')]).toEqual([
      'REENROLLED',
      'REENROLLED',
      'ENROLLED',
    ]);
    expect(canChoose('PENDING')).toBe(false);
  });

  it('encodes a JWS as shc:/ digits (char code − 45, two digits each) and back', () => {
    expect(toShcNumeric('ey.J')).toBe('shc:/56760129');
    expect(toShcNumeric('-')).toBe('shc:/00');
    expect(toShcNumeric('z')).toBe('shc:/77');
    expect(fromShcNumeric('shc:/5676')).toBe('ey');
    expect(fromShcNumeric(toShcNumeric('abc.DEF_ghi-0'))).toBe('abc.DEF_ghi-0');
    expect(() => fromShcNumeric('shc:/123')).toThrow();
  });

  it.each([
    [404, 'Patient not found in pharmacy. Please check the data that you have entered'],
    [401, 'The patient date of birth or phone number is incorrect. Please try again.'],
    [403, 'You have surpassed your attempts. Please check back later and try again.'],
    [500, 'Something went wrong. Please try again'],
  ])('§8 text for %i', (status, text) => {
    const error = {
      name: 'ApiError',
      kind: 'http',
      endpoint: 'POST /rx/api/dvr/verify',
      status,
      message: 'x',
    };
    expect(dvrErrorMessage(error)).toBe(text);
  });
});

describe('auto refill is not offered on the mail-order banner (§1)', () => {
  it.each([
    '/rx/auto-refills',
    '/rx/auto-refills/manage-prescriptions',
    '/rx/auto-refills/guidelines',
    '/rx/manage/auto-refills?source=quick-links',
  ])('%s', (path) => {
    expect(isOffered(path, { pharmacy: true, autoRefill: false, tracker: false })).toBe(false);
    expect(isOffered(path, { pharmacy: true, autoRefill: true, tracker: true })).toBe(true);
  });
});
