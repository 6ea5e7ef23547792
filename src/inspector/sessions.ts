/** Across sessions: what the flow collector stored for one machine (api/contracts/flows.ts), turned into the heat
 *  map (times each transition was taken, sessions that reached each state), a funnel between chosen states
 *  (sessions at each step, the drop-off, where the dropped sessions went), the transitions never taken, and
 *  sessions to export or replay. A session is a browser session (the reporter's id across the page loads of one
 *  tab); sessions in which nobody used the keyboard or pointer (a crawler's visit) can be left out.
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
  /** The browser session (the reporter's id across page loads). */
  session: string;
  /** The page load the chart instance ran in. */
  page: string;
  actor: string;
  records: StoredFlowRecord[];
}

/** One run per chart instance (page load + actor), its records in order, oldest run first. */
export function runsOf(records: readonly StoredFlowRecord[]): Run[] {
  const runs = new Map<string, Run>();
  for (const r of records) {
    const key = `${r.session}\u0000${r.actor}`;
    const run = runs.get(key) ?? { session: r.browser, page: r.session, actor: r.actor, records: [] };
    run.records.push(r);
    runs.set(key, run);
  }
  for (const run of runs.values()) run.records.sort((a, b) => a.seq - b.seq);
  return [...runs.values()].sort((a, b) => a.records[0]!.at.localeCompare(b.records[0]!.at));
}

/** The records of the browser sessions in which a person used the keyboard or pointer on some page load. */
export function withInput(records: readonly StoredFlowRecord[]): StoredFlowRecord[] {
  const used = new Set(records.filter((r) => r.input).map((r) => r.browser));
  return records.filter((r) => used.has(r.browser));
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
  /** The browser session. */
  session: string;
  started: string;
  /** Page loads of this browser session that ran the chart. */
  pages: number;
  runs: number;
  steps: number;
  last: string;
  status: string;
  /** A person used the keyboard or pointer. */
  input: boolean;
}

export function sessionSummaries(records: readonly StoredFlowRecord[]): SessionSummary[] {
  const out = new Map<string, SessionSummary & { pageIds: Set<string> }>();
  for (const run of runsOf(records)) {
    const last = run.records[run.records.length - 1]!;
    const prev = out.get(run.session);
    const pageIds = prev?.pageIds ?? new Set<string>();
    pageIds.add(run.page);
    out.set(run.session, {
      session: run.session,
      started: prev?.started ?? run.records[0]!.at,
      pages: pageIds.size,
      pageIds,
      runs: (prev?.runs ?? 0) + 1,
      steps: (prev?.steps ?? 0) + run.records.length,
      last: last.to,
      status: last.status,
      input: (prev?.input ?? false) || run.records.some((r) => r.input),
    });
  }
  return [...out.values()].map(({ pageIds: _pages, ...summary }) => summary);
}

/** Page loads in the records (for "N browser sessions (M page loads)"). */
export const pageLoads = (records: readonly StoredFlowRecord[]) =>
  new Set(records.map((r) => r.session)).size;

/** One transition of the definition, for the never-taken list. */
export interface TransitionRow {
  machine: string;
  transitionId: string;
  /** The source state (dotted under the machine; the machine itself for its own transitions). */
  from: string;
  event: string;
  guard: string | null;
  /** The target state(s), or "(stays)". */
  to: string;
}

const under = (def: ChartDefinition, id: string) =>
  id === def.machineId ? `${def.machineId} (machine)` : id.split('.').slice(1).join('.') || id;

/** Every transition of the definition once (a transition with several targets is one row). */
export function transitionRows(def: ChartDefinition): TransitionRow[] {
  const rows = new Map<string, TransitionRow>();
  for (const e of def.edges) {
    const row = rows.get(e.transitionId);
    const target = e.targetless ? '(stays)' : under(def, e.target);
    if (row) row.to = `${row.to}, ${target}`;
    else
      rows.set(e.transitionId, {
        machine: def.machineId,
        transitionId: e.transitionId,
        from: under(def, e.source),
        event: e.event,
        guard: e.guard,
        to: target,
      });
  }
  return [...rows.values()];
}

/** The transitions of the definition taken 0 times (`taken`: times per transition id, the heat map's numbers). */
export function neverTaken(
  def: ChartDefinition,
  taken: Readonly<Record<string, { taken: number } | number | undefined>>,
): TransitionRow[] {
  const count = (id: string) => {
    const t = taken[id];
    return typeof t === 'number' ? t : (t?.taken ?? 0);
  };
  return transitionRows(def).filter((row) => count(row.transitionId) === 0);
}

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** The never-taken transitions as CSV: one line per transition, with the date range they were looked for in. */
export function neverTakenCsv(rows: readonly TransitionRow[], range: { from: string; to: string }): string {
  const head = ['machine', 'from', 'event', 'guard', 'to', 'transition', 'range from', 'range to'];
  const lines = rows.map((r) =>
    [r.machine, r.from, r.event, r.guard ?? '', r.to, r.transitionId, range.from, range.to]
      .map(csvCell)
      .join(','),
  );
  return `${[head.join(','), ...lines].join('\n')}\n`;
}

/** The stored records of some browser sessions as one JSON document (already free of personal data: the collector
 *  holds no payload). */
export function exportSessions(
  machineId: string,
  records: readonly StoredFlowRecord[],
  sessions?: readonly string[],
) {
  const chosen = sessions ? records.filter((r) => sessions.includes(r.browser)) : records;
  return JSON.stringify(
    {
      machine: machineId,
      exportedAt: new Date().toISOString(),
      sessions: [...new Set(chosen.map((r) => r.browser))].map((session) => {
        const mine = chosen.filter((r) => r.browser === session);
        return {
          session,
          input: mine.some((r) => r.input),
          runs: runsOf(mine).map((run) => ({
            page: run.page,
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
        };
      }),
    },
    null,
    2,
  );
}
