/**
 * /rx/guest-refill (pharmacy-portal.md §2.1, §4 "Guest easy fill", §8): the pharmacy phone and the prescription
 * numbers from the label (checked with the §5 rules of domain/rx/validation.ts before anything is sent), each
 * prescription's result, the refillable ones to tick, the guest's phone and a pickup time, and the confirmation
 * that opens when the pharmacy answers (the form is then empty again). Renders the guest refill chart.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { guestRefillMachine } from '../../../machines/rx/guestRefill/guestRefill.machine';
import { formatFacilityPhone } from '../../../domain/rx/facilities';
import {
  canOrderGuestRefill,
  formatPickupTime,
  GUEST_REFILL_MAX_PRESCRIPTIONS,
  GUEST_REFILL_TEXTS,
  GUEST_VALIDATION_TEXTS,
} from '../../../domain/rx/guest-refill';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { TRACKER_TEXTS } from '../../../domain/rx/tracker';
import {
  formatPhoneInput,
  normalizeRxNumber,
  phoneDigits,
  phoneError,
  RX_FORM_ERRORS,
  rxNumberError,
} from '../../../domain/rx/validation';
import { type FieldBinding, TextField } from '../../kit/fields';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';
import { ConfirmationDialog } from './ConfirmationDialog';
import '../tracker/tracker.css';

type Actor = ActorRefFrom<typeof guestRefillMachine>;

/** A controlled binding for the kit's fields. */
function bind(
  name: string,
  value: string,
  set: (v: string) => void,
  format = (v: string) => v,
): FieldBinding {
  return {
    name,
    ref: () => {},
    value,
    onChange: (e) => set(format(String((e.target as { value?: unknown }).value ?? ''))),
    onBlur: () => {},
  };
}

function CheckForm({ actor, busy }: { actor: Actor; busy: boolean }) {
  const [phone, setPhone] = useState('');
  const [rows, setRows] = useState(['']);
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const phoneMessage = tried ? phoneError(phone) : undefined;
  const rowMessages = rows.map((r) => (tried ? rxNumberError(r) : undefined));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (phoneError(phone) || rows.some((r) => rxNumberError(r))) {
      // Focus the first field that needs attention.
      requestAnimationFrame(() =>
        form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    actor.send({
      type: 'guestRefill.check',
      pharmacyPhone: phoneDigits(phone),
      rxNumbers: [...new Set(rows.map(normalizeRxNumber))],
    });
  };
  return (
    <form ref={form} noValidate onSubmit={submit}>
      <TextField
        id="guest-pharmacy-phone"
        label={GUEST_REFILL_TEXTS.pharmacyPhone}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        binding={bind('pharmacyPhone', phone, setPhone, formatPhoneInput)}
        error={phoneMessage}
        disabled={busy}
      />
      {rows.map((row, i) => (
        // Rows are positions in a list the shopper edits; the position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className="guest-rx-row">
          <TextField
            id={`guest-rx-${i + 1}`}
            label={GUEST_REFILL_TEXTS.rxNumber(i + 1)}
            inputMode="numeric"
            autoComplete="off"
            binding={bind(`rx${i + 1}`, row, (v) => setRows(rows.map((r, j) => (j === i ? v : r))))}
            error={rowMessages[i]}
            disabled={busy}
          />
          {rows.length > 1 && (
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => setRows(rows.filter((_, j) => j !== i))}
            >
              {GUEST_REFILL_TEXTS.removePrescription(i + 1)}
            </button>
          )}
        </div>
      ))}
      <div className="rx-actions">
        {rows.length < GUEST_REFILL_MAX_PRESCRIPTIONS && (
          <button type="button" className="button" disabled={busy} onClick={() => setRows([...rows, ''])}>
            {GUEST_REFILL_TEXTS.addPrescription}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {GUEST_REFILL_TEXTS.check}
        </button>
      </div>
    </form>
  );
}

function ReviewForm({ actor, busy }: { actor: Actor; busy: boolean }) {
  const c = useSelector(actor, (s) => s.context, shallowEqual);
  const [contact, setContact] = useState(c.contactPhone ? formatPhoneInput(c.contactPhone) : '');
  const [pickup, setPickup] = useState(c.pickupTime ?? '');
  const [tried, setTried] = useState(false);
  const orderable = c.results.some((r) => canOrderGuestRefill(r.status));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (phoneError(contact) || pickup === '' || c.selected.length === 0) return;
    actor.send({ type: 'guestRefill.submit', contactPhone: phoneDigits(contact), pickupTime: pickup });
  };
  return (
    <form noValidate onSubmit={submit}>
      <fieldset className="choice-list">
        <legend>{GUEST_REFILL_TEXTS.results}</legend>
        {c.results.map((r) =>
          canOrderGuestRefill(r.status) && r.rxRecordNumber ? (
            <label key={r.rxNumber} className="choice">
              <input
                type="checkbox"
                checked={c.selected.includes(r.rxRecordNumber)}
                disabled={busy}
                onChange={() =>
                  actor.send({ type: 'guestRefill.toggle', rxRecordNumber: r.rxRecordNumber ?? '' })
                }
              />
              <span>
                {TRACKER_TEXTS.rxNumber(r.rxNumber)}: {GUEST_VALIDATION_TEXTS[r.status]}
              </span>
            </label>
          ) : (
            <p key={r.rxNumber} className={`choice guest-result--${r.status}`}>
              {TRACKER_TEXTS.rxNumber(r.rxNumber)}: {GUEST_VALIDATION_TEXTS[r.status]}
            </p>
          ),
        )}
      </fieldset>
      {c.facility && (
        <p>
          {c.facility.vanityName}, {c.facility.address.address1}, {c.facility.address.city} (
          {formatFacilityPhone(c.facility.phone)})
        </p>
      )}
      {orderable ? (
        <>
          <TextField
            id="guest-contact-phone"
            label={GUEST_REFILL_TEXTS.contactPhone}
            hint={GUEST_REFILL_TEXTS.contactHint}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            binding={bind('contactPhone', contact, setContact, formatPhoneInput)}
            error={tried ? phoneError(contact) : undefined}
            disabled={busy}
          />
          <div className="field">
            <label htmlFor="guest-pickup-time">{GUEST_REFILL_TEXTS.pickupTime}</label>
            <select
              id="guest-pickup-time"
              value={pickup}
              disabled={busy}
              aria-invalid={tried && pickup === '' ? true : undefined}
              aria-describedby={tried && pickup === '' ? 'guest-pickup-time-error' : undefined}
              onChange={(e) => setPickup(e.target.value)}
            >
              <option value="">{GUEST_REFILL_TEXTS.choosePickupTime}</option>
              {c.pickupTimes.map((t) => (
                <option key={t} value={t}>
                  {formatPickupTime(new Date(t))}
                </option>
              ))}
            </select>
            {tried && pickup === '' && (
              <p id="guest-pickup-time-error" className="field__error">
                {RX_FORM_ERRORS.required}
              </p>
            )}
          </div>
        </>
      ) : (
        <p>{GUEST_REFILL_TEXTS.noneRefillable}</p>
      )}
      {c.error && (
        <Alert tone="error">
          <p>{c.error}</p>
        </Alert>
      )}
      <div className="rx-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => actor.send({ type: 'guestRefill.edit' })}
        >
          {GUEST_REFILL_TEXTS.edit}
        </button>
        {orderable && (
          <button type="submit" className="button button--primary" disabled={busy || c.selected.length === 0}>
            {GUEST_REFILL_TEXTS.submit}
          </button>
        )}
      </div>
    </form>
  );
}

export function GuestRefillPage({ actor }: { actor: Actor }) {
  const v = useSelector(
    actor,
    (s) => ({
      state: s.value as string,
      error: s.context.error,
      confirmation: s.context.confirmation,
    }),
    shallowEqual,
  );
  const reviewing = v.state === 'reviewing' || v.state === 'submitting';
  return (
    <section className="tracker">
      <RxPageHeader title={RX_PAGE_TITLES.guestRefill} description={GUEST_REFILL_TEXTS.intro} />
      {v.state === 'editing' && v.error && (
        <Alert tone="error">
          <p>{v.error}</p>
        </Alert>
      )}
      {(v.state === 'editing' || v.state === 'checking' || v.state === 'confirmed') && (
        // A new form after each confirmation: §4 "resets the form".
        <CheckForm key={v.confirmation?.orderId ?? 'form'} actor={actor} busy={v.state !== 'editing'} />
      )}
      {v.state === 'checking' && <Spinner label={GUEST_REFILL_TEXTS.checking} />}
      {reviewing && <ReviewForm actor={actor} busy={v.state === 'submitting'} />}
      {v.state === 'submitting' && <Spinner label={GUEST_REFILL_TEXTS.submitting} />}
      <p>
        <Link to="/signin?redirectUrl=%2Frx%2Fdashboard">{GUEST_REFILL_TEXTS.signInInstead}</Link>
      </p>
      {v.state === 'confirmed' && v.confirmation && (
        <ConfirmationDialog
          title={GUEST_REFILL_TEXTS.confirmationTitle}
          closeLabel={GUEST_REFILL_TEXTS.close}
          onClose={() => actor.send({ type: 'guestRefill.close' })}
        >
          <p>{GUEST_REFILL_TEXTS.confirmationText}</p>
          <dl className="details">
            <div className="details__row">
              <dt>{GUEST_REFILL_TEXTS.confirmationPrescriptions}</dt>
              <dd>{v.confirmation.rxNumbers.map((n) => TRACKER_TEXTS.rxNumber(n)).join(', ')}</dd>
            </div>
            <div className="details__row">
              <dt>{GUEST_REFILL_TEXTS.confirmationPickup}</dt>
              <dd>{formatPickupTime(new Date(v.confirmation.pickupTime))}</dd>
            </div>
            <div className="details__row">
              <dt>{GUEST_REFILL_TEXTS.confirmationStore}</dt>
              <dd>
                {v.confirmation.facility.vanityName}, {v.confirmation.facility.address.address1},{' '}
                {v.confirmation.facility.address.city} ({formatFacilityPhone(v.confirmation.facility.phone)})
              </dd>
            </div>
          </dl>
        </ConfirmationDialog>
      )}
    </section>
  );
}
