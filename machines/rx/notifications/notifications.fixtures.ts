/** Graph fixtures of the notifications chart: what the sandbox derives for Jordan (fictional), plus an adulthood
 *  notification for a child turning 18. */
import type { ApiError } from '../../../api/contracts/common';
import type { RxNotification } from '../../../api/contracts/rx-profile';

export const READY: RxNotification = {
  category: 'PRESCRIPTION',
  notificationId: 'rx:READY_FOR_PICKUP:501234570:1',
  type: 'READY_FOR_PICKUP',
  drugName: 'Omeprazole 20 mg Capsule',
  patientPayAmount: 12.5,
  eventDate: '2026-05-02',
  rxRecordNumber: '501234570',
};
export const PENDING_ACCESS: RxNotification = {
  category: 'PATIENT_ACCESS',
  notificationId: 'access:PENDING:7a1c7c1e-0000-4000-8000-000000000001',
  type: 'PENDING',
  patientNumber: '100234567',
  careGiver: 'Morgan Ellis',
  customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31',
  accessExpiryDate: null,
};
export const ADULTHOOD: RxNotification = {
  category: 'ADULTHOOD',
  notificationId: 'adulthood:100234599:2026',
  patientNumber: '100234599',
  name: 'Riley Whitfield',
  adulthoodDate: '2026-05-20',
};
export const JORDAN_NOTIFICATIONS: RxNotification[] = [READY, PENDING_ACCESS, ADULTHOOD];

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'PUT /rx/api/notifications/dismiss',
  status: 500,
  message: 'Internal server error',
};

export const notificationsEvents = [
  { type: 'notifications.retry' },
  { type: 'notifications.dismiss', notificationId: READY.notificationId },
  { type: 'notifications.answer', notificationId: ADULTHOOD.notificationId, response: 'YES' },
  { type: 'notifications.answer', notificationId: ADULTHOOD.notificationId, response: 'NO' },
  { type: 'xstate.done.actor.fetchNotifications', output: JORDAN_NOTIFICATIONS },
  { type: 'xstate.done.actor.fetchNotifications', output: [] },
  {
    type: 'xstate.error.actor.fetchNotifications',
    error: { ...serverError, endpoint: 'GET /rx/api/notifications/100234567' },
  },
  { type: 'xstate.done.actor.dismissNotification', output: { dismissed: READY.notificationId } },
  { type: 'xstate.error.actor.dismissNotification', error: serverError },
] as const;

/** A state's identity: where it is, which notifications are left, the answer given, the error shown. */
export const serializeNotificationsState = (s: {
  value: unknown;
  context: { notifications: { notificationId: string }[]; response: string | null; error: string | null };
}) =>
  JSON.stringify([
    s.value,
    s.context.notifications.map((n) => n.notificationId),
    s.context.response,
    s.context.error,
  ]);

export const notificationsModel = {
  events: notificationsEvents,
  serializeState: serializeNotificationsState,
  input: { patientNumber: '100234567', hasChild: true },
};
