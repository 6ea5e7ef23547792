/**
 * zod/mini schemas built from the field rules of ./forms.ts, for forms that use react-hook-form with
 * @hookform/resolvers (ui/kit/useKitForm.ts). The schema defers to checkField, so messages and rule order
 * are the same as the light path (one definition of every rule and message).
 */
import * as z from 'zod/mini';
import { checkField, type FieldValue, type FormRules } from './forms';

/** Cross-field rules (a date in three fields, unique answers, a phone required with an email): messages by field. */
export type FormCheck<V> = (values: V) => Partial<Record<string, string | undefined>>;

export function formSchema<V extends Record<string, FieldValue>>(
  rules: FormRules<V>,
  shape: { [K in keyof V]: V[K] extends boolean ? 'boolean' : 'string' },
  check?: FormCheck<V>,
) {
  const fields: Record<string, z.ZodMiniType> = {};
  for (const key of Object.keys(shape)) {
    const base = shape[key as keyof V] === 'boolean' ? z.boolean() : z.string();
    const fieldRules = rules[key as keyof V];
    fields[key] = fieldRules
      ? (base as z.ZodMiniType<FieldValue>).check(
          z.refine((value: FieldValue) => checkField(value, fieldRules) === undefined, {
            error: (issue) => checkField(issue.input as FieldValue, fieldRules) ?? 'Input must be valid.',
          }),
        )
      : base;
  }
  const object = z.object(fields);
  if (!check) return object as unknown as z.ZodMiniType<V>;
  return object.check(
    z.superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(check(values as unknown as V))) {
        if (message) ctx.addIssue({ code: 'custom', message, path: [field], input: values });
      }
    }),
  ) as unknown as z.ZodMiniType<V>;
}
