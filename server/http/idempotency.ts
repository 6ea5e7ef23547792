/**
 * Idempotency keys for every mutating route (docs/security.md "Idempotency"; the wallet's calls now, the
 * pharmacy's cart, checkout, guest refill and delivery orders later). One mechanism, one table
 * (idempotency_keys, migration 005):
 *
 * 1. The key (`Idempotency-Key` header, 1-255 visible ASCII characters) is claimed in one atomic statement
 *    (INSERT ... ON CONFLICT DO NOTHING) before any work runs, so of two concurrent requests with one key exactly
 *    one does the work and stores one row.
 * 2. A key is bound to its scope (whose it is), its operation (method and path by default) and a fingerprint of
 *    the request (sha256 of the operation and the canonical JSON of what the route passes as `request`). The
 *    same key with another operation or body answers 422 IDEMPOTENCY_KEY_REUSED, never the other answer.
 * 3. A duplicate of a finished request gets the stored answer again (same status and body, header
 *    `Idempotent-Replayed: true`). A duplicate of one still in flight waits for it (polling every POLL_MS) up to
 *    `waitMs` (IDEMPOTENCY.WAIT_MS), then answers 409 IDEMPOTENCY_KEY_IN_USE with Retry-After.
 * 4. Answers below 500 are stored; a 5xx or a thrown error releases the claim, so a retry runs the work again.
 *    A claim left pending for STALE_MS (a crash mid-work) may be taken over; keys expire after TTL_MS.
 *
 * A route uses it like this (the validated body as `request`, the owner as `scope`):
 *
 *   app.post(PATH, validate('json', schema), (c) =>
 *     idempotent(c, deps, { scope: `customer:${customerId}`, request: c.req.valid('json'), run: async () => {
 *       ...the work...; return { status: 200, body: { data } };   // or { status: 4xx, body: errorBody(...) }
 *     } }));
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps } from './deps';
import { IDEMPOTENCY_HEADER } from '../../api/contracts/idempotency';
import { ERROR_CODES, errorBody } from './errors';

/** The header the clients send (api/contracts/idempotency.ts), read here. */
export { IDEMPOTENCY_HEADER };
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY = {
  /** How long a duplicate waits for the request that holds its key. Above the slowest sandbox answer (11 s). */
  WAIT_MS: 15_000,
  POLL_MS: 50,
  /** A claim pending this long is taken to be abandoned (its server stopped mid-work). */
  STALE_MS: 60_000,
  /** How long a finished key keeps its answer. */
  TTL_MS: 24 * 60 * 60 * 1000,
} as const;

export const IDEMPOTENCY_ERRORS = {
  reused: {
    code: 'IDEMPOTENCY_KEY_REUSED',
    message: 'This Idempotency-Key was already used for a different request.',
  },
  inUse: {
    code: 'IDEMPOTENCY_KEY_IN_USE',
    message: 'A request with this Idempotency-Key is still being processed. Retry shortly.',
  },
  required: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'This request needs an Idempotency-Key header.' },
  invalid: 'The Idempotency-Key must be 1 to 255 visible ASCII characters.',
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface IdempotentAnswer {
  status: ContentfulStatusCode;
  body: unknown;
}

export interface IdempotencyOptions {
  /** Whose keys these are ('customer:<id>', 'guest:<session>'): a key never answers across scopes. */
  scope: string;
  /** What the key is bound to besides the request; default `${method} ${path}`. */
  operation?: string;
  /** What makes the request this request (the validated body, plus anything else that changes the outcome). */
  request: unknown;
  /** A request without a key: refused with 400 when true; when false (default) it simply runs once. */
  required?: boolean;
  /** How long an in-flight duplicate waits before 409 (default IDEMPOTENCY.WAIT_MS). */
  waitMs?: number;
  /** The work, run at most once per key (while its answer is kept). */
  run: () => Promise<IdempotentAnswer>;
}

/** JSON with object keys sorted at every level, so equal requests give equal fingerprints. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(operation: string, request: unknown): string {
  return createHash('sha256').update(operation).update('\n').update(canonicalJson(request)).digest('hex');
}

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms));

const answer = (c: Context, a: IdempotentAnswer, replayed = false) => {
  if (replayed) c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
  return c.json(a.body as object, a.status);
};

/** Runs `options.run` at most once per Idempotency-Key and answers every duplicate as described above. */
export async function idempotent(c: Context, deps: AppDeps, options: IdempotencyOptions): Promise<Response> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (key === undefined) {
    if (options.required) {
      const { code, message } = IDEMPOTENCY_ERRORS.required;
      return c.json(errorBody(code, message), 400);
    }
    return answer(c, await options.run());
  }
  if (!KEY_PATTERN.test(key)) {
    return c.json(
      errorBody(ERROR_CODES.validation, IDEMPOTENCY_ERRORS.invalid, {
        [IDEMPOTENCY_HEADER]: IDEMPOTENCY_ERRORS.invalid,
      }),
      400,
    );
  }
  const operation = options.operation ?? `${c.req.method} ${c.req.path}`;
  const fingerprint = requestFingerprint(operation, options.request);
  const { scope } = options;
  const claimId = randomUUID();
  const waitUntil = Date.now() + (options.waitMs ?? IDEMPOTENCY.WAIT_MS);
  const db = deps.db;

  for (;;) {
    const now = deps.now();
    const values = {
      scope,
      key,
      operation,
      fingerprint,
      state: 'pending' as const,
      claim_id: claimId,
      claimed_at: now,
      status: null,
      body: null,
      expires_at: new Date(now.getTime() + IDEMPOTENCY.TTL_MS),
    };
    // The claim: one statement. A new key is inserted; an expired one or an abandoned claim is taken over;
    // otherwise nothing changes and nothing is returned.
    const claimed = await db
      .insertInto('idempotency_keys')
      .values(values)
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key'])
          .doUpdateSet({ ...values })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.expires_at', '<=', now),
              eb.and([
                eb('idempotency_keys.state', '=', 'pending'),
                eb('idempotency_keys.claimed_at', '<=', new Date(now.getTime() - IDEMPOTENCY.STALE_MS)),
              ]),
            ]),
          ),
      )
      .returning('claim_id')
      .executeTakeFirst();
    if (claimed?.claim_id === claimId) break;

    const held = await db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'state', 'status', 'body'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!held) continue; // released by a failed first attempt meanwhile: claim it now
    if (held.fingerprint !== fingerprint) {
      const { code, message } = IDEMPOTENCY_ERRORS.reused;
      return c.json(errorBody(code, message), 422);
    }
    if (held.state === 'done' && held.status !== null) {
      return answer(c, { status: held.status as ContentfulStatusCode, body: held.body }, true);
    }
    if (Date.now() >= waitUntil) {
      const { code, message } = IDEMPOTENCY_ERRORS.inUse;
      c.header('Retry-After', '1');
      return c.json(errorBody(code, message), 409);
    }
    await sleep(IDEMPOTENCY.POLL_MS);
  }

  const release = () =>
    db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('claim_id', '=', claimId)
      .execute();
  let result: IdempotentAnswer;
  try {
    result = await options.run();
  } catch (error) {
    await release();
    throw error;
  }
  if (result.status >= 500) {
    await release();
    return answer(c, result);
  }
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', status: result.status, body: JSON.stringify(result.body) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('claim_id', '=', claimId)
    .execute();
  return answer(c, result);
}
