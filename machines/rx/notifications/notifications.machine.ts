/** Notifications of one patient (pharmacy-portal.md §2.3 notification list, §3 "Notifications", §6 "caregivers and
 *  patients with pending, approved or expiring access appear in notifications", §7.1 GET /notifications/{n}
 *  ?hasChild, PUT /notifications/dismiss, §8 "Patients and notifications"). loading → loaded | failed. In loaded a
 *  notification is dismissed (dismissing) or, for an adulthood notification, the annual verification is answered
 *  (answering: Yes / No); success drops it from the list (a No also ends the link, so the patients are read again),
 *  a failure keeps it with the dismiss text or §8's 'We encountered an error saving your response. Please try
 *  again.'. Side effects: fetchNotifications, dismissNotification; refreshPatients (src/). */
import { assertEvent, assign, setup } from 'xstate';
import type {
  AnnualVerificationResponse,
  DismissNotificationRequest,
  RxNotification,
} from '../../../api/contracts/rx-profile';
import { NOTIFICATION_MESSAGES } from '../../../domain/rx/profile';
import { notProvided } from '../../shared/actors';

export interface NotificationsInput {
  patientNumber: string;
  /** §7.1 hasChild: the customer has children (adulthood notifications on their own patient). */
  hasChild: boolean;
}

export interface NotificationsContext extends NotificationsInput {
  notifications: RxNotification[];
  /** The notification being dismissed or answered. */
  notificationId: string | null;
  response: AnnualVerificationResponse | null;
  /** The text of the last failure, shown with the list. */
  error: string | null;
}

export type NotificationsEvent =
  | { type: 'notifications.retry' }
  | { type: 'notifications.dismiss'; notificationId: string }
  | { type: 'notifications.answer'; notificationId: string; response: AnnualVerificationResponse };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchNotifications: notProvided<RxNotification[], { patientNumber: string; hasChild: boolean }>(
      'fetchNotifications',
    ),
    dismissNotification: notProvided<{ dismissed: string }, DismissNotificationRequest>(
      'dismissNotification',
    ),
  },
  actions: {
    /** Provided by src/: the patients chart reads the patients again (an answered No ends a link). */
    refreshPatients: () => {},
    keepNotifications: assign((_, params: { notifications: RxNotification[] }) => ({
      notifications: params.notifications,
      error: null,
    })),
    choose: assign(({ event }) => {
      assertEvent(event, ['notifications.dismiss', 'notifications.answer']);
      return {
        notificationId: event.notificationId,
        response: event.type === 'notifications.answer' ? event.response : null,
        error: null,
      };
    }),
    dropChosen: assign(({ context }) => ({
      notifications: context.notifications.filter((n) => n.notificationId !== context.notificationId),
      notificationId: null,
      response: null,
    })),
    showError: assign((_, params: { error: string }) => ({
      error: params.error,
      notificationId: null,
      response: null,
    })),
  },
  guards: {
    hasNotification: ({ context, event }) =>
      event.type === 'notifications.dismiss' &&
      context.notifications.some(
        (n) => n.notificationId === event.notificationId && n.category !== 'ADULTHOOD',
      ),
    isAnnualVerification: ({ context, event }) =>
      event.type === 'notifications.answer' &&
      context.notifications.some(
        (n) => n.notificationId === event.notificationId && n.category === 'ADULTHOOD',
      ),
    isAnsweredNo: ({ context }) => context.response === 'NO',
  },
}).createMachine({
  id: 'rxNotifications',
  initial: 'loading',
  context: ({ input }) => ({
    ...input,
    notifications: [],
    notificationId: null,
    response: null,
    error: null,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchNotifications',
        src: 'fetchNotifications',
        input: ({ context }) => ({ patientNumber: context.patientNumber, hasChild: context.hasChild }),
        onDone: {
          target: 'loaded',
          actions: { type: 'keepNotifications', params: ({ event }) => ({ notifications: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'notifications.retry': 'loading' },
    },
    loaded: {
      on: {
        'notifications.dismiss': { guard: 'hasNotification', target: 'dismissing', actions: 'choose' },
        'notifications.answer': { guard: 'isAnnualVerification', target: 'answering', actions: 'choose' },
      },
    },
    dismissing: {
      tags: 'busy',
      invoke: {
        id: 'dismissNotification',
        src: 'dismissNotification',
        input: ({ context }) => ({
          patientNumber: context.patientNumber,
          notificationId: context.notificationId!,
        }),
        onDone: { target: 'loaded', actions: 'dropChosen' },
        onError: {
          target: 'loaded',
          actions: { type: 'showError', params: { error: NOTIFICATION_MESSAGES.dismissFailed } },
        },
      },
    },
    answering: {
      tags: 'busy',
      invoke: {
        id: 'dismissNotification',
        src: 'dismissNotification',
        input: ({ context }) => ({
          patientNumber: context.patientNumber,
          notificationId: context.notificationId!,
          response: context.response!,
        }),
        onDone: [
          { guard: 'isAnsweredNo', target: 'loaded', actions: ['dropChosen', 'refreshPatients'] },
          { target: 'loaded', actions: 'dropChosen' },
        ],
        onError: {
          target: 'loaded',
          actions: { type: 'showError', params: { error: NOTIFICATION_MESSAGES.annualVerificationFailed } },
        },
      },
    },
  },
});
