// @vitest-environment node
/**
 * Oracle table of the pharmacy's records and identity-form rules in domain/rx (profile.ts, forms.ts, facilities.ts,
 * history.ts, vaccineRecord.ts, rxRequest.ts), every expected value a literal copied from pharmacy-portal.md (the
 * generic field rules: account-signin.md §5), from docs/choices.md where the spec is silent, or worked out by hand:
 * - §2.1 /rx/patient-profile, /rx/comm-prefs, /rx/account/update, /rx/prescription-history (and /detail,
 *   /expense-report), /rx/prescription-monograph, /rx/prescription-receipt, /rx/create-expense-report,
 *   /rx/digital-vaccine-record, /stores/grocery/st/city/store-name/{first 3 characters of facilityId}/{rest};
 * - §2.3 "Pharmacy hours block: weekday and weekend hours, a lunch-closure line, or 'No Hours Found'", the
 *   'View Store Details' link, the notification list's empty text;
 * - §2.4 forms (patient lookup, prescription lookup by type, Rx number verification, primary account holder,
 *   challenge questions, the address section and its State select);
 * - §3 "Address" (usage HOME1, HOME2; at most 2 non-shared addresses), "Facility / pharmacy" (pharmacyHours,
 *   prettyHours, breakHours), "Pharmacy locator state", "Prescription history", "Notifications", SMS preferences,
 *   "New-patient request", "Vaccine record";
 * - §4 "Rx order types" (NEW, TRANSFER, TRANSFER_ALL, PAPER);
 * - §5 "Names", "Date of birth", "Address", "Phone", "Email", "RX number", "Challenge answers", "Add-Rx required
 *   fields", "Lookup inputs ... trimmed", "the store search requires searchText", "history date range is limited to
 *   36 months back";
 * - §7.1 "POST /notification-settings/{patientNumber}: notify flags, voice preference, phone with country code USA";
 * - §8 "Patients and notifications", "Addresses", "Vaccine record", "Other" (store search failure, form errors);
 * - §9 "History and expense range: default last 12 months, capped at 36 months back. Default filters: All for
 *   prescription and location. Recently-sold window 4 weeks.", "Adulthood: 18 years", "store locator page 0",
 *   "recent-pharmacy type 'recently used' otherwise 'new'";
 * - docs/choices.md "Pharmacy: patient profile, notifications, patient access" (the limit text and codes, the usage of
 *   a new address, the loyalty card, the settings' phone and messages, SMS types, notification windows), "Pharmacy:
 *   tracker, …" (the lunch-closure line, the store details page), "Pharmacy records" (range messages, recently sold,
 *   the vaccine record's limits, the expired link), "Which 1850/1900 limit", "TRANSFER_ALL's required fields", "New
 *   prescription request shape", "The guest transfer's details", "The vaccine record's verification".
 * Today is 2026-11-24 (a Tuesday) unless a row says otherwise; no test reads the real clock.
 */
import { describe, expect, it } from 'vitest';
import type { PatientAddress } from '../../api/contracts/rx';
import type { Receipt, Transaction } from '../../api/contracts/rx-history';
import type { RxRequestType } from '../../api/contracts/rx-orders';
import type { NotificationSettings, RxNotification, SmsPreference } from '../../api/contracts/rx-profile';
import type { RegularHours } from '../../api/contracts/pharmacy-directory';
import { checkForm } from '../../domain/forms';
import {
  ACCOUNT_PAGE_LINKS,
  ACCOUNT_UPDATE_TEXTS,
  ADDRESS_ERROR_CODES,
  ADDRESS_FORM_RULES,
  ADDRESS_LABELS,
  ADDRESS_MESSAGES,
  ADDRESS_USAGES,
  ADULTHOOD_YEARS,
  addressFormOf,
  addressLine,
  addressRequestOf,
  COMM_PREFS_LABELS,
  DEFAULT_SMS_PREFERENCES,
  displayDay,
  EMPTY_ADDRESS_FORM,
  isAddressLimitReached,
  LOYALTY_CARD_IN_USE,
  LOYALTY_LABELS,
  LOYALTY_TOASTS,
  NON_SHARED_ADDRESS_LIMIT,
  NOTIFICATION_LABELS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_SETTINGS_MESSAGES,
  NOTIFICATION_SETTINGS_TOASTS,
  NOTIFICATION_WINDOWS,
  NOTIFICATIONS_UPDATED,
  type NotificationSettingsForm,
  nextAddressUsage,
  notificationSettingsErrors,
  notificationSettingsRequestOf,
  notificationText,
  PROFILE_LABELS,
  profilePatientOf,
  SMS_PREFERENCE_LABELS,
  SMS_WARNING_TEXT_OFF,
  STATE_OPTIONS,
  settingsFormOf,
  smsPreferenceWarning,
} from '../../domain/rx/profile';
import {
  ACCOUNT_HOLDER_RULES,
  type AccountHolderValues,
  ADD_RX_RULES,
  accountHolderCheck,
  addRxCheck,
  type ChallengeValues,
  challengeCheck,
  challengeRules,
  GUEST_DATE_RULES,
  guestDateCheck,
  PATIENT_LOOKUP_RULES,
  PRESCRIPTION_VERIFY_RULES,
  type PatientLookupValues,
  type PrescriptionLookupValues,
  patientLookupCheck,
  prescriptionLookupCheck,
  prescriptionLookupRules,
  prescriptionVerifyCheck,
  REQUESTER_RULES,
  type RequesterValues,
  requesterCheck,
} from '../../domain/rx/forms';
import {
  breakHoursOf,
  FACILITY_TEXTS,
  facilityIdFromStorePath,
  formatClock,
  formatFacilityPhone,
  hoursBlock,
  type PharmacyHoursEntry,
  pharmacyHoursOf,
  prettyHoursOf,
  STORE_DETAILS_PREFIX,
  STORE_DETAILS_TEXTS,
  slug,
  storeDetailsPath,
} from '../../domain/rx/facilities';
import {
  ALL_FILTER,
  calendarDay,
  defaultHistoryFilters,
  defaultRange,
  defaultReceiptFilters,
  detailPath,
  displayDate,
  earliestStart,
  expenseReportPath,
  expenseTotals,
  filterReceipts,
  filterTransactions,
  formatMoney,
  HISTORY_RANGE,
  HISTORY_TEXTS,
  isRecentlySold,
  locationOptions,
  MONOGRAPH_TEXTS,
  monographPath,
  NO_PATIENTS_TEXTS,
  prescriptionOptions,
  RANGE_ERRORS,
  RECENTLY_SOLD_WEEKS,
  RECORDS_PATHS,
  RECORDS_QUERY,
  rangeError,
} from '../../domain/rx/history';
import {
  DVR_EXPIRED_TOAST,
  DVR_FORM_RULES,
  DVR_LIMITS,
  DVR_MESSAGES,
  DVR_TEXTS,
  DVR_VERIFY_METHODS,
  type DvrFormValues,
  dvrErrorMessage,
  dvrFormCheck,
  dvrRequestErrors,
  dvrRequestOf,
  dvrSendErrorMessage,
  fromShcNumeric,
  SHC_FILE_NAME,
  SHC_PREFIX,
  toShcNumeric,
  validateDvrForm,
} from '../../domain/rx/vaccineRecord';
import {
  buildRxRequest,
  GUEST_DETAILS_RULES,
  type GuestDetailsForm,
  guestDetailsCheck,
  guestDetailsErrors,
  guestPatientErrors,
  PHARMACY_TYPES,
  RX_REQUEST_REQUIRED,
  RX_REQUEST_TEXTS,
  RX_REQUEST_TYPE_LABELS,
  type RxRequestForm,
  type RxRequestLine,
  requestLinePayload,
  rxRequestErrors,
  STORE_LOCATOR_FIRST_PAGE,
  storeSearchError,
  TRANSFER_FROM_SEARCH_ENABLED,
} from '../../domain/rx/rxRequest';

const TODAY = '2026-11-24';

/** §8 texts, copied from the spec. */
const SPEC_REQUIRED = 'Required';
const SPEC_PHONE_INVALID = 'Invalid phone number, must be 10 digits';
/** §5 "Phone" variant (the stricter 2-9 pattern). */
const SPEC_PHONE_VARIANT = 'Please enter a valid 10-digit phone number';
const SPEC_DOB_INVALID = 'Date of Birth must be valid';
const SPEC_EMAIL_INVALID = 'Invalid Email Address';
const SPEC_NO_SPECIAL = 'No special characters allowed.';
const SPEC_ANSWER_NOT_UNIQUE = 'Answer is not unique';
const SPEC_PHONE_WITH_EMAIL = 'Phone number is required if email is provided';
const SPEC_NOTIFICATIONS_UPDATED = 'Notifications are updated successfully';
const SPEC_NO_NOTIFICATIONS = 'There are currently no notifications for this patient.';
const SPEC_ANNUAL_VERIFICATION_FAILED = 'We encountered an error saving your response. Please try again.';
const SPEC_STORE_SEARCH_FAILED = 'We’re sorry, store location information cannot be found at this time.';
const SPEC_DVR_NOT_FOUND = 'Patient not found in pharmacy. Please check the data that you have entered';
const SPEC_DVR_INCORRECT = 'The patient date of birth or phone number is incorrect. Please try again.';
const SPEC_DVR_TOO_MANY = 'You have surpassed your attempts. Please check back later and try again.';
const SPEC_DVR_GENERIC = 'Something went wrong. Please try again';
const SPEC_DVR_EXPIRED =
  'Access to your Digitial Vaccine Record has expired. Please request another text message.';
/** §5 "Date of birth" messages. */
const SPEC_MONTH_REQUIRED = 'You must enter a month.';
const SPEC_DAY_REQUIRED = 'You must enter a day.';
const SPEC_YEAR_REQUIRED = 'You must enter a year.';
const SPEC_DATE_FUTURE = 'Date must not be in the future';
const SPEC_DATE_INVALID = 'Date must be valid';
const SPEC_CHILD = 'Child must be less than 18 years old';
const SPEC_ADULT = 'Adult must be more than 18 years old';
const SPEC_AFTER_1850 = 'Date must be after 01/01/1850';
const SPEC_AFTER_1900 = 'Date must be after 01/01/1900';
const SPEC_RX_NUMBER = 'Invalid Prescription Number: Must be between 5 and 8 digits';
const SPEC_POSTAL_CODE = 'Invalid postal code';

/** An ApiError of an HTTP answer (api/contracts/common.ts shape). */
const httpError = (status: number) => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx-security/dvr/verify-dvr',
  status,
  message: 'x',
});

// ---------------------------------------------------------------------------------------------------------------
// profile.ts: addresses
// ---------------------------------------------------------------------------------------------------------------

describe('§8 "Addresses" and §3 "Address": texts, codes, the limit', () => {
  it('the add, update, delete and combination texts are §8’s; the limit text is docs/choices.md’s', () => {
    expect(ADDRESS_MESSAGES).toEqual({
      add: 'Error encountered while adding address, please try again later',
      update: 'Error encountered while updating address, please try again later',
      delete: 'Error encountered while deleting address, please try again later',
      invalidCombination: 'Please enter a valid City, State, Postal Code combination.',
      limit: 'You can keep up to 2 addresses for a patient. Delete one to add another.',
    });
  });

  it('the error codes are ADDRESS_LIMIT, INVALID_ADDRESS_COMBINATION, ADDRESS_SHARED (docs/choices.md)', () => {
    expect(ADDRESS_ERROR_CODES).toEqual({
      limit: 'ADDRESS_LIMIT',
      invalidCombination: 'INVALID_ADDRESS_COMBINATION',
      shared: 'ADDRESS_SHARED',
    });
  });

  it('§3: at most 2 non-shared addresses; the usages are HOME1 then HOME2', () => {
    expect(NON_SHARED_ADDRESS_LIMIT).toBe(2);
    expect(ADDRESS_USAGES).toEqual(['HOME1', 'HOME2']);
  });

  const own = { isShared: false };
  const shared = { isShared: true };
  it.each([
    ['no address', false, []],
    ['1 own (1 below the limit)', false, [own]],
    ['2 own (at the limit)', true, [own, own]],
    ['3 own (1 above the limit)', true, [own, own, own]],
    ['1 own and 1 shared', false, [own, shared]],
    ['3 shared (shared ones never count)', false, [shared, shared, shared]],
    ['2 own among shared ones', true, [shared, own, shared, own]],
  ])('isAddressLimitReached: %s → %s', (_name, reached, addresses) => {
    expect(isAddressLimitReached(addresses)).toBe(reached);
  });

  it.each([
    [[], 'HOME1'],
    [['SHARED1'], 'HOME1'],
    [['HOME2'], 'HOME1'],
    [['HOME1'], 'HOME2'],
    [['HOME2', 'HOME1'], null],
    [['HOME1', 'HOME2', 'SHARED1'], null],
  ] as const)('nextAddressUsage(%j) is the first free of HOME1, HOME2: %s', (usages, next) => {
    expect(nextAddressUsage(usages)).toBe(next);
  });
});

describe('addressLine (§2.4 address section, §3 "Address"): "address1, address2, city, ST zip", empty parts left out', () => {
  const details = (address2: string | null, city = 'Cincinnati'): PatientAddress['addressDetails'] => ({
    address1: '4821 Maple Ridge Dr',
    address2,
    city,
    state: 'OH',
    zipCode: '45227',
    country: 'US',
  });
  it.each([
    ['with a second line', details('Apt 3B'), '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227'],
    ['without one (null)', details(null), '4821 Maple Ridge Dr, Cincinnati, OH 45227'],
    ['with an empty one', details(''), '4821 Maple Ridge Dr, Cincinnati, OH 45227'],
    ['with a blank one', details('   '), '4821 Maple Ridge Dr, Cincinnati, OH 45227'],
    ['with a blank city', details('Apt 3B', ' '), '4821 Maple Ridge Dr, Apt 3B, OH 45227'],
  ])('%s', (_name, address, line) => {
    expect(addressLine(address)).toBe(line);
  });
});

describe('the address form (§2.4 "Address section", §5 "Address", §5 "Lookup inputs ... trimmed")', () => {
  it('starts empty', () => {
    expect(EMPTY_ADDRESS_FORM).toEqual({ address1: '', address2: '', city: '', state: '', zipCode: '' });
  });

  it('an empty form: address1, city, state and postal code are required; the second line is not', () => {
    expect(checkForm(EMPTY_ADDRESS_FORM, ADDRESS_FORM_RULES)).toStrictEqual({
      address1: SPEC_REQUIRED,
      city: SPEC_REQUIRED,
      state: SPEC_REQUIRED,
      zipCode: SPEC_REQUIRED,
    });
  });

  it('a valid form (state in lower case, ZIP+4) has no message', () => {
    expect(
      checkForm(
        { address1: '1 Main St', address2: 'Apt 3B', city: 'Cincinnati', state: 'oh', zipCode: '45227-1234' },
        ADDRESS_FORM_RULES,
      ),
    ).toStrictEqual({});
  });

  const sixty = 'A'.repeat(60);
  const sixtyOne = 'A'.repeat(61);
  it.each([
    ['address1 of 60 characters', { address1: sixty }, {}],
    ['address1 of 61 characters', { address1: sixtyOne }, { address1: 'Must be 60 characters or less' }],
    ['address2 of 60 characters', { address2: sixty }, {}],
    ['address2 of 61 characters', { address2: sixtyOne }, { address2: 'Must be 60 characters or less' }],
    ['city of 61 characters', { city: sixtyOne }, { city: 'Must be 60 characters or less' }],
    ['a state not on the list', { state: 'ON' }, { state: SPEC_REQUIRED }],
    ['a 4-digit postal code', { zipCode: '4522' }, { zipCode: SPEC_POSTAL_CODE }],
    ['a Canadian postal code', { zipCode: 'K1A 0B1' }, {}],
  ])('each field is checked on its own: %s', (_name, change, errors) => {
    const valid = { address1: '1 Main St', address2: '', city: 'Cincinnati', state: 'OH', zipCode: '45202' };
    expect(checkForm({ ...valid, ...change }, ADDRESS_FORM_RULES)).toStrictEqual(errors);
  });

  it('§2.4 State options: the 50 states plus DC and Puerto Rico, code and name', () => {
    expect(STATE_OPTIONS).toHaveLength(52);
    expect(STATE_OPTIONS[0]).toEqual({ value: 'AL', label: 'Alabama' });
    expect(STATE_OPTIONS).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    expect(STATE_OPTIONS).toContainEqual({ value: 'PR', label: 'Puerto Rico' });
  });

  it('addressFormOf: the stored address as form values, a missing second line as empty', () => {
    const stored = (address2: string | null): PatientAddress => ({
      addressId: 'a1',
      usage: 'HOME1',
      addressDetails: {
        address1: '4821 Maple Ridge Dr',
        address2,
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45227',
        country: 'US',
      },
      isShared: false,
    });
    expect(addressFormOf(stored('Apt 3B'))).toStrictEqual({
      address1: '4821 Maple Ridge Dr',
      address2: 'Apt 3B',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45227',
    });
    expect(addressFormOf(stored(null)).address2).toBe('');
  });

  it('addressRequestOf: every field trimmed, the state upper-cased with its country US', () => {
    expect(
      addressRequestOf({
        address1: ' 4821 Maple Ridge Dr ',
        address2: ' Apt 3B ',
        city: ' Cincinnati ',
        state: ' oh ',
        zipCode: ' 45227 ',
      }),
    ).toStrictEqual({
      addressDetails: {
        address1: '4821 Maple Ridge Dr',
        address2: 'Apt 3B',
        city: 'Cincinnati',
        state: { value: 'OH', country: 'US' },
        zipCode: '45227',
      },
    });
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('addressRequestOf: a second line %s is sent as null', (_name, address2) => {
    expect(
      addressRequestOf({ address1: '1 Main St', address2, city: 'Cincinnati', state: 'PR', zipCode: '00901' })
        .addressDetails,
    ).toStrictEqual({
      address1: '1 Main St',
      address2: null,
      city: 'Cincinnati',
      state: { value: 'PR', country: 'US' },
      zipCode: '00901',
    });
  });

  it('addressRequestOf: a state not on the list still travels with country US', () => {
    expect(
      addressRequestOf({
        address1: '1 Main St',
        address2: '',
        city: 'Ottawa',
        state: 'on',
        zipCode: 'K1A 0B1',
      }).addressDetails.state,
    ).toStrictEqual({ value: 'ON', country: 'US' });
  });

  it('the section’s labels (§2.4 field labels; the rest chosen)', () => {
    expect(ADDRESS_LABELS).toEqual({
      section: 'Addresses',
      add: 'Add Address',
      edit: 'Edit',
      delete: 'Delete',
      save: 'Save Address',
      cancel: 'Cancel',
      confirmDelete: 'Delete Address',
      keep: 'Keep Address',
      confirmDeleteQuestion: 'Delete this address?',
      addTitle: 'Add an Address',
      editTitle: 'Edit Address',
      address1: 'Address Line 1',
      address2: 'Address Line 2 (Apt/Suite)',
      city: 'City',
      state: 'State',
      chooseState: 'Choose a state',
      zipCode: 'Postal Code',
      shared: 'Shared with your account',
      none: 'No address on file',
      loading: 'Loading addresses…',
      saving: 'Saving the address…',
      removing: 'Deleting the address…',
      retry: 'Try Again',
      loadFailed: 'We could not load the addresses. Please try again.',
      added: 'Address added',
      updated: 'Address updated',
      deleted: 'Address deleted',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// profile.ts: loyalty card, the patient shown, labels
// ---------------------------------------------------------------------------------------------------------------

describe('loyalty card (§5 "Loyalty number", docs/choices.md "Loyalty card")', () => {
  it('the section’s labels', () => {
    expect(LOYALTY_LABELS).toEqual({
      section: 'Loyalty Card',
      number: 'Loyalty Card Number',
      alternateId: 'Alternate ID',
      none: 'No loyalty card on file',
      noAlternateId: 'None',
      add: 'Add Card',
      edit: 'Edit Card',
      save: 'Save Card',
      cancel: 'Cancel',
      hint: 'Leave the number empty and save to remove your card. A 10-digit number is also your Alternate ID.',
      saving: 'Saving the card…',
    });
  });

  it('the toasts "Loyalty card saved" / "Loyalty card removed" / "Loyalty card not saved"', () => {
    expect(LOYALTY_TOASTS).toEqual({
      saved: { heading: 'Loyalty card saved', text: 'Your loyalty card number was saved.', tone: 'success' },
      removed: {
        heading: 'Loyalty card removed',
        text: 'Your loyalty card number was removed.',
        tone: 'success',
      },
      failed: {
        heading: 'Loyalty card not saved',
        text: 'We could not save the loyalty card number. Please try again.',
        tone: 'error',
      },
    });
  });

  it('a number on another customer’s patient: 409 LOYALTY_CARD_IN_USE with the chosen text', () => {
    expect(LOYALTY_CARD_IN_USE).toEqual({
      code: 'LOYALTY_CARD_IN_USE',
      message:
        'This loyalty card number cannot be added to this patient. Check the number, or call your pharmacy.',
    });
  });
});

describe('profilePatientOf: the active patient, else the first one, else none (docs/choices.md)', () => {
  const patients = [
    { patientNumber: '100234567' },
    { patientNumber: '100234568' },
    { patientNumber: '100234569' },
  ];
  it.each([
    ['the active one is the second', '100234568', { patientNumber: '100234568' }],
    ['the active one is the last', '100234569', { patientNumber: '100234569' }],
    ['the active one is not theirs: the first', '999', { patientNumber: '100234567' }],
    [
      'a caregiver without a primary patient (§3 default "0"): the first',
      '0',
      { patientNumber: '100234567' },
    ],
  ])('%s', (_name, active, patient) => {
    expect(profilePatientOf(patients, active)).toEqual(patient);
  });

  it('no patients: null', () => {
    expect(profilePatientOf([], '0')).toBeNull();
  });
});

describe('the profile page’s labels (§2.1 /rx/patient-profile, §2.3 "Viewing Patient")', () => {
  it('PROFILE_LABELS ("Viewing Patient" of §2.3)', () => {
    expect(PROFILE_LABELS).toEqual({
      viewingPatient: 'Viewing Patient',
      contact: 'Contact Information',
      homePhone: 'Home Phone',
      mobilePhone: 'Mobile Phone',
      email: 'Email',
      noEmail: 'No email on file',
      notifications: 'Notification Settings',
      notificationsLink: 'Communication Preferences',
      accessLink: 'Patient Access',
      noPatients: 'There are no patients on your account yet.',
      addPatient: 'Add a Patient',
      loadingPatients: 'Loading patients…',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// profile.ts: notification settings and SMS preferences (/rx/comm-prefs)
// ---------------------------------------------------------------------------------------------------------------

describe('notification settings: texts (§8 "Update success", docs/choices.md)', () => {
  it('the update success text is §8’s, the failure text is docs/choices.md’s', () => {
    expect(NOTIFICATIONS_UPDATED).toBe(SPEC_NOTIFICATIONS_UPDATED);
    expect(NOTIFICATION_SETTINGS_TOASTS).toEqual({
      saved: { heading: 'Notification settings saved', text: SPEC_NOTIFICATIONS_UPDATED, tone: 'success' },
      failed: {
        heading: 'Notification settings not saved',
        text: 'We could not update your notification settings. Please try again.',
        tone: 'error',
      },
    });
  });

  it('the page’s labels', () => {
    expect(COMM_PREFS_LABELS).toEqual({
      settings: 'How should we contact you?',
      text: 'Text messages',
      email: 'Email',
      voice: 'Voice calls',
      voiceTo: 'Call me on',
      voiceHome: 'Home phone',
      voiceMobile: 'Mobile phone',
      mobile: 'Mobile number for texts and calls',
      sms: 'Text message topics',
      save: 'Save Preferences',
      saving: 'Saving preferences…',
      loading: 'Loading preferences…',
      loadFailed: 'We could not load the communication preferences. Please try again.',
      retry: 'Try Again',
    });
  });

  it('the SMS preference types in words (types: docs/choices.md)', () => {
    expect(SMS_PREFERENCE_LABELS).toEqual({
      READY_FOR_PICKUP: 'A prescription is ready for pickup',
      REFILL_REMINDER: 'A refill is due',
      ORDER_UPDATES: 'Order and shipping updates',
      AUTO_REFILL: 'Auto refill updates',
    });
  });

  it('defaults: pickup and order updates on, the others off (docs/choices.md)', () => {
    expect(DEFAULT_SMS_PREFERENCES).toEqual({
      READY_FOR_PICKUP: true,
      REFILL_REMINDER: false,
      ORDER_UPDATES: true,
      AUTO_REFILL: false,
    });
  });

  it('the settings form’s messages (the phone’s is §8’s)', () => {
    expect(NOTIFICATION_SETTINGS_MESSAGES).toEqual({
      mobileRequired: 'Enter a mobile number to get text messages or calls on your mobile phone.',
      homePhoneMissing: 'There is no home phone on file: choose your mobile phone for calls.',
      emailMissing: 'There is no email on file for this patient.',
      voiceToRequired: 'Choose the phone we should call.',
      phoneInvalid: SPEC_PHONE_INVALID,
    });
  });
});

describe('smsPreferenceWarning: a selected type warns while text messages are off (§3 "(selected, warning)")', () => {
  const WARNING = 'Text messages are off: turn on Text messages to get these.';
  it('the warning text is docs/choices.md’s', () => {
    expect(SMS_WARNING_TEXT_OFF).toBe(WARNING);
  });
  it.each([
    [true, false, WARNING],
    [true, true, null],
    [false, false, null],
    [false, true, null],
  ])('selected %s, texts on %s → %s', (selected, notifyByText, warning) => {
    expect(smsPreferenceWarning({ type: 'REFILL_REMINDER', selected }, notifyByText)).toBe(warning);
  });
});

describe('settingsFormOf (§3 "Patient" notify flags, voiceNotificationPreference, mobilePhone; SMS preferences): the stored settings as the form holds them', () => {
  const prefs: SmsPreference[] = [
    { type: 'READY_FOR_PICKUP', selected: true },
    { type: 'AUTO_REFILL', selected: false },
  ];
  const stored = (mobilePhone: NotificationSettings['mobilePhone']): NotificationSettings => ({
    patientNumber: '100234567',
    notifyByText: true,
    notifyByEmail: false,
    notifyByVoice: true,
    voiceNotificationPreference: 'HOME',
    mobilePhone,
    homePhone: null,
    email: 'jordan@example.com',
    smsPreferences: prefs,
  });

  it('a mobile phone on file is its area code and number together', () => {
    expect(
      settingsFormOf(stored({ phoneId: 'p1', countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' })),
    ).toStrictEqual({
      notifyByText: true,
      notifyByEmail: false,
      notifyByVoice: true,
      voiceNotificationPreference: 'HOME',
      mobile: '5135550142',
      smsPreferences: [
        { type: 'READY_FOR_PICKUP', selected: true },
        { type: 'AUTO_REFILL', selected: false },
      ],
    });
  });

  it('no mobile phone: an empty number', () => {
    expect(settingsFormOf(stored(null)).mobile).toBe('');
  });
});

describe('notificationSettingsErrors: texts and mobile calls need a mobile number, home calls a home phone, email an email (docs/choices.md)', () => {
  const MOBILE_REQUIRED = 'Enter a mobile number to get text messages or calls on your mobile phone.';
  const HOME_MISSING = 'There is no home phone on file: choose your mobile phone for calls.';
  const EMAIL_MISSING = 'There is no email on file for this patient.';
  const VOICE_TO_REQUIRED = 'Choose the phone we should call.';
  type Settings = Parameters<typeof notificationSettingsErrors>[0];
  const off: Settings = {
    notifyByText: false,
    notifyByEmail: false,
    notifyByVoice: false,
    voiceNotificationPreference: 'UNKNOWN',
    mobile: '',
  };
  const all = { homePhone: true, email: true };
  const none = { homePhone: false, email: false };

  it.each([
    ['everything off, nothing on file', {}, none, {}],
    ['texts on without a mobile number', { notifyByText: true }, all, { mobile: MOBILE_REQUIRED }],
    ['texts on with a mobile number', { notifyByText: true, mobile: '5135550142' }, none, {}],
    ['texts on with a formatted number', { notifyByText: true, mobile: '(513) 555-0142' }, none, {}],
    [
      'texts on with letters only (no digits)',
      { notifyByText: true, mobile: 'none' },
      all,
      { mobile: MOBILE_REQUIRED },
    ],
    [
      'mobile calls without a mobile number',
      { notifyByVoice: true, voiceNotificationPreference: 'MOBILE' },
      all,
      { mobile: MOBILE_REQUIRED },
    ],
    [
      'mobile calls with a mobile number',
      { notifyByVoice: true, voiceNotificationPreference: 'MOBILE', mobile: '5135550142' },
      none,
      {},
    ],
    [
      'voice off with MOBILE left chosen needs no number',
      { voiceNotificationPreference: 'MOBILE' },
      none,
      {},
    ],
    [
      'home calls with a home phone need no mobile number',
      { notifyByVoice: true, voiceNotificationPreference: 'HOME' },
      { homePhone: true, email: false },
      {},
    ],
    [
      'home calls without a home phone',
      { notifyByVoice: true, voiceNotificationPreference: 'HOME' },
      { homePhone: false, email: true },
      { voiceNotificationPreference: HOME_MISSING },
    ],
    ['voice off with HOME left chosen and no home phone', { voiceNotificationPreference: 'HOME' }, none, {}],
    [
      'calls without a phone chosen',
      { notifyByVoice: true, voiceNotificationPreference: 'UNKNOWN' },
      all,
      { voiceNotificationPreference: VOICE_TO_REQUIRED },
    ],
    [
      'calls without a phone chosen and no home phone: choose the phone (not the home phone text)',
      { notifyByVoice: true, voiceNotificationPreference: 'UNKNOWN' },
      none,
      { voiceNotificationPreference: VOICE_TO_REQUIRED },
    ],
    [
      'email on without an email on file',
      { notifyByEmail: true },
      { homePhone: true, email: false },
      { notifyByEmail: EMAIL_MISSING },
    ],
    ['email on with an email on file', { notifyByEmail: true }, { homePhone: false, email: true }, {}],
    ['a short number, even with texts off', { mobile: '513555' }, all, { mobile: SPEC_PHONE_INVALID }],
    [
      'a short number with texts on: the number’s message',
      { notifyByText: true, mobile: '513555' },
      all,
      { mobile: SPEC_PHONE_INVALID },
    ],
    ['a number whose area code starts with 1', { mobile: '1135550142' }, all, { mobile: SPEC_PHONE_VARIANT }],
    [
      'everything on and nothing on file',
      { notifyByText: true, notifyByEmail: true, notifyByVoice: true, voiceNotificationPreference: 'HOME' },
      none,
      { mobile: MOBILE_REQUIRED, notifyByEmail: EMAIL_MISSING, voiceNotificationPreference: HOME_MISSING },
    ],
  ] as const)('%s', (_name, change, onFile, errors) => {
    expect(notificationSettingsErrors({ ...off, ...change }, onFile)).toStrictEqual(errors);
  });
});

describe('notificationSettingsRequestOf (§7.1 "notify flags, voice preference, phone with country code USA")', () => {
  const prefs: SmsPreference[] = [{ type: 'ORDER_UPDATES', selected: true }];
  const form = (change: Partial<NotificationSettingsForm>): NotificationSettingsForm => ({
    notifyByText: true,
    notifyByEmail: true,
    notifyByVoice: true,
    voiceNotificationPreference: 'MOBILE',
    mobile: '(513) 555-0142',
    smsPreferences: prefs,
    ...change,
  });

  it('a 10-digit number: area code and number with country code USA; the flags as chosen', () => {
    expect(notificationSettingsRequestOf(form({}))).toStrictEqual({
      notifyByText: true,
      notifyByEmail: true,
      notifyByVoice: true,
      voiceNotificationPreference: 'MOBILE',
      phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
      smsPreferences: [{ type: 'ORDER_UPDATES', selected: true }],
    });
  });

  it('voice off keeps the preference UNKNOWN, whatever was chosen', () => {
    expect(
      notificationSettingsRequestOf(
        form({
          notifyByText: false,
          notifyByEmail: false,
          notifyByVoice: false,
          voiceNotificationPreference: 'HOME',
        }),
      ),
    ).toStrictEqual({
      notifyByText: false,
      notifyByEmail: false,
      notifyByVoice: false,
      voiceNotificationPreference: 'UNKNOWN',
      phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
      smsPreferences: [{ type: 'ORDER_UPDATES', selected: true }],
    });
  });

  it('voice on with HOME keeps HOME', () => {
    expect(
      notificationSettingsRequestOf(form({ voiceNotificationPreference: 'HOME' }))
        .voiceNotificationPreference,
    ).toBe('HOME');
  });

  it.each([
    ['no number', ''],
    ['9 digits', '513555014'],
  ])('%s: no phone (null)', (_name, mobile) => {
    expect(notificationSettingsRequestOf(form({ mobile })).phone).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// profile.ts: notifications
// ---------------------------------------------------------------------------------------------------------------

describe('notifications: texts and windows (§2.3, §8, §9 "Adulthood: 18 years", docs/choices.md)', () => {
  it('the empty and annual-verification texts are §8’s; fetch and dismiss are docs/choices.md’s', () => {
    expect(NOTIFICATION_MESSAGES).toEqual({
      empty: SPEC_NO_NOTIFICATIONS,
      annualVerificationFailed: SPEC_ANNUAL_VERIFICATION_FAILED,
      fetchFailed: 'We could not load the notifications. Please try again.',
      dismissFailed: 'We could not dismiss the notification. Please try again.',
    });
  });

  it('the list’s labels ("Yes, I still manage them" and "No": docs/choices.md)', () => {
    expect(NOTIFICATION_LABELS).toEqual({
      section: 'Patient Notifications',
      loading: 'Loading notifications…',
      dismiss: 'Dismiss',
      retry: 'Try Again',
      yes: 'Yes, I still manage them',
      no: 'No',
      review: 'Review Patient Access',
    });
  });

  it('windows: refill due within 7 days, access expiring within 30, approvals shown 7, adulthood within 30; 18 years', () => {
    expect(NOTIFICATION_WINDOWS).toEqual({
      refillDueDays: 7,
      accessExpiringDays: 30,
      approvedRecentDays: 7,
      adulthoodDays: 30,
    });
    expect(ADULTHOOD_YEARS).toBe(18);
  });

  it.each([
    ['2026-11-24', '11/24/2026'],
    ['2027-01-05', '01/05/2027'],
    [null, ''],
    ['', ''],
    ['soon', 'soon'],
  ])('displayDay(%j) is %j (MM/DD/YYYY; absent: empty; unreadable: as given)', (day, shown) => {
    expect(displayDay(day)).toBe(shown);
  });
});

describe('notificationText: each category and type in words', () => {
  const rx = (
    type: Extract<RxNotification, { category: 'PRESCRIPTION' }>['type'],
    patientPayAmount: number | null = null,
  ): RxNotification => ({
    category: 'PRESCRIPTION',
    notificationId: `n-${type}`,
    type,
    drugName: 'Omeprazole 20 mg Capsule',
    patientPayAmount,
    eventDate: null,
    rxRecordNumber: '501234570',
  });
  const access = (
    type: 'PENDING' | 'APPROVED' | 'EXPIRING',
    accessExpiryDate: string | null = null,
  ): RxNotification => ({
    category: 'PATIENT_ACCESS',
    notificationId: `a-${type}`,
    type,
    patientNumber: '100234567',
    careGiver: 'Morgan Ellis',
    customerId: 'c-2',
    accessExpiryDate,
  });
  const shipment = (drugNames: string[]): RxNotification => ({
    category: 'SHIPMENT',
    notificationId: 's-1',
    type: 'SHIPMENT_NOTIFICATION',
    shipmentId: 'SH1',
    drugNames,
  });

  it.each([
    [
      'adulthood (the annual verification)',
      {
        category: 'ADULTHOOD',
        notificationId: 'ad-1',
        patientNumber: '100234568',
        name: 'Riley Whitfield',
        adulthoodDate: '2026-12-01',
      } as RxNotification,
      {
        heading: 'Annual verification',
        text: "Riley Whitfield turns 18 on 12/01/2026. Do you still manage Riley Whitfield's prescriptions?",
      },
    ],
    [
      'an access request (PENDING)',
      access('PENDING'),
      { heading: 'Access request', text: 'Morgan Ellis asked to manage these prescriptions.' },
    ],
    [
      'an access granted (APPROVED)',
      access('APPROVED'),
      { heading: 'Access granted', text: 'You can now manage prescriptions for Morgan Ellis.' },
    ],
    [
      'an access ending (EXPIRING)',
      access('EXPIRING', '2026-12-15'),
      { heading: 'Access ending soon', text: 'Access for Morgan Ellis ends on 12/15/2026.' },
    ],
    [
      'an access ending (EXPIRING) without a date (docs/choices.md "Where notifications come from")',
      access('EXPIRING', null),
      { heading: 'Access ending soon', text: 'Access for Morgan Ellis ends soon.' },
    ],
    [
      'a shipment of two drugs',
      shipment(['Omeprazole 20 mg Capsule', 'Lisinopril 10 mg Tablet']),
      { heading: 'Your order has shipped', text: 'Omeprazole 20 mg Capsule, Lisinopril 10 mg Tablet' },
    ],
    [
      'a shipment of one drug',
      shipment(['Lisinopril 10 mg Tablet']),
      { heading: 'Your order has shipped', text: 'Lisinopril 10 mg Tablet' },
    ],
    [
      'ready for pickup with an amount',
      rx('READY_FOR_PICKUP', 12.5),
      { heading: 'Ready for pickup', text: 'Omeprazole 20 mg Capsule is ready for pickup ($12.50).' },
    ],
    [
      'ready for pickup with an amount of $7.10',
      rx('READY_FOR_PICKUP', 7.1),
      { heading: 'Ready for pickup', text: 'Omeprazole 20 mg Capsule is ready for pickup ($7.10).' },
    ],
    [
      'ready for pickup without an amount',
      rx('READY_FOR_PICKUP'),
      { heading: 'Ready for pickup', text: 'Omeprazole 20 mg Capsule is ready for pickup.' },
    ],
    [
      'overdue',
      rx('OVERDUE', 12.5),
      { heading: 'Refill overdue', text: 'Omeprazole 20 mg Capsule is overdue for a refill.' },
    ],
    [
      'refill due',
      rx('REFILL_DUE'),
      { heading: 'Refill due', text: 'Omeprazole 20 mg Capsule is due for a refill soon.' },
    ],
    [
      'refillable',
      rx('REFILLABLE'),
      { heading: 'Ready to refill', text: 'Omeprazole 20 mg Capsule can be refilled.' },
    ],
    [
      'never filled',
      rx('NEVER_FILLED'),
      { heading: 'Not filled yet', text: 'Omeprazole 20 mg Capsule has not been filled yet.' },
    ],
    [
      'never filled with a call to the prescriber',
      rx('NEVER_FILLED_WITH_CALL_TO_PRESCRIBER'),
      {
        heading: 'Not filled yet',
        text: 'Omeprazole 20 mg Capsule has not been filled yet; we will call your prescriber.',
      },
    ],
  ])('%s', (_name, notification, words) => {
    expect(notificationText(notification)).toStrictEqual(words);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// profile.ts: /rx/account/update
// ---------------------------------------------------------------------------------------------------------------

describe('/rx/account/update (Sign In Information; docs/choices.md)', () => {
  it('links to Personal Information, the forgot-password flow back to this page (account-signin.md §2) and Delete Account', () => {
    expect(ACCOUNT_PAGE_LINKS).toEqual({
      personal: '/account/profile',
      password: '/account/forgot-password?redirectUrl=%2Frx%2Faccount%2Fupdate',
      deleteAccount: '/account/delete',
    });
  });

  it('the page’s texts', () => {
    expect(ACCOUNT_UPDATE_TEXTS).toEqual({
      subtitle: 'Your sign-in details are kept with your account.',
      heading: 'Your account',
      intro:
        'Your email, password and personal details belong to your account, not to the pharmacy. Change them on these pages:',
      personal: 'Personal Information',
      personalText: 'Your name, email addresses and phone numbers.',
      password: 'Change Password',
      passwordText: 'We email you a link to choose a new password.',
      deleteAccount: 'Delete Account',
      deleteAccountText: 'Close your account and remove its data.',
      pharmacy: 'Pharmacy details',
      pharmacyText: 'Phones, addresses and the loyalty card the pharmacy uses are on the Patient Profile.',
      patientProfile: 'Patient Profile',
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// forms.ts
// ---------------------------------------------------------------------------------------------------------------

/** Jordan, born 03/15/1985 (41 on TODAY). */
const PERSON = { firstName: 'Jordan', lastName: 'Whitfield', month: '03', day: '15', year: '1985' };
const NO_PERSON = { firstName: '', lastName: '', month: '', day: '', year: '' };
const ADDRESS = {
  address1: '4821 Maple Ridge Dr',
  address2: '',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45227',
  phoneNum: '',
};
const NO_ADDRESS = { address1: '', address2: '', city: '', state: '', zipCode: '', phoneNum: '' };
const EMPTY_PERSON_MESSAGES = {
  firstName: SPEC_REQUIRED,
  lastName: SPEC_REQUIRED,
  month: SPEC_MONTH_REQUIRED,
  day: SPEC_DAY_REQUIRED,
  year: SPEC_YEAR_REQUIRED,
};
/** A date of birth as the three fields hold it. */
const born = (iso: string) => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { month, day, year };
};

describe('§2.4 patient lookup "Enter Patient Details" (§5 names, date, address, phone, email)', () => {
  const lookup = (change: Partial<PatientLookupValues> = {}): PatientLookupValues => ({
    ...PERSON,
    ...ADDRESS,
    email: '',
    dateOfBirth: '',
    ...change,
  });

  it('an empty form: names, the three date fields, address1, city, state and postal code are required', () => {
    expect(
      checkForm({ ...NO_PERSON, ...NO_ADDRESS, email: '', dateOfBirth: '' }, PATIENT_LOOKUP_RULES),
    ).toStrictEqual({
      ...EMPTY_PERSON_MESSAGES,
      address1: SPEC_REQUIRED,
      city: SPEC_REQUIRED,
      state: SPEC_REQUIRED,
      zipCode: SPEC_REQUIRED,
    });
  });

  it('a filled form has no message', () => {
    expect(
      checkForm(lookup({ phoneNum: '5135550142', email: 'jordan@example.com' }), PATIENT_LOOKUP_RULES),
    ).toStrictEqual({});
  });

  it.each([
    ['a name with a special character', { firstName: 'J@rdan' }, { firstName: SPEC_NO_SPECIAL }],
    ['month 13', { month: '13' }, { month: SPEC_DATE_INVALID }],
    ['a state not on the list', { state: 'ZZ' }, { state: SPEC_REQUIRED }],
    ['a 4-digit postal code', { zipCode: '4522' }, { zipCode: SPEC_POSTAL_CODE }],
    [
      'a 6-digit phone (optional, but checked when given)',
      { phoneNum: '513555' },
      { phoneNum: SPEC_PHONE_INVALID },
    ],
    ['an email without a domain', { email: 'jordan@' }, { email: SPEC_EMAIL_INVALID }],
  ])('%s', (_name, change, errors) => {
    expect(checkForm(lookup(change), PATIENT_LOOKUP_RULES)).toStrictEqual(errors);
  });

  it.each([
    ['an adult, no email, no phone', {}, { dateOfBirth: undefined, phoneNum: undefined }],
    [
      'born 18 years ago today (the 18th birthday)',
      born('2008-11-24'),
      { dateOfBirth: undefined, phoneNum: undefined },
    ],
    ['born 18 years ago tomorrow', born('2008-11-25'), { dateOfBirth: SPEC_ADULT, phoneNum: undefined }],
    [
      'an impossible date (02/30): "Date of Birth must be valid"',
      born('1985-02-30'),
      { dateOfBirth: SPEC_DOB_INVALID, phoneNum: undefined },
    ],
    [
      'an email without a phone',
      { email: 'jordan@example.com' },
      { dateOfBirth: undefined, phoneNum: SPEC_PHONE_WITH_EMAIL },
    ],
    [
      'an email with a phone',
      { email: 'jordan@example.com', phoneNum: '5135550142' },
      { dateOfBirth: undefined, phoneNum: undefined },
    ],
  ])('patientLookupCheck: %s', (_name, change, errors) => {
    expect(patientLookupCheck(TODAY)(lookup(change))).toStrictEqual(errors);
  });
});

describe('§2.4 prescription lookup by type: name only for pets, email for other adults, prescription inputs', () => {
  const values = (change: Partial<PrescriptionLookupValues> = {}): PrescriptionLookupValues => ({
    ...PERSON,
    email: '',
    rxType: 'RETAIL',
    rxNumber: '1234567',
    facilityPhone: '5135550100',
    dateOfBirth: '',
    ...change,
  });
  const empty: PrescriptionLookupValues = {
    ...NO_PERSON,
    email: '',
    rxType: '',
    rxNumber: '',
    facilityPhone: '',
    dateOfBirth: '',
  };

  it.each([
    ['SELF', ['firstName', 'lastName', 'month', 'day', 'year', 'rxType', 'rxNumber']],
    ['CHILD', ['firstName', 'lastName', 'month', 'day', 'year', 'rxType', 'rxNumber']],
    ['PET', ['firstName', 'lastName', 'rxType', 'rxNumber']],
    ['MANAGED_ADULT', ['firstName', 'lastName', 'month', 'day', 'year', 'email', 'rxType', 'rxNumber']],
    ['CAREGIVER', ['firstName', 'lastName', 'month', 'day', 'year', 'email', 'rxType', 'rxNumber']],
  ] as const)('the fields a %s lookup checks', (relationship, fields) => {
    expect(Object.keys(prescriptionLookupRules(relationship))).toEqual(fields);
  });

  it('an empty other-adult form: names, date, email, type and rx number are required', () => {
    expect(checkForm(empty, prescriptionLookupRules('MANAGED_ADULT'))).toStrictEqual({
      ...EMPTY_PERSON_MESSAGES,
      email: SPEC_REQUIRED,
      rxType: SPEC_REQUIRED,
      rxNumber: SPEC_REQUIRED,
    });
  });

  it('an empty pet form: names, type and rx number only', () => {
    expect(checkForm(empty, prescriptionLookupRules('PET'))).toStrictEqual({
      firstName: SPEC_REQUIRED,
      lastName: SPEC_REQUIRED,
      rxType: SPEC_REQUIRED,
      rxNumber: SPEC_REQUIRED,
    });
  });

  it.each([
    ['RETAIL', {}],
    ['MAIL_ORDER', {}],
    ['retail', { rxType: SPEC_REQUIRED }],
    ['PAPER', { rxType: SPEC_REQUIRED }],
  ])('the prescription type %s', (rxType, errors) => {
    expect(checkForm(values({ rxType }), prescriptionLookupRules('SELF'))).toStrictEqual(errors);
  });

  it.each([
    ['4 digits', '1234', { rxNumber: SPEC_RX_NUMBER }],
    ['5 digits', '12345', {}],
    ['8 digits', '12345678', {}],
    ['9 digits', '123456789', { rxNumber: SPEC_RX_NUMBER }],
  ])('§5 RX number of %s', (_name, rxNumber, errors) => {
    expect(checkForm(values({ rxNumber }), prescriptionLookupRules('CHILD'))).toStrictEqual(errors);
  });

  it.each([
    ['100 characters', `${'a'.repeat(88)}@example.com`, {}],
    ['101 characters', `${'a'.repeat(89)}@example.com`, { email: 'Must be 100 characters or less' }],
    ['an invalid email', 'casey.example.com', { email: SPEC_EMAIL_INVALID }],
  ])('§5 other-adult email of %s', (_name, email, errors) => {
    expect(checkForm(values({ email }), prescriptionLookupRules('CAREGIVER'))).toStrictEqual(errors);
  });

  it.each([
    [
      'CHILD',
      '2008-11-25',
      'the day before the 18th birthday',
      { dateOfBirth: undefined, facilityPhone: undefined },
    ],
    ['CHILD', '2008-11-24', 'the 18th birthday', { dateOfBirth: SPEC_CHILD, facilityPhone: undefined }],
    [
      'SELF',
      '2008-11-25',
      'the day before the 18th birthday',
      { dateOfBirth: SPEC_ADULT, facilityPhone: undefined },
    ],
    [
      'MANAGED_ADULT',
      '2008-11-24',
      'the 18th birthday',
      { dateOfBirth: undefined, facilityPhone: undefined },
    ],
    [
      'SELF',
      '1985-02-30',
      'an impossible date ("Date must be valid")',
      { dateOfBirth: SPEC_DATE_INVALID, facilityPhone: undefined },
    ],
    ['SELF', '1899-12-31', 'before 01/01/1900', { dateOfBirth: SPEC_AFTER_1900, facilityPhone: undefined }],
    ['SELF', '1900-01-01', 'on 01/01/1900', { dateOfBirth: undefined, facilityPhone: undefined }],
    ['SELF', '2026-11-25', 'tomorrow', { dateOfBirth: SPEC_DATE_FUTURE, facilityPhone: undefined }],
    [
      'PET',
      '2026-02-30',
      'an impossible date (a pet gives none)',
      { dateOfBirth: undefined, facilityPhone: undefined },
    ],
  ] as const)('prescriptionLookupCheck: %s born %s (%s)', (relationship, iso, _why, errors) => {
    expect(prescriptionLookupCheck(relationship, TODAY)(values(born(iso)))).toStrictEqual(errors);
  });

  it.each([
    ['RETAIL', '', SPEC_REQUIRED],
    ['RETAIL', '513555', SPEC_PHONE_INVALID],
    ['RETAIL', '(513) 555-0100', undefined],
    ['MAIL_ORDER', '', undefined],
  ])('§5 "Facility phone required for retail only": %s with %j → %s', (rxType, facilityPhone, message) => {
    expect(prescriptionLookupCheck('SELF', TODAY)(values({ rxType, facilityPhone })).facilityPhone).toBe(
      message,
    );
  });
});

describe("§2.4 Rx number verification form (§5 \"rxNumber 'Required'; facilityPhone 'Required' when retail\")", () => {
  it('checks the type and the rx number; the phone across fields', () => {
    expect(Object.keys(PRESCRIPTION_VERIFY_RULES)).toEqual(['rxType', 'rxNumber']);
    expect(
      checkForm({ rxType: '', rxNumber: '', facilityPhone: '' }, PRESCRIPTION_VERIFY_RULES),
    ).toStrictEqual({
      rxType: SPEC_REQUIRED,
      rxNumber: SPEC_REQUIRED,
    });
    expect(
      checkForm({ rxType: 'RETAIL', rxNumber: '1234567', facilityPhone: '' }, PRESCRIPTION_VERIFY_RULES),
    ).toStrictEqual({});
  });

  it.each([
    ['RETAIL', '', { facilityPhone: SPEC_REQUIRED }],
    ['RETAIL', '5135550100', { facilityPhone: undefined }],
    ['MAIL_ORDER', '', { facilityPhone: undefined }],
  ])('prescriptionVerifyCheck: %s with %j', (rxType, facilityPhone, errors) => {
    expect(prescriptionVerifyCheck({ rxType, rxNumber: '1234567', facilityPhone })).toStrictEqual(errors);
  });
});

describe('§2.4 primary account holder form: adult date of birth, name, address (§5 "must be an adult")', () => {
  const holder = (change: Partial<AccountHolderValues> = {}): AccountHolderValues => ({
    ...PERSON,
    ...ADDRESS,
    dateOfBirth: '',
    ...change,
  });

  it('an empty form: the same required fields as the patient lookup, no email', () => {
    expect(Object.keys(ACCOUNT_HOLDER_RULES)).not.toContain('email');
    expect(checkForm({ ...NO_PERSON, ...NO_ADDRESS, dateOfBirth: '' }, ACCOUNT_HOLDER_RULES)).toStrictEqual({
      ...EMPTY_PERSON_MESSAGES,
      address1: SPEC_REQUIRED,
      city: SPEC_REQUIRED,
      state: SPEC_REQUIRED,
      zipCode: SPEC_REQUIRED,
    });
    expect(checkForm(holder({ phoneNum: '51355' }), ACCOUNT_HOLDER_RULES)).toStrictEqual({
      phoneNum: SPEC_PHONE_INVALID,
    });
    expect(checkForm(holder(), ACCOUNT_HOLDER_RULES)).toStrictEqual({});
  });

  it.each([
    ['2008-11-24', 'the 18th birthday', undefined],
    ['2008-11-25', 'the day before', SPEC_ADULT],
    ['1985-02-30', 'an impossible date', SPEC_DATE_INVALID],
  ])('accountHolderCheck: born %s (%s) → %s', (iso, _why, message) => {
    expect(accountHolderCheck(TODAY)(holder(born(iso)))).toStrictEqual({ dateOfBirth: message });
  });
});

describe('§2.4 challenge questions (§5 "at least 4 characters; duplicates rejected with \'Answer is not unique\'; question required")', () => {
  const answers = (a1: string, a2: string, a3: string, password = ''): ChallengeValues => ({
    question1: 'SQ101',
    answer1: a1,
    question2: 'SQ201',
    answer2: a2,
    question3: 'SQ301',
    answer3: a3,
    password,
    preferredDevice: false,
  });

  it('the reset page adds the account password; creation does not', () => {
    const fields = ['question1', 'question2', 'question3', 'answer1', 'answer2', 'answer3'];
    expect(Object.keys(challengeRules(false))).toEqual(fields);
    expect(Object.keys(challengeRules(true))).toEqual([...fields, 'password']);
    expect(checkForm(answers('Maple', 'Cedar', 'Birch'), challengeRules(true))).toStrictEqual({
      password: SPEC_REQUIRED,
    });
    expect(checkForm(answers('Maple', 'Cedar', 'Birch'), challengeRules(false))).toStrictEqual({});
  });

  it('every question and answer is required', () => {
    expect(
      checkForm(
        { ...answers('', '', ''), question1: '', question2: '', question3: '' },
        challengeRules(false),
      ),
    ).toStrictEqual({
      question1: SPEC_REQUIRED,
      question2: SPEC_REQUIRED,
      question3: SPEC_REQUIRED,
      answer1: SPEC_REQUIRED,
      answer2: SPEC_REQUIRED,
      answer3: SPEC_REQUIRED,
    });
  });

  it.each([
    ['3 characters', 'abc', { answer1: 'Answer must be at least 4 characters' }],
    ['4 characters', 'abcd', {}],
  ])('an answer of %s', (_name, answer, errors) => {
    expect(checkForm(answers(answer, 'Cedar', 'Birch'), challengeRules(false))).toStrictEqual(errors);
  });

  it.each([
    ['all different', ['Maple', 'Cedar', 'Birch'], { answer2: undefined, answer3: undefined }],
    [
      'the second repeats the first',
      ['Maple', 'Maple', 'Birch'],
      { answer2: SPEC_ANSWER_NOT_UNIQUE, answer3: undefined },
    ],
    [
      'the third repeats the first',
      ['Maple', 'Cedar', 'maple '],
      { answer2: undefined, answer3: SPEC_ANSWER_NOT_UNIQUE },
    ],
    [
      'the third repeats the second',
      ['Maple', 'Cedar', 'CEDAR'],
      { answer2: undefined, answer3: SPEC_ANSWER_NOT_UNIQUE },
    ],
    [
      'all three the same',
      ['Oak', 'Oak', 'Oak'],
      { answer2: SPEC_ANSWER_NOT_UNIQUE, answer3: SPEC_ANSWER_NOT_UNIQUE },
    ],
  ] as const)('challengeCheck: %s', (_name, [a1, a2, a3], errors) => {
    expect(challengeCheck(answers(a1, a2, a3))).toStrictEqual(errors);
  });
});

describe('guest date of birth (§2.1 /rx/guest-verification; §5 "Date of birth", no age rule)', () => {
  const guest = (iso: string) => ({ ...born(iso), dateOfBirth: '' });
  it('checks the three date fields', () => {
    expect(Object.keys(GUEST_DATE_RULES)).toEqual(['month', 'day', 'year']);
    expect(checkForm({ month: '', day: '', year: '', dateOfBirth: '' }, GUEST_DATE_RULES)).toStrictEqual({
      month: SPEC_MONTH_REQUIRED,
      day: SPEC_DAY_REQUIRED,
      year: SPEC_YEAR_REQUIRED,
    });
  });
  it.each([
    ['a child of 5', '2021-06-01', undefined],
    ['today', '2026-11-24', undefined],
    ['tomorrow', '2026-11-25', SPEC_DATE_FUTURE],
    ['an impossible date', '2020-02-30', SPEC_DATE_INVALID],
    ['01/01/1900', '1900-01-01', undefined],
    // docs/choices.md "Which 1850/1900 limit": the guest refill's verification acts for a patient, so 1900.
    ['12/31/1899', '1899-12-31', SPEC_AFTER_1900],
  ])('guestDateCheck: %s (%s) → %s', (_name, iso, message) => {
    expect(guestDateCheck(TODAY)(guest(iso))).toStrictEqual({ dateOfBirth: message });
  });
});

describe('new-patient requester (§2.1 /rx/new-patient; §5 names, date of birth of an adult, phone)', () => {
  const requester = (change: Partial<RequesterValues> = {}): RequesterValues => ({
    ...PERSON,
    phone: '5135550142',
    dateOfBirth: '',
    ...change,
  });
  it('an empty form: names, date fields and the phone are required', () => {
    expect(checkForm({ ...NO_PERSON, phone: '', dateOfBirth: '' }, REQUESTER_RULES)).toStrictEqual({
      ...EMPTY_PERSON_MESSAGES,
      phone: SPEC_REQUIRED,
    });
    expect(checkForm(requester({ phone: '513555' }), REQUESTER_RULES)).toStrictEqual({
      phone: SPEC_PHONE_INVALID,
    });
    expect(checkForm(requester(), REQUESTER_RULES)).toStrictEqual({});
  });
  it.each([
    ['2008-11-24', undefined],
    ['2008-11-25', SPEC_ADULT],
  ])('requesterCheck: born %s → %s', (iso, message) => {
    expect(requesterCheck(TODAY)(requester(born(iso)))).toStrictEqual({ dateOfBirth: message });
  });
});

describe('§5 "Add-Rx required fields" of the new-patient form', () => {
  const blank = { medName: '', rxNumber: '', contactName: '', contactPhone: '', paperAcknowledge: false };
  it('has no per-field rules: the check is by type', () => {
    expect(ADD_RX_RULES).toEqual({});
  });
  it.each([
    [
      'NEW',
      {
        medName: 'Medication name is required',
        contactName: 'Contact name is required',
        contactPhone: 'Contact phone is required',
      },
    ],
    [
      'TRANSFER',
      {
        medName: 'Medication name is required',
        rxNumber: 'Prescription number is required',
        contactName: 'Contact name is required',
        contactPhone: 'Contact phone is required',
      },
    ],
    ['PAPER', { paperAcknowledge: 'Acknowledgement is required' }],
    ['', { type: SPEC_REQUIRED }],
  ])(
    'addRxCheck of an empty form of type %j: "{field} is required" per required field (no type: Required)',
    (type, errors) => {
      expect(addRxCheck({ ...blank, type })).toStrictEqual(errors);
    },
  );
});

// ---------------------------------------------------------------------------------------------------------------
// facilities.ts
// ---------------------------------------------------------------------------------------------------------------

describe('facility texts (§2.3, docs/choices.md "The lunch-closure line", "Store details page")', () => {
  it('"No Hours Found", the lunch-closure line and "View Store Details"', () => {
    const { lunchClosure, ...texts } = FACILITY_TEXTS;
    expect(texts).toEqual({
      noHoursFound: 'No Hours Found',
      closed: 'Closed',
      viewStoreDetails: 'View Store Details',
      hoursHeading: 'Pharmacy Hours',
      phone: 'Pharmacy phone',
    });
    expect(lunchClosure('1:30 PM - 2:00 PM')).toBe('Closed for lunch 1:30 PM - 2:00 PM');
  });

  it('the store details page’s texts; its failure is §8’s store search text', () => {
    expect(STORE_DETAILS_TEXTS).toEqual({
      title: 'Store Details',
      loading: 'Loading the store…',
      notFound: 'We could not find that store.',
      failed: SPEC_STORE_SEARCH_FAILED,
      retry: 'Try Again',
      address: 'Address',
      pharmacy: 'Pharmacy',
      services: 'Pharmacy services',
      delivery: 'Prescription delivery available',
      toTracker: 'Prescription Status Tracker',
    });
  });
});

describe('formatClock (§3 "Facility / pharmacy" hours, "9:00 AM - 9:00 PM"): HH:mm as h:mm AM/PM', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['09:00', '9:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:05', '1:05 PM'],
    ['21:30', '9:30 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM'],
    ['9', '9:00 AM'],
  ])('%s → %s', (clock, shown) => {
    expect(formatClock(clock)).toBe(shown);
  });
});

/** One day of hoursOfOperation.regularHours. */
const hours = (
  day: RegularHours['day'],
  open: string | null,
  close: string | null,
  breakStart: string | null = null,
  breakEnd: string | null = null,
): RegularHours => ({ day, open, close, breakStart, breakEnd });
const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

describe('pharmacyHoursOf (§3 pharmacyHours): consecutive days with the same hours and lunch in one line', () => {
  it('a week: Mon-Fri 9-9 with lunch, Sat 9-6 with lunch, Sun 10-5 without', () => {
    expect(
      pharmacyHoursOf([
        ...WEEKDAYS.map((d) => hours(d, '09:00', '21:00', '13:30', '14:00')),
        hours('SATURDAY', '09:00', '18:00', '13:30', '14:00'),
        hours('SUNDAY', '10:00', '17:00'),
      ]),
    ).toStrictEqual([
      { displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
      { displayName: 'Sat', hours: '9:00 AM - 6:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
      { displayName: 'Sun', hours: '10:00 AM - 5:00 PM', lunchBreak: null },
    ]);
  });

  it('every day the same: one line Mon-Sun', () => {
    const week = [...WEEKDAYS, 'SATURDAY', 'SUNDAY'] as const;
    expect(pharmacyHoursOf(week.map((d) => hours(d, '08:00', '20:00')))).toStrictEqual([
      { displayName: 'Mon-Sun', hours: '8:00 AM - 8:00 PM', lunchBreak: null },
    ]);
  });

  it.each([
    [
      'the opening time',
      hours('TUESDAY', '10:00', '21:00', '13:30', '14:00'),
      '10:00 AM - 9:00 PM',
      '1:30 PM - 2:00 PM',
    ],
    [
      'the closing time',
      hours('TUESDAY', '09:00', '20:00', '13:30', '14:00'),
      '9:00 AM - 8:00 PM',
      '1:30 PM - 2:00 PM',
    ],
    [
      'the lunch start',
      hours('TUESDAY', '09:00', '21:00', '13:00', '14:00'),
      '9:00 AM - 9:00 PM',
      '1:00 PM - 2:00 PM',
    ],
    [
      'the lunch end',
      hours('TUESDAY', '09:00', '21:00', '13:30', '14:30'),
      '9:00 AM - 9:00 PM',
      '1:30 PM - 2:30 PM',
    ],
  ])('two days differing only in %s are two lines', (_name, tuesday, tuesdayHours, tuesdayLunch) => {
    expect(pharmacyHoursOf([hours('MONDAY', '09:00', '21:00', '13:30', '14:00'), tuesday])).toStrictEqual([
      { displayName: 'Mon', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
      { displayName: 'Tue', hours: tuesdayHours, lunchBreak: tuesdayLunch },
    ]);
  });

  it('the same hours on days that are not consecutive stay apart; a closed day says Closed', () => {
    expect(
      pharmacyHoursOf([
        hours('MONDAY', '09:00', '21:00'),
        hours('TUESDAY', null, null),
        hours('WEDNESDAY', '09:00', '21:00'),
        hours('THURSDAY', '09:00', '21:00'),
      ]),
    ).toStrictEqual([
      { displayName: 'Mon', hours: '9:00 AM - 9:00 PM', lunchBreak: null },
      { displayName: 'Tue', hours: 'Closed', lunchBreak: null },
      { displayName: 'Wed-Thu', hours: '9:00 AM - 9:00 PM', lunchBreak: null },
    ]);
  });

  it.each([
    ['an opening time without a closing time', hours('SATURDAY', '09:00', null), 'Closed', null],
    ['a closing time without an opening time', hours('SATURDAY', null, '18:00'), 'Closed', null],
    [
      'a lunch start without an end',
      hours('SATURDAY', '09:00', '18:00', '13:30', null),
      '9:00 AM - 6:00 PM',
      null,
    ],
    [
      'a lunch end without a start',
      hours('SATURDAY', '09:00', '18:00', null, '14:00'),
      '9:00 AM - 6:00 PM',
      null,
    ],
  ])('%s', (_name, day, shown, lunch) => {
    expect(pharmacyHoursOf([day])).toStrictEqual([{ displayName: 'Sat', hours: shown, lunchBreak: lunch }]);
  });

  it('a weekend of two days: Sat-Sun; no days: no lines', () => {
    expect(
      pharmacyHoursOf([hours('SATURDAY', '10:00', '16:00'), hours('SUNDAY', '10:00', '16:00')]),
    ).toStrictEqual([{ displayName: 'Sat-Sun', hours: '10:00 AM - 4:00 PM', lunchBreak: null }]);
    expect(pharmacyHoursOf([])).toStrictEqual([]);
  });
});

describe('prettyHoursOf and breakHoursOf (§3 prettyHours, breakHours)', () => {
  const entry = (displayName: string, hoursText: string, lunchBreak: string | null): PharmacyHoursEntry => ({
    displayName,
    hours: hoursText,
    lunchBreak,
  });
  const LUNCH = '1:30 PM - 2:00 PM';

  it('prettyHours: "Mon-Fri: 9:00 AM - 9:00 PM" per line', () => {
    expect(
      prettyHoursOf([entry('Mon-Fri', '9:00 AM - 9:00 PM', LUNCH), entry('Sun', 'Closed', null)]),
    ).toStrictEqual(['Mon-Fri: 9:00 AM - 9:00 PM', 'Sun: Closed']);
  });

  it.each([
    ['every open day shares one break', [entry('Mon-Fri', 'x', LUNCH), entry('Sat', 'y', LUNCH)], LUNCH],
    ['one break and days without one', [entry('Mon-Fri', 'x', LUNCH), entry('Sun', 'y', null)], LUNCH],
    ['two different breaks', [entry('Mon-Fri', 'x', LUNCH), entry('Sat', 'y', '12:00 PM - 12:30 PM')], null],
    ['no break at all', [entry('Mon-Sun', 'x', null)], null],
    ['no days', [], null],
  ])('breakHours when %s', (_name, entries, breakHours) => {
    expect(breakHoursOf(entries)).toBe(breakHours);
  });
});

describe('hoursBlock (§2.3 "weekday and weekend hours, a lunch-closure line, or \'No Hours Found\'")', () => {
  const pharmacyHours = [
    { displayName: 'Mon-Fri', hours: '9:00 AM - 9:00 PM', lunchBreak: '1:30 PM - 2:00 PM' },
    { displayName: 'Sun', hours: 'Closed', lunchBreak: null },
  ];

  it('the lines of every day, closed ones included, and the lunch-closure line', () => {
    expect(hoursBlock({ pharmacyHours, breakHours: '1:30 PM - 2:00 PM' })).toStrictEqual({
      lines: ['Mon-Fri 9:00 AM - 9:00 PM', 'Sun Closed'],
      lunch: 'Closed for lunch 1:30 PM - 2:00 PM',
    });
  });

  it('no shared lunch break: no lunch line', () => {
    expect(hoursBlock({ pharmacyHours, breakHours: null })).toStrictEqual({
      lines: ['Mon-Fri 9:00 AM - 9:00 PM', 'Sun Closed'],
      lunch: null,
    });
  });

  it.each([
    ['every day closed', [{ displayName: 'Mon-Sun', hours: 'Closed', lunchBreak: null }]],
    ['no hours', []],
  ])('%s: null (No Hours Found)', (_name, entries) => {
    expect(hoursBlock({ pharmacyHours: entries, breakHours: '1:30 PM - 2:00 PM' })).toBeNull();
  });
});

describe('store details address (§2.1 "/stores/grocery/st/city/store-name/{first 3 characters of facilityId}/{rest of facilityId}")', () => {
  it('the prefix is /stores/grocery', () => {
    expect(STORE_DETAILS_PREFIX).toBe('/stores/grocery');
  });

  it.each([
    ['FreshWay Pharmacy Oakley', 'freshway-pharmacy-oakley'],
    ['OH', 'oh'],
    ['Hyde Park', 'hyde-park'],
    ['St. Louis', 'st-louis'],
    ['  --Hyde  Park!! ', 'hyde-park'],
    ['Café Münster', 'cafe-munster'],
    ['Store 00412', 'store-00412'],
    ['', '-'],
    ['!!!', '-'],
  ])('slug(%j) is %j', (text, segment) => {
    expect(slug(text)).toBe(segment);
  });

  it.each([
    [
      'FreshWay Pharmacy Oakley',
      {
        facilityId: '01400412',
        vanityName: 'FreshWay Pharmacy Oakley',
        address: { state: 'OH', city: 'Cincinnati' },
      },
      '/stores/grocery/oh/cincinnati/freshway-pharmacy-oakley/014/00412',
    ],
    [
      'a city of two words',
      {
        facilityId: '01400388',
        vanityName: 'FreshWay Hyde Park',
        address: { state: 'oh', city: 'Hyde Park' },
      },
      '/stores/grocery/oh/hyde-park/freshway-hyde-park/014/00388',
    ],
    [
      'an id with characters an address escapes',
      { facilityId: 'A B/12', vanityName: 'X', address: { state: 'OH', city: 'Y' } },
      '/stores/grocery/oh/y/x/A%20B/%2F12',
    ],
  ])('storeDetailsPath: %s', (_name, facility, path) => {
    expect(storeDetailsPath(facility)).toBe(path);
  });

  it('the facility id of an address is its division and store segments joined', () => {
    expect(facilityIdFromStorePath('014', '00412')).toBe('01400412');
  });

  it.each([
    ['5135550100', '(513) 555-0100'],
    ['513-555-0100', '(513) 555-0100'],
    ['513555010', '513555010'],
    ['15135550100', '15135550100'],
    ['', ''],
  ])('formatFacilityPhone(%j) is %j (10 digits formatted, anything else as given)', (digits, shown) => {
    expect(formatFacilityPhone(digits)).toBe(shown);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// history.ts
// ---------------------------------------------------------------------------------------------------------------

describe('§9 history range and filters: last 12 months, capped at 36 months back, All, 4 weeks', () => {
  it('the constants', () => {
    expect(HISTORY_RANGE).toEqual({ defaultMonths: 12, maxMonths: 36 });
    expect(RECENTLY_SOLD_WEEKS).toBe(4);
    expect(ALL_FILTER).toBe('All');
  });

  it.each([
    ['2026-11-24', '2023-11-24', '2025-11-24'],
    ['2026-03-31', '2023-03-31', '2025-03-31'],
    ['2024-02-29', '2021-02-28', '2023-02-28'],
  ])('today %s: the earliest start is %s, the default start %s', (today, earliest, from) => {
    expect(earliestStart(today)).toBe(earliest);
    expect(defaultRange(today)).toStrictEqual({ from, to: today });
  });

  it('the default filters: the last 12 months, All prescriptions, All locations', () => {
    expect(defaultHistoryFilters(TODAY)).toStrictEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      prescription: 'All',
      location: 'All',
    });
    expect(defaultReceiptFilters(TODAY)).toStrictEqual({
      from: '2025-11-24',
      to: '2026-11-24',
      location: 'All',
    });
  });
});

describe('rangeError (§5 "limited to 36 months back", "Date must be on or after {date}", docs/choices.md)', () => {
  const INVALID = 'Please enter a valid date.';
  const TOO_EARLY = 'Date must be on or after 11/24/2023';
  const ORDER = 'The start date must be on or before the end date.';

  it('the messages', () => {
    const { tooEarly, ...fixed } = RANGE_ERRORS;
    expect(fixed).toEqual({ invalid: INVALID, future: SPEC_DATE_FUTURE, order: ORDER });
    expect(tooEarly('01/02/2024')).toBe('Date must be on or after 01/02/2024');
  });

  it.each([
    ['the default range', '2025-11-24', '2026-11-24', null],
    ['from on the cut-off (36 months back)', '2023-11-24', '2026-11-24', null],
    ['from 1 day before the cut-off', '2023-11-23', '2026-11-24', TOO_EARLY],
    ['from 1 day after the cut-off', '2023-11-25', '2024-01-01', null],
    ['to today', '2026-11-01', '2026-11-24', null],
    ['from and to today', '2026-11-24', '2026-11-24', null],
    ['to tomorrow', '2026-11-01', '2026-11-25', SPEC_DATE_FUTURE],
    ['from and to tomorrow', '2026-11-25', '2026-11-25', SPEC_DATE_FUTURE],
    ['from tomorrow, to today (the future comes first)', '2026-11-25', '2026-11-24', SPEC_DATE_FUTURE],
    ['one day (from = to)', '2026-06-01', '2026-06-01', null],
    ['from 1 day after to', '2026-06-02', '2026-06-01', ORDER],
    ['from too early and after to (too early comes first)', '2023-01-01', '2022-01-01', TOO_EARLY],
    ['from not a date', 'soon', '2026-11-24', INVALID],
    ['to empty', '2026-01-01', '', INVALID],
    ['from 02/30 (no such day)', '2026-02-30', '2026-11-24', INVALID],
    ['to 02/30 (no such day)', '2026-01-01', '2026-02-30', INVALID],
    ['from with a time', '2026-01-01T00:00', '2026-11-24', INVALID],
    ['to with a time', '2026-01-01', '2026-11-24T00:00', INVALID],
    ['from with a signed 6-digit year', '+002026-01-01', '2026-11-24', INVALID],
    ['to with a signed 6-digit year', '2026-01-01', '+002026-11-24', INVALID],
    ['from in the basic format', '20260101', '2026-11-24', INVALID],
    ['to in the basic format', '2026-01-01', '20261124', INVALID],
  ])('%s: %s to %s → %s', (_name, from, to, message) => {
    expect(rangeError({ from, to }, TODAY)).toBe(message);
  });

  it.each([
    ['2026-11-24', '11/24/2026'],
    ['2026-11-24T10:00:00Z', '11/24/2026'],
  ])('displayDate(%s) is %s', (iso, shown) => {
    expect(displayDate(iso)).toBe(shown);
  });
});

describe('isRecentlySold: sold within the last 4 weeks, today included (§9, docs/choices.md)', () => {
  it.each([
    ['today', '2026-11-24', true],
    ['27 days ago', '2026-10-28', true],
    ['28 days ago (4 weeks, on the cut-off)', '2026-10-27', true],
    ['29 days ago', '2026-10-26', false],
    ['a year ago', '2025-11-24', false],
    ['tomorrow', '2026-11-25', false],
  ])('%s (%s): %s', (_name, soldDate, recent) => {
    expect(isRecentlySold(soldDate, TODAY)).toBe(recent);
  });
});

const OAKLEY = {
  facilityId: '01400412',
  vanityName: 'FreshWay Pharmacy Oakley',
  facilityType: 'RETAIL',
  address1: '3000 Madison Rd',
  city: 'Cincinnati',
  state: 'OH',
} as const;
const HYDE_PARK = { ...OAKLEY, facilityId: '01400388', vanityName: 'FreshWay Hyde Park' } as const;
const fill = (id: string, change: Partial<Transaction>): Transaction => ({
  transactionId: id,
  patientNumber: '100234567',
  rxNumber: '1234567',
  rxRecordNumber: '501234570',
  rxFillSequence: 1,
  drugName: 'Omeprazole 20 mg Capsule',
  productNumber: '00093715601',
  soldDate: '2026-06-01',
  quantity: 30,
  daysSupply: 30,
  fillStatus: 'SOLD',
  patientPayAmount: 0,
  insurancePaidAmount: 0,
  retailPrice: 0,
  prescriberName: 'Dr. Ana Ruiz',
  receiptId: null,
  facility: OAKLEY,
  ...change,
});

describe('filterTransactions (§3 "Prescription history" filterParams; §9 "All"): prescription, location and the dates, both ends included', () => {
  const list = [
    fill('t1', { soldDate: '2025-11-23' }),
    fill('t2', { soldDate: '2025-11-24' }),
    fill('t3', { soldDate: '2026-06-01', rxNumber: '7654321', facility: HYDE_PARK }),
    fill('t4', { soldDate: '2026-11-24', facility: HYDE_PARK }),
    fill('t5', { soldDate: '2026-11-25' }),
  ];
  const ids = (f: Parameters<typeof filterTransactions>[1]) =>
    filterTransactions(list, f).map((t) => t.transactionId);
  const range = { from: '2025-11-24', to: '2026-11-24' };

  it.each([
    [
      'All and All: the range only (the day before and the day after left out)',
      { prescription: 'All', location: 'All' },
      ['t2', 't3', 't4'],
    ],
    ['one prescription', { prescription: '7654321', location: 'All' }, ['t3']],
    ['the other prescription', { prescription: '1234567', location: 'All' }, ['t2', 't4']],
    ['one location', { prescription: 'All', location: '01400388' }, ['t3', 't4']],
    ['a prescription and a location', { prescription: '1234567', location: '01400388' }, ['t4']],
    ['a prescription not in the list', { prescription: '999', location: 'All' }, []],
  ])('%s', (_name, filters, expected) => {
    expect(ids({ ...range, ...filters })).toEqual(expected);
  });
});

describe('filterReceipts (§3 filterParamsReceipts, receipts (dateTime, pharmacy)): location and the receipt’s calendar day, both ends included', () => {
  const receipt = (receiptId: string, dateTime: string, pharmacy: Receipt['pharmacy'] = OAKLEY): Receipt => ({
    receiptId,
    dateTime,
    pharmacy,
    registerNumber: '3',
    items: [],
    subtotal: 0,
    tax: 0,
    total: 0,
  });
  const list = [
    receipt('r1', '2025-11-23T23:59:00-05:00'),
    receipt('r2', '2025-11-24T08:00:00-05:00'),
    receipt('r3', '2026-06-01T12:00:00-05:00', HYDE_PARK),
    receipt('r4', '2026-11-24T23:59:00-05:00', HYDE_PARK),
    receipt('r5', '2026-11-25T00:01:00-05:00'),
  ];
  it.each([
    ['All', ['r2', 'r3', 'r4']],
    ['01400388', ['r3', 'r4']],
    ['01400412', ['r2']],
  ])('location %s', (location, expected) => {
    expect(
      filterReceipts(list, { from: '2025-11-24', to: '2026-11-24', location }).map((r) => r.receiptId),
    ).toEqual(expected);
  });
});

describe('the filters’ choices (§9 "Default filters: All for prescription and location"): each once, in order of first appearance', () => {
  const list = [
    fill('t1', { rxNumber: '1234567', drugName: 'Omeprazole 20 mg Capsule' }),
    fill('t2', { rxNumber: '7654321', drugName: 'Lisinopril 10 mg Tablet', facility: HYDE_PARK }),
    fill('t3', { rxNumber: '1234567', drugName: 'Omeprazole 40 mg Capsule', facility: HYDE_PARK }),
  ];
  it('prescriptionOptions: "{drug} (Rx {number})", the first drug name of a number', () => {
    expect(prescriptionOptions(list)).toStrictEqual([
      { value: '1234567', label: 'Omeprazole 20 mg Capsule (Rx 1234567)' },
      { value: '7654321', label: 'Lisinopril 10 mg Tablet (Rx 7654321)' },
    ]);
    expect(prescriptionOptions([])).toStrictEqual([]);
  });
  it('locationOptions: the facility id and its name', () => {
    expect(locationOptions(list)).toStrictEqual([
      { value: '01400412', label: 'FreshWay Pharmacy Oakley' },
      { value: '01400388', label: 'FreshWay Hyde Park' },
    ]);
  });
});

describe('expenseTotals (§2.1 Expense Report; §3 fillStatus SOLD, Returned): sold minus returned, to the cent', () => {
  it('two sold and one returned', () => {
    expect(
      expenseTotals([
        fill('t1', { patientPayAmount: 10.1, insurancePaidAmount: 20.2, retailPrice: 40 }),
        fill('t2', { patientPayAmount: 5.25, insurancePaidAmount: 1, retailPrice: 9.99 }),
        fill('t3', {
          fillStatus: 'Returned',
          patientPayAmount: 5.25,
          insurancePaidAmount: 1,
          retailPrice: 9.99,
        }),
      ]),
    ).toStrictEqual({ fills: 2, patientPaid: 10.1, insurancePaid: 20.2, retailPrice: 40 });
  });

  it('amounts whose floating-point sum is off are rounded to the cent (0.1 + 0.2 = 0.3)', () => {
    expect(
      expenseTotals([
        fill('t1', { patientPayAmount: 0.1, insurancePaidAmount: 0.7, retailPrice: 1.1 }),
        fill('t2', { patientPayAmount: 0.2, insurancePaidAmount: 0.1, retailPrice: 2.2 }),
      ]),
    ).toStrictEqual({ fills: 2, patientPaid: 0.3, insurancePaid: 0.8, retailPrice: 3.3 });
  });

  it('only a return: negative totals and no fills', () => {
    expect(
      expenseTotals([
        fill('t1', { fillStatus: 'Returned', patientPayAmount: 4.5, insurancePaidAmount: 2, retailPrice: 8 }),
      ]),
    ).toStrictEqual({ fills: 0, patientPaid: -4.5, insurancePaid: -2, retailPrice: -8 });
  });

  it('no fills: zeros', () => {
    expect(expenseTotals([])).toStrictEqual({ fills: 0, patientPaid: 0, insurancePaid: 0, retailPrice: 0 });
  });

  it.each([
    [12.5, '$12.50'],
    [0, '$0.00'],
    [-3.2, '-$3.20'],
    [1234.567, '$1234.57'],
  ])('formatMoney(%d) is %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });
});

describe('records pages: texts (chosen), addresses (§2.1) and query parameters', () => {
  it('the no-patients texts', () => {
    expect(NO_PATIENTS_TEXTS).toEqual({
      text: 'There are no patients on your pharmacy account yet.',
      link: 'Add a Patient',
    });
  });

  it('the history’s texts ("Recently sold" and the mail-order line: docs/choices.md)', () => {
    const { dataFrom, receiptsFor, ...texts } = HISTORY_TEXTS;
    expect(texts).toEqual({
      loading: 'Loading prescription history…',
      loadError: 'We could not load your prescription history. Please try again.',
      retry: 'Try Again',
      from: 'From',
      date: 'Date',
      quantity: 'Quantity',
      prescriber: 'Prescriber',
      status: 'Status',
      pharmacy: 'Pharmacy',
      lastFilled: 'Last filled',
      expires: 'Expires',
      fillHistory: 'Fill history',
      receipt: 'Receipt',
      register: 'Register',
      subtotal: 'Subtotal',
      tax: 'Tax',
      total: 'Total',
      to: 'To',
      prescription: 'Prescription',
      location: 'Location',
      all: 'All',
      apply: 'Apply Filters',
      empty: 'There are no prescriptions in this date range.',
      recentlySold: 'Recently sold',
      returned: 'Returned',
      receipts: 'Prescription Receipts',
      expenseReport: 'Expense Report',
      createExpenseReport: 'Create Expense Report',
      createReport: 'Create Report',
      print: 'Print',
      details: 'Details',
      drugInfo: 'Drug Information',
      hasMailOrder: 'Mail-order fills are included in this history.',
      patient: 'Patient',
      noLoyaltyCard: 'Receipts are listed by loyalty card. This patient has no loyalty card on file.',
      viewReceipt: 'View Receipt',
      closeReceipt: 'Close Receipt',
      noReceipts: 'There are no receipts in this date range.',
      notFound: 'We could not find this prescription.',
      totals: 'Totals',
      patientPaid: 'You paid',
      insurancePaid: 'Insurance paid',
      retailPrice: 'Retail price',
      fills: 'Fills',
    });
    expect(dataFrom('05/01/2024')).toBe('History available from 05/01/2024.');
    expect(receiptsFor('5678')).toBe('Receipts for the loyalty card ending in 5678');
  });

  it('the monograph’s texts: English and Spanish (docs/choices.md "Monograph languages")', () => {
    const { imageAlt, ...texts } = MONOGRAPH_TEXTS;
    expect(texts).toEqual({
      loading: 'Loading drug information…',
      loadError: 'We could not load the drug information. Please try again.',
      notFound: 'No drug information is available for this product.',
      language: 'Language',
      languages: { en: 'English', es: 'Español' },
      disclaimer:
        'This information is a summary and does not replace the advice of your doctor or pharmacist.',
      disclaimerEs: 'Esta información es un resumen y no reemplaza los consejos de su médico o farmacéutico.',
    });
    expect(imageAlt('Omeprazole 20 mg Capsule')).toBe('Picture of Omeprazole 20 mg Capsule');
  });

  it('§2.1 the records routes and their query parameters', () => {
    expect(RECORDS_PATHS).toEqual({
      history: '/rx/prescription-history',
      detail: '/rx/prescription-history/detail',
      monograph: '/rx/prescription-monograph',
      receipts: '/rx/prescription-receipt',
      expenseReport: '/rx/prescription-history/expense-report',
      createExpenseReport: '/rx/create-expense-report',
    });
    expect(RECORDS_QUERY).toEqual({
      patientNumber: 'patientNumber',
      rxRecordNum: 'rxRecordNum',
      secondaryStatus: 'secondaryStatus',
      productNumber: 'productNumber',
      languageCode: 'languageCode',
      startDate: 'startDate',
      endDate: 'endDate',
    });
  });

  it.each([
    [
      'with a secondary status',
      'Awaiting Restock',
      '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234570&secondaryStatus=Awaiting+Restock',
    ],
    [
      'without one (null)',
      null,
      '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234570',
    ],
    [
      'without one (empty)',
      '',
      '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234570',
    ],
    [
      'without one (absent)',
      undefined,
      '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234570',
    ],
  ])(
    'detailPath %s (§2.1 "patientNumber, rxRecordNum and secondaryStatus")',
    (_name, secondaryStatus, path) => {
      expect(detailPath('100234567', '501234570', secondaryStatus)).toBe(path);
    },
  );

  it('monographPath: ?productNumber={productNumber}; expenseReportPath: ?startDate&endDate', () => {
    expect(monographPath('00093715601')).toBe('/rx/prescription-monograph?productNumber=00093715601');
    expect(expenseReportPath({ from: '2025-11-24', to: '2026-11-24' })).toBe(
      '/rx/prescription-history/expense-report?startDate=2025-11-24&endDate=2026-11-24',
    );
  });

  it.each([
    [new Date(2026, 10, 24, 0, 0), '2026-11-24'],
    [new Date(2026, 10, 24, 23, 59), '2026-11-24'],
    [new Date(2026, 11, 31, 12, 0), '2026-12-31'],
  ])('calendarDay(%s) is %s (the local calendar day)', (now, day) => {
    expect(calendarDay(now)).toBe(day);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// vaccineRecord.ts
// ---------------------------------------------------------------------------------------------------------------

describe('§8 "Vaccine record" texts and their outcomes', () => {
  it('the five texts, literally (the spec’s spelling "Digitial" included)', () => {
    expect(DVR_MESSAGES).toEqual({
      notFound: SPEC_DVR_NOT_FOUND,
      incorrect: SPEC_DVR_INCORRECT,
      tooManyAttempts: SPEC_DVR_TOO_MANY,
      generic: SPEC_DVR_GENERIC,
      expired: SPEC_DVR_EXPIRED,
    });
  });

  it.each([
    ['a 404', httpError(404), SPEC_DVR_NOT_FOUND],
    ['a 401', httpError(401), SPEC_DVR_INCORRECT],
    ['a 403', httpError(403), SPEC_DVR_TOO_MANY],
    ['a 400', httpError(400), SPEC_DVR_GENERIC],
    ['a 500', httpError(500), SPEC_DVR_GENERIC],
    ['no answer (network)', { ...httpError(0), kind: 'network' }, SPEC_DVR_GENERIC],
    ['a plain Error', new Error('offline'), SPEC_DVR_GENERIC],
  ])('dvrErrorMessage: %s', (_name, error, text) => {
    expect(dvrErrorMessage(error)).toBe(text);
  });

  it.each([
    ['a 401 (the verification ran out)', httpError(401), SPEC_DVR_EXPIRED],
    ['a 403', httpError(403), SPEC_DVR_GENERIC],
    ['a 404', httpError(404), SPEC_DVR_GENERIC],
    ['a 500', httpError(500), SPEC_DVR_GENERIC],
  ])('dvrSendErrorMessage: %s', (_name, error, text) => {
    expect(dvrSendErrorMessage(error)).toBe(text);
  });

  it('the expired link’s toast: "Link Expired" with §8’s text (docs/choices.md)', () => {
    expect(DVR_EXPIRED_TOAST).toEqual({ heading: 'Link Expired', text: SPEC_DVR_EXPIRED, tone: 'error' });
  });

  it('limits: 3 failures, 15-minute lock, 10-minute verification, 30-minute link, 15-minute grant', () => {
    expect(DVR_LIMITS).toEqual({
      maxFailures: 3,
      lockMinutes: 15,
      verificationMinutes: 10,
      linkMinutes: 30,
      grantMinutes: 15,
    });
    expect(DVR_VERIFY_METHODS).toEqual(['dateOfBirth', 'phoneNumber']);
  });

  it('the pages’ texts (§5/§8 form errors literally)', () => {
    const { smsSent, ...texts } = DVR_TEXTS;
    expect(texts).toEqual({
      intro:
        'Get your vaccination record as a SMART Health Card: a QR code you can show on your phone or add to a health app, signed by the pharmacy so it can be checked.',
      start: 'Get My Vaccine Record',
      verifyHeading: 'Verify the Patient',
      verifyIntro:
        'Enter the patient’s name and either the date of birth or the mobile phone number on file.',
      firstName: 'First Name',
      lastName: 'Last Name',
      method: 'Verify with',
      methods: { dateOfBirth: 'Date of birth', phoneNumber: 'Mobile phone number' },
      dateOfBirth: 'Date of Birth',
      phoneNumber: 'Mobile Phone Number',
      submit: 'Verify',
      verifying: 'Verifying…',
      sending: 'Sending the text message…',
      smsSentHeading: 'Check Your Phone',
      loading: 'Loading your vaccine record…',
      resultHeading: 'Your Vaccine Record',
      qrLabel: 'SMART Health Card QR code',
      qrHelp:
        'Scan this code with a health-card reader or your phone’s camera to add the record to a health app.',
      download: 'Download SMART Health Card',
      doses: 'Vaccinations',
      lot: 'Lot',
      dose: 'Dose',
      givenAt: 'Given at',
      issuer: 'Issued by',
      startOver: 'Start Over',
      tryAgain: 'Try Again',
      required: SPEC_REQUIRED,
      invalidPhone: SPEC_PHONE_INVALID,
      invalidDate: SPEC_DOB_INVALID,
    });
    expect(smsSent('0142', 30)).toBe(
      'We sent a text message with a link to your vaccine record to the mobile number ending in 0142. The link works for 30 minutes.',
    );
  });
});

describe('SMART Health Card numeric QR (§2.1 /rx/digital-vaccine-record/result; docs/choices.md "The SMART Health Card")', () => {
  it('the prefix and the download’s name (docs/choices.md)', () => {
    expect(SHC_PREFIX).toBe('shc:/');
    expect(SHC_FILE_NAME).toBe('vaccine-record.smart-health-card');
  });

  it.each([
    ['-', 'shc:/00'],
    ['.', 'shc:/01'],
    ['z', 'shc:/77'],
    ['ey.J', 'shc:/56760129'],
    ['', 'shc:/'],
  ])('toShcNumeric(%j) is %j', (jws, qr) => {
    expect(toShcNumeric(jws)).toBe(qr);
  });

  it.each([
    [',', 'one below "-"'],
    ['{', 'one above "z"'],
    [' ', 'a space'],
  ])('toShcNumeric refuses %j (%s)', (jws) => {
    expect(() => toShcNumeric(jws)).toThrow('Not a compact JWS character');
  });

  it.each([
    ['shc:/00', '-'],
    ['shc:/77', 'z'],
    ['shc:/5676', 'ey'],
    ['shc:/56760129', 'ey.J'],
  ])('fromShcNumeric(%j) is %j', (qr, jws) => {
    expect(fromShcNumeric(qr)).toBe(jws);
  });

  it.each([
    ['00', 'Not a SMART Health Card QR payload'],
    ['xshc:/00', 'Not a SMART Health Card QR payload'],
    ['shc:/', 'Malformed SMART Health Card numeric payload'],
    ['shc:/123', 'Malformed SMART Health Card numeric payload'],
    ['shc:/x12', 'Malformed SMART Health Card numeric payload'],
    ['shc:/12x', 'Malformed SMART Health Card numeric payload'],
    ['shc:/12 34', 'Malformed SMART Health Card numeric payload'],
  ])('fromShcNumeric refuses %j', (qr, message) => {
    expect(() => fromShcNumeric(qr)).toThrow(message);
  });
});

describe('the verify form (§5 names, date of birth, phone; docs/choices.md "The vaccine record\'s verification")', () => {
  const byDate = (iso: string, change: Partial<DvrFormValues> = {}): DvrFormValues => ({
    firstName: 'Riley',
    lastName: 'Whitfield',
    method: 'dateOfBirth',
    ...born(iso),
    phoneNumber: '',
    ...change,
  });
  const byPhone = (phoneNumber: string, change: Partial<DvrFormValues> = {}): DvrFormValues => ({
    firstName: 'Riley',
    lastName: 'Whitfield',
    method: 'phoneNumber',
    month: '',
    day: '',
    year: '',
    phoneNumber,
    ...change,
  });

  it('the names are checked per field', () => {
    expect(Object.keys(DVR_FORM_RULES)).toEqual(['firstName', 'lastName']);
    expect(checkForm({ firstName: '', lastName: 'Wh!tfield' }, DVR_FORM_RULES)).toStrictEqual({
      firstName: SPEC_REQUIRED,
      lastName: SPEC_NO_SPECIAL,
    });
  });

  it.each([
    [
      'a child of 5 (no age rule)',
      '2021-06-01',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: undefined },
    ],
    [
      'born today',
      '2026-11-24',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: undefined },
    ],
    [
      'born tomorrow',
      '2026-11-25',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: SPEC_DATE_FUTURE },
    ],
    [
      'on 01/01/1850',
      '1850-01-01',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: undefined },
    ],
    [
      '1 day before 01/01/1850',
      '1849-12-31',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: SPEC_AFTER_1850 },
    ],
    [
      '02/30 (§8 "Date of Birth must be valid")',
      '2020-02-30',
      { month: undefined, day: undefined, year: undefined, dateOfBirth: SPEC_DOB_INVALID },
    ],
    [
      'no month',
      '2020--15',
      { month: SPEC_MONTH_REQUIRED, day: undefined, year: undefined, dateOfBirth: undefined },
    ],
    [
      'day 32',
      '2020-01-32',
      { month: undefined, day: SPEC_DATE_INVALID, year: undefined, dateOfBirth: undefined },
    ],
    [
      'a 2-digit year',
      '20-01-15',
      { month: undefined, day: undefined, year: SPEC_DATE_INVALID, dateOfBirth: undefined },
    ],
  ])('dvrFormCheck by date of birth: %s', (_name, iso, errors) => {
    expect(dvrFormCheck(TODAY)(byDate(iso, { phoneNumber: 'x' }))).toStrictEqual(errors);
  });

  it.each([
    ['10 digits', '(513) 555-0142', { phoneNumber: undefined }],
    ['empty', '', { phoneNumber: SPEC_PHONE_INVALID }],
    ['9 digits', '513555014', { phoneNumber: SPEC_PHONE_INVALID }],
    ['an area code starting with 1', '1135550142', { phoneNumber: SPEC_PHONE_VARIANT }],
  ])('dvrFormCheck by phone: %s (the date is not checked)', (_name, phone, errors) => {
    expect(dvrFormCheck(TODAY)(byPhone(phone, { month: '99' }))).toStrictEqual(errors);
  });

  it.each([
    ['a valid date form', byDate('2021-06-01'), {}],
    ['a valid phone form', byPhone('5135550142'), {}],
    [
      'an empty phone form',
      byPhone('', { firstName: '', lastName: '' }),
      { firstName: SPEC_REQUIRED, lastName: SPEC_REQUIRED, phoneNumber: SPEC_PHONE_INVALID },
    ],
    [
      'an empty date form',
      byDate('--', { firstName: ' ' }),
      {
        firstName: SPEC_REQUIRED,
        month: SPEC_MONTH_REQUIRED,
        day: SPEC_DAY_REQUIRED,
        year: SPEC_YEAR_REQUIRED,
      },
    ],
    ['a future date', byDate('2027-01-01'), { dateOfBirth: SPEC_DATE_FUTURE }],
  ])('validateDvrForm: %s', (_name, values, errors) => {
    expect(validateDvrForm(values, TODAY)).toStrictEqual(errors);
  });

  it('dvrRequestOf by date: the names trimmed and the date as YYYY-MM-DD, nothing else', () => {
    expect(
      dvrRequestOf(
        byDate('', {
          firstName: ' Riley ',
          lastName: ' Whitfield ',
          month: '3',
          day: '7',
          year: '2012',
          phoneNumber: '5135550142',
        }),
      ),
    ).toStrictEqual({ firstName: 'Riley', lastName: 'Whitfield', dateOfBirth: '2012-03-07' });
  });

  it('dvrRequestOf by phone: the names trimmed and the phone as digits, nothing else', () => {
    expect(
      dvrRequestOf(byPhone('(513) 555-0142', { firstName: ' Riley', lastName: 'Whitfield ', month: '03' })),
    ).toStrictEqual({
      firstName: 'Riley',
      lastName: 'Whitfield',
      phoneNumber: '5135550142',
    });
  });

  it.each([
    ['a valid date', { dateOfBirth: '2012-03-07' }, {}],
    ['a valid phone', { phoneNumber: '5135550142' }, {}],
    ['a short phone', { phoneNumber: '513' }, { phoneNumber: SPEC_PHONE_INVALID }],
    ['an impossible date', { dateOfBirth: '2012-02-30' }, { dateOfBirth: SPEC_DOB_INVALID }],
    ['a future date', { dateOfBirth: '2026-11-25' }, { dateOfBirth: SPEC_DATE_FUTURE }],
    ['before 1850', { dateOfBirth: '1849-12-31' }, { dateOfBirth: SPEC_AFTER_1850 }],
    ['month 13', { dateOfBirth: '2012-13-01' }, { dateOfBirth: SPEC_DATE_INVALID }],
    [
      'no month nor day: the month’s message',
      { dateOfBirth: '2012--' },
      { dateOfBirth: SPEC_MONTH_REQUIRED },
    ],
    ['no day', { dateOfBirth: '2012-03-' }, { dateOfBirth: SPEC_DAY_REQUIRED }],
    ['no year', { dateOfBirth: '-03-07' }, { dateOfBirth: SPEC_YEAR_REQUIRED }],
    ['not a date (no month, no day)', { dateOfBirth: 'yesterday' }, { dateOfBirth: SPEC_MONTH_REQUIRED }],
  ])('dvrRequestErrors (the sandbox’s check): %s', (_name, proof, errors) => {
    expect(dvrRequestErrors({ firstName: 'Riley', lastName: 'Whitfield', ...proof }, TODAY)).toStrictEqual(
      errors,
    );
  });

  it('dvrRequestErrors: the names first, with the date’s message beside them', () => {
    expect(
      dvrRequestErrors({ firstName: '', lastName: 'Wh1tfield', dateOfBirth: '2026-12-01' }, TODAY),
    ).toStrictEqual({
      firstName: SPEC_REQUIRED,
      lastName: SPEC_NO_SPECIAL,
      dateOfBirth: SPEC_DATE_FUTURE,
    });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// rxRequest.ts
// ---------------------------------------------------------------------------------------------------------------

describe('§4 "Rx order types" and §5 "Add-Rx required fields" (TRANSFER_ALL: docs/choices.md)', () => {
  it('the four types in words', () => {
    expect(RX_REQUEST_TYPE_LABELS).toEqual({
      TRANSFER: 'Transfer a prescription from another pharmacy',
      TRANSFER_ALL: 'Transfer all my prescriptions from another pharmacy',
      NEW: 'Ask my doctor for a new prescription',
      PAPER: 'Fill a paper prescription',
    });
  });

  it('NEW: medName, contactName, contactPhone; TRANSFER: medName, rxNumber, contactName, contactPhone; PAPER: paperAcknowledge; TRANSFER_ALL: contactName, contactPhone', () => {
    expect(RX_REQUEST_REQUIRED).toEqual({
      NEW: ['medName', 'contactName', 'contactPhone'],
      TRANSFER: ['medName', 'rxNumber', 'contactName', 'contactPhone'],
      PAPER: ['paperAcknowledge'],
      TRANSFER_ALL: ['contactName', 'contactPhone'],
    });
  });
});

const LINE: RxRequestLine = {
  medName: 'Simvastatin 20 mg Tablet',
  rxNumber: '7654321',
  contactName: 'Riverbend Drug Co.',
  contactPhone: '(513) 555-0177',
};
const EMPTY_LINE: RxRequestLine = { medName: '', rxNumber: '', contactName: '', contactPhone: '' };
const request = (type: RxRequestType, change: Partial<RxRequestForm> = {}): RxRequestForm => ({
  type,
  facilityId: '01400412',
  line: LINE,
  paperAcknowledge: false,
  ...change,
});

describe('rxRequestErrors: the store, then the type’s required fields (§5, §8 "Required")', () => {
  const CHOOSE_STORE = 'Choose the pharmacy that will fill it.';
  const TOO_LONG = 'Must be at most 100 characters.';

  it.each([
    ['NEW', {}, { medName: SPEC_REQUIRED, contactName: SPEC_REQUIRED, contactPhone: SPEC_REQUIRED }],
    [
      'TRANSFER',
      {},
      {
        medName: SPEC_REQUIRED,
        rxNumber: SPEC_REQUIRED,
        contactName: SPEC_REQUIRED,
        contactPhone: SPEC_REQUIRED,
      },
    ],
    ['TRANSFER_ALL', {}, { contactName: SPEC_REQUIRED, contactPhone: SPEC_REQUIRED }],
    ['PAPER', {}, { paperAcknowledge: SPEC_REQUIRED }],
    ['PAPER', { paperAcknowledge: true }, {}],
  ] as const)('an empty %s request %j', (type, change, errors) => {
    expect(rxRequestErrors(request(type, { line: EMPTY_LINE, ...change }))).toStrictEqual(errors);
  });

  it.each(['NEW', 'TRANSFER', 'TRANSFER_ALL'] as const)('a filled %s request has no message', (type) => {
    expect(rxRequestErrors(request(type))).toStrictEqual({});
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
  ])('a store %s: "Choose the pharmacy that will fill it."', (_name, facilityId) => {
    expect(rxRequestErrors(request('TRANSFER', { facilityId }))).toStrictEqual({ facilityId: CHOOSE_STORE });
    expect(rxRequestErrors(request('PAPER', { facilityId, paperAcknowledge: true }))).toStrictEqual({
      facilityId: CHOOSE_STORE,
    });
  });

  it.each([
    ['4 digits', '1234', { rxNumber: SPEC_RX_NUMBER }],
    ['5 digits', '12345', {}],
    ['8 digits', '12345678', {}],
    ['9 digits', '123456789', { rxNumber: SPEC_RX_NUMBER }],
    ['5 digits with spaces around', ' 12345 ', {}],
    ['blank', '  ', { rxNumber: SPEC_REQUIRED }],
  ])('a TRANSFER’s rx number of %s', (_name, rxNumber, errors) => {
    expect(rxRequestErrors(request('TRANSFER', { line: { ...LINE, rxNumber } }))).toStrictEqual(errors);
  });

  it('a NEW request ignores the rx number (not one of its fields)', () => {
    expect(rxRequestErrors(request('NEW', { line: { ...LINE, rxNumber: '12' } }))).toStrictEqual({});
  });

  it.each([
    ['9 digits', '513555017', { contactPhone: SPEC_PHONE_INVALID }],
    ['an area code starting with 1', '113-555-0177', { contactPhone: SPEC_PHONE_VARIANT }],
    ['10 digits with dashes', '513-555-0177', {}],
  ])('the contact phone of %s', (_name, contactPhone, errors) => {
    expect(rxRequestErrors(request('NEW', { line: { ...LINE, contactPhone } }))).toStrictEqual(errors);
  });

  it.each([
    ['medName of 100 characters', { medName: 'm'.repeat(100) }, {}],
    ['medName of 101 characters', { medName: 'm'.repeat(101) }, { medName: TOO_LONG }],
    ['medName of 100 characters with spaces around', { medName: ` ${'m'.repeat(100)} ` }, {}],
    ['contactName of 101 characters', { contactName: 'c'.repeat(101) }, { contactName: TOO_LONG }],
  ])('%s', (_name, change, errors) => {
    expect(rxRequestErrors(request('TRANSFER', { line: { ...LINE, ...change } }))).toStrictEqual(errors);
  });
});

describe('requestLinePayload: only the type’s fields, trimmed, the phone as 10 digits (§5 "dashes removed")', () => {
  const padded: RxRequestLine = {
    medName: ' Simvastatin 20 mg Tablet ',
    rxNumber: ' 7654321 ',
    contactName: ' Riverbend Drug Co. ',
    contactPhone: '(513) 555-0177',
  };
  it.each([
    [
      'NEW',
      { medName: 'Simvastatin 20 mg Tablet', contactName: 'Riverbend Drug Co.', contactPhone: '5135550177' },
    ],
    [
      'TRANSFER',
      {
        medName: 'Simvastatin 20 mg Tablet',
        rxNumber: '7654321',
        contactName: 'Riverbend Drug Co.',
        contactPhone: '5135550177',
      },
    ],
    ['TRANSFER_ALL', { contactName: 'Riverbend Drug Co.', contactPhone: '5135550177' }],
    ['PAPER', {}],
  ] as const)('%s', (type, payload) => {
    expect(requestLinePayload(request(type, { line: padded, paperAcknowledge: true }))).toStrictEqual(
      payload,
    );
  });
});

describe('the guest transfer’s details (docs/choices.md "The guest transfer\'s details")', () => {
  const guest = (change: Partial<GuestDetailsForm> = {}): GuestDetailsForm => ({
    firstName: 'Casey',
    lastName: 'Morgan',
    month: '07',
    day: '04',
    year: '1990',
    phone: '5135550190',
    ...change,
  });

  it('the rules: names, the three date fields, a required phone', () => {
    expect(Object.keys(GUEST_DETAILS_RULES)).toEqual([
      'firstName',
      'lastName',
      'month',
      'day',
      'year',
      'phone',
    ]);
  });

  it.each([
    ['born 18 years ago today', '2008-11-24', undefined],
    ['born 18 years ago tomorrow', '2008-11-25', SPEC_ADULT],
    ['on 01/01/1850', '1850-01-01', undefined],
    ['1 day before 01/01/1850', '1849-12-31', SPEC_AFTER_1850],
    ['tomorrow', '2026-11-25', SPEC_DATE_FUTURE],
    ['02/30', '1990-02-30', SPEC_DATE_INVALID],
  ])('guestDetailsCheck: %s (%s) → %s', (_name, iso, message) => {
    expect(guestDetailsCheck(TODAY)(guest(born(iso)))).toStrictEqual({ dateOfBirth: message });
  });

  it.each([
    ['filled', guest(), {}],
    [
      'empty',
      { firstName: '', lastName: '', month: '', day: '', year: '', phone: '' },
      { ...EMPTY_PERSON_MESSAGES, phone: SPEC_REQUIRED },
    ],
    ['a short phone', guest({ phone: '513555' }), { phone: SPEC_PHONE_INVALID }],
    ['a minor', guest(born('2010-01-01')), { dateOfBirth: SPEC_ADULT }],
    [
      'a name of 51 letters',
      guest({ lastName: 'M'.repeat(51) }),
      { lastName: 'Must be 50 characters or less' },
    ],
  ])('guestDetailsErrors: %s', (_name, form, errors) => {
    expect(guestDetailsErrors(form, TODAY)).toStrictEqual(errors);
  });

  it.each([
    ['valid', { dateOfBirth: '1990-07-04', phone: '5135550190' }, {}],
    ['a minor', { dateOfBirth: '2010-01-01', phone: '5135550190' }, { dateOfBirth: SPEC_ADULT }],
    ['month 13', { dateOfBirth: '1990-13-04', phone: '5135550190' }, { dateOfBirth: SPEC_DATE_INVALID }],
    [
      'no month nor day',
      { dateOfBirth: '1990--', phone: '5135550190' },
      { dateOfBirth: SPEC_MONTH_REQUIRED },
    ],
    ['no day', { dateOfBirth: '1990-07-', phone: '5135550190' }, { dateOfBirth: SPEC_DAY_REQUIRED }],
    ['no year', { dateOfBirth: '-07-04', phone: '5135550190' }, { dateOfBirth: SPEC_YEAR_REQUIRED }],
    ['no phone', { dateOfBirth: '1990-07-04', phone: '' }, { phone: SPEC_REQUIRED }],
  ])('guestPatientErrors (the sandbox’s check): %s', (_name, details, errors) => {
    expect(guestPatientErrors({ firstName: 'Casey', lastName: 'Morgan', ...details }, TODAY)).toStrictEqual(
      errors,
    );
  });
});

describe('the pharmacy locator (§3 "Pharmacy locator state", §5 "the store search requires searchText", §9)', () => {
  it('§9 "recent-pharmacy type \'recently used\' otherwise \'new\'", "store locator page 0"', () => {
    expect(PHARMACY_TYPES).toEqual({ recent: 'recently used', new: 'new' });
    expect(STORE_LOCATOR_FIRST_PAGE).toBe(0);
  });

  it('§3 "isTransferFromSearchEnabled (default true)"', () => {
    expect(TRANSFER_FROM_SEARCH_ENABLED).toBe(true);
  });

  it.each([
    ['', SPEC_REQUIRED],
    ['   ', SPEC_REQUIRED],
    ['Cincinnati', undefined],
    [' 45227 ', undefined],
  ])('storeSearchError(%j) is %s', (searchText, message) => {
    expect(storeSearchError(searchText)).toBe(message);
  });
});

describe('the request page’s texts (§2.1 /rx/transfer-prescriptions, /rx/guest/transfer-prescriptions)', () => {
  it('RX_REQUEST_TEXTS', () => {
    const { selectStore, chooseCompetitor, submitted, ...texts } = RX_REQUEST_TEXTS;
    expect(texts).toEqual({
      transferSubtitle:
        'Move your prescriptions to our pharmacy, ask your doctor for a new one or fill a paper one.',
      guestSubtitle: 'No account needed: tell us who you are and what to transfer.',
      requestType: 'What would you like to do?',
      store: 'Pharmacy to fill it',
      chooseStore: 'Choose the pharmacy that will fill it.',
      recentStores: 'Pharmacies you used recently',
      findStore: 'Find a store',
      searchText: 'City, state or ZIP code',
      search: 'Search',
      searching: 'Searching…',
      noStores: 'No stores were found. Try another city or ZIP code.',
      selected: 'Selected',
      fromPharmacy: 'Pharmacy the prescriptions come from',
      competitorSearch: 'Search other pharmacies by name',
      findPharmacy: 'Find pharmacy',
      noCompetitors: 'No pharmacies match that name.',
      medName: 'Medication name',
      rxNumber: 'Rx number at the other pharmacy',
      contactNameNew: "Doctor's name",
      contactPhoneNew: "Doctor's phone number",
      contactNameTransfer: 'Pharmacy name',
      contactPhoneTransfer: 'Pharmacy phone number',
      paperAcknowledge: 'I will bring the paper prescription to the pharmacy.',
      paperNote: 'Bring your paper prescription to the pharmacy you choose; we will fill it there.',
      guestHeading: 'Your details',
      loadingForm: 'Loading the form…',
      firstName: 'First name',
      lastName: 'Last name',
      dateOfBirth: 'Date of birth',
      phone: 'Phone number',
      patient: 'Patient',
      choosePatient: 'Choose the patient.',
      submit: 'Submit Request',
      submitting: 'Submitting…',
      submittedHeading: 'Request received',
      another: 'Make another request',
      tooLong: 'Must be at most 100 characters.',
      formErrors: 'Please correct the marked fields.',
      dismiss: 'Dismiss',
    });
    expect(selectStore('FreshWay Pharmacy Oakley')).toBe('Choose FreshWay Pharmacy Oakley');
    expect(chooseCompetitor('Riverbend Drug Co.')).toBe('Use Riverbend Drug Co.');
    expect(submitted('RQ1001')).toBe(
      'We received your request (number RQ1001). The pharmacy will contact you when it is ready.',
    );
  });
});

describe('buildRxRequest: POST /prescription-request (§3 "New-patient request"; docs/choices.md request shape)', () => {
  const SIGNED_IN = { patientNumber: '100234567' };
  const TRANSFER_LINE = {
    medName: 'Simvastatin 20 mg Tablet',
    rxNumber: '7654321',
    contactName: 'Riverbend Drug Co.',
    contactPhone: '5135550177',
  };

  it('a signed-in TRANSFER from a chosen pharmacy: patient number, type, store, competitor, one prescription', () => {
    expect(buildRxRequest(request('TRANSFER'), SIGNED_IN, 'CMP-7')).toStrictEqual({
      patients: [
        {
          patientNumber: '100234567',
          type: 'TRANSFER',
          facilityId: '01400412',
          competitorId: 'CMP-7',
          prescriptions: [TRANSFER_LINE],
        },
      ],
    });
  });

  it('a TRANSFER_ALL carries the competitor and the pharmacy’s contact only', () => {
    expect(buildRxRequest(request('TRANSFER_ALL'), SIGNED_IN, 'CMP-7')).toStrictEqual({
      patients: [
        {
          patientNumber: '100234567',
          type: 'TRANSFER_ALL',
          facilityId: '01400412',
          competitorId: 'CMP-7',
          prescriptions: [{ contactName: 'Riverbend Drug Co.', contactPhone: '5135550177' }],
        },
      ],
    });
  });

  it('a TRANSFER without a chosen pharmacy has no competitor', () => {
    expect(buildRxRequest(request('TRANSFER'), SIGNED_IN, null).patients[0]).toStrictEqual({
      patientNumber: '100234567',
      type: 'TRANSFER',
      facilityId: '01400412',
      prescriptions: [TRANSFER_LINE],
    });
  });

  it('a NEW request never carries a competitor, even when one was chosen', () => {
    expect(buildRxRequest(request('NEW'), SIGNED_IN, 'CMP-7').patients[0]).toStrictEqual({
      patientNumber: '100234567',
      type: 'NEW',
      facilityId: '01400412',
      prescriptions: [
        {
          medName: 'Simvastatin 20 mg Tablet',
          contactName: 'Riverbend Drug Co.',
          contactPhone: '5135550177',
        },
      ],
    });
  });

  it.each([true, false])(
    'a PAPER request carries paperAcknowledge %s and no prescriptions',
    (paperAcknowledge) => {
      expect(
        buildRxRequest(request('PAPER', { paperAcknowledge }), SIGNED_IN, 'CMP-7').patients[0],
      ).toStrictEqual({
        patientNumber: '100234567',
        type: 'PAPER',
        facilityId: '01400412',
        paperAcknowledge,
        prescriptions: [],
      });
    },
  );

  it('a guest: names trimmed, the date as YYYY-MM-DD, the phone as digits, no patient number', () => {
    expect(
      buildRxRequest(
        request('TRANSFER'),
        {
          guest: {
            firstName: ' Casey ',
            lastName: ' Morgan ',
            month: '7',
            day: '4',
            year: '1990',
            phone: '(513) 555-0190',
          },
        },
        'CMP-7',
      ),
    ).toStrictEqual({
      patients: [
        {
          guest: { firstName: 'Casey', lastName: 'Morgan', dateOfBirth: '1990-07-04', phone: '5135550190' },
          type: 'TRANSFER',
          facilityId: '01400412',
          competitorId: 'CMP-7',
          prescriptions: [TRANSFER_LINE],
        },
      ],
    });
  });
});
