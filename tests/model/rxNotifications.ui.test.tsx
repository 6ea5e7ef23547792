/**
 * The notifications panel (pharmacy-portal.md §2.3, §3 "Notifications", §8): every generated path of the chart
 * replayed through the controls a person uses (Dismiss, the annual verification's Yes / No, Try Again). Outside
 * input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notificationsModel, READY } from '../../machines/rx/notifications/notifications.fixtures';
import { notificationsMachine } from '../../machines/rx/notifications/notifications.machine';
import { notificationText } from '../../src/domain/rx/profile';
import { NotificationsPanel } from '../../ui/rx/profile/NotificationsPanel';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';

type M = typeof notificationsMachine;

const executors = {
  'notifications.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try Again' })),
  'notifications.dismiss': (ctx, e) => {
    expect(e.notificationId).toBe(READY.notificationId);
    return ctx.user.click(screen.getByRole('button', { name: 'Dismiss: Ready for pickup' }));
  },
  'notifications.answer': (ctx, e) =>
    ctx.user.click(
      screen.getByRole('button', { name: e.response === 'YES' ? 'Yes, I still manage them' : 'No' }),
    ),
  'xstate.done.actor.fetchNotifications': (ctx, e) => ctx.resolve('fetchNotifications', e.output),
  'xstate.error.actor.fetchNotifications': (ctx, e) => ctx.reject('fetchNotifications', e.error),
  'xstate.done.actor.dismissNotification': (ctx, e) => ctx.resolve('dismissNotification', e.output),
  'xstate.error.actor.dismissNotification': (ctx, e) => ctx.reject('dismissNotification', e.error),
} satisfies Executors<M>;

function assertState(_ctx: WalkContext<M>, s: SnapshotFrom<M>) {
  const panel = screen.getByRole('region', { name: 'Patient Notifications' });
  if (s.matches('loading')) {
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading notifications…');
    return;
  }
  if (s.matches('failed')) {
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'We could not load the notifications. Please try again.',
    );
    return;
  }
  const list = s.context.notifications;
  if (list.length === 0) {
    expect(panel).toHaveTextContent('There are currently no notifications for this patient.');
  } else {
    const items = within(within(panel).getByRole('list', { name: 'Patient Notifications' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(list.length);
    for (const [i, n] of list.entries()) expect(items[i]).toHaveTextContent(notificationText(n).text);
    for (const b of within(panel).getAllByRole('button'))
      expect(b).toHaveProperty('disabled', s.hasTag('busy'));
  }
  if (s.context.error) expect(within(panel).getByRole('alert')).toHaveTextContent(s.context.error);
  else expect(within(panel).queryByRole('alert')).toBeNull();
}

describe('notifications panel: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: notificationsMachine,
    events: notificationsModel.events as never,
    serializeState: notificationsModel.serializeState as never,
    input: notificationsModel.input,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: notificationsMachine,
          input: notificationsModel.input,
          reached,
          render: (actor) => (
            <MemoryRouter>
              <NotificationsPanel actor={actor as ActorRefFrom<M>} />
            </MemoryRouter>
          ),
          executors,
          assertState,
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(notificationsMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
