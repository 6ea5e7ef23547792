/** What views read of the patients chart. */
import type { SnapshotFrom } from 'xstate';
import type { Patient } from '../../../api/contracts/rx';
import type { patientsMachine } from './patients.machine';

export type PatientsSnapshot = SnapshotFrom<typeof patientsMachine>;

export interface PatientsView {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  patients: Patient[];
  activePatient: string;
  selectedPatient: string;
  primaryPatient: string;
  selectionError: string | null;
}

export function selectPatientsView(s: PatientsSnapshot): PatientsView {
  return {
    status: s.value as PatientsView['status'],
    patients: s.context.patients,
    activePatient: s.context.activePatient,
    selectedPatient: s.context.selectedPatient,
    primaryPatient: s.context.primaryPatient,
    selectionError: s.context.selectionError,
  };
}
