/** /rx/refill-settings (pharmacy-portal.md §2.1 "view and manage eligible refill programs"): each program with the
 *  patient's status and Enroll / Decline. Thin: the refill programs chart decides. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Patient } from '../../../api/contracts/rx';
import type { refillProgramsMachine } from '../../../machines/rx/refillPrograms/refillPrograms.machine';
import {
  canChoose,
  ENROLLMENT_STATUS_LABELS,
  isEnrolledStatus,
  PROGRAM_TEXTS,
} from '../../../domain/rx/programs';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { PatientPicker } from './PatientPicker';
import './records.css';

export function RefillSettingsView({
  actor,
  patients,
  activePatient,
  onSelectPatient,
}: {
  actor: ActorRefFrom<typeof refillProgramsMachine>;
  patients: readonly Patient[];
  activePatient: string;
  onSelectPatient: (patientNumber: string) => void;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      status: s.value as string,
      busy: s.hasTag('busy'),
      programs: s.context.programs,
      enrollments: s.context.enrollments,
      error: s.context.error,
    }),
    shallowEqual,
  );
  return (
    <div className="rx-records">
      <PatientPicker
        patients={patients}
        value={activePatient}
        onChange={onSelectPatient}
        disabled={view.busy}
      />
      {view.error && (
        <Alert tone="error">
          <p>{view.error}</p>
          {view.status === 'failed' && (
            <button type="button" className="button" onClick={() => actor.send({ type: 'programs.retry' })}>
              {PROGRAM_TEXTS.retry}
            </button>
          )}
        </Alert>
      )}
      {(view.status === 'idle' || view.status === 'loading') && <Spinner label={PROGRAM_TEXTS.loading} />}
      {(view.status === 'loaded' || view.status === 'updating') && (
        <ul className="rx-records__list" aria-label={PROGRAM_TEXTS.heading}>
          {view.programs.length === 0 && <li>{PROGRAM_TEXTS.none}</li>}
          {view.programs.map((program) => {
            const enrollment = view.enrollments.find((e) => e.externalCode === program.externalCode);
            const status = enrollment?.enrollmentStatus ?? 'NEVER_ASKED';
            const enrolled = isEnrolledStatus(status);
            return (
              <li key={program.externalCode} className="rx-records__item">
                <h2>{program.programName}</h2>
                <p>{program.description}</p>
                <p className="rx-records__meta">
                  {PROGRAM_TEXTS.status}: <strong>{ENROLLMENT_STATUS_LABELS[status]}</strong>
                </p>
                {canChoose(status) && (
                  <div className="rx-actions">
                    <button
                      type="button"
                      className={enrolled ? 'button' : 'button button--primary'}
                      disabled={view.busy}
                      aria-label={`${enrolled ? PROGRAM_TEXTS.leave : PROGRAM_TEXTS.join} ${program.programName}`}
                      onClick={() =>
                        actor.send({
                          type: 'programs.choose',
                          externalCode: program.externalCode,
                          join: !enrolled,
                        })
                      }
                    >
                      {view.busy ? PROGRAM_TEXTS.saving : enrolled ? PROGRAM_TEXTS.leave : PROGRAM_TEXTS.join}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
