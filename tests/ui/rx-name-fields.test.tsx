/**
 * The identity forms' "Personal Information" section (pharmacy-portal.md §2.4 "Forms"; ui/rx/identity/fields.tsx
 * NameFields): labelled first and last name; for a pet, the pet's names; the browser offers the shopper's own name
 * only where the form is about the shopper (not a child's, another adult's or a pet's details).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FieldBinding } from '../../ui/kit/fields';
import { NameFields } from '../../ui/rx/identity/fields';

const form = {
  register: ((name: string): FieldBinding => ({
    name,
    ref: () => undefined,
    onChange: () => undefined,
    onBlur: () => undefined,
  })) as unknown as (name: never) => FieldBinding,
  errorOf: (name: string) => (name === 'lastName' ? 'Last Name is required' : undefined),
};

describe('NameFields', () => {
  it.each([
    {
      case: "the shopper's own details",
      props: {},
      first: 'First Name',
      last: 'Last Name',
      auto: ['given-name', 'family-name'],
    },
    {
      case: "a child's or another adult's details",
      props: { ownName: false },
      first: 'First Name',
      last: 'Last Name',
      auto: [null, null],
    },
    {
      case: "a pet's details",
      props: { pet: true, ownName: false },
      first: "Pet's Name",
      last: "Pet's Last Name",
      auto: [null, null],
    },
  ])('$case: labels "$first" and "$last", autocomplete $auto', ({ props, first, last, auto }) => {
    render(<NameFields form={form} idPrefix="t" {...props} />);
    expect(screen.getByRole('group', { name: 'Personal Information' })).toBeTruthy();
    const firstField = screen.getByLabelText(first);
    const lastField = screen.getByLabelText(last);
    expect([firstField.getAttribute('autocomplete'), lastField.getAttribute('autocomplete')]).toEqual(auto);
    expect([firstField.getAttribute('name'), lastField.getAttribute('name')]).toEqual([
      'firstName',
      'lastName',
    ]);
    expect(screen.getByText('Last Name is required')).toBeTruthy();
  });
});
