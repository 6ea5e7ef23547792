/** The statechart inspector (/__inspector): catalogue of the registered machines with search, the diagram of
 *  the selected one, live mode (actors, event log, sequence view) fed by the app tabs over a BroadcastChannel,
 *  the path explorer (paths generated in a worker, cancellable), the sessions across browsers (funnel, heat map,
 *  export, replay), and the opt-in switch for the public hosted inspector. */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { MACHINES, type RegisteredMachine } from '../../machines/registry';
import type { InspectorMessage } from '../inspection';
import { INSPECTOR_CHANNEL } from '../inspectionRuntime';
import { Diagram, type HeatMap } from './Diagram';
import { activeStateIds, readDefinition } from './diagram/definition';
import type { HostedInspector } from './hosted';
import { emptyLive, liveActorFor, reduceLive } from './live';
import { ActorsList, EventLog, PathExplorer, type PathsState, pathValue, SequenceView } from './panels';
import type { LayoutClient } from './layoutClient';
import { type PathJob, PathsCancelled, type PathsClient } from './pathsClient';
import type { PathStep } from './paths';
import { SessionsPanel } from './SessionsPanel';

type Tab = 'live' | 'paths' | 'sessions';
const TAB_NAMES: Record<Tab, string> = { live: 'Live', paths: 'Path explorer', sessions: 'Sessions' };

/** Search: the id, or a word of the title, starting with what was typed; the spec section only when the query
 *  names a spec (`.md` or `§`), so "sign" finds the sign-in page, not every machine of account-signin.md. */
export function matches(entry: RegisteredMachine, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (/\.md|§/.test(q)) return entry.spec.toLowerCase().includes(q);
  const words = [entry.id, ...entry.title.split(/[\s\-/]+/)].map((w) => w.toLowerCase());
  return (
    words.some((w) => w.startsWith(q)) ||
    entry.id.toLowerCase().includes(q) ||
    entry.title.toLowerCase().startsWith(q)
  );
}

function idFromHash(): string {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return MACHINES.some((m) => m.id === id) ? id : (MACHINES[0]?.id ?? '');
}

/** Subscribes to the app tabs' messages; `listen` is replaceable in tests. */
export function useLive(onMessage?: (m: InspectorMessage) => void) {
  const [live, dispatch] = useReducer(reduceLive, emptyLive);
  const forward = useRef(onMessage);
  forward.current = onMessage;
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(INSPECTOR_CHANNEL);
    channel.onmessage = (e: MessageEvent<InspectorMessage>) => {
      dispatch(e.data);
      forward.current?.(e.data);
    };
    return () => channel.close();
  }, []);
  return live;
}

/** The inspector page; `layouts` and `paths` are the page's worker clients (src/inspector/main.tsx makes them). */
export function InspectorApp({ layouts, paths: pathsClient }: { layouts: LayoutClient; paths: PathsClient }) {
  const [query, setQuery] = useState('');
  const [machineId, setMachineId] = useState(idFromHash);
  const [tab, setTab] = useState<Tab>('live');
  const [selectedActor, setSelectedActor] = useState<string | null>(null);
  const [simple, setSimple] = useState(false);
  const [pathsState, setPathsState] = useState<PathsState>({ status: 'idle' });
  const job = useRef<PathJob | null>(null);
  const [heat, setHeat] = useState<HeatMap | null>(null);
  const [replayValue, setReplayValue] = useState<unknown>(null);
  const [pathNumber, setPathNumber] = useState<number | null>(null);
  const [step, setStep] = useState(0);
  const [hostedOn, setHostedOn] = useState(false);
  const [hostedError, setHostedError] = useState<string | null>(null);
  const hosted = useRef<HostedInspector | null>(null);
  const live = useLive((m) => hosted.current?.forward(m));

  const entry = MACHINES.find((m) => m.id === machineId) ?? MACHINES[0]!;
  const definition = useMemo(() => readDefinition(entry.machine), [entry]);
  // Paths are generated off the main thread; a new machine or option cancels what is running.
  useEffect(() => {
    if (tab !== 'paths') return;
    job.current?.cancel();
    const mine = pathsClient.requestPaths(entry.id, simple);
    job.current = mine;
    setPathsState({ status: 'running', simple });
    mine.promise.then(
      (listing) => job.current === mine && setPathsState({ status: 'done', listing }),
      (error: unknown) =>
        job.current === mine &&
        setPathsState(
          error instanceof PathsCancelled
            ? { status: 'cancelled' }
            : { status: 'failed', message: error instanceof Error ? error.message : String(error) },
        ),
    );
    return () => {
      if (job.current === mine) {
        mine.cancel();
        job.current = null;
      }
    };
  }, [entry.id, simple, tab, pathsClient]);
  const paths = pathsState.status === 'done' ? pathsState.listing.paths : [];
  const [steps, setSteps] = useState<{ number: number; steps: PathStep[] } | null>(null);
  useEffect(() => {
    if (pathNumber === null || pathsState.status !== 'done' || !job.current) return;
    let live = true;
    job.current.steps(pathNumber).then(
      (s) => live && setSteps({ number: pathNumber, steps: s }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [pathNumber, pathsState]);
  const selectedSteps = steps && steps.number === pathNumber ? steps.steps : null;
  const onHeat = useCallback((h: HeatMap | null) => setHeat(h), []);
  const onReplay = useCallback((v: unknown) => setReplayValue(v), []);
  const shown = MACHINES.filter((m) => matches(m, query));

  useEffect(() => {
    const onHash = () => setMachineId(idFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const choose = (id: string) => {
    setMachineId(id);
    setPathNumber(null);
    setStep(0);
    window.history.replaceState(null, '', `#${id}`);
  };

  useEffect(() => {
    if (!hostedOn) return;
    let cancelled = false;
    import('./hosted')
      .then((m) => m.attachHostedInspector())
      .then((h) => {
        if (cancelled) h.detach();
        else hosted.current = h;
      })
      .catch((error: unknown) => setHostedError(error instanceof Error ? error.message : String(error)));
    return () => {
      cancelled = true;
      hosted.current?.detach();
      hosted.current = null;
    };
  }, [hostedOn]);

  const liveActor = liveActorFor(live, entry.id, selectedActor);
  const summary = paths.find((p) => p.number === pathNumber);
  const path = summary && selectedSteps ? { ...summary, steps: selectedSteps } : undefined;
  const highlightValue =
    tab === 'paths'
      ? pathValue(path, step)
      : tab === 'sessions'
        ? (replayValue ?? undefined)
        : liveActor?.value;
  const active = useMemo(
    () =>
      highlightValue === undefined || highlightValue === null
        ? []
        : activeStateIds(definition, highlightValue),
    [definition, highlightValue],
  );

  return (
    <div className="inspector">
      <header className="top">
        <h1>Statechart inspector</h1>
        <label className="hosted">
          <input
            type="checkbox"
            checked={hostedOn}
            onChange={(e) => {
              setHostedError(null);
              setHostedOn(e.target.checked);
            }}
          />{' '}
          Also send the live (redacted) events to the public hosted inspector at stately.ai (needs internet;
          opens a window)
        </label>
        {hostedError && <p role="alert">Hosted inspector unavailable: {hostedError}</p>}
      </header>
      <nav className="catalogue" aria-label="Machines">
        <label htmlFor="machine-search">Search machines</label>
        <input
          id="machine-search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="id, title or spec section"
        />
        <ul>
          {shown.map((m) => (
            <li key={m.id}>
              <a
                href={`#${m.id}`}
                aria-current={m.id === entry.id ? 'page' : undefined}
                onClick={(e) => {
                  e.preventDefault();
                  choose(m.id);
                }}
              >
                <strong>{m.title}</strong>
                <span className="muted">
                  {m.id} · {m.spec}
                </span>
              </a>
            </li>
          ))}
          {shown.length === 0 && <li className="muted">No machine matches “{query}”.</li>}
        </ul>
      </nav>
      <main className="main">
        <h2 data-testid="machine-title">
          {entry.title} <code>{entry.id}</code>
        </h2>
        <p className="muted">Implements {entry.spec}</p>
        <Diagram
          layouts={layouts}
          definition={definition}
          active={active}
          heat={tab === 'sessions' ? heat : null}
        />
        <div role="tablist" aria-label="Mode" className="tabs">
          {(['live', 'paths', 'sessions'] as const).map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              id={`tab-${t}`}
              aria-selected={tab === t}
              aria-controls={`panel-${t}`}
              onClick={() => setTab(t)}
            >
              {TAB_NAMES[t]}
            </button>
          ))}
        </div>
        {tab === 'live' ? (
          <section id="panel-live" role="tabpanel" aria-labelledby="tab-live" className="live">
            <ActorsList
              live={live}
              selected={selectedActor ?? liveActor?.key ?? null}
              onSelect={(key) => {
                const actor = live.actors.find((a) => a.key === key);
                setSelectedActor(key);
                if (actor && actor.logicId !== entry.id && MACHINES.some((m) => m.id === actor.logicId))
                  choose(actor.logicId);
              }}
            />
            <EventLog live={live} />
            <SequenceView live={live} />
          </section>
        ) : tab === 'sessions' ? (
          <section id="panel-sessions" role="tabpanel" aria-labelledby="tab-sessions">
            <SessionsPanel
              key={entry.id}
              entry={entry}
              definition={definition}
              onHeat={onHeat}
              onReplay={onReplay}
            />
          </section>
        ) : (
          <section id="panel-paths" role="tabpanel" aria-labelledby="tab-paths">
            <PathExplorer
              entry={entry}
              state={pathsState}
              onCancel={() => {
                job.current?.cancel();
              }}
              simple={simple}
              onSimple={(s) => {
                setSimple(s);
                setPathNumber(null);
                setStep(0);
              }}
              selected={pathNumber}
              steps={selectedSteps}
              onSelect={(n) => {
                setPathNumber(n);
                setStep(0);
              }}
              step={step}
              onStep={setStep}
            />
          </section>
        )}
      </main>
    </div>
  );
}
