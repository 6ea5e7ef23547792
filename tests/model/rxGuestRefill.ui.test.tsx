/**
 * The guest refill page walked along the chart's generated paths (pharmacy-portal.md §2.1, §4 "Guest easy fill",
 * §8): every step through its control (the phone and rx number fields, Add Another Prescription, Check
 * Prescriptions, the refillable prescription's checkbox, your phone, the pickup time, Submit Refill Request, Change
 * Prescriptions, Done). Outside input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { guestRefillModel, PICKUP_TIMES } from '../../machines/rx/guestRefill/guestRefill.fixtures';
import { guestRefillMachine } from '../../machines/rx/guestRefill/guestRefill.machine';
import { formatPickupTime, GUEST_REFILL_TEXTS } from '../../domain/rx/guest-refill';
import { GuestRefillPage } from '../../ui/rx/guestRefill/GuestRefillPage';
import { type ControlExecutors, serverAnswer, uiWalkTest, type UserContext } from './ui-walk';

type Machine = typeof guestRefillMachine;
type Snapshot = ReturnType<ActorRefFrom<Machine>['getSnapshot']>;
const INVALID =
  'You have entered incorrect or invalid information.  Please check your information and try again.';
const GENERIC = 'We were unable to complete your request at this time, please try again.';

/** The page's busy notice (the fields have polite live regions of their own). */
function expectBusy(text: string) {
  expect(screen.getByText(text).closest('[role="status"]')).not.toBeNull();
}

async function typeInto(ctx: UserContext<Machine>, field: HTMLElement, text: string) {
  await ctx.user.clear(field);
  await ctx.user.type(field, text);
}

describe('guest refill page: walked along the guest refill chart', () => {
  uiWalkTest('rxGuestRefill: every state and transition through the guest refill page', {
    machine: guestRefillMachine,
    model: guestRefillModel,
    render: (actor) => (
      <MemoryRouter>
        <GuestRefillPage actor={actor as ActorRefFrom<Machine>} />
      </MemoryRouter>
    ),
    executors: {
      'guestRefill.check': async (ctx, event) => {
        await typeInto(ctx, screen.getByLabelText(GUEST_REFILL_TEXTS.pharmacyPhone), event.pharmacyPhone);
        for (const [i, rx] of event.rxNumbers.entries()) {
          if (!screen.queryByLabelText(GUEST_REFILL_TEXTS.rxNumber(i + 1))) {
            await ctx.user.click(screen.getByRole('button', { name: GUEST_REFILL_TEXTS.addPrescription }));
          }
          await typeInto(ctx, screen.getByLabelText(GUEST_REFILL_TEXTS.rxNumber(i + 1)), rx);
        }
        await ctx.user.click(screen.getByRole('button', { name: GUEST_REFILL_TEXTS.check }));
      },
      'guestRefill.toggle': (ctx) =>
        ctx.user.click(screen.getByRole('checkbox', { name: 'Rx #1234567: Ready to refill' })),
      'guestRefill.submit': async (ctx, event) => {
        await typeInto(ctx, screen.getByLabelText(GUEST_REFILL_TEXTS.contactPhone), event.contactPhone);
        await ctx.user.selectOptions(
          screen.getByLabelText(GUEST_REFILL_TEXTS.pickupTime),
          formatPickupTime(new Date(event.pickupTime)),
        );
        await ctx.user.click(screen.getByRole('button', { name: GUEST_REFILL_TEXTS.submit }));
      },
      'guestRefill.edit': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: GUEST_REFILL_TEXTS.edit })),
      'guestRefill.close': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: GUEST_REFILL_TEXTS.close })),
      'xstate.done.actor.validatePrescriptions': serverAnswer('validatePrescriptions'),
      'xstate.error.actor.validatePrescriptions': serverAnswer('validatePrescriptions'),
      'xstate.done.actor.orderGuestRefill': serverAnswer('orderGuestRefill'),
      'xstate.error.actor.orderGuestRefill': serverAnswer('orderGuestRefill'),
    } satisfies ControlExecutors<Machine>,
    assertState: (_ctx, snapshot) => {
      const s = snapshot as Snapshot;
      if (s.matches('editing')) {
        expect(screen.getByLabelText(GUEST_REFILL_TEXTS.pharmacyPhone)).toBeEnabled();
        if (s.context.error) expect(screen.getByRole('alert').textContent).toContain(GENERIC);
        else expect(screen.queryByRole('alert')).toBeNull();
      } else if (s.matches('checking')) {
        expectBusy(GUEST_REFILL_TEXTS.checking);
      } else if (s.matches('confirmed')) {
        const dialog = screen.getByRole('dialog', { name: GUEST_REFILL_TEXTS.confirmationTitle });
        expect(dialog).toHaveTextContent('Rx #1234567');
        expect(dialog).toHaveTextContent(formatPickupTime(new Date(PICKUP_TIMES[0] ?? '')));
        expect(dialog).toHaveTextContent('FreshWay Pharmacy Oakley');
        // The form is reset behind it.
        expect(screen.getByLabelText(GUEST_REFILL_TEXTS.pharmacyPhone)).toHaveValue('');
      } else {
        expect(screen.getByRole('checkbox', { name: 'Rx #1234567: Ready to refill' })).toHaveProperty(
          'checked',
          s.context.selected.length > 0,
        );
        expect(
          screen.getByText('Rx #1234573: This prescription is not refillable at this time.'),
        ).toBeVisible();
        const invalid = screen.getByText(/^Rx #7654321:/);
        expect(invalid.textContent).toBe(`Rx #7654321: ${INVALID}`);
        // Only the refillable one can be ticked.
        expect(screen.getAllByRole('checkbox')).toHaveLength(1);
        if (s.matches('submitting')) {
          expectBusy(GUEST_REFILL_TEXTS.submitting);
        } else if (s.context.error) {
          expect(within(screen.getByRole('alert')).getByText(/./).textContent).toBe(s.context.error);
        }
      }
    },
  });
});
