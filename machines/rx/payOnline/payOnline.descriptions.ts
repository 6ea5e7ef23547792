/** The pay-online chart in words (machines/descriptions.ts). */
import { ONLINE_PAY_TEXTS } from '../../../domain/rx/online-pay';
import { describeMachine } from '../../descriptions';
import { payOnlineMachine } from './payOnline.machine';

const setupFailed = { expect: `“${ONLINE_PAY_TEXTS.setupError}” with Try Again and Change Selection` };

export const payOnlineDescriptions = describeMachine(payOnlineMachine, {
  events: {
    'payOnline.load': { action: 'Press Try Again after the page could not load' },
    'payOnline.toggle': { action: 'Tick or untick Amoxicillin 500 mg Capsule', name: 'selection' },
    'payOnline.chooseCard': { action: 'Choose DISCOVER ending in 6611 (VISA ending in 1111 is preselected)' },
    'payOnline.acceptTerms': { action: `Tick '${ONLINE_PAY_TEXTS.agree}'` },
    'payOnline.submit': { action: `Press ${ONLINE_PAY_TEXTS.submit}`, expect: ONLINE_PAY_TEXTS.submitting },
    'payOnline.retry': { action: 'Press Try Again', name: 'retry' },
    'payOnline.edit': { action: 'Press Change Selection' },
  },
  results: {
    'xstate.done.actor.loadOnlinePay': {
      action: "The pharmacy answers with Jordan's in-progress prescription and his wallet's cards",
    },
    'xstate.error.actor.loadOnlinePay': { action: 'The prescriptions call fails (500)', ...setupFailed },
    'xstate.done.actor.createPaymentIntent': { action: 'The payment service answers the intent (ACH_CARD)' },
    'xstate.error.actor.createPaymentIntent': {
      action: 'The payment intent fails (500)',
      ...setupFailed,
      name: 'intent error',
    },
    'xstate.done.actor.createOnlinePayment': { action: 'The payment service creates the payment ($8.40)' },
    'xstate.error.actor.createOnlinePayment': {
      action: 'Creating the payment fails (500)',
      ...setupFailed,
      name: 'payment error',
    },
    'xstate.done.actor.associatePayment': {
      action: 'The payment service associates the prescription with the card',
      name: 'paid',
    },
    'xstate.error.actor.associatePayment': {
      action: 'The association fails (500)',
      ...setupFailed,
      name: 'association error',
    },
  },
  states: {
    loading: ONLINE_PAY_TEXTS.loading,
    loadFailed: ONLINE_PAY_TEXTS.setupError,
    ready:
      'Amoxicillin (ticked), the amount $8.40, the pickup location, VISA ending in 1111, the card usage terms',
    settingUp: ONLINE_PAY_TEXTS.submitting,
    'settingUp.resuming': `${ONLINE_PAY_TEXTS.submitting} (from the step that failed)`,
    failed: ONLINE_PAY_TEXTS.setupError,
    paid: `${ONLINE_PAY_TEXTS.paid}: ${ONLINE_PAY_TEXTS.paidText('VISA', '1111')}`,
  },
  funnel: { to: 'paid' },
});
