/**
 * The pay-online page walked along the chart's generated paths (pharmacy-portal.md §2.1, §4 "Online pay", §8):
 * every step through its control (checkboxes, card radios, the terms, Pay Now, Try Again, Change Selection).
 * Outside input: the payment service's answers.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { payOnlineModel } from '../../machines/rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { ONLINE_PAY_TEXTS } from '../../domain/rx/online-pay';
import { PayOnlinePage } from '../../ui/rx/payOnline/PayOnlinePage';
import { type ControlExecutors, serverAnswer, uiWalkTest } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof payOnlineMachine>['getSnapshot']>;
const SETUP_ERROR = 'There was an error setting up online pay.  Please try again.';

describe('pay-online page: walked along the pay-online chart', () => {
  uiWalkTest('rxPayOnline: every state and transition through the pay-online page', {
    machine: payOnlineMachine,
    model: payOnlineModel,
    render: (actor) => (
      <MemoryRouter>
        <PayOnlinePage actor={actor as ActorRefFrom<typeof payOnlineMachine>} logo="data:," />
      </MemoryRouter>
    ),
    executors: {
      'payOnline.load': (ctx) => ctx.user.click(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.retry })),
      'payOnline.toggle': (ctx) =>
        ctx.user.click(screen.getByRole('checkbox', { name: /Amoxicillin 500 mg/ })),
      'payOnline.chooseCard': (ctx) =>
        ctx.user.click(screen.getByRole('radio', { name: ONLINE_PAY_TEXTS.cardLabel('DISCOVER', '6611') })),
      'payOnline.acceptTerms': async (ctx) => {
        const box = screen.getByRole('checkbox', { name: ONLINE_PAY_TEXTS.agree });
        // The event says "accepted": a ticked box is unticked and ticked again.
        if ((box as HTMLInputElement).checked) await ctx.user.click(box);
        await ctx.user.click(box);
      },
      'payOnline.submit': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.submit })),
      'payOnline.retry': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.retry })),
      'payOnline.edit': (ctx) =>
        ctx.user.click(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.changeSelection })),
      'xstate.done.actor.loadOnlinePay': serverAnswer('loadOnlinePay'),
      'xstate.error.actor.loadOnlinePay': serverAnswer('loadOnlinePay'),
      'xstate.done.actor.createPaymentIntent': serverAnswer('createPaymentIntent'),
      'xstate.error.actor.createPaymentIntent': serverAnswer('createPaymentIntent'),
      'xstate.done.actor.createOnlinePayment': serverAnswer('createOnlinePayment'),
      'xstate.error.actor.createOnlinePayment': serverAnswer('createOnlinePayment'),
      'xstate.done.actor.associatePayment': serverAnswer('associatePayment'),
      'xstate.error.actor.associatePayment': serverAnswer('associatePayment'),
    } satisfies ControlExecutors<typeof payOnlineMachine>,
    assertState: (_ctx, snapshot) => {
      const s = snapshot as Snapshot;
      if (s.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(ONLINE_PAY_TEXTS.loading);
      } else if (s.matches('loadFailed')) {
        // Exactly as §8 gives it, two spaces included.
        expect(screen.getByRole('alert').textContent).toContain(SETUP_ERROR);
      } else if (s.matches('paid')) {
        const card =
          s.context.paidCard?.brand === 'DISCOVER' ? 'DISCOVER ending in 6611' : 'VISA ending in 1111';
        expect(screen.getByRole('status')).toHaveTextContent(
          `Your prescriptions will be charged to ${card} when they are filled.`,
        );
      } else {
        const selected = s.context.selected.length > 0;
        expect(screen.getByRole('checkbox', { name: /Amoxicillin 500 mg/ })).toHaveProperty(
          'checked',
          selected,
        );
        expect(screen.getByText(`${ONLINE_PAY_TEXTS.price}:`).parentElement).toHaveTextContent(
          selected ? '$8.40' : '$1.00',
        );
        expect(screen.getByText(ONLINE_PAY_TEXTS.cardUsageTerms)).toBeInTheDocument();
        if (s.matches('failed')) {
          // Exactly as §8 gives it, two spaces included.
          expect(screen.getByRole('alert').textContent).toContain(SETUP_ERROR);
        } else if (s.hasTag('busy')) {
          expect(screen.getByRole('status')).toHaveTextContent(ONLINE_PAY_TEXTS.submitting);
        } else {
          expect(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.submit })).toHaveProperty(
            'disabled',
            !s.can({ type: 'payOnline.submit' }),
          );
        }
      }
    },
  });
});
