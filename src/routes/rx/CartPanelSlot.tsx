/**
 * The pinned cart panel in the shell's cartPanel slot (pharmacy-portal.md §2.2): loads the cart, and shows the panel
 * only to a customer-verified user with the pinned cart on and the payment flyout closed (isCartPanelShown). The
 * customer's verification comes from the order host (a stand-in until the foundation's customer status chart is
 * merged); the flyout's state from the cart chart (the checkout page's wallet reports it).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { selectCartView } from '../../../machines/rx/cart/cart.selectors';
import { useServices } from '../../../ui/app/services';
import { CartPanel } from '../../../ui/rx/orders/CartPanel';
import { useRxServices } from '../../../ui/rx/services';
import { isCartPanelShown } from '../../domain/rx/cart';

/** Whether the panel shows on this page; RxLayout fills the slot only then. */
export function useCartPanelShown(): boolean {
  const { session } = useServices();
  const { cart, settings, orderHost } = useRxServices();
  const { pathname } = useLocation();
  const signedIn = useSelector(session, (s) => s.hasTag('signedIn'));
  const flyoutOpen = useSelector(cart, (s) => s.context.paymentFlyoutOpen);
  const [verified, setVerified] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again on every page (the status may change)
  useEffect(() => {
    if (!signedIn) {
      setVerified(false);
      return;
    }
    let live = true;
    void orderHost.customerVerified().then((v) => {
      if (live) setVerified(v);
    });
    return () => {
      live = false;
    };
  }, [signedIn, orderHost, pathname]);
  useEffect(() => {
    if (verified) cart.send({ type: 'cart.load' });
  }, [verified, cart]);
  return isCartPanelShown({
    customerVerified: verified,
    pinnedCart: settings.pinnedCart,
    paymentFlyoutOpen: flyoutOpen,
  });
}

export function CartPanelSlot() {
  const { cart } = useRxServices();
  const view = useSelector(cart, selectCartView, shallowEqual);
  return (
    <CartPanel
      view={view}
      onRemove={(item) => cart.send({ type: 'cart.remove', ...item })}
      onUndo={(item) => cart.send({ type: 'cart.undo', ...item })}
      onCheckOut={() => cart.send({ type: 'cart.commit' })}
      onClear={() => cart.send({ type: 'cart.clear' })}
      onRetry={() => cart.send({ type: 'cart.load' })}
      onDismissError={() => cart.send({ type: 'cart.dismissError' })}
    />
  );
}
