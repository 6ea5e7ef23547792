/** Generated paths for the inspector page, from the path worker (src/inspector/paths.worker.ts): one listing at a
 *  time, cancellable (the worker is terminated and a new one started on the next request); the steps of one path on
 *  demand. Without workers (unit tests) everything is computed directly. One client per inspector page
 *  (src/inspector/main.tsx makes it): it owns the worker. */
import { MACHINES } from '../../machines/registry';
import { type PathListing, type PathStep, type PathSummaryListing, pathListing, summarize } from './paths';

export interface PathJob {
  promise: Promise<PathSummaryListing>;
  cancel: () => void;
  /** The steps of one path of this listing. */
  steps: (number: number) => Promise<PathStep[]>;
}

export class PathsCancelled extends Error {
  override readonly name = 'PathsCancelled';
}

export interface PathsClient {
  requestPaths: (machineId: string, simple: boolean) => PathJob;
}

export function createPathsClient(): PathsClient {
  let worker: Worker | null = null;
  let next = 1;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  function ask<T>(w: Worker, message: Record<string, unknown>): Promise<T> {
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      w.postMessage({ id, ...message });
    });
  }

  function requestPaths(machineId: string, simple: boolean): PathJob {
    if (typeof Worker === 'undefined' || import.meta.env.MODE === 'test') {
      const entry = MACHINES.find((m) => m.id === machineId)!;
      let listing: PathListing | null = null;
      return {
        promise: Promise.resolve().then(() => {
          listing = pathListing(entry, { simple });
          return summarize(listing);
        }),
        cancel: () => {},
        steps: async (n) => listing?.paths.find((p) => p.number === n)?.steps ?? [],
      };
    }
    if (!worker) {
      const w = new Worker(new URL('./paths.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = ({
        data,
      }: MessageEvent<{ id: number; error?: string; listing?: unknown; steps?: unknown }>) => {
        const p = waiting.get(data.id);
        waiting.delete(data.id);
        if (data.error !== undefined) p?.reject(new Error(data.error));
        else p?.resolve(data.listing ?? data.steps);
      };
      worker = w;
    }
    const mine = worker;
    const promise = ask<PathSummaryListing>(mine, { kind: 'paths', machineId, simple });
    return {
      promise,
      cancel: () => {
        mine.terminate();
        if (worker === mine) worker = null;
        for (const [id, p] of waiting) {
          waiting.delete(id);
          p.reject(new PathsCancelled('cancelled'));
        }
      },
      steps: (n) => ask<PathStep[]>(mine, { kind: 'steps', number: n }),
    };
  }

  return { requestPaths };
}
