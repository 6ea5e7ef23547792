/** Date rules shared by every spec: MM/DD/YYYY display (account-signin.md §9 "Date format"). */
export const DISPLAY_DATE_FORMAT = 'MM/dd/yyyy';

/**
 * Formats an ISO instant as MM/DD/YYYY on the calendar of the given IANA time zone (the profile sends
 * `{ value, timezone }`), so a sign-up at 23:30 in Chicago is not shown as the next day. Returns null for
 * an unparsable value rather than throwing in a view.
 */
export function formatDisplayDate(value: string, timeZone = 'UTC'): string | null {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(instant);
  } catch {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(instant);
  }
  // Intl already gives the calendar date of that zone with 2-digit month and day; the year is padded to 4 digits.
  // (Not date-fns's lightFormat: this module is in every page's first load, through the profile chart, and date-fns
  // cost /signin 0.7 kB of its 130 kB budget. Lazy pages format dates with date-fns.)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('month')}/${get('day')}/${get('year').padStart(4, '0')}`;
}
