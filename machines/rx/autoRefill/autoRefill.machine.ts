/** Auto-refill (pharmacy-portal.md §4 "Auto-refill", §8 "Auto refill", §9 "Auto-refill"; §2.1 /rx/auto-refills).
 *  loading → ready | failed. ready.idle: the patient's enrolment, reminder and prescriptions. From there: enrolling
 *  (the form: pharmacy, relationship type, privacy override; a pharmacy in CA or IL needs the consent box) →
 *  savingEnrollment → idle (a renewal then deletes the reminder: deletingReminder, a 404 no-record answer ignored);
 *  confirmingUnenroll → unenrolling → idle and back to the main page; updatingPrescription (AUTO_REFILL or NONE:
 *  rxEnrolledAutoRefill true only when the update succeeded with the enrol option); pausing (every enrolled
 *  prescription to NONE); bulkEnrolling (every eligible one to AUTO_REFILL); dismissingReminder (on the active
 *  patient). Every failed save raises the retry counter (starts at 0); a success resets it. A managed adult's
 *  enrolment is restricted: the customer sees the reminder but cannot enrol for them.
 *  Side effects: loadAutoRefill, saveEnrollment, updatePrescription, updatePrescriptions, saveReminder,
 *  deleteReminder (actors); notify (a toast) and goToMain (navigation), provided by src/. */
import { and, assertEvent, assign, setup } from 'xstate';
import type { Patient, Prescription, RelationshipType } from '../../../api/contracts/rx';
import type {
  AutoRefillEnrollment,
  AutoRefillUpdateResult,
  FillLocation,
  ProgramReminder,
  RefillProgramType,
} from '../../../api/contracts/rx-auto-refill';
import {
  AUTO_REFILL_ERRORS,
  AUTO_REFILL_RETRY_START,
  AUTO_REFILL_TOASTS,
  chooseAutoRefillPatient,
  ENROL_OPTION,
  enrolledAfterUpdate,
  isRestrictedReminder,
  NONE_OPTION,
  needsStateConsent,
  STATE_CONSENT_REQUIRED,
} from '../../../domain/rx/autoRefill';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';
import { RX_GENERIC_MESSAGE } from '../../../domain/rx/messages';
import { asApiError, isOutcome } from '../../../domain/errors';

/** §8 "Generic" (literal): a per-prescription change that failed. */
export const AUTO_REFILL_UPDATE_ERROR = RX_GENERIC_MESSAGE;

export interface AutoRefillData {
  patients: Patient[];
  /** The selected patient's prescriptions. */
  prescriptions: Prescription[];
  /** The pharmacies that fill them (the enrolment form's choices). */
  locations: FillLocation[];
  reminders: ProgramReminder[];
}

export interface EnrollForm {
  facilityId: string;
  relationshipType: RelationshipType;
  overridePrivacySetting: boolean;
  /** The CA / IL consent box. */
  consent: boolean;
}

export interface AutoRefillContext extends AutoRefillData {
  patientNumber: string | null;
  /** The form opens once loaded (?renew=true or ?update=true). */
  openForm: boolean;
  /** §9 retry counter. */
  retries: number;
  error: string | null;
  /** The enrolment being saved was a renewal of an enrolment with a reminder. */
  renewing: boolean;
}

export interface AutoRefillInput {
  patientNumber: string | null;
  openForm: boolean;
}

export type AutoRefillEvent =
  | { type: 'autoRefill.selectPatient'; patientNumber: string }
  | { type: 'autoRefill.openEnroll' }
  | { type: 'autoRefill.cancel' }
  | { type: 'autoRefill.submitEnroll'; form: EnrollForm }
  | { type: 'autoRefill.unenroll' }
  | { type: 'autoRefill.confirmUnenroll' }
  | { type: 'autoRefill.toggle'; rxRecordNumber: string; option: RefillProgramType }
  | { type: 'autoRefill.pause' }
  | { type: 'autoRefill.enrollAll' }
  | { type: 'autoRefill.dismissReminder' }
  | { type: 'autoRefill.retry' };

export interface EnrollmentInput {
  patientNumber: string;
  facilityId: string;
  relationshipType: RelationshipType;
  enrollForAutoRefill: boolean;
  overridePrivacySetting: boolean;
  /** The customer's own patient when acting for a linked one (the header of §7.1). */
  linkedPatient: string | null;
}

const patientOf = (c: AutoRefillContext) =>
  c.patients.find((p) => p.patientNumber === c.patientNumber) ?? null;
const reminderOf = (c: AutoRefillContext) =>
  c.reminders.find((r) => r.patientNum === c.patientNumber) ?? null;
const primaryOf = (c: AutoRefillContext) =>
  c.patients.find((p) => p.isPrimaryOnAccount)?.patientNumber ?? null;
/** The prescriptions a bulk change (pause all, enrol all) sends, each with the change's refill option. */
const bulkChange = (
  context: AutoRefillContext,
  pick: (rx: AutoRefillContext['prescriptions'][number]) => boolean,
  refillOption: RefillProgramType,
) => ({
  patientNumber: context.patientNumber ?? '',
  prescriptions: context.prescriptions
    .filter(pick)
    .map((rx) => ({ rxRecordNumber: rx.rxRecordNumber, refillOption })),
});
/** The results of a bulk change, as the actions and guards of its answer read them. */
const bulkResults = ({ event }: { event: { output: AutoRefillUpdateResult[] } }) => ({
  results: event.output,
});
/**
 * A bulk change the pharmacy answered: its results applied (each prescription as the pharmacy left it). Every item
 * applied: the retries reset and the shopper told. Some item not applied (updateSuccessful false): no success toast,
 * the retry counter goes up and §8's update text shows, as for a single prescription the pharmacy did not change.
 */
const bulkApplied = (toast: Toast) =>
  [
    {
      guard: { type: 'isEveryUpdateApplied', params: bulkResults },
      target: 'idle',
      actions: [
        { type: 'applyResults', params: bulkResults },
        'resetRetries',
        { type: 'notify', params: { toast } },
      ],
    },
    {
      target: 'idle',
      actions: [
        { type: 'applyResults', params: bulkResults },
        'countFailure',
        { type: 'setError', params: { message: AUTO_REFILL_UPDATE_ERROR } },
      ],
    },
  ] as const;
/** An enrolment the pharmacy saved: applied, the retries reset, the shopper told (a renewal goes on from there). */
const enrolmentSaved = [
  {
    type: 'applyEnrollment',
    params: ({ event }: { event: { output: AutoRefillEnrollment } }) => ({ enrollment: event.output }),
  },
  'resetRetries',
  { type: 'notify', params: { toast: AUTO_REFILL_TOASTS.enrolled } },
] as const;
/** Any change that fails: the retry counter goes up and §8's update text shows. */
const updateFailed = {
  target: 'idle',
  actions: ['countFailure', { type: 'setError', params: { message: AUTO_REFILL_UPDATE_ERROR } }],
} as const;

export const autoRefillMachine = setup({
  types: {
    context: {} as AutoRefillContext,
    events: {} as AutoRefillEvent,
    input: {} as AutoRefillInput,
    tags: {} as 'busy' | 'saving',
  },
  actors: {
    loadAutoRefill: notProvided<AutoRefillData, { patientNumber: string | null }>('loadAutoRefill'),
    saveEnrollment: notProvided<AutoRefillEnrollment, EnrollmentInput>('saveEnrollment'),
    updatePrescription: notProvided<
      AutoRefillUpdateResult,
      { rxRecordNumber: string; option: RefillProgramType }
    >('updatePrescription'),
    updatePrescriptions: notProvided<
      AutoRefillUpdateResult[],
      { patientNumber: string; prescriptions: { rxRecordNumber: string; refillOption: RefillProgramType }[] }
    >('updatePrescriptions'),
    saveReminder: notProvided<
      ProgramReminder,
      { patientNum: string; programId: string; dismissReminder: boolean }
    >('saveReminder'),
    deleteReminder: notProvided<unknown, { patientNum: string; programId: string }>('deleteReminder'),
  },
  actions: {
    /** Provided by src/: the toaster. */
    notify: (_, _params: { toast: Toast }) => {},
    /** Provided by src/: back to /rx/auto-refills after unenrolling (§4). */
    goToMain: () => {},
    keepData: assign(({ context }, params: { data: AutoRefillData }) => {
      const chosen = chooseAutoRefillPatient(params.data.patients, context.patientNumber);
      return { ...params.data, patientNumber: chosen?.patientNumber ?? null, error: null };
    }),
    choosePatient: assign(({ event }) => {
      assertEvent(event, 'autoRefill.selectPatient');
      return { patientNumber: event.patientNumber, error: null, openForm: false };
    }),
    clearOpenForm: assign({ openForm: false }),
    clearError: assign({ error: null }),
    markRenewal: assign(({ context }) => ({ renewing: reminderOf(context) !== null })),
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    // §8: a 418 (refused with a detail) shows the server's detail message.
    setEnrollError: assign((_, p: { error: unknown }) => ({
      error: isOutcome(p.error, 'refusedWithDetail')
        ? asApiError(p.error).message
        : AUTO_REFILL_ERRORS.enroll,
    })),
    countFailure: assign(({ context }) => ({ retries: context.retries + 1 })),
    resetRetries: assign({ retries: AUTO_REFILL_RETRY_START }),
    applyEnrollment: assign(({ context }, params: { enrollment: AutoRefillEnrollment }) => ({
      patients: context.patients.map((p) =>
        p.patientNumber === params.enrollment.patientNumber ? { ...p, ...params.enrollment } : p,
      ),
      // Unenrolling takes every prescription out (§4 "unenrolling sets it false").
      prescriptions: params.enrollment.isAutoRefillFlag
        ? context.prescriptions
        : context.prescriptions.map((rx) => ({
            ...rx,
            rxEnrolledAutoRefill: false,
            refillProgramType: NONE_OPTION,
          })),
      error: null,
    })),
    applyResults: assign(({ context }, params: { results: AutoRefillUpdateResult[] }) => ({
      prescriptions: context.prescriptions.map((rx) => {
        const result = params.results.find((r) => r.rxRecordNumber === rx.rxRecordNumber);
        if (!result) return rx;
        const enrolled = enrolledAfterUpdate(result, rx.rxEnrolledAutoRefill);
        return {
          ...rx,
          rxEnrolledAutoRefill: enrolled,
          refillProgramType: enrolled ? ENROL_OPTION : NONE_OPTION,
        };
      }),
    })),
    markReminderDismissed: assign(({ context }) => ({
      reminders: context.reminders.map((r) =>
        r.patientNum === context.patientNumber ? { ...r, dismissReminder: true } : r,
      ),
    })),
    dropReminder: assign(({ context }) => ({
      reminders: context.reminders.filter((r) => r.patientNum !== context.patientNumber),
      renewing: false,
    })),
    endRenewal: assign({ renewing: false }),
  },
  guards: {
    isFormRequested: ({ context }) => context.openForm,
    isEnrolled: ({ context }) => patientOf(context)?.isAutoRefillFlag === true,
    canEnrollPatient: ({ context }) => {
      const patient = patientOf(context);
      return patient !== null && !isRestrictedReminder(patient.relationshipType);
    },
    isConsentMissing: ({ context, event }) => {
      assertEvent(event, 'autoRefill.submitEnroll');
      const location = context.locations.find((l) => l.facilityId === event.form.facilityId);
      return needsStateConsent(location?.state) && !event.form.consent;
    },
    isRenewal: ({ context }) => context.renewing,
    hasEnrolledPrescriptions: ({ context }) => context.prescriptions.some((rx) => rx.rxEnrolledAutoRefill),
    hasEligiblePrescriptions: ({ context }) =>
      patientOf(context)?.isAutoRefillFlag === true &&
      context.prescriptions.some(
        (rx) => rx.rxEligibleForAutoRefill && !rx.rxEnrolledAutoRefill && rx.isRetail,
      ),
    canToggle: ({ context, event }) => {
      assertEvent(event, 'autoRefill.toggle');
      const rx = context.prescriptions.find((p) => p.rxRecordNumber === event.rxRecordNumber);
      if (!rx) return false;
      // Off: only an enrolled prescription. On: an eligible store prescription of an enrolled patient.
      return event.option === NONE_OPTION
        ? rx.rxEnrolledAutoRefill
        : !rx.rxEnrolledAutoRefill &&
            rx.rxEligibleForAutoRefill &&
            rx.isRetail &&
            patientOf(context)?.isAutoRefillFlag === true;
    },
    hasActiveReminder: ({ context }) => {
      const reminder = reminderOf(context);
      return reminder !== null && !reminder.dismissReminder;
    },
    isSuccessfulEnrol: (_, p: { result: AutoRefillUpdateResult }) =>
      p.result.updateSuccessful && p.result.refillOption === ENROL_OPTION,
    isEveryUpdateApplied: (_, p: { results: AutoRefillUpdateResult[] }) =>
      p.results.every((r) => r.updateSuccessful),
    isSuccessfulRemoval: (_, p: { result: AutoRefillUpdateResult }) =>
      p.result.updateSuccessful && p.result.refillOption === NONE_OPTION,
    isNoRecord: (_, p: { error: unknown }) =>
      isOutcome(p.error, 'notFound') && asApiError(p.error).code === 'NO_RECORD',
  },
}).createMachine({
  id: 'rxAutoRefill',
  initial: 'loading',
  context: ({ input }) => ({
    patientNumber: input.patientNumber,
    openForm: input.openForm,
    patients: [],
    prescriptions: [],
    locations: [],
    reminders: [],
    retries: AUTO_REFILL_RETRY_START,
    error: null,
    renewing: false,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadAutoRefill',
        src: 'loadAutoRefill',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'autoRefill.retry': 'loading' },
    },
    ready: {
      initial: 'opening',
      states: {
        opening: {
          always: [
            // ?renew=true or ?update=true opens the form only for a patient the customer may enrol (the same
            // rule as Enroll: not a managed adult); otherwise the page opens as usual.
            {
              guard: and(['isFormRequested', 'canEnrollPatient']),
              target: 'enrolling',
              actions: 'clearOpenForm',
            },
            { target: 'idle', actions: 'clearOpenForm' },
          ],
        },
        idle: {
          on: {
            'autoRefill.selectPatient': { target: '#rxAutoRefill.loading', actions: 'choosePatient' },
            'autoRefill.openEnroll': {
              guard: 'canEnrollPatient',
              target: 'enrolling',
              actions: 'clearError',
            },
            'autoRefill.unenroll': {
              guard: 'isEnrolled',
              target: 'confirmingUnenroll',
              actions: 'clearError',
            },
            'autoRefill.toggle': {
              guard: 'canToggle',
              target: 'updatingPrescription',
              actions: 'clearError',
            },
            'autoRefill.pause': {
              guard: 'hasEnrolledPrescriptions',
              target: 'pausing',
              actions: 'clearError',
            },
            'autoRefill.enrollAll': {
              guard: 'hasEligiblePrescriptions',
              target: 'bulkEnrolling',
              actions: 'clearError',
            },
            'autoRefill.dismissReminder': { guard: 'hasActiveReminder', target: 'dismissingReminder' },
          },
        },
        enrolling: {
          on: {
            'autoRefill.submitEnroll': [
              {
                guard: 'isConsentMissing',
                actions: { type: 'setError', params: { message: STATE_CONSENT_REQUIRED } },
              },
              { target: 'savingEnrollment', actions: ['clearError', 'markRenewal'] },
            ],
            'autoRefill.cancel': { target: 'idle', actions: 'clearError' },
            'autoRefill.selectPatient': { target: '#rxAutoRefill.loading', actions: 'choosePatient' },
          },
        },
        savingEnrollment: {
          tags: 'saving',
          invoke: {
            id: 'saveEnrollment',
            src: 'saveEnrollment',
            input: ({ context, event }): EnrollmentInput => {
              assertEvent(event, 'autoRefill.submitEnroll');
              const primary = primaryOf(context);
              return {
                patientNumber: context.patientNumber ?? '',
                facilityId: event.form.facilityId,
                relationshipType: event.form.relationshipType,
                enrollForAutoRefill: true,
                overridePrivacySetting: event.form.overridePrivacySetting,
                linkedPatient: primary !== null && primary !== context.patientNumber ? primary : null,
              };
            },
            onDone: [
              { guard: 'isRenewal', target: 'deletingReminder', actions: enrolmentSaved },
              { target: 'idle', actions: enrolmentSaved },
            ],
            onError: {
              target: 'enrolling',
              actions: [
                'countFailure',
                { type: 'setEnrollError', params: ({ event }) => ({ error: event.error }) },
                'endRenewal',
              ],
            },
          },
        },
        deletingReminder: {
          tags: 'saving',
          invoke: {
            id: 'deleteReminder',
            src: 'deleteReminder',
            input: ({ context }) => ({
              patientNum: context.patientNumber ?? '',
              programId: reminderOf(context)?.programId ?? '',
            }),
            onDone: { target: 'idle', actions: 'dropReminder' },
            onError: [
              // §4: a delete that answers 404 with the no-record message is ignored (the reminder is gone).
              {
                guard: { type: 'isNoRecord', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: 'dropReminder',
              },
              { target: 'idle', actions: 'endRenewal' },
            ],
          },
        },
        confirmingUnenroll: {
          on: {
            'autoRefill.confirmUnenroll': 'unenrolling',
            'autoRefill.cancel': 'idle',
          },
        },
        unenrolling: {
          tags: 'saving',
          invoke: {
            id: 'saveEnrollment',
            src: 'saveEnrollment',
            input: ({ context }): EnrollmentInput => {
              const patient = patientOf(context);
              const primary = primaryOf(context);
              return {
                patientNumber: context.patientNumber ?? '',
                facilityId: patient?.autoRefillFacilityId ?? '',
                relationshipType: patient?.relationshipType ?? 'SELF',
                enrollForAutoRefill: false,
                overridePrivacySetting: false,
                linkedPatient: primary !== null && primary !== context.patientNumber ? primary : null,
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                { type: 'applyEnrollment', params: ({ event }) => ({ enrollment: event.output }) },
                'resetRetries',
                { type: 'notify', params: { toast: AUTO_REFILL_TOASTS.unenrolled } },
                'goToMain',
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                'countFailure',
                { type: 'setError', params: { message: AUTO_REFILL_ERRORS.unenroll } },
              ],
            },
          },
        },
        updatingPrescription: {
          tags: 'saving',
          invoke: {
            id: 'updatePrescription',
            src: 'updatePrescription',
            input: ({ event }) => {
              assertEvent(event, 'autoRefill.toggle');
              return { rxRecordNumber: event.rxRecordNumber, option: event.option };
            },
            onDone: [
              {
                guard: { type: 'isSuccessfulEnrol', params: ({ event }) => ({ result: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'applyResults', params: ({ event }) => ({ results: [event.output] }) },
                  'resetRetries',
                  { type: 'notify', params: { toast: AUTO_REFILL_TOASTS.added } },
                ],
              },
              {
                guard: { type: 'isSuccessfulRemoval', params: ({ event }) => ({ result: event.output }) },
                target: 'idle',
                actions: [
                  { type: 'applyResults', params: ({ event }) => ({ results: [event.output] }) },
                  'resetRetries',
                  { type: 'notify', params: { toast: AUTO_REFILL_TOASTS.removed } },
                ],
              },
              {
                // The pharmacy did not apply it: nothing changes, and the shopper is told.
                target: 'idle',
                actions: [
                  'countFailure',
                  { type: 'setError', params: { message: AUTO_REFILL_UPDATE_ERROR } },
                ],
              },
            ],
            onError: updateFailed,
          },
        },
        pausing: {
          tags: 'saving',
          invoke: {
            id: 'updatePrescriptions',
            src: 'updatePrescriptions',
            input: ({ context }) => bulkChange(context, (rx) => rx.rxEnrolledAutoRefill, NONE_OPTION),
            onDone: bulkApplied(AUTO_REFILL_TOASTS.paused),
            onError: updateFailed,
          },
        },
        bulkEnrolling: {
          tags: 'saving',
          invoke: {
            id: 'updatePrescriptions',
            src: 'updatePrescriptions',
            input: ({ context }) =>
              bulkChange(
                context,
                (rx) => rx.rxEligibleForAutoRefill && !rx.rxEnrolledAutoRefill && rx.isRetail,
                ENROL_OPTION,
              ),
            onDone: bulkApplied(AUTO_REFILL_TOASTS.enrolled),
            onError: updateFailed,
          },
        },
        dismissingReminder: {
          tags: 'saving',
          invoke: {
            id: 'saveReminder',
            src: 'saveReminder',
            input: ({ context }) => ({
              patientNum: context.patientNumber ?? '',
              programId: reminderOf(context)?.programId ?? '',
              dismissReminder: true,
            }),
            onDone: { target: 'idle', actions: 'markReminderDismissed' },
            onError: updateFailed,
          },
        },
      },
    },
  },
});
