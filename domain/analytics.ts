/** Analytics event names and the payload rule: scalars only, never personal or health data. */
import { isPersonalKey } from './privacy';

export type AnalyticsValue = string | number | boolean | null;
export type AnalyticsPayload = Readonly<Record<string, AnalyticsValue>>;

export interface AnalyticsSink {
  track(event: string, payload: AnalyticsPayload): void;
}

export const ANALYTICS_EVENTS = {
  profileLoadFailed: 'profile_load_failed',
  signedOutByServer: 'signed_out_by_server',
  pageView: 'page_view',
} as const;

/** Drops any key that names personal data; returns the keys it dropped so callers can be tested. */
export function sanitizeAnalyticsPayload(payload: Record<string, unknown>): {
  payload: Record<string, AnalyticsValue>;
  dropped: string[];
} {
  const clean: Record<string, AnalyticsValue> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(payload)) {
    const scalar = value === null || ['string', 'number', 'boolean'].includes(typeof value);
    if (isPersonalKey(key) || !scalar) dropped.push(key);
    else clean[key] = value as AnalyticsValue;
  }
  return { payload: clean, dropped };
}
