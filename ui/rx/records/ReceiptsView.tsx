/** /rx/prescription-receipt (pharmacy-portal.md §2.1; §3 receipts with their own filters): the loyalty card's
 *  receipts (From, To, Location), one opened at a time. Thin: the receipts chart decides. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Patient } from '../../../api/contracts/rx';
import type { receiptsMachine } from '../../../machines/rx/receipts/receipts.machine';
import {
  displayDate,
  filterReceipts,
  formatMoney,
  HISTORY_TEXTS,
  locationOptions,
} from '../../../domain/rx/history';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { PatientPicker } from './PatientPicker';
import { DateRangeFields, FilterSelect, RecordFilterForm } from './RecordFilters';
import './records.css';

type Actor = ActorRefFrom<typeof receiptsMachine>;

export function ReceiptsView({
  actor,
  patients,
  activePatient,
  onSelectPatient,
}: {
  actor: Actor;
  patients: readonly Patient[];
  activePatient: string;
  onSelectPatient: (patientNumber: string) => void;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      status: s.matches('loaded') ? 'loaded' : (s.value as string),
      viewing: s.matches({ loaded: 'viewing' }),
      today: s.context.today,
      loyaltyId: s.context.loyaltyId,
      receipts: s.context.receipts,
      filters: s.context.filters,
      filterError: s.context.filterError,
      loadError: s.context.loadError,
      selected: s.context.selectedReceiptId,
    }),
    shallowEqual,
  );
  const [from, setFrom] = useState(view.filters.from);
  const [to, setTo] = useState(view.filters.to);
  const [location, setLocation] = useState(view.filters.location);
  const submit = () => actor.send({ type: 'receipts.filter', filters: { from, to, location } });
  const shown = filterReceipts(view.receipts, view.filters);
  return (
    <div className="rx-records">
      <PatientPicker patients={patients} value={activePatient} onChange={onSelectPatient} />
      {view.loyaltyId && <p>{HISTORY_TEXTS.receiptsFor(view.loyaltyId.slice(-4))}</p>}
      {view.status === 'noLoyaltyCard' && <p>{HISTORY_TEXTS.noLoyaltyCard}</p>}
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={HISTORY_TEXTS.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{view.loadError}</p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'receipts.retry' })}>
            {HISTORY_TEXTS.retry}
          </button>
        </Alert>
      )}
      {view.status === 'loaded' && (
        <>
          <RecordFilterForm filterError={view.filterError} onSubmit={submit}>
            <DateRangeFields
              idPrefix="receipts"
              from={from}
              to={to}
              today={view.today}
              setFrom={setFrom}
              setTo={setTo}
            />
            <FilterSelect
              id="receipts-location"
              label={HISTORY_TEXTS.location}
              value={location}
              options={locationOptions(view.receipts.map((r) => ({ facility: r.pharmacy })))}
              onChange={setLocation}
            />
          </RecordFilterForm>
          {shown.length === 0 ? (
            <p>{HISTORY_TEXTS.noReceipts}</p>
          ) : (
            <ul className="rx-records__list" aria-label={HISTORY_TEXTS.receipts}>
              {shown.map((r) => (
                <li key={r.receiptId} className="rx-records__item">
                  <h2>
                    {r.pharmacy.vanityName} · {displayDate(r.dateTime)}
                  </h2>
                  <p className="rx-records__meta">
                    {HISTORY_TEXTS.total} {formatMoney(r.total)}
                  </p>
                  {view.selected === r.receiptId ? (
                    <ReceiptDetail receipt={r} onClose={() => actor.send({ type: 'receipts.close' })} />
                  ) : (
                    <button
                      type="button"
                      className="button"
                      aria-label={`${HISTORY_TEXTS.viewReceipt}: ${r.pharmacy.vanityName}, ${displayDate(r.dateTime)}`}
                      onClick={() => actor.send({ type: 'receipts.open', receiptId: r.receiptId })}
                    >
                      {HISTORY_TEXTS.viewReceipt}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function ReceiptDetail({
  receipt,
  onClose,
}: {
  receipt: ReturnType<typeof filterReceipts>[number];
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`receipt-${receipt.receiptId}`}>
      <h3 id={`receipt-${receipt.receiptId}`} ref={heading} tabIndex={-1}>
        {HISTORY_TEXTS.receipt} {receipt.receiptId}
      </h3>
      <p className="rx-records__meta">
        {receipt.pharmacy.address1}, {receipt.pharmacy.city}, {receipt.pharmacy.state} ·{' '}
        {HISTORY_TEXTS.register} {receipt.registerNumber}
      </p>
      <div className="rx-records__scroll">
        <table className="rx-records__table">
          <caption className="visually-hidden">{HISTORY_TEXTS.receipt}</caption>
          <thead>
            <tr>
              <th scope="col">{HISTORY_TEXTS.prescription}</th>
              <th scope="col">{HISTORY_TEXTS.patient}</th>
              <th scope="col" className="rx-records__amount">
                {HISTORY_TEXTS.total}
              </th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((i) => (
              <tr key={`${i.rxNumber}-${i.fillStatus}`}>
                <td>
                  {i.drugName} (Rx {i.rxNumber})
                  {i.fillStatus === 'Returned' ? ` · ${HISTORY_TEXTS.returned}` : ''}
                </td>
                <td>{i.patientFirstName}</td>
                <td className="rx-records__amount">{formatMoney(i.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="details">
        <div className="details__row">
          <dt>{HISTORY_TEXTS.subtotal}</dt>
          <dd>{formatMoney(receipt.subtotal)}</dd>
        </div>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.tax}</dt>
          <dd>{formatMoney(receipt.tax)}</dd>
        </div>
        <div className="details__row">
          <dt>{HISTORY_TEXTS.total}</dt>
          <dd>{formatMoney(receipt.total)}</dd>
        </div>
      </dl>
      <button type="button" className="button" onClick={onClose}>
        {HISTORY_TEXTS.closeReceipt}
      </button>
    </section>
  );
}
