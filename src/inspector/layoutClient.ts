/** Layouts for the page: computed in the layout worker (src/inspector/layout.worker.ts) in a browser, directly
 *  where there are no workers (unit tests). Default views are remembered per machine for the page's life. */
import { MACHINES } from '../../machines/registry';
import { readDefinition } from './diagram/definition';
import { type ChartLayout, type ChartView, defaultView, layoutChart } from './diagram/layout';

type Pending = { resolve: (l: ChartLayout) => void; reject: (e: Error) => void };
let worker: Worker | null = null;
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
    return view ? layoutChart(def, view) : defaultView(def);
  }
  const id = next++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    w.postMessage({ id, machineId, view });
  });
}

/** The view a machine opens with (most expanded that fits 1280 × 800 with readable labels). */
export function defaultLayout(machineId: string): Promise<ChartLayout> {
  let p = defaults.get(machineId);
  if (!p) {
    p = request(machineId, null);
    defaults.set(machineId, p);
    p.catch(() => defaults.delete(machineId));
  }
  return p;
}

export function viewLayout(machineId: string, view: ChartView): Promise<ChartLayout> {
  return request(machineId, view);
}
