/** The prescriptions chart in words (machines/descriptions.ts). */
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { describeMachine } from '../../descriptions';
import { prescriptionsMachine } from './prescriptions.machine';

export const prescriptionsDescriptions = describeMachine(prescriptionsMachine, {
  events: {
    'prescriptions.load': (e) =>
      e.force
        ? { action: 'An order was placed: the prescriptions are read again', name: 'reload' }
        : { action: 'Open Refills (or the dashboard)' },
    'prescriptions.search': {
      action: 'Type "marsh" in Search prescriptions',
      expect: "Dr. Marsh's prescriptions",
    },
    'prescriptions.showHidden': { action: 'Tick "Show hidden prescriptions"' },
    'prescriptions.setHidden': { action: 'Press Hide on Albuterol', name: 'hide' },
    'prescriptions.dismissError': { action: 'Dismiss the message' },
    'prescriptions.clear': { action: 'Sign out', name: 'cleared' },
  },
  results: {
    'xstate.done.actor.fetchPrescriptions': { action: "Jordan's prescriptions arrive (the cart is told)" },
    'xstate.error.actor.fetchPrescriptions': {
      action: 'The prescriptions call fails',
      expect: 'Your prescriptions could not be loaded.',
    },
    'xstate.done.actor.setVisibility': { action: 'The pharmacy saves it: Albuterol is hidden' },
    'xstate.error.actor.setVisibility': { action: 'Saving fails', expect: `“${RX_ORDER_MESSAGES.generic}”` },
  },
  states: {
    idle: 'Nothing loaded yet',
    loading: 'Loading prescriptions…',
    failed: 'Your prescriptions could not be loaded.; Try Again',
    loaded: 'Prescriptions by patient and status, with Add to Cart',
    'loaded.updating': 'Saving the hidden flag',
  },
  funnel: { to: 'loaded' },
});
