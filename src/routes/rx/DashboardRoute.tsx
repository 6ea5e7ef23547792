/** /rx/dashboard (§2.1): the patients chart's patients, and the active patient's notifications (issue 12). */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { DashboardView } from '../../../ui/rx/pages/DashboardView';
import { NotificationsPanel } from '../../../ui/rx/profile/NotificationsPanel';
import { useRxServices } from '../../../ui/rx/services';
import { profilePatientOf } from '../../domain/rx/profile';
import { RX_PAGE_TITLES } from '../../domain/rx/titles';
import type { ProfileMachines } from '../../rx/profile';
import { useProfileMachines } from './profileHooks';

function PatientNotifications({
  patientNumber,
  hasChild,
  machines,
}: {
  patientNumber: string;
  hasChild: boolean;
  machines: ProfileMachines;
}) {
  const { inspect } = useServices();
  const actor = useActorRef(machines.notifications, { input: { patientNumber, hasChild }, inspect });
  return <NotificationsPanel actor={actor} />;
}

export default function DashboardRoute() {
  usePageTitle(RX_PAGE_TITLES.dashboard);
  const { patients } = useRxServices();
  const machines = useProfileMachines();
  const view = useSelector(patients, selectPatientsView, shallowEqual);
  useEffect(() => patients.send({ type: 'patients.load' }), [patients]);
  const patient = view.status === 'loaded' ? profilePatientOf(view.patients, view.activePatient) : null;
  const hasChild = view.patients.some((p) => p.relationshipType === 'CHILD');
  return (
    <DashboardView
      status={view.status}
      patients={view.patients}
      notifications={
        patient && (
          <PatientNotifications
            key={`${patient.patientNumber}:${hasChild}`}
            patientNumber={patient.patientNumber}
            hasChild={hasChild}
            machines={machines}
          />
        )
      }
    />
  );
}
