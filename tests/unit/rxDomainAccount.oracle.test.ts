// @vitest-environment node
/**
 * Oracle table of the pharmacy's account rules in domain/rx (session.ts, patients.ts, autoRefill.ts, programs.ts),
 * every expected value a literal copied from pharmacy-portal.md or worked out by hand:
 * - §2.1 /rx and /rx/landing-page (redirectUrl, errorCode=sessionTimeout), /auth/api/logout?redirectUrl=...,
 *   /rx/auto-refills (query parameters patient, source, update, renew), /rx/refill-settings;
 * - §3 "Patient", "Patient state" (defaults '0' and 'all', the not-found text, the fallback texts), "Address"
 *   (isShared derived from usage), "Marketing / program enrolment" (HCSS, the six status values), "Auto-refill update
 *   result item";
 * - §4 "Session" (the polled session's four outcomes, guest paths, customerVerified), "Auto-refill" (the enrol
 *   option, the 1-105 day expiring window, expired at 0 days or fewer), "Marketing programs";
 * - §7.1 "GET /patient-profiles/: sorted by patient";
 * - §8 "Patients and notifications" (Error Fetching Patient), "New patient" (the 401 text), "Auto refill",
 *   "Guest and session";
 * - §9 "Session: inactivity warning at 540 s; expiry 61 s later; tick every 1 s; modal countdown starts at 60",
 *   "Auto-refill: expiring window 1 to 105 days before termination; retry counter starts at 0; auto-refill states
 *   list: CA, IL", "Defaults: patient numbers '0'; selectedPatient 'all'";
 * - docs/choices.md "Pharmacy foundation: the shell, session and dashboard" (activity, the 60 s report and poll, the
 *   session-free pages, the modal texts, the timeout redirect, the patients' order) and "Pharmacy records:
 *   auto-refill and programs" (toasts, retries, consent, the managed-adult case, the 365-day term, query parameters,
 *   guidelines, refill programs).
 */
import { describe, expect, it } from 'vitest';
import type { Patient, PatientPhone, RelationshipType } from '../../api/contracts/rx';
import type { AutoRefillUpdateResult, EnrollmentStatus } from '../../api/contracts/rx-auto-refill';
import type { RxSession } from '../../api/contracts/rx-security';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_REPORT_INTERVAL_MS,
  DEFAULT_SESSION_TIMINGS,
  isCustomerVerified,
  isGuestPath,
  isSessionFreePath,
  LANDING_ERROR_CODES,
  landingUrl,
  LOGOUT_PATH,
  logoutUrl,
  SESSION_FREE_PREFIXES,
  SESSION_POLL_INTERVAL_MS,
  SESSION_REFUSAL_MESSAGES,
  SESSION_TEXTS,
  SESSION_TIMING,
  sessionOutcome,
  signOutUrl,
  timeoutLogoutUrl,
  timingsFrom,
} from '../../domain/rx/session';
import {
  ALL_PATIENTS,
  AUTO_REFILL_EXPIRING_DAYS,
  autoRefillState,
  findPatient,
  formatPatientPhone,
  hasPatient,
  isSharedAddressUsage,
  PATIENT_FETCH_ERROR,
  PATIENT_TEXTS,
  PATIENTS_LOAD_FAILED,
  patientFullName,
  patientNotFoundMessage,
  PRIMARY_PATIENT_DEFAULT,
  primaryPatientNumber,
  sortPatients,
} from '../../domain/rx/patients';
import {
  AUTO_REFILL_ERRORS,
  AUTO_REFILL_GUIDELINES,
  AUTO_REFILL_MAX_RETRIES,
  AUTO_REFILL_PROGRAM_ID,
  AUTO_REFILL_QUERY,
  AUTO_REFILL_RETRY_START,
  AUTO_REFILL_STATES,
  AUTO_REFILL_TERM_DAYS,
  AUTO_REFILL_TEXTS,
  AUTO_REFILL_TOASTS,
  chooseAutoRefillPatient,
  ENROL_OPTION,
  ENROL_RELATIONSHIP_LABELS,
  enrolledAfterUpdate,
  isRestrictedReminder,
  MANAGED_ADULT_ENROLL_REFUSED,
  needsStateConsent,
  NONE_OPTION,
  STATE_CONSENT_REQUIRED,
  STATE_CONSENT_TEXT,
} from '../../domain/rx/autoRefill';
import {
  canChoose,
  ENROLLMENT_STATUS_LABELS,
  isEnrolledStatus,
  joinStatus,
  NINETY_DAY_SUPPLY_CODE,
  PROGRAM_TEXTS,
} from '../../domain/rx/programs';

/** §8 texts, copied from the spec (two spaces where the spec has two). */
const SPEC_EXTEND_FAILED = 'There was an error authenticating your session. Please try again.';
const SPEC_GUEST_SESSION_EXPIRED =
  'Your session has expired.  Please sign in or enter your date of birth again to continue.';
const SPEC_LOGGED_OUT = 'You were logged out due to inactivity, please log in and try again';
const SPEC_FETCH_PATIENT_TEXT = 'There was an error fetching patient data.  Please try again.';
const SPEC_ENROL_FAILED = 'We encountered an error saving your enrollment request. Please try again.';
const SPEC_UNENROL_FAILED = 'An error occurred when attempting to unenroll, please try again later.';

// ---------------------------------------------------------------------------------------------------------------
// session.ts
// ---------------------------------------------------------------------------------------------------------------

describe('§9 session timings and activity constants', () => {
  it('SESSION_TIMING is warning 540 s, expiry 61 s, tick 1000 ms', () => {
    expect(SESSION_TIMING).toEqual({ warningSeconds: 540, expirySeconds: 61, tickMs: 1000 });
  });

  it('ACTIVITY_EVENTS are keydown, pointerdown, wheel and touchstart, in that order', () => {
    expect(ACTIVITY_EVENTS).toEqual(['keydown', 'pointerdown', 'wheel', 'touchstart']);
  });

  it('activity is reported at most once per 60 000 ms', () => {
    expect(ACTIVITY_REPORT_INTERVAL_MS).toBe(60_000);
  });

  it('the session is polled every 60 000 ms', () => {
    expect(SESSION_POLL_INTERVAL_MS).toBe(60_000);
  });

  it('DEFAULT_SESSION_TIMINGS: warning 540 000 ms, expiry 61 000 ms, countdown starts at 60', () => {
    expect(DEFAULT_SESSION_TIMINGS).toEqual({ warningMs: 540_000, expiryMs: 61_000, countdownStart: 60 });
  });
});

describe('timingsFrom: seconds to ms, countdown = expiry less one second, at least 1', () => {
  it.each([
    ['the §9 defaults 540 / 61', 540, 61, { warningMs: 540_000, expiryMs: 61_000, countdownStart: 60 }],
    ['a shortened sandbox 20 / 10', 20, 10, { warningMs: 20_000, expiryMs: 10_000, countdownStart: 9 }],
    ['expiry 3 s counts down from 2', 5, 3, { warningMs: 5_000, expiryMs: 3_000, countdownStart: 2 }],
    ['expiry 2 s counts down from 1', 5, 2, { warningMs: 5_000, expiryMs: 2_000, countdownStart: 1 }],
    [
      'expiry 1 s still counts down from 1 (not 0)',
      5,
      1,
      { warningMs: 5_000, expiryMs: 1_000, countdownStart: 1 },
    ],
  ])('%s', (_name, warningSeconds, expirySeconds, expected) => {
    expect(timingsFrom({ warningSeconds, expirySeconds })).toEqual(expected);
  });

  it('reads the constants given as input the same as the literals', () => {
    expect(timingsFrom(SESSION_TIMING)).toEqual({ warningMs: 540_000, expiryMs: 61_000, countdownStart: 60 });
  });
});

describe('SESSION_TEXTS (§8 "Guest and session" and the chosen modal texts)', () => {
  it('every fixed text, exactly', () => {
    const { countdown, ...texts } = SESSION_TEXTS;
    expect(typeof countdown).toBe('function');
    expect(texts).toEqual({
      extendFailed: SPEC_EXTEND_FAILED,
      guestSessionExpired: SPEC_GUEST_SESSION_EXPIRED,
      modalTitle: 'Your session is about to expire',
      modalBody: 'For your security, you will be signed out soon because you have been inactive.',
      extend: 'Stay Signed In',
      signOut: 'Sign Out',
      timedOut:
        'For your security, you were signed out after a period of inactivity. Please sign in again to continue.',
    });
  });

  it.each([
    [60, 'Time remaining: 60 seconds'],
    [2, 'Time remaining: 2 seconds'],
    [1, 'Time remaining: 1 second'],
    [0, 'Time remaining: 0 seconds'],
  ])('countdown(%i) reads "%s"', (seconds, text) => {
    expect(SESSION_TEXTS.countdown(seconds)).toBe(text);
  });
});

describe('session refusals and landing error codes', () => {
  it("SESSION_REFUSAL_MESSAGES: the chosen unauthorized text and §8's 401 text", () => {
    expect(SESSION_REFUSAL_MESSAGES).toEqual({
      notAuthorized: 'Answer your security question to see your pharmacy information.',
      timedOut: SPEC_LOGGED_OUT,
    });
  });

  it('LANDING_ERROR_CODES: sessionTimeout and guestSessionExpired', () => {
    expect(LANDING_ERROR_CODES).toEqual({
      sessionTimeout: 'sessionTimeout',
      guestSessionExpired: 'guestSessionExpired',
    });
  });
});

describe('isGuestPath (§4 "A guest path (path contains \'guest\') does not run the timeout")', () => {
  it.each([
    ['/rx/guest-refill', true],
    ['/rx/guest/transfer-prescriptions', true],
    ['/rx/guest-verification', true],
    ['/rx/dashboard', false],
    ['/rx/Guest-refill', false],
    ['/rx', false],
    ['', false],
  ])('%s -> %s', (path, guest) => {
    expect(isGuestPath(path)).toBe(guest);
  });
});

describe('isSessionFreePath: /rx and the chosen prefixes, exactly or followed by /', () => {
  it('SESSION_FREE_PREFIXES is the chosen list, in order', () => {
    expect(SESSION_FREE_PREFIXES).toEqual([
      '/rx/landing-page',
      '/rx/error',
      '/rx/account/ciam/error',
      '/rx/idm/failure',
      '/rx/security-questions',
      '/rx/link',
      '/rx/new-patient',
      '/rx/digital-vaccine-record',
      '/rx/expired-tracker-link',
    ]);
  });

  it.each([
    ['/rx', true],
    ['/rx/landing-page', true],
    ['/rx/error', true],
    ['/rx/account/ciam/error', true],
    ['/rx/idm/failure', true],
    ['/rx/security-questions', true],
    ['/rx/security-questions/reset', true],
    ['/rx/link', true],
    ['/rx/link/patient/lookup', true],
    ['/rx/new-patient', true],
    ['/rx/new-patient/summary', true],
    ['/rx/digital-vaccine-record', true],
    ['/rx/digital-vaccine-record/verify', true],
    ['/rx/expired-tracker-link', true],
    ['/rx/', false],
    ['/rxx', false],
    ['/rx/landing-pages', false],
    ['/rx/errors', false],
    ['/rx/linked', false],
    ['/rx/dashboard', false],
    ['/rx/auto-refills', false],
    ['/rx/account/update', false],
    ['/rx/account/ciam', false],
    ['/health-dashboard', false],
    ['', false],
  ])('%s -> %s', (path, free) => {
    expect(isSessionFreePath(path)).toBe(free);
  });
});

type SessionState = Pick<RxSession, 'active' | 'lastAccessDate' | 'secondsLeft' | 'status'>;
const AT = '2026-11-23T08:10:00.000Z';

describe('sessionOutcome (§4 "Session": active, timed out, lookup, else landing)', () => {
  it.each<[string, SessionState, string]>([
    [
      'active with a last-access date -> active',
      { active: true, lastAccessDate: AT, secondsLeft: 300, status: 'AUTHORIZED' },
      'active',
    ],
    [
      'active with a last-access date and UNAUTHORIZED -> active (status not read)',
      { active: true, lastAccessDate: AT, secondsLeft: 300, status: 'UNAUTHORIZED' },
      'active',
    ],
    [
      'active with a last-access date and negative seconds -> active',
      { active: true, lastAccessDate: AT, secondsLeft: -1, status: 'AUTHORIZED' },
      'active',
    ],
    [
      'active without a last-access date, AUTHORIZED, time left -> landing',
      { active: true, lastAccessDate: null, secondsLeft: 300, status: 'AUTHORIZED' },
      'landing',
    ],
    [
      'active without a last-access date, negative seconds -> landing',
      { active: true, lastAccessDate: null, secondsLeft: -1, status: 'AUTHORIZED' },
      'landing',
    ],
    [
      'inactive, secondsLeft -1 -> timedOut',
      { active: false, lastAccessDate: AT, secondsLeft: -1, status: 'AUTHORIZED' },
      'timedOut',
    ],
    [
      'inactive, secondsLeft -1, UNAUTHORIZED, no last access -> timedOut',
      { active: false, lastAccessDate: null, secondsLeft: -1, status: 'UNAUTHORIZED' },
      'timedOut',
    ],
    [
      'inactive, secondsLeft 0, AUTHORIZED -> lookup (0 is not negative)',
      { active: false, lastAccessDate: AT, secondsLeft: 0, status: 'AUTHORIZED' },
      'lookup',
    ],
    [
      'inactive, secondsLeft 1, AUTHORIZED -> lookup',
      { active: false, lastAccessDate: null, secondsLeft: 1, status: 'AUTHORIZED' },
      'lookup',
    ],
    [
      'inactive, secondsLeft 0, UNAUTHORIZED -> landing',
      { active: false, lastAccessDate: AT, secondsLeft: 0, status: 'UNAUTHORIZED' },
      'landing',
    ],
    [
      'inactive, secondsLeft 1, UNAUTHORIZED -> landing',
      { active: false, lastAccessDate: null, secondsLeft: 1, status: 'UNAUTHORIZED' },
      'landing',
    ],
  ])('%s', (_name, session, outcome) => {
    expect(sessionOutcome(session)).toBe(outcome);
  });
});

describe('isCustomerVerified (§4 "only when the session is active and its status is AUTHORIZED")', () => {
  it.each<[string, Pick<RxSession, 'active' | 'status'> | null, boolean]>([
    ['active and AUTHORIZED -> true', { active: true, status: 'AUTHORIZED' }, true],
    ['inactive and AUTHORIZED -> false', { active: false, status: 'AUTHORIZED' }, false],
    ['active and UNAUTHORIZED -> false', { active: true, status: 'UNAUTHORIZED' }, false],
    ['inactive and UNAUTHORIZED -> false', { active: false, status: 'UNAUTHORIZED' }, false],
    ['no session (null) -> false', null, false],
  ])('%s', (_name, session, verified) => {
    expect(isCustomerVerified(session)).toBe(verified);
  });
});

describe('logout and landing addresses (§2.1, §4 timeout logout)', () => {
  it('LOGOUT_PATH is /auth/api/logout', () => {
    expect(LOGOUT_PATH).toBe('/auth/api/logout');
  });

  it('logoutUrl encodes its redirect as one query value', () => {
    expect(logoutUrl('/rx/landing-page')).toBe('/auth/api/logout?redirectUrl=%2Frx%2Flanding-page');
    expect(logoutUrl('/rx?a=1&b=2')).toBe('/auth/api/logout?redirectUrl=%2Frx%3Fa%3D1%26b%3D2');
  });

  it('logoutUrl of an empty redirect keeps an empty value', () => {
    expect(logoutUrl('')).toBe('/auth/api/logout?redirectUrl=');
  });

  it.each<[string, { redirectUrl?: string; errorCode?: string }, string]>([
    ['no options -> the bare landing page', {}, '/rx/landing-page'],
    [
      'empty redirect and code -> the bare landing page',
      { redirectUrl: '', errorCode: '' },
      '/rx/landing-page',
    ],
    ['a redirect only', { redirectUrl: '/rx/dashboard' }, '/rx/landing-page?redirectUrl=%2Frx%2Fdashboard'],
    [
      'an error code only',
      { errorCode: 'guestSessionExpired' },
      '/rx/landing-page?errorCode=guestSessionExpired',
    ],
    [
      'both, redirect first',
      { redirectUrl: '/rx/refills', errorCode: 'sessionTimeout' },
      '/rx/landing-page?redirectUrl=%2Frx%2Frefills&errorCode=sessionTimeout',
    ],
    [
      'a redirect with its own query',
      { redirectUrl: '/rx/prescription-history/detail?patientNumber=1&rxRecordNum=2' },
      '/rx/landing-page?redirectUrl=%2Frx%2Fprescription-history%2Fdetail%3FpatientNumber%3D1%26rxRecordNum%3D2',
    ],
  ])('landingUrl: %s', (_name, options, url) => {
    expect(landingUrl(options)).toBe(url);
  });

  it('landingUrl without an argument is the bare landing page', () => {
    expect(landingUrl()).toBe('/rx/landing-page');
  });

  it('timeoutLogoutUrl: logout, then the landing page with the page and errorCode=sessionTimeout', () => {
    const url = timeoutLogoutUrl('/rx/refills');
    expect(url).toBe(
      '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FredirectUrl%3D%252Frx%252Frefills%26errorCode%3DsessionTimeout',
    );
    const landing = new URL(url, 'https://x.test').searchParams.get('redirectUrl');
    expect(landing).toBe('/rx/landing-page?redirectUrl=%2Frx%2Frefills&errorCode=sessionTimeout');
  });

  it('signOutUrl: logout, then the bare landing page', () => {
    expect(signOutUrl()).toBe('/auth/api/logout?redirectUrl=%2Frx%2Flanding-page');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// patients.ts
// ---------------------------------------------------------------------------------------------------------------

describe('patient defaults and texts (§3 "Patient state", §8 "Patients", §9 defaults)', () => {
  it("PRIMARY_PATIENT_DEFAULT is '0' and ALL_PATIENTS is 'all'", () => {
    expect(PRIMARY_PATIENT_DEFAULT).toBe('0');
    expect(ALL_PATIENTS).toBe('all');
  });

  it('PATIENT_TEXTS are the §3 fallback texts', () => {
    expect(PATIENT_TEXTS).toEqual({
      noPatientSelected: 'No patient selected',
      noNumberOnFile: 'No number on file',
      shortPhone: '--',
    });
  });

  it("patientNotFoundMessage is §3's thrown text with the number", () => {
    expect(patientNotFoundMessage('100234567')).toBe(
      'No patient could be found with patientNumber 100234567',
    );
    expect(patientNotFoundMessage('')).toBe('No patient could be found with patientNumber ');
  });

  it('PATIENT_FETCH_ERROR is §8\'s "Error Fetching Patient" toast (two spaces)', () => {
    expect(PATIENT_FETCH_ERROR).toEqual({ heading: 'Error Fetching Patient', text: SPEC_FETCH_PATIENT_TEXT });
  });

  it('PATIENTS_LOAD_FAILED: the page text and Try Again', () => {
    expect(PATIENTS_LOAD_FAILED).toEqual({ text: 'Your patients could not be loaded.', retry: 'Try Again' });
  });
});

type SortablePatient = Pick<Patient, 'isPrimaryOnAccount' | 'firstName' | 'lastName' | 'patientNumber'>;
const pat = (
  patientNumber: string,
  firstName: string,
  lastName: string,
  isPrimaryOnAccount = false,
): SortablePatient => ({ patientNumber, firstName, lastName, isPrimaryOnAccount });
const numbers = (list: readonly { patientNumber: string }[]) => list.map((p) => p.patientNumber);

describe('sortPatients (§7.1 "sorted by patient"; chosen: primary, first name, last name, number)', () => {
  it('an empty list stays empty', () => {
    expect(sortPatients([])).toEqual([]);
  });

  it('the family reads Jordan (primary), Avery, Biscuit', () => {
    const jordan = pat('100234567', 'Jordan', 'Whitfield', true);
    const biscuit = pat('100234569', 'Biscuit', 'Whitfield');
    const avery = pat('100234568', 'Avery', 'Whitfield');
    expect(sortPatients([biscuit, avery, jordan])).toEqual([jordan, avery, biscuit]);
  });

  it('the primary comes first even when its names and number sort last', () => {
    const primary = pat('9', 'Zed', 'Zulu', true);
    const other = pat('1', 'Adam', 'Alpha');
    expect(numbers(sortPatients([other, primary]))).toEqual(['9', '1']);
    expect(numbers(sortPatients([primary, other]))).toEqual(['9', '1']);
  });

  it('first name before last name and number', () => {
    const avery = pat('3', 'Avery', 'Zulu');
    const biscuit = pat('1', 'Biscuit', 'Alpha');
    expect(numbers(sortPatients([biscuit, avery]))).toEqual(['3', '1']);
    expect(numbers(sortPatients([avery, biscuit]))).toEqual(['3', '1']);
  });

  it('first names compare by locale, not by character code (bea before Cal)', () => {
    expect(numbers(sortPatients([pat('1', 'Cal', 'Lee'), pat('2', 'bea', 'Lee')]))).toEqual(['2', '1']);
  });

  it('the same first name: last name before number', () => {
    const alpha = pat('9', 'Sam', 'Alpha');
    const beta = pat('1', 'Sam', 'Beta');
    expect(numbers(sortPatients([beta, alpha]))).toEqual(['9', '1']);
    expect(numbers(sortPatients([alpha, beta]))).toEqual(['9', '1']);
  });

  it('the same names: patient number as text ("100" before "99")', () => {
    const n99 = pat('99', 'Sam', 'Lee');
    const n100 = pat('100', 'Sam', 'Lee');
    expect(numbers(sortPatients([n99, n100]))).toEqual(['100', '99']);
    expect(numbers(sortPatients([n100, n99]))).toEqual(['100', '99']);
  });

  it('two primaries are ordered between themselves by name', () => {
    const zed = pat('1', 'Zed', 'Lee', true);
    const amy = pat('2', 'Amy', 'Lee', true);
    const bob = pat('3', 'Bob', 'Lee');
    expect(numbers(sortPatients([bob, zed, amy]))).toEqual(['2', '1', '3']);
  });

  it('full ties keep their order; the input array is not changed', () => {
    const a = pat('5', 'Sam', 'Lee');
    const b = pat('5', 'Sam', 'Lee');
    const input = [a, b];
    const sorted = sortPatients(input);
    expect(sorted[0]).toBe(a);
    expect(sorted[1]).toBe(b);
    expect(sorted).not.toBe(input);
    const unsorted = [pat('2', 'Bo', 'Lee'), pat('1', 'Al', 'Lee')];
    sortPatients(unsorted);
    expect(numbers(unsorted)).toEqual(['2', '1']);
  });
});

describe('findPatient, hasPatient, primaryPatientNumber (§3)', () => {
  const jordan = pat('100234567', 'Jordan', 'Whitfield', true);
  const avery = pat('100234568', 'Avery', 'Whitfield');
  const family = [avery, jordan];

  it('findPatient returns the very patient with that number', () => {
    expect(findPatient(family, '100234567')).toBe(jordan);
    expect(findPatient(family, '100234568')).toBe(avery);
  });

  it("findPatient throws §3's message for an unknown number", () => {
    expect(() => findPatient(family, '999')).toThrow(
      new Error('No patient could be found with patientNumber 999'),
    );
  });

  it('findPatient throws for an empty list', () => {
    expect(() => findPatient([], '0')).toThrow('No patient could be found with patientNumber 0');
  });

  it.each([
    ['100234567', true],
    ['100234568', true],
    ['10023456', false],
    ['0', false],
  ])('hasPatient(family, %s) -> %s', (n, has) => {
    expect(hasPatient(family, n)).toBe(has);
  });

  it('hasPatient of an empty list is false', () => {
    expect(hasPatient([], '0')).toBe(false);
  });

  it('primaryPatientNumber is the primary patient, wherever it stands', () => {
    expect(primaryPatientNumber(family)).toBe('100234567');
    expect(primaryPatientNumber([jordan, avery])).toBe('100234567');
  });

  it("primaryPatientNumber is '0' without a primary patient, or without patients", () => {
    expect(primaryPatientNumber([avery])).toBe('0');
    expect(primaryPatientNumber([])).toBe('0');
  });
});

type NameParts = Pick<Patient, 'firstName' | 'middleName' | 'lastName' | 'suffix'>;

describe('patientFullName: first, middle, last, suffix, skipping empty parts', () => {
  it.each<[string, NameParts, string]>([
    [
      'all four parts',
      { firstName: 'Jordan', middleName: 'Lee', lastName: 'Whitfield', suffix: 'Jr.' },
      'Jordan Lee Whitfield Jr.',
    ],
    [
      'no middle name (null)',
      { firstName: 'Jordan', middleName: null, lastName: 'Whitfield', suffix: 'Jr.' },
      'Jordan Whitfield Jr.',
    ],
    [
      'no suffix (null)',
      { firstName: 'Jordan', middleName: 'Lee', lastName: 'Whitfield', suffix: null },
      'Jordan Lee Whitfield',
    ],
    [
      'empty middle name and suffix',
      { firstName: 'Avery', middleName: '', lastName: 'Whitfield', suffix: '' },
      'Avery Whitfield',
    ],
    [
      'blank middle name and suffix (spaces only)',
      { firstName: 'Avery', middleName: '   ', lastName: 'Whitfield', suffix: ' ' },
      'Avery Whitfield',
    ],
    [
      'a pet with a first name only',
      { firstName: 'Biscuit', middleName: null, lastName: '', suffix: null },
      'Biscuit',
    ],
    [
      'parts are joined as given (not trimmed)',
      { firstName: 'Jordan', middleName: ' Lee ', lastName: 'Whitfield', suffix: null },
      'Jordan  Lee  Whitfield',
    ],
    ['nothing at all', { firstName: '', middleName: null, lastName: '', suffix: null }, ''],
  ])('%s', (_name, parts, full) => {
    expect(patientFullName(parts)).toBe(full);
  });
});

const phone = (areaCode: string, phoneNumber: string): PatientPhone => ({
  phoneId: 'p1',
  countryCode: 'USA',
  areaCode,
  phoneNumber,
});

describe("formatPatientPhone (§3: '(513) 555-0142', 'No number on file', '--' for a short phone)", () => {
  it.each<[string, PatientPhone | null | undefined, string]>([
    ['null -> No number on file', null, 'No number on file'],
    ['undefined -> No number on file', undefined, 'No number on file'],
    ['area code and number', phone('513', '5550142'), '(513) 555-0142'],
    ['the whole number in phoneNumber', phone('', '5135550142'), '(513) 555-0142'],
    ['punctuation is dropped', phone('(513)', '555-0142'), '(513) 555-0142'],
    ['spaces and dots are dropped', phone(' 513 ', '555.01.42'), '(513) 555-0142'],
    ['11 digits: the last ten', phone('1513', '5550142'), '(513) 555-0142'],
    ['12 digits: the last ten', phone('01', '5135550142'), '(513) 555-0142'],
    ['exactly 10 digits', phone('212', '9876543'), '(212) 987-6543'],
    ['9 digits -> --', phone('513', '555014'), '--'],
    ['9 digits with punctuation -> --', phone('(513)', '555-014'), '--'],
    ['an empty phone -> --', phone('', ''), '--'],
  ])('%s', (_name, value, text) => {
    expect(formatPatientPhone(value)).toBe(text);
  });
});

describe('autoRefillState (§4 "expiring: within 1 to 105 days"; "expired: 0 or fewer days")', () => {
  it('AUTO_REFILL_EXPIRING_DAYS is 1 to 105', () => {
    expect(AUTO_REFILL_EXPIRING_DAYS).toEqual({ min: 1, max: 105 });
  });

  const TODAY = '2026-01-01';
  it.each([
    ['2025-01-01', 'a year ago (-365)', false, true],
    ['2025-12-31', 'yesterday (-1)', false, true],
    ['2026-01-01', 'today (0)', false, true],
    ['2026-01-02', 'tomorrow (1)', true, false],
    ['2026-01-03', 'in 2 days', true, false],
    ['2026-04-15', 'in 104 days', true, false],
    ['2026-04-16', 'in 105 days', true, false],
    ['2026-04-17', 'in 106 days', false, false],
    ['2027-01-01', 'in 365 days', false, false],
  ])('termination %s, %s: expiring %s, expired %s', (termination, _name, expiring, expired) => {
    expect(autoRefillState(termination, TODAY)).toEqual({ expiring, expired });
  });

  it('counts whole calendar days across a leap day (2028-02-29)', () => {
    expect(autoRefillState('2028-06-13', '2028-02-29')).toEqual({ expiring: true, expired: false });
    expect(autoRefillState('2028-06-14', '2028-02-29')).toEqual({ expiring: false, expired: false });
  });

  it('without a termination date: neither expiring nor expired', () => {
    expect(autoRefillState(null, TODAY)).toEqual({ expiring: false, expired: false });
    expect(autoRefillState('', TODAY)).toEqual({ expiring: false, expired: false });
  });

  it('an unreadable termination date: neither expiring nor expired', () => {
    expect(autoRefillState('not-a-date', TODAY)).toEqual({ expiring: false, expired: false });
  });
});

describe('isSharedAddressUsage (§3 "isShared (derived from usage)"; chosen: HOME<n> is own)', () => {
  it.each([
    ['HOME1', false],
    ['HOME2', false],
    ['HOME12', false],
    ['SHARED1', true],
    ['HOME', true],
    ['home1', true],
    ['XHOME1', true],
    ['HOME1X', true],
    ['HOMEA', true],
    ['', true],
  ])('%s -> shared %s', (usage, shared) => {
    expect(isSharedAddressUsage(usage)).toBe(shared);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// autoRefill.ts
// ---------------------------------------------------------------------------------------------------------------

describe('auto-refill texts of §8 and the chosen toasts', () => {
  it("AUTO_REFILL_ERRORS are §8's enrol and unenrol failure texts", () => {
    expect(AUTO_REFILL_ERRORS).toEqual({ enroll: SPEC_ENROL_FAILED, unenroll: SPEC_UNENROL_FAILED });
  });

  it('AUTO_REFILL_TOASTS: enrolled, unenrolled, paused, removed, added, each a success', () => {
    expect(AUTO_REFILL_TOASTS).toEqual({
      enrolled: {
        heading: 'Enrolled in Auto Refill',
        text: 'Your auto refill enrollment was saved. We will start your refills before you run out.',
        tone: 'success',
      },
      unenrolled: {
        heading: 'Unenrolled from Auto Refill',
        text: 'You are no longer enrolled in auto refill. You can still request refills at any time.',
        tone: 'success',
      },
      paused: {
        heading: 'Auto Refill Paused',
        text: 'Auto refill is paused for every prescription of this patient. Turn prescriptions back on at any time.',
        tone: 'success',
      },
      removed: {
        heading: 'Removed from Auto Refill',
        text: 'The prescription was removed from auto refill.',
        tone: 'success',
      },
      added: {
        heading: 'Added to Auto Refill',
        text: 'The prescription will be refilled automatically.',
        tone: 'success',
      },
    });
  });
});

describe('enrolledAfterUpdate (§4 "true only if the update succeeded and the chosen option is the enrol option")', () => {
  it("ENROL_OPTION is 'AUTO_REFILL' and NONE_OPTION is 'NONE'", () => {
    expect(ENROL_OPTION).toBe('AUTO_REFILL');
    expect(NONE_OPTION).toBe('NONE');
  });

  const result = (
    updateSuccessful: boolean,
    refillOption: 'AUTO_REFILL' | 'NONE',
  ): AutoRefillUpdateResult => ({
    rxRecordNumber: '7001',
    updateSuccessful,
    refillOption,
  });

  it.each([
    ['succeeded, AUTO_REFILL, was off -> true', true, 'AUTO_REFILL', false, true],
    ['succeeded, AUTO_REFILL, was on -> true', true, 'AUTO_REFILL', true, true],
    ['succeeded, NONE, was on -> false', true, 'NONE', true, false],
    ['succeeded, NONE, was off -> false', true, 'NONE', false, false],
    ['failed, AUTO_REFILL, was off -> stays false', false, 'AUTO_REFILL', false, false],
    ['failed, AUTO_REFILL, was on -> stays true', false, 'AUTO_REFILL', true, true],
    ['failed, NONE, was on -> stays true', false, 'NONE', true, true],
    ['failed, NONE, was off -> stays false', false, 'NONE', false, false],
  ] as const)('%s', (_name, ok, option, before, after) => {
    expect(enrolledAfterUpdate(result(ok, option), before)).toBe(after);
  });
});

describe('auto-refill constants (§9, chosen)', () => {
  it('the retry counter starts at 0; the phone is offered from 3 failures', () => {
    expect(AUTO_REFILL_RETRY_START).toBe(0);
    expect(AUTO_REFILL_MAX_RETRIES).toBe(3);
  });

  it('AUTO_REFILL_STATES is CA, IL', () => {
    expect(AUTO_REFILL_STATES).toEqual(['CA', 'IL']);
  });

  it('an enrolment lasts 365 days; the program id is AUTO_REFILL_STANDARD', () => {
    expect(AUTO_REFILL_TERM_DAYS).toBe(365);
    expect(AUTO_REFILL_PROGRAM_ID).toBe('AUTO_REFILL_STANDARD');
  });

  it('AUTO_REFILL_QUERY: patient, source, update, renew and the quick-links value', () => {
    expect(AUTO_REFILL_QUERY).toEqual({
      patient: 'patient',
      source: 'source',
      update: 'update',
      renew: 'renew',
      quickLinks: 'quick-links',
    });
  });
});

describe('needsStateConsent (§9 "auto-refill states list: CA, IL")', () => {
  it.each<[string | null | undefined, boolean]>([
    ['CA', true],
    ['IL', true],
    ['OH', false],
    ['NY', false],
    ['ca', false],
    ['il', false],
    ['CAL', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s -> %s', (state, needs) => {
    expect(needsStateConsent(state)).toBe(needs);
  });

  it('the consent text and its refusal text', () => {
    expect(STATE_CONSENT_TEXT).toBe(
      'I consent to have the prescriptions I choose refilled automatically by this pharmacy. State law requires this consent; I can withdraw it at any time by unenrolling.',
    );
    expect(STATE_CONSENT_REQUIRED).toBe('Please give your consent to enroll at a pharmacy in this state.');
  });
});

describe('the managed-adult case (chosen)', () => {
  it('MANAGED_ADULT_ENROLL_REFUSED text', () => {
    expect(MANAGED_ADULT_ENROLL_REFUSED).toBe(
      'A managed adult enrolls in auto refill from their own account.',
    );
  });

  it.each<[RelationshipType, boolean]>([
    ['MANAGED_ADULT', true],
    ['SELF', false],
    ['CHILD', false],
    ['CAREGIVER', false],
    ['PET', false],
  ])('isRestrictedReminder(%s) -> %s', (type, restricted) => {
    expect(isRestrictedReminder(type)).toBe(restricted);
  });
});

describe('AUTO_REFILL_TEXTS', () => {
  it('every fixed text, exactly', () => {
    const { expiring, expired, endsOn, reminderRestricted, callPharmacy, prescriptionToggle, ...texts } =
      AUTO_REFILL_TEXTS;
    for (const fn of [expiring, expired, endsOn, reminderRestricted, callPharmacy, prescriptionToggle])
      expect(typeof fn).toBe('function');
    expect(texts).toEqual({
      heading: 'Auto Refill',
      intro: 'Enroll in auto refill and we will refill your eligible prescriptions before you run out.',
      managePrescriptionsSubheader:
        'Need a prescription sooner? Visit Refills to order it now, or call your store pharmacy.',
      guidelinesLink: 'Auto Refill Guidelines',
      loading: 'Loading auto refill…',
      loadError: 'We could not load auto refill. Please try again.',
      patient: 'Patient',
      enrolled: 'Enrolled',
      notEnrolled: 'Not enrolled',
      enroll: 'Enroll in Auto Refill',
      renew: 'Renew Enrollment',
      update: 'Change Pharmacy',
      unenroll: 'Unenroll',
      confirmUnenroll: 'Yes, Unenroll',
      cancel: 'Cancel',
      confirmUnenrollQuestion:
        'Unenroll from auto refill? Your prescriptions will no longer be refilled automatically.',
      pharmacy: 'Pharmacy',
      relationship: 'I am enrolling as',
      overridePrivacy:
        'Send refill notices for this patient to me, even if the patient set a privacy preference',
      save: 'Save Enrollment',
      saving: 'Saving…',
      manage: 'Manage Prescriptions',
      pause: 'Pause Auto Refill',
      enrollAll: 'Enroll All Eligible',
      prescriptions: 'Prescriptions',
      notEligible: 'Not eligible for auto refill',
      dismissReminder: 'Dismiss reminder',
      tryAgain: 'Try Again',
      backToDashboard: 'Back to My Prescriptions',
      backToAutoRefill: 'Back to Auto Refill',
      noPrescriptions: 'This patient has no prescriptions filled at a store pharmacy.',
      notOffered: 'Auto refill is not offered by this pharmacy.',
    });
  });

  it('expiring(date)', () => {
    expect(AUTO_REFILL_TEXTS.expiring('04/16/2026')).toBe(
      'Your auto refill enrollment ends on 04/16/2026. Renew it to keep your refills coming.',
    );
  });

  it('expired(date)', () => {
    expect(AUTO_REFILL_TEXTS.expired('12/31/2025')).toBe(
      'Your auto refill enrollment ended on 12/31/2025. Enroll again to restart your refills.',
    );
  });

  it('endsOn(date)', () => {
    expect(AUTO_REFILL_TEXTS.endsOn('04/16/2026')).toBe('Enrollment ends 04/16/2026');
  });

  it('reminderRestricted(name) names the managed adult twice', () => {
    expect(AUTO_REFILL_TEXTS.reminderRestricted('Morgan')).toBe(
      "Morgan's auto refill enrollment is ending. As a managed adult, Morgan must renew it from their own account.",
    );
  });

  it('callPharmacy(phone)', () => {
    expect(AUTO_REFILL_TEXTS.callPharmacy('1-800-555-0100')).toBe(
      'We still could not save your request. Please call us at 1-800-555-0100.',
    );
  });

  it('prescriptionToggle(drug)', () => {
    expect(AUTO_REFILL_TEXTS.prescriptionToggle('Omeprazole 20 mg')).toBe('Auto refill Omeprazole 20 mg');
  });
});

describe('AUTO_REFILL_GUIDELINES and ENROL_RELATIONSHIP_LABELS (chosen)', () => {
  it('the five guideline sections, in order', () => {
    expect(AUTO_REFILL_GUIDELINES).toEqual([
      {
        heading: 'Which prescriptions qualify',
        body: 'Maintenance medications filled at a store pharmacy can be refilled automatically. Controlled substances, prescriptions with no refills left and mail-order prescriptions are not eligible.',
      },
      {
        heading: 'When we refill',
        body: 'We start each refill a few days before your supply runs out and send a notice when it is ready for pickup.',
      },
      {
        heading: 'How long an enrollment lasts',
        body: 'An enrollment lasts one year. We remind you before it ends so you can renew it.',
      },
      {
        heading: 'Pausing and stopping',
        body: 'Pause auto refill to stop every prescription for a while, remove one prescription, or unenroll completely. You can still order refills yourself at any time.',
      },
      {
        heading: 'California and Illinois',
        body: 'State law in California and Illinois requires your consent before we refill automatically; you give it when you enroll.',
      },
    ]);
  });

  it('one label per relationship type', () => {
    expect(ENROL_RELATIONSHIP_LABELS).toEqual({
      SELF: 'The patient',
      CHILD: 'Parent or guardian of a child',
      MANAGED_ADULT: 'Managed adult',
      CAREGIVER: 'Caregiver',
      PET: 'Pet owner',
    });
  });
});

describe('chooseAutoRefillPatient: the one asked for, else the primary, else the first, else null', () => {
  const avery = { patientNumber: '2', isPrimaryOnAccount: false };
  const jordan = { patientNumber: '1', isPrimaryOnAccount: true };
  const biscuit = { patientNumber: '3', isPrimaryOnAccount: false };
  const family = [avery, jordan, biscuit];

  it('the requested patient, even when it is not the primary', () => {
    expect(chooseAutoRefillPatient(family, '3')).toBe(biscuit);
    expect(chooseAutoRefillPatient(family, '2')).toBe(avery);
  });

  it('the requested primary patient', () => {
    expect(chooseAutoRefillPatient(family, '1')).toBe(jordan);
  });

  it('an unknown request falls back to the primary (not the first)', () => {
    expect(chooseAutoRefillPatient(family, '9')).toBe(jordan);
  });

  it('no request falls back to the primary (not the first)', () => {
    expect(chooseAutoRefillPatient(family, null)).toBe(jordan);
  });

  it('no request and no primary: the first patient', () => {
    expect(chooseAutoRefillPatient([biscuit, avery], null)).toBe(biscuit);
    expect(chooseAutoRefillPatient([biscuit, avery], '9')).toBe(biscuit);
  });

  it('no patients: null', () => {
    expect(chooseAutoRefillPatient([], null)).toBeNull();
    expect(chooseAutoRefillPatient([], '1')).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------------------------
// programs.ts
// ---------------------------------------------------------------------------------------------------------------

const STATUSES: readonly EnrollmentStatus[] = [
  'ENROLLED',
  'REENROLLED',
  'DECLINED',
  'EXPIRED',
  'NEVER_ASKED',
  'PENDING',
];

describe('refill programs (§3 "Marketing / program enrolment", §4 "Marketing programs")', () => {
  it("the 90-day supply program's code is HCSS", () => {
    expect(NINETY_DAY_SUPPLY_CODE).toBe('HCSS');
  });

  it('ENROLLMENT_STATUS_LABELS: one label for each of the six statuses', () => {
    expect(ENROLLMENT_STATUS_LABELS).toEqual({
      ENROLLED: 'Enrolled',
      REENROLLED: 'Enrolled',
      DECLINED: 'Declined',
      EXPIRED: 'Expired',
      NEVER_ASKED: 'Not enrolled',
      PENDING: 'Pending pharmacy review',
    });
  });

  it.each<[EnrollmentStatus, boolean, 'ENROLLED' | 'REENROLLED', boolean]>([
    ['ENROLLED', true, 'ENROLLED', true],
    ['REENROLLED', true, 'ENROLLED', true],
    ['DECLINED', false, 'REENROLLED', true],
    ['EXPIRED', false, 'REENROLLED', true],
    ['NEVER_ASKED', false, 'ENROLLED', true],
    ['PENDING', false, 'ENROLLED', false],
  ])('%s: enrolled %s, joins as %s, may choose %s', (status, enrolled, join, choose) => {
    expect(isEnrolledStatus(status)).toBe(enrolled);
    expect(joinStatus(status)).toBe(join);
    expect(canChoose(status)).toBe(choose);
  });

  it('the table above covers all six statuses', () => {
    expect(STATUSES.filter(isEnrolledStatus)).toEqual(['ENROLLED', 'REENROLLED']);
    expect(STATUSES.filter((s) => !canChoose(s))).toEqual(['PENDING']);
    expect(STATUSES.filter((s) => joinStatus(s) === 'REENROLLED')).toEqual(['DECLINED', 'EXPIRED']);
  });

  it('PROGRAM_TEXTS: every fixed text, exactly', () => {
    const { updated, ...texts } = PROGRAM_TEXTS;
    expect(typeof updated).toBe('function');
    expect(texts).toEqual({
      heading: 'Refill Settings',
      intro: 'View and manage the refill programs this patient is eligible for.',
      loading: 'Loading refill programs…',
      join: 'Enroll',
      leave: 'Decline',
      saving: 'Saving…',
      loadError: 'We could not load refill programs. Please try again.',
      updateError: 'We could not save your choice. Please try again.',
      retry: 'Try Again',
      status: 'Status',
      none: 'No refill programs are available for this patient.',
    });
  });

  it('PROGRAM_TEXTS.updated(program)', () => {
    expect(PROGRAM_TEXTS.updated('90-Day Supply')).toBe('Your 90-Day Supply choice was saved.');
  });
});
