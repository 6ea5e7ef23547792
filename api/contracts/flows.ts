/** The sandbox flow collector: shopper browsers report their charts' transitions (machine, actor, state names,
 *  event types, definition transition ids; never a payload) for the inspector's funnel and heat map across
 *  sessions. Everything is bounded: body size, records per batch, per session, per client and in total, string
 *  lengths, and a character set in which an email address, a name with spaces or a free text cannot be written;
 *  the server also accepts only the registered charts' own names (server/routes/flows.ts). */
import * as z from 'zod/mini';

export { analystAuthorization, FLOW_ANALYST_HEADER, FLOW_LIMITS, FLOW_PATHS } from './flow-paths';
import { FLOW_LIMITS } from './flow-paths';

/** A random id as crypto.randomUUID() writes it (no other text fits, so no phone number or name can). */
export const RANDOM_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Identifiers of the statecharts' own vocabulary: letters, digits and `_ . : # $ -`; no `@`, no spaces. */
const ID = /^[A-Za-z0-9_.:#$-]+$/;
/** A state value as text (`page.ready`, parallel regions joined by ` + `). */
const STATE = /^[A-Za-z0-9_.:#$ +-]*$/;
/** A transition as the definition names it: `<source state id> ▸ <event type> ▸ <candidate index>`. */
const TRANSITION = /^[A-Za-z0-9_.:#$-]+ ▸ [A-Za-z0-9_.:#$-]* ▸ \d{1,3}$/;

const text = (pattern: RegExp, max: number) => z.string().check(z.maxLength(max), z.regex(pattern));

export const FLOW_STATUSES = ['active', 'done', 'stopped', 'error'] as const;

export const flowRecordSchema = z.strictObject({
  /** The actor's id in its tab (`x:3`; `withheld` when it was anything else). */
  actor: text(/^(x:\d{1,9}|withheld)$/, 60),
  /** The machine's id (the registry id). */
  machine: text(ID, 80),
  /** 0 for the start (the chart's initial state), then 1, 2, … per microstep. */
  seq: z.int().check(z.gte(0), z.lte(100_000)),
  /** The event that caused the step (`xstate.init` for the start). */
  event: text(ID, 200),
  /** The state value after the step. */
  to: text(STATE, 400),
  status: z.enum(FLOW_STATUSES),
  transitions: z.array(text(TRANSITION, 300)).check(z.maxLength(FLOW_LIMITS.maxTransitionsPerRecord)),
});
export type FlowRecord = z.infer<typeof flowRecordSchema>;

export const flowBatchSchema = z.strictObject({
  /** A random id per page load (in memory only, never tied to an account). */
  session: z.string().check(z.regex(RANDOM_ID)),
  /** A random id per browser session: the same across the page loads of one tab (sessionStorage), so the
   *  inspector counts a shopper who reloads once. Older reporters did not send it: the page load stands in. */
  browser: z.optional(z.string().check(z.regex(RANDOM_ID))),
  /** Whether a person has used the keyboard or pointer on this page load so far (nothing of what they typed). */
  input: z.optional(z.boolean()),
  records: z.array(flowRecordSchema).check(z.minLength(1), z.maxLength(FLOW_LIMITS.maxRecordsPerBatch)),
});
export type FlowBatch = z.infer<typeof flowBatchSchema>;

export const flowQuerySchema = z.strictObject({
  machine: text(ID, 80),
  /** ISO date-time bounds on when the collector received the records; both optional. */
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});

export const storedFlowRecordSchema = z.object({
  session: z.string(),
  /** The browser session (the page load's id for records sent without one). */
  browser: z.string(),
  /** A person had used the keyboard or pointer on the page load by the time this record was sent. */
  input: z.boolean(),
  actor: z.string(),
  machine: z.string(),
  seq: z.number(),
  event: z.string(),
  to: z.string(),
  status: z.enum(FLOW_STATUSES),
  transitions: z.array(z.string()),
  /** When the collector received it (ISO). */
  at: z.string(),
});
export type StoredFlowRecord = z.infer<typeof storedFlowRecordSchema>;

export const flowQueryResponseSchema = z.object({
  data: z.object({
    machine: z.string(),
    truncated: z.boolean(),
    records: z.array(storedFlowRecordSchema),
  }),
});
export type FlowQueryResponse = z.infer<typeof flowQueryResponseSchema>;

export const flowTransitionsQuerySchema = z.strictObject({
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
  /** `only`: count only the browser sessions in which a person used the keyboard or pointer. */
  input: z.optional(z.enum(['only'])),
});

/** How often each transition was taken, per machine, in a date range (the never-taken list is the rest). */
export const flowTransitionsResponseSchema = z.object({
  data: z.object({
    /** The range asked for (null: open), and the first and last record received in it (null: none). */
    from: z.nullable(z.string()),
    to: z.nullable(z.string()),
    firstAt: z.nullable(z.string()),
    lastAt: z.nullable(z.string()),
    records: z.number(),
    machines: z.record(z.string(), z.record(z.string(), z.number())),
  }),
});
export type FlowTransitionsResponse = z.infer<typeof flowTransitionsResponseSchema>;
