/** Customer profile client (account-signin.md §7: GET .../profile, full projection). */
import { PROFILE_PATHS, profileResponseSchema, type RawProfile } from '../contracts/profile';
import { serviceClient } from './http';

const profile = serviceClient('profile');

export const fetchRawProfile = (signal?: AbortSignal): Promise<RawProfile> =>
  profile
    .getWithPayload(PROFILE_PATHS.profile, {
      schema: profileResponseSchema,
      payload: { projections: 'customerProfile.full' },
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.data.customerProfile);
