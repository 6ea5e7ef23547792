/**
 * Fills the pharmacy shell's slots (ui/rx/shell/RxShell.tsx) around every /rx page, inside the health layout (the
 * health menu's pharmacy links lead here), and relays the outside facts the pharmacy's charts need: the page and
 * whether the shopper is signed in (the session chart), a screen load (the customer status is asked for again when
 * it was invalidated), a sign-out (the status and patients are dropped). An area that brings a shell part plugs it
 * in here (the cart panel: the `cartPanel` slot).
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useServices } from '../../../ui/app/services';
import { HealthLayout } from '../../../ui/health/HealthLayout';
import { Spinner } from '../../../ui/kit/Spinner';
import { ActivityReporter } from '../../../ui/rx/shell/ActivityReporter';
import { BackToTop } from '../../../ui/rx/shell/BackToTop';
import { DynamicBanner } from '../../../ui/rx/shell/DynamicBanner';
import { RxShell } from '../../../ui/rx/shell/RxShell';
import { RxToaster } from '../../../ui/rx/shell/RxToaster';
import { TimeoutModal } from '../../../ui/rx/shell/TimeoutModal';
import { useRxServices } from '../../../ui/rx/services';
import { forgetCustomer } from '../../rx/services';
import { RX_LOADING } from '../../../domain/rx/shell';
import { useCartPanelShown } from './useCartPanelShown';

const CartPanelSlot = lazy(() => import('./CartPanelSlot'));

export function RxLayout() {
  const { session: signIn } = useServices();
  const cartShown = useCartPanelShown();
  const rx = useRxServices();
  const { pathname, search } = useLocation();
  const signedIn = useSelector(signIn, (s) =>
    s.hasTag('signedIn') ? true : s.hasTag('busy') ? null : false,
  );

  useEffect(() => {
    if (signedIn === null) return;
    // Path and query: the landing page (and the timeout's landing) lead back to this very page, its patient and
    // prescription ids included (record ids, never names or drugs: docs/choices.md).
    rx.session.send({ type: 'session.pageChanged', page: pathname + search, signedIn });
  }, [rx.session, pathname, search, signedIn]);

  const { customerStatus, patients, prescriptions, cart } = rx;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every screen load asks again (§4 "re-requested on screen load")
  useEffect(() => {
    if (signedIn) customerStatus.send({ type: 'customerStatus.request' });
    if (signedIn === false) forgetCustomer({ customerStatus, patients, prescriptions, cart });
  }, [customerStatus, patients, prescriptions, cart, pathname, signedIn]);

  return (
    <HealthLayout>
      <RxShell
        banner={<DynamicBanner />}
        toaster={<RxToaster />}
        timeoutModal={<TimeoutModal />}
        backToTop={<BackToTop />}
        cartPanel={
          cartShown ? (
            <Suspense fallback={null}>
              <CartPanelSlot />
            </Suspense>
          ) : undefined
        }
      >
        <ActivityReporter />
        <Suspense fallback={<Spinner label={RX_LOADING} />}>
          <Outlet />
        </Suspense>
      </RxShell>
    </HealthLayout>
  );
}
