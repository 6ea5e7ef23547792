/** The inspector's layout worker: elkjs runs here, never on the page's main thread (a large chart takes hundreds
 *  of milliseconds per layout, the default view several layouts). Answers { id, layout } or { id, error }. */
import { MACHINES } from '../../machines/registry';
import { readDefinition } from './diagram/definition';
import {
  type ChartView,
  createLayoutEngine,
  defaultView,
  type LayoutEngine,
  layoutChart,
} from './diagram/layout';

export type LayoutRequest = { id: number; machineId: string; view: ChartView | null };

const scope = self as unknown as {
  addEventListener: (type: 'message', listener: (e: MessageEvent<LayoutRequest>) => void) => void;
  postMessage: (m: unknown) => void;
  document?: unknown;
};

// elkjs's bundle, when it finds no `document`, takes itself for the ELK worker and replaces `self.onmessage` with
// its own dispatcher at the first layout: every later request would go to it and never be answered. A stand-in
// `document` keeps it in its in-thread mode.
scope.document ??= {};

/** Answers the page's layout requests, all on one ELK engine, made at the first layout. */
function serveLayouts(): void {
  let elk: LayoutEngine | undefined;
  scope.addEventListener('message', async ({ data }) => {
    try {
      const entry = MACHINES.find((m) => m.id === data.machineId);
      if (!entry) throw new Error(`No machine ${data.machineId}`);
      const def = readDefinition(entry.machine);
      elk ??= createLayoutEngine();
      const layout = data.view
        ? await layoutChart(def, data.view, elk)
        : await defaultView(def, undefined, elk);
      scope.postMessage({ id: data.id, layout });
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

serveLayouts();
