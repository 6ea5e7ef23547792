// @vitest-environment node
/**
 * The notifications chart (pharmacy-portal.md §2.3, §3 "Notifications", §7.1, §8 "Patients and notifications"): the
 * coverage test over the generated paths. Its oracle table, whose expected values are literals copied from the spec,
 * is rxNotifications.oracle.test.ts (the mutation run's tests include the oracle files and leave the coverage
 * replays out).
 */
import { describe, expect, it } from 'vitest';
import { notificationsModel } from '../../machines/rx/notifications/notifications.fixtures';
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
