/** Event fixtures and state identity for the profile machine's graph. */
import type { ApiError } from '../../api/contracts/common';
import { fullProfile } from '../fixtures/profiles';

const networkError: ApiError = {
  name: 'ApiError',
  kind: 'network',
  endpoint: 'GET /p',
  status: 0,
  message: 'Network Error',
};
export const profileEvents = [
  { type: 'profile.load' },
  { type: 'profile.load', force: true },
  { type: 'profile.clear' },
  { type: 'xstate.done.actor.fetchProfile', output: fullProfile },
  { type: 'xstate.error.actor.fetchProfile', error: networkError },
] as const;

/** A state's identity: its value, whether a profile is held, and the failure kind (not the profile's contents). */
export const serializeProfileState = (s: {
  value: unknown;
  context: { profile: unknown; failure: { kind: string } | null };
}) => JSON.stringify([s.value, s.context.profile !== null, s.context.failure?.kind ?? null]);
