/** Graph fixtures of the link chart: Priya's forms and the answers of the sandbox (fictional). Read by the registry,
 *  the model tests and the UI walk. The sub-flows (identity quiz, prescriber quiz, security questions) end by their
 *  done events here; each has its own chart and fixtures. */
import type { CustomerStatus } from '../../../api/contracts/rx-security';
import type {
  AccountHolderForm,
  PatientLookupForm,
  PrescriptionLookupForm,
  PrescriptionVerifyForm,
} from '../../../domain/rx/identity';
import { apiErrorOf } from '../shared/identity.fixtures';

export const linkInput = { seamlessRedirectUrl: null, supportPhone: '1-800-555-0150' };

const status = (s: Partial<CustomerStatus>): CustomerStatus => ({
  hasChallengeQuestions: false,
  linkStatus: 'NO_LINKS',
  selfLinked: false,
  knownMachine: false,
  identityVerified: false,
  emailConfirmed: true,
  guestVerified: false,
  verificationLocked: false,
  verificationAttempted: false,
  accountLockedForLinking: false,
  customerVerified: false,
  ...s,
});

export const linkStatuses = {
  /** Priya: no link, no questions, not verified. */
  fresh: status({}),
  locked: status({ accountLockedForLinking: true }),
  /** Jordan: verified, questions set, linked as himself. */
  verified: status({
    hasChallengeQuestions: true,
    selfLinked: true,
    identityVerified: true,
    linkStatus: 'APPROVED_LINKS',
  }),
} as const;

export const priyaLookupForm: PrescriptionLookupForm = {
  firstName: ' Priya ',
  lastName: 'Raman',
  month: '02',
  day: '11',
  year: '1991',
  email: '',
  rxType: 'RETAIL',
  rxNumber: ' 2345678 ',
  facilityPhone: '(513) 555-0100',
};

export const priyaDetailsForm: PatientLookupForm = {
  firstName: 'Priya',
  lastName: 'Raman',
  month: '2',
  day: '11',
  year: '1991',
  address1: '77 Aspen Grove Ct',
  address2: '',
  city: 'Boulder',
  state: 'CO',
  zipCode: '80301',
  phoneNum: '(720) 555-0123',
  email: '',
};

export const verifyForm: PrescriptionVerifyForm = {
  rxType: 'RETAIL',
  rxNumber: '2999001',
  facilityPhone: '(513) 555-0100',
};

export const holderForm: AccountHolderForm = {
  firstName: 'Jordan',
  lastName: 'Whitfield',
  month: '07',
  day: '19',
  year: '1986',
  address1: '4821 Maple Ridge Dr',
  address2: 'Apt 3B',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45227',
  phoneNum: '',
};

const found = (r: object) => ({
  status: 'FOUND',
  verified: false,
  patientNumber: '100345678',
  selfLinked: false,
  ...r,
});

export const linkEvents = [
  { type: 'link.choose', relationship: 'SELF', method: 'prescription' },
  { type: 'link.choose', relationship: 'SELF', method: 'patient' },
  { type: 'link.choose', relationship: 'CHILD', method: 'prescription' },
  { type: 'link.choose', relationship: 'MANAGED_ADULT', method: 'prescription' },
  { type: 'link.submitPatientLookup', form: priyaDetailsForm },
  { type: 'link.submitPrescriptionLookup', form: priyaLookupForm },
  { type: 'link.submitPrescriptionVerify', form: verifyForm },
  { type: 'link.submitAccountInformation', form: holderForm },
  { type: 'link.retry' },
  ...Object.values(linkStatuses).map((output) => ({ type: 'xstate.done.actor.loadLinkStatus', output })),
  { type: 'xstate.error.actor.loadLinkStatus', error: apiErrorOf(500) },
  {
    type: 'xstate.done.actor.matchPatient',
    output: { exactMatchFound: true, patientNumber: '100345678', alreadyLinked: false },
  },
  {
    type: 'xstate.done.actor.matchPatient',
    output: { exactMatchFound: true, patientNumber: null, alreadyLinked: true },
  },
  {
    type: 'xstate.done.actor.matchPatient',
    output: { exactMatchFound: false, patientNumber: null, alreadyLinked: false },
  },
  {
    type: 'xstate.error.actor.matchPatient',
    error: apiErrorOf(417, 'We could not find a patient with these details.'),
  },
  { type: 'xstate.error.actor.matchPatient', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.lookupPrescription', output: found({}) },
  { type: 'xstate.done.actor.lookupPrescription', output: found({ verified: true }) },
  { type: 'xstate.done.actor.lookupPrescription', output: found({ patientNumber: null, selfLinked: true }) },
  {
    type: 'xstate.done.actor.lookupPrescription',
    output: found({ status: 'NOT_FOUND', patientNumber: null }),
  },
  { type: 'xstate.done.actor.lookupPrescription', output: found({ status: 'LOCKED', patientNumber: null }) },
  { type: 'xstate.error.actor.lookupPrescription', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.identityQuiz', output: { outcome: 'passed' } },
  { type: 'xstate.done.actor.identityQuiz', output: { outcome: 'failed' } },
  { type: 'xstate.done.actor.identityQuiz', output: { outcome: 'unavailable' } },
  { type: 'xstate.error.actor.identityQuiz', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.prescriberQuiz', output: { outcome: 'verified' } },
  { type: 'xstate.done.actor.prescriberQuiz', output: { outcome: 'timedOut' } },
  { type: 'xstate.done.actor.prescriberQuiz', output: { outcome: 'notVerified' } },
  { type: 'xstate.done.actor.prescriberQuiz', output: { outcome: 'failed' } },
  { type: 'xstate.error.actor.prescriberQuiz', error: apiErrorOf(500) },
  {
    type: 'xstate.done.actor.verifyPrescription',
    output: { status: 'VERIFIED', lockedUntil: null, attemptsLeft: 3 },
  },
  {
    type: 'xstate.done.actor.verifyPrescription',
    output: { status: 'LOCKED', lockedUntil: '2026-11-23T15:30:00.000Z', attemptsLeft: 0 },
  },
  {
    type: 'xstate.done.actor.verifyPrescription',
    output: { status: 'NOT_VERIFIED', lockedUntil: null, attemptsLeft: 2 },
  },
  { type: 'xstate.error.actor.verifyPrescription', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.challengeCreate', output: { outcome: 'saved', preferredDevice: true } },
  { type: 'xstate.error.actor.challengeCreate', error: apiErrorOf(500) },
  { type: 'xstate.done.actor.saveAccountHolder', output: '7712345678' },
  { type: 'xstate.error.actor.saveAccountHolder', error: apiErrorOf(500) },
  {
    type: 'xstate.done.actor.linkPatient',
    output: { patientNumber: '100345678', relationshipType: 'SELF', pending: false },
  },
  {
    type: 'xstate.done.actor.linkPatient',
    output: { patientNumber: '100234568', relationshipType: 'CHILD', pending: true },
  },
  { type: 'xstate.error.actor.linkPatient', error: apiErrorOf(500) },
];

/** A state's identity: where it is and what decides the path (payload texts left out). */
export const serializeLinkState = (s: {
  value: unknown;
  context: {
    relationship: string | null;
    identityVerified: boolean;
    hasChallengeQuestions: boolean;
    selfLinked: boolean;
    lockedForLinking: boolean;
    error: string | null;
  };
}) =>
  JSON.stringify([
    s.value,
    s.context.relationship,
    s.context.identityVerified,
    s.context.hasChallengeQuestions,
    s.context.selfLinked,
    s.context.lockedForLinking,
    s.context.error !== null,
  ]);

export const linkModel = { events: linkEvents, serializeState: serializeLinkState, input: linkInput };
