/**
 * The notifications panel (pharmacy-portal.md §2.3, §3 "Notifications", §8): the covering set of the chart's
 * generated paths walked through the controls a person uses (Dismiss, the annual verification's Yes / No, Try
 * Again). Outside input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { notificationsModel, READY } from '../../machines/rx/notifications/notifications.fixtures';
import { notificationsMachine } from '../../machines/rx/notifications/notifications.machine';
import { notificationText } from '../../domain/rx/profile';
import { NotificationsPanel } from '../../ui/rx/profile/NotificationsPanel';
import { type ControlExecutors, serverAnswer, uiWalkTest, type WalkContext } from './ui-walk';

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
  'xstate.done.actor.fetchNotifications': serverAnswer('fetchNotifications'),
  'xstate.error.actor.fetchNotifications': serverAnswer('fetchNotifications'),
  'xstate.done.actor.dismissNotification': serverAnswer('dismissNotification'),
  'xstate.error.actor.dismissNotification': serverAnswer('dismissNotification'),
} satisfies ControlExecutors<M>;

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

describe('notifications panel: walked along the chart', () => {
  uiWalkTest('rxNotifications: every state and transition through the Patient Notifications panel', {
    machine: notificationsMachine,
    model: notificationsModel,
    render: (actor) => (
      <MemoryRouter>
        <NotificationsPanel actor={actor as ActorRefFrom<M>} />
      </MemoryRouter>
    ),
    executors,
    assertState,
  });
});
