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
