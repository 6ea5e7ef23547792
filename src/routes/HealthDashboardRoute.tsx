/**
 * /health-dashboard (pharmacy-portal.md §2.1 "Outside /rx; the status card hides its 'View Status Details' link
 * here and on /rx/tracker"): a minimal health dashboard with the prescription status card. A count opens the
 * tracker at that section (router state `scrollTo`, read by src/routes/rx/TrackerRoute.tsx). Signed in only; the
 * card only where the banner offers the tracker.
 */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import { RequireSignIn } from '../../ui/app/RequireSignIn';
import { usePageTitle } from '../../ui/app/pageTitle';
import { useServices } from '../../ui/app/services';
import { HealthLayout } from '../../ui/health/HealthLayout';
import { Spinner } from '../../ui/kit/Spinner';
import { StatusCard } from '../../ui/rx/tracker/StatusCard';
import {
  HEALTH_DASHBOARD_PATH,
  HEALTH_DASHBOARD_TEXTS,
  TRACKER_PATH,
  TRACKER_TEXTS,
} from '../../domain/rx/tracker';
import { createRxApiLoader } from '../rx/services';
import { trackerMachineFor } from '../rx/tracker';

function PrescriptionStatus() {
  const app = useServices();
  const navigate = useNavigate();
  const machine = useMemo(() => trackerMachineFor(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, {
    input: { mode: 'customer', patientNumbers: [] },
    inspect: app.inspect,
  });
  useEffect(() => actor.send({ type: 'tracker.load' }), [actor]);
  const view = useSelector(actor, selectTrackerView, shallowEqual);
  if (view.status === 'loading') return <Spinner label={TRACKER_TEXTS.loading} />;
  if (view.status !== 'loaded') return <p role="alert">{view.error ?? TRACKER_TEXTS.loadError}</p>;
  return (
    <StatusCard
      counts={view.counts}
      estimatedTotal={view.estimatedTotal}
      pathname={HEALTH_DASHBOARD_PATH}
      onSection={(section) => navigate(TRACKER_PATH, { state: { scrollTo: section } })}
    />
  );
}

export default function HealthDashboardRoute() {
  usePageTitle(HEALTH_DASHBOARD_TEXTS.title);
  const { banner } = useServices();
  return (
    <RequireSignIn>
      <HealthLayout>
        <section>
          <h1>{HEALTH_DASHBOARD_TEXTS.title}</h1>
          <p>{HEALTH_DASHBOARD_TEXTS.intro}</p>
          {banner.features.pharmacy && banner.features.tracker && <PrescriptionStatus />}
        </section>
      </HealthLayout>
    </RequireSignIn>
  );
}
