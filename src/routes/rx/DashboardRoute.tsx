/** /rx/dashboard (§2.1, §2.5): the patients chart's patients in the dashboard chart's sections, loaded once the
 *  pharmacy session is active (§4 "Active with a last-access date: the page loads its data"). Server-rendered: its
 *  header paints with the HTML; the sign-in check is below it (route flag ownSignIn). DashboardScreen is the page's
 *  view-to-event wiring; the patients' UI walk (tests/model/rxShellParts.ui.test.tsx) renders it. */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '../../../machines/rx/dashboard/dashboard.machine';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { selectPrescriptionsView } from '../../../machines/rx/prescriptions/prescriptions.selectors';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { RequireSignIn } from '../../../ui/app/RequireSignIn';
import { Spinner } from '../../../ui/kit/Spinner';
import { useHydrated } from '../../../ui/rx/shell/useHydrated';
import { DashboardHeader, type DashboardSlots, DashboardView } from '../../../ui/rx/pages/DashboardView';
import { type RxServices, useRxServices } from '../../../ui/rx/services';
import { dashboardPatientsStatus } from '../../../domain/rx/dashboard';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { SHELL_LABELS } from '../../../domain/shell';
import { DASHBOARD_SLOTS } from './dashboardSlots';

export default function DashboardRoute() {
  usePageTitle(RX_PAGE_TITLES.dashboard);
  // Until mounted, what the server rendered (RequireSignIn while the sign-in is being checked).
  const hydrated = useHydrated();
  return (
    <>
      <DashboardHeader />
      {hydrated ? (
        <RequireSignIn>
          <Dashboard />
        </RequireSignIn>
      ) : (
        <Spinner label={SHELL_LABELS.loadingPage} />
      )}
    </>
  );
}

/** The dashboard's wiring: loads the patients and the prescriptions once the pharmacy session is active, hands the
 *  patient list to the dashboard chart, and sends each section's and Try Again's event; `slots` fill the sections. */
export function DashboardScreen({
  dashboard,
  patients,
  prescriptions,
  session,
  slots,
}: {
  dashboard: ActorRefFrom<typeof dashboardMachine>;
  patients: RxServices['patients'];
  prescriptions: RxServices['prescriptions'];
  session: RxServices['session'];
  slots: DashboardSlots;
}) {
  const active = useSelector(session, (s) => s.hasTag('active'));
  const view = useSelector(patients, selectPatientsView, shallowEqual);
  const board = useSelector(
    dashboard,
    (s) => ({
      sections: s.context.sections,
      counts: s.context.counts,
      countsStatus: s.value as 'waiting' | 'loading' | 'loaded' | 'failed',
    }),
    shallowEqual,
  );
  const prescriptionsStatus = useSelector(prescriptions, (s) => selectPrescriptionsView(s).status);
  useEffect(() => {
    if (!active) return;
    patients.send({ type: 'patients.load' });
    prescriptions.send({ type: 'prescriptions.load' });
  }, [active, patients, prescriptions]);
  const numbers = view.patients.map((p) => p.patientNumber).join();
  useEffect(() => {
    if (view.status === 'loaded' && numbers !== '')
      dashboard.send({ type: 'dashboard.patients', patientNumbers: numbers.split(',') });
  }, [dashboard, view.status, numbers]);
  // The patients and the open section's prescription list paint together (see dashboardPatientsStatus).
  return (
    <DashboardView
      status={dashboardPatientsStatus(view.status, prescriptionsStatus)}
      patients={view.patients}
      sections={board.sections}
      counts={board.counts}
      countsStatus={board.countsStatus}
      slots={slots}
      onToggle={(patientNumber) => dashboard.send({ type: 'section.toggle', patientNumber })}
      onToggleChild={(patientNumber, section) =>
        dashboard.send({ type: 'section.toggleChild', patientNumber, section })
      }
      onRetryCounts={() => dashboard.send({ type: 'dashboard.retry' })}
      onRetryPatients={() => patients.send({ type: 'patients.load' })}
    />
  );
}

function Dashboard() {
  const { inspect } = useServices();
  const { patients, session, dashboardMachine, prescriptions } = useRxServices();
  const dashboard = useActorRef(dashboardMachine, { inspect });
  return (
    <DashboardScreen
      dashboard={dashboard}
      patients={patients}
      prescriptions={prescriptions}
      session={session}
      slots={DASHBOARD_SLOTS}
    />
  );
}
