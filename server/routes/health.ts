/** Liveness and the benchmark route. */
import { Hono } from 'hono';
import { appliedMigrations, MIGRATIONS } from '../db/migrations';
import { isEmpty } from '../db/seed';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse } from '../http/errors';
import { BENCH_PATHS, HEALTH_PATH } from '../http/paths';

export function healthRoutes(deps: AppDeps) {
  const app = new Hono();
  // Once ready, stays ready: the schema and the seed do not go away under a running server.
  let ready = false;

  app.get(HEALTH_PATH, async (c) => {
    if (!ready) {
      const applied = await appliedMigrations(deps.db).catch(() => []);
      const migrated = applied.length === Object.keys(MIGRATIONS).length;
      ready = migrated && !(await isEmpty(deps.db));
    }
    return ready
      ? c.json({ ok: true })
      : errorResponse(c, 503, ERROR_CODES.notReady, 'The database is not migrated and seeded yet.');
  });

  // A bare JSON answer with no database or session work: measures the HTTP stack alone.
  app.get(BENCH_PATHS.json, (c) => c.json({ hello: 'world' }));

  return app;
}
