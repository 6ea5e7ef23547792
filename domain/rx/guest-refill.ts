/**
 * Guest refill / easy fill (pharmacy-portal.md §2.1 /rx/guest-refill and /rx/easy-fill, §3 "Guest refill", §4
 * "Guest easy fill", §8 "Prescription invalid", "Generic", "Guest refill failure stores the error message"): the
 * outcomes of validating a prescription, which ones may be ordered, and the page's texts. Defined once: the chart
 * (machines/rx/guestRefill), its view and the sandbox read these.
 */
import { format } from 'date-fns';
import type { GuestValidationStatus } from '../../api/contracts/rx-guest-refill';
import { RX_GENERIC_MESSAGE, RX_ORDER_MESSAGES } from './messages';

/** §8 "Prescription invalid" (two spaces, as given). */
export const GUEST_REFILL_INVALID = RX_ORDER_MESSAGES.prescriptionInvalid;
/** §8 "Generic". */
export const GUEST_REFILL_GENERIC_ERROR = RX_GENERIC_MESSAGE;

/** Prescriptions one request may carry (not shown: chosen, docs/choices.md). */
export const GUEST_REFILL_MAX_PRESCRIPTIONS = 5;
/** Pickup times offered (the first ones of the store's 30-minute slots). */
export const GUEST_PICKUP_TIMES_SHOWN = 12;

/** §4 "only valid-and-refillable may be refilled". */
export function canOrderGuestRefill(status: GuestValidationStatus | null): boolean {
  return status === 'VALID_REFILLABLE';
}

/** What a validated prescription says on the page (the spec names the outcomes, not their texts: chosen). */
export const GUEST_VALIDATION_TEXTS: Readonly<Record<GuestValidationStatus, string>> = {
  VALID_REFILLABLE: 'Ready to refill',
  VALID_NOT_REFILLABLE: 'This prescription is not refillable at this time.',
  INVALID: GUEST_REFILL_INVALID,
};

/** A pickup time as the select shows it: 'Tue, Nov 24 at 6:00 PM'. */
export function formatPickupTime(time: Date): string {
  return format(time, "EEE, MMM d 'at' h:mm a");
}

export const GUEST_REFILL_TEXTS = {
  intro:
    'Refill a prescription without signing in. You need the prescription number and the pharmacy phone number from your prescription label.',
  pharmacyPhone: 'Pharmacy phone number',
  rxNumber: (n: number) => `Prescription number ${n}`,
  addPrescription: 'Add Another Prescription',
  removePrescription: (n: number) => `Remove prescription number ${n}`,
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
} as const;

/** The sandbox refuses an order it cannot prove with 422 (its §8 text: the invalid one); anything else is generic. */
export function guestOrderErrorText(error: unknown): string {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 422 ? GUEST_REFILL_INVALID : GUEST_REFILL_GENERIC_ERROR;
}
