/** 'Viewing Patient' (pharmacy-portal.md §2.3): the patient a per-patient page shows, chosen like the rest of the
 *  portal (the patients chart's active patient). */
import type { Patient } from '../../../api/contracts/rx';
import { patientFullName } from '../../../domain/rx/patients';
import { PROFILE_LABELS } from '../../../domain/rx/profile';

export function PatientPicker({
  patients,
  value,
  onSelect,
}: {
  patients: readonly Patient[];
  value: string;
  onSelect: (patientNumber: string) => void;
}) {
  return (
    <div className="field rx-profile__picker">
      <label htmlFor="rx-viewing-patient">{PROFILE_LABELS.viewingPatient}</label>
      <select id="rx-viewing-patient" value={value} onChange={(e) => onSelect(e.target.value)}>
        {patients.map((p) => (
          <option key={p.patientNumber} value={p.patientNumber}>
            {patientFullName(p)}
          </option>
        ))}
      </select>
    </div>
  );
}
