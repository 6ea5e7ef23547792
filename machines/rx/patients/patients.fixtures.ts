/** Graph fixtures of the patients chart: the seeded family (fictional), as GET /patient-profiles/ answers it
 *  (unsorted, so the chart's sort shows). Read by the registry and the model tests. */
import type { ApiError } from '../../../api/contracts/common';
import type { Patient } from '../../../api/contracts/rx';

const base: Omit<
  Patient,
  'patientNumber' | 'firstName' | 'lastName' | 'relationshipType' | 'isPrimaryOnAccount' | 'dateOfBirth'
> = {
  accountNumber: '7700123401',
  middleName: null,
  suffix: null,
  loyaltyCardNumber: null,
  alternateId: null,
  addresses: [],
  rxList: [],
  homePhone: null,
  mobilePhone: null,
  emailAddress: null,
  notifyByText: false,
  notifyByEmail: false,
  notifyByVoice: false,
  voiceNotificationPreference: 'UNKNOWN',
  isAutoRefillFlag: false,
  autoRefillFacilityId: null,
  autoRefillProgramId: null,
  autoRefillTerminationDate: null,
  autoRefillExpiring: false,
  autoRefillExpired: false,
  hasMailOrderTransactions: false,
  autoRefillReminder: null,
};

export const fixturePatients: Patient[] = [
  {
    ...base,
    patientNumber: '100234569',
    firstName: 'Biscuit',
    lastName: 'Whitfield',
    relationshipType: 'PET',
    isPrimaryOnAccount: false,
    dateOfBirth: '2019-05-10',
  },
  {
    ...base,
    patientNumber: '100234567',
    firstName: 'Jordan',
    lastName: 'Whitfield',
    relationshipType: 'SELF',
    isPrimaryOnAccount: true,
    dateOfBirth: '1986-07-19',
    mobilePhone: { phoneId: 'PH-M', countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
  },
  {
    ...base,
    patientNumber: '100234568',
    firstName: 'Avery',
    lastName: 'Whitfield',
    relationshipType: 'CHILD',
    isPrimaryOnAccount: false,
    dateOfBirth: '2015-04-02',
  },
];

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'GET /rx/api/patient-profiles/',
  status: 500,
  message: 'Internal server error',
};

export const patientsEvents = [
  { type: 'patients.load' },
  { type: 'patients.load', force: true },
  { type: 'patients.select', patientNumber: 'all' },
  { type: 'patients.select', patientNumber: '100234568' },
  { type: 'patients.select', patientNumber: '999999999' },
  { type: 'patients.clear' },
  { type: 'xstate.done.actor.fetchPatients', output: fixturePatients },
  { type: 'xstate.error.actor.fetchPatients', error: serverError },
] as const;

/** A state's identity: where it is, how many patients, who is selected and whether a selection failed. */
export const serializePatientsState = (s: {
  value: unknown;
  context: { patients: unknown[]; selectedPatient: string; selectionError: string | null };
}) =>
  JSON.stringify([
    s.value,
    s.context.patients.length,
    s.context.selectedPatient,
    s.context.selectionError !== null,
  ]);

export const patientsModel = { events: patientsEvents, serializeState: serializePatientsState };
