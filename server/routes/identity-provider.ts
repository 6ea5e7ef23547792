/**
 * The external identity login of account-signin.md §2 mode 1, as a sandbox stand-in.
 * - identityProviderPages(config) (second origin, PORT + 1): GET /identity/login?returnUrl&prompt=login,
 *   GET /identity/step-up?returnUrl&callRxStepupAuth=true and GET /identity/forgot-password?returnUrl: real
 *   pages. A returnUrl must be on the app origin this second origin serves (port - 1): the login form posts the
 *   typed password there and nowhere else. Login and step-up post back to the app origin; with prompt=login or
 *   on step-up the shopper types the password again. The form carries a ticket signed with SESSION_SECRET that
 *   says what the page asked for (password or not, login or step-up) and for which returnUrl.
 * - identityProviderCallback(deps) (app origin): POST /__sandbox/identity-provider/complete upgrades the
 *   browser's identity-level session to a full sign-in and sends the browser back to returnUrl (same origin
 *   only). The server decides whether a password is needed, never the form: it is needed unless a valid ticket
 *   says the page asked for none, and always for step-up, for an account with the prompt marker authority and
 *   for a return to a pharmacy (Rx) page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { IDENTITY_PROVIDER_PATHS, isRxAddress, PROMPT_MARKER_AUTHORITY } from '../../domain/account/signIn';
import { verifyPassword } from '../auth/passwords';
import { activeSession, startSession } from '../auth/sessions';
import {
  accountThrottleKey,
  clearAccountFailures,
  lockAccount,
  reserveAttempt,
  THROTTLE,
} from '../auth/throttle';
import type { Config } from '../config';
import type { AppDeps } from '../http/deps';
import { appOriginOf, requestOrigin } from '../http/origins';
import { nonceAttr } from '../http/security-headers';

export const IDENTITY_PROVIDER_COMPLETE_PATH = '/__sandbox/identity-provider/complete';
/** How long a login page's ticket is good for. */
export const IDP_TICKET_TTL_MS = 10 * 60 * 1000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(c: Context, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
  <style${nonceAttr(c)}>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
  label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
  button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;background:#0b5394;color:#fff;border:0;border-radius:4px}</style></head>
  <body><main>${body}</main></body>
</html>`;
}

/** The origin of an absolute http(s) address, or null. */
function originOf(address: string | undefined): string | null {
  try {
    const url = new URL(address ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

interface Ticket {
  /** login or step-up */
  k: 'login' | 'step-up';
  /** 1 when the page asked for the password */
  p: 0 | 1;
  /** the returnUrl the page was opened with */
  r: string;
  /** expiry, epoch ms */
  e: number;
}

const sign = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`idp-ticket:${payload}`).digest('base64url');

export function issueTicket(ticket: Ticket, secret: string): string {
  const payload = Buffer.from(JSON.stringify(ticket)).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

export function readTicket(value: unknown, secret: string, now: Date): Ticket | null {
  if (typeof value !== 'string') return null;
  const [payload, signature] = value.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const ticket = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Ticket;
    return ticket.e > now.getTime() ? ticket : null;
  } catch {
    return null;
  }
}

export const RETURN_URL_REFUSED = 'This return address is not one of the store’s pages.';

function loginForm(c: Context, config: Config, kind: 'login' | 'step-up', now: () => Date) {
  const returnUrl = c.req.query('returnUrl') ?? '';
  const appOrigin = appOriginOf(requestOrigin(c, config));
  // The typed password goes only to the app this identity stand-in serves.
  if (originOf(returnUrl) !== appOrigin) {
    return c.html(
      page(c, 'Identity provider', `<h1>Identity provider</h1><p>${escapeHtml(RETURN_URL_REFUSED)}</p>`),
      400,
    );
  }
  const askPassword = kind === 'step-up' || c.req.query('prompt') === 'login';
  const rx = c.req.query('callRxStepupAuth') === 'true';
  const ticket = issueTicket(
    { k: kind, p: askPassword ? 1 : 0, r: returnUrl, e: now().getTime() + IDP_TICKET_TTL_MS },
    config.sessionSecret,
  );
  const heading = kind === 'step-up' ? 'Verify it is you' : 'Identity provider sign-in (sandbox)';
  const body = `<h1>${heading}</h1>
  <p>You are signed in to the identity system.${askPassword ? ' Please enter your password to continue.' : ''}</p>
  ${rx ? '<p>Pharmacy (Rx) step-up authorization was requested.</p>' : ''}
  <form method="post" action="${escapeHtml(appOrigin)}${IDENTITY_PROVIDER_COMPLETE_PATH}">
    <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
    <input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
    ${askPassword ? '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>' : ''}
    <button type="submit">Continue</button>
  </form>`;
  return c.html(page(c, heading, body));
}

export function identityProviderPages(config: Config, now: () => Date = () => new Date()) {
  const app = new Hono();
  app.get('/identity/login', (c) => loginForm(c, config, 'login', now));
  app.get('/identity/step-up', (c) => loginForm(c, config, 'step-up', now));
  app.get('/identity/forgot-password', (c) => {
    const returnUrl = c.req.query('returnUrl') ?? '';
    const back =
      originOf(returnUrl) === appOriginOf(requestOrigin(c, config))
        ? `<p><a href="${escapeHtml(returnUrl)}">Back to the store</a></p>`
        : '';
    return c.html(
      page(
        c,
        'Reset your password',
        `<h1>Reset your password (identity provider)</h1><p>The identity system handles password resets for shoppers signed in to it. In the sandbox, use the store's Forgot Password page while signed out.</p>${back}`,
      ),
    );
  });
  // Partner sites (issue 13 point 7): the product links to a few sites of the retailer's partners (the main
  // banner's external create-account flow, one banner's contact site) whose fictional addresses do not resolve.
  // In the sandbox those links open this page, which names the real destination and leads back.
  app.get(IDENTITY_PROVIDER_PATHS.externalStandIn, (c) => {
    const to = c.req.query('to') ?? '';
    const returnUrl = c.req.query('returnUrl') ?? '';
    const back =
      originOf(returnUrl) === appOriginOf(requestOrigin(c, config))
        ? `<p><a href="${escapeHtml(returnUrl)}">Back to the store</a></p>`
        : '';
    return c.html(
      page(
        c,
        'Partner site (sandbox)',
        `<h1>Partner site (sandbox)</h1><p>In production this link opens the partner's site:</p><p><code>${escapeHtml(to)}</code></p><p>The sandbox has no partner sites, so it shows this page instead.</p>${back}`,
      ),
    );
  });
  return app;
}

export function identityProviderCallback(deps: AppDeps) {
  const app = new Hono();
  app.post(IDENTITY_PROVIDER_COMPLETE_PATH, async (c) => {
    const form = await c.req.parseBody();
    const returnUrl = typeof form.returnUrl === 'string' ? form.returnUrl : '/';
    const own = requestOrigin(c, deps.config);
    const target = originOf(returnUrl) === own ? returnUrl : '/';
    const session = await activeSession(c, deps);
    if (!session) return c.redirect(target, 303);
    const ticket = readTicket(form.ticket, deps.config.sessionSecret, deps.now());
    const passwordNeeded =
      !ticket ||
      ticket.r !== returnUrl ||
      ticket.p === 1 ||
      ticket.k === 'step-up' ||
      session.userInfo.authorities.includes(PROMPT_MARKER_AUTHORITY) ||
      isRxAddress(returnUrl);
    if (passwordNeeded) {
      if (typeof form.password !== 'string' || form.password.length > 128) return c.redirect(target, 303);
      // The same throttle as the sign-in form: this is a password check too.
      const accountKey = accountThrottleKey(session.userInfo.banner, session.email);
      const attempt = await reserveAttempt(deps, accountKey, THROTTLE.ACCOUNT_LIMIT);
      if (attempt.kind === 'refused') return c.redirect(target, 303);
      const row = await deps.db
        .selectFrom('customers')
        .select('password_hash')
        .where('id', '=', session.customerId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(form.password, row.password_hash))) {
        if (attempt.slot >= THROTTLE.ACCOUNT_LIMIT) await lockAccount(deps, accountKey);
        return c.redirect(target, 303);
      }
      await clearAccountFailures(deps, accountKey);
    }
    await startSession(c, deps, {
      customerId: session.customerId,
      authLevel: 'authenticated',
      rememberMe: session.rememberMe,
    });
    return c.redirect(target, 303);
  });
  return app;
}
