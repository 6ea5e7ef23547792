/** Descriptions of a machine for people (issue 14): for each event, the tester's action or the outside event in
 *  words, and for each state, what the screen shows. `npm run paths`, the Gherkin and Playwright exports and the
 *  inspector's path explorer write every step of a generated path with them; the inspector's funnel opens on
 *  `funnel`. One table per machine, next to its fixtures (`machines/<area>/<flow>/<flow>.descriptions.ts`),
 *  handed to `register(...)` in machines/registry.ts. A machine without a table, or an event or state the table
 *  does not name, still works: the step reads "Event x.y (no description yet)" (see docs/qa.md). */
import type { AnyStateMachine, ContextFrom, EventFromLogic, EventObject, StateValue } from 'xstate';

/** One step for a tester. */
export interface StepText {
  /** The action or outside event in words: "Type a wrong password and press Sign In". */
  action: string;
  /** What the screen shows afterwards, when the text of the state it lands in is not enough (a transition that
   *  stays in its state, or a message the state shows only after this event). */
  expect?: string;
  /** A short name for the paths this step is part of ("wrong password"); steps without one do not name a path. */
  name?: string;
}

/** An actor's result or a timer's event. */
export type ResultEvent = EventObject & { output?: unknown; error?: unknown };

/** The state a step reaches (its value and context), for texts that depend on it: what is chosen, what is
 *  missing, which message shows. Paths give it; a caller without it (the inspector's live log) gives none. */
export interface Reached<C = unknown> {
  value: StateValue;
  context: C;
}

export type EventText<E, C = unknown> = StepText | ((event: E, after?: Reached<C>) => StepText);

/** What the screen shows in a state: a text, or a text computed from the state reached (its context). */
export type StateText<C = unknown> = string | ((state: Reached<C>) => string);

export type EventTexts<M extends AnyStateMachine> = {
  [K in EventFromLogic<M>['type']]?: EventText<Extract<EventFromLogic<M>, { type: K }>, ContextFrom<M>>;
};

export interface MachineDescriptions<M extends AnyStateMachine = AnyStateMachine> {
  /** The machine's own events, by type (the payload is typed from the machine). */
  events: EventTexts<M>;
  /** Actor results and timers, by event type: `xstate.done.actor.<id>`, `xstate.error.actor.<id>`,
   *  `xstate.after.<delay>` (the delay's name, without the state id). */
  results?: Readonly<Record<string, EventText<ResultEvent, ContextFrom<M>>>>;
  /** What the screen shows, per state: the key is the state's path under the machine (`page.ready`); a state
   *  without its own text is described by its nearest described parent. A function reads the state reached. */
  states: Readonly<Record<string, StateText<ContextFrom<M>>>>;
  /** The funnel the inspector opens with for this machine: from the chart's start (or `from`) to `to`. */
  funnel?: { from?: string; to: string };
}

/** Types a machine's table against the machine (event names and payloads), for `register(...)`. */
export function describeMachine<M extends AnyStateMachine>(
  _machine: M,
  descriptions: MachineDescriptions<M>,
): MachineDescriptions {
  return descriptions as unknown as MachineDescriptions;
}
