/** The customer status chart in words (machines/descriptions.ts). */
import { describeMachine } from '../../descriptions';
import { customerStatusMachine } from './customerStatus.machine';

export const customerStatusDescriptions = describeMachine(customerStatusMachine, {
  events: {
    'customerStatus.request': { action: 'Open a pharmacy page (a screen load asks for the status)' },
    'customerStatus.invalidate': {
      action: 'Something changed the status (a link, a security answer, the session became active)',
      name: 'invalidated',
    },
    'customerStatus.clear': { action: 'Sign out', name: 'cleared' },
  },
  results: {
    'xstate.done.actor.fetchCustomerStatus': (e) => {
      const verified = (e.output as { authorized?: { authorized?: boolean } } | undefined)?.authorized
        ?.authorized;
      return verified
        ? { action: 'The pharmacy answers: linked, session active and AUTHORIZED', name: 'verified' }
        : { action: 'The pharmacy answers: linked, not authorized on this browser', name: 'not verified' };
    },
    'xstate.error.actor.fetchCustomerStatus': { action: 'The status call fails (503)', name: 'status error' },
  },
  states: {
    notCalled: 'Nothing asked yet',
    called: 'Loading your pharmacy account…',
    returned: 'The page for this customer (verified or not, link state)',
    error: 'The page without the status; the next page asks again',
    invalidated: 'The page as it was; the next page asks again',
  },
  funnel: { to: 'returned' },
});
