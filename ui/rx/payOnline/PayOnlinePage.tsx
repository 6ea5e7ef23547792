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
import { selectPayOnlineView } from '../../../machines/rx/payOnline/payOnline.selectors';
import { ONLINE_PAY_TEXTS, onlinePayAmount } from '../../../domain/rx/online-pay';
import { formatDollars } from '../../../domain/rx/prescriptions';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { TRACKER_PATH } from '../../../domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { PickupLocationCard } from '../tracker/PickupLocationCard';
import {
  OrderFormEnd,
  type OrderFormTexts,
  OrderPageLoadFailed,
  OrderPageLoading,
  PrescriptionChoices,
} from '../tracker/TrackerOrderForm';
import '../tracker/tracker.css';

type Actor = ActorRefFrom<typeof payOnlineMachine>;

const FORM_TEXTS: OrderFormTexts = {
  ...ONLINE_PAY_TEXTS,
  terms: ONLINE_PAY_TEXTS.cardUsageTerms,
  change: ONLINE_PAY_TEXTS.changeSelection,
};

export function PayOnlinePage({ actor, logo }: { actor: Actor; logo: string }) {
  const v = useSelector(actor, selectPayOnlineView, shallowEqual);
  const header = <RxPageHeader title={RX_PAGE_TITLES.payOnline} description={ONLINE_PAY_TEXTS.intro} />;
  const back = (
    <p>
      <Link to={TRACKER_PATH}>{ONLINE_PAY_TEXTS.backToTracker}</Link>
    </p>
  );
  if (v.step === 'loading') return <OrderPageLoading header={header} label={ONLINE_PAY_TEXTS.loading} />;
  if (v.step === 'loadFailed')
    return (
      <OrderPageLoadFailed
        header={header}
        error={v.error}
        retry={ONLINE_PAY_TEXTS.retry}
        onRetry={() => actor.send({ type: 'payOnline.load' })}
      />
    );
  if (v.step === 'paid') {
    return (
      <section>
        {header}
        <Alert tone="success">
          <p>
            <strong>{ONLINE_PAY_TEXTS.paid}</strong>
          </p>
          {v.paidCard && <p>{ONLINE_PAY_TEXTS.paidText(v.paidCard.brand, v.paidCard.lastFour)}</p>}
        </Alert>
        {back}
      </section>
    );
  }
  const chosen = selectedPrescriptions(v);
  const facilityId = selectionFacility(v);
  const facility = v.facilities.find((f) => f.facilityId === facilityId);
  const editable = v.step === 'ready';
  return (
    <section className="tracker">
      {header}
      {v.prescriptions.length === 0 ? (
        <p>{ONLINE_PAY_TEXTS.none}</p>
      ) : (
        <form
          className="tracker"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'payOnline.submit' });
          }}
        >
          <PrescriptionChoices
            legend={ONLINE_PAY_TEXTS.prescriptions}
            prescriptions={v.prescriptions}
            selected={v.selected}
            chosen={chosen}
            editable={editable}
            onToggle={(rxRecordNumber) => actor.send({ type: 'payOnline.toggle', rxRecordNumber })}
          />
          {facility && (
            <div>
              <h2>{ONLINE_PAY_TEXTS.location}</h2>
              <PickupLocationCard facility={facility} logo={logo} />
            </div>
          )}
          <p>
            <strong>{ONLINE_PAY_TEXTS.price}:</strong> {formatDollars(Number(onlinePayAmount(chosen)))}
          </p>
          <OrderFormEnd
            name="pay-online"
            texts={FORM_TEXTS}
            cards={v.cards}
            cardId={v.cardId}
            termsAccepted={v.termsAccepted}
            editable={editable}
            canSubmit={v.canSubmit}
            failure={v.step === 'failed' ? (v.error ?? '') : null}
            busy={v.busy && <Spinner label={ONLINE_PAY_TEXTS.submitting} />}
            onChooseCard={(cardId) => actor.send({ type: 'payOnline.chooseCard', cardId })}
            onAcceptTerms={(accepted) => actor.send({ type: 'payOnline.acceptTerms', accepted })}
            onRetry={() => actor.send({ type: 'payOnline.retry' })}
            onChange={() => actor.send({ type: 'payOnline.edit' })}
          />
        </form>
      )}
      {back}
    </section>
  );
}
