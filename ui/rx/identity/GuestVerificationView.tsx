/**
 * Verify Your Birthdate (pharmacy-portal.md §2.1 /rx/guest-verification, §4 "Guest verification", §8 "Guest DOB
 * mismatch"): the patient's date of birth in three fields; the mismatch text until the date is changed; the locked
 * notice while the link is locked (the chart polls). A thin view of machines/rx/guestVerification.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { guestVerificationMachine } from '../../../machines/rx/guestVerification/guestVerification.machine';
import { type GuestDateValues, GUEST_DATE_RULES, guestDateCheck } from '../../../domain/rx/forms';
import { GUEST_TEXTS } from '../../../domain/rx/identity';
import { formatDateOfBirth, todayIso } from '../../../domain/rx/validation';
import { Alert } from '../../kit/Alert';
import { Spinner } from '../../kit/Spinner';
import { useKitForm } from '../../kit/useKitForm';
import { RxPageHeader } from '../shell/RxPageHeader';
import { DateOfBirthFields } from './fields';
import { useHeadingFocus } from './focus';
import './identity.css';

export function GuestVerificationView({
  actor,
  statusHref,
}: {
  actor: ActorRefFrom<typeof guestVerificationMachine>;
  statusHref: string;
}) {
  const view = useSelector(
    actor,
    (s) => ({
      state: String(s.value),
      error: s.context.error,
      busy: s.hasTag('busy'),
      problem: s.context.linkProblem,
    }),
    shallowEqual,
  );
  useHeadingFocus(view.state);
  return (
    <section className="card rx-identity">
      <RxPageHeader title={GUEST_TEXTS.title} description={<p>{GUEST_TEXTS.intro}</p>} />
      {(view.state === 'entering' || view.state === 'verifying') && (
        <GuestDateForm
          busy={view.busy}
          error={view.error}
          onEdit={() => actor.send({ type: 'guest.reset' })}
          onSubmit={(dateOfBirth) => actor.send({ type: 'guest.submit', dateOfBirth })}
        />
      )}
      {(view.state === 'locked' || view.state === 'polling') && (
        <Alert tone="error">{GUEST_TEXTS.locked}</Alert>
      )}
      {view.state === 'verified' && (
        <Alert tone="success">
          <p>{GUEST_TEXTS.verified}</p>
          <Link className="button button--primary" to={statusHref}>
            {GUEST_TEXTS.viewStatus}
          </Link>
        </Alert>
      )}
      {view.state === 'unusable' && (
        <Alert tone="error">
          {view.problem === 'incomplete' ? GUEST_TEXTS.badLink : GUEST_TEXTS.expired}
        </Alert>
      )}
    </section>
  );
}

function GuestDateForm({
  busy,
  error,
  onEdit,
  onSubmit,
}: {
  busy: boolean;
  error: string | null;
  onEdit: () => void;
  onSubmit: (dateOfBirth: string) => void;
}) {
  const kit = useKitForm<GuestDateValues>({
    defaults: { month: '', day: '', year: '', dateOfBirth: '' },
    rules: GUEST_DATE_RULES,
    shape: { month: 'string', day: 'string', year: 'string', dateOfBirth: 'string' },
    check: guestDateCheck(todayIso()),
  });
  return (
    <form
      noValidate
      onChange={() => {
        if (error) onEdit();
      }}
      onSubmit={kit.handleSubmit((v) => onSubmit(formatDateOfBirth(v)))}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <DateOfBirthFields form={kit} idPrefix="guest" />
      {busy && <Spinner label={GUEST_TEXTS.verifying} />}
      <div className="rx-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {GUEST_TEXTS.submit}
        </button>
      </div>
    </form>
  );
}
