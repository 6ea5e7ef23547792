/**
 * Request log: method, path, status and duration only. Never bodies, query strings or cookies: they carry
 * emails, passwords and health data (the profile's projection query included).
 */
import type { Context, MiddlewareHandler } from 'hono';

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

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${loggablePath(c)} ${c.res.status} ${ms}ms`);
  };
}

/** What may be logged about a failure: its class and driver code, never its message (it can quote values). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
