/** Identity service: sign-in, session state, sign-out (account-signin.md §3 "Sign-in payload/response", §6, §7). */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const IDENTITY_PATHS = {
  signIn: `${BASE_PATHS.identity}/sign-in`,
  session: `${BASE_PATHS.identity}/session`,
  signOut: `${BASE_PATHS.identity}/sign-out`,
} as const;

/** Email pattern of account-signin.md §5 ("a standard email pattern"): one place, shared by forms and server. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** account-signin.md §5: validation messages, shared by the forms (via src/domain) and the server's 400 answers. */
export const SIGN_IN_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLetterAndNumber: 'Your password must have at least one letter and one number',
} as const;

export const SOCIAL_TYPES = ['Google'] as const;

export const signInRequestSchema = z.object({
  email: z.string().check(z.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail)),
  password: z.optional(z.string()),
  rememberMe: z.boolean(),
  /** The social provider's id token, when signing in (or linking) with a social account. */
  token: z.optional(z.string()),
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
