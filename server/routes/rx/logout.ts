/**
 * GET /auth/api/logout?redirectUrl=... (pharmacy-portal.md §2.1 "Logout target after a session timeout"): ends the
 * browser's sign-in (its pharmacy session ends with it) and redirects to the given app-relative URL, only: an
 * absolute, protocol-relative or backslash address goes to the landing page instead (no open redirect). A GET
 * because the page navigates to it; a forged one can only sign a shopper out.
 */
import { Hono } from 'hono';
import { safeRedirectPath } from '../../../domain/shell';
import { LOGOUT_PATH } from '../../../domain/rx/session';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { endSession } from '../../auth/sessions';
import type { AppDeps } from '../../http/deps';

export function logoutRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(LOGOUT_PATH, async (c) => {
    await endSession(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeRedirectPath(c.req.query('redirectUrl'), RX_PATHS_UI.landing), 302);
  });
  return app;
}
