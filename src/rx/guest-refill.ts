/** The guest refill chart with its real side effects (pharmacy-portal.md §7.2, §7.4 the pharmacy by its phone):
 *  for /rx/guest-refill's own chunk. */
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type {
  GuestRefillOrder,
  GuestRefillOrderResult,
  PrescriptionValidation,
} from '../../api/contracts/rx-guest-refill';
import { type GuestValidation, guestRefillMachine } from '../../machines/rx/guestRefill/guestRefill.machine';
import { GUEST_PICKUP_TIMES_SHOWN } from '../../domain/rx/guest-refill';
import { pickupSlots } from '../../domain/rx/pickup-times';
import { unlessAborted } from '../services';
import type { Load } from './tracker-data';

/** Each prescription validated at the retail pharmacy with that phone; none there: all invalid (no call). */
async function validatePrescriptions(
  load: Load,
  input: { pharmacyPhone: string; rxNumbers: string[] },
  signal: AbortSignal,
): Promise<GuestValidation> {
  const api = await load();
  const facility: Facility | null =
    (await api.pharmacyDirectory.fetchFacilities({ phoneNumber: input.pharmacyPhone }, signal)).find(
      (f) => f.facilityType === 'RETAIL',
    ) ?? null;
  if (!facility) {
    return {
      facility: null,
      pickupTimes: [],
      results: input.rxNumbers.map(
        (rxNumber): PrescriptionValidation => ({
          rxNumber,
          facilityId: '',
          status: 'INVALID',
          rxRecordNumber: null,
        }),
      ),
    };
  }
  // One after the other: the first answer starts this browser's guest session (its cookie), which must hold what
  // every later one proves (parallel first calls would each start a session of their own).
  const results: PrescriptionValidation[] = [];
  for (const rxNumber of input.rxNumbers) {
    results.push(
      await api.rxGuestRefill.validateGuestPrescription(
        { facilityId: facility.facilityId, rxNumber },
        input.pharmacyPhone,
        signal,
      ),
    );
  }
  const pickupTimes = pickupSlots(new Date(), facility, false, GUEST_PICKUP_TIMES_SHOWN).map((t) =>
    t.toISOString(),
  );
  return { facility, results, pickupTimes };
}

export function guestRefillMachineFor(load: Load) {
  return guestRefillMachine.provide({
    actors: {
      validatePrescriptions: fromPromise<GuestValidation, { pharmacyPhone: string; rxNumbers: string[] }>(
        ({ input, signal }) => unlessAborted(signal, validatePrescriptions(load, input, signal)),
      ),
      orderGuestRefill: fromPromise<GuestRefillOrderResult, { order: GuestRefillOrder; key: string }>(
        async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await load()).rxGuestRefill.orderGuestRefill(input.order, input.key, signal),
          ),
      ),
    },
  });
}
