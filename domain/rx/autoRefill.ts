/**
 * Auto-refill (pharmacy-portal.md §2.1 /rx/auto-refills and sub-pages, §3 "Patient" auto-refill fields, §4
 * "Auto-refill", §8 "Auto refill", §9 "Auto-refill"): rules and texts, defined once. The expiring window (1-105
 * days) and expired rule live with the patient rules (./patients.ts `autoRefillState`, used by the read model).
 * Texts the spec does not show are chosen here (docs/choices.md "Pharmacy records").
 */
import type { RelationshipType } from '../../api/contracts/rx';
import type { AutoRefillUpdateResult, RefillProgramType } from '../../api/contracts/rx-auto-refill';
import type { Toast } from './toasts';

/** §8 "Auto refill" failure texts (literal). A 418 shows the server's detail message instead of the first. */
export const AUTO_REFILL_ERRORS = {
  enroll: 'We encountered an error saving your enrollment request. Please try again.',
  unenroll: 'An error occurred when attempting to unenroll, please try again later.',
} as const;

/** §8 "Success toasts exist for enrolled, unenrolled, paused and removed (texts not shown)": chosen. */
export const AUTO_REFILL_TOASTS = {
  enrolled: {
    heading: 'Enrolled in Auto Refill',
    text: 'Your auto refill enrollment was saved. We will start your refills before you run out.',
    tone: 'success',
  },
  unenrolled: {
    heading: 'Unenrolled from Auto Refill',
    text: 'You are no longer enrolled in auto refill. You can still request refills at any time.',
    tone: 'success',
  },
  paused: {
    heading: 'Auto Refill Paused',
    text: 'Auto refill is paused for every prescription of this patient. Turn prescriptions back on at any time.',
    tone: 'success',
  },
  removed: {
    heading: 'Removed from Auto Refill',
    text: 'The prescription was removed from auto refill.',
    tone: 'success',
  },
  added: {
    heading: 'Added to Auto Refill',
    text: 'The prescription will be refilled automatically.',
    tone: 'success',
  },
} as const satisfies Record<string, Toast>;

/** The option that enrols a prescription (§3 refillProgramType AUTO_REFILL versus NONE). */
export const ENROL_OPTION: RefillProgramType = 'AUTO_REFILL';
export const NONE_OPTION: RefillProgramType = 'NONE';

/**
 * §4 "A per-prescription update marks rxEnrolledAutoRefill true only if the update succeeded and the chosen option
 * is the enrol option". An unsuccessful update leaves the prescription as it was.
 */
export function enrolledAfterUpdate(result: AutoRefillUpdateResult, before: boolean): boolean {
  if (!result.updateSuccessful) return before;
  return result.refillOption === ENROL_OPTION;
}

/** §9 "retry counter starts at 0". After this many failed saves the page offers the pharmacy's phone instead. */
export const AUTO_REFILL_RETRY_START = 0;
export const AUTO_REFILL_MAX_RETRIES = 3;

/**
 * §9 "auto-refill states list: CA, IL". Chosen (docs/choices.md): a pharmacy in one of these states needs the
 * patient's written consent to refill automatically, so enrolling there shows the consent text below and its box
 * must be ticked before the enrolment is sent.
 */
export const AUTO_REFILL_STATES = ['CA', 'IL'] as const;
export function needsStateConsent(state: string | null | undefined): boolean {
  return state !== null && state !== undefined && (AUTO_REFILL_STATES as readonly string[]).includes(state);
}
export const STATE_CONSENT_TEXT =
  'I consent to have the prescriptions I choose refilled automatically by this pharmacy. State law requires this consent; I can withdraw it at any time by unenrolling.';
export const STATE_CONSENT_REQUIRED = 'Please give your consent to enroll at a pharmacy in this state.';

/** How long an enrolment lasts from the day it is made (chosen): 365 days, then it must be renewed. */
export const AUTO_REFILL_TERM_DAYS = 365;
/** The sandbox's auto-refill program id (the reminders' programId). */
export const AUTO_REFILL_PROGRAM_ID = 'AUTO_REFILL_STANDARD';

/**
 * §2.1 query parameters of /rx/auto-refills (meanings not shown; chosen): `patient` preselects a patient the
 * customer may act for; `source=quick-links` makes the back link go to the dashboard's quick links; `update=true`
 * opens the patient's enrolment for a change of pharmacy; `renew=true` opens the enrolment form to renew an expiring
 * or expired enrolment.
 */
export const AUTO_REFILL_QUERY = {
  patient: 'patient',
  source: 'source',
  update: 'update',
  renew: 'renew',
  quickLinks: 'quick-links',
} as const;

/**
 * The server's answer (403) to an enrolment of a managed adult by someone else (docs/choices.md "The managed-adult
 * reminder case"; the spec gives no text): the page never offers it, the server refuses it all the same.
 */
export const MANAGED_ADULT_ENROLL_REFUSED = 'A managed adult enrolls in auto refill from their own account.';

/** Who may enrol whom: a pet or child by the account holder, a managed adult only by themselves (chosen). */
export function isRestrictedReminder(relationshipType: RelationshipType): boolean {
  return relationshipType === 'MANAGED_ADULT';
}

export const AUTO_REFILL_TEXTS = {
  heading: 'Auto Refill',
  intro: 'Enroll in auto refill and we will refill your eligible prescriptions before you run out.',
  managePrescriptionsSubheader:
    'Need a prescription sooner? Visit Refills to order it now, or call your store pharmacy.',
  guidelinesLink: 'Auto Refill Guidelines',
  loading: 'Loading auto refill…',
  loadError: 'We could not load auto refill. Please try again.',
  patient: 'Patient',
  enrolled: 'Enrolled',
  notEnrolled: 'Not enrolled',
  enroll: 'Enroll in Auto Refill',
  renew: 'Renew Enrollment',
  update: 'Change Pharmacy',
  unenroll: 'Unenroll',
  confirmUnenroll: 'Yes, Unenroll',
  cancel: 'Cancel',
  confirmUnenrollQuestion:
    'Unenroll from auto refill? Your prescriptions will no longer be refilled automatically.',
  pharmacy: 'Pharmacy',
  relationship: 'I am enrolling as',
  overridePrivacy: 'Send refill notices for this patient to me, even if the patient set a privacy preference',
  save: 'Save Enrollment',
  saving: 'Saving…',
  manage: 'Manage Prescriptions',
  pause: 'Pause Auto Refill',
  enrollAll: 'Enroll All Eligible',
  prescriptions: 'Prescriptions',
  notEligible: 'Not eligible for auto refill',
  expiring: (date: string) =>
    `Your auto refill enrollment ends on ${date}. Renew it to keep your refills coming.`,
  expired: (date: string) =>
    `Your auto refill enrollment ended on ${date}. Enroll again to restart your refills.`,
  endsOn: (date: string) => `Enrollment ends ${date}`,
  reminderRestricted: (name: string) =>
    `${name}'s auto refill enrollment is ending. As a managed adult, ${name} must renew it from their own account.`,
  dismissReminder: 'Dismiss reminder',
  tryAgain: 'Try Again',
  callPharmacy: (phone: string) => `We still could not save your request. Please call us at ${phone}.`,
  backToDashboard: 'Back to My Prescriptions',
  backToAutoRefill: 'Back to Auto Refill',
  noPrescriptions: 'This patient has no prescriptions filled at a store pharmacy.',
  notOffered: 'Auto refill is not offered by this pharmacy.',
  prescriptionToggle: (drug: string) => `Auto refill ${drug}`,
} as const;

/** The auto-refill guidelines page (§2.1 /rx/auto-refills/guidelines; content not shown: chosen). */
export const AUTO_REFILL_GUIDELINES: readonly { heading: string; body: string }[] = [
  {
    heading: 'Which prescriptions qualify',
    body: 'Maintenance medications filled at a store pharmacy can be refilled automatically. Controlled substances, prescriptions with no refills left and mail-order prescriptions are not eligible.',
  },
  {
    heading: 'When we refill',
    body: 'We start each refill a few days before your supply runs out and send a notice when it is ready for pickup.',
  },
  {
    heading: 'How long an enrollment lasts',
    body: 'An enrollment lasts one year. We remind you before it ends so you can renew it.',
  },
  {
    heading: 'Pausing and stopping',
    body: 'Pause auto refill to stop every prescription for a while, remove one prescription, or unenroll completely. You can still order refills yourself at any time.',
  },
  {
    heading: 'California and Illinois',
    body: 'State law in California and Illinois requires your consent before we refill automatically; you give it when you enroll.',
  },
];

/** Relationship types offered in the enrolment form by the patient's link (SELF for the customer's own record). */
export const ENROL_RELATIONSHIP_LABELS: Record<RelationshipType, string> = {
  SELF: 'The patient',
  CHILD: 'Parent or guardian of a child',
  MANAGED_ADULT: 'Managed adult',
  CAREGIVER: 'Caregiver',
  PET: 'Pet owner',
};

/** The patient the page opens on: the one asked for (?patient=) when the customer has them, else the primary. */
export function chooseAutoRefillPatient<P extends { patientNumber: string; isPrimaryOnAccount: boolean }>(
  patients: readonly P[],
  requested: string | null,
): P | null {
  return (
    patients.find((p) => p.patientNumber === requested) ??
    patients.find((p) => p.isPrimaryOnAccount) ??
    patients[0] ??
    null
  );
}
