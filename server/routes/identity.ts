/**
 * Identity service (account-signin.md §3 sign-in payload/response, §6 user states, §7): password sign-in,
 * session state, sign-out. Cookie and known-machine rules live in server/auth/sessions.ts.
 */
import { Hono } from 'hono';
import {
  IDENTITY_PATHS,
  type SessionResponse,
  type SignInResponse,
  signInRequestSchema,
} from '../../api/contracts/identity';
import { SIGN_IN_SUCCESS_STATUS } from '../../src/domain/account/session';
import { loadAccount } from '../auth/accounts';
import { decoyHash, verifyPassword } from '../auth/passwords';
import { clearSessionCookie, endSession, lookupSession, startSession } from '../auth/sessions';
import { ERROR_CODES, errorResponse, validate, validationError } from '../http/errors';
import type { AppDeps } from '../http/deps';
import { requestBanner } from '../http/banner';

/** One message whether the email is unknown or the password wrong: the answer must not reveal accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';

const ANONYMOUS: SessionResponse['data'] = {
  authLevel: 'anonymous',
  knownMachine: false,
  rememberedSessionLapsed: false,
  userInfo: null,
};

export function identityRoutes(deps: AppDeps) {
  const app = new Hono();

  app.post(IDENTITY_PATHS.signIn, validate('json', signInRequestSchema), async (c) => {
    const body = c.req.valid('json');
    if (body.token !== undefined || body.socialType !== undefined) {
      return errorResponse(
        c,
        400,
        ERROR_CODES.socialNotSupported,
        'Social sign-in is not available in the sandbox yet.',
      );
    }
    if (!body.password) return validationError(c, { password: 'Password is required' });

    const customer = await deps.db
      .selectFrom('customers')
      .select(['id', 'password_hash'])
      .where('banner', '=', requestBanner(c))
      .where('email', '=', body.email.trim().toLowerCase())
      .executeTakeFirst();
    // Verify against a decoy when the email is unknown, so both failures cost the same time.
    const matches = await verifyPassword(body.password, customer?.password_hash ?? (await decoyHash()));
    if (!customer || !matches) {
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }

    await startSession(c, deps, {
      customerId: customer.id,
      authLevel: 'authenticated',
      rememberMe: body.rememberMe,
    });
    const account = await loadAccount(deps.db, customer.id);
    const response: SignInResponse = {
      data: {
        statusCode: SIGN_IN_SUCCESS_STATUS,
        statusMessage: 'SUCCESS',
        authenticationState: account ? { userInfo: account.userInfo } : {},
      },
    };
    return c.json(response);
  });

  app.get(IDENTITY_PATHS.session, async (c) => {
    const found = await lookupSession(c, deps);
    if (found.kind === 'active') {
      const { authLevel, knownMachine, userInfo } = found.session;
      return c.json({
        data: { authLevel, knownMachine, rememberedSessionLapsed: false, userInfo },
      } satisfies SessionResponse);
    }
    if (found.kind === 'lapsed') {
      // Reported once: the row goes, so the next call is plainly anonymous.
      await deps.db.deleteFrom('sessions').where('id', '=', found.id).execute();
      clearSessionCookie(c);
      return c.json({
        data: { ...ANONYMOUS, rememberedSessionLapsed: found.rememberMe },
      } satisfies SessionResponse);
    }
    if (found.hadCookie) clearSessionCookie(c);
    return c.json({ data: ANONYMOUS } satisfies SessionResponse);
  });

  app.post(IDENTITY_PATHS.signOut, async (c) => {
    await endSession(c, deps);
    return c.json({ data: { signedOut: true } });
  });

  return app;
}
