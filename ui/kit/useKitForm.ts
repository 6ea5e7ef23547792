/**
 * The field kit's standard form hook: react-hook-form with @hookform/resolvers and a zod/mini schema built from
 * the rules of domain/forms.ts (domain/forms.zod.ts), so messages are the domain's. Validation mode
 * 'onTouched' (a field is checked when it loses focus, then on every change) and the first invalid field is
 * focused on submit. `errorOf(name)` gives the message for the kit's fields. An optional `check` adds cross-field
 * rules (messages by field name; a name that is no input, like a date in three fields, still gets its message).
 * See ui/kit/fields.tsx.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { FieldValue, FormRules } from '../../domain/forms';
import { type FormCheck, formSchema } from '../../domain/forms.zod';
import type { FieldBinding } from './fields';

export function useKitForm<V extends Record<string, FieldValue> & FieldValues>(options: {
  defaults: V;
  rules: FormRules<V>;
  shape: { [K in keyof V]: V[K] extends boolean ? 'boolean' : 'string' };
  /** Cross-field rules (messages by field), run with the field rules on every validation. */
  check?: FormCheck<V>;
}) {
  const form = useForm<V>({
    defaultValues: options.defaults as DefaultValues<V>,
    mode: 'onTouched',
    shouldFocusError: true,
    resolver: zodResolver(
      formSchema(options.rules, options.shape, options.check) as never,
    ) as unknown as Resolver<V>,
  });
  return {
    form,
    register: (name: Path<V>) => form.register(name) as unknown as FieldBinding,
    errorOf: (name: Path<V> | (string & {})) =>
      (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message as
        | string
        | undefined,
    handleSubmit: form.handleSubmit,
  };
}
