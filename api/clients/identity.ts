/** Identity client: sign-in, session state, sign-out, password reset, account creation, email verification. */
import {
  ackResponseSchema,
  BANNER_HEADER,
  type CreateAccountRequest,
  type DeleteAccountRequest,
  createAccountResponseSchema,
  type ForgotPasswordRequest,
  IDENTITY_PATHS,
  type ResetPasswordRequest,
  type SendVerificationRequest,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  type SignInRequest,
} from '../contracts/identity';
import { serviceClient } from './http';

const identity = serviceClient('identity');

const opts = (banner?: string, signal?: AbortSignal) => ({
  ...(banner ? { headers: { [BANNER_HEADER]: banner } } : {}),
  ...(signal ? { signal } : {}),
});

export const fetchSession = (signal?: AbortSignal) =>
  identity
    .get(IDENTITY_PATHS.session, { schema: sessionResponseSchema, ...(signal ? { signal } : {}) })
    .then((r) => r.data);

/** `banner` names the store brand the account belongs to (the sandbox serves them all from one origin). */
export const signIn = (payload: SignInRequest, signal?: AbortSignal, banner?: string) =>
  identity.post(IDENTITY_PATHS.signIn, { schema: signInResponseSchema, payload, ...opts(banner, signal) });

export const signOut = () =>
  identity.post(IDENTITY_PATHS.signOut, { schema: signOutResponseSchema, payload: {} });

export const requestPasswordReset = (payload: ForgotPasswordRequest, signal?: AbortSignal, banner?: string) =>
  identity.post(IDENTITY_PATHS.forgotPassword, {
    schema: ackResponseSchema,
    payload,
    ...opts(banner, signal),
  });

export const resetPassword = (payload: ResetPasswordRequest, signal?: AbortSignal) =>
  identity.post(IDENTITY_PATHS.resetPassword, {
    schema: ackResponseSchema,
    payload,
    ...opts(undefined, signal),
  });

export const createAccount = (payload: CreateAccountRequest, signal?: AbortSignal, banner?: string) =>
  identity.post(IDENTITY_PATHS.createAccount, {
    schema: createAccountResponseSchema,
    payload,
    ...opts(banner, signal),
  });

/** `banner` names the store brand the emailed link opens (the sandbox serves them all from one origin). */
export const sendVerificationEmail = (
  payload: SendVerificationRequest,
  signal?: AbortSignal,
  banner?: string,
) =>
  identity.post(IDENTITY_PATHS.sendVerification, {
    schema: ackResponseSchema,
    payload,
    ...opts(banner, signal),
  });

export const confirmVerification = (token: string, signal?: AbortSignal) =>
  identity.post(IDENTITY_PATHS.confirmVerification, {
    schema: ackResponseSchema,
    payload: { token },
    ...opts(undefined, signal),
  });

export const deleteAccount = (payload: DeleteAccountRequest, signal?: AbortSignal, banner?: string) =>
  identity.post(IDENTITY_PATHS.deleteAccount, {
    schema: ackResponseSchema,
    payload,
    ...opts(banner, signal),
  });
