/**
 * The external identity login of account-signin.md §2 mode 1, as a sandbox stand-in.
 * - identityProviderPages() (second origin, PORT + 1): GET /identity/login?returnUrl&prompt=login,
 *   GET /identity/step-up?returnUrl&callRxStepupAuth=true and GET /identity/forgot-password?returnUrl: real
 *   pages. Login and step-up post back to the app origin (the returnUrl's origin); with prompt=login or on
 *   step-up the shopper types the password again.
 * - identityProviderCallback(deps) (app origin): POST /__sandbox/identity-provider/complete upgrades the
 *   browser's identity-level session to a full sign-in (checking the password when one was asked for) and
 *   sends the browser back to returnUrl (same origin only).
 */
import { Hono } from 'hono';
import type { Context } from 'hono';
import { IDENTITY_PROVIDER_PATHS } from '../../src/domain/account/signIn';
import { verifyPassword } from '../auth/passwords';
import { activeSession, startSession } from '../auth/sessions';
import type { AppDeps } from '../http/deps';

export const IDENTITY_PROVIDER_COMPLETE_PATH = '/__sandbox/identity-provider/complete';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
  <style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
  label{display:block;margin:.75rem 0 .25rem}input{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
  button{font:inherit;margin-top:1rem;padding:.6rem 1.2rem;background:#0b5394;color:#fff;border:0;border-radius:4px}</style></head>
  <body><main>${body}</main></body>
</html>`;
}

function appOrigin(returnUrl: string | undefined): string | null {
  try {
    const url = new URL(returnUrl ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function loginForm(c: Context, kind: 'login' | 'step-up') {
  const returnUrl = c.req.query('returnUrl') ?? '';
  const origin = appOrigin(returnUrl);
  if (!origin)
    return c.html(page('Identity provider', '<h1>Identity provider</h1><p>Missing return address.</p>'), 400);
  const askPassword = kind === 'step-up' || c.req.query('prompt') === 'login';
  const rx = c.req.query('callRxStepupAuth') === 'true';
  const heading = kind === 'step-up' ? 'Verify it is you' : 'Identity provider sign-in (sandbox)';
  const body = `<h1>${heading}</h1>
  <p>You are signed in to the identity system.${askPassword ? ' Please enter your password to continue.' : ''}</p>
  ${rx ? '<p>Pharmacy (Rx) step-up authorization was requested.</p>' : ''}
  <form method="post" action="${escapeHtml(origin)}${IDENTITY_PROVIDER_COMPLETE_PATH}">
    <input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
    <input type="hidden" name="prompt" value="${askPassword ? 'login' : 'none'}">
    ${askPassword ? '<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>' : ''}
    <button type="submit">Continue</button>
  </form>`;
  return c.html(page(heading, body));
}

export function identityProviderPages() {
  const app = new Hono();
  app.get('/identity/login', (c) => loginForm(c, 'login'));
  app.get('/identity/step-up', (c) => loginForm(c, 'step-up'));
  app.get('/identity/forgot-password', (c) => {
    const returnUrl = c.req.query('returnUrl') ?? '';
    const back = appOrigin(returnUrl)
      ? `<p><a href="${escapeHtml(returnUrl)}">Back to the store</a></p>`
      : '';
    return c.html(
      page(
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
    const back = appOrigin(returnUrl)
      ? `<p><a href="${escapeHtml(returnUrl)}">Back to the store</a></p>`
      : '';
    return c.html(
      page(
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
    const own = new URL(c.req.url).origin;
    const target = appOrigin(returnUrl) === own ? returnUrl : '/';
    const session = await activeSession(c, deps);
    if (!session) return c.redirect(target, 303);
    if (form.prompt === 'login') {
      const row = await deps.db
        .selectFrom('customers')
        .select('password_hash')
        .where('id', '=', session.customerId)
        .executeTakeFirstOrThrow();
      const ok =
        typeof form.password === 'string' && (await verifyPassword(form.password, row.password_hash));
      if (!ok) return c.redirect(target, 303);
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
