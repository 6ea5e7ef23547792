/** The notifications chart in words (machines/descriptions.ts). */
import { NOTIFICATION_LABELS, NOTIFICATION_MESSAGES } from '../../../domain/rx/profile';
import { describeMachine } from '../../descriptions';
import { notificationsMachine } from './notifications.machine';

export const notificationsDescriptions = describeMachine(notificationsMachine, {
  events: {
    'notifications.retry': { action: `Press ${NOTIFICATION_LABELS.retry}` },
    'notifications.dismiss': {
      action: `Press ${NOTIFICATION_LABELS.dismiss} on “Ready for pickup”`,
      name: 'dismiss',
    },
    'notifications.answer': (e) =>
      e.response === 'YES'
        ? { action: `Answer the annual verification “${NOTIFICATION_LABELS.yes}”`, name: 'yes' }
        : { action: `Answer the annual verification “${NOTIFICATION_LABELS.no}”`, name: 'no' },
  },
  results: {
    'xstate.done.actor.fetchNotifications': (e) =>
      (e.output as unknown[]).length === 0
        ? {
            action: 'The pharmacy answers no notifications',
            expect: `“${NOTIFICATION_MESSAGES.empty}”`,
            name: 'none',
          }
        : { action: 'The pharmacy answers: ready for pickup, an access request, an annual verification' },
    'xstate.error.actor.fetchNotifications': {
      action: 'The notifications call fails (500)',
      expect: `“${NOTIFICATION_MESSAGES.fetchFailed}”`,
      name: 'load fails',
    },
    'xstate.done.actor.dismissNotification': {
      action: 'The pharmacy records it',
      expect: 'It is gone from the list',
    },
    'xstate.error.actor.dismissNotification': {
      action: 'The call fails (500)',
      expect: `“${NOTIFICATION_MESSAGES.dismissFailed}” or, for the annual verification, “${NOTIFICATION_MESSAGES.annualVerificationFailed}”`,
      name: 'fails',
    },
  },
  states: {
    loading: NOTIFICATION_LABELS.loading,
    failed: `“${NOTIFICATION_MESSAGES.fetchFailed}” with ${NOTIFICATION_LABELS.retry}`,
    loaded: `The notifications, each with ${NOTIFICATION_LABELS.dismiss} (the annual verification with Yes / No), or “${NOTIFICATION_MESSAGES.empty}”`,
    dismissing: 'Dismissing…',
    answering: 'Saving your answer…',
  },
  funnel: { to: 'loaded' },
});
