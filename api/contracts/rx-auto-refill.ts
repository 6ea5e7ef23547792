/**
 * Auto-refill, refill programs and program reminders (pharmacy-portal.md §3 "Patient" auto-refill fields,
 * "Marketing / program enrolment", "Auto-refill update result item"; §4 "Auto-refill", "Marketing programs"; §7.1
 * PUT /patient/{n}/auto-refill/enroll, PUT /prescription/{rx}, PUT prescription-patient/{n}/prescriptions,
 * GET and PUT /patient-program-enrollments, GET /patient-programs, GET/PUT/DELETE /program-reminders,
 * GET /program-reminders/customerId, GET prescription-patient/{n}/fill-locations). Paths: RX_PATHS of ./rx.
 * Bodies the spec does not show are chosen here (docs/choices.md "Pharmacy records").
 */
import * as z from 'zod/mini';
import {
  autoRefillReminderSchema,
  FACILITY_TYPES,
  patientNumberSchema,
  REFILL_PROGRAM_TYPES,
  RELATIONSHIP_TYPES,
} from './rx';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** Facility ids are 8 digits (division + store) in the sandbox. */
export const facilityIdSchema = z.string().check(z.regex(/^\d{8}$/));
/** The key of a prescription in these calls: its rxRecordNumber (unique; docs/choices.md). */
export const rxRecordNumberSchema = z.string().check(z.regex(/^\d{5,12}$/));

/** PUT /patient/{n}/auto-refill/enroll body (§7.1). enrollForAutoRefill false unenrols. */
export const autoRefillEnrollRequestSchema = z.object({
  facilityId: facilityIdSchema,
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  enrollForAutoRefill: z.boolean(),
  overridePrivacySetting: z.boolean(),
});
export type AutoRefillEnrollRequest = z.infer<typeof autoRefillEnrollRequestSchema>;

/** The patient's auto-refill fields after the change (§3 "Patient"; §4 "Enrolment on a patient sets the flag"). */
export const autoRefillEnrollmentSchema = z.object({
  patientNumber: z.string(),
  isAutoRefillFlag: z.boolean(),
  autoRefillFacilityId: z.nullable(z.string()),
  autoRefillProgramId: z.nullable(z.string()),
  autoRefillTerminationDate: z.nullable(isoDate),
  autoRefillExpiring: z.boolean(),
  autoRefillExpired: z.boolean(),
});
export type AutoRefillEnrollment = z.infer<typeof autoRefillEnrollmentSchema>;

/** PUT /prescription/{rx} body. */
export const prescriptionProgramRequestSchema = z.object({ refillProgramType: z.enum(REFILL_PROGRAM_TYPES) });
export type RefillProgramType = (typeof REFILL_PROGRAM_TYPES)[number];

/** §3 "Auto-refill update result item". */
export const autoRefillUpdateResultSchema = z.object({
  rxRecordNumber: z.string(),
  updateSuccessful: z.boolean(),
  refillOption: z.enum(REFILL_PROGRAM_TYPES),
});
export type AutoRefillUpdateResult = z.infer<typeof autoRefillUpdateResultSchema>;

/** PUT prescription-patient/{n}/prescriptions (bulk enrol, pause): one option per prescription. */
export const bulkPrescriptionProgramRequestSchema = z.object({
  prescriptions: z
    .array(z.object({ rxRecordNumber: rxRecordNumberSchema, refillOption: z.enum(REFILL_PROGRAM_TYPES) }))
    .check(z.minLength(1), z.maxLength(50)),
});
export type BulkPrescriptionProgramRequest = z.infer<typeof bulkPrescriptionProgramRequestSchema>;
export const bulkPrescriptionProgramResponseSchema = z.object({
  results: z.array(autoRefillUpdateResultSchema),
});

/**
 * A pharmacy that fills the patient's prescriptions as the auto-refill page lists it. The call is GET
 * prescription-patient/{n}/fill-locations, whose ONE contract is api/contracts/rx-orders.ts (fillLocationsResponseSchema);
 * api/clients/rx-auto-refill.ts reads it into this shape.
 */
export const fillLocationSchema = z.object({
  facilityId: z.string(),
  vanityName: z.string(),
  facilityType: z.enum(FACILITY_TYPES),
  address1: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
});
export type FillLocation = z.infer<typeof fillLocationSchema>;

/** §3 "Marketing / program enrolment" status values. */
export const ENROLLMENT_STATUSES = [
  'ENROLLED',
  'REENROLLED',
  'DECLINED',
  'EXPIRED',
  'NEVER_ASKED',
  'PENDING',
] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];
/** What a customer may choose; the other statuses are the pharmacy's. */
export const CHOOSABLE_ENROLLMENT_STATUSES = ['ENROLLED', 'REENROLLED', 'DECLINED'] as const;

export const programEnrollmentSchema = z.object({
  programName: z.string(),
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  externalCode: z.string(),
});
export type ProgramEnrollment = z.infer<typeof programEnrollmentSchema>;
export const programEnrollmentsResponseSchema = z.object({ enrollments: z.array(programEnrollmentSchema) });

/** PUT /patient-program-enrollments body (§7.1: programName, enrollmentStatus, externalCode). */
export const programEnrollmentUpdateSchema = z.object({
  programName: z.string().check(z.minLength(1), z.maxLength(100)),
  enrollmentStatus: z.enum(CHOOSABLE_ENROLLMENT_STATUSES),
  externalCode: z.string().check(z.regex(/^[A-Z0-9_]{2,20}$/)),
});
export type ProgramEnrollmentUpdate = z.infer<typeof programEnrollmentUpdateSchema>;

/** GET /patient-programs: the refill programs offered. */
export const patientProgramSchema = z.object({
  programName: z.string(),
  externalCode: z.string(),
  description: z.string(),
});
export type PatientProgram = z.infer<typeof patientProgramSchema>;
export const patientProgramsResponseSchema = z.object({ programs: z.array(patientProgramSchema) });

/** GET /program-reminders (and /customerId?programId): the reminders of the customer's patients. */
export { autoRefillReminderSchema as programReminderSchema };
export type ProgramReminder = z.infer<typeof autoRefillReminderSchema>;
export const programRemindersResponseSchema = z.object({ reminders: z.array(autoRefillReminderSchema) });
export const programRemindersQuerySchema = z.object({
  programId: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** PUT /program-reminders body: dismiss (or restore) one patient's reminder. */
export const programReminderUpdateSchema = z.object({
  patientNum: patientNumberSchema,
  programId: z.string().check(z.minLength(1), z.maxLength(40)),
  dismissReminder: z.boolean(),
});
export type ProgramReminderUpdate = z.infer<typeof programReminderUpdateSchema>;

/** DELETE /program-reminders query. */
export const programReminderDeleteQuerySchema = z.object({
  patientNum: patientNumberSchema,
  programId: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** The 404 code of a reminder delete that finds nothing (§4 "a 404 with a no-record message is ignored"). */
export const NO_RECORD_CODE = 'NO_RECORD';
/** The 418 code of an enrolment the pharmacy refuses with a detail message for the customer (§8). */
export const AUTO_REFILL_REFUSED_CODE = 'AUTO_REFILL_NOT_AVAILABLE';
