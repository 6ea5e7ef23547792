/**
 * Helpers of the identity charts' model tests: the one coverage check over generated paths (graph.ts), and running a
 * chart with its actors answering from a table while recording the inputs they were called with.
 */
import { expect } from 'vitest';
import { type AnyStateMachine, createActor, fromPromise } from 'xstate';
import type { GraphModel } from '../../machines/registry';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath, replayStart } from './graph';

/** Replays every generated path and asserts 100% of states and transitions (start inputs included). */
export function expectFullCoverage(machine: AnyStateMachine, model: GraphModel) {
  const paths = generatePaths({
    machine,
    events: model.events as never,
    ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
    ...(model.input !== undefined ? { input: model.input as never } : {}),
  });
  const reached = mergeReached(reachedByPath(machine, paths, model.input as never));
  for (const start of model.startInputs ?? []) replayStart(machine, start as never, reached);
  const report = coverage(machine, reached);
  console.log(formatCoverage(report), `(${paths.length} paths)`);
  expect(report.states.missing).toEqual([]);
  expect(report.transitions.missing).toEqual([]);
}

export type Answer = (input: unknown) => unknown;

/**
 * Runs `machine` with each named actor answering `answers[name](input)` (a thrown value or a rejected promise
 * is the actor's error). `calls` records every actor's inputs; `actions` records the named stub actions' params.
 */
export function runWith<M extends AnyStateMachine>(
  machine: M,
  answers: Record<string, Answer>,
  options: { input?: unknown; stubActions?: readonly string[] } = {},
) {
  const calls: Record<string, unknown[]> = {};
  const actions: Array<{ type: string; params: unknown }> = [];
  const actors = Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      fromPromise(async ({ input }) => {
        const list = calls[name] ?? [];
        list.push(input);
        calls[name] = list;
        return answer(input);
      }),
    ]),
  );
  const stubs = Object.fromEntries(
    (options.stubActions ?? []).map((type) => [
      type,
      (_: unknown, params: unknown) => actions.push({ type, params }),
    ]),
  );
  const actor = createActor(machine.provide({ actors, actions: stubs } as never) as AnyStateMachine, {
    ...(options.input === undefined ? {} : { input: options.input }),
  });
  actor.start();
  return { actor, calls, actions };
}

/** Lets resolved actors deliver their results. */
export async function settle(times = 5) {
  for (let i = 0; i < times; i++) await new Promise((r) => setTimeout(r, 0));
}
