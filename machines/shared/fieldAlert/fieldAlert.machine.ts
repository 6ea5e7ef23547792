/** Field accessibility alert (account-signin.md §5 "An accessibility alert is announced 250 ms after blur"; §9).
 *  quiet: nothing announced. A blur starts waiting; after the alert delay the field's current message is
 *  announced (announcing). Focus clears the announcement from any state; a new blur clears it and restarts the wait. The
 *  field's message follows validation (field.messageChanged) in every state, so the announcement is the message
 *  as it stands when the delay ends. No side effects: the view renders `announced` in a polite live region. */
import { assign, setup } from 'xstate';
import { A11Y_ALERT_DELAY_MS } from '../../../domain/forms';

export interface FieldAlertContext {
  /** The field's current message (undefined when valid). */
  message: string | undefined;
  /** What the live region says. */
  announced: string;
}

export type FieldAlertEvent =
  | { type: 'field.messageChanged'; message: string | undefined }
  | { type: 'field.blurred' }
  | { type: 'field.focused' };

export const fieldAlertMachine = setup({
  types: {
    context: {} as FieldAlertContext,
    events: {} as FieldAlertEvent,
  },
  actions: {
    rememberMessage: assign({
      message: ({ event }) => (event.type === 'field.messageChanged' ? event.message : undefined),
    }),
    announce: assign({ announced: ({ context }) => context.message ?? '' }),
    clearAnnouncement: assign({ announced: '' }),
  },
  delays: {
    alertDelay: A11Y_ALERT_DELAY_MS,
  },
}).createMachine({
  id: 'fieldAlert',
  initial: 'quiet',
  context: { message: undefined, announced: '' },
  on: {
    'field.messageChanged': { actions: 'rememberMessage' },
    'field.focused': { target: '.quiet', actions: 'clearAnnouncement' },
    // A new blur clears what was said, so the message is announced afresh when the wait ends.
    'field.blurred': { target: '.waiting', reenter: true, actions: 'clearAnnouncement' },
  },
  states: {
    quiet: {},
    waiting: {
      after: { alertDelay: { target: 'announcing', actions: 'announce' } },
    },
    announcing: {},
  },
});
