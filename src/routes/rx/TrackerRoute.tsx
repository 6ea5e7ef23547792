/**
 * /rx/tracker (pharmacy-portal.md §2.1, §2.3, §6 "Guest"): a signed-in customer's tracker; without a sign-in, the
 * guest tracker of the patients the link names (authenticatedPatientNumber) that this browser verified by date of
 * birth; anyone else signs in first. A scroll request may come with the navigation (router state `scrollTo`, e.g.
 * from the health dashboard's status card); it is handed to the chart and removed from the history entry.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RequireSignIn } from '../../../ui/app/RequireSignIn';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { Spinner } from '../../../ui/kit/Spinner';
import { useRxServices } from '../../../ui/rx/services';
import { TrackerPage } from '../../../ui/rx/tracker/TrackerPage';
import { RX_LOADING } from '../../../domain/rx/shell';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import {
  authenticatedPatientNumbers,
  EXPIRED_TRACKER_LINK_PATH,
  isTrackerSection,
  TRACKER_PATH,
} from '../../../domain/rx/tracker';
import type { TrackerMode } from '../../../machines/rx/tracker/tracker.machine';
import { trackerMachineFor } from '../../rx/tracker';
import { rxApiLoaderOf } from '../../rx/services';

function Tracker({ mode, patientNumbers }: { mode: TrackerMode; patientNumbers: string[] }) {
  const app = useServices();
  const rx = useRxServices();
  const navigate = useNavigate();
  const location = useLocation();
  const go = useRef(navigate);
  go.current = navigate;
  const machine = useMemo(
    () =>
      trackerMachineFor(rxApiLoaderOf(rx)).provide({
        actions: {
          openPrescription: (_, { path }) => go.current(path),
          openExpiredLink: () => go.current(EXPIRED_TRACKER_LINK_PATH, { replace: true }),
        },
      }),
    [rx],
  );
  const actor = useActorRef(machine, { input: { mode, patientNumbers }, inspect: app.inspect });
  useEffect(() => actor.send({ type: 'tracker.load' }), [actor]);
  const requested = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (!isTrackerSection(requested)) return;
    actor.send({ type: 'tracker.scrollTo', section: requested });
    go.current(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [actor, requested, location.pathname, location.search]);
  return (
    <TrackerPage
      actor={actor}
      pathname={TRACKER_PATH}
      logo={app.banner.logoSvgUri}
      delivery={rx.settings.delivery}
    />
  );
}

export default function TrackerRoute() {
  usePageTitle(RX_PAGE_TITLES.tracker);
  const { session } = useServices();
  const status = useSelector(session, (s) =>
    s.hasTag('signedIn') ? 'in' : s.hasTag('busy') ? 'checking' : 'out',
  );
  const { search } = useLocation();
  const patientNumbers = useMemo(() => authenticatedPatientNumbers(search), [search]);
  if (status === 'checking') return <Spinner label={RX_LOADING} />;
  if (status === 'in') return <Tracker mode="customer" patientNumbers={patientNumbers} />;
  if (patientNumbers.length > 0) return <Tracker mode="guest" patientNumbers={patientNumbers} />;
  return <RequireSignIn>{null}</RequireSignIn>;
}
