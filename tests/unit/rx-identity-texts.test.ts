// @vitest-environment node
/** The identity flows' texts the spec gives (pharmacy-portal.md §2.1, §2.4, §8), as literals, against their one
 *  definition in domain/rx/identity.ts (the charts and views read them from there). */
import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_CREATE_TEXTS,
  GUEST_TEXTS,
  idmFailureText,
  LINK_LABELS,
  LINK_TEXTS,
  LOOKUP_TITLES,
  NEW_PATIENT_TEXTS,
  newPatientErrorText,
  PRESCRIBER_QUIZ_TIMEOUT_MS,
  PRESCRIBER_TEXTS,
  QUIZ_TEXTS,
} from '../../domain/rx/identity';

describe('§2.1 and §2.4 texts', () => {
  it('lookup titles, the label note, the account holder prompt', () => {
    expect(LOOKUP_TITLES.patient).toBe('Enter Patient Details');
    expect([LOOKUP_TITLES.CHILD, LOOKUP_TITLES.PET, LOOKUP_TITLES.OTHER_ADULT]).toEqual([
      'Enter Child Details',
      'Enter Pet Details',
      'Enter Other Adult Details',
    ]);
    expect(LINK_LABELS.labelNote).toBe(
      'Please fill out the form below using the information on your current prescription label. See example provided.',
    );
    expect(LINK_LABELS.accountInformationPrompt).toBe('Enter your details for verification.');
  });

  it('security questions: the final step title, the lock warning, remember me, Learn More / Show Less', () => {
    expect(CHALLENGE_CREATE_TEXTS.finalStepTitle).toBe('Final Step: Define Security Questions');
    expect(CHALLENGE_CREATE_TEXTS.lockWarning).toBe(
      'Answering these incorrectly in the future could result in a locked account.',
    );
    expect(CHALLENGE_CREATE_TEXTS.rememberMe).toBe('Remember me on this device.');
    expect([CHALLENGE_CREATE_TEXTS.learnMore, CHALLENGE_CREATE_TEXTS.showLess]).toEqual([
      'Learn More',
      'Show Less',
    ]);
    // "text says the questions verify identity and answers must be at least 4 characters"
    expect(CHALLENGE_CREATE_TEXTS.intro).toMatch(/verify your identity/);
    expect(CHALLENGE_CREATE_TEXTS.intro).toMatch(/at least 4 characters/);
  });
});

describe('§8 "Linking and verification", "New patient", "Guest and session"', () => {
  it('linking and verification', () => {
    expect(LINK_TEXTS.patientLookupFailed).toBe('Something went wrong. Please try again');
    expect(LINK_TEXTS.notFound).toBe(
      'We could not find a patient who matches the information you provided. Please update your information and try again.',
    );
    expect(LINK_TEXTS.locked).toBe(
      'Your account has been locked due to too many unsuccessful attempts to access a patient. Please try again later.',
    );
    expect(LINK_TEXTS.lookupFailed).toBe(
      'Sorry, we are unable to complete your request at this time. Please try again later.',
    );
    expect(LINK_TEXTS.alreadyLinked('1-800-555-0150')).toContain('1-800-555-0150');
    expect(LINK_TEXTS.verifyLocked).toBe(
      'Your account has been locked out for 30 minutes due to too many failed attempts. Please try again later.',
    );
    expect(LINK_TEXTS.verifyFailed).toBe(
      'An error occured when verifying your prescription, please try again later.',
    );
    expect(PRESCRIBER_TEXTS.notVerified).toBe(
      "We couldn't verify your prescriber. Please enter an RX# (Prescription Number).",
    );
    expect(PRESCRIBER_TEXTS.timedOut.startsWith('Your time ran out to choose a prescriber')).toBe(true);
    expect(PRESCRIBER_TEXTS.failed).toBe('Something went wrong. Please enter an RX# (Prescription Number).');
    expect(PRESCRIBER_QUIZ_TIMEOUT_MS).toBe(180_000);
    expect(QUIZ_TEXTS.loadError).toBe(
      'Sorry, something went wrong while loading the page. Please try again later.',
    );
    expect(QUIZ_TEXTS.unavailable('1-800-555-0150')).toContain('1-800-555-0150');
    expect(LINK_TEXTS.linkFailed).toBe("Sorry, we couldn't link you at this time. Please try again.");
    expect(LINK_TEXTS.linkSuccess).toBe(
      'Congratulations! You have added Online Prescription Management to your Pharmacy account.',
    );
  });

  it('the tries left after a wrong RX# (docs/choices.md), a warning before the 30-minute lock', () => {
    expect(LINK_TEXTS.verifyAttemptsLeft(2)).toBe(
      'You have 2 attempts left before verification is locked for 30 minutes.',
    );
    expect(LINK_TEXTS.verifyAttemptsLeft(1)).toBe(
      'Warning: you have 1 attempt left. One more incorrect prescription number locks verification for 30 minutes.',
    );
  });

  it('/rx/idm/failure: "Identity failed or locked" and "Person not found" with the support phone', () => {
    expect(idmFailureText(null, '1-800-555-0150')).toBe(
      'We are sorry. We could not verify your identity at this time. Please contact Customer Support at 1-800-555-0150.',
    );
    expect(idmFailureText('notFound', '1-800-555-0177')).toBe(
      'We are sorry. We could not find you to verify your identity. Please contact Customer Support at 1-800-555-0177.',
    );
  });

  it('new patient', () => {
    expect(NEW_PATIENT_TEXTS.submitError).toBe('An error occurred while submitting the new patient request');
    expect(newPatientErrorText({ status: 401, message: 'x' })).toBe(
      'You were logged out due to inactivity, please log in and try again',
    );
    expect(newPatientErrorText({ status: 422, message: 'The pharmacy needs a phone number.' })).toBe(
      'The pharmacy needs a phone number.',
    );
    expect(newPatientErrorText({ status: 503, message: 'HTTP 503' })).toBe(
      'Sorry, something went wrong. Please try again later.',
    );
    expect(newPatientErrorText(new Error('offline'))).toBe(
      'Sorry, something went wrong. Please try again later.',
    );
  });

  it('guest DOB mismatch', () => {
    expect(GUEST_TEXTS.mismatch).toBe(
      'The date of birth you entered does not match our records.  Please try again.',
    );
  });
});
