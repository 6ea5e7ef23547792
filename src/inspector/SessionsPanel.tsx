/** The Sessions tab (issue 14): what shopper browsers reported to the flow collector for this machine in a date
 *  range: the heat map on the diagram (the panel hands it up), a funnel between two chosen states with the
 *  drop-off at each step and where the dropped sessions went, the sessions as redacted JSON, and a replay of one
 *  session step by step on the diagram. */
import { useEffect, useMemo, useState } from 'react';
import { FLOW_PATHS } from '../../api/contracts/flow-paths';
import { flowQueryResponseSchema, type StoredFlowRecord } from '../../api/contracts/flows';
import type { RegisteredMachine } from '../../machines/registry';
import type { HeatMap } from './Diagram';
import type { ChartDefinition } from './diagram/definition';
import {
  exportSessions,
  funnel,
  funnelSteps,
  heatMap,
  runsOf,
  sessionSummaries,
  valueFromText,
} from './sessions';

const day = (d: Date) => d.toISOString().slice(0, 10);
const label = (def: ChartDefinition, id: string) =>
  def.nodes.find((n) => n.id === id)?.parent === null ? `${id} (start)` : id.split('.').slice(1).join('.');

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function SessionsPanel({
  entry,
  definition,
  onHeat,
  onReplay,
}: {
  entry: RegisteredMachine;
  definition: ChartDefinition;
  onHeat: (heat: HeatMap | null) => void;
  /** The state value to highlight while replaying (null: none). */
  onReplay: (value: unknown) => void;
}) {
  const today = new Date();
  const [from, setFrom] = useState(day(new Date(today.getTime() - 6 * 86_400_000)));
  const [to, setTo] = useState(day(today));
  const [records, setRecords] = useState<StoredFlowRecord[] | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [showHeat, setShowHeat] = useState(true);
  const root = definition.nodes.find((n) => n.parent === null)!.id;
  const stateId = (path: string | undefined) => (path ? `${root}.${path}` : undefined);
  const [funnelFrom, setFunnelFrom] = useState(stateId(entry.descriptions?.funnel?.from) ?? root);
  const [funnelTo, setFunnelTo] = useState(
    stateId(entry.descriptions?.funnel?.to) ?? definition.nodes[definition.nodes.length - 1]!.id,
  );
  const [replay, setReplay] = useState<{ session: string; step: number } | null>(null);

  const load = async () => {
    setStatus('Loading…');
    try {
      const query = new URLSearchParams({
        machine: entry.id,
        from: new Date(`${from}T00:00:00`).toISOString(),
        to: new Date(`${to}T23:59:59.999`).toISOString(),
      });
      const res = await fetch(`${FLOW_PATHS.flows}?${query}`, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`the collector answered ${res.status}`);
      const body = flowQueryResponseSchema.parse(await res.json());
      setRecords(body.data.records);
      setTruncated(body.data.truncated);
      setStatus(null);
    } catch (error) {
      setStatus(`Could not load the sessions: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per machine; the range reloads on demand
  useEffect(() => {
    setRecords(null);
    setReplay(null);
    void load();
  }, [entry.id]);

  const heat = useMemo(() => (records ? heatMap(definition, records) : null), [definition, records]);
  useEffect(() => {
    onHeat(showHeat ? heat : null);
    return () => onHeat(null);
  }, [heat, showHeat, onHeat]);
  const steps = useMemo(
    () => funnelSteps(definition, funnelFrom, funnelTo),
    [definition, funnelFrom, funnelTo],
  );
  const rows = useMemo(
    () => (records ? funnel(definition, records, steps) : []),
    [definition, records, steps],
  );
  const sessions = useMemo(() => (records ? sessionSummaries(records) : []), [records]);
  const replayRuns = useMemo(
    () => (replay && records ? runsOf(records.filter((r) => r.session === replay.session)) : []),
    [replay, records],
  );
  const replaySteps = replayRuns.flatMap((r) => r.records);
  const current = replay ? replaySteps[replay.step] : undefined;
  useEffect(() => {
    onReplay(current ? valueFromText(current.to) : null);
  }, [current, onReplay]);
  const states = definition.nodes;

  return (
    <div className="sessions">
      <form
        className="toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <label>
          From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit">Load sessions</button>
        <label>
          <input type="checkbox" checked={showHeat} onChange={(e) => setShowHeat(e.target.checked)} /> Heat
          map on the diagram
        </label>
        <button
          type="button"
          disabled={!records?.length}
          onClick={() => records && download(`${entry.id}-sessions.json`, exportSessions(entry.id, records))}
        >
          Export sessions (JSON)
        </button>
      </form>
      {status && <p role="status">{status}</p>}
      {records && (
        <p data-testid="sessions-summary">
          {sessions.length} sessions, {records.length} recorded steps
          {truncated ? ' (the first 50,000 only)' : ''}. Recorded by shopper browsers with flow reporting on:
          machine, state names and event types only, never a payload.
        </p>
      )}
      <section aria-labelledby="funnel-heading">
        <h3 id="funnel-heading">Funnel</h3>
        <div className="toolbar">
          <label>
            From state{' '}
            <select value={funnelFrom} onChange={(e) => setFunnelFrom(e.target.value)}>
              {states.map((n) => (
                <option key={n.id} value={n.id}>
                  {label(definition, n.id)}
                </option>
              ))}
            </select>
          </label>
          <label>
            To state{' '}
            <select value={funnelTo} onChange={(e) => setFunnelTo(e.target.value)}>
              {states.map((n) => (
                <option key={n.id} value={n.id}>
                  {label(definition, n.id)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <table className="funnel" aria-label="Funnel">
          <thead>
            <tr>
              <th scope="col">step</th>
              <th scope="col">state</th>
              <th scope="col">sessions</th>
              <th scope="col">dropped</th>
              <th scope="col">where the dropped sessions went</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.state} data-funnel-state={r.state}>
                <td>{i + 1}</td>
                <td>{label(definition, r.state)}</td>
                <td data-testid="funnel-sessions">
                  {r.sessions}
                  {i > 0 &&
                    rows[0]!.sessions > 0 &&
                    ` (${Math.round((r.sessions / rows[0]!.sessions) * 100)}%)`}
                </td>
                <td data-testid="funnel-dropped">{i === 0 ? '' : r.dropped}</td>
                <td>
                  <ul className="went">
                    {r.wentTo.map((w) => (
                      <li key={w.where}>
                        {w.where}: {w.sessions}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="sessions-heading">
        <h3 id="sessions-heading">Sessions</h3>
        <div className="session-list">
          <table aria-label="Sessions">
            <thead>
              <tr>
                <th scope="col">session</th>
                <th scope="col">started</th>
                <th scope="col">steps</th>
                <th scope="col">last state</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {sessions.slice(-200).map((s) => (
                <tr key={s.session}>
                  <td>
                    <code>{s.session.slice(0, 8)}</code>
                  </td>
                  <td>{new Date(s.started).toLocaleString()}</td>
                  <td>{s.steps}</td>
                  <td>
                    {s.last} <span className="muted">({s.status})</span>
                  </td>
                  <td>
                    <button type="button" onClick={() => setReplay({ session: s.session, step: 0 })}>
                      Replay
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {replay && current && (
          <div className="toolbar" role="toolbar" aria-label="Replay the session">
            <button
              type="button"
              disabled={replay.step <= 0}
              onClick={() => setReplay({ ...replay, step: replay.step - 1 })}
            >
              Previous step
            </button>
            <button
              type="button"
              disabled={replay.step >= replaySteps.length - 1}
              onClick={() => setReplay({ ...replay, step: replay.step + 1 })}
            >
              Next step
            </button>
            <output aria-live="polite" data-testid="replay-position">
              Step {replay.step + 1} of {replaySteps.length}: {current.event} → {current.to}
            </output>
            <button type="button" onClick={() => setReplay(null)}>
              Stop replay
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
