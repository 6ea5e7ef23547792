// @vitest-environment node
/**
 * The cart chart (pharmacy-portal.md §4 "Cart", §2.2, §8): one coverage test over the generated paths, and an oracle
 * table whose expected values are literals copied from the spec (texts, the removal's mark, the 409).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { CartItem } from '../../api/contracts/rx-orders';
import {
  ATORVASTATIN,
  ATORVASTATIN_ITEM,
  CONFLICT_409,
  cartModel,
  fixtureCartItem,
  LISINOPRIL,
  METFORMIN,
  METFORMIN_ITEM,
  NOT_REFILLABLE_400,
  SERVER_500,
} from '../../machines/rx/cart/cart.fixtures';
import { cartMachine } from '../../machines/rx/cart/cart.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCart chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: cartMachine,
      events: cartModel.events as never,
      serializeState: cartModel.serializeState as never,
    });
    const report = coverage(cartMachine, mergeReached(reachedByPath(cartMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000); // 300 paths (graph.ts PATHS_KEPT): 6 s under load, where the unbounded set took 24 s
});

/** The chart with recording actors: each call's input is kept; answers come from `answers`. */
function run(answers: {
  cart?: CartItem[];
  add?: () => Promise<CartItem[]>;
  remove?: () => Promise<CartItem[]>;
}) {
  const calls: Record<string, unknown[]> = {
    addToCart: [],
    removeFromCart: [],
    loadImages: [],
    clearCart: [],
  };
  const clock = new SimulatedClock();
  const actor = createActor(
    cartMachine.provide({
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
const settle = () => new Promise((r) => setTimeout(r, 0));

async function loadedCart(answers: Parameters<typeof run>[0] = {}) {
  const r = run(answers);
  r.actor.send({ type: 'cart.load' });
  await settle();
  return r;
}

describe('rxCart chart: oracle (literals from the spec)', () => {
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
    {
      answer: CONFLICT_409,
      message:
        'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.',
    },
    { answer: NOT_REFILLABLE_400, message: 'Lisinopril 10 mg Tablet is not refillable at this time.' },
    {
      answer: SERVER_500,
      message: 'We were unable to complete your request at this time, please try again.',
    },
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

  it.each([
    { refillStatus: 'REFILL_TOO_SOON', adds: false },
    { refillStatus: 'NOT_REFILLABLE', adds: false },
    { refillStatus: 'IN_PROGRESS', adds: false },
    { refillStatus: 'READY_FOR_PICKUP', adds: false },
    { refillStatus: 'REFILLABLE', adds: true },
    { refillStatus: 'OVERDUE', adds: true },
    { refillStatus: 'NEVER_FILLED', adds: true },
    { refillStatus: 'REFILLABLE_WITH_CALL_TO_PRESCRIBER', adds: true },
    { refillStatus: 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', adds: true },
  ] as const)(
    '§4 refillable group: an add of a $refillStatus prescription is taken: $adds',
    async ({ refillStatus, adds }) => {
      // The lists offer Add to Cart only for the refillable group; the chart takes nothing else, calls nothing.
      const { actor, calls } = await loadedCart();
      actor.send({ type: 'cart.add', prescription: { ...METFORMIN, refillStatus } });
      await settle();
      expect(calls.addToCart).toEqual(adds ? [{ rxNumber: '1234568', patientNumber: '100234567' }] : []);
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );

  it("the server's 400 after the refill changed (page still shows Add to Cart): 'Metformin 500 mg Tablet is not refillable at this time.'", async () => {
    const { actor, calls } = await loadedCart({
      add: async () => {
        throw NOT_REFILLABLE_400;
      },
    });
    actor.send({ type: 'cart.add', prescription: METFORMIN });
    await settle();
    expect(calls.addToCart).toEqual([{ rxNumber: '1234568', patientNumber: '100234567' }]);
    expect(actor.getSnapshot().context.error).toBe('Metformin 500 mg Tablet is not refillable at this time.');
    expect(actor.getSnapshot().context.items.map((i) => i.rxNumber)).toEqual(['1234567']);
  });

  it('a page load while the cart is ready does not read it again (no reload trigger exists)', async () => {
    const { actor } = await loadedCart();
    expect(actor.getSnapshot().can({ type: 'cart.load' })).toBe(false);
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
    expect(actor.getSnapshot().context.error).toBe(
      'We were unable to complete your request at this time, please try again.',
    );
  });

  it('never adds an item twice, and Check Out is not taken without items left', async () => {
    const { actor, calls } = await loadedCart();
    actor.send({ type: 'cart.add', prescription: ATORVASTATIN });
    expect(calls.addToCart).toEqual([]);
    actor.send({ type: 'cart.remove', rxNumber: '1234567', patientNumber: '100234567' });
    expect(actor.getSnapshot().can({ type: 'cart.commit' })).toBe(false);
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
