/** The checkout chart in words (machines/descriptions.ts). */
import { RX_ORDER_MESSAGES } from '../../../src/domain/rx/messages';
import { describeMachine } from '../../descriptions';
import { checkoutMachine } from './checkout.machine';
import { outcomeOf } from '../../../src/domain/errors';

export const checkoutDescriptions = describeMachine(checkoutMachine, {
  events: {
    'checkout.start': (e) =>
      e.items.length === 0
        ? { action: 'Open Secure Checkout with an empty cart', name: 'empty cart' }
        : e.items[0]?.homePharmacy.facilityType === 'MAIL_ORDER'
          ? { action: 'Press Check Out with a mail-order refill in the cart', name: 'mail order' }
          : { action: 'Press Check Out with two in-store refills in the cart', name: 'pickup' },
    'checkout.retryLoad': { action: 'Press Try Again' },
    'checkout.selectDate': {
      action: 'Choose Monday, November 23 as the pickup date',
      expect: 'The time is cleared',
    },
    'checkout.selectTime': { action: 'Choose 2:00 PM as the pickup time' },
    'checkout.selectAddress': { action: 'Choose the work address (250 E Fifth St)' },
    'checkout.selectShipping': { action: 'Choose Expedited Shipping' },
    'checkout.setEasyOpen': { action: 'Tick "Use easy-open caps"' },
    'checkout.selectPayment': (e) => ({
      action: e.option === 'payAtStore' ? 'Choose Pay at Store' : 'Choose Pay Now',
    }),
    'checkout.cardSelected': {
      action: 'Choose Visa ••1111 in the payment method box (the wallet tells the page)',
    },
    'checkout.submit': { action: 'Press Place Order', expect: 'Missing choices are marked on their fields' },
    'checkout.dismissError': { action: 'Dismiss the error message' },
  },
  results: {
    'xstate.done.actor.loadCheckoutData': { action: "The store's hours and the shipping methods arrive" },
    'xstate.error.actor.loadCheckoutData': { action: 'Loading the checkout fails', expect: 'Try Again' },
    'xstate.done.actor.setUpOnlinePay': { action: 'Online pay is set up (payment intent, association)' },
    'xstate.error.actor.setUpOnlinePay': {
      action: 'Online pay setup fails',
      expect: `“${RX_ORDER_MESSAGES.onlinePaySetup}”`,
      name: 'online pay fails',
    },
    'xstate.done.actor.submitOrder': { action: 'The pharmacy answers the order id', name: 'ordered' },
    'xstate.error.actor.submitOrder': (e) =>
      outcomeOf(e.error) === 'invalid'
        ? {
            action: 'The pharmacy refuses the order (400: the pickup time)',
            expect: 'The message and the field error; the next attempt is a new request',
            name: 'refused',
          }
        : {
            action: 'The order times out',
            expect: `“${RX_ORDER_MESSAGES.orderSubmit}”; Place Order again sends the same request`,
            name: 'timeout',
          },
  },
  states: {
    idle: 'Secure Checkout opens',
    empty: 'Your cart is empty; Add Refills',
    loading: 'Loading checkout…',
    loadFailed: 'Checkout could not be loaded; Try Again',
    ordering: 'The refills, pickup date and time (or address and shipping), payment, Place Order',
    'ordering.editing': 'The refills, pickup date and time (or address and shipping), payment, Place Order',
    'ordering.editing.opening': 'The page opens on the choices of the order type',
    'ordering.editing.pickup': 'In-Store Pickup: the store, a pickup date and a time of that date',
    'ordering.editing.mail': 'Mail Order: the shipping address, the shipping method, easy-open caps',
    'ordering.settingUpPayment': 'Setting up online payment…',
    'ordering.submitting': 'Placing your order…; Place Order is disabled',
    submitted: 'Order Confirmation with the order number',
  },
  funnel: { to: 'submitted' },
});
