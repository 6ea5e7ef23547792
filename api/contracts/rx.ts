/** Authenticated pharmacy API (pharmacy-portal.md §7.1). Paths are listed now; schemas join with the pharmacy issues. */
import * as z from 'zod/mini';
import { BASE_PATHS } from './common';

export const RX_PATHS = {
  /** pharmacy-portal.md §7.1: patients of the signed-in customer. */
  patients: `${BASE_PATHS.rx}/patients`,
  cart: `${BASE_PATHS.rx}/cart`,
  paymentIntent: `${BASE_PATHS.rx}/payment-intent`,
  programEnrollments: `${BASE_PATHS.rx}/patient-program-enrollments`,
} as const;

/** Relationship types of the link flow (pharmacy-portal.md §4 "Link flow"). */
export const RELATIONSHIP_TYPES = ['SELF', 'CHILD', 'MANAGED_ADULT', 'CAREGIVER'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

/** Header carrying the patient numbers a call acts for (§7 "Some calls send patient-number headers"). */
export const PATIENT_NUMBER_HEADER = 'X-Patient-Number';

export const linkedPatientSchema = z.object({
  patientNumber: z.string(),
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  customerVerified: z.boolean(),
});
export const patientsResponseSchema = z.object({
  data: z.object({ patients: z.array(linkedPatientSchema) }),
});
export type LinkedPatient = z.infer<typeof linkedPatientSchema>;
