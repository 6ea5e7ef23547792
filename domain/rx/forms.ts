/**
 * The identity forms' rules (pharmacy-portal.md §2.4 forms, §5 rules): per field (domain/rx/validation.ts
 * RX_FIELD_RULES) and across fields (the date in three fields, the phone required with an email, the facility phone
 * for retail only, unique answers, the add-Rx required fields by type). Views pass them to the kit's form hook
 * (ui/kit/useKitForm.ts); each rule and message is defined once, in validation.ts.
 */
import type { RelationshipType } from '../../api/contracts/rx';
import type { FormRules } from '../forms';
import {
  type AccountHolderForm,
  ageRuleOf,
  needsDateOfBirth,
  needsOtherAdultEmail,
  type PatientLookupForm,
  type PersonFields,
  type PrescriptionLookupForm,
} from './identity';
import {
  addRxErrors,
  type AddRxValues,
  type AgeRule,
  dateOfBirthError,
  duplicateAnswers,
  facilityPhoneError,
  phoneWithEmailError,
  RX_FIELD_RULES as R,
  RX_FORM_ERRORS,
} from './validation';

const DOB_RULES = { month: R.month, day: R.day, year: R.year };
const dobCheck = (
  v: { month: string; day: string; year: string },
  rule: AgeRule,
  today: string,
  invalid?: string,
) => dateOfBirthError(v, rule, today, invalid);

/** §2.4 "Patient lookup 'Enter Patient Details'" (§5: "The lookup form blocks submit with 'Date of Birth must be
 *  valid' when invalid"). */
// A mapped type (not the interface itself) so react-hook-form sees plain string fields.
export type PatientLookupValues = { [K in keyof PatientLookupForm | 'dateOfBirth']: string };
export const PATIENT_LOOKUP_RULES: FormRules<PatientLookupValues> = {
  firstName: R.name,
  lastName: R.name,
  ...DOB_RULES,
  address1: R.required,
  city: R.required,
  state: R.state,
  zipCode: R.zip,
  phoneNum: R.optionalPhone,
  email: R.optionalEmail,
};
export const patientLookupCheck = (today: string) => (v: PatientLookupValues) => ({
  dateOfBirth: dobCheck(v, 'adult', today, RX_FORM_ERRORS.dateOfBirthInvalid),
  phoneNum: phoneWithEmailError(v.phoneNum, v.email),
});

/** §2.4 "Prescription lookup": basic info by type (name only for pets; email for other adults), prescription inputs. */
export type PrescriptionLookupValues = { [K in keyof PrescriptionLookupForm | 'dateOfBirth']: string };
export function prescriptionLookupRules(relationship: RelationshipType): FormRules<PrescriptionLookupValues> {
  return {
    firstName: R.name,
    lastName: R.name,
    ...(needsDateOfBirth(relationship) ? DOB_RULES : {}),
    ...(needsOtherAdultEmail(relationship) ? { email: R.otherAdultEmail } : {}),
    rxType: R.rxType,
    rxNumber: R.rxNumber,
  };
}
export const prescriptionLookupCheck =
  (relationship: RelationshipType, today: string) => (v: PrescriptionLookupValues) => ({
    dateOfBirth: needsDateOfBirth(relationship) ? dobCheck(v, ageRuleOf(relationship), today) : undefined,
    facilityPhone: facilityPhoneError(v.rxType, v.facilityPhone),
  });

/** §2.4 "Rx number verification form: same inputs plus Next" (§5 "rxNumber 'Required'; facilityPhone 'Required'
 *  when retail"). */
export type PrescriptionVerifyValues = { rxType: string; rxNumber: string; facilityPhone: string };
export const PRESCRIPTION_VERIFY_RULES: FormRules<PrescriptionVerifyValues> = {
  rxType: R.rxType,
  rxNumber: R.rxNumber,
};
export const prescriptionVerifyCheck = (v: PrescriptionVerifyValues) => ({
  facilityPhone: facilityPhoneError(v.rxType, v.facilityPhone),
});

/** §2.4 "Primary account holder form: adult date of birth, name, address" (§5 "must be an adult"). */
export type AccountHolderValues = { [K in keyof AccountHolderForm | 'dateOfBirth']: string };
export const ACCOUNT_HOLDER_RULES: FormRules<AccountHolderValues> = {
  firstName: R.name,
  lastName: R.name,
  ...DOB_RULES,
  address1: R.required,
  city: R.required,
  state: R.state,
  zipCode: R.zip,
  phoneNum: R.optionalPhone,
};
export const accountHolderCheck = (today: string) => (v: AccountHolderValues) => ({
  dateOfBirth: dobCheck(v, 'adult', today),
});

/** §2.4 "Challenge question form: 3 question/answer pairs" (§5 "at least 4 characters; duplicates rejected with
 *  'Answer is not unique'; question required"); the reset page adds the account password. */
export type ChallengeValues = {
  question1: string;
  answer1: string;
  question2: string;
  answer2: string;
  question3: string;
  answer3: string;
  password: string;
  preferredDevice: boolean;
};
export function challengeRules(withPassword: boolean): FormRules<ChallengeValues> {
  return {
    question1: R.challengeQuestion,
    question2: R.challengeQuestion,
    question3: R.challengeQuestion,
    answer1: R.challengeAnswer,
    answer2: R.challengeAnswer,
    answer3: R.challengeAnswer,
    ...(withPassword ? { password: R.required } : {}),
  };
}
export const challengeCheck = (v: ChallengeValues) => {
  const duplicates = duplicateAnswers([v.answer1, v.answer2, v.answer3]);
  return {
    answer2: duplicates[1] ? RX_FORM_ERRORS.answerNotUnique : undefined,
    answer3: duplicates[2] ? RX_FORM_ERRORS.answerNotUnique : undefined,
  };
};

/** Guest verification: the patient's date of birth (no age rule). */
export type GuestDateValues = { month: string; day: string; year: string; dateOfBirth: string };
export const GUEST_DATE_RULES: FormRules<GuestDateValues> = DOB_RULES;
export const guestDateCheck = (today: string) => (v: GuestDateValues) => ({
  dateOfBirth: dobCheck(v, 'none', today),
});

/** New-patient request, about the patient: name, date of birth, phone. */
export type RequesterValues = { [K in keyof PersonFields | 'phone' | 'dateOfBirth']: string };
export const REQUESTER_RULES: FormRules<RequesterValues> = {
  firstName: R.name,
  lastName: R.name,
  ...DOB_RULES,
  phone: R.requiredPhone,
};
export const requesterCheck = (today: string) => (v: RequesterValues) => ({
  dateOfBirth: dobCheck(v, 'adult', today),
});

/** §5 "Add-Rx required fields": by the chosen type. */
export type AddRxFormValues = {
  type: string;
  medName: string;
  rxNumber: string;
  contactName: string;
  contactPhone: string;
  paperAcknowledge: boolean;
};
export const ADD_RX_RULES: FormRules<AddRxFormValues> = {};
export const addRxCheck = (v: AddRxFormValues) => addRxErrors(v satisfies AddRxValues);
