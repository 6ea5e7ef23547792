/**
 * Request log: method, route, status and duration only. Never bodies, query strings or cookies: they carry
 * emails, passwords and health data (the profile's projection query included); never the ids a path carries
 * either (patient, prescription, address numbers: `loggableRoute` writes the route's pattern instead).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

export type LogLine = (line: string) => void;

/**
 * The request path as it may be logged: as the client encoded it (Hono's c.req.path is decoded, so `%0A` would
 * start a forged log line), with any control character, space or non-ASCII one percent-encoded, and cut at
 * 300 characters. Never the query string.
 */
export function loggablePath(c: Context): string {
  const raw = c.req.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').split(/[?#]/)[0] ?? '';
  const safe = raw.replace(/[^\x21-\x7e]/gu, (ch) =>
    Buffer.from(ch).toString('hex').toUpperCase().replace(/../g, '%$&'),
  );
  return safe.length > 300 ? `${safe.slice(0, 300)}…` : safe || '/';
}

/** A catch-all pattern (a middleware's, the static files' and the app's fallback): it names no route. */
const isCatchAll = (path: string) => path === '*' || path.endsWith('/*');

/** Runs of digits long enough to be an id (patient, prescription, record, order, account numbers). */
const ID_DIGITS = /[0-9]{4,}/g;

/**
 * What the log names a request by: the pattern of the route that answers it (`/rx/api/patient/:patientNumber/
 * addresses`), whether its handler or a guard before it answered; a path no route names (a file, a page, an unknown
 * path) as `loggablePath` gives it with every run of 4 or more digits written `:n`. Never an id.
 */
export function loggableRoute(c: Context): string {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const route = matchedRoutes(c).find((r) => r.method === method && !isCatchAll(r.path));
  return route ? route.path : loggablePath(c).replace(ID_DIGITS, ':n');
}

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${loggableRoute(c)} ${c.res.status} ${ms}ms`);
  };
}

/** What may be logged about a failure: its class and driver code, never its message (it can quote values). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
