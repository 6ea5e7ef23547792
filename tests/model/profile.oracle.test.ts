// @vitest-environment node
/** Customer profile (account-signin.md §4 "Profile fetch: loads once; it is skipped if loading, loaded or errored,
 *  unless forced"; §3 mapping; §8 "Profile failure"). The mapping's every field is in
 *  tests/unit/profile-mapping.test.ts; here the chart's choices. */
import { describe, expect } from 'vitest';
import { fullProfile } from '../../machines/account/profile/profile.fixtures';
import type { profileMachine } from '../../machines/account/profile/profile.machine';
import { type OracleCase, oracleTable } from './oracle';

const load = { type: 'profile.load' } as const;
const force = { type: 'profile.load', force: true } as const;
const loaded = { type: 'xstate.done.actor.fetchProfile', output: fullProfile } as const;
const networkDown = {
  type: 'xstate.error.actor.fetchProfile',
  error: {
    name: 'ApiError',
    kind: 'network',
    endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
    status: 0,
    message: 'Network Error',
  },
} as const;
const serverError = {
  type: 'xstate.error.actor.fetchProfile',
  error: {
    name: 'ApiError',
    kind: 'http',
    endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
    status: 500,
    message: 'HTTP 500',
  },
} as const;

const cases: OracleCase<typeof profileMachine>[] = [
  {
    name: '§4 nothing is fetched until the page asks',
    steps: [],
    state: 'idle',
    callCounts: { fetchProfile: 0 },
  },
  { name: '§4 a load fetches once', steps: [load], state: 'loading', callCounts: { fetchProfile: 1 } },
  {
    name: '§4 a load while loading is skipped',
    steps: [load, load],
    state: 'loading',
    callCounts: { fetchProfile: 1 },
  },
  {
    name: '§4 a load when loaded is skipped; forced, it fetches again',
    steps: [load, loaded, load, { check: (run) => expect(run.calls.fetchProfile).toHaveLength(1) }, force],
    state: 'loading',
    callCounts: { fetchProfile: 2 },
  },
  {
    name: '§4 a load when errored is skipped; forced (Retry), it fetches again',
    steps: [
      load,
      networkDown,
      load,
      { check: (run) => expect(run.calls.fetchProfile).toHaveLength(1) },
      force,
    ],
    state: 'loading',
    callCounts: { fetchProfile: 2 },
  },
  {
    name: '§3 the loaded profile is the mapped one (braced id, first email, original phones, MM/DD/YYYY)',
    steps: [load, loaded],
    state: 'loaded',
    context: {
      failure: null,
      profile: {
        userId: '{6f1c2a9e-3b7d-4e0a-9c51-2d8f7b6a4e10}',
        firstName: 'Dana',
        emailAddress: 'dana.w@example.com',
        mobilePhoneNumber: '513.555.0199',
        homePhoneNumber: '(513) 555-0148',
      },
    },
  },
  {
    name: '§8 a network error is reported as a network connection error with its endpoint',
    steps: [load, networkDown],
    state: 'failed',
    context: {
      failure: { kind: 'networkConnection', endpoint: 'GET /atlas/v1/customer-profile/v1/profile' },
    },
    actions: [
      {
        type: 'reportFailure',
        params: {
          failure: { kind: 'networkConnection', endpoint: 'GET /atlas/v1/customer-profile/v1/profile' },
        },
      },
    ],
  },
  {
    name: '§8 any other failure is a customer-facing error with the status code',
    steps: [load, serverError],
    state: 'failed',
    actions: [
      {
        type: 'reportFailure',
        params: {
          failure: {
            kind: 'customerFacing',
            endpoint: 'GET /atlas/v1/customer-profile/v1/profile',
            statusCode: 500,
          },
        },
      },
    ],
  },
  {
    name: 'when the session ends the profile is cleared (a new sign-in loads afresh)',
    steps: [load, loaded, { type: 'profile.clear' }, load],
    state: 'loading',
    context: { profile: null, failure: null },
    callCounts: { fetchProfile: 2 },
  },
];

describe('profile chart: oracle', () => {
  oracleTable(
    () => import('../../machines/account/profile/profile.machine').then((m) => m.profileMachine),
    cases,
  );
});
