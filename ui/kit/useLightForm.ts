/**
 * The field kit's light form hook: the rules and messages of domain/forms.ts without react-hook-form
 * (~10 kB gzip), for pages on a tight first-load budget (the sign-in page). Same FieldBinding as useKitForm,
 * so the kit's fields work with either. Validation: a field is checked on blur and, once it has a message,
 * on every change; submit checks every field and focuses the first invalid one (in the order of `rules`).
 *
 * Like react-hook-form, the fields are uncontrolled: the page's fields hold what was typed, and the hook reads
 * them. A server-rendered page (src/entry-server.tsx) is hydrated without touching its fields, so whatever the
 * shopper typed before the page's code ran is kept: it is read when a field attaches and again on submit.
 */
import { useCallback, useRef, useState } from 'react';
import { checkField, type FieldValue, type FormRules } from '../../domain/forms';
import type { FieldBinding } from './fields';

type Errors<V> = Partial<Record<keyof V, string>>;
type Field = HTMLInputElement | HTMLSelectElement;

const isBoxField = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');
const fieldValue = (el: Field): FieldValue => (isBoxField(el) ? el.checked : el.value);

export function useLightForm<V extends Record<string, FieldValue>>(options: {
  defaults: V;
  rules: FormRules<V>;
}) {
  const [values, setValues] = useState<V>(options.defaults);
  const [errors, setErrors] = useState<Errors<V>>({});
  const refs = useRef(new Map<keyof V, Field>());
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const rules = options.rules;
  const defaults = useRef(options.defaults).current;

  const check = useCallback(
    (name: keyof V, value: FieldValue) => {
      const fieldRules = rules[name];
      const message = fieldRules ? checkField(value, fieldRules) : undefined;
      setErrors((prev) => {
        if (prev[name] === message) return prev;
        const next = { ...prev };
        if (message) next[name] = message;
        else delete next[name];
        return next;
      });
    },
    [rules],
  );

  /** Takes a value into the hook's state (and the ref, so a submit in the same task sees it). */
  const remember = useCallback((name: keyof V, value: FieldValue) => {
    if (valuesRef.current[name] === value) return;
    valuesRef.current = { ...valuesRef.current, [name]: value };
    setValues((prev) => (prev[name] === value ? prev : { ...prev, [name]: value }));
  }, []);

  /** Sets a field from the page's code (e.g. the locked email of §4 "social link needed"). */
  const setValue = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => {
      const el = refs.current.get(name);
      if (el && isBoxField(el)) el.checked = value as boolean;
      else if (el) el.value = value as string;
      remember(name, value);
    },
    [remember],
  );

  const focus = useCallback((name: keyof V) => refs.current.get(name)?.focus(), []);

  /**
   * Checks one field as a submit would (shows its message; focuses it when invalid) and tells whether it passed:
   * for an action that needs that field but is not the form's submit (e.g. Google needs the required terms).
   */
  const checkOne = useCallback(
    (name: keyof V): boolean => {
      const el = refs.current.get(name);
      if (el) remember(name, fieldValue(el));
      const fieldRules = rules[name];
      const message = fieldRules ? checkField(valuesRef.current[name] as FieldValue, fieldRules) : undefined;
      check(name, valuesRef.current[name] as FieldValue);
      if (message) el?.focus();
      return message === undefined;
    },
    [rules, remember, check],
  );

  function register(name: keyof V & string): FieldBinding {
    const initial = defaults[name];
    return {
      name,
      ref: (el: Field | null) => {
        if (!el) {
          refs.current.delete(name);
          return;
        }
        refs.current.set(name, el);
        // Typed before the page's code ran (a server-rendered page): the field already holds it.
        remember(name, fieldValue(el));
      },
      onChange: (event) => {
        const value = fieldValue(event.target as Field) as V[typeof name];
        remember(name, value);
        if (errorsRef.current[name] !== undefined) check(name, value);
      },
      onBlur: (event) => check(name, fieldValue(event.target as Field)),
      ...(typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial as string }),
    };
  }

  /**
   * Checks every field; on success calls onValid with the values, else focuses the first invalid field and
   * calls onInvalid (e.g. to clear an earlier answer's alert).
   */
  function handleSubmit(onValid: (values: V) => void, onInvalid?: () => void) {
    return (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      // The fields are the truth: read them all (nothing typed is missed, whenever it was typed).
      for (const [name, el] of refs.current) remember(name, fieldValue(el));
      const found: Errors<V> = {};
      for (const name of Object.keys(rules) as (keyof V)[]) {
        const message = checkField(valuesRef.current[name] as FieldValue, rules[name]!);
        if (message) found[name] = message;
      }
      setErrors(found);
      const first = (Object.keys(rules) as (keyof V)[]).find((name) => found[name]);
      if (first !== undefined) {
        refs.current.get(first)?.focus();
        onInvalid?.();
        return;
      }
      onValid(valuesRef.current);
    };
  }

  return {
    values,
    errors,
    register,
    handleSubmit,
    setValue,
    focus,
    checkOne,
  };
}
