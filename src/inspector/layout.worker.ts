/** The inspector's layout worker: elkjs runs here, never on the page's main thread (a large chart takes hundreds
 *  of milliseconds per layout, the default view several layouts). Answers { id, layout } or { id, error }. */
import { MACHINES } from '../../machines/registry';
import { readDefinition } from './diagram/definition';
import { type ChartView, defaultView, layoutChart } from './diagram/layout';

export type LayoutRequest = { id: number; machineId: string; view: ChartView | null };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<LayoutRequest>) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = async ({ data }) => {
  try {
    const entry = MACHINES.find((m) => m.id === data.machineId);
    if (!entry) throw new Error(`No machine ${data.machineId}`);
    const def = readDefinition(entry.machine);
    const layout = data.view ? await layoutChart(def, data.view) : await defaultView(def);
    scope.postMessage({ id: data.id, layout });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};
