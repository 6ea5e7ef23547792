/**
 * Oracle tables (docs/qa.md "How a chart is tested"): the chart's CHOICES checked against the spec. The coverage
 * test and the UI walk take their expectations from the chart itself, so they prove reachability; an oracle case
 * says, with values copied from the spec as literals (250 ms, 15 minutes, 5 gift cards, exact message texts),
 * where the chart must go, which side effects it must run with which parameters and what it must hand to its
 * actors. A case that took its expected value from the product's own constant could not disagree with it.
 *
 *   oracleTable(walletRequestMachine, [
 *     { name: '§7 a 404 payment-intent-not-found renews the intent and retries with the NEW one',
 *       input, steps: [callFails(intentNotFound), { type: 'xstate.done.actor.getNewPaymentIntent', output: 'pi-2' }],
 *       state: 'calling', calls: { callWallet: { credentials: { token: 'wt-1', paymentIntentId: 'pi-2' } } } },
 *   ]);
 *
 * Steps are events (a user's, another chart's, or an actor's result `xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`), `{ advance: ms }` for the simulated clock, or `{ check }` for a mid-way assertion.
 * Actors never settle on their own: a case says what each one answered. Actions the chart leaves to src/
 * (navigation, analytics, host messages) are recorded with their parameters; assigns show in `context`.
 */
import { expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type InputFrom,
  SimulatedClock,
  type StateValue,
} from 'xstate';

/** The clock moves on `advance` ms (fires `after` timers due by then). */
export interface Advance {
  advance: number;
}
/** An assertion in the middle of a case (e.g. not yet announced at 249 ms). */
export interface Check {
  check: (run: OracleRun) => void;
}
export type OracleStep = (EventObject & Record<string, unknown>) | Advance | Check;

export interface RecordedAction {
  type: string;
  params?: unknown;
}

export interface OracleRun {
  snapshot: () => AnyMachineSnapshot;
  /** Inputs of every actor started so far, by actor name, oldest first. */
  calls: Record<string, unknown[]>;
  /** Actions the chart ran (its own side effects, with their params), oldest first. */
  actions: RecordedAction[];
  /** Actions run by the last step only. */
  lastActions: RecordedAction[];
  actor: AnyActorRef;
}

export interface OracleCase<M extends AnyStateMachine = AnyStateMachine> {
  /** What the spec says, with its section: the test's name (keep it stable: mutation testing finds tests by name). */
  name: string;
  input?: InputFrom<M> | undefined;
  /** Actors that keep the chart's own implementation (e.g. a child that only reads another chart). */
  keepActors?: readonly string[];
  steps: readonly OracleStep[];
  /** The state the chart is in after the last step: a state value, or a path string for `matches`. */
  state?: StateValue;
  /** 'done' when the chart must have finished (a final state), 'active' when it must still run. */
  status?: 'done' | 'active';
  /** Tags the end state must have (views read them: busy, submitting, form, leaving). */
  tags?: readonly string[];
  /** Tags it must not have. */
  notTags?: readonly string[];
  /** Context facts after the last step (toMatchObject). */
  context?: Record<string, unknown>;
  /** The newest input of each named actor after the last step (toEqual with the given value; use
   *  expect.objectContaining for part of it). */
  calls?: Record<string, unknown>;
  /** How many times each named actor was started during the case. */
  callCounts?: Record<string, number>;
  /** Actions the LAST step ran, in order among them (each matched with toMatchObject). */
  actions?: readonly RecordedAction[];
  /** Action types the last step must NOT run. */
  notActions?: readonly string[];
  /** Events the chart must refuse in the end state (`snapshot.can(event)` is false). */
  refuses?: readonly (EventObject & Record<string, unknown>)[];
  /** Events the chart must accept in the end state. */
  accepts?: readonly (EventObject & Record<string, unknown>)[];
  /** The machine's output when it finished. */
  output?: unknown;
  /** More checks on the run (a function of what happened). */
  verify?: (run: OracleRun) => void;
}

const isAdvance = (s: OracleStep): s is Advance => typeof (s as Advance).advance === 'number';
const isCheck = (s: OracleStep): s is Check => typeof (s as Check).check === 'function';

/** Runs one case and returns what happened (used by oracleTable; handy for ad-hoc checks too). */
export function runOracle<M extends AnyStateMachine>(machine: M, c: OracleCase<M>): OracleRun {
  const calls: Record<string, unknown[]> = {};
  const actorNames = Object.keys(machine.implementations.actors ?? {}).filter(
    (name) => !c.keepActors?.includes(name),
  );
  const actors = Object.fromEntries(
    actorNames.map((name) => [
      name,
      fromPromise(({ input }) => {
        calls[name] = [...(calls[name] ?? []), input];
        return new Promise(() => {});
      }),
    ]),
  );
  const clock = new SimulatedClock();
  const actions: RecordedAction[] = [];
  let root: AnyActorRef | null = null;
  const actor = createActor(machine.provide({ actors }) as AnyStateMachine, {
    clock,
    ...(c.input === undefined ? {} : { input: c.input }),
    inspect: (event) => {
      if (event.type !== '@xstate.action') return;
      const e = event as unknown as { actorRef: AnyActorRef; action: RecordedAction };
      if (root === null || e.actorRef === root)
        actions.push({ type: e.action.type, params: e.action.params });
    },
  }) as AnyActorRef;
  root = actor;
  let mark = 0;
  const run: OracleRun = {
    snapshot: () => actor.getSnapshot() as AnyMachineSnapshot,
    calls,
    actions,
    get lastActions() {
      return actions.slice(mark);
    },
    actor,
  };
  actor.start();
  for (const step of c.steps) {
    if (isCheck(step)) {
      step.check(run);
      continue;
    }
    mark = actions.length;
    if (isAdvance(step)) clock.increment(step.advance);
    else actor.send(step);
  }
  return run;
}

/** Asserts one case (see OracleCase). */
export function checkOracle<M extends AnyStateMachine>(machine: M, c: OracleCase<M>): OracleRun {
  const run = runOracle(machine, c);
  const snapshot = run.snapshot();
  if (c.state !== undefined) {
    expect(
      snapshot.matches(c.state as never),
      `expected the chart in ${JSON.stringify(c.state)}, it is in ${JSON.stringify(snapshot.value)}`,
    ).toBe(true);
  }
  if (c.status) expect(snapshot.status, 'the chart’s status').toBe(c.status);
  for (const tag of c.tags ?? []) expect(snapshot.hasTag(tag), `tag ${tag}`).toBe(true);
  for (const tag of c.notTags ?? []) expect(snapshot.hasTag(tag), `no tag ${tag}`).toBe(false);
  if (c.context) expect(snapshot.context).toMatchObject(c.context);
  for (const [name, input] of Object.entries(c.calls ?? {})) {
    const list = run.calls[name] ?? [];
    expect(list.length, `actor ${name} was never started`).toBeGreaterThan(0);
    expect(list.at(-1), `the input of ${name}`).toEqual(input);
  }
  for (const [name, count] of Object.entries(c.callCounts ?? {})) {
    expect(run.calls[name]?.length ?? 0, `how many times ${name} was started`).toBe(count);
  }
  if (c.actions) {
    const ran = run.lastActions.filter((a) => c.actions!.some((e) => e.type === a.type));
    expect(ran, 'the side effects of the last step').toMatchObject(c.actions);
  }
  for (const type of c.notActions ?? []) {
    expect(
      run.lastActions.map((a) => a.type),
      `the last step must not run ${type}`,
    ).not.toContain(type);
  }
  for (const event of c.refuses ?? []) {
    expect(snapshot.can(event), `the chart must refuse ${JSON.stringify(event)}`).toBe(false);
  }
  for (const event of c.accepts ?? []) {
    expect(snapshot.can(event), `the chart must accept ${JSON.stringify(event)}`).toBe(true);
  }
  if ('output' in c) {
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual(c.output);
  }
  c.verify?.(run);
  run.actor.stop();
  return run;
}

/**
 * One test per case, named by the case (what the spec says). Pass the machine as a loader
 * (`() => import('…/x.machine').then((m) => m.xMachine)`): a chart whose definition fails to build then fails each
 * case, where a top-level import would fail the file before any test is collected (and a mutation tool would count
 * that as nothing noticed).
 */
export function oracleTable<M extends AnyStateMachine>(
  machine: M | (() => Promise<M>),
  cases: readonly OracleCase<M>[],
): void {
  for (const c of cases)
    it(c.name, async () => {
      checkOracle(typeof machine === 'function' ? await machine() : machine, c);
    });
}
