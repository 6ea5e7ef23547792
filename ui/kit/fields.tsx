/**
 * The shared form-field kit (account-signin.md §5 "Generic form fields"); every form of the product reuses it.
 *
 * API (generic, no knowledge of any form):
 * - `FieldBinding`: what an input is wired with: `{ name, ref, onChange, onBlur }` plus `value`/`checked` for
 *   controlled use or `defaultValue`/`defaultChecked` for uncontrolled use. Both form hooks produce it: `useKitForm(...).register(name)` (react-hook-form + zod rules
 *   from domain/forms.ts) and `useLightForm(...).register(name)` (the same rules and messages without
 *   react-hook-form, for pages on a tight first-load budget such as /signin).
 * - `<TextField id label binding error ... />`, `<CheckboxField ... />`, `<SelectField ... options />`: a
 *   labelled control with its message. The message shows when the form reports one (after blur or submit,
 *   i.e. "on focus or validation") and is tied to the control with aria-describedby/aria-invalid.
 * - Accessibility alert (§9): 250 ms (A11Y_ALERT_DELAY_MS) after the control loses focus, its current message is
 *   announced once in a polite live region (`useFieldAlert`, the fieldAlert chart).
 * - On an invalid submit both hooks focus the first invalid field (in the order of the rules).
 * Rules and default messages live in domain/forms.ts (required, pattern, minLength, maxLength, min, max,
 * required checkbox, required selection); forms pass per-field rules with their own messages where the spec
 * gives them.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, type Ref, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';

export interface FieldBinding {
  name: string;
  ref: Ref<HTMLInputElement & HTMLSelectElement>;
  onChange: (event: { target: unknown; type?: unknown }) => unknown;
  onBlur: (event: { target: unknown; type?: unknown }) => unknown;
  value?: string;
  checked?: boolean;
  /** Uncontrolled use (useLightForm): the field starts from these and holds what is typed. */
  defaultValue?: string;
  defaultChecked?: boolean;
}

/**
 * The field's accessibility alert (§5, §9): a fieldAlert chart per field announces its current message
 * A11Y_ALERT_DELAY_MS after blur and clears it on focus (machines/shared/fieldAlert). The view only reports
 * blur, focus and the message, and renders what the chart announces.
 */
export function useFieldAlert(message: string | undefined): FieldAlertActor {
  const actor = useActorRef(fieldAlertMachine);
  useEffect(() => actor.send({ type: 'field.messageChanged', message }), [actor, message]);
  return actor;
}
export type FieldAlertActor = ActorRefFrom<typeof fieldAlertMachine>;

/** What a field reports to its alert chart. */
export function fieldAlertHandlers(actor: FieldAlertActor) {
  return {
    onBlur: () => actor.send({ type: 'field.blurred' }),
    onFocus: () => actor.send({ type: 'field.focused' }),
  };
}

interface BaseProps {
  id: string;
  label: ReactNode;
  binding: FieldBinding;
  error?: string | undefined;
  hint?: ReactNode;
  disabled?: boolean;
}

function Message({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="field__error">
      {error}
    </p>
  ) : null;
}

/** The field's polite live region: says what its alert chart announces. */
export function LiveRegion({ id, actor }: { id: string; actor: FieldAlertActor }) {
  const text = useSelector(actor, (s) => s.context.announced);
  return (
    <span id={`${id}-live`} className="visually-hidden" aria-live="polite" role="status">
      {text}
    </span>
  );
}

function wire(binding: FieldBinding, alert: FieldAlertActor) {
  const { onBlur, ...rest } = binding;
  const report = fieldAlertHandlers(alert);
  return {
    ...rest,
    onBlur: (event: { target: unknown; type?: unknown }) => {
      onBlur(event);
      report.onBlur();
    },
    onFocus: report.onFocus,
  };
}

export function TextField({
  id,
  label,
  binding,
  error,
  hint,
  disabled,
  type = 'text',
  autoComplete,
  readOnly,
  inputMode,
  after,
}: BaseProps & {
  type?: 'text' | 'email' | 'password' | 'tel' | 'number';
  autoComplete?: string;
  readOnly?: boolean;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  /** Rendered after the input inside the field (e.g. a show/hide toggle). */
  after?: ReactNode;
}) {
  const alert = useFieldAlert(error);
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <div className="field__control">
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          readOnly={readOnly}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...wire(binding, alert)}
        />
        {after}
      </div>
      <Message id={id} error={error} />
      <LiveRegion id={id} actor={alert} />
    </div>
  );
}

/** A show/hide toggle for a password field's `after` slot: a pressed button that controls the input. */
export function PasswordToggle({
  controls,
  shown,
  onToggle,
  labels,
}: {
  controls: string;
  shown: boolean;
  onToggle: () => void;
  labels: { show: string; hide: string };
}) {
  return (
    <button
      type="button"
      className="button sign-in__toggle"
      aria-controls={controls}
      aria-pressed={shown}
      onClick={onToggle}
    >
      {shown ? labels.hide : labels.show}
    </button>
  );
}

export function CheckboxField({ id, label, binding, error, disabled }: BaseProps) {
  const alert = useFieldAlert(error);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...wire(binding, alert)}
      />
      <label htmlFor={id}>{label}</label>
      <Message id={id} error={error} />
      <LiveRegion id={id} actor={alert} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  binding,
  error,
  disabled,
  options,
  placeholder,
}: BaseProps & { options: readonly { value: string; label: string }[]; placeholder: string }) {
  const alert = useFieldAlert(error);
  const { ref, ...rest } = wire(binding, alert);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        ref={ref as Ref<HTMLSelectElement>}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...(rest as object)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Message id={id} error={error} />
      <LiveRegion id={id} actor={alert} />
    </div>
  );
}
