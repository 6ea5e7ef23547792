/**
 * Guest refill (pharmacy-portal.md §7.2, base /rx/api/anonymous): validate a prescription with the pharmacy's phone
 * in a header (never in the address), and order the valid, refillable ones (idempotent).
 */
import {
  GUEST_PHONE_HEADER,
  type GuestRefillOrder,
  type GuestRefillOrderResult,
  guestRefillOrderResponseSchema,
  type PrescriptionValidation,
  RX_ANONYMOUS_PATHS,
  type ValidatePrescriptionQuery,
  validatePrescriptionResponseSchema,
} from '../contracts/rx-guest-refill';
import { RX_IDEMPOTENCY_HEADER } from '../contracts/rx-order-codes';
import { rxAnonymous } from './rx-anonymous';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /guest-refill/validate-prescriptions-full */
export const validateGuestPrescription = (
  query: ValidatePrescriptionQuery,
  pharmacyPhone: string,
  signal?: AbortSignal,
): Promise<PrescriptionValidation> =>
  rxAnonymous.getWithPayload(RX_ANONYMOUS_PATHS.validatePrescriptionsFull, {
    schema: validatePrescriptionResponseSchema,
    payload: query,
    headers: { [GUEST_PHONE_HEADER]: pharmacyPhone },
    ...withSignal(signal),
  });

/** POST /guest-refill/order */
export const orderGuestRefill = (
  order: GuestRefillOrder,
  key: string,
  signal?: AbortSignal,
): Promise<GuestRefillOrderResult> =>
  rxAnonymous.post(RX_ANONYMOUS_PATHS.guestRefillOrder, {
    schema: guestRefillOrderResponseSchema,
    payload: order,
    headers: { [RX_IDEMPOTENCY_HEADER]: key },
    ...withSignal(signal),
  });
