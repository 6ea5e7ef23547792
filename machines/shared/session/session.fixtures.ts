/** Event fixtures and state identity of the session machine's graph. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { SessionInfo } from '../../../api/contracts/identity';

const userInfo = { userId: 'c-1', emailVerified: true, banner: 'freshway', authorities: [] };
export const sessions: Record<'anonymous' | 'identity' | 'authenticated', SessionInfo> = {
  anonymous: { authLevel: 'anonymous', knownMachine: false, rememberedSessionLapsed: false, userInfo: null },
  identity: { authLevel: 'identity', knownMachine: true, rememberedSessionLapsed: false, userInfo },
  authenticated: { authLevel: 'authenticated', knownMachine: true, rememberedSessionLapsed: false, userInfo },
};
const down: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'GET /identity/api/v1/session',
  status: 0,
  message: 'Network Error',
};

export const sessionEvents = [
  { type: 'session.refresh' },
  { type: 'session.signOut' },
  { type: 'session.signedOut', endpoint: 'GET /atlas/v1/customer-profile/v1/profile' },
  { type: 'xstate.done.actor.fetchSession', output: sessions.anonymous },
  { type: 'xstate.done.actor.fetchSession', output: sessions.identity },
  { type: 'xstate.done.actor.fetchSession', output: sessions.authenticated },
  { type: 'xstate.error.actor.fetchSession', error: down },
  { type: 'xstate.done.actor.signOut', output: { data: { signedOut: true } } },
  { type: 'xstate.error.actor.signOut', error: down },
] as const;

export const serializeSessionState = (s: { value: unknown; context: { info: SessionInfo | null } }) =>
  JSON.stringify([s.value, s.context.info?.authLevel ?? null]);

/** The graph model the registry hands to path generation (see machines/registry.ts). */
export const sessionModel = {
  events: sessionEvents,
  serializeState: serializeSessionState,
};
