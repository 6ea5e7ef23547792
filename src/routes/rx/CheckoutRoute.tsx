/**
 * /rx/checkout, Secure Checkout (§2.1; §4 "Checkout"): runs the checkout chart for this visit (its own idempotency
 * key), starts it with the cart's items and the patients once both are there, and embeds the wallet widget (a lazy
 * chunk) whose chosen card and flyout it relays to the charts. CheckoutScreen is the page's view-to-event wiring;
 * its UI walk (tests/model/rxCheckout.ui.test.tsx) renders it, so a wiring mistake here fails that walk.
 */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectCartView } from '../../../machines/rx/cart/cart.selectors';
import type { checkoutMachine } from '../../../machines/rx/checkout/checkout.machine';
import { selectCheckoutView } from '../../../machines/rx/checkout/checkout.selectors';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { Spinner } from '../../../ui/kit/Spinner';
import { CheckoutView } from '../../../ui/rx/orders/CheckoutView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { useRxServices } from '../../../ui/rx/services';
import { activeItems } from '../../../domain/rx/cart';
import { CHECKOUT_TEXTS } from '../../../domain/rx/checkout';
import { RX_ORDER_PAGE_TEXTS } from '../../../domain/rx/orderPages';
import { totalAmount } from '../../../domain/rx/prescriptions';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { provideCheckout } from '../../rx/checkoutMachine';
import { createRxApiLoader } from '../../rx/services';
import { customerIdOf } from './useRxPageActor';

const CheckoutWallet = lazy(() => import('./CheckoutWallet'));

/** The page: its header and the checkout view, each control sending its checkout event; `wallet` fills its slot. */
export function CheckoutScreen({
  checkout,
  wallet,
}: {
  checkout: ActorRefFrom<typeof checkoutMachine>;
  wallet: ReactNode;
}) {
  const view = useSelector(checkout, selectCheckoutView, shallowEqual);
  const send = checkout.send;
  return (
    <>
      <RxPageHeader title={RX_PAGE_TITLES.checkout} description={CHECKOUT_TEXTS.subtitle} />
      <CheckoutView
        view={view}
        actions={{
          retry: () => send({ type: 'checkout.retryLoad' }),
          selectDate: (date) => send({ type: 'checkout.selectDate', date }),
          selectTime: (time) => send({ type: 'checkout.selectTime', time }),
          selectAddress: (addressId) => send({ type: 'checkout.selectAddress', addressId }),
          selectShipping: (shippingMethodId) => send({ type: 'checkout.selectShipping', shippingMethodId }),
          setEasyOpen: (easyOpenCaps) => send({ type: 'checkout.setEasyOpen', easyOpenCaps }),
          selectPayment: (option) => send({ type: 'checkout.selectPayment', option }),
          submit: () => send({ type: 'checkout.submit' }),
          dismissError: () => send({ type: 'checkout.dismissError' }),
        }}
        wallet={wallet}
      />
    </>
  );
}

export default function CheckoutRoute() {
  usePageTitle(RX_PAGE_TITLES.checkout);
  const app = useServices();
  const { inspect } = app;
  const rx = useRxServices();
  const { cart, patients, orderHost } = rx;
  const [checkoutMachine] = useState(() =>
    provideCheckout(
      createRxApiLoader(app),
      rx,
      () => customerIdOf(app.session.getSnapshot().context.info),
      app.analytics,
    ),
  );
  const [checkoutKey] = useState(() => orderHost.newKey());
  const checkout = useActorRef(checkoutMachine, { input: { checkoutKey }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(checkout, selectCheckoutView, shallowEqual);
  const cartView = useSelector(cart, selectCartView, shallowEqual);
  const people = useSelector(patients, selectPatientsView, shallowEqual);

  useEffect(() => {
    cart.send({ type: 'cart.load' });
    patients.send({ type: 'patients.load' });
  }, [cart, patients]);
  const cartReady = cartView.status === 'ready' && !cartView.busy;
  useEffect(() => {
    if (!cartReady || people.status !== 'loaded') return;
    // Taken once: the chart leaves idle on the first start.
    checkout.send({
      type: 'checkout.start',
      items: activeItems(cartView.items),
      patients: people.patients,
      activePatient: people.activePatient,
    });
  }, [checkout, cartReady, cartView.items, people]);

  return (
    <CheckoutScreen
      checkout={checkout}
      wallet={
        <Suspense fallback={<Spinner label={RX_ORDER_PAGE_TEXTS.walletLoading} />}>
          <CheckoutWallet
            host={orderHost}
            total={totalAmount(view.items.map((i) => i.refill))}
            onCard={(cardId) => checkout.send({ type: 'checkout.cardSelected', cardId })}
            onFlyoutChange={(open) => cart.send({ type: 'cart.paymentFlyout', open })}
          />
        </Suspense>
      }
    />
  );
}
