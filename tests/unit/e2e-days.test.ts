// @vitest-environment node
/**
 * The end-to-end suite's calendar days (tests/e2e/support/days.ts). A CI run once went from 23:49 to 00:08 and
 * compared a day seeded before midnight with a day it computed after it; these cases pin what a window across
 * midnight allows.
 */
import { addDays, subMonths } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { daysBetween, displayDay, textForAnyDay } from '../e2e/support/days';

const local = (y: number, m: number, d: number, h: number, min: number) => new Date(y, m - 1, d, h, min);

describe('e2e calendar days', () => {
  it.each([
    ['within one day', local(2026, 11, 29, 10, 0), local(2026, 11, 29, 10, 5), 10, ['2026-12-09']],
    [
      'across midnight',
      local(2026, 11, 29, 23, 49),
      local(2026, 11, 30, 0, 8),
      10,
      ['2026-12-09', '2026-12-10'],
    ],
    [
      'across midnight, tomorrow',
      local(2026, 12, 31, 23, 59),
      local(2027, 1, 1, 0, 1),
      1,
      ['2027-01-01', '2027-01-02'],
    ],
  ])('%s: %s to %s, %i days on', (_name, from, to, days, expected) => {
    expect(daysBetween(from, to, (d) => addDays(d, days))).toEqual(expected);
  });

  it('counts months back from each end of the window', () => {
    expect(daysBetween(local(2026, 3, 31, 23, 59), local(2026, 4, 1, 0, 1), (d) => subMonths(d, 12))).toEqual(
      ['2025-03-31', '2025-04-01'],
    );
  });

  it('shows a day as MM/dd/yyyy', () => {
    expect(displayDay('2026-12-09')).toBe('12/09/2026');
  });

  it('matches the text for either day, and only as written', () => {
    const pattern = textForAnyDay(['2026-12-09', '2026-12-10'], (d) => `Access ends${displayDay(d)}.`);
    expect('Access ends12/09/2026.').toMatch(pattern);
    expect('Access ends12/10/2026.').toMatch(pattern);
    expect('Access ends12/11/2026.').not.toMatch(pattern);
    // The dot is a dot, not any character.
    expect('Access ends12/10/2026!').not.toMatch(pattern);
  });
});
