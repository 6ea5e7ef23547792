/**
 * The checkout chart's generated paths (the covering set) replayed in Secure Checkout's view. Every step a shopper
 * takes is done through its control, by role and label (a missing control fails the walk): the pickup date and
 * time selects, the address and shipping radios, easy-open caps, the payment options, Place Order, Try Again,
 * Dismiss. Outside input, listed here: the cart's items arriving (checkout.start), the wallet widget's data message
 * (checkout.cardSelected: the card is chosen inside the widget) and the calls' answers.
 */
import { screen, within } from '@testing-library/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { checkoutModel } from '../../machines/rx/checkout/checkout.fixtures';
import { type CheckoutContext, checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import { selectCheckoutView } from '../../machines/rx/checkout/checkout.selectors';
import { CHECKOUT_TEXTS as T } from '../../src/domain/rx/checkout';
import { CheckoutView } from '../../ui/rx/orders/CheckoutView';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';
import { coveringPathsOf as coveringPaths } from './graph';

type Ctx = WalkContext<typeof checkoutMachine>;
const context = (ctx: Ctx) => ctx.snapshot().context as CheckoutContext;

function CheckoutHarness({ actor }: { actor: AnyActorRef }) {
  const view = useSelector(actor, selectCheckoutView, shallowEqual);
  const send = (event: { type: string; [k: string]: unknown }) => actor.send(event);
  return (
    <MemoryRouter>
      <CheckoutView
        view={view}
        wallet={<p>Payment method box</p>}
        actions={{
          retry: () => send({ type: 'checkout.retryLoad' }),
          selectDate: (date) => send({ type: 'checkout.selectDate', date }),
          selectTime: (time) => send({ type: 'checkout.selectTime', time }),
          selectAddress: (addressId) => send({ type: 'checkout.selectAddress', addressId }),
          selectShipping: (shippingMethodId) => send({ type: 'checkout.selectShipping', shippingMethodId }),
          setEasyOpen: (easyOpenCaps) => send({ type: 'checkout.setEasyOpen', easyOpenCaps }),
          selectPayment: (option) => send({ type: 'checkout.selectPayment', option }),
          submit: () => send({ type: 'checkout.submit' }),
          dismissError: () => send({ type: 'checkout.dismissError' }),
        }}
      />
    </MemoryRouter>
  );
}

const executors = {
  'checkout.start': (ctx, e) => ctx.send(e),
  'checkout.cardSelected': (ctx, e) => ctx.send(e),
  'checkout.retryLoad': async (ctx) => {
    await ctx.user.click(screen.getByRole('button', { name: T.retry }));
  },
  'checkout.selectDate': async (ctx, e) => {
    await ctx.user.selectOptions(screen.getByLabelText(T.pickupDate), e.date);
  },
  'checkout.selectTime': async (ctx, e) => {
    await ctx.user.selectOptions(screen.getByLabelText(T.pickupTime), e.time);
  },
  'checkout.selectAddress': async (ctx) => {
    await ctx.user.click(screen.getByRole('radio', { name: /250 E Fifth St/ }));
  },
  'checkout.selectShipping': async (ctx) => {
    await ctx.user.click(screen.getByRole('radio', { name: /Expedited Shipping/ }));
  },
  'checkout.setEasyOpen': async (ctx) => {
    await ctx.user.click(screen.getByRole('checkbox', { name: T.easyOpenCaps }));
  },
  'checkout.selectPayment': async (ctx, e) => {
    await ctx.user.click(screen.getByRole('radio', { name: T.paymentOptions[e.option] }));
  },
  'checkout.submit': async (ctx) => {
    await ctx.user.click(screen.getByRole('button', { name: T.placeOrder }));
  },
  'checkout.dismissError': async (ctx) => {
    await ctx.user.click(within(screen.getByRole('alert')).getByRole('button', { name: T.dismiss }));
  },
  'xstate.done.actor.loadCheckoutData': (ctx, e) => ctx.resolve('loadCheckoutData', e.output),
  'xstate.error.actor.loadCheckoutData': (ctx, e) => ctx.reject('loadCheckoutData', e.error),
  'xstate.done.actor.setUpOnlinePay': (ctx, e) => ctx.resolve('setUpOnlinePay', e.output),
  'xstate.error.actor.setUpOnlinePay': (ctx, e) => ctx.reject('setUpOnlinePay', e.error),
  'xstate.done.actor.submitOrder': (ctx, e) => ctx.resolve('submitOrder', e.output),
  'xstate.error.actor.submitOrder': (ctx, e) => ctx.reject('submitOrder', e.error),
} satisfies Executors<typeof checkoutMachine>;

describe('Secure Checkout: generated paths replayed in the UI', () => {
  const all = generatePaths({
    machine: checkoutMachine,
    events: checkoutModel.events as never,
    serializeState: checkoutModel.serializeState as never,
    input: checkoutModel.input,
  });
  const paths = coveringPaths(checkoutMachine, all, checkoutModel.input);
  const reached = newReached();
  it(`walks the ${paths.length} covering paths (of ${all.length}) through the page's controls`, async () => {
    for (const path of paths) {
      await walkPath(
        {
          machine: checkoutMachine,
          input: checkoutModel.input,
          reached,
          render: (actor) => <CheckoutHarness actor={actor} />,
          executors,
          assertState: (ctx, snapshot) => {
            const c = context(ctx);
            if (snapshot.matches('idle') || snapshot.matches('loading')) {
              expect(screen.getByRole('status')).toHaveTextContent(T.loading);
            } else if (snapshot.matches('loadFailed')) {
              expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
            } else if (snapshot.matches('empty')) {
              expect(screen.getByText(T.emptyCart)).toBeInTheDocument();
            } else if (snapshot.matches('submitted')) {
              expect(screen.getByRole('heading', { name: T.confirmationHeading })).toHaveFocus();
              expect(screen.getByText(T.orderNumber('70000001'))).toBeInTheDocument();
            } else {
              const busy = !snapshot.matches({ ordering: 'editing' });
              expect(screen.getByRole('button', { name: T.placeOrder })).toHaveProperty('disabled', busy);
              expect(
                screen.getByRole('group', {
                  name: c.orderType === 'RETAIL' ? T.pickupHeading : T.mailHeading,
                }),
              ).toBeInTheDocument();
              if (snapshot.matches({ ordering: 'submitting' }))
                expect(screen.getByText(T.placing)).toBeInTheDocument();
              if (snapshot.matches({ ordering: 'settingUpPayment' }))
                expect(screen.getByText(T.settingUpPayment)).toBeInTheDocument();
              const last = c.errors.at(-1);
              if (last) expect(screen.getByRole('alert').textContent).toContain(last);
              else expect(screen.queryByRole('alert')).toBeNull();
              // A field's error shows at its field; one of a field the page does not show, in the alert.
              const fields =
                c.orderType === 'RETAIL'
                  ? ['pickupTime', 'cardId']
                  : ['addressId', 'shippingMethodId', 'cardId'];
              for (const [field, message] of Object.entries(c.fieldErrors)) {
                if (message && (fields.includes(field) || last)) {
                  expect(document.body.textContent).toContain(message);
                }
              }
            }
          },
        },
        path,
      );
    }
    const report = coverage(checkoutMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000);
});
