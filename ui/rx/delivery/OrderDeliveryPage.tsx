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
import { DELIVERY_TEXTS, deliveryDayLabel, parseDeliveryDate } from '../../../src/domain/rx/delivery';
import { fitsSelectionStore, ONE_STORE_TEXT, offersSeveralStores } from '../../../src/domain/rx/one-store';
import { costLabel, formatDollars } from '../../../src/domain/rx/prescriptions';
import { RX_PAGE_TITLES } from '../../../src/domain/rx/titles';
import { TRACKER_PATH, TRACKER_TEXTS } from '../../../src/domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { PickupLocationCard } from '../tracker/PickupLocationCard';
import '../tracker/tracker.css';

type Actor = ActorRefFrom<typeof orderDeliveryMachine>;

export function OrderDeliveryPage({ actor, logo }: { actor: Actor; logo: string }) {
  const v = useSelector(
    actor,
    (s) => ({
      state: s.value as string,
      canSubmit: s.can({ type: 'delivery.submit' }),
      context: s.context,
    }),
    shallowEqual,
  );
  const c = v.context;
  const header = <RxPageHeader title={RX_PAGE_TITLES.orderDelivery} description={DELIVERY_TEXTS.intro} />;
  const back = (
    <p>
      <Link to={TRACKER_PATH}>{DELIVERY_TEXTS.backToTracker}</Link>
    </p>
  );
  if (v.state === 'loading')
    return (
      <section>
        {header}
        <Spinner label={DELIVERY_TEXTS.loading} />
      </section>
    );
  if (v.state === 'loadFailed') {
    return (
      <section>
        {header}
        <Alert tone="error">
          <p>{c.error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'delivery.load' })}>
            {DELIVERY_TEXTS.retry}
          </button>
        </Alert>
      </section>
    );
  }
  const facilityId = deliveryFacility(c);
  const chosen = deliverySelection(c);
  const offered = optionsOf(c, facilityId);
  if (v.state === 'submitted' && c.result) {
    const day = offered.find((o) => o.deliveryDate === c.result?.deliveryDate)?.date;
    const when = day ?? parseDeliveryDate(c.result.deliveryDate)?.toISOString().slice(0, 10) ?? '';
    return (
      <section>
        {header}
        <Alert tone="success">
          <p>
            <strong>{DELIVERY_TEXTS.submitted}</strong>
          </p>
          <p>{DELIVERY_TEXTS.submittedText(when ? deliveryDayLabel(when) : c.result.deliveryDate)}</p>
          <p>
            {DELIVERY_TEXTS.orderNumber}: {c.result.orderId}
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
  const editable = v.state === 'choosing';
  const facility = c.facilities.find((f) => f.facilityId === facilityId);
  const fee = c.options.find((o) => o.facilityId === facilityId)?.deliveryFee;
  return (
    <section className="tracker">
      {header}
      {c.prescriptions.length === 0 ? (
        <p>{DELIVERY_TEXTS.none}</p>
      ) : (
        <form
          className="tracker"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'delivery.submit' });
          }}
        >
          <fieldset className="choice-list">
            <legend>{DELIVERY_TEXTS.prescriptions}</legend>
            {c.prescriptions.map((p) => (
              <label key={p.rxRecordNumber} className="choice">
                <input
                  type="checkbox"
                  checked={c.selected.includes(p.rxRecordNumber)}
                  disabled={!editable || !fitsSelectionStore(chosen, p)}
                  onChange={() => actor.send({ type: 'delivery.toggle', rxRecordNumber: p.rxRecordNumber })}
                />
                <span>
                  {p.drugName} ({TRACKER_TEXTS.rxNumber(p.rxNumber)}), {costLabel(p)}
                </span>
              </label>
            ))}
          </fieldset>
          {offersSeveralStores(c.prescriptions) && <p>{ONE_STORE_TEXT}</p>}
          {facility && <PickupLocationCard facility={facility} logo={logo} />}
          {offered.length > 0 && (
            <fieldset className="choice-list">
              <legend>{DELIVERY_TEXTS.date}</legend>
              {offered.map((o) => (
                <label key={o.deliveryDate} className="choice">
                  <input
                    type="radio"
                    name="delivery-date"
                    checked={c.deliveryDate === o.deliveryDate}
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
            <p>{c.address ?? DELIVERY_TEXTS.noAddress}</p>
          </div>
          {c.cards.length === 0 ? (
            <p>{DELIVERY_TEXTS.noCards}</p>
          ) : (
            <fieldset className="choice-list">
              <legend>{DELIVERY_TEXTS.card}</legend>
              {c.cards.map((card) => (
                <label key={card.cardId} className="choice">
                  <input
                    type="radio"
                    name="delivery-card"
                    checked={c.cardId === card.cardId}
                    disabled={!editable || card.expired}
                    onChange={() => actor.send({ type: 'delivery.chooseCard', cardId: card.cardId })}
                  />
                  <span>
                    {DELIVERY_TEXTS.cardLabel(card.brand, card.lastFour)}
                    {card.expired ? ` (${DELIVERY_TEXTS.expired})` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <p id="delivery-terms">{DELIVERY_TEXTS.terms}</p>
          <label className="choice">
            <input
              type="checkbox"
              checked={c.deliveryHasUserSign}
              disabled={!editable}
              aria-describedby="delivery-terms"
              onChange={(e) => actor.send({ type: 'delivery.acceptTerms', accepted: e.target.checked })}
            />
            <span>{DELIVERY_TEXTS.agree}</span>
          </label>
          {v.state === 'error' && (
            <Alert tone="error">
              <p>{c.error}</p>
              <div className="rx-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => actor.send({ type: 'delivery.retry' })}
                >
                  {DELIVERY_TEXTS.retry}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => actor.send({ type: 'delivery.reset' })}
                >
                  {DELIVERY_TEXTS.change}
                </button>
              </div>
            </Alert>
          )}
          {v.state === 'submitting' && <Spinner label={DELIVERY_TEXTS.submitting} />}
          {editable && (
            <p className="rx-actions">
              <button type="submit" className="button button--primary" disabled={!v.canSubmit}>
                {DELIVERY_TEXTS.submit}
              </button>
            </p>
          )}
        </form>
      )}
      {back}
    </section>
  );
}
