/** Pharmacy cart (pharmacy-portal.md §4 "Cart", §2.2 "pinned cart panel", §3 "Cart", §8 "Cart, orders, payment").
 *  idle → loading → ready | failed (a page load while ready keeps the cart: this client's adds, removals and clears
 *  answer the whole cart). ready runs three regions:
 *  - requests: the server's cart calls, one at a time. idle; adding (§4 "adding sets a loading prescription with
 *    type add"; only a refillable prescription, the one the lists offer Add to Cart for; a 409 is the mail-order /
 *    in-store conflict; the server's 400 refusal, when the refill changed after the page loaded, '{drugName} is not
 *    refillable at this time.'); removing (commits the removals marked in `removal`, and items whose refills are no longer valid after
 *    the refills loaded, §2.2); clearing.
 *  - removal: §4 "removal is a transient mark (removed true), undoable (removed false) or committed". none; pending:
 *    an item is marked removed; Undo unmarks it; after the undo window (or Check Out) the marks are committed.
 *  - images: §4 "images load afterwards": after the items arrive, their product images load.
 *  Anywhere: the payment flyout opened or closed (§2.2: the panel hides while it is open); signed out (cart.forget):
 *  back to idle with nothing kept.
 *  Side effects: fetchCart, addToCart, removeFromCart, clearCart, loadImages (src/ provides them). */
import { and, assertEvent, assign, raise, setup, stateIn } from 'xstate';
import type { Prescription } from '../../../api/contracts/rx';
import type { CartItem } from '../../../api/contracts/rx-orders';
import { CART_UNDO_WINDOW_MS, cartAddFailure, invalidItems } from '../../../domain/rx/cart';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { isRefillable } from '../../../domain/rx/prescriptions';
import { isOutcome } from '../../../domain/errors';
import { notProvided } from '../../shared/actors';

/** An item of the cart by its keys (an rx number is unique per patient). */
export interface CartKey {
  rxNumber: string;
  patientNumber: string;
}

export interface CartContext {
  items: CartItem[];
  /** §4 "a loading prescription with type add" while it is being added. */
  loading: { type: 'add'; rxNumber: string; patientNumber: string; drugName: string } | null;
  /** Items marked removed, waiting for their commit (Undo takes one back). */
  marked: CartKey[];
  /** The removals the running `removeFromCart` commits. */
  committing: CartKey[];
  /** The undo window ran out (or Check Out asked for it): commit as soon as no call is running. */
  commitDue: boolean;
  /** Product images by product number (null: none). */
  images: Record<string, string | null>;
  /** The message the cart shows (§8); null when all is well. */
  error: string | null;
  /** §2.2 "the cart shows only ... with the payment flyout closed": the wallet's flyout on the checkout page. */
  paymentFlyoutOpen: boolean;
}

export type CartEvent =
  | { type: 'cart.load' }
  | { type: 'cart.add'; prescription: Prescription }
  | { type: 'cart.remove'; rxNumber: string; patientNumber: string }
  | { type: 'cart.undo'; rxNumber: string; patientNumber: string }
  | { type: 'cart.commit' }
  | { type: 'cart.clear' }
  | { type: 'cart.refillsLoaded'; prescriptions: Prescription[] }
  | { type: 'cart.dismissError' }
  | { type: 'cart.imagesStale' }
  | { type: 'cart.paymentFlyout'; open: boolean }
  | { type: 'cart.forget' };

const sameKey = (a: CartKey, b: CartKey) => a.rxNumber === b.rxNumber && a.patientNumber === b.patientNumber;
const isMarked = (marked: readonly CartKey[], item: CartKey) => marked.some((m) => sameKey(m, item));
/** The server's items with this client's removal marks on them. */
const withMarks = (items: readonly CartItem[], marked: readonly CartKey[]) =>
  items.map((i) => ({ ...i, removed: isMarked(marked, i) }));
const missingImages = (context: CartContext) =>
  [...new Set(context.items.map((i) => i.prescriptionProduct.productNumber))].filter(
    (n) => !(n in context.images),
  );

const INITIAL: CartContext = {
  items: [],
  loading: null,
  marked: [],
  committing: [],
  commitDue: false,
  images: {},
  error: null,
  paymentFlyoutOpen: false,
};

export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent, tags: {} as 'busy' },
  actors: {
    fetchCart: notProvided<CartItem[]>('fetchCart'),
    addToCart: notProvided<CartItem[], CartKey>('addToCart'),
    removeFromCart: notProvided<CartItem[], CartKey[]>('removeFromCart'),
    clearCart: notProvided<CartItem[]>('clearCart'),
    loadImages: notProvided<Record<string, string | null>, string[]>('loadImages'),
  },
  delays: {
    /** §4 the removal's undo window (length not shown: docs/choices.md). */
    UNDO_WINDOW: CART_UNDO_WINDOW_MS,
  },
  actions: {
    storeItems: assign(({ context }, params: { items: CartItem[] }) => ({
      items: withMarks(params.items, context.marked),
    })),
    startAdding: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      const p = event.prescription;
      return {
        loading: {
          type: 'add' as const,
          rxNumber: p.rxNumber,
          patientNumber: p.patientNumber,
          drugName: p.drugName,
        },
        error: null,
      };
    }),
    stopAdding: assign({ loading: null }),
    showAddFailure: assign(({ context }, params: { error: unknown }) => ({
      error: cartAddFailure(params.error, context.loading?.drugName ?? ''),
      loading: null,
    })),
    /** §4 "Mixing mail-order and in-store items gives a conflict (409)": §8's conflict text. */
    showConflict: assign({ error: RX_ORDER_MESSAGES.cartConflict, loading: null }),
    showGenericError: assign({ error: RX_ORDER_MESSAGES.generic }),
    dismissError: assign({ error: null }),
    markRemoved: assign(({ context, event }) => {
      assertEvent(event, 'cart.remove');
      const key = { rxNumber: event.rxNumber, patientNumber: event.patientNumber };
      const marked = isMarked(context.marked, key) ? context.marked : [...context.marked, key];
      return { marked, items: withMarks(context.items, marked) };
    }),
    unmark: assign(({ context, event }) => {
      assertEvent(event, 'cart.undo');
      const marked = context.marked.filter((m) => !sameKey(m, event));
      return { marked, items: withMarks(context.items, marked) };
    }),
    dueCommit: assign({ commitDue: true }),
    /** §2.2: refills that are no longer valid are marked for removal and committed at once. */
    markInvalid: assign(({ context, event }) => {
      assertEvent(event, 'cart.refillsLoaded');
      const invalid = invalidItems(
        context.items.filter((i) => !isMarked(context.marked, i)),
        event.prescriptions,
      ).map((i) => ({ rxNumber: i.rxNumber, patientNumber: i.patientNumber }));
      const marked = [...context.marked, ...invalid];
      return { marked, items: withMarks(context.items, marked), commitDue: true };
    }),
    takeMarked: assign(({ context }) => ({ committing: context.marked, marked: [], commitDue: false })),
    /** A failed commit or clear brings its items back (unmarked): nothing was removed. */
    restoreCommitting: assign(({ context }) => ({
      committing: [],
      items: withMarks(context.items, context.marked),
    })),
    clearCommitting: assign({ committing: [] }),
    forgetMarks: assign({ marked: [], committing: [], commitDue: false }),
    forgetCart: assign(() => INITIAL),
    storeImages: assign(({ context }, params: { images: Record<string, string | null> }) => ({
      images: { ...context.images, ...params.images },
    })),
    refreshImages: raise({ type: 'cart.imagesStale' }),
    resetCart: assign(({ context }) => ({ ...INITIAL, paymentFlyoutOpen: context.paymentFlyoutOpen })),
    keepFlyout: assign(({ event }) => {
      assertEvent(event, 'cart.paymentFlyout');
      return { paymentFlyoutOpen: event.open };
    }),
  },
  guards: {
    /** §4 refillable group: the lists offer Add to Cart only for these (the server refuses others with a 400). */
    isRefillable: ({ event }) => event.type === 'cart.add' && isRefillable(event.prescription),
    /** A remove of an item still in the cart (not already marked). */
    isInCart: ({ context, event }) =>
      event.type === 'cart.remove' && context.items.some((i) => !i.removed && sameKey(i, event)),
    /** An add of a prescription the cart does not hold yet. */
    isNewItem: ({ context, event }) =>
      event.type === 'cart.add' && !context.items.some((i) => sameKey(i, event.prescription)),
    hasActiveItems: ({ context }) => context.items.some((i) => !i.removed),
    hasItems: ({ context }) => context.items.length > 0,
    hasError: ({ context }) => context.error !== null,
    /** The add met the mail-order / in-store conflict. */
    isConflict: (_, p: { error: unknown }) => isOutcome(p.error, 'conflict'),
    isLastMark: ({ context, event }) =>
      event.type === 'cart.undo' && context.marked.length === 1 && sameKey(context.marked[0]!, event),
    isMarkedItem: ({ context, event }) => event.type === 'cart.undo' && isMarked(context.marked, event),
    hasInvalidItems: ({ context, event }) =>
      event.type === 'cart.refillsLoaded' &&
      invalidItems(
        context.items.filter((i) => !isMarked(context.marked, i)),
        event.prescriptions,
      ).length > 0,
    isCommitDue: ({ context }) => context.commitDue && context.marked.length > 0,
    hasMissingImages: ({ context }) => missingImages(context).length > 0,
  },
}).createMachine({
  id: 'rxCart',
  initial: 'idle',
  context: INITIAL,
  on: {
    'cart.paymentFlyout': { actions: 'keepFlyout' },
    // Signed out: the cart is dropped from memory and its calls stop, so the next person at this browser never
    // sees it; their own cart loads on their first pharmacy page.
    'cart.forget': { target: '.idle', actions: 'forgetCart' },
  },
  states: {
    idle: {
      on: { 'cart.load': 'loading' },
    },
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        onDone: {
          target: 'ready',
          actions: [
            { type: 'forgetMarks' },
            { type: 'storeItems', params: ({ event }) => ({ items: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: 'resetCart' },
      },
    },
    failed: {
      on: { 'cart.load': 'loading' },
    },
    ready: {
      type: 'parallel',
      entry: 'refreshImages',
      on: {
        'cart.dismissError': { guard: 'hasError', actions: 'dismissError' },
      },
      states: {
        requests: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'isCommitDue', target: 'removing' },
              on: {
                'cart.add': {
                  guard: and(['isRefillable', 'isNewItem']),
                  target: 'adding',
                  actions: 'startAdding',
                },
                'cart.clear': { guard: 'hasItems', target: 'clearing' },
                'cart.refillsLoaded': {
                  guard: 'hasInvalidItems',
                  target: 'removing',
                  actions: 'markInvalid',
                },
              },
            },
            adding: {
              tags: 'busy',
              invoke: {
                id: 'addToCart',
                src: 'addToCart',
                input: ({ context }) => ({
                  rxNumber: context.loading?.rxNumber ?? '',
                  patientNumber: context.loading?.patientNumber ?? '',
                }),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'storeItems', params: ({ event }) => ({ items: event.output }) },
                    'stopAdding',
                    'refreshImages',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: 'showConflict',
                  },
                  {
                    target: 'idle',
                    actions: { type: 'showAddFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            removing: {
              tags: 'busy',
              entry: 'takeMarked',
              invoke: {
                id: 'removeFromCart',
                src: 'removeFromCart',
                input: ({ context }) => context.committing,
                onDone: {
                  target: 'idle',
                  actions: [
                    'clearCommitting',
                    { type: 'storeItems', params: ({ event }) => ({ items: event.output }) },
                  ],
                },
                onError: { target: 'idle', actions: ['restoreCommitting', 'showGenericError'] },
              },
            },
            clearing: {
              tags: 'busy',
              entry: 'forgetMarks',
              invoke: {
                id: 'clearCart',
                src: 'clearCart',
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeItems', params: ({ event }) => ({ items: event.output }) },
                },
                // The marks were dropped on the way in: the items come back unmarked, to remove or clear again.
                onError: { target: 'idle', actions: ['restoreCommitting', 'showGenericError'] },
              },
            },
          },
        },
        removal: {
          initial: 'none',
          states: {
            none: {
              on: {
                'cart.remove': { guard: 'isInCart', target: 'pending', actions: 'markRemoved' },
              },
            },
            pending: {
              after: { UNDO_WINDOW: { target: 'none', actions: 'dueCommit' } },
              on: {
                'cart.remove': {
                  guard: 'isInCart',
                  target: 'pending',
                  reenter: true,
                  actions: 'markRemoved',
                },
                'cart.undo': [
                  { guard: 'isLastMark', target: 'none', actions: 'unmark' },
                  { guard: 'isMarkedItem', actions: 'unmark' },
                ],
                // Check Out (only offered with items left) commits at once.
                'cart.commit': { guard: 'hasActiveItems', target: 'none', actions: 'dueCommit' },
                // Clear is offered only while no request runs (the requests region clears only from idle).
                'cart.clear': {
                  guard: and(['hasItems', stateIn({ ready: { requests: 'idle' } })]),
                  target: 'none',
                },
              },
            },
          },
        },
        images: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'cart.imagesStale': { guard: 'hasMissingImages', target: 'loading' } },
            },
            loading: {
              invoke: {
                id: 'loadImages',
                src: 'loadImages',
                input: ({ context }) => missingImages(context),
                onDone: {
                  target: 'idle',
                  actions: { type: 'storeImages', params: ({ event }) => ({ images: event.output }) },
                },
                // Images are decoration: without them the cart shows the placeholder.
                onError: { target: 'idle' },
              },
              on: { 'cart.imagesStale': { guard: 'hasMissingImages', target: 'loading', reenter: true } },
            },
          },
        },
      },
    },
  },
});
