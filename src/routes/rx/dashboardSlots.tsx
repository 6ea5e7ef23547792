/**
 * The dashboard's child sections per patient (pharmacy-portal.md §2.5): the prescriptions area (issue 11) puts its
 * per-patient prescription list in `prescriptions`, the profile area (issue 12) its notifications in
 * `notifications`. A slot receives the patient and renders inside the section's body (lazy-load inside when big).
 * Until an area fills its slot the dashboard shows a placeholder line.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useServices } from '../../../ui/app/services';
import type { DashboardSlots } from '../../../ui/rx/pages/DashboardView';
import { NotificationsPanel } from '../../../ui/rx/profile/NotificationsPanel';
import { useRxServices } from '../../../ui/rx/services';
import { useProfileMachines } from './profileHooks';

/** A patient's notifications (`GET /notifications/{n}?hasChild`: hasChild when the customer acts for a child). */
function PatientNotifications({ patientNumber }: { patientNumber: string }) {
  const { inspect } = useServices();
  const { patients } = useRxServices();
  const machines = useProfileMachines();
  // hasChild is known once the patients are: asking before would fetch twice (once with the wrong flag).
  const loaded = useSelector(patients, (s) => s.matches('loaded'));
  const hasChild = useSelector(patients, (s) =>
    s.context.patients.some((p) => p.relationshipType === 'CHILD'),
  );
  if (!loaded) return null;
  return (
    <NotificationsActor
      key={`${patientNumber}:${hasChild}`}
      {...{ patientNumber, hasChild, machines, inspect }}
    />
  );
}

function NotificationsActor({
  patientNumber,
  hasChild,
  machines,
  inspect,
}: {
  patientNumber: string;
  hasChild: boolean;
  machines: ReturnType<typeof useProfileMachines>;
  inspect: ReturnType<typeof useServices>['inspect'];
}) {
  const actor = useActorRef(machines.notifications, { input: { patientNumber, hasChild }, inspect });
  return <NotificationsPanel actor={actor} />;
}

export const DASHBOARD_SLOTS: DashboardSlots = {
  notifications: (patient) => <PatientNotifications patientNumber={patient.patientNumber} />,
};
