/**
 * The loyalty-card section (pharmacy-portal.md §5 "Alternate ID", "Loyalty number"): the covering set of the
 * loyalty-card chart's generated paths walked through the controls a person uses. Outside input: the pharmacy's
 * answers.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { loyaltyCardModel } from '../../machines/rx/loyaltyCard/loyaltyCard.fixtures';
import { loyaltyCardMachine } from '../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { LoyaltyCardSection } from '../../ui/rx/profile/LoyaltyCardSection';
import { type ControlExecutors, serverAnswer, type WalkContext, uiWalkTest } from './ui-walk';

type M = typeof loyaltyCardMachine;

const executors = {
  'loyalty.edit': (ctx) => ctx.user.click(screen.getByRole('button', { name: /^(Edit Card|Add Card)$/ })),
  'loyalty.save': async (ctx, e) => {
    const field = screen.getByLabelText('Loyalty Card Number');
    await ctx.user.clear(field);
    if (e.value !== '') await ctx.user.type(field, e.value);
    await ctx.user.click(screen.getByRole('button', { name: 'Save Card' }));
  },
  'loyalty.cancel': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Cancel' })),
  'xstate.done.actor.saveLoyaltyCard': serverAnswer('saveLoyaltyCard'),
  'xstate.error.actor.saveLoyaltyCard': serverAnswer('saveLoyaltyCard'),
  'xstate.done.actor.deleteLoyaltyCard': serverAnswer('deleteLoyaltyCard'),
  'xstate.error.actor.deleteLoyaltyCard': serverAnswer('deleteLoyaltyCard'),
} satisfies ControlExecutors<M>;

function assertState(_ctx: WalkContext<M>, s: SnapshotFrom<M>) {
  const section = screen.getByRole('region', { name: 'Loyalty Card' });
  const card = s.context.loyaltyCardNumber;
  expect(section).toHaveTextContent(card ?? 'No loyalty card on file');
  expect(section).toHaveTextContent(`Alternate ID${s.context.alternateId ?? 'None'}`);
  if (s.matches('viewing')) {
    expect(within(section).getByRole('button', { name: card ? 'Edit Card' : 'Add Card' })).toBeEnabled();
  } else {
    const field = within(section).getByLabelText('Loyalty Card Number');
    const save = within(section).getByRole('button', { name: 'Save Card' });
    expect(save).toHaveProperty('disabled', s.hasTag('busy'));
    if (s.context.error) {
      expect(within(section).getByRole('alert')).toHaveTextContent(s.context.error);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    } else {
      expect(within(section).queryByRole('alert')).toBeNull();
    }
  }
}

describe('loyalty-card section: walked along the loyalty-card chart', () => {
  uiWalkTest('rxLoyaltyCard: every state and transition through the Loyalty Card section', {
    machine: loyaltyCardMachine,
    model: loyaltyCardModel,
    render: (actor) => <LoyaltyCardSection actor={actor as ActorRefFrom<M>} />,
    executors,
    assertState,
  });
});
