/**
 * The pinned cart panel (pharmacy-portal.md §2.2): the patients with their items, a Remove button per item (a
 * removed item shows Undo until its removal is committed, §4), Schedule II items flagged (§6), the estimated total
 * ('TBD' or dollars with an asterisk, and its note, §9), 'Check Out' to /rx/checkout when the cart has items (not on
 * Secure Checkout itself), 'Add Refills' to /rx/refills when it is empty. The cart's messages (§8) are announced.
 * Rendered by the shell's cartPanel slot only when the panel is shown (src/routes/rx/RxLayout.tsx decides with
 * isCartPanelShown).
 */
import { Link } from 'react-router-dom';
import type { CartView } from '../../../machines/rx/cart/cart.selectors';
import { activeItems, CART_TEXTS, itemsByPatient } from '../../../domain/rx/cart';
import { COST_TEXTS, costLabel, estimatedTotal } from '../../../domain/rx/prescriptions';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './orders.css';

export interface CartPanelProps {
  view: CartView;
  onRemove: (item: { rxNumber: string; patientNumber: string }) => void;
  onUndo: (item: { rxNumber: string; patientNumber: string }) => void;
  onCheckOut: () => void;
  onClear: () => void;
  onRetry: () => void;
  onDismissError: () => void;
  /** Whether 'Check Out' is offered (not on Secure Checkout itself: offersCheckOut). */
  checkOut?: boolean;
}

export function CartPanel({
  view,
  onRemove,
  onUndo,
  onCheckOut,
  onClear,
  onRetry,
  onDismissError,
  checkOut = true,
}: CartPanelProps) {
  const active = activeItems(view.items);
  return (
    <section className="rx-cart" aria-labelledby="rx-cart-title">
      <h2 id="rx-cart-title" className="rx-cart__title">
        {CART_TEXTS.title}
      </h2>
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={CART_TEXTS.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{CART_TEXTS.loadFailed}</p>
          <button type="button" className="button button--small" onClick={onRetry}>
            {CART_TEXTS.retry}
          </button>
        </Alert>
      )}
      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
          <button type="button" className="button button--small" onClick={onDismissError}>
            {CART_TEXTS.dismiss}
          </button>
        </Alert>
      )}
      {view.status === 'ready' && (
        <>
          <p className="rx-cart__count">{CART_TEXTS.itemCount(active.length)}</p>
          {view.items.length === 0 && <p>{CART_TEXTS.empty}</p>}
          {itemsByPatient(view.items).map((group) => (
            <div key={group.patientNumber}>
              <h3 className="rx-cart__patient">{group.name}</h3>
              <ul className="rx-cart__items">
                {group.items.map((item) => (
                  <li
                    key={item.rxRecordNumber}
                    className={item.removed ? 'rx-cart__item rx-cart__item--removed' : 'rx-cart__item'}
                  >
                    {item.removed ? (
                      <>
                        <span className="rx-cart__item-text" role="status">
                          {CART_TEXTS.removed(item.refill.drugName)}
                        </span>
                        <button
                          type="button"
                          className="button button--small"
                          onClick={() =>
                            onUndo({ rxNumber: item.rxNumber, patientNumber: item.patientNumber })
                          }
                        >
                          {CART_TEXTS.undo}
                        </button>
                      </>
                    ) : (
                      <>
                        {view.images[item.prescriptionProduct.productNumber] && (
                          <img
                            className="rx-cart__image"
                            src={view.images[item.prescriptionProduct.productNumber] ?? undefined}
                            alt=""
                            width={40}
                            height={40}
                          />
                        )}
                        <span className="rx-cart__item-text">
                          {item.refill.drugName} <span>({costLabel(item.refill)})</span>{' '}
                          {item.refill.scheduleTwoDrug && (
                            <span className="rx-flag" title={CART_TEXTS.scheduleTwoNote}>
                              {CART_TEXTS.scheduleTwo}
                            </span>
                          )}
                        </span>
                        <button
                          type="button"
                          className="button button--small"
                          aria-label={CART_TEXTS.remove(item.refill.drugName)}
                          onClick={() =>
                            onRemove({ rxNumber: item.rxNumber, patientNumber: item.patientNumber })
                          }
                        >
                          {CART_TEXTS.removeButton}
                        </button>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="rx-cart__total">
            <span>{COST_TEXTS.estimatedTotal}</span>
            <span>{estimatedTotal(active.map((i) => i.refill))}</span>
          </p>
          <p className="rx-cart__note">{COST_TEXTS.estimateNote}</p>
          <div className="rx-cart__actions">
            {active.length > 0 ? (
              checkOut && (
                <Link className="button button--primary" to={RX_PATHS_UI.checkout} onClick={onCheckOut}>
                  {CART_TEXTS.checkOut}
                </Link>
              )
            ) : (
              <Link className="button" to={RX_PATHS_UI.refills}>
                {CART_TEXTS.addRefills}
              </Link>
            )}
            {view.items.length > 0 && (
              <button type="button" className="button button--link" disabled={view.busy} onClick={onClear}>
                {CART_TEXTS.clear}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
