/** Identity client: sign-in, session state, sign-out. */
import {
  IDENTITY_PATHS,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
  type SignInRequest,
} from '../contracts/identity';
import { serviceClient } from './http';

const identity = serviceClient('identity');

export const fetchSession = (signal?: AbortSignal) =>
  identity
    .get(IDENTITY_PATHS.session, { schema: sessionResponseSchema, ...(signal ? { signal } : {}) })
    .then((r) => r.data);

export const signIn = (payload: SignInRequest, signal?: AbortSignal) =>
  identity.post(IDENTITY_PATHS.signIn, {
    schema: signInResponseSchema,
    payload,
    ...(signal ? { signal } : {}),
  });

export const signOut = () =>
  identity.post(IDENTITY_PATHS.signOut, { schema: signOutResponseSchema, payload: {} });
