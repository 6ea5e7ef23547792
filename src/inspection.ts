/** The app's one inspection hook (the `inspect` option of createActor / useActorRef). It is all the shopper's
 *  first load carries of the inspector: a queue and lazy imports. What they load the work, each part its own lazy chunk, built only when configuration turns it on:
 *  - live mode of the statechart inspector (/__inspector, VITE_INSPECTOR=on or `npm run dev`): redacted messages
 *    over a BroadcastChannel to inspector tabs of the same origin;
 *  - flow reporting (VITE_FLOW_REPORTING=on, on in the sandbox's .env, off by default): each chart's transitions
 *    (machine, state names, event types; never a payload) batched to the sandbox collector, for the inspector's
 *    funnel and heat map across sessions.
 *  With both off `createInspectBridge()` returns undefined and the bundler drops the rest. */
import type { InspectionEvent } from 'xstate';
import type { AfterFirstLoad } from './afterFirstLoad';

export type InspectorMessage =
  | {
      kind: 'actor';
      tab: string;
      time: number;
      actorId: string;
      /** The machine's id for a machine actor (registry id), else the actor's id (e.g. an invoked promise). */
      logicId: string;
      isMachine: boolean;
      parentId: string | null;
    }
  | {
      kind: 'event';
      tab: string;
      time: number;
      actorId: string;
      sourceId: string | null;
      event: { type: string } & Record<string, unknown>;
    }
  | {
      kind: 'snapshot';
      tab: string;
      time: number;
      actorId: string;
      value: unknown;
      status: string;
      context: unknown;
      eventType: string;
    };

/** Replaced at build time: false in a production build without VITE_INSPECTOR=on. Tests use the runtime. */
export const INSPECTOR_ON: boolean =
  import.meta.env.MODE !== 'test' && (import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === 'on');

/** Replaced at build time: on only with VITE_FLOW_REPORTING=on (the sandbox's .env). */
export const FLOW_REPORTING_ON: boolean =
  import.meta.env.MODE !== 'test' && import.meta.env.VITE_FLOW_REPORTING === 'on';

/** Events waiting for the runtime chunk; past this many the oldest are dropped (the chunk failed to load). */
const MAX_QUEUED = 2000;

/** The page's hook, or undefined when neither live mode nor flow reporting is on. One per page, made by the
 *  composition root (src/app.tsx): the app hands it to the payment wallet it embeds, so their charts report as one
 *  page load; the widget on a page of its own makes its own (src/wallet/runtime.ts). */
export function createInspectBridge(firstLoad: AfterFirstLoad): ((ev: InspectionEvent) => void) | undefined {
  if (!INSPECTOR_ON && !FLOW_REPORTING_ON) return undefined;
  return newBridge(firstLoad);
}

function newBridge(firstLoad: AfterFirstLoad): (ev: InspectionEvent) => void {
  let sink: ((ev: InspectionEvent) => void) | undefined;
  const queue: InspectionEvent[] = [];
  // Each part is its own lazy chunk, present in the build only when its switch is on.
  const parts: Promise<(ev: InspectionEvent) => void>[] = [];
  // Not part of the first load (src/afterFirstLoad.ts): the events wait in the queue meanwhile.
  const started = new Promise<void>((resolve) => firstLoad.run(resolve));
  if (INSPECTOR_ON)
    parts.push(started.then(() => import('./inspectionRuntime')).then((m) => m.startLiveMode()));
  if (FLOW_REPORTING_ON)
    parts.push(
      started.then(() => import('./flowReport')).then((m) => m.startFlowReporting(firstLoad.startedByPerson)),
    );
  Promise.all(parts)
    .then((observers) => {
      sink = (ev) => {
        for (const observe of observers) observe(ev);
      };
      for (const ev of queue.splice(0)) sink(ev);
    })
    .catch(() => {
      queue.length = 0; // no inspection this time; the app is unaffected
    });
  return (ev) => {
    if (ev.type === '@xstate.action') return;
    if (sink) sink(ev);
    else if (queue.push(ev) > MAX_QUEUED) queue.shift();
  };
}
