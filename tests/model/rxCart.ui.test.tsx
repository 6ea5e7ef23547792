/**
 * The cart chart's generated paths (the covering set) replayed in its pages as their routes wire them: the pinned
 * cart panel (src/routes/rx/CartPanelSlot.tsx) and the refills page (src/routes/rx/PrescriptionsPage.tsx, whose Add
 * to Cart sends the cart's event), both on the pharmacy's services with the walk's cart chart, so a wiring mistake in
 * either route fails here. Every step a shopper takes is done through its control, found by role and name (a missing control fails the
 * walk): Add to Cart, Remove, Undo, Check Out, Clear Cart, Dismiss, Try Again. Outside input, listed in the table:
 * the page load (cart.load), the refills arriving (cart.refillsLoaded), the wallet's flyout (cart.paymentFlyout),
 * the chart's own image refresh, the calls' answers and the undo window's timer. An add of a prescription that is
 * not refillable is not an event here: the lists offer no Add to Cart for it and the chart refuses it (oracle in
 * rxCart.model.test.ts); the server's refusal is reached through a real race, walked below.
 */
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { ALBUTEROL, ATORVASTATIN, cartModel, METFORMIN } from '../../machines/rx/cart/cart.fixtures';
import { type CartContext, cartMachine } from '../../machines/rx/cart/cart.machine';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { CART_TEXTS } from '../../domain/rx/cart';
import CartPanelSlot from '../../src/routes/rx/CartPanelSlot';
import { PrescriptionsPage } from '../../src/routes/rx/PrescriptionsPage';
import type { RxServices } from '../../ui/rx/services';
import { loadedPatients, loadedPrescriptions, testRxServices, WithRx } from '../fixtures/rx-services';
import { generatePaths } from './graph';
import {
  byCase,
  type ControlExecutors,
  outside,
  serverAnswer,
  timer,
  uiWalkTest,
  type WalkContext,
  walkThroughControls,
} from './ui-walk';

type Ctx = WalkContext<typeof cartMachine>;
/** Albuterol (too soon to refill) is listed too: it has no Add to Cart button. */
const LISTED = [ATORVASTATIN, METFORMIN, ALBUTEROL];

/** Jordan and his listed prescriptions, loaded before the walks (the refills page's own loads then change nothing). */
let loaded: Pick<RxServices, 'patients' | 'prescriptions'>;
beforeAll(async () => {
  loaded = {
    patients: await loadedPatients(fixturePatients.filter((p) => p.patientNumber === '100234567')),
    prescriptions: await loadedPrescriptions(LISTED),
  };
});

/** Where the router is (Check Out leads to Secure Checkout, where the panel offers no Check Out). */
let currentPath = '/';
function PathProbe() {
  currentPath = useLocation().pathname;
  return null;
}

/** The two routes on the pharmacy's services, the walk's chart as their cart. */
function CartHarness({ actor }: { actor: AnyActorRef }) {
  const [services] = useState(() =>
    testRxServices({ ...loaded, cart: actor as ActorRefFrom<typeof cartMachine> }),
  );
  return (
    <MemoryRouter>
      <WithRx services={services}>
        <PrescriptionsPage />
        <CartPanelSlot />
        <PathProbe />
      </WithRx>
    </MemoryRouter>
  );
}

const drugOf = (rxNumber: string) => LISTED.find((p) => p.rxNumber === rxNumber)!.drugName;
const panel = () => screen.getByRole('region', { name: CART_TEXTS.title });

const executors = {
  'cart.load': byCase((snapshot) =>
    snapshot.matches('failed')
      ? async (ctx) => {
          await ctx.user.click(within(panel()).getByRole('button', { name: CART_TEXTS.retry }));
        }
      : // src/routes/rx/useCartPanelShown.ts and CheckoutRoute.tsx load the cart when a pharmacy page opens.
        outside('the router', 'opening a pharmacy page loads the pinned cart'),
  ),
  'cart.add': async (ctx, e) => {
    await ctx.user.click(
      screen.getByRole('button', { name: new RegExp(`^Add to Cart: ${e.prescription.drugName}`) }),
    );
  },
  'cart.remove': async (ctx, e) => {
    await ctx.user.click(
      within(panel()).getByRole('button', { name: CART_TEXTS.remove(drugOf(e.rxNumber)) }),
    );
  },
  'cart.undo': async (ctx, e) => {
    const row = within(panel())
      .getByText(CART_TEXTS.removed(drugOf(e.rxNumber)))
      .closest('li')!;
    await ctx.user.click(within(row).getByRole('button', { name: CART_TEXTS.undo }));
  },
  'cart.commit': async (ctx) => {
    await ctx.user.click(within(panel()).getByRole('link', { name: CART_TEXTS.checkOut }));
  },
  'cart.clear': async (ctx) => {
    await ctx.user.click(within(panel()).getByRole('button', { name: CART_TEXTS.clear }));
  },
  'cart.dismissError': async (ctx) => {
    await ctx.user.click(within(panel()).getByRole('button', { name: CART_TEXTS.dismiss }));
  },
  // src/rx/services.ts: the prescriptions chart relays the refills it loaded (§2.2).
  'cart.refillsLoaded': outside('another chart', 'the prescriptions chart loaded the refills'),
  // src/routes/rx/CheckoutRoute.tsx: the wallet widget on Secure Checkout opens its payment flyout.
  'cart.paymentFlyout': outside('another chart', "the wallet's payment flyout opened on Secure Checkout"),
  'cart.imagesStale': outside('the chart itself', 'new items arrived: the chart raises it on entry'),
  // src/routes/rx/RxLayout.tsx: the session says signed out, and forgetCustomer (src/rx/services.ts) drops the cart.
  'cart.forget': outside('another chart', 'the shopper signed out (the session chart)'),
  'xstate.done.actor.fetchCart': serverAnswer('fetchCart'),
  'xstate.error.actor.fetchCart': serverAnswer('fetchCart'),
  'xstate.done.actor.addToCart': serverAnswer('addToCart'),
  'xstate.error.actor.addToCart': serverAnswer('addToCart'),
  'xstate.done.actor.removeFromCart': serverAnswer('removeFromCart'),
  'xstate.error.actor.removeFromCart': serverAnswer('removeFromCart'),
  'xstate.done.actor.clearCart': serverAnswer('clearCart'),
  'xstate.error.actor.clearCart': serverAnswer('clearCart'),
  'xstate.done.actor.loadImages': serverAnswer('loadImages'),
  'xstate.error.actor.loadImages': serverAnswer('loadImages'),
  'xstate.after.UNDO_WINDOW.rxCart.ready.removal.pending': timer(5_000, 'the 5 s undo window ran out'),
} satisfies ControlExecutors<typeof cartMachine>;

/** What the panel and the list show in each state. */
function assertCart(ctx: Ctx) {
  const snapshot = ctx.snapshot();
  const c = snapshot.context as CartContext;
  // Albuterol (too soon to refill) never has an Add to Cart button.
  expect(screen.queryByRole('button', { name: /^(Add to Cart|Adding…): Albuterol/ })).toBeNull();
  if (snapshot.matches('idle') || snapshot.matches('loading')) {
    expect(within(panel()).getByRole('status')).toHaveTextContent(CART_TEXTS.loading);
    return;
  }
  if (snapshot.matches('failed')) {
    expect(within(panel()).getByRole('alert')).toHaveTextContent(CART_TEXTS.loadFailed);
    return;
  }
  const active = c.items.filter((i) => !i.removed);
  expect(within(panel()).getByText(CART_TEXTS.itemCount(active.length))).toBeInTheDocument();
  for (const item of c.items) {
    if (item.removed)
      expect(within(panel()).getByText(CART_TEXTS.removed(item.refill.drugName))).toBeInTheDocument();
    else
      expect(
        within(panel()).getByRole('button', { name: CART_TEXTS.remove(item.refill.drugName) }),
      ).toBeInTheDocument();
  }
  if (c.error) expect(within(panel()).getByRole('alert')).toHaveTextContent(c.error);
  else expect(within(panel()).queryByRole('alert')).toBeNull();
  if (c.loading) {
    expect(screen.getByRole('button', { name: new RegExp(`^Adding: ${c.loading.drugName}`) })).toBeDisabled();
  }
  if (active.length === 0)
    expect(within(panel()).getByRole('link', { name: CART_TEXTS.addRefills })).toBeInTheDocument();
  else if (currentPath === '/rx/checkout')
    // Secure Checkout itself: the panel offers no second Check Out.
    expect(within(panel()).queryByRole('link', { name: CART_TEXTS.checkOut })).toBeNull();
  else expect(within(panel()).getByRole('link', { name: CART_TEXTS.checkOut })).toBeInTheDocument();
}

describe('cart panel: generated paths replayed in the UI', () => {
  uiWalkTest("rxCart: every state and transition through the panel's and the list's controls", {
    machine: cartMachine,
    model: cartModel,
    render: (actor) => <CartHarness actor={actor} />,
    executors,
    assertState: (ctx) => assertCart(ctx),
  });

  it("the race: Add to Cart on a refill the page still shows as refillable, the server answers 400: '{drugName} is not refillable at this time.'", async () => {
    const race = generatePaths({
      machine: cartMachine,
      events: cartModel.events as never,
      serializeState: cartModel.serializeState as never,
    }).filter((p) => {
      const last = p.steps.at(-1)?.event as { type: string; error?: { code?: string } } | undefined;
      return last?.type === 'xstate.error.actor.addToCart' && last.error?.code === 'NOT_REFILLABLE';
    });
    expect(race.length).toBeGreaterThan(0);
    const shortest = race.reduce((a, b) => (b.steps.length < a.steps.length ? b : a));
    let shown = false;
    await walkThroughControls(
      {
        machine: cartMachine,
        render: (actor) => <CartHarness actor={actor} />,
        executors,
        assertState: (ctx) => {
          assertCart(ctx);
          if (ctx.snapshot().context.error !== null) {
            // The §8 text as a literal, in the panel's alert; Metformin is not in the cart.
            expect(within(panel()).getByRole('alert')).toHaveTextContent(
              'Metformin 500 mg Tablet is not refillable at this time.',
            );
            expect(
              within(panel()).queryByRole('button', { name: CART_TEXTS.remove('Metformin 500 mg Tablet') }),
            ).toBeNull();
            shown = true;
          }
        },
      },
      shortest,
    );
    expect(shown).toBe(true);
  });
});
