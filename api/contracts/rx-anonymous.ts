/**
 * Anonymous pharmacy API (pharmacy-portal.md §7.2, base /rx/api/anonymous): guest refill without an account. No
 * sign-in. The guest-refill area adds its request and response schemas in `api/contracts/rx-guest-refill.ts`.
 */
import { BASE_PATHS } from './common';

export const RX_ANONYMOUS_PATHS = {
  /** GET: phone header; query facilityId, rxNumber. */
  validatePrescriptionsFull: `${BASE_PATHS.rxAnonymous}/guest-refill/validate-prescriptions-full`,
  /** POST: rxRecords, facilityId, pickupTime, contactPhone. */
  guestRefillOrder: `${BASE_PATHS.rxAnonymous}/guest-refill/order`,
} as const;

/** §7.2: the guest refill validation sends the phone number in a header, never in the URL. */
export const GUEST_PHONE_HEADER = 'X-Phone-Number';
