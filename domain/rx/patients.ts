/**
 * Patients (pharmacy-portal.md §3 "Patient", "Patient state", "Address"; §4 "Auto-refill"; §8 "Patients"; §9
 * defaults): the rules and texts every pharmacy page uses, defined once. The patients chart
 * (machines/rx/patients) and the sandbox's read model (server/rx/read-model.ts) both read these.
 */
import type { Patient, PatientPhone } from '../../api/contracts/rx';

/** §3 "Patient state" / §9 "Defaults: patient numbers '0'; selectedPatient 'all'". */
export const PRIMARY_PATIENT_DEFAULT = '0';
export const ALL_PATIENTS = 'all';

/** §3 "Fallback texts". */
export const PATIENT_TEXTS = {
  noPatientSelected: 'No patient selected',
  noNumberOnFile: 'No number on file',
  shortPhone: '--',
} as const;

/** §3 "Thrown when absent". */
export function patientNotFoundMessage(patientNumber: string): string {
  return `No patient could be found with patientNumber ${patientNumber}`;
}

/** §8 "Patients and notifications": the toast when the patients cannot be fetched (two spaces, as given). */
export const PATIENT_FETCH_ERROR = {
  heading: 'Error Fetching Patient',
  text: 'There was an error fetching patient data.  Please try again.',
} as const;

/**
 * A page whose patients could not be fetched (the §8 toast above says so too): this text and Try Again, on every
 * page that needs the patients (the dashboard, the profile pages, the records pages), never the "no patients yet"
 * text of a customer who has none.
 */
export const PATIENTS_LOAD_FAILED = {
  text: 'Your patients could not be loaded.',
  retry: 'Try Again',
} as const;

/**
 * §7.1 "GET /patient-profiles/: sorted by patient". Chosen (docs/choices.md): the primary patient first, then by
 * first name, last name and patient number, so a family reads Jordan, Avery, Biscuit.
 */
export function sortPatients<
  P extends Pick<Patient, 'isPrimaryOnAccount' | 'firstName' | 'lastName' | 'patientNumber'>,
>(patients: readonly P[]): P[] {
  return [...patients].sort(
    (a, b) =>
      Number(b.isPrimaryOnAccount) - Number(a.isPrimaryOnAccount) ||
      a.firstName.localeCompare(b.firstName) ||
      a.lastName.localeCompare(b.lastName) ||
      a.patientNumber.localeCompare(b.patientNumber),
  );
}

/** The patient with this number; throws §3's message when there is none. */
export function findPatient<P extends Pick<Patient, 'patientNumber'>>(
  patients: readonly P[],
  patientNumber: string,
): P {
  const found = patients.find((p) => p.patientNumber === patientNumber);
  if (!found) throw new Error(patientNotFoundMessage(patientNumber));
  return found;
}

export function hasPatient(
  patients: readonly Pick<Patient, 'patientNumber'>[],
  patientNumber: string,
): boolean {
  return patients.some((p) => p.patientNumber === patientNumber);
}

/** The primary patient's number, or '0' when the account has none (§3 default). */
export function primaryPatientNumber(
  patients: readonly Pick<Patient, 'patientNumber' | 'isPrimaryOnAccount'>[],
): string {
  return patients.find((p) => p.isPrimaryOnAccount)?.patientNumber ?? PRIMARY_PATIENT_DEFAULT;
}

/** "Jordan Lee Whitfield Jr." */
export function patientFullName(
  p: Pick<Patient, 'firstName' | 'middleName' | 'lastName' | 'suffix'>,
): string {
  return [p.firstName, p.middleName, p.lastName, p.suffix]
    .filter((part) => part && part.trim() !== '')
    .join(' ');
}

/** '(513) 555-0142'; 'No number on file' without a phone; '--' for a number too short to show (§3). */
export function formatPatientPhone(phone: PatientPhone | null | undefined): string {
  if (!phone) return PATIENT_TEXTS.noNumberOnFile;
  const digits = `${phone.areaCode}${phone.phoneNumber}`.replace(/\D/g, '');
  if (digits.length < 10) return PATIENT_TEXTS.shortPhone;
  const ten = digits.slice(-10);
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}

/** §4 "Auto-refill": expiring within 1 to 105 days of the termination date; expired at 0 days or fewer. */
export const AUTO_REFILL_EXPIRING_DAYS = { min: 1, max: 105 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from today (a YYYY-MM-DD calendar date) to the termination date. */
function daysUntil(terminationDate: string, today: string): number {
  return Math.round((Date.parse(`${terminationDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export function autoRefillState(
  terminationDate: string | null,
  today: string,
): { expiring: boolean; expired: boolean } {
  if (!terminationDate) return { expiring: false, expired: false };
  const days = daysUntil(terminationDate, today);
  return {
    expiring: days >= AUTO_REFILL_EXPIRING_DAYS.min && days <= AUTO_REFILL_EXPIRING_DAYS.max,
    expired: days <= 0,
  };
}

/**
 * §3 "Address: isShared (derived from usage)". Chosen (docs/choices.md): the patient's own addresses have usage
 * HOME1, HOME2, ...; an address of another usage (e.g. SHARED1, an address shared with the account) is shared.
 */
export function isSharedAddressUsage(usage: string): boolean {
  return !/^HOME\d+$/.test(usage);
}
