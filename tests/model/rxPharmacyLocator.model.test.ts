// @vitest-environment node
/**
 * The pharmacy locator chart (pharmacy-portal.md §3 "Pharmacy locator state", §7.4, §5, §8, §9): one coverage test
 * over the generated paths, and an oracle table with literals from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Store } from '../../api/contracts/pharmacy-search';
import {
  DATA_IS_NULL_ERROR,
  FIXTURE_COMPETITORS,
  FIXTURE_FILL_LOCATIONS,
  FIXTURE_STORES,
  pharmacyLocatorModel,
} from '../../machines/rx/pharmacyLocator/pharmacyLocator.fixtures';
import {
  pharmacyLocatorMachine,
  storeFacilityId,
} from '../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPharmacyLocator chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: pharmacyLocatorMachine,
      events: pharmacyLocatorModel.events as never,
      serializeState: pharmacyLocatorModel.serializeState as never,
    });
    const report = coverage(
      pharmacyLocatorMachine,
      mergeReached(reachedByPath(pharmacyLocatorMachine, paths)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

function locator(search: () => Promise<Store[]>) {
  const searched: unknown[] = [];
  const fills: unknown[] = [];
  const actor = createActor(
    pharmacyLocatorMachine.provide({
      actors: {
        fetchFillLocations: fromPromise(async ({ input }) => {
          fills.push(input);
          return FIXTURE_FILL_LOCATIONS;
        }),
        searchStores: fromPromise(async ({ input }) => {
          searched.push(input);
          return search();
        }),
        searchCompetitors: fromPromise(async () => FIXTURE_COMPETITORS),
      },
    }),
  ).start();
  return { actor, searched, fills };
}

describe('rxPharmacyLocator chart: oracle (literals from the spec)', () => {
  it("lists the patient's retail pharmacies as 'recently used'; a search result is 'new'", async () => {
    const { actor, fills } = locator(async () => FIXTURE_STORES);
    actor.send({ type: 'locator.start', patientNumber: '100234567' });
    await settle();
    expect(fills).toEqual(['100234567']);
    expect(actor.getSnapshot().context.recentPharmacyList.map((p) => p.facilityId)).toEqual(['01400412']);
    actor.send({
      type: 'locator.selectStore',
      facilityId: '01400412',
      name: 'FreshWay Pharmacy Oakley',
      recent: true,
    });
    expect(actor.getSnapshot().context.pharmacyType).toBe('recently used');
    const norwood = {
      type: 'locator.selectStore',
      facilityId: '01400420',
      name: 'FreshWay Pharmacy Norwood',
      recent: false,
    } as const;
    // A store the page does not list is not taken.
    actor.send(norwood);
    expect(actor.getSnapshot().context.selectedPharmacy?.facilityId).toBe('01400412');
    actor.send({ type: 'locator.search', searchText: 'norwood' });
    await settle();
    actor.send(norwood);
    expect(actor.getSnapshot().context).toMatchObject({
      pharmacyType: 'new',
      selectedPharmacy: { facilityId: '01400420', name: 'FreshWay Pharmacy Norwood' },
    });
    expect(storeFacilityId(FIXTURE_STORES[0]!)).toBe('01400420');
  });

  it("the store search requires searchText ('Required'), without a call", () => {
    const { actor, searched } = locator(async () => FIXTURE_STORES);
    actor.send({ type: 'locator.search', searchText: '   ' });
    expect(actor.getSnapshot().context.searchError).toBe('Required');
    expect(searched).toEqual([]);
  });

  it("a failed search shows the §8 banner 'We’re sorry, store location information cannot be found at this time.'", async () => {
    const { actor, searched } = locator(async () => {
      throw DATA_IS_NULL_ERROR;
    });
    actor.send({ type: 'locator.search', searchText: ' 45212 ' });
    await settle();
    expect(searched).toEqual(['45212']);
    expect(actor.getSnapshot().context.storeError).toBe(
      'We’re sorry, store location information cannot be found at this time.',
    );
    expect(actor.getSnapshot().matches({ stores: 'failed' })).toBe(true);
  });
});
