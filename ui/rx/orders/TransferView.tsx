/**
 * Transfer Prescriptions and the guest's version (/rx/transfer-prescriptions, /rx/guest/transfer-prescriptions;
 * pharmacy-portal.md §4 "Rx order types", §5 "Add-Rx required fields", §3 "Pharmacy locator state", §7.4, §8 store
 * search failure): who it is for (a patient, or the guest's own details), what to do (transfer, transfer all, call
 * my doctor, paper), the store that fills it (a recent pharmacy or a store search), the pharmacy a transfer comes
 * from (a search of other pharmacies fills its name and phone), the medication. Field errors come from the request
 * chart (§5 rules and the server's validationMessages). While the request is sent and once it is received the form
 * stays in place, read-only, and the confirmation takes Submit Request's place. Thin: the typed values are the
 * form's; every decision is a chart's.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Patient } from '../../../api/contracts/rx';
import { RX_REQUEST_TYPES, type RxRequestType } from '../../../api/contracts/rx-order-codes';
import { storeFacilityId } from '../../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import type { LocatorView } from '../../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import type { RequestView } from '../../../machines/rx/prescriptionRequest/prescriptionRequest.selectors';
import { patientFullName } from '../../../domain/rx/patients';
import {
  type GuestDetailsForm,
  RX_REQUEST_REQUIRED,
  RX_REQUEST_TEXTS as T,
  RX_REQUEST_TYPE_LABELS,
  type RxRequestForm,
  type RxRequestLine,
} from '../../../domain/rx/rxRequest';
import { formatPhoneInput } from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import type { GuestDetailsHandle } from './GuestDetailsFields';
import './orders.css';

export interface TransferActions {
  submit: (form: RxRequestForm, patientNumber: string | null, guest: GuestDetailsForm | null) => void;
  reset: () => void;
  dismissError: () => void;
  searchStores: (text: string) => void;
  selectStore: (store: { facilityId: string; name: string; recent: boolean }) => void;
  searchCompetitors: (query: string) => void;
  selectCompetitor: (competitorId: string) => void;
}

export interface TransferViewProps {
  guest: boolean;
  /** Today, YYYY-MM-DD (the guest's date of birth is checked against it). */
  today: string;
  patients: readonly Patient[];
  defaultPatient: string | null;
  request: RequestView;
  locator: LocatorView;
  actions: TransferActions;
}

const EMPTY_LINE: RxRequestLine = { medName: '', rxNumber: '', contactName: '', contactPhone: '' };
const NO_GUEST_DETAILS: GuestDetailsForm = {
  firstName: '',
  lastName: '',
  month: '',
  day: '',
  year: '',
  phone: '',
};
/** The guest's details: a react-hook-form form, loaded on the guest page only. */
const GuestDetailsFields = lazy(() => import('./GuestDetailsFields'));

function Field({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  type?: 'text' | 'tel';
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel';
}) {
  return (
    <div className="rx-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="rx-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TransferView({
  guest,
  today,
  patients,
  defaultPatient,
  request,
  locator,
  actions,
}: TransferViewProps) {
  const [type, setType] = useState<RxRequestType>('TRANSFER');
  const [patientNumber, setPatientNumber] = useState<string>(defaultPatient ?? '');
  const [line, setLine] = useState<RxRequestLine>(EMPTY_LINE);
  const guestDetails = useRef<GuestDetailsHandle>(null);
  const [paper, setPaper] = useState(false);
  const [storeText, setStoreText] = useState('');
  const [competitorText, setCompetitorText] = useState('');
  const e = request.fieldErrors;
  const uses = (field: keyof RxRequestLine) => RX_REQUEST_REQUIRED[type].includes(field);
  const transfer = type === 'TRANSFER' || type === 'TRANSFER_ALL';

  useEffect(() => {
    if (!patientNumber && defaultPatient) setPatientNumber(defaultPatient);
  }, [defaultPatient, patientNumber]);

  // Choosing the pharmacy a transfer comes from fills its name and phone.
  const competitor = locator.selectedCompetitor;
  useEffect(() => {
    if (competitor) {
      setLine((l) => ({
        ...l,
        contactName: competitor.pharmacyName,
        contactPhone: formatPhoneInput(competitor.phone),
      }));
    }
  }, [competitor]);

  const set = (field: keyof RxRequestLine) => (value: string) =>
    setLine((l) => ({ ...l, [field]: field === 'contactPhone' ? formatPhoneInput(value) : value }));
  const editing = request.state === 'editing';
  return (
    <form
      noValidate
      onSubmit={(ev) => {
        ev.preventDefault();
        const send = (details: GuestDetailsForm | null) =>
          actions.submit(
            { type, facilityId: locator.selectedPharmacy?.facilityId ?? '', line, paperAcknowledge: paper },
            guest ? null : patientNumber || null,
            details,
          );
        if (!guest) send(null);
        else if (guestDetails.current) void guestDetails.current.collect().then(send);
        else send(NO_GUEST_DETAILS);
      }}
    >
      {/* The form stays as it is (read-only) while the request is sent and once it is received: nothing moves
          under the pointer, so a double click's second click lands where Submit Request was, never below it. */}
      <fieldset className="rx-fieldset--plain" disabled={!editing}>
        {guest ? (
          <Suspense fallback={<Spinner label={T.loadingForm} />}>
            <GuestDetailsFields ref={guestDetails} today={today} serverErrors={e} />
          </Suspense>
        ) : (
          <div className="rx-field">
            <label htmlFor="rx-request-patient">{T.patient}</label>
            <select
              id="rx-request-patient"
              value={patientNumber}
              aria-invalid={e.patientNumber ? true : undefined}
              aria-describedby={e.patientNumber ? 'rx-request-patient-error' : undefined}
              onChange={(ev) => setPatientNumber(ev.target.value)}
            >
              <option value="">{T.choosePatient}</option>
              {patients.map((p) => (
                <option key={p.patientNumber} value={p.patientNumber}>
                  {patientFullName(p)}
                </option>
              ))}
            </select>
            {e.patientNumber && (
              <p id="rx-request-patient-error" className="rx-field__error">
                {e.patientNumber}
              </p>
            )}
          </div>
        )}

        <fieldset className="rx-fieldset">
          <legend>{T.requestType}</legend>
          <ul className="rx-choices">
            {RX_REQUEST_TYPES.map((t) => (
              <li key={t} className="rx-choice">
                <input
                  id={`rx-type-${t}`}
                  type="radio"
                  name="rx-type"
                  checked={type === t}
                  onChange={() => setType(t)}
                />
                <label htmlFor={`rx-type-${t}`}>{RX_REQUEST_TYPE_LABELS[t]}</label>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className="rx-fieldset" aria-describedby={e.facilityId ? 'rx-store-error' : undefined}>
          <legend>{T.store}</legend>
          {locator.selectedPharmacy && (
            <p role="status">
              {T.selected}: <strong>{locator.selectedPharmacy.name}</strong>
            </p>
          )}
          {locator.recentLoading && <Spinner label={T.searching} />}
          {locator.recent.length > 0 && (
            <>
              <h3 className="rx-cart__patient">{T.recentStores}</h3>
              <ul className="rx-choices">
                {locator.recent.map((r) => (
                  <li key={r.facilityId} className="rx-choice">
                    <button
                      type="button"
                      className="button button--small"
                      aria-pressed={locator.selectedPharmacy?.facilityId === r.facilityId}
                      onClick={() =>
                        actions.selectStore({ facilityId: r.facilityId, name: r.vanityName, recent: true })
                      }
                    >
                      {T.selectStore(r.vanityName)}
                    </button>
                    <span>
                      {r.address.address1}, {r.address.city}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="rx-cart__patient">{T.findStore}</h3>
          <div className="rx-toolbar">
            <div className="rx-field">
              <label htmlFor="rx-store-search">{T.searchText}</label>
              <input
                id="rx-store-search"
                type="search"
                value={storeText}
                aria-invalid={locator.searchError ? true : undefined}
                aria-describedby={locator.searchError ? 'rx-store-search-error' : undefined}
                onChange={(ev) => setStoreText(ev.target.value)}
                onKeyDown={(ev) => {
                  if (ev.key === 'Enter') {
                    ev.preventDefault();
                    actions.searchStores(storeText);
                  }
                }}
              />
              {locator.searchError && (
                <p id="rx-store-search-error" className="rx-field__error">
                  {locator.searchError}
                </p>
              )}
            </div>
            <button type="button" className="button" onClick={() => actions.searchStores(storeText)}>
              {T.search}
            </button>
          </div>
          {locator.storeError && <Alert tone="error">{locator.storeError}</Alert>}
          {locator.searching && <Spinner label={T.searching} />}
          {locator.searched && locator.stores.length === 0 && <p role="status">{T.noStores}</p>}
          {locator.stores.length > 0 && (
            <ul className="rx-choices">
              {locator.stores.map((s) => {
                const facilityId = storeFacilityId(s);
                return (
                  <li key={facilityId} className="rx-choice">
                    <button
                      type="button"
                      className="button button--small"
                      aria-pressed={locator.selectedPharmacy?.facilityId === facilityId}
                      onClick={() => actions.selectStore({ facilityId, name: s.vanityName, recent: false })}
                    >
                      {T.selectStore(s.vanityName)}
                    </button>
                    <span>
                      {s.address.addressLine1}, {s.address.city} {s.distance !== null && `(${s.distance} mi)`}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
          {e.facilityId && (
            <p id="rx-store-error" className="rx-field__error">
              {e.facilityId}
            </p>
          )}
        </fieldset>

        {transfer && (
          <fieldset className="rx-fieldset">
            <legend>{T.fromPharmacy}</legend>
            <div className="rx-toolbar">
              <div className="rx-field">
                <label htmlFor="rx-competitor-search">{T.competitorSearch}</label>
                <input
                  id="rx-competitor-search"
                  type="search"
                  value={competitorText}
                  onChange={(ev) => setCompetitorText(ev.target.value)}
                />
              </div>
              <button
                type="button"
                className="button"
                onClick={() => actions.searchCompetitors(competitorText)}
              >
                {T.findPharmacy}
              </button>
            </div>
            {locator.competitorError && <Alert tone="error">{locator.competitorError}</Alert>}
            {locator.competitorsSearched && locator.competitors.length === 0 && (
              <p role="status">{T.noCompetitors}</p>
            )}
            <ul className="rx-choices">
              {locator.competitors.map((c) => (
                <li key={c.competitorId} className="rx-choice">
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => actions.selectCompetitor(c.competitorId)}
                  >
                    {T.chooseCompetitor(c.pharmacyName)}
                  </button>
                  <span>
                    {c.address.address1}, {c.address.city}
                  </span>
                </li>
              ))}
            </ul>
          </fieldset>
        )}

        {type === 'PAPER' ? (
          <div>
            <p>{T.paperNote}</p>
            <div className="rx-field rx-field--inline">
              <input
                id="rx-paper"
                type="checkbox"
                checked={paper}
                aria-invalid={e.paperAcknowledge ? true : undefined}
                aria-describedby={e.paperAcknowledge ? 'rx-paper-error' : undefined}
                onChange={(ev) => setPaper(ev.target.checked)}
              />
              <label htmlFor="rx-paper">{T.paperAcknowledge}</label>
            </div>
            {e.paperAcknowledge && (
              <p id="rx-paper-error" className="rx-field__error">
                {e.paperAcknowledge}
              </p>
            )}
          </div>
        ) : (
          <fieldset className="rx-fieldset">
            <legend>{RX_REQUEST_TYPE_LABELS[type]}</legend>
            {uses('medName') && (
              <Field
                id="rx-med-name"
                label={T.medName}
                value={line.medName}
                error={e.medName}
                onChange={set('medName')}
              />
            )}
            {uses('rxNumber') && (
              <Field
                id="rx-rx-number"
                label={T.rxNumber}
                inputMode="numeric"
                value={line.rxNumber}
                error={e.rxNumber}
                onChange={set('rxNumber')}
              />
            )}
            <Field
              id="rx-contact-name"
              label={transfer ? T.contactNameTransfer : T.contactNameNew}
              value={line.contactName}
              error={e.contactName}
              onChange={set('contactName')}
            />
            <Field
              id="rx-contact-phone"
              label={transfer ? T.contactPhoneTransfer : T.contactPhoneNew}
              type="tel"
              inputMode="tel"
              value={line.contactPhone}
              error={e.contactPhone}
              onChange={set('contactPhone')}
            />
          </fieldset>
        )}
      </fieldset>

      {request.state === 'submitted' ? (
        // In the place of Submit Request (the page keeps its height).
        <section className="rx-confirmation" aria-labelledby="rx-request-done">
          <h2 id="rx-request-done">{T.submittedHeading}</h2>
          <p role="status">{T.submitted(request.requestId ?? '')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setLine(EMPTY_LINE);
              setPaper(false);
              actions.reset();
            }}
          >
            {T.another}
          </button>
        </section>
      ) : (
        <>
          <button type="submit" className="button button--primary" disabled={request.state === 'submitting'}>
            {T.submit}
          </button>
          {/* Below the button: appearing, it moves nothing above it. */}
          {request.state === 'submitting' && <Spinner label={T.submitting} />}
          {request.error && (
            <Alert tone="error">
              <p>{request.error}</p>
              <button type="button" className="button button--small" onClick={actions.dismissError}>
                {T.dismiss}
              </button>
            </Alert>
          )}
        </>
      )}
    </form>
  );
}
