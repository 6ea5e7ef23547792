/** The order-delivery chart in words (machines/descriptions.ts). */
import { DELIVERY_TEXTS } from '../../../domain/rx/delivery';
import { describeMachine } from '../../descriptions';
import { orderDeliveryMachine } from './orderDelivery.machine';

export const orderDeliveryDescriptions = describeMachine(orderDeliveryMachine, {
  events: {
    'delivery.load': { action: 'Press Try Again after the page could not load' },
    'delivery.toggle': { action: 'Tick or untick Omeprazole 20 mg Capsule', name: 'selection' },
    'delivery.chooseDate': { action: 'Choose the first delivery date offered (its 2-6 PM window)' },
    'delivery.chooseCard': { action: 'Choose DISCOVER ending in 6611 (VISA ending in 1111 is preselected)' },
    'delivery.acceptTerms': { action: `Tick '${DELIVERY_TEXTS.agree}'` },
    'delivery.submit': { action: `Press ${DELIVERY_TEXTS.submit}`, expect: DELIVERY_TEXTS.submitting },
    'delivery.retry': { action: `Press ${DELIVERY_TEXTS.retry}`, name: 'retry' },
    'delivery.reset': {
      action: `Press ${DELIVERY_TEXTS.another} (or Change Delivery after an error)`,
      name: 'reset',
    },
  },
  results: {
    'xstate.done.actor.loadDelivery': {
      action:
        "The pharmacy answers with Jordan's ready prescriptions, the store's delivery dates and his cards",
    },
    'xstate.error.actor.loadDelivery': {
      action: 'The delivery options call fails (500)',
      expect: DELIVERY_TEXTS.error,
    },
    'xstate.done.actor.stageDeliveryOrder': { action: 'The pharmacy stages the delivery', name: 'submitted' },
    'xstate.error.actor.stageDeliveryOrder': {
      action: 'The delivery order fails (500)',
      expect: DELIVERY_TEXTS.error,
      name: 'order error',
    },
  },
  states: {
    loading: DELIVERY_TEXTS.loading,
    loadFailed: DELIVERY_TEXTS.error,
    choosing: 'Omeprazole (ticked), the delivery dates (2-6 PM), VISA ending in 1111, the address, the terms',
    submitting: DELIVERY_TEXTS.submitting,
    submitted: `${DELIVERY_TEXTS.submitted}: ${DELIVERY_TEXTS.submittedText('<the chosen date>, 2-6 PM')}`,
    error: DELIVERY_TEXTS.error,
  },
  funnel: { to: 'submitted' },
});
