/** The checkout chart in words (machines/descriptions.ts). What the screen shows is read from the state a step
 *  reaches (which choices are made, which are missing, which message shows); dates are the ones the page offers
 *  when the test runs ("the first pickup date offered"), never a fixed day. */
import { CHECKOUT_TEXTS } from '../../../domain/rx/checkout';
import { outcomeOf } from '../../../domain/errors';
import { describeMachine, type Reached } from '../../descriptions';
import { type CheckoutContext, checkoutMachine } from './checkout.machine';

type After = Reached<CheckoutContext> | undefined;

/** The choice each field error names, in the shopper's words. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  pickupTime: 'the pickup time',
  addressId: 'the shipping address',
  shippingMethodId: 'the shipping method',
  cardId: 'the card',
};
const list = (words: string[]) =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

/** The payment part of an editing state. */
function payment(c: CheckoutContext): string {
  if (c.paymentOption === 'payAtStore') return `${CHECKOUT_TEXTS.paymentOptions.payAtStore} chosen`;
  return c.selectedCardId
    ? `${CHECKOUT_TEXTS.paymentOptions.payNow} with the card chosen in the wallet`
    : `${CHECKOUT_TEXTS.paymentOptions.payNow}, no card chosen yet`;
}

/** What is marked on the fields and the message above Place Order, if any. */
function problems(c: CheckoutContext): string {
  const parts = [
    ...Object.entries(c.fieldErrors)
      .filter(([, message]) => message)
      .map(([field, message]) => `“${message}” at ${FIELD_WORDS[field] ?? 'the order'}`),
    ...(c.errors.length > 0 ? [`the message “${c.errors.at(-1)}” with ${CHECKOUT_TEXTS.dismiss}`] : []),
  ];
  return parts.length > 0 ? `; ${parts.join('; ')}` : '';
}

function pickup(c: CheckoutContext): string {
  const date = c.selectedPickupDate ? 'a pickup date chosen' : 'no pickup date chosen';
  const time = c.selectedPickupTime ? 'a time chosen' : 'no time chosen';
  return `${CHECKOUT_TEXTS.pickupHeading} at the store: ${date}, ${time}; ${payment(c)}${problems(c)}`;
}

function mail(c: CheckoutContext): string {
  const address = c.addresses.find((a) => a.address.addressId === c.selectedAddressId)?.address
    .addressDetails;
  const method = c.shippingMethods.find((m) => m.shippingMethodId === c.selectedShippingMethodId);
  return `${CHECKOUT_TEXTS.mailHeading}: ${address ? `to ${address.address1}` : 'no address chosen'}, ${method ? method.description : 'no shipping method chosen'}, easy-open caps ${c.easyOpenCaps ? 'ticked' : 'not ticked'}; ${payment(c)}${problems(c)}`;
}

/** Place Order: where it goes depends on the choices (the state it reaches says which). */
function submitted(after: After): string | undefined {
  if (!after) return undefined;
  const v = JSON.stringify(after.value);
  if (v.includes('"editing"')) {
    const marked = Object.keys(after.context.fieldErrors)
      .map((f) => FIELD_WORDS[f])
      .filter((w): w is string => Boolean(w));
    return `Nothing is sent: ${list(marked) || 'the missing choices'} ${marked.length === 1 ? 'is' : 'are'} marked on the page`;
  }
  return undefined; // submitting or setting up payment: the state's own text
}

export const checkoutDescriptions = describeMachine(checkoutMachine, {
  events: {
    'checkout.start': (e) =>
      e.items.length === 0
        ? { action: 'Open Secure Checkout with an empty cart', name: 'empty cart' }
        : e.items[0]?.homePharmacy.facilityType === 'MAIL_ORDER'
          ? { action: 'Press Check Out with a mail-order refill in the cart', name: 'mail order' }
          : { action: 'Press Check Out with two in-store refills in the cart', name: 'pickup' },
    'checkout.retryLoad': { action: `Press ${CHECKOUT_TEXTS.retry}` },
    'checkout.selectDate': {
      action: 'Choose the first pickup date offered',
      expect: 'That date is chosen; its pickup times are offered and none is chosen',
    },
    'checkout.selectTime': { action: 'Choose the first pickup time offered for that date' },
    'checkout.selectAddress': { action: 'Choose the other shipping address (250 E Fifth St)' },
    'checkout.selectShipping': { action: 'Choose Expedited Shipping' },
    'checkout.setEasyOpen': { action: `Tick “${CHECKOUT_TEXTS.easyOpenCaps}”` },
    'checkout.selectPayment': (e) => ({
      action: `Choose ${CHECKOUT_TEXTS.paymentOptions[e.option]}`,
    }),
    'checkout.cardSelected': {
      action: 'Choose the Visa ending in 1111 in the payment method box (the wallet tells the page)',
    },
    'checkout.submit': (_e, after) => {
      const expect = submitted(after);
      return { action: `Press ${CHECKOUT_TEXTS.placeOrder}`, ...(expect ? { expect } : {}) };
    },
    'checkout.dismissError': { action: 'Dismiss the error message' },
  },
  results: {
    'xstate.done.actor.loadCheckoutData': (_e, after) => ({
      action:
        after?.context.orderType === 'MAILORDER'
          ? 'The shipping methods arrive'
          : "The store's hours arrive (the pickup dates and times)",
    }),
    'xstate.error.actor.loadCheckoutData': { action: 'Loading the checkout fails', name: 'loading fails' },
    'xstate.done.actor.setUpOnlinePay': { action: 'Online pay is set up (payment intent, association)' },
    'xstate.error.actor.setUpOnlinePay': {
      action: 'Online pay setup fails',
      name: 'online pay fails',
    },
    'xstate.done.actor.submitOrder': { action: 'The pharmacy answers the order id', name: 'ordered' },
    'xstate.error.actor.submitOrder': (e) =>
      outcomeOf(e.error) === 'invalid'
        ? {
            action: 'The pharmacy refuses the order (400: the pickup time)',
            name: 'refused',
          }
        : {
            action: 'The order times out',
            name: 'timeout',
          },
  },
  states: {
    idle: 'Secure Checkout opens',
    empty: `“${CHECKOUT_TEXTS.emptyCart}” and ${CHECKOUT_TEXTS.addRefills}`,
    loading: CHECKOUT_TEXTS.loading,
    loadFailed: `“${CHECKOUT_TEXTS.loadFailed}” and ${CHECKOUT_TEXTS.retry}`,
    ordering: `The refills, how to get them, payment, ${CHECKOUT_TEXTS.placeOrder}`,
    'ordering.editing': `The refills, how to get them, payment, ${CHECKOUT_TEXTS.placeOrder}`,
    'ordering.editing.opening': 'The page opens on the choices of the order type',
    'ordering.editing.pickup': ({ context }) => pickup(context),
    'ordering.editing.mail': ({ context }) => mail(context),
    'ordering.settingUpPayment': `“${CHECKOUT_TEXTS.settingUpPayment}”; ${CHECKOUT_TEXTS.placeOrder} is disabled`,
    'ordering.submitting': `“${CHECKOUT_TEXTS.placing}”; ${CHECKOUT_TEXTS.placeOrder} is disabled`,
    submitted: `${CHECKOUT_TEXTS.confirmationHeading} with the order number`,
  },
  funnel: { to: 'submitted' },
});
