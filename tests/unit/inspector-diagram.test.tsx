/** Every registered machine draws from its own definition: the drawn state nodes and transition edges are
 *  exactly the machine's states and transitions (tests/model/graph.ts names them the same way), and no two
 *  labels overlap at the default zoom (geometric check on the laid-out label boxes). */
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findMachine, MACHINES } from '../../machines/registry';
import { ChartSvg } from '../../src/inspector/Diagram';
import { activeStateIds, formatDelay, readDefinition } from '../../src/inspector/diagram/definition';
import {
  defaultView,
  drawingSize,
  FONT_SIZE,
  fitScale,
  labelBoxes,
  labelLines,
  layoutChart,
  overlappingLabels,
  SCREEN_VIEWPORT,
} from '../../src/inspector/diagram/layout';
import { definitionStates, definitionTransitions } from '../model/graph';
import { createMachine } from 'xstate';

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** A chart with every kind of node and edge the diagram supports (not part of the product). */
const kitchenSink = createMachine({
  id: 'sink',
  initial: 'a',
  states: {
    a: {
      invoke: { id: 'load', src: 'load', onDone: 'b', onError: 'f' },
      after: { 1500: { target: 'b', guard: 'slow' } },
      on: { 'x.go': [{ target: 'p', guard: 'ready' }, { target: 'b' }], 'x.stay': { actions: 'note' } },
    },
    b: { always: { target: 'f', guard: 'done' } },
    p: {
      type: 'parallel',
      states: {
        left: { initial: 'l1', states: { l1: { on: { 'x.l': 'l2' } }, l2: { type: 'final' } } },
        right: { initial: 'r1', states: { r1: {} } },
      },
      onDone: 'f',
    },
    f: { type: 'final' },
  },
});

describe('diagram from the definition', () => {
  for (const entry of [
    ...MACHINES.map((m) => ({ id: m.id, machine: m.machine })),
    { id: 'sink', machine: kitchenSink },
  ]) {
    it(`${entry.id}: expanded, the drawn boxes and transitions are exactly the states and transitions`, async () => {
      const def = readDefinition(entry.machine);
      const layout = await layoutChart(def, { collapsed: [], direction: 'RIGHT' });
      const { container } = render(<ChartSvg layout={layout} active={new Set()} title={entry.id} />);
      const drawnStates = [...container.querySelectorAll('[data-state-id]')].map(
        (n) => n.getAttribute('data-state-id')!,
      );
      // Arrows carry their transitions; transitions that stay in their state are lines in its box.
      const drawnTransitions = [
        ...[...container.querySelectorAll('[data-transition-ids]')].flatMap(
          (n) => JSON.parse(n.getAttribute('data-transition-ids')!) as string[],
        ),
        ...[...container.querySelectorAll('text[data-transition-id]')].map(
          (n) => n.getAttribute('data-transition-id')!,
        ),
      ];
      // The machine itself is drawn as the outer box around its states.
      expect(sorted(drawnStates)).toEqual(sorted([entry.machine.id, ...definitionStates(entry.machine)]));
      expect(drawnStates.length).toBe(new Set(drawnStates).size);
      expect(sorted(drawnTransitions)).toEqual(sorted(definitionTransitions(entry.machine)));
      for (const e of layout.edges) {
        const g = container.querySelector(`[data-edge-id="${CSS.escape(e.edge.id)}"]`)!;
        expect(g.getAttribute('data-source')).toBe(e.edge.source);
        expect(g.getAttribute('data-target')).toBe(e.edge.target);
        expect(g.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+( L[\d.-]+,[\d.-]+)+$/);
      }
      expect(overlappingLabels(layout).map(([a, b]) => `${a.text} × ${b.text}`)).toEqual([]);
    });
  }

  // Issue 14: every registered chart is readable on a 1280 × 800 screen: its default view fits the inspector's
  // diagram viewport there (SCREEN_VIEWPORT, checked in the browser by tests/e2e/inspector.e2e.ts) at a scale
  // that keeps labels at 11 px or more.
  it('every registered chart fits 1280 × 800 with labels of at least 11 px, no two labels overlapping', async () => {
    const results: string[] = [];
    const collapsed: string[] = [];
    for (const m of MACHINES) {
      const layout = await defaultView(readDefinition(m.machine));
      if (layout.view.collapsed.length > 0) collapsed.push(m.id);
      const scale = fitScale(drawingSize(layout), SCREEN_VIEWPORT);
      const px = FONT_SIZE * scale;
      if (px < 11)
        results.push(
          `${m.id}: labels ${px.toFixed(1)} px (${Math.round(layout.width)} × ${Math.round(layout.height)})`,
        );
      expect(overlappingLabels(layout), m.id).toEqual([]);
      for (const box of labelBoxes(layout)) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height + 0.5);
      }
    }
    expect(results).toEqual([]);
    expect(SCREEN_VIEWPORT).toEqual({ width: 1020, height: 600 });
    // docs/inspector.md names the charts that open with states collapsed: the list stays true.
    const docs = readFileSync(join(process.cwd(), 'docs', 'inspector.md'), 'utf8');
    const block = /<!-- collapsed-charts[^>]*-->([\s\S]*?)<!-- \/collapsed-charts -->/.exec(docs)?.[1] ?? '';
    const listed = [...block.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]);
    expect(listed, 'docs/inspector.md "Readable at 1280 × 800"').toEqual(collapsed);
  }, 180_000);

  it('collapsing a compound state draws it as one box with its inside counted, arrows rerouted to it', async () => {
    const def = readDefinition(findMachine('wallet')!.machine);
    const layout = await layoutChart(def, { collapsed: ['wallet.ready.flyout.open'], direction: 'DOWN' });
    const open = layout.nodes.find((n) => n.node.id === 'wallet.ready.flyout.open')!;
    expect(open.collapsed).toBe(true);
    expect(open.lines.map((l) => l.text).join('\n')).toMatch(/▸ \d+ states, \d+ transitions inside/);
    expect(layout.nodes.some((n) => n.node.id.startsWith('wallet.ready.flyout.open.'))).toBe(false);
    const intoOpen = layout.edges.filter((e) => e.edge.target === 'wallet.ready.flyout.open');
    expect(intoOpen.flatMap((e) => e.edge.transitions.map((t) => t.event))).toEqual(
      expect.arrayContaining(['wallet.open', 'card.edit']),
    );
    expect(layout.hiddenTransitions).toBeGreaterThan(50);
  });

  it('guards read by name, combined guards spelled out; delays by name and duration', () => {
    const signIn = readDefinition(findMachine('signIn')!.machine);
    const labels = signIn.edges.map((e) => e.label);
    expect(labels).toContain('signIn.sessionKnown [isIdentitySession && hasMarkerAuthority]');
    expect(labels.some((l) => /\[[a-z]\]/.test(l))).toBe(false);
    const wallet = readDefinition(findMachine('wallet')!.machine);
    expect(wallet.edges.map((e) => e.label)).toContain('after SUCCESS_MESSAGE (5s)');
    expect(
      labelLines({
        event: 'signIn.sessionKnown',
        guard: 'isIdentitySession && isWebViewPrompt && isInAppWebView',
      }),
    ).toEqual(['signIn.sessionKnown', '[isIdentitySession &&', ' isWebViewPrompt &&', ' isInAppWebView]']);
  });

  it('reads compound, parallel, initial, final states, guards, delays, always, done/error and invokes', () => {
    const def = readDefinition(kitchenSink);
    const node = (id: string) => def.nodes.find((n) => n.id === id)!;
    expect(node('sink.p').type).toBe('parallel');
    expect(node('sink.p.left').type).toBe('compound');
    expect(node('sink.f').type).toBe('final');
    expect(node('sink.a').initial).toBe(true);
    expect(node('sink.p.left').initial).toBe(false); // regions of a parallel state are all entered
    expect(node('sink.a').invokes).toEqual([{ id: 'load', src: 'load' }]);
    const labels = def.edges.map((e) => e.label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'after 1.5s [slow]',
        'x.go [ready]',
        'x.go',
        'always [done]',
        'done: load',
        'error: load',
        'done: sink.p',
      ]),
    );
    const after = def.edges.find((e) => e.kind === 'after')!;
    expect(after.delay).toBe('1500');
    const stay = def.edges.find((e) => e.eventType === 'x.stay')!;
    expect(stay).toMatchObject({ targetless: true, target: 'sink.a', actions: ['note'] });
    expect(formatDelay('90000')).toBe('1.5min');
    expect(formatDelay('250')).toBe('250ms');
    expect(formatDelay('sessionTimeout')).toBe('sessionTimeout');
  });

  it('maps a state value to the state nodes to highlight', () => {
    const def = readDefinition(kitchenSink);
    expect(activeStateIds(def, { p: { left: 'l1', right: 'r1' } })).toEqual([
      'sink',
      'sink.p',
      'sink.p.left',
      'sink.p.left.l1',
      'sink.p.right',
      'sink.p.right.r1',
    ]);
    expect(activeStateIds(def, 'a')).toEqual(['sink', 'sink.a']);
  });
});
