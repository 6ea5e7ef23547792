/**
 * Pickup times (pharmacy-portal.md §9 "Pickup time slots every 30 minutes, at most about 50. Default earliest pickup:
 * now plus 4 hours; default promise fallback: next day at 2:00 PM"): the times a refill can be picked up at a store,
 * from its hours (§3 hoursOfOperation.regularHours, lunch breaks skipped) and promise times. The guest refill's
 * pickup time uses them (clock of the Date = the store's clock; the sandbox runs both in one time zone).
 */
import { addDays, addMinutes, setHours, setMinutes, startOfDay } from 'date-fns';
import type { Facility, RegularHours } from '../../../api/contracts/pharmacy-directory';

export const PICKUP_SLOT_MINUTES = 30;
export const PICKUP_SLOTS_MAX = 50;
/** §9 "Default earliest pickup: now plus 4 hours" (when the store gives no lead time). */
export const DEFAULT_PICKUP_LEAD_MINUTES = 4 * 60;
/** §9 "default promise fallback: next day at 2:00 PM". */
export const FALLBACK_PROMISE_TIME = '14:00';
/** How far ahead slots are looked for. */
const SEARCH_DAYS = 14;

const DAYS: readonly RegularHours['day'][] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** 'HH:mm' (hours may pass 24: '48:00') → minutes; null when it is not one. */
export function clockMinutes(clock: string | null | undefined): number | null {
  const match = /^(\d{1,3}):(\d{2})$/.exec(clock ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function isOpenAt(hours: readonly RegularHours[], time: Date): boolean {
  const day = hours.find((h) => h.day === DAYS[time.getDay()]);
  const open = clockMinutes(day?.open);
  const close = clockMinutes(day?.close);
  if (open === null || close === null) return false;
  const minute = time.getHours() * 60 + time.getMinutes();
  const breakStart = clockMinutes(day?.breakStart);
  const breakEnd = clockMinutes(day?.breakEnd);
  const atLunch = breakStart !== null && breakEnd !== null && minute >= breakStart && minute < breakEnd;
  return minute >= open && minute < close && !atLunch;
}

/** The earliest pickup: now plus the store's lead time without a doctor's call (default 4 hours), on a slot. */
export function earliestPickup(now: Date, facility: Pick<Facility, 'promiseTimes'>): Date {
  const lead =
    clockMinutes(facility.promiseTimes.earliestAvailableTime.rxWebWithoutDoctorCall) ??
    DEFAULT_PICKUP_LEAD_MINUTES;
  const earliest = addMinutes(now, lead);
  const past =
    (earliest.getMinutes() % PICKUP_SLOT_MINUTES) * 60_000 +
    earliest.getSeconds() * 1000 +
    earliest.getMilliseconds();
  return past === 0 ? earliest : new Date(earliest.getTime() - past + PICKUP_SLOT_MINUTES * 60_000);
}

/**
 * The pickup slots: every 30 minutes from the earliest pickup while the pharmacy is open (not at lunch), at most
 * 50. A store without open hours ahead gets §9's fallback: the next day at its default promise time (2:00 PM).
 */
export function pickupTimeSlots(
  now: Date,
  facility: Pick<Facility, 'promiseTimes' | 'hoursOfOperation'>,
  max: number = PICKUP_SLOTS_MAX,
): Date[] {
  const hours = facility.hoursOfOperation.regularHours;
  const slots: Date[] = [];
  const end = addDays(now, SEARCH_DAYS);
  for (
    let t = earliestPickup(now, facility);
    t < end && slots.length < max;
    t = addMinutes(t, PICKUP_SLOT_MINUTES)
  ) {
    if (isOpenAt(hours, t)) slots.push(t);
  }
  if (slots.length > 0) return slots;
  const fallback =
    clockMinutes(facility.promiseTimes.defaultPromiseTime) ?? clockMinutes(FALLBACK_PROMISE_TIME) ?? 0;
  return [setMinutes(setHours(startOfDay(addDays(now, 1)), Math.floor(fallback / 60)), fallback % 60)];
}
