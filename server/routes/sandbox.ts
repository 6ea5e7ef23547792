/**
 * Sandbox-only helpers (never called by a production build). All but the analytics intake (POST) answer only
 * with SANDBOX_HELPERS=on (server/http/sandbox-helpers.ts lists them; 404 otherwise):
 * - SANDBOX_PATHS.analytics: POST records an event (scalars only, no personal keys, bounded in size and kept
 *   for the newest ANALYTICS_RETAINED events), GET lists what was recorded, DELETE forgets it. Tests read what
 *   the product emitted here.
 * - identity-session: POST { email } signs this browser in at the 'identity' level only, the state of a
 *   shopper signed in to the identity system but not fully on this site (account-signin.md §6). The real
 *   identity provider does this with its own cookie; the sandbox has no such provider yet.
 * - scenario: POST { scenario } sets (or, with 'none', clears) the sandbox_scenario cookie.
 * - expire-session: POST makes this browser's session lapse now, so GET session reports
 *   rememberedSessionLapsed for a remembered one (the sign-in page notice).
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import * as z from 'zod/mini';
import { analyticsEventSchema, SANDBOX_PATHS } from '../../api/contracts/sandbox';
import { isPersonalKey } from '../../domain/privacy';
import { SESSION_COOKIE, startSession } from '../auth/sessions';
import { hashToken } from '../auth/tokens';
import { requestBanner } from '../http/banner';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../http/errors';
import { SERVER_SANDBOX_PATHS } from '../http/paths';
import { SCENARIO_COOKIE, scenarioRequestSchema } from '../sandbox/scenarios';

const identitySessionSchema = z.object({ email: z.string().check(z.minLength(3)) });
const PERSONAL_KEY_MESSAGE = 'Personal data is not allowed in analytics payloads.';
/** How many analytics events the sandbox recorder keeps (the oldest go first). */
export const ANALYTICS_RETAINED = 1000;

export function sandboxRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post(SANDBOX_PATHS.analytics, validate('json', analyticsEventSchema), async (c) => {
    const { event, payload } = c.req.valid('json');
    const personal = Object.keys(payload).filter(isPersonalKey);
    if (personal.length > 0) {
      return validationError(
        c,
        Object.fromEntries(personal.map((key) => [`payload.${key}`, PERSONAL_KEY_MESSAGE])),
        PERSONAL_KEY_MESSAGE,
      );
    }
    const { id } = await deps.db
      .insertInto('analytics_events')
      .values({ event, payload: JSON.stringify(payload), created_at: deps.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The recorder keeps the newest ANALYTICS_RETAINED events: a flood cannot grow the table without bound.
    await deps.db
      .deleteFrom('analytics_events')
      .where('id', '<=', id - ANALYTICS_RETAINED)
      .execute();
    return c.json({ ok: true });
  });

  app.get(SANDBOX_PATHS.analytics, async (c) => {
    const rows = await deps.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();
    const events = rows.map((r) => ({
      id: r.id,
      event: r.event,
      payload: r.payload,
      createdAt: r.created_at.toISOString(),
    }));
    return c.json({ data: { events } });
  });

  app.delete(SANDBOX_PATHS.analytics, async (c) => {
    await deps.db.deleteFrom('analytics_events').execute();
    return c.json({ ok: true });
  });

  app.post(SERVER_SANDBOX_PATHS.identitySession, validate('json', identitySessionSchema), async (c) => {
    const { email } = c.req.valid('json');
    const customer = await deps.db
      .selectFrom('customers')
      .select('id')
      .where('banner', '=', requestBanner(c))
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!customer) return errorResponse(c, 404, ERROR_CODES.notFound, 'No such account.');
    await startSession(c, deps, { customerId: customer.id, authLevel: 'identity', rememberMe: false });
    return c.json({ data: { authLevel: 'identity' as const } });
  });

  app.post(SERVER_SANDBOX_PATHS.scenario, validate('json', scenarioRequestSchema), (c) => {
    const { scenario } = c.req.valid('json');
    // Not HttpOnly: end-to-end tests may also set or read it from the page.
    if (scenario === 'none') deleteCookie(c, SCENARIO_COOKIE, { path: '/' });
    else setCookie(c, SCENARIO_COOKIE, scenario, { path: '/', sameSite: 'Lax' });
    return c.json({ data: { scenario } });
  });

  app.post(SERVER_SANDBOX_PATHS.expireSession, async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (!token) return errorResponse(c, 401, ERROR_CODES.unauthenticated, 'This browser has no session.');
    const result = await deps.db
      .updateTable('sessions')
      .set({ expires_at: new Date(deps.now().getTime() - 1000) })
      .where('id', '=', hashToken(token, deps.config.sessionSecret))
      .executeTakeFirst();
    return c.json({ data: { expired: Number(result.numUpdatedRows) > 0 } });
  });

  return app;
}
