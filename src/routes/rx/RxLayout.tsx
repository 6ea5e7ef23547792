/**
 * Fills the pharmacy shell's slots (ui/rx/shell/RxShell.tsx) around every /rx page, inside the health layout (the
 * health menu's pharmacy links lead here). An area that brings a shell part plugs it in here (the cart panel: the
 * `cartPanel` slot).
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { HealthLayout } from '../../../ui/health/HealthLayout';
import { Spinner } from '../../../ui/kit/Spinner';
import { RxShell } from '../../../ui/rx/shell/RxShell';
import { RxToaster } from '../../../ui/rx/shell/RxToaster';
import { RX_LOADING } from '../../domain/rx/shell';
import { CartPanelSlot, useCartPanelShown } from './CartPanelSlot';

export function RxLayout() {
  const cartShown = useCartPanelShown();
  return (
    <HealthLayout>
      <RxShell toaster={<RxToaster />} cartPanel={cartShown ? <CartPanelSlot /> : undefined}>
        <Suspense fallback={<Spinner label={RX_LOADING} />}>
          <Outlet />
        </Suspense>
      </RxShell>
    </HealthLayout>
  );
}
