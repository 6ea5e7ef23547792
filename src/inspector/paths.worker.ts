/** The inspector's path worker: path generation (and the replays that find the covering set) runs here, never on
 *  the page's main thread. The page terminates the worker to cancel. Answers { id, listing } or { id, error }. */
import { MACHINES } from '../../machines/registry';
import { pathListing } from './paths';

export type PathsRequest = { id: number; machineId: string; simple: boolean };

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<PathsRequest>) => void) | null;
  postMessage: (m: unknown) => void;
};

scope.onmessage = ({ data }) => {
  try {
    const entry = MACHINES.find((m) => m.id === data.machineId);
    if (!entry) throw new Error(`No machine ${data.machineId}`);
    const listing = pathListing(entry, { simple: data.simple });
    // Events may hold Error objects (fixtures of failed calls): send them as plain data.
    scope.postMessage({ id: data.id, listing: JSON.parse(JSON.stringify(listing, errorsAsData)) });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};

function errorsAsData(_key: string, value: unknown) {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}
