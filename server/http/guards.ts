/**
 * Session requirements of protected routes. Anonymous or lapsed: 401 UNAUTHENTICATED. A session at the
 * 'identity' level only (signed in to the identity system, not on this site) or, where asked, not on a
 * known machine: 403 FORBIDDEN, which the client's call wrapper turns into its signed-out handling.
 */
import type { Context } from 'hono';
import { type ActiveSession, activeSession } from '../auth/sessions';
import type { AppDeps } from './deps';
import { ERROR_CODES, errorResponse } from './errors';

export type Guarded = { ok: true; session: ActiveSession } | { ok: false; response: Response };

export async function requireAuthenticated(
  c: Context,
  deps: AppDeps,
  options: { knownMachine?: boolean } = {},
): Promise<Guarded> {
  const session = await activeSession(c, deps);
  if (!session) {
    return {
      ok: false,
      response: errorResponse(c, 401, ERROR_CODES.unauthenticated, 'Sign in to continue.'),
    };
  }
  if (session.authLevel !== 'authenticated') {
    return {
      ok: false,
      response: errorResponse(c, 403, ERROR_CODES.forbidden, 'A full sign-in is required for this resource.'),
    };
  }
  if (options.knownMachine && !session.knownMachine) {
    return {
      ok: false,
      response: errorResponse(
        c,
        403,
        ERROR_CODES.forbidden,
        'This resource is available on a known machine only.',
      ),
    };
  }
  return { ok: true, session };
}
