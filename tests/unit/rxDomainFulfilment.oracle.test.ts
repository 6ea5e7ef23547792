// @vitest-environment node
/**
 * Oracle table of the pharmacy's fulfilment rules in domain/rx (one-store.ts, pickup-times.ts, guest-refill.ts,
 * delivery.ts, online-pay.ts), every expected value a literal copied from pharmacy-portal.md or worked out by hand:
 * - §2.1 /rx/guest-refill, /rx/tracker/pay-online, /rx/tracker/order-delivery;
 * - §3 "Facility" (hours, breaks, holidays, promiseTimes), "Guest refill", "Payment association", "Delivery order";
 * - §4 "Guest easy fill", "Online pay", "Order delivery", "Checkout" (online pay of a wallet-paid mail order);
 * - §8 "Online pay setup", "Prescription invalid", "Generic";
 * - §9 "Pickup time slots every 30 minutes, at most about 50. Default earliest pickup: now plus 4 hours; default
 *   promise fallback: next day at 2:00 PM", "Delivery window shown as 2-6 PM. Delivery date format DD-MMM-yyyy
 *   hh:mmA", "Online-pay amount defaults to "1" if absent. Payment intent card type: ACH_CARD", MISSING_LOYALTY;
 * - docs/choices.md "Pharmacy: tracker, pay online, order delivery, guest refill" (one store per order, the online-pay
 *   amount, the guest refill's 12 pickup times) and "Pharmacy: prescriptions, cart, checkout" (pickup slots: 14 days).
 * Dates are local (the store's clock): Monday 2026-11-23 is the first day; STORE_FACILITY opens Mon-Fri 09:00-21:00,
 * Sat 09:00-18:00 (lunch 13:30-14:00 both), Sun 10:00-17:00 without lunch.
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import { SPEC_REFILL_STATUSES } from '../support/rx-statuses';
import {
  AMOXICILLIN,
  CARPROFEN,
  METOPROLOL_OTHER_STORE,
  OMEPRAZOLE,
  serverError,
  STORE_FACILITY,
} from '../../machines/rx/fixtures';
import {
  fitsSelectionStore,
  ONE_STORE_TEXT,
  offersSeveralStores,
  storeOfSelection,
} from '../../domain/rx/one-store';
import {
  clockMinutes,
  DEFAULT_PICKUP_LEAD_MINUTES,
  FALLBACK_PROMISE_TIME,
  isOpenForPickup,
  MAX_PICKUP_SLOTS,
  PICKUP_HORIZON_DAYS,
  PICKUP_SLOT_MINUTES,
  pickupLeadMinutes,
  pickupSlots,
  type PickupStore,
} from '../../domain/rx/pickup-times';
import {
  canOrderGuestRefill,
  formatPickupTime,
  GUEST_PICKUP_TIMES_SHOWN,
  GUEST_REFILL_GENERIC_ERROR,
  GUEST_REFILL_INVALID,
  GUEST_REFILL_MAX_PRESCRIPTIONS,
  GUEST_REFILL_TEXTS,
  GUEST_VALIDATION_TEXTS,
  guestOrderErrorText,
} from '../../domain/rx/guest-refill';
import {
  DELIVERY_DATE_FORMAT,
  DELIVERY_TEXTS,
  DELIVERY_WINDOW,
  deliveryDayLabel,
  deliveryOrderOf,
  formatDeliveryDate,
  isDeliveryEligible,
  isOutForDelivery,
  loyaltyNumOf,
  MISSING_LOYALTY,
  parseDeliveryDate,
} from '../../domain/rx/delivery';
import {
  isOnlinePayEligible,
  isPaidAheadWithOrder,
  ONLINE_PAY_DEFAULT_AMOUNT,
  ONLINE_PAY_TEXTS,
  onlinePayAmount,
  PAYMENT_ASSOCIATION_TYPE,
  PAYMENT_INTENT_CARD_TYPE,
  paymentAssociationOf,
} from '../../domain/rx/online-pay';

/** §8 texts, copied from the spec (two spaces where the spec has two). */
const SPEC_PRESCRIPTION_INVALID =
  'You have entered incorrect or invalid information.  Please check your information and try again.';
const SPEC_GENERIC = 'We were unable to complete your request at this time, please try again.';
const SPEC_ONLINE_PAY_SETUP = 'There was an error setting up online pay.  Please try again.';

/** A local time in November 2026 (day of month, hour, minute, second). */
const nov = (d: number, h: number, m = 0, s = 0) => new Date(2026, 10, d, h, m, s);
/** A local time in December 2026. */
const dec = (d: number, h: number, m = 0) => new Date(2026, 11, d, h, m);
/** Monday 2026-11-23 08:10. */
const NOW = nov(23, 8, 10);

/** Every half hour of one November day from `from` to `to` (both included), worked out by counting. */
function halfHours(d: number, from: [number, number], to: [number, number]): Date[] {
  const out: Date[] = [];
  for (let m = from[0] * 60 + from[1]; m <= to[0] * 60 + to[1]; m += 30)
    out.push(nov(d, Math.floor(m / 60), m % 60));
  return out;
}

/** STORE_FACILITY with its hours and promise times changed. */
function storeWith(
  hours: Partial<PickupStore['hoursOfOperation']> = {},
  promise: Partial<PickupStore['promiseTimes']> = {},
): PickupStore {
  return {
    hoursOfOperation: { ...STORE_FACILITY.hoursOfOperation, ...hours },
    promiseTimes: { ...STORE_FACILITY.promiseTimes, ...promise },
  };
}

/** A store whose web lead times are these (without / with a call to the doctor). */
function leadTimes(withoutDoctorCall: string, withDoctorCall: string): PickupStore {
  return storeWith(
    {},
    {
      earliestAvailableTime: {
        rxWebWithDoctorCall: withDoctorCall,
        rxWebWithoutDoctorCall: withoutDoctorCall,
      },
    },
  );
}

const ALL_STATUSES = SPEC_REFILL_STATUSES;

const atStore = (facilityId: string) => ({ facility: { facilityId } });
const OAKLEY = atStore('01400412');
const OAKLEY_2 = atStore('01400412');
const HYDE_PARK = atStore('01400388');

// ---------------------------------------------------------------------------------------------------------------
describe('one store per order (docs/choices.md "One store per order")', () => {
  it('the one-store message is the chosen literal', () => {
    expect(ONE_STORE_TEXT).toBe('Choose prescriptions from one store at a time.');
  });

  it.each([
    ['an empty selection has no store', [], null],
    ['a selection of one prescription has its store', [OAKLEY], '01400412'],
    ['a selection of two prescriptions of one store has that store', [OAKLEY, OAKLEY_2], '01400412'],
    ['a selection of two stores has no store of its own', [OAKLEY, HYDE_PARK], null],
    ['a selection of three prescriptions over two stores has no store', [OAKLEY, OAKLEY_2, HYDE_PARK], null],
  ] as const)('%s', (_name, selection, store) => {
    expect(storeOfSelection(selection)).toBe(store);
  });

  it('the store of a selection is read from the prescriptions (the other store when only it is chosen)', () => {
    expect(storeOfSelection([HYDE_PARK])).toBe('01400388');
    expect(storeOfSelection([METOPROLOL_OTHER_STORE, METOPROLOL_OTHER_STORE])).toBe('01400388');
  });

  it.each([
    ['any prescription fits an empty selection', [], HYDE_PARK, true],
    ['a prescription of the selection’s store fits', [OAKLEY], OAKLEY_2, true],
    ['a prescription of the same store fits a selection of two', [OAKLEY, OAKLEY_2], OAKLEY, true],
    ['a prescription of another store does not fit', [OAKLEY], HYDE_PARK, false],
    ['a prescription does not fit a selection only partly of its store', [OAKLEY, HYDE_PARK], OAKLEY, false],
    ['a prescription does not fit when the other store’s is first', [HYDE_PARK, OAKLEY], OAKLEY, false],
  ] as const)('%s', (_name, selection, candidate, fits) => {
    expect(fitsSelectionStore(selection, candidate)).toBe(fits);
  });

  it.each([
    ['an empty list offers no several stores', [], false],
    ['a list of one prescription offers one store', [OAKLEY], false],
    ['a list of two prescriptions of one store offers one store', [OAKLEY, OAKLEY_2], false],
    ['a list of two stores offers several stores', [OAKLEY, HYDE_PARK], true],
    ['a list of the fixtures’ two stores offers several stores', [AMOXICILLIN, METOPROLOL_OTHER_STORE], true],
  ] as const)('%s', (_name, list, several) => {
    expect(offersSeveralStores(list)).toBe(several);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('§9 pickup times: constants', () => {
  it('slots every 30 minutes, at most 50, 4 hours ahead by default, fallback 2:00 PM, looked for over 14 days', () => {
    expect(PICKUP_SLOT_MINUTES).toBe(30);
    expect(MAX_PICKUP_SLOTS).toBe(50);
    expect(DEFAULT_PICKUP_LEAD_MINUTES).toBe(240);
    expect(FALLBACK_PROMISE_TIME).toBe('14:00');
    expect(PICKUP_HORIZON_DAYS).toBe(14);
  });
});

describe('clockMinutes: HH:mm (1 to 3 hour digits) as minutes, else null', () => {
  it.each([
    ['09:30', 570],
    ['00:00', 0],
    ['9:05', 545],
    ['23:59', 1439],
    ['48:00', 2880],
    ['100:59', 6059],
    ['14:00', 840],
  ] as const)('%s is %d minutes', (text, minutes) => {
    expect(clockMinutes(text)).toBe(minutes);
  });

  it.each([
    ['an empty text', ''],
    ['no hour digits', ':30'],
    ['four hour digits', '1000:00'],
    ['minutes of 60', '09:60'],
    ['one minute digit', '09:5'],
    ['three minute digits', '09:050'],
    ['text before the time', 'x09:30'],
    ['text after the time', '09:30 '],
    ['no colon', '0930'],
    ['letters', 'ab:cd'],
    ['a letter for a minute digit', '09:3x'],
  ])('%s is null', (_name, text) => {
    expect(clockMinutes(text)).toBeNull();
  });

  it('null and undefined are null', () => {
    expect(clockMinutes(null)).toBeNull();
    expect(clockMinutes(undefined)).toBeNull();
  });
});

describe('pickupLeadMinutes: the store’s own lead time, else 4 hours', () => {
  it('without a store: 4 hours, with or without a call to the doctor', () => {
    expect(pickupLeadMinutes(null, false)).toBe(240);
    expect(pickupLeadMinutes(null, true)).toBe(240);
  });

  it('a store with lead times of its own: 02:00 without a doctor call, 48:00 with one', () => {
    expect(pickupLeadMinutes(leadTimes('02:00', '48:00'), false)).toBe(120);
    expect(pickupLeadMinutes(leadTimes('02:00', '48:00'), true)).toBe(2880);
  });

  it('a store with a lead time of 00:00 has no lead time (0, not the default)', () => {
    expect(pickupLeadMinutes(leadTimes('00:00', '00:00'), false)).toBe(0);
  });

  it('a store without a readable lead time without a doctor call: 4 hours; its doctor-call lead time still applies', () => {
    expect(pickupLeadMinutes(leadTimes('', '05:00'), false)).toBe(240);
    expect(pickupLeadMinutes(leadTimes('', '05:00'), true)).toBe(300);
  });

  it('a store without a readable doctor-call lead time: 4 hours with a doctor call, its own without one', () => {
    expect(pickupLeadMinutes(leadTimes('02:00', 'soon'), true)).toBe(240);
    expect(pickupLeadMinutes(leadTimes('02:00', 'soon'), false)).toBe(120);
  });
});

describe('isOpenForPickup: the day’s hours, not at lunch; a holiday’s hours instead', () => {
  it.each([
    ['08:59', nov(23, 8, 59), false],
    ['09:00 (opening)', nov(23, 9, 0), true],
    ['09:01', nov(23, 9, 1), true],
    ['13:29', nov(23, 13, 29), true],
    ['13:30 (lunch starts)', nov(23, 13, 30), false],
    ['13:31', nov(23, 13, 31), false],
    ['13:59', nov(23, 13, 59), false],
    ['14:00 (lunch ends)', nov(23, 14, 0), true],
    ['14:01', nov(23, 14, 1), true],
    ['20:59', nov(23, 20, 59), true],
    ['21:00 (closing)', nov(23, 21, 0), false],
    ['21:01', nov(23, 21, 1), false],
  ])('Monday at %s: open is %s', (_name, at, open) => {
    expect(isOpenForPickup(STORE_FACILITY, at)).toBe(open);
  });

  it.each([
    ['Monday', 23],
    ['Tuesday', 24],
    ['Wednesday', 25],
    ['Thursday', 26],
    ['Friday', 27],
    ['Saturday', 28],
    ['Sunday', 29],
  ])('%s at 10:00 is open (each weekday finds its own hours)', (_day, d) => {
    expect(isOpenForPickup(STORE_FACILITY, nov(d, 10, 0))).toBe(true);
  });

  it.each([
    ['Saturday 17:59 is open', nov(28, 17, 59), true],
    ['Saturday 18:00 is closed (Saturday closes at 18:00, not 21:00)', nov(28, 18, 0), false],
    ['Saturday 13:45 is closed (lunch)', nov(28, 13, 45), false],
    ['Sunday 09:59 is closed (Sunday opens at 10:00, not 09:00)', nov(29, 9, 59), false],
    ['Sunday 13:45 is open (no lunch break on Sunday)', nov(29, 13, 45), true],
    ['Sunday 16:59 is open', nov(29, 16, 59), true],
    ['Sunday 17:00 is closed', nov(29, 17, 0), false],
  ])('%s', (_name, at, open) => {
    expect(isOpenForPickup(STORE_FACILITY, at)).toBe(open);
  });

  const sundayAs = (sunday: Record<string, string | null>) =>
    storeWith({
      regularHours: STORE_FACILITY.hoursOfOperation.regularHours.map((d) =>
        d.day === 'SUNDAY' ? { ...d, ...sunday } : d,
      ),
    });

  it('a day without an opening time is closed', () => {
    expect(isOpenForPickup(sundayAs({ open: null, close: '17:00' }), nov(29, 10, 0))).toBe(false);
  });

  it('a day without a closing time is closed', () => {
    expect(isOpenForPickup(sundayAs({ open: '10:00', close: null }), nov(29, 10, 0))).toBe(false);
  });

  it('a day the store does not list is closed', () => {
    const noSunday = storeWith({
      regularHours: STORE_FACILITY.hoursOfOperation.regularHours.filter((d) => d.day !== 'SUNDAY'),
    });
    expect(isOpenForPickup(noSunday, nov(29, 10, 0))).toBe(false);
    expect(isOpenForPickup(noSunday, nov(23, 10, 0))).toBe(true);
  });

  it('a lunch break with only its end, or only its start, is no break', () => {
    expect(isOpenForPickup(sundayAs({ breakStart: null, breakEnd: '14:00' }), nov(29, 13, 45))).toBe(true);
    expect(isOpenForPickup(sundayAs({ breakStart: '13:30', breakEnd: null }), nov(29, 13, 45))).toBe(true);
  });

  it('a lunch break given on Sunday closes Sunday at lunch', () => {
    expect(isOpenForPickup(sundayAs({ breakStart: '13:30', breakEnd: '14:00' }), nov(29, 13, 45))).toBe(
      false,
    );
  });

  const THANKSGIVING = storeWith({
    holidaySchedule: [{ date: '2026-11-26', open: '10:00', close: '15:00' }],
  });

  it.each([
    ['09:30 is closed (the holiday opens at 10:00, the regular day at 09:00)', nov(26, 9, 30), false],
    ['10:00 is open', nov(26, 10, 0), true],
    ['13:45 is open (a holiday has no lunch break)', nov(26, 13, 45), true],
    ['14:59 is open', nov(26, 14, 59), true],
    ['15:00 is closed (the holiday closes at 15:00)', nov(26, 15, 0), false],
    ['20:00 is closed (the regular day would be open)', nov(26, 20, 0), false],
  ])('on the holiday 2026-11-26, %s', (_name, at, open) => {
    expect(isOpenForPickup(THANKSGIVING, at)).toBe(open);
  });

  it('the day before the holiday keeps its regular hours (09:30 open, 13:45 at lunch)', () => {
    expect(isOpenForPickup(THANKSGIVING, nov(25, 9, 30))).toBe(true);
    expect(isOpenForPickup(THANKSGIVING, nov(25, 13, 45))).toBe(false);
  });

  it('a holiday without hours is closed all day', () => {
    const closed = storeWith({ holidaySchedule: [{ date: '2026-11-26', open: null, close: null }] });
    expect(isOpenForPickup(closed, nov(26, 10, 0))).toBe(false);
    expect(isOpenForPickup(closed, nov(25, 10, 0))).toBe(true);
  });

  it('a holiday opens a day the store is otherwise closed', () => {
    const store = storeWith({
      regularHours: [],
      holidaySchedule: [{ date: '2026-11-29', open: '09:00', close: '12:00' }],
    });
    expect(isOpenForPickup(store, nov(29, 9, 0))).toBe(true);
    expect(isOpenForPickup(store, nov(30, 9, 0))).toBe(false);
  });
});

describe('pickupSlots (§9): every 30 minutes while open, from now + lead time, at most 50, else the fallback', () => {
  it('the default list: 50 slots from Monday 12:30 (08:10 + 4 h) to Wednesday 14:30, lunch skipped', () => {
    const expected = [
      ...halfHours(23, [12, 30], [13, 0]),
      ...halfHours(23, [14, 0], [20, 30]),
      ...halfHours(24, [9, 0], [13, 0]),
      ...halfHours(24, [14, 0], [20, 30]),
      ...halfHours(25, [9, 0], [13, 0]),
      ...halfHours(25, [14, 0], [14, 30]),
    ];
    expect(expected).toHaveLength(50);
    expect(pickupSlots(NOW, STORE_FACILITY)).toEqual(expected);
  });

  it('a shorter list stops at its length (12, the guest refill’s) with the same first slots', () => {
    expect(pickupSlots(NOW, STORE_FACILITY, false, 12)).toEqual([
      ...halfHours(23, [12, 30], [13, 0]),
      ...halfHours(23, [14, 0], [18, 30]),
    ]);
  });

  it('a list of at most 1 has the first slot only', () => {
    expect(pickupSlots(NOW, STORE_FACILITY, false, 1)).toEqual([nov(23, 12, 30)]);
  });

  it.each([
    ['08:00:00 + 4 h = 12:00 is itself a mark', nov(23, 8, 0), nov(23, 12, 0)],
    ['08:00:30 + 4 h = 12:00:30 goes to 12:30', nov(23, 8, 0, 30), nov(23, 12, 30)],
    ['08:10 + 4 h = 12:10 goes to 12:30', nov(23, 8, 10), nov(23, 12, 30)],
    ['08:30 + 4 h = 12:30 is itself a mark', nov(23, 8, 30), nov(23, 12, 30)],
    ['08:31 + 4 h = 12:31 goes to 13:00', nov(23, 8, 31), nov(23, 13, 0)],
    ['09:10 + 4 h = 13:10: 13:30 is at lunch, so 14:00', nov(23, 9, 10), nov(23, 14, 0)],
    ['17:00 + 4 h = 21:00 is closing: Tuesday 09:00', nov(23, 17, 0), nov(24, 9, 0)],
  ])('the first slot: %s', (_name, now, first) => {
    expect(pickupSlots(now, STORE_FACILITY)[0]).toEqual(first);
  });

  it('a store with a lead time of 02:00: the first slot is 10:30 (08:10 + 2 h), not the default’s 12:30', () => {
    expect(pickupSlots(NOW, leadTimes('02:00', '48:00'))[0]).toEqual(nov(23, 10, 30));
  });

  it('a store without a readable lead time: the default 4 hours (12:30)', () => {
    expect(pickupSlots(NOW, leadTimes('', '48:00'))[0]).toEqual(nov(23, 12, 30));
  });

  it('with a call to the doctor, the doctor-call lead time (48:00): Wednesday 09:00', () => {
    expect(pickupSlots(NOW, leadTimes('02:00', '48:00'), true)[0]).toEqual(nov(25, 9, 0));
  });

  it('without the third argument there is no call to the doctor (10:30, not Wednesday)', () => {
    expect(pickupSlots(NOW, leadTimes('02:00', '48:00'))[0]).toEqual(nov(23, 10, 30));
  });

  it('only what falls within 14 days of the earliest pickup’s day: the Monday of Dec 7 is left out', () => {
    const mondayMornings = storeWith(
      {
        regularHours: [
          { day: 'MONDAY', open: '09:00', close: '11:00', breakStart: '10:00', breakEnd: '10:30' },
        ],
        holidaySchedule: [],
      },
      { earliestAvailableTime: { rxWebWithDoctorCall: '00:00', rxWebWithoutDoctorCall: '00:00' } },
    );
    expect(pickupSlots(NOW, mondayMornings)).toEqual([
      nov(23, 9, 0),
      nov(23, 9, 30),
      nov(23, 10, 30),
      nov(30, 9, 0),
      nov(30, 9, 30),
      nov(30, 10, 30),
    ]);
  });

  it('the last half hours before the horizon are in it (Dec 6 23:00 and 23:30), Dec 7 00:00 is not', () => {
    const lateHolidays = storeWith(
      {
        regularHours: [],
        holidaySchedule: [
          { date: '2026-12-06', open: '23:00', close: '23:59' },
          { date: '2026-12-07', open: '00:00', close: '01:00' },
        ],
      },
      { earliestAvailableTime: { rxWebWithDoctorCall: '00:00', rxWebWithoutDoctorCall: '00:00' } },
    );
    expect(pickupSlots(NOW, lateHolidays)).toEqual([dec(6, 23, 0), dec(6, 23, 30)]);
  });

  it('a store open only beyond the horizon: the one fallback, the next day at its default promise time 16:30', () => {
    const onlyDec7 = storeWith(
      { regularHours: [], holidaySchedule: [{ date: '2026-12-07', open: '00:00', close: '01:00' }] },
      {
        defaultPromiseTime: '16:30',
        earliestAvailableTime: { rxWebWithDoctorCall: '00:00', rxWebWithoutDoctorCall: '00:00' },
      },
    );
    expect(pickupSlots(NOW, onlyDec7)).toEqual([nov(24, 16, 30)]);
  });

  it('a store without hours: the next day at its default promise time (16:30)', () => {
    const noHours = storeWith({ regularHours: [], holidaySchedule: [] }, { defaultPromiseTime: '16:30' });
    expect(pickupSlots(NOW, noHours)).toEqual([nov(24, 16, 30)]);
  });

  it('a store without hours or a readable promise time: the next day at 2:00 PM', () => {
    const noHours = storeWith({ regularHours: [], holidaySchedule: [] }, { defaultPromiseTime: '' });
    expect(pickupSlots(NOW, noHours)).toEqual([nov(24, 14, 0)]);
  });

  it('without a store: the next day at 2:00 PM', () => {
    expect(pickupSlots(NOW, null)).toEqual([nov(24, 14, 0)]);
    expect(pickupSlots(NOW, null, true)).toEqual([nov(24, 14, 0)]);
  });

  it('the fallback day is the day after now, also late at night (Monday 23:50 → Tuesday 2:00 PM)', () => {
    expect(pickupSlots(nov(23, 23, 50), null)).toEqual([nov(24, 14, 0)]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('guest refill (§4 "Guest easy fill", §8)', () => {
  it('the invalid and generic texts are §8’s', () => {
    expect(GUEST_REFILL_INVALID).toBe(SPEC_PRESCRIPTION_INVALID);
    expect(GUEST_REFILL_GENERIC_ERROR).toBe(SPEC_GENERIC);
  });

  it('one request carries at most 5 prescriptions and offers the first 12 pickup times', () => {
    expect(GUEST_REFILL_MAX_PRESCRIPTIONS).toBe(5);
    expect(GUEST_PICKUP_TIMES_SHOWN).toBe(12);
  });

  it.each([
    ['VALID_REFILLABLE', true],
    ['VALID_NOT_REFILLABLE', false],
    ['INVALID', false],
    [null, false],
  ] as const)('a prescription validated %s may be ordered: %s', (status, may) => {
    expect(canOrderGuestRefill(status)).toBe(may);
  });

  it('each validation outcome has its text; the invalid one is §8’s', () => {
    expect(GUEST_VALIDATION_TEXTS).toEqual({
      VALID_REFILLABLE: 'Ready to refill',
      VALID_NOT_REFILLABLE: 'This prescription is not refillable at this time.',
      INVALID: SPEC_PRESCRIPTION_INVALID,
    });
  });

  it.each([
    ['Tuesday 18:00', nov(24, 18, 0), 'Tue, Nov 24 at 6:00 PM'],
    ['Wednesday 09:05', nov(25, 9, 5), 'Wed, Nov 25 at 9:05 AM'],
    ['Sunday 12:30', nov(29, 12, 30), 'Sun, Nov 29 at 12:30 PM'],
    ['Tuesday 00:00', dec(1, 0, 0), 'Tue, Dec 1 at 12:00 AM'],
  ])('a pickup time of %s reads %s', (_name, time, text) => {
    expect(formatPickupTime(time)).toBe(text);
  });

  it('the page’s texts', () => {
    const { rxNumber, removePrescription, ...texts } = GUEST_REFILL_TEXTS;
    expect(texts).toEqual({
      intro:
        'Refill a prescription without signing in. You need the prescription number and the pharmacy phone number from your prescription label.',
      pharmacyPhone: 'Pharmacy phone number',
      addPrescription: 'Add Another Prescription',
      check: 'Check Prescriptions',
      checking: 'Checking your prescriptions…',
      results: 'Your prescriptions',
      contactPhone: 'Your phone number',
      contactHint: 'We call or text this number if there is a question about your refill.',
      pickupTime: 'Pickup time',
      choosePickupTime: 'Choose a pickup time',
      noneRefillable: 'None of these prescriptions can be refilled online. Please call your pharmacy.',
      submit: 'Submit Refill Request',
      submitting: 'Sending your refill request…',
      edit: 'Change Prescriptions',
      confirmationTitle: 'Refill Request Received',
      confirmationText: 'We have your refill request. Bring your prescription label when you pick it up.',
      confirmationPrescriptions: 'Prescriptions',
      confirmationPickup: 'Pickup',
      confirmationStore: 'Pharmacy',
      close: 'Done',
      signInInstead: 'Sign in to manage all your prescriptions',
    });
    expect(rxNumber(2)).toBe('Prescription number 2');
    expect(removePrescription(3)).toBe('Remove prescription number 3');
  });

  it.each([
    [
      'a 422 (the sandbox could not prove the order) says §8’s invalid text',
      { status: 422 },
      SPEC_PRESCRIPTION_INVALID,
    ],
    [
      'an API error of status 422 says §8’s invalid text',
      serverError('/guest-refill/order', 422),
      SPEC_PRESCRIPTION_INVALID,
    ],
    ['a 500 is generic', { status: 500 }, SPEC_GENERIC],
    ['a 421 is generic', { status: 421 }, SPEC_GENERIC],
    ['a 423 is generic', { status: 423 }, SPEC_GENERIC],
    ['a status "422" as text is generic', { status: '422' }, SPEC_GENERIC],
    ['an error without a status is generic', new Error('offline'), SPEC_GENERIC],
    ['null is generic', null, SPEC_GENERIC],
    ['undefined is generic', undefined, SPEC_GENERIC],
    ['the number 422 itself is generic', 422, SPEC_GENERIC],
    [
      'a function carrying status 422 (not an object) is generic',
      Object.assign(() => 0, { status: 422 }),
      SPEC_GENERIC,
    ],
  ])('%s', (_name, error, text) => {
    expect(guestOrderErrorText(error)).toBe(text);
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('order delivery (§3 "Delivery order", §9 window and date format)', () => {
  it('the date format is DD-MMM-yyyy hh:mmA in date-fns tokens', () => {
    expect(DELIVERY_DATE_FORMAT).toBe('dd-MMM-yyyy hh:mma');
  });

  it('the window is 2-6 PM, 14:00 to 18:00', () => {
    expect(DELIVERY_WINDOW).toEqual({ startHour: 14, endHour: 18, label: '2-6 PM' });
  });

  it.each([
    ['25 November 2026 14:00', nov(25, 14, 0), '25-Nov-2026 02:00PM'],
    ['5 December 2026 09:05', dec(5, 9, 5), '05-Dec-2026 09:05AM'],
    ['1 January 2027 00:00', new Date(2027, 0, 1, 0, 0), '01-Jan-2027 12:00AM'],
    ['30 November 2026 12:30', nov(30, 12, 30), '30-Nov-2026 12:30PM'],
  ])('%s is written %s', (_name, date, text) => {
    expect(formatDeliveryDate(date)).toBe(text);
  });

  it.each([
    ['25-Nov-2026 02:00PM', nov(25, 14, 0)],
    ['25-Nov-2026 02:00AM', nov(25, 2, 0)],
    ['25-Nov-2026 12:00AM', nov(25, 0, 0)],
    ['25-Nov-2026 12:30PM', nov(25, 12, 30)],
    ['25-Nov-2026 01:00AM', nov(25, 1, 0)],
    ['25-Nov-2026 11:59PM', nov(25, 23, 59)],
    ['05-Dec-2026 09:05AM', dec(5, 9, 5)],
    ['01-Jan-2027 06:45PM', new Date(2027, 0, 1, 18, 45)],
  ])('%s is read back as its date', (text, date) => {
    expect(parseDeliveryDate(text)).toEqual(date);
  });

  it.each([
    ['15-Jan-2026 02:00PM', new Date(2026, 0, 15, 14, 0)],
    ['15-Feb-2026 02:00PM', new Date(2026, 1, 15, 14, 0)],
    ['15-Mar-2026 02:00PM', new Date(2026, 2, 15, 14, 0)],
    ['15-Apr-2026 02:00PM', new Date(2026, 3, 15, 14, 0)],
    ['15-May-2026 02:00PM', new Date(2026, 4, 15, 14, 0)],
    ['15-Jun-2026 02:00PM', new Date(2026, 5, 15, 14, 0)],
    ['15-Jul-2026 02:00PM', new Date(2026, 6, 15, 14, 0)],
    ['15-Aug-2026 02:00PM', new Date(2026, 7, 15, 14, 0)],
    ['15-Sep-2026 02:00PM', new Date(2026, 8, 15, 14, 0)],
    ['15-Oct-2026 02:00PM', new Date(2026, 9, 15, 14, 0)],
    ['15-Nov-2026 02:00PM', new Date(2026, 10, 15, 14, 0)],
    ['15-Dec-2026 02:00PM', new Date(2026, 11, 15, 14, 0)],
  ])('each month is read back: %s', (text, date) => {
    expect(parseDeliveryDate(text)).toEqual(date);
  });

  it.each([
    ['hour 00', '25-Nov-2026 00:00AM'],
    ['hour 13', '25-Nov-2026 13:00PM'],
    ['a day that does not exist', '31-Nov-2026 02:00PM'],
    ['an unknown month', '25-Foo-2026 02:00PM'],
    ['a one-digit day', '5-Nov-2026 02:00PM'],
    ['a one-digit hour', '25-Nov-2026 2:00PM'],
    ['a two-digit year', '25-Nov-26 02:00PM'],
    ['a month in capitals', '25-NOV-2026 02:00PM'],
    ['a month in small letters', '25-nov-2026 02:00PM'],
    ['pm in small letters', '25-Nov-2026 02:00pm'],
    ['a space before PM', '25-Nov-2026 02:00 PM'],
    ['text before the date', 'x25-Nov-2026 02:00PM'],
    ['text after the date', '25-Nov-2026 02:00PMx'],
    ['minutes of 60', '25-Nov-2026 02:60PM'],
    ['an ISO date', '2026-11-25T14:00:00'],
    ['an empty text', ''],
  ])('%s is no delivery date (null)', (_name, text) => {
    expect(parseDeliveryDate(text)).toBeNull();
  });

  const ready = (over: Partial<Prescription> = {}): Prescription => ({ ...OMEPRAZOLE, ...over });

  it.each(ALL_STATUSES.map((s) => [s, s === 'READY_FOR_PICKUP'] as const))(
    'a prescription %s (allowed, store delivers) may go out for delivery: %s',
    (status, eligible) => {
      expect(isDeliveryEligible(ready({ refillStatus: status }))).toBe(eligible);
    },
  );

  it('a ready prescription not allowed for delivery may not go out for delivery', () => {
    expect(isDeliveryEligible(ready({ allowDelivery: false }))).toBe(false);
  });

  it('a ready prescription at a store whose delivery is off may not go out for delivery', () => {
    expect(isDeliveryEligible(ready({ facility: { ...OMEPRAZOLE.facility, deliveryEnabled: false } }))).toBe(
      false,
    );
  });

  it.each(ALL_STATUSES.map((s) => [s, s === 'DELIVERY' || s === 'SHIPPED'] as const))(
    'a prescription %s is out for delivery: %s',
    (status, out) => {
      expect(isOutForDelivery({ refillStatus: status })).toBe(out);
    },
  );

  it.each([
    ['2026-11-26', 'Thursday, November 26, 2-6 PM'],
    ['2026-12-05', 'Saturday, December 5, 2-6 PM'],
    ['2027-01-01', 'Friday, January 1, 2-6 PM'],
  ])('the delivery day %s reads %s', (date, label) => {
    expect(deliveryDayLabel(date)).toBe(label);
  });

  it('the absent loyalty number is MISSING_LOYALTY', () => {
    expect(MISSING_LOYALTY).toBe('MISSING_LOYALTY');
  });

  it.each([
    ['a loyalty number is kept', '12345678901', '12345678901'],
    ['a loyalty number with spaces around it is kept as given', ' 1234567890 ', ' 1234567890 '],
    ['null is MISSING_LOYALTY', null, 'MISSING_LOYALTY'],
    ['undefined is MISSING_LOYALTY', undefined, 'MISSING_LOYALTY'],
    ['an empty number is MISSING_LOYALTY', '', 'MISSING_LOYALTY'],
    ['a number of spaces only is MISSING_LOYALTY', '   ', 'MISSING_LOYALTY'],
  ])('%s', (_name, loyalty, num) => {
    expect(loyaltyNumOf(loyalty)).toBe(num);
  });

  it('a delivery order carries the card, date, store, loyalty number, customer and each prescription’s record', () => {
    expect(
      deliveryOrderOf({
        cardId: 'card-visa',
        deliveryDate: '26-Nov-2026 02:00PM',
        facilityId: '01400412',
        loyaltyCardNumber: '12345678901',
        customerId: 'cust-1',
        prescriptions: [OMEPRAZOLE, CARPROFEN],
      }),
    ).toEqual({
      cardId: 'card-visa',
      deliveryDate: '26-Nov-2026 02:00PM',
      facilityId: '01400412',
      loyaltyNum: '12345678901',
      customerId: 'cust-1',
      prescriptions: [
        { patientNumber: '100234567', recordNumber: '501234570', rxFillSeq: '5', rxNumber: '1234570' },
        { patientNumber: '100234569', recordNumber: '501234575', rxFillSeq: '2', rxNumber: '1234575' },
      ],
    });
  });

  it('a delivery order without a loyalty number says MISSING_LOYALTY; no prescriptions is an empty list', () => {
    expect(
      deliveryOrderOf({
        cardId: 'card-mc',
        deliveryDate: '27-Nov-2026 02:00PM',
        facilityId: '01400388',
        loyaltyCardNumber: null,
        customerId: 'cust-2',
        prescriptions: [],
      }),
    ).toEqual({
      cardId: 'card-mc',
      deliveryDate: '27-Nov-2026 02:00PM',
      facilityId: '01400388',
      loyaltyNum: 'MISSING_LOYALTY',
      customerId: 'cust-2',
      prescriptions: [],
    });
  });

  it('the page’s texts; its error is §8’s generic text', () => {
    const { window, submittedText, cardLabel, ...texts } = DELIVERY_TEXTS;
    expect(texts).toEqual({
      heading: 'Order Delivery',
      intro: 'Have your ready prescriptions delivered to your home.',
      loading: 'Loading your delivery options…',
      prescriptions: 'Prescriptions ready for delivery',
      none: 'None of your ready prescriptions can be delivered right now.',
      date: 'Delivery date',
      card: 'Payment card',
      noCards: 'Add a card to your wallet to pay for delivery.',
      address: 'Delivery address',
      noAddress: 'No home address on file',
      terms:
        'By ordering delivery you authorize the pharmacy to charge the selected card for these prescriptions and the delivery fee. An adult must sign for the delivery.',
      agree: 'I agree to the delivery and card usage terms',
      fee: 'Delivery fee',
      submit: 'Order Delivery',
      submitting: 'Ordering delivery…',
      submitted: 'Your delivery is ordered',
      orderNumber: 'Order number',
      backToTracker: 'Back to Prescription Status Tracker',
      another: 'Order Another Delivery',
      error: SPEC_GENERIC,
      retry: 'Try Again',
      change: 'Change Delivery',
      expired: 'Expired',
    });
    expect(window('2-6 PM')).toBe('Delivered between 2-6 PM');
    expect(submittedText('Thursday, November 26, 2-6 PM')).toBe(
      'Your prescriptions will be delivered on Thursday, November 26, 2-6 PM.',
    );
    expect(cardLabel('VISA', '1111')).toBe('VISA ending in 1111');
  });
});

// ---------------------------------------------------------------------------------------------------------------
describe('pay online (§3 "Payment association", §4 "Online pay", §9 amount and card type)', () => {
  it('the card type is ACH_CARD, the association type PAYSYS, the default amount "1"', () => {
    expect(PAYMENT_INTENT_CARD_TYPE).toBe('ACH_CARD');
    expect(PAYMENT_ASSOCIATION_TYPE).toBe('PAYSYS');
    expect(ONLINE_PAY_DEFAULT_AMOUNT).toBe('1');
  });

  const inProgress = (over: Partial<Prescription> = {}): Prescription => ({ ...AMOXICILLIN, ...over });

  it.each(ALL_STATUSES.map((s) => [s, s === 'IN_PROGRESS'] as const))(
    'an unpaid store prescription %s may be paid online: %s',
    (status, eligible) => {
      expect(isOnlinePayEligible(inProgress({ refillStatus: status }))).toBe(eligible);
    },
  );

  it('an in-progress mail-order prescription (not at a store) may not be paid online', () => {
    expect(isOnlinePayEligible(inProgress({ isRetail: false }))).toBe(false);
  });

  it('an in-progress prescription already paid may not be paid online (an expired card too)', () => {
    expect(
      isOnlinePayEligible(
        inProgress({ paymentInformation: { brand: 'VISA', lastFour: '1111', expired: false } }),
      ),
    ).toBe(false);
    expect(
      isOnlinePayEligible(
        inProgress({ paymentInformation: { brand: 'VISA', lastFour: '1111', expired: true } }),
      ),
    ).toBe(false);
  });

  it.each(
    ALL_STATUSES.map(
      (s) =>
        [
          s,
          [
            'NEVER_FILLED',
            'OVERDUE',
            'REFILLABLE',
            'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
            'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
          ].includes(s),
        ] as const,
    ),
  )('a wallet-paid mail order pays ahead for a prescription %s: %s', (status, paid) => {
    expect(isPaidAheadWithOrder({ refillStatus: status })).toBe(paid);
  });

  const amount = (patientPayAmount: number | null, rxStatus: string | null = null) => ({
    patientPayAmount,
    rxStatus,
  });

  it.each([
    ['nothing selected: "1"', [], '1'],
    ['one prescription of 8.40: "8.40"', [amount(8.4)], '8.40'],
    ['8.40 and 6.10: "14.50"', [amount(8.4), amount(6.1)], '14.50'],
    ['15 and 31.20: "46.20"', [amount(15), amount(31.2)], '46.20'],
    ['a profiled prescription only: "1"', [amount(5, 'Profiled')], '1'],
    ['a TBD (0.0001) prescription only: "1"', [amount(0.0001)], '1'],
    ['a prescription without an amount only: "1"', [amount(null)], '1'],
    ['profiled, TBD and absent together: "1"', [amount(5, 'Profiled'), amount(0.0001), amount(null)], '1'],
    [
      'the known amounts only: 8.40 with a profiled 5, a TBD and an absent one: "8.40"',
      [amount(5, 'Profiled'), amount(8.4), amount(0.0001), amount(null)],
      '8.40',
    ],
    ['an amount of 0 is known: "0.00"', [amount(0)], '0.00'],
    ['another rxStatus is not profiled: "5.00"', [amount(5, 'Active')], '5.00'],
  ] as const)('the amount of %s', (_name, prescriptions, text) => {
    expect(onlinePayAmount(prescriptions)).toBe(text);
  });

  const JORDAN_SECOND = {
    ...AMOXICILLIN,
    rxRecordNumber: '501234590',
    rxFillSequence: '3',
    patientPayAmount: null,
  };

  it('a payment association: one transaction per patient, in order of first appearance, each with its prescriptions', () => {
    expect(
      paymentAssociationOf({
        facilityId: '01400412',
        creditCardId: 'card-visa',
        fraudToken: 'fraud-token-1',
        loyaltyCardNumber: '12345678901',
        prescriptions: [AMOXICILLIN, CARPROFEN, JORDAN_SECOND],
      }),
    ).toEqual({
      paymentType: 'PAYSYS',
      transactions: [
        {
          facilityId: '01400412',
          creditCardId: 'card-visa',
          fraudToken: 'fraud-token-1',
          loyaltyNum: '12345678901',
          patientNumber: '100234567',
          prescriptions: [
            { rxRecordNum: '501234569', rxFillSeq: '1', patientPayAmount: 8.4 },
            { rxRecordNum: '501234590', rxFillSeq: '3', patientPayAmount: null },
          ],
        },
        {
          facilityId: '01400412',
          creditCardId: 'card-visa',
          fraudToken: 'fraud-token-1',
          loyaltyNum: '12345678901',
          patientNumber: '100234569',
          prescriptions: [{ rxRecordNum: '501234575', rxFillSeq: '2', patientPayAmount: 31.2 }],
        },
      ],
    });
  });

  it('a payment association without a loyalty number says MISSING_LOYALTY', () => {
    expect(
      paymentAssociationOf({
        facilityId: '01400388',
        creditCardId: 'card-discover',
        fraudToken: 'fraud-token-2',
        loyaltyCardNumber: null,
        prescriptions: [METOPROLOL_OTHER_STORE],
      }),
    ).toEqual({
      paymentType: 'PAYSYS',
      transactions: [
        {
          facilityId: '01400388',
          creditCardId: 'card-discover',
          fraudToken: 'fraud-token-2',
          loyaltyNum: 'MISSING_LOYALTY',
          patientNumber: '100234567',
          prescriptions: [{ rxRecordNum: '501234580', rxFillSeq: '1', patientPayAmount: 6.1 }],
        },
      ],
    });
  });

  it('a payment association of no prescriptions has no transactions', () => {
    expect(
      paymentAssociationOf({
        facilityId: '01400412',
        creditCardId: 'card-visa',
        fraudToken: 'fraud-token-3',
        loyaltyCardNumber: '12345678901',
        prescriptions: [],
      }),
    ).toEqual({ paymentType: 'PAYSYS', transactions: [] });
  });

  it('the page’s texts; its setup error is §8’s "Online pay setup"', () => {
    const { paidText, cardLabel, ...texts } = ONLINE_PAY_TEXTS;
    expect(texts).toEqual({
      setupError: SPEC_ONLINE_PAY_SETUP,
      intro: 'Pay now for prescriptions we are filling, and skip the line at the pharmacy counter.',
      loading: 'Loading your prescriptions…',
      prescriptions: 'Prescriptions in progress',
      none: 'There are no prescriptions to pay for online right now.',
      location: 'Pickup location',
      price: 'Amount to pay',
      card: 'Payment card',
      noCards: 'Add a card to your wallet to pay online.',
      cardUsageTerms:
        'By selecting Pay Now, you authorize the pharmacy to charge the selected card for the prescriptions above when they are filled. The final amount may change based on insurance co-pays and deductibles; you will be charged the final amount.',
      agree: 'I agree to the card usage terms',
      submit: 'Pay Now',
      submitting: 'Setting up your payment…',
      paid: 'Your payment is set up',
      backToTracker: 'Back to Prescription Status Tracker',
      retry: 'Try Again',
      changeSelection: 'Change Selection',
      expired: 'Expired',
    });
    expect(paidText('VISA', '1111')).toBe(
      'Your prescriptions will be charged to VISA ending in 1111 when they are filled.',
    );
    expect(cardLabel('DISCOVER', '6611')).toBe('DISCOVER ending in 6611');
  });
});
