/** Identity service: sign-in, session state, sign-out (account-signin.md §3 "Sign-in payload/response", §6, §7). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const IDENTITY_PATHS = {
  signIn: `${BASE_PATHS.identity}/sign-in`,
  session: `${BASE_PATHS.identity}/session`,
  signOut: `${BASE_PATHS.identity}/sign-out`,
  /** POST { email, redirectUrl }: always 200 (never reveals whether the email has an account). */
  forgotPassword: `${BASE_PATHS.identity}/password/forgot`,
  /** POST { token, password }: 200, or 400 TOKEN_INVALID / TOKEN_EXPIRED. */
  resetPassword: `${BASE_PATHS.identity}/password/reset`,
  /** POST { firstName, lastName, email, password, ... }: 201 and a signed-in session, or 409 EMAIL_TAKEN. */
  createAccount: `${BASE_PATHS.identity}/accounts`,
  /** POST (signed in): sends the verification email (the sandbox outbox). */
  sendVerification: `${BASE_PATHS.identity}/email-verification/send`,
  /** POST { token }: marks the email verified. */
  confirmVerification: `${BASE_PATHS.identity}/email-verification/confirm`,
  /** POST { password } (signed in): deletes the account and ends the session; 401 INVALID_CREDENTIALS. */
  deleteAccount: `${BASE_PATHS.identity}/account/delete`,
} as const;

/** Header naming the banner a call speaks for (an email is unique per banner). */
export const BANNER_HEADER = 'X-Banner';

import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  LETTER_AND_NUMBER_PATTERN,
  NEW_PASSWORD_LIMITS,
  SIGN_IN_MESSAGES,
} from './identity-rules';

// The rules live in a zod-free module so the sign-in page's first load does not carry these schemas.
export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, NEW_PASSWORD_LIMITS, SIGN_IN_MESSAGES };

/** An email: its length is checked first and stops the parse, so the pattern only ever sees 254 characters. */
const email = z
  .string()
  .check(
    z.maxLength(EMAIL_MAX_LENGTH, { error: SIGN_IN_MESSAGES.invalidEmail, abort: true }),
    z.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail),
  );
/** Longest sign-in password accepted (new ones are at most NEW_PASSWORD_LIMITS.maxLength). */
const SIGN_IN_PASSWORD_MAX = 128;
/** A Google id token (a JWT of about 1 kB). */
const socialToken = z.string().check(z.maxLength(4096));

export const SOCIAL_TYPES = ['Google'] as const;

export const signInRequestSchema = z.object({
  email,
  password: z.optional(z.string().check(z.maxLength(SIGN_IN_PASSWORD_MAX))),
  rememberMe: z.boolean(),
  /** The social provider's id token, when signing in (or linking) with a social account. */
  token: z.optional(socialToken),
  socialType: z.optional(z.enum(SOCIAL_TYPES)),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const userInfoSchema = z.object({
  userId: z.string(),
  emailVerified: z.boolean(),
  banner: z.string(),
  authorities: z.array(z.string()),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const signInResponseSchema = z.object({
  data: z.object({
    statusCode: z.number(),
    statusMessage: z.string(),
    authenticationState: z.optional(z.object({ userInfo: z.optional(userInfoSchema) })),
  }),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/**
 * The user states of account-signin.md §6: anonymous; signed in to the identity system (a remembered
 * identity session without a full sign-in on this site); fully authenticated. Known machine is orthogonal.
 */
export const AUTH_LEVELS = ['anonymous', 'identity', 'authenticated'] as const;
export type AuthLevel = (typeof AUTH_LEVELS)[number];

export const sessionResponseSchema = z.object({
  data: z.object({
    authLevel: z.enum(AUTH_LEVELS),
    knownMachine: z.boolean(),
    /** True when a remembered ("Keep me signed in") session lapsed: the sign-in page shows a notice. */
    rememberedSessionLapsed: z.boolean(),
    userInfo: z.nullable(userInfoSchema),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionInfo = SessionResponse['data'];

export const signOutResponseSchema = z.object({ data: z.object({ signedOut: z.boolean() }) });

const newPassword = z
  .string()
  .check(
    z.minLength(NEW_PASSWORD_LIMITS.minLength),
    z.maxLength(NEW_PASSWORD_LIMITS.maxLength, { abort: true }),
    z.regex(LETTER_AND_NUMBER_PATTERN, SIGN_IN_MESSAGES.passwordLetterAndNumber),
  );
const sameSitePath = z
  .string()
  .check(z.maxLength(2048, { abort: true }), z.regex(/^\/(?!\/)[^\\]*$/, 'must be a same-site path'));

export const forgotPasswordRequestSchema = z.object({
  email,
  redirectUrl: z.optional(sameSitePath),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(200)),
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const createAccountRequestSchema = z.object({
  firstName: z.string().check(z.minLength(1), z.maxLength(50)),
  lastName: z.string().check(z.minLength(1), z.maxLength(50)),
  email,
  /** Required, unless the account is created with a Google identity (token): then it signs in with Google. */
  password: z.optional(newPassword),
  /** A Google id token when the account is created from a social sign-in (links the identity). */
  token: z.optional(socialToken),
  socialType: z.optional(z.enum(SOCIAL_TYPES)),
  /** Where the emailed verification link leads once verified (same-site path). */
  redirectUrl: z.optional(sameSitePath),
});
export type CreateAccountRequest = z.infer<typeof createAccountRequestSchema>;

/** POST body of sendVerification: where the emailed link leads once verified. */
export const sendVerificationRequestSchema = z.object({ redirectUrl: z.optional(sameSitePath) });
export type SendVerificationRequest = z.infer<typeof sendVerificationRequestSchema>;

export const confirmVerificationRequestSchema = z.object({
  token: z.string().check(z.minLength(10), z.maxLength(200)),
});

/** The generic acknowledgement of the password, verification and account calls. */
export const ackResponseSchema = z.object({ data: z.object({ ok: z.boolean() }) });
export type AckResponse = z.infer<typeof ackResponseSchema>;

export const createAccountResponseSchema = z.object({
  data: z.object({ userInfo: userInfoSchema }),
});
export type CreateAccountResponse = z.infer<typeof createAccountResponseSchema>;

/** Deleting the account: the password again, so a session left open on a shared computer cannot do it. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().check(z.minLength(1), z.maxLength(NEW_PASSWORD_LIMITS.maxLength)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
