// @vitest-environment node
/**
 * Oracle table of the pharmacy's identity rules in domain/rx (identity.ts, validation.ts), every expected value a
 * literal copied from pharmacy-portal.md, account-signin.md or docs/choices.md, or worked out by hand:
 * - §1 patient types (SELF, CHILD, MANAGED_ADULT, CAREGIVER, PET);
 * - §2.1 the link, new-patient, /rx/idm/failure, /rx/security-questions(/reset) and /rx/patient-access,
 *   /rx/patient-profile, /rx/dashboard routes;
 * - §2.4 "Forms" (lookup titles, the label note, the prescription input section, the address section, the add-patient
 *   flow steps, the prescription type options "labels carry the brand");
 * - §3 "Patient lookup form", "Prescription lookup payload" (type, facilityPhone retail only, email other adult only,
 *   rxType removed), "Link payload" (dateOfBirth not for CHILD), "Address" (state as string or object, country from
 *   the state list);
 * - §4 "Link flow" (after success: seamlessRedirectUrl, else /rx/patient-access for a managed adult, else
 *   /rx/patient-profile), "Identity quiz", "Prescriber quiz", "Security question answering" (a temporary lock leads to
 *   the reset page, a correct answer to redirectUrl or the dashboard, the order shuffled), "Security-question
 *   attempts", "New-patient flow", "Guest verification";
 * - §5 every validation rule: names, the three-field date of birth, address, phone, email, RX number, facility phone,
 *   challenge answers, add-Rx required fields, alternate ID, loyalty number, lookup trimming, "Other messages";
 * - §8 "Linking and verification", "New patient", "Guest and session", "Other" (form errors), "Generic";
 * - §9 limits: security questions 3 / answer min 4, names 50, other-adult email 100, phone 10 digits, prescription
 *   number 5 to 8 digits, alternate ID 10 or card 11 to 13, prescriber time-out 3 minutes, adulthood 18 years;
 * - docs/choices.md "Pharmacy identity flows" (which verification follows a lookup, idm failure reason, the wizard's
 *   steps, lookup / verification / quiz / guest limits, the tries-left texts, the attempt rule, Learn More text, the
 *   answer maximum 50, maxLength texts, the 1850/1900 floors with a date on the limit accepted, the stricter phone
 *   message, prescription type labels, the verification choice, add-Rx labels, ten prescriptions a request, Patient
 *   Added, Request Sent, the guest link texts and 30 s poll) and "Pharmacy: patient profile" (the address field
 *   length 60, the state's country).
 * Labels and headings that neither the spec nor docs/choices.md give (identity.ts marks them "wording chosen") are
 * pinned as literals too, so that emptying one fails here.
 * TODAY is Monday 2026-11-23.
 */
import { describe, expect, it } from 'vitest';
import type { WizardStep } from '../../domain/rx/wizard';
import {
  ageRuleOf,
  ALTERNATE_MATCH_NOTICE,
  accountHolderPayload,
  answerTarget,
  CHALLENGE_CREATE_TEXTS,
  GUEST_LOCK_POLL_MS,
  GUEST_TEXTS,
  IDENTITY_LIMITS,
  IDM_FAILURE_REASON,
  idmFailurePath,
  idmFailureText,
  isAppRelative,
  isRefusedQuizOutcome,
  LINK_LABELS,
  LINK_PAGES,
  LINK_RELATIONSHIPS,
  LINK_REQUEST_TOAST,
  LINK_STEP_DEFS,
  LINK_SUCCESS_TOAST,
  LINK_TEXTS,
  type LinkPathFacts,
  type LinkStepId,
  linkPayload,
  linkStepIds,
  linkSuccessTarget,
  linkWizard,
  LOOKUP_TITLES,
  lookupTypeOf,
  NEW_PATIENT_LABELS,
  NEW_PATIENT_MAX_PRESCRIPTIONS,
  NEW_PATIENT_PAGES,
  NEW_PATIENT_STEP_DEFS,
  NEW_PATIENT_TEXTS,
  type NewPatientFacts,
  type NewPatientStep,
  type NewPatientStepId,
  needsDateOfBirth,
  needsOtherAdultEmail,
  newPatientErrorText,
  newPatientStepIds,
  nextNewPatientStep,
  PAGE_STATE_OF_ATTEMPT,
  PRESCRIBER_QUIZ_TIMEOUT_MS,
  PRESCRIBER_TEXTS,
  type PatientLookupForm,
  type PrescriptionLookupForm,
  patientLookupPayload,
  prescriberName,
  prescriptionLookupPayload,
  prescriptionTypeOptions,
  prescriptionVerifyPayload,
  QUIZ_TEXTS,
  RX_TYPE_BRANDS,
  resetPageUrl,
  SECURITY_ANSWER_TEXTS,
  sendsDateOfBirthOnLink,
  shuffled,
  verificationAfterLookup,
} from '../../domain/rx/identity';
import {
  ADD_RX_FIELD_LABELS,
  ADD_RX_REQUIRED,
  ADD_RX_TYPES,
  ADDRESS_FIELD_MAX,
  addressErrors,
  type AddRxValues,
  addRxErrors,
  ageOn,
  alternateIdError,
  BIRTH_DATE_FLOORS,
  challengeAnswerError,
  challengeAnswerLengthError,
  DATE_MESSAGES,
  DATE_PART_MAX_LENGTH,
  type DateParts,
  dateOfBirthError,
  dateParts,
  dayError,
  duplicateAnswers,
  EARLIEST_BIRTH_DATE,
  emailError,
  FIELD_TEXTS,
  facilityPhoneAfterTypeChange,
  facilityPhoneError,
  formatDateOfBirth,
  formatPhoneInput,
  isAlternateIdLength,
  isPhoneDigits,
  isRealDate,
  isUsState,
  monthError,
  NAME_PATTERN,
  nameError,
  normalizeAddressState,
  normalizeRxNumber,
  otherAdultEmailError,
  phoneDigits,
  phoneError,
  phoneFieldErrors,
  phoneWithEmailError,
  RX_FIELD_RULES,
  RX_FORM_ERRORS,
  RX_LIMITS,
  RX_NUMBER_MESSAGE,
  RX_NUMBER_PATTERN,
  RX_STATES,
  RX_TYPES,
  requiredError,
  rxNumberError,
  rxStateOf,
  STRICT_PHONE_PATTERN,
  sameAnswer,
  splitPhone,
  stateError,
  todayIso,
  trimLookup,
  US_STATE_OPTIONS,
  US_STATES,
  yearError,
  ZIP_PATTERN,
  zipError,
} from '../../domain/rx/validation';

const TODAY = '2026-11-23';
const PHONE = '1-800-555-0150';

/** §8 "Other" form errors, copied from the spec. */
const SPEC_REQUIRED = 'Required';
const SPEC_NO_SPECIAL = 'No special characters allowed.';
const SPEC_PHONE_INVALID = 'Invalid phone number, must be 10 digits';
const SPEC_EMAIL_INVALID = 'Invalid Email Address';
/** §5 "Phone" variant, the stricter pattern's message (docs/choices.md "Stricter phone pattern message"). */
const SPEC_PHONE_STRICT = 'Please enter a valid 10-digit phone number';
/** §5 "RX number". */
const SPEC_RX_NUMBER = 'Invalid Prescription Number: Must be between 5 and 8 digits';
/** §5 "Alternate ID". */
const SPEC_ALTERNATE_ID =
  'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits';
/** docs/choices.md "Name longer than 50 ... (message not shown)", "Address field length" and the answer maximum. */
const MAX_50 = 'Must be 50 characters or less';
const MAX_60 = 'Must be 60 characters or less';
const MAX_100 = 'Must be 100 characters or less';
/** §5 "Date of birth" messages. */
const SPEC_DATE_INVALID = 'Date must be valid';
const SPEC_DATE_FUTURE = 'Date must not be in the future';
const SPEC_AFTER_1900 = 'Date must be after 01/01/1900';
const SPEC_AFTER_1850 = 'Date must be after 01/01/1850';
const SPEC_CHILD = 'Child must be less than 18 years old';
const SPEC_ADULT = 'Adult must be more than 18 years old';
const SPEC_LOOKUP_DOB_INVALID = 'Date of Birth must be valid';

// ---------------------------------------------------------------------------------------------------------------
// identity.ts: link flow
// ---------------------------------------------------------------------------------------------------------------

describe('§1 patient types on Add a Patient', () => {
  it('LINK_RELATIONSHIPS: self, child, other adult, caregiver, pet with their labels and hints, in that order', () => {
    expect(LINK_RELATIONSHIPS).toEqual([
      { type: 'SELF', label: 'Myself', hint: 'Manage your own prescriptions online.' },
      { type: 'CHILD', label: 'My child', hint: 'A child under 18 in your care.' },
      {
        type: 'MANAGED_ADULT',
        label: 'Another adult',
        hint: 'An adult who gives you access to their prescriptions.',
      },
      { type: 'CAREGIVER', label: 'An adult I care for', hint: 'You are the caregiver of an adult patient.' },
      { type: 'PET', label: 'My pet', hint: "Your pet's prescriptions from our pharmacy." },
    ]);
  });
});

describe('§3 "Prescription lookup payload" type and the per-relationship rules (§2.4, §5)', () => {
  it.each([
    ['SELF', 'SELF', false, true, 'adult', true],
    ['CHILD', 'CHILD', false, true, 'child', false],
    ['MANAGED_ADULT', 'OTHER_ADULT', true, true, 'adult', true],
    ['CAREGIVER', 'OTHER_ADULT', true, true, 'adult', true],
    ['PET', 'PET', false, false, 'none', true],
  ] as const)(
    '%s: lookup type %s, other-adult email %s, date of birth %s, age rule %s, date of birth on the link %s',
    (relationship, type, email, dob, ageRule, dobOnLink) => {
      expect(lookupTypeOf(relationship)).toBe(type);
      expect(needsOtherAdultEmail(relationship)).toBe(email);
      expect(needsDateOfBirth(relationship)).toBe(dob);
      expect(ageRuleOf(relationship)).toBe(ageRule);
      expect(sendsDateOfBirthOnLink(relationship)).toBe(dobOnLink);
    },
  );

  it('§2.4 LOOKUP_TITLES: Enter Patient / Your / Child / Pet / Other Adult Details', () => {
    expect(LOOKUP_TITLES).toEqual({
      patient: 'Enter Patient Details',
      SELF: 'Enter Your Details',
      CHILD: 'Enter Child Details',
      PET: 'Enter Pet Details',
      OTHER_ADULT: 'Enter Other Adult Details',
    });
  });
});

describe('§2.4 "Add-patient flow steps" and the wizard (docs/choices.md "§2.4\'s step list and the wizard")', () => {
  it('LINK_STEP_DEFS: the six steps in the spec order with their labels', () => {
    expect(LINK_STEP_DEFS).toEqual([
      { id: 'patientLookup', label: 'Patient Lookup' },
      { id: 'prescriptionLookup', label: 'Prescription Lookup' },
      { id: 'identityVerification', label: 'Identity Verification' },
      { id: 'prescriptionVerification', label: 'Prescription Verification' },
      { id: 'challengeQuestions', label: 'Security Questions' },
      { id: 'accountInformation', label: 'Account Holder' },
    ]);
  });

  const SHORTEST: LinkPathFacts = {
    relationship: 'SELF',
    method: 'patient',
    verified: true,
    prescriptionVerification: false,
    hasChallengeQuestions: true,
    needsAccountInformation: false,
  };

  it.each<[string, Partial<LinkPathFacts>, LinkStepId[]]>([
    ['verified, questions set, nothing else: the lookup alone', {}, ['patientLookup']],
    ['by prescription: the prescription lookup', { method: 'prescription' }, ['prescriptionLookup']],
    ['not verified: identity verification', { verified: false }, ['patientLookup', 'identityVerification']],
    [
      'prescriber did not verify: prescription verification',
      { prescriptionVerification: true },
      ['patientLookup', 'prescriptionVerification'],
    ],
    [
      'no security questions: the questions step',
      { hasChallengeQuestions: false },
      ['patientLookup', 'challengeQuestions'],
    ],
    [
      'no account of their own: the account holder step',
      { needsAccountInformation: true },
      ['patientLookup', 'accountInformation'],
    ],
    [
      'every step of a prescription path, in §2.4 order',
      {
        method: 'prescription',
        verified: false,
        prescriptionVerification: true,
        hasChallengeQuestions: false,
        needsAccountInformation: true,
      },
      [
        'prescriptionLookup',
        'identityVerification',
        'prescriptionVerification',
        'challengeQuestions',
        'accountInformation',
      ],
    ],
  ])('linkStepIds: %s', (_why, change, steps) => {
    expect(linkStepIds({ ...SHORTEST, ...change })).toEqual(steps);
  });

  const FULL: LinkPathFacts = {
    relationship: 'CHILD',
    method: 'prescription',
    verified: false,
    prescriptionVerification: false,
    hasChallengeQuestions: false,
    needsAccountInformation: true,
  };

  it.each<[string, LinkStepId, string[], WizardStep[]]>([
    [
      'first step active, the rest disabled',
      'prescriptionLookup',
      [],
      [
        { id: 'prescriptionLookup', label: 'Prescription Lookup', status: 'active' },
        { id: 'identityVerification', label: 'Identity Verification', status: 'disabled' },
        { id: 'challengeQuestions', label: 'Security Questions', status: 'disabled' },
        { id: 'accountInformation', label: 'Account Holder', status: 'disabled' },
      ],
    ],
    [
      'third step active after two completed',
      'challengeQuestions',
      ['prescriptionLookup', 'identityVerification'],
      [
        { id: 'prescriptionLookup', label: 'Prescription Lookup', status: 'complete' },
        { id: 'identityVerification', label: 'Identity Verification', status: 'complete' },
        { id: 'challengeQuestions', label: 'Security Questions', status: 'active' },
        { id: 'accountInformation', label: 'Account Holder', status: 'disabled' },
      ],
    ],
    [
      'a step not completed before the active one stays disabled',
      'challengeQuestions',
      ['prescriptionLookup'],
      [
        { id: 'prescriptionLookup', label: 'Prescription Lookup', status: 'complete' },
        { id: 'identityVerification', label: 'Identity Verification', status: 'disabled' },
        { id: 'challengeQuestions', label: 'Security Questions', status: 'active' },
        { id: 'accountInformation', label: 'Account Holder', status: 'disabled' },
      ],
    ],
    [
      'the last step active',
      'accountInformation',
      ['prescriptionLookup', 'identityVerification', 'challengeQuestions'],
      [
        { id: 'prescriptionLookup', label: 'Prescription Lookup', status: 'complete' },
        { id: 'identityVerification', label: 'Identity Verification', status: 'complete' },
        { id: 'challengeQuestions', label: 'Security Questions', status: 'complete' },
        { id: 'accountInformation', label: 'Account Holder', status: 'active' },
      ],
    ],
    [
      'a current step the path does not have: none active, the completed ones complete',
      'patientLookup',
      ['prescriptionLookup'],
      [
        { id: 'prescriptionLookup', label: 'Prescription Lookup', status: 'complete' },
        { id: 'identityVerification', label: 'Identity Verification', status: 'disabled' },
        { id: 'challengeQuestions', label: 'Security Questions', status: 'disabled' },
        { id: 'accountInformation', label: 'Account Holder', status: 'disabled' },
      ],
    ],
  ])('linkWizard: %s', (_why, current, completed, wizard) => {
    expect(linkWizard(FULL, current, completed)).toEqual(wizard);
  });

  it('linkWizard of the shortest path: the one lookup step, active', () => {
    expect(linkWizard(SHORTEST, 'patientLookup', [])).toEqual([
      { id: 'patientLookup', label: 'Patient Lookup', status: 'active' },
    ]);
  });
});

describe('verificationAfterLookup (docs/choices.md "Which identity step follows a lookup")', () => {
  it.each([
    ['SELF', true, 'none'],
    ['CHILD', true, 'none'],
    ['SELF', false, 'identityQuiz'],
    ['CHILD', false, 'prescriberQuiz'],
    ['PET', false, 'prescriberQuiz'],
    ['MANAGED_ADULT', false, 'prescriberQuiz'],
    ['CAREGIVER', false, 'prescriberQuiz'],
  ] as const)('%s, verified %s -> %s', (relationship, verified, next) => {
    expect(verificationAfterLookup(relationship, verified)).toBe(next);
  });
});

describe('§4 "Link flow" after success: seamlessRedirectUrl, else /rx/patient-access (managed adult), else /rx/patient-profile', () => {
  it.each([
    ['SELF', '/rx/dashboard', '/rx/dashboard'],
    ['MANAGED_ADULT', '/rx/refills?patient=2', '/rx/refills?patient=2'],
    ['MANAGED_ADULT', null, '/rx/patient-access'],
    ['MANAGED_ADULT', '', '/rx/patient-access'],
    ['CAREGIVER', null, '/rx/patient-profile'],
    ['SELF', null, '/rx/patient-profile'],
    ['CHILD', '', '/rx/patient-profile'],
    ['PET', null, '/rx/patient-profile'],
    // docs/choices.md "Redirects after linking or a security answer": same-site paths only.
    ['SELF', 'https://evil.example/rx', '/rx/patient-profile'],
    ['MANAGED_ADULT', '//evil.example/rx', '/rx/patient-access'],
    ['CAREGIVER', '/\\evil.example', '/rx/patient-profile'],
    ['CHILD', 'rx/dashboard', '/rx/patient-profile'],
  ] as const)('%s with seamlessRedirectUrl %j -> %s', (relationship, seamless, target) => {
    expect(linkSuccessTarget(relationship, seamless)).toBe(target);
  });
});

describe('isAppRelative: a same-site path only (docs/security.md "redirects stay same-site")', () => {
  it.each([
    ['/rx/dashboard', true],
    ['/', true],
    ['/rx/a//b', true],
    ['rx/dashboard', false],
    ['rx/dashboard/', false],
    ['//evil.example', false],
    ['https://evil.example/rx', false],
    ['/\\evil.example', false],
    ['/rx\\dashboard', false],
    ['', false],
  ])('%j -> %s', (value, relative) => {
    expect(isAppRelative(value)).toBe(relative);
  });
});

describe('§2.1 link pages', () => {
  it('LINK_PAGES: the seven link routes', () => {
    expect(LINK_PAGES).toEqual({
      choose: '/rx/link/patient',
      patientLookup: '/rx/link/patient/lookup',
      prescriptionLookup: '/rx/link/prescription/lookup',
      prescriptionVerify: '/rx/link/prescription/verify',
      identity: '/rx/link/patient/verify',
      accountInformation: '/rx/link/account/information',
      challengeCreate: '/rx/link/challenge/create',
    });
  });
});

describe('§8 "Linking and verification" texts (and the chosen ones, docs/choices.md)', () => {
  it('every fixed text, exactly', () => {
    const { alreadyLinked, verifyAttemptsLeft, ...texts } = LINK_TEXTS;
    expect(typeof alreadyLinked).toBe('function');
    expect(typeof verifyAttemptsLeft).toBe('function');
    expect(texts).toEqual({
      patientLookupFailed: 'Something went wrong. Please try again',
      notFound:
        'We could not find a patient who matches the information you provided. Please update your information and try again.',
      locked:
        'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
      lookupFailed: 'Sorry, we are unable to complete your request at this time. Please try again later.',
      verifyLocked:
        'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
      verifyFailed: 'An error occured when verifying your prescription, please try again later.',
      verifyInvalid:
        'You have entered incorrect or invalid information.  Please check your information and try again.',
      linkFailed: "Sorry, we couldn't link you at this time. Please try again.",
      linkSuccess: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
      linkSuccessHeading: 'Patient Added',
      requestSentHeading: 'Request Sent',
      pendingApproval:
        'Your request is waiting for approval. You can manage these prescriptions once the person who looks after them approves it; until then it is listed on your Patient Access page.',
      loadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
    });
  });

  it('alreadyLinked names the support phone (docs/choices.md "Already-linked message")', () => {
    expect(LINK_TEXTS.alreadyLinked(PHONE)).toBe(
      'This patient is already linked to an online account. If you need help, please contact Customer Support at 1-800-555-0150.',
    );
  });

  it.each([
    [
      1,
      'Warning: you have 1 attempt left. One more incorrect prescription number locks verification for 30 minutes.',
    ],
    [2, 'You have 2 attempts left before verification is locked for 30 minutes.'],
    [3, 'You have 3 attempts left before verification is locked for 30 minutes.'],
    [0, 'You have 0 attempts left before verification is locked for 30 minutes.'],
  ])('verifyAttemptsLeft(%i) (docs/choices.md "Lookup and verification limits")', (n, text) => {
    expect(LINK_TEXTS.verifyAttemptsLeft(n)).toBe(text);
  });

  it('LINK_SUCCESS_TOAST: Patient Added, §8 success text, success tone', () => {
    expect(LINK_SUCCESS_TOAST).toEqual({
      heading: 'Patient Added',
      text: 'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
      tone: 'success',
    });
  });

  it('LINK_REQUEST_TOAST: Request Sent, the waiting text, info tone (never Patient Added)', () => {
    expect(LINK_REQUEST_TOAST).toEqual({
      heading: 'Request Sent',
      text: 'Your request is waiting for approval. You can manage these prescriptions once the person who looks after them approves it; until then it is listed on your Patient Access page.',
      tone: 'info',
    });
  });

  it('ALTERNATE_MATCH_NOTICE: the near-match notice', () => {
    expect(ALTERNATE_MATCH_NOTICE).toBe(
      'We found a possible match, but not an exact one. Please add yourself with a prescription number instead.',
    );
  });
});

describe('§2.4 link page labels (label note and account holder prompt from the spec, the rest chosen)', () => {
  it('LINK_LABELS, every label', () => {
    expect(LINK_LABELS).toEqual({
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
    });
  });
});

describe('§2.4 / §9 prescription type options carry the brand (docs/choices.md "Prescription type labels")', () => {
  it('RX_TYPE_BRANDS: Our Pharmacy (retail family), Home Delivery Pharmacy (mail order)', () => {
    expect(RX_TYPE_BRANDS).toEqual({ retail: 'Our Pharmacy', mailOrder: 'Home Delivery Pharmacy' });
  });

  it('the sandbox brands give "Our Pharmacy Prescription" and "Home Delivery Pharmacy Prescription"', () => {
    expect(prescriptionTypeOptions({ retail: 'Our Pharmacy', mailOrder: 'Home Delivery Pharmacy' })).toEqual([
      { value: 'RETAIL', label: 'Our Pharmacy Prescription' },
      { value: 'MAIL_ORDER', label: 'Home Delivery Pharmacy Prescription' },
    ]);
  });

  it('another banner’s brands go into the same labels', () => {
    expect(prescriptionTypeOptions({ retail: 'Corner Drug', mailOrder: 'By Post' })).toEqual([
      { value: 'RETAIL', label: 'Corner Drug Prescription' },
      { value: 'MAIL_ORDER', label: 'By Post Prescription' },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// identity.ts: identity quiz, prescriber quiz, security questions
// ---------------------------------------------------------------------------------------------------------------

describe('§2.4 / §8 identity quiz texts', () => {
  it('every fixed text, exactly (§8 load error, §2.4 note, §8 Generic for an answer error)', () => {
    const { unavailable, failed, personNotFound, ...texts } = QUIZ_TEXTS;
    expect([typeof unavailable, typeof failed, typeof personNotFound]).toEqual([
      'function',
      'function',
      'function',
    ]);
    expect(texts).toEqual({
      title: 'Verify Your Identity',
      intro: 'Answer these questions about your history so we know it is you.',
      allRequired: 'All fields are required.',
      next: 'Next',
      submitting: 'Checking your answers…',
      loading: 'Loading your questions…',
      loadError: 'Sorry, something went wrong while loading the page. Please try again later.',
      answerError: 'We were unable to complete your request at this time, please try again.',
    });
  });

  it('the 404 call-us text (docs/choices.md), identity failed (§8), person not found (§8), with {phone}', () => {
    expect(QUIZ_TEXTS.unavailable(PHONE)).toBe(
      'We cannot ask you identity questions online right now. Please call us at 1-800-555-0150 and we will verify your identity over the phone.',
    );
    expect(QUIZ_TEXTS.failed(PHONE)).toBe(
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    );
    expect(QUIZ_TEXTS.personNotFound(PHONE)).toBe(
      'We are sorry. We could not find you to verify your identity. Please contact Customer Support at 1-800-555-0150.',
    );
  });
});

describe('/rx/idm/failure (§2.1, §8; docs/choices.md "Where an identity quiz that does not verify leads")', () => {
  it('IDM_FAILURE_REASON: ?reason=notFound', () => {
    expect(IDM_FAILURE_REASON).toEqual({ query: 'reason', personNotFound: 'notFound' });
  });

  it.each([
    ['failed', true],
    ['locked', true],
    ['personNotFound', true],
    ['unavailable', false],
    ['loaded', false],
    ['', false],
    [null, false],
  ])('isRefusedQuizOutcome(%j) -> %s', (outcome, refused) => {
    expect(isRefusedQuizOutcome(outcome)).toBe(refused);
  });

  it.each([
    ['failed', '/rx/idm/failure'],
    ['locked', '/rx/idm/failure'],
    ['personNotFound', '/rx/idm/failure?reason=notFound'],
  ] as const)('idmFailurePath(%s) -> %s', (outcome, path) => {
    expect(idmFailurePath(outcome)).toBe(path);
  });

  it.each([
    [
      'notFound',
      'We are sorry. We could not find you to verify your identity. Please contact Customer Support at 1-800-555-0150.',
    ],
    [
      null,
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    ],
    [
      '',
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    ],
    [
      'personNotFound',
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    ],
  ])('idmFailureText(%j)', (reason, text) => {
    expect(idmFailureText(reason, PHONE)).toBe(text);
  });
});

describe('§4 "Prescriber quiz", §8, §9 "prescriber choice time-out 3 minutes"', () => {
  it('PRESCRIBER_QUIZ_TIMEOUT_MS is 180 000 ms', () => {
    expect(PRESCRIBER_QUIZ_TIMEOUT_MS).toBe(180_000);
  });

  it('PRESCRIBER_TEXTS, every text (time-out completed as docs/choices.md gives it)', () => {
    expect(PRESCRIBER_TEXTS).toEqual({
      title: 'Choose Your Prescriber',
      intro: 'Which of these prescribers has written a prescription for this patient?',
      legend: 'Prescriber',
      submit: 'Next',
      loading: 'Loading…',
      notVerified: "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
      timedOut: 'Your time ran out to choose a prescriber. Please enter an RX# (Prescription Number).',
      failed: 'Something went wrong. Please enter an RX# (Prescription Number).',
      timeLimit: 'You have 3 minutes to choose.',
    });
  });

  it('prescriberName: "Dr. {first} {last}"', () => {
    expect(prescriberName({ firstName: 'Ana', lastName: 'Ruiz' })).toBe('Dr. Ana Ruiz');
  });
});

describe('§2.1 / §2.4 "Challenge question form" texts', () => {
  it('every fixed text, exactly (Learn More help from docs/choices.md)', () => {
    const { question, answer, lockedForReset, ...texts } = CHALLENGE_CREATE_TEXTS;
    expect([typeof question, typeof answer, typeof lockedForReset]).toEqual([
      'function',
      'function',
      'function',
    ]);
    expect(texts).toEqual({
      finalStepTitle: 'Final Step: Define Security Questions',
      setupTitle: 'Set Up Security Questions',
      resetTitle: 'Reset Security Questions',
      intro: 'These security questions help us verify your identity. Answers must be at least 4 characters.',
      lockWarning: 'Answering these incorrectly in the future could result in a locked account.',
      rememberMe: 'Remember me on this device.',
      learnMore: 'Learn More',
      showLess: 'Show Less',
      rememberMeHelp:
        'We will not ask you a security question again on this browser. Do not choose this on a shared or public device.',
      questionPlaceholder: 'Select a question',
      submit: 'Submit',
      saving: 'Saving your security questions…',
      loading: 'Loading the questions…',
      loadFailed: 'Sorry, something went wrong while loading the page. Please try again later.',
      saveFailed: 'We were unable to complete your request at this time, please try again.',
      resetIntro:
        'To reset your security questions, enter your account password and choose three new questions.',
      password: 'Account Password',
      wrongPassword: 'The password is incorrect. Please try again.',
      alreadySet: 'You have already set up your security questions.',
      retry: 'Try Again',
    });
  });

  it('numbered questions and answers, and the lock text with {phone} (docs/choices.md "When the final lock ends")', () => {
    expect(CHALLENGE_CREATE_TEXTS.question(2)).toBe('Security Question 2');
    expect(CHALLENGE_CREATE_TEXTS.answer(3)).toBe('Answer 3');
    expect(CHALLENGE_CREATE_TEXTS.lockedForReset(PHONE)).toBe(
      'Your security questions are locked. Please contact Customer Support at 1-800-555-0150 to unlock them.',
    );
  });
});

describe('§4 "Security-question attempts" and "Security question answering"', () => {
  it('PAGE_STATE_OF_ATTEMPT (docs/choices.md "Security-question attempt rule")', () => {
    expect(PAGE_STATE_OF_ATTEMPT).toEqual({
      PRISTINE: 'unlocked',
      SECOND_ATTEMPT: 'firstFailure',
      SUBSEQUENT_ATTEMPT: 'secondFailure',
      LOCKED_OUT: 'temporarilyLocked',
      TEMPORARY_UNLOCK: 'unlocked',
      TEMPORARY_UNLOCK_ATTEMPT: 'finalFailure',
    });
  });

  it('SECURITY_ANSWER_TEXTS, every fixed text (page-state texts from docs/choices.md)', () => {
    const { locked, ...texts } = SECURITY_ANSWER_TEXTS;
    expect(locked(PHONE)).toBe(
      'Your security questions are locked. Please contact Customer Support at 1-800-555-0150 to unlock them.',
    );
    expect(texts).toEqual({
      title: 'Answer a Security Question',
      intro: 'To keep your health information safe, please answer your security question.',
      answer: 'Answer',
      rememberMe: 'Remember me on this device.',
      submit: 'Submit',
      checking: 'Checking your answer…',
      loading: 'Loading your security question…',
      firstFailure: 'That answer is not correct. Please answer this question instead.',
      secondFailure:
        'That answer is not correct. Please answer this question. One more incorrect answer will lock your security questions.',
      finalFailure:
        'That answer is not correct. This is your last attempt before your security questions are locked.',
      temporarilyLocked:
        'Your security questions are locked after too many incorrect answers. Reset them to continue.',
      noQuestions: 'You have not set up your security questions yet.',
      setUp: 'Set Up Security Questions',
      reset: 'Reset Security Questions',
      failed: 'Sorry, something went wrong while loading the page. Please try again later.',
      retry: 'Try Again',
    });
  });

  /** A random source that returns the given values in turn and counts its calls. */
  const sequence = (values: number[]) => {
    let calls = 0;
    const random = () => values[calls++] ?? 0;
    return { random, calls: () => calls };
  };

  it.each<[string, number[], string[]]>([
    ['always 0: each item swaps with the first (worked by hand)', [0, 0, 0], ['b', 'c', 'd', 'a']],
    ['always 0.99: each item stays (j = i)', [0.99, 0.99, 0.99], ['a', 'b', 'c', 'd']],
    ['always 0.5: j = 2, 1, 1', [0.5, 0.5, 0.5], ['a', 'd', 'b', 'c']],
    ['0.3, 0.7, 0.2: j = 1, 2, 0', [0.3, 0.7, 0.2], ['d', 'a', 'c', 'b']],
  ])('shuffled (Fisher-Yates), %s', (_why, values, order) => {
    const items = ['a', 'b', 'c', 'd'] as const;
    const source = sequence(values);
    expect(shuffled(items, source.random)).toEqual(order);
    expect(source.calls()).toBe(3);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('shuffled of one item or none asks no random number; the default source gives a permutation', () => {
    const one = sequence([0]);
    expect(shuffled(['x'], one.random)).toEqual(['x']);
    expect(shuffled([], one.random)).toEqual([]);
    expect(one.calls()).toBe(0);
    expect([...shuffled(['q1', 'q2', 'q3'])].sort()).toEqual(['q1', 'q2', 'q3']);
  });

  it.each([
    [null, '/rx/security-questions/reset'],
    ['', '/rx/security-questions/reset'],
    ['/rx/refills', '/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills'],
    ['/rx/refills?a=1&b=2', '/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills%3Fa%3D1%26b%3D2'],
  ])('a temporary lock leads to the reset page: resetPageUrl(%j) -> %s', (redirect, url) => {
    expect(resetPageUrl(redirect)).toBe(url);
  });

  it.each([
    [null, '/rx/dashboard'],
    ['', '/rx/dashboard'],
    ['/rx/refills?patient=2', '/rx/refills?patient=2'],
    ['/rx/tracker', '/rx/tracker'],
    // docs/choices.md "Redirects after linking or a security answer": same-site paths only.
    ['https://evil.example/rx/refills', '/rx/dashboard'],
    ['//evil.example', '/rx/dashboard'],
    ['/\\evil.example', '/rx/dashboard'],
    ['rx/refills', '/rx/dashboard'],
  ])('a correct answer leads to redirectUrl or the dashboard: answerTarget(%j) -> %s', (redirect, target) => {
    expect(answerTarget(redirect)).toBe(target);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// identity.ts: new patient, guest verification, limits
// ---------------------------------------------------------------------------------------------------------------

describe('§2.1 new-patient pages and §4 "New-patient flow"', () => {
  it('NEW_PATIENT_PAGES: the five routes', () => {
    expect(NEW_PATIENT_PAGES).toEqual({
      form: '/rx/new-patient',
      verify: '/rx/new-patient/verify',
      accountInformation: '/rx/new-patient/account/information',
      challengeCreate: '/rx/new-patient/challenge/create',
      summary: '/rx/new-patient/summary',
    });
  });

  const BASE: NewPatientFacts = {
    hasPriorAccount: false,
    verification: null,
    hasChallengeQuestions: false,
    hasNewPatient: false,
    accountInformationGiven: false,
  };

  it.each<[string, Partial<NewPatientFacts>, NewPatientStep]>([
    ['no account, no choice yet -> verify', {}, 'verify'],
    [
      'a prior account needs no choice; no NEW patient -> questions missing',
      { hasPriorAccount: true },
      'challengeCreate',
    ],
    [
      'no account, chose new, no NEW patient -> account information',
      { verification: 'new' },
      'accountInformation',
    ],
    [
      'no account, chose existing, no NEW patient -> account information',
      { verification: 'existing' },
      'accountInformation',
    ],
    [
      'no account, a NEW patient -> no account information; questions missing',
      { verification: 'new', hasNewPatient: true },
      'challengeCreate',
    ],
    [
      'no account, account information given -> questions missing',
      { verification: 'new', accountInformationGiven: true },
      'challengeCreate',
    ],
    [
      'no account, information given, questions set -> submit',
      { verification: 'new', accountInformationGiven: true, hasChallengeQuestions: true },
      'submit',
    ],
    [
      'a prior account with questions -> submit',
      { hasPriorAccount: true, hasChallengeQuestions: true },
      'submit',
    ],
    [
      'a prior account with a choice recorded, questions set -> submit',
      { hasPriorAccount: true, verification: 'new', hasChallengeQuestions: true },
      'submit',
    ],
  ])('nextNewPatientStep: %s', (_why, change, step) => {
    expect(nextNewPatientStep({ ...BASE, ...change })).toBe(step);
  });

  it('NEW_PATIENT_MAX_PRESCRIPTIONS is ten (docs/choices.md)', () => {
    expect(NEW_PATIENT_MAX_PRESCRIPTIONS).toBe(10);
  });

  it('NEW_PATIENT_STEP_DEFS: request, verification, account holder, security questions, summary', () => {
    expect(NEW_PATIENT_STEP_DEFS).toEqual([
      { id: 'request', label: 'Request' },
      { id: 'verify', label: 'Verification' },
      { id: 'accountInformation', label: 'Account Holder' },
      { id: 'challengeCreate', label: 'Security Questions' },
      { id: 'summary', label: 'Summary' },
    ]);
  });

  it.each<
    [
      string,
      { hasPriorAccount: boolean; hasNewPatient: boolean; needsChallengeQuestions: boolean },
      NewPatientStepId[],
    ]
  >([
    [
      'no account, no NEW patient, questions missing: every step',
      { hasPriorAccount: false, hasNewPatient: false, needsChallengeQuestions: true },
      ['request', 'verify', 'accountInformation', 'challengeCreate', 'summary'],
    ],
    [
      'no account, a NEW patient: no account holder',
      { hasPriorAccount: false, hasNewPatient: true, needsChallengeQuestions: false },
      ['request', 'verify', 'summary'],
    ],
    [
      'a prior account without a NEW patient: no verification, no account holder',
      { hasPriorAccount: true, hasNewPatient: false, needsChallengeQuestions: false },
      ['request', 'summary'],
    ],
    [
      'a prior account, questions missing',
      { hasPriorAccount: true, hasNewPatient: true, needsChallengeQuestions: true },
      ['request', 'challengeCreate', 'summary'],
    ],
  ])('newPatientStepIds: %s', (_why, facts, steps) => {
    expect(newPatientStepIds(facts)).toEqual(steps);
  });
});

describe('§8 "New patient" texts and newPatientErrorText', () => {
  it('NEW_PATIENT_TEXTS, the three §8 texts and the chosen too-many text', () => {
    const { tooManyPrescriptions, ...texts } = NEW_PATIENT_TEXTS;
    expect(texts).toEqual({
      submitError: 'An error occurred while submitting the new patient request',
      loggedOut: 'You were logged out due to inactivity, please log in and try again',
      otherError: 'Sorry, something went wrong. Please try again later.',
    });
    expect(tooManyPrescriptions(10)).toBe('A request can have at most 10 prescriptions.');
  });

  const OTHER = 'Sorry, something went wrong. Please try again later.';
  const LOGGED_OUT = 'You were logged out due to inactivity, please log in and try again';

  it.each<[string, unknown, string]>([
    [
      '401 -> the inactivity text',
      { status: 401, message: 'The pharmacy needs a phone number.' },
      LOGGED_OUT,
    ],
    ['401 without a message -> the inactivity text', { status: 401 }, LOGGED_OUT],
    ['400 with a message -> that message', { status: 400, message: 'Bad phone.' }, 'Bad phone.'],
    ['404 with a message -> that message', { status: 404, message: 'No such store.' }, 'No such store.'],
    ['499 with a message -> that message', { status: 499, message: 'Edge.' }, 'Edge.'],
    ['399 with a message -> other', { status: 399, message: 'Redirect.' }, OTHER],
    ['500 with a message -> other', { status: 500, message: 'HTTP 500' }, OTHER],
    ['422 with an empty message -> other', { status: 422, message: '' }, OTHER],
    ['422 with a non-string message -> other', { status: 422, message: 42 }, OTHER],
    ['422 without a message -> other', { status: 422 }, OTHER],
    ['a status given as text is no status -> other', { status: '401', message: 'x' }, OTHER],
    ['a message without a status -> other', { message: 'offline' }, OTHER],
    ['an Error -> other', new Error('offline'), OTHER],
    ['null -> other', null, OTHER],
    ['undefined -> other', undefined, OTHER],
    ['a string -> other', 'HTTP 401', OTHER],
  ])('%s', (_why, error, text) => {
    expect(newPatientErrorText(error)).toBe(text);
  });
});

describe('new-patient labels (§2.1 title; choices from docs/choices.md; the rest chosen)', () => {
  it('NEW_PATIENT_LABELS, every fixed label', () => {
    const { remove, ...labels } = NEW_PATIENT_LABELS;
    expect(remove('Lisinopril')).toBe('Remove Lisinopril');
    expect(labels).toEqual({
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
      signInAgain: 'Sign In Again',
      home: 'My Prescriptions Home',
    });
  });
});

describe('§2.1 /rx/guest-verification, §8 "Guest and session" (docs/choices.md "How a guest link is issued")', () => {
  it('GUEST_LOCK_POLL_MS: polled every 30 s', () => {
    expect(GUEST_LOCK_POLL_MS).toBe(30_000);
  });

  it('GUEST_TEXTS, every text (§2.1 title, §8 mismatch with two spaces, docs/choices.md expired link)', () => {
    expect(GUEST_TEXTS).toEqual({
      title: 'Verify Your Birthdate',
      intro: 'To see the status of your prescriptions, enter the date of birth of the patient.',
      submit: 'Verify',
      verifying: 'Checking…',
      mismatch: 'The date of birth you entered does not match our records.  Please try again.',
      locked:
        'Too many attempts. For your security, verification is locked for now. We will check again shortly.',
      verified: 'Thank you. Your birthdate is verified.',
      viewStatus: 'View Prescription Status',
      expired: 'This link has expired. Please request a new text message from your pharmacy.',
      badLink: 'This link is not complete. Please open the link from your text message again.',
      failed: 'Sorry, something went wrong. Please try again later.',
      tryAgain: 'Try Again',
    });
  });
});

describe('identity limits (docs/choices.md "Lookup and verification limits", "The sandbox\'s identity quiz", guest link)', () => {
  it('IDENTITY_LIMITS: 5 lookups / 30 min, 3 RX#s / 30 min, 3 quizzes / 24 h, 30 min to link, guest 24 h, 3 dates / 15 min', () => {
    expect(IDENTITY_LIMITS).toEqual({
      lookupFailures: 5,
      lookupLockMs: 1_800_000,
      verifyFailures: 3,
      verifyLockMs: 1_800_000,
      quizFailures: 3,
      quizLockMs: 86_400_000,
      verificationValidMs: 1_800_000,
      guestLinkValidMs: 86_400_000,
      guestFailures: 3,
      guestLockMs: 900_000,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// identity.ts: payloads
// ---------------------------------------------------------------------------------------------------------------

describe('§3 "Patient lookup form" payload: trimmed, the phone as digits, empty optional fields left out (§5)', () => {
  const FORM: PatientLookupForm = {
    firstName: ' Sam ',
    lastName: ' Sample ',
    month: ' 7 ',
    day: '4',
    year: '1990',
    address1: ' 12 Elm St ',
    address2: ' Apt 2 ',
    city: ' Cincinnati ',
    state: ' OH ',
    zipCode: ' 45202 ',
    phoneNum: '(513) 555-0100',
    email: ' sam@example.com ',
  };

  it('every field given', () => {
    expect(patientLookupPayload(FORM)).toEqual({
      firstName: 'Sam',
      lastName: 'Sample',
      dateOfBirth: '1990-07-04',
      address1: '12 Elm St',
      address2: 'Apt 2',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      phoneNum: '5135550100',
      email: 'sam@example.com',
    });
  });

  it('blank address line 2, phone and email are left out', () => {
    expect(patientLookupPayload({ ...FORM, address2: '   ', phoneNum: ' - ', email: '  ' })).toEqual({
      firstName: 'Sam',
      lastName: 'Sample',
      dateOfBirth: '1990-07-04',
      address1: '12 Elm St',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
    });
  });

  it('the year is padded to four digits, the month and day to two', () => {
    expect(patientLookupPayload({ ...FORM, month: '1', day: '2', year: '990' }).dateOfBirth).toBe(
      '0990-01-02',
    );
  });
});

describe('§3 "Prescription lookup payload": type, rxNumber, facilityPhone retail only, email other adult only, basics', () => {
  const FORM: PrescriptionLookupForm = {
    firstName: ' Pat ',
    lastName: ' Doe ',
    month: '2',
    day: '9',
    year: '2015',
    email: ' grantor@example.com ',
    rxType: 'RETAIL',
    rxNumber: ' 1234567 ',
    facilityPhone: '(513) 555-0100',
  };

  it('yourself, retail: the facility phone as digits, no email, rxType removed', () => {
    expect(prescriptionLookupPayload(FORM, 'SELF')).toEqual({
      type: 'SELF',
      rxNumber: '1234567',
      facilityPhone: '5135550100',
      firstName: 'Pat',
      lastName: 'Doe',
      dateOfBirth: '2015-02-09',
    });
  });

  it('a child, mail order: no facility phone', () => {
    expect(prescriptionLookupPayload({ ...FORM, rxType: 'MAIL_ORDER' }, 'CHILD')).toEqual({
      type: 'CHILD',
      rxNumber: '1234567',
      firstName: 'Pat',
      lastName: 'Doe',
      dateOfBirth: '2015-02-09',
    });
  });

  it.each(['MANAGED_ADULT', 'CAREGIVER'] as const)(
    'an other adult (%s): OTHER_ADULT with the trimmed email',
    (rel) => {
      expect(prescriptionLookupPayload(FORM, rel)).toEqual({
        type: 'OTHER_ADULT',
        rxNumber: '1234567',
        facilityPhone: '5135550100',
        email: 'grantor@example.com',
        firstName: 'Pat',
        lastName: 'Doe',
        dateOfBirth: '2015-02-09',
      });
    },
  );

  it('a pet: name only, no date of birth (§2.4 "name only for pets")', () => {
    expect(prescriptionLookupPayload({ ...FORM, rxType: 'MAIL_ORDER' }, 'PET')).toEqual({
      type: 'PET',
      rxNumber: '1234567',
      firstName: 'Pat',
      lastName: 'Doe',
    });
  });
});

describe('§2.4 "Rx number verification form" payload', () => {
  it('retail: patient number, trimmed RX#, the facility phone as digits', () => {
    expect(
      prescriptionVerifyPayload(
        { rxType: 'RETAIL', rxNumber: ' 12345 ', facilityPhone: '513-555-0100' },
        '100999001',
      ),
    ).toEqual({ patientNumber: '100999001', rxNumber: '12345', facilityPhone: '5135550100' });
  });

  it('mail order: the facility phone is dropped (§5)', () => {
    expect(
      prescriptionVerifyPayload(
        { rxType: 'MAIL_ORDER', rxNumber: '12345', facilityPhone: '513-555-0100' },
        '7',
      ),
    ).toEqual({ patientNumber: '7', rxNumber: '12345' });
  });
});

describe('§2.4 "Primary account holder form" payload', () => {
  const FORM = {
    firstName: ' Ada ',
    lastName: ' Holder ',
    month: '3',
    day: '15',
    year: '1980',
    address1: ' 1 Main St ',
    address2: ' Unit 5 ',
    city: ' Dayton ',
    state: 'OH',
    zipCode: ' 45402 ',
    phoneNum: '(937) 555-0123',
  };

  it('every field given, trimmed, the phone as digits', () => {
    expect(accountHolderPayload(FORM)).toEqual({
      firstName: 'Ada',
      lastName: 'Holder',
      dateOfBirth: '1980-03-15',
      address1: '1 Main St',
      address2: 'Unit 5',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
      phoneNum: '9375550123',
    });
  });

  it('blank address line 2 and phone are left out', () => {
    expect(accountHolderPayload({ ...FORM, address2: ' ', phoneNum: '' })).toEqual({
      firstName: 'Ada',
      lastName: 'Holder',
      dateOfBirth: '1980-03-15',
      address1: '1 Main St',
      city: 'Dayton',
      state: 'OH',
      zipCode: '45402',
    });
  });
});

describe('§3 "Link payload": patientNumber, prescriptionNumber, type, grantorEmailAddress (managed adult), dateOfBirth (not for CHILD), facilityPhone', () => {
  const LINK = {
    patientNumber: '100999001',
    prescriptionNumber: '1234567',
    email: 'grantor@example.com',
    dateOfBirth: '1990-07-04',
    facilityPhone: '5135550100',
  };

  it('a managed adult: every field, the email as grantorEmailAddress', () => {
    expect(linkPayload({ ...LINK, relationship: 'MANAGED_ADULT' })).toEqual({
      patientNumber: '100999001',
      type: 'MANAGED_ADULT',
      prescriptionNumber: '1234567',
      grantorEmailAddress: 'grantor@example.com',
      dateOfBirth: '1990-07-04',
      facilityPhone: '5135550100',
    });
  });

  it('a caregiver: the other adult’s email as grantorEmailAddress too (docs/choices.md "CAREGIVER vs MANAGED_ADULT")', () => {
    expect(linkPayload({ ...LINK, relationship: 'CAREGIVER' })).toEqual({
      patientNumber: '100999001',
      type: 'CAREGIVER',
      prescriptionNumber: '1234567',
      grantorEmailAddress: 'grantor@example.com',
      dateOfBirth: '1990-07-04',
      facilityPhone: '5135550100',
    });
  });

  it('yourself: no grantor email even when one is held', () => {
    expect(linkPayload({ ...LINK, relationship: 'SELF' })).toEqual({
      patientNumber: '100999001',
      type: 'SELF',
      prescriptionNumber: '1234567',
      dateOfBirth: '1990-07-04',
      facilityPhone: '5135550100',
    });
  });

  it('a child: no date of birth', () => {
    expect(linkPayload({ ...LINK, relationship: 'CHILD' })).toEqual({
      patientNumber: '100999001',
      type: 'CHILD',
      prescriptionNumber: '1234567',
      facilityPhone: '5135550100',
    });
  });

  it('a managed adult without an email, number, date or phone: patient number and type only', () => {
    expect(
      linkPayload({
        patientNumber: '5',
        relationship: 'MANAGED_ADULT',
        prescriptionNumber: null,
        email: null,
        dateOfBirth: null,
        facilityPhone: null,
      }),
    ).toEqual({ patientNumber: '5', type: 'MANAGED_ADULT' });
  });

  it('empty strings are left out like nulls', () => {
    expect(
      linkPayload({
        patientNumber: '5',
        relationship: 'PET',
        prescriptionNumber: '',
        email: '',
        dateOfBirth: '',
        facilityPhone: '',
      }),
    ).toEqual({ patientNumber: '5', type: 'PET' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: texts and limits
// ---------------------------------------------------------------------------------------------------------------

describe('§8 "Other" form errors, §5 messages and §9 limits', () => {
  it('RX_FORM_ERRORS: the seven §8 form errors', () => {
    expect(RX_FORM_ERRORS).toEqual({
      answerNotUnique: 'Answer is not unique',
      dateOfBirthInvalid: 'Date of Birth must be valid',
      phoneInvalid: 'Invalid phone number, must be 10 digits',
      emailInvalid: 'Invalid Email Address',
      phoneRequiredWithEmail: 'Phone number is required if email is provided',
      noSpecialCharacters: 'No special characters allowed.',
      required: 'Required',
    });
  });

  it('RX_NUMBER_MESSAGE (§5 "RX number")', () => {
    expect(RX_NUMBER_MESSAGE).toBe('Invalid Prescription Number: Must be between 5 and 8 digits');
  });

  it('RX_LIMITS (§9; the answer maximum 50 from docs/choices.md)', () => {
    expect(RX_LIMITS).toEqual({
      nameMax: 50,
      otherAdultEmailMax: 100,
      phoneDigits: 10,
      challengeAnswerMin: 4,
      challengeAnswerMax: 50,
      challengeQuestions: 3,
      adultAge: 18,
      alternateIdDigits: 10,
      cardNumberMin: 11,
      cardNumberMax: 13,
    });
  });

  it('DATE_MESSAGES (§5 "Date of birth"), on-or-after with its date', () => {
    const { onOrAfter, ...messages } = DATE_MESSAGES;
    expect(onOrAfter('01/01/2020')).toBe('Date must be on or after 01/01/2020');
    expect(messages).toEqual({
      monthRequired: 'You must enter a month.',
      dayRequired: 'You must enter a day.',
      yearRequired: 'You must enter a year.',
      numeric: 'Input must be numeric.',
      future: 'Date must not be in the future',
      invalid: 'Date must be valid',
      child: 'Child must be less than 18 years old',
      adult: 'Adult must be more than 18 years old',
      after1850: 'Date must be after 01/01/1850',
      after1900: 'Date must be after 01/01/1900',
      pleaseValid: 'Please enter a valid date.',
    });
  });

  it('FIELD_TEXTS (§5 variants and "Other messages"; maxLength and answerTooShort from docs/choices.md)', () => {
    const { fieldRequired, exactLength, maxLength, answerTooShort, ...texts } = FIELD_TEXTS;
    expect(fieldRequired('City')).toBe('City is required');
    expect(exactLength(5)).toBe('Must be 5 characters');
    expect(maxLength(50)).toBe('Must be 50 characters or less');
    expect(answerTooShort(4)).toBe('Answer must be at least 4 characters');
    expect(texts).toEqual({
      onlyLetters: 'Only letters allowed',
      onlyLettersAre: 'Only letters are allowed',
      phoneVariant: 'Please enter a valid 10-digit phone number',
      phoneVariantInput: 'Input must be a valid, 10 digit phone number',
      emailVariant: 'Please enter a valid email',
      emailVariantLower: 'Invalid email address',
      postalCode: 'Invalid postal code',
      alternateIdRequired: 'Number is a required field',
      alternateId:
        'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
      atLeastOne: 'Must contain at least 1 character',
      firstThreeLetters: 'Enter at least the first three letters',
      numericNoHyphens: 'Must be numeric, excluding hyphens',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: prescription numbers and phones
// ---------------------------------------------------------------------------------------------------------------

describe('§5 "RX number: required, normalised, 5 to 8 digits"', () => {
  it.each([
    ['12345', true],
    ['12345678', true],
    ['1234', false],
    ['123456789', false],
    ['a12345', false],
    ['12345a', false],
    [' 12345', false],
  ])('RX_NUMBER_PATTERN %j -> %s', (value, ok) => {
    expect(RX_NUMBER_PATTERN.test(value)).toBe(ok);
  });

  it('normalizeRxNumber trims', () => {
    expect(normalizeRxNumber('  1234567 ')).toBe('1234567');
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['   ', SPEC_REQUIRED],
    ['1234', SPEC_RX_NUMBER],
    ['12345', undefined],
    ['12345678', undefined],
    ['123456789', SPEC_RX_NUMBER],
    ['12a45', SPEC_RX_NUMBER],
    [' 12345 ', undefined],
  ])('rxNumberError(%j) -> %j', (value, message) => {
    expect(rxNumberError(value)).toBe(message);
  });
});

describe('§5 "Phone": stripped to digits, max 10, displayed formatted, split into area code and the rest', () => {
  it.each([
    ['(513) 555-0100', '5135550100'],
    ['513-555-0100-99', '5135550100'],
    ['abc', ''],
    ['', ''],
    ['5', '5'],
  ])('phoneDigits(%j) -> %j', (value, digits) => {
    expect(phoneDigits(value)).toBe(digits);
  });

  it.each([
    ['', ''],
    ['5', '5'],
    ['513', '513'],
    ['5135', '(513) 5'],
    ['513555', '(513) 555'],
    ['5135550', '(513) 555-0'],
    ['5135550100', '(513) 555-0100'],
    ['51355501009', '(513) 555-0100'],
    ['(513) 555-01', '(513) 555-01'],
  ])('formatPhoneInput(%j) -> %j', (value, shown) => {
    expect(formatPhoneInput(value)).toBe(shown);
  });

  it.each([
    ['(513) 555-0100', { areaCode: '513', phoneNumber: '5550100' }],
    ['51', { areaCode: '51', phoneNumber: '' }],
    ['', { areaCode: '', phoneNumber: '' }],
  ])('splitPhone(%j) -> %j', (value, parts) => {
    expect(splitPhone(value)).toEqual(parts);
  });

  it.each([
    ['2125550100', true],
    ['9999999999', true],
    ['2002000000', true],
    ['1125550100', false],
    ['0125550100', false],
    ['2121550100', false],
    ['2120550100', false],
    ['21255501001', false],
    ['212555010', false],
    ['a2125550100', false],
    ['2125550100a', false],
  ])('STRICT_PHONE_PATTERN: area code and exchange start 2-9: %j -> %s', (value, ok) => {
    expect(STRICT_PHONE_PATTERN.test(value)).toBe(ok);
  });

  it.each([
    ['', SPEC_PHONE_INVALID],
    ['513555010', SPEC_PHONE_INVALID],
    ['(513) 555-0100', undefined],
    ['5135550100', undefined],
    ['51355501001', undefined],
    ['(200) 200-0000', undefined],
    ['1135550100', SPEC_PHONE_STRICT],
    ['0135550100', SPEC_PHONE_STRICT],
    ['5131550100', SPEC_PHONE_STRICT],
    ['5130550100', SPEC_PHONE_STRICT],
  ])('phoneError(%j) -> %j (10 digits, then the stricter pattern)', (value, message) => {
    expect(phoneError(value)).toBe(message);
  });

  it('phoneFieldErrors: null when every phone is valid or absent', () => {
    expect(phoneFieldErrors({})).toBeNull();
    expect(phoneFieldErrors({ home: '(513) 555-0100', mobile: undefined })).toBeNull();
  });

  it('phoneFieldErrors: the message per invalid field, valid and absent ones left out', () => {
    expect(
      phoneFieldErrors({ home: '513', mobile: '1135550100', work: '5135550100', fax: undefined, other: '' }),
    ).toEqual({ home: SPEC_PHONE_INVALID, mobile: SPEC_PHONE_STRICT, other: SPEC_PHONE_INVALID });
  });

  it.each([
    ['5135550100', true],
    ['513555010', false],
    ['51355501001', false],
    ['513555-010', false],
    [' 513555010', false],
    ['', false],
  ])('isPhoneDigits(%j) -> %s (§5 "dashes removed before submit")', (value, digits) => {
    expect(isPhoneDigits(value)).toBe(digits);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: names, emails
// ---------------------------------------------------------------------------------------------------------------

describe('§5 "Names": required, at most 50, letters, spaces, apostrophes, periods, commas and hyphens', () => {
  it.each([
    ['', SPEC_REQUIRED],
    ['   ', SPEC_REQUIRED],
    ['Priya', undefined],
    ["O'Neil-Smith, Jr.", undefined],
    ['Anne Marie', undefined],
    ['Zoë', undefined],
    ['Jose\u0301', undefined],
    ['P@ul', SPEC_NO_SPECIAL],
    ['R2D2', SPEC_NO_SPECIAL],
    ['Ann_Lee', SPEC_NO_SPECIAL],
    ['A'.repeat(49), undefined],
    ['A'.repeat(50), undefined],
    [` ${'A'.repeat(50)} `, undefined],
    ['A'.repeat(51), MAX_50],
    [`${'A'.repeat(51)}@`, SPEC_NO_SPECIAL],
  ])('nameError(%j) -> %j', (value, message) => {
    expect(nameError(value)).toBe(message);
  });

  it.each([
    ['Mary-Jo', true],
    ['', true],
    ['abc1', false],
    ['1abc', false],
    ['a\nb', false],
  ])('NAME_PATTERN %j -> %s', (value, ok) => {
    expect(NAME_PATTERN.test(value)).toBe(ok);
  });
});

describe('§5 "Email": optional email, other-adult email (required, max 100, valid), phone required with an email', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['sam@example.com', undefined],
    [' sam@example.com ', undefined],
    ['nope', SPEC_EMAIL_INVALID],
    ['sam@example', SPEC_EMAIL_INVALID],
    ['sam@example.c', SPEC_EMAIL_INVALID],
    ['s am@example.com', SPEC_EMAIL_INVALID],
  ])('emailError(%j) -> %j', (value, message) => {
    expect(emailError(value)).toBe(message);
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['  ', SPEC_REQUIRED],
    [`${'a'.repeat(93)}@x.com`, undefined],
    [`${'a'.repeat(94)}@x.com`, undefined],
    [` ${'a'.repeat(94)}@x.com `, undefined],
    [`${'a'.repeat(95)}@x.com`, MAX_100],
    ['nope', SPEC_EMAIL_INVALID],
  ])('otherAdultEmailError(%j) -> %j', (value, message) => {
    expect(otherAdultEmailError(value)).toBe(message);
  });

  it.each([
    ['', 'sam@example.com', 'Phone number is required if email is provided'],
    ['() -', 'sam@example.com', 'Phone number is required if email is provided'],
    ['5135550100', 'sam@example.com', undefined],
    ['5', 'sam@example.com', undefined],
    ['', '', undefined],
    ['', '   ', undefined],
    ['5135550100', '', undefined],
  ])('phoneWithEmailError(%j, %j) -> %j', (phone, email, message) => {
    expect(phoneWithEmailError(phone, email)).toBe(message);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: the date of birth
// ---------------------------------------------------------------------------------------------------------------

describe('§5 "Date of birth": three fields, YYYY-MM-DD', () => {
  it.each([
    [{ month: '7', day: '4', year: '1990' }, '1990-07-04'],
    [{ month: ' 12 ', day: ' 31 ', year: ' 2000 ' }, '2000-12-31'],
    [{ month: '01', day: '02', year: '990' }, '0990-01-02'],
  ])('formatDateOfBirth(%j) -> %s', (parts, iso) => {
    expect(formatDateOfBirth(parts)).toBe(iso);
  });

  it.each([
    ['1990-07-04', { year: '1990', month: '07', day: '04' }],
    ['1990', { year: '1990', month: '', day: '' }],
    ['', { year: '', month: '', day: '' }],
  ])('dateParts(%j) -> %j', (iso, parts) => {
    expect(dateParts(iso)).toEqual(parts);
  });

  it('DATE_PART_MAX_LENGTH: month 2, day 2, year 4', () => {
    expect(DATE_PART_MAX_LENGTH).toEqual({ month: 2, day: 2, year: 4 });
  });

  it.each([
    ['', 'You must enter a month.'],
    ['  ', 'You must enter a month.'],
    ['ab', 'Input must be numeric.'],
    ['1a', 'Input must be numeric.'],
    ['a1', 'Input must be numeric.'],
    ['-1', 'Input must be numeric.'],
    ['0', SPEC_DATE_INVALID],
    ['00', SPEC_DATE_INVALID],
    ['1', undefined],
    ['01', undefined],
    ['12', undefined],
    [' 7 ', undefined],
    ['13', SPEC_DATE_INVALID],
    ['001', SPEC_DATE_INVALID],
  ])('monthError(%j) -> %j (MM, max 2, 1-12)', (value, message) => {
    expect(monthError(value)).toBe(message);
  });

  it.each([
    ['', 'You must enter a day.'],
    ['x', 'Input must be numeric.'],
    ['0', SPEC_DATE_INVALID],
    ['1', undefined],
    ['31', undefined],
    ['31 ', undefined],
    ['32', SPEC_DATE_INVALID],
    ['001', SPEC_DATE_INVALID],
  ])('dayError(%j) -> %j (DD, max 2, 1-31)', (value, message) => {
    expect(dayError(value)).toBe(message);
  });

  it.each([
    ['', 'You must enter a year.'],
    ['19x1', 'Input must be numeric.'],
    ['199', SPEC_DATE_INVALID],
    ['1990', undefined],
    [' 1990 ', undefined],
    ['19900', SPEC_DATE_INVALID],
  ])('yearError(%j) -> %j (YYYY, max 4, numeric)', (value, message) => {
    expect(yearError(value)).toBe(message);
  });

  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2026-04-31', false],
    ['2026-12-31', true],
    ['2026-01-01', true],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-01-32', false],
    ['1990-7-04', false],
    ['x1990-07-04', false],
    ['1990-07-04x', false],
    ['', false],
  ])('isRealDate(%j) -> %s (checked as a real date)', (iso, real) => {
    expect(isRealDate(iso)).toBe(real);
  });

  it.each([
    ['2008-11-23', TODAY, 18],
    ['2008-11-24', TODAY, 17],
    ['2008-11-22', TODAY, 18],
    ['2008-12-01', TODAY, 17],
    ['2008-10-30', TODAY, 18],
    ['2026-11-23', TODAY, 0],
    ['1900-01-01', TODAY, 126],
  ])('ageOn(%s, %s) -> %i whole years', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('BIRTH_DATE_FLOORS and EARLIEST_BIRTH_DATE (docs/choices.md "Which 1850/1900 limit")', () => {
    expect(BIRTH_DATE_FLOORS).toEqual({
      linking: { date: '1900-01-01', message: 'Date must be after 01/01/1900' },
      guest: { date: '1850-01-01', message: 'Date must be after 01/01/1850' },
    });
    expect(EARLIEST_BIRTH_DATE).toBe('1900-01-01');
  });
});

describe('§5 dateOfBirthError: real, not in the future, not before the floor, then the child / adult check (18 years)', () => {
  const d = (month: string, day: string, year: string): DateParts => ({ month, day, year });

  it.each<[string, DateParts, 'child' | 'adult' | 'none', string | undefined]>([
    ['a missing month is the field’s own message, not the date’s', d('', '01', '1990'), 'adult', undefined],
    ['a non-numeric day is the field’s own message', d('01', 'x', '1990'), 'adult', undefined],
    ['a short year is the field’s own message', d('01', '01', '19'), 'adult', undefined],
    ['February 30 is not a real date', d('02', '30', '1991'), 'adult', SPEC_DATE_INVALID],
    ['tomorrow is in the future', d('11', '24', '2026'), 'none', SPEC_DATE_FUTURE],
    ['today is not in the future', d('11', '23', '2026'), 'none', undefined],
    ['a child born today is under 18', d('11', '23', '2026'), 'child', undefined],
    ['12/31/1899 is before 01/01/1900', d('12', '31', '1899'), 'none', SPEC_AFTER_1900],
    ['01/01/1900, on the limit, is accepted', d('01', '01', '1900'), 'none', undefined],
    ['an adult born 01/01/1900 is accepted', d('1', '1', '1900'), 'adult', undefined],
    ['a child turning 18 today is not a child', d('11', '23', '2008'), 'child', SPEC_CHILD],
    ['a child turning 18 tomorrow is a child', d('11', '24', '2008'), 'child', undefined],
    ['an adult turning 18 tomorrow is not an adult', d('11', '24', '2008'), 'adult', SPEC_ADULT],
    ['an adult turning 18 today is an adult', d('11', '23', '2008'), 'adult', undefined],
    ['an adult of 40 is an adult', d('02', '11', '1986'), 'adult', undefined],
    ['a child of 40 is not a child', d('02', '11', '1986'), 'child', SPEC_CHILD],
    ['no age rule: a child’s date passes', d('04', '02', '2015'), 'none', undefined],
    ['no age rule: an adult’s date passes', d('04', '02', '1950'), 'none', undefined],
  ])('%s', (_why, parts, rule, message) => {
    expect(dateOfBirthError(parts, rule, TODAY)).toBe(message);
  });

  it("the lookup form's own invalid text: 'Date of Birth must be valid' (§5)", () => {
    expect(dateOfBirthError(d('02', '30', '1991'), 'adult', TODAY, SPEC_LOOKUP_DOB_INVALID)).toBe(
      'Date of Birth must be valid',
    );
  });

  it.each<[string, DateParts, string | undefined]>([
    ['12/31/1849 is before 01/01/1850', d('12', '31', '1849'), SPEC_AFTER_1850],
    ['01/01/1850, on the limit, is accepted', d('01', '01', '1850'), undefined],
    ['12/31/1899 is accepted on the guest pages', d('12', '31', '1899'), undefined],
  ])('the guest floor (docs/choices.md): %s', (_why, parts, message) => {
    const guest = { date: '1850-01-01', message: 'Date must be after 01/01/1850' } as const;
    expect(dateOfBirthError(parts, 'none', TODAY, SPEC_DATE_INVALID, guest)).toBe(message);
  });

  it.each([
    [new Date(2026, 0, 5, 23, 59), '2026-01-05'],
    [new Date(2026, 10, 23, 0, 0), '2026-11-23'],
    [new Date(2026, 11, 31, 12, 0), '2026-12-31'],
  ])('todayIso(%s) -> %s (local calendar date)', (now, iso) => {
    expect(todayIso(now)).toBe(iso);
  });

  it('todayIso() without a date is today as YYYY-MM-DD', () => {
    expect(todayIso()).toBe(todayIso(new Date()));
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: addresses
// ---------------------------------------------------------------------------------------------------------------

/** §2.4 "State (US states plus DC and Puerto Rico)": the 50 states, DC and PR, in alphabetical order of name. */
const SPEC_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['PR', 'Puerto Rico'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

describe('§2.4 "State (US states plus DC and Puerto Rico)", §3 "Address" (country derives from the state list)', () => {
  it('US_STATES: the 52 codes and names', () => {
    expect(US_STATES).toEqual(SPEC_STATES);
  });

  it('US_STATE_OPTIONS: value and label of each', () => {
    expect(US_STATE_OPTIONS).toEqual(SPEC_STATES.map(([value, label]) => ({ value, label })));
  });

  it('RX_STATES: code, name and country US of each', () => {
    expect(RX_STATES).toEqual(SPEC_STATES.map(([code, name]) => ({ code, name, country: 'US' })));
  });

  it.each([
    ['AL', true],
    ['OH', true],
    ['DC', true],
    ['PR', true],
    ['WY', true],
    ['oh', false],
    [' OH', false],
    ['GU', false],
    ['', false],
  ])('isUsState(%j) -> %s', (value, known) => {
    expect(isUsState(value)).toBe(known);
  });

  it.each([
    ['oh', { code: 'OH', name: 'Ohio', country: 'US' }],
    [' pr ', { code: 'PR', name: 'Puerto Rico', country: 'US' }],
    ['DC', { code: 'DC', name: 'District of Columbia', country: 'US' }],
    ['XX', undefined],
    ['', undefined],
  ])('rxStateOf(%j) -> %j (any case)', (code, state) => {
    expect(rxStateOf(code)).toEqual(state);
  });

  it.each<[string | { value: string; country?: string }, { state: string; country: string | undefined }]>([
    ['oh', { state: 'OH', country: 'US' }],
    [' PR ', { state: 'PR', country: 'US' }],
    [
      { value: ' dc ', country: 'CA' },
      { state: 'DC', country: 'US' },
    ],
    [{ value: 'TX' }, { state: 'TX', country: 'US' }],
    ['ON', { state: 'ON', country: undefined }],
    [{ value: '' }, { state: '', country: undefined }],
  ])(
    'normalizeAddressState(%j) -> %j (a plain string or an object with value and country)',
    (state, result) => {
      expect(normalizeAddressState(state)).toEqual(result);
    },
  );
});

describe('§5 "Address": zip check (5 digits with optional 4-digit extension, or Canadian format), required fields', () => {
  it.each([
    ['45227', true],
    ['45227-1234', true],
    ['K1A 0B1', true],
    ['K1A0B1', true],
    ['k1a-0b1', true],
    ['4522', false],
    ['452270', false],
    ['452271234', false],
    ['45227-123', false],
    ['45227-12345', false],
    ['K1A  0B1', false],
    ['KKA 0B1', false],
    ['x45227', false],
    ['45227x', false],
  ])('ZIP_PATTERN %j -> %s', (value, ok) => {
    expect(ZIP_PATTERN.test(value)).toBe(ok);
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['   ', SPEC_REQUIRED],
    ['45227', undefined],
    [' 45227-1234 ', undefined],
    ['K1A 0B1', undefined],
    ['4522', 'Invalid postal code'],
  ])('zipError(%j) -> %j', (value, message) => {
    expect(zipError(value)).toBe(message);
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['  ', SPEC_REQUIRED],
    ['x', undefined],
  ])('requiredError(%j) -> %j', (value, message) => {
    expect(requiredError(value)).toBe(message);
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['OH', undefined],
    ['PR', undefined],
    ['XX', SPEC_REQUIRED],
    ['oh', SPEC_REQUIRED],
  ])('stateError(%j) -> %j (a code of the list)', (value, message) => {
    expect(stateError(value)).toBe(message);
  });

  it('ADDRESS_FIELD_MAX is 60 (docs/choices.md "Address field length")', () => {
    expect(ADDRESS_FIELD_MAX).toBe(60);
  });

  const VALID = {
    address1: '12 Elm St',
    address2: 'Apt 2',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
  };

  it.each<[string, Partial<typeof VALID> & { address2?: string }, Record<string, string>]>([
    ['a valid address: no message', {}, {}],
    ['lower-case state is on the list', { state: 'oh' }, {}],
    ['address1 blank', { address1: '  ' }, { address1: SPEC_REQUIRED }],
    ['address1 of 60 characters', { address1: 'a'.repeat(60) }, {}],
    ['address1 of 60 characters inside spaces', { address1: ` ${'a'.repeat(60)} ` }, {}],
    ['address1 of 61 characters', { address1: 'a'.repeat(61) }, { address1: MAX_60 }],
    ['address2 empty', { address2: '' }, {}],
    ['address2 of 60 characters', { address2: 'a'.repeat(60) }, {}],
    ['address2 of 60 characters inside spaces', { address2: ` ${'a'.repeat(60)} ` }, {}],
    ['address2 of 61 characters', { address2: 'a'.repeat(61) }, { address2: MAX_60 }],
    ['city empty', { city: '' }, { city: SPEC_REQUIRED }],
    ['city blank', { city: '   ' }, { city: SPEC_REQUIRED }],
    ['city of 60 characters inside spaces', { city: ` ${'c'.repeat(60)} ` }, {}],
    ['city of 60 characters', { city: 'c'.repeat(60) }, {}],
    ['city of 61 characters', { city: 'c'.repeat(61) }, { city: MAX_60 }],
    ['state empty', { state: '' }, { state: SPEC_REQUIRED }],
    ['state blank', { state: '  ' }, { state: SPEC_REQUIRED }],
    ['state not on the list', { state: 'ON' }, { state: SPEC_REQUIRED }],
    ['zip empty', { zipCode: '' }, { zipCode: SPEC_REQUIRED }],
    ['zip invalid', { zipCode: '4522' }, { zipCode: 'Invalid postal code' }],
    [
      'everything empty: the four required fields',
      { address1: '', address2: '', city: '', state: '', zipCode: '' },
      { address1: SPEC_REQUIRED, city: SPEC_REQUIRED, state: SPEC_REQUIRED, zipCode: SPEC_REQUIRED },
    ],
  ])('addressErrors: %s', (_why, change, errors) => {
    expect(addressErrors({ ...VALID, ...change })).toEqual(errors);
  });

  it('addressErrors: address line 2 may be absent', () => {
    expect(addressErrors({ address1: '1 Main St', city: 'Dayton', state: 'OH', zipCode: '45402' })).toEqual(
      {},
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// validation.ts: prescription inputs, challenge answers, alternate id, add-Rx, trimming, field rules
// ---------------------------------------------------------------------------------------------------------------

describe('§2.4 "Prescription input section", §5 "Facility phone required for retail only"', () => {
  it('RX_TYPES: RETAIL, MAIL_ORDER', () => {
    expect(RX_TYPES).toEqual(['RETAIL', 'MAIL_ORDER']);
  });

  it.each([
    ['RETAIL', '', SPEC_REQUIRED],
    ['RETAIL', '() -', SPEC_REQUIRED],
    ['RETAIL', '513', SPEC_PHONE_INVALID],
    ['RETAIL', '1135550100', SPEC_PHONE_STRICT],
    ['RETAIL', '(513) 555-0100', undefined],
    ['MAIL_ORDER', '', undefined],
    ['MAIL_ORDER', '513', undefined],
    ['', '', undefined],
    ['retail', '', undefined],
  ])('facilityPhoneError(%j, %j) -> %j', (rxType, value, message) => {
    expect(facilityPhoneError(rxType, value)).toBe(message);
  });

  it.each([
    ['MAIL_ORDER', '(513) 555-0100', ''],
    ['RETAIL', '(513) 555-0100', '(513) 555-0100'],
    ['', '(513) 555-0100', '(513) 555-0100'],
  ])('changing the type to %j keeps %j as %j (mail order clears it)', (rxType, phone, kept) => {
    expect(facilityPhoneAfterTypeChange(rxType, phone)).toBe(kept);
  });
});

describe('§5 "Challenge answers": at least 4 characters (§9), at most 50 (docs/choices.md), duplicates rejected', () => {
  const SHORT = 'Answer must be at least 4 characters';

  it.each([
    ['', SPEC_REQUIRED],
    ['   ', SPEC_REQUIRED],
    ['abc', SHORT],
    [' abc ', SHORT],
    ['abcd', undefined],
    ['x'.repeat(50), undefined],
    [` ${'x'.repeat(50)} `, undefined],
    ['x'.repeat(51), MAX_50],
  ])('challengeAnswerError(%j) -> %j', (value, message) => {
    expect(challengeAnswerError(value)).toBe(message);
  });

  it.each([
    ['', undefined],
    ['ab', undefined],
    ['x'.repeat(50), undefined],
    [` ${'x'.repeat(50)} `, undefined],
    ['x'.repeat(51), MAX_50],
  ])('challengeAnswerLengthError(%j) -> %j (the maximum alone)', (value, message) => {
    expect(challengeAnswerLengthError(value)).toBe(message);
  });

  it.each([
    ['Mango', 'mango', true],
    [' Mango ', 'mango', true],
    ['New  York', 'new york', true],
    ['ＡＢＣＤ', 'abcd', true],
    ['Strasse', 'straße', false],
    ['ab cd', 'abcd', false],
    ['apple', 'pear', false],
    ['', '', false],
    ['  ', '', false],
  ])('sameAnswer(%j, %j) -> %s (trimmed, case and inner spaces ignored)', (a, b, same) => {
    expect(sameAnswer(a, b)).toBe(same);
  });

  it.each<[string[], boolean[]]>([
    [
      ['Mango', 'lychee', ' mango '],
      [false, false, true],
    ],
    [
      ['pet', 'pet', 'PET'],
      [false, true, true],
    ],
    [
      ['one', 'two', 'three'],
      [false, false, false],
    ],
    [
      ['', '', ''],
      [false, false, false],
    ],
    [[], []],
  ])('duplicateAnswers(%j) -> %j ("Answer is not unique" on each repeat)', (answers, flags) => {
    expect(duplicateAnswers(answers)).toEqual(flags);
  });
});

describe('§5 "Alternate ID": 10 digits or card numbers of 11 to 13; "Loyalty number" of 10 characters', () => {
  it.each([
    ['', 'Number is a required field'],
    ['   ', 'Number is a required field'],
    ['abcdefghij', SPEC_ALTERNATE_ID],
    ['12345678a0', SPEC_ALTERNATE_ID],
    ['a1234567890', SPEC_ALTERNATE_ID],
    ['1234567890a', SPEC_ALTERNATE_ID],
    ['123456789', SPEC_ALTERNATE_ID],
    ['1234567890', undefined],
    [' 1234567890 ', undefined],
    ['12345678901', undefined],
    ['123456789012', undefined],
    ['1234567890123', undefined],
    ['12345678901234', SPEC_ALTERNATE_ID],
  ])('alternateIdError(%j) -> %j', (value, message) => {
    expect(alternateIdError(value)).toBe(message);
  });

  it.each([
    ['1234567890', true],
    ['ABCDE12345', true],
    [' 1234567890 ', true],
    ['123456789', false],
    ['12345678901', false],
  ])('isAlternateIdLength(%j) -> %s', (value, ten) => {
    expect(isAlternateIdLength(value)).toBe(ten);
  });
});

describe('§5 "Add-Rx required fields": NEW, TRANSFER, PAPER', () => {
  it('ADD_RX_TYPES, ADD_RX_FIELD_LABELS (docs/choices.md) and ADD_RX_REQUIRED (§5)', () => {
    expect(ADD_RX_TYPES).toEqual(['NEW', 'TRANSFER', 'PAPER']);
    expect(ADD_RX_FIELD_LABELS).toEqual({
      medName: 'Medication name',
      rxNumber: 'Prescription number',
      contactName: 'Contact name',
      contactPhone: 'Contact phone',
      paperAcknowledge: 'Acknowledgement',
    });
    expect(ADD_RX_REQUIRED).toEqual({
      NEW: ['medName', 'contactName', 'contactPhone'],
      TRANSFER: ['medName', 'rxNumber', 'contactName', 'contactPhone'],
      PAPER: ['paperAcknowledge'],
    });
  });

  const EMPTY: AddRxValues = {
    type: 'NEW',
    medName: '',
    rxNumber: '',
    contactName: '',
    contactPhone: '',
    paperAcknowledge: false,
  };
  const FILLED: AddRxValues = {
    type: 'NEW',
    medName: 'Lisinopril',
    rxNumber: '1234567',
    contactName: 'Dr. Ruiz',
    contactPhone: '(513) 555-0100',
    paperAcknowledge: false,
  };

  it.each<[string, AddRxValues, Record<string, string>]>([
    ['no type', { ...EMPTY, type: '' }, { type: SPEC_REQUIRED }],
    ['an unknown type', { ...FILLED, type: 'TRANSFER_ALL' }, { type: SPEC_REQUIRED }],
    ['a lower-case type', { ...FILLED, type: 'new' }, { type: SPEC_REQUIRED }],
    [
      'NEW, all empty',
      { ...EMPTY, type: 'NEW' },
      {
        medName: 'Medication name is required',
        contactName: 'Contact name is required',
        contactPhone: 'Contact phone is required',
      },
    ],
    [
      'NEW, blank texts are empty',
      { ...FILLED, type: 'NEW', medName: '  ', contactName: ' ', contactPhone: '   ' },
      {
        medName: 'Medication name is required',
        contactName: 'Contact name is required',
        contactPhone: 'Contact phone is required',
      },
    ],
    ['NEW, filled', { ...FILLED, type: 'NEW' }, {}],
    ['NEW does not check the RX#', { ...FILLED, type: 'NEW', rxNumber: 'abc' }, {}],
    [
      'NEW, a short phone',
      { ...FILLED, type: 'NEW', contactPhone: '513' },
      { contactPhone: SPEC_PHONE_INVALID },
    ],
    [
      'NEW, a phone with area code 1',
      { ...FILLED, type: 'NEW', contactPhone: '1135550100' },
      { contactPhone: SPEC_PHONE_STRICT },
    ],
    [
      'TRANSFER, all empty',
      { ...EMPTY, type: 'TRANSFER' },
      {
        medName: 'Medication name is required',
        rxNumber: 'Prescription number is required',
        contactName: 'Contact name is required',
        contactPhone: 'Contact phone is required',
      },
    ],
    ['TRANSFER, filled', { ...FILLED, type: 'TRANSFER' }, {}],
    [
      'TRANSFER, a four-digit RX#',
      { ...FILLED, type: 'TRANSFER', rxNumber: '1234' },
      { rxNumber: SPEC_RX_NUMBER },
    ],
    [
      'TRANSFER, a bad RX# and a bad phone',
      { ...FILLED, type: 'TRANSFER', rxNumber: '123456789', contactPhone: '0135550100' },
      { rxNumber: SPEC_RX_NUMBER, contactPhone: SPEC_PHONE_STRICT },
    ],
    [
      'PAPER, not acknowledged',
      { ...EMPTY, type: 'PAPER' },
      { paperAcknowledge: 'Acknowledgement is required' },
    ],
    ['PAPER, acknowledged', { ...EMPTY, type: 'PAPER', paperAcknowledge: true }, {}],
    [
      'PAPER checks neither the phone nor the RX#',
      { ...FILLED, type: 'PAPER', paperAcknowledge: true, contactPhone: '513', rxNumber: '1' },
      {},
    ],
  ])('addRxErrors: %s', (_why, values, errors) => {
    expect(addRxErrors(values)).toEqual(errors);
  });
});

describe('§5 "Lookup inputs ... are trimmed before sending": trimLookup', () => {
  it.each<[string, unknown, unknown]>([
    ['a string', '  Sam ', 'Sam'],
    ['a number', 5, 5],
    ['zero', 0, 0],
    ['a boolean', true, true],
    ['null', null, null],
    ['undefined', undefined, undefined],
    ['an array', [' a ', 1, { b: ' c ' }], ['a', 1, { b: 'c' }]],
    [
      'a nested object',
      {
        firstName: ' Priya ',
        address: { city: ' Boulder ', lines: [' 1 Main '] },
        n: 1,
        ok: false,
        none: null,
      },
      { firstName: 'Priya', address: { city: 'Boulder', lines: ['1 Main'] }, n: 1, ok: false, none: null },
    ],
  ])('%s', (_why, value, trimmed) => {
    expect(trimLookup(value)).toEqual(trimmed);
  });
});

describe('RX_FIELD_RULES: the form fields’ validate (each rule from both sides)', () => {
  it('has exactly these rules', () => {
    expect(Object.keys(RX_FIELD_RULES)).toEqual([
      'name',
      'month',
      'day',
      'year',
      'required',
      'state',
      'zip',
      'optionalEmail',
      'otherAdultEmail',
      'optionalPhone',
      'requiredPhone',
      'rxNumber',
      'rxType',
      'challengeAnswer',
      'challengeQuestion',
      'alternateId',
    ]);
  });

  it.each<[keyof typeof RX_FIELD_RULES, unknown, string | undefined]>([
    ['name', 'Priya', undefined],
    ['name', 'P@ul', SPEC_NO_SPECIAL],
    ['month', '12', undefined],
    ['month', '13', SPEC_DATE_INVALID],
    ['day', '31', undefined],
    ['day', '', 'You must enter a day.'],
    ['year', '1990', undefined],
    ['year', '19x1', 'Input must be numeric.'],
    ['year', 1990, undefined],
    ['required', 'x', undefined],
    ['required', ' ', SPEC_REQUIRED],
    ['state', 'OH', undefined],
    ['state', 'XX', SPEC_REQUIRED],
    ['zip', '45227', undefined],
    ['zip', '4522', 'Invalid postal code'],
    ['optionalEmail', '', undefined],
    ['optionalEmail', 'nope', SPEC_EMAIL_INVALID],
    ['otherAdultEmail', 'a@b.co', undefined],
    ['otherAdultEmail', '', SPEC_REQUIRED],
    ['optionalPhone', '', undefined],
    ['optionalPhone', '() -', undefined],
    ['optionalPhone', '(513) 555-0100', undefined],
    ['optionalPhone', '513', SPEC_PHONE_INVALID],
    ['optionalPhone', '1135550100', SPEC_PHONE_STRICT],
    ['requiredPhone', '', SPEC_REQUIRED],
    ['requiredPhone', '() -', SPEC_REQUIRED],
    ['requiredPhone', '(513) 555-0100', undefined],
    ['requiredPhone', '513', SPEC_PHONE_INVALID],
    ['rxNumber', '12345', undefined],
    ['rxNumber', 12345, undefined],
    ['rxNumber', '1234', SPEC_RX_NUMBER],
    ['rxType', 'RETAIL', undefined],
    ['rxType', 'MAIL_ORDER', undefined],
    ['rxType', '', SPEC_REQUIRED],
    ['rxType', 'retail', SPEC_REQUIRED],
    ['challengeAnswer', 'mango', undefined],
    ['challengeAnswer', 'abc', 'Answer must be at least 4 characters'],
    ['challengeQuestion', 'SQ101', undefined],
    ['challengeQuestion', '', SPEC_REQUIRED],
    ['alternateId', '1234567890', undefined],
    ['alternateId', '', 'Number is a required field'],
  ])('%s.validate(%j) -> %j', (rule, value, message) => {
    const validate = RX_FIELD_RULES[rule].validate;
    expect(typeof validate).toBe('function');
    expect(validate?.(value as string)).toBe(message);
  });
});
