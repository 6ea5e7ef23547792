/** Graph fixtures of the auto-refill chart: Jordan (enrolled, ending soon, with a reminder) and a managed adult,
 *  three prescriptions (one enrolled, one eligible, one not eligible), a store in Ohio and one in California (the
 *  consent case). Fictional people. Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { Patient, Prescription } from '../../../api/contracts/rx';
import type { AutoRefillEnrollment, FillLocation } from '../../../api/contracts/rx-auto-refill';
import { fixturePatients } from '../patients/patients.fixtures';
import type { AutoRefillData, AutoRefillEvent, AutoRefillInput } from './autoRefill.machine';

const jordanBase = fixturePatients.find((p) => p.patientNumber === '100234567')!;
export const autoRefillJordan: Patient = {
  ...jordanBase,
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400412',
  autoRefillProgramId: 'AUTO_REFILL_STANDARD',
  autoRefillTerminationDate: '2026-12-14',
  autoRefillExpiring: true,
};
export const autoRefillManagedAdult: Patient = {
  ...jordanBase,
  patientNumber: '100456789',
  firstName: 'Morgan',
  lastName: 'Ellis',
  relationshipType: 'MANAGED_ADULT',
  isPrimaryOnAccount: false,
  dateOfBirth: '1950-03-09',
};

const rxBase = {
  rxFillSequence: '1',
  refillStatus: 'REFILLABLE',
  secondaryStatus: null,
  statusDetailMessage: null,
  primaryStatus: null,
  fillStatus: 'SOLD',
  rxStatus: null,
  isRetail: true,
  hidden: false,
  requiresCallToDoctor: false,
  scheduleTwoDrug: false,
  rxIn90Days: false,
  rxRefillProgram: null,
  lastFillDispenseQuantity: 30,
  lastRefillDate: '2026-10-02',
  lastFilledDate: '2026-10-02',
  patientPayAmount: 12.5,
  totalAmountDue: null,
  promiseDateTime: null,
  expiryDate: '2027-09-15',
  allowDelivery: false,
  prescriber: { firstName: 'Elena', lastName: 'Marsh', active: true, prescriberNumber: '1487650001' },
  facility: {
    facilityId: '01400412',
    facilityType: 'RETAIL',
    vanityName: 'FreshWay Pharmacy Oakley',
    deliveryEnabled: true,
  },
  fillLocation: { facilityId: '01400412' },
  facilityNumber: '00412',
  productImage: null,
  patientNumber: '100234567',
  paymentInformation: null,
  removed: false,
} satisfies Partial<Prescription>;

export const autoRefillPrescriptions: Prescription[] = [
  {
    ...rxBase,
    rxNumber: '1234567',
    rxRecordNumber: '501234567',
    drugName: 'Atorvastatin 20 mg Tablet',
    rxEligibleForAutoRefill: true,
    rxEnrolledAutoRefill: true,
    refillProgramType: 'AUTO_REFILL',
    prescriptionProduct: { productNumber: '00071015523' },
  },
  {
    ...rxBase,
    rxNumber: '1234568',
    rxRecordNumber: '501234568',
    drugName: 'Metformin 500 mg Tablet',
    rxEligibleForAutoRefill: true,
    rxEnrolledAutoRefill: false,
    refillProgramType: 'NONE',
    prescriptionProduct: { productNumber: '00093104801' },
  },
  {
    ...rxBase,
    rxNumber: '1234572',
    rxRecordNumber: '501234572',
    drugName: 'Sertraline 50 mg Tablet',
    rxEligibleForAutoRefill: false,
    rxEnrolledAutoRefill: false,
    refillProgramType: 'NONE',
    prescriptionProduct: { productNumber: '16729001501' },
  },
];

export const autoRefillLocations: FillLocation[] = [
  {
    facilityId: '01400412',
    vanityName: 'FreshWay Pharmacy Oakley',
    facilityType: 'RETAIL',
    address1: '3060 Madison Rd',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45209',
    phone: '5135550100',
  },
  {
    facilityId: '07100215',
    vanityName: 'FreshWay Pharmacy Midtown',
    facilityType: 'RETAIL',
    address1: '1820 J St',
    city: 'Sacramento',
    state: 'CA',
    zipCode: '95811',
    phone: '9165550115',
  },
];

export const autoRefillData: AutoRefillData = {
  patients: [autoRefillJordan, autoRefillManagedAdult],
  prescriptions: autoRefillPrescriptions,
  locations: autoRefillLocations,
  reminders: [
    {
      patientNum: '100234567',
      dismissReminder: false,
      programId: 'AUTO_REFILL_STANDARD',
      expirationTimestamp: '2026-12-14T00:00:00.000Z',
    },
    {
      patientNum: '100456789',
      dismissReminder: false,
      programId: 'AUTO_REFILL_STANDARD',
      expirationTimestamp: '2026-12-20T00:00:00.000Z',
    },
  ],
};

export const renewedEnrollment: AutoRefillEnrollment = {
  patientNumber: '100234567',
  isAutoRefillFlag: true,
  autoRefillFacilityId: '01400412',
  autoRefillProgramId: 'AUTO_REFILL_STANDARD',
  autoRefillTerminationDate: '2027-11-24',
  autoRefillExpiring: false,
  autoRefillExpired: false,
};
export const endedEnrollment: AutoRefillEnrollment = {
  patientNumber: '100234567',
  isAutoRefillFlag: false,
  autoRefillFacilityId: null,
  autoRefillProgramId: null,
  autoRefillTerminationDate: null,
  autoRefillExpiring: false,
  autoRefillExpired: false,
};

export const refusedEnrollment: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx/api/patient/100234567/auto-refill/enroll',
  status: 418,
  code: 'AUTO_REFILL_NOT_AVAILABLE',
  message: 'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.',
};
export const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx/api/prescription/501234568',
  status: 500,
  message: 'Internal server error',
};
export const noRecord: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'DELETE /rx/api/program-reminders',
  status: 404,
  code: 'NO_RECORD',
  message: 'No record found.',
};

/** Opened with ?renew=true: the form opens once loaded (a later patient choice opens the page plainly). */
export const autoRefillInput: AutoRefillInput = { patientNumber: null, openForm: true };

const ohio = {
  facilityId: '01400412',
  relationshipType: 'SELF',
  overridePrivacySetting: false,
  consent: false,
} as const;
const california = { ...ohio, facilityId: '07100215' } as const;

type Snapshot = { matches: (s: string) => boolean; context: { patientNumber: string | null } };

export const autoRefillEvents = (s: Snapshot): AutoRefillEvent[] | unknown[] => [
  {
    type: 'autoRefill.selectPatient',
    patientNumber: s.context.patientNumber === '100456789' ? '100234567' : '100456789',
  },
  { type: 'autoRefill.openEnroll' },
  { type: 'autoRefill.cancel' },
  { type: 'autoRefill.submitEnroll', form: ohio },
  { type: 'autoRefill.submitEnroll', form: california },
  { type: 'autoRefill.submitEnroll', form: { ...california, consent: true } },
  { type: 'autoRefill.unenroll' },
  { type: 'autoRefill.confirmUnenroll' },
  { type: 'autoRefill.toggle', rxRecordNumber: '501234568', option: 'AUTO_REFILL' },
  { type: 'autoRefill.toggle', rxRecordNumber: '501234567', option: 'NONE' },
  { type: 'autoRefill.pause' },
  { type: 'autoRefill.enrollAll' },
  { type: 'autoRefill.dismissReminder' },
  { type: 'autoRefill.retry' },
  { type: 'xstate.done.actor.loadAutoRefill', output: autoRefillData },
  { type: 'xstate.error.actor.loadAutoRefill', error: serverError },
  {
    type: 'xstate.done.actor.saveEnrollment',
    output: s.matches({ ready: 'unenrolling' } as never) ? endedEnrollment : renewedEnrollment,
  },
  {
    type: 'xstate.error.actor.saveEnrollment',
    error: s.matches({ ready: 'unenrolling' } as never) ? serverError : refusedEnrollment,
  },
  {
    type: 'xstate.done.actor.updatePrescription',
    output: { rxRecordNumber: '501234568', updateSuccessful: true, refillOption: 'AUTO_REFILL' },
  },
  {
    type: 'xstate.done.actor.updatePrescription',
    output: { rxRecordNumber: '501234567', updateSuccessful: true, refillOption: 'NONE' },
  },
  {
    type: 'xstate.done.actor.updatePrescription',
    output: { rxRecordNumber: '501234568', updateSuccessful: false, refillOption: 'AUTO_REFILL' },
  },
  { type: 'xstate.error.actor.updatePrescription', error: serverError },
  {
    type: 'xstate.done.actor.updatePrescriptions',
    output: s.matches({ ready: 'pausing' } as never)
      ? [{ rxRecordNumber: '501234567', updateSuccessful: true, refillOption: 'NONE' }]
      : [{ rxRecordNumber: '501234568', updateSuccessful: true, refillOption: 'AUTO_REFILL' }],
  },
  {
    // A bulk answer with an item the pharmacy did not change.
    type: 'xstate.done.actor.updatePrescriptions',
    output: [{ rxRecordNumber: '501234568', updateSuccessful: false, refillOption: 'AUTO_REFILL' }],
  },
  { type: 'xstate.error.actor.updatePrescriptions', error: serverError },
  {
    type: 'xstate.done.actor.saveReminder',
    output: {
      patientNum: '100234567',
      dismissReminder: true,
      programId: 'AUTO_REFILL_STANDARD',
      expirationTimestamp: '2026-12-14T00:00:00.000Z',
    },
  },
  { type: 'xstate.error.actor.saveReminder', error: serverError },
  { type: 'xstate.done.actor.deleteReminder', output: null },
  { type: 'xstate.error.actor.deleteReminder', error: noRecord },
  { type: 'xstate.error.actor.deleteReminder', error: serverError },
];

/** A state's identity: where, whose, enrolled or not, reminder shown, an error shown, a renewal under way. Prescriptions
 *  and the retry count stay out (they would multiply the graph). */
export const serializeAutoRefillState = (s: {
  value: unknown;
  context: {
    patientNumber: string | null;
    patients: Patient[];
    reminders: { patientNum: string; dismissReminder: boolean }[];
    prescriptions: Prescription[];
    error: string | null;
    renewing: boolean;
  };
}) => {
  const patient = s.context.patients.find((p) => p.patientNumber === s.context.patientNumber);
  return JSON.stringify([
    s.value,
    s.context.patientNumber,
    patient?.isAutoRefillFlag ?? null,
    s.context.reminders.find((r) => r.patientNum === s.context.patientNumber)?.dismissReminder ?? 'none',
    s.context.prescriptions.filter((rx) => rx.rxEnrolledAutoRefill).length,
    s.context.error !== null,
    s.context.renewing,
  ]);
};

export const autoRefillModel = {
  events: autoRefillEvents,
  serializeState: serializeAutoRefillState,
  input: autoRefillInput,
};
