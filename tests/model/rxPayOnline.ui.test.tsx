/**
 * The pay-online page replayed from the chart's generated paths (pharmacy-portal.md §2.1, §4 "Online pay", §8):
 * every step through its control (checkboxes, card radios, the terms, Pay Now, Try Again, Change Selection).
 * Outside input: the payment service's answers.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { payOnlineInput, payOnlineModel } from '../../machines/rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { ONLINE_PAY_TEXTS } from '../../src/domain/rx/online-pay';
import { PayOnlinePage } from '../../ui/rx/payOnline/PayOnlinePage';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof payOnlineMachine>['getSnapshot']>;
const SETUP_ERROR = 'There was an error setting up online pay.  Please try again.';

describe('pay-online page: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: payOnlineMachine,
    events: payOnlineModel.events as never,
    serializeState: payOnlineModel.serializeState as never,
    input: payOnlineInput,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: payOnlineMachine,
          input: payOnlineInput,
          reached,
          render: (actor) => (
            <MemoryRouter>
              <PayOnlinePage actor={actor as ActorRefFrom<typeof payOnlineMachine>} logo="data:," />
            </MemoryRouter>
          ),
          executors: {
            'payOnline.load': (ctx) =>
              ctx.user.click(screen.getByRole('button', { name: ONLINE_PAY_TEXTS.retry })),
            'payOnline.toggle': (ctx) =>
              ctx.user.click(screen.getByRole('checkbox', { name: /Amoxicillin 500 mg/ })),
            'payOnline.chooseCard': (ctx) =>
              ctx.user.click(
                screen.getByRole('radio', { name: ONLINE_PAY_TEXTS.cardLabel('DISCOVER', '6611') }),
              ),
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
            'xstate.done.actor.loadOnlinePay': (ctx, e) => ctx.resolve('loadOnlinePay', e.output),
            'xstate.error.actor.loadOnlinePay': (ctx, e) => ctx.reject('loadOnlinePay', e.error),
            'xstate.done.actor.createPaymentIntent': (ctx, e) => ctx.resolve('createPaymentIntent', e.output),
            'xstate.error.actor.createPaymentIntent': (ctx, e) => ctx.reject('createPaymentIntent', e.error),
            'xstate.done.actor.createOnlinePayment': (ctx, e) => ctx.resolve('createOnlinePayment', e.output),
            'xstate.error.actor.createOnlinePayment': (ctx, e) => ctx.reject('createOnlinePayment', e.error),
            'xstate.done.actor.associatePayment': (ctx, e) => ctx.resolve('associatePayment', e.output),
            'xstate.error.actor.associatePayment': (ctx, e) => ctx.reject('associatePayment', e.error),
          } satisfies Executors<typeof payOnlineMachine>,
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
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(payOnlineMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
