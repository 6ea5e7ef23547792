/**
 * The addresses section (pharmacy-portal.md §2.4, §3 "Address", §8 "Addresses"): the covering set of the
 * addresses chart's generated paths walked through the controls a person uses (buttons by name, fields by label).
 * Outside input: the pharmacy's answers (done / error of the four calls).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { addressesModel, HOME_ADDRESS, VINE_STREET } from '../../machines/rx/addresses/addresses.fixtures';
import { addressesMachine } from '../../machines/rx/addresses/addresses.machine';
import { ADDRESS_LABELS } from '../../domain/rx/profile';
import { AddressesSection } from '../../ui/rx/profile/AddressesSection';
import { generatePaths } from './graph';
import {
  type ControlExecutors,
  serverAnswer,
  type UserContext,
  uiWalkTest,
  type WalkContext,
  walkThroughControls,
} from './ui-walk';

type M = typeof addressesMachine;
const homeLine = '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227';

async function fill(ctx: UserContext<M>, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await ctx.user.clear(field);
  if (value !== '') {
    await ctx.user.click(field);
    await ctx.user.paste(value);
  }
}

const executors = {
  'addresses.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try Again' })),
  'addresses.add': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Add Address' })),
  'addresses.edit': (ctx, e) => {
    expect(e.addressId).toBe(HOME_ADDRESS.addressId);
    return ctx.user.click(screen.getByRole('button', { name: `Edit ${homeLine}` }));
  },
  'addresses.delete': (ctx, e) => {
    expect(e.addressId).toBe(HOME_ADDRESS.addressId);
    return ctx.user.click(screen.getByRole('button', { name: `Delete ${homeLine}` }));
  },
  'addresses.submit': async (ctx, e) => {
    await fill(ctx, 'Address Line 1', e.values.address1);
    await fill(ctx, 'Address Line 2 (Apt/Suite)', e.values.address2);
    await fill(ctx, 'City', e.values.city);
    await ctx.user.selectOptions(screen.getByLabelText('State'), e.values.state);
    await fill(ctx, 'Postal Code', e.values.zipCode);
    await ctx.user.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() =>
      expect(ctx.snapshot().matches({ adding: 'form' }) || ctx.snapshot().matches({ editing: 'form' })).toBe(
        false,
      ),
    );
  },
  'addresses.confirmDelete': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Delete Address' })),
  'addresses.cancel': (ctx) =>
    ctx.user.click(
      screen.queryByRole('button', { name: 'Keep Address' }) ??
        screen.getByRole('button', { name: 'Cancel' }),
    ),
  'xstate.done.actor.fetchAddresses': serverAnswer('fetchAddresses'),
  'xstate.error.actor.fetchAddresses': serverAnswer('fetchAddresses'),
  'xstate.done.actor.addAddress': serverAnswer('addAddress'),
  'xstate.error.actor.addAddress': serverAnswer('addAddress'),
  'xstate.done.actor.updateAddress': serverAnswer('updateAddress'),
  'xstate.error.actor.updateAddress': serverAnswer('updateAddress'),
  'xstate.done.actor.deleteAddress': serverAnswer('deleteAddress'),
  'xstate.error.actor.deleteAddress': serverAnswer('deleteAddress'),
} satisfies ControlExecutors<M>;

function assertState(_ctx: WalkContext<M>, s: SnapshotFrom<M>) {
  const section = screen.getByRole('region', { name: 'Addresses' });
  const { error, addresses, limitReached } = s.context;
  if (s.matches('loading')) {
    expect(within(section).getByRole('status')).toHaveTextContent('Loading addresses…');
  } else if (s.matches('failed')) {
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'We could not load the addresses. Please try again.',
    );
  } else if (s.matches('adding') || s.matches('editing')) {
    const form = within(section).getByRole('form', {
      name: s.matches('adding') ? 'Add an Address' : 'Edit Address',
    });
    if (error) expect(within(form).getByRole('alert')).toHaveTextContent(error);
    expect(within(form).getByRole('button', { name: 'Save Address' })).toHaveProperty(
      'disabled',
      s.matches({ adding: 'saving' }) || s.matches({ editing: 'saving' }),
    );
    if (s.matches({ editing: 'form' }) && !s.context.values) {
      expect(within(form).getByLabelText('Address Line 1')).toHaveValue(HOME_ADDRESS.addressDetails.address1);
    }
  } else {
    const list = within(section).getByRole('list', { name: 'Addresses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(addresses.length);
    expect(within(list).getByText(homeLine)).toBeInTheDocument();
    if (error) expect(within(section).getByRole('alert')).toHaveTextContent(error);
    if (s.matches('list')) {
      const add = within(section).queryByRole('button', { name: ADDRESS_LABELS.add });
      expect(add === null).toBe(limitReached);
      if (limitReached && !error) {
        expect(section).toHaveTextContent(
          'You can keep up to 2 addresses for a patient. Delete one to add another.',
        );
      }
    }
    if (s.matches({ deleting: 'confirming' })) {
      expect(within(section).getByRole('group', { name: 'Delete this address?' })).toBeInTheDocument();
    }
    if (s.matches({ deleting: 'removing' }))
      expect(within(section).getByRole('status')).toHaveTextContent('Deleting the address…');
  }
}

const render = (actor: unknown) => (
  <MemoryRouter>
    <AddressesSection actor={actor as ActorRefFrom<M>} />
  </MemoryRouter>
);

describe('addresses section: walked along the addresses chart', () => {
  uiWalkTest('rxAddresses: every state and transition through the Addresses section', {
    machine: addressesMachine,
    model: addressesModel,
    render,
    executors,
    assertState,
  });
  it('the form refuses what §5 refuses before anything is sent', () =>
    walkThroughControls(
      {
        machine: addressesMachine,
        input: addressesModel.input,
        render,
        executors: {
          ...executors,
          'addresses.submit': async (ctx) => {
            await fill(ctx, 'Address Line 1', '');
            await fill(ctx, 'Postal Code', '4522');
            await ctx.user.click(screen.getByRole('button', { name: 'Save Address' }));
            const form = screen.getByRole('form', { name: 'Add an Address' });
            await waitFor(() => expect(within(form).getByText('Invalid postal code')).toBeInTheDocument());
            expect(within(form).getAllByText('Required').length).toBeGreaterThanOrEqual(3);
            expect(ctx.snapshot().matches({ adding: 'form' })).toBe(true);
            await executors['addresses.submit'](ctx, { type: 'addresses.submit', values: VINE_STREET });
          },
        },
        assertState,
      },
      generatePaths({
        machine: addressesMachine,
        events: addressesModel.events as never,
        serializeState: addressesModel.serializeState as never,
        input: addressesModel.input,
      }).find(
        (p) =>
          p.steps.map((st) => st.event.type).join() ===
          'xstate.done.actor.fetchAddresses,addresses.add,addresses.submit,xstate.done.actor.addAddress',
      )!,
    ));
});
