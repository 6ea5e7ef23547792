/**
 * The sandbox backend as a Hono app: the documented API paths (api/contracts), sandbox helpers, health
 * and the built shopper app. createApp needs no listening server: tests call app.request().
 * Every request passes the protections of docs/security.md first: security headers and CSP, body caps, the
 * CSRF guard, the sandbox helpers switch and the request screen.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { SandboxDatabase } from './db/database';
import type { AppDeps } from './http/deps';
import { FLOW_LIMITS, FLOW_PATHS } from '../api/contracts/flows';
import { ANALYTICS_LIMITS, SANDBOX_PATHS } from '../api/contracts/sandbox';
import { type BodyLimitRule, bodyLimits } from './http/body-limit';
import { csrfGuard } from './http/csrf';
import { ERROR_CODES, errorBody } from './http/errors';
import { describeError, type LogLine, loggableRoute, requestLog } from './http/logging';
import { secondOriginOf } from './http/origins';
import { isApiPath } from './http/paths';
import { requestScreen } from './http/request-screen';
import { sandboxHelpersGate } from './http/sandbox-helpers';
import { securityHeaders } from './http/security-headers';
import { contentRoutes } from './routes/content';
import { flowRoutes } from './routes/flows';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { IDENTITY_PROVIDER_COMPLETE_PATH, identityProviderCallback } from './routes/identity-provider';
import { outboxRoutes } from './routes/outbox';
import { profileRoutes } from './routes/profile';
import { rxRoutes } from './routes/rx';
import { sandboxRoutes } from './routes/sandbox';
import { staticRoutes } from './routes/static';
import { firstRenderSession } from './auth/first-render';
import { type WalletRouteOptions, walletRoutes } from './routes/wallet';
import { walletDemoRoutes } from './routes/wallet-demo';

export interface CreateAppOptions {
  db: SandboxDatabase;
  config: Config;
  /** Request log sink; silent by default so tests stay quiet (server/main.ts passes console.log). */
  log?: LogLine;
  /** Clock, for tests that need time to pass. */
  now?: () => Date;
  /** Wallet service options (tests shorten the slow test card). */
  wallet?: WalletRouteOptions;
}

/**
 * Request body caps of the app origin (413 past them): small JSON bodies everywhere, smaller where the body is
 * known to be tiny. A route with bigger bodies (an upload) adds its own line.
 */
export const APP_BODY_LIMITS: readonly BodyLimitRule[] = [
  { prefix: '*', maxBytes: 16 * 1024 },
  { prefix: SANDBOX_PATHS.analytics, maxBytes: ANALYTICS_LIMITS.bodyBytes },
  { prefix: IDENTITY_PROVIDER_COMPLETE_PATH, maxBytes: 4 * 1024 },
  { prefix: FLOW_PATHS.flows, maxBytes: FLOW_LIMITS.maxBodyBytes },
];

export function createApp({ db, config, log, now = () => new Date(), wallet }: CreateAppOptions): Hono {
  const deps: AppDeps = { db: db.kysely, config, now };
  const app = new Hono();

  if (log) app.use('*', requestLog(log));
  app.use('*', securityHeaders(config, 'app'));
  // gzip/deflate for browsers that ask (the shopper's JS is ~3x smaller on the wire; Lighthouse, issue 5).
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    // API answers carry personal data and session state: never cache them anywhere.
    if (isApiPath(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('*', bodyLimits(APP_BODY_LIMITS));
  // The identity login page of the second origin posts its form back here; nothing else comes from elsewhere.
  app.use(
    '*',
    csrfGuard(config, (c, own) =>
      c.req.path === IDENTITY_PROVIDER_COMPLETE_PATH ? [secondOriginOf(own)] : [],
    ),
  );
  app.use('*', sandboxHelpersGate(config));
  // Parameters PostgreSQL cannot hold and bodies nested too deep: 400 before any route (http/request-screen.ts).
  app.use('*', requestScreen());

  app.route('/', healthRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', identityProviderCallback(deps));
  app.route('/', outboxRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.route('/', flowRoutes(deps));
  app.route('/', walletRoutes(deps, wallet));
  app.route('/', walletDemoRoutes(deps));
  // The pharmacy (issue 10 on): /rx/api, /rx/api/anonymous, /rx-security, /auth/api/logout.
  app.route('/', rxRoutes(deps));
  // Last: it answers every other GET (files, then the SPA fallback).
  app.route('/', staticRoutes(config.distDir, undefined, { sessionOf: (c) => firstRenderSession(c, deps) }));

  app.notFound((c) =>
    c.json(errorBody(ERROR_CODES.notFound, `No route for ${c.req.method} ${c.req.path}`), 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // e.g. a malformed JSON body, rejected by the validator before any handler ran.
      // 404: e.g. the pharmacy's access rule (server/rx/access.ts), the same answer as a patient that does not exist.
      const code =
        error.status === 400
          ? ERROR_CODES.validation
          : error.status === 404
            ? ERROR_CODES.notFound
            : `HTTP_${error.status}`;
      return c.json(errorBody(code, error.message || 'Bad request', {}), error.status);
    }
    (log ?? console.error)(`${c.req.method} ${loggableRoute(c)} failed: ${describeError(error)}`);
    return c.json(errorBody(ERROR_CODES.internal, 'Internal server error'), 500);
  });

  return app;
}
