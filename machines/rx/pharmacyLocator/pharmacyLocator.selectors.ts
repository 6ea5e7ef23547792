/** What the locator's view reads of its chart. */
import type { SnapshotFrom } from 'xstate';
import type { pharmacyLocatorMachine } from './pharmacyLocator.machine';

export function selectLocatorView(s: SnapshotFrom<typeof pharmacyLocatorMachine>) {
  const c = s.context;
  return {
    recent: c.recentPharmacyList,
    recentLoading: s.matches({ recent: 'loading' }),
    stores: c.stores,
    searching: s.matches({ stores: 'searching' }),
    searched: s.matches({ stores: 'results' }),
    searchError: c.searchError,
    storeError: c.storeError,
    competitors: c.competitors,
    competitorsSearching: s.matches({ competitors: 'searching' }),
    competitorsSearched: s.matches({ competitors: 'results' }),
    competitorError: c.competitorError,
    selectedPharmacy: c.selectedPharmacy,
    selectedCompetitor: c.selectedCompetitorPharmacy,
    pharmacyType: c.pharmacyType,
  };
}
export type LocatorView = ReturnType<typeof selectLocatorView>;
