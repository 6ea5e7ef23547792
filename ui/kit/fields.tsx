/**
 * The shared form-field kit (account-signin.md §5 "Generic form fields"); every form of the product reuses it.
 *
 * API (generic, no knowledge of any form):
 * - `FieldBinding`: what an input is wired with: `{ name, ref, onChange, onBlur }` plus `value`/`checked` for
 *   controlled use or `defaultValue`/`defaultChecked` for uncontrolled use. Both form hooks produce it: `useKitForm(...).register(name)` (react-hook-form + zod rules
 *   from src/domain/forms.ts) and `useLightForm(...).register(name)` (the same rules and messages without
 *   react-hook-form, for pages on a tight first-load budget such as /signin).
 * - `<TextField id label binding error ... />`, `<CheckboxField ... />`, `<SelectField ... options />`: a
 *   labelled control with its message. The message shows when the form reports one (after blur or submit,
 *   i.e. "on focus or validation") and is tied to the control with aria-describedby/aria-invalid.
 * - Accessibility alert (§9): 250 ms (A11Y_ALERT_DELAY_MS) after the control loses focus, its current message is
 *   announced once in a polite live region (`useBlurAnnouncement`).
 * - On an invalid submit both hooks focus the first invalid field (in the order of the rules).
 * Rules and default messages live in src/domain/forms.ts (required, pattern, minLength, maxLength, min, max,
 * required checkbox, required selection); forms pass per-field rules with their own messages where the spec
 * gives them.
 */
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { A11Y_ALERT_DELAY_MS } from '../../src/domain/forms';

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
 * Announces `message` in a live region A11Y_ALERT_DELAY_MS after blur (and clears it on focus), so screen
 * readers hear the field's message once the shopper has left the field, not while typing.
 */
export function useBlurAnnouncement(message: string | undefined) {
  const [announced, setAnnounced] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(message);
  latest.current = message;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    announced,
    onBlur: () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => setAnnounced(latest.current ?? ''), A11Y_ALERT_DELAY_MS);
    },
    onFocus: () => {
      if (timer.current) clearTimeout(timer.current);
      setAnnounced('');
    },
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

function LiveRegion({ id, text }: { id: string; text: string }) {
  return (
    <span id={`${id}-live`} className="visually-hidden" aria-live="polite" role="status">
      {text}
    </span>
  );
}

function wire(binding: FieldBinding, announce: ReturnType<typeof useBlurAnnouncement>) {
  const { onBlur, ...rest } = binding;
  return {
    ...rest,
    onBlur: (event: { target: unknown; type?: unknown }) => {
      onBlur(event);
      announce.onBlur();
    },
    onFocus: announce.onFocus,
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
  const announce = useBlurAnnouncement(error);
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
          {...wire(binding, announce)}
        />
        {after}
      </div>
      <Message id={id} error={error} />
      <LiveRegion id={id} text={announce.announced} />
    </div>
  );
}

export function CheckboxField({ id, label, binding, error, disabled }: BaseProps) {
  const announce = useBlurAnnouncement(error);
  return (
    <div className="field field--checkbox">
      <input
        id={id}
        type="checkbox"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...wire(binding, announce)}
      />
      <label htmlFor={id}>{label}</label>
      <Message id={id} error={error} />
      <LiveRegion id={id} text={announce.announced} />
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
  const announce = useBlurAnnouncement(error);
  const { ref, ...rest } = wire(binding, announce);
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
      <LiveRegion id={id} text={announce.announced} />
    </div>
  );
}
