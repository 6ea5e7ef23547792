// @vitest-environment node
/**
 * The pharmacy locator chart's oracle table (pharmacy-portal.md §3 "Pharmacy locator state", §5 "the store search
 * requires searchText", §7.1 fill-locations, §7.4 storeSearch and competitor-list, §8 "Store search failure" and
 * "Generic", §9 "recent-pharmacy type 'recently used' otherwise 'new'"), and what the view reads of it
 * (pharmacyLocator.selectors.ts) on real snapshots: each expected value is a literal copied from the spec or from the
 * seeded stores of pharmacyLocator.fixtures.ts (FreshWay Oakley, the mail-order pharmacy, FreshWay Norwood,
 * Riverbend Drug Co.), never the chart's own constant. The coverage replay over the generated paths is
 * rxPharmacyLocator.model.test.ts. This file is the pharmacy locator's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { Store } from '../../api/contracts/pharmacy-search';
import type { FillLocation } from '../../api/contracts/rx-orders';
import {
  DATA_IS_NULL_ERROR,
  FIXTURE_COMPETITORS,
  FIXTURE_FILL_LOCATIONS,
  FIXTURE_STORES,
} from '../../machines/rx/pharmacyLocator/pharmacyLocator.fixtures';
import type { pharmacyLocatorMachine } from '../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import type { LocatorView } from '../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import { checkOracle, type OracleCase, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof pharmacyLocatorMachine>;

const loadChart = () =>
  import('../../machines/rx/pharmacyLocator/pharmacyLocator.machine').then((m) => m.pharmacyLocatorMachine);

const JORDAN = '100234567';
const STORE_SEARCH_BANNER = 'We’re sorry, store location information cannot be found at this time.';
const GENERIC = 'We were unable to complete your request at this time, please try again.';

const OAKLEY = FIXTURE_FILL_LOCATIONS[0]!;
const MAIL_ORDER = FIXTURE_FILL_LOCATIONS[1]!;
const NORWOOD = FIXTURE_STORES[0]!;
const RIVERBEND = FIXTURE_COMPETITORS[0]!;

const start = (patientNumber: string | null) => ({ type: 'locator.start', patientNumber }) as const;
const search = (searchText: string) => ({ type: 'locator.search', searchText }) as const;
const pickOakley = {
  type: 'locator.selectStore',
  facilityId: '01400412',
  name: 'FreshWay Pharmacy Oakley',
  recent: true,
} as const;
const pickNorwood = {
  type: 'locator.selectStore',
  facilityId: '01400420',
  name: 'FreshWay Pharmacy Norwood',
  recent: false,
} as const;
const findCompetitors = (query: string) => ({ type: 'locator.searchCompetitors', query }) as const;
const chooseCompetitor = (competitorId: string) =>
  ({ type: 'locator.selectCompetitor', competitorId }) as const;
const fillsArrive = (output: FillLocation[]) => ({ type: 'xstate.done.actor.fetchFillLocations', output });
const fillsFail = {
  type: 'xstate.error.actor.fetchFillLocations',
  error: { ...DATA_IS_NULL_ERROR, status: 500 },
};
const storesArrive = (output: Store[]) => ({ type: 'xstate.done.actor.searchStores', output });
const storesFail = { type: 'xstate.error.actor.searchStores', error: DATA_IS_NULL_ERROR };
const competitorsArrive = { type: 'xstate.done.actor.searchCompetitors', output: FIXTURE_COMPETITORS };
const competitorsFail = {
  type: 'xstate.error.actor.searchCompetitors',
  error: { ...DATA_IS_NULL_ERROR, status: 500 },
};

/** §3 / §9 defaults: nothing chosen, type 'new'. */
const initial = {
  patientNumber: null,
  recentPharmacyList: [],
  searchText: '',
  searchError: null,
  stores: [],
  competitorQuery: '',
  competitors: [],
  selectedPharmacy: null,
  selectedCompetitorPharmacy: null,
  pharmacyType: 'new',
  storeError: null,
  competitorError: null,
};

const wholeContext = (expected: Record<string, unknown>) => (run: { snapshot: () => { context: unknown } }) =>
  expect(run.snapshot().context).toEqual({ ...initial, ...expected });

const cases: Case[] = [
  // §3 "Pharmacy locator state" / §9 defaults.
  {
    name: "§9 defaults: nothing chosen, no lists, pharmacy type 'new', all three regions idle, no call",
    steps: [],
    state: { recent: 'idle', stores: 'idle', competitors: 'idle' },
    callCounts: { fetchFillLocations: 0, searchStores: 0, searchCompetitors: 0 },
    verify: wholeContext({}),
  },
  {
    name: 'before any list is shown, choosing a store or another pharmacy is refused; a start and a search are accepted',
    steps: [],
    refuses: [pickOakley, pickNorwood, chooseCompetitor('CP-1001')],
    accepts: [start(JORDAN), start(null), search('norwood'), findCompetitors('river')],
  },
  // Recent pharmacies (§7.1 fill-locations).
  {
    name: "§7.1 a patient's start asks for the fill locations of that patient (input '100234567')",
    steps: [start(JORDAN)],
    state: { recent: 'loading', stores: 'idle', competitors: 'idle' },
    calls: { fetchFillLocations: JORDAN },
    callCounts: { fetchFillLocations: 1, searchStores: 0, searchCompetitors: 0 },
    verify: wholeContext({ patientNumber: JORDAN }),
  },
  {
    name: 'a guest (no patient number) has no recent pharmacies and no fill-locations call',
    steps: [start(null)],
    state: { recent: 'none' },
    callCounts: { fetchFillLocations: 0 },
    refuses: [pickOakley, start(JORDAN)],
    verify: wholeContext({}),
  },
  {
    name: 'the recent list keeps the retail pharmacies only: Oakley, not the mail-order pharmacy',
    steps: [start(JORDAN), fillsArrive(FIXTURE_FILL_LOCATIONS)],
    state: { recent: 'listed', stores: 'idle', competitors: 'idle' },
    verify: wholeContext({ patientNumber: JORDAN, recentPharmacyList: [OAKLEY] }),
  },
  {
    name: 'a patient whose only pharmacy is mail order has an empty recent list',
    steps: [start(JORDAN), fillsArrive([MAIL_ORDER])],
    state: { recent: 'listed' },
    refuses: [{ ...pickOakley, facilityId: '90000001', name: 'FreshWay Mail Order Pharmacy' }],
    verify: wholeContext({ patientNumber: JORDAN, recentPharmacyList: [] }),
  },
  {
    name: 'a failed fill-locations call leaves no recent list (the shopper searches)',
    steps: [start(JORDAN), fillsFail],
    state: { recent: 'none', stores: 'idle', competitors: 'idle' },
    refuses: [pickOakley],
    verify: wholeContext({ patientNumber: JORDAN }),
  },
  {
    name: 'once started, a second start is refused (loading and listed)',
    steps: [start(JORDAN), { check: (run) => expect(run.snapshot().can(start(JORDAN))).toBe(false) }],
    state: { recent: 'loading' },
    refuses: [start(JORDAN), start(null)],
    verify: (run) => {
      run.actor.send(fillsArrive(FIXTURE_FILL_LOCATIONS));
      expect(run.snapshot().can(start(JORDAN))).toBe(false);
    },
  },
  {
    name: "§9 choosing Oakley from the recent list: selectedPharmacy Oakley, type 'recently used'",
    steps: [start(JORDAN), fillsArrive(FIXTURE_FILL_LOCATIONS), pickOakley],
    state: { recent: 'listed' },
    verify: wholeContext({
      patientNumber: JORDAN,
      recentPharmacyList: [OAKLEY],
      selectedPharmacy: { facilityId: '01400412', name: 'FreshWay Pharmacy Oakley' },
      pharmacyType: 'recently used',
    }),
  },
  {
    name: 'a recent pick must be on the recent list, and a listed recent pharmacy is not a search result',
    steps: [start(JORDAN), fillsArrive(FIXTURE_FILL_LOCATIONS)],
    accepts: [pickOakley],
    refuses: [pickNorwood, { ...pickNorwood, recent: true }, { ...pickOakley, recent: false }],
  },
  // Store search (§5, §7.4, §8).
  {
    name: '§5 the store search requires searchText: blanks show "Required" and make no call',
    steps: [search('   ')],
    state: { stores: 'idle' },
    callCounts: { searchStores: 0 },
    verify: wholeContext({ searchError: 'Required' }),
  },
  {
    name: '§5 an empty search text shows "Required" too',
    steps: [search('')],
    state: { stores: 'idle' },
    callCounts: { searchStores: 0 },
    verify: wholeContext({ searchError: 'Required' }),
  },
  {
    name: '§7.4 the store search sends the text trimmed (" 45212 " → "45212") and clears the messages',
    steps: [search(' 45212 ')],
    state: { recent: 'idle', stores: 'searching', competitors: 'idle' },
    calls: { searchStores: '45212' },
    callCounts: { searchStores: 1, fetchFillLocations: 0, searchCompetitors: 0 },
    verify: wholeContext({ searchText: '45212' }),
  },
  {
    name: 'a one-character search is enough (no minimum length)',
    steps: [search('a')],
    state: { stores: 'searching' },
    calls: { searchStores: 'a' },
  },
  {
    name: 'a valid search after "Required" clears it',
    steps: [search(' '), search('norwood')],
    state: { stores: 'searching' },
    verify: wholeContext({ searchText: 'norwood' }),
  },
  {
    name: 'the stores found are listed: Norwood',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES)],
    state: { recent: 'idle', stores: 'results', competitors: 'idle' },
    verify: wholeContext({ searchText: 'norwood', stores: [NORWOOD] }),
  },
  {
    name: 'a blank search over the results keeps them, shows "Required" and makes no new call',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES), search('  ')],
    state: { stores: 'results' },
    callCounts: { searchStores: 1 },
    verify: wholeContext({ searchText: 'norwood', stores: [NORWOOD], searchError: 'Required' }),
  },
  {
    name: "§9 choosing Norwood from the results: its facility id '01400420' (division + store), type 'new'",
    steps: [search('norwood'), storesArrive(FIXTURE_STORES), pickNorwood],
    state: { stores: 'results' },
    verify: wholeContext({
      searchText: 'norwood',
      stores: [NORWOOD],
      selectedPharmacy: { facilityId: '01400420', name: 'FreshWay Pharmacy Norwood' },
      pharmacyType: 'new',
    }),
  },
  {
    name: 'a store the results do not list is refused (a wrong id, or the store number alone)',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES)],
    accepts: [pickNorwood],
    refuses: [
      { ...pickNorwood, facilityId: '01400421' },
      { ...pickNorwood, facilityId: '00420' },
      { ...pickNorwood, facilityId: '014' },
      { ...pickNorwood, recent: true },
    ],
  },
  {
    name: "a recent pick after a new one turns the type to 'recently used', and back to 'new'",
    steps: [
      start(JORDAN),
      fillsArrive(FIXTURE_FILL_LOCATIONS),
      search('norwood'),
      storesArrive(FIXTURE_STORES),
      pickNorwood,
      pickOakley,
      {
        check: (run) =>
          expect(run.snapshot().context).toMatchObject({
            selectedPharmacy: { facilityId: '01400412', name: 'FreshWay Pharmacy Oakley' },
            pharmacyType: 'recently used',
          }),
      },
      pickNorwood,
    ],
    context: {
      selectedPharmacy: { facilityId: '01400420', name: 'FreshWay Pharmacy Norwood' },
      pharmacyType: 'new',
    },
  },
  {
    name: "§8 a failed store search ('data is null') shows 'We’re sorry, store location information cannot be found at this time.'",
    steps: [search('45212'), storesFail],
    state: { recent: 'idle', stores: 'failed', competitors: 'idle' },
    verify: wholeContext({ searchText: '45212', storeError: STORE_SEARCH_BANNER }),
  },
  {
    name: '§8 a failed search after results empties the store list',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES), search('45212'), storesFail],
    state: { stores: 'failed' },
    refuses: [pickNorwood],
    verify: wholeContext({ searchText: '45212', storeError: STORE_SEARCH_BANNER }),
  },
  {
    name: 'searching again after the banner clears it and calls again (retry)',
    steps: [search('45212'), storesFail, search('norwood')],
    state: { stores: 'searching' },
    calls: { searchStores: 'norwood' },
    callCounts: { searchStores: 2 },
    verify: wholeContext({ searchText: 'norwood' }),
  },
  {
    name: 'the retried search lists its stores without the banner',
    steps: [search('45212'), storesFail, search('norwood'), storesArrive(FIXTURE_STORES)],
    state: { stores: 'results' },
    verify: wholeContext({ searchText: 'norwood', stores: [NORWOOD] }),
  },
  {
    name: 'a blank search after the banner keeps the banner and adds "Required"',
    steps: [search('45212'), storesFail, search(' ')],
    state: { stores: 'failed' },
    callCounts: { searchStores: 1 },
    verify: wholeContext({ searchText: '45212', storeError: STORE_SEARCH_BANNER, searchError: 'Required' }),
  },
  {
    name: 'a new search while one runs starts over with the new text',
    steps: [search('norwood'), search('oakley')],
    state: { stores: 'searching' },
    calls: { searchStores: 'oakley' },
    callCounts: { searchStores: 2 },
  },
  {
    name: 'a new search from the results starts over with the new text, keeping the old list meanwhile',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES), search('oakley')],
    state: { stores: 'searching' },
    calls: { searchStores: 'oakley' },
    callCounts: { searchStores: 2 },
    verify: wholeContext({ searchText: 'oakley', stores: [NORWOOD] }),
  },
  // Competitor search (§7.4 competitor-list, §8 Generic).
  {
    name: '§7.4 the other-pharmacy search sends the name trimmed (" river " → "river")',
    steps: [findCompetitors(' river ')],
    state: { recent: 'idle', stores: 'idle', competitors: 'searching' },
    calls: { searchCompetitors: 'river' },
    callCounts: { searchCompetitors: 1, searchStores: 0, fetchFillLocations: 0 },
    verify: wholeContext({ competitorQuery: 'river' }),
  },
  {
    name: 'an empty or blank pharmacy name is refused without a call',
    steps: [findCompetitors('  '), findCompetitors('')],
    state: { competitors: 'idle' },
    callCounts: { searchCompetitors: 0 },
    refuses: [findCompetitors(''), findCompetitors('   ')],
    accepts: [findCompetitors('r')],
    verify: wholeContext({}),
  },
  {
    name: 'the pharmacies found are listed: Riverbend Drug Co.',
    steps: [findCompetitors('river'), competitorsArrive],
    state: { competitors: 'results' },
    verify: wholeContext({ competitorQuery: 'river', competitors: [RIVERBEND] }),
  },
  {
    name: 'using Riverbend Drug Co. fills selectedCompetitorPharmacy with its name, phone and address',
    steps: [findCompetitors('river'), competitorsArrive, chooseCompetitor('CP-1001')],
    state: { competitors: 'results' },
    verify: wholeContext({
      competitorQuery: 'river',
      competitors: [RIVERBEND],
      selectedCompetitorPharmacy: {
        competitorId: 'CP-1001',
        pharmacyName: 'Riverbend Drug Co.',
        phone: '5135550111',
        address: { address1: '210 Riverside Dr', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
      },
    }),
  },
  {
    name: 'a pharmacy the results do not list is refused',
    steps: [findCompetitors('river'), competitorsArrive],
    accepts: [chooseCompetitor('CP-1001')],
    refuses: [chooseCompetitor('CP-1002'), chooseCompetitor('')],
  },
  {
    name: "§8 a failed pharmacy search shows the generic 'We were unable to complete your request at this time, please try again.'",
    steps: [findCompetitors('river'), competitorsFail],
    state: { recent: 'idle', stores: 'idle', competitors: 'failed' },
    refuses: [chooseCompetitor('CP-1001')],
    verify: wholeContext({ competitorQuery: 'river', competitorError: GENERIC }),
  },
  {
    name: 'a failed pharmacy search after results empties the list',
    steps: [findCompetitors('river'), competitorsArrive, findCompetitors('drug'), competitorsFail],
    state: { competitors: 'failed' },
    verify: wholeContext({ competitorQuery: 'drug', competitorError: GENERIC }),
  },
  {
    name: 'searching again after the generic text clears it and calls again (retry)',
    steps: [findCompetitors('river'), competitorsFail, findCompetitors('riverbend')],
    state: { competitors: 'searching' },
    calls: { searchCompetitors: 'riverbend' },
    callCounts: { searchCompetitors: 2 },
    verify: wholeContext({ competitorQuery: 'riverbend' }),
  },
  {
    name: 'a blank pharmacy name after the generic text keeps it',
    steps: [findCompetitors('river'), competitorsFail, findCompetitors(' ')],
    state: { competitors: 'failed' },
    callCounts: { searchCompetitors: 1 },
    verify: wholeContext({ competitorQuery: 'river', competitorError: GENERIC }),
  },
  {
    name: 'a new pharmacy search while one runs starts over with the new name',
    steps: [findCompetitors('river'), findCompetitors('drug')],
    state: { competitors: 'searching' },
    calls: { searchCompetitors: 'drug' },
    callCounts: { searchCompetitors: 2 },
  },
  // The three regions are independent.
  {
    name: 'a store search while the recent pharmacies load leaves that load running: the list still arrives',
    steps: [start(JORDAN), search('45212'), fillsArrive(FIXTURE_FILL_LOCATIONS)],
    state: { recent: 'listed', stores: 'searching', competitors: 'idle' },
    refuses: [start(JORDAN)],
    callCounts: { fetchFillLocations: 1, searchStores: 1 },
    verify: wholeContext({ patientNumber: JORDAN, recentPharmacyList: [OAKLEY], searchText: '45212' }),
  },
  {
    name: "a pharmacy search leaves the store results shown, and a store search leaves the other pharmacy's results shown",
    steps: [
      search('norwood'),
      storesArrive(FIXTURE_STORES),
      findCompetitors('river'),
      competitorsArrive,
      search('45212'),
    ],
    state: { stores: 'searching', competitors: 'results' },
    callCounts: { searchStores: 2, searchCompetitors: 1 },
  },
  {
    name: "a store search failure leaves the recent list, the other pharmacy's results and its choice in context",
    steps: [
      start(JORDAN),
      fillsArrive(FIXTURE_FILL_LOCATIONS),
      findCompetitors('river'),
      competitorsArrive,
      chooseCompetitor('CP-1001'),
      search('45212'),
      storesFail,
    ],
    state: { recent: 'listed', stores: 'failed', competitors: 'results' },
    verify: wholeContext({
      patientNumber: JORDAN,
      recentPharmacyList: [OAKLEY],
      competitorQuery: 'river',
      competitors: [RIVERBEND],
      selectedCompetitorPharmacy: RIVERBEND,
      searchText: '45212',
      storeError: STORE_SEARCH_BANNER,
    }),
  },
  {
    name: 'a pharmacy search failure leaves the chosen store and the store results in context',
    steps: [
      search('norwood'),
      storesArrive(FIXTURE_STORES),
      pickNorwood,
      findCompetitors('river'),
      competitorsFail,
    ],
    state: { stores: 'results', competitors: 'failed' },
    verify: wholeContext({
      searchText: 'norwood',
      stores: [NORWOOD],
      selectedPharmacy: { facilityId: '01400420', name: 'FreshWay Pharmacy Norwood' },
      competitorQuery: 'river',
      competitorError: GENERIC,
    }),
  },
];

describe('rxPharmacyLocator chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);

  it("a store's facility id is its division number then its store number: '014' + '00420' = '01400420'", async () => {
    const { storeFacilityId } = await import('../../machines/rx/pharmacyLocator/pharmacyLocator.machine');
    expect(storeFacilityId({ divisionNumber: '014', storeNumber: '00420' })).toBe('01400420');
  });
});

/** The view with nothing loaded (initial). */
const emptyView: LocatorView = {
  recent: [],
  recentLoading: false,
  stores: [],
  searching: false,
  searched: false,
  searchError: null,
  storeError: null,
  competitors: [],
  competitorsSearching: false,
  competitorsSearched: false,
  competitorError: null,
  selectedPharmacy: null,
  selectedCompetitor: null,
  pharmacyType: 'new',
};

const viewCases: { name: string; steps: OracleStep[]; view: LocatorView }[] = [
  { name: 'the view at the start: nothing loading, nothing searched, type new', steps: [], view: emptyView },
  {
    name: 'the view while the recent pharmacies load: recentLoading',
    steps: [start(JORDAN)],
    view: { ...emptyView, recentLoading: true },
  },
  {
    name: 'the view with the recent list and Oakley chosen: recently used',
    steps: [start(JORDAN), fillsArrive(FIXTURE_FILL_LOCATIONS), pickOakley],
    view: {
      ...emptyView,
      recent: [OAKLEY],
      selectedPharmacy: { facilityId: '01400412', name: 'FreshWay Pharmacy Oakley' },
      pharmacyType: 'recently used',
    },
  },
  {
    name: 'the view of a blank search: searchError Required, not searching',
    steps: [search(' ')],
    view: { ...emptyView, searchError: 'Required' },
  },
  {
    name: 'the view while the stores are searched: searching, not searched',
    steps: [search('norwood')],
    view: { ...emptyView, searching: true },
  },
  {
    name: 'the view with the stores found and Norwood chosen: searched, type new',
    steps: [search('norwood'), storesArrive(FIXTURE_STORES), pickNorwood],
    view: {
      ...emptyView,
      stores: [NORWOOD],
      searched: true,
      selectedPharmacy: { facilityId: '01400420', name: 'FreshWay Pharmacy Norwood' },
    },
  },
  {
    name: 'the view of a failed store search: the banner, not searched',
    steps: [search('norwood'), storesFail],
    view: { ...emptyView, storeError: STORE_SEARCH_BANNER },
  },
  {
    name: 'the view while other pharmacies are searched: competitorsSearching',
    steps: [findCompetitors('river')],
    view: { ...emptyView, competitorsSearching: true },
  },
  {
    name: 'the view with Riverbend found and used: competitorsSearched, selectedCompetitor',
    steps: [findCompetitors('river'), competitorsArrive, chooseCompetitor('CP-1001')],
    view: {
      ...emptyView,
      competitors: [RIVERBEND],
      competitorsSearched: true,
      selectedCompetitor: RIVERBEND,
    },
  },
  {
    name: 'the view of a failed pharmacy search: the generic text',
    steps: [findCompetitors('river'), competitorsFail],
    view: { ...emptyView, competitorError: GENERIC },
  },
];

describe('rxPharmacyLocator selectors: selectLocatorView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectLocatorView } = await import(
        '../../machines/rx/pharmacyLocator/pharmacyLocator.selectors'
      );
      checkOracle(machine, {
        name: c.name,
        steps: c.steps,
        verify: (run) => expect(selectLocatorView(run.snapshot() as never)).toEqual(c.view),
      });
    });
});
