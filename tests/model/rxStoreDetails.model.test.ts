// @vitest-environment node
/** The store details chart (pharmacy-portal.md §2.1 store details link, §7.4, §8 store failure text): coverage and
 *  an oracle table with literals from the spec. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import { STORE_FACILITY } from '../../machines/rx/fixtures';
import { storeDetailsModel } from '../../machines/rx/storeDetails/storeDetails.fixtures';
import { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { facilityIdFromStorePath, STORE_DETAILS_TEXTS, storeDetailsPath } from '../../domain/rx/facilities';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxStoreDetails chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: storeDetailsMachine,
      events: storeDetailsModel.events as never,
      input: storeDetailsModel.input,
    });
    const report = coverage(
      storeDetailsMachine,
      mergeReached(reachedByPath(storeDetailsMachine, paths, storeDetailsModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

describe('rxStoreDetails chart: oracle (literals from the spec)', () => {
  it('§2.1: the link splits the facility id after its first 3 characters, and the page joins them back', () => {
    const path = storeDetailsPath(STORE_FACILITY);
    expect(path).toBe('/stores/grocery/oh/cincinnati/freshway-pharmacy-oakley/014/00412');
    const [division = '', store = ''] = path.split('/').slice(-2);
    expect(facilityIdFromStorePath(division, store)).toBe('01400412');
  });

  it.each([
    { answer: STORE_FACILITY, state: 'ready' },
    { answer: null, state: 'notFound' },
    { answer: new Error('500'), state: 'failed' },
  ])('the directory answering $state', async ({ answer, state }) => {
    const asked: unknown[] = [];
    const actor = createActor(
      storeDetailsMachine.provide({
        actors: {
          loadStore: fromPromise<Facility | null, { facilityId: string }>(async ({ input }) => {
            asked.push(input);
            if (answer instanceof Error) throw answer;
            return answer;
          }),
        },
      }),
      { input: { facilityId: '01400412' } },
    ).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe(state);
    expect(asked).toEqual([{ facilityId: '01400412' }]);
    expect(actor.getSnapshot().can({ type: 'store.retry' })).toBe(state === 'failed');
  });

  it("says §8's store failure text", () => {
    expect(STORE_DETAILS_TEXTS.failed).toBe(
      'We’re sorry, store location information cannot be found at this time.',
    );
  });
});
