/** The inspector's panels: live actors, event log and sequence view; the path explorer. */
import { useEffect, useMemo, useRef } from 'react';
import type { RegisteredMachine } from '../../machines/registry';
import { actorLabel, clock, type LiveState } from './live';
import { type GeneratedPath, payloadText } from './paths';

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
                      <code>{e.payload.slice(0, PAYLOAD_PREVIEW)}…</code>
                    </summary>
                    <code>{e.payload}</code>
                  </details>
                ) : (
                  <code>{e.payload}</code>
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

export function PathExplorer({
  entry,
  paths,
  simple,
  onSimple,
  selected,
  onSelect,
  step,
  onStep,
}: {
  entry: RegisteredMachine;
  paths: GeneratedPath[];
  simple: boolean;
  onSimple: (simple: boolean) => void;
  selected: number | null;
  onSelect: (n: number) => void;
  step: number;
  onStep: (step: number) => void;
}) {
  const path: GeneratedPath | undefined = paths.find((p) => p.number === selected);
  return (
    <div className="paths">
      <div className="paths-list">
        <label>
          <input type="checkbox" checked={simple} onChange={(e) => onSimple(e.target.checked)} /> Include
          simple paths
        </label>
        <p className="muted">
          {paths.length} generated paths (<code>npm run paths -- {entry.id}</code>)
        </p>
        <ol aria-label="Generated paths">
          {paths.map((p) => (
            <li key={p.number}>
              <button type="button" aria-pressed={p.number === selected} onClick={() => onSelect(p.number)}>
                {p.number}. {p.kind}: {p.steps.length} {p.steps.length === 1 ? 'step' : 'steps'} →{' '}
                {p.steps[p.steps.length - 1]?.to}
              </button>
            </li>
          ))}
        </ol>
      </div>
      {path && (
        <div className="path-steps">
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
          <ol aria-label={`Path ${path.number}`}>
            <li aria-current={step === 0 ? 'step' : undefined}>start in {path.initial}</li>
            {path.steps.map((s) => (
              <li key={s.step} aria-current={s.step === step ? 'step' : undefined}>
                <button type="button" onClick={() => onStep(s.step)}>
                  {s.from} —{s.event.type}
                  {payloadText(s.event, 60) ? ` ${payloadText(s.event, 60)}` : ''}→ {s.to}
                </button>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/** The state value to highlight for a path at a step (0 = initial). */
export function pathValue(path: GeneratedPath | undefined, step: number): unknown {
  if (!path) return undefined;
  return step === 0 ? path.initialValue : path.steps[step - 1]?.toValue;
}
