// @vitest-environment node
/** The toaster chart (pharmacy-portal.md §2.2, §8 "Toasts appear as a heading plus text"): coverage and oracle. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toasterModel } from '../../machines/rx/toaster/toaster.fixtures';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxToaster chart', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: toasterMachine,
      events: toasterModel.events as never,
      simplePaths: true,
    });
    const report = coverage(toasterMachine, mergeReached(reachedByPath(toasterMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it.each([
    { given: [], event: 'toast.show', expect: { value: 'showing', heading: 'Error Fetching Patient' } },
    { given: ['show'], event: 'toast.show', expect: { value: 'showing', heading: 'Error Fetching Patient' } },
    { given: ['show'], event: 'toast.dismiss', expect: { value: 'hidden', heading: null } },
    { given: [], event: 'toast.dismiss', expect: { value: 'hidden', heading: null } },
  ])('oracle: after $given, $event → $expect.value', ({ given, event, expect: want }) => {
    const actor = createActor(toasterMachine).start();
    const toast = {
      heading: 'Error Fetching Patient',
      text: 'There was an error fetching patient data.  Please try again.',
      tone: 'error' as const,
    };
    for (const g of given)
      if (g === 'show') actor.send({ type: 'toast.show', toast: { ...toast, heading: 'Earlier' } });
    actor.send(event === 'toast.show' ? { type: 'toast.show', toast } : { type: 'toast.dismiss' });
    const s = actor.getSnapshot();
    expect(s.value).toBe(want.value);
    expect(s.context.toast?.heading ?? null).toBe(want.heading);
  });
});
