/**
 * Validation rules and messages of the pharmacy's forms (pharmacy-portal.md §5, §8 "Form errors", §9 limits),
 * shared by every pharmacy form and, where it validates the same input, by the sandbox. Each rule and message is
 * defined once here: names, the three-field date of birth with its child/adult checks, addresses (US states, DC and
 * Puerto Rico; the zip check), phones (stripping, formatting, the stricter 2-9 pattern), emails, prescription
 * numbers, the facility phone (retail only), challenge answers, the add-Rx required fields of the new-patient form,
 * alternate ids and the trimming of lookup inputs. Forms take the `FormRules` below (ui/kit/useKitForm.ts builds the
 * zod resolver from them) and the cross-field `check*` functions; where the spec gives no message for a rule, the
 * one chosen here is listed in docs/choices.md.
 */
import { EMAIL_PATTERN as ACCOUNT_EMAIL_PATTERN } from '../../api/contracts/identity-rules';
import { RX_NUMBER_PATTERN } from '../../api/contracts/rx-rules';
import type { FieldRules } from '../forms';

/** §8 "Other": form errors, exact texts. */
export const RX_FORM_ERRORS = {
  answerNotUnique: 'Answer is not unique',
  dateOfBirthInvalid: 'Date of Birth must be valid',
  phoneInvalid: 'Invalid phone number, must be 10 digits',
  emailInvalid: 'Invalid Email Address',
  phoneRequiredWithEmail: 'Phone number is required if email is provided',
  noSpecialCharacters: 'No special characters allowed.',
  required: 'Required',
} as const;

/** §5 "RX number" message. */
export const RX_NUMBER_MESSAGE = 'Invalid Prescription Number: Must be between 5 and 8 digits';

/** §9 limits. */
export const RX_LIMITS = {
  nameMax: 50,
  otherAdultEmailMax: 100,
  phoneDigits: 10,
  challengeAnswerMin: 4,
  /** Not given by the spec (chosen, docs/choices.md): a challenge answer is at most 50 characters (trimmed). */
  challengeAnswerMax: 50,
  challengeQuestions: 3,
  adultAge: 18,
  alternateIdDigits: 10,
  cardNumberMin: 11,
  cardNumberMax: 13,
} as const;

/** §5 "Date of birth" and "Other messages", exact texts. */
export const DATE_MESSAGES = {
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
  onOrAfter: (date: string) => `Date must be on or after ${date}`,
  pleaseValid: 'Please enter a valid date.',
} as const;

/** §5 "Phone", "Email", "Address", "Alternate ID", "Other messages": exact texts (and their variants). */
export const FIELD_TEXTS = {
  onlyLetters: 'Only letters allowed',
  onlyLettersAre: 'Only letters are allowed',
  phoneVariant: 'Please enter a valid 10-digit phone number',
  phoneVariantInput: 'Input must be a valid, 10 digit phone number',
  emailVariant: 'Please enter a valid email',
  emailVariantLower: 'Invalid email address',
  postalCode: 'Invalid postal code',
  alternateIdRequired: 'Number is a required field',
  alternateId: 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
  fieldRequired: (field: string) => `${field} is required`,
  atLeastOne: 'Must contain at least 1 character',
  firstThreeLetters: 'Enter at least the first three letters',
  exactLength: (n: number) => `Must be ${n} characters`,
  numericNoHyphens: 'Must be numeric, excluding hyphens',
  /** Not shown in the spec (chosen, docs/choices.md): the message of a value longer than its limit. */
  maxLength: (n: number) => `Must be ${n} characters or less`,
  /** Not shown in the spec (chosen): a challenge answer shorter than 4 characters. */
  answerTooShort: (n: number) => `Answer must be at least ${n} characters`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Prescription numbers and phones

/** §5 "RX number: required, normalised, 5 to 8 digits": one pattern for the forms and the sandbox's contracts. */
export { RX_NUMBER_PATTERN };

/** §5 "RX number: required, normalised, 5 to 8 digits": trimmed. */
export function normalizeRxNumber(value: string): string {
  return value.trim();
}

/** The message for an rx number, or undefined when it is valid. */
export function rxNumberError(value: string): string | undefined {
  const rx = normalizeRxNumber(value);
  if (rx === '') return RX_FORM_ERRORS.required;
  return RX_NUMBER_PATTERN.test(rx) ? undefined : RX_NUMBER_MESSAGE;
}

/** §5 "Phone: input is stripped to digits, max 10". */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, RX_LIMITS.phoneDigits);
}

/** §5 "displayed formatted": (513) 555-0100 as the digits arrive. */
export function formatPhoneInput(value: string): string {
  const d = phoneDigits(value);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** §5 "A stricter pattern needs area code and exchange starting 2-9". */
export const STRICT_PHONE_PATTERN = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * The message for a phone number, or undefined when it is valid: 10 digits ('Invalid phone number, must be 10
 * digits'), then §5's stricter pattern, area code and exchange starting 2-9 (its variant 'Please enter a valid 10-digit
 * phone number'). Every pharmacy form's phone and the sandbox's checks of the same requests use it.
 */
export function phoneError(value: string): string | undefined {
  const digits = phoneDigits(value);
  if (digits.length !== RX_LIMITS.phoneDigits) return RX_FORM_ERRORS.phoneInvalid;
  return STRICT_PHONE_PATTERN.test(digits) ? undefined : FIELD_TEXTS.phoneVariant;
}

/** The phones of a request (field → value; absent ones skipped) checked with phoneError: the sandbox's field
 *  messages, or null when every one is valid. */
export function phoneFieldErrors(phones: Record<string, string | undefined>): Record<string, string> | null {
  const errors: Record<string, string> = {};
  for (const [field, value] of Object.entries(phones)) {
    const message = value === undefined ? undefined : phoneError(value);
    if (message) errors[field] = message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** §5 "dashes removed before submit; normalised to a 3-digit area code plus the rest". */
export function splitPhone(value: string): { areaCode: string; phoneNumber: string } {
  const d = phoneDigits(value);
  return { areaCode: d.slice(0, 3), phoneNumber: d.slice(3) };
}

/** A phone as the forms send it (§5 "dashes removed before submit"): exactly its 10 digits, nothing else. */
export function isPhoneDigits(value: string): boolean {
  return value.length === RX_LIMITS.phoneDigits && phoneDigits(value) === value;
}

// ---------------------------------------------------------------------------------------------------------------
// Names, emails

/** §5 "Letters, spaces, apostrophes, periods, commas and hyphens are allowed". */
export const NAME_PATTERN = /^[\p{L}\p{M} '.,-]*$/u;

export function nameError(value: string): string | undefined {
  const name = value.trim();
  if (name === '') return RX_FORM_ERRORS.required;
  if (!NAME_PATTERN.test(name)) return RX_FORM_ERRORS.noSpecialCharacters;
  if (name.length > RX_LIMITS.nameMax) return FIELD_TEXTS.maxLength(RX_LIMITS.nameMax);
  return undefined;
}

/** §5 "Email": the account's pattern (local@domain.tld, no spaces, no backtracking: api/contracts/identity-rules.ts);
 *  the sandbox checks the same. */
export const EMAIL_PATTERN = ACCOUNT_EMAIL_PATTERN;

/** An optional email: empty passes; otherwise it must be an email. */
export function emailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return undefined;
  return EMAIL_PATTERN.test(email) ? undefined : RX_FORM_ERRORS.emailInvalid;
}

/** §5 "Other-adult email is required, max 100, valid format". */
export function otherAdultEmailError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return RX_FORM_ERRORS.required;
  if (email.length > RX_LIMITS.otherAdultEmailMax) return FIELD_TEXTS.maxLength(RX_LIMITS.otherAdultEmailMax);
  return emailError(email);
}

/** §5 "When an email is given without a phone". */
export function phoneWithEmailError(phone: string, email: string): string | undefined {
  if (email.trim() !== '' && phoneDigits(phone) === '') return RX_FORM_ERRORS.phoneRequiredWithEmail;
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Date of birth (three fields)

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

/** §5: "The combined value is formatted YYYY-MM-DD". */
export function formatDateOfBirth({ month, day, year }: DateParts): string {
  return `${year.trim().padStart(4, '0')}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

/** The parts of a YYYY-MM-DD date (for a form's defaults). */
export function dateParts(iso: string): DateParts {
  const [year = '', month = '', day = ''] = iso.split('-');
  return { year, month, day };
}

const numeric = (value: string) => /^\d+$/.test(value.trim());

/** §5 "Month MM (max 2 ...)", "day DD (max 2 ...)", "year YYYY (max 4 ...)". */
export const DATE_PART_MAX_LENGTH = { month: 2, day: 2, year: 4 } as const;

export function monthError(value: string): string | undefined {
  if (value.trim() === '') return DATE_MESSAGES.monthRequired;
  if (!numeric(value)) return DATE_MESSAGES.numeric;
  const n = Number(value);
  const fits = value.trim().length <= DATE_PART_MAX_LENGTH.month;
  return fits && n >= 1 && n <= 12 ? undefined : DATE_MESSAGES.invalid;
}

export function dayError(value: string): string | undefined {
  if (value.trim() === '') return DATE_MESSAGES.dayRequired;
  if (!numeric(value)) return DATE_MESSAGES.numeric;
  const n = Number(value);
  const fits = value.trim().length <= DATE_PART_MAX_LENGTH.day;
  return fits && n >= 1 && n <= 31 ? undefined : DATE_MESSAGES.invalid;
}

export function yearError(value: string): string | undefined {
  if (value.trim() === '') return DATE_MESSAGES.yearRequired;
  if (!numeric(value)) return DATE_MESSAGES.numeric;
  return value.trim().length === DATE_PART_MAX_LENGTH.year ? undefined : DATE_MESSAGES.invalid;
}

/** Whether YYYY-MM-DD is a real calendar date. */
export function isRealDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * §5 "'Date must be after 01/01/1850' and '... 1900'": the two earliest birth dates a form accepts, each with its
 * message (docs/choices.md): 1900 for the forms that link or create a patient, 1850 for the guest pages (guest
 * transfer, the vaccine record's verification), which only look a record up.
 */
export const BIRTH_DATE_FLOORS = {
  linking: { date: '1900-01-01', message: DATE_MESSAGES.after1900 },
  guest: { date: '1850-01-01', message: DATE_MESSAGES.after1850 },
} as const;
export type BirthDateFloor = (typeof BIRTH_DATE_FLOORS)[keyof typeof BIRTH_DATE_FLOORS];

/** The earliest birth date the linking forms accept (§5 "Date must be after 01/01/1900"). */
export const EARLIEST_BIRTH_DATE = BIRTH_DATE_FLOORS.linking.date;

/**
 * Which age check applies (§5 "Child check applies for child type, adult check otherwise"; the primary account
 * holder must be an adult): 'child', 'adult' or none (a date with no age rule).
 */
export type AgeRule = 'child' | 'adult' | 'none';

/**
 * The combined date's message, or undefined (§5): a real date, not in the future, not before the form's earliest
 * date (01/01/1900 unless the form says 01/01/1850), then the child (under 18) or adult (18 or older) check.
 * `invalidMessage` is the form's text for an impossible date (the lookup form says 'Date of Birth must be valid').
 * `today` is YYYY-MM-DD.
 */
export function dateOfBirthError(
  parts: DateParts,
  rule: AgeRule,
  today: string,
  invalidMessage: string = DATE_MESSAGES.invalid,
  floor: BirthDateFloor = BIRTH_DATE_FLOORS.linking,
): string | undefined {
  if (monthError(parts.month) || dayError(parts.day) || yearError(parts.year)) return undefined;
  const iso = formatDateOfBirth(parts);
  if (!isRealDate(iso)) return invalidMessage;
  if (iso > today) return DATE_MESSAGES.future;
  if (iso < floor.date) return floor.message;
  const age = ageOn(iso, today);
  if (rule === 'child' && age >= RX_LIMITS.adultAge) return DATE_MESSAGES.child;
  if (rule === 'adult' && age < RX_LIMITS.adultAge) return DATE_MESSAGES.adult;
  return undefined;
}

/** Today as YYYY-MM-DD in the shopper's time zone (forms pass it to the date rules). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Addresses

/** §2.4 "State (US states plus DC and Puerto Rico)". */
export const US_STATES = [
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
] as const;
export type UsStateCode = (typeof US_STATES)[number][0];

export const US_STATE_OPTIONS: readonly { value: string; label: string }[] = US_STATES.map(
  ([value, label]) => ({
    value,
    label,
  }),
);

export function isUsState(value: string): value is UsStateCode {
  return US_STATES.some(([code]) => code === value);
}

/** §5 "5 digits with optional 4-digit extension, or Canadian format". */
export const ZIP_PATTERN = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

export function zipError(value: string): string | undefined {
  const zip = value.trim();
  if (zip === '') return RX_FORM_ERRORS.required;
  return ZIP_PATTERN.test(zip) ? undefined : FIELD_TEXTS.postalCode;
}

export function requiredError(value: string): string | undefined {
  return value.trim() === '' ? RX_FORM_ERRORS.required : undefined;
}

export function stateError(value: string): string | undefined {
  return isUsState(value) ? undefined : RX_FORM_ERRORS.required;
}

/** §2.4 "State (US states plus DC and Puerto Rico)" with the country it derives (§3 "Address"). */
export const RX_STATES: readonly { code: string; name: string; country: string }[] = US_STATES.map(
  ([code, name]) => ({ code, name, country: 'US' }),
);

/** The state's entry (any case), or undefined for a code the list does not have. */
export function rxStateOf(code: string) {
  return RX_STATES.find((s) => s.code === code.trim().toUpperCase());
}

/** §3 "Address: State may be a plain string or an object with value and country; country derives from the state
 *  list": the code and its country (undefined when the state is not on the list). */
export function normalizeAddressState(state: string | { value: string; country?: string | undefined }): {
  state: string;
  country: string | undefined;
} {
  const code = (typeof state === 'string' ? state : state.value).trim().toUpperCase();
  return { state: code, country: rxStateOf(code)?.country };
}

/** §9 limits of the address fields (a street line, a city): chosen, docs/choices.md. */
export const ADDRESS_FIELD_MAX = 60;

/** §5 "Address: address1, city and state required; postal code required with a zip check; phone required when
 *  shown". The first message per field; an empty object when the address is valid. */
export function addressErrors(address: {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
}): Partial<Record<'address1' | 'address2' | 'city' | 'state' | 'zipCode', string>> {
  const errors: Partial<Record<'address1' | 'address2' | 'city' | 'state' | 'zipCode', string>> = {};
  const tooLong = FIELD_TEXTS.maxLength(ADDRESS_FIELD_MAX);
  if (address.address1.trim() === '') errors.address1 = RX_FORM_ERRORS.required;
  else if (address.address1.trim().length > ADDRESS_FIELD_MAX) errors.address1 = tooLong;
  if ((address.address2 ?? '').trim().length > ADDRESS_FIELD_MAX) errors.address2 = tooLong;
  if (address.city.trim() === '') errors.city = RX_FORM_ERRORS.required;
  else if (address.city.trim().length > ADDRESS_FIELD_MAX) errors.city = tooLong;
  if (!rxStateOf(address.state)) errors.state = RX_FORM_ERRORS.required;
  const zip = zipError(address.zipCode);
  if (zip) errors.zipCode = zip;
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Prescription inputs (§2.4 "Prescription input section")

export const RX_TYPES = ['RETAIL', 'MAIL_ORDER'] as const;
export type RxType = (typeof RX_TYPES)[number];

/** §5 "Facility phone required for retail only"; for mail order it is dropped. */
export function facilityPhoneError(rxType: string, value: string): string | undefined {
  if (rxType !== 'RETAIL') return undefined;
  if (phoneDigits(value) === '') return RX_FORM_ERRORS.required;
  return phoneError(value);
}

/** §5 "changing the type to mail order clears the phone field". */
export function facilityPhoneAfterTypeChange(rxType: string, phone: string): string {
  return rxType === 'MAIL_ORDER' ? '' : phone;
}

// ---------------------------------------------------------------------------------------------------------------
// Challenge answers (§5 "at least 4 characters; duplicates rejected; question required; exactly 3 questions"; at
// most RX_LIMITS.challengeAnswerMax, chosen)

export function challengeAnswerError(value: string): string | undefined {
  const answer = value.trim();
  if (answer === '') return RX_FORM_ERRORS.required;
  if (answer.length < RX_LIMITS.challengeAnswerMin)
    return FIELD_TEXTS.answerTooShort(RX_LIMITS.challengeAnswerMin);
  return challengeAnswerLengthError(answer);
}

/** The maximum alone (the answering page: any answer up to it is compared; a longer one never matches). */
export function challengeAnswerLengthError(value: string): string | undefined {
  return value.trim().length > RX_LIMITS.challengeAnswerMax
    ? FIELD_TEXTS.maxLength(RX_LIMITS.challengeAnswerMax)
    : undefined;
}

/** Answers compared as the sandbox compares them (trimmed, case and inner spaces ignored). */
export function sameAnswer(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/** 'Answer is not unique' on every answer that repeats an earlier one. */
export function duplicateAnswers(answers: readonly string[]): boolean[] {
  return answers.map((a, i) => answers.slice(0, i).some((b) => sameAnswer(a, b)));
}

// ---------------------------------------------------------------------------------------------------------------
// Alternate id (§5)

export function alternateIdError(value: string): string | undefined {
  const id = value.trim();
  if (id === '') return FIELD_TEXTS.alternateIdRequired;
  if (!/^\d+$/.test(id)) return FIELD_TEXTS.alternateId;
  const ok =
    id.length === RX_LIMITS.alternateIdDigits ||
    (id.length >= RX_LIMITS.cardNumberMin && id.length <= RX_LIMITS.cardNumberMax);
  return ok ? undefined : FIELD_TEXTS.alternateId;
}

/** §5 "Loyalty number: a 10-character value is also stored as the alternate id". */
export function isAlternateIdLength(loyaltyCardNumber: string): boolean {
  return loyaltyCardNumber.trim().length === RX_LIMITS.alternateIdDigits;
}

// ---------------------------------------------------------------------------------------------------------------
// Add-Rx required fields of the new-patient request (§5)

export const ADD_RX_TYPES = ['NEW', 'TRANSFER', 'PAPER'] as const;
export type AddRxType = (typeof ADD_RX_TYPES)[number];

/** The field names the spec gives, and their labels in '{field} is required'. */
export const ADD_RX_FIELD_LABELS = {
  medName: 'Medication name',
  rxNumber: 'Prescription number',
  contactName: 'Contact name',
  contactPhone: 'Contact phone',
  paperAcknowledge: 'Acknowledgement',
} as const;
export type AddRxField = keyof typeof ADD_RX_FIELD_LABELS;

/** §5 "NEW needs medName, contactName, contactPhone; TRANSFER needs medName, rxNumber, contactName, contactPhone;
 *  PAPER needs paperAcknowledge". */
export const ADD_RX_REQUIRED: Readonly<Record<AddRxType, readonly AddRxField[]>> = {
  NEW: ['medName', 'contactName', 'contactPhone'],
  TRANSFER: ['medName', 'rxNumber', 'contactName', 'contactPhone'],
  PAPER: ['paperAcknowledge'],
};

export interface AddRxValues {
  type: string;
  medName: string;
  rxNumber: string;
  contactName: string;
  contactPhone: string;
  paperAcknowledge: boolean;
}

/** The add-Rx form's messages by field (required fields by type, then the phone and rx number formats). */
export function addRxErrors(values: AddRxValues): Partial<Record<AddRxField | 'type', string>> {
  const errors: Partial<Record<AddRxField | 'type', string>> = {};
  if (!(ADD_RX_TYPES as readonly string[]).includes(values.type)) {
    errors.type = RX_FORM_ERRORS.required;
    return errors;
  }
  for (const field of ADD_RX_REQUIRED[values.type as AddRxType]) {
    const value = values[field];
    const missing = typeof value === 'boolean' ? !value : value.trim() === '';
    if (missing) errors[field] = FIELD_TEXTS.fieldRequired(ADD_RX_FIELD_LABELS[field]);
  }
  const required = ADD_RX_REQUIRED[values.type as AddRxType];
  if (!errors.contactPhone && required.includes('contactPhone')) {
    const message = phoneError(values.contactPhone);
    if (message) errors.contactPhone = message;
  }
  if (!errors.rxNumber && required.includes('rxNumber')) {
    const message = rxNumberError(values.rxNumber);
    if (message) errors.rxNumber = message;
  }
  return errors;
}

// ---------------------------------------------------------------------------------------------------------------
// Lookup trimming (§5 "Lookup inputs ... are trimmed before sending")

/** Every string of a lookup payload trimmed (nested objects too); other values as they are. */
export function trimLookup<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map((v) => trimLookup(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimLookup(v)])) as T;
  }
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// Field rules for the kit's forms (domain/forms.ts FieldRules; a `validate` returns the message)

const text = (fn: (value: string) => string | undefined): FieldRules => ({
  validate: (value) => fn(String(value)),
});

export const RX_FIELD_RULES = {
  name: text(nameError),
  month: text(monthError),
  day: text(dayError),
  year: text(yearError),
  required: text(requiredError),
  state: text(stateError),
  zip: text(zipError),
  optionalEmail: text(emailError),
  otherAdultEmail: text(otherAdultEmailError),
  optionalPhone: text((v) => (phoneDigits(v) === '' ? undefined : phoneError(v))),
  requiredPhone: text((v) => (phoneDigits(v) === '' ? RX_FORM_ERRORS.required : phoneError(v))),
  rxNumber: text(rxNumberError),
  rxType: text((v) => ((RX_TYPES as readonly string[]).includes(v) ? undefined : RX_FORM_ERRORS.required)),
  challengeAnswer: text(challengeAnswerError),
  challengeQuestion: text(requiredError),
  alternateId: text(alternateIdError),
} as const satisfies Record<string, FieldRules>;
