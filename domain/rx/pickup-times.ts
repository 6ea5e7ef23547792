/**
 * Pickup times (pharmacy-portal.md §9 "Pickup time slots every 30 minutes, at most about 50. Default earliest pickup:
 * now plus 4 hours; default promise fallback: next day at 2:00 PM"; §3 "Facility" hours and promise times): the one
 * rule for the times a refill can be picked up at a store, read by checkout (domain/rx/checkout.ts re-exports
 * it), the guest refill (src/rx/guest-refill.ts) and the sandbox's order check (server/rx/orders.ts). Clock of the
 * Date = the store's clock (date-fns, local time; the sandbox runs both in one time zone).
 */
import {
  addDays,
  addMinutes,
  differenceInMinutes,
  getDay,
  isBefore,
  lightFormat,
  setHours,
  setMinutes,
  startOfDay,
} from 'date-fns';
import type { Facility, RegularHours } from '../../api/contracts/pharmacy-directory';

/** §9 "Pickup time slots every 30 minutes". */
export const PICKUP_SLOT_MINUTES = 30;
/** §9 "at most about 50". */
export const MAX_PICKUP_SLOTS = 50;
/** §9 "Default earliest pickup: now plus 4 hours" (when the store names no lead time of its own). */
export const DEFAULT_PICKUP_LEAD_MINUTES = 4 * 60;
/** §9 "default promise fallback: next day at 2:00 PM". */
export const FALLBACK_PROMISE_TIME = '14:00';
/** How far ahead slots are looked for (not shown: two weeks covers any store's week and its holidays). */
export const PICKUP_HORIZON_DAYS = 14;

/** What of a store the slots need (§3 "Facility": regular hours with breaks, holidays, promise times). */
export type PickupStore = Pick<Facility, 'hoursOfOperation' | 'promiseTimes'>;

const DAYS: readonly RegularHours['day'][] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

/** 'HH:mm' (also '48:00' for lead times) → minutes; null when unreadable. */
export function clockMinutes(text: string | null | undefined): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The lead time of a web order at this store (§3 promiseTimes.earliestAvailableTime): with a call to the doctor when
 * an item needs one (rxWebWithDoctorCall), else rxWebWithoutDoctorCall; §9's 4 hours when the store names none.
 */
export function pickupLeadMinutes(store: PickupStore | null, withDoctorCall: boolean): number {
  const times = store?.promiseTimes.earliestAvailableTime;
  const lead = clockMinutes(withDoctorCall ? times?.rxWebWithDoctorCall : times?.rxWebWithoutDoctorCall);
  return lead ?? DEFAULT_PICKUP_LEAD_MINUTES;
}

/** Whether the pharmacy is open for a pickup at this moment: its day's hours (a holiday's instead), not at lunch. */
export function isOpenForPickup(store: PickupStore, at: Date): boolean {
  const minutes = at.getHours() * 60 + at.getMinutes();
  const holiday = store.hoursOfOperation.holidaySchedule.find(
    (h) => h.date === lightFormat(at, 'yyyy-MM-dd'),
  );
  const day = store.hoursOfOperation.regularHours.find((d) => d.day === DAYS[getDay(at)]);
  const open = clockMinutes(holiday ? holiday.open : (day?.open ?? null));
  const close = clockMinutes(holiday ? holiday.close : (day?.close ?? null));
  if (open === null || close === null || minutes < open || minutes >= close) return false;
  if (holiday) return true;
  const breakStart = clockMinutes(day?.breakStart);
  const breakEnd = clockMinutes(day?.breakEnd);
  return !(breakStart !== null && breakEnd !== null && minutes >= breakStart && minutes < breakEnd);
}

/** The first 30-minute mark at or after `at`. */
function nextSlotMark(at: Date): Date {
  const base = setMinutes(at, 0);
  base.setSeconds(0, 0);
  const past = differenceInMinutes(at, base, { roundingMethod: 'ceil' });
  return addMinutes(base, Math.ceil(past / PICKUP_SLOT_MINUTES) * PICKUP_SLOT_MINUTES);
}

/**
 * The pickup times a shopper may choose (§9): every 30 minutes from the earliest pickup (now + the store's lead time,
 * 4 hours by default) while the pharmacy is open, at most `max` (50). With no store hours, or none open in the
 * horizon, the one fallback: the next day at the store's default promise time, else 2:00 PM.
 */
export function pickupSlots(
  now: Date,
  store: PickupStore | null,
  withDoctorCall = false,
  max: number = MAX_PICKUP_SLOTS,
): Date[] {
  const earliest = addMinutes(now, pickupLeadMinutes(store, withDoctorCall));
  const slots: Date[] = [];
  if (store) {
    const end = addDays(startOfDay(earliest), PICKUP_HORIZON_DAYS);
    for (let t = nextSlotMark(earliest); slots.length < max && isBefore(t, end); ) {
      if (isOpenForPickup(store, t)) slots.push(t);
      t = addMinutes(t, PICKUP_SLOT_MINUTES);
    }
  }
  if (slots.length > 0) return slots;
  const promise =
    clockMinutes(store?.promiseTimes.defaultPromiseTime) ?? clockMinutes(FALLBACK_PROMISE_TIME)!;
  return [setMinutes(setHours(startOfDay(addDays(now, 1)), Math.floor(promise / 60)), promise % 60)];
}
