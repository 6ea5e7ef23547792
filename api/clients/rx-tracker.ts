/**
 * The tracker's calls (pharmacy-portal.md §2.3, §7.1): a guest-verified browser's patients and prescriptions
 * (GET /guest-patient-profiles, GET /prescription/guest/prescriptions). A customer's tracker reads the read model
 * (api/clients/rx.ts) and the pickup locations from the directory (api/clients/pharmacy-directory.ts).
 */
import { RX_PATHS } from '../contracts/rx';
import {
  type GuestPatientProfilesResponse,
  type GuestPrescriptionsResponse,
  guestPatientProfilesResponseSchema,
  guestPrescriptionsResponseSchema,
} from '../contracts/rx-tracker';
import { rx } from './rx';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchGuestPatientProfiles = (signal?: AbortSignal): Promise<GuestPatientProfilesResponse> =>
  rx.get(RX_PATHS.guestPatientProfiles, {
    schema: guestPatientProfilesResponseSchema,
    ...withSignal(signal),
  });

export const fetchGuestPrescriptions = (signal?: AbortSignal): Promise<GuestPrescriptionsResponse> =>
  rx.get(RX_PATHS.guestPrescriptions, { schema: guestPrescriptionsResponseSchema, ...withSignal(signal) });
