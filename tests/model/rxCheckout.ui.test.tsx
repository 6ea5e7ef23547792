/**
 * The checkout chart's generated paths (the covering set) walked through Secure Checkout as its route wires it
 * (src/routes/rx/CheckoutRoute.tsx `CheckoutScreen`: the view and the event each control sends), so a wiring mistake
 * in the route fails here. Every step a shopper takes is done through its control, by role and label (a missing
 * control fails the walk): the pickup date and time selects, the address and shipping radios, easy-open caps, the
 * payment options, Place Order, Try Again, Dismiss. Outside input, listed here: the cart's items arriving
 * (checkout.start), the wallet widget's data message (checkout.cardSelected: the card is chosen inside the widget, a
 * lazy chunk of its own that stands here as a plain box) and the calls' answers.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { checkoutModel } from '../../machines/rx/checkout/checkout.fixtures';
import { type CheckoutContext, checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import { CHECKOUT_TEXTS as T } from '../../domain/rx/checkout';
import { CheckoutScreen } from '../../src/routes/rx/CheckoutRoute';
import { type ControlExecutors, outside, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

type Ctx = UserContext<typeof checkoutMachine>;
const context = (ctx: Ctx) => ctx.snapshot().context as CheckoutContext;

function CheckoutHarness({ actor }: { actor: AnyActorRef }) {
  return (
    <MemoryRouter>
      <CheckoutScreen
        checkout={actor as ActorRefFrom<typeof checkoutMachine>}
        wallet={<p>Payment method box</p>}
      />
    </MemoryRouter>
  );
}

const executors = {
  // src/routes/rx/CheckoutRoute.tsx hands the cart's items over when they are there.
  'checkout.start': outside('another chart', "the cart's items arrive"),
  // The card is chosen inside the wallet widget (its own walk: wallet.ui.test.tsx); its data message says which.
  'checkout.cardSelected': outside('another chart', "the wallet widget's data message names the card"),
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
  'xstate.done.actor.loadCheckoutData': serverAnswer('loadCheckoutData'),
  'xstate.error.actor.loadCheckoutData': serverAnswer('loadCheckoutData'),
  'xstate.done.actor.setUpOnlinePay': serverAnswer('setUpOnlinePay'),
  'xstate.error.actor.setUpOnlinePay': serverAnswer('setUpOnlinePay'),
  'xstate.done.actor.submitOrder': serverAnswer('submitOrder'),
  'xstate.error.actor.submitOrder': serverAnswer('submitOrder'),
} satisfies ControlExecutors<typeof checkoutMachine>;

describe('Secure Checkout: walked along the checkout chart', () => {
  uiWalkTest("rxCheckout: every state and transition through the page's controls", {
    machine: checkoutMachine,
    model: checkoutModel,
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
            ? ['pickupDate', 'pickupTime', 'cardId']
            : ['addressId', 'shippingMethodId', 'cardId'];
        for (const [field, message] of Object.entries(c.fieldErrors)) {
          if (message && (fields.includes(field) || last)) {
            expect(document.body.textContent).toContain(message);
          }
        }
      }
    },
  });
});
