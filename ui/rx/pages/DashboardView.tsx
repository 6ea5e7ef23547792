/**
 * /rx/dashboard, the Prescription Dashboard (pharmacy-portal.md §2.1, §2.5): a section per patient (name,
 * relationship, prescription count) with child sections for the patient's prescriptions and notifications. The
 * parent's button shows expanded only when all its children are; when all children are collapsed, the parent's
 * content is hidden. The children's content comes from `slots` (the prescriptions and notifications areas plug in
 * there, src/routes/rx/dashboardSlots.tsx); without a slot a short placeholder says what will be listed.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Patient } from '../../../api/contracts/rx';
import {
  DASHBOARD_CHILD_SECTIONS,
  DASHBOARD_TEXTS,
  type DashboardChildSection,
  type DashboardSections,
  isParentCollapsed,
  isParentExpanded,
} from '../../../domain/rx/dashboard';
import { patientFullName } from '../../../domain/rx/patients';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { RxPageHeader } from '../shell/RxPageHeader';

export type DashboardSlots = Partial<Record<DashboardChildSection, (patient: Patient) => ReactNode>>;

export interface DashboardViewProps {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  patients: readonly Patient[];
  sections: DashboardSections;
  counts: Readonly<Record<string, number>>;
  countsStatus: 'waiting' | 'loading' | 'loaded' | 'failed';
  slots?: DashboardSlots;
  onToggle: (patientNumber: string) => void;
  onToggleChild: (patientNumber: string, section: DashboardChildSection) => void;
  onRetryCounts: () => void;
  onRetryPatients: () => void;
}

const PLACEHOLDER: Record<DashboardChildSection, string> = {
  prescriptions: DASHBOARD_TEXTS.prescriptionsPending,
  notifications: DASHBOARD_TEXTS.notificationsPending,
};

/** The dashboard's header (rendered by the route above its sign-in check, so the server paints it). */
export function DashboardHeader() {
  return (
    <RxPageHeader subtitle={DASHBOARD_TEXTS.subtitle} description={<p>{DASHBOARD_TEXTS.description}</p>} />
  );
}

export function DashboardView(props: DashboardViewProps) {
  const { status, patients, sections } = props;
  return (
    <section aria-labelledby="PharmacyHeader-title">
      {(status === 'idle' || status === 'loading') && <Spinner label={DASHBOARD_TEXTS.loading} />}
      {status === 'loaded' && patients.length === 0 && (
        <p>
          {DASHBOARD_TEXTS.noPatients} <Link to={RX_PATHS_UI.linkPatient}>{DASHBOARD_TEXTS.addPatient}</Link>
        </p>
      )}
      {status === 'failed' && (
        <Alert tone="error">
          <p>{DASHBOARD_TEXTS.patientsFailed}</p>
          <button type="button" className="button" onClick={props.onRetryPatients}>
            {DASHBOARD_TEXTS.retry}
          </button>
        </Alert>
      )}
      {props.countsStatus === 'failed' && (
        <Alert tone="error">
          <p>{DASHBOARD_TEXTS.countsFailed}</p>
          <button type="button" className="button" onClick={props.onRetryCounts}>
            {DASHBOARD_TEXTS.retry}
          </button>
        </Alert>
      )}
      {status === 'loaded' && patients.length > 0 && (
        <ul className="rx-sections" aria-label={DASHBOARD_TEXTS.patients}>
          {patients.map((patient) => {
            const n = patient.patientNumber;
            const contentId = `rx-section-${n}`;
            return (
              <li key={n} className="card rx-section">
                <h2 className="rx-section__heading">
                  <button
                    type="button"
                    className="rx-section__toggle"
                    aria-expanded={isParentExpanded(sections, n)}
                    aria-controls={contentId}
                    onClick={() => props.onToggle(n)}
                  >
                    {patientFullName(patient)}
                  </button>
                </h2>
                <p className="rx-section__meta">
                  {DASHBOARD_TEXTS.relationship[patient.relationshipType]} ·{' '}
                  {props.countsStatus === 'loaded'
                    ? DASHBOARD_TEXTS.prescriptionCount(props.counts[n] ?? 0)
                    : props.countsStatus === 'failed'
                      ? DASHBOARD_TEXTS.countsFailed
                      : DASHBOARD_TEXTS.countsLoading}
                </p>
                <div id={contentId} hidden={isParentCollapsed(sections, n)}>
                  {DASHBOARD_CHILD_SECTIONS.map((child) => {
                    const open = sections[n]?.[child] ?? false;
                    const childId = `rx-section-${n}-${child}`;
                    return (
                      <div key={child} className="rx-subsection">
                        <h3 className="rx-subsection__heading">
                          <button
                            type="button"
                            className="rx-subsection__toggle"
                            aria-expanded={open}
                            aria-controls={childId}
                            onClick={() => props.onToggleChild(n, child)}
                          >
                            {DASHBOARD_TEXTS[child]}
                          </button>
                        </h3>
                        <div id={childId} className="rx-subsection__body" hidden={!open}>
                          {props.slots?.[child]?.(patient) ?? <p>{PLACEHOLDER[child]}</p>}
                        </div>
                      </div>
                    );
                  })}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
