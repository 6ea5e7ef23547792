// @vitest-environment node
/**
 * The prescription history and expense report chart's oracle table (pharmacy-portal.md §2.1 /rx/prescription-history,
 * /rx/prescription-history/expense-report, /rx/create-expense-report; §3 "Prescription history"; §5 "history date
 * range is limited to 36 months back"; §9 "History and expense range: default last 12 months, capped at 36 months
 * back. Default filters: All for prescription and location"). Each expected value is a literal copied from the spec
 * (§5's "Date must be on or after {date}", "Date must not be in the future", "Please enter a valid date."), from
 * docs/choices.md where the spec gives no text (the order message) or from the chart's fixtures (Jordan's fills, today
 * 2026-11-24), never the chart's own constant. The coverage replay over the generated paths is in
 * rxRecords.model.test.ts. This file is the history area's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { historyData } from '../../machines/rx/history/history.fixtures';
import type { historyMachine } from '../../machines/rx/history/history.machine';
import { type OracleCase, oracleTable } from './oracle';

const settle = () => new Promise((r) => setTimeout(r, 0));

type Case = OracleCase<typeof historyMachine>;

const loadChart = () => import('../../machines/rx/history/history.machine').then((m) => m.historyMachine);

const TODAY = '2026-11-24';
const JORDAN = '100234567';
const AVERY = '100234568';
const TOO_EARLY = 'Date must be on or after 11/24/2023';
const FUTURE = 'Date must not be in the future';
const INVALID = 'Please enter a valid date.';
const ORDER = 'The start date must be on or before the end date.';
const LOAD_ERROR = 'We could not load your prescription history. Please try again.';

const input = { today: TODAY, range: null };
const defaults = { from: '2025-11-24', to: '2026-11-24', prescription: 'All', location: 'All' };

const load = (patientNumber = JORDAN) => ({ type: 'history.load', patientNumber }) as const;
const edit = { type: 'history.edit' } as const;
const retry = { type: 'history.retry' } as const;
const print = { type: 'history.print' } as const;
const filter = (f: Partial<typeof defaults>) =>
  ({ type: 'history.filter', filters: { ...defaults, ...f } }) as const;
const done = { type: 'xstate.done.actor.fetchHistory', output: historyData };
const fails = {
  type: 'xstate.error.actor.fetchHistory',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'GET /rx/api/prescription/transactions',
    status: 500,
    message: 'x',
  },
};
const loaded = [load(), done];

const initialContext = {
  today: '2026-11-24',
  patientNumber: null,
  filters: { from: '2025-11-24', to: '2026-11-24', prescription: 'All', location: 'All' },
  loadedRange: null,
  filterError: null,
  loadError: null,
  transactions: [],
  maxRequestStartDate: '',
  historyDataPresentFrom: null,
  hasMailOrder: false,
  hasRetailOrder: false,
};

const cases: Case[] = [
  // §9 defaults.
  {
    name: '§9 defaults: the last 12 months up to today (2025-11-24 to 2026-11-24), All prescriptions and locations, nothing loaded',
    input,
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchHistory: 0 },
    verify: (run) => expect(run.snapshot().context).toEqual(initialContext),
  },
  {
    name: '§9 the default range follows the given today (2026-03-15 → from 2025-03-15)',
    input: { today: '2026-03-15', range: null },
    steps: [load()],
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-03-15', endDate: '2026-03-15' } },
    context: {
      today: '2026-03-15',
      filters: { from: '2025-03-15', to: '2026-03-15', prescription: 'All', location: 'All' },
    },
  },
  {
    name: 'idle: a load and the create form are accepted; filter, print and retry are refused',
    input,
    steps: [],
    state: 'idle',
    accepts: [load(), edit],
    refuses: [filter({}), print, retry],
  },
  // Loading.
  {
    name: '§7.1 a load asks for the patient’s fills of the default range and is busy meanwhile',
    input,
    steps: [load()],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchHistory: 1 },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-11-24', endDate: '2026-11-24' } },
    context: { patientNumber: JORDAN, loadError: null },
    refuses: [load(AVERY), filter({ location: '01400412' }), print, retry, edit],
  },
  {
    name: 'the loaded fills are kept whole with the range they cover; no longer busy',
    input,
    steps: loaded,
    state: 'loaded',
    notTags: ['busy'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...initialContext,
        patientNumber: JORDAN,
        transactions: historyData.transactions,
        maxRequestStartDate: '2023-11-24',
        historyDataPresentFrom: '2024-05-21',
        hasMailOrder: true,
        hasRetailOrder: true,
        loadedRange: { from: '2025-11-24', to: '2026-11-24' },
      }),
  },
  // Failure and retry.
  {
    name: 'a failed load says “We could not load your prescription history. Please try again.” and offers Try Again',
    input,
    steps: [load(), fails],
    state: 'failed',
    notTags: ['busy'],
    context: { loadError: LOAD_ERROR, loadedRange: null, transactions: [] },
    accepts: [retry, load(), load(AVERY)],
    refuses: [filter({}), print, edit],
  },
  {
    name: 'Try Again loads the same patient and range again',
    input,
    steps: [load(), fails, retry],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchHistory: 2 },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-11-24', endDate: '2026-11-24' } },
  },
  {
    name: 'a retry that succeeds clears the load error',
    input,
    steps: [load(), fails, retry, done],
    state: 'loaded',
    context: { loadError: null, loadedRange: { from: '2025-11-24', to: '2026-11-24' } },
  },
  {
    name: 'after a failure a load of another patient loads them and clears the error at once',
    input,
    steps: [load(), fails, load(AVERY)],
    state: 'loading',
    callCounts: { fetchHistory: 2 },
    calls: { fetchHistory: { patientNumber: AVERY, startDate: '2025-11-24', endDate: '2026-11-24' } },
    context: { patientNumber: AVERY, loadError: null },
  },
  {
    name: 'after a failure a load of the same patient loads again too',
    input,
    steps: [load(), fails, load()],
    state: 'loading',
    callCounts: { fetchHistory: 2 },
    context: { patientNumber: JORDAN, loadError: null },
  },
  // Patient switch once loaded.
  {
    name: 'loaded: the same patient is not loaded twice; print and filters are accepted',
    input,
    steps: loaded,
    state: 'loaded',
    refuses: [load(), retry, edit],
    accepts: [load(AVERY), print, filter({ location: '01400412' })],
    callCounts: { fetchHistory: 1 },
  },
  {
    name: 'loaded: another patient loads their fills for the filters’ range',
    input,
    steps: [...loaded, filter({ from: '2025-01-01' }), done, load(AVERY)],
    state: 'loading',
    callCounts: { fetchHistory: 3 },
    calls: { fetchHistory: { patientNumber: AVERY, startDate: '2025-01-01', endDate: '2026-11-24' } },
    context: { patientNumber: AVERY },
  },
  // §5 / §9 range: 36 months back (today 2026-11-24 → 2023-11-24).
  {
    name: '§5 a start exactly 36 months back (2023-11-24) is allowed and loads that range',
    input,
    steps: [...loaded, filter({ from: '2023-11-24' })],
    state: 'loading',
    callCounts: { fetchHistory: 2 },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2023-11-24', endDate: '2026-11-24' } },
    context: { filterError: null, filters: { ...defaults, from: '2023-11-24' } },
  },
  {
    name: '§5 a start one day within 36 months (2023-11-25) is allowed',
    input,
    steps: [...loaded, filter({ from: '2023-11-25' })],
    state: 'loading',
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2023-11-25', endDate: '2026-11-24' } },
    context: { filterError: null },
  },
  {
    name: '§5 a start one day further back than 36 months (2023-11-23) says “Date must be on or after 11/24/2023” and keeps the filters',
    input,
    steps: [...loaded, filter({ from: '2023-11-23', location: '01400412' })],
    state: 'loaded',
    callCounts: { fetchHistory: 1 },
    notActions: ['applyFilters'],
    context: { filterError: TOO_EARLY, filters: defaults },
  },
  {
    name: '§5 an end of today is allowed; an end of tomorrow says “Date must not be in the future”',
    input,
    steps: [...loaded, filter({ from: '2026-01-01', to: '2026-11-25' })],
    state: 'loaded',
    callCounts: { fetchHistory: 1 },
    context: { filterError: FUTURE, filters: defaults },
  },
  {
    name: '§5 a start in the future says “Date must not be in the future”',
    input,
    steps: [...loaded, filter({ from: '2026-11-25', to: '2026-11-24' })],
    context: { filterError: FUTURE },
    callCounts: { fetchHistory: 1 },
  },
  {
    name: 'a start after the end says “The start date must be on or before the end date.”',
    input,
    steps: [...loaded, filter({ from: '2026-05-01', to: '2026-04-01' })],
    state: 'loaded',
    context: { filterError: ORDER, filters: defaults },
    callCounts: { fetchHistory: 1 },
  },
  {
    name: 'a start equal to the end (one day) is allowed',
    input,
    steps: [...loaded, filter({ from: '2026-04-01', to: '2026-04-01' })],
    state: 'loading',
    context: { filterError: null },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2026-04-01', endDate: '2026-04-01' } },
  },
  {
    name: '§5 an impossible start date (2026-13-01) says “Please enter a valid date.”',
    input,
    steps: [...loaded, filter({ from: '2026-13-01' })],
    state: 'loaded',
    context: { filterError: INVALID, filters: defaults },
  },
  {
    name: '§5 an end date not written YYYY-MM-DD (2026-1-01) says “Please enter a valid date.”',
    input,
    steps: [...loaded, filter({ from: '2025-12-01', to: '2026-1-01' })],
    context: { filterError: INVALID },
  },
  {
    name: 'an allowed filter after a refused one clears the message',
    input,
    steps: [...loaded, filter({ from: '2023-11-23' }), filter({ location: '01400412' })],
    state: 'loaded',
    context: { filterError: null, filters: { ...defaults, location: '01400412' } },
  },
  // Local filters versus new dates.
  {
    name: 'same dates: prescription and location filter the loaded fills without loading again',
    input,
    steps: [...loaded, filter({ prescription: '1234567', location: '01400412' })],
    state: 'loaded',
    callCounts: { fetchHistory: 1 },
    context: {
      filters: { from: '2025-11-24', to: '2026-11-24', prescription: '1234567', location: '01400412' },
      filterError: null,
      loadedRange: { from: '2025-11-24', to: '2026-11-24' },
    },
  },
  {
    name: 'a new start date (same end) loads again with the filters applied',
    input,
    steps: [...loaded, filter({ from: '2025-06-01', location: '01400733' })],
    state: 'loading',
    callCounts: { fetchHistory: 2 },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-06-01', endDate: '2026-11-24' } },
    context: { filters: { ...defaults, from: '2025-06-01', location: '01400733' } },
  },
  {
    name: 'a new end date (same start) loads again',
    input,
    steps: [...loaded, filter({ to: '2026-10-31' })],
    state: 'loading',
    callCounts: { fetchHistory: 2 },
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-11-24', endDate: '2026-10-31' } },
  },
  {
    name: 'the new load’s answer records its range as the one covered',
    input,
    steps: [
      ...loaded,
      filter({ from: '2025-06-01', to: '2026-10-31' }),
      done,
      filter({ from: '2025-06-01', to: '2026-10-31', location: '01400412' }),
    ],
    state: 'loaded',
    callCounts: { fetchHistory: 2 },
    context: { loadedRange: { from: '2025-06-01', to: '2026-10-31' } },
  },
  {
    name: 'Print prints the loaded history (the expense report’s Print button)',
    input,
    steps: [...loaded, print],
    state: 'loaded',
    actions: [{ type: 'printReport' }],
  },
  // Create expense report.
  {
    name: 'the create-expense-report form opens on edit; it loads nothing and refuses load and print',
    input,
    steps: [edit],
    state: 'editing',
    notTags: ['busy'],
    callCounts: { fetchHistory: 0 },
    refuses: [load(), print, retry, edit],
    accepts: [filter({})],
  },
  {
    name: 'the create form opens the expense report for an allowed range with its dates',
    input,
    steps: [edit, filter({ from: '2024-01-01', to: '2024-12-31' })],
    state: 'editing',
    actions: [{ type: 'openExpenseReport', params: { from: '2024-01-01', to: '2024-12-31' } }],
    callCounts: { fetchHistory: 0 },
    context: { filterError: null, filters: { ...defaults, from: '2024-01-01', to: '2024-12-31' } },
  },
  {
    name: 'the create form refuses a start before 11/24/2023 with its message and opens no report',
    input,
    steps: [edit, filter({ from: '2023-11-01', to: '2024-01-31' })],
    state: 'editing',
    notActions: ['openExpenseReport'],
    context: { filterError: TOO_EARLY, filters: defaults },
  },
  {
    name: 'the create form opens a report starting exactly 36 months back, and clears an earlier message',
    input,
    steps: [edit, filter({ to: '2026-11-25' }), filter({ from: '2023-11-24', to: '2024-11-24' })],
    state: 'editing',
    actions: [{ type: 'openExpenseReport', params: { from: '2023-11-24', to: '2024-11-24' } }],
    context: { filterError: null },
  },
  {
    name: 'the create form refuses an end in the future',
    input,
    steps: [edit, filter({ to: '2026-11-25' })],
    notActions: ['openExpenseReport'],
    context: { filterError: FUTURE },
  },
  // The expense report's range from the address.
  {
    name: 'an allowed range from the address is the expense report’s, All filters, no message; it loads that range',
    input: { today: TODAY, range: { from: '2026-01-01', to: '2026-06-30' } },
    steps: [load()],
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2026-01-01', endDate: '2026-06-30' } },
    verify: (run) => {
      expect(run.snapshot().context.filters).toEqual({
        from: '2026-01-01',
        to: '2026-06-30',
        prescription: 'All',
        location: 'All',
      });
      expect(run.snapshot().context.filterError).toBeNull();
    },
  },
  {
    name: 'a range from the address starting exactly 36 months back is allowed',
    input: { today: TODAY, range: { from: '2023-11-24', to: '2024-11-24' } },
    steps: [],
    context: { filterError: null, filters: { ...defaults, from: '2023-11-24', to: '2024-11-24' } },
  },
  {
    name: 'a refused range from the address falls back to the last 12 months with “Date must be on or after 11/24/2023”',
    input: { today: TODAY, range: { from: '2023-11-23', to: '2026-06-30' } },
    steps: [load()],
    calls: { fetchHistory: { patientNumber: JORDAN, startDate: '2025-11-24', endDate: '2026-11-24' } },
    verify: (run) => {
      expect(run.snapshot().context.filters).toEqual(defaults);
      expect(run.snapshot().context.filterError).toBe(TOO_EARLY);
    },
  },
  {
    name: 'a range from the address ending in the future falls back with “Date must not be in the future”',
    input: { today: TODAY, range: { from: '2026-01-01', to: '2026-12-31' } },
    steps: [],
    context: { filterError: FUTURE, filters: defaults },
  },
];

describe('rxPrescriptionHistory: oracle (§5, §9: last 12 months by default, never more than 36 months back)', () => {
  const TODAY = '2026-11-24';
  async function started(range: { from: string; to: string } | null = null) {
    const { historyMachine } = await import('../../machines/rx/history/history.machine');
    const inputs: unknown[] = [];
    const reports: unknown[] = [];
    let printed = 0;
    const actor = createActor(
      historyMachine.provide({
        actors: {
          fetchHistory: fromPromise(async ({ input }) => {
            inputs.push(input);
            return {
              transactions: [],
              maxRequestStartDate: '2023-11-24',
              historyDataPresentFrom: null,
              hasMailOrder: false,
              hasRetailOrder: true,
            };
          }),
        },
        actions: {
          openExpenseReport: (_, p) => reports.push(p),
          printReport: () => {
            printed += 1;
          },
        },
      }),
      { input: { today: TODAY, range } },
    ).start();
    return { actor, inputs, reports, printed: () => printed };
  }

  it('defaults to the last 12 months and All for prescription and location', async () => {
    const { actor, inputs } = await started();
    expect(actor.getSnapshot().context.filters).toEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      prescription: 'All',
      location: 'All',
    });
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    expect(inputs).toEqual([{ patientNumber: '100234567', startDate: '2025-11-24', endDate: '2026-11-24' }]);
  });

  it.each([
    { from: '2023-11-24', to: '2026-11-24', error: null, loads: 2 },
    { from: '2023-11-23', to: '2026-11-24', error: 'Date must be on or after 11/24/2023', loads: 1 },
    { from: '2026-01-01', to: '2026-11-25', error: 'Date must not be in the future', loads: 1 },
    {
      from: '2026-05-01',
      to: '2026-04-01',
      error: 'The start date must be on or before the end date.',
      loads: 1,
    },
    { from: '2026-13-01', to: '2026-11-24', error: 'Please enter a valid date.', loads: 1 },
  ])('from $from to $to: error $error', async ({ from, to, error, loads }) => {
    const { actor, inputs } = await started();
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    actor.send({ type: 'history.filter', filters: { from, to, prescription: 'All', location: 'All' } });
    await settle();
    expect(actor.getSnapshot().context.filterError).toBe(error);
    expect(inputs).toHaveLength(loads);
  });

  it('filters prescription and location without loading again; prints', async () => {
    const { actor, inputs, printed } = await started();
    actor.send({ type: 'history.load', patientNumber: '100234567' });
    await settle();
    actor.send({
      type: 'history.filter',
      filters: { from: '2025-11-24', to: '2026-11-24', prescription: '1234567', location: '01400412' },
    });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(inputs).toHaveLength(1);
    actor.send({ type: 'history.print' });
    expect(printed()).toBe(1);
  });

  it('the create form opens the report for an allowed range only; a refused range from the address falls back', async () => {
    const { actor, reports } = await started();
    actor.send({ type: 'history.edit' });
    actor.send({
      type: 'history.filter',
      filters: { from: '2023-11-01', to: '2024-01-31', prescription: 'All', location: 'All' },
    });
    actor.send({
      type: 'history.filter',
      filters: { from: '2024-01-01', to: '2024-12-31', prescription: 'All', location: 'All' },
    });
    expect(reports).toEqual([{ from: '2024-01-01', to: '2024-12-31' }]);
    const refused = (await started({ from: '2020-01-01', to: '2020-12-31' })).actor.getSnapshot().context;
    expect([refused.filters.from, refused.filterError]).toEqual([
      '2025-11-24',
      'Date must be on or after 11/24/2023',
    ]);
  });
  oracleTable(loadChart, cases);
});
