/**
 * Cross-site request forgery guard (docs/security.md "CSRF"). SameSite=Lax cookies still travel with a form
 * posted from another port of the same host (the same site), so every state-changing request (any method but
 * GET, HEAD and OPTIONS) is checked where it comes from:
 * - with an Origin header (every browser sends one on such requests): it must be this request's own origin,
 *   or one the route explicitly allows (the identity login page on the second origin posting back);
 * - without one, a Sec-Fetch-Site header other than same-origin or none means a browser request from
 *   elsewhere: refused;
 * - with neither, the caller is not a browser (curl, tests, a server): nothing ambient to forge, allowed.
 * Refusals answer 403 CROSS_SITE_REQUEST before any handler runs.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { errorBody } from './errors';
import { requestOrigin } from './origins';

export const CSRF_ERROR_CODE = 'CROSS_SITE_REQUEST';
export const CSRF_MESSAGE = 'This request came from another site and was refused.';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Origins other than the request's own that may send this (state-changing) request. */
export type ExtraOrigins = (c: Context, ownOrigin: string) => readonly string[];

export function isCrossSite(c: Context, ownOrigin: string, extra: readonly string[]): boolean {
  const origin = c.req.header('Origin');
  if (origin !== undefined) return origin !== ownOrigin && !extra.includes(origin);
  const site = c.req.header('Sec-Fetch-Site');
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

export function csrfGuard(config: Config, extraOrigins: ExtraOrigins = () => []): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const own = requestOrigin(c, config);
    if (isCrossSite(c, own, extraOrigins(c, own))) {
      return c.json(errorBody(CSRF_ERROR_CODE, CSRF_MESSAGE), 403);
    }
    return next();
  };
}
