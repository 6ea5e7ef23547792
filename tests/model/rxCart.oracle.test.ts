// @vitest-environment node
/**
 * The pharmacy cart chart's oracle table (pharmacy-portal.md §4 "Cart" and the refillable group of §4 "Refill
 * statuses", §2.2 "pinned cart panel", §3 "Cart", §8 "Cart, orders, payment"), and what views read of it
 * (cart.selectors.ts) on real snapshots. Each expected value is a literal copied from the spec (§8's 409 text,
 * '{drugName} is not refillable at this time.', the generic text; the removal's mark removed true / false; the
 * refillable group) or from docs/choices.md and the chart's fixtures (the 5000 ms undo window, Jordan's seeded
 * refills and cart items), never the chart's or domain/rx/cart.ts's own constant. The chart and its selectors are
 * loaded inside each case, so a chart that fails to build fails every case. The coverage replay over the generated
 * paths is rxCart.model.test.ts. This file is the cart's part of the mutation gate (PHARMACY_GATED in
 * config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ApiError } from '../../api/contracts/common';
import type { Prescription } from '../../api/contracts/rx';
import type { CartItem } from '../../api/contracts/rx-orders';
import {
  ALBUTEROL,
  ATORVASTATIN,
  ATORVASTATIN_ITEM,
  CONFLICT_409,
  fixtureCartItem,
  LISINOPRIL,
  METFORMIN,
  METFORMIN_ITEM,
  NOT_REFILLABLE_400,
  SERVER_500,
  SERTRALINE,
} from '../../machines/rx/cart/cart.fixtures';
import type { cartMachine } from '../../machines/rx/cart/cart.machine';
import type { CartView } from '../../machines/rx/cart/cart.selectors';
import { checkOracle, type OracleCase, type OracleRun, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof cartMachine>;

const loadChart = () => import('../../machines/rx/cart/cart.machine').then((m) => m.cartMachine);

/** §8 "Cart 409". */
const CONFLICT_TEXT =
  'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.';
/** §8 "Generic" ("Other cart fetch, add and remove errors are generic"). */
const GENERIC_TEXT = 'We were unable to complete your request at this time, please try again.';

/** Jordan's seeded items (cart.fixtures.ts). */
const JORDAN = '100234567';
const AVERY = '100234568';
const A = { rxNumber: '1234567', patientNumber: JORDAN }; // Atorvastatin, in store
const M = { rxNumber: '1234568', patientNumber: JORDAN }; // Metformin, in store
const ATORVASTATIN_PRODUCT = '00071015523';
const METFORMIN_PRODUCT = '00093104801';
const IMAGE_URL = 'https://images.example.test/00071015523.png';

const A_MARKED = { ...ATORVASTATIN_ITEM, removed: true };
const M_MARKED = { ...METFORMIN_ITEM, removed: true };

// Events: the user's, another chart's, and the actors' answers.
const load = { type: 'cart.load' } as const;
const add = (prescription: Prescription) => ({ type: 'cart.add', prescription }) as const;
const remove = (key: { rxNumber: string; patientNumber: string }) =>
  ({ type: 'cart.remove', ...key }) as const;
const undo = (key: { rxNumber: string; patientNumber: string }) => ({ type: 'cart.undo', ...key }) as const;
const commit = { type: 'cart.commit' } as const;
const clear = { type: 'cart.clear' } as const;
const refillsLoaded = (prescriptions: Prescription[]) =>
  ({ type: 'cart.refillsLoaded', prescriptions }) as const;
const dismiss = { type: 'cart.dismissError' } as const;
const imagesStale = { type: 'cart.imagesStale' } as const;
const flyout = (open: boolean) => ({ type: 'cart.paymentFlyout', open }) as const;
const forget = { type: 'cart.forget' } as const;
const fetched = (output: CartItem[]) => ({ type: 'xstate.done.actor.fetchCart', output });
const fetchFails = (error: unknown) => ({ type: 'xstate.error.actor.fetchCart', error });
const added = (output: CartItem[]) => ({ type: 'xstate.done.actor.addToCart', output });
const addFails = (error: unknown) => ({ type: 'xstate.error.actor.addToCart', error });
const removed = (output: CartItem[]) => ({ type: 'xstate.done.actor.removeFromCart', output });
const removeFails = (error: unknown) => ({ type: 'xstate.error.actor.removeFromCart', error });
const cleared = (output: CartItem[]) => ({ type: 'xstate.done.actor.clearCart', output });
const clearFails = (error: unknown) => ({ type: 'xstate.error.actor.clearCart', error });
const imagesLoaded = (output: Record<string, string | null>) => ({
  type: 'xstate.done.actor.loadImages',
  output,
});
const imagesFail = (error: unknown) => ({ type: 'xstate.error.actor.loadImages', error });

const apiError = (status: number, code?: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx/api/cart',
  status,
  message: `HTTP ${status}`,
  ...(code ? { code } : {}),
});

/** The cart before anything happened (and after a sign-out). */
const EMPTY = {
  items: [],
  loading: null,
  marked: [],
  committing: [],
  commitDue: false,
  images: {},
  error: null,
  paymentFlyoutOpen: false,
};
const wholeContext =
  (expected: Record<string, unknown>) =>
  (run: OracleRun): void =>
    expect(run.snapshot().context).toEqual({ ...EMPTY, ...expected });

/** The cart loaded with Atorvastatin; its image still loading. */
const loadedA: OracleStep[] = [load, fetched([ATORVASTATIN_ITEM])];
/** The cart loaded with Atorvastatin and Metformin. */
const loadedAM: OracleStep[] = [load, fetched([ATORVASTATIN_ITEM, METFORMIN_ITEM])];
/** Metformin on its way in. */
const addingM: OracleStep[] = [...loadedA, add(METFORMIN)];
/** Atorvastatin marked removed, within the undo window. */
const markedA: OracleStep[] = [...loadedAM, remove(A)];

const READY_IDLE = { ready: { requests: 'idle' } };
const ADDING = { ready: { requests: 'adding' } };
const REMOVING = { ready: { requests: 'removing' } };
const CLEARING = { ready: { requests: 'clearing' } };
const PENDING = { ready: { removal: 'pending' } };
const NO_REMOVAL = { ready: { removal: 'none' } };
const IMAGES_LOADING = { ready: { images: 'loading' } };
const IMAGES_IDLE = { ready: { images: 'idle' } };

const cases: Case[] = [
  // Where the chart starts, the load and its failure.
  {
    name: 'before a load: idle, the empty cart (no items, no loading, no marks, no images, no message, flyout closed)',
    steps: [],
    state: 'idle',
    status: 'active',
    notTags: ['busy'],
    callCounts: { fetchCart: 0, addToCart: 0, removeFromCart: 0, clearCart: 0, loadImages: 0 },
    accepts: [load, flyout(true), forget],
    refuses: [
      add(METFORMIN),
      remove(A),
      undo(A),
      commit,
      clear,
      refillsLoaded([METFORMIN]),
      dismiss,
      imagesStale,
    ],
    verify: wholeContext({}),
  },
  {
    name: 'a page load reads the cart: loading, busy, GET /cart called once with no input',
    steps: [load],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchCart: undefined },
    callCounts: { fetchCart: 1 },
    refuses: [load, add(METFORMIN), remove(A), clear, commit, refillsLoaded([METFORMIN])],
    verify: wholeContext({}),
  },
  {
    name: 'the cart answers: ready, idle requests, no removal, the items kept with removed false, not busy',
    steps: loadedAM,
    state: { ready: { requests: 'idle', removal: 'none', images: 'loading' } },
    notTags: ['busy'],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: "an item the server answers with removed true is shown unmarked (removed false): only this client's marks count",
    steps: [load, fetched([{ ...ATORVASTATIN_ITEM, removed: true }])],
    state: READY_IDLE,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: '§4 images load afterwards: once the items arrive, loadImages is sent their product numbers',
    steps: loadedAM,
    state: IMAGES_LOADING,
    calls: { loadImages: [ATORVASTATIN_PRODUCT, METFORMIN_PRODUCT] },
    callCounts: { loadImages: 1 },
  },
  {
    name: 'two items of one product ask for its image once',
    steps: [
      load,
      fetched([
        ATORVASTATIN_ITEM,
        { ...METFORMIN_ITEM, prescriptionProduct: { productNumber: ATORVASTATIN_PRODUCT } },
      ]),
    ],
    calls: { loadImages: [ATORVASTATIN_PRODUCT] },
  },
  {
    name: 'an empty cart loads no images: ready, images idle, loadImages never called',
    steps: [load, fetched([])],
    state: { ready: { requests: 'idle', images: 'idle' } },
    callCounts: { loadImages: 0 },
    refuses: [clear, commit, remove(A), imagesStale],
    verify: wholeContext({}),
  },
  {
    name: 'the images answer: kept by product number (null for none), images idle',
    steps: [...loadedAM, imagesLoaded({ [ATORVASTATIN_PRODUCT]: IMAGE_URL, [METFORMIN_PRODUCT]: null })],
    state: IMAGES_IDLE,
    refuses: [imagesStale],
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM, METFORMIN_ITEM],
      images: { [ATORVASTATIN_PRODUCT]: IMAGE_URL, [METFORMIN_PRODUCT]: null },
    }),
  },
  {
    name: 'images are decoration: a failed image load leaves images empty, idle, with no message',
    steps: [...loadedA, imagesFail(SERVER_500)],
    state: IMAGES_IDLE,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: 'after an image failure, images are asked again for every product still missing when the cart changes',
    steps: [...addingM, imagesFail(SERVER_500), added([ATORVASTATIN_ITEM, METFORMIN_ITEM])],
    state: IMAGES_LOADING,
    calls: { loadImages: [ATORVASTATIN_PRODUCT, METFORMIN_PRODUCT] },
    callCounts: { loadImages: 2 },
  },
  {
    name: 'images stale while one load runs restart it with what is still missing',
    steps: [...loadedA, imagesStale],
    state: IMAGES_LOADING,
    calls: { loadImages: [ATORVASTATIN_PRODUCT] },
    callCounts: { loadImages: 2 },
  },
  {
    name: 'images stale with every image known load nothing',
    steps: [...loadedA, imagesLoaded({ [ATORVASTATIN_PRODUCT]: null }), imagesStale],
    state: IMAGES_IDLE,
    callCounts: { loadImages: 1 },
  },
  {
    name: '§8 a failed cart load: failed, not busy, the empty cart (no message text in the chart)',
    steps: [load, fetchFails(SERVER_500)],
    state: 'failed',
    notTags: ['busy'],
    accepts: [load],
    refuses: [add(METFORMIN), remove(A), clear, commit, dismiss],
    verify: wholeContext({}),
  },
  {
    name: 'a failed cart load keeps the payment flyout open (§2.2: the panel stays hidden)',
    steps: [flyout(true), load, fetchFails(SERVER_500)],
    state: 'failed',
    verify: wholeContext({ paymentFlyoutOpen: true }),
  },
  {
    name: 'retry after a failed load: loading again, GET /cart a second time',
    steps: [load, fetchFails(SERVER_500), load],
    state: 'loading',
    tags: ['busy'],
    callCounts: { fetchCart: 2 },
  },
  {
    name: 'the retry answers: ready with the items',
    steps: [load, fetchFails(SERVER_500), load, fetched([ATORVASTATIN_ITEM])],
    state: READY_IDLE,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: 'a page load while ready does not read the cart again (its adds, removals and clears answer the whole cart)',
    steps: loadedA,
    refuses: [load],
    callCounts: { fetchCart: 1 },
  },

  // Adding (§4 "adding sets a loading prescription with type add").
  {
    name: '§4 adding sets a loading prescription with type add: adding, busy, POST /cart sent its rx and patient',
    steps: addingM,
    state: { ready: { requests: 'adding', removal: 'none' } },
    tags: ['busy'],
    calls: { addToCart: { rxNumber: '1234568', patientNumber: JORDAN } },
    callCounts: { addToCart: 1 },
    refuses: [add(LISINOPRIL), clear, refillsLoaded([METFORMIN])],
    accepts: [remove(A)],
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM],
      loading: {
        type: 'add',
        rxNumber: '1234568',
        patientNumber: JORDAN,
        drugName: 'Metformin 500 mg Tablet',
      },
    }),
  },
  {
    name: 'the add answers the whole cart: idle, not busy, loading null, the items with removed false',
    steps: [...addingM, added([ATORVASTATIN_ITEM, METFORMIN_ITEM])],
    state: READY_IDLE,
    notTags: ['busy'],
    accepts: [add(LISINOPRIL)],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: "§4 images load afterwards: after an add, only the new product's image is asked for",
    steps: [
      ...loadedA,
      imagesLoaded({ [ATORVASTATIN_PRODUCT]: IMAGE_URL }),
      add(METFORMIN),
      added([ATORVASTATIN_ITEM, METFORMIN_ITEM]),
    ],
    state: IMAGES_LOADING,
    calls: { loadImages: [METFORMIN_PRODUCT] },
    callCounts: { loadImages: 2 },
  },
  {
    name: 'the second image answer is added to the first (images merged by product number)',
    steps: [
      ...loadedA,
      imagesLoaded({ [ATORVASTATIN_PRODUCT]: IMAGE_URL }),
      add(METFORMIN),
      added([ATORVASTATIN_ITEM, METFORMIN_ITEM]),
      imagesLoaded({ [METFORMIN_PRODUCT]: null }),
    ],
    state: IMAGES_IDLE,
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM, METFORMIN_ITEM],
      images: { [ATORVASTATIN_PRODUCT]: IMAGE_URL, [METFORMIN_PRODUCT]: null },
    }),
  },
  ...(
    [
      { refillStatus: 'REFILLABLE', adds: true },
      { refillStatus: 'OVERDUE', adds: true },
      { refillStatus: 'NEVER_FILLED', adds: true },
      { refillStatus: 'REFILLABLE_WITH_CALL_TO_PRESCRIBER', adds: true },
      { refillStatus: 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', adds: true },
      { refillStatus: 'NOT_REFILLABLE', adds: false },
      { refillStatus: 'REFILL_TOO_SOON', adds: false },
      { refillStatus: 'IN_PROGRESS', adds: false },
      { refillStatus: 'READY_FOR_PICKUP', adds: false },
      { refillStatus: 'DELIVERY', adds: false },
      { refillStatus: 'SHIPPED', adds: false },
      { refillStatus: 'ON_HOLD', adds: false },
    ] as const
  ).map(
    ({ refillStatus, adds }): Case => ({
      name: `§4 refillable group: an add of a ${refillStatus} prescription is ${adds ? 'taken' : 'refused, nothing called'}`,
      steps: [...loadedA, add({ ...METFORMIN, refillStatus })],
      state: adds ? ADDING : READY_IDLE,
      callCounts: { addToCart: adds ? 1 : 0 },
      verify: (run) => {
        expect(run.snapshot().context.error).toBeNull();
        expect(run.snapshot().context.loading).toEqual(
          adds
            ? { type: 'add', rxNumber: '1234568', patientNumber: JORDAN, drugName: 'Metformin 500 mg Tablet' }
            : null,
        );
      },
    }),
  ),
  {
    name: 'the seeded Albuterol (REFILL_TOO_SOON) is refused; the seeded Sertraline (NEVER_FILLED) is taken',
    steps: loadedA,
    refuses: [add(ALBUTEROL)],
    accepts: [add(SERTRALINE)],
  },
  {
    name: 'an item already in the cart is not added twice (same rx and patient): refused, nothing called',
    steps: [...loadedA, add(ATORVASTATIN)],
    state: READY_IDLE,
    callCounts: { addToCart: 0 },
    refuses: [add(ATORVASTATIN)],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: 'the same rx number for another patient is a new item: taken',
    steps: [...loadedA, add({ ...ATORVASTATIN, patientNumber: AVERY })],
    state: ADDING,
    calls: { addToCart: { rxNumber: '1234567', patientNumber: AVERY } },
  },
  {
    name: 'an item marked removed (in its undo window) is still in the cart: an add of it is refused',
    steps: markedA,
    refuses: [add(ATORVASTATIN)],
    accepts: [add(LISINOPRIL)],
  },
  {
    name: '§4 mixing mail-order and in-store: the add of mail-order Lisinopril to an in-store cart goes to the server (its 409 decides)',
    steps: [...loadedA, add(LISINOPRIL)],
    state: ADDING,
    calls: { addToCart: { rxNumber: '3456789', patientNumber: JORDAN } },
  },
  {
    name: `§8 Cart 409 (mail order and in-store mixed): "${CONFLICT_TEXT}"; idle, loading null, the cart unchanged`,
    steps: [...loadedA, add(LISINOPRIL), addFails(CONFLICT_409)],
    state: READY_IDLE,
    notTags: ['busy'],
    accepts: [dismiss, add(LISINOPRIL)],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM], error: CONFLICT_TEXT }),
  },
  {
    name: 'any 409 of an add is the conflict text, whatever its code',
    steps: [...loadedA, add(LISINOPRIL), addFails(apiError(409))],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM], error: CONFLICT_TEXT }),
  },
  {
    name: "§8 the server's 400 NOT_REFILLABLE (the refill changed after the page loaded): 'Metformin 500 mg Tablet is not refillable at this time.'",
    steps: [...addingM, addFails(NOT_REFILLABLE_400)],
    state: READY_IDLE,
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM],
      error: 'Metformin 500 mg Tablet is not refillable at this time.',
    }),
  },
  {
    name: "§8 the 400 NOT_REFILLABLE names the drug being added: 'Lisinopril 10 mg Tablet is not refillable at this time.'",
    steps: [...loadedA, add(LISINOPRIL), addFails(NOT_REFILLABLE_400)],
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM],
      error: 'Lisinopril 10 mg Tablet is not refillable at this time.',
    }),
  },
  ...[
    { what: 'a 400 with another code', error: apiError(400, 'INVALID_QUANTITY') },
    { what: 'a 400 without a code', error: apiError(400) },
    { what: 'a 500', error: SERVER_500 },
    { what: 'a 404', error: apiError(404) },
    { what: 'a network failure (not an ApiError)', error: new Error('offline') },
  ].map(
    ({ what, error }): Case => ({
      name: `§8 other cart add errors are generic: ${what} shows "${GENERIC_TEXT}"`,
      steps: [...addingM, addFails(error)],
      state: READY_IDLE,
      notTags: ['busy'],
      verify: wholeContext({ items: [ATORVASTATIN_ITEM], error: GENERIC_TEXT }),
    }),
  ),
  {
    name: 'the message is dismissed: error null',
    steps: [...addingM, addFails(SERVER_500), dismiss],
    refuses: [dismiss],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: 'dismiss with no message shown is refused',
    steps: loadedA,
    refuses: [dismiss],
  },
  {
    name: 'retry after a failed add: adding again clears the message, POST /cart a second time',
    steps: [...addingM, addFails(SERVER_500), add(METFORMIN)],
    state: ADDING,
    callCounts: { addToCart: 2 },
    calls: { addToCart: { rxNumber: '1234568', patientNumber: JORDAN } },
    verify: wholeContext({
      items: [ATORVASTATIN_ITEM],
      loading: {
        type: 'add',
        rxNumber: '1234568',
        patientNumber: JORDAN,
        drugName: 'Metformin 500 mg Tablet',
      },
    }),
  },

  // Removal (§4 "removal is a transient mark (removed true), undoable (removed false) or committed").
  {
    name: '§4 remove marks the item removed true: removal pending, nothing called yet, not busy',
    steps: markedA,
    state: { ready: { requests: 'idle', removal: 'pending' } },
    notTags: ['busy'],
    callCounts: { removeFromCart: 0 },
    accepts: [undo(A), commit, remove(M), clear],
    refuses: [remove(A), undo(M)],
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM], marked: [A] }),
  },
  {
    name: 'a remove of an item not in the cart is refused (unknown rx, or the same rx for another patient)',
    steps: loadedAM,
    state: NO_REMOVAL,
    refuses: [remove({ rxNumber: '9999999', patientNumber: JORDAN }), remove({ ...A, patientNumber: AVERY })],
    accepts: [remove(A), remove(M)],
  },
  {
    name: 'undo and Check Out are refused with nothing marked',
    steps: loadedAM,
    refuses: [undo(A), commit],
  },
  {
    name: '§4 undo unmarks it (removed false): no removal, nothing called, the cart as loaded',
    steps: [...markedA, undo(A)],
    state: NO_REMOVAL,
    callCounts: { removeFromCart: 0 },
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: 'an undo, then the window would have run out: nothing is committed',
    steps: [...markedA, undo(A), { advance: 5000 }],
    state: { ready: { requests: 'idle', removal: 'none' } },
    callCounts: { removeFromCart: 0 },
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: 'two marks: undoing one keeps the other marked (still pending)',
    steps: [...markedA, remove(M), undo(A)],
    state: PENDING,
    refuses: [undo(A)],
    accepts: [undo(M)],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, M_MARKED], marked: [M] }),
  },
  {
    name: 'two marks: undoing both ends the removal',
    steps: [...markedA, remove(M), undo(A), undo(M)],
    state: NO_REMOVAL,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: 'an undo of an item for another patient (same rx) is refused',
    steps: markedA,
    refuses: [undo({ ...A, patientNumber: AVERY })],
  },
  {
    name: 'the undo window: at 4999 ms the mark is still undoable, nothing committed',
    steps: [...markedA, { advance: 4999 }],
    state: { ready: { requests: 'idle', removal: 'pending' } },
    callCounts: { removeFromCart: 0 },
    accepts: [undo(A)],
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM], marked: [A] }),
  },
  {
    name: 'the undo window: at 5000 ms the mark is committed: removing, busy, DELETE /cart sent the marked key',
    steps: [...markedA, { advance: 4999 }, { advance: 1 }],
    state: { ready: { requests: 'removing', removal: 'none' } },
    tags: ['busy'],
    calls: { removeFromCart: [A] },
    callCounts: { removeFromCart: 1 },
    refuses: [undo(A), add(LISINOPRIL), clear],
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM], committing: [A] }),
  },
  {
    name: 'the undo window in one step of 5000 ms commits too',
    steps: [...markedA, { advance: 5000 }],
    state: REMOVING,
    calls: { removeFromCart: [A] },
  },
  {
    name: 'long after the undo window (60 s) the removal is committed once',
    steps: [...markedA, { advance: 60_000 }],
    callCounts: { removeFromCart: 1 },
  },
  {
    name: 'the commit answers the whole cart: idle, not busy, nothing marked or committing',
    steps: [...markedA, { advance: 5000 }, removed([METFORMIN_ITEM])],
    state: { ready: { requests: 'idle', removal: 'none' } },
    notTags: ['busy'],
    verify: wholeContext({ items: [METFORMIN_ITEM] }),
  },
  {
    name: `a failed commit brings the item back (removed false) with "${GENERIC_TEXT}"`,
    steps: [...markedA, { advance: 5000 }, removeFails(SERVER_500)],
    state: READY_IDLE,
    notTags: ['busy'],
    accepts: [remove(A), dismiss],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM], error: GENERIC_TEXT }),
  },
  {
    name: 'retry after a failed commit: remove again, and after 5000 ms DELETE /cart a second time',
    steps: [...markedA, { advance: 5000 }, removeFails(SERVER_500), remove(A), { advance: 5000 }],
    state: REMOVING,
    callCounts: { removeFromCart: 2 },
    calls: { removeFromCart: [A] },
  },
  {
    name: 'a second remove restarts the undo window: 4999 ms after it nothing is committed',
    steps: [...markedA, { advance: 3000 }, remove(M), { advance: 4999 }],
    state: PENDING,
    callCounts: { removeFromCart: 0 },
    verify: wholeContext({ items: [A_MARKED, M_MARKED], marked: [A, M] }),
  },
  {
    name: '5000 ms after the second remove both marks are committed in one DELETE, in the order marked',
    steps: [...markedA, { advance: 3000 }, remove(M), { advance: 4999 }, { advance: 1 }],
    state: REMOVING,
    calls: { removeFromCart: [A, M] },
    callCounts: { removeFromCart: 1 },
  },
  {
    name: 'Check Out with items left commits the marks at once: removing, DELETE /cart sent the marked key',
    steps: [...markedA, commit],
    state: { ready: { requests: 'removing', removal: 'none' } },
    tags: ['busy'],
    calls: { removeFromCart: [A] },
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM], committing: [A] }),
  },
  {
    name: 'Check Out is refused when every item is marked removed (none left); the window still commits them',
    steps: [...loadedA, remove(A)],
    state: PENDING,
    refuses: [commit],
  },
  {
    name: 'the window runs out during an add: the commit waits for the add, then runs with the mark',
    steps: [...markedA, add(LISINOPRIL), { advance: 5000 }],
    state: { ready: { requests: 'adding', removal: 'none' } },
    callCounts: { removeFromCart: 0 },
    verify: wholeContext({
      items: [A_MARKED, METFORMIN_ITEM],
      marked: [A],
      commitDue: true,
      loading: {
        type: 'add',
        rxNumber: '3456789',
        patientNumber: JORDAN,
        drugName: 'Lisinopril 10 mg Tablet',
      },
    }),
  },
  {
    name: 'the add answers after the window ran out: the waiting commit runs at once (the answer keeps the mark)',
    steps: [
      ...markedA,
      add(SERTRALINE),
      { advance: 5000 },
      added([ATORVASTATIN_ITEM, METFORMIN_ITEM, fixtureCartItem(SERTRALINE)]),
    ],
    state: REMOVING,
    calls: { removeFromCart: [A] },
    verify: wholeContext({
      items: [A_MARKED, METFORMIN_ITEM, fixtureCartItem(SERTRALINE)],
      committing: [A],
    }),
  },
  {
    name: 'a remove during a commit is marked and kept on the answer, and waits for its own window',
    steps: [...markedA, commit, remove(M), removed([METFORMIN_ITEM])],
    state: { ready: { requests: 'idle', removal: 'pending' } },
    callCounts: { removeFromCart: 1 },
    verify: wholeContext({ items: [M_MARKED], marked: [M] }),
  },
  {
    name: 'a failed commit brings back its item but keeps a mark made meanwhile',
    steps: [...markedA, commit, remove(M), removeFails(SERVER_500)],
    state: PENDING,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, M_MARKED], marked: [M], error: GENERIC_TEXT }),
  },

  // §2.2 "Cart items whose refills are no longer valid are removed after refills load".
  {
    name: '§2.2 refills all still valid: nothing removed (the refills load is refused)',
    steps: loadedAM,
    refuses: [refillsLoaded([ATORVASTATIN, METFORMIN])],
    accepts: [refillsLoaded([{ ...ATORVASTATIN, refillStatus: 'READY_FOR_PICKUP' }, METFORMIN])],
  },
  {
    name: '§2.2 an item no longer refillable (READY_FOR_PICKUP) is removed at once: removing, DELETE /cart sent its key',
    steps: [...loadedAM, refillsLoaded([{ ...ATORVASTATIN, refillStatus: 'READY_FOR_PICKUP' }, METFORMIN])],
    state: { ready: { requests: 'removing', removal: 'none' } },
    tags: ['busy'],
    calls: { removeFromCart: [A] },
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM], committing: [A] }),
  },
  {
    name: '§2.2 an item whose prescription is no longer in the refills is removed',
    steps: [...loadedAM, refillsLoaded([METFORMIN])],
    state: REMOVING,
    calls: { removeFromCart: [A] },
  },
  {
    name: '§2.2 a refill of the same rx for another patient does not keep the item: removed',
    steps: [...loadedAM, refillsLoaded([{ ...ATORVASTATIN, patientNumber: AVERY }, METFORMIN])],
    calls: { removeFromCart: [A] },
  },
  {
    name: '§2.2 every item no longer valid: both removed in one DELETE',
    steps: [...loadedAM, refillsLoaded([])],
    calls: { removeFromCart: [A, M] },
    callCounts: { removeFromCart: 1 },
  },
  {
    name: '§2.2 an item already marked removed is not counted again: refills missing only it are refused',
    steps: markedA,
    refuses: [refillsLoaded([METFORMIN])],
  },
  {
    name: '§2.2 an invalid item found while another is marked: both marks committed at once',
    steps: [...markedA, refillsLoaded([ATORVASTATIN])],
    state: REMOVING,
    calls: { removeFromCart: [A, M] },
    verify: wholeContext({ items: [A_MARKED, M_MARKED], committing: [A, M] }),
  },
  {
    name: 'the refills load is refused while a call runs (adding)',
    steps: [...loadedAM, add(LISINOPRIL)],
    refuses: [refillsLoaded([])],
  },
  {
    name: 'a window that runs out with no mark left (taken by the refills load) commits nothing more',
    steps: [...markedA, refillsLoaded([ATORVASTATIN]), removed([]), { advance: 5000 }],
    state: { ready: { requests: 'idle', removal: 'none' } },
    callCounts: { removeFromCart: 1 },
    verify: wholeContext({ commitDue: true }),
  },

  // Clear (§4 "Actions: add, remove, clear").
  {
    name: 'clear: clearing, busy, POST /cart/clear called with no input',
    steps: [...loadedAM, clear],
    state: CLEARING,
    tags: ['busy'],
    calls: { clearCart: undefined },
    callCounts: { clearCart: 1 },
    refuses: [add(LISINOPRIL), clear],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM] }),
  },
  {
    name: 'clear answers the empty cart: idle, not busy, no items',
    steps: [...loadedAM, clear, cleared([])],
    state: READY_IDLE,
    notTags: ['busy'],
    refuses: [clear],
    verify: wholeContext({}),
  },
  {
    name: 'clear is refused with an empty cart',
    steps: [load, fetched([])],
    refuses: [clear],
  },
  {
    name: 'clear drops the pending marks and ends the removal: nothing committed after 5000 ms',
    steps: [...markedA, clear, { advance: 5000 }],
    state: { ready: { requests: 'clearing', removal: 'none' } },
    callCounts: { removeFromCart: 0, clearCart: 1 },
    verify: wholeContext({ items: [A_MARKED, METFORMIN_ITEM] }),
  },
  {
    name: 'clear is offered with every item marked removed (the cart still holds them)',
    steps: [...loadedA, remove(A)],
    accepts: [clear],
  },
  {
    name: 'clear is refused while a call runs (an add), even with a mark pending',
    steps: [...markedA, add(LISINOPRIL)],
    state: { ready: { requests: 'adding', removal: 'pending' } },
    refuses: [clear],
  },
  {
    name: `a failed clear keeps the items with "${GENERIC_TEXT}"`,
    steps: [...loadedAM, clear, clearFails(SERVER_500)],
    state: READY_IDLE,
    notTags: ['busy'],
    accepts: [clear],
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM], error: GENERIC_TEXT }),
  },
  {
    name: 'a failed clear with an item marked removed brings it back unmarked (nothing was removed): it can be removed again',
    steps: [...markedA, clear, clearFails(SERVER_500)],
    state: { ready: { requests: 'idle', removal: 'none' } },
    accepts: [remove(A), clear],
    callCounts: { removeFromCart: 0 },
    verify: wholeContext({ items: [ATORVASTATIN_ITEM, METFORMIN_ITEM], error: GENERIC_TEXT }),
  },

  // The payment flyout (§2.2) and signing out.
  {
    name: '§2.2 the payment flyout opened before any load is kept (idle)',
    steps: [flyout(true)],
    state: 'idle',
    verify: wholeContext({ paymentFlyoutOpen: true }),
  },
  {
    name: 'the payment flyout closed again: paymentFlyoutOpen false, the cart kept',
    steps: [...loadedA, flyout(true), flyout(false)],
    state: READY_IDLE,
    verify: wholeContext({ items: [ATORVASTATIN_ITEM] }),
  },
  {
    name: 'signed out with a mark pending: idle, the empty cart (flyout closed), no child left, nothing committed later',
    steps: [...markedA, flyout(true), forget, { advance: 5000 }],
    state: 'idle',
    notTags: ['busy'],
    callCounts: { removeFromCart: 0 },
    accepts: [load],
    verify: (run) => {
      expect(run.snapshot().context).toEqual(EMPTY);
      expect(Object.keys(run.snapshot().children)).toEqual([]);
    },
  },
  {
    name: 'signed out while an add runs: idle, loading null, its call stopped',
    steps: [...addingM, forget],
    state: 'idle',
    verify: (run) => {
      expect(run.snapshot().context).toEqual(EMPTY);
      expect(Object.keys(run.snapshot().children)).toEqual([]);
    },
  },
  {
    name: 'signed out while the cart loads: idle, the load stopped; the next load reads the cart again',
    steps: [load, forget, load],
    state: 'loading',
    callCounts: { fetchCart: 2 },
  },
  {
    name: 'signed out with a message shown: idle, the message gone',
    steps: [...addingM, addFails(SERVER_500), forget],
    state: 'idle',
    verify: wholeContext({}),
  },
];

/** What a view reads (selectCartView) after the steps, on the chart's real snapshot. */
const viewCases: { name: string; steps: OracleStep[]; view: CartView }[] = [
  {
    name: 'the view before a load: status idle, no items, not busy',
    steps: [],
    view: { status: 'idle', items: [], images: {}, adding: null, busy: false, error: null },
  },
  {
    name: 'the view while loading: status loading, busy',
    steps: [load],
    view: { status: 'loading', items: [], images: {}, adding: null, busy: true, error: null },
  },
  {
    name: 'the view after a failed load: status failed, not busy',
    steps: [load, fetchFails(SERVER_500)],
    view: { status: 'failed', items: [], images: {}, adding: null, busy: false, error: null },
  },
  {
    name: 'the view once loaded: status ready, the items, their images',
    steps: [...loadedAM, imagesLoaded({ [ATORVASTATIN_PRODUCT]: IMAGE_URL, [METFORMIN_PRODUCT]: null })],
    view: {
      status: 'ready',
      items: [ATORVASTATIN_ITEM, METFORMIN_ITEM],
      images: { [ATORVASTATIN_PRODUCT]: IMAGE_URL, [METFORMIN_PRODUCT]: null },
      adding: null,
      busy: false,
      error: null,
    },
  },
  {
    name: 'the view while adding: the rx and patient being added, busy',
    steps: addingM,
    view: {
      status: 'ready',
      items: [ATORVASTATIN_ITEM],
      images: {},
      adding: { rxNumber: '1234568', patientNumber: JORDAN },
      busy: true,
      error: null,
    },
  },
  {
    name: 'the view after a 409: the conflict text, nothing being added, not busy',
    steps: [...loadedA, add(LISINOPRIL), addFails(CONFLICT_409)],
    view: {
      status: 'ready',
      items: [ATORVASTATIN_ITEM],
      images: {},
      adding: null,
      busy: false,
      error: CONFLICT_TEXT,
    },
  },
  {
    name: 'the view with a mark pending: the marked item shown with removed true, not busy',
    steps: markedA,
    view: {
      status: 'ready',
      items: [A_MARKED, METFORMIN_ITEM],
      images: {},
      adding: null,
      busy: false,
      error: null,
    },
  },
  {
    name: 'the view while committing: busy',
    steps: [...markedA, commit],
    view: {
      status: 'ready',
      items: [A_MARKED, METFORMIN_ITEM],
      images: {},
      adding: null,
      busy: true,
      error: null,
    },
  },
];

describe('rxCart chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});

describe('rxCart selectors: selectCartView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectCartView } = await import('../../machines/rx/cart/cart.selectors');
      checkOracle(machine, {
        name: c.name,
        steps: c.steps,
        verify: (run) => expect(selectCartView(run.snapshot() as never)).toEqual(c.view),
      });
    });
});

/** The chart with answering actors (promises that settle): each call's input is kept; answers come from `answers`. */
async function run(answers: {
  cart?: CartItem[];
  add?: () => Promise<CartItem[]>;
  remove?: () => Promise<CartItem[]>;
}) {
  const machine = await loadChart();
  const calls: Record<string, unknown[]> = {
    addToCart: [],
    removeFromCart: [],
    loadImages: [],
    clearCart: [],
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    machine.provide({
      actors: {
        fetchCart: fromPromise(async () => answers.cart ?? [ATORVASTATIN_ITEM]),
        addToCart: fromPromise(async ({ input }) => {
          calls.addToCart!.push(input);
          return (answers.add ?? (async () => [ATORVASTATIN_ITEM, METFORMIN_ITEM]))();
        }),
        removeFromCart: fromPromise(async ({ input }) => {
          calls.removeFromCart!.push(input);
          return (answers.remove ?? (async () => []))();
        }),
        clearCart: fromPromise(async (): Promise<CartItem[]> => {
          calls.clearCart!.push(true);
          return [];
        }),
        loadImages: fromPromise(async ({ input }) => {
          calls.loadImages!.push(input);
          return Object.fromEntries((input as string[]).map((n) => [n, null]));
        }),
      },
    }),
    { clock },
  ).start();
  return { actor, calls, clock };
}
/** Lets settled promises reach the chart (no time passes: the undo window runs on the simulated clock). */
const settle = () => new Promise((r) => setTimeout(r, 0));

async function loadedCart(answers: Parameters<typeof run>[0] = {}) {
  const r = await run(answers);
  r.actor.send({ type: 'cart.load' });
  await settle();
  return r;
}

describe('rxCart chart: walks with answering actors (literals from the spec)', () => {
  it('adds with a loading prescription of type add, then the whole cart; images load afterwards (§4)', async () => {
    const { actor, calls } = await loadedCart();
    expect(calls.loadImages).toEqual([['00071015523']]);
    actor.send({ type: 'cart.add', prescription: METFORMIN });
    expect(actor.getSnapshot().context.loading).toEqual({
      type: 'add',
      rxNumber: '1234568',
      patientNumber: '100234567',
      drugName: 'Metformin 500 mg Tablet',
    });
    expect(actor.getSnapshot().matches({ ready: { requests: 'adding' } })).toBe(true);
    await settle();
    expect(calls.addToCart).toEqual([{ rxNumber: '1234568', patientNumber: '100234567' }]);
    expect(actor.getSnapshot().context.items.map((i) => i.rxNumber)).toEqual(['1234567', '1234568']);
    expect(actor.getSnapshot().context.loading).toBeNull();
    expect(calls.loadImages).toEqual([['00071015523'], ['00093104801']]);
  });

  it.each([
    { answer: CONFLICT_409, message: CONFLICT_TEXT },
    { answer: NOT_REFILLABLE_400, message: 'Lisinopril 10 mg Tablet is not refillable at this time.' },
    { answer: SERVER_500, message: GENERIC_TEXT },
  ])('a failed add ($answer.status) shows §8: "$message"', async ({ answer, message }) => {
    const { actor } = await loadedCart({
      add: async () => {
        throw answer;
      },
    });
    actor.send({ type: 'cart.add', prescription: LISINOPRIL });
    await settle();
    expect(actor.getSnapshot().context.error).toBe(message);
    expect(actor.getSnapshot().context.loading).toBeNull();
    actor.send({ type: 'cart.dismissError' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('removal is a transient mark (removed true), undone (removed false) or committed after 5000 ms', async () => {
    const { actor, calls, clock } = await loadedCart();
    actor.send({ type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' });
    expect(actor.getSnapshot().context.items[0]?.removed).toBe(true);
    actor.send({ type: 'cart.undo', rxNumber: '1234567', patientNumber: '100234567' });
    expect(actor.getSnapshot().context.items[0]?.removed).toBe(false);
    expect(actor.getSnapshot().matches({ ready: { removal: 'none' } })).toBe(true);

    actor.send({ type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' });
    clock.increment(4_999);
    expect(calls.removeFromCart).toEqual([]);
    clock.increment(1);
    await settle();
    expect(calls.removeFromCart).toEqual([[{ rxNumber: '1234567', patientNumber: '100234567' }]]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('Check Out commits the marked removals at once; a failed commit brings the item back with the generic text', async () => {
    const { actor, calls } = await loadedCart({
      cart: [ATORVASTATIN_ITEM, METFORMIN_ITEM],
      remove: async () => {
        throw SERVER_500;
      },
    });
    actor.send({ type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' });
    actor.send({ type: 'cart.commit' });
    await settle();
    expect(calls.removeFromCart).toEqual([[{ rxNumber: '1234567', patientNumber: '100234567' }]]);
    expect(actor.getSnapshot().context.items.map((i) => [i.rxNumber, i.removed])).toEqual([
      ['1234567', false],
      ['1234568', false],
    ]);
    expect(actor.getSnapshot().context.error).toBe(GENERIC_TEXT);
  });

  it('removes items whose refills are no longer valid after the refills load (§2.2)', async () => {
    const { actor, calls } = await loadedCart({ cart: [ATORVASTATIN_ITEM, METFORMIN_ITEM] });
    actor.send({ type: 'cart.refillsLoaded', prescriptions: [ATORVASTATIN, METFORMIN] });
    expect(calls.removeFromCart).toEqual([]);
    actor.send({
      type: 'cart.refillsLoaded',
      prescriptions: [{ ...ATORVASTATIN, refillStatus: 'READY_FOR_PICKUP' }, METFORMIN],
    });
    await settle();
    expect(calls.removeFromCart).toEqual([[{ rxNumber: '1234567', patientNumber: '100234567' }]]);
  });

  it.each([
    { while: 'the cart is ready, an item marked removed', pending: false },
    { while: 'an add is on its way', pending: true },
  ])(
    'signed out while $while: back to idle with no items, marks or message; a later answer changes nothing; the next load reads the cart again',
    async ({ pending }) => {
      let answerAdd: (items: CartItem[]) => void = () => {};
      const { actor, calls } = await loadedCart({
        cart: [ATORVASTATIN_ITEM, METFORMIN_ITEM],
        add: () =>
          new Promise<CartItem[]>((resolve) => {
            answerAdd = resolve;
          }),
      });
      if (pending) actor.send({ type: 'cart.add', prescription: LISINOPRIL });
      else actor.send({ type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' });
      actor.send({ type: 'cart.forget' });
      const forgotten = actor.getSnapshot();
      expect(forgotten.value).toBe('idle');
      expect(forgotten.context.items).toEqual([]);
      expect(forgotten.context.marked).toEqual([]);
      expect(forgotten.context.loading).toBeNull();
      expect(forgotten.context.error).toBeNull();
      answerAdd([ATORVASTATIN_ITEM, METFORMIN_ITEM, fixtureCartItem(LISINOPRIL)]);
      await settle();
      expect(actor.getSnapshot().context.items).toEqual([]);
      expect(calls.removeFromCart).toEqual([]);
      expect(actor.getSnapshot().can({ type: 'cart.load' })).toBe(true);
    },
  );

  it('clears the cart', async () => {
    const { actor, calls } = await loadedCart();
    actor.send({ type: 'cart.clear' });
    await settle();
    expect(calls.clearCart).toEqual([true]);
    expect(actor.getSnapshot().context.items).toEqual([]);
  });
});
