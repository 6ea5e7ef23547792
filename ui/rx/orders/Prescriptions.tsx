/**
 * Prescription lists (pharmacy-portal.md §3 "Prescription / refill", §4 "Refill statuses", §2.5): one card per
 * prescription (drug, rx number, prescriber, status, cost: 'N/A' when profiled, 'TBD' when unknown, the call-to-
 * doctor and Schedule II notes), Add to Cart on refillable ones (Adding… while the cart adds it, In Cart once it is
 * there), Hide / Show. Grouped by status group, each group a section that opens and closes (§2.5: the first one
 * open, the others closed; 'Expand all' shows only while not all are open). The refills page lists every patient.
 */
import { type ReactNode, useState } from 'react';
import type { Patient, Prescription } from '../../../api/contracts/rx';
import type { CartView } from '../../../machines/rx/cart/cart.selectors';
import type { PrescriptionsView } from '../../../machines/rx/prescriptions/prescriptions.selectors';
import { activeItems } from '../../../domain/rx/cart';
import { patientFullName } from '../../../domain/rx/patients';
import {
  costLabel,
  filterBySearch,
  groupByStatus,
  isRefillable,
  PRESCRIPTION_TEXTS as T,
  REFILL_STATUS_LABELS,
  STATUS_GROUP_LABELS,
  visiblePrescriptions,
} from '../../../domain/rx/prescriptions';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import './orders.css';

export interface PrescriptionActions {
  onAdd: (p: Prescription) => void;
  onSetHidden: (p: Prescription, hidden: boolean) => void;
}

function PrescriptionCard({
  p,
  cart,
  actions,
  busy,
}: {
  p: Prescription;
  cart: CartView;
  actions: PrescriptionActions;
  busy: boolean;
}) {
  const inCart = activeItems(cart.items).some(
    (i) => i.rxNumber === p.rxNumber && i.patientNumber === p.patientNumber,
  );
  const adding = cart.adding?.rxNumber === p.rxNumber && cart.adding.patientNumber === p.patientNumber;
  const name = `${p.drugName}, ${T.rxNumber(p.rxNumber)}`;
  return (
    <li className="rx-rx">
      <div className="rx-rx__main">
        <h4 className="rx-rx__name">{p.drugName}</h4>
        <p className="rx-rx__meta">
          {T.rxNumber(p.rxNumber)} · {REFILL_STATUS_LABELS[p.refillStatus]} ·{' '}
          {p.facility.facilityType === 'MAIL_ORDER' ? T.mailOrder : T.inStore}
          {p.hidden && <> · {T.hidden}</>}
        </p>
        <p className="rx-rx__meta">{T.prescriber(p.prescriber.firstName, p.prescriber.lastName)}</p>
        <p className="rx-rx__meta">
          {T.cost}: {costLabel(p)} · {T.quantity(p.lastFillDispenseQuantity)}
        </p>
        {p.requiresCallToDoctor && <p className="rx-rx__meta">{T.requiresCallToDoctor}</p>}
        {p.scheduleTwoDrug && (
          <p className="rx-rx__meta">
            <span className="rx-flag">{T.scheduleTwoFlag}</span> {T.scheduleTwo}
          </p>
        )}
        {p.secondaryStatus && <p className="rx-rx__meta">{p.secondaryStatus}</p>}
      </div>
      <div className="rx-rx__actions">
        {isRefillable(p) &&
          (inCart ? (
            <span>{T.inCart}</span>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`${adding ? T.addingLabel : T.addToCart}: ${name}`}
              disabled={cart.busy || cart.status !== 'ready'}
              onClick={() => actions.onAdd(p)}
            >
              {adding ? T.adding : T.addToCart}
            </button>
          ))}
        <button
          type="button"
          className="button button--link button--small"
          aria-label={`${p.hidden ? T.unhide : T.hide}: ${name}`}
          disabled={busy}
          onClick={() => actions.onSetHidden(p, !p.hidden)}
        >
          {p.hidden ? T.unhide : T.hide}
        </button>
      </div>
    </li>
  );
}

/** One patient's prescriptions, grouped by status (the dashboard's prescription section and the refills page). */
export function PatientPrescriptions({
  patient,
  prescriptions,
  cart,
  actions,
  busy,
  headingLevel = 3,
}: {
  patient: Pick<Patient, 'patientNumber'>;
  prescriptions: readonly Prescription[];
  cart: CartView;
  actions: PrescriptionActions;
  busy: boolean;
  headingLevel?: 3 | 4;
}) {
  const groups = groupByStatus(prescriptions.filter((p) => p.patientNumber === patient.patientNumber));
  const [open, setOpen] = useState<Record<string, boolean>>({});
  // §2.5 "On load the first section is open and the others closed."
  const isOpen = (group: string, index: number) => open[group] ?? index === 0;
  const allOpen = groups.every((g, i) => isOpen(g.group, i));
  if (groups.length === 0) return <p>{T.noPrescriptions}</p>;
  const Heading = `h${headingLevel}` as 'h3' | 'h4';
  return (
    <div>
      <button
        type="button"
        className="button button--link button--small"
        aria-expanded={allOpen}
        onClick={() => setOpen(Object.fromEntries(groups.map((g) => [g.group, !allOpen])))}
      >
        {allOpen ? T.collapseAll : T.expandAll}
      </button>
      {groups.map((g, i) => (
        <details
          key={g.group}
          className="rx-group"
          open={isOpen(g.group, i)}
          onToggle={(e) => {
            const next = (e.currentTarget as HTMLDetailsElement).open;
            if (next !== isOpen(g.group, i)) setOpen((o) => ({ ...o, [g.group]: next }));
          }}
        >
          <summary>
            <Heading className="rx-group__title">
              {STATUS_GROUP_LABELS[g.group]} ({g.prescriptions.length})
            </Heading>
          </summary>
          <ul className="rx-rx-list">
            {g.prescriptions.map((p) => (
              <PrescriptionCard key={p.rxRecordNumber} p={p} cart={cart} actions={actions} busy={busy} />
            ))}
          </ul>
        </details>
      ))}
    </div>
  );
}

export interface RefillsViewProps {
  patients: readonly Patient[];
  view: PrescriptionsView;
  cart: CartView;
  actions: PrescriptionActions;
  onSearch: (query: string) => void;
  onShowHidden: (show: boolean) => void;
  onRetry: () => void;
  onDismissError: () => void;
  /** Which prescriptions this page lists (the 90-day supply page keeps the 90-day ones). */
  include?: (p: Prescription) => boolean;
  intro?: ReactNode;
}

/** /rx/refills and /rx/ninety-day-supply: every patient's prescriptions, the search filter and hidden toggle. */
export function RefillsView(props: RefillsViewProps) {
  const { view } = props;
  const listed = filterBySearch(
    visiblePrescriptions(view.prescriptions, view.showHidden).filter(props.include ?? (() => true)),
    view.query,
  );
  return (
    <div>
      {props.intro}
      <div className="rx-toolbar">
        <div className="rx-field">
          <label htmlFor="rx-search">{T.searchLabel}</label>
          <p id="rx-search-hint" className="rx-field__hint">
            {T.searchHint}
          </p>
          <input
            id="rx-search"
            type="search"
            aria-describedby="rx-search-hint"
            value={view.query}
            onChange={(e) => props.onSearch(e.target.value)}
          />
        </div>
        <div className="rx-field rx-field--inline">
          <input
            id="rx-show-hidden"
            type="checkbox"
            checked={view.showHidden}
            onChange={(e) => props.onShowHidden(e.target.checked)}
          />
          <label htmlFor="rx-show-hidden">{T.showHidden}</label>
        </div>
      </div>
      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
          <button type="button" className="button button--small" onClick={props.onDismissError}>
            {T.dismiss}
          </button>
        </Alert>
      )}
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={T.loading} />}
      {view.status === 'failed' && (
        <Alert tone="error">
          <p>{T.loadFailed}</p>
          <button type="button" className="button button--small" onClick={props.onRetry}>
            {T.retry}
          </button>
        </Alert>
      )}
      {view.status === 'loaded' && (
        <>
          {listed.length === 0 && view.prescriptions.length > 0 && <p role="status">{T.noMatches}</p>}
          {props.patients.map((patient) => (
            <section key={patient.patientNumber} aria-labelledby={`rx-patient-${patient.patientNumber}`}>
              <h2 id={`rx-patient-${patient.patientNumber}`}>{patientFullName(patient)}</h2>
              <PatientPrescriptions
                patient={patient}
                prescriptions={listed}
                cart={props.cart}
                actions={props.actions}
                busy={view.pending !== null}
              />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
