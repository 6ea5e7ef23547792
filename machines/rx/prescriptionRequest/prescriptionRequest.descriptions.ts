/** The prescription request chart in words (machines/descriptions.ts). */
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { RX_REQUEST_TEXTS } from '../../../domain/rx/rxRequest';
import { describeMachine } from '../../descriptions';
import { prescriptionRequestMachine } from './prescriptionRequest.machine';
import { asApiError, outcomeOf } from '../../../domain/errors';

export const prescriptionRequestDescriptions = describeMachine(prescriptionRequestMachine, {
  events: {
    'request.submit': (e) =>
      e.form.type === 'TRANSFER'
        ? { action: 'Fill in the transfer of Simvastatin from Riverbend Drug Co. and press Submit Request' }
        : {
            action:
              'Choose "Ask my doctor for a new prescription", leave the fields empty and press Submit Request',
            expect: "'Required' under the medication, the doctor's name and phone",
            name: 'required fields',
          },
    'request.reset': { action: 'Press Make another request' },
    'request.dismissError': { action: 'Dismiss the message' },
  },
  results: {
    'xstate.done.actor.submitRequest': {
      action: 'The pharmacy answers the request number',
      name: 'received',
    },
    'xstate.error.actor.submitRequest': (e) => {
      const outcome = outcomeOf(e.error);
      return outcome === 'invalid'
        ? {
            action: 'The pharmacy answers 400 with validationMessages (the phone)',
            expect: `“${RX_REQUEST_TEXTS.formErrors}” and the message under the phone`,
            name: 'server messages',
          }
        : {
            action: `The request fails (${asApiError(e.error).status})`,
            expect: `“${RX_ORDER_MESSAGES.generic}”`,
          };
    },
  },
  states: {
    editing: 'The request form: what to do, the pharmacy, the medication and contact',
    submitting: 'Submitting…',
    submitted: 'Request received, with its number; Make another request',
  },
  funnel: { to: 'submitted' },
});
