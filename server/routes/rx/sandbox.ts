/**
 * Sandbox helpers of the pharmacy (on only with SANDBOX_HELPERS=on; server/http/sandbox-helpers.ts lists them):
 * POST /__sandbox/rx/remember-device remembers this browser for the signed-in customer, as 'Remember me on this
 * device.' would after a correct security answer (end-to-end tests use it where the answering page is not theirs).
 */
import { Hono } from 'hono';
import { activeSession } from '../../auth/sessions';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse } from '../../http/errors';
import { SERVER_SANDBOX_PATHS } from '../../http/paths';
import { UNAUTHENTICATED_MESSAGE } from '../../rx/auth';
import { rememberDevice } from '../../rx/session';

export function rxSandboxRoutes(deps: AppDeps) {
  const app = new Hono();
  app.post(SERVER_SANDBOX_PATHS.rxRememberDevice, async (c) => {
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') {
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, UNAUTHENTICATED_MESSAGE);
    }
    await rememberDevice(c, deps, { customerId: session.customerId });
    return c.body(null, 204);
  });
  return app;
}
