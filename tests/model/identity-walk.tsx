/**
 * UI walks of the identity charts: the covering set of each chart's generated paths (graph.ts `coveringPaths`: the
 * fewest paths that reach every state and transition) replayed against its view through ui-walk.tsx, one test per
 * path, then a check that the walks together reached 100% of the chart. Form helpers act as a person would: find the
 * control by its label or role, clear it, type.
 */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { GraphModel } from '../../machines/registry';
import { coverage, coveringPaths, generatePaths, newReached, reachedByPath, replayStart } from './graph';
import { type LegacyWalkOptions, walkPath } from './ui-walk';

export function walkCoveringPaths<M extends AnyStateMachine>(
  machine: M,
  model: GraphModel,
  options: Omit<LegacyWalkOptions<M>, 'machine' | 'reached' | 'input'>,
) {
  const paths = generatePaths({
    machine,
    events: model.events as never,
    ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
    ...(model.input !== undefined ? { input: model.input as never } : {}),
  });
  const chosen = coveringPaths(paths, reachedByPath(machine, paths, model.input as never)).map(
    (i) => paths[i]!,
  );
  const reached = newReached();
  for (const path of chosen) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          ...options,
          machine,
          reached,
          ...(model.input !== undefined ? { input: model.input as never } : {}),
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    for (const start of model.startInputs ?? []) replayStart(machine, start as never, reached);
    const report = coverage(machine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
}

/** Clears the field with this label and types the value (nothing for an empty value). */
export async function fill(user: UserEvent, label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (value !== '') await user.type(field, value);
}

export async function choose(user: UserEvent, label: string | RegExp, value: string) {
  await user.selectOptions(screen.getByLabelText(label), value);
}
