/**
 * Auto-refill, refill programs and program reminders (pharmacy-portal.md §7.1; §4 "Auto-refill", "Marketing
 * programs"). Every route checks the patient it names (path, header or body) with the one access rule
 * (server/rx/access.ts: 404 exactly as for a patient that does not exist); a prescription is checked through its
 * patient. Refusals the customer should read (a mail-order pharmacy for auto refill) are 418 with the detail (§8).
 */
import { addDays, formatISO } from 'date-fns';
import { type Context, Hono } from 'hono';
import { PATIENT_NUMBER_HEADER, RX_PATHS } from '../../../api/contracts/rx';
import {
  AUTO_REFILL_REFUSED_CODE,
  type AutoRefillEnrollment,
  type AutoRefillUpdateResult,
  autoRefillEnrollRequestSchema,
  bulkPrescriptionProgramRequestSchema,
  type EnrollmentStatus,
  NO_RECORD_CODE,
  type ProgramReminder,
  prescriptionProgramRequestSchema,
  programEnrollmentUpdateSchema,
  programReminderDeleteQuerySchema,
  programRemindersQuerySchema,
  programReminderUpdateSchema,
  type RefillProgramType,
} from '../../../api/contracts/rx-auto-refill';
import {
  AUTO_REFILL_PROGRAM_ID,
  AUTO_REFILL_TERM_DAYS,
  isRestrictedReminder,
  MANAGED_ADULT_ENROLL_REFUSED,
} from '../../../domain/rx/autoRefill';
import { autoRefillState } from '../../../domain/rx/patients';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate } from '../../http/errors';
import { assertPatientAccess, patientsOf } from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: any route's context (path and input vary)
type RxContext = Context<RxEnv, string, any>;

export const MAIL_ORDER_AUTO_REFILL_DETAIL =
  'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.';
export const NO_RECORD_MESSAGE = 'No record found.';
export const PROGRAM_NOT_FOUND_MESSAGE = 'Program not found.';

const isoDay = (date: Date) => formatISO(date, { representation: 'date' });

async function enrollmentOf(
  db: Kysely<Database>,
  patientNumber: string,
  today: string,
): Promise<AutoRefillEnrollment> {
  const row = await db
    .selectFrom('pharmacy_patients')
    .select([
      'is_auto_refill',
      'auto_refill_facility_id',
      'auto_refill_program_id',
      'auto_refill_termination_date',
    ])
    .where('patient_number', '=', patientNumber)
    .executeTakeFirstOrThrow();
  const state = autoRefillState(row.auto_refill_termination_date, today);
  return {
    patientNumber,
    isAutoRefillFlag: row.is_auto_refill,
    autoRefillFacilityId: row.auto_refill_facility_id,
    autoRefillProgramId: row.auto_refill_program_id,
    autoRefillTerminationDate: row.auto_refill_termination_date,
    autoRefillExpiring: row.is_auto_refill && state.expiring,
    autoRefillExpired: row.is_auto_refill && state.expired,
  };
}

/** Applies one option to one prescription of the patient; an enrolment needs an eligible, retail prescription of an
 *  enrolled patient (else the update is unsuccessful and nothing changes). */
async function applyOption(
  db: Kysely<Database>,
  rxRecordNumber: string,
  patientNumber: string,
  option: RefillProgramType,
): Promise<AutoRefillUpdateResult> {
  const rx = await db
    .selectFrom('rx_prescriptions as p')
    .innerJoin('rx_facilities as f', 'f.facility_id', 'p.facility_id')
    .innerJoin('pharmacy_patients as pp', 'pp.patient_number', 'p.patient_number')
    .select(['p.rx_eligible_for_auto_refill', 'f.facility_type', 'pp.is_auto_refill'])
    .where('p.rx_record_number', '=', rxRecordNumber)
    .where('p.patient_number', '=', patientNumber)
    .executeTakeFirst();
  const allowed =
    rx !== undefined &&
    (option === 'NONE' ||
      (rx.rx_eligible_for_auto_refill && rx.facility_type === 'RETAIL' && rx.is_auto_refill));
  if (allowed) {
    await db
      .updateTable('rx_prescriptions')
      .set({ refill_program_type: option, rx_enrolled_auto_refill: option === 'AUTO_REFILL' })
      .where('rx_record_number', '=', rxRecordNumber)
      .execute();
  }
  return { rxRecordNumber, updateSuccessful: allowed, refillOption: option };
}

function patientHeader(value: string | undefined): string | null {
  return value && /^\d{1,12}$/.test(value) ? value : null;
}

export function rxAutoRefillRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.put(RX_PATHS.autoRefillEnroll, validate('json', autoRefillEnrollRequestSchema), async (c) => {
    const customer = rxCustomer(c);
    const patientNumber = c.req.param('patientNumber');
    const link = await assertPatientAccess(deps.db, customer, patientNumber);
    // The optional linked-patient header (§7.1): the patient the customer acts through must be theirs too.
    const linked = c.req.header(PATIENT_NUMBER_HEADER);
    if (linked !== undefined) await assertPatientAccess(deps.db, customer, linked);
    const body = c.req.valid('json');
    const today = isoDay(deps.now());
    if (body.enrollForAutoRefill) {
      // The page's rule (guard canEnrollPatient), here too: a managed adult enrols from their own account.
      if (isRestrictedReminder(link.relationshipType))
        return errorResponse(c, 403, ERROR_CODES.forbidden, MANAGED_ADULT_ENROLL_REFUSED);
      const facility = await deps.db
        .selectFrom('rx_facilities')
        .select('facility_type')
        .where('facility_id', '=', body.facilityId)
        .executeTakeFirst();
      if (!facility)
        return errorResponse(c, 400, ERROR_CODES.validation, 'Unknown pharmacy.', {
          facilityId: 'Unknown pharmacy.',
        });
      if (facility.facility_type !== 'RETAIL') {
        return errorResponse(c, 418, AUTO_REFILL_REFUSED_CODE, MAIL_ORDER_AUTO_REFILL_DETAIL);
      }
      await deps.db
        .updateTable('pharmacy_patients')
        .set({
          is_auto_refill: true,
          auto_refill_facility_id: body.facilityId,
          auto_refill_program_id: AUTO_REFILL_PROGRAM_ID,
          auto_refill_termination_date: isoDay(addDays(deps.now(), AUTO_REFILL_TERM_DAYS)),
          auto_refill_relationship_type: body.relationshipType,
          auto_refill_override_privacy: body.overridePrivacySetting,
          updated_at: deps.now(),
        })
        .where('patient_number', '=', patientNumber)
        .execute();
    } else {
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('pharmacy_patients')
          .set({
            is_auto_refill: false,
            auto_refill_facility_id: null,
            auto_refill_program_id: null,
            auto_refill_termination_date: null,
            auto_refill_relationship_type: null,
            auto_refill_override_privacy: false,
            auto_refill_reminder: null,
            updated_at: deps.now(),
          })
          .where('patient_number', '=', patientNumber)
          .execute();
        await trx
          .updateTable('rx_prescriptions')
          .set({ refill_program_type: 'NONE', rx_enrolled_auto_refill: false })
          .where('patient_number', '=', patientNumber)
          .execute();
      });
    }
    return c.json(await enrollmentOf(deps.db, patientNumber, today));
  });

  app.put(RX_PATHS.prescription, validate('json', prescriptionProgramRequestSchema), async (c) => {
    const customer = rxCustomer(c);
    const rxRecordNumber = c.req.param('rxNumber');
    const owner = await deps.db
      .selectFrom('rx_prescriptions')
      .select('patient_number')
      .where('rx_record_number', '=', rxRecordNumber)
      .executeTakeFirst();
    // The prescription's patient must be the customer's: 404 for a stranger's, as for one that does not exist.
    const patient = await assertPatientAccess(deps.db, customer, owner?.patient_number ?? '');
    const result = await applyOption(
      deps.db,
      rxRecordNumber,
      patient.patientNumber,
      c.req.valid('json').refillProgramType,
    );
    return c.json(result);
  });

  app.put(
    RX_PATHS.prescriptionPatientPrescriptions,
    validate('json', bulkPrescriptionProgramRequestSchema),
    async (c) => {
      const patientNumber = c.req.param('patientNumber');
      await assertPatientAccess(deps.db, rxCustomer(c), patientNumber);
      const results: AutoRefillUpdateResult[] = [];
      for (const item of c.req.valid('json').prescriptions) {
        // A record of another patient is never touched: it answers unsuccessful.
        results.push(await applyOption(deps.db, item.rxRecordNumber, patientNumber, item.refillOption));
      }
      return c.json({ results });
    },
  );

  app.get(RX_PATHS.patientPrograms, async (c) => {
    const rows = await deps.db.selectFrom('rx_programs').selectAll().orderBy('external_code').execute();
    return c.json({
      programs: rows.map((r) => ({
        programName: r.program_name,
        externalCode: r.external_code,
        description: r.description,
      })),
    });
  });

  const headerPatient = async (c: RxContext) => {
    const patientNumber = patientHeader(c.req.header(PATIENT_NUMBER_HEADER));
    if (!patientNumber) return null;
    await assertPatientAccess(deps.db, rxCustomer(c), patientNumber);
    return patientNumber;
  };
  const missingHeader = (c: RxContext) =>
    errorResponse(c, 400, ERROR_CODES.validation, 'The patient-number header is required.', {
      [PATIENT_NUMBER_HEADER]: 'Required',
    });

  async function enrollmentsOf(patientNumber: string) {
    const programs = await deps.db.selectFrom('rx_programs').selectAll().orderBy('external_code').execute();
    const rows = await deps.db
      .selectFrom('rx_program_enrollments')
      .selectAll()
      .where('patient_number', '=', patientNumber)
      .execute();
    return programs.map((p) => ({
      programName: p.program_name,
      externalCode: p.external_code,
      enrollmentStatus: (rows.find((r) => r.external_code === p.external_code)?.enrollment_status ??
        'NEVER_ASKED') as EnrollmentStatus,
    }));
  }

  app.get(RX_PATHS.programEnrollments, async (c) => {
    const patientNumber = await headerPatient(c);
    if (!patientNumber) return missingHeader(c);
    return c.json({ enrollments: await enrollmentsOf(patientNumber) });
  });

  app.put(RX_PATHS.programEnrollments, validate('json', programEnrollmentUpdateSchema), async (c) => {
    const patientNumber = await headerPatient(c);
    if (!patientNumber) return missingHeader(c);
    const body = c.req.valid('json');
    const program = await deps.db
      .selectFrom('rx_programs')
      .selectAll()
      .where('external_code', '=', body.externalCode)
      .executeTakeFirst();
    if (!program) return errorResponse(c, 404, ERROR_CODES.notFound, PROGRAM_NOT_FOUND_MESSAGE);
    await deps.db
      .insertInto('rx_program_enrollments')
      .values({
        patient_number: patientNumber,
        external_code: body.externalCode,
        enrollment_status: body.enrollmentStatus,
        updated_at: deps.now(),
      })
      .onConflict((oc) =>
        oc.columns(['patient_number', 'external_code']).doUpdateSet({
          enrollment_status: body.enrollmentStatus,
          updated_at: deps.now(),
        }),
      )
      .execute();
    return c.json({
      programName: program.program_name,
      externalCode: program.external_code,
      enrollmentStatus: body.enrollmentStatus,
    });
  });

  async function remindersOf(c: RxContext, programId?: string) {
    const numbers = (await patientsOf(deps.db, rxCustomer(c))).map((l) => l.patientNumber);
    if (numbers.length === 0) return [];
    const rows = await deps.db
      .selectFrom('pharmacy_patients')
      .select(['patient_number', 'auto_refill_reminder'])
      .where('patient_number', 'in', numbers)
      .where('auto_refill_reminder', 'is not', null)
      .execute();
    return rows
      .map((r): ProgramReminder => ({ patientNum: r.patient_number, ...r.auto_refill_reminder! }))
      .filter((r) => programId === undefined || r.programId === programId)
      .sort((a, b) => numbers.indexOf(a.patientNum) - numbers.indexOf(b.patientNum));
  }

  app.get(RX_PATHS.programReminders, async (c) => c.json({ reminders: await remindersOf(c) }));
  app.get(RX_PATHS.programRemindersCustomer, validate('query', programRemindersQuerySchema), async (c) =>
    c.json({ reminders: await remindersOf(c, c.req.valid('query').programId) }),
  );

  app.put(RX_PATHS.programReminders, validate('json', programReminderUpdateSchema), async (c) => {
    const body = c.req.valid('json');
    await assertPatientAccess(deps.db, rxCustomer(c), body.patientNum);
    const row = await deps.db
      .selectFrom('pharmacy_patients')
      .select('auto_refill_reminder')
      .where('patient_number', '=', body.patientNum)
      .executeTakeFirst();
    const reminder = row?.auto_refill_reminder;
    if (!reminder || reminder.programId !== body.programId) {
      return errorResponse(c, 404, NO_RECORD_CODE, NO_RECORD_MESSAGE);
    }
    const next = { ...reminder, dismissReminder: body.dismissReminder };
    await deps.db
      .updateTable('pharmacy_patients')
      .set({ auto_refill_reminder: JSON.stringify(next) })
      .where('patient_number', '=', body.patientNum)
      .execute();
    return c.json({ patientNum: body.patientNum, ...next } satisfies ProgramReminder);
  });

  app.delete(RX_PATHS.programReminders, validate('query', programReminderDeleteQuerySchema), async (c) => {
    const query = c.req.valid('query');
    await assertPatientAccess(deps.db, rxCustomer(c), query.patientNum);
    const deleted = await deps.db
      .updateTable('pharmacy_patients')
      .set({ auto_refill_reminder: null })
      .where('patient_number', '=', query.patientNum)
      .where(({ eb, ref }) => eb(ref('auto_refill_reminder', '->>').key('programId'), '=', query.programId))
      .returning('patient_number')
      .executeTakeFirst();
    if (!deleted) return errorResponse(c, 404, NO_RECORD_CODE, NO_RECORD_MESSAGE);
    return c.body(null, 204);
  });

  return app;
}
