/** Store details (pharmacy-portal.md §2.1 "/stores/grocery/st/city/store-name/{first 3 characters of facilityId}/
 *  {rest of facilityId}: store details, linked from the pickup-location card"). loading (the facility from the
 *  directory, §7.4 GET /facilities?filter.id=) → ready | notFound | failed; store.retry from failed loads again.
 *  Side effect: the loadStore actor. */
import { assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import { notProvided } from '../../shared/actors';

export interface StoreDetailsContext {
  facilityId: string;
  facility: Facility | null;
}

export type StoreDetailsEvent = { type: 'store.retry' };

export const storeDetailsMachine = setup({
  types: {
    context: {} as StoreDetailsContext,
    events: {} as StoreDetailsEvent,
    input: {} as { facilityId: string },
    tags: {} as 'busy',
  },
  actors: { loadStore: notProvided<Facility | null, { facilityId: string }>('loadStore') },
  actions: {
    keepFacility: assign((_, params: { facility: Facility | null }) => ({ facility: params.facility })),
  },
  guards: {
    isMissing: (_, params: { facility: Facility | null }) => params.facility === null,
  },
}).createMachine({
  id: 'rxStoreDetails',
  initial: 'loading',
  context: ({ input }) => ({ facilityId: input.facilityId, facility: null }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadStore',
        src: 'loadStore',
        input: ({ context }) => ({ facilityId: context.facilityId }),
        onDone: [
          {
            guard: { type: 'isMissing', params: ({ event }) => ({ facility: event.output }) },
            target: 'notFound',
          },
          {
            target: 'ready',
            actions: { type: 'keepFacility', params: ({ event }) => ({ facility: event.output }) },
          },
        ],
        onError: { target: 'failed' },
      },
    },
    ready: {},
    notFound: {},
    failed: { on: { 'store.retry': 'loading' } },
  },
});
