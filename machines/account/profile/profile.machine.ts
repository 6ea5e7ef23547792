/** Customer profile (account-signin.md §3 "Customer profile", §4 "Profile fetch", §8 "Profile failure").
 *  idle → loading → loaded | failed. A load while loading, loaded or failed is skipped unless forced.
 *  Side effects: the fetchProfile actor (GET .../profile); reportFailure logs endpoint and status, no personal data. */
import { assign, setup } from 'xstate';
import type { RawProfile } from '../../../api/contracts/profile';
import {
  type CustomerProfile,
  classifyProfileFailure,
  mapProfile,
  type ProfileFailure,
} from '../../../domain/account/profile';
import { asApiError } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

export interface ProfileContext {
  profile: CustomerProfile | null;
  failure: ProfileFailure | null;
}

export type ProfileEvent = { type: 'profile.load'; force?: boolean } | { type: 'profile.clear' };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: {
    fetchProfile: notProvided<RawProfile>('fetchProfile'),
  },
  actions: {
    /** Provided by src/: writes the §8 report to the log and the analytics sink. */
    reportFailure: (_, _params: { failure: ProfileFailure }) => {},
    clearProfile: assign({ profile: null, failure: null }),
  },
  guards: {
    isForced: ({ event }) => event.type === 'profile.load' && event.force === true,
  },
}).createMachine({
  id: 'profile',
  initial: 'idle',
  context: { profile: null, failure: null },
  on: {
    'profile.clear': { target: '.idle', actions: 'clearProfile' },
  },
  states: {
    idle: {
      on: { 'profile.load': 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        onDone: {
          target: 'loaded',
          actions: assign({ profile: ({ event }) => mapProfile(event.output), failure: null }),
        },
        onError: {
          target: 'failed',
          actions: [
            assign({ failure: ({ event }) => classifyProfileFailure(asApiError(event.error)) }),
            { type: 'reportFailure', params: ({ context }) => ({ failure: context.failure! }) },
          ],
        },
      },
    },
    loaded: {
      on: { 'profile.load': { guard: 'isForced', target: 'loading' } },
    },
    failed: {
      on: { 'profile.load': { guard: 'isForced', target: 'loading' } },
    },
  },
});
