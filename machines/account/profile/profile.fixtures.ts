/** Graph fixtures of the profile machine (realistic raw profiles of fictional people, event fixtures, state
 *  identity). Read by the registry (paths, coverage, inspector, docs) and by the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { RawProfile } from '../../../api/contracts/profile';

export const fullProfile: RawProfile = {
  id: '6f1c2a9e-3b7d-4e0a-9c51-2d8f7b6a4e10',
  firstName: 'Dana',
  lastName: 'Whitfield',
  loyaltyCardNumber: '4011223344556',
  created: { value: '2019-03-15T04:30:00Z', timezone: 'America/Chicago' },
  contactInfo: {
    phones: [
      { type: 'HOME', number: { original: '(513) 555-0148' }, verified: null },
      {
        type: 'MOBILE',
        number: { original: '513.555.0199' },
        verified: { value: '2020-06-01T15:00:00Z', timezone: 'America/New_York' },
      },
    ],
    addresses: [
      {
        type: 'SHIPPING',
        address: {
          addressLines: ['900 Warehouse Rd', 'Dock 4'],
          cityTown: 'Dayton',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45402',
        },
      },
      {
        type: 'HOME',
        address: {
          addressLines: ['1014 Vine St', 'Apt 3B'],
          cityTown: 'Cincinnati',
          countryCode: 'US',
          stateProvince: 'OH',
          postalCode: '45202',
        },
      },
    ],
    emails: [
      { address: 'dana.w@example.com', isVerified: false, verified: null },
      {
        address: 'dana.whitfield@example.com',
        isVerified: true,
        verified: { value: '2019-03-16T13:05:00Z', timezone: 'America/Chicago' },
      },
    ],
  },
  bannerSpecificDetails: [
    {
      banner: 'freshway',
      preferredStoreNumber: '00412',
      preferredStoreDivisionNumber: '014',
      communityRewardsEnabled: true,
    },
    { banner: 'harborfoods', preferredStoreNumber: null, preferredStoreDivisionNumber: null },
  ],
  relevantAdsOptIn: false,
};

export const sparseProfile: RawProfile = {
  id: 'a0b1c2d3-0000-4000-8000-000000000002',
  firstName: 'Sam',
  lastName: 'Okafor',
  created: { value: '2024-12-31T23:30:00-05:00' },
  contactInfo: {
    phones: [],
    addresses: [
      {
        type: 'BILLING',
        address: {
          addressLines: ['1 Main St'],
          cityTown: 'Louisville',
          countryCode: 'US',
          stateProvince: 'KY',
          postalCode: '40202',
        },
      },
    ],
    emails: [{ address: 'sam.okafor@example.com', isVerified: false }],
  },
};

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

/** The graph model the registry hands to path generation (see machines/registry.ts). */
export const profileModel = {
  events: profileEvents,
  serializeState: serializeProfileState,
  simplePaths: true,
};
