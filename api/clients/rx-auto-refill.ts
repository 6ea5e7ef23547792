/** Auto-refill, programs and reminders (pharmacy-portal.md §7.1) on the shared `rx` client. */
import { fillLocationsResponseSchema } from '../contracts/rx-orders';
import { fillPath } from '../contracts/common';
import { PATIENT_NUMBER_HEADER, RX_PATHS } from '../contracts/rx';
import {
  type AutoRefillEnrollment,
  type AutoRefillEnrollRequest,
  type AutoRefillUpdateResult,
  autoRefillEnrollmentSchema,
  autoRefillUpdateResultSchema,
  type BulkPrescriptionProgramRequest,
  bulkPrescriptionProgramResponseSchema,
  type FillLocation,
  type PatientProgram,
  type ProgramEnrollment,
  type ProgramEnrollmentUpdate,
  type ProgramReminder,
  type ProgramReminderUpdate,
  patientProgramsResponseSchema,
  programEnrollmentSchema,
  programEnrollmentsResponseSchema,
  programReminderSchema,
  programRemindersResponseSchema,
  type RefillProgramType,
} from '../contracts/rx-auto-refill';
import * as z from 'zod/mini';
import { rx } from './rx';

const s = (signal?: AbortSignal) => (signal ? { signal } : {});

/** PUT /patient/{n}/auto-refill/enroll; `linkedPatient` goes in the patient-number header. */
export const saveAutoRefillEnrollment = (
  patientNumber: string,
  body: AutoRefillEnrollRequest,
  linkedPatient?: string,
  signal?: AbortSignal,
): Promise<AutoRefillEnrollment> =>
  rx.put(fillPath(RX_PATHS.autoRefillEnroll, { patientNumber }), {
    schema: autoRefillEnrollmentSchema,
    payload: body,
    ...(linkedPatient ? { headers: { [PATIENT_NUMBER_HEADER]: linkedPatient } } : {}),
    ...s(signal),
  });

/** PUT /prescription/{rx} ({rx}: the rxRecordNumber). */
export const updatePrescriptionProgram = (
  rxRecordNumber: string,
  refillProgramType: RefillProgramType,
  signal?: AbortSignal,
): Promise<AutoRefillUpdateResult> =>
  rx.put(fillPath(RX_PATHS.prescription, { rxNumber: rxRecordNumber }), {
    schema: autoRefillUpdateResultSchema,
    payload: { refillProgramType },
    ...s(signal),
  });

/** PUT prescription-patient/{n}/prescriptions */
export const updatePrescriptionPrograms = (
  patientNumber: string,
  body: BulkPrescriptionProgramRequest,
  signal?: AbortSignal,
): Promise<AutoRefillUpdateResult[]> =>
  rx
    .put(fillPath(RX_PATHS.prescriptionPatientPrescriptions, { patientNumber }), {
      schema: bulkPrescriptionProgramResponseSchema,
      payload: body,
      ...s(signal),
    })
    .then((r) => r.results);

/** GET prescription-patient/{n}/fill-locations (the one contract, api/contracts/rx-orders.ts), as the page lists them. */
export const fetchFillLocations = (patientNumber: string, signal?: AbortSignal): Promise<FillLocation[]> =>
  rx
    .get(fillPath(RX_PATHS.fillLocations, { patientNumber }), {
      schema: fillLocationsResponseSchema,
      ...s(signal),
    })
    .then((r) =>
      r.fillLocations.map((f) => ({
        facilityId: f.facilityId,
        vanityName: f.vanityName,
        facilityType: f.facilityType,
        address1: f.address.address1,
        city: f.address.city,
        state: f.address.state,
        zipCode: f.address.zipCode,
        phone: f.phone,
      })),
    );

export const fetchPatientPrograms = (signal?: AbortSignal): Promise<PatientProgram[]> =>
  rx
    .get(RX_PATHS.patientPrograms, { schema: patientProgramsResponseSchema, ...s(signal) })
    .then((r) => r.programs);

export const fetchProgramEnrollments = (
  patientNumber: string,
  signal?: AbortSignal,
): Promise<ProgramEnrollment[]> =>
  rx
    .get(RX_PATHS.programEnrollments, {
      schema: programEnrollmentsResponseSchema,
      headers: { [PATIENT_NUMBER_HEADER]: patientNumber },
      ...s(signal),
    })
    .then((r) => r.enrollments);

export const saveProgramEnrollment = (
  patientNumber: string,
  body: ProgramEnrollmentUpdate,
  signal?: AbortSignal,
): Promise<ProgramEnrollment> =>
  rx.put(RX_PATHS.programEnrollments, {
    schema: programEnrollmentSchema,
    payload: body,
    headers: { [PATIENT_NUMBER_HEADER]: patientNumber },
    ...s(signal),
  });

export const fetchProgramReminders = (signal?: AbortSignal): Promise<ProgramReminder[]> =>
  rx
    .get(RX_PATHS.programReminders, { schema: programRemindersResponseSchema, ...s(signal) })
    .then((r) => r.reminders);

export const saveProgramReminder = (
  body: ProgramReminderUpdate,
  signal?: AbortSignal,
): Promise<ProgramReminder> =>
  rx.put(RX_PATHS.programReminders, { schema: programReminderSchema, payload: body, ...s(signal) });

/** DELETE /program-reminders (the query travels in the address). */
export const deleteProgramReminder = (
  patientNum: string,
  programId: string,
  signal?: AbortSignal,
): Promise<unknown> =>
  rx.delete(`${RX_PATHS.programReminders}?${new URLSearchParams({ patientNum, programId })}`, {
    schema: z.unknown(),
    ...s(signal),
  });
