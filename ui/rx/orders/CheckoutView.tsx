/**
 * Secure Checkout (/rx/checkout; pharmacy-portal.md §3 "Checkout", §4 "Checkout", §9): the refills and their
 * estimated total, then in-store pickup (the store, a pickup date, then a time of that date) or mail order (address,
 * shipping method, easy-open caps), then payment (Pay Now with the card chosen in the embedded wallet widget, or Pay
 * at Store for a pickup), Place Order, and the order confirmation with its number. Thin: every choice is an event of
 * the checkout chart; the wallet widget is handed in by the route (`wallet`).
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { PaymentOption } from '../../../api/contracts/rx-orders';
import type { CheckoutView as View } from '../../../machines/rx/checkout/checkout.selectors';
import {
  CHECKOUT_TEXTS as T,
  paymentOptionsFor,
  slotsByDate,
  slotTimeLabel,
} from '../../../domain/rx/checkout';
import { COST_TEXTS, costLabel, estimatedTotal, formatDollars } from '../../../domain/rx/prescriptions';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './orders.css';

export interface CheckoutActions {
  retry: () => void;
  selectDate: (date: string) => void;
  selectTime: (time: string) => void;
  selectAddress: (addressId: string) => void;
  selectShipping: (shippingMethodId: string) => void;
  setEasyOpen: (on: boolean) => void;
  selectPayment: (option: PaymentOption) => void;
  submit: () => void;
  dismissError: () => void;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="rx-field__error">
      {message}
    </p>
  ) : null;
}

export function CheckoutView({
  view,
  actions,
  wallet,
}: {
  view: View;
  actions: CheckoutActions;
  wallet: ReactNode;
}) {
  const confirmation = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (view.state === 'submitted') confirmation.current?.focus();
  }, [view.state]);

  if (view.state === 'idle' || view.state === 'loading') return <Spinner label={T.loading} />;
  if (view.state === 'loadFailed') {
    return (
      <Alert tone="error">
        <p>{T.loadFailed}</p>
        <button type="button" className="button" onClick={actions.retry}>
          {T.retry}
        </button>
      </Alert>
    );
  }
  if (view.state === 'empty') {
    return (
      <div>
        <p>{T.emptyCart}</p>
        <Link className="button" to={RX_PATHS_UI.refills}>
          {T.addRefills}
        </Link>
      </div>
    );
  }
  if (view.state === 'submitted' && view.response) {
    const pickup = view.response.pickupTime ? new Date(view.response.pickupTime) : null;
    return (
      <section className="rx-confirmation" aria-labelledby="rx-confirmation-title">
        <h2 id="rx-confirmation-title" ref={confirmation} tabIndex={-1}>
          {T.confirmationHeading}
        </h2>
        <p>{T.orderNumber(view.response.orderId)}</p>
        <p>
          {pickup && view.facility
            ? T.pickupAt(view.facility.vanityName, `${pickup.toLocaleDateString()} ${slotTimeLabel(pickup)}`)
            : T.shipping}
        </p>
        <p className="rx-cart__actions">
          <Link className="button button--primary" to={RX_PATHS_UI.tracker}>
            {T.viewStatus}
          </Link>
          <Link className="button" to={RX_PATHS_UI.dashboard}>
            {T.backToDashboard}
          </Link>
        </p>
      </section>
    );
  }

  const busy = view.busy;
  const days = slotsByDate(view.slots.map((s) => new Date(s)));
  const day = days.find((d) => d.date === view.selectedPickupDate);
  const e = view.fieldErrors;
  // Field errors of fields this page does not show (a refill, the store) are listed in the alert.
  const shown =
    view.orderType === 'RETAIL'
      ? ['pickupDate', 'pickupTime', 'cardId']
      : ['addressId', 'shippingMethodId', 'cardId'];
  const others = [
    ...new Set(
      Object.entries(e)
        .filter(([field, message]) => message && !shown.includes(field) && message !== view.error)
        .map(([, message]) => message as string),
    ),
  ];
  return (
    <form
      className="rx-checkout"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actions.submit();
      }}
    >
      <section aria-labelledby="rx-checkout-items">
        <h2 id="rx-checkout-items">{T.items}</h2>
        <ul className="rx-cart__items">
          {view.items.map((item) => (
            <li key={item.rxRecordNumber} className="rx-cart__item">
              <span className="rx-cart__item-text">
                {item.refill.drugName} ({item.patient.firstName} {item.patient.lastName})
              </span>
              <span>{costLabel(item.refill)}</span>
            </li>
          ))}
        </ul>
        <p className="rx-cart__total">
          <span>{COST_TEXTS.estimatedTotal}</span>
          <span>{estimatedTotal(view.items.map((i) => i.refill))}</span>
        </p>
        <p className="rx-cart__note">{COST_TEXTS.estimateNote}</p>
      </section>

      {view.orderType === 'RETAIL' ? (
        <fieldset className="rx-fieldset">
          <legend>{T.pickupHeading}</legend>
          {view.facility && (
            <p>
              {T.pickupStore}: <strong>{view.facility.vanityName}</strong>, {view.facility.address.address1},{' '}
              {view.facility.address.city}
            </p>
          )}
          {view.slots[0] && (
            <p>{T.earliestNote(`${days[0]?.label} ${slotTimeLabel(new Date(view.slots[0]))}`)}</p>
          )}
          <div className="rx-field">
            <label htmlFor="rx-pickup-date">{T.pickupDate}</label>
            <select
              id="rx-pickup-date"
              value={view.selectedPickupDate ?? ''}
              disabled={busy}
              aria-invalid={e.pickupDate ? true : undefined}
              aria-describedby={e.pickupDate ? 'rx-pickup-date-error' : undefined}
              onChange={(ev) => actions.selectDate(ev.target.value)}
            >
              <option value="">{T.chooseDate}</option>
              {days.map((d) => (
                <option key={d.date} value={d.date}>
                  {d.label}
                </option>
              ))}
            </select>
            <FieldError id="rx-pickup-date-error" message={e.pickupDate} />
          </div>
          <div className="rx-field">
            <label htmlFor="rx-pickup-time">{T.pickupTime}</label>
            <select
              id="rx-pickup-time"
              value={view.selectedPickupTime ?? ''}
              disabled={busy || !day}
              aria-invalid={e.pickupTime ? true : undefined}
              aria-describedby={e.pickupTime ? 'rx-pickup-time-error' : undefined}
              onChange={(ev) => actions.selectTime(ev.target.value)}
            >
              <option value="">{T.chooseTime}</option>
              {(day?.slots ?? []).map((slot) => (
                <option key={slot.toISOString()} value={slot.toISOString()}>
                  {slotTimeLabel(slot)}
                </option>
              ))}
            </select>
            <FieldError id="rx-pickup-time-error" message={e.pickupTime} />
          </div>
        </fieldset>
      ) : (
        <fieldset className="rx-fieldset">
          <legend>{T.mailHeading}</legend>
          <fieldset className="rx-fieldset" aria-describedby={e.addressId ? 'rx-address-error' : undefined}>
            <legend>{T.shippingAddress}</legend>
            <ul className="rx-choices">
              {view.addresses.map(({ address, patientNames }) => (
                <li key={address.addressId} className="rx-choice">
                  <input
                    id={`rx-address-${address.addressId}`}
                    type="radio"
                    name="rx-address"
                    checked={view.selectedAddressId === address.addressId}
                    disabled={busy}
                    onChange={() => actions.selectAddress(address.addressId)}
                  />
                  <label htmlFor={`rx-address-${address.addressId}`}>
                    {address.addressDetails.address1}
                    {address.addressDetails.address2 ? `, ${address.addressDetails.address2}` : ''},{' '}
                    {address.addressDetails.city}, {address.addressDetails.state}{' '}
                    {address.addressDetails.zipCode}
                    {patientNames.length > 0 && (
                      <span className="rx-choice__note">{T.addressOf(patientNames)}</span>
                    )}
                  </label>
                </li>
              ))}
            </ul>
            <FieldError id="rx-address-error" message={e.addressId} />
          </fieldset>
          <fieldset
            className="rx-fieldset"
            aria-describedby={e.shippingMethodId ? 'rx-shipping-error' : undefined}
          >
            <legend>{T.shippingMethod}</legend>
            <ul className="rx-choices">
              {view.shippingMethods.map((m) => (
                <li key={m.shippingMethodId} className="rx-choice">
                  <input
                    id={`rx-shipping-${m.shippingMethodId}`}
                    type="radio"
                    name="rx-shipping"
                    checked={view.selectedShippingMethodId === m.shippingMethodId}
                    disabled={busy}
                    onChange={() => actions.selectShipping(m.shippingMethodId)}
                  />
                  <label htmlFor={`rx-shipping-${m.shippingMethodId}`}>
                    {m.description}: {m.shippingCharge === 0 ? T.free : formatDollars(m.shippingCharge)}
                  </label>
                </li>
              ))}
            </ul>
            <FieldError id="rx-shipping-error" message={e.shippingMethodId} />
          </fieldset>
          <div className="rx-field rx-field--inline">
            <input
              id="rx-easy-open"
              type="checkbox"
              checked={view.easyOpenCaps}
              disabled={busy}
              onChange={(ev) => actions.setEasyOpen(ev.target.checked)}
            />
            <label htmlFor="rx-easy-open">{T.easyOpenCaps}</label>
          </div>
        </fieldset>
      )}

      <fieldset className="rx-fieldset">
        <legend>{T.paymentHeading}</legend>
        <ul className="rx-choices">
          {paymentOptionsFor(view.orderType).map((option) => (
            <li key={option} className="rx-choice">
              <input
                id={`rx-pay-${option}`}
                type="radio"
                name="rx-payment"
                checked={view.paymentOption === option}
                disabled={busy}
                onChange={() => actions.selectPayment(option)}
              />
              <label htmlFor={`rx-pay-${option}`}>{T.paymentOptions[option]}</label>
            </li>
          ))}
        </ul>
        {view.paymentOption === 'payNow' && <div className="rx-checkout__wallet">{wallet}</div>}
        <FieldError id="rx-card-error" message={e.cardId} />
      </fieldset>

      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
          {others.length > 0 && (
            <ul>
              {others.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
          <button type="button" className="button button--small" onClick={actions.dismissError}>
            {T.dismiss}
          </button>
        </Alert>
      )}
      {view.state === 'submitting' && <Spinner label={T.placing} />}
      {view.state === 'settingUpPayment' && <Spinner label={T.settingUpPayment} />}
      <div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {T.placeOrder}
        </button>
      </div>
    </form>
  );
}
