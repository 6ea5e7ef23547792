/**
 * The sandbox backend as a Hono app: the documented API paths (api/contracts), sandbox helpers, health
 * and the built shopper app. createApp needs no listening server: tests call app.request().
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { HTTPException } from 'hono/http-exception';
import type { Config } from './config';
import type { SandboxDatabase } from './db/database';
import type { AppDeps } from './http/deps';
import { ERROR_CODES, errorBody } from './http/errors';
import { describeError, type LogLine, requestLog } from './http/logging';
import { isApiPath } from './http/paths';
import { contentRoutes } from './routes/content';
import { flowRoutes } from './routes/flows';
import { healthRoutes } from './routes/health';
import { identityRoutes } from './routes/identity';
import { identityProviderCallback } from './routes/identity-provider';
import { outboxRoutes } from './routes/outbox';
import { profileRoutes } from './routes/profile';
import { sandboxRoutes } from './routes/sandbox';
import { staticRoutes } from './routes/static';
import { walletRoutes } from './routes/wallet';
import { walletDemoRoutes } from './routes/wallet-demo';

export interface CreateAppOptions {
  db: SandboxDatabase;
  config: Config;
  /** Request log sink; silent by default so tests stay quiet (server/main.ts passes console.log). */
  log?: LogLine;
  /** Clock, for tests that need time to pass. */
  now?: () => Date;
}

export function createApp({ db, config, log, now = () => new Date() }: CreateAppOptions): Hono {
  const deps: AppDeps = { db: db.kysely, config, now };
  const app = new Hono();

  if (log) app.use('*', requestLog(log));
  // gzip/deflate for browsers that ask (the shopper's JS is ~3x smaller on the wire; Lighthouse, issue 5).
  app.use('*', compress());
  app.use('*', async (c, next) => {
    await next();
    // API answers carry personal data and session state: never cache them anywhere.
    if (isApiPath(c.req.path)) c.res.headers.set('Cache-Control', 'no-store');
  });

  app.route('/', healthRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', identityProviderCallback(deps));
  app.route('/', outboxRoutes(deps));
  app.route('/', profileRoutes(deps));
  app.route('/', contentRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.route('/', flowRoutes(deps));
  app.route('/', walletRoutes(deps));
  app.route('/', walletDemoRoutes(deps));
  // Last: it answers every other GET (files, then the SPA fallback).
  app.route('/', staticRoutes(config.distDir));

  app.notFound((c) =>
    c.json(errorBody(ERROR_CODES.notFound, `No route for ${c.req.method} ${c.req.path}`), 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      // e.g. a malformed JSON body, rejected by the validator before any handler ran.
      const code = error.status === 400 ? ERROR_CODES.validation : `HTTP_${error.status}`;
      return c.json(errorBody(code, error.message || 'Bad request', {}), error.status);
    }
    (log ?? console.error)(`${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return c.json(errorBody(ERROR_CODES.internal, 'Internal server error'), 500);
  });

  return app;
}
