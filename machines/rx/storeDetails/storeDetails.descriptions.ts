/** The store details chart in words (machines/descriptions.ts). */
import { STORE_DETAILS_TEXTS } from '../../../domain/rx/facilities';
import { describeMachine } from '../../descriptions';
import { storeDetailsMachine } from './storeDetails.machine';

export const storeDetailsDescriptions = describeMachine(storeDetailsMachine, {
  events: { 'store.retry': { action: `Press ${STORE_DETAILS_TEXTS.retry}` } },
  results: {
    'xstate.done.actor.loadStore': (e) =>
      e.output === null
        ? { action: 'The directory has no store with that id', name: 'unknown store' }
        : { action: 'The directory answers with FreshWay Pharmacy Oakley' },
    'xstate.error.actor.loadStore': {
      action: 'The directory call fails (500)',
      expect: STORE_DETAILS_TEXTS.failed,
      name: 'load error',
    },
  },
  states: {
    loading: STORE_DETAILS_TEXTS.loading,
    ready: 'The store: name, address, phone, pharmacy hours, lunch closure',
    notFound: STORE_DETAILS_TEXTS.notFound,
    failed: STORE_DETAILS_TEXTS.failed,
  },
  funnel: { to: 'ready' },
});
