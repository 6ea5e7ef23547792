/** Anonymous pharmacy API (pharmacy-portal.md §7.2): guest refill without an account. Schemas join with the pharmacy issues. */
import { BASE_PATHS } from './common';

export const RX_ANONYMOUS_PATHS = {
  validatePrescriptionsFull: `${BASE_PATHS.rxAnonymous}/guest-refill/validate-prescriptions-full`,
} as const;

/** §7.2: the guest refill validation sends the phone number in a header, never in the URL. */
export const GUEST_PHONE_HEADER = 'X-Phone-Number';
