// @vitest-environment node
/**
 * The earliest pickup (pharmacy-portal.md §9 "Default earliest pickup: now plus 4 hours"; §3 promiseTimes
 * .earliestAvailableTime): a store that names its own lead time and one that does not, so the 4 hours are seen to be
 * the default and only the default. Monday 2026-11-23, 08:10 local; the store opens 09:00-21:00 (lunch 13:30-14:00).
 */
import { describe, expect, it } from 'vitest';
import { STORE_FACILITY } from '../../machines/rx/fixtures';
import { pickupSlots } from '../../domain/rx/pickup-times';

const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m);
const NOW = at(23, 8, 10);
const withLeadTimes = (withoutDoctorCall: string, withDoctorCall = '48:00') => ({
  ...STORE_FACILITY,
  promiseTimes: {
    ...STORE_FACILITY.promiseTimes,
    earliestAvailableTime: { rxWebWithDoctorCall: withDoctorCall, rxWebWithoutDoctorCall: withoutDoctorCall },
  },
});

describe('§9 earliest pickup: the store’s own lead time, else 4 hours', () => {
  it('a store without a lead time of its own: the first slot is 12:30 (08:10 + 4 h, on the next half hour)', () => {
    expect(pickupSlots(NOW, withLeadTimes(''))[0]).toEqual(at(23, 12, 30));
    expect(pickupSlots(NOW, withLeadTimes('soon'))[0]).toEqual(at(23, 12, 30));
  });

  it('a store with a lead time of 02:00: the first slot is 10:30 (08:10 + 2 h), not the default’s 12:30', () => {
    expect(pickupSlots(NOW, withLeadTimes('02:00'))[0]).toEqual(at(23, 10, 30));
  });

  it('with a call to the doctor, the store’s other lead time (05:00): 13:10 is at lunch, so 14:00', () => {
    expect(pickupSlots(NOW, withLeadTimes('02:00', '05:00'), true)[0]).toEqual(at(23, 14, 0));
  });

  it('the guest refill’s shorter list keeps the same first slot and stops at its length (12)', () => {
    const slots = pickupSlots(NOW, withLeadTimes(''), false, 12);
    expect([slots.length, slots[0]]).toEqual([12, at(23, 12, 30)]);
  });
});
