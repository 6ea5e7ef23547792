/**
 * The field kit's light form hook: the rules and messages of src/domain/forms.ts without react-hook-form
 * (~10 kB gzip), for pages on a tight first-load budget (the sign-in page). Same FieldBinding as useKitForm,
 * so the kit's fields work with either. Validation: a field is checked on blur and, once it has a message,
 * on every change; submit checks every field and focuses the first invalid one (in the order of `rules`).
 */
import { useCallback, useRef, useState } from 'react';
import { checkField, type FieldValue, type FormRules } from '../../src/domain/forms';
import type { FieldBinding } from './fields';

type Errors<V> = Partial<Record<keyof V, string>>;

export function useLightForm<V extends Record<string, FieldValue>>(options: {
  defaults: V;
  rules: FormRules<V>;
}) {
  const [values, setValues] = useState<V>(options.defaults);
  const [errors, setErrors] = useState<Errors<V>>({});
  const refs = useRef(new Map<keyof V, HTMLInputElement | HTMLSelectElement | null>());
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const rules = options.rules;

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

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const focus = useCallback((name: keyof V) => refs.current.get(name)?.focus(), []);

  function register(name: keyof V & string): FieldBinding {
    const current = values[name];
    const isBox = typeof current === 'boolean';
    return {
      name,
      ref: (el: HTMLInputElement | HTMLSelectElement | null) => {
        refs.current.set(name, el);
      },
      onChange: (event) => {
        const target = event.target as HTMLInputElement;
        const value = (isBox ? target.checked : target.value) as V[typeof name];
        setValue(name, value);
        if (errorsRef.current[name] !== undefined) check(name, value);
      },
      onBlur: () => check(name, valuesRef.current[name] as FieldValue),
      ...(isBox ? { checked: current as boolean } : { value: current as string }),
    };
  }

  /** Checks every field; on success calls onValid with the values, else focuses the first invalid field. */
  function handleSubmit(onValid: (values: V) => void) {
    return (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      const found: Errors<V> = {};
      for (const name of Object.keys(rules) as (keyof V)[]) {
        const message = checkField(valuesRef.current[name] as FieldValue, rules[name]!);
        if (message) found[name] = message;
      }
      setErrors(found);
      const first = (Object.keys(rules) as (keyof V)[]).find((name) => found[name]);
      if (first !== undefined) {
        refs.current.get(first)?.focus();
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
  };
}
