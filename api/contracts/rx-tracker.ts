/**
 * The prescription status tracker (pharmacy-portal.md §2.3, §6 "Guest ... the guest tracker", §7.1 GET
 * /prescription/guest/prescriptions and GET /guest-patient-profiles). A signed-in customer's tracker reads the
 * read model of api/contracts/rx.ts; a guest who verified a patient's date of birth reads these two, open without a
 * sign-in (RX_GUEST_TRACKER_PATHS) and answering only for the patients this browser's guest session verified.
 */
import * as z from 'zod/mini';
import { patientNumberSchema, prescriptionSchema, RX_PATHS } from './rx';

/** Paths of the authenticated API a guest-verified browser may call without signing in. */
export const RX_GUEST_TRACKER_PATHS: readonly string[] = [
  RX_PATHS.guestPrescriptions,
  RX_PATHS.guestPatientProfiles,
];

/** A patient as the tracker shows one ('Viewing Patient', the cards' patient groups): the name, nothing else. */
export const trackerPatientSchema = z.object({
  patientNumber: patientNumberSchema,
  firstName: z.string(),
  middleName: z.nullable(z.string()),
  lastName: z.string(),
  suffix: z.nullable(z.string()),
  isPrimaryOnAccount: z.boolean(),
});
export type TrackerPatient = z.infer<typeof trackerPatientSchema>;

/** GET /guest-patient-profiles: verified is false when this browser has no guest session (or it expired). */
export const guestPatientProfilesResponseSchema = z.object({
  verified: z.boolean(),
  patients: z.array(trackerPatientSchema),
});
export type GuestPatientProfilesResponse = z.infer<typeof guestPatientProfilesResponseSchema>;

/** GET /prescription/guest/prescriptions: the verified patients' prescriptions being worked on. */
export const guestPrescriptionsResponseSchema = z.object({
  verified: z.boolean(),
  prescriptions: z.array(prescriptionSchema),
});
export type GuestPrescriptionsResponse = z.infer<typeof guestPrescriptionsResponseSchema>;
