/**
 * The order-delivery page walked along the chart's generated paths (pharmacy-portal.md §2.1, §4 "Order delivery",
 * §9): every step through its control (checkbox, date and card radios, the terms, Order Delivery, Try Again,
 * Change Delivery / Order Another Delivery). Outside input: the pharmacy's answers.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { orderDeliveryModel } from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import { orderDeliveryMachine } from '../../machines/rx/orderDelivery/orderDelivery.machine';
import { DELIVERY_TEXTS } from '../../domain/rx/delivery';
import { OrderDeliveryPage } from '../../ui/rx/delivery/OrderDeliveryPage';
import { type ControlExecutors, serverAnswer, uiWalkTest } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof orderDeliveryMachine>['getSnapshot']>;
const GENERIC = 'We were unable to complete your request at this time, please try again.';

describe('order-delivery page: walked along the order-delivery chart', () => {
  uiWalkTest('rxOrderDelivery: every state and transition through the order-delivery page', {
    machine: orderDeliveryMachine,
    model: orderDeliveryModel,
    render: (actor) => (
      <MemoryRouter>
        <OrderDeliveryPage actor={actor as ActorRefFrom<typeof orderDeliveryMachine>} logo="data:," />
      </MemoryRouter>
    ),
    executors: {
      'delivery.load': (ctx) => ctx.user.click(screen.getByRole('button', { name: DELIVERY_TEXTS.retry })),
      'delivery.toggle': (ctx) => ctx.user.click(screen.getByRole('checkbox', { name: /Omeprazole 20 mg/ })),
      'delivery.chooseDate': (ctx) =>
        ctx.user.click(screen.getByRole('radio', { name: 'Thursday, November 26, 2-6 PM' })),
      'delivery.chooseCard': (ctx) =>
        ctx.user.click(screen.getByRole('radio', { name: DELIVERY_TEXTS.cardLabel('DISCOVER', '6611') })),
      'delivery.acceptTerms': async (ctx) => {
        const box = screen.getByRole('checkbox', { name: DELIVERY_TEXTS.agree });
        if ((box as HTMLInputElement).checked) await ctx.user.click(box);
        await ctx.user.click(box);
      },
      'delivery.submit': (ctx) => ctx.user.click(screen.getByRole('button', { name: DELIVERY_TEXTS.submit })),
      'delivery.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: DELIVERY_TEXTS.retry })),
      'delivery.reset': (ctx) =>
        ctx.user.click(
          screen.getByRole('button', {
            name: ctx.snapshot().matches('submitted') ? DELIVERY_TEXTS.another : DELIVERY_TEXTS.change,
          }),
        ),
      'xstate.done.actor.loadDelivery': serverAnswer('loadDelivery'),
      'xstate.error.actor.loadDelivery': serverAnswer('loadDelivery'),
      'xstate.done.actor.stageDeliveryOrder': serverAnswer('stageDeliveryOrder'),
      'xstate.error.actor.stageDeliveryOrder': serverAnswer('stageDeliveryOrder'),
    } satisfies ControlExecutors<typeof orderDeliveryMachine>,
    assertState: (_ctx, snapshot) => {
      const s = snapshot as Snapshot;
      if (s.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(DELIVERY_TEXTS.loading);
      } else if (s.matches('loadFailed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(GENERIC);
      } else if (s.matches('submitted')) {
        const status = screen.getByRole('status');
        expect(status).toHaveTextContent(DELIVERY_TEXTS.submitted);
        expect(status).toHaveTextContent(
          'Your prescriptions will be delivered on Thursday, November 26, 2-6 PM.',
        );
        expect(status).toHaveTextContent('c0ffee00-0000-4000-8000-000000000001');
      } else {
        expect(screen.getByRole('checkbox', { name: /Omeprazole 20 mg/ })).toHaveProperty(
          'checked',
          s.context.selected.length > 0,
        );
        // Carprofen (not allowed for delivery) and Amoxicillin (in progress) are not offered.
        expect(screen.queryByText(/Carprofen|Amoxicillin/)).toBeNull();
        expect(screen.getByText('4821 Maple Ridge Dr, Cincinnati, OH 45227')).toBeInTheDocument();
        if (s.context.selected.length > 0) {
          expect(screen.getByRole('radio', { name: 'Wednesday, November 25, 2-6 PM' })).toBeInTheDocument();
        }
        if (s.matches('error')) expect(screen.getByRole('alert')).toHaveTextContent(GENERIC);
        if (s.matches('submitting')) {
          expect(screen.getByRole('status')).toHaveTextContent(DELIVERY_TEXTS.submitting);
        }
        if (s.matches('choosing')) {
          expect(screen.getByRole('button', { name: DELIVERY_TEXTS.submit })).toHaveProperty(
            'disabled',
            !s.can({ type: 'delivery.submit' }),
          );
        }
      }
    },
  });
});
