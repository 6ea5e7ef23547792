// @vitest-environment node
/**
 * The prescriptions chart's oracle table (pharmacy-portal.md §7.1 GET /prescription/patient/prescriptions and POST
 * /prescription/visibility "hidden flag per prescription"; §4 "General loading"; §5 "cart search filter"; §2.2 "Cart
 * items whose refills are no longer valid are removed after refills load"; §8 "Generic"), and what views read of it
 * (prescriptions.selectors.ts) on real snapshots: each expected value is a literal copied from the spec or from
 * Jordan's seeded refills (prescriptions.fixtures.ts, cart.fixtures.ts), never the chart's own constant. The coverage
 * replay over the generated paths is rxPrescriptions.model.test.ts. This file is the prescriptions' part of the
 * mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { Prescription } from '../../api/contracts/rx';
import { ALBUTEROL, ATORVASTATIN, METFORMIN } from '../../machines/rx/cart/cart.fixtures';
import { FIXTURE_PRESCRIPTIONS } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import type { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import { checkOracle, type OracleCase, type OracleRun, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof prescriptionsMachine>;

const loadChart = () =>
  import('../../machines/rx/prescriptions/prescriptions.machine').then((m) => m.prescriptionsMachine);

const JORDAN = '100234567';
const AVERY = '100234568';
const GENERIC = 'We were unable to complete your request at this time, please try again.';

const load = { type: 'prescriptions.load' } as const;
const reload = { type: 'prescriptions.load', force: true } as const;
const notForced = { type: 'prescriptions.load', force: false } as const;
const clear = { type: 'prescriptions.clear' } as const;
const dismiss = { type: 'prescriptions.dismissError' } as const;
const search = (query: string) => ({ type: 'prescriptions.search', query }) as const;
const showHidden = (value: boolean) => ({ type: 'prescriptions.showHidden', showHidden: value }) as const;
const setHidden = (rxNumber: string, patientNumber: string, hidden: boolean) =>
  ({ type: 'prescriptions.setHidden', rxNumber, patientNumber, hidden }) as const;
const answer = (prescriptions: Prescription[]) => ({
  type: 'xstate.done.actor.fetchPrescriptions',
  output: prescriptions,
});
const serverError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/prescription/patient/prescriptions',
  status: 500,
  message: 'Internal server error',
};
const loadFails = { type: 'xstate.error.actor.fetchPrescriptions', error: serverError };
const changed = (rxNumber: string, patientNumber: string, hidden: boolean) => ({
  type: 'xstate.done.actor.setVisibility',
  output: { rxNumber, patientNumber, hidden },
});
const changeFails = {
  type: 'xstate.error.actor.setVisibility',
  error: { ...serverError, endpoint: 'POST /rx/api/prescription/visibility' },
};

/** Albuterol (1234573) is Jordan's; the same rx number on Avery's profile, and one already hidden. */
const AVERY_ALBUTEROL = { ...ALBUTEROL, patientNumber: AVERY };
const HIDDEN_METFORMIN = { ...METFORMIN, hidden: true };
const FAMILY = [ATORVASTATIN, ALBUTEROL, AVERY_ALBUTEROL, HIDDEN_METFORMIN];

const initial = { prescriptions: [], query: '', showHidden: false, pending: null, error: null };
const loadedFamily: OracleStep[] = [load, answer(FAMILY)];
/** A failed hide of Jordan's albuterol: the §8 generic text is shown. */
const failedHide: OracleStep[] = [...loadedFamily, setHidden('1234573', JORDAN, true), changeFails];
const ctx = (run: OracleRun) => run.snapshot().context;
const hiddenFlags = (run: OracleRun) =>
  ctx(run).prescriptions.map((p: Prescription) => [p.rxNumber, p.patientNumber, p.hidden]);

const cases: Case[] = [
  // §4 "General loading": idle, loading, then loaded or error.
  {
    name: 'starts idle with nothing loaded, query empty, hidden ones not shown, nothing pending, no message',
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchPrescriptions: 0, setVisibility: 0 },
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: 'idle accepts load and clear; refuses search, showHidden, setHidden and dismissError',
    steps: [],
    accepts: [load, reload, clear],
    refuses: [search('marsh'), showHidden(true), setHidden('1234573', JORDAN, true), dismiss],
  },
  {
    name: '§7.1 a load asks GET /prescription/patient/prescriptions (no input) and is busy',
    steps: [load],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchPrescriptions: 1 },
    verify: (run) => {
      expect(run.calls.fetchPrescriptions).toEqual([undefined]);
      expect(ctx(run)).toEqual(initial);
    },
  },
  {
    name: 'while loading a second load, search, showHidden, setHidden and dismissError are refused; clear accepted',
    steps: [load],
    refuses: [load, reload, search('marsh'), showHidden(true), setHidden('1234573', JORDAN, true), dismiss],
    accepts: [clear],
  },
  {
    name: '§2.2 the refills arrive: kept, and the cart is told (refillsLoaded) with the same list',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS)],
    state: { loaded: 'idle' },
    notTags: ['busy'],
    actions: [{ type: 'refillsLoaded', params: { prescriptions: FIXTURE_PRESCRIPTIONS } }],
    verify: (run) => {
      expect(ctx(run)).toEqual({ ...initial, prescriptions: FIXTURE_PRESCRIPTIONS });
      expect(run.lastActions.filter((a) => a.type === 'refillsLoaded')).toHaveLength(1);
    },
  },
  {
    name: 'an empty answer is loaded (not failed) and the cart is told of an empty list',
    steps: [load, answer([])],
    state: { loaded: 'idle' },
    actions: [{ type: 'refillsLoaded', params: { prescriptions: [] } }],
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: '§4 a failed load ends in failed, not busy, nothing kept and the cart not told',
    steps: [load, loadFails],
    state: 'failed',
    notTags: ['busy'],
    notActions: ['refillsLoaded'],
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: 'failed accepts a load (retry) and clear; refuses search, showHidden, setHidden, dismissError',
    steps: [load, loadFails],
    accepts: [load, clear],
    refuses: [search('marsh'), showHidden(true), setHidden('1234573', JORDAN, true), dismiss],
  },
  {
    name: 'retry after a failed load asks again and then loads',
    steps: [load, loadFails, load, answer(FIXTURE_PRESCRIPTIONS)],
    state: { loaded: 'idle' },
    callCounts: { fetchPrescriptions: 2 },
    verify: (run) => expect(ctx(run).prescriptions).toEqual(FIXTURE_PRESCRIPTIONS),
  },
  {
    name: 'loaded: a repeat load (also force false) is skipped; a forced load is accepted',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS)],
    refuses: [load, notForced],
    accepts: [reload, clear, search('ma'), showHidden(true), setHidden('1234573', JORDAN, true)],
  },
  {
    name: 'a repeat load when loaded does not ask again nor tell the cart again',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), load],
    state: { loaded: 'idle' },
    callCounts: { fetchPrescriptions: 1 },
    notActions: ['refillsLoaded'],
  },
  {
    name: 'a forced load asks again, busy, keeping the list, query and showHidden meanwhile; the cart told again',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), search('marsh'), showHidden(true), reload],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchPrescriptions: 2 },
    verify: (run) =>
      expect(ctx(run)).toEqual({
        ...initial,
        prescriptions: FIXTURE_PRESCRIPTIONS,
        query: 'marsh',
        showHidden: true,
      }),
  },
  {
    name: 'the reloaded list replaces the old one and is told to the cart',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), reload, answer([ATORVASTATIN])],
    state: { loaded: 'idle' },
    actions: [{ type: 'refillsLoaded', params: { prescriptions: [ATORVASTATIN] } }],
    verify: (run) => expect(ctx(run).prescriptions).toEqual([ATORVASTATIN]),
  },
  {
    name: '§4 a forced load clears the §8 message of a failed hide',
    steps: [...failedHide, reload],
    state: 'loading',
    verify: (run) => expect(ctx(run).error).toBeNull(),
  },
  // §5 "cart search filter": the query is kept as typed (the filter applies from 3 characters in the view).
  {
    name: '§5 the search query is kept as typed, short or long, without touching the list',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), search('ma')],
    state: { loaded: 'idle' },
    verify: (run) =>
      expect(ctx(run)).toEqual({ ...initial, prescriptions: FIXTURE_PRESCRIPTIONS, query: 'ma' }),
  },
  {
    name: '§5 a later query replaces the earlier one, an empty one clears it',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), search('marsh'), search('')],
    context: { query: '' },
  },
  {
    name: 'a 3-character query is kept',
    steps: [load, answer(FIXTURE_PRESCRIPTIONS), search('mar')],
    context: { query: 'mar' },
  },
  // Show hidden.
  {
    name: 'showing hidden ones sets showHidden; the same value again is refused, the other accepted',
    steps: [load, answer(FAMILY), showHidden(true)],
    refuses: [showHidden(true)],
    accepts: [showHidden(false)],
    verify: (run) => expect(ctx(run)).toEqual({ ...initial, prescriptions: FAMILY, showHidden: true }),
  },
  {
    name: 'showHidden false when already false is refused',
    steps: [load, answer(FAMILY)],
    refuses: [showHidden(false)],
    accepts: [showHidden(true)],
  },
  {
    name: 'turning showHidden back off sets it false',
    steps: [load, answer(FAMILY), showHidden(true), showHidden(false)],
    context: { showHidden: false },
  },
  // §7.1 POST /prescription/visibility: hidden flag per prescription.
  {
    name: 'hiding a shown prescription is accepted, showing a hidden one too; the rest are refused',
    steps: loadedFamily,
    accepts: [
      setHidden('1234573', JORDAN, true),
      setHidden('1234573', AVERY, true),
      setHidden('1234568', JORDAN, false),
    ],
    refuses: [
      setHidden('1234573', JORDAN, false),
      setHidden('1234568', JORDAN, true),
      setHidden('9999999', JORDAN, true),
      setHidden('1234567', AVERY, true),
    ],
  },
  {
    name: '§7.1 hiding sends POST /prescription/visibility with the rx number, patient and hidden flag; busy',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true)],
    state: { loaded: 'updating' },
    tags: ['busy'],
    calls: { setVisibility: { rxNumber: '1234573', patientNumber: JORDAN, hidden: true } },
    callCounts: { setVisibility: 1 },
    verify: (run) =>
      expect(ctx(run)).toEqual({
        ...initial,
        prescriptions: FAMILY,
        pending: { rxNumber: '1234573', patientNumber: JORDAN, hidden: true },
      }),
  },
  {
    name: 'showing a hidden prescription sends hidden false',
    steps: [...loadedFamily, setHidden('1234568', JORDAN, false)],
    state: { loaded: 'updating' },
    calls: { setVisibility: { rxNumber: '1234568', patientNumber: JORDAN, hidden: false } },
  },
  {
    name: 'a refused change sends nothing and stays idle',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, false), setHidden('9999999', JORDAN, true)],
    state: { loaded: 'idle' },
    notTags: ['busy'],
    callCounts: { setVisibility: 0 },
    context: { pending: null },
  },
  {
    name: 'while a change is saved, another change is refused; search, showHidden, forced load and clear are accepted',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true)],
    refuses: [setHidden('1234573', AVERY, true), load],
    accepts: [search('ma'), showHidden(true), reload, clear],
  },
  {
    name: 'the saved change flips only that patient’s prescription (not the same rx number of another patient)',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true), changed('1234573', JORDAN, true)],
    state: { loaded: 'idle' },
    notTags: ['busy'],
    notActions: ['refillsLoaded'],
    verify: (run) => {
      expect(hiddenFlags(run)).toEqual([
        ['1234567', JORDAN, false],
        ['1234573', JORDAN, true],
        ['1234573', AVERY, false],
        ['1234568', JORDAN, true],
      ]);
      expect(ctx(run).pending).toBeNull();
      expect(ctx(run).error).toBeNull();
      expect(ctx(run).prescriptions[1]).toEqual({ ...ALBUTEROL, hidden: true });
    },
  },
  {
    name: 'the change applied is the one the pharmacy answers',
    steps: [...loadedFamily, setHidden('1234573', AVERY, true), changed('1234573', AVERY, true)],
    verify: (run) =>
      expect(hiddenFlags(run)).toEqual([
        ['1234567', JORDAN, false],
        ['1234573', JORDAN, false],
        ['1234573', AVERY, true],
        ['1234568', JORDAN, true],
      ]),
  },
  {
    name: 'showing a hidden prescription clears its flag',
    steps: [...loadedFamily, setHidden('1234568', JORDAN, false), changed('1234568', JORDAN, false)],
    verify: (run) => expect(ctx(run).prescriptions[3]).toEqual(METFORMIN),
  },
  {
    name: 'after a hide is saved, showing it again is accepted and hiding it again refused',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true), changed('1234573', JORDAN, true)],
    accepts: [setHidden('1234573', JORDAN, false)],
    refuses: [setHidden('1234573', JORDAN, true)],
  },
  {
    name: `§8 a failed change keeps the flag, clears pending and says “${GENERIC}”`,
    steps: failedHide,
    state: { loaded: 'idle' },
    notTags: ['busy'],
    verify: (run) => expect(ctx(run)).toEqual({ ...initial, prescriptions: FAMILY, error: GENERIC }),
  },
  {
    name: 'with the message shown, dismissError is accepted and clears it; without, it is refused',
    steps: [...failedHide, dismiss],
    refuses: [dismiss],
    verify: (run) => expect(ctx(run)).toEqual({ ...initial, prescriptions: FAMILY }),
  },
  {
    name: 'with the message shown, dismissError is accepted',
    steps: failedHide,
    accepts: [dismiss],
  },
  {
    name: 'loaded with no message refuses dismissError',
    steps: loadedFamily,
    refuses: [dismiss],
  },
  {
    name: 'retrying the change after a failure clears the message and sends the same change again',
    steps: [...failedHide, setHidden('1234573', JORDAN, true)],
    state: { loaded: 'updating' },
    callCounts: { setVisibility: 2 },
    calls: { setVisibility: { rxNumber: '1234573', patientNumber: JORDAN, hidden: true } },
    context: { error: null, pending: { rxNumber: '1234573', patientNumber: JORDAN, hidden: true } },
  },
  {
    name: 'a retried change that succeeds applies the flag with no message',
    steps: [...failedHide, setHidden('1234573', JORDAN, true), changed('1234573', JORDAN, true)],
    verify: (run) => {
      expect(ctx(run).error).toBeNull();
      expect(ctx(run).prescriptions[1].hidden).toBe(true);
    },
  },
  // Clear (sign-out).
  {
    name: 'clear from loaded goes back to idle with everything reset',
    steps: [...failedHide, search('marsh'), showHidden(true), clear],
    state: 'idle',
    notTags: ['busy'],
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: 'clear while loading stops it; the late answer is ignored',
    steps: [load, clear, answer(FIXTURE_PRESCRIPTIONS)],
    state: 'idle',
    notActions: ['refillsLoaded'],
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: 'clear while a change is saved resets pending; after clear a load asks again',
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true), clear, load],
    state: 'loading',
    callCounts: { fetchPrescriptions: 2 },
    verify: (run) => expect(ctx(run)).toEqual(initial),
  },
  {
    name: 'clear from failed goes back to idle',
    steps: [load, loadFails, clear],
    state: 'idle',
  },
];

interface ViewCase {
  name: string;
  steps: OracleStep[];
  view: Record<string, unknown>;
}

const viewCases: ViewCase[] = [
  {
    name: "view before any load: status 'idle' and the defaults",
    steps: [],
    view: { status: 'idle', ...initial },
  },
  { name: "view while loading: status 'loading'", steps: [load], view: { status: 'loading', ...initial } },
  {
    name: "view after a failed load: status 'failed'",
    steps: [load, loadFails],
    view: { status: 'failed', ...initial },
  },
  {
    name: "view when loaded: status 'loaded' with the list, query and showHidden",
    steps: [...loadedFamily, search('marsh'), showHidden(true)],
    view: { status: 'loaded', ...initial, prescriptions: FAMILY, query: 'marsh', showHidden: true },
  },
  {
    name: "view while a change is saved: status 'loaded' with the pending change",
    steps: [...loadedFamily, setHidden('1234573', JORDAN, true)],
    view: {
      status: 'loaded',
      ...initial,
      prescriptions: FAMILY,
      pending: { rxNumber: '1234573', patientNumber: JORDAN, hidden: true },
    },
  },
  {
    name: 'view after a failed change: the §8 generic message',
    steps: failedHide,
    view: { status: 'loaded', ...initial, prescriptions: FAMILY, error: GENERIC },
  },
];

describe('rxPrescriptions chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});

describe('rxPrescriptions selectors: selectPrescriptionsView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectPrescriptionsView } = await import(
        '../../machines/rx/prescriptions/prescriptions.selectors'
      );
      checkOracle(machine, {
        name: c.name,
        steps: c.steps,
        verify: (run) => expect(selectPrescriptionsView(run.snapshot() as never)).toEqual(c.view),
      });
    });
});
