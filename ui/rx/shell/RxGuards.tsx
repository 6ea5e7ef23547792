/**
 * The pharmacy's page guards (pharmacy-portal.md §2.1, §6): guest pages only for a customer who is not verified (a
 * verified one is sent to the signed-in page); order delivery only with the delivery setting on (else the
 * dashboard). The verdict comes from the customer status chart (customerVerified) and the settings.
 */
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { RxGuard as Guard } from '../../../domain/rx/routes';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { RX_LOADING } from '../../../domain/rx/shell';
import { useServices } from '../../app/services';
import { Spinner } from '../../kit/Spinner';
import { useRxServices } from '../services';

export function RxGuard({ guard, children }: { guard: Guard | undefined; children: ReactNode }) {
  if (guard?.kind === 'guestOnly') return <GuestOnly verifiedPath={guard.verifiedPath}>{children}</GuestOnly>;
  if (guard?.kind === 'delivery') return <RequireDelivery>{children}</RequireDelivery>;
  return children;
}

function GuestOnly({ verifiedPath, children }: { verifiedPath: string; children: ReactNode }) {
  const { session } = useServices();
  const { customerStatus } = useRxServices();
  const signedIn = useSelector(session, (s) =>
    s.hasTag('signedIn') ? true : s.hasTag('busy') ? null : false,
  );
  const verdict = useSelector(customerStatus, (s) =>
    s.hasTag('busy') || s.matches('notCalled')
      ? 'checking'
      : s.context.customerVerified
        ? 'verified'
        : 'guest',
  );
  if (signedIn === null || (signedIn && verdict === 'checking')) return <Spinner label={RX_LOADING} />;
  if (signedIn && verdict === 'verified') return <Navigate replace to={verifiedPath} />;
  return children;
}

function RequireDelivery({ children }: { children: ReactNode }) {
  const { settings } = useRxServices();
  return settings.delivery ? children : <Navigate replace to={RX_PATHS_UI.dashboard} />;
}
