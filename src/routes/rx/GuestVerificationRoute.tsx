/** /rx/guest-verification?patientNumber=…&timestamp=… (pharmacy-portal.md §2.1 "Verify Your Birthdate (parameters:
 *  patientNumber repeated, timestamp)"; §4 "Guest verification"): open without signing in, never runs the session
 *  timeout (a guest path). Verified, it offers the prescription status of the link's patients. GuestVerificationScreen
 *  is the page's wiring; its UI walk (tests/model/rxIdentitySubflows.ui.test.tsx) renders it, so a wiring mistake here
 *  fails that walk. */
import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { guestVerificationMachine } from '../../../machines/rx/guestVerification/guestVerification.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { GuestVerificationView } from '../../../ui/rx/identity/GuestVerificationView';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { guestVerificationMachineWith } from '../../rx/identity/guest';
import { createRxApiLoader } from '../../rx/services';

/** The page: the guest verification view on the chart's actor, its status link naming the link's patients. */
export function GuestVerificationScreen({
  actor,
  patientNumbers,
}: {
  actor: ActorRefFrom<typeof guestVerificationMachine>;
  patientNumbers: readonly string[];
}) {
  const status = new URLSearchParams(patientNumbers.map((n) => ['authenticatedPatientNumber', n]));
  return <GuestVerificationView actor={actor} statusHref={`${RX_PATHS_UI.tracker}?${status.toString()}`} />;
}

export default function GuestVerificationRoute() {
  usePageTitle(RX_PAGE_TITLES.guestVerification);
  const app = useServices();
  const [query] = useSearchParams();
  const patientNumbers = query.getAll('patientNumber').filter((n) => /^\d{1,12}$/.test(n));
  const timestamp = query.get('timestamp');
  const machine = useMemo(() => guestVerificationMachineWith(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, {
    input: { patientNumbers, timestamp: timestamp && /^\d{10,16}$/.test(timestamp) ? timestamp : null },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  return <GuestVerificationScreen actor={actor} patientNumbers={patientNumbers} />;
}
