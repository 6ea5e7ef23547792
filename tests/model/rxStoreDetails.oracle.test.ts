// @vitest-environment node
/**
 * The store details chart's oracle table (pharmacy-portal.md §2.1 "/stores/grocery/st/city/store-name/{first 3
 * characters of facilityId}/{rest of facilityId}: store details, linked from the pickup-location card", §7.4 GET
 * /facilities with filter.id, §8 store failure text): each expected value is a literal copied from the spec or from
 * the fixtures (FreshWay Pharmacy Oakley, 01400412), never the chart's own constant. The coverage replay over the
 * generated paths is rxStoreDetails.model.test.ts. This file is the store details' part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import { facilityIdFromStorePath, STORE_DETAILS_TEXTS, storeDetailsPath } from '../../domain/rx/facilities';
import { serverError, STORE_FACILITY } from '../../machines/rx/fixtures';
import type { storeDetailsMachine } from '../../machines/rx/storeDetails/storeDetails.machine';
import { type OracleCase, oracleTable } from './oracle';

const load = () =>
  import('../../machines/rx/storeDetails/storeDetails.machine').then((m) => m.storeDetailsMachine);

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
    // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
    const { storeDetailsMachine } = await import('../../machines/rx/storeDetails/storeDetails.machine');
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

const input = { facilityId: '01400412' };
const retry = { type: 'store.retry' } as const;
const found = (output: Facility | null) => ({ type: 'xstate.done.actor.loadStore', output });
const fails = {
  type: 'xstate.error.actor.loadStore',
  error: serverError('GET /atlas/v1/pharmacy/v1/facilities'),
};

const cases: OracleCase<typeof storeDetailsMachine>[] = [
  {
    name: '§7.4 opens loading (busy) and asks the directory for the facility id of the route, no store yet',
    input,
    steps: [],
    state: 'loading',
    tags: ['busy'],
    refuses: [retry],
    calls: { loadStore: { facilityId: '01400412' } },
    callCounts: { loadStore: 1 },
    verify: (run) => expect(run.snapshot().context).toEqual({ facilityId: '01400412', facility: null }),
  },
  {
    name: 'the directory is asked for whichever store the route names (01400388)',
    input: { facilityId: '01400388' },
    steps: [],
    calls: { loadStore: { facilityId: '01400388' } },
    context: { facilityId: '01400388', facility: null },
  },
  {
    name: 'the directory answers the store: ready with FreshWay Pharmacy Oakley kept, not busy, no Try Again',
    input,
    steps: [found(STORE_FACILITY)],
    state: 'ready',
    notTags: ['busy'],
    refuses: [retry],
    verify: (run) => {
      const c = run.snapshot().context;
      expect(c.facilityId).toBe('01400412');
      expect([c.facility?.facilityId, c.facility?.vanityName, c.facility?.phone]).toEqual([
        '01400412',
        'FreshWay Pharmacy Oakley',
        '5135550100',
      ]);
      expect(c.facility?.address).toEqual({
        address1: '3060 Madison Rd',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45209',
      });
    },
  },
  {
    name: 'the directory has no store with that id: notFound, nothing kept, not busy, no Try Again',
    input,
    steps: [found(null)],
    state: 'notFound',
    notTags: ['busy'],
    refuses: [retry],
    context: { facilityId: '01400412', facility: null },
  },
  {
    name: '§8 the directory call fails (500): failed, not busy, Try Again offered, nothing kept',
    input,
    steps: [fails],
    state: 'failed',
    notTags: ['busy'],
    accepts: [retry],
    callCounts: { loadStore: 1 },
    context: { facilityId: '01400412', facility: null },
  },
  {
    name: 'Try Again from failed loads again (busy) with the same facility id: a second call',
    input,
    steps: [fails, retry],
    state: 'loading',
    tags: ['busy'],
    refuses: [retry],
    calls: { loadStore: { facilityId: '01400412' } },
    callCounts: { loadStore: 2 },
  },
  {
    name: 'Try Again after a failure can end ready with the store',
    input,
    steps: [fails, retry, found(STORE_FACILITY)],
    state: 'ready',
    callCounts: { loadStore: 2 },
    context: { facility: { facilityId: '01400412', vanityName: 'FreshWay Pharmacy Oakley' } },
  },
  {
    name: 'Try Again can fail again, and be tried again (a third call)',
    input,
    steps: [fails, retry, fails, retry],
    state: 'loading',
    callCounts: { loadStore: 3 },
  },
  {
    name: 'no timer: a directory call still open an hour later is still loading (the spec gives no timeout)',
    input,
    steps: [{ advance: 60 * 60 * 1000 }],
    state: 'loading',
    callCounts: { loadStore: 1 },
  },
];

describe('rxStoreDetails chart: oracle, each rule from both sides', () => {
  oracleTable(load, cases);
});
