/**
 * The pharmacy's identity flows (pharmacy-portal.md §2.4, §3 "Linking flow state", §4 "Link flow", "Identity quiz",
 * "Prescriber quiz", "Security question answering", "New-patient flow", "Guest verification", §8 "Linking and
 * verification", "New patient", "Guest and session", §9): their rules, limits and texts, defined once. The charts
 * (machines/rx/{link,identityQuiz,prescriberQuiz,challengeCreate,securityAnswer,newPatient,guestVerification}),
 * their views and the sandbox read these. Texts the spec leaves out or cuts ("not shown", "...") are chosen here
 * and listed in docs/choices.md.
 */
import type { LookupType } from '../../api/contracts/rx-identity';
import type { RelationshipType } from '../../api/contracts/rx';
import { RX_PATHS_UI } from './routes';
import { SESSION_REFUSAL_MESSAGES } from './session';
import { SECURITY_QUESTIONS_LOCKED } from './shell';
import type { Toast } from './toasts';
import type { WizardStep } from './wizard';
import { RX_GENERIC_MESSAGE, RX_SOMETHING_WENT_WRONG } from './messages';

// ------------------------------------------------------------------------------------------------------------
// Link flow (§2.4, §3 "Linking flow state", §4 "Link flow")

/** How the shopper is found (§4 "verification method": patient lookup or prescription lookup). */
export type LinkMethod = 'patient' | 'prescription';

/** The patient types the Add a Patient page offers (§1: self, child, pet, other adult; caregiver). */
export const LINK_RELATIONSHIPS: ReadonlyArray<{ type: RelationshipType; label: string; hint: string }> = [
  { type: 'SELF', label: 'Myself', hint: 'Manage your own prescriptions online.' },
  { type: 'CHILD', label: 'My child', hint: 'A child under 18 in your care.' },
  {
    type: 'MANAGED_ADULT',
    label: 'Another adult',
    hint: 'An adult who gives you access to their prescriptions.',
  },
  { type: 'CAREGIVER', label: 'An adult I care for', hint: 'You are the caregiver of an adult patient.' },
  { type: 'PET', label: 'My pet', hint: "Your pet's prescriptions from our pharmacy." },
];

/** §3 "Prescription lookup payload" type of each relationship. */
export function lookupTypeOf(relationship: RelationshipType): LookupType {
  if (relationship === 'SELF' || relationship === 'CHILD' || relationship === 'PET') return relationship;
  return 'OTHER_ADULT';
}

/** Other adults (managed adult, caregiver) give their email (§2.4, §5 "Other-adult email"). */
export function needsOtherAdultEmail(relationship: RelationshipType): boolean {
  return lookupTypeOf(relationship) === 'OTHER_ADULT';
}

/** §2.4 "Basic info (name only for pets)": everyone else gives a date of birth. */
export function needsDateOfBirth(relationship: RelationshipType): boolean {
  return relationship !== 'PET';
}

/** §5 "Child check applies for child type, adult check otherwise" (pets give no date). */
export function ageRuleOf(relationship: RelationshipType): 'child' | 'adult' | 'none' {
  if (relationship === 'PET') return 'none';
  return relationship === 'CHILD' ? 'child' : 'adult';
}

/** §2.4 "Prescription lookup: title 'Enter Child Details', 'Enter Pet Details' or 'Enter Other Adult Details'". */
export const LOOKUP_TITLES = {
  patient: 'Enter Patient Details',
  SELF: 'Enter Your Details',
  CHILD: 'Enter Child Details',
  PET: 'Enter Pet Details',
  OTHER_ADULT: 'Enter Other Adult Details',
} as const;

/** The link's own date of birth (§3 "dateOfBirth (not for CHILD)"). */
export function sendsDateOfBirthOnLink(relationship: RelationshipType): boolean {
  return relationship !== 'CHILD';
}

/** §2.4 "Add-patient flow steps", in the spec's order; a path visits the ones it needs, in this order. */
export const LINK_STEP_DEFS = [
  { id: 'patientLookup', label: 'Patient Lookup' },
  { id: 'prescriptionLookup', label: 'Prescription Lookup' },
  { id: 'identityVerification', label: 'Identity Verification' },
  { id: 'prescriptionVerification', label: 'Prescription Verification' },
  { id: 'challengeQuestions', label: 'Security Questions' },
  { id: 'accountInformation', label: 'Account Holder' },
] as const;
export type LinkStepId = (typeof LINK_STEP_DEFS)[number]['id'];

/** What decides which steps a link path has. */
export interface LinkPathFacts {
  relationship: RelationshipType;
  method: LinkMethod;
  /** The lookup said the customer is already verified: no identity step. */
  verified: boolean;
  /** The prescriber quiz did not verify: the RX number is asked. */
  prescriptionVerification: boolean;
  hasChallengeQuestions: boolean;
  /** The customer has no pharmacy account of their own (no SELF link) and links a child or pet. */
  needsAccountInformation: boolean;
}

/** The steps of this path, in §2.4's order. */
export function linkStepIds(f: LinkPathFacts): LinkStepId[] {
  const steps: LinkStepId[] = [f.method === 'patient' ? 'patientLookup' : 'prescriptionLookup'];
  if (!f.verified) steps.push('identityVerification');
  if (f.prescriptionVerification) steps.push('prescriptionVerification');
  if (!f.hasChallengeQuestions) steps.push('challengeQuestions');
  if (f.needsAccountInformation) steps.push('accountInformation');
  return steps;
}

/** The wizard of this path: `current` is the step shown, `completed` the steps done. */
export function linkWizard(
  f: LinkPathFacts,
  current: LinkStepId,
  completed: readonly string[],
): WizardStep[] {
  const ids = linkStepIds(f);
  const defs = LINK_STEP_DEFS.filter((d) => ids.includes(d.id));
  const active = defs.findIndex((d) => d.id === current) + 1;
  const done = new Set(completed);
  return defs.map((step, i) => ({
    id: step.id,
    label: step.label,
    status: i + 1 === active ? 'active' : done.has(step.id) ? 'complete' : 'disabled',
  }));
}

/** Which verification follows a FOUND prescription lookup (our rule, docs/choices.md): already verified → none;
 *  yourself → the identity quiz; a child, pet or other adult → the prescriber quiz (you know their prescriber). */
export function verificationAfterLookup(relationship: RelationshipType, verified: boolean) {
  if (verified) return 'none' as const;
  return relationship === 'SELF' ? ('identityQuiz' as const) : ('prescriberQuiz' as const);
}

/** §4 "After success: go to seamlessRedirectUrl if given, else /rx/patient-access for a managed adult, else
 *  /rx/patient-profile". The seamless redirect must be app-relative. */
export function linkSuccessTarget(
  relationship: RelationshipType,
  seamlessRedirectUrl: string | null,
): string {
  if (seamlessRedirectUrl && isAppRelative(seamlessRedirectUrl)) return seamlessRedirectUrl;
  return relationship === 'MANAGED_ADULT' ? RX_PATHS_UI.patientAccess : RX_PATHS_UI.patientProfile;
}

/** A same-site path ('/rx/dashboard'), never another site ('//x', 'https://x', '/\\x'). */
export function isAppRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

/** The link flow's pages (§2.1), one per step. */
export const LINK_PAGES = {
  choose: '/rx/link/patient',
  patientLookup: '/rx/link/patient/lookup',
  prescriptionLookup: '/rx/link/prescription/lookup',
  prescriptionVerify: '/rx/link/prescription/verify',
  identity: '/rx/link/patient/verify',
  accountInformation: '/rx/link/account/information',
  challengeCreate: '/rx/link/challenge/create',
} as const;

/** §8 "Linking and verification", exact texts; {phone} is the banner's customer-support number. */
export const LINK_TEXTS = {
  patientLookupFailed: RX_SOMETHING_WENT_WRONG,
  notFound:
    'We could not find a patient who matches the information you provided. Please update your information and try again.',
  locked:
    'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
  lookupFailed: 'Sorry, we are unable to complete your request at this time. Please try again later.',
  /** "An already-linked user gets a message containing the support phone" (wording chosen). */
  alreadyLinked: (phone: string) =>
    `This patient is already linked to an online account. If you need help, please contact Customer Support at ${phone}.`,
  verifyLocked:
    'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
  verifyFailed: 'An error occured when verifying your prescription, please try again later.',
  /** §8 'Prescription invalid' (a number that does not match). */
  verifyInvalid:
    'You have entered incorrect or invalid information.  Please check your information and try again.',
  /** Not shown (chosen, docs/choices.md): the tries left after a wrong RX#, a warning before the 30-minute lock. */
  verifyAttemptsLeft: (n: number) =>
    n === 1
      ? 'Warning: you have 1 attempt left. One more incorrect prescription number locks verification for 30 minutes.'
      : `You have ${n} attempts left before verification is locked for 30 minutes.`,
  linkFailed: "Sorry, we couldn't link you at this time. Please try again.",
  linkSuccess: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
  /** Not shown (chosen): the toast's heading. */
  linkSuccessHeading: 'Patient Added',
  /** Not shown (chosen): a link that waits for approval (a managed adult's, or a patient someone else looks
   *  after: docs/choices.md "Linking a patient someone else looks after"). */
  requestSentHeading: 'Request Sent',
  pendingApproval:
    'Your request is waiting for approval. You can manage these prescriptions once the person who looks after them approves it; until then it is listed on your Patient Access page.',
  loadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
} as const;

export const LINK_SUCCESS_TOAST: Toast = {
  heading: LINK_TEXTS.linkSuccessHeading,
  text: LINK_TEXTS.linkSuccess,
  tone: 'success',
};

/** A link that waits for approval: nothing was added yet (never "Patient Added"). */
export const LINK_REQUEST_TOAST: Toast = {
  heading: LINK_TEXTS.requestSentHeading,
  text: LINK_TEXTS.pendingApproval,
  tone: 'info',
};

/** The link pages' own labels and notes (§2.4; wording chosen where not shown). */
export const LINK_LABELS = {
  chooseTitle: 'Add a Patient',
  chooseIntro: 'Who would you like to add to your pharmacy account?',
  chooseLegend: 'Patient type',
  methodLegend: 'How would you like us to find you?',
  byDetails: 'With my personal details',
  byPrescription: 'With a prescription number',
  continue: 'Continue',
  next: 'Next',
  retry: 'Try Again',
  home: 'My Prescriptions Home',
  newPatient: 'Not a patient of our pharmacy yet? Request to become a new patient',
  personalInformation: 'Personal Information',
  address: 'Address',
  contactInformation: 'Contact Information',
  firstName: 'First Name',
  lastName: 'Last Name',
  petName: "Pet's Name",
  petLastName: "Pet's Last Name",
  dateOfBirth: 'Date of Birth',
  month: 'Month (MM)',
  day: 'Day (DD)',
  year: 'Year (YYYY)',
  address1: 'Address Line 1',
  address2: 'Address Line 2 (Apt/Suite)',
  city: 'City',
  state: 'State',
  statePlaceholder: 'Select a state',
  zipCode: 'Postal Code',
  phone: 'Phone Number',
  email: 'Email',
  otherAdultEmail: "Other Adult's Email",
  prescriptionType: 'Prescription Type',
  prescriptionTypePlaceholder: 'Select a prescription type',
  rxNumber: 'RX#',
  facilityPhone: 'Pharmacy Phone Number',
  labelNote:
    'Please fill out the form below using the information on your current prescription label. See example provided.',
  labelExampleRetail:
    'Example of a retail pharmacy prescription label: the RX# and the pharmacy phone number',
  labelExampleMail: 'Example of a mail-order prescription label: the RX#',
  verifyTitle: 'Verify a Prescription',
  verifyIntro: 'Enter the RX# of one of your current prescriptions.',
  accountInformationTitle: 'Primary Account Holder Information',
  accountInformationPrompt: 'Enter your details for verification.',
  linking: 'Adding the patient…',
  loading: 'Loading…',
} as const;

/** §2.4 "Prescription type options ... labels carry the brand" (§9: one mail-order, one retail family option). */
export function prescriptionTypeOptions(brand: { retail: string; mailOrder: string }) {
  return [
    { value: 'RETAIL', label: `${brand.retail} Prescription` },
    { value: 'MAIL_ORDER', label: `${brand.mailOrder} Prescription` },
  ] as const;
}

/** The brands of the two options on the sandbox's banners (§9 "labels carry the brand ... given by kind"). */
export const RX_TYPE_BRANDS = { retail: 'Our Pharmacy', mailOrder: 'Home Delivery Pharmacy' } as const;

// ------------------------------------------------------------------------------------------------------------
// Identity quiz (§3, §4 "Identity quiz", §5 "Identity quiz", §8)

export const QUIZ_TEXTS = {
  title: 'Verify Your Identity',
  intro: 'Answer these questions about your history so we know it is you.',
  allRequired: 'All fields are required.',
  next: 'Next',
  submitting: 'Checking your answers…',
  loading: 'Loading your questions…',
  loadError: 'Sorry, something went wrong while loading the page. Please try again later.',
  /** §8 "a 404 gives a call-us message (text not shown)": chosen. */
  unavailable: (phone: string) =>
    `We cannot ask you identity questions online right now. Please call us at ${phone} and we will verify your identity over the phone.`,
  failed: (phone: string) =>
    `We are sorry. We could not verify your identity at this time. Please contact Customer Support at ${phone}.`,
  personNotFound: (phone: string) =>
    `We are sorry. We could not find you to verify your identity. Please contact Customer Support at ${phone}.`,
  /** Not shown (chosen): an answer the service could not take. */
  answerError: RX_GENERIC_MESSAGE,
} as const;

/**
 * §2.1 /rx/idm/failure ("Identity management failure"): where an identity quiz that did not verify leads (§8 "Identity
 * failed or locked", "Person not found"). A quiz that could not be asked (the call-us text) or loaded stays on the
 * link page with its text: nothing was failed there.
 */
export const IDM_FAILURE_REASON = { query: 'reason', personNotFound: 'notFound' } as const;

export type RefusedQuizOutcome = 'failed' | 'locked' | 'personNotFound';

export function isRefusedQuizOutcome(outcome: string | null): outcome is RefusedQuizOutcome {
  return outcome === 'failed' || outcome === 'locked' || outcome === 'personNotFound';
}

export function idmFailurePath(outcome: RefusedQuizOutcome): string {
  return outcome === 'personNotFound'
    ? `${RX_PATHS_UI.idmFailure}?${IDM_FAILURE_REASON.query}=${IDM_FAILURE_REASON.personNotFound}`
    : RX_PATHS_UI.idmFailure;
}

/** The failure page's text for its `reason` query (§8's two texts with the banner's support phone). */
export function idmFailureText(reason: string | null, phone: string): string {
  return reason === IDM_FAILURE_REASON.personNotFound
    ? QUIZ_TEXTS.personNotFound(phone)
    : QUIZ_TEXTS.failed(phone);
}

// ------------------------------------------------------------------------------------------------------------
// Prescriber quiz (§4 "Prescriber quiz", §8, §9 "prescriber choice time-out 3 minutes")

/** §9: 3 minutes without an answer. */
export const PRESCRIBER_QUIZ_TIMEOUT_MS = 3 * 60 * 1000;

export const PRESCRIBER_TEXTS = {
  title: 'Choose Your Prescriber',
  intro: 'Which of these prescribers has written a prescription for this patient?',
  legend: 'Prescriber',
  submit: 'Next',
  loading: 'Loading…',
  notVerified: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
  /** §8 cuts it: "Your time ran out to choose a prescriber..." (rest chosen, docs/choices.md). */
  timedOut: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
  failed: 'Something went wrong. Please enter an RX# (Prescription Number).',
  /** Not shown (chosen): how long the shopper has. */
  timeLimit: 'You have 3 minutes to choose.',
} as const;

export function prescriberName(option: { firstName: string; lastName: string }): string {
  return `Dr. ${option.firstName} ${option.lastName}`;
}

// ------------------------------------------------------------------------------------------------------------
// Security questions: define (§2.1, §2.4 "Challenge question form", §9)

export const CHALLENGE_CREATE_TEXTS = {
  finalStepTitle: 'Final Step: Define Security Questions',
  setupTitle: 'Set Up Security Questions',
  resetTitle: 'Reset Security Questions',
  intro: 'These security questions help us verify your identity. Answers must be at least 4 characters.',
  lockWarning: 'Answering these incorrectly in the future could result in a locked account.',
  rememberMe: 'Remember me on this device.',
  learnMore: 'Learn More',
  showLess: 'Show Less',
  /** Not shown (chosen): the Learn More help text. */
  rememberMeHelp:
    'We will not ask you a security question again on this browser. Do not choose this on a shared or public device.',
  question: (n: number) => `Security Question ${n}`,
  answer: (n: number) => `Answer ${n}`,
  questionPlaceholder: 'Select a question',
  submit: 'Submit',
  saving: 'Saving your security questions…',
  loading: 'Loading the questions…',
  loadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
  saveFailed: RX_GENERIC_MESSAGE,
  /** Reset (our rule for lifting a temporary lock, docs/choices.md): the account password again. */
  resetIntro: 'To reset your security questions, enter your account password and choose three new questions.',
  password: 'Account Password',
  wrongPassword: 'The password is incorrect. Please try again.',
  lockedForReset: (phone: string) =>
    `Your security questions are locked. Please contact Customer Support at ${phone} to unlock them.`,
  alreadySet: 'You have already set up your security questions.',
  retry: 'Try Again',
} as const;

// ------------------------------------------------------------------------------------------------------------
// Security questions: answer (§4 "Security question answering", "Security-question attempts", "Account lock")

/** §4 page states. */
export type AnswerPageState =
  | 'unlocked'
  | 'firstFailure'
  | 'secondFailure'
  | 'temporarilyLocked'
  | 'finalFailure'
  | 'locked';

/**
 * Our attempt rule (docs/choices.md): PRISTINE → (wrong) SECOND_ATTEMPT → (wrong) SUBSEQUENT_ATTEMPT → (wrong)
 * LOCKED_OUT, a temporary lock lifted on the reset page (the account password and new questions) → TEMPORARY_UNLOCK
 * → (wrong) TEMPORARY_UNLOCK_ATTEMPT → (wrong) final lock (LOCKED: only Customer Support lifts it). A right answer
 * from any unlocked state → PRISTINE. The page state shown for each attempt state:
 */
export const PAGE_STATE_OF_ATTEMPT = {
  PRISTINE: 'unlocked',
  SECOND_ATTEMPT: 'firstFailure',
  SUBSEQUENT_ATTEMPT: 'secondFailure',
  LOCKED_OUT: 'temporarilyLocked',
  TEMPORARY_UNLOCK: 'unlocked',
  TEMPORARY_UNLOCK_ATTEMPT: 'finalFailure',
} as const satisfies Record<string, AnswerPageState>;

export const SECURITY_ANSWER_TEXTS = {
  title: 'Answer a Security Question',
  intro: 'To keep your health information safe, please answer your security question.',
  answer: 'Answer',
  rememberMe: 'Remember me on this device.',
  submit: 'Submit',
  checking: 'Checking your answer…',
  loading: 'Loading your security question…',
  /** Not shown (chosen): the texts of each page state. */
  firstFailure: 'That answer is not correct. Please answer this question instead.',
  secondFailure:
    'That answer is not correct. Please answer this question. One more incorrect answer will lock your security questions.',
  finalFailure:
    'That answer is not correct. This is your last attempt before your security questions are locked.',
  temporarilyLocked:
    'Your security questions are locked after too many incorrect answers. Reset them to continue.',
  locked: SECURITY_QUESTIONS_LOCKED,
  noQuestions: 'You have not set up your security questions yet.',
  setUp: 'Set Up Security Questions',
  reset: 'Reset Security Questions',
  failed: 'Sorry, something went wrong while loading the page. Please try again later.',
  retry: 'Try Again',
} as const;

/** §4 "the order is shuffled at random when answering" (Fisher-Yates with the given random source). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The page a temporary lock leads to (§4 "A temporary lock leads to the reset page"), keeping the redirect. */
export function resetPageUrl(redirectUrl: string | null): string {
  return redirectUrl
    ? `${RX_PATHS_UI.securityQuestionsReset}?redirectUrl=${encodeURIComponent(redirectUrl)}`
    : RX_PATHS_UI.securityQuestionsReset;
}

/** §4 "A correct answer leads to redirectUrl or the dashboard" (app-relative only). */
export function answerTarget(redirectUrl: string | null): string {
  return redirectUrl && isAppRelative(redirectUrl) ? redirectUrl : RX_PATHS_UI.dashboard;
}

// ------------------------------------------------------------------------------------------------------------
// New patient (§2.1, §4 "New-patient flow", §5 "Add-Rx required fields", §8 "New patient")

export const NEW_PATIENT_PAGES = {
  form: '/rx/new-patient',
  verify: '/rx/new-patient/verify',
  accountInformation: '/rx/new-patient/account/information',
  challengeCreate: '/rx/new-patient/challenge/create',
  summary: '/rx/new-patient/summary',
} as const;

/**
 * The verification choice (§4 "the step is chosen by the current verification choice"; our reading, docs/choices.md):
 * a customer without a pharmacy account says whether they are new to the pharmacy ('new': the request continues)
 * or already fill prescriptions with us ('existing': the link flow verifies and adds them instead).
 */
export type NewPatientVerification = 'new' | 'existing';

export interface NewPatientFacts {
  /** A pharmacy account of their own (a SELF link). */
  hasPriorAccount: boolean;
  verification: NewPatientVerification | null;
  hasChallengeQuestions: boolean;
  /** The request has a patient of type NEW. */
  hasNewPatient: boolean;
  /** Account information was given in this flow. */
  accountInformationGiven: boolean;
}

export type NewPatientStep = 'verify' | 'accountInformation' | 'challengeCreate' | 'submit';

/** §4 "New-patient flow": the verification choice first (customers without an account); "If there is no prior
 *  account and no patient of type NEW, go to account information. If challenge questions are missing, go to
 *  challenge creation." Then the request is submitted. */
export function nextNewPatientStep(f: NewPatientFacts): NewPatientStep {
  if (!f.hasPriorAccount && f.verification === null) return 'verify';
  if (!f.hasPriorAccount && !f.hasNewPatient && !f.accountInformationGiven) return 'accountInformation';
  if (!f.hasChallengeQuestions) return 'challengeCreate';
  return 'submit';
}

/** Up to ten prescriptions a request (chosen, docs/choices.md): the form adds no more, the sandbox refuses more. */
export const NEW_PATIENT_MAX_PRESCRIPTIONS = 10;

export const NEW_PATIENT_STEP_DEFS = [
  { id: 'request', label: 'Request' },
  { id: 'verify', label: 'Verification' },
  { id: 'accountInformation', label: 'Account Holder' },
  { id: 'challengeCreate', label: 'Security Questions' },
  { id: 'summary', label: 'Summary' },
] as const;
export type NewPatientStepId = (typeof NEW_PATIENT_STEP_DEFS)[number]['id'];

/**
 * The steps a new-patient path visits (the wizard's steps, §2.2), from what does not change once the request form is
 * sent: the customer's own account, whether the request has a NEW patient, and whether the security questions were
 * missing when the flow started (creating them in this flow keeps their step). "Step N of M" keeps its M to the
 * summary.
 */
export function newPatientStepIds(f: {
  hasPriorAccount: boolean;
  hasNewPatient: boolean;
  needsChallengeQuestions: boolean;
}): NewPatientStepId[] {
  const steps: NewPatientStepId[] = ['request'];
  if (!f.hasPriorAccount) steps.push('verify');
  if (!f.hasPriorAccount && !f.hasNewPatient) steps.push('accountInformation');
  if (f.needsChallengeQuestions) steps.push('challengeCreate');
  steps.push('summary');
  return steps;
}

/** §8 "New patient", exact texts. */
export const NEW_PATIENT_TEXTS = {
  submitError: 'An error occurred while submitting the new patient request',
  loggedOut: SESSION_REFUSAL_MESSAGES.timedOut,
  otherError: 'Sorry, something went wrong. Please try again later.',
  /** Not shown in the spec (chosen): the sandbox's answer to a request of more than ten prescriptions. */
  tooManyPrescriptions: (max: number) => `A request can have at most ${max} prescriptions.`,
} as const;

export const NEW_PATIENT_LABELS = {
  title: 'New Patient Request Form',
  intro: 'Tell us about yourself and the prescriptions you would like us to fill.',
  patientHeading: 'About You',
  phone: 'Phone Number',
  prescriptionsHeading: 'Your Prescriptions',
  noPrescriptions: 'No prescriptions added yet.',
  requestType: 'Request Type',
  requestTypePlaceholder: 'Select a request type',
  requestTypes: {
    NEW: 'New prescription (call my doctor)',
    TRANSFER: 'Transfer from another pharmacy',
    PAPER: 'Fill a paper prescription',
  },
  medName: 'Medication Name',
  rxNumber: 'Prescription Number',
  contactName: "Doctor's or Pharmacy's Name",
  contactPhone: "Doctor's or Pharmacy's Phone",
  paperAcknowledge: 'I will bring my paper prescription to the pharmacy.',
  addPrescription: 'Add Prescription',
  remove: (name: string) => `Remove ${name}`,
  paperItem: 'Paper prescription',
  addOne: 'Add at least one prescription.',
  next: 'Next',
  verifyTitle: 'New Patient Verification',
  verifyIntro: 'Before we send your request, tell us whether you already fill prescriptions with us.',
  verifyLegend: 'Are you new to our pharmacy?',
  choiceNew: 'Yes, I am a new patient',
  choiceExisting: 'No, I already fill prescriptions with you',
  continue: 'Continue',
  submitting: 'Sending your request…',
  summaryTitle: 'Request Summary',
  summaryIntro: 'We received your request. Your pharmacy will contact you when it is ready.',
  requestId: 'Request number',
  dismiss: 'Dismiss',
  /** After a 401 (§8's inactivity text): sign in again and come back to the request as typed (chosen). */
  signInAgain: 'Sign In Again',
  home: 'My Prescriptions Home',
} as const;

/** The error text of a failed request (§8): 401 → inactivity; a 4xx with a message → that message; else generic. */
export function newPatientErrorText(error: unknown): string {
  const e =
    typeof error === 'object' && error !== null ? (error as { status?: unknown; message?: unknown }) : {};
  const status = typeof e.status === 'number' ? e.status : 0;
  if (status === 401) return NEW_PATIENT_TEXTS.loggedOut;
  if (status >= 400 && status < 500 && typeof e.message === 'string' && e.message) return e.message;
  return NEW_PATIENT_TEXTS.otherError;
}

// ------------------------------------------------------------------------------------------------------------
// Guest verification (§2.1 /rx/guest-verification, §4 "Guest verification", §8 "Guest and session")

/** How often a locked guest link's status is asked again (chosen). */
export const GUEST_LOCK_POLL_MS = 30_000;

export const GUEST_TEXTS = {
  title: 'Verify Your Birthdate',
  intro: 'To see the status of your prescriptions, enter the date of birth of the patient.',
  submit: 'Verify',
  verifying: 'Checking…',
  mismatch: 'The date of birth you entered does not match our records.  Please try again.',
  /** Not shown (chosen). */
  locked:
    'Too many attempts. For your security, verification is locked for now. We will check again shortly.',
  verified: 'Thank you. Your birthdate is verified.',
  viewStatus: 'View Prescription Status',
  expired: 'This link has expired. Please request a new text message from your pharmacy.',
  badLink: 'This link is not complete. Please open the link from your text message again.',
  failed: 'Sorry, something went wrong. Please try again later.',
  tryAgain: 'Try Again',
} as const;

// ------------------------------------------------------------------------------------------------------------
// Limits the sandbox enforces (chosen, docs/choices.md; the spec gives the 30-minute verification lock)

export const IDENTITY_LIMITS = {
  /** Issue 10: "five wrong lookups lock the lookup (LOCKED)"; the lock lasts 30 minutes. */
  lookupFailures: 5,
  lookupLockMs: 30 * 60 * 1000,
  /** §8 "locked out for 30 minutes": after 3 wrong prescription numbers. */
  verifyFailures: 3,
  verifyLockMs: 30 * 60 * 1000,
  /** Identity quiz: 3 failed quizzes in 24 hours lock it for 24 hours (TOO_MANY_REQUEST). */
  quizFailures: 3,
  quizLockMs: 24 * 60 * 60 * 1000,
  /** A verified lookup may be linked within 30 minutes. */
  verificationValidMs: 30 * 60 * 1000,
  /** Guest links: valid 24 hours; 3 wrong dates of birth lock the link 15 minutes. */
  guestLinkValidMs: 24 * 60 * 60 * 1000,
  guestFailures: 3,
  guestLockMs: 15 * 60 * 1000,
} as const;

// ------------------------------------------------------------------------------------------------------------
// Payloads the link and new-patient flows send (§3 shapes; §5 "Lookup inputs ... are trimmed before sending")

/** A person's name and date of birth as the forms hold them (the date in three fields). */
export interface PersonFields {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
}

/** An address and phone number as the forms hold them. */
export interface AddressFields {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNum: string;
}

/** What the patient lookup form holds (§3 "Patient lookup form", the date in three fields). */
export interface PatientLookupForm extends PersonFields, AddressFields {
  email: string;
}

/** What the prescription lookup form holds (§2.4 "Basic info", "Prescription input section"). */
export interface PrescriptionLookupForm extends PersonFields {
  email: string;
  rxType: string;
  rxNumber: string;
  facilityPhone: string;
}

/** The RX number verification form (§2.4 "Rx number verification form: same inputs plus Next"). */
export interface PrescriptionVerifyForm {
  rxType: string;
  rxNumber: string;
  facilityPhone: string;
}

/** The primary account holder form (§2.4: adult date of birth, name, address). */
export interface AccountHolderForm extends PersonFields, AddressFields {}

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const isoOf = (f: { month: string; day: string; year: string }) =>
  `${f.year.trim().padStart(4, '0')}-${f.month.trim().padStart(2, '0')}-${f.day.trim().padStart(2, '0')}`;
const filled = (value: string) => value.trim() !== '';

/** POST patient-matches: trimmed; the phone as digits; empty optional fields left out. */
export function patientLookupPayload(form: PatientLookupForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: isoOf(form),
    address1: form.address1.trim(),
    ...(filled(form.address2) ? { address2: form.address2.trim() } : {}),
    city: form.city.trim(),
    state: form.state.trim(),
    zipCode: form.zipCode.trim(),
    ...(digitsOnly(form.phoneNum) ? { phoneNum: digitsOnly(form.phoneNum) } : {}),
    ...(filled(form.email) ? { email: form.email.trim() } : {}),
  };
}

/** POST prescription/lookup (§3): rxType removed; the facility phone for retail only; the email for other adults
 *  only; no date of birth for pets; every text trimmed. */
export function prescriptionLookupPayload(form: PrescriptionLookupForm, relationship: RelationshipType) {
  const retail = form.rxType === 'RETAIL';
  return {
    type: lookupTypeOf(relationship),
    rxNumber: form.rxNumber.trim(),
    ...(retail ? { facilityPhone: digitsOnly(form.facilityPhone) } : {}),
    ...(needsOtherAdultEmail(relationship) ? { email: form.email.trim() } : {}),
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    ...(needsDateOfBirth(relationship) ? { dateOfBirth: isoOf(form) } : {}),
  };
}

export function prescriptionVerifyPayload(form: PrescriptionVerifyForm, patientNumber: string) {
  return {
    patientNumber,
    rxNumber: form.rxNumber.trim(),
    ...(form.rxType === 'RETAIL' ? { facilityPhone: digitsOnly(form.facilityPhone) } : {}),
  };
}

export function accountHolderPayload(form: AccountHolderForm) {
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    dateOfBirth: isoOf(form),
    address1: form.address1.trim(),
    ...(filled(form.address2) ? { address2: form.address2.trim() } : {}),
    city: form.city.trim(),
    state: form.state,
    zipCode: form.zipCode.trim(),
    ...(digitsOnly(form.phoneNum) ? { phoneNum: digitsOnly(form.phoneNum) } : {}),
  };
}

/** §3 "Link payload": patientNumber, prescriptionNumber, type, grantorEmailAddress (managed adult), dateOfBirth (not
 *  for CHILD), facilityPhone. */
export function linkPayload(link: {
  patientNumber: string;
  relationship: RelationshipType;
  prescriptionNumber: string | null;
  email: string | null;
  dateOfBirth: string | null;
  facilityPhone: string | null;
}) {
  return {
    patientNumber: link.patientNumber,
    type: link.relationship,
    ...(link.prescriptionNumber ? { prescriptionNumber: link.prescriptionNumber } : {}),
    ...(needsOtherAdultEmail(link.relationship) && link.email ? { grantorEmailAddress: link.email } : {}),
    ...(sendsDateOfBirthOnLink(link.relationship) && link.dateOfBirth
      ? { dateOfBirth: link.dateOfBirth }
      : {}),
    ...(link.facilityPhone ? { facilityPhone: link.facilityPhone } : {}),
  };
}

/** Not shown (chosen): the patient lookup found a possible match that is not exact. */
export const ALTERNATE_MATCH_NOTICE =
  'We found a possible match, but not an exact one. Please add yourself with a prescription number instead.';
