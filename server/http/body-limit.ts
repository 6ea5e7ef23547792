/**
 * Request body caps (docs/security.md): every request body is refused with 413 PAYLOAD_TOO_LARGE past the limit
 * of its route, before anything reads or parses it (a declared Content-Length is refused at once; a chunked
 * body is counted as it arrives and dropped at the limit). A route that needs more (an upload, later) adds its
 * own entry to the table it is given; the longest matching prefix wins.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorBody } from './errors';

export interface BodyLimitRule {
  /** Path prefix ('/__sandbox/analytics') or '*' for the default. */
  prefix: string;
  maxBytes: number;
}

export const PAYLOAD_TOO_LARGE = 'PAYLOAD_TOO_LARGE';

/** Limits by path prefix; the longest matching prefix applies, '*' otherwise. */
export function bodyLimits(rules: readonly BodyLimitRule[]): MiddlewareHandler {
  const fallback = rules.find((r) => r.prefix === '*');
  const specific = rules.filter((r) => r.prefix !== '*').sort((a, b) => b.prefix.length - a.prefix.length);
  const limiters = new Map(
    rules.map((rule) => [
      rule,
      bodyLimit({
        maxSize: rule.maxBytes,
        onError: (c) =>
          c.json(
            errorBody(
              PAYLOAD_TOO_LARGE,
              `The request body is larger than this route accepts (${rule.maxBytes} bytes).`,
            ),
            413,
          ),
      }),
    ]),
  );
  return async (c, next) => {
    const path = c.req.path;
    const rule = specific.find((r) => path === r.prefix || path.startsWith(r.prefix)) ?? fallback;
    if (!rule) return next();
    return limiters.get(rule)!(c, next);
  };
}
