/** /rx/tracker/pay-online (pharmacy-portal.md §2.1): the pay-online chart for the signed-in customer. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { payOnlineMachine } from '../../../machines/rx/payOnline/payOnline.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { PayOnlinePage } from '../../../ui/rx/payOnline/PayOnlinePage';
import { useRxServices } from '../../../ui/rx/services';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { payOnlineMachineFor } from '../../rx/pay-online';
import { customerIdOf, useRxPageActor } from './useRxPageActor';
import { rxApiLoaderOf } from '../../rx/services';

export default function PayOnlineRoute() {
  usePageTitle(RX_PAGE_TITLES.payOnline);
  const app = useServices();
  const rx = useRxServices();
  const machine = useMemo(() => payOnlineMachineFor(rxApiLoaderOf(rx)), [rx]);
  const userId = useSelector(app.session, (s) => customerIdOf(s.context.info));
  const actor = useRxPageActor(machine, { userId }) as ActorRefFrom<typeof payOnlineMachine>;
  return <PayOnlinePage actor={actor} logo={app.banner.logoSvgUri} />;
}
