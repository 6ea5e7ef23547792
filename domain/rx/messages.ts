/**
 * §8 "Cart, orders, payment" and the store search failure of §8 "Other": the exact texts, defined once (the design's
 * data-flow example names this file). The cart and checkout charts, the prescription pages and the sandbox use them;
 * tests assert them as literals.
 */
import { notRefillableMessage } from './prescriptions';

/** §8 "Generic", the one definition every pharmacy area imports. */
export const RX_GENERIC_MESSAGE = 'We were unable to complete your request at this time, please try again.';

/** §8 'Something went wrong. Please try again' (no period, as given): the patient lookup's and the vaccine record's. */
export const RX_SOMETHING_WENT_WRONG = 'Something went wrong. Please try again';

export const RX_ORDER_MESSAGES = {
  /** A 409 from POST /cart: mail-order and in-store refills mixed. */
  cartConflict:
    'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.',
  orderSubmit: 'We encountered an error submitting your order. Please try again.',
  /** Two spaces after "online pay." as in the spec. */
  onlinePaySetup: 'There was an error setting up online pay.  Please try again.',
  /** Two spaces after "information." as in the spec. */
  prescriptionInvalid:
    'You have entered incorrect or invalid information.  Please check your information and try again.',
  generic: RX_GENERIC_MESSAGE,
  /** §8 "Other": the negative alert banner of a failed store search (typographic apostrophe as in the spec). */
  storeSearch: 'We’re sorry, store location information cannot be found at this time.',
} as const;

/** §8's not-refillable text, also from here: bundled with these texts, it keeps them one chunk with the prescriptions'
 *  rules (without it the two split, +86 B gzip on /rx/link/patient, over its budget). */
export { notRefillableMessage };
