/**
 * The second origin (PORT + 1): the secure card-field frames of the payment wallet, the stand-ins for the
 * identity provider's pages and the Google Identity script, a landing page and /healthz. It runs under the same
 * protections as the app (docs/security.md): security headers and a strict CSP with nonces, body caps, the
 * CSRF guard (state-changing requests only from this origin itself), the sandbox helpers switch and the request
 * screen.
 */
import { Hono } from 'hono';
import type { Config } from './config';
import { bodyLimits } from './http/body-limit';
import { csrfGuard } from './http/csrf';
import { HEALTH_PATH } from './http/paths';
import { requestScreen } from './http/request-screen';
import { sandboxHelpersGate } from './http/sandbox-helpers';
import { securityHeaders } from './http/security-headers';
import { GOOGLE_STANDIN_PATHS, googleStandInRoutes } from './routes/google-standin';
import { identityProviderPages } from './routes/identity-provider';
import { secureFieldRoutes } from './wallet/secure-fields';

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sandbox second origin</title></head>
  <body>
    <main>
      <h1>Sandbox second origin</h1>
      <p>This origin hosts the secure card fields and the sign-in provider stand-ins.</p>
    </main>
  </body>
</html>
`;

/** Bodies here are a few fields (card entry, a subject, a login form). */
export const SECOND_ORIGIN_BODY_LIMIT = 4 * 1024;

export function createSecondOriginApp(config: Config): Hono {
  const app = new Hono();
  app.use('*', securityHeaders(config, 'second'));
  app.use('*', bodyLimits([{ prefix: '*', maxBytes: SECOND_ORIGIN_BODY_LIMIT }]));
  app.use('*', csrfGuard(config));
  app.use(
    '*',
    sandboxHelpersGate(config, [{ method: 'POST', path: GOOGLE_STANDIN_PATHS.credential, local: true }]),
  );
  app.use('*', requestScreen());
  app.get('/', (c) => c.html(PAGE));
  app.get(HEALTH_PATH, (c) => c.json({ ok: true }));
  // Sign-in (issue 5): the Google Identity stand-in script and the external identity login pages.
  app.route('/', googleStandInRoutes(config));
  app.route('/', identityProviderPages(config));
  // Payment wallet (issue 3): the secure card fields frame, its registration endpoint, the fraud script stand-in.
  app.route('/', secureFieldRoutes(config));
  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` } }, 404),
  );
  return app;
}
