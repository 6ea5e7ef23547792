/**
 * The coverage test of a chart (docs/qa.md "How a chart is tested"): ONE test per machine that replays every path
 * generated from the machine's own graph (tests/model/graph.ts, the set `npm run paths` and the inspector show)
 * and asserts that together they reach 100% of the chart's states and transitions. It proves reachability, not
 * correctness: the oracle table next to it (`<flow>.oracle.test.ts`) checks the chart's choices against the spec.
 *
 *   coverageTest(walletMachine, walletModel);
 */
import { expect, it } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { coverage, generatePaths, mergeReached, reachedByPath, replayStart } from './graph';

export interface ChartModel {
  events: unknown;
  serializeState?: unknown;
  input?: unknown;
  startInputs?: readonly unknown[] | undefined;
  simplePaths?: boolean | undefined;
}

/** `timeoutMs`: a budget for a chart with thousands of paths (the default 20 s is too little on a loaded machine). */
export function coverageTest<M extends AnyStateMachine>(
  machine: M,
  model: ChartModel,
  timeoutMs?: number,
): void {
  // The title names no count: StrykerJS finds a test again by its name while a mutant changes the graph.
  it(
    `${machine.id}: every generated path replays and together they reach every state and transition`,
    () => {
      const input = model.input as InputFrom<M> | undefined;
      const paths = generatePaths({
        machine,
        events: model.events as never,
        ...(input === undefined ? {} : { input }),
        ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
        ...(model.simplePaths ? { simplePaths: true } : {}),
      });
      expect(paths.length).toBeGreaterThan(0);
      const reached = mergeReached(reachedByPath(machine, paths, input));
      for (const start of (model.startInputs ?? []) as InputFrom<M>[]) replayStart(machine, start, reached);
      const report = coverage(machine, reached);
      expect(report.states.missing, 'states no generated path reaches').toEqual([]);
      expect(report.transitions.missing, 'transitions no generated path takes').toEqual([]);
    },
    timeoutMs ?? 120_000, // up to 300 paths replayed (graph.ts PATHS_KEPT): seconds alone, far more on a loaded machine
  );
}
