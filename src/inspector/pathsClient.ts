/** Generated paths for the page, from the path worker (src/inspector/paths.worker.ts): one request at a time,
 *  cancellable (the worker is terminated and a new one started on the next request). Without workers (unit
 *  tests) the listing is computed directly. */
import { MACHINES } from '../../machines/registry';
import { type PathListing, pathListing } from './paths';

export interface PathJob {
  promise: Promise<PathListing>;
  cancel: () => void;
}

let worker: Worker | null = null;
let next = 1;

export class PathsCancelled extends Error {
  override readonly name = 'PathsCancelled';
}

export function requestPaths(machineId: string, simple: boolean): PathJob {
  if (typeof Worker === 'undefined' || import.meta.env.MODE === 'test') {
    const entry = MACHINES.find((m) => m.id === machineId)!;
    return { promise: Promise.resolve().then(() => pathListing(entry, { simple })), cancel: () => {} };
  }
  worker ??= new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
  const mine = worker;
  const id = next++;
  let reject: (e: Error) => void = () => {};
  const promise = new Promise<PathListing>((resolve, rej) => {
    reject = rej;
    mine.onmessage = ({ data }: MessageEvent<{ id: number; listing?: PathListing; error?: string }>) => {
      if (data.id !== id) return;
      if (data.listing) resolve(data.listing);
      else rej(new Error(data.error ?? 'path generation failed'));
    };
    mine.postMessage({ id, machineId, simple });
  });
  return {
    promise,
    cancel: () => {
      mine.terminate();
      if (worker === mine) worker = null;
      reject(new PathsCancelled('cancelled'));
    },
  };
}
