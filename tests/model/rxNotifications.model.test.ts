// @vitest-environment node
/**
 * The notifications chart (pharmacy-portal.md §2.3, §3 "Notifications", §7.1, §8 "Patients and notifications"):
 * coverage over the generated paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { RxNotification } from '../../api/contracts/rx-profile';
import {
  ADULTHOOD,
  JORDAN_NOTIFICATIONS,
  notificationsModel,
  READY,
} from '../../machines/rx/notifications/notifications.fixtures';
import { notificationsMachine } from '../../machines/rx/notifications/notifications.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxNotifications chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: notificationsMachine,
      events: notificationsModel.events as never,
      serializeState: notificationsModel.serializeState as never,
      input: notificationsModel.input,
    });
    const report = coverage(
      notificationsMachine,
      mergeReached(reachedByPath(notificationsMachine, paths, notificationsModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const tick = () => new Promise((r) => setTimeout(r, 0));

async function start(list: RxNotification[], failing = false) {
  const calls: unknown[] = [];
  let refreshed = 0;
  const actor = createActor(
    notificationsMachine.provide({
      actors: {
        fetchNotifications: fromPromise(async ({ input }) => {
          calls.push(['GET', input]);
          return list;
        }),
        dismissNotification: fromPromise(async ({ input }) => {
          calls.push(['PUT', input]);
          if (failing) throw new Error('500');
          return { dismissed: 'x' };
        }),
      },
      actions: {
        refreshPatients: () => {
          refreshed += 1;
        },
      },
    }),
    { input: { patientNumber: '100234567', hasChild: true } },
  ).start();
  await tick();
  return { actor, calls, refreshed: () => refreshed };
}

describe('rxNotifications chart: oracle (literals from the spec)', () => {
  it('asks for the patient with hasChild (GET /notifications/{n}?hasChild)', async () => {
    const { calls } = await start([]);
    expect(calls).toEqual([['GET', { patientNumber: '100234567', hasChild: true }]]);
  });

  it('dismisses one notification and drops it from the list', async () => {
    const { actor, calls } = await start(JORDAN_NOTIFICATIONS);
    actor.send({ type: 'notifications.dismiss', notificationId: READY.notificationId });
    await tick();
    expect(calls[1]).toEqual(['PUT', { patientNumber: '100234567', notificationId: READY.notificationId }]);
    expect(actor.getSnapshot().context.notifications.map((n) => n.notificationId)).not.toContain(
      READY.notificationId,
    );
  });

  it.each([
    { response: 'YES', refreshed: 0 },
    { response: 'NO', refreshed: 1 },
  ] as const)(
    'the annual verification answered $response is sent with the dismissal',
    async ({ response, refreshed }) => {
      const run = await start(JORDAN_NOTIFICATIONS);
      // An adulthood notification is answered, never just dismissed.
      expect(
        run.actor
          .getSnapshot()
          .can({ type: 'notifications.dismiss', notificationId: ADULTHOOD.notificationId }),
      ).toBe(false);
      run.actor.send({ type: 'notifications.answer', notificationId: ADULTHOOD.notificationId, response });
      await tick();
      expect(run.calls[1]).toEqual([
        'PUT',
        { patientNumber: '100234567', notificationId: ADULTHOOD.notificationId, response },
      ]);
      expect(run.refreshed()).toBe(refreshed);
    },
  );

  it.each([
    {
      event: { type: 'notifications.answer', notificationId: ADULTHOOD.notificationId, response: 'YES' },
      text: 'We encountered an error saving your response. Please try again.',
    },
    {
      event: { type: 'notifications.dismiss', notificationId: READY.notificationId },
      text: 'We could not dismiss the notification. Please try again.',
    },
  ] as const)('a failure keeps the notification and says "$text"', async ({ event, text }) => {
    const { actor } = await start(JORDAN_NOTIFICATIONS, true);
    actor.send(event);
    await tick();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.error).toBe(text);
    expect(actor.getSnapshot().context.notifications).toHaveLength(3);
  });
});
