/** Sandbox-only helpers: the analytics recorder that lets tests read what the product emitted. */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const SANDBOX_PATHS = {
  analytics: `${BASE_PATHS.sandbox}/analytics`,
} as const;

/** Analytics payload values are scalars only: no nested objects that could smuggle personal data. */
export const analyticsEventSchema = z.object({
  event: z.string().check(z.minLength(1), z.maxLength(80)),
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;
