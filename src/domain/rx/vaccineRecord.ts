/**
 * The digital vaccine record (pharmacy-portal.md §2.1 /rx/digital-vaccine-record, /result, /verify; §3 "Vaccine
 * record"; §4 "Vaccine record"; §8 "Vaccine record"): texts, limits and the SMART Health Card QR encoding, defined
 * once (the sandbox server encodes with it, the tests decode with it).
 */
import { RX_SOMETHING_WENT_WRONG } from './messages';

/** §8 "Vaccine record" (literal, including the spec's spelling "Digitial"). */
export const DVR_MESSAGES = {
  notFound: 'Patient not found in pharmacy. Please check the data that you have entered',
  incorrect: 'The patient date of birth or phone number is incorrect. Please try again.',
  tooManyAttempts: 'You have surpassed your attempts. Please check back later and try again.',
  generic: RX_SOMETHING_WENT_WRONG,
  expired: 'Access to your Digitial Vaccine Record has expired. Please request another text message.',
} as const;

/** The §8 text of a verify / send failure by HTTP status. */
export function dvrErrorMessage(status: number): string {
  if (status === 404) return DVR_MESSAGES.notFound;
  if (status === 401) return DVR_MESSAGES.incorrect;
  if (status === 403) return DVR_MESSAGES.tooManyAttempts;
  return DVR_MESSAGES.generic;
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

/** The verify form as typed (date of birth YYYY-MM-DD from the date control; phone as typed). */
export interface DvrFormValues {
  firstName: string;
  lastName: string;
  method: DvrVerifyMethod;
  dateOfBirth: string;
  phoneNumber: string;
}
export type DvrFieldErrors = Partial<
  Record<'firstName' | 'lastName' | 'dateOfBirth' | 'phoneNumber', string>
>;

/** §5 rules of the fields this form has: names required, a real past date, a 10-digit phone. */
export function validateDvrForm(values: DvrFormValues, today: string): DvrFieldErrors {
  const errors: DvrFieldErrors = {};
  if (values.firstName.trim() === '') errors.firstName = DVR_TEXTS.required;
  if (values.lastName.trim() === '') errors.lastName = DVR_TEXTS.required;
  if (values.method === 'dateOfBirth') {
    const ok =
      /^\d{4}-\d{2}-\d{2}$/.test(values.dateOfBirth) && !Number.isNaN(Date.parse(values.dateOfBirth));
    if (!ok || values.dateOfBirth > today) errors.dateOfBirth = DVR_TEXTS.invalidDate;
  } else if (values.phoneNumber.replace(/\D/g, '').length !== 10) {
    errors.phoneNumber = DVR_TEXTS.invalidPhone;
  }
  return errors;
}

/** The verify call's body: the chosen method only, names trimmed, the phone as digits. */
export function dvrRequestOf(values: DvrFormValues) {
  const names = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
  return values.method === 'dateOfBirth'
    ? { ...names, dateOfBirth: values.dateOfBirth }
    : { ...names, phoneNumber: values.phoneNumber.replace(/\D/g, '') };
}
