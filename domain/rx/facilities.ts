/**
 * Pharmacies as the shopper sees them (pharmacy-portal.md §3 "Facility / pharmacy", §2.3 "Pharmacy hours block",
 * §2.1 store details link): the hours block (weekday and weekend hours, a lunch-closure line, or 'No Hours Found'),
 * and the store details address. Defined once: the sandbox's directory (server/rx/facilities.ts) shapes a facility's
 * pharmacyHours, prettyHours and breakHours with these, and the tracker's pickup-location card shows them.
 */
import type { Facility, RegularHours } from '../../api/contracts/pharmacy-directory';

export const FACILITY_TEXTS = {
  /** §2.3 "or 'No Hours Found'". */
  noHoursFound: 'No Hours Found',
  /** §2.3 "a lunch-closure line" (wording not shown: chosen). */
  lunchClosure: (hours: string) => `Closed for lunch ${hours}`,
  closed: 'Closed',
  /** §2.3 "a 'View Store Details' link". */
  viewStoreDetails: 'View Store Details',
  hoursHeading: 'Pharmacy Hours',
  phone: 'Pharmacy phone',
} as const;

const DAY_ABBREVIATIONS: Readonly<Record<RegularHours['day'], string>> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
};

/** '09:00' → '9:00 AM', '21:30' → '9:30 PM', '12:00' → '12:00 PM'. */
export function formatClock(clock: string): string {
  const [h = '0', m = '00'] = clock.split(':');
  const hour = Number(h);
  const suffix = hour >= 12 && hour < 24 ? 'PM' : 'AM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${m} ${suffix}`;
}

function range(from: string | null, to: string | null): string | null {
  return from && to ? `${formatClock(from)} - ${formatClock(to)}` : null;
}

export type PharmacyHoursEntry = Facility['pharmacyHours'][number];

/**
 * §3 pharmacyHours: consecutive days with the same hours and lunch break in one line ('Mon-Fri', 'Sat', 'Sun'),
 * hours '9:00 AM - 9:00 PM' or 'Closed', the lunch break or null.
 */
export function pharmacyHoursOf(regularHours: readonly RegularHours[]): PharmacyHoursEntry[] {
  const groups: { first: RegularHours; last: RegularHours }[] = [];
  const same = (a: RegularHours, b: RegularHours) =>
    a.open === b.open && a.close === b.close && a.breakStart === b.breakStart && a.breakEnd === b.breakEnd;
  for (const day of regularHours) {
    const current = groups[groups.length - 1];
    if (current && same(current.last, day)) current.last = day;
    else groups.push({ first: day, last: day });
  }
  return groups.map(({ first, last }) => ({
    displayName:
      first.day === last.day
        ? DAY_ABBREVIATIONS[first.day]
        : `${DAY_ABBREVIATIONS[first.day]}-${DAY_ABBREVIATIONS[last.day]}`,
    hours: range(first.open, first.close) ?? FACILITY_TEXTS.closed,
    lunchBreak: range(first.breakStart, first.breakEnd),
  }));
}

/** §3 prettyHours: 'Mon-Fri: 9:00 AM - 9:00 PM'. */
export function prettyHoursOf(entries: readonly PharmacyHoursEntry[]): string[] {
  return entries.map((e) => `${e.displayName}: ${e.hours}`);
}

/** §3 breakHours: the lunch break every day that has one shares, or null. */
export function breakHoursOf(entries: readonly PharmacyHoursEntry[]): string | null {
  const breaks = [...new Set(entries.map((e) => e.lunchBreak).filter((b): b is string => b !== null))];
  return breaks.length === 1 ? (breaks[0] ?? null) : null;
}

/** The hours block of §2.3: the lines to show, or null for 'No Hours Found'. */
export function hoursBlock(
  facility: Pick<Facility, 'pharmacyHours' | 'breakHours'>,
): { lines: string[]; lunch: string | null } | null {
  const open = facility.pharmacyHours.filter((e) => e.hours !== FACILITY_TEXTS.closed);
  if (open.length === 0) return null;
  return {
    lines: facility.pharmacyHours.map((e) => `${e.displayName} ${e.hours}`),
    lunch: facility.breakHours ? FACILITY_TEXTS.lunchClosure(facility.breakHours) : null,
  };
}

/** A name as one address segment: 'FreshWay Pharmacy Oakley' → 'freshway-pharmacy-oakley'. */
export function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || '-'
  );
}

export const STORE_DETAILS_PREFIX = '/stores/grocery';

/**
 * §2.1 "/stores/grocery/st/city/store-name/{first 3 characters of facilityId}/{rest of facilityId}": the state, city
 * and store name as lowercase address segments, then the facility id split after its third character (the division
 * number, then the store number).
 */
export function storeDetailsPath(
  facility: Pick<Facility, 'facilityId' | 'vanityName'> & {
    address: Pick<Facility['address'], 'state' | 'city'>;
  },
): string {
  const id = facility.facilityId;
  return [
    STORE_DETAILS_PREFIX,
    slug(facility.address.state),
    slug(facility.address.city),
    slug(facility.vanityName),
    encodeURIComponent(id.slice(0, 3)),
    encodeURIComponent(id.slice(3)),
  ].join('/');
}

/** The facility id a store details address names (the division and store segments joined). */
export function facilityIdFromStorePath(division: string, store: string): string {
  return `${division}${store}`;
}

/** '5135550100' → '(513) 555-0100'. */
export function formatFacilityPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  return d.length === 10 ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : digits;
}

/** The store details page (its texts are not shown: chosen, docs/choices.md). */
export const STORE_DETAILS_TEXTS = {
  title: 'Store Details',
  loading: 'Loading the store…',
  notFound: 'We could not find that store.',
  failed: 'We’re sorry, store location information cannot be found at this time.',
  retry: 'Try Again',
  address: 'Address',
  pharmacy: 'Pharmacy',
  services: 'Pharmacy services',
  delivery: 'Prescription delivery available',
  toTracker: 'Prescription Status Tracker',
} as const;
