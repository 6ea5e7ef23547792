/** The addresses chart in words (machines/descriptions.ts). */
import { ADDRESS_LABELS, ADDRESS_MESSAGES } from '../../../domain/rx/profile';
import { describeMachine } from '../../descriptions';
import { addressesMachine } from './addresses.machine';
import { outcomeOf } from '../../../domain/errors';

export const addressesDescriptions = describeMachine(addressesMachine, {
  events: {
    'addresses.retry': { action: `Press ${ADDRESS_LABELS.retry}` },
    'addresses.add': { action: `Press ${ADDRESS_LABELS.add}`, name: 'add' },
    'addresses.edit': { action: `Press ${ADDRESS_LABELS.edit} on the home address`, name: 'edit' },
    'addresses.delete': { action: `Press ${ADDRESS_LABELS.delete} on the home address`, name: 'delete' },
    'addresses.submit': {
      action: `Fill in 1014 Vine St, Cincinnati, OH 45202 and press ${ADDRESS_LABELS.save}`,
    },
    'addresses.confirmDelete': { action: `Press ${ADDRESS_LABELS.confirmDelete}` },
    'addresses.cancel': {
      action: `Press ${ADDRESS_LABELS.cancel} (or ${ADDRESS_LABELS.keep})`,
      name: 'cancel',
    },
  },
  results: {
    'xstate.done.actor.fetchAddresses': {
      action: 'The pharmacy answers the home address (limit not reached)',
    },
    'xstate.error.actor.fetchAddresses': {
      action: 'The addresses call fails (500)',
      expect: `“${ADDRESS_LABELS.loadFailed}” with ${ADDRESS_LABELS.retry}`,
      name: 'load fails',
    },
    'xstate.done.actor.addAddress': {
      action: 'The pharmacy adds it: two addresses, the limit reached',
      expect: `Both addresses, ${ADDRESS_LABELS.add} unavailable with “${ADDRESS_MESSAGES.limit}”`,
      name: 'added',
    },
    'xstate.error.actor.addAddress': (e) =>
      outcomeOf(e.error) === 'rejected'
        ? {
            action: 'The pharmacy refuses the combination (422)',
            expect: `The form shows “${ADDRESS_MESSAGES.invalidCombination}”`,
            name: 'invalid combination',
          }
        : outcomeOf(e.error) === 'conflict'
          ? {
              action: 'The pharmacy answers that the limit is reached (409)',
              expect: `The list shows “${ADDRESS_MESSAGES.limit}”`,
              name: 'limit',
            }
          : {
              action: 'The add call fails (500)',
              expect: `The form shows “${ADDRESS_MESSAGES.add}”`,
              name: 'add fails',
            },
    'xstate.done.actor.updateAddress': { action: 'The pharmacy saves the change', name: 'updated' },
    'xstate.error.actor.updateAddress': (e) =>
      outcomeOf(e.error) === 'rejected'
        ? {
            action: 'The pharmacy refuses the combination (422)',
            expect: `The form shows “${ADDRESS_MESSAGES.invalidCombination}”`,
            name: 'invalid combination',
          }
        : {
            action: 'The update call fails (500)',
            expect: `The form shows “${ADDRESS_MESSAGES.update}”`,
            name: 'update fails',
          },
    'xstate.done.actor.deleteAddress': { action: 'The pharmacy deletes it', name: 'deleted' },
    'xstate.error.actor.deleteAddress': {
      action: 'The delete call fails (500)',
      expect: `The list shows “${ADDRESS_MESSAGES.delete}”`,
      name: 'delete fails',
    },
  },
  states: {
    loading: ADDRESS_LABELS.loading,
    failed: `“${ADDRESS_LABELS.loadFailed}” with ${ADDRESS_LABELS.retry}`,
    list: 'The addresses, each with Edit and Delete; Add Address while fewer than 2',
    adding: `The form “${ADDRESS_LABELS.addTitle}”: Address Line 1, Address Line 2 (Apt/Suite), City, State, Postal Code`,
    'adding.saving': 'The form, Save Address disabled, a spinner',
    editing: `The form “${ADDRESS_LABELS.editTitle}” filled with the address`,
    'editing.saving': 'The form, Save Address disabled, a spinner',
    deleting: `“${ADDRESS_LABELS.confirmDeleteQuestion}” with ${ADDRESS_LABELS.confirmDelete} and ${ADDRESS_LABELS.keep}`,
    'deleting.removing': 'Deleting the address…',
  },
  funnel: { to: 'list' },
});
