/** Whether the pinned cart panel shows on this page (pharmacy-portal.md §2.2, §2.1 "cart off"). */
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useRxServices } from '../../../ui/rx/services';
import { isCartOffPath, isCartPanelShown } from '../../../domain/rx/cart';

/**
 * Whether the panel shows on this page; RxLayout fills the slot only then. customerVerified comes from the customer
 * status chart (§4: AUTHORIZED and active; the session chart re-checks it on every page); the page's own rule from
 * the route table (§2.1 "cart off", guest pages: "cart disabled").
 */
export function useCartPanelShown(): boolean {
  const { cart, settings, customerStatus } = useRxServices();
  const { pathname } = useLocation();
  const verified = useSelector(customerStatus, (s) => s.context.customerVerified);
  const flyoutOpen = useSelector(cart, (s) => s.context.paymentFlyoutOpen);
  const cartOff = isCartOffPath(pathname);
  useEffect(() => {
    if (verified && !cartOff) cart.send({ type: 'cart.load' });
  }, [verified, cartOff, cart]);
  return (
    !cartOff &&
    isCartPanelShown({
      customerVerified: verified,
      pinnedCart: settings.pinnedCart,
      paymentFlyoutOpen: flyoutOpen,
    })
  );
}
