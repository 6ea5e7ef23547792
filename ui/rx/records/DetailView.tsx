/** /rx/prescription-history/detail (pharmacy-portal.md §2.1, opened from a tracker card) and
 *  /rx/prescription-monograph (drug information in English or Spanish, with the product's picture). Thin views of
 *  the prescription detail and monograph charts. */
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { MONOGRAPH_LANGUAGES, type MonographLanguage } from '../../../api/contracts/rx-history';
import type { monographMachine } from '../../../machines/rx/monograph/monograph.machine';
import type { prescriptionDetailMachine } from '../../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { displayDate, formatMoney, HISTORY_TEXTS, MONOGRAPH_TEXTS } from '../../../domain/rx/history';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './records.css';

export function PrescriptionDetailView({
  actor,
  monographHref,
}: {
  actor: ActorRefFrom<typeof prescriptionDetailMachine>;
  monographHref: (productNumber: string) => string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      status: s.value as string,
      detail: s.context.detail,
      secondaryStatus: s.context.secondaryStatus,
    }),
    shallowEqual,
  );
  if (view.status === 'idle' || view.status === 'loading') return <Spinner label={HISTORY_TEXTS.loading} />;
  if (view.status === 'notFound' || view.status === 'missing')
    return (
      <Alert tone="error">
        <p>{HISTORY_TEXTS.notFound}</p>
      </Alert>
    );
  if (view.status === 'failed' || !view.detail)
    return (
      <Alert tone="error">
        <p>{HISTORY_TEXTS.loadError}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'detail.retry' })}>
          {HISTORY_TEXTS.retry}
        </button>
      </Alert>
    );
  const { prescription: rx, transactions } = view.detail;
  return (
    <div className="rx-records">
      <section className="card" aria-labelledby="detail-drug">
        <h2 id="detail-drug">{rx.drugName}</h2>
        <dl className="details">
          <div className="details__row">
            <dt>Rx</dt>
            <dd>{rx.rxNumber}</dd>
          </div>
          <div className="details__row">
            <dt>{HISTORY_TEXTS.status}</dt>
            <dd>{view.secondaryStatus ?? rx.secondaryStatus ?? rx.refillStatus}</dd>
          </div>
          <div className="details__row">
            <dt>{HISTORY_TEXTS.prescriber}</dt>
            <dd>{rx.prescriberName}</dd>
          </div>
          <div className="details__row">
            <dt>{HISTORY_TEXTS.pharmacy}</dt>
            <dd>
              {rx.facility.vanityName}, {rx.facility.address1}, {rx.facility.city}
            </dd>
          </div>
          {rx.lastFilledDate && (
            <div className="details__row">
              <dt>{HISTORY_TEXTS.lastFilled}</dt>
              <dd>{displayDate(rx.lastFilledDate)}</dd>
            </div>
          )}
          {rx.expiryDate && (
            <div className="details__row">
              <dt>{HISTORY_TEXTS.expires}</dt>
              <dd>{displayDate(rx.expiryDate)}</dd>
            </div>
          )}
        </dl>
        <p>
          <Link to={monographHref(rx.productNumber)}>{HISTORY_TEXTS.drugInfo}</Link>
        </p>
      </section>
      <section aria-labelledby="detail-fills">
        <h2 id="detail-fills">{HISTORY_TEXTS.fillHistory}</h2>
        <ul className="rx-records__list">
          {transactions.map((t) => (
            <li key={t.transactionId} className="rx-records__item">
              {displayDate(t.soldDate)} · {t.facility.vanityName} · {HISTORY_TEXTS.quantity} {t.quantity} ·{' '}
              {HISTORY_TEXTS.patientPaid} {formatMoney(t.patientPayAmount)}
              {t.fillStatus === 'Returned' && (
                <span className="rx-records__tag rx-records__tag--returned">{HISTORY_TEXTS.returned}</span>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function MonographView({ actor }: { actor: ActorRefFrom<typeof monographMachine> }) {
  const view = useSelector(
    actor,
    (s) => ({ status: s.value as string, data: s.context.data, languageCode: s.context.languageCode }),
    shallowEqual,
  );
  const picker = (
    <div className="field rx-records__picker">
      <label htmlFor="monograph-language">{MONOGRAPH_TEXTS.language}</label>
      <select
        id="monograph-language"
        value={view.languageCode}
        disabled={view.status === 'loading'}
        onChange={(e) =>
          actor.send({ type: 'monograph.language', languageCode: e.currentTarget.value as MonographLanguage })
        }
      >
        {MONOGRAPH_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {MONOGRAPH_TEXTS.languages[l]}
          </option>
        ))}
      </select>
    </div>
  );
  if (view.status === 'notFound' || view.status === 'missing')
    return (
      <Alert tone="error">
        <p>{MONOGRAPH_TEXTS.notFound}</p>
      </Alert>
    );
  return (
    <div className="rx-records">
      {picker}
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={MONOGRAPH_TEXTS.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{MONOGRAPH_TEXTS.loadError}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'monograph.retry' })}>
            {HISTORY_TEXTS.retry}
          </button>
        </Alert>
      )}
      {view.status === 'loaded' && view.data && (
        <article lang={view.data.monograph.languageCode} aria-labelledby="monograph-drug">
          <h2 id="monograph-drug">{view.data.monograph.drugName}</h2>
          {view.data.images.map((img) => (
            <img
              key={img.productNumber}
              className="rx-records__image"
              src={`data:${img.mimeType};base64,${img.data}`}
              alt={MONOGRAPH_TEXTS.imageAlt(img.description)}
            />
          ))}
          {view.data.monograph.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              <p>{section.body}</p>
            </section>
          ))}
          <p className="rx-records__meta">
            {view.data.monograph.languageCode === 'es'
              ? MONOGRAPH_TEXTS.disclaimerEs
              : MONOGRAPH_TEXTS.disclaimer}
          </p>
        </article>
      )}
    </div>
  );
}
