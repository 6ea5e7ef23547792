/**
 * The sandbox flow collector (contract api/contracts/flows.ts, tables flow_steps and flow_clients of migrations
 * 007 and 014).
 * - POST: a batch of one page load's chart steps, from anyone (shopper browsers). Bounded before anything is
 *   stored: 413 past FLOW_LIMITS.maxBodyBytes; 400 for any key, character or length the contract does not allow;
 *   400 for any name that is not the registered chart's own (machine, state, event type, transition: the
 *   vocabulary `npm run docs:statecharts` writes to flows.vocabulary.json), so no email, phone number, drug name,
 *   diagnosis or other free text can be written, and for a value that still looks like personal data; 429 once a
 *   session holds FLOW_LIMITS.maxRecordsPerSession records or a client (its address) sent
 *   FLOW_LIMITS.maxRecordsPerClientPerMinute in the last minute, whatever session ids it picks; 507 once the
 *   collector holds FLOW_LIMITS.maxStoredRecords. A batch is stored whole or not at all.
 * - GET ?machine=&from=&to=: the records of one machine received in that range, oldest first, at most
 *   FLOW_LIMITS.maxQueryRecords (then `truncated`). The inspector's funnel, heat map and replay read this.
 * - GET /transitions?from=&to=: per machine, how often each transition was taken (the never-taken list).
 * - DELETE: forgets every record (an analyst starting over, tests).
 * Reads and deletes need the analyst token (config.analystToken, `Authorization: Bearer …`): 401 without it.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sql } from 'kysely';
import {
  FLOW_ANALYST_HEADER,
  FLOW_LIMITS,
  FLOW_PATHS,
  type FlowBatch,
  type FlowQueryResponse,
  type FlowTransitionsResponse,
  flowBatchSchema,
  flowQuerySchema,
  flowTransitionsQuerySchema,
} from '../../api/contracts/flows';
import { looksPersonal } from '../../domain/redaction';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../http/errors';
import { clientAddress } from '../http/origins';
import vocabularyFile from './flows.vocabulary.json';

const PERSONAL_VALUE = 'A value that looks like personal data is not accepted.';
const NOT_OUR_WORD =
  'Not a name of this registered chart: only its states, events and transitions are accepted.';
export const ANALYST_MESSAGE =
  'Reading or deleting flows needs the analyst token: Authorization: Bearer <FLOW_ANALYST_TOKEN> (docs/inspector.md).';
/** The client window of FLOW_LIMITS.maxRecordsPerClientPerMinute. */
const CLIENT_WINDOW_MS = 60_000;

interface Vocabulary {
  states: ReadonlySet<string>;
  events: ReadonlySet<string>;
  transitions: ReadonlySet<string>;
}
type VocabularyFile = Record<string, { states: string[]; events: string[]; transitions: string[] }>;

/** Every registered chart's own names (the file `npm run docs:statecharts` writes from machines/registry.ts). */
export const FLOW_VOCABULARY: ReadonlyMap<string, Vocabulary> = new Map(
  Object.entries(vocabularyFile as VocabularyFile).map(([machine, v]) => [
    machine,
    { states: new Set(v.states), events: new Set(v.events), transitions: new Set(v.transitions) },
  ]),
);
/** Event names every chart may report: its start, and an event the reporter withheld (not the chart's own). */
const ANY_CHART_EVENTS = new Set(['xstate.init', 'withheld']);

/** Field problems of a batch: names a chart does not have, values that look personal. */
export function screenBatch(batch: FlowBatch): Record<string, string> {
  // The session and browser ids are crypto.randomUUID()'s form (the contract): no name or phone number fits.
  const problems: Record<string, string> = {};
  batch.records.forEach((r, i) => {
    const at = (field: string) => `records.${i}.${field}`;
    for (const [field, value] of [
      ['event', r.event],
      ['to', r.to],
      ['machine', r.machine],
      ['actor', r.actor],
      ...r.transitions.map((t, k) => [`transitions.${k}`, t] as const),
    ] as const)
      if (looksPersonal(value)) problems[at(field)] = PERSONAL_VALUE;
    const words = FLOW_VOCABULARY.get(r.machine);
    if (!words) {
      problems[at('machine')] ??= NOT_OUR_WORD;
      return;
    }
    if (!ANY_CHART_EVENTS.has(r.event) && !words.events.has(r.event)) problems[at('event')] ??= NOT_OUR_WORD;
    const leaves = r.to === '' ? [] : r.to.split(' + ');
    if (leaves.some((leaf) => !words.states.has(leaf))) problems[at('to')] ??= NOT_OUR_WORD;
    r.transitions.forEach((t, k) => {
      if (!words.transitions.has(t)) problems[at(`transitions.${k}`)] ??= NOT_OUR_WORD;
    });
  });
  return problems;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Refuses (401) a request without the analyst token; compares in constant time. */
export function analystOnly(deps: Pick<AppDeps, 'config'>): MiddlewareHandler {
  const expected = digest(deps.config.analystToken);
  return async (c, next) => {
    const header = c.req.header(FLOW_ANALYST_HEADER) ?? '';
    const token = /^Bearer (\S+)$/.exec(header)?.[1];
    if (!token || !timingSafeEqual(digest(token), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="flows"');
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, ANALYST_MESSAGE);
    }
    return next();
  };
}

/** The client as the collector counts it: a keyed hash of its address (the address itself is never stored). */
function clientKey(c: Context, deps: Pick<AppDeps, 'config'>): string {
  return createHmac('sha256', deps.config.sessionSecret)
    .update(`flows:${clientAddress(c, deps.config)}`)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Counts `n` records against the client's one-minute window in one statement (a lapsed window starts again at
 * `n`) and returns the window's total and when it ends. Parallel batches cannot all slip under the limit: the
 * upsert's row lock serialises them, and a refused batch still counts.
 */
async function reserveClientRecords(deps: AppDeps, client: string, n: number) {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - CLIENT_WINDOW_MS);
  const { rows } = await sql<{ records: number; window_started_at: Date }>`
    INSERT INTO flow_clients AS f (client, window_started_at, records)
    VALUES (${client}, ${now}, ${n})
    ON CONFLICT (client) DO UPDATE SET
      records = CASE WHEN f.window_started_at <= ${cutoff} THEN ${n} ELSE f.records + ${n} END,
      window_started_at = CASE WHEN f.window_started_at <= ${cutoff} THEN ${now} ELSE f.window_started_at END
    RETURNING records, window_started_at`.execute(deps.db);
  const row = rows[0]!;
  const endsAt = new Date(row.window_started_at).getTime() + CLIENT_WINDOW_MS;
  return {
    records: Number(row.records),
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/** How many records the collector holds, at most: ids are handed out in order and only DELETE removes rows, so
 *  the span of ids bounds the count without counting every row. */
async function storedAtMost(deps: AppDeps): Promise<number> {
  const row = await deps.db
    .selectFrom('flow_steps')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
    .executeTakeFirst();
  return row?.first == null || row.last == null ? 0 : Number(row.last) - Number(row.first) + 1;
}

/** `limits`: the contract's FLOW_LIMITS (a test passes a smaller store to reach its end quickly). */
export function flowRoutes(
  deps: AppDeps,
  limits: { readonly [K in keyof typeof FLOW_LIMITS]: number } = FLOW_LIMITS,
) {
  const app = new Hono();
  const analyst = analystOnly(deps);

  app.post(
    FLOW_PATHS.flows,
    bodyLimit({
      maxSize: limits.maxBodyBytes,
      onError: (c) =>
        errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', `A batch is at most ${limits.maxBodyBytes} bytes.`),
    }),
    validate('json', flowBatchSchema),
    async (c) => {
      const batch = c.req.valid('json');
      const { session, records } = batch;
      const problems = screenBatch(batch);
      if (Object.keys(problems).length > 0) {
        const personal = Object.values(problems).includes(PERSONAL_VALUE);
        return validationError(c, problems, personal ? PERSONAL_VALUE : NOT_OUR_WORD);
      }

      const client = await reserveClientRecords(deps, clientKey(c, deps), records.length);
      if (client.records > limits.maxRecordsPerClientPerMinute) {
        c.header('Retry-After', String(client.retryAfterSeconds));
        return errorResponse(
          c,
          429,
          'TOO_MANY_RECORDS',
          `A client sends at most ${limits.maxRecordsPerClientPerMinute} records a minute.`,
        );
      }
      const stored = await deps.db
        .selectFrom('flow_steps')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('session_id', '=', session)
        .executeTakeFirst();
      if (Number(stored?.n ?? 0) + records.length > limits.maxRecordsPerSession)
        return errorResponse(
          c,
          429,
          'TOO_MANY_RECORDS',
          `A session stores at most ${limits.maxRecordsPerSession} records.`,
        );
      if ((await storedAtMost(deps)) + records.length > limits.maxStoredRecords)
        return errorResponse(
          c,
          507,
          'COLLECTOR_FULL',
          `The collector holds at most ${limits.maxStoredRecords} records: an analyst exports and deletes them first.`,
        );
      const received = deps.now();
      await deps.db
        .insertInto('flow_steps')
        .values(
          records.map((r) => ({
            session_id: session,
            browser_session: batch.browser ?? null,
            had_input: batch.input ?? false,
            actor_id: r.actor,
            machine_id: r.machine,
            seq: r.seq,
            event_type: r.event,
            to_state: r.to,
            status: r.status,
            transitions: r.transitions,
            received_at: received,
          })),
        )
        .execute();
      return c.json({ data: { stored: records.length } });
    },
  );

  app.get(FLOW_PATHS.transitions, analyst, validate('query', flowTransitionsQuerySchema), async (c) => {
    const { from, to, input } = c.req.valid('query');
    // The steps in the range; with input=only, of the browser sessions in which a person used the page.
    const chosen = sql`
      SELECT s.machine_id, s.transitions, s.received_at FROM flow_steps s
      WHERE (${from ?? null}::timestamptz IS NULL OR s.received_at >= ${from ?? null}::timestamptz)
        AND (${to ?? null}::timestamptz IS NULL OR s.received_at <= ${to ?? null}::timestamptz)
        AND (${input === 'only'} IS FALSE OR COALESCE(s.browser_session, s.session_id) IN (
          SELECT COALESCE(browser_session, session_id) FROM flow_steps WHERE had_input))`;
    const span = (
      await sql<{ first: Date | null; last: Date | null; n: string | number }>`
        SELECT min(received_at) AS first, max(received_at) AS last, count(*) AS n FROM (${chosen}) c`.execute(
        deps.db,
      )
    ).rows[0];
    const { rows } = await sql<{ machine_id: string; transition: string; n: string | number }>`
      SELECT c.machine_id, t.transition, count(*) AS n
      FROM (${chosen}) c, unnest(c.transitions) AS t(transition)
      GROUP BY c.machine_id, t.transition`.execute(deps.db);
    const machines: Record<string, Record<string, number>> = {};
    for (const r of rows) {
      const counts = machines[r.machine_id] ?? {};
      counts[r.transition] = Number(r.n);
      machines[r.machine_id] = counts;
    }
    const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());
    const body: FlowTransitionsResponse = {
      data: {
        from: from ?? null,
        to: to ?? null,
        firstAt: iso(span?.first),
        lastAt: iso(span?.last),
        records: Number(span?.n ?? 0),
        machines,
      },
    };
    return c.json(body);
  });

  app.get(FLOW_PATHS.flows, analyst, validate('query', flowQuerySchema), async (c) => {
    const { machine, from, to } = c.req.valid('query');
    let query = deps.db
      .selectFrom('flow_steps')
      .select([
        'session_id',
        'browser_session',
        'had_input',
        'actor_id',
        'machine_id',
        'seq',
        'event_type',
        'to_state',
        'status',
        'transitions',
        'received_at',
      ])
      .where('machine_id', '=', machine);
    if (from) query = query.where('received_at', '>=', new Date(from));
    if (to) query = query.where('received_at', '<=', new Date(to));
    const rows = await query
      .orderBy('received_at')
      .orderBy('id')
      .limit(limits.maxQueryRecords + 1)
      .execute();
    const body: FlowQueryResponse = {
      data: {
        machine,
        truncated: rows.length > limits.maxQueryRecords,
        records: rows.slice(0, limits.maxQueryRecords).map((r) => ({
          session: r.session_id,
          browser: r.browser_session ?? r.session_id,
          input: r.had_input,
          actor: r.actor_id,
          machine: r.machine_id,
          seq: r.seq,
          event: r.event_type,
          to: r.to_state,
          status: r.status,
          transitions: r.transitions,
          at: r.received_at.toISOString(),
        })),
      },
    };
    return c.json(body);
  });

  app.delete(FLOW_PATHS.flows, analyst, async (c) => {
    await deps.db.deleteFrom('flow_steps').execute();
    return c.json({ data: { deleted: true } });
  });

  return app;
}
