/** The pluggable analytics sink: a dataLayer-style array by default; the sandbox also records events. */
import { type AnalyticsPayload, type AnalyticsSink, sanitizeAnalyticsPayload } from '../domain/analytics';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export const dataLayerSink: AnalyticsSink = {
  track(event, payload) {
    window.dataLayer ??= [];
    window.dataLayer.push({ event, ...payload });
  },
};

type Api = typeof import('./api')['api'];

/**
 * Sends events to the sandbox recorder so tests can read them. Not part of the first load: the events of the first
 * screen wait until `when` runs (the page's AfterFirstLoad, src/afterFirstLoad.ts: the first interaction or idle
 * after the load), then the client loads and every event goes, in order.
 */
export function sandboxRecorderSink(
  load: () => Promise<Api>,
  when: (run: () => void) => void,
): AnalyticsSink {
  let queue: { event: string; payload: AnalyticsPayload }[] | null = null;
  const send = (event: string, payload: AnalyticsPayload) =>
    // Recording is best effort: a failed chunk download or call must not become an unhandled rejection.
    load()
      .then((api) => api.sandbox.recordAnalytics({ event, payload }))
      .catch(() => {});
  let ready = false;
  return {
    track(event, payload) {
      if (ready) {
        void send(event, { ...payload });
        return;
      }
      const first = queue === null;
      queue ??= [];
      queue.push({ event, payload: { ...payload } });
      if (first)
        when(() => {
          ready = true;
          for (const item of (queue ?? []).splice(0)) void send(item.event, item.payload);
        });
    },
  };
}

/** The app's analytics: one per app, made by the composition root (src/app.tsx) with its sinks and handed on as a
 *  service (`AppServices.analytics`), never a module-level object. */
export interface Analytics {
  /** The one entry point: drops personal keys before any sink sees the payload. */
  track: (event: string, payload?: Record<string, unknown>) => AnalyticsPayload;
}

declare module '../ui/app/services' {
  interface AppServices {
    /** The app's analytics (src/analytics.ts); views never touch it. */
    analytics?: Analytics | undefined;
  }
}

export function createAnalytics(sinks: readonly AnalyticsSink[] = [dataLayerSink]): Analytics {
  return {
    track(event, payload = {}) {
      const { payload: clean } = sanitizeAnalyticsPayload(payload);
      for (const sink of sinks) sink.track(event, clean);
      return clean;
    },
  };
}
