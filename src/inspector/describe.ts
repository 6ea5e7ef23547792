/** A registered machine's events and states in words (its table in machines/<area>/<flow>/<flow>.descriptions.ts),
 *  with a clear fallback when the table, an event or a state is missing: "Event x.y (no description yet)". */
import type { EventObject } from 'xstate';
import type { Reached, StepText } from '../../machines/descriptions';
import type { RegisteredMachine } from '../../machines/registry';
import { formatDelay } from './diagram/definition';

export const NO_DESCRIPTION = 'no description yet';

export interface DescribedEvent extends StepText {
  /** False when the text is the fallback (the machine's table does not name this event). */
  described: boolean;
}

/** The lookup key of an event: its type; for a timer `xstate.after.<delay>` without the state id. */
export function eventKey(entry: RegisteredMachine, type: string): string {
  const after = /^xstate\.after\.(.+)$/.exec(type);
  if (!after) return type;
  const rest = after[1]!;
  const state = [...stateIds(entry)].find((id) => rest.endsWith(`.${id}`));
  return `xstate.after.${state ? rest.slice(0, -state.length - 1) : rest}`;
}

function stateIds(entry: RegisteredMachine): Set<string> {
  const ids = new Set<string>();
  const walk = (node: { id: string; states?: Record<string, unknown> }) => {
    ids.add(node.id);
    for (const child of Object.values(node.states ?? {})) walk(child as typeof node);
  };
  walk(entry.machine.root as unknown as { id: string; states?: Record<string, unknown> });
  return ids;
}

function fallbackEvent(entry: RegisteredMachine, type: string): StepText {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return { action: `The ${done[1]} call answers (${NO_DESCRIPTION})` };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return { action: `The ${error[1]} call fails (${NO_DESCRIPTION})` };
  const key = eventKey(entry, type);
  if (key.startsWith('xstate.after.')) {
    const delay = key.slice('xstate.after.'.length);
    const ms = (entry.machine.implementations.delays as Record<string, unknown> | undefined)?.[delay];
    return {
      action: `Wait ${typeof ms === 'number' ? formatDelay(String(ms)) : formatDelay(delay)} (${NO_DESCRIPTION})`,
    };
  }
  return { action: `Event ${type} (${NO_DESCRIPTION})` };
}

/** Whether the machine's table names this event type (whatever its payload). */
export function hasDescription(entry: RegisteredMachine, type: string): boolean {
  const key = eventKey(entry, type);
  const table = entry.descriptions;
  return Boolean((table?.events as Record<string, unknown> | undefined)?.[key] ?? table?.results?.[key]);
}

/** The tester's words for one event of the machine (payload-aware when the table gives a function; with `after`,
 *  the state the step reaches, so the expected result says what that state shows). */
export function describeEvent(entry: RegisteredMachine, event: EventObject, after?: Reached): DescribedEvent {
  const table = entry.descriptions;
  const key = eventKey(entry, event.type);
  const text =
    (table?.events as Record<string, unknown> | undefined)?.[key] ?? table?.results?.[key] ?? undefined;
  if (text === undefined) return { ...fallbackEvent(entry, event.type), described: false };
  try {
    const resolved =
      typeof text === 'function'
        ? (text as (e: EventObject, a?: Reached) => StepText)(event, after)
        : (text as StepText);
    return { ...resolved, described: true };
  } catch {
    // A description that cannot read this payload is a description missing, not a crash.
    return { ...fallbackEvent(entry, event.type), described: false };
  }
}

/** Dotted leaf paths of a state value (`{ page: 'ready' }` → `page.ready`; parallel regions → several). */
export function leafPaths(value: unknown, prefix = ''): string[] {
  if (value === null || value === undefined) return prefix ? [prefix] : [];
  if (typeof value !== 'object') return [prefix ? `${prefix}.${String(value)}` : String(value)];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix ? [prefix] : [];
  return entries.flatMap(([key, inner]) => leafPaths(inner, prefix ? `${prefix}.${key}` : key));
}

/** What the screen shows in a state: the nearest described state on each leaf's path, joined by "; ". With the
 *  state's context, a text written as a function says what that state holds (what is chosen, what is missing). */
export function describeState(
  entry: RegisteredMachine,
  value: unknown,
  context?: unknown,
): { text: string; described: boolean } {
  const states = entry.descriptions?.states ?? {};
  const texts: string[] = [];
  let described = true;
  const textOf = (key: string): string | undefined => {
    const t = states[key];
    if (typeof t !== 'function') return t;
    try {
      return t({ value: value as Reached['value'], context });
    } catch {
      return undefined; // a text that cannot read this context falls back to its parent's
    }
  };
  for (const leaf of leafPaths(value)) {
    const parts = leaf.split('.');
    let found: string | undefined;
    for (let n = parts.length; n > 0 && found === undefined; n--) found = textOf(parts.slice(0, n).join('.'));
    if (found === undefined) {
      described = false;
      found = `state ${leaf} (${NO_DESCRIPTION})`;
    }
    if (!texts.includes(found)) texts.push(found);
  }
  return { text: texts.join('; ') || `the machine's start (${NO_DESCRIPTION})`, described };
}
