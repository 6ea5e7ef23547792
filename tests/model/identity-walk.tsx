/**
 * Form helpers of the identity charts' UI walks (ui-walk.tsx `uiWalkTest`): they act as a person would: find the
 * control by its label, clear it, type or choose.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clears the field with this label and types the value (nothing for an empty value). */
export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

export async function choose(user: UserEvent, label: string | RegExp, value: string) {
  await user.selectOptions(screen.getByLabelText(label), value);
}
