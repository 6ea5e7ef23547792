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
  notifications,
}: {
  status: string;
  patients: readonly Patient[];
  /** The notifications slot (issue 12: the active patient's notifications). */
  notifications?: ReactNode;
}) {
  return (
    <section>
      <RxPageHeader subtitle={DASHBOARD_TEXTS.subtitle} />
      {(status === 'idle' || status === 'loading') && <Spinner label={DASHBOARD_TEXTS.loading} />}
      {status === 'loaded' && (
        <ul className="plain-list" aria-label={DASHBOARD_TEXTS.patients}>
          {patients.map((p) => (
            <li key={p.patientNumber}>{patientFullName(p)}</li>
          ))}
        </ul>
      )}
      {notifications}
    </section>
  );
}
