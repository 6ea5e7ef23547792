/**
 * Identity service (account-signin.md §3 sign-in payload/response, §4 result states, §6 user states, §7):
 * password and Google sign-in (with social link / social create results), session state, sign-out, forgot and
 * reset password, create account, email verification. Cookie and known-machine rules live in
 * server/auth/sessions.ts, the throttle in server/auth/throttle.ts, Google credentials in server/auth/google.ts.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  confirmVerificationRequestSchema,
  createAccountRequestSchema,
  deleteAccountRequestSchema,
  forgotPasswordRequestSchema,
  IDENTITY_PATHS,
  resetPasswordRequestSchema,
  sendVerificationRequestSchema,
  type SessionResponse,
  type SignInResponse,
  signInRequestSchema,
} from '../../api/contracts/identity';
import { ACCOUNT_ENTRY_SERVER_MESSAGES } from '../../domain/account/accountEntry';
import { IDENTITY_ERROR_CODES, SIGN_IN_SUCCESS_STATUS } from '../../domain/account/session';
import { SOCIAL_RESULT_STATUS, SOCIAL_STATUS_MESSAGES, SIGN_IN_ROUTES } from '../../domain/account/signIn';
import { consumeToken, issueToken } from '../auth/account-tokens';
import { loadAccount } from '../auth/accounts';
import { verifyGoogleCredential } from '../auth/google';
import { emailedLink, mailInBackground, OUTBOX_SUBJECTS, sendMail } from '../auth/outbox';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords';
import { activeSession, clearSessionCookie, endSession, lookupSession, startSession } from '../auth/sessions';
import {
  accountThrottleKey,
  clearAccountFailures,
  clientThrottleKey,
  createAccountThrottleKey,
  lockAccount,
  releaseAttempt,
  reserveAttempt,
  THROTTLE,
} from '../auth/throttle';
import { requestBanner } from '../http/banner';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../http/errors';

/** One message whether the email is unknown or the password wrong: the answer must not reveal accounts. */
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.';
/** Anyone can lock an account with 5 wrong passwords (the spec's lock), so the owner is told how to lift it at once. */
export const LOCKED_MESSAGE =
  'The account is locked after too many failed sign-ins. Reset your password to unlock it now.';
export const CREATE_THROTTLED_MESSAGE = 'Too many account requests from this client. Please try again later.';
/**
 * Forgot password answers this long after the request for every email; the work (lookup, token, mail) runs apart
 * from the answer, so the timing does not tell which emails have accounts.
 */
export const FORGOT_PASSWORD_ANSWER_MS = 250;
export const THROTTLED_MESSAGE = 'Too many failed sign-ins from this client.';

const ANONYMOUS: SessionResponse['data'] = {
  authLevel: 'anonymous',
  knownMachine: false,
  rememberedSessionLapsed: false,
  userInfo: null,
};

function lockedResponse(c: Context, retryAfterSeconds: number) {
  c.header('Retry-After', String(retryAfterSeconds));
  return errorResponse(c, 423, IDENTITY_ERROR_CODES.accountLocked, LOCKED_MESSAGE, {
    retryAfterSeconds: String(retryAfterSeconds),
  });
}

export function identityRoutes(deps: AppDeps) {
  const app = new Hono();

  async function signedIn(c: Context, customerId: string, rememberMe: boolean) {
    await startSession(c, deps, { customerId, authLevel: 'authenticated', rememberMe });
    const account = await loadAccount(deps.db, customerId);
    const response: SignInResponse = {
      data: {
        statusCode: SIGN_IN_SUCCESS_STATUS,
        statusMessage: 'SUCCESS',
        authenticationState: account ? { userInfo: account.userInfo } : {},
      },
    };
    return c.json(response);
  }

  app.post(IDENTITY_PATHS.signIn, validate('json', signInRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const banner = requestBanner(c);
    const social = body.token !== undefined ? verifyGoogleCredential(body.token, deps.now()) : null;
    if (body.token !== undefined && (!social || body.socialType !== 'Google')) {
      return errorResponse(
        c,
        401,
        IDENTITY_ERROR_CODES.socialInvalid,
        ACCOUNT_ENTRY_SERVER_MESSAGES.socialInvalid,
      );
    }

    if (social && !body.password) {
      // Google sign-in: a linked identity signs in; otherwise the result says link or create (§4).
      const linked = await deps.db
        .selectFrom('social_links as l')
        .innerJoin('customers as c', 'c.id', 'l.customer_id')
        .select('c.id')
        .where('l.provider', '=', 'Google')
        .where('l.subject', '=', social.sub)
        .where('c.banner', '=', banner)
        .executeTakeFirst();
      if (linked) return signedIn(c, linked.id, body.rememberMe);
      const byEmail = await deps.db
        .selectFrom('customers')
        .select('id')
        .where('banner', '=', banner)
        .where('email', '=', social.email.toLowerCase())
        .executeTakeFirst();
      const response: SignInResponse = {
        data: {
          statusCode: SOCIAL_RESULT_STATUS,
          statusMessage: byEmail ? SOCIAL_STATUS_MESSAGES.linkNeeded : SOCIAL_STATUS_MESSAGES.createNeeded,
        },
      };
      return c.json(response);
    }

    if (!body.password) return validationError(c, { password: 'Password is required' });
    // Linking: the email is the social identity's, whatever the form sent.
    const email = (social ? social.email : body.email).trim().toLowerCase();
    const accountKey = accountThrottleKey(banner, email);
    const clientKey = clientThrottleKey(c, deps);
    // Both slots are reserved before the password is hashed (server/auth/throttle.ts): parallel guesses are
    // counted as they arrive, so at most 5 per account and 30 per client are ever checked.
    const account = await reserveAttempt(deps, accountKey, THROTTLE.ACCOUNT_LIMIT);
    if (account.kind === 'refused') return lockedResponse(c, account.retryAfterSeconds);
    const client = await reserveAttempt(deps, clientKey, THROTTLE.CLIENT_LIMIT);
    if (client.kind === 'refused') {
      await releaseAttempt(deps, accountKey);
      c.header('Retry-After', String(client.retryAfterSeconds));
      return errorResponse(c, 429, IDENTITY_ERROR_CODES.throttled, THROTTLED_MESSAGE, {
        retryAfterSeconds: String(client.retryAfterSeconds),
      });
    }

    const customer = await deps.db
      .selectFrom('customers')
      .select(['id', 'password_hash'])
      .where('banner', '=', banner)
      .where('email', '=', email)
      .executeTakeFirst();
    // Verify against a decoy when the email is unknown, so both failures cost the same time.
    const matches = await verifyPassword(body.password, customer?.password_hash ?? (await decoyHash()));
    if (!customer || !matches) {
      if (account.slot >= THROTTLE.ACCOUNT_LIMIT) {
        const lockedUntil = await lockAccount(deps, accountKey);
        return lockedResponse(c, Math.ceil((lockedUntil.getTime() - deps.now().getTime()) / 1000));
      }
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    await clearAccountFailures(deps, accountKey);
    await releaseAttempt(deps, clientKey);
    if (social) {
      await deps.db
        .insertInto('social_links')
        .values({ customer_id: customer.id, provider: 'Google', subject: social.sub, created_at: deps.now() })
        .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
        .execute();
    }
    return signedIn(c, customer.id, body.rememberMe);
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
      clearSessionCookie(c, deps);
      return c.json({
        data: { ...ANONYMOUS, rememberedSessionLapsed: found.rememberMe },
      } satisfies SessionResponse);
    }
    if (found.hadCookie) clearSessionCookie(c, deps);
    return c.json({ data: ANONYMOUS } satisfies SessionResponse);
  });

  app.post(IDENTITY_PATHS.signOut, async (c) => {
    await endSession(c, deps);
    return c.json({ data: { signedOut: true } });
  });

  // Forgot password: always the same answer (never reveals whether the email has an account).
  app.post(IDENTITY_PATHS.forgotPassword, validate('json', forgotPasswordRequestSchema), async (c) => {
    const started = performance.now();
    const body = c.req.valid('json');
    const banner = requestBanner(c);
    // The lookup, the token and the mail run apart from the answer, which comes FORGOT_PASSWORD_ANSWER_MS after
    // the request whatever the email: a known and an unknown one cannot be told apart by time.
    mailInBackground(deps, async () => {
      const customer = await deps.db
        .selectFrom('customers')
        .select(['id', 'email'])
        .where('banner', '=', banner)
        .where('email', '=', body.email.trim().toLowerCase())
        .executeTakeFirst();
      if (!customer) return;
      const token = await issueToken(deps, customer.id, 'password_reset');
      const link = emailedLink(
        deps.config.publicOrigin,
        SIGN_IN_ROUTES.resetPassword,
        { token, redirectUrl: body.redirectUrl },
        banner,
      );
      await sendMail(deps, {
        to: customer.email,
        subject: OUTBOX_SUBJECTS.passwordReset,
        body: 'Someone asked to reset the password of your account. The link works for 30 minutes. Resetting it also unlocks an account locked after failed sign-ins.',
        link,
      });
    });
    const left = FORGOT_PASSWORD_ANSWER_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolvePromise) => setTimeout(resolvePromise, left));
    return c.json({ data: { ok: true } });
  });

  app.post(IDENTITY_PATHS.resetPassword, validate('json', resetPasswordRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const check = await consumeToken(deps, body.token, 'password_reset');
    if (check.kind === 'invalid')
      return errorResponse(
        c,
        400,
        IDENTITY_ERROR_CODES.tokenInvalid,
        ACCOUNT_ENTRY_SERVER_MESSAGES.tokenInvalid,
      );
    if (check.kind === 'expired')
      return errorResponse(
        c,
        400,
        IDENTITY_ERROR_CODES.tokenExpired,
        ACCOUNT_ENTRY_SERVER_MESSAGES.tokenExpired,
      );
    const hash = await hashPassword(body.password);
    const customer = await deps.db
      .updateTable('customers')
      .set({ password_hash: hash, updated_at: deps.now() })
      .where('id', '=', check.customerId)
      .returning(['banner', 'email'])
      .executeTakeFirstOrThrow();
    // A new password ends every session of the account and lifts a throttle lock.
    await deps.db.deleteFrom('sessions').where('customer_id', '=', check.customerId).execute();
    await clearAccountFailures(deps, accountThrottleKey(customer.banner, customer.email));
    return c.json({ data: { ok: true } });
  });

  app.post(IDENTITY_PATHS.createAccount, validate('json', createAccountRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const banner = requestBanner(c);
    const email = body.email.trim().toLowerCase();
    const social = body.token !== undefined ? verifyGoogleCredential(body.token, deps.now()) : null;
    if (body.token !== undefined && (!social || social.email.toLowerCase() !== email)) {
      return errorResponse(
        c,
        401,
        IDENTITY_ERROR_CODES.socialInvalid,
        ACCOUNT_ENTRY_SERVER_MESSAGES.socialInvalid,
      );
    }
    if (!social && body.password === undefined)
      return validationError(c, { password: 'Password is required' });
    // Every attempt counts against the client (reserved before the lookup), so "already exists" answers cannot
    // be collected faster than CREATE_LIMIT per window.
    const attempt = await reserveAttempt(deps, createAccountThrottleKey(c, deps), THROTTLE.CREATE_LIMIT);
    if (attempt.kind === 'refused') {
      c.header('Retry-After', String(attempt.retryAfterSeconds));
      return errorResponse(c, 429, IDENTITY_ERROR_CODES.throttled, CREATE_THROTTLED_MESSAGE, {
        retryAfterSeconds: String(attempt.retryAfterSeconds),
      });
    }
    const taken = await deps.db
      .selectFrom('customers')
      .select('id')
      .where('banner', '=', banner)
      .where('email', '=', email)
      .executeTakeFirst();
    if (taken)
      return errorResponse(c, 409, IDENTITY_ERROR_CODES.emailTaken, ACCOUNT_ENTRY_SERVER_MESSAGES.emailTaken);
    // Created with Google and no password: a password nobody knows (Forgot Password sets one later).
    const hash = await hashPassword(body.password ?? randomBytes(32).toString('base64url'));
    const now = deps.now();
    const created = await deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('customers')
        .values({
          banner,
          email,
          password_hash: hash,
          first_name: body.firstName.trim(),
          last_name: body.lastName.trim(),
          loyalty_card_number: null,
          created_at: now,
          updated_at: now,
          authorities: ['ROLE_CUSTOMER'],
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // A Google-verified address is verified; any other waits for the verification link.
      const verified = Boolean(social?.email_verified);
      await trx
        .insertInto('customer_emails')
        .values({
          customer_id: row.id,
          address: email,
          is_verified: verified,
          verified_at: verified ? now : null,
          verified_timezone: verified ? 'UTC' : null,
          position: 0,
        })
        .execute();
      if (social) {
        await trx
          .insertInto('social_links')
          .values({ customer_id: row.id, provider: 'Google', subject: social.sub, created_at: now })
          .execute();
      }
      return { ...row, verified };
    });
    await startSession(c, deps, { customerId: created.id, authLevel: 'authenticated', rememberMe: false });
    // The welcome mail; an address that is not verified yet gets its verification link in it (issue 13 point 9).
    if (created.verified) {
      await sendMail(deps, {
        to: email,
        subject: OUTBOX_SUBJECTS.welcomeVerified,
        body: 'Your account is ready. You sign in with Google.',
        link: null,
      });
    } else {
      const token = await issueToken(deps, created.id, 'email_verification');
      await sendMail(deps, {
        to: email,
        subject: OUTBOX_SUBJECTS.welcome,
        body: 'Your account is ready. Please confirm that this is your email address. The link works for 24 hours.',
        link: emailedLink(
          deps.config.publicOrigin,
          SIGN_IN_ROUTES.verifyEmail,
          { token, redirectUrl: body.redirectUrl },
          banner,
        ),
      });
    }
    const account = await loadAccount(deps.db, created.id);
    return c.json({ data: { userInfo: account!.userInfo } }, 201);
  });

  app.post(IDENTITY_PATHS.sendVerification, validate('json', sendVerificationRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const session = await activeSession(c, deps);
    if (!session)
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, ACCOUNT_ENTRY_SERVER_MESSAGES.notSignedIn);
    const token = await issueToken(deps, session.customerId, 'email_verification');
    // The link keeps where the shopper was going and the banner (issue 13 points 5, 13).
    await sendMail(deps, {
      to: session.email,
      subject: OUTBOX_SUBJECTS.verifyEmail,
      body: 'Please confirm that this is your email address. The link works for 24 hours.',
      link: emailedLink(
        deps.config.publicOrigin,
        SIGN_IN_ROUTES.verifyEmail,
        { token, redirectUrl: body.redirectUrl },
        requestBanner(c),
      ),
    });
    return c.json({ data: { ok: true } });
  });

  app.post(
    IDENTITY_PATHS.confirmVerification,
    validate('json', confirmVerificationRequestSchema),
    async (c) => {
      const { token } = c.req.valid('json');
      const check = await consumeToken(deps, token, 'email_verification');
      if (check.kind !== 'ok') {
        const code =
          check.kind === 'expired' ? IDENTITY_ERROR_CODES.tokenExpired : IDENTITY_ERROR_CODES.tokenInvalid;
        const message =
          check.kind === 'expired'
            ? ACCOUNT_ENTRY_SERVER_MESSAGES.tokenExpired
            : ACCOUNT_ENTRY_SERVER_MESSAGES.tokenInvalid;
        return errorResponse(c, 400, code, message);
      }
      const customer = await deps.db
        .selectFrom('customers')
        .select('email')
        .where('id', '=', check.customerId)
        .executeTakeFirstOrThrow();
      await deps.db
        .updateTable('customer_emails')
        .set({ is_verified: true, verified_at: deps.now(), verified_timezone: 'UTC' })
        .where('customer_id', '=', check.customerId)
        .where('address', '=', customer.email)
        .execute();
      return c.json({ data: { ok: true } });
    },
  );

  // Delete the account (issue 13 point 7): the signed-in shopper confirms with the password; the throttle counts
  // wrong passwords like sign-in's. Every row of the customer goes with it (foreign keys cascade).
  app.post(IDENTITY_PATHS.deleteAccount, validate('json', deleteAccountRequestSchema), async (c) => {
    const { password } = c.req.valid('json');
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated')
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, ACCOUNT_ENTRY_SERVER_MESSAGES.notSignedIn);
    const customer = await deps.db
      .selectFrom('customers')
      .select(['id', 'banner', 'email', 'password_hash'])
      .where('id', '=', session.customerId)
      .executeTakeFirstOrThrow();
    const accountKey = accountThrottleKey(customer.banner, customer.email);
    const clientKey = clientThrottleKey(c, deps);
    // Reserved before the password is hashed, like sign-in (server/auth/throttle.ts).
    const account = await reserveAttempt(deps, accountKey, THROTTLE.ACCOUNT_LIMIT);
    if (account.kind === 'refused') return lockedResponse(c, account.retryAfterSeconds);
    const client = await reserveAttempt(deps, clientKey, THROTTLE.CLIENT_LIMIT);
    if (client.kind === 'refused') {
      await releaseAttempt(deps, accountKey);
      c.header('Retry-After', String(client.retryAfterSeconds));
      return errorResponse(c, 429, IDENTITY_ERROR_CODES.throttled, THROTTLED_MESSAGE, {
        retryAfterSeconds: String(client.retryAfterSeconds),
      });
    }
    if (!(await verifyPassword(password, customer.password_hash))) {
      if (account.slot >= THROTTLE.ACCOUNT_LIMIT) {
        const lockedUntil = await lockAccount(deps, accountKey);
        return lockedResponse(c, Math.ceil((lockedUntil.getTime() - deps.now().getTime()) / 1000));
      }
      return errorResponse(c, 401, ERROR_CODES.invalidCredentials, INVALID_CREDENTIALS_MESSAGE);
    }
    await releaseAttempt(deps, clientKey);
    await deps.db.deleteFrom('customers').where('id', '=', customer.id).execute();
    await clearAccountFailures(deps, accountKey);
    clearSessionCookie(c, deps);
    await sendMail(deps, {
      to: customer.email,
      subject: OUTBOX_SUBJECTS.accountDeleted,
      body: 'Your account has been deleted, with your profile, saved payment methods and sign-in details.',
      link: null,
    });
    return c.json({ data: { ok: true } });
  });

  return app;
}
