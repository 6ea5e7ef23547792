/** The prescription detail chart in words. */
import { HISTORY_TEXTS } from '../../../domain/rx/history';
import { describeMachine } from '../../descriptions';
import { prescriptionDetailMachine } from './prescriptionDetail.machine';
import { outcomeOf } from '../../../domain/errors';

export const prescriptionDetailDescriptions = describeMachine(prescriptionDetailMachine, {
  events: {
    'detail.open': (e) =>
      e.params.rxRecordNumber
        ? {
            action: 'Press a prescription card on the tracker (patient, prescription, status in the address)',
          }
        : { action: 'Open the details page without a prescription', name: 'no prescription' },
    'detail.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.fetchDetail': { action: 'The pharmacy answers with the prescription and its fills' },
    'xstate.error.actor.fetchDetail': (e) =>
      outcomeOf(e.error) === 'notFound'
        ? { action: 'The prescription is not this customer’s (404)', name: 'not found' }
        : { action: 'The call fails (500)', name: 'load fails' },
  },
  states: {
    idle: 'The page opens',
    loading: 'Loading…',
    loaded: 'The prescription (drug, prescriber, pharmacy, status) and its fills',
    notFound: HISTORY_TEXTS.notFound,
    missing: HISTORY_TEXTS.notFound,
    failed: `“${HISTORY_TEXTS.loadError}” and Try Again`,
  },
  funnel: { to: 'loaded' },
});
