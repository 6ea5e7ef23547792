/**
 * Calendar days in end-to-end tests, which may run across midnight. A CI run once did (23:49 to 00:08): a test read
 * a date seeded before midnight and computed "today" after it, one day later. So a test never pairs a day it
 * computes now with a day the server or the page computed earlier. It expects one of the days that a moment in a
 * known window can fall on: the window in which the run's data was seeded (`seededDays`), or the window from just
 * before an action to just after the page showed its result (`daysBetween`). Within a minutes-long window that is
 * one day, or two when midnight fell inside it.
 */
import { formatISO } from 'date-fns';
import { inject } from 'vitest';

/** A day as the pharmacy writes it in its data and date controls: `yyyy-MM-dd`, this machine's time zone. */
export const isoDay = (d: Date) => formatISO(d, { representation: 'date' });

/** `yyyy-MM-dd` as the pages show it: `MM/dd/yyyy`. */
export const displayDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The days `shift` gives for a moment from `from` to `to` (`shift` keeps order, as adding days or months does). */
export function daysBetween(
  from: Date | number,
  to: Date | number,
  shift: (d: Date) => Date = (d) => d,
): string[] {
  const first = isoDay(shift(new Date(from)));
  const last = isoDay(shift(new Date(to)));
  return first === last ? [first] : [first, last];
}

/** The days `shift` gives for the moment the run's template data was seeded (tests/e2e/support/global-setup.ts). */
export function seededDays(shift: (d: Date) => Date = (d) => d): string[] {
  return daysBetween(inject('e2eSeededFrom'), inject('e2eSeededTo'), shift);
}

/** A pattern for a text that reads `text(day)` for one of `days`, for Playwright's getByText and for `toMatch`. */
export function textForAnyDay(days: readonly string[], text: (day: string) => string): RegExp {
  const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(days.map((d) => literal(text(d))).join('|'));
}
