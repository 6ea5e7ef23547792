/**
 * What the tracker's two order pages share (pharmacy-portal.md §3 "Online pay state", "Delivery order"): the page
 * while its data loads or failed to load, the prescriptions of one store to choose, the wallet's cards (brand and
 * last four only, an expired one not offered), the terms to accept, and a failed order with its two ways on (try
 * again, change it) and the submit button. Each page passes its own texts and sends its own chart's events.
 */
import type { ReactNode } from 'react';
import type { PaysysCard } from '../../../api/contracts/rx-online-pay';
import type { Prescription } from '../../../api/contracts/rx';
import { fitsSelectionStore, ONE_STORE_TEXT, offersSeveralStores } from '../../../domain/rx/one-store';
import { costLabel } from '../../../domain/rx/prescriptions';
import { TRACKER_TEXTS } from '../../../domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';

/** The page while its data loads. */
export function OrderPageLoading({ header, label }: { header: ReactNode; label: string }) {
  return (
    <section>
      {header}
      <Spinner label={label} />
    </section>
  );
}

/** The page whose data could not be loaded: §8's text and Try Again. */
export function OrderPageLoadFailed(props: {
  header: ReactNode;
  error: string | null;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <section>
      {props.header}
      <Alert tone="error">
        <p>{props.error}</p>
        <button type="button" className="button" onClick={props.onRetry}>
          {props.retry}
        </button>
      </Alert>
    </section>
  );
}

/** The prescriptions to choose (one store per order: the others are disabled), and the one-store note. */
export function PrescriptionChoices(props: {
  legend: string;
  prescriptions: readonly Prescription[];
  selected: readonly string[];
  chosen: readonly Prescription[];
  editable: boolean;
  onToggle: (rxRecordNumber: string) => void;
}) {
  return (
    <>
      <fieldset className="choice-list">
        <legend>{props.legend}</legend>
        {props.prescriptions.map((p) => (
          <label key={p.rxRecordNumber} className="choice">
            <input
              type="checkbox"
              checked={props.selected.includes(p.rxRecordNumber)}
              disabled={!props.editable || !fitsSelectionStore(props.chosen, p)}
              onChange={() => props.onToggle(p.rxRecordNumber)}
            />
            <span>
              {p.drugName} ({TRACKER_TEXTS.rxNumber(p.rxNumber)}), {costLabel(p)}
            </span>
          </label>
        ))}
      </fieldset>
      {offersSeveralStores(props.prescriptions) && <p>{ONE_STORE_TEXT}</p>}
    </>
  );
}

export interface OrderFormTexts {
  card: string;
  noCards: string;
  expired: string;
  cardLabel: (brand: string, lastFour: string) => string;
  terms: string;
  agree: string;
  retry: string;
  change: string;
  submit: string;
}

/** The wallet's cards, the terms, a failed order's Try Again / change, and the submit button. */
export function OrderFormEnd(props: {
  /** Names the radio group and the terms' id (one per page). */
  name: string;
  texts: OrderFormTexts;
  cards: readonly PaysysCard[];
  cardId: string | null;
  termsAccepted: boolean;
  editable: boolean;
  canSubmit: boolean;
  /** The order failed: §8's text. */
  failure: string | null;
  busy: ReactNode;
  onChooseCard: (cardId: string) => void;
  onAcceptTerms: (accepted: boolean) => void;
  onRetry: () => void;
  onChange: () => void;
}) {
  const { texts, editable } = props;
  const termsId = `${props.name}-terms`;
  return (
    <>
      {props.cards.length === 0 ? (
        <p>{texts.noCards}</p>
      ) : (
        <fieldset className="choice-list">
          <legend>{texts.card}</legend>
          {props.cards.map((card) => (
            <label key={card.cardId} className="choice">
              <input
                type="radio"
                name={`${props.name}-card`}
                checked={props.cardId === card.cardId}
                disabled={!editable || card.expired}
                onChange={() => props.onChooseCard(card.cardId)}
              />
              <span>
                {texts.cardLabel(card.brand, card.lastFour)}
                {card.expired ? ` (${texts.expired})` : ''}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p id={termsId}>{texts.terms}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={props.termsAccepted}
          disabled={!editable}
          aria-describedby={termsId}
          onChange={(e) => props.onAcceptTerms(e.target.checked)}
        />
        <span>{texts.agree}</span>
      </label>
      {props.failure !== null && (
        <Alert tone="error">
          <p>{props.failure}</p>
          <div className="rx-actions">
            <button type="button" className="button" onClick={props.onRetry}>
              {texts.retry}
            </button>
            <button type="button" className="button" onClick={props.onChange}>
              {texts.change}
            </button>
          </div>
        </Alert>
      )}
      {props.busy}
      {editable && (
        <p className="rx-actions">
          <button type="submit" className="button button--primary" disabled={!props.canSubmit}>
            {texts.submit}
          </button>
        </p>
      )}
    </>
  );
}
