/**
 * /rx/tracker/order-delivery (pharmacy-portal.md §2.1, §3 "Delivery order", §4 "Order delivery", §9 "Delivery
 * window shown as 2-6 PM"): the ready prescriptions that may be delivered, the store's delivery dates, the card,
 * the address, the terms; submitting, submitted (with the order number), error, reset. Renders the order-delivery
 * chart and sends its events.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  deliveryFacility,
  deliverySelection,
  type orderDeliveryMachine,
  optionsOf,
} from '../../../machines/rx/orderDelivery/orderDelivery.machine';
import { selectOrderDeliveryView } from '../../../machines/rx/orderDelivery/orderDelivery.selectors';
import { DELIVERY_TEXTS, deliveryDayLabel, parseDeliveryDate } from '../../../domain/rx/delivery';
import { formatDollars } from '../../../domain/rx/prescriptions';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { TRACKER_PATH } from '../../../domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { PickupLocationCard } from '../tracker/PickupLocationCard';
import {
  OrderFormEnd,
  OrderPageLoadFailed,
  OrderPageLoading,
  PrescriptionChoices,
} from '../tracker/TrackerOrderForm';
import '../tracker/tracker.css';

type Actor = ActorRefFrom<typeof orderDeliveryMachine>;

export function OrderDeliveryPage({ actor, logo }: { actor: Actor; logo: string }) {
  const v = useSelector(actor, selectOrderDeliveryView, shallowEqual);
  const header = <RxPageHeader title={RX_PAGE_TITLES.orderDelivery} description={DELIVERY_TEXTS.intro} />;
  const back = (
    <p>
      <Link to={TRACKER_PATH}>{DELIVERY_TEXTS.backToTracker}</Link>
    </p>
  );
  if (v.step === 'loading') return <OrderPageLoading header={header} label={DELIVERY_TEXTS.loading} />;
  if (v.step === 'loadFailed')
    return (
      <OrderPageLoadFailed
        header={header}
        error={v.error}
        retry={DELIVERY_TEXTS.retry}
        onRetry={() => actor.send({ type: 'delivery.load' })}
      />
    );
  const facilityId = deliveryFacility(v);
  const chosen = deliverySelection(v);
  const offered = optionsOf(v, facilityId);
  if (v.step === 'submitted' && v.result) {
    const result = v.result;
    const day = offered.find((o) => o.deliveryDate === result.deliveryDate)?.date;
    const when = day ?? parseDeliveryDate(result.deliveryDate)?.toISOString().slice(0, 10) ?? '';
    return (
      <section>
        {header}
        <Alert tone="success">
          <p>
            <strong>{DELIVERY_TEXTS.submitted}</strong>
          </p>
          <p>{DELIVERY_TEXTS.submittedText(when ? deliveryDayLabel(when) : result.deliveryDate)}</p>
          <p>
            {DELIVERY_TEXTS.orderNumber}: {result.orderId}
          </p>
        </Alert>
        <div className="rx-actions">
          <button type="button" className="button" onClick={() => actor.send({ type: 'delivery.reset' })}>
            {DELIVERY_TEXTS.another}
          </button>
        </div>
        {back}
      </section>
    );
  }
  const editable = v.step === 'choosing';
  const facility = v.facilities.find((f) => f.facilityId === facilityId);
  const fee = v.options.find((o) => o.facilityId === facilityId)?.deliveryFee;
  return (
    <section className="tracker">
      {header}
      {v.prescriptions.length === 0 ? (
        <p>{DELIVERY_TEXTS.none}</p>
      ) : (
        <form
          className="tracker"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'delivery.submit' });
          }}
        >
          <PrescriptionChoices
            legend={DELIVERY_TEXTS.prescriptions}
            prescriptions={v.prescriptions}
            selected={v.selected}
            chosen={chosen}
            editable={editable}
            onToggle={(rxRecordNumber) => actor.send({ type: 'delivery.toggle', rxRecordNumber })}
          />
          {facility && <PickupLocationCard facility={facility} logo={logo} />}
          {offered.length > 0 && (
            <fieldset className="choice-list">
              <legend>{DELIVERY_TEXTS.date}</legend>
              {offered.map((o) => (
                <label key={o.deliveryDate} className="choice">
                  <input
                    type="radio"
                    name="delivery-date"
                    checked={v.deliveryDate === o.deliveryDate}
                    disabled={!editable}
                    onChange={() => actor.send({ type: 'delivery.chooseDate', deliveryDate: o.deliveryDate })}
                  />
                  <span>{deliveryDayLabel(o.date)}</span>
                </label>
              ))}
            </fieldset>
          )}
          {fee !== undefined && (
            <p>
              <strong>{DELIVERY_TEXTS.fee}:</strong> {formatDollars(fee)}
            </p>
          )}
          <div>
            <h2>{DELIVERY_TEXTS.address}</h2>
            <p>{v.address ?? DELIVERY_TEXTS.noAddress}</p>
          </div>
          <OrderFormEnd
            name="delivery"
            texts={DELIVERY_TEXTS}
            cards={v.cards}
            cardId={v.cardId}
            termsAccepted={v.deliveryHasUserSign}
            editable={editable}
            canSubmit={v.canSubmit}
            failure={v.step === 'error' ? (v.error ?? '') : null}
            busy={v.step === 'submitting' && <Spinner label={DELIVERY_TEXTS.submitting} />}
            onChooseCard={(cardId) => actor.send({ type: 'delivery.chooseCard', cardId })}
            onAcceptTerms={(accepted) => actor.send({ type: 'delivery.acceptTerms', accepted })}
            onRetry={() => actor.send({ type: 'delivery.retry' })}
            onChange={() => actor.send({ type: 'delivery.reset' })}
          />
        </form>
      )}
      {back}
    </section>
  );
}
