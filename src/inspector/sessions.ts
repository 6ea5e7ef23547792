/** Across sessions (issue 14): what the flow collector stored for one machine (api/contracts/flows.ts), turned into
 *  the heat map (times each transition was taken, sessions that reached each state), a funnel between chosen
 *  states (sessions at each step, the drop-off, where the dropped sessions went) and sessions to export or replay.
 *  Pure functions; the Sessions panel fetches and draws. */
import type { StoredFlowRecord } from '../../api/contracts/flows';
import type { HeatMap } from './Diagram';
import { activeStateIds, type ChartDefinition } from './diagram/definition';

/** `page.ready + x.y` (a recorded state) → the state value the diagram highlights. */
export function valueFromText(text: string): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const leaf of text.split(' + ').filter(Boolean)) {
    let at = value;
    for (const key of leaf.split('.')) {
      at[key] ??= {};
      at = at[key] as Record<string, unknown>;
    }
  }
  return value;
}

export interface Run {
  session: string;
  actor: string;
  records: StoredFlowRecord[];
}

/** One run per chart instance (session + actor), its records in order. */
export function runsOf(records: readonly StoredFlowRecord[]): Run[] {
  const runs = new Map<string, Run>();
  for (const r of records) {
    const key = `${r.session}\u0000${r.actor}`;
    const run = runs.get(key) ?? { session: r.session, actor: r.actor, records: [] };
    run.records.push(r);
    runs.set(key, run);
  }
  for (const run of runs.values()) run.records.sort((a, b) => a.seq - b.seq);
  return [...runs.values()].sort((a, b) => a.records[0]!.at.localeCompare(b.records[0]!.at));
}

/** The state ids active after each record of a run. */
export function trailOf(def: ChartDefinition, run: Run): Set<string>[] {
  return run.records.map((r) => new Set(activeStateIds(def, valueFromText(r.to))));
}

export function heatMap(def: ChartDefinition, records: readonly StoredFlowRecord[]): HeatMap {
  const taken: Record<string, { taken: number; sessions: Set<string> }> = {};
  const states: Record<string, Set<string>> = {};
  for (const run of runsOf(records)) {
    const trail = trailOf(def, run);
    run.records.forEach((r, i) => {
      for (const t of r.transitions) {
        const entry = taken[t] ?? { taken: 0, sessions: new Set<string>() };
        entry.taken += 1;
        entry.sessions.add(run.session);
        taken[t] = entry;
      }
      for (const id of trail[i]!) states[id] = (states[id] ?? new Set<string>()).add(run.session);
    });
  }
  const transitions = Object.fromEntries(
    Object.entries(taken).map(([id, v]) => [id, { taken: v.taken, sessions: v.sessions.size }]),
  );
  return {
    transitions,
    states: Object.fromEntries(Object.entries(states).map(([id, s]) => [id, s.size])),
    maxTaken: Math.max(0, ...Object.values(transitions).map((t) => t.taken)),
  };
}

/** The states between two states along the definition's transitions (shortest), both included. */
export function funnelSteps(def: ChartDefinition, from: string, to: string): string[] {
  const parentOf = new Map(def.nodes.map((n) => [n.id, n.parent]));
  const ancestorsOrSelf = (id: string) => {
    const out: string[] = [];
    for (let at: string | null | undefined = id; at; at = parentOf.get(at)) out.push(at);
    return out;
  };
  const next = (id: string) => {
    const sources = new Set(ancestorsOrSelf(id));
    const targets = def.edges.filter((e) => sources.has(e.source) && !e.targetless).map((e) => e.target);
    const initialChild = def.nodes.find((n) => n.parent === id && n.initial)?.id;
    return initialChild ? [initialChild, ...targets] : targets;
  };
  const previous = new Map<string, string | null>([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (id === to) break;
    for (const n of next(id))
      if (!previous.has(n)) {
        previous.set(n, id);
        queue.push(n);
      }
  }
  if (!previous.has(to)) return from === to ? [from] : [from, to];
  const steps: string[] = [];
  for (let at: string | null | undefined = to; at; at = previous.get(at)) steps.unshift(at);
  // Keep the analyst's view short: leave out compound states passed on the way in (their children are steps).
  return steps.filter((id, i) => i === 0 || i === steps.length - 1 || !steps[i + 1]?.startsWith(`${id}.`));
}

export interface FunnelStep {
  state: string;
  sessions: number;
  /** Sessions that reached the previous step but not this one. */
  dropped: number;
  /** Where the dropped sessions' charts were last: "error: signIn → page.ready" etc., with counts. */
  wentTo: { where: string; sessions: number }[];
}

/** Sessions that went through `steps` in order (any detours in between), per step. */
export function funnel(
  def: ChartDefinition,
  records: readonly StoredFlowRecord[],
  steps: readonly string[],
): FunnelStep[] {
  const bySession = new Map<string, { trail: Set<string>[]; records: StoredFlowRecord[] }>();
  for (const run of runsOf(records)) {
    const s = bySession.get(run.session) ?? { trail: [], records: [] };
    s.trail.push(...trailOf(def, run));
    s.records.push(...run.records);
    bySession.set(run.session, s);
  }
  const reached = steps.map(() => 0);
  const went = steps.map(() => new Map<string, number>());
  for (const { trail, records: rs } of bySession.values()) {
    let i = 0;
    for (const active of trail) while (i < steps.length && active.has(steps[i]!)) i += 1;
    for (let k = 0; k < i; k++) reached[k]! += 1;
    if (i > 0 && i < steps.length) {
      const last = rs[rs.length - 1]!;
      const where = last.event.startsWith('xstate.error.')
        ? `error (${last.event.replace(/^xstate\.error\.actor\./, '')}), then ${last.to}`
        : last.status === 'done'
          ? `ended in ${last.to}`
          : last.status === 'stopped'
            ? `left the page in ${last.to}`
            : `stopped in ${last.to} (abandoned)`;
      went[i]!.set(where, (went[i]!.get(where) ?? 0) + 1);
    }
  }
  return steps.map((state, k) => ({
    state,
    sessions: reached[k]!,
    dropped: k === 0 ? 0 : reached[k - 1]! - reached[k]!,
    wentTo: [...went[k]!]
      .map(([where, sessions]) => ({ where, sessions }))
      .sort((a, b) => b.sessions - a.sessions),
  }));
}

export interface SessionSummary {
  session: string;
  started: string;
  runs: number;
  steps: number;
  last: string;
  status: string;
}

export function sessionSummaries(records: readonly StoredFlowRecord[]): SessionSummary[] {
  const out = new Map<string, SessionSummary>();
  for (const run of runsOf(records)) {
    const last = run.records[run.records.length - 1]!;
    const prev = out.get(run.session);
    out.set(run.session, {
      session: run.session,
      started: prev?.started ?? run.records[0]!.at,
      runs: (prev?.runs ?? 0) + 1,
      steps: (prev?.steps ?? 0) + run.records.length,
      last: last.to,
      status: last.status,
    });
  }
  return [...out.values()];
}

/** The stored records of some sessions as one JSON document (already redacted: the collector holds no payload). */
export function exportSessions(
  machineId: string,
  records: readonly StoredFlowRecord[],
  sessions?: readonly string[],
) {
  const chosen = sessions ? records.filter((r) => sessions.includes(r.session)) : records;
  return JSON.stringify(
    {
      machine: machineId,
      exportedAt: new Date().toISOString(),
      sessions: [...new Set(chosen.map((r) => r.session))].map((session) => ({
        session,
        runs: runsOf(chosen.filter((r) => r.session === session)).map((run) => ({
          actor: run.actor,
          steps: run.records.map(({ seq, event, to, status, transitions, at }) => ({
            seq,
            event,
            to,
            status,
            transitions,
            at,
          })),
        })),
      })),
    },
    null,
    2,
  );
}
