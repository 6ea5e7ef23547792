/**
 * The pinned cart panel in the shell's cartPanel slot (pharmacy-portal.md §2.2): loads the cart, and shows the panel
 * only to a customer-verified user with the pinned cart on and the payment flyout closed (isCartPanelShown), never on
 * a cart-off page. The customer's verification comes from the customer status chart; the flyout's state from the
 * cart chart (the checkout page's wallet reports it).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { selectCartView } from '../../../machines/rx/cart/cart.selectors';
import { CartPanel } from '../../../ui/rx/orders/CartPanel';
import { useRxServices } from '../../../ui/rx/services';
import { offersCheckOut } from '../../../domain/rx/cart';

/** A lazy chunk of its own: RxLayout loads it only when the panel shows (useCartPanelShown). */
export default function CartPanelSlot() {
  const { cart } = useRxServices();
  const view = useSelector(cart, selectCartView, shallowEqual);
  const { pathname } = useLocation();
  return (
    <CartPanel
      view={view}
      checkOut={offersCheckOut(pathname)}
      onRemove={(item) => cart.send({ type: 'cart.remove', ...item })}
      onUndo={(item) => cart.send({ type: 'cart.undo', ...item })}
      onCheckOut={() => cart.send({ type: 'cart.commit' })}
      onClear={() => cart.send({ type: 'cart.clear' })}
      onRetry={() => cart.send({ type: 'cart.load' })}
      onDismissError={() => cart.send({ type: 'cart.dismissError' })}
    />
  );
}
