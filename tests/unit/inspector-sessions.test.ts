// @vitest-environment node
/**
 * The inspector's answers across sessions (src/inspector/sessions.ts) and the heat map's room in the layout:
 * a session is a browser session (one tab across its page loads), sessions with no keyboard or pointer input
 * can be left out, the never-taken list is exactly the heat map's zeros (inside collapsed states too), and a
 * count never runs into a name.
 */
import { describe, expect, it } from 'vitest';
import type { StoredFlowRecord } from '../../api/contracts/flows';
import { findMachine } from '../../machines/registry';
import { readDefinition } from '../../src/inspector/diagram/definition';
import { COUNT_ROOM, defaultView, expandOneLevel, layoutChart } from '../../src/inspector/diagram/layout';
import {
  funnel,
  funnelSteps,
  heatMap,
  neverTaken,
  neverTakenCsv,
  sessionSummaries,
  transitionRows,
  withInput,
} from '../../src/inspector/sessions';

const signIn = readDefinition(findMachine('signIn')!.machine);
const checkout = readDefinition(findMachine('rxCheckout')!.machine);

let clock = Date.parse('2026-11-23T09:00:00Z');
/** One chart run of a page load: its steps as the collector stores them. */
function run(
  machine: string,
  page: string,
  browser: string,
  steps: [event: string, to: string, transitions: string[], status?: StoredFlowRecord['status']][],
  input = true,
): StoredFlowRecord[] {
  return steps.map(([event, to, transitions, status = 'active'], seq) => {
    clock += 1000;
    return record(page, browser, input, machine, seq, event, to, transitions, status);
  });
}

function record(
  page: string,
  browser: string,
  input: boolean,
  machine: string,
  seq: number,
  event: string,
  to: string,
  transitions: string[],
  status: StoredFlowRecord['status'],
): StoredFlowRecord {
  return {
    session: page,
    browser,
    input,
    actor: 'x:1',
    machine,
    seq,
    event,
    to,
    status,
    transitions,
    at: new Date(clock).toISOString(),
  };
}

const opened: [string, string, string[]][] = [
  ['xstate.init', 'opening', []],
  ['signIn.open', 'page.checking', ['signIn.opening ▸ signIn.open ▸ 0']],
  ['signIn.sessionKnown', 'page.ready', ['signIn.page.checking ▸ signIn.sessionKnown ▸ 8']],
  ['signIn.submit', 'page.submitting', ['signIn.page.ready ▸ signIn.submit ▸ 0']],
];
const failed = [
  ...opened,
  ['xstate.error.actor.signIn', 'page.ready', ['signIn.page.submitting ▸ xstate.error.actor.signIn ▸ 1']],
] as [string, string, string[]][];
const succeeded = [
  ...opened,
  ['xstate.done.actor.signIn', 'signedIn', ['signIn.page.submitting ▸ xstate.done.actor.signIn ▸ 1']],
] as [string, string, string[]][];

describe('sessions are browser sessions', () => {
  it('a shopper who fails, reloads and signs in is one session that reached signedIn, not one abandoned and one done', () => {
    const records = [
      ...run(
        'signIn',
        'aaaaaaaa-0000-4000-8000-000000000001',
        'bbbbbbbb-0000-4000-8000-000000000001',
        failed,
      ),
      ...run(
        'signIn',
        'aaaaaaaa-0000-4000-8000-000000000002',
        'bbbbbbbb-0000-4000-8000-000000000001',
        succeeded,
      ),
    ];
    const steps = funnelSteps(signIn, 'signIn.page.checking', 'signIn.signedIn');
    const rows = funnel(signIn, records, steps);
    expect(rows[0]!.sessions).toBe(1);
    expect(rows.at(-1)).toMatchObject({ state: 'signIn.signedIn', sessions: 1, dropped: 0 });
    expect(sessionSummaries(records)).toEqual([
      expect.objectContaining({ session: 'bbbbbbbb-0000-4000-8000-000000000001', pages: 2, input: true }),
    ]);
    expect(heatMap(signIn, records).states['signIn.page.submitting']).toBe(1);
  });

  it('sessions with no input (a crawler opening the page) can be left out', () => {
    const crawler = run(
      'signIn',
      'cccccccc-0000-4000-8000-000000000001',
      'dddddddd-0000-4000-8000-000000000001',
      opened.slice(0, 3),
      false,
    );
    const person = run(
      'signIn',
      'cccccccc-0000-4000-8000-000000000002',
      'dddddddd-0000-4000-8000-000000000002',
      succeeded,
    );
    const all = [...crawler, ...person];
    const steps = funnelSteps(signIn, 'signIn.page.checking', 'signIn.signedIn');
    // Counted, the crawler is a session that opened the form and left it.
    expect(funnel(signIn, all, steps).map((r) => [r.sessions, r.dropped])).toEqual([
      [2, 0],
      [1, 1],
      [1, 0],
    ]);
    expect(funnel(signIn, withInput(all), steps).map((r) => [r.sessions, r.dropped])).toEqual([
      [1, 0],
      [1, 0],
      [1, 0],
    ]);
    expect(sessionSummaries(withInput(all)).map((s) => s.session)).toEqual([
      'dddddddd-0000-4000-8000-000000000002',
    ]);
  });
});

describe('never-taken transitions', () => {
  const records = run(
    'rxCheckout',
    'eeeeeeee-0000-4000-8000-000000000001',
    'ffffffff-0000-4000-8000-000000000001',
    [
      ['xstate.init', 'idle', []],
      ['checkout.start', 'loading', ['rxCheckout.idle ▸ checkout.start ▸ 0']],
      [
        'xstate.done.actor.loadCheckoutData',
        'ordering.editing.pickup',
        ['rxCheckout.loading ▸ xstate.done.actor.loadCheckoutData ▸ 0'],
      ],
      [
        'checkout.selectDate',
        'ordering.editing.pickup',
        ['rxCheckout.ordering.editing.pickup ▸ checkout.selectDate ▸ 0'],
      ],
    ],
  );

  it('are exactly the transitions the heat map counts 0 times, inside collapsed states too', () => {
    const heat = heatMap(checkout, records);
    const never = neverTaken(checkout, heat.transitions);
    const all = transitionRows(checkout);
    expect(never.length).toBe(all.length - 3);
    for (const row of all)
      expect(
        never.some((n) => n.transitionId === row.transitionId),
        row.transitionId,
      ).toBe(!heat.transitions[row.transitionId]);
    // Inside ordering.editing (collapsed when the chart opens): listed by state and event.
    expect(never).toContainEqual(
      expect.objectContaining({ from: 'ordering.editing.pickup', event: 'checkout.selectTime' }),
    );
    expect(never.some((n) => n.event === 'checkout.selectDate')).toBe(false);
  });

  it('export as CSV with the date range they were looked for in', () => {
    const never = neverTaken(checkout, heatMap(checkout, records).transitions);
    const csv = neverTakenCsv(never, { from: '2026-11-17T00:00:00.000Z', to: '2026-11-23T23:59:59.999Z' });
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('machine,from,event,guard,to,transition,range from,range to');
    expect(lines.length).toBe(never.length + 1);
    expect(lines[1]).toMatch(/^rxCheckout,.*,2026-11-17T00:00:00\.000Z,2026-11-23T23:59:59\.999Z$/);
  });
});

describe('the heat map in the layout', () => {
  it('keeps room for the counts: no state name reaches into its count, no label into its number', async () => {
    for (const id of ['rxCheckout', 'signIn', 'wallet']) {
      const def = readDefinition(findMachine(id)!.machine);
      const plain = await defaultView(def);
      const layout = await layoutChart(def, { ...plain.view, counts: true });
      for (const node of layout.nodes) {
        const name = node.lines[0]!;
        const countStart =
          node.x + node.width - 12 - (node.compound && node.node.parent ? 30 : 0) - COUNT_ROOM + 8;
        expect(name.x + name.width, `${id} ${node.node.id}`).toBeLessThanOrEqual(countStart + 0.5);
      }
      for (const edge of layout.edges)
        if (edge.label) {
          const widest = Math.max(...edge.edge.labelLines.map((l) => Math.ceil(l.length * 7.3)));
          expect(edge.label.width - widest, edge.edge.id).toBeGreaterThanOrEqual(COUNT_ROOM);
        }
    }
  }, 120_000);

  it('expanding a state opens one level: its compound children stay closed', () => {
    const def = readDefinition(findMachine('wallet')!.machine);
    const view = expandOneLevel(def, ['wallet.ready.flyout.open'], 'wallet.ready.flyout.open');
    expect(view).not.toContain('wallet.ready.flyout.open');
    expect(view).toEqual(
      expect.arrayContaining(['wallet.ready.flyout.open.list', 'wallet.ready.flyout.open.addCard']),
    );
    // Its collapsed ancestors open too.
    expect(expandOneLevel(def, ['wallet.ready', 'wallet.ready.flyout'], 'wallet.ready.flyout')).not.toContain(
      'wallet.ready',
    );
  });
});
