/**
 * The request screen (docs/security.md "Every request passes these first"): one guard in front of every route of
 * both origins, so no route has to remember it.
 * - Every path segment and query parameter (name and value, decoded) is screened like a body field
 *   (fieldProblem: no NUL character, which PostgreSQL text cannot hold, and at most MAX_FIELD_LENGTH characters):
 *   400 VALIDATION naming the parameter (the route's `:name`, the query name, `(key)` for a bad query name,
 *   `(path)` for a segment that is no parameter).
 * - Every request body (but multipart) nested deeper than MAX_JSON_DEPTH arrays and objects is refused with 400
 *   VALIDATION `(body)`, before any route parses or validates it: the validators recurse, and a body 3,000 levels
 *   deep overflowed the stack (a 500). Bodies are already capped in size (body-limit.ts) when this reads them.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { fieldProblem, validationError } from './errors';

/** The deepest nesting of arrays and objects a request body may have (the product's bodies nest 4 at most). */
export const MAX_JSON_DEPTH = 32;
export const DEPTH_MESSAGE = `Must not nest deeper than ${MAX_JSON_DEPTH} levels.`;

/** How deep brackets nest in a JSON text, outside strings; stops counting once past `limit`. Never recurses. */
export function nestingDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The name the matched routes give path segment `index`: `patientNumber` for a `:patientNumber` there (in any route
 * this request matched: the middleware runs before routing is used up), else `(path)`.
 */
function segmentName(c: Context, index: number): string {
  for (const route of matchedRoutes(c)) {
    const name = /^:([A-Za-z0-9_]+)/.exec(route.path.split('/')[index] ?? '')?.[1];
    if (name) return name;
  }
  return '(path)';
}

/** Field messages for the request's path segments and query parameters; empty when all are fine. */
export function parameterProblems(c: Context): Record<string, string> {
  const fields: Record<string, string> = {};
  const url = new URL(c.req.url);
  url.pathname.split('/').forEach((segment, index) => {
    const problem = fieldProblem(decoded(segment));
    if (problem) fields[segmentName(c, index)] ??= problem;
  });
  for (const [name, value] of url.searchParams) {
    const nameProblem = fieldProblem(name);
    const problem = nameProblem ?? fieldProblem(value);
    if (problem) fields[nameProblem ? '(key)' : name] ??= problem;
  }
  return fields;
}

export function requestScreen(): MiddlewareHandler {
  return async (c, next) => {
    const fields = parameterProblems(c);
    if (Object.keys(fields).length > 0) return validationError(c, fields);
    if (c.req.raw.body && !/^multipart\//i.test(c.req.header('Content-Type') ?? '')) {
      // Read once here (the body caps ran before); Hono keeps the text for the route's own parse, and the raw
      // request gets it back for a route that reads the stream itself (a route's own body cap).
      const text = await c.req.text();
      if (nestingDepth(text) > MAX_JSON_DEPTH) return validationError(c, { '(body)': DEPTH_MESSAGE });
      c.req.raw = new Request(c.req.raw, { body: text });
    }
    return next();
  };
}
