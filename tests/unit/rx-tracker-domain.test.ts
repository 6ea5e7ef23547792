// @vitest-environment node
/**
 * The tracker area's rules with the spec's values as literals (pharmacy-portal.md §2.1, §3, §4, §9): pickup slots
 * (30 minutes, at most 50, now + 4 h, fallback next day 2:00 PM), the delivery date format DD-MMM-yyyy hh:mmA, the
 * online-pay amount default "1", costs and totals, hours, links and parameters.
 */
import { describe, expect, it } from 'vitest';
import { AMOXICILLIN, CARPROFEN, OMEPRAZOLE, STORE_FACILITY } from '../../machines/rx/fixtures';
import {
  deliveryDayLabel,
  DELIVERY_DATE_FORMAT,
  DELIVERY_WINDOW,
  formatDeliveryDate,
  isDeliveryEligible,
  loyaltyNumOf,
  parseDeliveryDate,
} from '../../domain/rx/delivery';
import { formatClock, pharmacyHoursOf, storeDetailsPath } from '../../domain/rx/facilities';
import { canOrderGuestRefill, guestOrderErrorText } from '../../domain/rx/guest-refill';
import {
  isOnlinePayEligible,
  ONLINE_PAY_TEXTS,
  onlinePayAmount,
  PAYMENT_INTENT_CARD_TYPE,
} from '../../domain/rx/online-pay';
import { pickupSlots } from '../../domain/rx/pickup-times';
import {
  estimatedTotal,
  costLabel,
  isRefillable,
  NOT_REFILLABLE_STATUSES,
  ON_HOLD_SECONDARY_STATUSES,
  onHoldSecondaryStatus,
  REFILLABLE_STATUSES,
} from '../../domain/rx/prescriptions';
import {
  authenticatedPatientNumbers,
  showsStatusDetailsLink,
  TRACKER_SECTIONS,
  TRACKER_STATUS_LABELS,
  TRACKER_TEXTS,
  trackerEstimatedTotal,
} from '../../domain/rx/tracker';

const local = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi);

describe('§4 statuses', () => {
  it('groups and on-hold secondary statuses as listed', () => {
    expect(REFILLABLE_STATUSES).toEqual([
      'NEVER_FILLED',
      'OVERDUE',
      'REFILLABLE',
      'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
      'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
    ]);
    expect(NOT_REFILLABLE_STATUSES).toEqual(['NOT_REFILLABLE', 'REFILL_TOO_SOON']);
    expect(isRefillable('REFILL_TOO_SOON')).toBe(false);
    expect(ON_HOLD_SECONDARY_STATUSES).toEqual([
      'Awaiting Restock',
      'Rescheduled',
      'Contacted Insurer',
      'Contacted Prescriber',
    ]);
    expect(onHoldSecondaryStatus('Resheduled')).toBe('Rescheduled');
    expect(onHoldSecondaryStatus('contacted insurer')).toBe('Contacted Insurer');
    expect(onHoldSecondaryStatus('Lost')).toBe(null);
  });

  it('tracker sections and labels (§2.3)', () => {
    expect(TRACKER_SECTIONS).toEqual(['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD', 'DELIVERY']);
    expect(Object.values(TRACKER_STATUS_LABELS)).toEqual(['Ready', 'In Progress', 'On Hold', 'For Delivery']);
    expect([
      TRACKER_TEXTS.pickUp,
      TRACKER_TEXTS.delivery,
      TRACKER_TEXTS.estTotalCost,
      TRACKER_TEXTS.costNote,
      TRACKER_TEXTS.empty,
      TRACKER_TEXTS.viewRefills,
      TRACKER_TEXTS.viewingPatient,
      TRACKER_TEXTS.all,
      TRACKER_TEXTS.viewStatusDetails,
    ]).toEqual([
      'Pick Up',
      'Delivery',
      'Est Total Cost',
      '*Amount due at pickup may change due to insurance co-pays and deductibles',
      'There are no prescriptions being worked on for this patient at this time.',
      'View My Available Refills',
      'Viewing Patient',
      'All',
      'View Status Details',
    ]);
  });
});

describe('§9 costs', () => {
  it.each([
    [{ patientPayAmount: 12.5, rxStatus: null }, '$12.50'],
    [{ patientPayAmount: 0.0001, rxStatus: null }, 'TBD'],
    [{ patientPayAmount: null, rxStatus: null }, 'TBD'],
    [{ patientPayAmount: null, rxStatus: 'Profiled' }, 'N/A'],
  ])('cost of %o: %s', (p, text) => {
    expect(costLabel(p)).toBe(text);
  });

  it("estimated total: 'TBD' when any is profiled, else dollars with an asterisk (0.0001 counts as zero)", () => {
    expect(
      estimatedTotal([
        { patientPayAmount: 8.4, rxStatus: null },
        { patientPayAmount: 0.0001, rxStatus: null },
      ]),
    ).toBe('$8.40*');
    expect(
      estimatedTotal([
        { patientPayAmount: 8.4, rxStatus: null },
        { patientPayAmount: null, rxStatus: 'Profiled' },
      ]),
    ).toBe('TBD');
    // The tracker's total is what is due at pickup: a delivery is left out.
    const delivery = { ...OMEPRAZOLE, refillStatus: 'DELIVERY' as const };
    expect(trackerEstimatedTotal([AMOXICILLIN, delivery, CARPROFEN])).toBe('$39.60*');
  });
});

describe('§9 pickup time slots', () => {
  it('start at now + 4 hours on a 30-minute slot, skip the lunch break, at most 50', () => {
    const slots = pickupSlots(local(2026, 11, 24, 8, 10), STORE_FACILITY);
    expect(slots.slice(0, 4)).toEqual([
      local(2026, 11, 24, 12, 30),
      local(2026, 11, 24, 13, 0),
      // 13:30-14:00 is the lunch break.
      local(2026, 11, 24, 14, 0),
      local(2026, 11, 24, 14, 30),
    ]);
    expect(slots).toHaveLength(50);
    expect(
      slots.every((t, i) => i === 0 || t.getTime() - (slots[i - 1]?.getTime() ?? 0) >= 30 * 60_000),
    ).toBe(true);
    // After 20:30 on Tuesday, the next slot is Wednesday at 9:00.
    expect(slots).toContainEqual(local(2026, 11, 24, 20, 30));
    expect(slots).not.toContainEqual(local(2026, 11, 24, 21, 0));
    expect(slots).toContainEqual(local(2026, 11, 25, 9, 0));
  });

  it('fall back to the next day at 2:00 PM when the store has no open hours', () => {
    const closed = {
      ...STORE_FACILITY,
      hoursOfOperation: { ...STORE_FACILITY.hoursOfOperation, regularHours: [] },
    };
    expect(pickupSlots(local(2026, 11, 24, 8, 10), closed)).toEqual([local(2026, 11, 25, 14, 0)]);
  });
});

describe('§9 delivery', () => {
  it('formats DD-MMM-yyyy hh:mmA with date-fns, and reads it back', () => {
    expect(DELIVERY_DATE_FORMAT).toBe('dd-MMM-yyyy hh:mma');
    expect(formatDeliveryDate(local(2026, 11, 5, 14))).toBe('05-Nov-2026 02:00PM');
    expect(parseDeliveryDate('05-Nov-2026 02:00PM')).toEqual(local(2026, 11, 5, 14));
    expect(parseDeliveryDate('2026-11-05 14:00')).toBe(null);
    expect(DELIVERY_WINDOW.label).toBe('2-6 PM');
    expect(deliveryDayLabel('2026-11-26')).toBe('Thursday, November 26, 2-6 PM');
  });

  it('only ready prescriptions allowed for delivery at a store that delivers', () => {
    expect(isDeliveryEligible(OMEPRAZOLE)).toBe(true);
    expect(isDeliveryEligible(CARPROFEN)).toBe(false);
    expect(
      isDeliveryEligible({ ...OMEPRAZOLE, facility: { ...OMEPRAZOLE.facility, deliveryEnabled: false } }),
    ).toBe(false);
    expect([loyaltyNumOf(null), loyaltyNumOf('4800012345678')]).toEqual(['MISSING_LOYALTY', '4800012345678']);
  });
});

describe('§9 online pay', () => {
  it('the amount: the sum with two decimals, or "1" when absent; ACH_CARD; §8 text', () => {
    expect(onlinePayAmount([AMOXICILLIN])).toBe('8.40');
    expect(onlinePayAmount([{ ...AMOXICILLIN, patientPayAmount: null }])).toBe('1');
    expect(onlinePayAmount([{ ...AMOXICILLIN, rxStatus: 'Profiled' }])).toBe('1');
    expect(onlinePayAmount([])).toBe('1');
    expect(PAYMENT_INTENT_CARD_TYPE).toBe('ACH_CARD');
    expect(ONLINE_PAY_TEXTS.setupError).toBe('There was an error setting up online pay.  Please try again.');
    expect(isOnlinePayEligible(AMOXICILLIN)).toBe(true);
    expect(
      isOnlinePayEligible({
        ...AMOXICILLIN,
        paymentInformation: { brand: 'VISA', lastFour: '1111', expired: false },
      }),
    ).toBe(false);
  });
});

describe('guest refill (§4, §8)', () => {
  it('only valid-and-refillable may be ordered; a 422 is the invalid text, the rest generic', () => {
    expect(
      ['VALID_REFILLABLE', 'VALID_NOT_REFILLABLE', 'INVALID', null].map((s) =>
        canOrderGuestRefill(s as never),
      ),
    ).toEqual([true, false, false, false]);
    expect(guestOrderErrorText({ status: 422 })).toBe(
      'You have entered incorrect or invalid information.  Please check your information and try again.',
    );
    expect(guestOrderErrorText({ status: 500 })).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
  });
});

describe('§2.1 links and parameters', () => {
  it('store details: /stores/grocery/st/city/store-name/{3}/{rest}', () => {
    expect(
      storeDetailsPath({
        facilityId: '01400412',
        vanityName: 'FreshWay Pharmacy Oakley',
        address: { state: 'OH', city: 'Cincinnati' },
      }),
    ).toBe('/stores/grocery/oh/cincinnati/freshway-pharmacy-oakley/014/00412');
  });

  it('repeated authenticatedPatientNumber parameters, malformed ones dropped', () => {
    expect(
      authenticatedPatientNumbers(
        '?authenticatedPatientNumber=100234567&authenticatedPatientNumber=100234569&authenticatedPatientNumber=x1',
      ),
    ).toEqual(['100234567', '100234569']);
  });

  it("'View Status Details' hidden on /health-dashboard and /rx/tracker only", () => {
    expect(
      ['/health-dashboard', '/rx/tracker', '/rx/dashboard', '/health'].map(showsStatusDetailsLink),
    ).toEqual([false, false, true, true]);
  });

  it('hours: consecutive days with the same hours in one line', () => {
    expect(formatClock('09:00')).toBe('9:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:15')).toBe('12:15 AM');
    expect(pharmacyHoursOf(STORE_FACILITY.hoursOfOperation.regularHours).map((e) => e.displayName)).toEqual([
      'Mon-Fri',
      'Sat',
      'Sun',
    ]);
  });
});
