/**
 * Validation rules and messages of the pharmacy's forms (pharmacy-portal.md §5, §8 "Form errors", §9 limits),
 * shared by every pharmacy form and, where it validates the same input, by the sandbox. Started by the shell with
 * the rules every area needs (prescription numbers, phones, limits, the §8 form errors); the identity flows add
 * names, dates of birth, addresses, challenge answers and alternate ids here, each rule once.
 */

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
  rxNumberMin: 5,
  rxNumberMax: 8,
  challengeAnswerMin: 4,
  challengeQuestions: 3,
  adultAge: 18,
} as const;

/** §5 "RX number: required, normalised, 5 to 8 digits": digits only after trimming. */
export function normalizeRxNumber(value: string): string {
  return value.trim();
}

/** The message for an rx number, or undefined when it is valid. */
export function rxNumberError(value: string): string | undefined {
  const rx = normalizeRxNumber(value);
  if (rx === '') return RX_FORM_ERRORS.required;
  return /^\d{5,8}$/.test(rx) ? undefined : RX_NUMBER_MESSAGE;
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

/** The message for a phone number, or undefined when it has 10 digits. */
export function phoneError(value: string): string | undefined {
  return phoneDigits(value).length === RX_LIMITS.phoneDigits ? undefined : RX_FORM_ERRORS.phoneInvalid;
}

// ——— Added by the patient-profile area (issue 12): §5 "Address", "Email", "Alternate ID"; §2.4 "Address section".
// The identity flows may add the same rules: keep ONE of each when both land.

/** §2.4 "State (US states plus DC and Puerto Rico)": code, name and the country it derives (§3 "Address"). */
export const RX_STATES = [
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
].map(([code, name]) => ({ code: code!, name: name!, country: 'US' }));

export type RxStateCode = string;

/** The state's entry, or undefined for a code the list does not have. */
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

/** §5 "Address": the zip check's message. */
export const POSTAL_CODE_MESSAGE = 'Invalid postal code';

/** §5 "5 digits with optional 4-digit extension, or Canadian format". */
export const POSTAL_CODE_PATTERN = /^(\d{5}(-\d{4})?|[A-Za-z]\d[A-Za-z][ -]?\d[A-Za-z]\d)$/;

export function postalCodeError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return RX_FORM_ERRORS.required;
  return POSTAL_CODE_PATTERN.test(v) ? undefined : POSTAL_CODE_MESSAGE;
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
  const tooLong = `Must be ${ADDRESS_FIELD_MAX} characters or less`;
  if (address.address1.trim() === '') errors.address1 = RX_FORM_ERRORS.required;
  else if (address.address1.trim().length > ADDRESS_FIELD_MAX) errors.address1 = tooLong;
  if ((address.address2 ?? '').trim().length > ADDRESS_FIELD_MAX) errors.address2 = tooLong;
  if (address.city.trim() === '') errors.city = RX_FORM_ERRORS.required;
  else if (address.city.trim().length > ADDRESS_FIELD_MAX) errors.city = tooLong;
  if (address.state.trim() === '' || !rxStateOf(address.state)) errors.state = RX_FORM_ERRORS.required;
  const zip = postalCodeError(address.zipCode);
  if (zip) errors.zipCode = zip;
  return errors;
}

/** §5 "Email": the pattern (no backtracking, as the account's) and its message. */
export const RX_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]{2,}$/;

export function emailError(value: string): string | undefined {
  return RX_EMAIL_PATTERN.test(value.trim()) ? undefined : RX_FORM_ERRORS.emailInvalid;
}

/** §5 "Alternate ID": 10 digits, or a card number of 11 to 13 digits; empty is 'Number is a required field'. */
export const ALTERNATE_ID_MESSAGES = {
  invalid: 'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
  required: 'Number is a required field',
} as const;

/** §9 "alternate ID 10 digits or card 11 to 13". */
export const ALTERNATE_ID_PATTERN = /^(\d{10}|\d{11,13})$/;

export function alternateIdError(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return ALTERNATE_ID_MESSAGES.required;
  return ALTERNATE_ID_PATTERN.test(v) ? undefined : ALTERNATE_ID_MESSAGES.invalid;
}

/** §5 "Loyalty number: a 10-character value is also stored as the alternate id". */
export const LOYALTY_ALTERNATE_ID_LENGTH = 10;

export function isAlternateIdLength(loyaltyCardNumber: string): boolean {
  return loyaltyCardNumber.trim().length === LOYALTY_ALTERNATE_ID_LENGTH;
}
