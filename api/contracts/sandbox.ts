/** Sandbox-only helpers: the analytics recorder that lets tests read what the product emitted. */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const SANDBOX_PATHS = {
  analytics: `${BASE_PATHS.sandbox}/analytics`,
} as const;

/**
 * Bounds of one analytics event (issue 8: the intake takes no session, so it is bounded instead): the body's
 * size (the server refuses more with 413), the number of payload keys, each key's and each text value's length.
 */
export const ANALYTICS_LIMITS = { bodyBytes: 4096, keys: 20, keyLength: 64, valueLength: 256 } as const;

/** Analytics payload values are scalars only: no nested objects that could smuggle personal data. */
export const analyticsEventSchema = z.object({
  event: z.string().check(z.minLength(1), z.maxLength(80)),
  payload: z
    .record(
      z.string().check(z.maxLength(ANALYTICS_LIMITS.keyLength)),
      z.union([
        z.string().check(z.maxLength(ANALYTICS_LIMITS.valueLength)),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
    )
    .check(
      z.refine((payload) => Object.keys(payload).length <= ANALYTICS_LIMITS.keys, {
        error: `At most ${ANALYTICS_LIMITS.keys} payload keys.`,
      }),
    ),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;
