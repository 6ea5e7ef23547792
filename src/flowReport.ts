/** Flow reporting: turns the app's inspection events into the collector's records (api/contracts/flows.ts) and
 *  sends them in batches. A record names the machine, the actor, the event type, the state after the step and the
 *  definition's transitions it took; it never carries an event payload or context, so nothing a shopper typed or
 *  was sent can reach the collector. An event type the chart's definition does not name is sent as `withheld`.
 *  Each batch carries a random id of the page load (memory), one of the browser session (the tab's
 *  sessionStorage, so reloads count as one visitor) and whether a person has used the keyboard or pointer yet
 *  (never what). Loaded lazily by src/inspection.ts, only when VITE_FLOW_REPORTING=on. */
import type { InspectionEvent } from 'xstate';
import { FLOW_PATHS } from '../api/contracts/flow-paths';
import type { FlowBatch, FlowRecord } from '../api/contracts/flows';
import { looksPersonal } from '../domain/redaction';

/** `{ ready: 'collapsed' }` → `ready.collapsed`; parallel regions → `p.a.x + p.b.y` (one dotted path per leaf). */
export function formatValue(value: unknown): string {
  const leaves: string[] = [];
  const walk = (prefix: string, v: unknown) => {
    const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
    if (v === null || v === undefined) {
      if (prefix) leaves.push(prefix);
    } else if (typeof v !== 'object') leaves.push(at(String(v)));
    else if (Object.keys(v).length === 0) {
      if (prefix) leaves.push(prefix);
    } else for (const [key, inner] of Object.entries(v)) walk(at(key), inner);
  };
  walk('', value);
  return leaves.join(' + ');
}

/** The separator of transition ids (tests/model/graph.ts and the inspector's diagram name them the same way). */
export const TRANSITION_SEP = ' ▸ ';

interface StateNodeLike {
  id: string;
  key: string;
  type: string;
  states?: Record<string, StateNodeLike>;
  initial?: { target?: readonly StateNodeLike[] };
  transitions?: Map<string, unknown[]>;
  always?: unknown[];
}

/** A machine's initial state value, read from its definition (no actor is started). */
export function initialValue(node: StateNodeLike): unknown {
  const childValue = (child: StateNodeLike): unknown =>
    child.type === 'atomic' || child.type === 'final' || child.type === 'history'
      ? child.key
      : { [child.key]: initialValue(child) };
  if (node.type === 'parallel') {
    return Object.fromEntries(
      Object.values(node.states ?? {}).map((region) => [
        region.key,
        region.type === 'atomic' || region.type === 'final' ? {} : initialValue(region),
      ]),
    );
  }
  const first = node.initial?.target?.[0];
  return first ? childValue(first) : {};
}

interface TransitionLike {
  source: StateNodeLike;
  eventType: string;
}

/** The names a chart's definition uses: its states (dotted paths under the machine), the event types of its
 *  transitions, and its transitions (`transitionId`). The collector accepts nothing else (server/routes/flows.ts
 *  reads them from flows.vocabulary.json, written by `npm run docs:statecharts`). */
export interface ChartVocabulary {
  states: string[];
  events: string[];
  transitions: string[];
}

export function chartVocabulary(root: StateNodeLike): ChartVocabulary {
  const states: string[] = [];
  const events = new Set<string>();
  const transitions: string[] = [];
  const walk = (node: StateNodeLike, path: string) => {
    if (path) states.push(path);
    for (const [eventType, list] of node.transitions ?? new Map<string, unknown[]>()) {
      events.add(eventType);
      list.forEach((_, i) => {
        transitions.push([node.id, eventType, i].join(TRANSITION_SEP));
      });
    }
    (node.always ?? []).forEach((_, i) => {
      transitions.push([node.id, '', i].join(TRANSITION_SEP));
    });
    for (const child of Object.values(node.states ?? {}))
      walk(child, path ? `${path}.${child.key}` : child.key);
  };
  walk(root, '');
  return { states, events: [...events].sort(), transitions };
}

/** `<source id> ▸ <event type> ▸ <candidate index>`: the transition as the definition lists it. */
export function transitionId(t: TransitionLike): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions?.get(t.eventType) ?? []);
  return [t.source.id, t.eventType, Math.max(0, list.indexOf(t))].join(TRANSITION_SEP);
}

const ID = /^[A-Za-z0-9_.:#$-]+$/;
/** An identifier as the collector accepts it; anything else (or anything that looks like data) is withheld. */
const safeId = (text: string) => (ID.test(text) && !looksPersonal(text) ? text : 'withheld');

/** An actor id as xstate writes it (`x:3`); anything else is withheld. */
const actorId = (id: string) => (/^x:\d{1,9}$/.test(id) ? id : 'withheld');

interface ActorLike {
  sessionId: string;
  logic?: { id?: unknown; root?: StateNodeLike };
}

export interface FlowReporterOptions {
  /** A random id per page load. */
  session: string;
  /** A random id per browser session (the same across page loads); the page load's when left out. */
  browser?: string;
  /** Whether a person has used the keyboard or pointer on this page load yet (read when a batch is sent). */
  input?: () => boolean;
  send: (batch: FlowBatch) => void;
  /** Records per batch (a batch is also sent `delayMs` after its first record). */
  batchSize?: number;
  delayMs?: number;
}

export function createFlowReporter({
  session,
  browser = session,
  input = () => false,
  send,
  batchSize = 50,
  delayMs = 2000,
}: FlowReporterOptions) {
  const actors = new Map<string, { machine: string; seq: number; events: ReadonlySet<string> }>();
  const eventsOf = new Map<StateNodeLike, ReadonlySet<string>>();
  let pending: FlowRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0)
      send({ session, browser, input: input(), records: pending.splice(0, batchSize) });
    pending = [];
  }
  function push(record: FlowRecord) {
    pending.push(record);
    if (pending.length >= batchSize) flush();
    else timer ??= setTimeout(flush, delayMs);
  }

  function observe(ev: InspectionEvent) {
    const ref = ev.actorRef as unknown as ActorLike;
    if (ev.type === '@xstate.actor') {
      const logic = ref.logic;
      if (!logic?.root || typeof logic.id !== 'string') return; // only statecharts
      const machine = safeId(logic.id);
      let events = eventsOf.get(logic.root);
      if (!events) {
        events = new Set(chartVocabulary(logic.root).events);
        eventsOf.set(logic.root, events);
      }
      actors.set(ref.sessionId, { machine, seq: 0, events });
      push({
        actor: actorId(ref.sessionId),
        machine,
        seq: 0,
        event: 'xstate.init',
        to: formatValue(initialValue(logic.root)),
        status: 'active',
        transitions: [],
      });
      return;
    }
    if (ev.type !== '@xstate.microstep') return;
    const actor = actors.get(ref.sessionId);
    if (!actor) return;
    const step = ev as InspectionEvent & { _transitions?: TransitionLike[] };
    const snapshot = ev.snapshot as { value?: unknown; status?: FlowRecord['status'] };
    const transitions = (step._transitions ?? []).map(transitionId).slice(0, 8);
    const status = snapshot.status ?? 'active';
    if (transitions.length === 0 && status === 'active') return;
    actor.seq += 1;
    const type = ev.event.type;
    push({
      actor: actorId(ref.sessionId),
      machine: actor.machine,
      seq: actor.seq,
      // Only the chart's own event names leave the tab (an event it has no transition for could be anything).
      event: type === 'xstate.init' || actor.events.has(type) ? safeId(type) : 'withheld',
      to: formatValue(snapshot.value),
      status,
      transitions,
    });
    if (status !== 'active') actors.delete(ref.sessionId);
  }

  return { observe, flush };
}

/** Sends one batch to the sandbox collector; the answer is not waited for (keepalive outlives the page). */
export function postFlows(batch: FlowBatch): void {
  void fetch(FLOW_PATHS.flows, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(batch),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}

/** A random id in crypto.randomUUID()'s form (the collector accepts no other). */
export function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

const BROWSER_KEY = 'flow-browser-session';
const RANDOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** This tab's browser-session id: kept in sessionStorage (gone when the tab closes); in memory when storage is
 *  unavailable. A random id only: nothing about the shopper. */
export function browserSessionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const kept = storage?.getItem(BROWSER_KEY);
    if (kept && RANDOM_ID.test(kept)) return kept;
    const id = randomId();
    storage?.setItem(BROWSER_KEY, id);
    return id;
  } catch {
    return randomId();
  }
}

/** Starts flow reporting for this page load (a new random page-load id in memory, the tab's browser session). */
export function startFlowReporting(startedByPerson: () => boolean): (ev: InspectionEvent) => void {
  // The reporter starts after the first load (src/afterFirstLoad.ts), often on the person's first pointer or key:
  // that event counts as input too (`startedByPerson`, the page's AfterFirstLoad).
  let input = startedByPerson();
  const person = (e: Event) => {
    if (e.isTrusted) input = true;
  };
  for (const type of ['keydown', 'pointerdown'])
    addEventListener(type, person, { capture: true, passive: true });
  const storage = (() => {
    try {
      return sessionStorage;
    } catch {
      return null;
    }
  })();
  const reporter = createFlowReporter({
    session: randomId(),
    browser: browserSessionId(storage),
    input: () => input,
    send: postFlows,
  });
  // A page being hidden or left sends what is pending (keepalive lets the request outlive the page).
  addEventListener('pagehide', () => reporter.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  return reporter.observe;
}
