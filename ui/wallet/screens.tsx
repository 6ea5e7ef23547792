/** The ten flyout screens of payment-wallet.md §2. Views only: they read the flyout view and send events. */
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import type { CardRow } from '../../machines/wallet/wallet/wallet.selectors';
import { EDIT_EXPIRY_YEARS, LIMITS } from '../../src/domain/wallet/constants';
import { STATE_OPTIONS } from '../../src/domain/wallet/addresses';
import { expiryYears, formatGiftNumber, MONTHS } from '../../src/domain/wallet/validation';
import {
  DELETE_CONFIRM_TEXT,
  EXIT_CONFIRM_TEXT,
  EXPIRED_CARD_TEXT,
  FORM_NAMES,
  INFO_MESSAGES,
} from '../../src/domain/wallet/messages';
import { WALLET_LABELS as L } from '../../src/domain/wallet/labels';
import { CardIcon } from './CardIcon';
import type { FlyoutView } from './Flyout';
import type { SecureFieldsView, WalletActor } from './types';

type ScreenProps = { actor: WalletActor; view: FlyoutView };

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="pw-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="pw-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const formValues = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return (name: string) => String(data.get(name) ?? '');
};

function CardRowView({
  row,
  actor,
  type,
  isMyWallet,
}: {
  row: CardRow;
  actor: WalletActor;
  type: 'radio' | 'checkbox';
  isMyWallet: boolean;
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const inputId = `pw-card-${row.id}`;
  const expiredId = `${inputId}-expired`;
  return (
    <li className={`pw-card ${row.disabled ? 'pw-card--disabled' : ''}`}>
      {isMyWallet ? (
        <>
          <CardIcon path={row.icon} />
          <span className="pw-card__name">{row.name}</span>
        </>
      ) : (
        <>
          <input
            id={inputId}
            type={type}
            name={type === 'radio' ? 'pw-bank-card' : `pw-${row.group}`}
            checked={row.selected}
            disabled={row.disabled}
            aria-describedby={row.expired ? expiredId : undefined}
            onChange={() => actor.send({ type: 'card.select', cardId: row.id })}
          />
          <CardIcon path={row.icon} />
          <label htmlFor={inputId} className="pw-card__name">
            {row.name}
          </label>
        </>
      )}
      {row.preferred && <span className="pw-badge">{L.preferred}</span>}
      {row.balance && (
        <span className={row.balanceError ? 'pw-field__error' : 'pw-muted'}>{row.balance}</span>
      )}
      {row.balanceError && (
        <button
          type="button"
          className="pw-link"
          onClick={() => actor.send({ type: 'card.retryBalance', cardId: row.id })}
        >
          {L.retryBalance}
        </button>
      )}
      {row.canCheckBalance && (
        <button
          type="button"
          className="pw-link"
          aria-label={`${L.checkBalanceButton} ${row.name}`}
          onClick={() => actor.send({ type: 'card.checkBalance', cardId: row.id })}
        >
          {L.checkBalanceButton}
        </button>
      )}
      {row.expired && (
        <p id={expiredId} className="pw-field__error">
          {EXPIRED_CARD_TEXT}{' '}
          <button
            type="button"
            className="pw-link"
            aria-label={`${L.edit} ${row.name}`}
            onClick={() => actor.send({ type: 'card.edit', cardId: row.id })}
          >
            {L.edit}
          </button>
        </p>
      )}
      {row.showActions && (
        <div className="pw-menu">
          <button
            type="button"
            className="pw-link"
            aria-expanded={menuOpen}
            aria-label={`${L.cardActions}: ${row.name}`}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ⋯
          </button>
          {menuOpen && (
            <ul className="pw-menu__list">
              {row.actions.includes('edit') && (
                <li>
                  <button
                    type="button"
                    className="pw-link"
                    onClick={() => {
                      setMenuOpen(false);
                      actor.send({ type: 'card.edit', cardId: row.id });
                    }}
                  >
                    {L.edit}
                  </button>
                </li>
              )}
              {row.actions.includes('delete') && (
                <li>
                  <button
                    type="button"
                    className="pw-link"
                    onClick={() => {
                      setMenuOpen(false);
                      actor.send({ type: 'card.delete', cardId: row.id });
                    }}
                  >
                    {L.delete}
                  </button>
                </li>
              )}
              {row.actions.includes('makePreferred') && (
                <li>
                  <button
                    type="button"
                    className="pw-link"
                    onClick={() => {
                      setMenuOpen(false);
                      actor.send({ type: 'card.makePreferred', cardId: row.id });
                    }}
                  >
                    {L.makePreferred}
                  </button>
                </li>
              )}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

function Section({
  title,
  rows,
  actor,
  type,
  addLabel,
  addEvent,
  isMyWallet,
}: {
  title: string;
  rows: CardRow[];
  actor: WalletActor;
  type: 'radio' | 'checkbox';
  addLabel: string;
  addEvent: 'screen.addCard' | 'screen.addSnap' | 'screen.addGift';
  isMyWallet: boolean;
}) {
  const id = `pw-section-${addEvent}`;
  const list = (
    <ul className="pw-cards">
      {rows.map((row) => (
        <CardRowView key={row.id} row={row} actor={actor} type={type} isMyWallet={isMyWallet} />
      ))}
    </ul>
  );
  return (
    <section className="pw-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {type === 'radio' && !isMyWallet ? (
        <div role="radiogroup" aria-labelledby={id}>
          {list}
        </div>
      ) : (
        list
      )}
      <button
        type="button"
        className="pw-button pw-button--secondary"
        onClick={() => actor.send({ type: addEvent })}
      >
        {addLabel}
      </button>
    </section>
  );
}

export function CardListScreen({ actor, view }: ScreenProps) {
  return (
    <div className="pw-screen">
      {view.noCards && <p className="pw-muted">{view.noCards}</p>}
      <Section
        title={L.sectionBank}
        rows={view.bankRows}
        actor={actor}
        type="radio"
        addLabel={L.addCard}
        addEvent="screen.addCard"
        isMyWallet={view.isMyWallet}
      />
      {view.showSnap && (
        <Section
          title={L.sectionSnap}
          rows={view.snapRows}
          actor={actor}
          type="checkbox"
          addLabel={L.addSnap}
          addEvent="screen.addSnap"
          isMyWallet={view.isMyWallet}
        />
      )}
      {view.showGift && (
        <Section
          title={L.sectionGift}
          rows={view.giftRows}
          actor={actor}
          type="checkbox"
          addLabel={L.addGift}
          addEvent="screen.addGift"
          isMyWallet={view.isMyWallet}
        />
      )}
      <footer className="pw-footer">
        {view.isMyWallet ? (
          <button type="button" className="pw-button" onClick={() => actor.send({ type: 'flyout.confirm' })}>
            {L.close}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="pw-button"
              aria-busy={view.busy}
              onClick={() => actor.send({ type: 'flyout.confirm' })}
            >
              {L.confirm}
            </button>
            <button
              type="button"
              className="pw-button pw-button--secondary"
              onClick={() => actor.send({ type: 'flyout.cancel' })}
            >
              {L.cancel}
            </button>
          </>
        )}
      </footer>
    </div>
  );
}

function AddressSummary({
  actor,
  view,
  draft,
}: ScreenProps & { draft?: () => { firstName: string; lastName: string } }) {
  const a = view.selectedAddress;
  return (
    <fieldset className="pw-fieldset">
      <legend>Billing Address</legend>
      {a ? (
        <p>
          {a.addressLine1}
          {a.addressLine2 ? `, ${a.addressLine2}` : ''}, {a.city}, {a.stateCode} {a.zip}
        </p>
      ) : (
        <p className="pw-muted">No billing address selected.</p>
      )}
      {view.fieldErrors.address && (
        <p className="pw-field__error" role="alert">
          {view.fieldErrors.address}
        </p>
      )}
      <button
        type="button"
        className="pw-link"
        onClick={() => actor.send({ type: 'address.choose', ...(draft ? { draft: draft() } : {}) })}
      >
        {L.edit} billing address
      </button>
    </fieldset>
  );
}

export function AddCardScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  const [save, setSave] = useState(view.addDraft?.save ?? true);
  const [preferred, setPreferred] = useState(view.addDraft?.preferred ?? false);
  const form = useRef<HTMLFormElement>(null);
  const draft = () => {
    const data = new FormData(form.current ?? undefined);
    return {
      firstName: String(data.get('firstName') ?? ''),
      lastName: String(data.get('lastName') ?? ''),
      save,
      preferred,
    };
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({
      type: 'addCard.submit',
      form: { firstName: get('firstName'), lastName: get('lastName'), save, preferred },
    });
  };
  return (
    <form ref={form} className="pw-screen" aria-label={FORM_NAMES.addCard} onSubmit={onSubmit} noValidate>
      <Field id="pw-first-name" label={L.firstName} error={view.fieldErrors.firstName}>
        {(p) => (
          <input
            {...p}
            name="firstName"
            autoComplete="cc-given-name"
            maxLength={LIMITS.nameTyped}
            defaultValue={view.addDraft?.firstName ?? ''}
          />
        )}
      </Field>
      <Field id="pw-last-name" label={L.lastName} error={view.fieldErrors.lastName}>
        {(p) => (
          <input
            {...p}
            name="lastName"
            autoComplete="cc-family-name"
            maxLength={LIMITS.nameTyped}
            defaultValue={view.addDraft?.lastName ?? ''}
          />
        )}
      </Field>
      <iframe
        ref={(frame) => secure.register('add', frame)}
        className="pw-secure-frame"
        title="Secure card number, expiration and security code"
        src={secure.url('add')}
      />
      <AddressSummary actor={actor} view={view} draft={draft} />
      {view.saveCardOptionEnabled && (
        <div className="pw-check">
          <input
            id="pw-save-card"
            type="checkbox"
            checked={save}
            onChange={(e) => {
              setSave(e.target.checked);
              if (!e.target.checked) setPreferred(false);
            }}
          />
          <label htmlFor="pw-save-card">{L.saveCard}</label>
        </div>
      )}
      <div className="pw-check">
        <input
          id="pw-preferred"
          type="checkbox"
          checked={preferred}
          onChange={(e) => {
            setPreferred(e.target.checked);
            if (e.target.checked) setSave(true);
          }}
        />
        <label htmlFor="pw-preferred">{L.preferredCard}</label>
      </div>
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {view.submitting ? L.submittingCard : L.addCard}
      </button>
    </form>
  );
}

export function AddSnapScreen({ actor, view }: ScreenProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({ type: 'snap.submit', pan: get('pan') });
  };
  return (
    <form className="pw-screen" aria-label={FORM_NAMES.addSnap} onSubmit={onSubmit} noValidate>
      <p className="pw-muted">{INFO_MESSAGES.snapAtCheckout}</p>
      <Field id="pw-snap-pan" label={L.cardNumber} error={view.fieldErrors.pan}>
        {(p) => <input {...p} name="pan" inputMode="numeric" autoComplete="off" maxLength={LIMITS.ebtMax} />}
      </Field>
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {view.submitting ? L.submittingCard : L.addSnap}
      </button>
    </form>
  );
}

export function AddGiftScreen({ actor, view }: ScreenProps) {
  const [pan, setPan] = useState('');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({ type: 'gift.submit', pan, pin: get('pin') });
  };
  return (
    <form className="pw-screen" aria-label={FORM_NAMES.addGift} onSubmit={onSubmit} noValidate>
      <p className="pw-muted">{INFO_MESSAGES.keepGiftCard}</p>
      <Field id="pw-gift-pan" label={L.cardNumber} error={view.fieldErrors.pan}>
        {(p) => (
          <input
            {...p}
            name="pan"
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.giftTyped}
            value={pan}
            onChange={(e) => setPan(formatGiftNumber(e.target.value))}
          />
        )}
      </Field>
      <Field id="pw-gift-pin" label={L.pin} error={view.fieldErrors.pin}>
        {(p) => (
          <input {...p} name="pin" inputMode="numeric" autoComplete="off" maxLength={LIMITS.pinDigits} />
        )}
      </Field>
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {view.submitting ? L.submittingCard : L.addGift}
      </button>
    </form>
  );
}

export function CheckBalanceScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  return (
    <form
      className="pw-screen"
      aria-label={FORM_NAMES.checkBalance}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'balance.submit' });
      }}
    >
      <h3>{L.enterPin}</h3>
      <iframe
        ref={(frame) => secure.register('pin', frame)}
        className="pw-secure-frame pw-secure-frame--pin"
        title="Secure SNAP EBT PIN"
        src={secure.url('pin')}
      />
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {view.submitting ? L.submitting : L.confirm}
      </button>
    </form>
  );
}

export function EditCardScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  const card = view.activeCard;
  const [preferred, setPreferred] = useState(card?.defaultApplications.length ? card.default : false);
  if (!card) return null;
  const years = expiryYears(new Date(view.today), EDIT_EXPIRY_YEARS);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({
      type: 'edit.submit',
      form: {
        firstName: get('firstName'),
        lastName: get('lastName'),
        expirationMonth: get('month'),
        expirationYear: get('year'),
        preferred,
      },
    });
  };
  return (
    <form className="pw-screen" aria-label={FORM_NAMES.editCard} onSubmit={onSubmit} noValidate>
      <Field id="pw-edit-first" label={L.firstName} error={view.fieldErrors.firstName}>
        {(p) => (
          <input {...p} name="firstName" defaultValue={card.firstName ?? ''} maxLength={LIMITS.nameTyped} />
        )}
      </Field>
      <Field id="pw-edit-last" label={L.lastName} error={view.fieldErrors.lastName}>
        {(p) => (
          <input {...p} name="lastName" defaultValue={card.lastName ?? ''} maxLength={LIMITS.nameTyped} />
        )}
      </Field>
      <Field id="pw-edit-number" label={L.cardNumber}>
        {(p) => <input {...p} readOnly value={`•••• •••• •••• ${card.lastFourPan}`} />}
      </Field>
      <Field id="pw-edit-month" label={L.expMonth} error={view.fieldErrors.expiry}>
        {(p) => (
          <select {...p} name="month" defaultValue={card.expirationMonth ?? ''}>
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        )}
      </Field>
      <Field id="pw-edit-year" label={L.expYear}>
        {(p) => (
          <select
            {...p}
            name="year"
            defaultValue={years.includes(card.expirationYear ?? '') ? card.expirationYear : ''}
          >
            <option value="">YYYY</option>
            {years.map((y) => (
              <option key={y}>{y}</option>
            ))}
          </select>
        )}
      </Field>
      <iframe
        ref={(frame) => secure.register('edit', frame)}
        className="pw-secure-frame pw-secure-frame--pin"
        title="Secure security code"
        src={secure.url('edit')}
      />
      <div className="pw-check">
        <input
          id="pw-edit-preferred"
          type="checkbox"
          checked={preferred}
          onChange={(e) => setPreferred(e.target.checked)}
        />
        <label htmlFor="pw-edit-preferred">{L.preferred}</label>
      </div>
      <AddressSummary actor={actor} view={view} />
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {view.submitting ? L.submitting : 'Save Card'}
      </button>
    </form>
  );
}

export function DeleteScreen({ actor, view }: ScreenProps) {
  return (
    <div className="pw-screen">
      <p>{DELETE_CONFIRM_TEXT}</p>
      <footer className="pw-footer">
        <button
          type="button"
          className="pw-button pw-button--secondary"
          onClick={() => actor.send({ type: 'delete.keep' })}
        >
          {L.keepCard}
        </button>
        <button
          type="button"
          className="pw-button pw-button--danger"
          disabled={view.submitting}
          onClick={() => actor.send({ type: 'delete.confirm' })}
        >
          {L.deleteCardButton}
        </button>
      </footer>
    </div>
  );
}

export function ExitConfirmScreen({ actor }: { actor: WalletActor }) {
  return (
    <div className="pw-screen">
      <p>{EXIT_CONFIRM_TEXT}</p>
      <footer className="pw-footer">
        <button
          type="button"
          className="pw-button pw-button--secondary"
          onClick={() => actor.send({ type: 'exit.keep' })}
        >
          {L.keepChanges}
        </button>
        <button type="button" className="pw-button" onClick={() => actor.send({ type: 'exit.discard' })}>
          {L.discardChanges}
        </button>
      </footer>
    </div>
  );
}

export function AddressListScreen({ actor, view }: ScreenProps) {
  if (view.addressStatus === 'loading') return <p role="status">Loading addresses…</p>;
  return (
    <div className="pw-screen">
      {view.addressStatus === 'failed' ? (
        <button
          type="button"
          className="pw-button pw-button--secondary"
          onClick={() => actor.send({ type: 'address.retry' })}
        >
          {L.retry}
        </button>
      ) : (
        <ul className="pw-cards">
          {view.addresses.map((a) => (
            <li key={a.addressId} className="pw-card">
              <button
                type="button"
                className="pw-link"
                aria-pressed={a.addressId === view.addressId}
                onClick={() => actor.send({ type: 'address.select', addressId: a.addressId })}
              >
                {a.addressLine1}
                {a.addressLine2 ? `, ${a.addressLine2}` : ''}, {a.city}, {a.stateCode} {a.zip}
                {a.addressType === 'home' ? ' (Home)' : ''}
              </button>
              <button
                type="button"
                className="pw-link"
                aria-label={`${L.edit} ${a.addressLine1}`}
                onClick={() => actor.send({ type: 'address.edit', addressId: a.addressId })}
              >
                {L.edit}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="pw-button pw-button--secondary"
        onClick={() => actor.send({ type: 'address.add' })}
      >
        {L.addNewAddress}
      </button>
    </div>
  );
}

export function AddressFormScreen({ actor, view }: ScreenProps) {
  const a = view.editingAddress;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({
      type: 'address.save',
      form: {
        addressLine1: get('addressLine1'),
        addressLine2: get('addressLine2'),
        city: get('city'),
        stateCode: get('stateCode'),
        zip: get('zip'),
      },
    });
  };
  return (
    <form
      className="pw-screen"
      aria-label={a ? FORM_NAMES.editAddress : FORM_NAMES.addAddress}
      onSubmit={onSubmit}
      noValidate
    >
      <Field id="pw-addr-line1" label={L.address} error={view.fieldErrors.addressLine1}>
        {(p) => (
          <input
            {...p}
            name="addressLine1"
            autoComplete="billing address-line1"
            maxLength={LIMITS.address}
            defaultValue={a?.addressLine1 ?? ''}
          />
        )}
      </Field>
      <Field id="pw-addr-line2" label={L.unit} error={view.fieldErrors.addressLine2}>
        {(p) => (
          <input
            {...p}
            name="addressLine2"
            autoComplete="billing address-line2"
            maxLength={LIMITS.unit}
            defaultValue={a?.addressLine2 ?? ''}
          />
        )}
      </Field>
      <Field id="pw-addr-city" label={L.city} error={view.fieldErrors.city}>
        {(p) => (
          <input
            {...p}
            name="city"
            autoComplete="billing address-level2"
            maxLength={LIMITS.city}
            defaultValue={a?.city ?? ''}
          />
        )}
      </Field>
      <Field id="pw-addr-state" label={L.state} error={view.fieldErrors.stateCode}>
        {(p) => (
          <select
            {...p}
            name="stateCode"
            autoComplete="billing address-level1"
            defaultValue={a?.stateCode ?? ''}
          >
            <option value="">Select</option>
            {STATE_OPTIONS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        )}
      </Field>
      <Field id="pw-addr-zip" label={L.postalCode} error={view.fieldErrors.zip}>
        {(p) => (
          <input
            {...p}
            name="zip"
            autoComplete="billing postal-code"
            maxLength={LIMITS.postalTyped}
            defaultValue={a?.zip ?? ''}
          />
        )}
      </Field>
      <button type="submit" className="pw-button" disabled={view.submitting}>
        {L.saveAddress}
      </button>
    </form>
  );
}
