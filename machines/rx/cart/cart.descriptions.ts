/** The cart chart in words (machines/descriptions.ts). */
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { notRefillableMessage } from '../../../domain/rx/prescriptions';
import { describeMachine } from '../../descriptions';
import { cartMachine } from './cart.machine';
import { outcomeOf } from '../../../domain/errors';

export const cartDescriptions = describeMachine(cartMachine, {
  events: {
    'cart.load': { action: 'Open a pharmacy page (the pinned cart panel shows)' },
    'cart.add': { action: 'Press Add to Cart on Metformin', expect: 'Its button says Adding…' },
    'cart.remove': (e) => ({
      action: `Press Remove on rx ${e.rxNumber} in the cart panel`,
      expect: 'The item says it was removed, with Undo',
      name: 'remove',
    }),
    'cart.undo': { action: 'Press Undo on the removed item', expect: 'The item is back', name: 'undo' },
    'cart.commit': { action: 'Press Check Out while a removal can still be undone: it is committed now' },
    'cart.clear': { action: 'Press Clear Cart (or an order was placed)', name: 'clear' },
    'cart.refillsLoaded': (e) =>
      e.prescriptions.some((p) => p.refillStatus === 'IN_PROGRESS')
        ? {
            action: 'The refills load and Atorvastatin is no longer refillable',
            expect: 'Atorvastatin leaves the cart',
            name: 'invalid refill',
          }
        : { action: 'The refills load' },
    'cart.dismissError': { action: 'Press Dismiss on the cart message' },
    'cart.paymentFlyout': {
      action: 'Open the payment flyout on Secure Checkout',
      expect: 'The cart panel hides',
    },
    'cart.imagesStale': { action: 'New items arrived: their images are asked for' },
    'cart.forget': {
      action: 'Sign out (the pharmacy forgets the customer)',
      expect: 'The cart is empty until the next pharmacy page loads it',
      name: 'signed out',
    },
  },
  results: {
    'xstate.done.actor.fetchCart': { action: 'The pharmacy answers the cart (Atorvastatin)' },
    'xstate.error.actor.fetchCart': {
      action: 'The cart call fails (500)',
      expect: 'Your cart could not be loaded.',
    },
    'xstate.done.actor.addToCart': { action: 'The pharmacy answers the cart with Metformin added' },
    'xstate.error.actor.addToCart': (e) =>
      outcomeOf(e.error) === 'conflict'
        ? {
            action: 'The pharmacy answers 409 (mail-order and in-store refills mixed)',
            expect: `“${RX_ORDER_MESSAGES.cartConflict}”`,
            name: '409 conflict',
          }
        : {
            action: 'The pharmacy answers 400: Metformin was refilled elsewhere after the page loaded',
            expect: `“${notRefillableMessage('Metformin 500 mg Tablet')}”`,
            name: 'not refillable',
          },
    'xstate.done.actor.removeFromCart': { action: 'The pharmacy answers the cart without the removed items' },
    'xstate.error.actor.removeFromCart': {
      action: 'The removal fails (500)',
      expect: `The item is back; “${RX_ORDER_MESSAGES.generic}”`,
    },
    'xstate.done.actor.clearCart': { action: 'The pharmacy answers an empty cart' },
    'xstate.error.actor.clearCart': {
      action: 'Clearing fails (500)',
      expect: `“${RX_ORDER_MESSAGES.generic}”`,
    },
    'xstate.done.actor.loadImages': { action: 'The product images arrive (none for these products)' },
    'xstate.error.actor.loadImages': { action: 'The images call fails', expect: 'Placeholders stay' },
    'xstate.after.UNDO_WINDOW': {
      action: 'Five seconds pass without Undo',
      expect: 'The removal is committed',
    },
  },
  states: {
    idle: 'No cart yet',
    loading: 'Loading your cart…',
    failed: 'Your cart could not be loaded.',
    ready: 'The cart panel: patients with their items, the estimated total, Check Out or Add Refills',
    'ready.requests.adding': 'The item being added says Adding…',
    'ready.requests.removing': 'The removed items leave the cart',
    'ready.requests.clearing': 'The cart empties',
    'ready.removal.pending': 'A removed item shows Undo',
  },
  funnel: { to: 'ready' },
});
