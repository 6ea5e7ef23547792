/** Graph fixtures of the pharmacy locator chart: the seeded stores and other pharmacies (fictional). */
import type { ApiError } from '../../../api/contracts/common';
import type { Competitor, Store } from '../../../api/contracts/pharmacy-search';
import type { FillLocation } from '../../../api/contracts/rx-orders';

export const FIXTURE_FILL_LOCATIONS: FillLocation[] = [
  {
    facilityId: '01400412',
    facilityType: 'RETAIL',
    vanityName: 'FreshWay Pharmacy Oakley',
    address: { address1: '3060 Madison Rd', city: 'Cincinnati', state: 'OH', zipCode: '45209' },
    phone: '5135550100',
    lastFilledDate: '2026-11-20',
  },
  {
    facilityId: '90000001',
    facilityType: 'MAIL_ORDER',
    vanityName: 'FreshWay Mail Order Pharmacy',
    address: { address1: '4400 Distribution Way', city: 'Columbus', state: 'OH', zipCode: '43228' },
    phone: '8005550177',
    lastFilledDate: '2026-09-10',
  },
];

export const FIXTURE_STORES: Store[] = [
  {
    banner: 'freshway',
    vanityName: 'FreshWay Pharmacy Norwood',
    divisionNumber: '014',
    storeNumber: '00420',
    phoneNumber: '5135550106',
    showWeeklyAd: true,
    showShopThisStoreAndPreferredStoreButtons: true,
    distance: 0.4,
    latitude: 39.1612,
    longitude: -84.4517,
    address: {
      addressLine1: '4450 Montgomery Rd',
      addressLine2: null,
      city: 'Norwood',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45212',
    },
    pharmacy: { phoneNumber: '5135550106' },
    departments: [{ code: 'PHARMACY' }],
  },
];

export const FIXTURE_COMPETITORS: Competitor[] = [
  {
    competitorId: 'CP-1001',
    pharmacyName: 'Riverbend Drug Co.',
    phone: '5135550111',
    address: { address1: '210 Riverside Dr', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  },
];

export const DATA_IS_NULL_ERROR: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /atlas/v1/pharmacy/v2/graphql',
  status: 200,
  code: 'GRAPHQL_ERROR',
  message: 'data is null',
};

export const pharmacyLocatorEvents = [
  { type: 'locator.start', patientNumber: '100234567' },
  { type: 'locator.start', patientNumber: null },
  { type: 'locator.search', searchText: 'norwood' },
  { type: 'locator.search', searchText: '  ' },
  { type: 'locator.selectStore', facilityId: '01400420', name: 'FreshWay Pharmacy Norwood', recent: false },
  { type: 'locator.selectStore', facilityId: '01400412', name: 'FreshWay Pharmacy Oakley', recent: true },
  { type: 'locator.searchCompetitors', query: 'river' },
  { type: 'locator.selectCompetitor', competitorId: 'CP-1001' },
  { type: 'xstate.done.actor.fetchFillLocations', output: FIXTURE_FILL_LOCATIONS },
  { type: 'xstate.error.actor.fetchFillLocations', error: { ...DATA_IS_NULL_ERROR, status: 500 } },
  { type: 'xstate.done.actor.searchStores', output: FIXTURE_STORES },
  { type: 'xstate.error.actor.searchStores', error: DATA_IS_NULL_ERROR },
  { type: 'xstate.done.actor.searchCompetitors', output: FIXTURE_COMPETITORS },
  { type: 'xstate.error.actor.searchCompetitors', error: { ...DATA_IS_NULL_ERROR, status: 500 } },
] as const;

/** A state's identity: where each region is and whether the empty-search message shows. */
export const serializePharmacyLocatorState = (s: {
  value: unknown;
  context: { searchError: string | null };
}) => JSON.stringify([s.value, s.context.searchError !== null]);

export const pharmacyLocatorModel = {
  events: pharmacyLocatorEvents,
  serializeState: serializePharmacyLocatorState,
};
