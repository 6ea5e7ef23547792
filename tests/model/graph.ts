/**
 * Model-based testing helper: generates paths from a machine's own graph with @xstate/graph (shortest paths,
 * one extra path per graph edge the shortest paths missed, at most PATHS_KEPT of them per chart, and simple paths
 * when asked, bounded too), drops exact duplicates, replays each path against the machine (and, through an executor table, against its React view),
 * reports which state nodes and which transitions of the machine's definition the replays reached, and picks the
 * fewest paths that still reach all of them (the covering set QA runs as test cases).
 */
import { getAdjacencyMap, getStateNodes, serializeSnapshot } from '@xstate/graph';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  type EventObject,
  fromPromise,
  getMicrosteps,
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
  /** Add simple paths too (every path that visits no state twice), bounded by the two limits below. */
  simplePaths?: boolean;
  /** Simple paths kept (default SIMPLE_PATHS_KEPT); the rest are only counted. */
  maxSimplePaths?: number;
  /** Counting simple paths stops here (default SIMPLE_PATHS_COUNTED): the graph has at least this many. */
  maxSimpleCount?: number;
  /** Shortest and edge paths kept at most (default PATHS_KEPT; see boundPaths). */
  maxPaths?: number;
}

/** Simple paths kept in a generated set, and how far they are counted: a graph can have millions. */
export const SIMPLE_PATHS_KEPT = 1000;
export const SIMPLE_PATHS_COUNTED = 100_000;
/**
 * Paths kept per chart (a chart's model may set its own `maxPaths`). A chart whose context multiplies its states
 * (the session's three parallel regions: 1,994 paths; the wallet: 2,992) would otherwise replay thousands of paths
 * that take the same transitions again, for tens of seconds on a loaded machine.
 */
export const PATHS_KEPT = 300;

/** How many simple paths the graph has (`complete`), or at least (`!complete`), and how many were kept. */
export interface SimplePathsReport {
  found: number;
  kept: number;
  complete: boolean;
}

export interface PathSet<M extends AnyStateMachine> {
  paths: ModelPath<M>[];
  /** Null when simple paths were not asked for. */
  simple: SimplePathsReport | null;
  /** Exact duplicates dropped (a simple path that is also a shortest path, …). */
  duplicates: number;
  /** Paths left out by the bound (maxPaths): 0 when the chart has no more than that. */
  bounded: number;
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
 * and simple paths when asked. Edges for events the state does not handle (no transition fires) are left out;
 * a path whose events are exactly those of an earlier one is dropped.
 */
export function generatePaths<M extends AnyStateMachine>(options: ModelOptions<M>): ModelPath<M>[] {
  return generatePathSet(options).paths;
}

type Edge = { event: EventObject; state: AnyMachineSnapshot };

/** generatePaths with what it found: the simple paths' count (bounded) and the duplicates it dropped. */
export function generatePathSet<M extends AnyStateMachine>(options: ModelOptions<M>): PathSet<M> {
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
  };

  const adjacency = getAdjacencyMap(options.machine, traversal as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, Edge> }
  >;
  const keys = Object.keys(adjacency);
  const initialKey = keys[0];
  if (!initialKey) return { paths: [], simple: null, duplicates: 0, bounded: 0 };
  const step = (edge: Edge): ModelStep<M> => ({
    event: edge.event as EventFromLogic<M>,
    state: edge.state as SnapshotFrom<M>,
  });
  // Breadth-first: the shortest step list to every state.
  const stepsTo = new Map<string, ModelStep<M>[]>([[initialKey, []]]);
  const queue = [initialKey];
  const onShortest = new Set<string>();
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const [eventKey, edge] of Object.entries(adjacency[key]!.transitions)) {
      const target = serializeKey(options, edge.state as SnapshotFrom<M>);
      if (stepsTo.has(target)) continue;
      stepsTo.set(target, [...stepsTo.get(key)!, step(edge)]);
      onShortest.add(`${key}|${eventKey}`);
      queue.push(target);
    }
  }
  const candidates: ModelPath<M>[] = [];
  const add = (kind: ModelPath<M>['kind'], steps: ModelStep<M>[]) =>
    candidates.push({ kind, description: describe(steps), steps, state: steps[steps.length - 1]!.state });
  for (const steps of stepsTo.values()) if (steps.length > 0) add('shortest', steps);
  for (const [key, node] of Object.entries(adjacency))
    for (const [eventKey, edge] of Object.entries(node.transitions))
      if (!onShortest.has(`${key}|${eventKey}`)) add('edge', [...(stepsTo.get(key) ?? []), step(edge)]);

  let simple: SimplePathsReport | null = null;
  if (options.simplePaths) {
    // Depth-first over the same graph: every path from the start that visits no state twice (what
    // getSimplePaths lists), kept up to maxSimplePaths and counted up to maxSimpleCount, so a chart whose simple
    // paths explode answers with a count instead of running for minutes.
    const keep = options.maxSimplePaths ?? SIMPLE_PATHS_KEPT;
    const countUpTo = options.maxSimpleCount ?? SIMPLE_PATHS_COUNTED;
    const report: SimplePathsReport = { found: 0, kept: 0, complete: true };
    const onPath = new Set([initialKey]);
    const prefix: ModelStep<M>[] = [];
    const visit = (key: string) => {
      for (const edge of Object.values(adjacency[key]!.transitions)) {
        if (!report.complete) return;
        const target = serializeKey(options, edge.state as SnapshotFrom<M>);
        if (onPath.has(target)) continue;
        prefix.push(step(edge));
        report.found += 1;
        if (report.kept < keep) {
          add('simple', [...prefix]);
          report.kept += 1;
        }
        if (report.found >= countUpTo) report.complete = false;
        else {
          onPath.add(target);
          visit(target);
          onPath.delete(target);
        }
        prefix.pop();
      }
    };
    visit(initialKey);
    simple = report;
  }

  const seen = new Set<string>();
  const unique = candidates.filter((p) => {
    const key = eventsKey(p.steps);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The bound applies to the shortest and edge paths; simple paths, asked for, have their own (maxSimplePaths).
  const paths = [
    ...boundPaths(
      options.machine,
      adjacency[initialKey]!.state,
      unique.filter((p) => p.kind !== 'simple'),
      options.maxPaths ?? PATHS_KEPT,
    ),
    ...unique.filter((p) => p.kind === 'simple'),
  ];
  return {
    paths,
    simple,
    duplicates: candidates.length - unique.length,
    bounded: unique.length - paths.length,
  };
}

/**
 * At most `max` paths, chosen so they still take every transition the whole set takes: first, in the set's order,
 * each path whose last step does something no earlier kept path's last step did (the transitions the event selects,
 * and the states of every microstep it goes through: eventless and raised transitions included); then the others in
 * order until `max`. Paths that differ only in context the model's serializeState kept apart are what goes. The
 * first part is kept whole even past `max` (coverage first); `npm run graph-coverage` checks the result.
 */
function boundPaths<M extends AnyStateMachine>(
  machine: M,
  initial: AnyMachineSnapshot,
  paths: ModelPath<M>[],
  max: number,
): ModelPath<M>[] {
  if (paths.length <= max) return paths;
  const lastStepKey = (path: ModelPath<M>, index: number): string => {
    const last = path.steps[path.steps.length - 1]!;
    const before = path.steps.length > 1 ? path.steps[path.steps.length - 2]!.state : initial;
    try {
      const selected = machine
        .getTransitionData(before as never, last.event as never)
        .map((t) => transitionId(t as unknown as AnyTransition));
      const microsteps = getMicrosteps(machine, before as never, last.event as never).map(
        ([snapshot]) => (snapshot as AnyMachineSnapshot).value,
      );
      return JSON.stringify([selected, microsteps]);
    } catch {
      return `unreadable ${index}`;
    }
  };
  const kept = new Set<number>();
  const done = new Set<string>();
  paths.forEach((path, i) => {
    const key = lastStepKey(path, i);
    if (done.has(key)) return;
    done.add(key);
    kept.add(i);
  });
  for (let i = 0; i < paths.length && kept.size < max; i++) kept.add(i);
  return paths.filter((_, i) => kept.has(i));
}

/** The events of a path as text (errors by name and message: JSON drops their fields). */
function eventsKey(steps: readonly { event: EventObject }[]): string {
  return JSON.stringify(
    steps.map((s) => s.event),
    (_key, value) => (value instanceof Error ? { name: value.name, message: value.message } : value),
  );
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

/** The machine with its actors pending. `provide` builds a whole new machine (its state node tree): a caller that
 *  replays many paths makes it once. */
function pendingMachine(machine: AnyStateMachine): AnyStateMachine {
  return machine.provide({ actors: pendingActors(machine) }) as AnyStateMachine;
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
  const actor = createActor(pendingMachine(machine), {
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
  const actor = createActor(pendingMachine(machine), {
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

/** Replays every path and returns what each reached (for coverage and for the covering set). A path that does not
 *  replay throws, or with `tolerate` gives null (a simple path through two states the model's serializeState treats
 *  as one can land elsewhere).
 *
 *  The answer is the one replaying each path on its own would give, computed with fewer replays: a path whose events
 *  begin another path's (nearly every shorter simple path begins a longer one) is read off the longer path's replay,
 *  which records what it reached and where it stood after each event. Replays are deterministic (actors pending, no
 *  clock: a delay is an event of the path), so the same events reach the same states whichever replay sends them.
 *  Each path is still checked against its own expected states, step by step. */
export function reachedByPath<M extends AnyStateMachine>(
  machine: M,
  paths: readonly ModelPath<M>[],
  input?: InputFrom<M>,
): Reached[];
export function reachedByPath<M extends AnyStateMachine>(
  machine: M,
  paths: readonly ModelPath<M>[],
  input: InputFrom<M> | undefined,
  tolerate: true,
): (Reached | null)[];
export function reachedByPath<M extends AnyStateMachine>(
  machine: M,
  paths: readonly ModelPath<M>[],
  input?: InputFrom<M>,
  tolerate = false,
): (Reached | null)[] {
  // keys[i][d]: the path's first d + 1 events, as one number (the same number means the same events).
  const eventId = eventIds();
  const prefixes = new Map<string, number>();
  const keys = paths.map((path) => {
    let key = 0;
    return path.steps.map((step) => {
      const next = `${key}:${eventId(step.event as EventObject)}`;
      if (!prefixes.has(next)) prefixes.set(next, prefixes.size + 1);
      key = prefixes.get(next)!;
      return key;
    });
  });
  /** After the events of a key: what the replay had reached, and the state value it stood in. */
  const after = new Map<number, { reached: Reached; value: StateValue }>();
  let atStart: Reached | null = null;
  const pending = pendingMachine(machine);
  // The longest first: a shorter path is then usually read off a replay already made.
  const longestFirst = paths.map((_, i) => i).sort((a, b) => keys[b]!.length - keys[a]!.length);
  for (const i of longestFirst) {
    const own = keys[i]!;
    if (own.length === 0 ? atStart !== null : after.has(own[own.length - 1]!)) continue;
    const reached = newReached();
    const actor = createActor(pending, {
      ...(input === undefined ? {} : { input }),
      inspect: recorder(reached),
    }) as AnyActorRef;
    actor.start();
    atStart ??= copyReached(reached);
    for (const [d, step] of paths[i]!.steps.entries()) {
      actor.send(step.event);
      const value = (actor.getSnapshot() as { value: StateValue }).value;
      if (!after.has(own[d]!)) after.set(own[d]!, { reached: copyReached(reached), value });
      // Where this path leaves its own expected states, its replay ends, as it would on its own: a path with the
      // same events so far that expects this state goes on in a replay of its own.
      if (!sameValue(value, step.state.value as StateValue)) break;
    }
    actor.stop();
  }
  return paths.map((path, i) => {
    for (const [d, step] of path.steps.entries()) {
      const { value } = after.get(keys[i]![d]!)!;
      if (sameValue(value, step.state.value as StateValue)) continue;
      if (!tolerate)
        throw new Error(
          `Path "${path.description}": after ${step.event.type} expected ${JSON.stringify(step.state.value)}, got ${JSON.stringify(value)}`,
        );
      return null;
    }
    const own = keys[i]!;
    return copyReached(own.length === 0 ? atStart! : after.get(own[own.length - 1]!)!.reached);
  });
}

function copyReached(reached: Reached): Reached {
  return { states: new Set(reached.states), transitions: new Set(reached.transitions) };
}

/** Numbers events for one set of paths: plain data (objects, arrays, strings, numbers, booleans, null; a missing
 *  value told apart from an absent one) by its JSON, anything else (an Error, a function, a class instance) by the
 *  object itself, so two such events count as the same only when they are the same object. */
function eventIds(): (event: EventObject) => number {
  const byObject = new WeakMap<object, number>();
  const byJson = new Map<string, number>();
  let last = 0;
  return (event) => {
    const known = byObject.get(event);
    if (known !== undefined) return known;
    let plain = true;
    const json = JSON.stringify(event, (_key, value: unknown) => {
      if (value === undefined) return '\u0000undefined';
      if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
        plain = false;
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        const proto = Object.getPrototypeOf(value);
        if (proto !== Object.prototype && proto !== null) plain = false;
      }
      return plain ? value : null;
    });
    let id = plain ? byJson.get(json) : undefined;
    if (id === undefined) {
      id = ++last;
      if (plain) byJson.set(json, id);
    }
    byObject.set(event, id);
    return id;
  };
}

/** Everything a list of replays reached together. */
export function mergeReached(all: readonly Reached[]): Reached {
  const merged = newReached();
  for (const r of all) {
    for (const s of r.states) merged.states.add(s);
    for (const t of r.transitions) merged.transitions.add(t);
  }
  return merged;
}

/**
 * The covering set: the fewest paths (greedy: each time the path that adds the most states and transitions not
 * reached yet, the shorter on a tie) that together reach everything all paths reach. Indices in `paths`, in
 * their original order.
 */
export function coveringPaths(
  paths: readonly { steps: readonly unknown[] }[],
  reached: readonly Reached[],
): number[] {
  const items = reached.map((r) => [
    ...[...r.states].map((s) => `s:${s}`),
    ...[...r.transitions].map((t) => `t:${t}`),
  ]);
  const covered = new Set<string>();
  const chosen: number[] = [];
  for (;;) {
    let best = -1;
    let gain = 0;
    items.forEach((list, i) => {
      const g = list.reduce((n, item) => (covered.has(item) ? n : n + 1), 0);
      if (g > gain || (g === gain && g > 0 && paths[i]!.steps.length < paths[best]!.steps.length)) {
        best = i;
        gain = g;
      }
    });
    if (best < 0) break;
    for (const item of items[best]!) covered.add(item);
    chosen.push(best);
  }
  return chosen.sort((a, b) => a - b);
}

export function formatCoverage(report: CoverageReport): string {
  return `${report.machineId}: states ${report.states.reached}/${report.states.total}, transitions ${report.transitions.reached}/${report.transitions.total}`;
}

/** The covering set itself (the paths, not their indexes): what the pharmacy's UI walks replay. */
export function coveringPathsOf<M extends AnyStateMachine>(
  machine: M,
  paths: readonly ModelPath<M>[],
  input?: InputFrom<M>,
): ModelPath<M>[] {
  return coveringPaths(paths, reachedByPath(machine, paths, input)).map((i) => paths[i]!);
}
