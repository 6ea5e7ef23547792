/**
 * The second origin (PORT + 1). Later it hosts the secure card-field frames of the payment wallet and the
 * stand-in for the identity provider's pages, which must run on an origin other than the shopper app's.
 * For now: a landing page and /healthz.
 */
import { Hono } from 'hono';
import { HEALTH_PATH } from './http/paths';
import { googleStandInRoutes } from './routes/google-standin';
import { identityProviderPages } from './routes/identity-provider';
import { secureFieldRoutes } from './wallet/secure-fields';

const PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sandbox second origin</title></head>
  <body>
    <main>
      <h1>Sandbox second origin</h1>
      <p>This origin will host the secure card fields and the sign-in provider stand-in.</p>
    </main>
  </body>
</html>
`;

export function createSecondOriginApp(): Hono {
  const app = new Hono();
  app.get('/', (c) => c.html(PAGE));
  app.get(HEALTH_PATH, (c) => c.json({ ok: true }));
  // Sign-in (issue 5): the Google Identity stand-in script and the external identity login pages.
  app.route('/', googleStandInRoutes());
  app.route('/', identityProviderPages());
  // Payment wallet (issue 3): the secure card fields frame, its registration endpoint, the fraud script stand-in.
  app.route('/', secureFieldRoutes());
  app.notFound((c) =>
    c.json({ error: { code: 'NOT_FOUND', message: `No route for ${c.req.method} ${c.req.path}` } }, 404),
  );
  return app;
}
