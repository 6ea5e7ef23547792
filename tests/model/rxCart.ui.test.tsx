/**
 * The cart chart's generated paths (the covering set) replayed in its views: the pinned cart panel and a refills
 * list. Every step a shopper takes is done through its control, found by role and name (a missing control fails the
 * walk): Add to Cart, Remove, Undo, Check Out, Clear Cart, Dismiss, Try Again. Outside input, listed here: the page
 * load (cart.load), a forced reload, the refills arriving (cart.refillsLoaded), the wallet's flyout
 * (cart.paymentFlyout), an add of a prescription that is no longer refillable (the view offers no button for it:
 * a stale page), the calls' answers and the undo window's timer.
 */
import { screen, within } from '@testing-library/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { ALBUTEROL, ATORVASTATIN, cartModel, METFORMIN } from '../../machines/rx/cart/cart.fixtures';
import { type CartContext, cartMachine } from '../../machines/rx/cart/cart.machine';
import { selectCartView } from '../../machines/rx/cart/cart.selectors';
import { CART_TEXTS } from '../../src/domain/rx/cart';
import { CartPanel } from '../../ui/rx/orders/CartPanel';
import { PatientPrescriptions } from '../../ui/rx/orders/Prescriptions';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';
import { coveringPathsOf as coveringPaths } from './graph';

type Ctx = WalkContext<typeof cartMachine>;
const context = (ctx: Ctx) => ctx.snapshot().context as CartContext;
const LISTED = [ATORVASTATIN, METFORMIN, ALBUTEROL];

function CartHarness({ actor }: { actor: AnyActorRef }) {
  const view = useSelector(actor, selectCartView, shallowEqual);
  return (
    <MemoryRouter>
      <PatientPrescriptions
        patient={{ patientNumber: '100234567' }}
        prescriptions={LISTED}
        cart={view}
        busy={false}
        actions={{ onAdd: (p) => actor.send({ type: 'cart.add', prescription: p }), onSetHidden: () => {} }}
      />
      <CartPanel
        view={view}
        onRemove={(item) => actor.send({ type: 'cart.remove', ...item })}
        onUndo={(item) => actor.send({ type: 'cart.undo', ...item })}
        onCheckOut={() => actor.send({ type: 'cart.commit' })}
        onClear={() => actor.send({ type: 'cart.clear' })}
        onRetry={() => actor.send({ type: 'cart.load' })}
        onDismissError={() => actor.send({ type: 'cart.dismissError' })}
      />
    </MemoryRouter>
  );
}

const drugOf = (rxNumber: string) => LISTED.find((p) => p.rxNumber === rxNumber)!.drugName;
const panel = () => screen.getByRole('region', { name: CART_TEXTS.title });

const executors = {
  'cart.load': async (ctx, e) => {
    if (!e.force && ctx.snapshot().matches('failed')) {
      await ctx.user.click(within(panel()).getByRole('button', { name: CART_TEXTS.retry }));
    } else {
      await ctx.send(e); // the page load, or a forced reload
    }
  },
  'cart.add': async (ctx, e) => {
    if (e.prescription.refillStatus === 'REFILL_TOO_SOON') return ctx.send(e); // a stale page
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
  'cart.refillsLoaded': (ctx, e) => ctx.send(e),
  'cart.paymentFlyout': (ctx, e) => ctx.send(e),
  'cart.imagesStale': (ctx, e) => ctx.send(e),
  'xstate.done.actor.fetchCart': (ctx, e) => ctx.resolve('fetchCart', e.output),
  'xstate.error.actor.fetchCart': (ctx, e) => ctx.reject('fetchCart', e.error),
  'xstate.done.actor.addToCart': (ctx, e) => ctx.resolve('addToCart', e.output),
  'xstate.error.actor.addToCart': (ctx, e) => ctx.reject('addToCart', e.error),
  'xstate.done.actor.removeFromCart': (ctx, e) => ctx.resolve('removeFromCart', e.output),
  'xstate.error.actor.removeFromCart': (ctx, e) => ctx.reject('removeFromCart', e.error),
  'xstate.done.actor.clearCart': (ctx, e) => ctx.resolve('clearCart', e.output),
  'xstate.error.actor.clearCart': (ctx, e) => ctx.reject('clearCart', e.error),
  'xstate.done.actor.loadImages': (ctx, e) => ctx.resolve('loadImages', e.output),
  'xstate.error.actor.loadImages': (ctx, e) => ctx.reject('loadImages', e.error),
  'xstate.after.UNDO_WINDOW.rxCart.ready.removal.pending': (ctx) => ctx.advance(5_000),
} satisfies Executors<typeof cartMachine>;

describe('cart panel: generated paths replayed in the UI', () => {
  const all = generatePaths({
    machine: cartMachine,
    events: cartModel.events as never,
    serializeState: cartModel.serializeState as never,
  });
  const paths = coveringPaths(cartMachine, all);
  const reached = newReached();
  it(`walks the ${paths.length} covering paths (of ${all.length}) through the panel's controls`, async () => {
    for (const path of paths) {
      await walkPath(
        {
          machine: cartMachine,
          reached,
          render: (actor) => <CartHarness actor={actor} />,
          executors,
          assertState: (ctx, snapshot) => {
            const c = context(ctx);
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
                expect(
                  within(panel()).getByText(CART_TEXTS.removed(item.refill.drugName)),
                ).toBeInTheDocument();
              else
                expect(
                  within(panel()).getByRole('button', { name: CART_TEXTS.remove(item.refill.drugName) }),
                ).toBeInTheDocument();
            }
            if (c.error) expect(within(panel()).getByRole('alert')).toHaveTextContent(c.error);
            else expect(within(panel()).queryByRole('alert')).toBeNull();
            if (c.loading) {
              expect(
                screen.getByRole('button', { name: new RegExp(`^Adding: ${c.loading.drugName}`) }),
              ).toBeDisabled();
            }
            const link = active.length > 0 ? CART_TEXTS.checkOut : CART_TEXTS.addRefills;
            expect(within(panel()).getByRole('link', { name: link })).toBeInTheDocument();
          },
        },
        path,
      );
    }
    const report = coverage(cartMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000);
});
