/** Real actors for the machines: each loads the API chunk on first use and calls the typed client. */
import { fromPromise } from 'xstate';
import type { ServiceName } from '../api/contracts/common';
import type { RxSessionRefusal } from '../api/contracts/rx-session-refusals';
import type { SessionInfo } from '../api/contracts/identity';
import type { RawProfile } from '../api/contracts/profile';
import type { NavItem } from '../api/contracts/content';
import type { NavDocumentKind } from '../domain/health/navigation';
import type { ClientConfig } from './config';

type Api = typeof import('./api')['api'];

export interface ApiLoaderOptions {
  config: ClientConfig;
  onSignedOut: (endpoint: string) => void;
  /** A 401 answer (the pharmacy's services send the shopper to sign in: src/rx/unauthorized.ts). */
  onUnauthorized?: (service: ServiceName, endpoint: string) => void;
  /** The pharmacy refused pharmacy data to this pharmacy session (src/rx/unauthorized.ts says where to go). */
  onRxSessionRefused?: (refusal: RxSessionRefusal, endpoint: string) => void;
  isSignInPage: () => boolean;
  /** Fetches the API chunk (tests pass their own). */
  importApi?: () => Promise<{ api: Api }>;
}

/**
 * Loads the API chunk once and configures the shared call wrapper before the first call. A failed download
 * (a flaky mobile connection) is not kept: the next call fetches the chunk again (issue 13 point 1).
 */
export function createApiLoader(options: ApiLoaderOptions): () => Promise<Api> {
  const importApi = options.importApi ?? (() => import('./api'));
  let loading: Promise<Api> | null = null;
  return () => {
    if (loading) return loading;
    const attempt = importApi().then(({ api }) => {
      api.http.configureHttp({
        baseUrls: options.config.baseUrls,
        onSignedOut: options.onSignedOut,
        isSignInPage: options.isSignInPage,
        ...(options.onUnauthorized ? { onUnauthorized: options.onUnauthorized } : {}),
        ...(options.onRxSessionRefused ? { onRxSessionRefused: options.onRxSessionRefused } : {}),
      });
      return api;
    });
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    return attempt;
  };
}

/**
 * A call whose signal was aborted never settles. React StrictMode stops and rehydrates actors created in
 * components: the rehydrated promise actor runs its call again, and the first (aborted) call must not
 * deliver its rejection to the machine.
 */
export function unlessAborted<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}

export function sessionActors(load: () => Promise<Api>) {
  return {
    fetchSession: fromPromise<SessionInfo>(async ({ signal }) =>
      unlessAborted(signal, (await load()).identity.fetchSession(signal)),
    ),
    signOut: fromPromise<unknown>(async () => (await load()).identity.signOut()),
  };
}

export function profileActors(load: () => Promise<Api>) {
  return {
    fetchProfile: fromPromise<RawProfile>(async ({ signal }) =>
      unlessAborted(signal, (await load()).profile.fetchRawProfile(signal)),
    ),
  };
}

export function healthNavActors(load: () => Promise<Api>) {
  return {
    loadNavDocument: fromPromise<NavItem[], { kind: NavDocumentKind }>(async ({ input, signal }) =>
      unlessAborted(signal, (await load()).content.fetchNavDocument(input.kind, signal)),
    ),
  };
}
