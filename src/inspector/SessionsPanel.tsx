/** The Sessions tab: what shopper browsers reported to the flow collector for this machine in a date range, read with
 *  the analyst token (the collector refuses anyone else): the heat map on the diagram (the panel hands it up), a
 *  funnel between two chosen states with the drop-off at each step and where the dropped sessions went, the
 *  transitions never taken (this chart and every chart, exportable as CSV), the sessions as JSON, and a replay of
 *  one session step by step on the diagram. A session is a browser session (one tab across its page loads);
 *  sessions in which nobody used the keyboard or pointer (a crawler's visit) can be left out. */
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  analystAuthorization,
  FLOW_ANALYST_HEADER,
  FLOW_LIMITS,
  FLOW_PATHS,
} from '../../api/contracts/flow-paths';
import {
  type FlowTransitionsResponse,
  flowQueryResponseSchema,
  flowTransitionsResponseSchema,
  type StoredFlowRecord,
} from '../../api/contracts/flows';
import { MACHINES, type RegisteredMachine } from '../../machines/registry';
import type { HeatMap } from './Diagram';
import { type ChartDefinition, readDefinition } from './diagram/definition';
import {
  exportSessions,
  funnel,
  funnelSteps,
  heatMap,
  neverTaken,
  neverTakenCsv,
  pageLoads,
  runsOf,
  sessionSummaries,
  type TransitionRow,
  transitionRows,
  valueFromText,
  withInput,
} from './sessions';

const day = (d: Date) => d.toISOString().slice(0, 10);
const label = (def: ChartDefinition, id: string) =>
  def.nodes.find((n) => n.id === id)?.parent === null ? `${id} (start)` : id.split('.').slice(1).join('.');

function download(name: string, text: string, type = 'application/json') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The analyst token, kept for this tab only (sessionStorage; gone when the tab closes). */
const TOKEN_KEY = 'inspector-analyst-token';
function storedToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}
function keepToken(token: string) {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage unavailable: the token lives in this page's memory only
  }
}

class Refused extends Error {}

async function readCollector(path: string, token: string): Promise<unknown> {
  const res = await fetch(path, {
    credentials: 'same-origin',
    headers: { [FLOW_ANALYST_HEADER]: analystAuthorization(token) },
  });
  if (res.status === 401) throw new Refused('the collector refused the analyst token');
  if (!res.ok) throw new Error(`the collector answered ${res.status}`);
  return res.json();
}

function AnalystTokenForm({ onToken, refused }: { onToken: (token: string) => void; refused: boolean }) {
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <form className="analyst-token" onSubmit={submit}>
      <h3>Only an analyst reads the sessions</h3>
      <p>
        Only an analyst reads what the flow collector stored. <code>npm start</code> prints the token at
        start-up (“Flow collector: analyst token …”), or uses <code>FLOW_ANALYST_TOKEN</code> when it is set.
        It is kept for this tab only.
      </p>
      {refused && (
        <p role="alert">
          The collector refused that token (401): use the one the server printed or was given.
        </p>
      )}
      <label>
        Analyst token{' '}
        <input
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      </label>{' '}
      <button type="submit">Use token</button>
    </form>
  );
}

function TransitionTable({ rows, name }: { rows: readonly TransitionRow[]; name: string }) {
  return (
    <table className="funnel never-taken" aria-label={name}>
      <thead>
        <tr>
          <th scope="col">from state</th>
          <th scope="col">event</th>
          <th scope="col">guard</th>
          <th scope="col">to</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.transitionId} data-transition-id={r.transitionId}>
            <td>{r.from}</td>
            <td>{r.event}</td>
            <td>{r.guard ?? ''}</td>
            <td>{r.to}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every registered chart's never-taken transitions, from the collector's counts per machine. */
function allCharts(counts: FlowTransitionsResponse['data']) {
  return MACHINES.map((m) => {
    const def = readDefinition(m.machine);
    const rows = neverTaken(def, counts.machines[m.id] ?? {});
    return { id: m.id, title: m.title, rows, total: transitionRows(def).length };
  });
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
  const [token, setToken] = useState(storedToken);
  const [refused, setRefused] = useState(false);
  const [from, setFrom] = useState(day(new Date(today.getTime() - 6 * 86_400_000)));
  const [to, setTo] = useState(day(today));
  const [all, setAll] = useState<StoredFlowRecord[] | null>(null);
  const [truncated, setTruncated] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [showHeat, setShowHeat] = useState(true);
  const [inputOnly, setInputOnly] = useState(false);
  const [everyChart, setEveryChart] = useState<FlowTransitionsResponse['data'] | null>(null);
  const root = definition.nodes.find((n) => n.parent === null)!.id;
  const stateId = (path: string | undefined) => (path ? `${root}.${path}` : undefined);
  const [funnelFrom, setFunnelFrom] = useState(stateId(entry.descriptions?.funnel?.from) ?? root);
  const [funnelTo, setFunnelTo] = useState(
    stateId(entry.descriptions?.funnel?.to) ?? definition.nodes[definition.nodes.length - 1]!.id,
  );
  const [replay, setReplay] = useState<{ session: string; step: number } | null>(null);
  const range = () => ({
    from: new Date(`${from}T00:00:00`).toISOString(),
    to: new Date(`${to}T23:59:59.999`).toISOString(),
  });

  const refusedBy = (error: unknown) => {
    if (!(error instanceof Refused)) return false;
    keepToken('');
    setToken('');
    setRefused(true);
    setStatus(null);
    return true;
  };
  const load = async () => {
    if (!token) return;
    setStatus('Loading…');
    setEveryChart(null);
    try {
      const query = new URLSearchParams({ machine: entry.id, ...range() });
      const body = flowQueryResponseSchema.parse(await readCollector(`${FLOW_PATHS.flows}?${query}`, token));
      setAll(body.data.records);
      setTruncated(body.data.truncated);
      setStatus(null);
    } catch (error) {
      if (!refusedBy(error))
        setStatus(`Could not load the sessions: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const loadEveryChart = async () => {
    setStatus('Counting every chart’s transitions…');
    try {
      const query = new URLSearchParams({ ...range(), ...(inputOnly ? { input: 'only' } : {}) });
      const body = flowTransitionsResponseSchema.parse(
        await readCollector(`${FLOW_PATHS.transitions}?${query}`, token),
      );
      setEveryChart(body.data);
      setStatus(null);
    } catch (error) {
      if (!refusedBy(error))
        setStatus(
          `Could not count the transitions: ${error instanceof Error ? error.message : String(error)}`,
        );
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: load once per machine and token; the range reloads on demand
  useEffect(() => {
    setAll(null);
    setReplay(null);
    void load();
  }, [entry.id, token]);
  // The list of every chart is for the range and filter it was made with: a change asks for it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the filter changes
  useEffect(() => setEveryChart(null), [inputOnly]);

  const records = useMemo(() => (all ? (inputOnly ? withInput(all) : all) : null), [all, inputOnly]);
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
  const leftOut = all && records ? sessionSummaries(all).length - sessions.length : 0;
  const never = useMemo(() => (heat ? neverTaken(definition, heat.transitions) : []), [definition, heat]);
  const transitionCount = useMemo(() => transitionRows(definition).length, [definition]);
  const charts = useMemo(() => (everyChart ? allCharts(everyChart) : null), [everyChart]);
  const replayRuns = useMemo(
    () => (replay && records ? runsOf(records.filter((r) => r.browser === replay.session)) : []),
    [replay, records],
  );
  const replaySteps = replayRuns.flatMap((r) => r.records);
  const current = replay ? replaySteps[replay.step] : undefined;
  useEffect(() => {
    onReplay(current ? valueFromText(current.to) : null);
  }, [current, onReplay]);
  const states = definition.nodes;
  const rangeText = `${from} to ${to}`;

  if (!token)
    return (
      <div className="sessions">
        <AnalystTokenForm
          refused={refused}
          onToken={(t) => {
            keepToken(t);
            setRefused(false);
            setToken(t);
          }}
        />
      </div>
    );

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
        <label>
          <input type="checkbox" checked={inputOnly} onChange={(e) => setInputOnly(e.target.checked)} /> Leave
          out sessions with no input
        </label>
        <button
          type="button"
          disabled={!records?.length}
          onClick={() => records && download(`${entry.id}-sessions.json`, exportSessions(entry.id, records))}
        >
          Export sessions (JSON)
        </button>
        <button
          type="button"
          onClick={() => {
            keepToken('');
            setToken('');
            setAll(null);
          }}
        >
          Forget the token
        </button>
      </form>
      {status && <p role="status">{status}</p>}
      {records && all && (
        <p data-testid="sessions-summary">
          {sessions.length} sessions ({pageLoads(records)} page loads), {records.length} recorded steps
          {truncated ? ` (the first ${FLOW_LIMITS.maxQueryRecords.toLocaleString('en-US')} only)` : ''}
          {inputOnly ? `; ${leftOut} left out (no keyboard or pointer input)` : ''}. A session is one browser
          tab across its page loads. Recorded by shopper browsers with flow reporting on: machine, state names
          and event types only, never a payload.
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
      <section aria-labelledby="never-heading">
        <h3 id="never-heading">Never-taken transitions</h3>
        {records && (
          <>
            <p data-testid="never-taken-summary">
              {entry.id}: {never.length} of {transitionCount} transitions never taken, {rangeText}
              {inputOnly ? ' (sessions with input)' : ''}. They are grey on the heat map, including those
              inside collapsed states.
            </p>
            <div className="toolbar">
              <button
                type="button"
                onClick={() =>
                  download(`${entry.id}-never-taken.csv`, neverTakenCsv(never, range()), 'text/csv')
                }
              >
                Export never-taken (CSV)
              </button>
              <button type="button" onClick={() => void loadEveryChart()}>
                List every chart
              </button>
            </div>
            {/* Scrolls when long: focusable, so the keyboard scrolls it too. */}
            <section
              className="session-list"
              aria-label={`Never-taken list of ${entry.id}`}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no control inside
              tabIndex={0}
            >
              <TransitionTable rows={never} name={`Never-taken transitions of ${entry.id}`} />
            </section>
          </>
        )}
        {charts && everyChart && (
          <div data-testid="never-taken-all">
            <p data-testid="never-taken-total">
              Every chart: {charts.reduce((n, c) => n + c.rows.length, 0)} of{' '}
              {charts.reduce((n, c) => n + c.total, 0)} transitions never taken in {charts.length} charts,{' '}
              {rangeText}
              {inputOnly ? ' (sessions with input)' : ''}; {everyChart.records} recorded steps
              {everyChart.firstAt && everyChart.lastAt
                ? `, received ${new Date(everyChart.firstAt).toLocaleString()} to ${new Date(everyChart.lastAt).toLocaleString()}`
                : ''}
              .
            </p>
            <button
              type="button"
              onClick={() =>
                download(
                  'never-taken.csv',
                  neverTakenCsv(
                    charts.flatMap((c) => c.rows),
                    range(),
                  ),
                  'text/csv',
                )
              }
            >
              Export every chart’s never-taken (CSV)
            </button>
            <div className="session-list">
              <table className="funnel" aria-label="Never-taken transitions per chart">
                <thead>
                  <tr>
                    <th scope="col">chart</th>
                    <th scope="col">never taken</th>
                    <th scope="col">transitions</th>
                  </tr>
                </thead>
                <tbody>
                  {charts.map((c) => (
                    <tr key={c.id} data-chart={c.id}>
                      <td>
                        <a href={`#${c.id}`}>{c.id}</a> <span className="muted">{c.title}</span>
                      </td>
                      <td data-testid="never-taken-count">{c.rows.length}</td>
                      <td>{c.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        )}
      </section>
      <section aria-labelledby="sessions-heading">
        <h3 id="sessions-heading">Sessions</h3>
        <div className="session-list">
          <table aria-label="Sessions">
            <thead>
              <tr>
                <th scope="col">session</th>
                <th scope="col">started</th>
                <th scope="col">page loads</th>
                <th scope="col">steps</th>
                <th scope="col">input</th>
                <th scope="col">last state</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {sessions.slice(-200).map((s) => (
                <tr key={s.session} data-session={s.session}>
                  <td>
                    <code>{s.session.slice(0, 8)}</code>
                  </td>
                  <td>{new Date(s.started).toLocaleString()}</td>
                  <td>{s.pages}</td>
                  <td>{s.steps}</td>
                  <td>{s.input ? 'yes' : 'none'}</td>
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
