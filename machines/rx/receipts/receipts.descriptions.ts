/** The receipts chart in words. */
import { HISTORY_TEXTS, RANGE_ERRORS } from '../../../domain/rx/history';
import { describeMachine } from '../../descriptions';
import { receiptsMachine } from './receipts.machine';

export const receiptsDescriptions = describeMachine(receiptsMachine, {
  events: {
    'receipts.load': (e) =>
      e.loyaltyId === null
        ? {
            action: 'Choose a patient without a loyalty card',
            expect: `“${HISTORY_TEXTS.noLoyaltyCard}”`,
            name: 'no card',
          }
        : e.loyaltyId === '4800012345678'
          ? { action: 'Open Prescription Receipts (Jordan’s card)' }
          : { action: 'Choose a patient with another loyalty card', name: 'another card' },
    'receipts.filter': (e) =>
      e.filters.from === '2023-01-01'
        ? {
            action: 'Type a From date more than 36 months back and press Apply Filters',
            expect: `“${RANGE_ERRORS.tooEarly('11/24/2023')}”`,
            name: 'too far back',
          }
        : { action: 'Choose the Hyde Park location and press Apply Filters', name: 'location' },
    'receipts.open': (e) => ({
      action: `Press View Receipt on ${e.receiptId.includes('0733') ? 'the Hyde Park' : 'the Oakley'} receipt`,
      name: 'open receipt',
    }),
    'receipts.close': { action: 'Press Close Receipt' },
    'receipts.retry': { action: 'Press Try Again' },
  },
  results: {
    'xstate.done.actor.fetchReceipts': { action: 'The pharmacy answers with the card’s receipts' },
    'xstate.error.actor.fetchReceipts': {
      action: 'The receipts call fails (500)',
      expect: `“${HISTORY_TEXTS.loadError}”`,
      name: 'load fails',
    },
  },
  states: {
    idle: 'Nothing loaded yet',
    noLoyaltyCard: HISTORY_TEXTS.noLoyaltyCard,
    loading: 'Loading receipts…',
    loaded: 'The filters and the receipts, newest first',
    'loaded.list': 'The receipts, each with View Receipt',
    'loaded.viewing': 'One receipt: store, date, items, total, Close Receipt',
    failed: `“${HISTORY_TEXTS.loadError}” and Try Again`,
  },
  funnel: { to: 'loaded.viewing' },
});
