/** The inspector's panels: live actors, event log and sequence view; the path explorer. */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RegisteredMachine } from '../../machines/registry';
import { actorLabel, clock, type LiveState } from './live';
import type { PathStep, PathSummary, PathSummaryListing } from './paths';

export function ActorsList({
  live,
  selected,
  onSelect,
}: {
  live: LiveState;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const machines = live.actors.filter((a) => a.isMachine);
  if (machines.length === 0)
    return (
      <p className="hint">
        No live actors yet. Open the app in another tab of this browser (same origin): its statecharts appear
        here as they start.
      </p>
    );
  return (
    <ul className="actors" aria-label="Live actors">
      {machines.map((a) => (
        <li key={a.key} data-actor-key={a.key} data-logic-id={a.logicId}>
          <button type="button" aria-pressed={a.key === selected} onClick={() => onSelect(a.key)}>
            <strong>{a.logicId}</strong> <span className="muted">{a.actorId}</span>
            <span className="state" data-testid="actor-state">
              {a.trail[a.trail.length - 1] ?? '…'}
            </span>
          </button>
          <ol className="trail" aria-label={`States of ${a.logicId} ${a.actorId}`}>
            {a.trail.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the trail is append-only
              <li key={i}>{s}</li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}

/** Longer payloads show their start; the whole payload opens on demand. */
const PAYLOAD_PREVIEW = 160;

/** JSON with a space after each comma and colon, so a long payload wraps between values, never mid-word. */
export function readableJson(text: string): string {
  if (!text) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 1).replace(/\n\s*/g, ' ');
  } catch {
    return text;
  }
}

export function EventLog({ live }: { live: LiveState }) {
  const byKey = useMemo(() => new Map(live.actors.map((a) => [a.key, a])), [live.actors]);
  const box = useRef<HTMLElement>(null);
  // Follow the newest event (at the bottom).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the log grows
  useEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [live.log.length]);
  return (
    <section
      ref={box}
      className="log"
      aria-label="Event log"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <table>
        <caption>Event log (payloads redacted in the app tab before they are sent)</caption>
        <thead>
          <tr>
            <th scope="col">time</th>
            <th scope="col">actor</th>
            <th scope="col">event</th>
            <th scope="col">payload</th>
          </tr>
        </thead>
        <tbody>
          {live.log.map((e) => (
            <tr key={e.seq} data-event-type={e.type} data-actor-key={e.actorKey}>
              <td>{clock(e.time)}</td>
              <td>{actorLabel(byKey.get(e.actorKey), e.actorKey)}</td>
              <td>{e.type}</td>
              <td>
                {e.payload.length > PAYLOAD_PREVIEW ? (
                  <details>
                    <summary>
                      <code>{readableJson(e.payload).slice(0, PAYLOAD_PREVIEW)}…</code>
                    </summary>
                    <code>{readableJson(e.payload)}</code>
                  </details>
                ) : (
                  <code>{readableJson(e.payload)}</code>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const LANE = 170;
const ROW = 26;

/** Messages between actors: one lifeline per actor (and `outside` for events sent from outside an actor). */
export function SequenceView({ live, last = 40 }: { live: LiveState; last?: number }) {
  const entries = live.log.slice(-last);
  const byKey = new Map(live.actors.map((a) => [a.key, a]));
  const lanes: string[] = ['outside'];
  for (const e of entries)
    for (const k of [e.sourceKey ?? 'outside', e.actorKey]) if (!lanes.includes(k)) lanes.push(k);
  const x = (k: string) => lanes.indexOf(k) * LANE + LANE / 2;
  const height = 40 + entries.length * ROW + 10;
  const short = (s: string) => (s.length > 22 ? `${s.slice(0, 21)}…` : s);
  return (
    <section
      className="sequence"
      aria-label="Sequence view"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      <svg width={lanes.length * LANE} height={height} role="img" aria-label="Messages between actors">
        <title>Messages between actors</title>
        {lanes.map((k) => (
          <g key={k}>
            <text x={x(k)} y={16} textAnchor="middle" fontSize={12} fontWeight={700} fill="#1f2a33">
              {short(k === 'outside' ? 'outside' : actorLabel(byKey.get(k), k))}
            </text>
            <line x1={x(k)} x2={x(k)} y1={24} y2={height} stroke="#8a969f" strokeDasharray="4 3" />
          </g>
        ))}
        {entries.map((e, i) => {
          const from = x(e.sourceKey ?? 'outside');
          const to = x(e.actorKey);
          const y = 40 + i * ROW + 10;
          const self = from === to;
          return (
            <g key={e.seq} data-sequence-event={e.type}>
              {self ? (
                <path d={`M${from},${y - 6} h24 v12 h-24`} fill="none" stroke="#44515c" />
              ) : (
                <line x1={from} x2={to} y1={y} y2={y} stroke="#44515c" markerEnd="url(#seq-arrow)" />
              )}
              <text
                x={(from + to) / 2 + (self ? 30 : 0)}
                y={y - 4}
                textAnchor={self ? 'start' : 'middle'}
                fontSize={11}
                fill="#1f2a33"
              >
                {short(e.type)}
              </text>
            </g>
          );
        })}
        <defs>
          <marker
            id="seq-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" fill="#44515c" />
          </marker>
        </defs>
      </svg>
    </section>
  );
}

export type PathsState =
  | { status: 'idle' }
  | { status: 'running'; simple: boolean }
  | { status: 'done'; listing: PathSummaryListing }
  | { status: 'cancelled' }
  | { status: 'failed'; message: string };

export function PathExplorer({
  entry,
  state,
  simple,
  onSimple,
  onCancel,
  selected,
  steps,
  onSelect,
  step,
  onStep,
}: {
  entry: RegisteredMachine;
  state: PathsState;
  /** The selected path's steps (asked for when it is selected). */
  steps: PathStep[] | null;
  simple: boolean;
  onSimple: (simple: boolean) => void;
  onCancel: () => void;
  selected: number | null;
  onSelect: (n: number) => void;
  step: number;
  onStep: (step: number) => void;
}) {
  const [scope, setScope] = useState<'covering' | 'all'>('covering');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const listing = state.status === 'done' ? state.listing : null;
  const paths = listing ? listing.paths.filter((p) => scope === 'all' || p.covering) : [];
  const groups = new Map<string, PathSummary[]>();
  for (const p of paths) groups.set(p.end, [...(groups.get(p.end) ?? []), p]);
  const summary = listing?.paths.find((p) => p.number === selected);
  const path = summary && steps ? { ...summary, steps } : undefined;
  return (
    <div className="paths">
      <div className="paths-list">
        <div className="toolbar">
          <label>
            <input type="checkbox" checked={simple} onChange={(e) => onSimple(e.target.checked)} /> Include
            simple paths
          </label>
          <label>
            <input
              type="radio"
              name="scope"
              checked={scope === 'covering'}
              onChange={() => setScope('covering')}
            />{' '}
            Test cases (covering set)
          </label>
          <label>
            <input type="radio" name="scope" checked={scope === 'all'} onChange={() => setScope('all')} /> All
            generated paths
          </label>
        </div>
        {state.status === 'running' && (
          <p role="status">
            Generating paths{state.simple ? ' with simple paths' : ''} in the background…{' '}
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          </p>
        )}
        {state.status === 'cancelled' && (
          <p role="status">Cancelled. Choose the options again to generate.</p>
        )}
        {state.status === 'failed' && <p role="alert">Path generation failed: {state.message}</p>}
        {listing && (
          <>
            <p className="muted" data-testid="path-counts">
              {listing.paths.length} generated paths, {listing.covering} in the covering set
              {listing.duplicates ? `, ${listing.duplicates} exact duplicates dropped` : ''} (
              <code>npm run paths -- {entry.id}</code>).
            </p>
            {listing.simple && !listing.simple.complete && (
              <p role="alert" data-testid="paths-exploded">
                This chart has at least {listing.simple.found.toLocaleString('en-US')} simple paths: too many
                to list; the first {listing.simple.kept.toLocaleString('en-US')} were kept. Use the covering
                set.
              </p>
            )}
            <fieldset className="path-groups" aria-label="Generated paths">
              {[...groups].map(([end, list]) => {
                const isOpen = open.has(end) || list.some((p) => p.number === selected);
                return (
                  <details
                    key={end}
                    open={isOpen}
                    onToggle={(e) => {
                      const now = (e.currentTarget as HTMLDetailsElement).open;
                      setOpen((o) => {
                        const n = new Set(o);
                        if (now) n.add(end);
                        else n.delete(end);
                        return n;
                      });
                    }}
                  >
                    <summary>
                      Ends in <code>{end}</code> ({list.length}):{' '}
                      <span className="muted">{list[0]!.endText}</span>
                    </summary>
                    {isOpen && (
                      <ul>
                        {list.map((p) => (
                          <li key={p.number}>
                            <button
                              type="button"
                              aria-pressed={p.number === selected}
                              onClick={() => onSelect(p.number)}
                            >
                              {p.number}. {p.name}{' '}
                              <span className="muted">
                                ({p.stepCount} {p.stepCount === 1 ? 'step' : 'steps'})
                              </span>
                            </button>
                          </li>
                        ))}
                      </ul>
                    )}
                  </details>
                );
              })}
            </fieldset>
          </>
        )}
      </div>
      {path && (
        <div className="path-steps">
          <h3>
            Path {path.number}: {path.name}
          </h3>
          <div className="toolbar" role="toolbar" aria-label="Step through the path">
            <button type="button" disabled={step <= 0} onClick={() => onStep(step - 1)}>
              Previous step
            </button>
            <button type="button" disabled={step >= path.steps.length} onClick={() => onStep(step + 1)}>
              Next step
            </button>
            <output aria-live="polite" data-testid="path-position">
              Step {step} of {path.steps.length}: {step === 0 ? path.initial : path.steps[step - 1]!.to}
            </output>
          </div>
          <p className={step === 0 ? 'current-step' : undefined}>
            Start: {path.initialText} <code className="muted">{path.initial}</code>
          </p>
          <ol aria-label={`Path ${path.number}`}>
            {path.steps.map((s) => (
              <li key={s.step} aria-current={s.step === step ? 'step' : undefined}>
                <button type="button" onClick={() => onStep(s.step)}>
                  {s.action}
                </button>
                <div className="expect">
                  → {s.expect} <code className="muted">{s.to}</code>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/** The state value to highlight for a path at a step (0 = initial). */
export function pathValue(
  path: { initialValue: unknown; steps: { toValue: unknown }[] } | undefined,
  step: number,
): unknown {
  if (!path) return undefined;
  return step === 0 ? path.initialValue : path.steps[step - 1]?.toValue;
}
