/** The history chart in words. */
import { HISTORY_TEXTS, RANGE_ERRORS } from '../../../domain/rx/history';
import { describeMachine } from '../../descriptions';
import { historyMachine } from './history.machine';

export const historyDescriptions = describeMachine(historyMachine, {
  events: {
    'history.load': (e) =>
      e.patientNumber === '100234567'
        ? { action: 'Open Prescription History (Jordan is the active patient)' }
        : { action: 'Choose Avery in the patient picker', name: 'another patient' },
    'history.filter': (e) =>
      e.filters.from === '2023-11-24'
        ? { action: 'Set From to 36 months back (11/24/2023) and press Apply Filters', name: '36 months' }
        : e.filters.from === '2023-11-23'
          ? {
              action: 'Type a From date one day earlier than 36 months back and press Apply Filters',
              expect: `“${RANGE_ERRORS.tooEarly('11/24/2023')}”`,
              name: 'too far back',
            }
          : { action: 'Choose the Hyde Park location and press Apply Filters', name: 'location' },
    'history.edit': { action: 'Open Create Expense Report' },
    'history.retry': { action: 'Press Try Again' },
    'history.print': { action: 'Press Print', expect: 'The browser’s print dialog with the report only' },
  },
  results: {
    'xstate.done.actor.fetchHistory': { action: 'The pharmacy answers with the fills of the range' },
    'xstate.error.actor.fetchHistory': {
      action: 'The history call fails (500)',
      expect: `“${HISTORY_TEXTS.loadError}”`,
      name: 'load fails',
    },
  },
  states: {
    editing: 'The Create Expense Report form: From, To and Create Report',
    idle: 'Nothing loaded yet',
    loading: HISTORY_TEXTS.loading,
    loaded: 'The filters (From, To, Prescription, Location) and the fills, newest first',
    failed: `“${HISTORY_TEXTS.loadError}” and Try Again`,
  },
  funnel: { to: 'loaded' },
});
