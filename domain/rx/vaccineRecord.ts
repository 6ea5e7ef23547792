/**
 * The digital vaccine record (pharmacy-portal.md §2.1 /rx/digital-vaccine-record, /result, /verify; §3 "Vaccine
 * record"; §4 "Vaccine record"; §8 "Vaccine record"): texts, limits and the SMART Health Card QR encoding, defined
 * once (the sandbox server encodes with it, the tests decode with it).
 */
import { outcomeOf } from '../errors';
import { checkForm, type FormRules } from '../forms';
import { RX_SOMETHING_WENT_WRONG } from './messages';
import {
  BIRTH_DATE_FLOORS,
  dateOfBirthError,
  dateParts,
  dayError,
  formatDateOfBirth,
  monthError,
  phoneDigits,
  phoneError,
  RX_FIELD_RULES,
  yearError,
} from './validation';

/** §8 "Vaccine record" (literal, including the spec's spelling "Digitial"). */
export const DVR_MESSAGES = {
  notFound: 'Patient not found in pharmacy. Please check the data that you have entered',
  incorrect: 'The patient date of birth or phone number is incorrect. Please try again.',
  tooManyAttempts: 'You have surpassed your attempts. Please check back later and try again.',
  generic: RX_SOMETHING_WENT_WRONG,
  expired: 'Access to your Digitial Vaccine Record has expired. Please request another text message.',
} as const;

/** The §8 text of a failed verification by its outcome (the record's 403 is "surpassed your attempts"). */
export function dvrErrorMessage(error: unknown): string {
  const outcome = outcomeOf(error);
  if (outcome === 'notFound') return DVR_MESSAGES.notFound;
  if (outcome === 'unauthorized') return DVR_MESSAGES.incorrect;
  if (outcome === 'forbidden') return DVR_MESSAGES.tooManyAttempts;
  return DVR_MESSAGES.generic;
}

/** The §8 text of a failed text message: a verification that ran out (401) has expired. */
export function dvrSendErrorMessage(error: unknown): string {
  return outcomeOf(error) === 'unauthorized' ? DVR_MESSAGES.expired : DVR_MESSAGES.generic;
}

/** Chosen limits (docs/choices.md): attempts before the 403, how long it lasts, and the lifetimes. */
export const DVR_LIMITS = {
  /** Failed verifications of one patient before the lock. */
  maxFailures: 3,
  /** The lock and the window failures are counted in. */
  lockMinutes: 15,
  /** A guest's verification, until the text message is asked for. */
  verificationMinutes: 10,
  /** The text-message link. */
  linkMinutes: 30,
  /** A signed-in customer's direct access after verifying. */
  grantMinutes: 15,
} as const;

export const DVR_VERIFY_METHODS = ['dateOfBirth', 'phoneNumber'] as const;
export type DvrVerifyMethod = (typeof DVR_VERIFY_METHODS)[number];

export const DVR_TEXTS = {
  intro:
    'Get your vaccination record as a SMART Health Card: a QR code you can show on your phone or add to a health app, signed by the pharmacy so it can be checked.',
  start: 'Get My Vaccine Record',
  verifyHeading: 'Verify the Patient',
  verifyIntro: 'Enter the patient’s name and either the date of birth or the mobile phone number on file.',
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
  smsSent: (lastFour: string, minutes: number) =>
    `We sent a text message with a link to your vaccine record to the mobile number ending in ${lastFour}. The link works for ${minutes} minutes.`,
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
  required: 'Required',
  invalidPhone: 'Invalid phone number, must be 10 digits',
  invalidDate: 'Date of Birth must be valid',
} as const;

/** The toast the expired-link redirect carries (§8 text; heading chosen). */
export const DVR_EXPIRED_TOAST = {
  heading: 'Link Expired',
  text: DVR_MESSAGES.expired,
  tone: 'error',
} as const;

/** SMART Health Cards: the numeric QR encoding of a JWS ('shc:/' then two digits per character, char - 45). */
export const SHC_PREFIX = 'shc:/';
export function toShcNumeric(jws: string): string {
  let digits = '';
  for (const ch of jws) {
    const n = ch.charCodeAt(0) - 45;
    if (n < 0 || n > 77) throw new Error('Not a compact JWS character');
    digits += String(n).padStart(2, '0');
  }
  return `${SHC_PREFIX}${digits}`;
}
export function fromShcNumeric(qr: string): string {
  if (!qr.startsWith(SHC_PREFIX)) throw new Error('Not a SMART Health Card QR payload');
  const digits = qr.slice(SHC_PREFIX.length);
  if (!/^(\d\d)+$/.test(digits)) throw new Error('Malformed SMART Health Card numeric payload');
  let out = '';
  for (let i = 0; i < digits.length; i += 2) out += String.fromCharCode(Number(digits.slice(i, i + 2)) + 45);
  return out;
}

/** The download's name (no personal data in it). */
export const SHC_FILE_NAME = 'vaccine-record.smart-health-card';

/**
 * The verify form as typed (§5 "Date of birth: three fields": MM, DD, YYYY; the phone as typed). A type alias (not an
 * interface) so react-hook-form sees plain string fields.
 */
export type DvrFormValues = {
  firstName: string;
  lastName: string;
  method: DvrVerifyMethod;
  month: string;
  day: string;
  year: string;
  phoneNumber: string;
};
export type DvrField = 'firstName' | 'lastName' | 'month' | 'day' | 'year' | 'dateOfBirth' | 'phoneNumber';
export type DvrFieldErrors = Partial<Record<DvrField, string>>;

/** §5 per field: names (required, letters, at most 50: §9). The fields of the chosen method are checked across. */
export const DVR_FORM_RULES: FormRules<{ firstName: string; lastName: string }> = {
  firstName: RX_FIELD_RULES.name,
  lastName: RX_FIELD_RULES.name,
};

/**
 * §5 by the chosen method: the date of birth's three fields (each required and numeric, then a real date, not in the
 * future, after 01/01/1850: a guest page, docs/choices.md; no age rule: a child has a vaccine record too), or a
 * 10-digit phone. An impossible date says the form error of §8, 'Date of Birth must be valid'.
 */
export const dvrFormCheck =
  (today: string) =>
  (v: DvrFormValues): DvrFieldErrors => {
    if (v.method !== 'dateOfBirth') return { phoneNumber: phoneError(v.phoneNumber) };
    return {
      month: monthError(v.month),
      day: dayError(v.day),
      year: yearError(v.year),
      dateOfBirth: dateOfBirthError(v, 'none', today, DVR_TEXTS.invalidDate, BIRTH_DATE_FLOORS.guest),
    };
  };

/** Every message of the verify form (empty when it may be sent). `today` is YYYY-MM-DD. */
export function validateDvrForm(values: DvrFormValues, today: string): DvrFieldErrors {
  const errors: DvrFieldErrors = checkForm(values, DVR_FORM_RULES);
  for (const [field, message] of Object.entries(dvrFormCheck(today)(values))) {
    if (message) errors[field as DvrField] = message;
  }
  return errors;
}

/** The verify call's body: the chosen method only, names trimmed, the phone as digits. */
export function dvrRequestOf(values: DvrFormValues) {
  const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  return values.method === 'dateOfBirth'
    ? { ...names, dateOfBirth: formatDateOfBirth(values) }
    : { ...names, phoneNumber: phoneDigits(values.phoneNumber) };
}

/**
 * The sandbox's check of a verify call (the same rules as the form): the names, then the date of birth (YYYY-MM-DD)
 * or the phone. A request the form would have refused is answered 400 and never counts as a failed verification.
 */
export function dvrRequestErrors(
  request: { firstName: string; lastName: string } & ({ dateOfBirth: string } | { phoneNumber: string }),
  today: string,
): Partial<Record<'firstName' | 'lastName' | 'dateOfBirth' | 'phoneNumber', string>> {
  const values: DvrFormValues =
    'dateOfBirth' in request
      ? { ...request, method: 'dateOfBirth', ...dateParts(request.dateOfBirth), phoneNumber: '' }
      : { ...request, method: 'phoneNumber', month: '', day: '', year: '' };
  const { month, day, year, dateOfBirth, ...rest } = validateDvrForm(values, today);
  const date = dateOfBirth ?? month ?? day ?? year;
  return { ...rest, ...(date ? { dateOfBirth: date } : {}) };
}
