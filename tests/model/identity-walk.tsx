/**
 * Form helpers of the identity charts' UI walks (ui-walk.tsx `uiWalkTest`): they act as a person would: find the
 * control by its label, clear it, type or choose; ShownLocation shows the router's address so a walk sees a route's
 * navigation.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';

/** Clears the field with this label and types the value (nothing for an empty value). */
export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

export async function choose(user: UserEvent, label: string | RegExp, value: string) {
  await user.selectOptions(screen.getByLabelText(label), value);
}

/** The router's address (path and query) as the walk reads it: a route's navigation shows here. */
export function ShownLocation() {
  const location = useLocation();
  return <p data-testid="walk-location">{`${location.pathname}${location.search}`}</p>;
}

/** The address the router is on, as ShownLocation shows it. */
export const shownLocation = () => screen.getByTestId('walk-location').textContent;
