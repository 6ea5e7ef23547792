/**
 * The loyalty card and alternate id (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"): the number on file,
 * Edit / Add, and the field: an empty field removes the card, a 10-digit number is also the Alternate ID. The
 * loyalty-card chart decides; this shows its state and messages.
 */
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { loyaltyCardMachine } from '../../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { LOYALTY_LABELS } from '../../../domain/rx/profile';
import { Spinner } from '../../kit/Spinner';
import './profile.css';
import { useFocusOnMount, useFocusWhen } from './useFocus';

type LoyaltyActor = ActorRefFrom<typeof loyaltyCardMachine>;

function LoyaltyForm({
  actor,
  draft,
  error,
  busy,
}: {
  actor: LoyaltyActor;
  draft: string;
  error: string | null;
  busy: boolean;
}) {
  const [value, setValue] = useState(draft);
  const input = useRef<HTMLInputElement>(null);
  useFocusOnMount(input);
  return (
    <form
      className="rx-profile__form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'loyalty.save', value });
      }}
    >
      <div className="field">
        <label htmlFor="rx-loyalty">{LOYALTY_LABELS.number}</label>
        <p id="rx-loyalty-hint" className="field__hint">
          {LOYALTY_LABELS.hint}
        </p>
        <input
          id="rx-loyalty"
          ref={input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'rx-loyalty-hint rx-loyalty-error' : 'rx-loyalty-hint'}
          onChange={(e) => setValue(e.target.value)}
        />
        {error && (
          <p id="rx-loyalty-error" className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {busy && <Spinner label={LOYALTY_LABELS.saving} />}
      <div className="rx-profile__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {LOYALTY_LABELS.save}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => actor.send({ type: 'loyalty.cancel' })}
        >
          {LOYALTY_LABELS.cancel}
        </button>
      </div>
    </form>
  );
}

export function LoyaltyCardSection({ actor }: { actor: LoyaltyActor }) {
  const view = useSelector(
    actor,
    (s) => ({
      viewing: s.matches('viewing'),
      busy: s.hasTag('busy'),
      card: s.context.loyaltyCardNumber,
      alternateId: s.context.alternateId,
      draft: s.context.draft,
      error: s.context.error,
    }),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const editButton = useRef<HTMLButtonElement>(null);
  useFocusWhen(editButton, view.viewing);
  return (
    <section className="card rx-profile__section" aria-labelledby="rx-loyalty-title">
      <h2 id="rx-loyalty-title">{LOYALTY_LABELS.section}</h2>
      <dl className="rx-profile__facts">
        <dt>{LOYALTY_LABELS.number}</dt>
        <dd>{view.card ?? LOYALTY_LABELS.none}</dd>
        <dt>{LOYALTY_LABELS.alternateId}</dt>
        <dd>{view.alternateId ?? LOYALTY_LABELS.noAlternateId}</dd>
      </dl>
      {view.viewing ? (
        <div className="rx-profile__actions">
          <button
            ref={editButton}
            type="button"
            className="button"
            onClick={() => actor.send({ type: 'loyalty.edit' })}
          >
            {view.card ? LOYALTY_LABELS.edit : LOYALTY_LABELS.add}
          </button>
        </div>
      ) : (
        <LoyaltyForm actor={actor} draft={view.draft} error={view.error} busy={view.busy} />
      )}
    </section>
  );
}
