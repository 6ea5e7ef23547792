/**
 * Authenticated pharmacy client (pharmacy-portal.md §7.1, base /rx/api) on the shared wrapper (api/clients/http.ts:
 * default headers no-cache and channel WEB, every answer parsed by its contract, a 401 handed to src/'s handler).
 * Calls of later areas go in `api/clients/rx-<area>.ts` on the same `rx` client.
 */
import {
  type Patient,
  type PatientPrescriptionsQuery,
  type Prescription,
  patientPrescriptionsResponseSchema,
  patientProfilesResponseSchema,
  RX_PATHS,
} from '../contracts/rx';
import { serviceClient } from './http';

export const rx = serviceClient('rx');

/** GET /patient-profiles/: the patients the signed-in customer may act for (unsorted; the chart sorts). */
export const fetchPatientProfiles = (signal?: AbortSignal): Promise<Patient[]> =>
  rx
    .get(RX_PATHS.patientProfiles, { schema: patientProfilesResponseSchema, ...(signal ? { signal } : {}) })
    .then((r) => r.patients);

/** GET /prescription/patient/prescriptions (§7.1 query). */
export const fetchPatientPrescriptions = (
  query: PatientPrescriptionsQuery = {},
  signal?: AbortSignal,
): Promise<Prescription[]> =>
  rx
    .getWithPayload(RX_PATHS.patientPrescriptions, {
      schema: patientPrescriptionsResponseSchema,
      payload: query,
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.prescriptions);
