// @vitest-environment node
/** §5 validation rules of the pharmacy's forms (domain/rx/validation.ts), with the spec's messages as literals. */
import { describe, expect, it } from 'vitest';
import {
  addRxErrors,
  alternateIdError,
  challengeAnswerError,
  dateOfBirthError,
  duplicateAnswers,
  emailError,
  facilityPhoneAfterTypeChange,
  facilityPhoneError,
  formatPhoneInput,
  nameError,
  otherAdultEmailError,
  phoneDigits,
  phoneError,
  phoneWithEmailError,
  rxNumberError,
  splitPhone,
  trimLookup,
  US_STATES,
  yearError,
  monthError,
  dayError,
  zipError,
} from '../../domain/rx/validation';
import { guestPatientErrors } from '../../domain/rx/rxRequest';

const TODAY = '2026-11-23';

describe('§5 names', () => {
  it.each([
    ['', 'Required'],
    ['Priya', undefined],
    ["O'Neil-Smith, Jr.", undefined],
    ['Zoë', undefined],
    ['P@ul', 'No special characters allowed.'],
    ['A'.repeat(50), undefined],
    ['A'.repeat(51), 'Must be 50 characters or less'],
  ])('%j → %j', (value, message) => expect(nameError(value)).toBe(message));
});

describe('§5 date of birth (three fields)', () => {
  it('each field', () => {
    expect(monthError('')).toBe('You must enter a month.');
    expect(dayError('')).toBe('You must enter a day.');
    expect(yearError('')).toBe('You must enter a year.');
    expect(yearError('19x1')).toBe('Input must be numeric.');
    expect(monthError('13')).toBe('Date must be valid');
    expect(dayError('32')).toBe('Date must be valid');
  });
  it.each([
    [{ month: '02', day: '30', year: '1991' }, 'adult', 'Date must be valid'],
    [{ month: '1', day: '1', year: '2027' }, 'adult', 'Date must not be in the future'],
    [{ month: '12', day: '31', year: '1899' }, 'adult', 'Date must be after 01/01/1900'],
    [{ month: '11', day: '24', year: '2008' }, 'adult', 'Adult must be more than 18 years old'],
    [{ month: '11', day: '23', year: '2008' }, 'adult', undefined],
    [{ month: '11', day: '23', year: '2008' }, 'child', 'Child must be less than 18 years old'],
    [{ month: '04', day: '02', year: '2015' }, 'child', undefined],
    [{ month: '02', day: '11', year: '1991' }, 'none', undefined],
  ] as const)('%j as %s → %j', (parts, rule, message) =>
    expect(dateOfBirthError(parts, rule, TODAY)).toBe(message),
  );
  it("the lookup form says 'Date of Birth must be valid'", () => {
    expect(
      dateOfBirthError(
        { month: '02', day: '30', year: '1991' },
        'adult',
        TODAY,
        'Date of Birth must be valid',
      ),
    ).toBe('Date of Birth must be valid');
  });
  it('MM and DD take at most 2 digits, YYYY 4 (§5 "max 2", "max 4")', () => {
    expect(monthError('007')).toBe('Date must be valid');
    expect(dayError('007')).toBe('Date must be valid');
    expect(monthError('7')).toBeUndefined();
    expect(yearError('19900')).toBe('Date must be valid');
  });
  it('the guest pages accept dates from 01/01/1850 (the other limit §5 names)', () => {
    const guest = { date: '1850-01-01', message: 'Date must be after 01/01/1850' } as const;
    const before = { month: '12', day: '31', year: '1849' };
    expect(dateOfBirthError(before, 'none', TODAY, 'Date must be valid', guest)).toBe(
      'Date must be after 01/01/1850',
    );
    expect(
      dateOfBirthError({ month: '01', day: '01', year: '1850' }, 'none', TODAY, 'Date must be valid', guest),
    ).toBeUndefined();
  });
});

describe('the guest transfer as the sandbox receives it (YYYY-MM-DD, digits)', () => {
  const guest = { firstName: 'Sam', lastName: 'Guest', dateOfBirth: '1990-05-06', phone: '5135550199' };
  it.each([
    [{}, {}],
    [{ dateOfBirth: '1849-12-31' }, { dateOfBirth: 'Date must be after 01/01/1850' }],
    [{ dateOfBirth: '2030-01-01' }, { dateOfBirth: 'Date must not be in the future' }],
    [{ dateOfBirth: '2015-04-02' }, { dateOfBirth: 'Adult must be more than 18 years old' }],
    [{ dateOfBirth: '1990-02-30' }, { dateOfBirth: 'Date must be valid' }],
    [{ firstName: 'A'.repeat(51) }, { firstName: 'Must be 50 characters or less' }],
    [{ lastName: 'Gu3st' }, { lastName: 'No special characters allowed.' }],
    [{ phone: '513555' }, { phone: 'Invalid phone number, must be 10 digits' }],
  ])('%j → %j', (change, errors) =>
    expect(guestPatientErrors({ ...guest, ...change }, TODAY)).toEqual(errors),
  );
});

describe('§5 address', () => {
  it('US states plus DC and Puerto Rico', () => {
    expect(US_STATES).toHaveLength(52);
    expect(US_STATES.map(([c]) => c)).toEqual(expect.arrayContaining(['DC', 'PR', 'OH', 'CO']));
  });
  it.each([
    ['45227', undefined],
    ['45227-1234', undefined],
    ['K1A 0B1', undefined],
    ['', 'Required'],
    ['4522', 'Invalid postal code'],
  ])('zip %j → %j', (zip, message) => expect(zipError(zip)).toBe(message));
});

describe('§5 phone', () => {
  it('strips to 10 digits, formats, splits', () => {
    expect(phoneDigits('(513) 555-0100 ext 9')).toBe('5135550100');
    expect(formatPhoneInput('5135550100')).toBe('(513) 555-0100');
    expect(splitPhone('(513) 555-0100')).toEqual({ areaCode: '513', phoneNumber: '5550100' });
    expect(phoneError('513555')).toBe('Invalid phone number, must be 10 digits');
    // §5's stricter pattern: area code and exchange start 2-9.
    expect(phoneError('1135550100')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneError('(013) 555-0100')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneError('5131550100')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneError('5130550100')).toBe('Please enter a valid 10-digit phone number');
    expect(phoneError('5135550100')).toBeUndefined();
    expect(phoneError('(200) 200-0000')).toBeUndefined();
    expect(phoneWithEmailError('', 'p@example.com')).toBe('Phone number is required if email is provided');
    expect(phoneWithEmailError('5135550100', 'p@example.com')).toBeUndefined();
  });
});

describe('§5 email, rx number, facility phone, challenge answers, alternate id, add-Rx, trimming', () => {
  it('email', () => {
    expect(emailError('nope')).toBe('Invalid Email Address');
    expect(emailError('')).toBeUndefined();
    expect(otherAdultEmailError('')).toBe('Required');
    expect(otherAdultEmailError(`${'a'.repeat(95)}@x.com`)).toBe('Must be 100 characters or less');
  });
  it('rx number: 5 to 8 digits', () => {
    expect(rxNumberError('1234')).toBe('Invalid Prescription Number: Must be between 5 and 8 digits');
    expect(rxNumberError('123456789')).toBe('Invalid Prescription Number: Must be between 5 and 8 digits');
    expect(rxNumberError(' 2345678 ')).toBeUndefined();
    expect(rxNumberError('')).toBe('Required');
  });
  it('facility phone: retail only; switching to mail order clears it', () => {
    expect(facilityPhoneError('RETAIL', '')).toBe('Required');
    expect(facilityPhoneError('MAIL_ORDER', '')).toBeUndefined();
    expect(facilityPhoneAfterTypeChange('MAIL_ORDER', '(513) 555-0100')).toBe('');
    expect(facilityPhoneAfterTypeChange('RETAIL', '(513) 555-0100')).toBe('(513) 555-0100');
  });
  it('challenge answers: 4 to 50 characters (the maximum chosen, docs/choices.md), unique', () => {
    expect(challengeAnswerError('abc')).toBe('Answer must be at least 4 characters');
    expect(challengeAnswerError('x'.repeat(51))).toBe('Must be 50 characters or less');
    expect(challengeAnswerError(` ${'x'.repeat(50)} `)).toBeUndefined();
    expect(challengeAnswerError('x'.repeat(300))).toBe('Must be 50 characters or less');
    expect(challengeAnswerError('')).toBe('Required');
    expect(duplicateAnswers(['Mango', 'lychee', ' mango '])).toEqual([false, false, true]);
  });
  it('alternate id', () => {
    expect(alternateIdError('')).toBe('Number is a required field');
    expect(alternateIdError('123456789')).toBe(
      'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
    );
    expect(alternateIdError('1234567890')).toBeUndefined();
    expect(alternateIdError('1234567890123')).toBeUndefined();
  });
  it('add-Rx required fields by type', () => {
    const empty = { medName: '', rxNumber: '', contactName: '', contactPhone: '', paperAcknowledge: false };
    expect(Object.keys(addRxErrors({ ...empty, type: 'NEW' }))).toEqual([
      'medName',
      'contactName',
      'contactPhone',
    ]);
    expect(Object.keys(addRxErrors({ ...empty, type: 'TRANSFER' }))).toEqual([
      'medName',
      'rxNumber',
      'contactName',
      'contactPhone',
    ]);
    expect(addRxErrors({ ...empty, type: 'PAPER' })).toEqual({
      paperAcknowledge: 'Acknowledgement is required',
    });
    expect(addRxErrors({ ...empty, type: 'NEW' }).medName).toBe('Medication name is required');
  });
  it('lookup inputs are trimmed before sending', () => {
    expect(trimLookup({ firstName: ' Priya ', nested: { city: ' Boulder' }, n: 1 })).toEqual({
      firstName: 'Priya',
      nested: { city: 'Boulder' },
      n: 1,
    });
  });
});
