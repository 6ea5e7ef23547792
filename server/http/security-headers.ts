/**
 * Security headers of every response of both origins (docs/security.md "Headers and CSP"):
 * - Content-Security-Policy: HTML pages get a strict policy with a fresh nonce per response (inline scripts and
 *   styles run only with it: `nonceAttr(c)`); other responses get `default-src 'none'`. Pages are framed by
 *   nobody (frame-ancestors 'none' plus X-Frame-Options DENY) unless a route names who may frame it
 *   (`allowFraming`, e.g. the secure card fields for the app origin).
 * - X-Content-Type-Options: nosniff; Referrer-Policy: strict-origin-when-cross-origin (no path or query, so no
 *   reset token, leaves the site; the Origin header that the CSRF check reads is still sent).
 * - Strict-Transport-Security when the request came over https (directly or through a trusted proxy).
 */
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from '../config';
import { appOriginOf, isHttps, requestOrigin, secondOriginOf } from './origins';

declare module 'hono' {
  interface ContextVariableMap {
    /** The CSP nonce of this response (security-headers.ts). */
    cspNonce: string;
    /** Origins allowed to frame this response; unset: nobody. */
    frameAncestors: readonly string[];
  }
}

export const HSTS_VALUE = 'max-age=31536000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The nonce of this response's CSP ('' outside the middleware, e.g. a route app tested on its own). */
export function cspNonce(c: Context): string {
  return c.get('cspNonce') ?? '';
}

/** ` nonce="…"` for an inline <script> or <style> of a page. */
export function nonceAttr(c: Context): string {
  const nonce = cspNonce(c);
  return nonce ? ` nonce="${nonce}"` : '';
}

/** Lets the given origins frame this response (CSP frame-ancestors); every other page is never framed. */
export function allowFraming(c: Context, origins: readonly string[]): void {
  c.set('frameAncestors', origins);
}

const policy = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

/**
 * The app origin's page policy: its own scripts and styles plus the nonce'd inline ones; scripts, frames and
 * forms of the second origin (Google stand-in script, secure card fields, identity login pages); images also
 * from data: URLs (the banners' generated logos).
 */
export function appPagePolicy(nonce: string, secondOrigin: string, frameAncestors: readonly string[]) {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, secondOrigin],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [secondOrigin],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  });
}

/** The second origin's page policy: its own scripts and styles; forms may post back to the app origin. */
export function secondOriginPagePolicy(nonce: string, appOrigin: string, frameAncestors: readonly string[]) {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", appOrigin],
    'frame-ancestors': frameAncestors.length > 0 ? frameAncestors : ["'none'"],
  });
}

/** Anything that is not a page (JSON, scripts, styles, images): nothing may run or load from it. */
export const NON_PAGE_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function securityHeaders(config: Config, origin: 'app' | 'second'): MiddlewareHandler {
  return async (c, next) => {
    const nonce = randomBytes(16).toString('base64');
    c.set('cspNonce', nonce);
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', REFERRER_POLICY);
    if (isHttps(c, config)) headers.set('Strict-Transport-Security', HSTS_VALUE);
    const framers = c.get('frameAncestors') ?? [];
    if (framers.length === 0) headers.set('X-Frame-Options', 'DENY');
    if (!headers.get('Content-Type')?.startsWith('text/html')) {
      headers.set('Content-Security-Policy', NON_PAGE_POLICY);
      return;
    }
    const own = requestOrigin(c, config);
    headers.set(
      'Content-Security-Policy',
      origin === 'app'
        ? appPagePolicy(nonce, secondOriginOf(own), framers)
        : secondOriginPagePolicy(nonce, appOriginOf(own), framers),
    );
  };
}
