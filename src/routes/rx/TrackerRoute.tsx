/**
 * /rx/tracker (pharmacy-portal.md §2.1, §2.3, §6 "Guest"): a signed-in customer's tracker; without a sign-in, the
 * guest tracker of the patients the link names (authenticatedPatientNumber) that this browser verified by date of
 * birth; anyone else signs in first. A scroll request may come with the navigation (router state `scrollTo`, e.g.
 * from the health dashboard's status card); it is handed to the chart and removed from the history entry.
 * TrackerScreen is the page's view-to-event wiring; its UI walk (tests/model/rxTracker.ui.test.tsx) renders it, so a
 * wiring mistake here fails that walk.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
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
import type { TrackerMode, trackerMachine } from '../../../machines/rx/tracker/tracker.machine';
import { trackerMachineFor } from '../../rx/tracker';
import { rxApiLoaderOf } from '../../rx/services';

/** The router's navigate, for the chart's navigation actions: TrackerScreen keeps it current. */
export type TrackerGo = { current: NavigateFunction | null };

/** The chart's navigation (§2.3): a card opens its prescription's page; an expired guest link gives way to its notice. */
export function withTrackerNavigation(machine: typeof trackerMachine, go: TrackerGo): typeof trackerMachine {
  return machine.provide({
    actions: {
      openPrescription: (_, { path }) => go.current?.(path),
      openExpiredLink: () => go.current?.(EXPIRED_TRACKER_LINK_PATH, { replace: true }),
    },
  });
}

/** The tracker page's wiring: loads the chart when it opens, hands it the navigation's scroll request (then drops
 *  it from the history entry), and keeps `go` current for the chart's navigation. */
export function TrackerScreen({
  actor,
  go,
  logo,
  delivery,
}: {
  actor: ActorRefFrom<typeof trackerMachine>;
  go: TrackerGo;
  logo: string;
  delivery: boolean;
}) {
  const location = useLocation();
  go.current = useNavigate();
  useEffect(() => actor.send({ type: 'tracker.load' }), [actor]);
  const requested = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (!isTrackerSection(requested)) return;
    actor.send({ type: 'tracker.scrollTo', section: requested });
    go.current?.(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [actor, go, requested, location.pathname, location.search]);
  return <TrackerPage actor={actor} pathname={TRACKER_PATH} logo={logo} delivery={delivery} />;
}

function Tracker({ mode, patientNumbers }: { mode: TrackerMode; patientNumbers: string[] }) {
  const app = useServices();
  const rx = useRxServices();
  const go = useRef<NavigateFunction | null>(null);
  const machine = useMemo(() => withTrackerNavigation(trackerMachineFor(rxApiLoaderOf(rx)), go), [rx]);
  const actor = useActorRef(machine, { input: { mode, patientNumbers }, inspect: app.inspect });
  return <TrackerScreen actor={actor} go={go} logo={app.banner.logoSvgUri} delivery={rx.settings.delivery} />;
}

/** Which tracker this visit gets (§2.1, §6 "Guest"): the customer's own when signed in; without a sign-in, the guest
 *  tracker when the link names patients; else the sign-in. */
export function trackerAccess(
  status: 'in' | 'checking' | 'out',
  patientNumbers: readonly string[],
): TrackerMode | 'checking' | 'signIn' {
  if (status === 'checking') return 'checking';
  if (status === 'in') return 'customer';
  return patientNumbers.length > 0 ? 'guest' : 'signIn';
}

export default function TrackerRoute() {
  usePageTitle(RX_PAGE_TITLES.tracker);
  const { session } = useServices();
  const status = useSelector(session, (s) =>
    s.hasTag('signedIn') ? 'in' : s.hasTag('busy') ? 'checking' : 'out',
  );
  const { search } = useLocation();
  const patientNumbers = useMemo(() => authenticatedPatientNumbers(search), [search]);
  const access = trackerAccess(status, patientNumbers);
  if (access === 'checking') return <Spinner label={RX_LOADING} />;
  if (access === 'signIn') return <RequireSignIn>{null}</RequireSignIn>;
  return <Tracker mode={access} patientNumbers={patientNumbers} />;
}
