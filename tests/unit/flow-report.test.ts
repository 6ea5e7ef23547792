// @vitest-environment node
/**
 * The flow reporter's batches: the page load's id, the browser session (the tab's sessionStorage, so a reload is
 * the same visitor), whether a person used the page (read when the batch leaves), only the chart's own event
 * names, and ids in the one form the collector accepts.
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { RANDOM_ID } from '../../api/contracts/flows';
import type { FlowBatch } from '../../api/contracts/flows';
import { browserSessionId, chartVocabulary, createFlowReporter, randomId } from '../../src/flowReport';

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: {
    off: { on: { 'toggle.flip': 'on' } },
    on: { on: { 'toggle.flip': 'off', '*': 'off' } },
  },
});

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function run(options: { browser?: string; input?: () => boolean }, events: { type: string }[]) {
  const batches: FlowBatch[] = [];
  const reporter = createFlowReporter({
    session: '11111111-2222-4333-8444-555555555555',
    ...options,
    send: (b) => batches.push(b),
  });
  const actor = createActor(toggle, { inspect: reporter.observe });
  actor.start();
  for (const e of events) actor.send(e);
  reporter.flush();
  actor.stop();
  return batches;
}

describe('flow reporter', () => {
  it('sends the browser session with every batch, and the page load when there is none', () => {
    const browser = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
    const [withBrowser] = run({ browser }, [{ type: 'toggle.flip' }]);
    expect(withBrowser).toMatchObject({ session: '11111111-2222-4333-8444-555555555555', browser });
    const [without] = run({}, [{ type: 'toggle.flip' }]);
    expect(without!.browser).toBe('11111111-2222-4333-8444-555555555555');
  });

  it('says whether a person used the page by the time the batch leaves', () => {
    let used = false;
    const batches: FlowBatch[] = [];
    const reporter = createFlowReporter({
      session: '11111111-2222-4333-8444-555555555555',
      input: () => used,
      send: (b) => batches.push(b),
    });
    const actor = createActor(toggle, { inspect: reporter.observe });
    actor.start();
    reporter.flush();
    used = true;
    actor.send({ type: 'toggle.flip' });
    reporter.flush();
    actor.stop();
    expect(batches.map((b) => b.input)).toEqual([false, true]);
  });

  it('reports only the chart’s own event names: an event it has no name for is withheld', () => {
    const [batch] = run({}, [{ type: 'toggle.flip' }, { type: 'atorvastatin' }]);
    expect(batch!.records.map((r) => [r.event, r.to])).toEqual([
      ['xstate.init', 'off'],
      ['toggle.flip', 'on'],
      ['withheld', 'off'],
    ]);
    expect(batch!.records.every((r) => /^x:\d+$/.test(r.actor))).toBe(true);
  });

  it('knows a chart’s names: states, event types, transitions', () => {
    expect(chartVocabulary(toggle.root as never)).toEqual({
      states: ['off', 'on'],
      events: ['*', 'toggle.flip'],
      transitions: ['toggle.off ▸ toggle.flip ▸ 0', 'toggle.on ▸ toggle.flip ▸ 0', 'toggle.on ▸ * ▸ 0'],
    });
  });
});

describe('browser session id', () => {
  it('is kept in the tab’s storage: the same across page loads, a new one in a new tab', () => {
    const tab = new MemoryStorage();
    const first = browserSessionId(tab);
    expect(first).toMatch(RANDOM_ID);
    expect(browserSessionId(tab)).toBe(first);
    expect(browserSessionId(new MemoryStorage())).not.toBe(first);
  });

  it('replaces anything else found under its key, and works without storage', () => {
    const tab = new MemoryStorage();
    tab.setItem('flow-browser-session', 'jo@example.com');
    expect(browserSessionId(tab)).toMatch(RANDOM_ID);
    expect(tab.getItem('flow-browser-session')).toMatch(RANDOM_ID);
    expect(browserSessionId(null)).toMatch(RANDOM_ID);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {},
    };
    expect(browserSessionId(broken)).toMatch(RANDOM_ID);
  });

  it('random ids have the one form the collector accepts, with or without crypto.randomUUID', () => {
    expect(randomId()).toMatch(RANDOM_ID);
    const saved = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true });
    try {
      for (let i = 0; i < 20; i++) expect(randomId()).toMatch(RANDOM_ID);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: saved, configurable: true });
    }
  });
});
