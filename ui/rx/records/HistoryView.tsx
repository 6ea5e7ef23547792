/**
 * Prescription history and the expense report (pharmacy-portal.md §2.1 /rx/prescription-history,
 * /rx/prescription-history/expense-report, /rx/create-expense-report; §9 ranges): the filters (From, To with the
 * 36-month limit on the date control, Prescription, Location), the fills, and for the report the totals and Print.
 * Thin: the history chart decides what is allowed.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Patient } from '../../../api/contracts/rx';
import type { Transaction } from '../../../api/contracts/rx-history';
import type { historyMachine } from '../../../machines/rx/history/history.machine';
import {
  ALL_FILTER,
  displayDate,
  expenseTotals,
  filterTransactions,
  formatMoney,
  HISTORY_TEXTS,
  type HistoryFilters,
  isRecentlySold,
  locationOptions,
  prescriptionOptions,
} from '../../../domain/rx/history';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { PatientPicker } from './PatientPicker';
import { DateRangeFields, FilterSelect, RecordFilterForm } from './RecordFilters';
import './records.css';

type Actor = ActorRefFrom<typeof historyMachine>;

export interface HistoryLinks {
  detail: (t: Transaction) => string;
  monograph: (t: Transaction) => string;
}

function selectView(s: ReturnType<Actor['getSnapshot']>) {
  return {
    status: s.value as string,
    today: s.context.today,
    filters: s.context.filters,
    filterError: s.context.filterError,
    loadError: s.context.loadError,
    transactions: s.context.transactions,
    hasMailOrder: s.context.hasMailOrder,
    historyDataPresentFrom: s.context.historyDataPresentFrom,
  };
}

function Filters({ actor, withOptions }: { actor: Actor; withOptions: boolean }) {
  const view = useSelector(actor, selectView, shallowEqual);
  const [from, setFrom] = useState(view.filters.from);
  const [to, setTo] = useState(view.filters.to);
  const [prescription, setPrescription] = useState(view.filters.prescription);
  const [location, setLocation] = useState(view.filters.location);
  const submit = () => {
    const filters: HistoryFilters = { from, to, prescription, location };
    actor.send({ type: 'history.filter', filters });
  };
  return (
    <RecordFilterForm className="rx-records__no-print" filterError={view.filterError} onSubmit={submit}>
      <DateRangeFields
        idPrefix="history"
        from={from}
        to={to}
        today={view.today}
        setFrom={setFrom}
        setTo={setTo}
      />
      {withOptions && (
        <>
          <FilterSelect
            id="history-prescription"
            label={HISTORY_TEXTS.prescription}
            value={prescription}
            options={prescriptionOptions(view.transactions)}
            onChange={setPrescription}
          />
          <FilterSelect
            id="history-location"
            label={HISTORY_TEXTS.location}
            value={location}
            options={locationOptions(view.transactions)}
            onChange={setLocation}
          />
        </>
      )}
    </RecordFilterForm>
  );
}

export function HistoryView({
  actor,
  mode,
  patients,
  activePatient,
  onSelectPatient,
  links,
}: {
  actor: Actor;
  mode: 'history' | 'expenses';
  patients: readonly Patient[];
  activePatient: string;
  onSelectPatient: (patientNumber: string) => void;
  links: HistoryLinks;
}) {
  const view = useSelector(actor, selectView, shallowEqual);
  const shown = filterTransactions(view.transactions, view.filters);
  const loaded = view.status === 'loaded';
  return (
    <div className="rx-records">
      <div className="rx-records__no-print">
        <PatientPicker
          patients={patients}
          value={activePatient}
          onChange={onSelectPatient}
          disabled={view.status === 'loading'}
        />
      </div>
      <Filters actor={actor} withOptions={mode === 'history'} />
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={HISTORY_TEXTS.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{view.loadError}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'history.retry' })}>
            {HISTORY_TEXTS.retry}
          </button>
        </Alert>
      )}
      {loaded && mode === 'history' && (
        <>
          {view.hasMailOrder && <p>{HISTORY_TEXTS.hasMailOrder}</p>}
          {view.historyDataPresentFrom && (
            <p>{HISTORY_TEXTS.dataFrom(displayDate(view.historyDataPresentFrom))}</p>
          )}
          {shown.length === 0 ? (
            <p>{HISTORY_TEXTS.empty}</p>
          ) : (
            <ul className="rx-records__list" aria-label={HISTORY_TEXTS.prescription}>
              {shown.map((t) => (
                <li key={t.transactionId} className="rx-records__item">
                  <h2>
                    {t.drugName}
                    {isRecentlySold(t.soldDate, view.today) && t.fillStatus === 'SOLD' && (
                      <span className="rx-records__tag">{HISTORY_TEXTS.recentlySold}</span>
                    )}
                    {t.fillStatus === 'Returned' && (
                      <span className="rx-records__tag rx-records__tag--returned">
                        {HISTORY_TEXTS.returned}
                      </span>
                    )}
                  </h2>
                  <p className="rx-records__meta">
                    Rx {t.rxNumber} · {displayDate(t.soldDate)} · {t.facility.vanityName} · Qty {t.quantity} ·{' '}
                    {HISTORY_TEXTS.patientPaid} {formatMoney(t.patientPayAmount)}
                  </p>
                  <p className="rx-records__meta">
                    <Link
                      to={links.detail(t)}
                      aria-label={`${HISTORY_TEXTS.details}: ${t.drugName}, ${displayDate(t.soldDate)}`}
                    >
                      {HISTORY_TEXTS.details}
                    </Link>
                    {' · '}
                    <Link
                      to={links.monograph(t)}
                      aria-label={`${HISTORY_TEXTS.drugInfo}: ${t.drugName}, ${displayDate(t.soldDate)}`}
                    >
                      {HISTORY_TEXTS.drugInfo}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {loaded && mode === 'expenses' && <ExpenseReport actor={actor} list={shown} />}
    </div>
  );
}

function ExpenseReport({ actor, list }: { actor: Actor; list: Transaction[] }) {
  const filters = useSelector(actor, (s) => s.context.filters, shallowEqual);
  const totals = expenseTotals(list);
  return (
    <section aria-labelledby="expense-report-heading">
      <h2 id="expense-report-heading">
        {displayDate(filters.from)} – {displayDate(filters.to)}
      </h2>
      <div className="rx-records__scroll">
        <table className="rx-records__table">
          <caption className="visually-hidden">{HISTORY_TEXTS.expenseReport}</caption>
          <thead>
            <tr>
              <th scope="col">{HISTORY_TEXTS.date}</th>
              <th scope="col">{HISTORY_TEXTS.prescription}</th>
              <th scope="col" className="rx-records__amount">
                {HISTORY_TEXTS.patientPaid}
              </th>
              <th scope="col" className="rx-records__amount">
                {HISTORY_TEXTS.insurancePaid}
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((t) => (
              <tr key={t.transactionId}>
                <td>{displayDate(t.soldDate)}</td>
                <td>
                  {t.drugName} (Rx {t.rxNumber})
                  {t.fillStatus === 'Returned' ? ` · ${HISTORY_TEXTS.returned}` : ''}
                </td>
                <td className="rx-records__amount">
                  {formatMoney(t.fillStatus === 'Returned' ? -t.patientPayAmount : t.patientPayAmount)}
                </td>
                <td className="rx-records__amount">
                  {formatMoney(t.fillStatus === 'Returned' ? -t.insurancePaidAmount : t.insurancePaidAmount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="details" aria-label={HISTORY_TEXTS.totals}>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.fills}</dt>
          <dd>{totals.fills}</dd>
        </div>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.patientPaid}</dt>
          <dd>{formatMoney(totals.patientPaid)}</dd>
        </div>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.insurancePaid}</dt>
          <dd>{formatMoney(totals.insurancePaid)}</dd>
        </div>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.retailPrice}</dt>
          <dd>{formatMoney(totals.retailPrice)}</dd>
        </div>
      </dl>
      <div className="rx-actions rx-records__no-print">
        <button
          type="button"
          className="button button--primary"
          onClick={() => actor.send({ type: 'history.print' })}
        >
          {HISTORY_TEXTS.print}
        </button>
      </div>
    </section>
  );
}

/** /rx/create-expense-report: the range form (same rules as history); Create Report opens the report. */
export function CreateExpenseReportView({ actor }: { actor: Actor }) {
  const view = useSelector(actor, selectView, shallowEqual);
  const [from, setFrom] = useState(view.filters.from);
  const [to, setTo] = useState(view.filters.to);
  const submit = () =>
    actor.send({
      type: 'history.filter',
      filters: { from, to, prescription: ALL_FILTER, location: ALL_FILTER },
    });
  return (
    <RecordFilterForm
      className="rx-records"
      label={HISTORY_TEXTS.createExpenseReport}
      submit={HISTORY_TEXTS.createReport}
      filterError={view.filterError}
      onSubmit={submit}
    >
      <DateRangeFields
        idPrefix="history"
        from={from}
        to={to}
        today={view.today}
        setFrom={setFrom}
        setTo={setTo}
      />
    </RecordFilterForm>
  );
}
