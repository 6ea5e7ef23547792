/**
 * /rx/tracker/pay-online (pharmacy-portal.md §2.1, §3 "Online pay state"): the in-progress prescriptions to pay for,
 * their pickup location, the price, the wallet's cards (brand and last four only), the card usage terms, Pay Now;
 * §8's setup error with Try Again. Renders the pay-online chart and sends its events.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  type payOnlineMachine,
  selectedPrescriptions,
  selectionFacility,
} from '../../../machines/rx/payOnline/payOnline.machine';
import { fitsSelectionStore, ONE_STORE_TEXT, offersSeveralStores } from '../../../src/domain/rx/one-store';
import { ONLINE_PAY_TEXTS, onlinePayAmount } from '../../../src/domain/rx/online-pay';
import { costLabel, formatDollars } from '../../../src/domain/rx/prescriptions';
import { RX_PAGE_TITLES } from '../../../src/domain/rx/titles';
import { TRACKER_PATH, TRACKER_TEXTS } from '../../../src/domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { PickupLocationCard } from '../tracker/PickupLocationCard';
import '../tracker/tracker.css';

type Actor = ActorRefFrom<typeof payOnlineMachine>;

export function PayOnlinePage({ actor, logo }: { actor: Actor; logo: string }) {
  const v = useSelector(
    actor,
    (s) => ({
      state: s.value as string,
      busy: s.hasTag('busy'),
      canSubmit: s.can({ type: 'payOnline.submit' }),
      context: s.context,
    }),
    shallowEqual,
  );
  const c = v.context;
  const header = <RxPageHeader title={RX_PAGE_TITLES.payOnline} description={ONLINE_PAY_TEXTS.intro} />;
  const back = (
    <p>
      <Link to={TRACKER_PATH}>{ONLINE_PAY_TEXTS.backToTracker}</Link>
    </p>
  );
  if (v.state === 'loading')
    return (
      <section>
        {header}
        <Spinner label={ONLINE_PAY_TEXTS.loading} />
      </section>
    );
  if (v.state === 'loadFailed') {
    return (
      <section>
        {header}
        <Alert tone="error">
          <p>{c.error}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'payOnline.load' })}>
            {ONLINE_PAY_TEXTS.retry}
          </button>
        </Alert>
      </section>
    );
  }
  if (v.state === 'paid') {
    return (
      <section>
        {header}
        <Alert tone="success">
          <p>
            <strong>{ONLINE_PAY_TEXTS.paid}</strong>
          </p>
          {c.paidCard && <p>{ONLINE_PAY_TEXTS.paidText(c.paidCard.brand, c.paidCard.lastFour)}</p>}
        </Alert>
        {back}
      </section>
    );
  }
  const chosen = selectedPrescriptions(c);
  const facilityId = selectionFacility(c);
  const facility = c.facilities.find((f) => f.facilityId === facilityId);
  const editable = v.state === 'ready';
  return (
    <section className="tracker">
      {header}
      {c.prescriptions.length === 0 ? (
        <p>{ONLINE_PAY_TEXTS.none}</p>
      ) : (
        <form
          className="tracker"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'payOnline.submit' });
          }}
        >
          <fieldset className="choice-list">
            <legend>{ONLINE_PAY_TEXTS.prescriptions}</legend>
            {c.prescriptions.map((p) => (
              <label key={p.rxRecordNumber} className="choice">
                <input
                  type="checkbox"
                  checked={c.selected.includes(p.rxRecordNumber)}
                  disabled={!editable || !fitsSelectionStore(chosen, p)}
                  onChange={() => actor.send({ type: 'payOnline.toggle', rxRecordNumber: p.rxRecordNumber })}
                />
                <span>
                  {p.drugName} ({TRACKER_TEXTS.rxNumber(p.rxNumber)}), {costLabel(p)}
                </span>
              </label>
            ))}
          </fieldset>
          {offersSeveralStores(c.prescriptions) && <p>{ONE_STORE_TEXT}</p>}
          {facility && (
            <div>
              <h2>{ONLINE_PAY_TEXTS.location}</h2>
              <PickupLocationCard facility={facility} logo={logo} />
            </div>
          )}
          <p>
            <strong>{ONLINE_PAY_TEXTS.price}:</strong> {formatDollars(Number(onlinePayAmount(chosen)))}
          </p>
          {c.cards.length === 0 ? (
            <p>{ONLINE_PAY_TEXTS.noCards}</p>
          ) : (
            <fieldset className="choice-list">
              <legend>{ONLINE_PAY_TEXTS.card}</legend>
              {c.cards.map((card) => (
                <label key={card.cardId} className="choice">
                  <input
                    type="radio"
                    name="pay-online-card"
                    checked={c.cardId === card.cardId}
                    disabled={!editable || card.expired}
                    onChange={() => actor.send({ type: 'payOnline.chooseCard', cardId: card.cardId })}
                  />
                  <span>
                    {ONLINE_PAY_TEXTS.cardLabel(card.brand, card.lastFour)}
                    {card.expired ? ` (${ONLINE_PAY_TEXTS.expired})` : ''}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <p id="pay-online-terms">{ONLINE_PAY_TEXTS.cardUsageTerms}</p>
          <label className="choice">
            <input
              type="checkbox"
              checked={c.termsAccepted}
              disabled={!editable}
              aria-describedby="pay-online-terms"
              onChange={(e) => actor.send({ type: 'payOnline.acceptTerms', accepted: e.target.checked })}
            />
            <span>{ONLINE_PAY_TEXTS.agree}</span>
          </label>
          {v.state === 'failed' && (
            <Alert tone="error">
              <p>{c.error}</p>
              <div className="rx-actions">
                <button
                  type="button"
                  className="button"
                  onClick={() => actor.send({ type: 'payOnline.retry' })}
                >
                  {ONLINE_PAY_TEXTS.retry}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => actor.send({ type: 'payOnline.edit' })}
                >
                  {ONLINE_PAY_TEXTS.changeSelection}
                </button>
              </div>
            </Alert>
          )}
          {v.busy && <Spinner label={ONLINE_PAY_TEXTS.submitting} />}
          {editable && (
            <p className="rx-actions">
              <button type="submit" className="button button--primary" disabled={!v.canSubmit}>
                {ONLINE_PAY_TEXTS.submit}
              </button>
            </p>
          )}
        </form>
      )}
      {back}
    </section>
  );
}
