/** Toaster (pharmacy-portal.md §2.2 "a toaster for notices"; §8 "Toasts appear as a heading plus text").
 *  hidden: nothing shown. showing: one toast (heading + text) in the shell's live region, until the shopper
 *  dismisses it or a newer toast replaces it (a toast survives navigation: the link flow's success toast is read on
 *  the page it leads to). No timers (the spec gives none) and no side effects. */
import { assign, setup } from 'xstate';
import type { Toast } from '../../../domain/rx/toasts';

export interface ToasterContext {
  toast: Toast | null;
}

export type ToasterEvent = { type: 'toast.show'; toast: Toast } | { type: 'toast.dismiss' };

export const toasterMachine = setup({
  types: { context: {} as ToasterContext, events: {} as ToasterEvent },
  actions: {
    keepToast: assign({ toast: ({ event }) => (event.type === 'toast.show' ? event.toast : null) }),
    clearToast: assign({ toast: null }),
  },
}).createMachine({
  id: 'rxToaster',
  initial: 'hidden',
  context: { toast: null },
  states: {
    hidden: {
      on: { 'toast.show': { target: 'showing', actions: 'keepToast' } },
    },
    showing: {
      on: {
        'toast.show': { target: 'showing', reenter: true, actions: 'keepToast' },
        'toast.dismiss': { target: 'hidden', actions: 'clearToast' },
      },
    },
  },
});
