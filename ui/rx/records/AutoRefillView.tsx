/**
 * Auto refill pages (pharmacy-portal.md §2.1 /rx/auto-refills, /rx/manage/auto-refills,
 * /rx/auto-refills/manage-prescriptions): the enrolment (status, reminder, enrol / renew / change pharmacy /
 * unenrol) on the main page, the prescriptions' switches (pause, enrol all) on the manage pages. Thin: reads the
 * chart's selectors and sends its events.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { RelationshipType } from '../../../api/contracts/rx';
import type { autoRefillMachine } from '../../../machines/rx/autoRefill/autoRefill.machine';
import { selectAutoRefillView } from '../../../machines/rx/autoRefill/autoRefill.selectors';
import {
  AUTO_REFILL_GUIDELINES,
  AUTO_REFILL_TEXTS,
  ENROL_RELATIONSHIP_LABELS,
  ENROL_OPTION,
  NONE_OPTION,
  STATE_CONSENT_TEXT,
} from '../../../domain/rx/autoRefill';
import { displayDate } from '../../../domain/rx/history';
import { patientFullName } from '../../../domain/rx/patients';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { NoPatients, PatientPicker } from './PatientPicker';
import './records.css';

type Actor = ActorRefFrom<typeof autoRefillMachine>;

export interface AutoRefillLinks {
  back: { href: string; label: string };
  manage: string;
  main: string;
  guidelines: string;
  addPatient: string;
}

export function AutoRefillView({
  actor,
  page,
  links,
  supportPhone,
}: {
  actor: Actor;
  page: 'main' | 'manage';
  links: AutoRefillLinks;
  supportPhone: string;
}) {
  const view = useSelector(actor, selectAutoRefillView, shallowEqual);
  if (view.loading) return <Spinner label={AUTO_REFILL_TEXTS.loading} />;
  if (view.failed)
    return (
      <Alert tone="error">
        <p>{AUTO_REFILL_TEXTS.loadError}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'autoRefill.retry' })}>
          {AUTO_REFILL_TEXTS.tryAgain}
        </button>
      </Alert>
    );
  if (!view.patient)
    return (
      <NoPatients
        failed={false}
        addHref={links.addPatient}
        onRetry={() => actor.send({ type: 'autoRefill.retry' })}
      />
    );
  return (
    <div className="rx-records">
      <PatientPicker
        patients={view.patients}
        value={view.patient?.patientNumber ?? null}
        disabled={view.saving}
        onChange={(patientNumber) => actor.send({ type: 'autoRefill.selectPatient', patientNumber })}
      />
      {view.error && (
        <Alert tone="error">
          <p>{view.tooManyRetries ? AUTO_REFILL_TEXTS.callPharmacy(supportPhone) : view.error}</p>
        </Alert>
      )}
      {page === 'main' ? (
        <Enrollment actor={actor} links={links} />
      ) : (
        <Prescriptions actor={actor} links={links} />
      )}
      <p className="rx-records__no-print">
        <Link to={links.back.href}>{links.back.label}</Link>
        {' · '}
        <Link to={links.guidelines}>{AUTO_REFILL_TEXTS.guidelinesLink}</Link>
      </p>
    </div>
  );
}

function Enrollment({ actor, links }: { actor: Actor; links: AutoRefillLinks }) {
  const view = useSelector(actor, selectAutoRefillView, shallowEqual);
  const patient = view.patient;
  if (!patient) return null;
  const name = patientFullName(patient);
  const end = patient.autoRefillTerminationDate ? displayDate(patient.autoRefillTerminationDate) : null;
  return (
    <section className="card" aria-labelledby="auto-refill-enrollment">
      <h2 id="auto-refill-enrollment">
        {name}: {patient.isAutoRefillFlag ? AUTO_REFILL_TEXTS.enrolled : AUTO_REFILL_TEXTS.notEnrolled}
      </h2>
      {patient.isAutoRefillFlag && end && !view.reminder && <p>{AUTO_REFILL_TEXTS.endsOn(end)}</p>}
      {view.reminder && (
        <div className="alert alert--info" role="status">
          <p>
            {view.restricted
              ? AUTO_REFILL_TEXTS.reminderRestricted(patient.firstName)
              : end && patient.autoRefillExpired
                ? AUTO_REFILL_TEXTS.expired(end)
                : end && patient.autoRefillExpiring
                  ? AUTO_REFILL_TEXTS.expiring(end)
                  : end
                    ? AUTO_REFILL_TEXTS.endsOn(end)
                    : AUTO_REFILL_TEXTS.notEnrolled}
          </p>
          {view.canDismiss && (
            <button
              type="button"
              className="link-button"
              onClick={() => actor.send({ type: 'autoRefill.dismissReminder' })}
            >
              {AUTO_REFILL_TEXTS.dismissReminder}
            </button>
          )}
        </div>
      )}
      {view.enrolling ? (
        <EnrollForm actor={actor} />
      ) : view.confirming ? (
        <ConfirmUnenroll actor={actor} />
      ) : (
        <div className="rx-actions">
          {view.canEnroll && (
            <button
              type="button"
              className="button button--primary"
              onClick={() => actor.send({ type: 'autoRefill.openEnroll' })}
            >
              {!patient.isAutoRefillFlag
                ? AUTO_REFILL_TEXTS.enroll
                : patient.autoRefillExpiring || patient.autoRefillExpired
                  ? AUTO_REFILL_TEXTS.renew
                  : AUTO_REFILL_TEXTS.update}
            </button>
          )}
          {view.canUnenroll && (
            <button
              type="button"
              className="button"
              onClick={() => actor.send({ type: 'autoRefill.unenroll' })}
            >
              {AUTO_REFILL_TEXTS.unenroll}
            </button>
          )}
          {patient.isAutoRefillFlag && (
            <Link className="button" to={links.manage}>
              {AUTO_REFILL_TEXTS.manage}
            </Link>
          )}
        </div>
      )}
      {view.saving && <Spinner label={AUTO_REFILL_TEXTS.saving} />}
    </section>
  );
}

function EnrollForm({ actor }: { actor: Actor }) {
  const view = useSelector(actor, selectAutoRefillView, shallowEqual);
  const patient = view.patient;
  const [facilityId, setFacilityId] = useState(
    patient?.autoRefillFacilityId ?? view.locations[0]?.facilityId ?? '',
  );
  const [relationshipType, setRelationshipType] = useState<RelationshipType>(
    patient?.relationshipType ?? 'SELF',
  );
  const [overridePrivacySetting, setOverride] = useState(false);
  const [consent, setConsent] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const needsConsent = view.consentFacilities.includes(facilityId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({
      type: 'autoRefill.submitEnroll',
      form: { facilityId, relationshipType, overridePrivacySetting, consent },
    });
  };
  return (
    <form onSubmit={submit} aria-label={AUTO_REFILL_TEXTS.enroll}>
      <div className="field">
        <label htmlFor="auto-refill-pharmacy">{AUTO_REFILL_TEXTS.pharmacy}</label>
        <select
          id="auto-refill-pharmacy"
          ref={first}
          value={facilityId}
          onChange={(e) => setFacilityId(e.currentTarget.value)}
        >
          {view.locations.map((l) => (
            <option key={l.facilityId} value={l.facilityId}>
              {l.vanityName}, {l.address1}, {l.city}, {l.state}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="auto-refill-relationship">{AUTO_REFILL_TEXTS.relationship}</label>
        <select
          id="auto-refill-relationship"
          value={relationshipType}
          onChange={(e) => setRelationshipType(e.currentTarget.value as RelationshipType)}
        >
          {(Object.keys(ENROL_RELATIONSHIP_LABELS) as RelationshipType[]).map((r) => (
            <option key={r} value={r}>
              {ENROL_RELATIONSHIP_LABELS[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--checkbox">
        <input
          id="auto-refill-override"
          type="checkbox"
          checked={overridePrivacySetting}
          onChange={(e) => setOverride(e.currentTarget.checked)}
        />
        <label htmlFor="auto-refill-override">{AUTO_REFILL_TEXTS.overridePrivacy}</label>
      </div>
      {needsConsent && (
        <div className="field field--checkbox">
          <input
            id="auto-refill-consent"
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.currentTarget.checked)}
          />
          <label htmlFor="auto-refill-consent">{STATE_CONSENT_TEXT}</label>
        </div>
      )}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={view.saving}>
          {view.saving ? AUTO_REFILL_TEXTS.saving : AUTO_REFILL_TEXTS.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={view.saving}
          onClick={() => actor.send({ type: 'autoRefill.cancel' })}
        >
          {AUTO_REFILL_TEXTS.cancel}
        </button>
      </div>
    </form>
  );
}

function ConfirmUnenroll({ actor }: { actor: Actor }) {
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const yes = useRef<HTMLButtonElement>(null);
  useEffect(() => yes.current?.focus(), []);
  return (
    <section aria-labelledby="auto-refill-confirm">
      <p id="auto-refill-confirm">{AUTO_REFILL_TEXTS.confirmUnenrollQuestion}</p>
      <div className="rx-actions">
        <button
          ref={yes}
          type="button"
          className="button button--primary"
          disabled={saving}
          onClick={() => actor.send({ type: 'autoRefill.confirmUnenroll' })}
        >
          {AUTO_REFILL_TEXTS.confirmUnenroll}
        </button>
        <button
          type="button"
          className="button"
          disabled={saving}
          onClick={() => actor.send({ type: 'autoRefill.cancel' })}
        >
          {AUTO_REFILL_TEXTS.cancel}
        </button>
      </div>
    </section>
  );
}

function Prescriptions({ actor, links }: { actor: Actor; links: AutoRefillLinks }) {
  const view = useSelector(actor, selectAutoRefillView, shallowEqual);
  const enrolled = view.patient?.isAutoRefillFlag === true;
  return (
    <section aria-labelledby="auto-refill-prescriptions">
      <h2 id="auto-refill-prescriptions">{AUTO_REFILL_TEXTS.prescriptions}</h2>
      {!enrolled && (
        <p>
          {AUTO_REFILL_TEXTS.notEnrolled}. <Link to={links.main}>{AUTO_REFILL_TEXTS.enroll}</Link>
        </p>
      )}
      {view.prescriptions.length === 0 ? (
        <p>{AUTO_REFILL_TEXTS.noPrescriptions}</p>
      ) : (
        <ul className="rx-records__list">
          {view.prescriptions.map((rx) => {
            const eligible = rx.rxEligibleForAutoRefill && rx.isRetail;
            const id = `auto-refill-rx-${rx.rxRecordNumber}`;
            return (
              <li key={rx.rxRecordNumber} className="rx-records__item">
                <div className="rx-records__switch">
                  <input
                    id={id}
                    type="checkbox"
                    role="switch"
                    aria-checked={rx.rxEnrolledAutoRefill}
                    checked={rx.rxEnrolledAutoRefill}
                    disabled={!view.toggleable.includes(rx.rxRecordNumber)}
                    onChange={(e) =>
                      actor.send({
                        type: 'autoRefill.toggle',
                        rxRecordNumber: rx.rxRecordNumber,
                        option: e.currentTarget.checked ? ENROL_OPTION : NONE_OPTION,
                      })
                    }
                  />
                  <label htmlFor={id}>{AUTO_REFILL_TEXTS.prescriptionToggle(rx.drugName)}</label>
                </div>
                <p className="rx-records__meta">
                  Rx {rx.rxNumber} · {rx.facility.vanityName}
                  {!eligible && ` · ${AUTO_REFILL_TEXTS.notEligible}`}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <div className="rx-actions">
        {view.canPause && (
          <button type="button" className="button" onClick={() => actor.send({ type: 'autoRefill.pause' })}>
            {AUTO_REFILL_TEXTS.pause}
          </button>
        )}
        {view.canEnrollAll && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => actor.send({ type: 'autoRefill.enrollAll' })}
          >
            {AUTO_REFILL_TEXTS.enrollAll}
          </button>
        )}
      </div>
      {view.saving && <Spinner label={AUTO_REFILL_TEXTS.saving} />}
    </section>
  );
}

/** /rx/auto-refills/guidelines */
export function AutoRefillGuidelinesView({ backHref }: { backHref: string }) {
  return (
    <div className="rx-records">
      {AUTO_REFILL_GUIDELINES.map((g) => (
        <section key={g.heading} className="card">
          <h2>{g.heading}</h2>
          <p>{g.body}</p>
        </section>
      ))}
      <p>
        <Link to={backHref}>{AUTO_REFILL_TEXTS.backToAutoRefill}</Link>
      </p>
    </div>
  );
}
