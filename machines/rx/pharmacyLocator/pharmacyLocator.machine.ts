/** Pharmacy locator (pharmacy-portal.md §3 "Pharmacy locator state", §7.4 storeSearch and competitor list, §7.1
 *  fill locations, §5 "the store search requires searchText", §8 store search failure banner, §9 "recent-pharmacy
 *  type 'recently used' otherwise 'new'"). Picks the store that will fill a request and the pharmacy a transfer
 *  comes from. Three regions from the start:
 *  - recent: the patient's pharmacies (fill locations); a guest has none.
 *  - stores: idle → searching → results | failed (the §8 banner: a keyed GraphQL error or 'data is null').
 *  - competitors: idle → searching → results | failed.
 *  Choosing a store sets selectedPharmacy and pharmacyType ('recently used' from the recent list, 'new' from a
 *  search). Side effects: fetchFillLocations, searchStores, searchCompetitors. */
import { assertEvent, assign, setup } from 'xstate';
import type { FillLocation } from '../../../api/contracts/rx-orders';
import type { Competitor, Store } from '../../../api/contracts/pharmacy-search';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { PHARMACY_TYPES, type PharmacyType, storeSearchError } from '../../../domain/rx/rxRequest';
import { notProvided } from '../../shared/actors';

export interface ChosenPharmacy {
  facilityId: string;
  name: string;
}

export interface PharmacyLocatorContext {
  patientNumber: string | null;
  recentPharmacyList: FillLocation[];
  /** §3 searchValues: the last store search text. */
  searchText: string;
  searchError: string | null;
  stores: Store[];
  competitorQuery: string;
  competitors: Competitor[];
  selectedPharmacy: ChosenPharmacy | null;
  selectedCompetitorPharmacy: Competitor | null;
  pharmacyType: PharmacyType;
  /** The §8 banner of a failed store search, or null. */
  storeError: string | null;
  competitorError: string | null;
}

export type PharmacyLocatorEvent =
  | { type: 'locator.start'; patientNumber: string | null }
  | { type: 'locator.search'; searchText: string }
  | { type: 'locator.selectStore'; facilityId: string; name: string; recent: boolean }
  | { type: 'locator.searchCompetitors'; query: string }
  | { type: 'locator.selectCompetitor'; competitorId: string };

/** A store's facility id: its division number and store number (§2.1 splits it the same way). */
export const storeFacilityId = (s: Pick<Store, 'divisionNumber' | 'storeNumber'>) =>
  `${s.divisionNumber}${s.storeNumber}`;

export const pharmacyLocatorMachine = setup({
  types: { context: {} as PharmacyLocatorContext, events: {} as PharmacyLocatorEvent },
  actors: {
    fetchFillLocations: notProvided<FillLocation[], string>('fetchFillLocations'),
    searchStores: notProvided<Store[], string>('searchStores'),
    searchCompetitors: notProvided<Competitor[], string>('searchCompetitors'),
  },
  actions: {
    keepPatient: assign(({ event }) => {
      assertEvent(event, 'locator.start');
      return { patientNumber: event.patientNumber };
    }),
    keepRecent: assign((_, params: { list: FillLocation[] }) => ({
      recentPharmacyList: params.list.filter((l) => l.facilityType === 'RETAIL'),
    })),
    refuseSearch: assign(({ event }) => {
      assertEvent(event, 'locator.search');
      return { searchError: storeSearchError(event.searchText) ?? null };
    }),
    startSearch: assign(({ event }) => {
      assertEvent(event, 'locator.search');
      return { searchText: event.searchText.trim(), searchError: null, storeError: null };
    }),
    keepStores: assign((_, params: { stores: Store[] }) => ({ stores: params.stores })),
    storeSearchFailed: assign({ stores: [], storeError: RX_ORDER_MESSAGES.storeSearch }),
    selectStore: assign(({ event }) => {
      assertEvent(event, 'locator.selectStore');
      return {
        selectedPharmacy: { facilityId: event.facilityId, name: event.name },
        pharmacyType: event.recent ? PHARMACY_TYPES.recent : PHARMACY_TYPES.new,
      };
    }),
    startCompetitorSearch: assign(({ event }) => {
      assertEvent(event, 'locator.searchCompetitors');
      return { competitorQuery: event.query.trim(), competitorError: null };
    }),
    keepCompetitors: assign((_, params: { competitors: Competitor[] }) => ({
      competitors: params.competitors,
    })),
    competitorSearchFailed: assign({ competitors: [], competitorError: RX_ORDER_MESSAGES.generic }),
    selectCompetitor: assign(({ context, event }) => {
      assertEvent(event, 'locator.selectCompetitor');
      return {
        selectedCompetitorPharmacy:
          context.competitors.find((c) => c.competitorId === event.competitorId) ?? null,
      };
    }),
  },
  guards: {
    /** A store the page lists: from the recent pharmacies or from the search results. */
    isListedStore: ({ context, event }) =>
      event.type === 'locator.selectStore' &&
      (event.recent
        ? context.recentPharmacyList.some((p) => p.facilityId === event.facilityId)
        : context.stores.some((s) => storeFacilityId(s) === event.facilityId)),
    hasPatient: ({ event }) => event.type === 'locator.start' && event.patientNumber !== null,
    isSearchTextMissing: ({ event }) =>
      event.type === 'locator.search' && storeSearchError(event.searchText) !== undefined,
    hasCompetitorQuery: ({ event }) =>
      event.type === 'locator.searchCompetitors' && event.query.trim() !== '',
    isListedCompetitor: ({ context, event }) =>
      event.type === 'locator.selectCompetitor' &&
      context.competitors.some((c) => c.competitorId === event.competitorId),
  },
}).createMachine({
  id: 'rxPharmacyLocator',
  type: 'parallel',
  context: {
    patientNumber: null,
    recentPharmacyList: [],
    searchText: '',
    searchError: null,
    stores: [],
    competitorQuery: '',
    competitors: [],
    selectedPharmacy: null,
    selectedCompetitorPharmacy: null,
    pharmacyType: PHARMACY_TYPES.new,
    storeError: null,
    competitorError: null,
  },
  on: {
    'locator.selectStore': { guard: 'isListedStore', actions: 'selectStore' },
  },
  states: {
    recent: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'locator.start': [
              { guard: 'hasPatient', target: 'loading', actions: 'keepPatient' },
              { target: 'none', actions: 'keepPatient' },
            ],
          },
        },
        loading: {
          invoke: {
            id: 'fetchFillLocations',
            src: 'fetchFillLocations',
            input: ({ context }) => context.patientNumber ?? '',
            onDone: {
              target: 'listed',
              actions: { type: 'keepRecent', params: ({ event }) => ({ list: event.output }) },
            },
            // Without the list the shopper searches: nothing to show.
            onError: 'none',
          },
        },
        listed: {},
        none: {},
      },
    },
    stores: {
      initial: 'idle',
      on: {
        'locator.search': [
          { guard: 'isSearchTextMissing', actions: 'refuseSearch' },
          // Targets its own child only: a search restarts this region's call and leaves the other two regions
          // (the recent list loading, the other pharmacy's search) as they are. `reenter: true` here would exit
          // and re-enter every region of the parallel chart.
          { target: '.searching', actions: 'startSearch' },
        ],
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchStores',
            src: 'searchStores',
            input: ({ context }) => context.searchText,
            onDone: {
              target: 'results',
              actions: { type: 'keepStores', params: ({ event }) => ({ stores: event.output }) },
            },
            onError: { target: 'failed', actions: 'storeSearchFailed' },
          },
        },
        results: {},
        failed: {},
      },
    },
    competitors: {
      initial: 'idle',
      on: {
        'locator.searchCompetitors': {
          guard: 'hasCompetitorQuery',
          target: '.searching',
          actions: 'startCompetitorSearch',
        },
        'locator.selectCompetitor': { guard: 'isListedCompetitor', actions: 'selectCompetitor' },
      },
      states: {
        idle: {},
        searching: {
          invoke: {
            id: 'searchCompetitors',
            src: 'searchCompetitors',
            input: ({ context }) => context.competitorQuery,
            onDone: {
              target: 'results',
              actions: { type: 'keepCompetitors', params: ({ event }) => ({ competitors: event.output }) },
            },
            onError: { target: 'failed', actions: 'competitorSearchFailed' },
          },
        },
        results: {},
        failed: {},
      },
    },
  },
});
