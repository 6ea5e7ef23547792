/** The pharmacy locator chart in words (machines/descriptions.ts). */
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { describeMachine } from '../../descriptions';
import { pharmacyLocatorMachine } from './pharmacyLocator.machine';

export const pharmacyLocatorDescriptions = describeMachine(pharmacyLocatorMachine, {
  events: {
    'locator.start': (e) =>
      e.patientNumber
        ? { action: 'Open Transfer Prescriptions for Jordan' }
        : { action: 'Open the guest transfer page', name: 'guest' },
    'locator.search': (e) =>
      e.searchText.trim() === ''
        ? { action: 'Press Search with no city or ZIP code', expect: "'Required'", name: 'empty search' }
        : { action: 'Search stores for "norwood"' },
    'locator.selectStore': (e) => ({
      action: e.recent
        ? 'Choose FreshWay Pharmacy Oakley from the recent pharmacies'
        : 'Choose FreshWay Pharmacy Norwood',
    }),
    'locator.searchCompetitors': { action: 'Search other pharmacies for "river"' },
    'locator.selectCompetitor': {
      action: 'Use Riverbend Drug Co.',
      expect: 'Its name and phone fill the form',
    },
  },
  results: {
    'xstate.done.actor.fetchFillLocations': { action: "Jordan's pharmacies arrive" },
    'xstate.error.actor.fetchFillLocations': {
      action: 'The fill locations call fails',
      expect: 'No recent list',
    },
    'xstate.done.actor.searchStores': { action: 'The store locator answers the Norwood store' },
    'xstate.error.actor.searchStores': {
      action: "The store locator answers 'data is null'",
      expect: `The banner “${RX_ORDER_MESSAGES.storeSearch}”`,
      name: 'store search fails',
    },
    'xstate.done.actor.searchCompetitors': { action: 'Riverbend Drug Co. is found' },
    'xstate.error.actor.searchCompetitors': {
      action: 'The pharmacy search fails',
      expect: `“${RX_ORDER_MESSAGES.generic}”`,
    },
  },
  states: {
    recent: 'The pharmacies the patient used recently (a guest has none)',
    'recent.idle': 'No recent pharmacies asked for yet',
    'recent.none': 'No recent pharmacies to choose from: search for a store',
    stores: 'The store search: city, state or ZIP code, then Search',
    'stores.idle': 'The store search box, nothing searched yet',
    competitors: 'The other pharmacy a transfer comes from: a name, then Find pharmacy',
    'competitors.idle': 'The pharmacy name box, nothing searched yet',
    'competitors.searching': 'Searching…',
    'recent.loading': 'Loading your pharmacies…',
    'recent.listed': 'Pharmacies you used recently',
    'stores.searching': 'Searching…',
    'stores.results': 'Stores near the search, each with Choose',
    'stores.failed': `The negative alert “${RX_ORDER_MESSAGES.storeSearch}”`,
    'competitors.results': 'Pharmacies matching the name, each with Use',
    'competitors.failed': `“${RX_ORDER_MESSAGES.generic}”`,
  },
  funnel: { to: 'stores.results' },
});
