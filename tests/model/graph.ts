/**
 * Model-based testing helper: generates paths from a machine's own graph with @xstate/graph (shortest paths,
 * one extra path per graph edge the shortest paths missed, and simple paths when the graph is small), replays
 * each path against the machine (and, through an executor table, against its React view), and reports which
 * state nodes and which transitions of the machine's definition the replays reached.
 */
import { getAdjacencyMap, getSimplePaths, getStateNodes, serializeSnapshot } from '@xstate/graph';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  type InputFrom,
  type StateValue,
} from 'xstate';

type SnapshotFrom<_M> = AnyMachineSnapshot;

type AnyTransition = {
  source: { id: string; transitions: Map<string, AnyTransition[]>; always?: AnyTransition[] };
  eventType: string;
};

export interface ModelStep<M extends AnyStateMachine> {
  event: EventFromLogic<M>;
  state: SnapshotFrom<M>;
}
export interface ModelPath<M extends AnyStateMachine> {
  kind: 'shortest' | 'edge' | 'simple';
  description: string;
  steps: ModelStep<M>[];
  state: SnapshotFrom<M>;
}

export interface ModelOptions<M extends AnyStateMachine> {
  machine: M;
  /** Event fixtures, including actor results as xstate.done.actor.<id> / xstate.error.actor.<id>. */
  events: readonly EventFromLogic<M>[] | ((snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[]);
  input?: InputFrom<M>;
  /** Keeps counters and payloads out of a state's identity, so the graph stays small. */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Add simple paths too (only for small graphs). */
  simplePaths?: boolean;
}

const SEP = ' ▸ ';

/** Every transition of the definition: `<state id> ▸ <event> ▸ <candidate index>` ('' is an eventless one). */
export function definitionTransitions(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  // The root too: a machine-level `on` (e.g. session.signedOut from any state) is a transition to cover.
  for (const node of [machine.root, ...getStateNodes(machine.root)] as unknown as AnyTransition['source'][]) {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_, i) => {
        ids.push([node.id, eventType, i].join(SEP));
      });
    }
    (node.always ?? []).forEach((_, i) => {
      ids.push([node.id, '', i].join(SEP));
    });
  }
  return ids;
}

export function definitionStates(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root).map((n) => n.id);
}

function transitionId(t: AnyTransition): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  return [t.source.id, t.eventType, index].join(SEP);
}

function describe<M extends AnyStateMachine>(steps: ModelStep<M>[]): string {
  return (
    steps
      .filter((s) => s.event.type !== 'xstate.init')
      .map((s) => `${s.event.type} → ${JSON.stringify(s.state.value)}`)
      .join(' | ') || '(initial)'
  );
}

/**
 * Generates the paths from the graph @xstate/graph builds (getAdjacencyMap): the shortest path to every
 * state, then one path per edge the shortest paths did not walk (shortest path to its source plus the edge),
 * and simple paths when asked. Edges for events the state does not handle (no transition fires) are left out.
 */
export function generatePaths<M extends AnyStateMachine>(options: ModelOptions<M>): ModelPath<M>[] {
  // Actor results only make sense while that actor runs: an unhandled error event would fail the actor.
  const eventsFor = (snapshot: SnapshotFrom<M>) => {
    const all = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    const children = (snapshot as { children?: Record<string, unknown> }).children ?? {};
    return all.filter((e) => {
      const match = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type);
      return (!match || match[1]! in children) && (snapshot as { can: (e: unknown) => boolean }).can(e);
    });
  };
  const traversal = {
    events: eventsFor,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(options.serializeState ? { serializeState: (s: SnapshotFrom<M>) => options.serializeState!(s) } : {}),
  } as unknown as Parameters<typeof getSimplePaths<M>>[1];

  const adjacency = getAdjacencyMap(options.machine, traversal as never);
  const keys = Object.keys(adjacency);
  const initialKey = keys[0];
  if (!initialKey) return [];
  // Breadth-first: the shortest step list to every state.
  const stepsTo = new Map<string, ModelStep<M>[]>([[initialKey, []]]);
  const queue = [initialKey];
  const onShortest = new Set<string>();
  while (queue.length > 0) {
    const key = queue.shift()!;
    const node = adjacency[key as keyof typeof adjacency]!;
    for (const [eventKey, edge] of Object.entries(node.transitions) as [
      string,
      { event: EventObject; state: AnyMachineSnapshot },
    ][]) {
      const target = serializeKey(options, edge.state as SnapshotFrom<M>);
      if (stepsTo.has(target)) continue;
      stepsTo.set(target, [
        ...stepsTo.get(key)!,
        { event: edge.event as EventFromLogic<M>, state: edge.state as SnapshotFrom<M> },
      ]);
      onShortest.add(`${key}|${eventKey}`);
      queue.push(target);
    }
  }
  const paths: ModelPath<M>[] = [];
  for (const [key, steps] of stepsTo) {
    if (steps.length === 0) continue;
    paths.push({
      kind: 'shortest',
      description: describe(steps),
      steps,
      state: adjacency[key as keyof typeof adjacency]!.state as SnapshotFrom<M>,
    });
  }
  for (const [key, node] of Object.entries(adjacency)) {
    for (const [eventKey, edge] of Object.entries(node.transitions) as [
      string,
      { event: EventObject; state: AnyMachineSnapshot },
    ][]) {
      if (onShortest.has(`${key}|${eventKey}`)) continue;
      const steps = [
        ...(stepsTo.get(key) ?? []),
        { event: edge.event as EventFromLogic<M>, state: edge.state as SnapshotFrom<M> },
      ];
      paths.push({ kind: 'edge', description: describe(steps), steps, state: edge.state as SnapshotFrom<M> });
    }
  }
  if (options.simplePaths) {
    for (const p of getSimplePaths(options.machine, traversal)) {
      const steps = (p.steps as ModelStep<M>[]).filter((s) => s.event.type !== 'xstate.init');
      if (steps.length > 0)
        paths.push({
          kind: 'simple',
          description: describe(steps),
          steps,
          state: p.state as SnapshotFrom<M>,
        });
    }
  }
  return paths;
}

function serializeKey<M extends AnyStateMachine>(
  options: ModelOptions<M>,
  snapshot: SnapshotFrom<M>,
): string {
  return options.serializeState ? options.serializeState(snapshot) : serializeSnapshot(snapshot);
}

/** Actors that never settle: the path's own done/error events decide what happens. */
export function pendingActors(machine: AnyStateMachine): Record<string, ReturnType<typeof fromPromise>> {
  const names = Object.keys(machine.implementations.actors ?? {});
  return Object.fromEntries(names.map((name) => [name, fromPromise(() => new Promise(() => {}))]));
}

export interface Reached {
  states: Set<string>;
  transitions: Set<string>;
}

export function newReached(): Reached {
  return { states: new Set(), transitions: new Set() };
}

/** Records state nodes and transitions an actor goes through. Pass as `inspect` to createActor. */
export function recorder(reached: Reached) {
  return (event: { type: string; _transitions?: unknown[]; snapshot?: unknown }) => {
    if (event.type === '@xstate.microstep') {
      for (const t of (event._transitions ?? []) as AnyTransition[]) reached.transitions.add(transitionId(t));
    }
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      const snap = event.snapshot as { _nodes?: { id: string }[] } | undefined;
      for (const node of snap?._nodes ?? []) reached.states.add(node.id);
    }
  };
}

function sameValue(a: StateValue, b: StateValue): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Replays one path against the machine (actors pending), checking every step lands where the graph says. */
export function replayOnMachine<M extends AnyStateMachine>(
  machine: M,
  path: ModelPath<M>,
  reached: Reached,
  input?: InputFrom<M>,
) {
  const actor = createActor(machine.provide({ actors: pendingActors(machine) }) as AnyStateMachine, {
    ...(input === undefined ? {} : { input }),
    inspect: recorder(reached),
  }) as AnyActorRef;
  actor.start();
  for (const step of path.steps) {
    actor.send(step.event);
    const value = (actor.getSnapshot() as { value: StateValue }).value;
    if (!sameValue(value, step.state.value as StateValue)) {
      actor.stop();
      throw new Error(
        `Path "${path.description}": after ${step.event.type} expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(value)}`,
      );
    }
  }
  actor.stop();
}

/** Creates the machine with one of its start inputs (actors pending) and records what it does at creation. */
export function replayStart<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  reached: Reached,
): StateValue {
  const actor = createActor(machine.provide({ actors: pendingActors(machine) }) as AnyStateMachine, {
    input,
    inspect: recorder(reached),
  }) as AnyActorRef;
  actor.start();
  const value = (actor.getSnapshot() as { value: StateValue }).value;
  actor.stop();
  return value;
}

export interface CoverageReport {
  machineId: string;
  states: { total: number; reached: number; missing: string[] };
  transitions: { total: number; reached: number; missing: string[] };
}

export function coverage(machine: AnyStateMachine, reached: Reached): CoverageReport {
  const states = definitionStates(machine);
  const transitions = definitionTransitions(machine);
  const missingStates = states.filter((s) => !reached.states.has(s));
  const missingTransitions = transitions.filter((t) => !reached.transitions.has(t));
  return {
    machineId: machine.id,
    states: { total: states.length, reached: states.length - missingStates.length, missing: missingStates },
    transitions: {
      total: transitions.length,
      reached: transitions.length - missingTransitions.length,
      missing: missingTransitions,
    },
  };
}

export function formatCoverage(report: CoverageReport): string {
  return `${report.machineId}: states ${report.states.reached}/${report.states.total}, transitions ${report.transitions.reached}/${report.transitions.total}`;
}
