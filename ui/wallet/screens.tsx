/** The ten flyout screens of payment-wallet.md §2. Views only: they read the flyout view and send events. */
import {
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { CardRow } from '../../machines/wallet/wallet/wallet.selectors';
import { addressText, cardAddressText, STATE_OPTIONS } from '../../domain/wallet/addresses';
import { EDIT_EXPIRY_YEARS, LIMITS } from '../../domain/wallet/constants';
import { WALLET_LABELS as L } from '../../domain/wallet/labels';
import {
  DELETE_CONFIRM_TEXT,
  EXIT_CONFIRM_TEXT,
  EXPIRED_CARD_TEXT,
  FORM_NAMES,
  INFO_MESSAGES,
} from '../../domain/wallet/messages';
import { expiryYears, formatGiftNumber, MONTHS } from '../../domain/wallet/validation';
import { CardIcon } from './CardIcon';
import type { FlyoutView } from './Flyout';
import { useWalletIds } from './ids';
import type { SecureFieldsView, WalletActor } from './types';

type ScreenProps = { actor: WalletActor; view: FlyoutView };
type FieldProps = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A labelled control with its error tied to it (aria-describedby). */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  children: (props: FieldProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="pw-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), ...(error ? { 'aria-describedby': errorId } : {}) })}
      {error && (
        <p id={errorId} className="pw-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A text field of a form: the input's attributes besides those of Field. */
function TextField({
  id,
  label,
  error,
  ...input
}: {
  id: string;
  label: string;
  error?: string | undefined;
  name: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} error={error}>
      {(p) => <input {...p} {...input} />}
    </Field>
  );
}

const formValues = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return (name: string) => String(data.get(name) ?? '');
};

/**
 * The frame of a form screen: named form, its fields, and the submit button (disabled while submitting or while
 * the form's addresses load). When a submit finds field errors, focus goes to the first invalid field (its error,
 * tied to it and an alert, is announced).
 */
function FormScreen({
  name,
  view,
  onSubmit,
  submit,
  submitting = L.submitting,
  formRef,
  children,
}: {
  name: string;
  view: FlyoutView;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's label, and while submitting. */
  submit: string;
  submitting?: string;
  formRef?: { current: HTMLFormElement | null };
  children: ReactNode;
}) {
  const own = useRef<HTMLFormElement | null>(null);
  const form = formRef ?? own;
  useEffect(() => {
    const element = form.current;
    if (!element || element.closest('[hidden]') || Object.keys(view.fieldErrors).length === 0) return;
    element.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [view.fieldErrors, form]);
  return (
    <form
      ref={form}
      className="pw-screen"
      aria-label={name}
      // The widget's submits are its own: a host that renders it inside a form of its own (the pharmacy's
      // checkout does) never sees them (React events bubble through the host's tree, native ones through its DOM).
      onSubmit={(event) => {
        event.stopPropagation();
        onSubmit(event);
      }}
      noValidate
    >
      {children}
      <button type="submit" className="pw-button" disabled={view.submitting || view.addressesLoading}>
        {view.submitting ? submitting : submit}
      </button>
    </form>
  );
}

/** A confirmation screen (§2 delete confirm, exit confirm): the question and its two answers. */
function ConfirmScreen({
  text,
  keep,
  confirm,
}: {
  text: string;
  keep: { label: string; onClick: () => void };
  confirm: { label: string; onClick: () => void; danger?: boolean; disabled?: boolean };
}) {
  return (
    <div className="pw-screen">
      <p>{text}</p>
      <footer className="pw-footer">
        <button type="button" className="pw-button pw-button--secondary" onClick={keep.onClick}>
          {keep.label}
        </button>
        <button
          type="button"
          className={confirm.danger ? 'pw-button pw-button--danger' : 'pw-button'}
          disabled={confirm.disabled}
          onClick={confirm.onClick}
        >
          {confirm.label}
        </button>
      </footer>
    </div>
  );
}

/** The card actions menu's entries (§2 "Edit, Delete, Make Preferred"), in the order the row lists them. */
const CARD_ACTIONS = {
  edit: { label: L.edit, event: 'card.edit' },
  delete: { label: L.delete, event: 'card.delete' },
  makePreferred: { label: L.makePreferred, event: 'card.makePreferred' },
} as const;

function CardRowView({
  row,
  actor,
  type,
  isMyWallet,
  busy,
}: {
  row: CardRow;
  actor: WalletActor;
  type: 'radio' | 'checkbox';
  isMyWallet: boolean;
  /** A call of the list is in flight: its actions wait (said, and still focusable). */
  busy: boolean;
}) {
  const waiting = busy ? ({ 'aria-disabled': true } as const) : {};
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const id = useWalletIds();
  const inputId = id(`card-${row.id}`);
  const expiredId = `${inputId}-expired`;
  // Escape closes the open actions menu only (not the flyout) and gives focus back to its button.
  const onMenuKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.stopPropagation();
    setMenuOpen(false);
    menuButton.current?.focus();
  };
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
            name={id(type === 'radio' ? 'bank-card' : row.group)}
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
          aria-label={`${L.retryBalance} ${row.name}`}
          {...waiting}
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
          {...waiting}
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
            {...waiting}
            onClick={() => actor.send({ type: 'card.edit', cardId: row.id })}
          >
            {L.edit}
          </button>
        </p>
      )}
      {row.showActions && (
        <div className="pw-menu">
          <button
            ref={menuButton}
            type="button"
            onKeyDown={onMenuKeyDown}
            className="pw-link"
            aria-expanded={menuOpen}
            aria-label={`${L.cardActions}: ${row.name}`}
            {...waiting}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            ⋯
          </button>
          {menuOpen && (
            <ul className="pw-menu__list">
              {row.actions.map((action) => (
                <li key={action}>
                  <button
                    type="button"
                    className="pw-link"
                    onKeyDown={onMenuKeyDown}
                    {...waiting}
                    onClick={() => {
                      setMenuOpen(false);
                      actor.send({ type: CARD_ACTIONS[action].event, cardId: row.id });
                    }}
                  >
                    {CARD_ACTIONS[action].label}
                  </button>
                </li>
              ))}
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
  type,
  addLabel,
  addEvent,
  actor,
  isMyWallet,
  busy,
  notes = [],
}: {
  title: string;
  rows: CardRow[];
  type: 'radio' | 'checkbox';
  addLabel: string;
  addEvent: 'screen.addCard' | 'screen.addSnap' | 'screen.addGift';
  actor: WalletActor;
  isMyWallet: boolean;
  busy: boolean;
  /** §8 info messages of the section (false: not shown). */
  notes?: Array<string | false>;
}) {
  const id = useWalletIds()(`section-${addEvent}`);
  const list = (
    <ul className="pw-cards">
      {rows.map((row) => (
        <CardRowView key={row.id} row={row} actor={actor} type={type} isMyWallet={isMyWallet} busy={busy} />
      ))}
    </ul>
  );
  return (
    <section className="pw-section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {notes.filter(Boolean).map((note) => (
        <p key={String(note)} className="pw-muted">
          {note}
        </p>
      ))}
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
        aria-disabled={busy || undefined}
        onClick={() => actor.send({ type: addEvent })}
      >
        {addLabel}
      </button>
    </section>
  );
}

export function CardListScreen({ actor, view }: ScreenProps) {
  // While a delete, Make Preferred or balance retry runs, the list's actions wait for it (§4 progress is shown).
  const shared = { actor, isMyWallet: view.isMyWallet, busy: view.listProgress !== null };
  return (
    <div className="pw-screen" aria-busy={view.listProgress !== null}>
      {view.listProgress && (
        <p role="status" className="pw-alert">
          {view.listProgress}
        </p>
      )}
      {view.noCards && <p className="pw-muted">{view.noCards}</p>}
      <Section
        title={L.sectionBank}
        rows={view.bankRows}
        type="radio"
        addLabel={L.addCard}
        addEvent="screen.addCard"
        {...shared}
      />
      {view.showSnap && (
        <Section
          title={L.sectionSnap}
          rows={view.snapRows}
          type="checkbox"
          addLabel={L.addSnap}
          addEvent="screen.addSnap"
          notes={[
            view.info.snapIneligible && INFO_MESSAGES.snapIneligible,
            view.info.snapFees && INFO_MESSAGES.snapFees,
          ]}
          {...shared}
        />
      )}
      {view.showGift && (
        <Section
          title={L.sectionGift}
          rows={view.giftRows}
          type="checkbox"
          addLabel={L.addGift}
          addEvent="screen.addGift"
          notes={[view.info.giftTotalMet && INFO_MESSAGES.giftTotalMet]}
          {...shared}
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
  // Edit Card: the card's own billing address until another one is chosen.
  const own =
    view.cardForm === 'editCard' && view.activeCard?.address
      ? cardAddressText(view.activeCard.address)
      : null;
  return (
    <fieldset className="pw-fieldset" aria-busy={view.addressesLoading}>
      <legend>{L.addressList}</legend>
      {a ? (
        <p>{addressText(a)}</p>
      ) : own ? (
        <p>{own}</p>
      ) : view.addressesLoading ? (
        <p className="pw-muted">{L.loadingAddresses}</p>
      ) : (
        <p className="pw-muted">{L.noAddressSelected}</p>
      )}
      {view.fieldErrors.address && (
        <p className="pw-field__error" role="alert">
          {view.fieldErrors.address}
        </p>
      )}
      <button
        type="button"
        className="pw-link"
        data-invalid={view.fieldErrors.address ? 'true' : undefined}
        // The list needs the addresses: while they load the chart has no way to it, so the button says so.
        disabled={view.addressesLoading}
        onClick={() => actor.send({ type: 'address.choose', ...(draft ? { draft: draft() } : {}) })}
      >
        {L.edit} billing address
      </button>
    </fieldset>
  );
}

/** §2 first and last name fields of the add and edit card forms (typing limited to 40). */
function NameFields({
  prefix,
  view,
  autoComplete,
  values,
  onChange,
}: {
  prefix: string;
  view: FlyoutView;
  autoComplete: boolean;
  values: { firstName?: string | undefined; lastName?: string | undefined };
  /** Controlled fields (edit): told each change. Without it the fields start from `values`. */
  onChange?: (field: 'firstName' | 'lastName', value: string) => void;
}) {
  const field = (name: 'firstName' | 'lastName') =>
    onChange
      ? {
          value: values[name] ?? '',
          onChange: (e: { currentTarget: HTMLInputElement }) => onChange(name, e.currentTarget.value),
        }
      : { defaultValue: values[name] ?? '' };
  return (
    <>
      <TextField
        id={`${prefix}-first`}
        label={L.firstName}
        error={view.fieldErrors.firstName}
        name="firstName"
        {...(autoComplete ? { autoComplete: 'cc-given-name' } : {})}
        maxLength={LIMITS.nameTyped}
        {...field('firstName')}
      />
      <TextField
        id={`${prefix}-last`}
        label={L.lastName}
        error={view.fieldErrors.lastName}
        name="lastName"
        {...(autoComplete ? { autoComplete: 'cc-family-name' } : {})}
        maxLength={LIMITS.nameTyped}
        {...field('lastName')}
      />
    </>
  );
}

export function AddCardScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  const [save, setSave] = useState(view.addDraft?.save ?? true);
  const [preferred, setPreferred] = useState(view.addDraft?.preferred ?? false);
  const form = useRef<HTMLFormElement>(null);
  const id = useWalletIds();
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
    <FormScreen
      name={FORM_NAMES.addCard}
      view={view}
      onSubmit={onSubmit}
      submit={L.addCard}
      submitting={L.submittingCard}
      formRef={form}
    >
      <NameFields prefix={id('add')} view={view} autoComplete values={view.addDraft ?? {}} />
      <iframe
        ref={(frame) => secure.register('add', frame)}
        className="pw-secure-frame"
        title={L.secureCardFrame}
        src={secure.url('add')}
      />
      <AddressSummary actor={actor} view={view} draft={draft} />
      {view.saveCardOptionEnabled && (
        <div className="pw-check">
          <input
            id={id('save-card')}
            type="checkbox"
            checked={save}
            onChange={(e) => {
              setSave(e.currentTarget.checked);
              if (!e.currentTarget.checked) setPreferred(false);
            }}
          />
          <label htmlFor={id('save-card')}>{L.saveCard}</label>
        </div>
      )}
      <div className="pw-check">
        <input
          id={id('preferred')}
          type="checkbox"
          checked={preferred}
          onChange={(e) => {
            setPreferred(e.currentTarget.checked);
            if (e.currentTarget.checked) setSave(true);
          }}
        />
        <label htmlFor={id('preferred')}>{L.preferredCard}</label>
      </div>
    </FormScreen>
  );
}

export function AddSnapScreen({ actor, view }: ScreenProps) {
  const id = useWalletIds();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({ type: 'snap.submit', pan: get('pan') });
  };
  return (
    <FormScreen
      name={FORM_NAMES.addSnap}
      view={view}
      onSubmit={onSubmit}
      submit={L.addSnap}
      submitting={L.submittingCard}
    >
      <p className="pw-muted">{INFO_MESSAGES.snapAtCheckout}</p>
      <TextField
        id={id('snap-pan')}
        label={L.cardNumber}
        error={view.fieldErrors.pan}
        name="pan"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.ebtMax}
      />
    </FormScreen>
  );
}

export function AddGiftScreen({ actor, view }: ScreenProps) {
  const [pan, setPan] = useState('');
  const id = useWalletIds();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({ type: 'gift.submit', pan, pin: get('pin') });
  };
  return (
    <FormScreen
      name={FORM_NAMES.addGift}
      view={view}
      onSubmit={onSubmit}
      submit={L.addGift}
      submitting={L.submittingCard}
    >
      <p className="pw-muted">{INFO_MESSAGES.keepGiftCard}</p>
      <Field id={id('gift-pan')} label={L.cardNumber} error={view.fieldErrors.pan}>
        {(p) => (
          <input
            {...p}
            name="pan"
            inputMode="numeric"
            autoComplete="off"
            maxLength={LIMITS.giftTyped}
            value={pan}
            onChange={(e) => setPan(formatGiftNumber(e.currentTarget.value))}
          />
        )}
      </Field>
      <TextField
        id={id('gift-pin')}
        label={L.pin}
        error={view.fieldErrors.pin}
        name="pin"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.pinDigits}
      />
    </FormScreen>
  );
}

export function CheckBalanceScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  return (
    <FormScreen
      name={FORM_NAMES.checkBalance}
      view={view}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'balance.submit' });
      }}
      submit={L.confirm}
    >
      <h3>{L.enterPin}</h3>
      <iframe
        ref={(frame) => secure.register('pin', frame)}
        className="pw-secure-frame pw-secure-frame--pin"
        title={L.securePinFrame}
        src={secure.url('pin')}
      />
    </FormScreen>
  );
}

/** §2 Edit card: the card's names, expiry (the card's own month and year chosen) and preferred flag, controlled, so
 *  both builds show them and keep what the shopper changes while the billing address is chosen. */
export function EditCardScreen({ actor, view, secure }: ScreenProps & { secure: SecureFieldsView }) {
  const card = view.activeCard;
  const years = expiryYears(new Date(view.today), EDIT_EXPIRY_YEARS);
  const [values, setValues] = useState(() => ({
    firstName: card?.firstName ?? '',
    lastName: card?.lastName ?? '',
    expirationMonth: card?.expirationMonth ?? '',
    expirationYear: years.includes(card?.expirationYear ?? '') ? (card?.expirationYear ?? '') : '',
    preferred: card?.defaultApplications.length ? card.default : false,
  }));
  const id = useWalletIds();
  if (!card) return null;
  const set = (field: keyof typeof values, value: string | boolean) =>
    setValues((v) => ({ ...v, [field]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actor.send({ type: 'edit.submit', form: values });
  };
  return (
    <FormScreen name={FORM_NAMES.editCard} view={view} onSubmit={onSubmit} submit={L.saveCardButton}>
      <NameFields prefix={id('edit')} view={view} autoComplete={false} values={values} onChange={set} />
      <Field id={id('edit-number')} label={L.cardNumber}>
        {(p) => <input {...p} readOnly value={`•••• •••• •••• ${card.lastFourPan}`} />}
      </Field>
      <Field id={id('edit-month')} label={L.expMonth} error={view.fieldErrors.expiry}>
        {(p) => (
          <select
            {...p}
            name="month"
            value={values.expirationMonth}
            onChange={(e) => set('expirationMonth', e.currentTarget.value)}
          >
            <option value="">MM</option>
            {MONTHS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={id('edit-year')} label={L.expYear}>
        {(p) => (
          <select
            {...p}
            name="year"
            value={values.expirationYear}
            onChange={(e) => set('expirationYear', e.currentTarget.value)}
          >
            <option value="">YYYY</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        )}
      </Field>
      <iframe
        ref={(frame) => secure.register('edit', frame)}
        className="pw-secure-frame pw-secure-frame--pin"
        title={L.secureCvvFrame}
        src={secure.url('edit')}
      />
      <div className="pw-check">
        <input
          id={id('edit-preferred')}
          type="checkbox"
          checked={values.preferred}
          onChange={(e) => set('preferred', e.currentTarget.checked)}
        />
        <label htmlFor={id('edit-preferred')}>{L.preferred}</label>
      </div>
      <AddressSummary actor={actor} view={view} />
    </FormScreen>
  );
}

export function DeleteScreen({ actor, view }: ScreenProps) {
  return (
    <>
      {view.submitting && (
        <p role="status" className="pw-alert">
          {L.deletingCard}
        </p>
      )}
      <ConfirmScreen
        text={DELETE_CONFIRM_TEXT}
        keep={{ label: L.keepCard, onClick: () => actor.send({ type: 'delete.keep' }) }}
        confirm={{
          label: L.deleteCardButton,
          danger: true,
          disabled: view.submitting,
          onClick: () => actor.send({ type: 'delete.confirm' }),
        }}
      />
    </>
  );
}

export function ExitConfirmScreen({ actor }: { actor: WalletActor }) {
  return (
    <ConfirmScreen
      text={EXIT_CONFIRM_TEXT}
      keep={{ label: L.keepChanges, onClick: () => actor.send({ type: 'exit.keep' }) }}
      confirm={{ label: L.discardChanges, onClick: () => actor.send({ type: 'exit.discard' }) }}
    />
  );
}

export function AddressListScreen({ actor, view }: ScreenProps) {
  if (view.addressStatus === 'loading') return <p role="status">{L.loadingAddresses}</p>;
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
                {addressText(a)}
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
  const id = useWalletIds();
  // Controlled: the address being edited shows its state in both builds.
  const [stateCode, setStateCode] = useState(a?.stateCode ?? '');
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const get = formValues(event);
    actor.send({
      type: 'address.save',
      form: {
        addressLine1: get('addressLine1'),
        addressLine2: get('addressLine2'),
        city: get('city'),
        stateCode,
        zip: get('zip'),
      },
    });
  };
  return (
    <FormScreen
      name={a ? FORM_NAMES.editAddress : FORM_NAMES.addAddress}
      view={view}
      onSubmit={onSubmit}
      submit={L.saveAddress}
      submitting={L.saveAddress}
    >
      <TextField
        id={id('addr-line1')}
        label={L.address}
        error={view.fieldErrors.addressLine1}
        name="addressLine1"
        autoComplete="billing address-line1"
        maxLength={LIMITS.address}
        defaultValue={a?.addressLine1 ?? ''}
      />
      <TextField
        id={id('addr-line2')}
        label={L.unit}
        error={view.fieldErrors.addressLine2}
        name="addressLine2"
        autoComplete="billing address-line2"
        maxLength={LIMITS.unit}
        defaultValue={a?.addressLine2 ?? ''}
      />
      <TextField
        id={id('addr-city')}
        label={L.city}
        error={view.fieldErrors.city}
        name="city"
        autoComplete="billing address-level2"
        maxLength={LIMITS.city}
        defaultValue={a?.city ?? ''}
      />
      <Field id={id('addr-state')} label={L.state} error={view.fieldErrors.stateCode}>
        {(p) => (
          <select
            {...p}
            name="stateCode"
            autoComplete="billing address-level1"
            value={stateCode}
            onChange={(e) => setStateCode(e.currentTarget.value)}
          >
            <option value="">{L.selectState}</option>
            {STATE_OPTIONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        id={id('addr-zip')}
        label={L.postalCode}
        error={view.fieldErrors.zip}
        name="zip"
        autoComplete="billing postal-code"
        maxLength={LIMITS.postalTyped}
        defaultValue={a?.zip ?? ''}
      />
    </FormScreen>
  );
}
