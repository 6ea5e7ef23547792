/** The toaster chart in words (machines/descriptions.ts). */
import { describeMachine } from '../../descriptions';
import { toasterMachine } from './toaster.machine';

export const toasterDescriptions = describeMachine(toasterMachine, {
  events: {
    'toast.show': (e) => ({
      action: `A pharmacy chart asks for a toast ("${e.toast.heading}")`,
      expect: `“${e.toast.heading}” with its text, announced`,
      name: 'toast',
    }),
    'toast.dismiss': { action: 'Press the toast’s close button', name: 'dismissed' },
  },
  states: {
    hidden: 'No toast',
    showing: 'A toast: heading and text in a live region, with a close button',
  },
  funnel: { to: 'showing' },
});
