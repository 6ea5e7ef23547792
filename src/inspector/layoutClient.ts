/** Layouts for the inspector page: computed in the layout worker (src/inspector/layout.worker.ts) in a browser,
 *  directly where there are no workers (unit tests). One client per inspector page (src/inspector/main.tsx makes it):
 *  it owns the worker and remembers each machine's default view for the page's life. */
import { MACHINES } from '../../machines/registry';
import { readDefinition } from './diagram/definition';
import {
  type ChartLayout,
  type ChartView,
  createLayoutEngine,
  defaultView,
  type LayoutEngine,
  layoutChart,
} from './diagram/layout';

export interface LayoutClient {
  /** The view a machine opens with (most expanded that fits 1280 × 800 with readable labels). */
  defaultLayout: (machineId: string) => Promise<ChartLayout>;
  viewLayout: (machineId: string, view: ChartView) => Promise<ChartLayout>;
}

type Pending = { resolve: (l: ChartLayout) => void; reject: (e: Error) => void };

export function createLayoutClient(): LayoutClient {
  let worker: Worker | null = null;
  let engine: LayoutEngine | null = null;
  let next = 1;
  const pending = new Map<number, Pending>();
  const defaults = new Map<string, Promise<ChartLayout>>();

  function ensureWorker(): Worker | null {
    if (typeof Worker === 'undefined' || import.meta.env.MODE === 'test') return null;
    if (!worker) {
      worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = ({ data }: MessageEvent<{ id: number; layout?: ChartLayout; error?: string }>) => {
        const p = pending.get(data.id);
        pending.delete(data.id);
        if (data.layout) p?.resolve(data.layout);
        else p?.reject(new Error(data.error ?? 'layout failed'));
      };
    }
    return worker;
  }

  function request(machineId: string, view: ChartView | null): Promise<ChartLayout> {
    const w = ensureWorker();
    if (!w) {
      const entry = MACHINES.find((m) => m.id === machineId)!;
      const def = readDefinition(entry.machine);
      engine ??= createLayoutEngine();
      return view ? layoutChart(def, view, engine) : defaultView(def, undefined, engine);
    }
    const id = next++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      w.postMessage({ id, machineId, view });
    });
  }

  return {
    defaultLayout(machineId) {
      let p = defaults.get(machineId);
      if (!p) {
        p = request(machineId, null);
        defaults.set(machineId, p);
        p.catch(() => defaults.delete(machineId));
      }
      return p;
    },
    viewLayout: (machineId, view) => request(machineId, view),
  };
}
