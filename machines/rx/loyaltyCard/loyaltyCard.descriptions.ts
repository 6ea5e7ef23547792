/** The loyalty-card chart in words (machines/descriptions.ts). */
import { LOYALTY_LABELS, LOYALTY_TOASTS } from '../../../domain/rx/profile';
import { FIELD_TEXTS } from '../../../domain/rx/validation';
import { describeMachine } from '../../descriptions';
import { loyaltyCardMachine } from './loyaltyCard.machine';

export const loyaltyCardDescriptions = describeMachine(loyaltyCardMachine, {
  events: {
    'loyalty.edit': { action: `Press ${LOYALTY_LABELS.edit} (or ${LOYALTY_LABELS.add})` },
    'loyalty.save': (e) =>
      e.value === ''
        ? {
            action: `Empty the number and press ${LOYALTY_LABELS.save}`,
            expect: `With a card on file it is removed; without one: “${FIELD_TEXTS.alternateIdRequired}”`,
            name: 'empty',
          }
        : e.value.length === 10
          ? { action: `Type 1234567890 and press ${LOYALTY_LABELS.save}`, name: '10 digits' }
          : {
              action: `Type 123 and press ${LOYALTY_LABELS.save}`,
              expect: `“${FIELD_TEXTS.alternateId}”`,
              name: 'too short',
            },
    'loyalty.cancel': { action: `Press ${LOYALTY_LABELS.cancel}` },
  },
  results: {
    'xstate.done.actor.saveLoyaltyCard': {
      action: 'The pharmacy stores the card and the Alternate ID',
      expect: `The toast “${LOYALTY_TOASTS.saved.heading}”; the card and Alternate ID 1234567890`,
    },
    'xstate.error.actor.saveLoyaltyCard': {
      action: 'The save fails (500)',
      expect: `The toast “${LOYALTY_TOASTS.failed.heading}”`,
      name: 'save fails',
    },
    'xstate.done.actor.deleteLoyaltyCard': {
      action: 'The pharmacy removes the card',
      expect: `The toast “${LOYALTY_TOASTS.removed.heading}”; “${LOYALTY_LABELS.none}”`,
      name: 'removed',
    },
    'xstate.error.actor.deleteLoyaltyCard': {
      action: 'The removal fails (500)',
      expect: `The toast “${LOYALTY_TOASTS.failed.heading}”`,
      name: 'remove fails',
    },
  },
  states: {
    viewing: 'The loyalty card number (or “No loyalty card on file”) and the Alternate ID',
    editing: 'The Loyalty Card Number field with Save Card and Cancel',
    saving: 'Saving the card…',
    removing: 'Removing the card…',
  },
  funnel: { to: 'viewing' },
});
