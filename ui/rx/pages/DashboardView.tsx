/**
 * /rx/dashboard, the Prescription Dashboard (pharmacy-portal.md §2.1, §2.5): one section per patient.
 */
import type { ReactNode } from 'react';
import type { Patient } from '../../../api/contracts/rx';
import { patientFullName } from '../../../src/domain/rx/patients';
import { DASHBOARD_TEXTS } from '../../../src/domain/rx/dashboard';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';

export function DashboardView({
  status,
  patients,
  prescriptions,
}: {
  status: string;
  patients: readonly Patient[];
  /** A patient's prescription section (the prescriptions area's slot). */
  prescriptions?: (patient: Patient) => ReactNode;
}) {
  return (
    <section>
      <RxPageHeader subtitle={DASHBOARD_TEXTS.subtitle} />
      {(status === 'idle' || status === 'loading') && <Spinner label={DASHBOARD_TEXTS.loading} />}
      {status === 'loaded' && (
        <ul className="plain-list" aria-label={DASHBOARD_TEXTS.patients}>
          {patients.map((p) => (
            <li key={p.patientNumber}>
              <h2>{patientFullName(p)}</h2>
              {prescriptions?.(p)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
