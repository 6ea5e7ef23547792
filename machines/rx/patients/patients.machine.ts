/** Patients (pharmacy-portal.md §3 "Patient state", §7.1 "GET /patient-profiles/ sorted by patient", §8 "Error
 *  Fetching Patient"). idle → loading → loaded | failed. The patients are kept sorted (primary first); the primary
 *  patient ('0' until known), the active patient (the primary by default) and the selected one ('all' by default).
 *  Selecting 'all' makes the primary active; selecting a number makes that patient active and selected; a number the
 *  list does not have keeps the selection and records §3's "No patient could be found with patientNumber {n}".
 *  A load while loaded or loading is skipped unless forced; a failed load is retried by the next screen's load.
 *  Side effects: the fetchPatients actor (GET /patient-profiles/); notifyFetchError (the §8 toast, provided by src/). */
import { assertEvent, assign, setup } from 'xstate';
import type { Patient } from '../../../api/contracts/rx';
import {
  ALL_PATIENTS,
  hasPatient,
  PATIENT_FETCH_ERROR,
  PRIMARY_PATIENT_DEFAULT,
  patientNotFoundMessage,
  primaryPatientNumber,
  sortPatients,
} from '../../../domain/rx/patients';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';

export interface PatientsContext {
  patients: Patient[];
  primaryPatient: string;
  activePatient: string;
  selectedPatient: string;
  /** §3's thrown text when a selection named a patient the list does not have. */
  selectionError: string | null;
}

export type PatientsEvent =
  | { type: 'patients.load'; force?: boolean }
  | { type: 'patients.select'; patientNumber: string }
  | { type: 'patients.clear' };

const INITIAL: PatientsContext = {
  patients: [],
  primaryPatient: PRIMARY_PATIENT_DEFAULT,
  activePatient: PRIMARY_PATIENT_DEFAULT,
  selectedPatient: ALL_PATIENTS,
  selectionError: null,
};

export const patientsMachine = setup({
  types: { context: {} as PatientsContext, events: {} as PatientsEvent, tags: {} as 'busy' },
  actors: {
    fetchPatients: notProvided<Patient[]>('fetchPatients'),
  },
  actions: {
    /** Provided by src/: shows the toast on the toaster. */
    notifyFetchError: (_, _params: { toast: Toast }) => {},
    keepPatients: assign(({ context }, params: { patients: Patient[] }) => {
      const patients = sortPatients(params.patients);
      const primaryPatient = primaryPatientNumber(patients);
      // A selected patient that is still on the list stays selected and active; otherwise back to 'all'.
      const keep = context.selectedPatient !== ALL_PATIENTS && hasPatient(patients, context.selectedPatient);
      return {
        patients,
        primaryPatient,
        selectedPatient: keep ? context.selectedPatient : ALL_PATIENTS,
        activePatient: keep ? context.selectedPatient : primaryPatient,
        selectionError: null,
      };
    }),
    selectAll: assign(({ context }) => ({
      selectedPatient: ALL_PATIENTS,
      activePatient: context.primaryPatient,
      selectionError: null,
    })),
    selectPatient: assign(({ event }) => {
      assertEvent(event, 'patients.select');
      return {
        selectedPatient: event.patientNumber,
        activePatient: event.patientNumber,
        selectionError: null,
      };
    }),
    rejectSelection: assign(({ event }) => {
      assertEvent(event, 'patients.select');
      return { selectionError: patientNotFoundMessage(event.patientNumber) };
    }),
    clearPatients: assign(() => INITIAL),
  },
  guards: {
    isForced: ({ event }) => event.type === 'patients.load' && event.force === true,
    isAllPatients: ({ event }) => event.type === 'patients.select' && event.patientNumber === ALL_PATIENTS,
    hasSelectedPatient: ({ context, event }) =>
      event.type === 'patients.select' && hasPatient(context.patients, event.patientNumber),
  },
}).createMachine({
  id: 'rxPatients',
  initial: 'idle',
  context: INITIAL,
  on: {
    'patients.clear': { target: '.idle', actions: 'clearPatients' },
  },
  states: {
    idle: {
      on: { 'patients.load': 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchPatients',
        src: 'fetchPatients',
        onDone: {
          target: 'loaded',
          actions: { type: 'keepPatients', params: ({ event }) => ({ patients: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'notifyFetchError', params: { toast: { ...PATIENT_FETCH_ERROR, tone: 'error' } } },
        },
      },
    },
    loaded: {
      on: {
        'patients.load': { guard: 'isForced', target: 'loading' },
        'patients.select': [
          { guard: 'isAllPatients', actions: 'selectAll' },
          { guard: 'hasSelectedPatient', actions: 'selectPatient' },
          { actions: 'rejectSelection' },
        ],
      },
    },
    failed: {
      on: { 'patients.load': 'loading' },
    },
  },
});
