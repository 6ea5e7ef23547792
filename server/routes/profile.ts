/**
 * Customer profile service (account-signin.md §3 "Raw profile fields read", §7 GET .../profile). Answers the
 * profile of the session's own customer; the request names no customer, so nobody can ask for another's.
 */
import { Hono } from 'hono';
import { PROFILE_PATHS, profileQuerySchema, type ProfileResponse } from '../../api/contracts/profile';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse, validate } from '../http/errors';
import { requireAuthenticated } from '../http/guards';
import { loadRawProfile } from '../profile/load-profile';
import { scenarioFor } from '../sandbox/scenarios';

export function profileRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get(PROFILE_PATHS.profile, validate('query', profileQuerySchema), async (c) => {
    const guard = await requireAuthenticated(c, deps);
    if (!guard.ok) return guard.response;
    const { session } = guard;

    const scenario = scenarioFor(c, deps.config, session.email);
    if (scenario === 'profile-500') return errorResponse(c, 500, ERROR_CODES.internal, 'Sandbox failure');
    const profile = await loadRawProfile(deps.db, session.customerId);
    if (!profile) return errorResponse(c, 404, ERROR_CODES.notFound, 'Profile not found.');
    if (scenario === 'malformed-profile') {
      // Breaks the contract on purpose: the client must show its error state, not crash.
      const { contactInfo: _dropped, ...broken } = profile;
      return c.json({ data: { customerProfile: broken } });
    }
    return c.json({ data: { customerProfile: profile } } satisfies ProfileResponse);
  });

  return app;
}
