/**
 * /rx/tracker/order-delivery (pharmacy-portal.md §2.1 "reachable only when the delivery-enabled setting is on,
 * otherwise redirects to /rx/dashboard"): the order-delivery chart for the signed-in customer.
 */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { orderDeliveryMachine } from '../../../machines/rx/orderDelivery/orderDelivery.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { OrderDeliveryPage } from '../../../ui/rx/delivery/OrderDeliveryPage';
import { useRxServices } from '../../../ui/rx/services';
import { RX_CATCH_ALL_TARGET } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { orderDeliveryMachineFor } from '../../rx/order-delivery';
import { customerIdOf, useRxPageActor } from './useRxPageActor';
import { rxApiLoaderOf } from '../../rx/services';

function OrderDelivery() {
  const app = useServices();
  const rx = useRxServices();
  const machine = useMemo(() => orderDeliveryMachineFor(rxApiLoaderOf(rx)), [rx]);
  const customerId = useSelector(app.session, (s) => customerIdOf(s.context.info));
  const actor = useRxPageActor(machine, { customerId }) as ActorRefFrom<typeof orderDeliveryMachine>;
  return <OrderDeliveryPage actor={actor} logo={app.banner.logoSvgUri} />;
}

export default function OrderDeliveryRoute() {
  usePageTitle(RX_PAGE_TITLES.orderDelivery);
  const { settings } = useRxServices();
  if (!settings.delivery) return <Navigate replace to={RX_CATCH_ALL_TARGET} />;
  return <OrderDelivery />;
}
