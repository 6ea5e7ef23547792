/** The inspector's path worker: path generation (and the replays that find the covering set) runs here, never on
 *  the page's main thread; the page terminates the worker to cancel. A listing can hold thousands of paths, so the
 *  page receives their summaries only, and asks for the steps of the path it shows. */
import { MACHINES } from '../../machines/registry';
import { type PathListing, pathListing, summarize } from './paths';

export type PathsRequest =
  | { id: number; kind: 'paths'; machineId: string; simple: boolean }
  | { id: number; kind: 'steps'; number: number };

const scope = self as unknown as {
  addEventListener: (type: 'message', listener: (e: MessageEvent<PathsRequest>) => void) => void;
  postMessage: (m: unknown) => void;
};

/** Answers the page's requests; keeps the last listing, whose steps the page asks for one path at a time. */
function servePaths(): void {
  let last: PathListing | null = null;
  scope.addEventListener('message', ({ data }) => {
    try {
      if (data.kind === 'steps') {
        const path = last?.paths.find((p) => p.number === data.number);
        // The page needs the words and states, not the fixtures' payloads: each event keeps its type only.
        const steps = (path?.steps ?? []).map((s) => ({ ...s, event: { type: s.event.type } }));
        scope.postMessage({ id: data.id, steps: JSON.parse(JSON.stringify(steps)) });
        return;
      }
      const entry = MACHINES.find((m) => m.id === data.machineId);
      if (!entry) throw new Error(`No machine ${data.machineId}`);
      last = pathListing(entry, { simple: data.simple });
      scope.postMessage({ id: data.id, listing: summarize(last) });
    } catch (error) {
      scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

servePaths();
