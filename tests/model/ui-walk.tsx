/**
 * Replays generated paths against a React view (docs/qa.md "How a chart is tested"). The machine runs with
 * deferred actors and a simulated clock. Every event of a path is performed by its executor:
 *
 * - a **user step** (a plain function): what a person does, through the control they would use, found by role and
 *   name (`screen.getByRole('button', { name: … })`). It gets no way to send events: a missing or disabled
 *   control fails the walk instead of being bypassed.
 * - an **outside input** (`outside(source, why)`, `serverAnswer(actor)`, `timer(ms)`): an event no control on
 *   this view can send (a host message, another chart, the router, a server answer, a timer). Each one is listed
 *   by name in the test's executor table, so the list of what the walk does not do through the screen is explicit.
 *
 * After each step the machine must be in the path's state and `assertState` must check the screen (a state
 * whose check asserts nothing fails the walk).
 */
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { expect, it } from 'vitest';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventFromLogic,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type StateValue,
} from 'xstate';
import {
  coverage,
  coveringPaths,
  generatePaths,
  type ModelPath,
  newReached,
  type Reached,
  reachedByPath,
  recorder,
} from './graph';

type SnapshotFrom<_M> = AnyMachineSnapshot;

interface Deferred {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface WalkContext<M extends AnyStateMachine> {
  actor: AnyActorRef;
  /** Sends an event that comes from elsewhere in the app (another machine, the router), inside act(). */
  send: (event: { type: string }) => Promise<void>;
  user: UserEvent;
  view: () => RenderResult;
  mounted: () => boolean;
  mount: () => void;
  remount: () => void;
  /** Settles the newest pending call of an actor (the machine then gets its done/error event itself). */
  resolve: (actorName: string, output: unknown) => Promise<void>;
  reject: (actorName: string, error: unknown) => Promise<void>;
  snapshot: () => SnapshotFrom<M>;
  /** The simulated clock the machine runs on: `await ctx.advance(ms)` fires `after` timers (xstate.after.* events). */
  clock: SimulatedClock;
  advance: (ms: number) => Promise<void>;
}

/** What a user step may use: the person's devices and the screen, never the machine itself. */
export type UserContext<M extends AnyStateMachine> = Pick<
  WalkContext<M>,
  'user' | 'view' | 'mounted' | 'mount' | 'remount' | 'snapshot'
>;

/** A person's action through the view's controls (by role and name). */
export type UserStep<M extends AnyStateMachine, E> = (ctx: UserContext<M>, event: E) => Promise<void> | void;

/** Where an event comes from when no control of the view under test can send it. */
export type OutsideSource =
  | 'host message'
  | 'another chart'
  | 'another page'
  | 'form validation'
  | 'the router'
  | 'provider script'
  | 'server answer'
  | 'timer'
  | 'the browser'
  | 'the chart itself';

/** An event from outside the view, performed by `perform` (default: sent to the machine as it is). */
export interface OutsideInput<M extends AnyStateMachine, E> {
  outside: OutsideSource;
  why: string;
  perform: (ctx: WalkContext<M>, event: E) => Promise<void> | void;
}

/** An actor's result as the graph carries it. */
export type ActorResultEvent = { type: string; output?: unknown; error?: unknown };

/** One event that is a person's action in some cases and outside input in others (by the state or the payload). */
export interface ByCase<M extends AnyStateMachine, E> {
  choose: (snapshot: SnapshotFrom<M>, event: E) => UserStep<M, E> | OutsideInput<M, E>;
}

export type Executor<M extends AnyStateMachine, E> = UserStep<M, E> | OutsideInput<M, E> | ByCase<M, E>;

/** Picks the executor per case: `byCase((snapshot, e) => (e.force ? outside(...) : userStep))`. */
export function byCase<M extends AnyStateMachine, E>(
  choose: (snapshot: SnapshotFrom<M>, event: E) => UserStep<M, E> | OutsideInput<M, E>,
): ByCase<M, E> {
  return { choose };
}

/** One executor per machine event (a missing one fails to compile) plus one per actor result and timer. */
export type ControlExecutors<M extends AnyStateMachine> = {
  [K in EventFromLogic<M>['type']]: Executor<M, Extract<EventFromLogic<M>, { type: K }>>;
} & {
  [
    K: `xstate.done.actor.${string}` | `xstate.error.actor.${string}` | `xstate.after.${string}`
  ]: OutsideInput<M, ActorResultEvent>;
};

/** An event no control can send: `source` says where it comes from, `why` in a few words. */
export function outside<M extends AnyStateMachine = AnyStateMachine, E extends { type: string } = never>(
  source: OutsideSource,
  why: string,
  perform?: (ctx: WalkContext<M>, event: E) => Promise<void> | void,
): OutsideInput<M, E> {
  return { outside: source, why, perform: perform ?? ((ctx, event) => ctx.send(event)) };
}

/** The answer of an invoked actor (`xstate.done.actor.<name>` resolves it, `xstate.error.actor.<name>` rejects it). */
export function serverAnswer<M extends AnyStateMachine = AnyStateMachine>(
  actorName: string,
): OutsideInput<M, ActorResultEvent> {
  return outside('server answer', `the ${actorName} call settles`, (ctx, event) =>
    event.type.startsWith('xstate.error.')
      ? ctx.reject(actorName, event.error)
      : ctx.resolve(actorName, event.output),
  );
}

/** A timer: the simulated clock moves on `ms` (write the spec's value as a literal: the walk fails if the chart's
 *  delay is longer, and the model tests fail if it is shorter). */
export function timer<M extends AnyStateMachine = AnyStateMachine>(
  ms: number,
  why: string,
): OutsideInput<M, ActorResultEvent> {
  return outside('timer', why, (ctx) => ctx.advance(ms));
}

const isOutside = <M extends AnyStateMachine>(e: Executor<M, unknown>): e is OutsideInput<M, unknown> =>
  typeof e === 'object' && e !== null && 'outside' in e;
const isByCase = <M extends AnyStateMachine>(e: Executor<M, unknown>): e is ByCase<M, unknown> =>
  typeof e === 'object' && e !== null && 'choose' in e;

interface WalkOptionsBase<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** Renders the view for an actor (the machine's long-lived actor is passed; views that create their own get the provided machine). */
  render: (actor: AnyActorRef, provided: AnyStateMachine) => ReactElement;
  /** Mounts the view some other way than Testing Library's React `render` (e.g. a library build with its own
   *  renderer); `render` is then not used and `view()` is not available. */
  mountView?: (actor: AnyActorRef, provided: AnyStateMachine) => { unmount: () => void };
  /** Lets the view catch up after each step (default: one React act() turn). */
  settle?: () => Promise<void>;
  /** Checks the view for the state reached (called after every step and at the start). */
  assertState: (ctx: WalkContext<M>, snapshot: SnapshotFrom<M>) => Promise<void> | void;
  /** Whether to mount the view before the first step (default true). */
  mountFirst?: boolean;
  /** For views that create their own actor: returns the actor the view created. */
  actorFromView?: () => AnyActorRef | null;
  reached?: Reached;
}

/** A walk through the view's controls only (issue 9): user steps get no `send`, outside input is listed. */
export interface UiWalkOptions<M extends AnyStateMachine> extends WalkOptionsBase<M> {
  executors: ControlExecutors<M>;
}

/** Replays one path through the view's controls (the walk `uiWalkTest` runs). */
export function walkThroughControls<M extends AnyStateMachine>(
  options: UiWalkOptions<M>,
  path: ModelPath<M>,
): Promise<void> {
  return runWalk(options, path);
}

async function runWalk<M extends AnyStateMachine>(
  options: UiWalkOptions<M>,
  path: ModelPath<M>,
): Promise<void> {
  const pending = new Map<string, Deferred[]>();
  const actorNames = Object.keys(options.machine.implementations.actors ?? {});
  const actors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise(
        ({ input }) =>
          new Promise((resolve, reject) => {
            const list = pending.get(name) ?? [];
            list.push({ input, resolve, reject });
            pending.set(name, list);
          }),
      ),
    ]),
  );
  const inspect = options.reached ? recorder(options.reached) : undefined;
  const provided = options.machine.provide({ actors }) as AnyStateMachine;
  const clock = new SimulatedClock();
  const actor = createActor(provided, {
    clock,
    ...(options.input === undefined ? {} : { input: options.input }),
    ...(inspect ? { inspect } : {}),
  }) as AnyActorRef;
  actor.start();
  let result: RenderResult | null = null;
  let custom: { unmount: () => void } | null = null;
  const mountView = options.mountView;
  // No timer between keystrokes (user-event's default waits a macrotask after each): the walk settles React itself
  // (act) and the chart runs on a simulated clock, so the waits only cost time (about a third of a walk's).
  const user = userEvent.setup({ delay: null });
  const settle =
    options.settle ??
    (() =>
      act(async () => {
        await Promise.resolve();
      }));
  const settleCall = async (name: string, fn: (d: Deferred) => void) => {
    // Only the newest call is alive: an invoke that was exited stopped its earlier calls.
    const list = pending.get(name) ?? [];
    const next = list.pop();
    list.length = 0;
    if (!next) throw new Error(`No pending call of actor "${name}" to settle`);
    await act(async () => {
      fn(next);
      await Promise.resolve();
    });
  };
  const ctx: WalkContext<M> = {
    get actor() {
      return options.actorFromView?.() ?? actor;
    },
    send: (event) =>
      act(async () => {
        ctx.actor.send(event);
        await Promise.resolve();
      }),
    user,
    view: () => {
      if (!result) throw new Error('View not mounted (or mounted by mountView)');
      return result;
    },
    mounted: () => result !== null || custom !== null,
    mount: () => {
      if (mountView) custom = mountView(actor, provided);
      else result = render(options.render(actor, provided));
    },
    remount: () => {
      result?.unmount();
      custom?.unmount();
      if (mountView) custom = mountView(actor, provided);
      else result = render(options.render(actor, provided));
    },
    resolve: (name, output) => settleCall(name, (d) => d.resolve(output)),
    reject: (name, error) => settleCall(name, (d) => d.reject(error)),
    snapshot: () => ctx.actor.getSnapshot() as SnapshotFrom<M>,
    clock,
    advance: (ms) =>
      act(async () => {
        clock.increment(ms);
        await Promise.resolve();
      }),
  };
  const userContext: UserContext<M> = {
    user,
    view: ctx.view,
    mounted: ctx.mounted,
    mount: ctx.mount,
    remount: ctx.remount,
    snapshot: ctx.snapshot,
  };
  const check = async (after: string) => {
    const value = (ctx.actor.getSnapshot() as { value: StateValue }).value;
    const before = expect.getState().assertionCalls;
    await options.assertState(ctx, ctx.actor.getSnapshot() as SnapshotFrom<M>);
    if (expect.getState().assertionCalls === before) {
      throw new Error(
        `UI walk "${path.description}": ${after}, the view's check asserted nothing in ${JSON.stringify(value)} (every settled state says what is on screen)`,
      );
    }
  };
  try {
    if (options.mountFirst !== false) {
      ctx.mount();
      await settle();
      await check('at the start');
    }
    for (const step of path.steps) {
      const listed = (options.executors as unknown as Record<string, Executor<M, unknown>>)[step.event.type];
      if (!listed) throw new Error(`No executor for ${step.event.type}`);
      const executor = isByCase(listed) ? listed.choose(ctx.snapshot(), step.event) : listed;
      try {
        if (isOutside(executor)) await executor.perform(ctx, step.event);
        else await executor(userContext, step.event);
      } catch (error) {
        const where = JSON.stringify((ctx.actor.getSnapshot() as { value: StateValue }).value);
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new Error(
          `UI walk "${path.description}": ${step.event.type} in ${where} could not be done through the view: ${message}`,
          { cause: error },
        );
      }
      // Let effects that the step caused (relays, focus) run inside act() before checking the view.
      await settle();
      const value = (ctx.actor.getSnapshot() as { value: StateValue }).value;
      if (JSON.stringify(value) !== JSON.stringify(step.state.value)) {
        throw new Error(
          `UI walk "${path.description}": after ${step.event.type} the machine is in ${JSON.stringify(value)}, the path says ${JSON.stringify(step.state.value)}`,
        );
      }
      await check(`after ${step.event.type}`);
    }
  } finally {
    (custom as { unmount: () => void } | null)?.unmount();
    cleanup();
    actor.stop();
  }
}

export interface UiWalkTestOptions<M extends AnyStateMachine>
  extends Omit<UiWalkOptions<M>, 'reached' | 'input'> {
  /** The machine's graph model (its fixtures): the same paths the model test and QA use. */
  model: {
    events: unknown;
    serializeState?: unknown;
    input?: unknown;
    startInputs?: readonly unknown[] | undefined;
  };
  /** The test's budget (default 300 s): a large chart walked on a loaded machine may ask for more. */
  timeoutMs?: number;
}

/**
 * ONE test per view: walks the covering set of the machine's generated paths (the fewest paths that together
 * reach every state and transition the whole set reaches) through the view, plus the machine's start inputs,
 * and asserts that the walks reached 100% of the chart's states and transitions.
 */
export function uiWalkTest<M extends AnyStateMachine>(title: string, options: UiWalkTestOptions<M>): void {
  it(
    title,
    async () => {
      const { model, timeoutMs: _budget, ...walk } = options;
      const input = model.input as InputFrom<M> | undefined;
      const paths = generatePaths({
        machine: options.machine,
        events: model.events as never,
        ...(input === undefined ? {} : { input }),
        ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
      });
      const chosen = coveringPaths(paths, reachedByPath(options.machine, paths, input)).map((i) => paths[i]!);
      const walked = newReached();
      for (const path of chosen)
        await walkThroughControls(
          { ...walk, reached: walked, ...(input === undefined ? {} : { input }) },
          path,
        );
      for (const start of (model.startInputs ?? []) as InputFrom<M>[]) {
        const opening = createActor(options.machine, { input: start }).getSnapshot();
        const path: ModelPath<M> = {
          kind: 'shortest',
          description: 'opens on the page of its input',
          steps: [],
          state: opening,
        };
        await walkThroughControls({ ...walk, reached: walked, input: start }, path);
      }
      const report = coverage(options.machine, walked);
      expect(report.states.missing, 'states the UI walks did not reach').toEqual([]);
      expect(report.transitions.missing, 'transitions the UI walks did not take').toEqual([]);
    },
    options.timeoutMs ?? 600_000, // the wallet's 66 covering paths took 188 s with other work on the machine, over 300 s beside more,
  );
}
