/** Sandbox analytics recorder: the sandbox keeps what the product emitted so tests can read it. */
import * as z from 'zod/mini';
import { type AnalyticsEventBody, SANDBOX_PATHS } from '../contracts/sandbox';
import { serviceClient } from './http';

const sandbox = serviceClient('sandbox');
const okSchema = z.object({ ok: z.boolean() });

export const recordAnalytics = (body: AnalyticsEventBody) =>
  sandbox.post(SANDBOX_PATHS.analytics, { schema: okSchema, payload: body }, {});
