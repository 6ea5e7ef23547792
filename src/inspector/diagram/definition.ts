/** Reads a statechart's own definition (xstate v5 state nodes) into the nodes and edges the inspector draws and
 *  the docs describe: compound, parallel, final and history states, initial states, transitions labelled with
 *  event, guard and delay (`after` timers, `always`, actor done/error), and invoked actors. Pure: no layout. */
import { type AnyStateMachine, and, not, or } from 'xstate';

export type NodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
export type EdgeKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface ChartNode {
  /** The state node's id, e.g. `healthNav.ready.collapsed` (the root's is the machine id). */
  id: string;
  key: string;
  parent: string | null;
  type: NodeType;
  /** The parent's initial state. */
  initial: boolean;
  tags: string[];
  /** Invoked actors: `id` and `src`. */
  invokes: { id: string; src: string }[];
  entry: string[];
  exit: string[];
  depth: number;
}

export interface ChartEdge {
  /** Unique per drawn edge: `<transitionId> ▸ <target index>`. */
  id: string;
  /** The transition as tests/model/graph.ts names it: `<source id> ▸ <event> ▸ <candidate index>`. */
  transitionId: string;
  source: string;
  /** Target state id; the source itself for a transition without target (actions only). */
  target: string;
  /** The event type as the machine sees it ('' for `always`). */
  eventType: string;
  kind: EdgeKind;
  /** What the label shows for the event: `nav.toggle`, `after 30s`, `always`, `done: fetchProfile`. */
  event: string;
  guard: string | null;
  /** For `after` timers: the delay (ms as written, or the named delay). */
  delay: string | null;
  actions: string[];
  /** No target: the state stays (actions only). */
  targetless: boolean;
  /** Text of the edge's label. */
  label: string;
}

export interface ChartDefinition {
  machineId: string;
  nodes: ChartNode[];
  edges: ChartEdge[];
}

export const SEP = ' ▸ ';

interface RawNode {
  id: string;
  key: string;
  type: NodeType;
  parent?: RawNode;
  states: Record<string, RawNode>;
  transitions: Map<string, RawTransition[]>;
  always?: RawTransition[];
  after: (RawTransition & { delay: unknown })[];
  invoke: { id: string; src: unknown }[];
  initial?: { target: readonly RawNode[] };
  tags: string[];
  entry: unknown[];
  exit: unknown[];
}
interface RawTransition {
  eventType: string;
  target?: readonly RawNode[];
  guard?: unknown;
  actions: readonly unknown[];
}

// The combinators' shared check functions: how a minified build still tells and/or/not apart (their function
// names are minified to one letter, which showed as "[t]").
const CHECKS = new Map<unknown, string>([
  [(and([]) as unknown as { check: unknown }).check, ' && '],
  [(or([]) as unknown as { check: unknown }).check, ' || '],
  [(not('x') as unknown as { check: unknown }).check, '!'],
]);

/** A guard's name: named guards by name, and/or/not spelled out (`isIdentitySession && hasMarkerAuthority`). */
export function guardName(guard: unknown): string {
  const g = guard as { check?: unknown; guards?: unknown[] } | undefined;
  const op = typeof guard === 'function' ? CHECKS.get(g?.check) : undefined;
  if (op && g && Array.isArray(g.guards)) {
    const parts = g.guards.map((inner) => {
      const text = guardName(inner);
      return /&&|\|\|/.test(text) ? `(${text})` : text;
    });
    return op === '!' ? `!${parts[0]}` : parts.join(op);
  }
  return nameOf(guard);
}

/** A guard's, action's or delay's name (named ones; an inline function shows its name or `inline`). */
export function nameOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value.name || 'inline';
  if (value && typeof value === 'object' && 'type' in value) {
    const v = value as { type: unknown; guards?: unknown[] };
    if (typeof v.type === 'string') return v.type;
    if (typeof v.type === 'function') return (v.type as { name?: string }).name || 'inline';
  }
  return 'inline';
}

/** `12000` → `12s`, `90000` → `1.5min`, `250` → `250ms`; a named delay stays its name. */
export function formatDelay(delay: string): string {
  const ms = Number(delay);
  if (!Number.isFinite(ms) || delay.trim() === '') return delay;
  if (ms >= 60_000 && ms % 6_000 === 0) return `${ms / 60_000}min`;
  if (ms >= 1_000 && ms % 100 === 0) return `${ms / 1_000}s`;
  return `${ms}ms`;
}

function describeEvent(
  eventType: string,
  source: RawNode,
  delays: Record<string, unknown>,
): Pick<ChartEdge, 'kind' | 'event' | 'delay'> {
  if (eventType === '') return { kind: 'always', event: 'always', delay: null };
  const after = /^xstate\.after\.(.+)$/.exec(eventType);
  if (after) {
    const rest = after[1]!;
    const delay = rest.endsWith(`.${source.id}`) ? rest.slice(0, -source.id.length - 1) : rest;
    // A named delay by name and duration (`after SUCCESS_MESSAGE (5s)`), a number as its duration.
    const ms = delays[delay];
    const label = typeof ms === 'number' ? `${delay} (${formatDelay(String(ms))})` : formatDelay(delay);
    return { kind: 'after', event: `after ${label}`, delay };
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return { kind: 'done', event: `done: ${done[1]}`, delay: null };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', event: `error: ${error[1]}`, delay: null };
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return { kind: 'done', event: `done: ${doneState[1]}`, delay: null };
  return { kind: 'event', event: eventType, delay: null };
}

function childrenOf(node: RawNode): RawNode[] {
  return Object.values(node.states ?? {});
}

/** Every state node of the machine (root first, document order) and every transition as drawn edges. */
export function readDefinition(machine: AnyStateMachine): ChartDefinition {
  const nodes: ChartNode[] = [];
  const edges: ChartEdge[] = [];
  const delays = (machine.implementations.delays ?? {}) as Record<string, unknown>;
  const visit = (node: RawNode, depth: number) => {
    const parent = node.parent ?? null;
    const initialIds = parent?.initial?.target.map((t) => t.id) ?? [];
    nodes.push({
      id: node.id,
      key: parent ? node.key : machine.id,
      parent: parent?.id ?? null,
      type: node.type,
      initial: parent !== null && parent.type !== 'parallel' && initialIds.includes(node.id),
      tags: [...(node.tags ?? [])],
      invokes: (node.invoke ?? []).map((i) => ({ id: i.id, src: typeof i.src === 'string' ? i.src : i.id })),
      entry: (node.entry ?? []).map(nameOf),
      exit: (node.exit ?? []).map(nameOf),
      depth,
    });
    const candidates: [string, RawTransition[]][] = [...node.transitions.entries()];
    if (node.always?.length) candidates.push(['', node.always]);
    for (const [eventType, list] of candidates) {
      list.forEach((t, index) => {
        const transitionId = [node.id, eventType, index].join(SEP);
        const { kind, event, delay } = describeEvent(eventType, node, delays);
        const guard = t.guard === undefined ? null : guardName(t.guard);
        const targets = t.target?.length ? t.target.map((n) => n.id) : [node.id];
        const actions = (t.actions ?? []).map(nameOf);
        targets.forEach((target, ti) => {
          edges.push({
            id: [transitionId, ti].join(SEP),
            transitionId,
            source: node.id,
            target,
            eventType,
            kind,
            event,
            guard,
            delay,
            actions,
            targetless: !t.target?.length,
            label: guard ? `${event} [${guard}]` : event,
          });
        });
      });
    }
    for (const child of childrenOf(node)) visit(child, depth + 1);
  };
  visit(machine.root as unknown as RawNode, 0);
  return { machineId: machine.id, nodes, edges };
}

/** Ids of the state nodes active in a snapshot's value (`{ ready: 'collapsed' }` → root, ready, ready.collapsed),
 *  found by key under each parent (custom state ids work too). */
export function activeStateIds(definition: ChartDefinition, value: unknown): string[] {
  const root = definition.nodes.find((n) => n.parent === null);
  if (!root) return [];
  const ids = [root.id];
  const child = (parent: string, key: string) =>
    definition.nodes.find((n) => n.parent === parent && n.key === key)?.id;
  const walk = (parent: string, v: unknown) => {
    if (typeof v === 'string') {
      const id = child(parent, v);
      if (id) ids.push(id);
    } else if (v && typeof v === 'object')
      for (const [key, inner] of Object.entries(v)) {
        const id = child(parent, key);
        if (!id) continue;
        ids.push(id);
        walk(id, inner);
      }
  };
  walk(root.id, value);
  return ids;
}

/** State values as text: one definition, shared with the app's flow reporting. */
export { formatValue } from '../../flowReport';
