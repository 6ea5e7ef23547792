// @vitest-environment node
/**
 * The auto-refill chart's oracle table (pharmacy-portal.md §4 "Auto-refill", §8 "Auto refill", §9 "Auto-refill";
 * §2.1 /rx/auto-refills and its renew/update query parameters; §7.1 PUT /patient/{n}/auto-refill/enroll), and what
 * the views read of it (autoRefill.selectors.ts) on real snapshots: each expected value is a literal copied from the
 * spec (§8's enrolment and unenrolment failure texts, a 418 showing the server's detail, the retry counter starting
 * at 0, the auto-refill states CA and IL, rxEnrolledAutoRefill true only after a successful update with the enrol
 * option, a 404 no-record reminder delete ignored, unenrol returning to the main page), from docs/choices.md
 * "Pharmacy records" (the success toasts, §8's generic text for a failed per-prescription change, the consent text,
 * 3 failures before the page offers the phone, the managed adult who cannot be enrolled by the customer, the
 * linked-patient header) or from the chart's fixtures (Jordan, Morgan the managed adult, three prescriptions, a store
 * in Ohio and one in California), never the chart's or domain/rx/autoRefill.ts's own constant. The chart and its
 * selectors are loaded inside each case, so a chart that fails to build fails every case. The coverage replay over
 * the generated paths is rxAutoRefill.model.test.ts. This file is the auto-refill's part of the mutation gate
 * (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { Patient, Prescription } from '../../api/contracts/rx';
import type {
  AutoRefillEnrollment,
  AutoRefillUpdateResult,
  FillLocation,
  ProgramReminder,
} from '../../api/contracts/rx-auto-refill';
import {
  autoRefillData,
  autoRefillJordan,
  autoRefillLocations,
  autoRefillManagedAdult,
  autoRefillPrescriptions,
  endedEnrollment,
  noRecord,
  refusedEnrollment,
  renewedEnrollment,
  serverError,
} from '../../machines/rx/autoRefill/autoRefill.fixtures';
import type { AutoRefillData, autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { checkOracle, type OracleCase, type OracleRun, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof autoRefillMachine>;

const loadChart = () =>
  import('../../machines/rx/autoRefill/autoRefill.machine').then((m) => m.autoRefillMachine);

const JORDAN = '100234567';
const MORGAN = '100456789';
/** Atorvastatin: enrolled. */
const ENROLLED_RX = '501234567';
/** Metformin: eligible, not enrolled. */
const ELIGIBLE_RX = '501234568';
/** Sertraline: not eligible. */
const INELIGIBLE_RX = '501234572';
const OHIO_STORE = '01400412';
const CALIFORNIA_STORE = '07100215';
const ILLINOIS_STORE = '06600321';
const NEW_YORK_STORE = '03300144';
const PROGRAM = 'AUTO_REFILL_STANDARD';

// §8 "Auto refill", §8 "Generic" (docs/choices.md: a failed per-prescription change) and docs/choices.md (consent).
const ENROL_FAILED = 'We encountered an error saving your enrollment request. Please try again.';
const UNENROL_FAILED = 'An error occurred when attempting to unenroll, please try again later.';
const GENERIC = 'We were unable to complete your request at this time, please try again.';
const CONSENT_REQUIRED = 'Please give your consent to enroll at a pharmacy in this state.';
/** The 418's detail (refusedEnrollment), shown as is. */
const MAIL_ORDER_DETAIL =
  'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.';

// docs/choices.md "Auto-refill success toasts".
const ENROLLED_TOAST = {
  heading: 'Enrolled in Auto Refill',
  text: 'Your auto refill enrollment was saved. We will start your refills before you run out.',
  tone: 'success',
};
const UNENROLLED_TOAST = {
  heading: 'Unenrolled from Auto Refill',
  text: 'You are no longer enrolled in auto refill. You can still request refills at any time.',
  tone: 'success',
};
const PAUSED_TOAST = {
  heading: 'Auto Refill Paused',
  text: 'Auto refill is paused for every prescription of this patient. Turn prescriptions back on at any time.',
  tone: 'success',
};
const REMOVED_TOAST = {
  heading: 'Removed from Auto Refill',
  text: 'The prescription was removed from auto refill.',
  tone: 'success',
};
const ADDED_TOAST = {
  heading: 'Added to Auto Refill',
  text: 'The prescription will be refilled automatically.',
  tone: 'success',
};

const plain = { patientNumber: null, openForm: false };
const renew = { patientNumber: null, openForm: true };

const OHIO = {
  facilityId: OHIO_STORE,
  relationshipType: 'SELF',
  overridePrivacySetting: false,
  consent: false,
} as const;
const CALIFORNIA = { ...OHIO, facilityId: CALIFORNIA_STORE } as const;
const ILLINOIS = { ...OHIO, facilityId: ILLINOIS_STORE } as const;
const NEW_YORK = { ...OHIO, facilityId: NEW_YORK_STORE } as const;

const illinoisStore: FillLocation = {
  facilityId: ILLINOIS_STORE,
  vanityName: 'FreshWay Pharmacy Loop',
  facilityType: 'RETAIL',
  address1: '200 W Madison St',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60606',
  phone: '3125550123',
};
const newYorkStore: FillLocation = {
  facilityId: NEW_YORK_STORE,
  vanityName: 'FreshWay Pharmacy Albany',
  facilityType: 'RETAIL',
  address1: '12 State St',
  city: 'Albany',
  state: 'NY',
  zipCode: '12207',
  phone: '5185550144',
};
const mailOrderPharmacy: FillLocation = {
  facilityId: '09900001',
  vanityName: 'FreshWay Mail Order Pharmacy',
  facilityType: 'MAIL_ORDER',
  address1: '1 Mail Way',
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95811',
  phone: '8005550100',
};

const [enrolledRx, eligibleRx, ineligibleRx] = autoRefillPrescriptions as [
  Prescription,
  Prescription,
  Prescription,
];
/** An eligible prescription filled by mail (not a store one). */
const mailOrderRx: Prescription = { ...eligibleRx, rxRecordNumber: '501234580', isRetail: false };
/** A second enrolled prescription. */
const secondEnrolledRx: Prescription = { ...enrolledRx, rxRecordNumber: '501234581' };

const jordanReminder = autoRefillData.reminders[0] as ProgramReminder;
const morganReminder = autoRefillData.reminders[1] as ProgramReminder;

/** Morgan as a CHILD the customer may enrol (not a managed adult), enrolled or not. */
const morganChild: Patient = { ...autoRefillManagedAdult, relationshipType: 'CHILD' };
const morganChildEnrolled: Patient = {
  ...morganChild,
  isAutoRefillFlag: true,
  autoRefillFacilityId: CALIFORNIA_STORE,
};
const jordanNotEnrolled: Patient = {
  ...autoRefillJordan,
  isAutoRefillFlag: false,
  autoRefillFacilityId: null,
  autoRefillProgramId: null,
  autoRefillTerminationDate: null,
  autoRefillExpiring: false,
};

const data = (over: Partial<AutoRefillData>): AutoRefillData => ({ ...autoRefillData, ...over });

// Events.
const loaded = (output: AutoRefillData = autoRefillData) => ({
  type: 'xstate.done.actor.loadAutoRefill',
  output,
});
const loadFails = { type: 'xstate.error.actor.loadAutoRefill', error: serverError };
const retry = { type: 'autoRefill.retry' } as const;
const selectPatient = (patientNumber: string) =>
  ({ type: 'autoRefill.selectPatient', patientNumber }) as const;
const openEnroll = { type: 'autoRefill.openEnroll' } as const;
const cancel = { type: 'autoRefill.cancel' } as const;
const submit = (form: {
  facilityId: string;
  relationshipType: string;
  overridePrivacySetting: boolean;
  consent: boolean;
}) => ({ type: 'autoRefill.submitEnroll', form }) as const;
const unenroll = { type: 'autoRefill.unenroll' } as const;
const confirmUnenroll = { type: 'autoRefill.confirmUnenroll' } as const;
const toggle = (rxRecordNumber: string, option: 'AUTO_REFILL' | 'NONE') =>
  ({ type: 'autoRefill.toggle', rxRecordNumber, option }) as const;
const pause = { type: 'autoRefill.pause' } as const;
const enrollAll = { type: 'autoRefill.enrollAll' } as const;
const dismiss = { type: 'autoRefill.dismissReminder' } as const;
const saved = (output: AutoRefillEnrollment) => ({ type: 'xstate.done.actor.saveEnrollment', output });
const saveFails = (error: unknown) => ({ type: 'xstate.error.actor.saveEnrollment', error });
const updated = (output: AutoRefillUpdateResult) => ({
  type: 'xstate.done.actor.updatePrescription',
  output,
});
const updateFails = { type: 'xstate.error.actor.updatePrescription', error: serverError };
const bulkUpdated = (output: AutoRefillUpdateResult[]) => ({
  type: 'xstate.done.actor.updatePrescriptions',
  output,
});
const bulkFails = { type: 'xstate.error.actor.updatePrescriptions', error: serverError };
const reminderSaved = {
  type: 'xstate.done.actor.saveReminder',
  output: { ...jordanReminder, dismissReminder: true },
};
const reminderFails = { type: 'xstate.error.actor.saveReminder', error: serverError };
const reminderDeleted = { type: 'xstate.done.actor.deleteReminder', output: null };
const deleteFails = (error: unknown) => ({ type: 'xstate.error.actor.deleteReminder', error });

const result = (rxRecordNumber: string, updateSuccessful: boolean, refillOption: 'AUTO_REFILL' | 'NONE') => ({
  rxRecordNumber,
  updateSuccessful,
  refillOption,
});

/** One failed save (a failed switch of Metformin on), back in idle with §8's generic text. */
const oneFailure: OracleStep[] = [toggle(ELIGIBLE_RX, 'AUTO_REFILL'), updateFails];
const failures = (n: number): OracleStep[] => Array.from({ length: n }, () => oneFailure).flat();

const every = [
  selectPatient(MORGAN),
  openEnroll,
  cancel,
  submit(OHIO),
  unenroll,
  confirmUnenroll,
  toggle(ELIGIBLE_RX, 'AUTO_REFILL'),
  toggle(ENROLLED_RX, 'NONE'),
  pause,
  enrollAll,
  dismiss,
  retry,
];
/** Every user event but `keep` (what a state must refuse). */
const allBut = (...keep: string[]) => every.filter((e) => !keep.includes(e.type));

const rxOf = (run: OracleRun, rxRecordNumber: string) =>
  (run.snapshot().context.prescriptions as Prescription[]).find((rx) => rx.rxRecordNumber === rxRecordNumber);

/** Jordan's context right after the fixtures load (the whole object). */
const jordanLoaded = {
  patientNumber: JORDAN,
  openForm: false,
  patients: [autoRefillJordan, autoRefillManagedAdult],
  prescriptions: autoRefillPrescriptions,
  locations: autoRefillLocations,
  reminders: [jordanReminder, morganReminder],
  retries: 0,
  error: null,
  renewing: false,
};

/** Jordan after a renewal saved (renewedEnrollment merged into his record). */
const jordanRenewed: Patient = {
  ...autoRefillJordan,
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400412',
  autoRefillProgramId: 'AUTO_REFILL_STANDARD',
  autoRefillTerminationDate: '2027-11-24',
  autoRefillExpiring: false,
  autoRefillExpired: false,
};
/** Jordan after unenrolling (endedEnrollment merged). */
const jordanEnded: Patient = {
  ...autoRefillJordan,
  isAutoRefillFlag: false,
  autoRefillFacilityId: null,
  autoRefillProgramId: null,
  autoRefillTerminationDate: null,
  autoRefillExpiring: false,
  autoRefillExpired: false,
};
const allOut = autoRefillPrescriptions.map((rx) => ({
  ...rx,
  rxEnrolledAutoRefill: false,
  refillProgramType: 'NONE',
}));

const cases: Case[] = [
  // Loading (§2.1 /rx/auto-refills, ?patient=).
  {
    name: '§9 defaults: loading with the retry counter at 0, no error, no renewal, nothing loaded; busy, not saving',
    input: plain,
    steps: [],
    state: 'loading',
    tags: ['busy'],
    notTags: ['saving'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        patientNumber: null,
        openForm: false,
        patients: [],
        prescriptions: [],
        locations: [],
        reminders: [],
        retries: 0,
        error: null,
        renewing: false,
      }),
  },
  {
    name: 'the load is asked for the requested patient (?patient=100456789)',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [],
    calls: { loadAutoRefill: { patientNumber: MORGAN } },
    context: { patientNumber: MORGAN, openForm: false },
  },
  {
    name: 'without ?patient= the load is asked with no patient',
    input: plain,
    steps: [],
    calls: { loadAutoRefill: { patientNumber: null } },
  },
  {
    name: 'while loading, every user event is refused',
    input: plain,
    steps: [],
    refuses: every,
  },
  {
    name: 'loaded without ?patient=: the primary (Jordan) is shown, the whole context kept, idle, not busy',
    input: plain,
    steps: [loaded()],
    state: { ready: 'idle' },
    notTags: ['busy', 'saving'],
    verify: (run) => expect(run.snapshot().context).toEqual(jordanLoaded),
  },
  {
    name: 'loaded with ?patient=100456789: Morgan is shown',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded()],
    state: { ready: 'idle' },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, patientNumber: MORGAN }),
  },
  {
    name: 'a requested patient the customer does not have falls back to the primary (Jordan)',
    input: { patientNumber: '999999999', openForm: false },
    steps: [loaded()],
    context: { patientNumber: JORDAN },
  },
  {
    name: 'with no primary on the account the first patient (Morgan) is shown',
    input: plain,
    steps: [
      loaded(
        data({ patients: [autoRefillManagedAdult, { ...autoRefillJordan, isPrimaryOnAccount: false }] }),
      ),
    ],
    context: { patientNumber: MORGAN },
  },
  {
    name: 'with no patients at all nobody is shown (patient number null) and enrolling is refused',
    input: plain,
    steps: [loaded(data({ patients: [] }))],
    state: { ready: 'idle' },
    context: { patientNumber: null },
    refuses: [openEnroll, unenroll, enrollAll, dismiss],
  },
  {
    name: 'a failed load shows the failed state: not busy, only a retry accepted',
    input: plain,
    steps: [loadFails],
    state: 'failed',
    notTags: ['busy', 'saving'],
    accepts: [retry],
    refuses: allBut('autoRefill.retry'),
    context: { retries: 0, error: null, patients: [] },
  },
  {
    name: 'a retry after a failed load asks again for the same patient and is busy',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loadFails, retry],
    state: 'loading',
    tags: ['busy'],
    callCounts: { loadAutoRefill: 2 },
    calls: { loadAutoRefill: { patientNumber: MORGAN } },
  },
  {
    name: 'a retried load that answers shows the page',
    input: plain,
    steps: [loadFails, retry, loaded()],
    state: { ready: 'idle' },
    verify: (run) => expect(run.snapshot().context).toEqual(jordanLoaded),
  },
  // ?renew=true / ?update=true (docs/choices.md: the enrolment form opens once loaded).
  {
    name: '?renew=true: the enrolment form opens once loaded and the request is used up (openForm false)',
    input: renew,
    steps: [loaded()],
    state: { ready: 'enrolling' },
    context: { openForm: false, patientNumber: JORDAN, error: null },
  },
  {
    name: '?renew=true for a managed adult (Morgan) opens the page plainly, not the form, and the request is used up',
    input: { patientNumber: MORGAN, openForm: true },
    steps: [loaded()],
    state: { ready: 'idle' },
    context: { openForm: false, patientNumber: MORGAN },
    refuses: [openEnroll],
  },
  {
    name: '?renew=true for a CHILD (Morgan as a child) opens the form',
    input: { patientNumber: MORGAN, openForm: true },
    steps: [loaded(data({ patients: [autoRefillJordan, morganChild] }))],
    state: { ready: 'enrolling' },
    context: { openForm: false, patientNumber: MORGAN },
  },
  {
    name: 'without ?renew= the page opens plainly (idle)',
    input: plain,
    steps: [loaded()],
    state: { ready: 'idle' },
    context: { openForm: false },
  },
  {
    name: 'after ?renew=true another patient chosen from the form opens plainly (idle)',
    input: renew,
    steps: [loaded(), selectPatient(MORGAN), loaded()],
    state: { ready: 'idle' },
    context: { patientNumber: MORGAN, openForm: false },
  },
  // Choosing a patient.
  {
    name: 'choosing a patient loads their page: loading, busy, the load asked with the patient, the error cleared',
    input: plain,
    steps: [loaded(), ...oneFailure, selectPatient(MORGAN)],
    state: 'loading',
    tags: ['busy'],
    context: { patientNumber: MORGAN, error: null, openForm: false },
    calls: { loadAutoRefill: { patientNumber: MORGAN } },
    callCounts: { loadAutoRefill: 2 },
  },
  {
    name: 'choosing a patient from the enrolment form loads their page too',
    input: plain,
    steps: [loaded(), openEnroll, submit(CALIFORNIA), selectPatient(MORGAN)],
    state: 'loading',
    context: { patientNumber: MORGAN, error: null },
    calls: { loadAutoRefill: { patientNumber: MORGAN } },
  },
  // Enrolling: who may be enrolled (docs/choices.md "managed-adult reminder case").
  {
    name: 'Jordan (SELF) may be enrolled: the form opens',
    input: plain,
    steps: [loaded(), openEnroll],
    state: { ready: 'enrolling' },
    notTags: ['saving'],
  },
  {
    name: 'a managed adult (Morgan) cannot be enrolled by the customer: the form is refused',
    input: plain,
    steps: [loaded(), selectPatient(MORGAN), loaded()],
    state: { ready: 'idle' },
    refuses: [openEnroll],
  },
  ...(['CHILD', 'CAREGIVER', 'PET'] as const).map(
    (relationshipType): Case => ({
      name: `a ${relationshipType} patient may be enrolled by the customer: the form opens`,
      input: { patientNumber: MORGAN, openForm: false },
      steps: [
        loaded(data({ patients: [autoRefillJordan, { ...morganChild, relationshipType }] })),
        openEnroll,
      ],
      state: { ready: 'enrolling' },
    }),
  ),
  {
    name: 'opening the form clears the shown error',
    input: plain,
    steps: [loaded(), ...oneFailure, openEnroll],
    state: { ready: 'enrolling' },
    context: { error: null, retries: 1 },
  },
  {
    name: 'in the form only a submit, a cancel and a patient choice are accepted',
    input: plain,
    steps: [loaded(), openEnroll],
    accepts: [submit(OHIO), cancel, selectPatient(MORGAN)],
    refuses: allBut('autoRefill.submitEnroll', 'autoRefill.cancel', 'autoRefill.selectPatient'),
  },
  {
    name: 'cancelling the form goes back to idle and clears the consent error',
    input: plain,
    steps: [loaded(), openEnroll, submit(CALIFORNIA), cancel],
    state: { ready: 'idle' },
    context: { error: null },
    callCounts: { saveEnrollment: 0 },
  },
  // §9 auto-refill states CA, IL: the consent box (docs/choices.md).
  {
    name: '§9 a California pharmacy without the consent box: refused with the consent text, the form stays, nothing sent',
    input: plain,
    steps: [loaded(), openEnroll, submit(CALIFORNIA)],
    state: { ready: 'enrolling' },
    context: { error: CONSENT_REQUIRED, renewing: false, retries: 0 },
    callCounts: { saveEnrollment: 0 },
  },
  {
    name: '§9 an Illinois pharmacy without the consent box: refused with the consent text',
    input: plain,
    steps: [
      loaded(data({ locations: [...autoRefillLocations, illinoisStore] })),
      openEnroll,
      submit(ILLINOIS),
    ],
    state: { ready: 'enrolling' },
    context: { error: CONSENT_REQUIRED },
    callCounts: { saveEnrollment: 0 },
  },
  {
    name: '§9 a California pharmacy with the consent box ticked is sent',
    input: plain,
    steps: [loaded(), openEnroll, submit({ ...CALIFORNIA, consent: true })],
    state: { ready: 'savingEnrollment' },
    context: { error: null },
    calls: {
      saveEnrollment: {
        patientNumber: JORDAN,
        facilityId: CALIFORNIA_STORE,
        relationshipType: 'SELF',
        enrollForAutoRefill: true,
        overridePrivacySetting: false,
        linkedPatient: null,
      },
    },
  },
  {
    name: '§9 an Illinois pharmacy with the consent box ticked is sent',
    input: plain,
    steps: [
      loaded(data({ locations: [...autoRefillLocations, illinoisStore] })),
      openEnroll,
      submit({ ...ILLINOIS, consent: true }),
    ],
    state: { ready: 'savingEnrollment' },
    callCounts: { saveEnrollment: 1 },
  },
  {
    name: 'an Ohio pharmacy needs no consent box: sent without it',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO)],
    state: { ready: 'savingEnrollment' },
    callCounts: { saveEnrollment: 1 },
  },
  {
    name: 'a New York pharmacy needs no consent box: sent without it',
    input: plain,
    steps: [
      loaded(data({ locations: [...autoRefillLocations, newYorkStore] })),
      openEnroll,
      submit(NEW_YORK),
    ],
    state: { ready: 'savingEnrollment' },
    callCounts: { saveEnrollment: 1 },
  },
  {
    name: 'a pharmacy not in the list needs no consent box: sent without it',
    input: plain,
    steps: [loaded(), openEnroll, submit({ ...OHIO, facilityId: '05500999' })],
    state: { ready: 'savingEnrollment' },
    calls: { saveEnrollment: expect.objectContaining({ facilityId: '05500999' }) },
  },
  {
    name: 'after the consent error, ticking the box sends the enrolment and clears the error',
    input: plain,
    steps: [loaded(), openEnroll, submit(CALIFORNIA), submit({ ...CALIFORNIA, consent: true })],
    state: { ready: 'savingEnrollment' },
    context: { error: null },
    callCounts: { saveEnrollment: 1 },
  },
  // §7.1 PUT /patient/{n}/auto-refill/enroll.
  {
    name: '§7.1 the enrolment sends facility, relationship type, enrol true, the privacy override, no linked patient for SELF; saving',
    input: plain,
    steps: [loaded(), openEnroll, submit({ ...OHIO, overridePrivacySetting: true })],
    state: { ready: 'savingEnrollment' },
    tags: ['saving'],
    notTags: ['busy'],
    calls: {
      saveEnrollment: {
        patientNumber: JORDAN,
        facilityId: OHIO_STORE,
        relationshipType: 'SELF',
        enrollForAutoRefill: true,
        overridePrivacySetting: true,
        linkedPatient: null,
      },
    },
  },
  {
    name: '§7.1 enrolling another patient (a CHILD) sends the customer’s own patient as the linked patient',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [
      loaded(data({ patients: [autoRefillJordan, morganChild] })),
      openEnroll,
      submit({ ...CALIFORNIA, relationshipType: 'CHILD', consent: true }),
    ],
    calls: {
      saveEnrollment: {
        patientNumber: MORGAN,
        facilityId: CALIFORNIA_STORE,
        relationshipType: 'CHILD',
        enrollForAutoRefill: true,
        overridePrivacySetting: false,
        linkedPatient: JORDAN,
      },
    },
  },
  {
    name: '§7.1 enrolling a patient on an account with no primary sends no linked patient',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [
      loaded(data({ patients: [morganChild] })),
      openEnroll,
      submit({ ...OHIO, relationshipType: 'CHILD' }),
    ],
    calls: { saveEnrollment: expect.objectContaining({ patientNumber: MORGAN, linkedPatient: null }) },
  },
  {
    name: 'while saving the enrolment every user event is refused',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO)],
    refuses: [...every, submit(OHIO)],
  },
  {
    name: 'a renewal (Jordan has a reminder) is marked as one while saving',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO)],
    context: { renewing: true },
  },
  {
    name: 'an enrolment of a patient without a reminder is not a renewal',
    input: plain,
    steps: [loaded(data({ reminders: [morganReminder] })), openEnroll, submit(OHIO)],
    context: { renewing: false },
  },
  {
    name: '§4 a renewal saved: Jordan gets the new enrolment, the enrolled toast, then the reminder is deleted (saving)',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment)],
    state: { ready: 'deletingReminder' },
    tags: ['saving'],
    actions: [{ type: 'notify', params: { toast: ENROLLED_TOAST } }],
    calls: { deleteReminder: { patientNum: JORDAN, programId: PROGRAM } },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanRenewed, autoRefillManagedAdult],
        renewing: true,
      }),
  },
  {
    name: 'while the reminder is deleted every user event is refused',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment)],
    refuses: every,
  },
  {
    name: 'an enrolment saved without a reminder goes back to idle with the enrolled toast and deletes nothing',
    input: plain,
    steps: [
      loaded(data({ reminders: [morganReminder] })),
      openEnroll,
      submit(OHIO),
      saved(renewedEnrollment),
    ],
    state: { ready: 'idle' },
    notTags: ['saving'],
    actions: [{ type: 'notify', params: { toast: ENROLLED_TOAST } }],
    callCounts: { deleteReminder: 0 },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanRenewed, autoRefillManagedAdult],
        reminders: [morganReminder],
      }),
  },
  {
    name: 'an enrolment saved keeps every prescription as it was (only unenrolling takes them out)',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment)],
    verify: (run) => expect(run.snapshot().context.prescriptions).toEqual(autoRefillPrescriptions),
  },
  {
    name: 'an enrolment saved for Morgan changes Morgan only',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [
      loaded(data({ patients: [autoRefillJordan, morganChild], reminders: [] })),
      openEnroll,
      submit(OHIO),
      saved({ ...renewedEnrollment, patientNumber: MORGAN }),
    ],
    state: { ready: 'idle' },
    verify: (run) =>
      expect(run.snapshot().context.patients).toEqual([
        autoRefillJordan,
        {
          ...morganChild,
          isAutoRefillFlag: true,
          autoRefillFacilityId: '01400412',
          autoRefillProgramId: 'AUTO_REFILL_STANDARD',
          autoRefillTerminationDate: '2027-11-24',
          autoRefillExpiring: false,
          autoRefillExpired: false,
        },
      ]),
  },
  {
    name: '§4 the reminder deleted: it is gone for Jordan (Morgan’s stays), the renewal over, idle',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment), reminderDeleted],
    state: { ready: 'idle' },
    notTags: ['saving'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanRenewed, autoRefillManagedAdult],
        reminders: [morganReminder],
      }),
  },
  {
    name: '§4 a reminder delete answering 404 NO_RECORD is ignored: the reminder is dropped, no error, no failure counted',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment), deleteFails(noRecord)],
    state: { ready: 'idle' },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanRenewed, autoRefillManagedAdult],
        reminders: [morganReminder],
      }),
  },
  {
    name: 'a reminder delete answering 404 with another code keeps the reminder (the renewal ends, no error shown)',
    input: plain,
    steps: [
      loaded(),
      openEnroll,
      submit(OHIO),
      saved(renewedEnrollment),
      deleteFails({ ...noRecord, code: 'NOT_FOUND', message: 'Not found.' }),
    ],
    state: { ready: 'idle' },
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanRenewed, autoRefillManagedAdult],
      }),
  },
  {
    name: 'a reminder delete answering 500 NO_RECORD keeps the reminder (only a 404 is ignored)',
    input: plain,
    steps: [
      loaded(),
      openEnroll,
      submit(OHIO),
      saved(renewedEnrollment),
      deleteFails({ ...noRecord, status: 500 }),
    ],
    state: { ready: 'idle' },
    context: { reminders: [jordanReminder, morganReminder], renewing: false, error: null },
  },
  {
    name: 'a reminder delete failing with a server error keeps the reminder, ends the renewal, shows no error',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment), deleteFails(serverError)],
    state: { ready: 'idle' },
    context: { reminders: [jordanReminder, morganReminder], renewing: false, error: null, retries: 0 },
  },
  // §8 enrolment failures and the §9 retry counter.
  {
    name: '§8 an enrolment failing with 500: the form stays with the enrol failure text, the counter at 1, no renewal',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails(serverError)],
    state: { ready: 'enrolling' },
    notTags: ['saving'],
    notActions: ['notify'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        retries: 1,
        error: ENROL_FAILED,
        renewing: false,
      }),
  },
  {
    name: '§8 an enrolment answered 418 shows the server’s detail message',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails(refusedEnrollment)],
    state: { ready: 'enrolling' },
    context: { error: MAIL_ORDER_DETAIL, retries: 1 },
  },
  {
    name: '§8 an enrolment failing without an answer (network) shows the enrol failure text',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails(new Error('Failed to fetch'))],
    context: { error: ENROL_FAILED, retries: 1 },
  },
  {
    name: '§8 an enrolment answered 400 with a detail shows the enrol failure text (only a 418 shows the detail)',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails({ ...refusedEnrollment, status: 400 })],
    context: { error: ENROL_FAILED },
  },
  {
    name: '§9 the retry counter rises by one on each failed enrolment: 2 after two',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails(serverError), submit(OHIO), saveFails(serverError)],
    context: { retries: 2, error: ENROL_FAILED },
    callCounts: { saveEnrollment: 2 },
  },
  {
    name: '§9 an enrolment that succeeds after failures resets the counter to 0 and clears the error',
    input: plain,
    steps: [
      loaded(data({ reminders: [] })),
      openEnroll,
      submit(OHIO),
      saveFails(serverError),
      submit(OHIO),
      saveFails(serverError),
      submit(OHIO),
      saved(renewedEnrollment),
    ],
    state: { ready: 'idle' },
    context: { retries: 0, error: null },
  },
  {
    name: 'the enrolment form after a failure is sent again when submitted (a renewal again)',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saveFails(serverError), submit(OHIO)],
    state: { ready: 'savingEnrollment' },
    context: { renewing: true, error: null, retries: 1 },
    callCounts: { saveEnrollment: 2 },
  },
  // §4 Unenrol.
  {
    name: 'an enrolled patient (Jordan) may unenrol: the confirmation opens, the error cleared',
    input: plain,
    steps: [loaded(), ...oneFailure, unenroll],
    state: { ready: 'confirmingUnenroll' },
    context: { error: null },
    accepts: [confirmUnenroll, cancel],
    refuses: allBut('autoRefill.confirmUnenroll', 'autoRefill.cancel'),
  },
  {
    name: 'a patient not enrolled (Morgan) cannot unenrol',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded()],
    refuses: [unenroll],
  },
  {
    name: 'Jordan not enrolled: the form is offered; unenrolling, switching on and enrolling all are refused',
    input: plain,
    steps: [loaded(data({ patients: [jordanNotEnrolled, autoRefillManagedAdult] }))],
    accepts: [openEnroll, toggle(ENROLLED_RX, 'NONE')],
    refuses: [unenroll, toggle(ELIGIBLE_RX, 'AUTO_REFILL'), enrollAll],
  },
  {
    name: 'cancelling the confirmation goes back to idle without sending anything',
    input: plain,
    steps: [loaded(), unenroll, cancel],
    state: { ready: 'idle' },
    callCounts: { saveEnrollment: 0 },
  },
  {
    name: '§7.1 unenrolling sends enrol false with the patient’s pharmacy and relationship, no override, no linked patient for SELF; saving',
    input: plain,
    steps: [loaded(), unenroll, confirmUnenroll],
    state: { ready: 'unenrolling' },
    tags: ['saving'],
    refuses: every,
    calls: {
      saveEnrollment: {
        patientNumber: JORDAN,
        facilityId: OHIO_STORE,
        relationshipType: 'SELF',
        enrollForAutoRefill: false,
        overridePrivacySetting: false,
        linkedPatient: null,
      },
    },
  },
  {
    name: '§7.1 unenrolling another patient (a CHILD) sends their pharmacy and the customer’s own patient as linked',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded(data({ patients: [autoRefillJordan, morganChildEnrolled] })), unenroll, confirmUnenroll],
    calls: {
      saveEnrollment: {
        patientNumber: MORGAN,
        facilityId: CALIFORNIA_STORE,
        relationshipType: 'CHILD',
        enrollForAutoRefill: false,
        overridePrivacySetting: false,
        linkedPatient: JORDAN,
      },
    },
  },
  {
    name: 'unenrolling a patient whose enrolment has no pharmacy sends an empty facility id',
    input: plain,
    steps: [
      loaded(data({ patients: [{ ...autoRefillJordan, autoRefillFacilityId: null }] })),
      unenroll,
      confirmUnenroll,
    ],
    calls: { saveEnrollment: expect.objectContaining({ facilityId: '' }) },
  },
  {
    name: '§4 unenrolled: the flag false, every prescription out (NONE), the unenrolled toast, back to the main page',
    input: plain,
    steps: [loaded(), unenroll, confirmUnenroll, saved(endedEnrollment)],
    state: { ready: 'idle' },
    notTags: ['saving'],
    actions: [{ type: 'notify', params: { toast: UNENROLLED_TOAST } }, { type: 'goToMain' }],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        patients: [jordanEnded, autoRefillManagedAdult],
        prescriptions: allOut,
      }),
  },
  {
    name: '§9 an unenrolment after a failure resets the counter to 0',
    input: plain,
    steps: [loaded(), ...oneFailure, unenroll, confirmUnenroll, saved(endedEnrollment)],
    context: { retries: 0, error: null },
  },
  {
    name: '§8 an unenrolment failing: idle with the unenrol failure text, the counter at 1, no toast, no navigation',
    input: plain,
    steps: [loaded(), unenroll, confirmUnenroll, saveFails(serverError)],
    state: { ready: 'idle' },
    notActions: ['notify', 'goToMain'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: UNENROL_FAILED }),
  },
  {
    name: '§8 an unenrolment answered 418 still shows the unenrol failure text',
    input: plain,
    steps: [loaded(), unenroll, confirmUnenroll, saveFails(refusedEnrollment)],
    context: { error: UNENROL_FAILED, retries: 1 },
  },
  // Switching one prescription (§4 "toggle per prescription (AUTO_REFILL versus NONE)").
  {
    name: 'switching on an eligible store prescription of an enrolled patient is accepted; the error cleared; saving',
    input: plain,
    steps: [loaded(), ...oneFailure, toggle(ELIGIBLE_RX, 'AUTO_REFILL')],
    state: { ready: 'updatingPrescription' },
    tags: ['saving'],
    refuses: every,
    context: { error: null, retries: 1 },
    calls: { updatePrescription: { rxRecordNumber: ELIGIBLE_RX, option: 'AUTO_REFILL' } },
  },
  {
    name: 'switching off an enrolled prescription sends NONE',
    input: plain,
    steps: [loaded(), toggle(ENROLLED_RX, 'NONE')],
    state: { ready: 'updatingPrescription' },
    calls: { updatePrescription: { rxRecordNumber: ENROLLED_RX, option: 'NONE' } },
  },
  {
    name: 'switching is refused for an enrolled one switched on, one not enrolled switched off, a not eligible one, an unknown one',
    input: plain,
    steps: [loaded()],
    refuses: [
      toggle(ENROLLED_RX, 'AUTO_REFILL'),
      toggle(ELIGIBLE_RX, 'NONE'),
      toggle(INELIGIBLE_RX, 'AUTO_REFILL'),
      toggle(INELIGIBLE_RX, 'NONE'),
      toggle('509999999', 'AUTO_REFILL'),
      toggle('509999999', 'NONE'),
    ],
  },
  {
    name: 'an eligible prescription filled by mail cannot be switched on',
    input: plain,
    steps: [loaded(data({ prescriptions: [mailOrderRx] }))],
    refuses: [toggle(mailOrderRx.rxRecordNumber, 'AUTO_REFILL')],
  },
  {
    name: 'a patient not enrolled (Morgan) cannot switch an eligible prescription on, but can switch an enrolled one off',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded()],
    refuses: [toggle(ELIGIBLE_RX, 'AUTO_REFILL')],
    accepts: [toggle(ENROLLED_RX, 'NONE')],
  },
  {
    name: '§4 switched on and the update succeeded with AUTO_REFILL: enrolled, the added toast, idle',
    input: plain,
    steps: [loaded(), toggle(ELIGIBLE_RX, 'AUTO_REFILL'), updated(result(ELIGIBLE_RX, true, 'AUTO_REFILL'))],
    state: { ready: 'idle' },
    notTags: ['saving'],
    actions: [{ type: 'notify', params: { toast: ADDED_TOAST } }],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        prescriptions: [
          enrolledRx,
          { ...eligibleRx, rxEnrolledAutoRefill: true, refillProgramType: 'AUTO_REFILL' },
          ineligibleRx,
        ],
      }),
  },
  {
    name: '§4 switched off and the update succeeded with NONE: not enrolled, the removed toast',
    input: plain,
    steps: [loaded(), toggle(ENROLLED_RX, 'NONE'), updated(result(ENROLLED_RX, true, 'NONE'))],
    state: { ready: 'idle' },
    actions: [{ type: 'notify', params: { toast: REMOVED_TOAST } }],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        prescriptions: [
          { ...enrolledRx, rxEnrolledAutoRefill: false, refillProgramType: 'NONE' },
          eligibleRx,
          ineligibleRx,
        ],
      }),
  },
  {
    name: '§4 switched on but the pharmacy answers success with NONE: not enrolled, the removed toast',
    input: plain,
    steps: [loaded(), toggle(ELIGIBLE_RX, 'AUTO_REFILL'), updated(result(ELIGIBLE_RX, true, 'NONE'))],
    actions: [{ type: 'notify', params: { toast: REMOVED_TOAST } }],
    verify: (run) =>
      expect(rxOf(run, ELIGIBLE_RX)).toMatchObject({
        rxEnrolledAutoRefill: false,
        refillProgramType: 'NONE',
      }),
  },
  {
    name: '§4 an update answered updateSuccessful false (AUTO_REFILL) leaves the prescription, says the generic text, counts 1',
    input: plain,
    steps: [loaded(), toggle(ELIGIBLE_RX, 'AUTO_REFILL'), updated(result(ELIGIBLE_RX, false, 'AUTO_REFILL'))],
    state: { ready: 'idle' },
    notActions: ['notify'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  {
    name: '§4 an update answered updateSuccessful false (NONE) leaves the prescription enrolled, says the generic text',
    input: plain,
    steps: [loaded(), toggle(ENROLLED_RX, 'NONE'), updated(result(ENROLLED_RX, false, 'NONE'))],
    notActions: ['notify'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  {
    name: 'a failed update call: idle with the generic text, the counter at 1, nothing changed',
    input: plain,
    steps: [loaded(), ...oneFailure],
    state: { ready: 'idle' },
    notActions: ['notify'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  {
    name: '§9 a switch on that succeeds after a failure resets the counter to 0',
    input: plain,
    steps: [
      loaded(),
      ...oneFailure,
      toggle(ELIGIBLE_RX, 'AUTO_REFILL'),
      updated(result(ELIGIBLE_RX, true, 'AUTO_REFILL')),
    ],
    context: { retries: 0, error: null },
  },
  {
    name: '§9 a switch off that succeeds after a failure resets the counter to 0',
    input: plain,
    steps: [loaded(), ...oneFailure, toggle(ENROLLED_RX, 'NONE'), updated(result(ENROLLED_RX, true, 'NONE'))],
    context: { retries: 0 },
  },
  // Pause (docs/choices.md: every enrolled prescription to NONE in one call).
  {
    name: 'pausing sends every enrolled prescription with NONE for the patient; the error cleared; saving',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [enrolledRx, eligibleRx, secondEnrolledRx, ineligibleRx] })),
      ...oneFailure,
      pause,
    ],
    state: { ready: 'pausing' },
    tags: ['saving'],
    refuses: every,
    context: { error: null },
    calls: {
      updatePrescriptions: {
        patientNumber: JORDAN,
        prescriptions: [
          { rxRecordNumber: ENROLLED_RX, refillOption: 'NONE' },
          { rxRecordNumber: '501234581', refillOption: 'NONE' },
        ],
      },
    },
  },
  {
    name: 'pausing is refused when no prescription is enrolled',
    input: plain,
    steps: [loaded(data({ prescriptions: [eligibleRx, ineligibleRx] }))],
    refuses: [pause],
  },
  {
    name: 'paused: every prescription answered successful is out (NONE), the paused toast, the counter reset',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [enrolledRx, eligibleRx, secondEnrolledRx] })),
      ...oneFailure,
      pause,
      bulkUpdated([result(ENROLLED_RX, true, 'NONE'), result('501234581', true, 'NONE')]),
    ],
    state: { ready: 'idle' },
    actions: [{ type: 'notify', params: { toast: PAUSED_TOAST } }],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        prescriptions: [
          { ...enrolledRx, rxEnrolledAutoRefill: false, refillProgramType: 'NONE' },
          eligibleRx,
          { ...secondEnrolledRx, rxEnrolledAutoRefill: false, refillProgramType: 'NONE' },
        ],
        error: null,
        retries: 0,
      }),
  },
  {
    name: '§4 paused with a failed item (updateSuccessful false): that prescription stays enrolled, the other is out; no paused toast, the generic text, the counter at 1',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [enrolledRx, secondEnrolledRx] })),
      pause,
      bulkUpdated([result(ENROLLED_RX, true, 'NONE'), result('501234581', false, 'NONE')]),
    ],
    state: { ready: 'idle' },
    notActions: ['notify'],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        prescriptions: [
          { ...enrolledRx, rxEnrolledAutoRefill: false, refillProgramType: 'NONE' },
          secondEnrolledRx,
        ],
        retries: 1,
        error: GENERIC,
      }),
  },
  {
    name: 'a pause answer without a prescription leaves it as it was (and an unknown result changes nothing)',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [enrolledRx, secondEnrolledRx] })),
      pause,
      bulkUpdated([result(ENROLLED_RX, true, 'NONE'), result('509999999', true, 'NONE')]),
    ],
    verify: (run) =>
      expect(run.snapshot().context.prescriptions).toEqual([
        { ...enrolledRx, rxEnrolledAutoRefill: false, refillProgramType: 'NONE' },
        secondEnrolledRx,
      ]),
  },
  {
    name: 'a failed pause call: idle with the generic text, the counter at 1, no toast',
    input: plain,
    steps: [loaded(), pause, bulkFails],
    state: { ready: 'idle' },
    notActions: ['notify'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  // Bulk enrol.
  {
    name: 'enrolling all sends every eligible, not enrolled store prescription with AUTO_REFILL; the error cleared; saving',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [enrolledRx, eligibleRx, ineligibleRx, mailOrderRx] })),
      ...oneFailure,
      enrollAll,
    ],
    state: { ready: 'bulkEnrolling' },
    tags: ['saving'],
    refuses: every,
    context: { error: null },
    calls: {
      updatePrescriptions: {
        patientNumber: JORDAN,
        prescriptions: [{ rxRecordNumber: ELIGIBLE_RX, refillOption: 'AUTO_REFILL' }],
      },
    },
  },
  {
    name: 'enrolling all is refused for a patient not enrolled (Morgan)',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded()],
    refuses: [enrollAll],
  },
  {
    name: 'enrolling all is refused when every eligible prescription is already enrolled',
    input: plain,
    steps: [loaded(data({ prescriptions: [enrolledRx, ineligibleRx] }))],
    refuses: [enrollAll],
  },
  {
    name: 'enrolling all is refused when the only eligible prescription is filled by mail',
    input: plain,
    steps: [loaded(data({ prescriptions: [enrolledRx, mailOrderRx] }))],
    refuses: [enrollAll],
  },
  {
    name: 'enrolling all is refused when no prescription is eligible',
    input: plain,
    steps: [loaded(data({ prescriptions: [ineligibleRx] }))],
    refuses: [enrollAll],
  },
  {
    name: 'enrolled all, every item successful: enrolled (AUTO_REFILL), the enrolled toast, the counter reset',
    input: plain,
    steps: [
      loaded(
        data({ prescriptions: [enrolledRx, eligibleRx, { ...eligibleRx, rxRecordNumber: '501234582' }] }),
      ),
      ...oneFailure,
      enrollAll,
      bulkUpdated([result(ELIGIBLE_RX, true, 'AUTO_REFILL'), result('501234582', true, 'AUTO_REFILL')]),
    ],
    state: { ready: 'idle' },
    actions: [{ type: 'notify', params: { toast: ENROLLED_TOAST } }],
    context: { retries: 0, error: null },
    verify: (run) =>
      expect(run.snapshot().context.prescriptions).toEqual([
        enrolledRx,
        { ...eligibleRx, rxEnrolledAutoRefill: true, refillProgramType: 'AUTO_REFILL' },
        {
          ...eligibleRx,
          rxRecordNumber: '501234582',
          rxEnrolledAutoRefill: true,
          refillProgramType: 'AUTO_REFILL',
        },
      ]),
  },
  {
    name: '§4 enrolled all with a failed item (updateSuccessful false): that prescription stays out, the other is in; no enrolled toast, the generic text, the counter at 1',
    input: plain,
    steps: [
      loaded(data({ prescriptions: [eligibleRx, { ...eligibleRx, rxRecordNumber: '501234582' }] })),
      enrollAll,
      bulkUpdated([result(ELIGIBLE_RX, false, 'AUTO_REFILL'), result('501234582', true, 'AUTO_REFILL')]),
    ],
    state: { ready: 'idle' },
    notActions: ['notify'],
    context: { retries: 1, error: GENERIC },
    verify: (run) =>
      expect(run.snapshot().context.prescriptions).toEqual([
        eligibleRx,
        {
          ...eligibleRx,
          rxRecordNumber: '501234582',
          rxEnrolledAutoRefill: true,
          refillProgramType: 'AUTO_REFILL',
        },
      ]),
  },
  {
    name: 'a failed bulk enrol call: idle with the generic text, the counter at 1, no toast',
    input: plain,
    steps: [loaded(), enrollAll, bulkFails],
    state: { ready: 'idle' },
    notActions: ['notify'],
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  // §4 Reminder dismissal (on the active patient).
  {
    name: '§4 dismissing the reminder sends it for the active patient (Morgan) with dismissReminder true; saving',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded(), dismiss],
    state: { ready: 'dismissingReminder' },
    tags: ['saving'],
    refuses: every,
    calls: { saveReminder: { patientNum: MORGAN, programId: PROGRAM, dismissReminder: true } },
  },
  {
    name: '§4 the reminder dismissed: marked dismissed on the active patient only (Jordan), no toast, no more dismissing',
    input: plain,
    steps: [loaded(), dismiss, reminderSaved],
    state: { ready: 'idle' },
    notActions: ['notify'],
    refuses: [dismiss],
    verify: (run) =>
      expect(run.snapshot().context).toEqual({
        ...jordanLoaded,
        reminders: [{ ...jordanReminder, dismissReminder: true }, morganReminder],
      }),
  },
  {
    name: 'dismissing is refused for a reminder already dismissed',
    input: plain,
    steps: [loaded(data({ reminders: [{ ...jordanReminder, dismissReminder: true }, morganReminder] }))],
    refuses: [dismiss],
  },
  {
    name: 'dismissing is refused for a patient without a reminder',
    input: plain,
    steps: [loaded(data({ reminders: [morganReminder] }))],
    refuses: [dismiss],
  },
  {
    name: 'a failed dismissal: idle with the generic text, the counter at 1, the reminder still shown',
    input: plain,
    steps: [loaded(), dismiss, reminderFails],
    state: { ready: 'idle' },
    verify: (run) => expect(run.snapshot().context).toEqual({ ...jordanLoaded, retries: 1, error: GENERIC }),
  },
  // The idle page's accepted events.
  {
    name: 'idle (Jordan): a patient choice, enrol, unenrol, switch, pause, enrol all and dismiss are accepted; confirm, cancel, submit, retry refused',
    input: plain,
    steps: [loaded()],
    accepts: [
      selectPatient(MORGAN),
      openEnroll,
      unenroll,
      toggle(ELIGIBLE_RX, 'AUTO_REFILL'),
      toggle(ENROLLED_RX, 'NONE'),
      pause,
      enrollAll,
      dismiss,
    ],
    refuses: [confirmUnenroll, cancel, submit(OHIO), retry],
  },
];

// What the views read (selectAutoRefillView) on real snapshots.
interface ViewCase {
  name: string;
  input: { patientNumber: string | null; openForm: boolean };
  steps: OracleStep[];
  view?: Record<string, unknown>;
  part?: Record<string, unknown>;
}

const idleJordanView = {
  loading: false,
  failed: false,
  ready: true,
  enrolling: false,
  confirming: false,
  saving: false,
  patients: [autoRefillJordan, autoRefillManagedAdult],
  patient: autoRefillJordan,
  reminder: jordanReminder,
  restricted: false,
  prescriptions: autoRefillPrescriptions,
  locations: autoRefillLocations,
  consentFacilities: [CALIFORNIA_STORE],
  error: null,
  tooManyRetries: false,
  canEnroll: true,
  canUnenroll: true,
  canPause: true,
  canEnrollAll: true,
  canDismiss: true,
  idle: true,
  toggleable: [ENROLLED_RX, ELIGIBLE_RX],
};

const viewCases: ViewCase[] = [
  {
    name: 'the view while loading: loading, nothing else',
    input: plain,
    steps: [],
    view: {
      loading: true,
      failed: false,
      ready: false,
      enrolling: false,
      confirming: false,
      saving: false,
      patients: [],
      patient: null,
      reminder: null,
      restricted: false,
      prescriptions: [],
      locations: [],
      consentFacilities: [],
      error: null,
      tooManyRetries: false,
      canEnroll: false,
      canUnenroll: false,
      canPause: false,
      canEnrollAll: false,
      canDismiss: false,
      idle: false,
      toggleable: [],
    },
  },
  {
    name: 'the view after a failed load: failed, not loading, not ready',
    input: plain,
    steps: [loadFails],
    part: { loading: false, failed: true, ready: false, idle: false, patient: null },
  },
  {
    name: 'the view of Jordan loaded: everything offered, his reminder, the California store needs consent',
    input: plain,
    steps: [loaded()],
    view: idleJordanView,
  },
  {
    name: 'the view of Morgan (managed adult, not enrolled): restricted, the reminder shown, only dismissing and switching off',
    input: { patientNumber: MORGAN, openForm: false },
    steps: [loaded()],
    view: {
      ...idleJordanView,
      patient: autoRefillManagedAdult,
      reminder: morganReminder,
      restricted: true,
      canEnroll: false,
      canUnenroll: false,
      canPause: true,
      canEnrollAll: false,
      canDismiss: true,
      toggleable: [ENROLLED_RX],
    },
  },
  {
    name: 'the view lists store pharmacies only; the consent ones are those in CA and IL (the mail-order one in CA too)',
    input: plain,
    steps: [
      loaded(data({ locations: [...autoRefillLocations, illinoisStore, newYorkStore, mailOrderPharmacy] })),
    ],
    part: {
      locations: [...autoRefillLocations, illinoisStore, newYorkStore],
      consentFacilities: [CALIFORNIA_STORE, ILLINOIS_STORE, '09900001'],
    },
  },
  {
    name: 'the view hides a dismissed reminder and no longer offers dismissing',
    input: plain,
    steps: [loaded(), dismiss, reminderSaved],
    part: { reminder: null, canDismiss: false },
  },
  {
    name: 'the view with no patient: no patient, not restricted, nothing offered',
    input: plain,
    steps: [loaded(data({ patients: [], prescriptions: [] }))],
    part: {
      patient: null,
      restricted: false,
      canEnroll: false,
      canUnenroll: false,
      canPause: false,
      canEnrollAll: false,
      toggleable: [],
    },
  },
  {
    name: 'the view in the enrolment form: enrolling, not saving, not idle, nothing else offered',
    input: plain,
    steps: [loaded(), openEnroll, submit(CALIFORNIA)],
    view: {
      ...idleJordanView,
      enrolling: true,
      error: CONSENT_REQUIRED,
      canEnroll: false,
      canUnenroll: false,
      canPause: false,
      canEnrollAll: false,
      canDismiss: false,
      idle: false,
      toggleable: [],
    },
  },
  {
    name: 'the view while saving the enrolment: enrolling and saving',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO)],
    part: { enrolling: true, saving: true, confirming: false, idle: false, ready: true },
  },
  {
    name: 'the view while deleting the reminder: saving, not enrolling',
    input: plain,
    steps: [loaded(), openEnroll, submit(OHIO), saved(renewedEnrollment)],
    part: { enrolling: false, saving: true, idle: false },
  },
  {
    name: 'the view in the unenrol confirmation: confirming, not saving',
    input: plain,
    steps: [loaded(), unenroll],
    part: {
      confirming: true,
      saving: false,
      enrolling: false,
      idle: false,
      canEnroll: false,
      toggleable: [],
    },
  },
  {
    name: 'the view while unenrolling: confirming and saving',
    input: plain,
    steps: [loaded(), unenroll, confirmUnenroll],
    part: { confirming: true, saving: true, enrolling: false },
  },
  {
    name: 'the view while a prescription is switched: saving, nothing switchable',
    input: plain,
    steps: [loaded(), toggle(ELIGIBLE_RX, 'AUTO_REFILL')],
    part: { saving: true, idle: false, toggleable: [], enrolling: false, confirming: false },
  },
  {
    name: 'the view after a failed change shows the generic text',
    input: plain,
    steps: [loaded(), ...oneFailure],
    part: { error: GENERIC, tooManyRetries: false, idle: true, saving: false },
  },
  {
    name: 'docs/choices.md retry limit 3: after 2 failures the page does not yet offer the phone',
    input: plain,
    steps: [loaded(), ...failures(2)],
    part: { tooManyRetries: false },
  },
  {
    name: 'docs/choices.md retry limit 3: after 3 failures the page offers the phone',
    input: plain,
    steps: [loaded(), ...failures(3)],
    part: { tooManyRetries: true },
  },
  {
    name: 'docs/choices.md retry limit 3: after 4 failures the page still offers the phone',
    input: plain,
    steps: [loaded(), ...failures(4)],
    part: { tooManyRetries: true },
  },
  {
    name: 'docs/choices.md retry limit 3: a success after 3 failures takes the phone away',
    input: plain,
    steps: [
      loaded(),
      ...failures(3),
      toggle(ELIGIBLE_RX, 'AUTO_REFILL'),
      updated(result(ELIGIBLE_RX, true, 'AUTO_REFILL')),
    ],
    part: { tooManyRetries: false },
  },
  {
    name: 'the view after switching Metformin on: both switchable, enrol all no longer offered',
    input: plain,
    steps: [loaded(), toggle(ELIGIBLE_RX, 'AUTO_REFILL'), updated(result(ELIGIBLE_RX, true, 'AUTO_REFILL'))],
    part: { toggleable: [ENROLLED_RX, ELIGIBLE_RX], canEnrollAll: false, canPause: true },
  },
];

describe('rxAutoRefill chart: oracle (literals from the spec, docs/choices.md and the fixtures)', () => {
  oracleTable(loadChart, cases);
});

describe('rxAutoRefill selectors: selectAutoRefillView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectAutoRefillView } = await import('../../machines/rx/autoRefill/autoRefill.selectors');
      checkOracle(machine, {
        name: c.name,
        input: c.input,
        steps: c.steps,
        verify: (run) => {
          const view = selectAutoRefillView(run.snapshot() as never);
          if (c.view) expect(view).toEqual(c.view);
          if (c.part) expect(view).toMatchObject(c.part);
        },
      });
    });
});
