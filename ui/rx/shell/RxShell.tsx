/**
 * The pharmacy's page shell (pharmacy-portal.md §2.2): around every /rx page, the dynamic banner message, the
 * toaster, the session-timeout modal, the page itself, the pinned cart panel's place and back-to-top. The shell
 * only places them: src/routes/rx/RxLayout.tsx fills each slot (a slot left empty renders nothing), so an area that
 * brings a part (the cart brings the cart panel) plugs it in there without touching the pages.
 */
import type { ReactNode } from 'react';
import './rx.css';

export interface RxShellSlots {
  /** The dynamic banner message (§2.2, §7.5). */
  banner?: ReactNode;
  /** The toaster (heading + text, a live region). */
  toaster?: ReactNode;
  /** The session-timeout modal. */
  timeoutModal?: ReactNode;
  /** The pinned cart panel (§2.2; its content comes with the cart). */
  cartPanel?: ReactNode;
  /** Back to top after 200 px of scrolling. */
  backToTop?: ReactNode;
}

export function RxShell({ children, ...slots }: RxShellSlots & { children: ReactNode }) {
  return (
    <div className="rx-shell">
      {slots.toaster}
      <div className="rx-shell__main">
        <div className={slots.cartPanel ? 'rx-shell__body rx-shell__body--with-cart' : 'rx-shell__body'}>
          <div className="rx-shell__page">{children}</div>
          {slots.cartPanel && <aside className="rx-shell__cart">{slots.cartPanel}</aside>}
        </div>
        {/* Sticks to the bottom of the window, but never below the page and cart: it never covers the banner. */}
        <div className="rx-shell__back-to-top">{slots.backToTop}</div>
      </div>
      {/* After the page: a message that arrives later never moves the page under the shopper's eyes. */}
      {slots.banner}
      {slots.timeoutModal}
    </div>
  );
}
