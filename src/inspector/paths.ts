/** Generated paths of a registered machine as test cases, and graph coverage: the same generation as the model
 *  tests (tests/model/graph.ts `generatePathSet`, `reachedByPath`, `coveringPaths`) with the registry's graph model,
 *  each step written in words (src/inspector/describe.ts), named by what the path does, grouped by the state it
 *  ends in, the covering set marked. Used by `npm run paths`, `npm run graph-coverage` and the inspector's path
 *  explorer (in a Web Worker, src/inspector/paths.worker.ts). */
import { type AnyStateMachine, createActor, type EventObject } from 'xstate';
import type { RegisteredMachine } from '../../machines/registry';
import {
  type CoverageReport,
  coverage,
  coveringPaths,
  generatePathSet,
  type ModelPath,
  mergeReached,
  type Reached,
  reachedByPath,
  replayStart,
  type SimplePathsReport,
} from '../../tests/model/graph';
import { describeEvent, describeState, leafPaths } from './describe';
import { formatValue } from './diagram/definition';

export { formatValue };

export interface PathStep {
  /** 1-based. */
  step: number;
  /** State before the event, as a dotted value (`ready.collapsed`; parallel regions joined by ` + `). */
  from: string;
  event: EventObject;
  to: string;
  /** The state value after the event (for highlighting). */
  toValue: unknown;
  /** The tester's action or the outside event, in words. */
  action: string;
  /** What the screen shows afterwards. */
  expect: string;
  /** False when the machine's descriptions do not cover this step (fallback words). */
  described: boolean;
  /** The reached state's context (only when asked for: `pathListing(entry, { states: true })`). */
  context?: unknown;
}

export interface GeneratedPath {
  /** 1-based, in the listing's order (grouped by end state). */
  number: number;
  /** Stable for the same events: `p-` and 8 hex digits. */
  id: string;
  kind: ModelPath<AnyStateMachine>['kind'];
  /** What the path does: the named steps ("wrong password, then success"), unique within the machine. */
  name: string;
  /** The technical description (events and states). */
  description: string;
  initial: string;
  initialValue: unknown;
  /** What the screen shows at the start. */
  initialText: string;
  /** The state it ends in (dotted) and what the screen shows there. */
  end: string;
  endText: string;
  /** Part of the covering set (the fewest paths that reach every state and transition the others reach). */
  covering: boolean;
  steps: PathStep[];
  /** With `states: true`: the start's context, and the end's state value. */
  initialContext?: unknown;
  endValue?: unknown;
}

export interface PathListing {
  machineId: string;
  paths: GeneratedPath[];
  /** Paths per kind, after dropping exact duplicates. */
  kinds: Record<GeneratedPath['kind'], number>;
  duplicates: number;
  covering: number;
  /** Null without simple paths; else how many the graph has (at least, when not complete) and how many are kept. */
  simple: SimplePathsReport | null;
  /** Simple paths left out because they do not replay on the machine. */
  unreplayable: number;
}

export interface PathOptions {
  /** Add the simple paths (the model's own setting when undefined). */
  simple?: boolean | undefined;
  maxSimplePaths?: number | undefined;
  maxSimpleCount?: number | undefined;
  /** Keep each step's reached context (for generating executable tests); off for the inspector's page. */
  states?: boolean | undefined;
}

export function initialValue(entry: RegisteredMachine): unknown {
  const actor = createActor(entry.machine, {
    ...(entry.model.input === undefined ? {} : { input: entry.model.input }),
  });
  return actor.getSnapshot().value;
}

function modelPathSet(entry: RegisteredMachine, options: PathOptions) {
  return generatePathSet({
    machine: entry.machine,
    events: entry.model.events as never,
    ...(entry.model.input === undefined ? {} : { input: entry.model.input }),
    ...(entry.model.serializeState ? { serializeState: entry.model.serializeState as never } : {}),
    simplePaths: options.simple ?? entry.model.simplePaths ?? false,
    ...(options.maxSimplePaths === undefined ? {} : { maxSimplePaths: options.maxSimplePaths }),
    ...(options.maxSimpleCount === undefined ? {} : { maxSimpleCount: options.maxSimpleCount }),
  });
}

/** A short stable hash (FNV-1a) of a path's events. */
function pathId(events: readonly EventObject[]): string {
  const text = JSON.stringify(events, (_k, v) =>
    v instanceof Error ? { name: v.name, message: v.message } : v,
  );
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return `p-${(h >>> 0).toString(16).padStart(8, '0')}`;
}

/** Document order of the machine's states (for grouping by end state). */
function stateOrder(entry: RegisteredMachine): Map<string, number> {
  const order = new Map<string, number>();
  const walk = (node: { key: string; states?: Record<string, unknown> }, prefix: string) => {
    for (const child of Object.values(node.states ?? {}) as {
      key: string;
      states?: Record<string, unknown>;
    }[]) {
      const path = prefix ? `${prefix}.${child.key}` : child.key;
      order.set(path, order.size);
      walk(child, path);
    }
  };
  walk(entry.machine.root as unknown as { key: string; states?: Record<string, unknown> }, '');
  return order;
}

/** The model paths with what each replay reached, and the covering set. */
function generate(entry: RegisteredMachine, options: PathOptions) {
  const set = modelPathSet(entry, options);
  const reached = reachedByPath(entry.machine, set.paths, entry.model.input as never);
  const covering = new Set(coveringPaths(set.paths, reached));
  return { set, reached, covering };
}

/** Every generated path of the machine as a test case (see the module comment). Added simple paths that do not
 *  replay (two states the model's serializeState treats as one) are left out and counted in `unreplayable`. */
export function pathListing(entry: RegisteredMachine, options: PathOptions = {}): PathListing {
  const set = modelPathSet(entry, options);
  const tried = reachedByPath(entry.machine, set.paths, entry.model.input as never, true);
  const keep = set.paths.map((p, i) => tried[i] !== null || p.kind !== 'simple');
  if (tried.some((r, i) => r === null && set.paths[i]!.kind !== 'simple'))
    throw new Error(`${entry.id}: a generated path does not replay (npm run graph-coverage names it)`);
  const paths = set.paths.filter((_, i) => keep[i]);
  const reached = tried.filter((_, i) => keep[i]) as Reached[];
  const covering = new Set(coveringPaths(paths, reached));
  const listing = listPaths(entry, { ...set, paths }, covering, options.states === true);
  return { ...listing, unreplayable: set.paths.length - paths.length };
}

function listPaths(
  entry: RegisteredMachine,
  set: ReturnType<typeof modelPathSet>,
  covering: ReadonlySet<number>,
  keepStates = false,
): PathListing {
  const start = initialValue(entry);
  const startSnapshot = createActor(entry.machine, {
    ...(entry.model.input === undefined ? {} : { input: entry.model.input }),
  }).getSnapshot() as { value: unknown; context: unknown };
  const startText = describeState(entry, start, startSnapshot.context).text;
  const built = set.paths.map((path, index) => {
    let from = formatValue(start);
    const names: string[] = [];
    const words_: string[] = [];
    const steps = path.steps.map((s, i): PathStep => {
      const to = formatValue(s.state.value);
      const after = { value: s.state.value, context: s.state.context };
      const words = describeEvent(entry, s.event as EventObject, after);
      // What the screen shows is computed from the state this step reaches (its context too).
      const state = describeState(entry, s.state.value, s.state.context);
      if (words.name && names[names.length - 1] !== words.name) names.push(words.name);
      const short = words.name ?? shortAction(words.action);
      if (words_[words_.length - 1] !== short) words_.push(short);
      const step: PathStep = {
        step: i + 1,
        from,
        event: s.event as EventObject,
        to,
        toValue: s.state.value,
        action: words.action,
        expect: words.expect ?? state.text,
        described: words.described && state.described,
        ...(keepStates ? { context: s.state.context } : {}),
      };
      from = to;
      return step;
    });
    const last = steps[steps.length - 1];
    const end = last?.to ?? formatValue(start);
    const endState = path.steps[path.steps.length - 1]?.state;
    return {
      index,
      path,
      steps,
      end,
      endText: endState
        ? describeState(entry, endState.value, endState.context).text
        : describeState(entry, start, startSnapshot.context).text,
      base: names.length > 0 ? names.join(', then ') : lowerFirst(last?.action ?? 'start'),
      every: words_.join(', then '),
    };
  });
  const named = uniqueNames(built);
  const order = stateOrder(entry);
  const rank = (end: string) => Math.min(...leafPaths(end.split(' + ')[0]).map((p) => order.get(p) ?? 1e9));
  named.sort((a, b) => rank(a.end) - rank(b.end) || a.end.localeCompare(b.end) || a.index - b.index);
  const paths = named.map((b, i): GeneratedPath => {
    const endState = b.path.steps[b.path.steps.length - 1]?.state.value ?? start;
    return {
      number: i + 1,
      id: pathId(b.path.steps.map((s) => s.event as EventObject)),
      kind: b.path.kind,
      name: b.name,
      description: b.path.description,
      initial: formatValue(start),
      initialValue: start,
      initialText: startText,
      end: b.end,
      endText: b.endText,
      covering: covering.has(b.index),
      steps: b.steps,
      ...(keepStates ? { initialContext: startSnapshot.context, endValue: endState } : {}),
    };
  });
  const kinds = { shortest: 0, edge: 0, simple: 0 };
  for (const p of paths) kinds[p.kind] += 1;
  return {
    machineId: entry.id,
    paths,
    kinds,
    duplicates: set.duplicates,
    covering: covering.size,
    simple: set.simple,
    unreplayable: 0,
  };
}

/**
 * Names in the shopper's words, unique within the machine (never a state id): the named steps ("mail order, then
 * online pay fails"); paths that read the same are named by every step instead ("mail order, then the store's
 * hours and the shipping methods arrive, then choose Expedited Shipping"), then by what the screen shows at the
 * end, then "variant N".
 */
function uniqueNames<B extends { base: string; every: string; endText: string }>(
  built: B[],
): (B & { name: string })[] {
  const clash = (names: string[]) => {
    const m = new Map<string, number>();
    for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
    return (n: string) => (m.get(n) ?? 0) > 1;
  };
  let names = built.map((b) => b.base);
  let repeated = clash(names);
  names = names.map((name, i) => (repeated(name) ? built[i]!.every : name));
  repeated = clash(names);
  names = names.map((name, i) =>
    repeated(name) ? `${name} (ends: ${lowerFirst(built[i]!.endText)})` : name,
  );
  repeated = clash(names);
  const seen = new Map<string, number>();
  return built.map((b, i) => {
    let name = names[i]!;
    if (repeated(name)) {
      const n = (seen.get(name) ?? 0) + 1;
      seen.set(name, n);
      name = `${name} (variant ${n})`;
    }
    return { ...b, name };
  });
}

/** An action without its parenthesised asides, for a path's name: "Open /signin". */
const shortAction = (action: string) =>
  lowerFirst(
    action
      .replace(/\s*\([^)]*\)/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** A path without its steps (what the inspector's page receives for a whole listing). */
export type PathSummary = Omit<GeneratedPath, 'steps'> & { stepCount: number };
export type PathSummaryListing = Omit<PathListing, 'paths'> & { paths: PathSummary[] };

export function summarize(listing: PathListing): PathSummaryListing {
  return {
    ...listing,
    paths: listing.paths.map(({ steps, ...rest }) => ({ ...rest, stepCount: steps.length })),
  };
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** Replays the generated paths (the model tests' set: simple paths when the model asks for them) and reports
 *  which states and transitions of the definition they reached, how many paths there are and how many of them
 *  the covering set keeps. Throws when a path does not replay. */
export function graphCoverage(
  entry: RegisteredMachine,
): CoverageReport & { paths: number; covering: number; duplicates: number } {
  const { set, reached, covering } = generate(entry, {});
  const all: Reached = mergeReached(reached);
  for (const input of entry.model.startInputs ?? []) replayStart(entry.machine, input as never, all);
  return {
    ...coverage(entry.machine, all),
    paths: set.paths.length,
    covering: covering.size,
    duplicates: set.duplicates,
  };
}

/** The event's payload (everything but its type), as compact JSON; long payloads are cut for people. */
export function payloadText(event: EventObject, max = Number.POSITIVE_INFINITY): string {
  const { type: _type, ...payload } = event as EventObject & Record<string, unknown>;
  if (Object.keys(payload).length === 0) return '';
  const text = JSON.stringify(payload);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** One path for a person: its name, then each step's action and the expected result after it. */
export function formatPath(path: GeneratedPath): string {
  const head = `Path ${path.number}${path.covering ? '*' : ''}: ${path.name} (${path.kind}, ${path.steps.length} ${path.steps.length === 1 ? 'step' : 'steps'}, ${path.id})`;
  const lines = [`  Start: ${path.initialText}  [${path.initial}]`];
  for (const s of path.steps) {
    lines.push(`  ${s.step}. ${s.action}`);
    lines.push(`     → ${s.expect}  [${s.event.type} → ${s.to}]`);
  }
  return [head, ...lines].join('\n');
}
