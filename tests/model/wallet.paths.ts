/** Picks, from generated paths, the ones that each reach a state or transition the earlier ones did not:
 *  the same coverage with far fewer paths (the wallet graph has thousands of edges), so UI walks stay fast. */
import type { AnyStateMachine, InputFrom } from 'xstate';
import { type ModelPath, newReached, replayOnMachine } from './graph';

export function coveringPaths<M extends AnyStateMachine>(
  machine: M,
  paths: ModelPath<M>[],
  input?: InputFrom<M>,
): ModelPath<M>[] {
  const all = newReached();
  const chosen: ModelPath<M>[] = [];
  // Longer paths first: they tend to reach more, so fewer are needed.
  const ordered = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  for (const path of ordered) {
    const own = newReached();
    replayOnMachine(machine, path, own, input);
    const adds =
      [...own.states].some((s) => !all.states.has(s)) ||
      [...own.transitions].some((t) => !all.transitions.has(t));
    if (!adds) continue;
    for (const s of own.states) all.states.add(s);
    for (const t of own.transitions) all.transitions.add(t);
    chosen.push(path);
  }
  return chosen;
}
