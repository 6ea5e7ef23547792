/** What each event of the field accessibility alert means to a tester, and what a screen reader hears
 *  (machines/descriptions.ts). */
import { A11Y_ALERT_DELAY_MS } from '../../../domain/forms';
import { describeMachine } from '../../descriptions';
import { fieldAlertMachine } from './fieldAlert.machine';

export const fieldAlertDescriptions = describeMachine(fieldAlertMachine, {
  events: {
    'field.messageChanged': (e) =>
      e.message
        ? { action: 'Type something the field refuses', expect: `The field shows “${e.message}”` }
        : { action: 'Correct the field', expect: 'The field shows no message' },
    'field.blurred': { action: 'Leave the field (Tab)' },
    'field.focused': { action: 'Go back into the field', name: 'refocus' },
  },
  results: {
    'xstate.after.alertDelay': {
      action: `Wait ${A11Y_ALERT_DELAY_MS} ms`,
      expect: 'A screen reader announces the field’s message (nothing when there is none)',
      name: 'announced',
    },
  },
  states: {
    quiet: 'Nothing announced',
    waiting: `Nothing announced yet (${A11Y_ALERT_DELAY_MS} ms after leaving the field)`,
    announcing: 'The field’s message is in the live region (announced once)',
  },
  funnel: { to: 'announcing' },
});
