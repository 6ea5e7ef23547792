/**
 * New prescription requests: transfer from another pharmacy, transfer all, ask the doctor for a new one (call my
 * doctor), fill a paper one (pharmacy-portal.md §4 "Rx order types", §5 "Add-Rx required fields: NEW needs medName,
 * contactName, contactPhone; TRANSFER needs medName, rxNumber, contactName, contactPhone; PAPER needs
 * paperAcknowledge. Server validationMessages are shown as form errors"), and the pharmacy locator that picks the
 * store and the pharmacy a transfer comes from (§3 "Pharmacy locator state", §5 "the store search requires
 * searchText", §8 store search failure). The form, its chart and the sandbox check the same rules here.
 */
import type { PrescriptionRequest, RxRequestPatient, RxRequestType } from '../../api/contracts/rx-orders';
import { checkForm, type FormRules } from '../forms';
import {
  ADD_RX_REQUIRED,
  BIRTH_DATE_FLOORS,
  DATE_MESSAGES,
  dateOfBirthError,
  dateParts,
  formatDateOfBirth,
  phoneDigits,
  phoneError,
  RX_FIELD_RULES,
  RX_FORM_ERRORS,
  rxNumberError,
} from './validation';

export const RX_REQUEST_TYPE_LABELS: Readonly<Record<RxRequestType, string>> = {
  TRANSFER: 'Transfer a prescription from another pharmacy',
  TRANSFER_ALL: 'Transfer all my prescriptions from another pharmacy',
  NEW: 'Ask my doctor for a new prescription',
  PAPER: 'Fill a paper prescription',
};

/** One medication line of the form (strings as typed). */
export interface RxRequestLine {
  medName: string;
  rxNumber: string;
  contactName: string;
  contactPhone: string;
}

export type RxRequestField = keyof RxRequestLine | 'paperAcknowledge' | 'facilityId';

/**
 * §5 required fields per type. TRANSFER_ALL (not in §5's list) needs the pharmacy the prescriptions come from:
 * contactName and contactPhone (docs/choices.md).
 */
export const RX_REQUEST_REQUIRED: Readonly<
  Record<RxRequestType, readonly (keyof RxRequestLine | 'paperAcknowledge')[]>
> = {
  // §5's lists, defined once (the new-patient request's, domain/rx/validation.ts).
  ...ADD_RX_REQUIRED,
  TRANSFER_ALL: ['contactName', 'contactPhone'],
};

/** What the form holds for one request. */
export interface RxRequestForm {
  type: RxRequestType;
  facilityId: string;
  line: RxRequestLine;
  paperAcknowledge: boolean;
}

/** The field errors of a request (§5 messages, §8 'Required'); empty when it may be sent. */
export function rxRequestErrors(form: RxRequestForm): Partial<Record<RxRequestField, string>> {
  const errors: Partial<Record<RxRequestField, string>> = {};
  if (form.facilityId.trim() === '') errors.facilityId = RX_REQUEST_TEXTS.chooseStore;
  for (const field of RX_REQUEST_REQUIRED[form.type]) {
    if (field === 'paperAcknowledge') {
      if (!form.paperAcknowledge) errors.paperAcknowledge = RX_FORM_ERRORS.required;
      continue;
    }
    const value = form.line[field].trim();
    if (value === '') {
      errors[field] = RX_FORM_ERRORS.required;
    } else if (field === 'rxNumber') {
      const message = rxNumberError(value);
      if (message) errors.rxNumber = message;
    } else if (field === 'contactPhone') {
      const message = phoneError(value);
      if (message) errors.contactPhone = message;
    } else if (value.length > 100) {
      errors[field] = RX_REQUEST_TEXTS.tooLong;
    }
  }
  return errors;
}

/** The request line as sent: only the fields the type uses, trimmed, the phone as 10 digits (§5 dashes removed). */
export function requestLinePayload(form: RxRequestForm): Partial<RxRequestLine> {
  const fields = RX_REQUEST_REQUIRED[form.type].filter(
    (f): f is keyof RxRequestLine => f !== 'paperAcknowledge',
  );
  const line: Partial<RxRequestLine> = {};
  for (const f of fields) line[f] = f === 'contactPhone' ? phoneDigits(form.line[f]) : form.line[f].trim();
  return line;
}

/** A guest's own details on the guest transfer page, as typed (§5 "Date of birth: three fields"). */
// A type alias (not an interface) so react-hook-form sees plain string fields.
export type GuestDetailsForm = {
  firstName: string;
  lastName: string;
  month: string;
  day: string;
  year: string;
  phone: string;
};
/** The guest details' form values (the date's own message is kept under `dateOfBirth`). */
export type GuestDetailsValues = GuestDetailsForm & { dateOfBirth: string };
export type GuestDetailsField = keyof GuestDetailsValues;

/**
 * §5 per field: names (required, letters, at most 50: §9), month, day and year, a 10-digit phone. The form's
 * react-hook-form resolver is built from these (domain/forms.zod.ts) and the chart and the sandbox check the same.
 */
export const GUEST_DETAILS_RULES: FormRules<GuestDetailsValues> = {
  firstName: RX_FIELD_RULES.name,
  lastName: RX_FIELD_RULES.name,
  month: RX_FIELD_RULES.month,
  day: RX_FIELD_RULES.day,
  year: RX_FIELD_RULES.year,
  phone: RX_FIELD_RULES.requiredPhone,
};

/**
 * §5 across the three date fields: a real date, not in the future, after 01/01/1850 (a guest page: docs/choices.md),
 * and the adult check (18 years): a guest transfers their own prescriptions.
 */
export const guestDetailsCheck = (today: string) => (v: GuestDetailsForm) => ({
  dateOfBirth: dateOfBirthError(v, 'adult', today, DATE_MESSAGES.invalid, BIRTH_DATE_FLOORS.guest),
});

/** Every message of the guest's details (empty when they may be sent). `today` is YYYY-MM-DD. */
export function guestDetailsErrors(
  form: GuestDetailsForm,
  today: string,
): Partial<Record<GuestDetailsField, string>> {
  const errors: Partial<Record<GuestDetailsField, string>> = checkForm(
    { ...form, dateOfBirth: '' },
    GUEST_DETAILS_RULES,
  );
  const date = guestDetailsCheck(today)(form).dateOfBirth;
  if (date) errors.dateOfBirth = date;
  return errors;
}

/** The same rules for the details as a request carries them (the sandbox: the date as YYYY-MM-DD, phone digits). */
export function guestPatientErrors(
  guest: { firstName: string; lastName: string; dateOfBirth: string; phone: string },
  today: string,
): Partial<Record<'firstName' | 'lastName' | 'dateOfBirth' | 'phone', string>> {
  const { month, day, year, dateOfBirth, ...rest } = guestDetailsErrors(
    { ...guest, ...dateParts(guest.dateOfBirth) },
    today,
  );
  const date = dateOfBirth ?? month ?? day ?? year;
  return { ...rest, ...(date ? { dateOfBirth: date } : {}) };
}

/** §3 "Pharmacy locator state: pharmacyType ('recently used' or 'new')"; §9 "recently used' otherwise 'new'". */
export const PHARMACY_TYPES = { recent: 'recently used', new: 'new' } as const;
export type PharmacyType = (typeof PHARMACY_TYPES)[keyof typeof PHARMACY_TYPES];

/** §9 "store locator page 0". */
export const STORE_LOCATOR_FIRST_PAGE = 0;

/** §5 "the store search requires searchText". */
export function storeSearchError(searchText: string): string | undefined {
  return searchText.trim() === '' ? RX_FORM_ERRORS.required : undefined;
}

/** §3 "isTransferFromSearchEnabled (default true)": the transfer's pharmacy can be found by search. */
export const TRANSFER_FROM_SEARCH_ENABLED = true;

export const RX_REQUEST_TEXTS = {
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
  selectStore: (name: string) => `Choose ${name}`,
  selected: 'Selected',
  fromPharmacy: 'Pharmacy the prescriptions come from',
  competitorSearch: 'Search other pharmacies by name',
  findPharmacy: 'Find pharmacy',
  noCompetitors: 'No pharmacies match that name.',
  chooseCompetitor: (name: string) => `Use ${name}`,
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
  submitted: (id: string) =>
    `We received your request (number ${id}). The pharmacy will contact you when it is ready.`,
  another: 'Make another request',
  tooLong: 'Must be at most 100 characters.',
  formErrors: 'Please correct the marked fields.',
  dismiss: 'Dismiss',
} as const;

/** The POST /prescription-request payload of one request (§3 "New-patient request": patients with type and prescriptions). */
export function buildRxRequest(
  form: RxRequestForm,
  who: { patientNumber: string } | { guest: GuestDetailsForm },
  competitorId: string | null,
): PrescriptionRequest {
  const line = requestLinePayload(form);
  const patient: RxRequestPatient = {
    ...('patientNumber' in who
      ? { patientNumber: who.patientNumber }
      : {
          guest: {
            firstName: who.guest.firstName.trim(),
            lastName: who.guest.lastName.trim(),
            dateOfBirth: formatDateOfBirth(who.guest),
            phone: phoneDigits(who.guest.phone),
          },
        }),
    type: form.type,
    facilityId: form.facilityId,
    ...(competitorId && (form.type === 'TRANSFER' || form.type === 'TRANSFER_ALL') ? { competitorId } : {}),
    ...(form.type === 'PAPER' ? { paperAcknowledge: form.paperAcknowledge } : {}),
    prescriptions: Object.keys(line).length > 0 ? [line] : [],
  };
  return { patients: [patient] };
}
