/**
 * Generic form-field rules and their default messages (account-signin.md §5 "Generic form fields"), and the
 * accessibility-alert delay (§9: 250 ms after blur). Defined once: the field kit (ui/kit/fields.tsx), the
 * sign-in page's light form hook and the zod schemas built by ./forms.zod.ts all read these.
 */

export const FIELD_MESSAGES = {
  required: 'Input is required.',
  pattern: 'Input must be valid.',
  minLength: (n: number) => `Input must be ${n} characters or more.`,
  maxLength: (n: number) => `Input must be ${n} characters or less.`,
  min: (n: number) => `Input must be ${n} or more.`,
  max: (n: number) => `Input must be ${n} or less.`,
  requiredCheckbox: 'Check mark is required.',
  requiredSelection: 'A selection is required.',
} as const;

/** §9: the accessibility alert of a field is announced this long after the field loses focus. */
export const A11Y_ALERT_DELAY_MS = 250;

/** A rule with an optional custom message; without one the default of FIELD_MESSAGES applies. */
type WithMessage<T> = T | { value: T; message: string };

/**
 * The rules of one field. Text fields use required/pattern/minLength/maxLength, numeric ones min/max,
 * checkboxes requiredCheckbox, selects requiredSelection. `validate` runs last for cross-field or custom
 * rules (returns a message or undefined).
 */
export interface FieldRules {
  required?: WithMessage<boolean>;
  pattern?: WithMessage<RegExp>;
  minLength?: WithMessage<number>;
  maxLength?: WithMessage<number>;
  min?: WithMessage<number>;
  max?: WithMessage<number>;
  requiredCheckbox?: WithMessage<boolean>;
  requiredSelection?: WithMessage<boolean>;
  validate?: (value: FieldValue) => string | undefined;
}

export type FieldValue = string | boolean;

function unpack<T>(rule: WithMessage<T> | undefined): { value: T; message?: string } | undefined {
  if (rule === undefined) return undefined;
  if (typeof rule === 'object' && rule !== null && 'value' in rule) return rule;
  return { value: rule as T };
}

/** The first failing rule's message for a value, or undefined when the value passes every rule. */
export function checkField(value: FieldValue, rules: FieldRules): string | undefined {
  if (typeof value === 'boolean') {
    const box = unpack(rules.requiredCheckbox);
    if (box?.value && !value) return box.message ?? FIELD_MESSAGES.requiredCheckbox;
    return rules.validate?.(value);
  }
  const selection = unpack(rules.requiredSelection);
  if (selection?.value && value === '') return selection.message ?? FIELD_MESSAGES.requiredSelection;
  const required = unpack(rules.required);
  if (required?.value && value.trim() === '') return required.message ?? FIELD_MESSAGES.required;
  if (value === '') return rules.validate?.(value);
  const pattern = unpack(rules.pattern);
  if (pattern && !pattern.value.test(value)) return pattern.message ?? FIELD_MESSAGES.pattern;
  const minLength = unpack(rules.minLength);
  if (minLength && value.length < minLength.value)
    return minLength.message ?? FIELD_MESSAGES.minLength(minLength.value);
  const maxLength = unpack(rules.maxLength);
  if (maxLength && value.length > maxLength.value)
    return maxLength.message ?? FIELD_MESSAGES.maxLength(maxLength.value);
  const min = unpack(rules.min);
  if (min && Number(value) < min.value) return min.message ?? FIELD_MESSAGES.min(min.value);
  const max = unpack(rules.max);
  if (max && Number(value) > max.value) return max.message ?? FIELD_MESSAGES.max(max.value);
  return rules.validate?.(value);
}

/** Rules of every field of a form, and a whole-form check (first message per field). */
export type FormRules<V extends Record<string, FieldValue>> = { [K in keyof V]?: FieldRules };

export function checkForm<V extends Record<string, FieldValue>>(
  values: V,
  rules: FormRules<V>,
): Partial<Record<keyof V, string>> {
  const errors: Partial<Record<keyof V, string>> = {};
  for (const key of Object.keys(rules) as (keyof V)[]) {
    const message = checkField(values[key] as FieldValue, rules[key]!);
    if (message) errors[key] = message;
  }
  return errors;
}
