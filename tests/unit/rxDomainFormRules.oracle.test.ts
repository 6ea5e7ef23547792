// @vitest-environment node
/**
 * Oracle cases of the pharmacy's form rules (domain/rx/validation.ts, identity.ts) that the mutation run of those
 * files showed missing (docs/qa.md "The rest of domain/rx/, measured"). Every expected text is a literal of
 * pharmacy-portal.md §5 ("You must enter a day.", "You must enter a year.", 'Required') or §8; the rest is worked out
 * by hand:
 * - a day or year of spaces only is a missing day or year (§5's "required" message), not a non-numeric one;
 * - `Date.UTC` reads the years 0-99 as 1900-1999, so a year below 100 is not the date it names;
 * - a valid address and a valid new-patient prescription have NO message key at all: the sandbox refuses a request
 *   when the error object has any key (`Object.keys(errors).length > 0`, server/routes/rx/profile.ts), so a key
 *   holding `undefined` would refuse a good address (toStrictEqual tells `{}` from `{ zipCode: undefined }`);
 * - the patient lookup's date of birth is built from the trimmed day and year.
 */
import { describe, expect, it } from 'vitest';
import { type PatientLookupForm, patientLookupPayload } from '../../domain/rx/identity';
import {
  type AddRxValues,
  addRxErrors,
  addressErrors,
  dayError,
  isRealDate,
  yearError,
} from '../../domain/rx/validation';

describe('§5 "Date of birth": a part of spaces only is a missing part', () => {
  it.each([
    ['the day', () => dayError('  '), 'You must enter a day.'],
    ['the year', () => yearError('   '), 'You must enter a year.'],
  ])('%s of spaces: the required message, not "Input must be numeric."', (_part, check, message) => {
    expect(check()).toBe(message);
  });
});

describe('isRealDate: a year below 100 is not read as 19xx', () => {
  it.each([
    ['0099-12-31', false],
    ['0001-01-01', false],
    ['1999-12-31', true],
  ])('isRealDate(%j) -> %s', (iso, real) => {
    expect(isRealDate(iso)).toBe(real);
  });
});

describe('a valid form has no message key at all (the sandbox refuses any key)', () => {
  it('addressErrors of a valid address is exactly {}', () => {
    const errors = addressErrors({
      address1: '12 Elm St',
      address2: 'Apt 2',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
    });
    expect(errors).toStrictEqual({});
    expect(Object.keys(errors)).toEqual([]);
  });

  it('a valid address but for its zip has only the zip key', () => {
    expect(
      Object.keys(addressErrors({ address1: '12 Elm St', city: 'Cincinnati', state: 'OH', zipCode: '4520' })),
    ).toEqual(['zipCode']);
  });

  const FILLED: AddRxValues = {
    type: 'TRANSFER',
    medName: 'Lisinopril',
    rxNumber: '1234567',
    contactName: 'Dr. Ruiz',
    contactPhone: '(513) 555-0100',
    paperAcknowledge: false,
  };

  it.each(['NEW', 'TRANSFER'])('addRxErrors of a filled %s prescription is exactly {}', (type) => {
    const errors = addRxErrors({ ...FILLED, type });
    expect(errors).toStrictEqual({});
    expect(Object.keys(errors)).toEqual([]);
  });

  it('a TRANSFER with a bad RX number has only the rxNumber key', () => {
    expect(Object.keys(addRxErrors({ ...FILLED, rxNumber: '1234' }))).toEqual(['rxNumber']);
  });

  it('a TRANSFER with a bad phone has only the contactPhone key', () => {
    expect(Object.keys(addRxErrors({ ...FILLED, contactPhone: '513' }))).toEqual(['contactPhone']);
  });
});

describe('§5 "Lookup inputs ... are trimmed before sending": the date of birth of a patient lookup', () => {
  const FORM: PatientLookupForm = {
    firstName: 'Sam',
    lastName: 'Sample',
    month: '07',
    day: ' 4 ',
    year: ' 1990 ',
    address1: '12 Elm St',
    address2: '',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    phoneNum: '',
    email: '',
  };

  it('a day and a year typed with spaces around them: 1990-07-04', () => {
    expect(patientLookupPayload(FORM).dateOfBirth).toBe('1990-07-04');
  });
});
