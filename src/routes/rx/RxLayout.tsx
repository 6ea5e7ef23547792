/**
 * Fills the pharmacy shell's slots (ui/rx/shell/RxShell.tsx) around every /rx page, inside the health layout (the
 * health menu's pharmacy links lead here), and relays the outside facts the pharmacy's charts need: the page and
 * whether the shopper is signed in (the session chart), a screen load (the customer status is asked for again when
 * it was invalidated), a sign-out (the status and patients are dropped). An area that brings a shell part plugs it
 * in here (the cart panel: the `cartPanel` slot). SessionPageRelay is the session chart's page relay; the session's
 * UI walk renders it.
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/shared/session/session.machine';
import { useServices } from '../../../ui/app/services';
import { HealthLayout } from '../../../ui/health/HealthLayout';
import { Spinner } from '../../../ui/kit/Spinner';
import { ActivityReporter } from '../../../ui/rx/shell/ActivityReporter';
import { BackToTop } from '../../../ui/rx/shell/BackToTop';
import { DynamicBanner } from '../../../ui/rx/shell/DynamicBanner';
import { RxShell } from '../../../ui/rx/shell/RxShell';
import { RxToaster } from '../../../ui/rx/shell/RxToaster';
import { TimeoutModal } from '../../../ui/rx/shell/TimeoutModal';
import { type RxServices, useRxServices } from '../../../ui/rx/services';
import { forgetCustomer } from '../../rx/services';
import { RX_LOADING } from '../../../domain/rx/shell';
import { useCartPanelShown } from './useCartPanelShown';

const CartPanelSlot = lazy(() => import('./CartPanelSlot'));

/** Whether the shopper is signed in; null while the sign-in is being checked. */
const signedInOf = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.hasTag('signedIn') ? true : s.hasTag('busy') ? null : false;

/** Tells the pharmacy session chart the page (path and query) and whether the shopper is signed in, on every change
 *  of either once the sign-in is known. Its UI walk (tests/model/rxSession.ui.test.tsx) renders it. */
export function SessionPageRelay({
  session,
  signIn,
}: {
  session: RxServices['session'];
  signIn: ActorRefFrom<typeof sessionMachine>;
}) {
  const { pathname, search } = useLocation();
  const signedIn = useSelector(signIn, signedInOf);
  useEffect(() => {
    if (signedIn === null) return;
    // Path and query: the landing page (and the timeout's landing) lead back to this very page, its patient and
    // prescription ids included (record ids, never names or drugs: docs/choices.md).
    session.send({ type: 'session.pageChanged', page: pathname + search, signedIn });
  }, [session, pathname, search, signedIn]);
  return null;
}

export function RxLayout() {
  const { session: signIn } = useServices();
  const cartShown = useCartPanelShown();
  const rx = useRxServices();
  const { pathname } = useLocation();
  const signedIn = useSelector(signIn, signedInOf);

  const { customerStatus, patients, prescriptions, cart } = rx;
  // biome-ignore lint/correctness/useExhaustiveDependencies: every screen load asks again (§4 "re-requested on screen load")
  useEffect(() => {
    if (signedIn) customerStatus.send({ type: 'customerStatus.request' });
    if (signedIn === false) forgetCustomer({ customerStatus, patients, prescriptions, cart });
  }, [customerStatus, patients, prescriptions, cart, pathname, signedIn]);

  // The relay last: the session chart hears of the page after the page's own effects (a child's run first).
  return (
    <>
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
      <SessionPageRelay session={rx.session} signIn={signIn} />
    </>
  );
}
