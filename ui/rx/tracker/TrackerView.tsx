/**
 * /rx/tracker, the Prescription Status Tracker (pharmacy-portal.md §2.3): 'Viewing Patient', the status cards, and
 * the detailed tracker (a section per status, cards grouped by patient, the pickup locations). Thin: it renders the
 * tracker chart's view and sends its events. Each section carries its id and marks its first card, so a scroll
 * request (the chart's scrollToSection, src/rx/tracker.ts) finds where to scroll and what to focus.
 */
import { Link } from 'react-router-dom';
import type { TrackerView as View } from '../../../machines/rx/tracker/tracker.selectors';
import { isDeliveryEligible } from '../../../domain/rx/delivery';
import { isOnlinePayEligible } from '../../../domain/rx/online-pay';
import { ALL_PATIENTS, patientFullName } from '../../../domain/rx/patients';
import {
  ORDER_DELIVERY_PATH,
  PAY_ONLINE_PATH,
  TRACKER_TEXTS,
  type TrackerSection,
  trackerSectionId,
} from '../../../domain/rx/tracker';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { PickupLocationCard } from './PickupLocationCard';
import { PrescriptionCard } from './PrescriptionCard';
import { StatusCard } from './StatusCard';
import './tracker.css';

const sectionId = trackerSectionId;

export interface TrackerViewProps {
  view: View;
  pathname: string;
  logo: string;
  /** §6 "Order delivery requires the delivery-enabled setting". */
  delivery: boolean;
  onSelectPatient: (patientNumber: string) => void;
  onSection: (section: TrackerSection) => void;
  onOpenCard: (rxRecordNumber: string) => void;
  onRetry: () => void;
}

export function TrackerView({
  view,
  pathname,
  logo,
  delivery,
  onSelectPatient,
  onSection,
  onOpenCard,
  onRetry,
}: TrackerViewProps) {
  if (view.status === 'loading') return <Spinner label={TRACKER_TEXTS.loading} />;
  if (view.status === 'failed' || view.status === 'expired') {
    return view.status === 'failed' ? (
      <Alert tone="error">
        <p>{view.error}</p>
        <button type="button" className="button" onClick={onRetry}>
          {TRACKER_TEXTS.retry}
        </button>
      </Alert>
    ) : null;
  }
  const guest = view.mode === 'guest';
  const facility = (id: string) => view.facilities.find((f) => f.facilityId === id);
  const nameOf = (n: string) => {
    const p = view.patients.find((x) => x.patientNumber === n);
    return p ? patientFullName(p) : n;
  };
  const payable = !guest && view.prescriptions.some(isOnlinePayEligible);
  const deliverable = !guest && delivery && view.prescriptions.some(isDeliveryEligible);

  return (
    <div className="tracker">
      {view.patients.length > 1 && (
        <div className="field">
          <label htmlFor="tracker-patient">{TRACKER_TEXTS.viewingPatient}</label>
          <select
            id="tracker-patient"
            value={view.selectedPatient}
            onChange={(e) => onSelectPatient(e.target.value)}
          >
            <option value={ALL_PATIENTS}>{TRACKER_TEXTS.all}</option>
            {view.patients.map((p) => (
              <option key={p.patientNumber} value={p.patientNumber}>
                {patientFullName(p)}
              </option>
            ))}
          </select>
        </div>
      )}
      <StatusCard
        counts={view.counts}
        estimatedTotal={view.estimatedTotal}
        pathname={pathname}
        onSection={onSection}
        refillsLink={!guest}
      />
      {view.sections.map((s) => (
        <section
          key={s.section}
          id={sectionId(s.section)}
          className="tracker-section"
          aria-labelledby={`${sectionId(s.section)}-heading`}
        >
          <h2 id={`${sectionId(s.section)}-heading`} className="tracker-section__heading">
            {TRACKER_TEXTS.sectionHeading(s.count, s.section)}
          </h2>
          {s.groups.map((g, gi) => (
            <div key={g.patientNumber}>
              <h3 className="tracker-section__patient">{nameOf(g.patientNumber)}</h3>
              <ul className="tracker-section__cards">
                {g.prescriptions.map((p, pi) => (
                  <li key={p.rxRecordNumber}>
                    <PrescriptionCard prescription={p} onOpen={onOpenCard} first={gi === 0 && pi === 0} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
          {s.facilityIds.map((id) => {
            const f = facility(id);
            return f ? <PickupLocationCard key={id} facility={f} logo={logo} /> : null;
          })}
          {s.section === 'IN_PROGRESS' && payable && (
            <p className="rx-actions">
              <Link className="button button--primary" to={PAY_ONLINE_PATH}>
                {TRACKER_TEXTS.payOnline}
              </Link>
            </p>
          )}
          {s.section === 'READY_FOR_PICKUP' && deliverable && (
            <p className="rx-actions">
              <Link className="button button--primary" to={ORDER_DELIVERY_PATH}>
                {TRACKER_TEXTS.orderDelivery}
              </Link>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
