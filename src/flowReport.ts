/** Flow reporting (issue 14): turns the app's inspection events into the collector's records (api/contracts/
 *  flows.ts) and sends them in batches. A record names the machine, the actor, the event type, the state after
 *  the step and the definition's transitions it took; it never carries an event payload or context, so nothing a
 *  shopper typed or was sent can reach the collector. Loaded lazily by src/inspection.ts, only when
 *  VITE_FLOW_REPORTING=on. */
import type { InspectionEvent } from 'xstate';
import { FLOW_PATHS } from '../api/contracts/flow-paths';
import type { FlowBatch, FlowRecord } from '../api/contracts/flows';
import { looksPersonal } from './domain/redaction';

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

/** `<source id> ▸ <event type> ▸ <candidate index>`: the transition as the definition lists it. */
export function transitionId(t: TransitionLike): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions?.get(t.eventType) ?? []);
  return [t.source.id, t.eventType, Math.max(0, list.indexOf(t))].join(TRANSITION_SEP);
}

const ID = /^[A-Za-z0-9_.:#$-]+$/;
/** An identifier as the collector accepts it; anything else (or anything that looks like data) is withheld. */
const safeId = (text: string) => (ID.test(text) && !looksPersonal(text) ? text : 'withheld');

interface ActorLike {
  sessionId: string;
  logic?: { id?: unknown; root?: StateNodeLike };
}

export interface FlowReporterOptions {
  /** A random id per page load. */
  session: string;
  send: (batch: FlowBatch) => void;
  /** Records per batch (a batch is also sent `delayMs` after its first record). */
  batchSize?: number;
  delayMs?: number;
}

export function createFlowReporter({ session, send, batchSize = 50, delayMs = 2000 }: FlowReporterOptions) {
  const actors = new Map<string, { machine: string; seq: number }>();
  let pending: FlowRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (pending.length > 0) send({ session, records: pending.splice(0, batchSize) });
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
      actors.set(ref.sessionId, { machine, seq: 0 });
      push({
        actor: safeId(ref.sessionId),
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
    push({
      actor: safeId(ref.sessionId),
      machine: actor.machine,
      seq: actor.seq,
      event: safeId(ev.event.type),
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

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}-${Math.random().toString(36).slice(2, 12)}`;

/** Starts flow reporting for this page load (a new random session id, kept in memory only). */
export function startFlowReporting(): (ev: InspectionEvent) => void {
  const reporter = createFlowReporter({ session: randomId(), send: postFlows });
  // A page being hidden or left sends what is pending (keepalive lets the request outlive the page).
  addEventListener('pagehide', () => reporter.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') reporter.flush();
  });
  return reporter.observe;
}
