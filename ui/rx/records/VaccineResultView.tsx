/**
 * The digital vaccine record's start and result pages (pharmacy-portal.md §2.1 /rx/digital-vaccine-record, /result;
 * §8): the start page and the SMART Health Card (QR, vaccinations, download). No form here, so these pages never load
 * the verify form's library. Thin: the vaccine record chart decides.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { vaccineRecordMachine } from '../../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { displayDate } from '../../../domain/rx/history';
import { DVR_TEXTS } from '../../../domain/rx/vaccineRecord';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { HealthCardQr } from './HealthCardQr';
import './records.css';

type Actor = ActorRefFrom<typeof vaccineRecordMachine>;

/** The leaf state's name ('form', 'result', …): each page shows one of its own states. */
export const leaf = (value: unknown): string =>
  typeof value === 'string' ? value : leaf(Object.values(value as Record<string, unknown>)[0]);

export function VaccineRecordStartView({ verifyHref }: { verifyHref: string }) {
  return (
    <div className="rx-records">
      <p>{DVR_TEXTS.intro}</p>
      <p>
        <Link className="button button--primary" to={verifyHref}>
          {DVR_TEXTS.start}
        </Link>
      </p>
    </div>
  );
}

export function VaccineResultView({ actor, startHref }: { actor: Actor; startHref: string }) {
  const view = useSelector(
    actor,
    (s) => ({ status: leaf(s.value), card: s.context.card, error: s.context.error }),
    shallowEqual,
  );
  if (view.status === 'result' && view.card) {
    const card = view.card;
    return (
      <div className="rx-records">
        <section className="card" aria-labelledby="dvr-result">
          <h2 id="dvr-result">
            {card.patientName} · {displayDate(card.dateOfBirth)}
          </h2>
          {card.qrNumeric.map((qr) => (
            <HealthCardQr key={qr} payload={qr} label={DVR_TEXTS.qrLabel} />
          ))}
          <p>{DVR_TEXTS.qrHelp}</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'dvr.download' })}
          >
            {DVR_TEXTS.download}
          </button>
        </section>
        <section aria-labelledby="dvr-doses">
          <h2 id="dvr-doses">{DVR_TEXTS.doses}</h2>
          <ul className="rx-records__list">
            {card.doses.map((d) => (
              <li key={`${d.cvxCode}-${d.occurrenceDate}`} className="rx-records__item">
                <h3>{d.vaccineName}</h3>
                <p className="rx-records__meta">
                  {displayDate(d.occurrenceDate)} · {d.manufacturer}
                  {d.doseNumber !== null ? ` · ${DVR_TEXTS.dose} ${d.doseNumber}` : ''} · {DVR_TEXTS.lot}{' '}
                  {d.lotNumber} · {DVR_TEXTS.givenAt} {d.performer}
                </p>
              </li>
            ))}
          </ul>
          <p className="rx-records__meta">
            {DVR_TEXTS.issuer} {card.issuer}
          </p>
        </section>
      </div>
    );
  }
  if (view.status === 'cardFailed' || view.status === 'expired')
    return (
      <Alert tone="error">
        <p>{view.error}</p>
        {view.status === 'cardFailed' ? (
          <button type="button" className="button" onClick={() => actor.send({ type: 'dvr.retry' })}>
            {DVR_TEXTS.tryAgain}
          </button>
        ) : (
          <Link to={startHref}>{DVR_TEXTS.startOver}</Link>
        )}
      </Alert>
    );
  return <Spinner label={DVR_TEXTS.loading} />;
}
