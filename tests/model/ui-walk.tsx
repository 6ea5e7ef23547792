/**
 * Replays generated paths against a React view. The machine runs with deferred actors the walk resolves when
 * the path says an actor finished; every other event is performed by an executor (a user action, or a send for
 * events that come from elsewhere in the app). After each step the machine must be in the path's state and the
 * view must show what that state promises.
 */
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
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
import { type ModelPath, type Reached, recorder } from './graph';

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

export type Executor<M extends AnyStateMachine, E> = (ctx: WalkContext<M>, event: E) => Promise<void> | void;

/** An actor's result as the graph carries it. */
export type ActorResultEvent = { type: string; output?: unknown; error?: unknown };

/** One executor per machine event (a missing one fails to compile) plus one per actor result. */
export type Executors<M extends AnyStateMachine> = {
  [K in EventFromLogic<M>['type']]: Executor<M, Extract<EventFromLogic<M>, { type: K }>>;
} & {
  [K: `xstate.done.actor.${string}` | `xstate.error.actor.${string}` | `xstate.after.${string}`]: Executor<
    M,
    ActorResultEvent
  >;
};

export interface UiWalkOptions<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /** Renders the view for an actor (the machine's long-lived actor is passed; views that create their own get the provided machine). */
  render: (actor: AnyActorRef, provided: AnyStateMachine) => ReactElement;
  executors: Executors<M>;
  /** Checks the view for the state reached (called after every step and at the start). */
  assertState: (ctx: WalkContext<M>, snapshot: SnapshotFrom<M>) => Promise<void> | void;
  /** Whether to mount the view before the first step (default true). */
  mountFirst?: boolean;
  /** For views that create their own actor: returns the actor the view created. */
  actorFromView?: () => AnyActorRef | null;
  reached?: Reached;
}

export async function walkPath<M extends AnyStateMachine>(
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
  const user = userEvent.setup();
  const settle = async (name: string, fn: (d: Deferred) => void) => {
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
      if (!result) throw new Error('View not mounted');
      return result;
    },
    mounted: () => result !== null,
    mount: () => {
      result = render(options.render(actor, provided));
    },
    remount: () => {
      result?.unmount();
      result = render(options.render(actor, provided));
    },
    resolve: (name, output) => settle(name, (d) => d.resolve(output)),
    reject: (name, error) => settle(name, (d) => d.reject(error)),
    snapshot: () => ctx.actor.getSnapshot() as SnapshotFrom<M>,
    clock,
    advance: (ms) =>
      act(async () => {
        clock.increment(ms);
        await Promise.resolve();
      }),
  };
  try {
    if (options.mountFirst !== false) ctx.mount();
    for (const step of path.steps) {
      const executor = (options.executors as Record<string, Executor<M, unknown>>)[step.event.type];
      if (!executor) throw new Error(`No executor for ${step.event.type}`);
      await executor(ctx, step.event);
      // Let effects that the step caused (relays, focus) run inside act() before checking the view.
      await act(async () => {
        await Promise.resolve();
      });
      const value = (ctx.actor.getSnapshot() as { value: StateValue }).value;
      if (JSON.stringify(value) !== JSON.stringify(step.state.value)) {
        throw new Error(
          `UI walk "${path.description}": after ${step.event.type} the machine is in ${JSON.stringify(value)}, the path says ${JSON.stringify(step.state.value)}`,
        );
      }
      await options.assertState(ctx, ctx.actor.getSnapshot() as SnapshotFrom<M>);
    }
  } finally {
    cleanup();
    actor.stop();
  }
}
