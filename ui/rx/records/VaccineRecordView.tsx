/**
 * The digital vaccine record pages (pharmacy-portal.md §2.1 /rx/digital-vaccine-record, /verify, /result; §8): the
 * start page, the verify form (name, date of birth or mobile phone), "check your phone" after a text message, and the
 * SMART Health Card (QR, vaccinations, download). Thin: the vaccine record chart decides.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { vaccineRecordMachine } from '../../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { displayDate } from '../../../src/domain/rx/history';
import { DVR_TEXTS, DVR_VERIFY_METHODS, type DvrVerifyMethod } from '../../../src/domain/rx/vaccineRecord';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { HealthCardQr } from './HealthCardQr';
import './records.css';

type Actor = ActorRefFrom<typeof vaccineRecordMachine>;

/** The leaf state's name ('form', 'result', …): each page shows one of its own states. */
const leaf = (value: unknown): string =>
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

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
    </p>
  ) : null;
}

export function VaccineVerifyView({ actor }: { actor: Actor }) {
  const view = useSelector(
    actor,
    (s) => ({
      status: leaf(s.value),
      busy: s.hasTag('busy'),
      fieldErrors: s.context.fieldErrors,
      error: s.context.error,
      sent: s.context.sent,
    }),
    shallowEqual,
  );
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [method, setMethod] = useState<DvrVerifyMethod>('dateOfBirth');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  if (view.status === 'smsSent' && view.sent)
    return (
      <section className="rx-records" aria-labelledby="dvr-sent">
        <h2 id="dvr-sent">{DVR_TEXTS.smsSentHeading}</h2>
        <p role="status">{DVR_TEXTS.smsSent(view.sent.phoneLastFour, view.sent.expiresInMinutes)}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'dvr.restart' })}>
          {DVR_TEXTS.startOver}
        </button>
      </section>
    );
  if (view.status === 'verified') return <Spinner label={DVR_TEXTS.loading} />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'dvr.submit', values: { firstName, lastName, method, dateOfBirth, phoneNumber } });
  };
  const errors = view.fieldErrors;
  return (
    <form className="rx-records" onSubmit={submit} aria-labelledby="dvr-verify" noValidate>
      <h2 id="dvr-verify">{DVR_TEXTS.verifyHeading}</h2>
      <p>{DVR_TEXTS.verifyIntro}</p>
      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
        </Alert>
      )}
      <div className="field">
        <label htmlFor="dvr-first">{DVR_TEXTS.firstName}</label>
        <input
          id="dvr-first"
          type="text"
          autoComplete="given-name"
          maxLength={50}
          value={firstName}
          aria-invalid={errors.firstName ? true : undefined}
          aria-describedby={errors.firstName ? 'dvr-first-error' : undefined}
          onChange={(e) => setFirstName(e.currentTarget.value)}
        />
        <FieldError id="dvr-first-error" message={errors.firstName} />
      </div>
      <div className="field">
        <label htmlFor="dvr-last">{DVR_TEXTS.lastName}</label>
        <input
          id="dvr-last"
          type="text"
          autoComplete="family-name"
          maxLength={50}
          value={lastName}
          aria-invalid={errors.lastName ? true : undefined}
          aria-describedby={errors.lastName ? 'dvr-last-error' : undefined}
          onChange={(e) => setLastName(e.currentTarget.value)}
        />
        <FieldError id="dvr-last-error" message={errors.lastName} />
      </div>
      <fieldset>
        <legend>{DVR_TEXTS.method}</legend>
        {DVR_VERIFY_METHODS.map((m) => (
          <div key={m} className="field field--checkbox">
            <input
              id={`dvr-method-${m}`}
              type="radio"
              name="dvr-method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            <label htmlFor={`dvr-method-${m}`}>{DVR_TEXTS.methods[m]}</label>
          </div>
        ))}
      </fieldset>
      {method === 'dateOfBirth' ? (
        <div className="field">
          <label htmlFor="dvr-dob">{DVR_TEXTS.dateOfBirth}</label>
          <input
            id="dvr-dob"
            type="date"
            autoComplete="bday"
            value={dateOfBirth}
            aria-invalid={errors.dateOfBirth ? true : undefined}
            aria-describedby={errors.dateOfBirth ? 'dvr-dob-error' : undefined}
            onChange={(e) => setDateOfBirth(e.currentTarget.value)}
          />
          <FieldError id="dvr-dob-error" message={errors.dateOfBirth} />
        </div>
      ) : (
        <div className="field">
          <label htmlFor="dvr-phone">{DVR_TEXTS.phoneNumber}</label>
          <input
            id="dvr-phone"
            type="tel"
            autoComplete="tel-national"
            inputMode="numeric"
            value={phoneNumber}
            aria-invalid={errors.phoneNumber ? true : undefined}
            aria-describedby={errors.phoneNumber ? 'dvr-phone-error' : undefined}
            onChange={(e) => setPhoneNumber(e.currentTarget.value)}
          />
          <FieldError id="dvr-phone-error" message={errors.phoneNumber} />
        </div>
      )}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={view.busy}>
          {view.status === 'sendingText'
            ? DVR_TEXTS.sending
            : view.busy
              ? DVR_TEXTS.verifying
              : DVR_TEXTS.submit}
        </button>
      </div>
    </form>
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
