// @vitest-environment node
/**
 * The prescription receipts chart's oracle table (pharmacy-portal.md §2.1 /rx/prescription-receipt; §3 "Prescription
 * history": filterParamsReceipts (from, to, location), receipts (dateTime, pharmacy), selectedReceipt; §7.1 GET
 * /receipt-loyalty?loyaltyId; §9 "History and expense range: default last 12 months, capped at 36 months back"
 * applied to receipts as to the history; docs/choices.md "Receipts": a patient without a card has no receipts).
 * Each expected value is a literal copied from the spec (§5's range messages), from docs/choices.md where the spec
 * gives no text, or from the chart's fixtures (the Oakley and Hyde Park receipts on Jordan's card, today 2026-11-24),
 * never the chart's own constant. The coverage replay over the generated paths is in rxRecords.model.test.ts. This
 * file is the receipts area's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { fixtureReceipts } from '../../machines/rx/receipts/receipts.fixtures';
import type { receiptsMachine } from '../../machines/rx/receipts/receipts.machine';
import { type OracleCase, oracleTable } from './oracle';

const settle = () => new Promise((r) => setTimeout(r, 0));

type Case = OracleCase<typeof receiptsMachine>;

const loadChart = () => import('../../machines/rx/receipts/receipts.machine').then((m) => m.receiptsMachine);

const input = { today: '2026-11-24' };
const CARD = '4800012345678';
const OTHER_CARD = '4800098765432';
const OAKLEY_RECEIPT = 'R-01400412-20261121';
const HYDE_PARK_RECEIPT = 'R-01400733-20260608';
const TOO_EARLY = 'Date must be on or after 11/24/2023';
const FUTURE = 'Date must not be in the future';
const INVALID = 'Please enter a valid date.';
const ORDER = 'The start date must be on or before the end date.';
const LOAD_ERROR = 'We could not load your prescription history. Please try again.';

const defaults = { from: '2025-11-24', to: '2026-11-24', location: 'All' };

const load = (loyaltyId: string | null = CARD) => ({ type: 'receipts.load', loyaltyId }) as const;
const open = (receiptId: string) => ({ type: 'receipts.open', receiptId }) as const;
const close = { type: 'receipts.close' } as const;
const retry = { type: 'receipts.retry' } as const;
const filter = (f: Partial<typeof defaults>) =>
  ({ type: 'receipts.filter', filters: { ...defaults, ...f } }) as const;
const done = { type: 'xstate.done.actor.fetchReceipts', output: fixtureReceipts };
const fails = {
  type: 'xstate.error.actor.fetchReceipts',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'GET /rx/api/receipt-loyalty',
    status: 500,
    message: 'x',
  },
};
const loaded = [load(), done];
const viewing = [...loaded, open(HYDE_PARK_RECEIPT)];

const cases: Case[] = [
  {
    name: '§9 defaults: the last 12 months (2025-11-24 to 2026-11-24), All locations, no card, nothing selected',
    input,
    steps: [],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { fetchReceipts: 0 },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        today: '2026-11-24',
        loyaltyId: null,
        receipts: [],
        filters: { from: '2025-11-24', to: '2026-11-24', location: 'All' },
        filterError: null,
        selectedReceiptId: null,
        loadError: null,
      }),
  },
  {
    name: '§9 the default range follows the given today (2026-03-15 → from 2025-03-15)',
    input: { today: '2026-03-15' },
    steps: [],
    context: { filters: { from: '2025-03-15', to: '2026-03-15', location: 'All' } },
  },
  {
    name: 'idle: a load (with or without a card) is accepted; filter, open, close and retry are refused',
    input,
    steps: [],
    accepts: [load(), load(null)],
    refuses: [filter({}), open(OAKLEY_RECEIPT), close, retry],
  },
  {
    name: '§7.1 a patient with a loyalty card: GET /receipt-loyalty with that loyaltyId, busy meanwhile',
    input,
    steps: [load()],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchReceipts: 1 },
    calls: { fetchReceipts: { loyaltyId: CARD } },
    context: { loyaltyId: CARD, selectedReceiptId: null, loadError: null },
    refuses: [load(OTHER_CARD), load(null), filter({}), open(OAKLEY_RECEIPT), retry],
  },
  {
    name: 'a patient without a loyalty card has no receipts: no call, noLoyaltyCard',
    input,
    steps: [load(null)],
    state: 'noLoyaltyCard',
    notTags: ['busy'],
    callCounts: { fetchReceipts: 0 },
    context: { loyaltyId: null, receipts: [] },
    refuses: [load(null), filter({}), open(OAKLEY_RECEIPT), retry],
    accepts: [load()],
  },
  {
    name: 'from noLoyaltyCard a patient with a card loads that card’s receipts',
    input,
    steps: [load(null), load(OTHER_CARD)],
    state: 'loading',
    calls: { fetchReceipts: { loyaltyId: OTHER_CARD } },
    context: { loyaltyId: OTHER_CARD },
  },
  {
    name: 'the receipts are kept whole; the list shows, nothing selected, not busy',
    input,
    steps: loaded,
    state: { loaded: 'list' },
    notTags: ['busy'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        today: '2026-11-24',
        loyaltyId: CARD,
        receipts: fixtureReceipts,
        filters: defaults,
        filterError: null,
        selectedReceiptId: null,
        loadError: null,
      }),
  },
  // Failure and retry.
  {
    name: 'a failed load says “We could not load your prescription history. Please try again.” and offers Try Again',
    input,
    steps: [load(), fails],
    state: 'failed',
    notTags: ['busy'],
    context: { loadError: LOAD_ERROR, receipts: [] },
    accepts: [retry],
    refuses: [filter({}), open(OAKLEY_RECEIPT), close],
  },
  {
    name: 'Try Again asks for the same card again',
    input,
    steps: [load(), fails, retry],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchReceipts: 2 },
    calls: { fetchReceipts: { loyaltyId: CARD } },
  },
  {
    name: 'a retry that succeeds clears the load error and lists the receipts',
    input,
    steps: [load(), fails, retry, done],
    state: { loaded: 'list' },
    context: { loadError: null, receipts: fixtureReceipts },
  },
  // Card switch once loaded.
  {
    name: 'loaded: the same card is not asked for twice',
    input,
    steps: loaded,
    refuses: [load(), retry, close],
    accepts: [load(OTHER_CARD), load(null), open(OAKLEY_RECEIPT), filter({})],
  },
  {
    name: 'loaded: another patient’s card loads its receipts and drops the open receipt',
    input,
    steps: [...viewing, load(OTHER_CARD)],
    state: 'loading',
    callCounts: { fetchReceipts: 2 },
    calls: { fetchReceipts: { loyaltyId: OTHER_CARD } },
    context: { loyaltyId: OTHER_CARD, selectedReceiptId: null },
  },
  {
    name: 'loaded: a patient without a card goes to noLoyaltyCard and drops the open receipt',
    input,
    steps: [...viewing, load(null)],
    state: 'noLoyaltyCard',
    callCounts: { fetchReceipts: 1 },
    context: { loyaltyId: null, selectedReceiptId: null },
  },
  // Opening one receipt.
  {
    name: '§3 selectedReceipt: opening a listed receipt shows it',
    input,
    steps: viewing,
    state: { loaded: 'viewing' },
    context: { selectedReceiptId: HYDE_PARK_RECEIPT },
    refuses: [open(HYDE_PARK_RECEIPT), open('R-00000000-20260101')],
    accepts: [open(OAKLEY_RECEIPT), close],
  },
  {
    name: 'a receipt that is not on the card is refused',
    input,
    steps: loaded,
    refuses: [open('R-00000000-20260101')],
  },
  {
    name: 'from one open receipt another listed one opens in its place',
    input,
    steps: [...viewing, open(OAKLEY_RECEIPT)],
    state: { loaded: 'viewing' },
    context: { selectedReceiptId: OAKLEY_RECEIPT },
  },
  {
    name: 'Close Receipt goes back to the list with nothing selected',
    input,
    steps: [...viewing, close],
    state: { loaded: 'list' },
    context: { selectedReceiptId: null },
    refuses: [close],
    accepts: [open(HYDE_PARK_RECEIPT)],
  },
  {
    name: 'a location filter hides the other store’s receipt: it can no longer be opened',
    input,
    steps: [...loaded, filter({ location: '01400412' })],
    state: { loaded: 'list' },
    refuses: [open(HYDE_PARK_RECEIPT)],
    accepts: [open(OAKLEY_RECEIPT)],
  },
  {
    name: 'a date filter hides a receipt outside it: it can no longer be opened',
    input,
    steps: [...loaded, filter({ from: '2026-07-01' })],
    refuses: [open(HYDE_PARK_RECEIPT)],
    accepts: [open(OAKLEY_RECEIPT)],
  },
  {
    name: 'a one-day range (2026-06-08) keeps the receipt of that day openable and hides the others',
    input,
    steps: [...loaded, filter({ from: '2026-06-08', to: '2026-06-08' })],
    accepts: [open(HYDE_PARK_RECEIPT)],
    refuses: [open(OAKLEY_RECEIPT)],
  },
  // Filters (applied locally).
  {
    name: 'an allowed filter applies locally (no call), closes the open receipt and shows the list',
    input,
    steps: [...viewing, filter({ location: '01400733' })],
    state: { loaded: 'list' },
    callCounts: { fetchReceipts: 1 },
    verify: (run) => {
      const c = run.snapshot().context;
      expect(c.filters).toEqual({ from: '2025-11-24', to: '2026-11-24', location: '01400733' });
      expect([c.filterError, c.selectedReceiptId]).toEqual([null, null]);
    },
  },
  {
    name: '§5 a start exactly 36 months back (2023-11-24) is allowed',
    input,
    steps: [...loaded, filter({ from: '2023-11-24' })],
    context: { filterError: null, filters: { ...defaults, from: '2023-11-24' } },
  },
  {
    name: '§5 a start one day within 36 months (2023-11-25) is allowed',
    input,
    steps: [...loaded, filter({ from: '2023-11-25' })],
    context: { filterError: null, filters: { ...defaults, from: '2023-11-25' } },
  },
  {
    name: '§5 a start one day further back (2023-11-23) says “Date must be on or after 11/24/2023”, keeps the filters and the open receipt',
    input,
    steps: [...viewing, filter({ from: '2023-11-23', location: '01400412' })],
    state: { loaded: 'viewing' },
    callCounts: { fetchReceipts: 1 },
    context: { filterError: TOO_EARLY, filters: defaults, selectedReceiptId: HYDE_PARK_RECEIPT },
  },
  {
    name: '§5 an end after today says “Date must not be in the future”',
    input,
    steps: [...loaded, filter({ to: '2026-11-25' })],
    context: { filterError: FUTURE, filters: defaults },
  },
  {
    name: 'a start after the end says “The start date must be on or before the end date.”',
    input,
    steps: [...loaded, filter({ from: '2026-05-01', to: '2026-04-01' })],
    context: { filterError: ORDER, filters: defaults },
  },
  {
    name: '§5 an impossible date says “Please enter a valid date.”',
    input,
    steps: [...loaded, filter({ from: '2026-02-30' })],
    context: { filterError: INVALID, filters: defaults },
  },
  {
    name: 'an allowed filter after a refused one clears the message',
    input,
    steps: [...loaded, filter({ from: '2023-11-23' }), filter({ location: '01400412' })],
    context: { filterError: null, filters: { ...defaults, location: '01400412' } },
  },
];

describe('rxReceipts: oracle', () => {
  async function started(fetch: () => Promise<unknown> = async () => fixtureReceipts) {
    const { receiptsMachine } = await import('../../machines/rx/receipts/receipts.machine');
    const inputs: unknown[] = [];
    const actor = createActor(
      receiptsMachine.provide({
        actors: {
          fetchReceipts: fromPromise(async ({ input }) => {
            inputs.push(input);
            return fetch() as never;
          }),
        },
      }),
      { input: { today: '2026-11-24' } },
    ).start();
    return { actor, inputs };
  }

  it('loads by loyalty id, opens and closes one receipt, filters by location (default All, last 12 months)', async () => {
    const { actor, inputs } = await started();
    expect(actor.getSnapshot().context.filters).toEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      location: 'All',
    });
    actor.send({ type: 'receipts.load', loyaltyId: '4800012345678' });
    await settle();
    expect(inputs).toEqual([{ loyaltyId: '4800012345678' }]);
    actor.send({ type: 'receipts.open', receiptId: 'R-01400733-20260608' });
    expect(actor.getSnapshot().matches({ loaded: 'viewing' })).toBe(true);
    expect(actor.getSnapshot().context.selectedReceiptId).toBe('R-01400733-20260608');
    actor.send({ type: 'receipts.close' });
    expect(actor.getSnapshot().matches({ loaded: 'list' })).toBe(true);
    actor.send({
      type: 'receipts.filter',
      filters: { from: '2022-01-01', to: '2026-11-24', location: 'All' },
    });
    expect(actor.getSnapshot().context.filterError).toBe('Date must be on or after 11/24/2023');
  });

  it('a patient without a loyalty card has no receipts (no call)', async () => {
    const { actor, inputs } = await started();
    actor.send({ type: 'receipts.load', loyaltyId: null });
    expect(actor.getSnapshot().value).toBe('noLoyaltyCard');
    expect(inputs).toEqual([]);
  });
  oracleTable(loadChart, cases);
});
