/** The pluggable analytics sink: a dataLayer-style array by default; the sandbox also records events. */
import { type AnalyticsPayload, type AnalyticsSink, sanitizeAnalyticsPayload } from './domain/analytics';

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

/** Sends events to the sandbox recorder so tests can read them; loads its client on first use. */
export function sandboxRecorderSink(load: () => Promise<Api>): AnalyticsSink {
  return {
    track(event, payload) {
      // Recording is best effort: a failed chunk download or call must not become an unhandled rejection.
      load()
        .then((api) => api.sandbox.recordAnalytics({ event, payload: { ...payload } }))
        .catch(() => {});
    },
  };
}

let sinks: AnalyticsSink[] = [dataLayerSink];

export function setAnalyticsSinks(next: AnalyticsSink[]): void {
  sinks = next;
}

/** The one entry point: drops personal keys before any sink sees the payload. */
export function track(event: string, payload: Record<string, unknown> = {}): AnalyticsPayload {
  const { payload: clean } = sanitizeAnalyticsPayload(payload);
  for (const sink of sinks) sink.track(event, clean);
  return clean;
}
