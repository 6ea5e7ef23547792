/**
 * The prescription details card (pharmacy-portal.md §2.3): image or placeholder icon, rx number, drug name,
 * quantity, cost, pickup or delivery estimate (delivery window 2-6 PM), the payment card's brand and last four, and
 * for on-hold items the secondary status and the detail message. The drug name opens the card (a button).
 */
import type { Prescription } from '../../../api/contracts/rx';
import { costLabel, onHoldSecondaryStatus } from '../../../domain/rx/prescriptions';
import {
  FIRST_CARD_ATTRIBUTE,
  productImageSrc,
  sectionOf,
  TRACKER_TEXTS,
  trackerEstimate,
} from '../../../domain/rx/tracker';

function PillIcon() {
  return (
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="4" y="11" width="24" height="10" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <line x1="16" y1="11" x2="16" y2="21" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export function PrescriptionCard({
  prescription: p,
  onOpen,
  first = false,
}: {
  prescription: Prescription;
  onOpen: (rxRecordNumber: string) => void;
  /** The first card of a section: its button is focused after a scroll-to-section request. */
  first?: boolean;
}) {
  const image = productImageSrc(p);
  const estimate = trackerEstimate(p);
  const hold = sectionOf(p) === 'ON_HOLD';
  return (
    <article className="card rx-card" aria-label={p.drugName}>
      {image ? (
        <img className="rx-card__image" src={image} alt="" width={64} height={64} />
      ) : (
        <span className="rx-card__placeholder" role="img" aria-label={TRACKER_TEXTS.imageMissing}>
          <PillIcon />
        </span>
      )}
      <div className="rx-card__body">
        <button
          {...(first ? { [FIRST_CARD_ATTRIBUTE]: 'true' } : {})}
          type="button"
          className="rx-card__open"
          aria-label={TRACKER_TEXTS.openDetails(p.drugName)}
          onClick={() => onOpen(p.rxRecordNumber)}
        >
          {p.drugName}
        </button>
        <ul className="rx-card__lines">
          <li>{TRACKER_TEXTS.rxNumber(p.rxNumber)}</li>
          <li>{TRACKER_TEXTS.quantity(p.lastFillDispenseQuantity)}</li>
          <li>{TRACKER_TEXTS.cost(costLabel(p))}</li>
          {estimate && <li>{estimate}</li>}
          {p.paymentInformation && (
            <li>{TRACKER_TEXTS.paidWith(p.paymentInformation.brand, p.paymentInformation.lastFour)}</li>
          )}
        </ul>
        {hold && (p.secondaryStatus || p.statusDetailMessage) && (
          <div className="rx-card__hold">
            {p.secondaryStatus && <p>{onHoldSecondaryStatus(p.secondaryStatus) ?? p.secondaryStatus}</p>}
            {p.statusDetailMessage && <p>{p.statusDetailMessage}</p>}
          </div>
        )}
      </div>
    </article>
  );
}
