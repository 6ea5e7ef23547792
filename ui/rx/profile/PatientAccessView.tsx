/**
 * /rx/patient-access, Patient Access (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6): the
 * primary patient, requests waiting for the customer, caregivers, adults the customer manages, children and pets,
 * each with requested / granted / end dates and status, and the actions the patient-access chart allows on it
 * (grant, decline, remove, cancel, set or change the end date with a date picker that starts tomorrow).
 */
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { patientAccessMachine } from '../../../machines/rx/patientAccess/patientAccess.machine';
import {
  ACCESS_SECTIONS,
  type AccessEntryView,
  selectPatientAccessView,
} from '../../../machines/rx/patientAccess/patientAccess.selectors';
import {
  ACCESS_LABELS,
  type AccessAction,
  type AccessSection,
  actionLabel,
  STATUS_LABELS,
} from '../../../domain/rx/patientAccess';
import { displayDay } from '../../../domain/rx/profile';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { useFocusOnMount } from './useFocus';
import './profile.css';

type AccessActor = ActorRefFrom<typeof patientAccessMachine>;

function DatePicker({
  actor,
  action,
  initial,
  min,
  error,
}: {
  actor: AccessActor;
  action: AccessAction;
  initial: string | null;
  min: string;
  error: string | null;
}) {
  const [date, setDate] = useState(initial ?? '');
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);
  return (
    <form
      className="rx-profile__dialog rx-profile__form"
      aria-labelledby="rx-expiry-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'access.confirm', expiryDate: date === '' ? null : date });
      }}
    >
      <h3 id="rx-expiry-title">{action === 'grant' ? ACCESS_LABELS.grant : ACCESS_LABELS.setExpiry}</h3>
      <div className="field">
        <label htmlFor="rx-expiry">{ACCESS_LABELS.expiryDate}</label>
        <p id="rx-expiry-hint" className="field__hint">
          {ACCESS_LABELS.expiryHint}
        </p>
        <input
          id="rx-expiry"
          ref={input}
          type="date"
          min={min}
          value={date}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rx-expiry-hint rx-expiry-error' : 'rx-expiry-hint'}
          onChange={(e) => setDate(e.target.value)}
        />
        {error && (
          <p id="rx-expiry-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="rx-profile__actions">
        <button type="submit" className="button button--primary">
          {action === 'grant' ? ACCESS_LABELS.confirmGrant : ACCESS_LABELS.saveExpiry}
        </button>
        <button type="button" className="button" onClick={() => actor.send({ type: 'access.close' })}>
          {ACCESS_LABELS.close}
        </button>
      </div>
    </form>
  );
}

function Entry({
  actor,
  item: { entry, actions },
  choosing,
}: {
  actor: AccessActor;
  item: AccessEntryView;
  choosing: { action: AccessAction; error: string | null; min: string } | null;
}) {
  return (
    <li className="rx-profile__item">
      <h3>{entry.name}</h3>
      <dl className="rx-profile__facts">
        {entry.patientName && (
          <>
            <dt>{ACCESS_LABELS.patient}</dt>
            <dd>{entry.patientName}</dd>
          </>
        )}
        <dt>{ACCESS_LABELS.status}</dt>
        <dd>{STATUS_LABELS[entry.requestStatus]}</dd>
        {entry.accessRequestedDate && (
          <>
            <dt>{ACCESS_LABELS.requested}</dt>
            <dd>{displayDay(entry.accessRequestedDate)}</dd>
          </>
        )}
        {entry.accessGrantedDate && (
          <>
            <dt>{ACCESS_LABELS.granted}</dt>
            <dd>{displayDay(entry.accessGrantedDate)}</dd>
          </>
        )}
        {(entry.requestStatus === 'APPROVED' || entry.requestStatus === 'EXPIRED') && (
          <>
            <dt>{ACCESS_LABELS.expires}</dt>
            <dd>{entry.accessExpiryDate ? displayDay(entry.accessExpiryDate) : ACCESS_LABELS.noExpiry}</dd>
          </>
        )}
      </dl>
      {choosing ? (
        <DatePicker
          actor={actor}
          action={choosing.action}
          initial={entry.accessExpiryDate}
          min={choosing.min}
          error={choosing.error}
        />
      ) : (
        actions.length > 0 && (
          <div className="rx-profile__actions">
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'grant' ? 'button button--primary' : 'button'}
                aria-label={`${actionLabel(action, entry)}: ${entry.name}`}
                onClick={() =>
                  actor.send({
                    type: 'access.choose',
                    action,
                    patientNumber: entry.patientNumber,
                    customerId: entry.customerId,
                  })
                }
              >
                {actionLabel(action, entry)}
              </button>
            ))}
          </div>
        )
      )}
    </li>
  );
}

const SECTION_TITLES: Record<AccessSection, string> = {
  pendingRequests: ACCESS_LABELS.pendingRequests,
  caregivers: ACCESS_LABELS.caregivers,
  managedAdults: ACCESS_LABELS.managedAdults,
  children: ACCESS_LABELS.children,
  pets: ACCESS_LABELS.pets,
};

export function PatientAccessView({ actor }: { actor: AccessActor }) {
  const view = useSelector(actor, selectPatientAccessView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  if (view.loading && !view.loaded) return <Spinner label={ACCESS_LABELS.loading} />;
  if (view.failed) {
    return (
      <Alert tone="error">
        <p>{ACCESS_LABELS.loadFailed}</p>
        <button type="button" className="button" onClick={() => actor.send({ type: 'access.retry' })}>
          {ACCESS_LABELS.retry}
        </button>
      </Alert>
    );
  }
  return (
    <div className="rx-profile">
      <section className="card rx-profile__section" aria-labelledby="rx-access-primary">
        <h2 id="rx-access-primary">{ACCESS_LABELS.primary}</h2>
        <p>{view.primaryPatient ? view.primaryPatient.name : ACCESS_LABELS.noPrimary}</p>
        {view.caregiverWithoutSelf && (
          <Alert tone="info">
            <p>{ACCESS_LABELS.caregiverWithoutSelf}</p>
            <Link to={RX_PATHS_UI.linkPatient}>{ACCESS_LABELS.addSelf}</Link>
          </Alert>
        )}
      </section>
      {view.busy && <Spinner label={ACCESS_LABELS.saving} />}
      {ACCESS_SECTIONS.map((section) => (
        <section key={section} className="card rx-profile__section" aria-labelledby={`rx-access-${section}`}>
          <h2 id={`rx-access-${section}`}>{SECTION_TITLES[section]}</h2>
          {view.sections[section].length === 0 ? (
            <p>{ACCESS_LABELS.none}</p>
          ) : (
            <ul className="rx-profile__list" aria-label={SECTION_TITLES[section]}>
              {view.sections[section].map((item) => {
                const { entry } = item;
                const chosen =
                  view.choosing &&
                  view.target?.section === section &&
                  view.target.entry.patientNumber === entry.patientNumber &&
                  view.target.entry.customerId === entry.customerId;
                return (
                  <Entry
                    key={`${entry.patientNumber}:${entry.customerId}`}
                    actor={actor}
                    item={item}
                    choosing={
                      chosen && view.action
                        ? { action: view.action, error: view.expiryError, min: view.minExpiry }
                        : null
                    }
                  />
                );
              })}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
