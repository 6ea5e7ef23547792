/** What each event of the wallet call retry chart means to a tester (payment-wallet.md §7), and what the
 *  widget does in each state (machines/descriptions.ts). */
import { describeMachine } from '../../descriptions';
import { walletRequestMachine } from './walletRequest.machine';
import { outcomeOf } from '../../../domain/errors';

export const walletRequestDescriptions = describeMachine(walletRequestMachine, {
  events: {},
  results: {
    'xstate.done.actor.callWallet': { action: 'The wallet service answers', name: 'success' },
    'xstate.error.actor.callWallet': (e) => {
      const error = e.error as { status?: number; code?: string };
      if (outcomeOf(e.error) === 'unauthorized')
        return { action: 'The wallet service answers 401 (token expired)', name: '401' };
      if (error.code === 'PAYMENT_INTENT_NOT_FOUND')
        return {
          action: 'The wallet service answers 404 PAYMENT_INTENT_NOT_FOUND',
          name: 'intent not found',
        };
      return { action: `The wallet service fails (${error.status ?? 'network'})`, name: 'server error' };
    },
    'xstate.done.actor.getNewToken': { action: 'The host page gives a new token', name: 'new token' },
    'xstate.error.actor.getNewToken': { action: 'The host page has no token', name: 'no token' },
    'xstate.done.actor.getNewPaymentIntent': {
      action: 'The host page gives a new payment intent',
      name: 'new intent',
    },
    'xstate.error.actor.getNewPaymentIntent': {
      action: 'The host page has no payment intent',
      name: 'no intent',
    },
  },
  states: {
    calling: 'The call is on its way (the screen shows its spinner)',
    renewingToken: 'Asking the host page for a new token',
    renewingIntent: 'Asking the host page for a new payment intent',
    signInRequired: 'The shopper is sent to sign in',
    succeeded: 'The screen shows the call’s result',
    failed: 'The screen shows the call’s error message',
  },
  funnel: { to: 'succeeded' },
});
