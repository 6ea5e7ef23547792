/** Authenticated pharmacy client (pharmacy-portal.md §7.1). Calls join here as the pharmacy issues land. */
import { type LinkedPatient, PATIENT_NUMBER_HEADER, patientsResponseSchema, RX_PATHS } from '../contracts/rx';
import { serviceClient } from './http';

export const rx = serviceClient('rx');

/** The patients linked to the signed-in customer; `patientNumbers` go in the patient-number header. */
export const fetchLinkedPatients = (
  patientNumbers: string[] = [],
  signal?: AbortSignal,
): Promise<LinkedPatient[]> =>
  rx
    .get(RX_PATHS.patients, {
      schema: patientsResponseSchema,
      ...(patientNumbers.length > 0
        ? { headers: { [PATIENT_NUMBER_HEADER]: patientNumbers.join(',') } }
        : {}),
      ...(signal ? { signal } : {}),
    })
    .then((r) => r.data.patients);
