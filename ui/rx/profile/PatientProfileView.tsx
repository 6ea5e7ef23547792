/**
 * /rx/patient-profile (pharmacy-portal.md §2.1): the chosen patient's phones ('No number on file', '--'), email,
 * loyalty card (only on banners with the loyalty-card capability), addresses and a link to the communication
 * preferences. The route gives the patients and the per-patient actors; sections render their charts.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Patient } from '../../../api/contracts/rx';
import { formatPatientPhone } from '../../../domain/rx/patients';
import { PROFILE_LABELS } from '../../../domain/rx/profile';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Spinner } from '../../kit/Spinner';
import { PatientsLoadFailed } from '../kit/PatientsLoadFailed';
import { PatientPicker } from './PatientPicker';
import './profile.css';

export function ContactSection({ patient }: { patient: Patient }) {
  return (
    <section className="card rx-profile__section" aria-labelledby="rx-contact-title">
      <h2 id="rx-contact-title">{PROFILE_LABELS.contact}</h2>
      <dl className="rx-profile__facts">
        <dt>{PROFILE_LABELS.homePhone}</dt>
        <dd>{formatPatientPhone(patient.homePhone)}</dd>
        <dt>{PROFILE_LABELS.mobilePhone}</dt>
        <dd>{formatPatientPhone(patient.mobilePhone)}</dd>
        <dt>{PROFILE_LABELS.email}</dt>
        <dd>{patient.emailAddress?.email ?? PROFILE_LABELS.noEmail}</dd>
      </dl>
      <div className="rx-profile__actions">
        <Link to={RX_PATHS_UI.commPrefs}>{PROFILE_LABELS.notificationsLink}</Link>
        <Link to={RX_PATHS_UI.patientAccess}>{PROFILE_LABELS.accessLink}</Link>
      </div>
    </section>
  );
}

/** The page around the chosen patient's sections: the picker, or the loading, failed and no-patient texts. */
export function PerPatientPage({
  loading,
  failed,
  patients,
  patient,
  onSelect,
  onRetry,
  children,
}: {
  loading: boolean;
  /** The patients could not be fetched: the error and Try Again, never "no patients yet". */
  failed: boolean;
  patients: readonly Patient[];
  patient: Patient | null;
  onSelect: (patientNumber: string) => void;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (!patient && loading) return <Spinner label={PROFILE_LABELS.loadingPatients} />;
  if (!patient && failed) {
    return (
      <div className="rx-profile">
        <PatientsLoadFailed onRetry={onRetry} />
      </div>
    );
  }
  if (!patient) {
    return (
      <div className="rx-profile">
        <p>{PROFILE_LABELS.noPatients}</p>
        <p>
          <Link to={RX_PATHS_UI.linkPatient}>{PROFILE_LABELS.addPatient}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="rx-profile">
      <PatientPicker patients={patients} value={patient.patientNumber} onSelect={onSelect} />
      {children}
    </div>
  );
}
