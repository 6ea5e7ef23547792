// @vitest-environment node
/** The dynamic banner chart (pharmacy-portal.md §2.2, §7.5): coverage and oracle. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BannerMessage } from '../../api/contracts/content';
import { activeMessage, dynamicBannerModel } from '../../machines/rx/dynamicBanner/dynamicBanner.fixtures';
import { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxDynamicBanner chart', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: dynamicBannerMachine,
      events: dynamicBannerModel.events as never,
    });
    const report = coverage(dynamicBannerMachine, mergeReached(reachedByPath(dynamicBannerMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  it.each([
    { message: activeMessage, expect: 'shown' },
    { message: { ...activeMessage, active: false }, expect: 'hidden' },
    { message: { ...activeMessage, messageText: '   ' }, expect: 'hidden' },
    { message: new Error('404'), expect: 'hidden' },
  ])('active $message.active → $expect', async ({ message, expect: want }) => {
    const actor = createActor(
      dynamicBannerMachine.provide({
        actors: {
          fetchBannerMessage: fromPromise<BannerMessage>(async () => {
            if (message instanceof Error) throw message;
            return message;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'banner.load' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe(want);
  });
});
