/**
 * Request log: method, path, status and duration only. Never bodies, query strings or cookies: they carry
 * emails, passwords and health data (the profile's projection query included).
 */
import type { MiddlewareHandler } from 'hono';

export type LogLine = (line: string) => void;

export function requestLog(log: LogLine): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}

/** What may be logged about a failure: its class and driver code, never its message (it can quote values). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} (${code})` : error.name;
}
