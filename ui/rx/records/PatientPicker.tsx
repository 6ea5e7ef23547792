/** The patient picker of the records pages (a labelled select; the page's chart or the patients chart decides). */
import type { Patient } from '../../../api/contracts/rx';
import { Link } from 'react-router-dom';
import { NO_PATIENTS_TEXTS } from '../../../domain/rx/history';
import { patientFullName } from '../../../domain/rx/patients';
import { PatientsLoadFailed } from '../kit/PatientsLoadFailed';

export const PATIENT_PICKER_LABEL = 'Patient';

export function PatientPicker({
  patients,
  value,
  onChange,
  disabled,
}: {
  patients: readonly Patient[];
  value: string | null;
  onChange: (patientNumber: string) => void;
  disabled?: boolean;
}) {
  if (patients.length < 2) return null;
  return (
    <div className="field rx-records__picker">
      <label htmlFor="rx-records-patient">{PATIENT_PICKER_LABEL}</label>
      <select
        id="rx-records-patient"
        value={value ?? ''}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {patients.map((p) => (
          <option key={p.patientNumber} value={p.patientNumber}>
            {patientFullName(p)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Shown instead of a records page when the customer has no patients, or they could not be loaded (the error and
 *  Try Again, as on the dashboard). */
export function NoPatients({
  failed,
  addHref,
  onRetry,
}: {
  failed: boolean;
  addHref: string;
  onRetry: () => void;
}) {
  if (failed) return <PatientsLoadFailed onRetry={onRetry} />;
  return (
    <p className="rx-records">
      {NO_PATIENTS_TEXTS.text} <Link to={addHref}>{NO_PATIENTS_TEXTS.link}</Link>
    </p>
  );
}
