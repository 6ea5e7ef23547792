/** Graph fixtures of the store details chart: the store pharmacy, an unknown store, a failing directory. */
import { STORE_FACILITY, serverError } from '../fixtures';

export const storeDetailsInput = { facilityId: '01400412' };

export const storeDetailsEvents = [
  { type: 'store.retry' },
  { type: 'xstate.done.actor.loadStore', output: STORE_FACILITY },
  { type: 'xstate.done.actor.loadStore', output: null },
  { type: 'xstate.error.actor.loadStore', error: serverError('GET /atlas/v1/pharmacy/v1/facilities') },
] as const;

export const storeDetailsModel = { events: storeDetailsEvents, input: storeDetailsInput };
