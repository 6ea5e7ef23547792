/** /rx/guest-refill and /rx/easy-fill (pharmacy-portal.md §2.1, §4 "Guest easy fill"): the guest refill chart. */
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { guestRefillMachine } from '../../../machines/rx/guestRefill/guestRefill.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { GuestRefillPage } from '../../../ui/rx/guestRefill/GuestRefillPage';
import { useRxServices } from '../../../ui/rx/services';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { guestRefillMachineFor } from '../../rx/guest-refill';
import { useRxPageActor } from './useRxPageActor';
import { rxApiLoaderOf } from '../../rx/services';

export default function GuestRefillRoute() {
  usePageTitle(RX_PAGE_TITLES.guestRefill);
  const rx = useRxServices();
  const machine = useMemo(() => guestRefillMachineFor(rxApiLoaderOf(rx)), [rx]);
  const actor = useRxPageActor(machine) as ActorRefFrom<typeof guestRefillMachine>;
  return <GuestRefillPage actor={actor} />;
}
