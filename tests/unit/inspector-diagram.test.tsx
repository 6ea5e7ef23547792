/** Every registered machine draws from its own definition: the drawn state nodes and transition edges are
 *  exactly the machine's states and transitions (tests/model/graph.ts names them the same way), and no two
 *  labels overlap at the default zoom (geometric check on the laid-out label boxes). */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry';
import { ChartSvg } from '../../src/inspector/Diagram';
import { activeStateIds, formatDelay, readDefinition } from '../../src/inspector/diagram/definition';
import { labelBoxes, layoutChart, overlappingLabels } from '../../src/inspector/diagram/layout';
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
    it(`${entry.id}: drawn nodes and edges match the states and transitions`, async () => {
      const def = readDefinition(entry.machine);
      const layout = await layoutChart(def);
      const { container } = render(<ChartSvg layout={layout} active={new Set()} title={entry.id} />);
      const drawnStates = [...container.querySelectorAll('[data-state-id]')].map(
        (n) => n.getAttribute('data-state-id')!,
      );
      const drawnTransitions = [...container.querySelectorAll('[data-transition-id]')].map(
        (n) => n.getAttribute('data-transition-id')!,
      );
      // The machine itself is drawn as the outer box around its states.
      expect(sorted(drawnStates)).toEqual(sorted([entry.machine.id, ...definitionStates(entry.machine)]));
      expect(drawnStates.length).toBe(new Set(drawnStates).size);
      expect(sorted(drawnTransitions)).toEqual(sorted(definitionTransitions(entry.machine)));
      // Every edge goes from its source to each of the transition's targets (or loops on a targetless one).
      for (const edge of def.edges) {
        const g = container.querySelector(`[data-edge-id="${CSS.escape(edge.id)}"]`)!;
        expect(g.getAttribute('data-source')).toBe(edge.source);
        expect(g.getAttribute('data-target')).toBe(edge.target);
        expect(g.querySelector('path')!.getAttribute('d')).toMatch(/^M[\d.-]+,[\d.-]+( L[\d.-]+,[\d.-]+)+$/);
      }
      // Each drawn label is the edge's event (and guard).
      expect([...container.querySelectorAll('[data-label="transition"]')].map((t) => t.textContent)).toEqual(
        def.edges.map((e) => e.label),
      );
    });

    it(`${entry.id}: no two labels overlap at the default zoom`, async () => {
      const layout = await layoutChart(readDefinition(entry.machine));
      expect(labelBoxes(layout).length).toBeGreaterThan(0);
      expect(overlappingLabels(layout).map(([a, b]) => `${a.text} × ${b.text}`)).toEqual([]);
      // Every label sits inside the drawing.
      for (const box of labelBoxes(layout)) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(layout.width + 0.5);
        expect(box.y + box.height).toBeLessThanOrEqual(layout.height + 0.5);
      }
    });
  }

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
