// @vitest-environment node
/**
 * The notifications chart's oracle table (pharmacy-portal.md §2.3 notification list, §3 "Notifications", §6
 * "caregivers and patients with pending, approved or expiring access appear in notifications", §7.1
 * GET /notifications/{n} ?hasChild and PUT /notifications/dismiss, §8 "Patients and notifications"): each expected
 * value is a literal copied from the spec or from the chart's fixtures (Jordan's notifications), never the chart's
 * own constant; the dismiss and fetch failure texts are 'not shown' in §8, so their chosen wording is written out.
 * The coverage replay over the generated paths is rxNotifications.model.test.ts. This file is the notifications'
 * part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect } from 'vitest';
import type { RxNotification } from '../../api/contracts/rx-profile';
import {
  ADULTHOOD,
  JORDAN_NOTIFICATIONS,
  PENDING_ACCESS,
  READY,
} from '../../machines/rx/notifications/notifications.fixtures';
import type { notificationsMachine } from '../../machines/rx/notifications/notifications.machine';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

type Case = OracleCase<typeof notificationsMachine>;

const loadChart = () =>
  import('../../machines/rx/notifications/notifications.machine').then((m) => m.notificationsMachine);

const input = { patientNumber: '100234567', hasChild: true };

const retry = { type: 'notifications.retry' } as const;
const dismiss = (notificationId: string) => ({ type: 'notifications.dismiss', notificationId }) as const;
const answer = (notificationId: string, response: 'YES' | 'NO') =>
  ({ type: 'notifications.answer', notificationId, response }) as const;
const fetched = (output: RxNotification[]) => ({ type: 'xstate.done.actor.fetchNotifications', output });
const fetchFails = {
  type: 'xstate.error.actor.fetchNotifications',
  error: { name: 'ApiError', kind: 'http', status: 500, message: 'Internal server error' },
};
const dismissed = (id: string) => ({
  type: 'xstate.done.actor.dismissNotification',
  output: { dismissed: id },
});
const dismissFails = {
  type: 'xstate.error.actor.dismissNotification',
  error: { name: 'ApiError', kind: 'http', status: 500, message: 'Internal server error' },
};

const DISMISS_FAILED = 'We could not dismiss the notification. Please try again.';
const ANSWER_FAILED = 'We encountered an error saving your response. Please try again.';

/** The whole context after the last step (a mutant that adds or empties a field fails). */
const wholeContext = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);

const loadedCtx = {
  patientNumber: '100234567',
  hasChild: true,
  notifications: [READY, PENDING_ACCESS, ADULTHOOD],
  notificationId: null,
  response: null,
  error: null,
};

const everyUserEvent = [
  retry,
  dismiss(READY.notificationId),
  answer(ADULTHOOD.notificationId, 'YES'),
  answer(ADULTHOOD.notificationId, 'NO'),
];

const cases: Case[] = [
  // Loading (§7.1 GET /notifications/{n}?hasChild).
  {
    name: 'opening: loading (busy), no notifications, nothing chosen, no answer, no error',
    input,
    steps: [],
    state: 'loading',
    tags: ['busy'],
    verify: wholeContext({ ...loadedCtx, notifications: [] }),
    refuses: everyUserEvent,
  },
  {
    name: '§7.1 GET /notifications/{n}?hasChild: asks with the patient number and hasChild true',
    input,
    steps: [],
    calls: { fetchNotifications: { patientNumber: '100234567', hasChild: true } },
    callCounts: { fetchNotifications: 1 },
  },
  {
    name: '§7.1 GET /notifications/{n}?hasChild: a customer without children asks with hasChild false',
    input: { patientNumber: '100234599', hasChild: false },
    steps: [],
    calls: { fetchNotifications: { patientNumber: '100234599', hasChild: false } },
  },
  {
    name: "the pharmacy's answer is the list, in its order: loaded, not busy",
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS)],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext(loadedCtx),
    refuses: [retry],
  },
  {
    name: '§2.3 no notifications: loaded with an empty list; nothing to dismiss or answer',
    input,
    steps: [fetched([])],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, notifications: [] }),
    refuses: everyUserEvent,
  },
  {
    name: 'the notifications call fails: failed (not busy), no list, no error text in the context; only Try Again',
    input,
    steps: [fetchFails],
    state: 'failed',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, notifications: [] }),
    refuses: everyUserEvent.slice(1),
    accepts: [retry],
  },
  {
    name: 'Try Again after a failed load: loading (busy) asks again with the same patient and hasChild',
    input,
    steps: [fetchFails, retry],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchNotifications: { patientNumber: '100234567', hasChild: true } },
    callCounts: { fetchNotifications: 2 },
  },
  {
    name: 'Try Again then the pharmacy answers: loaded with the list',
    input,
    steps: [fetchFails, retry, fetched(JORDAN_NOTIFICATIONS)],
    state: 'loaded',
    verify: wholeContext(loadedCtx),
  },

  // Which notification can be dismissed, which answered.
  {
    name: 'loaded: a prescription or a patient-access notification is dismissed; the adulthood one is answered Yes / No',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS)],
    accepts: [
      dismiss(READY.notificationId),
      dismiss(PENDING_ACCESS.notificationId),
      answer(ADULTHOOD.notificationId, 'YES'),
      answer(ADULTHOOD.notificationId, 'NO'),
    ],
  },
  {
    name: 'loaded: an adulthood notification is never just dismissed',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS)],
    refuses: [dismiss(ADULTHOOD.notificationId)],
  },
  {
    name: 'loaded: a prescription or patient-access notification has no annual verification to answer',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS)],
    refuses: [
      answer(READY.notificationId, 'YES'),
      answer(READY.notificationId, 'NO'),
      answer(PENDING_ACCESS.notificationId, 'NO'),
    ],
  },
  {
    name: 'loaded: a notification not in the list is neither dismissed nor answered',
    input,
    steps: [fetched([READY])],
    refuses: [dismiss('rx:READY_FOR_PICKUP:999999999:1'), answer(ADULTHOOD.notificationId, 'YES')],
  },
  {
    name: 'loaded: with only the adulthood notification, dismissing anything is refused',
    input,
    steps: [fetched([ADULTHOOD])],
    refuses: [dismiss(ADULTHOOD.notificationId), dismiss(READY.notificationId)],
    accepts: [answer(ADULTHOOD.notificationId, 'YES')],
  },

  // Dismissing (§7.1 PUT /notifications/dismiss).
  {
    name: '§7.1 PUT /notifications/dismiss: dismissing (busy) sends the patient number and the notification id only',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), dismiss(READY.notificationId)],
    state: 'dismissing',
    tags: ['busy'],
    calls: { dismissNotification: { patientNumber: '100234567', notificationId: READY.notificationId } },
    verify: wholeContext({ ...loadedCtx, notificationId: READY.notificationId }),
    refuses: everyUserEvent,
  },
  {
    name: 'dismissing a patient-access notification sends its id',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), dismiss(PENDING_ACCESS.notificationId)],
    state: 'dismissing',
    calls: {
      dismissNotification: { patientNumber: '100234567', notificationId: PENDING_ACCESS.notificationId },
    },
  },
  {
    name: 'dismissed: only that notification leaves the list, nothing chosen, the patients are not read again',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), dismiss(READY.notificationId), dismissed(READY.notificationId)],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, notifications: [PENDING_ACCESS, ADULTHOOD] }),
    notActions: ['refreshPatients'],
  },
  {
    name: 'dismissing the last notification leaves an empty list',
    input,
    steps: [fetched([PENDING_ACCESS]), dismiss(PENDING_ACCESS.notificationId), dismissed('x')],
    state: 'loaded',
    verify: wholeContext({ ...loadedCtx, notifications: [] }),
    refuses: [dismiss(PENDING_ACCESS.notificationId)],
  },
  {
    name: `the dismiss fails: loaded, every notification kept, "${DISMISS_FAILED}"`,
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), dismiss(READY.notificationId), dismissFails],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, error: DISMISS_FAILED }),
    notActions: ['refreshPatients'],
    accepts: [dismiss(READY.notificationId)],
  },
  {
    name: 'dismissing again after a failure clears the text and sends the PUT again',
    input,
    steps: [
      fetched(JORDAN_NOTIFICATIONS),
      dismiss(READY.notificationId),
      dismissFails,
      dismiss(READY.notificationId),
    ],
    state: 'dismissing',
    callCounts: { dismissNotification: 2 },
    verify: wholeContext({ ...loadedCtx, notificationId: READY.notificationId }),
  },
  {
    name: 'the second dismiss after a failure succeeds: the notification leaves, no text',
    input,
    steps: [
      fetched(JORDAN_NOTIFICATIONS),
      dismiss(READY.notificationId),
      dismissFails,
      dismiss(READY.notificationId),
      dismissed(READY.notificationId),
    ],
    state: 'loaded',
    verify: wholeContext({ ...loadedCtx, notifications: [PENDING_ACCESS, ADULTHOOD] }),
  },

  // The annual verification (§8 "Annual verification save failure").
  {
    name: 'answering Yes (busy) sends the patient number, the adulthood notification id and response YES',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), answer(ADULTHOOD.notificationId, 'YES')],
    state: 'answering',
    tags: ['busy'],
    calls: {
      dismissNotification: {
        patientNumber: '100234567',
        notificationId: ADULTHOOD.notificationId,
        response: 'YES',
      },
    },
    verify: wholeContext({ ...loadedCtx, notificationId: ADULTHOOD.notificationId, response: 'YES' }),
    refuses: everyUserEvent,
  },
  {
    name: 'answering No sends response NO',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), answer(ADULTHOOD.notificationId, 'NO')],
    state: 'answering',
    calls: {
      dismissNotification: {
        patientNumber: '100234567',
        notificationId: ADULTHOOD.notificationId,
        response: 'NO',
      },
    },
    verify: wholeContext({ ...loadedCtx, notificationId: ADULTHOOD.notificationId, response: 'NO' }),
  },
  {
    name: 'Yes saved: the adulthood notification leaves the list; the patients are not read again',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), answer(ADULTHOOD.notificationId, 'YES'), dismissed('x')],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, notifications: [READY, PENDING_ACCESS] }),
    notActions: ['refreshPatients'],
  },
  {
    name: 'No saved: the adulthood notification leaves the list and the patients are read again (the link ends)',
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), answer(ADULTHOOD.notificationId, 'NO'), dismissed('x')],
    state: 'loaded',
    verify: wholeContext({ ...loadedCtx, notifications: [READY, PENDING_ACCESS] }),
    actions: [{ type: 'refreshPatients' }],
  },
  {
    name: `§8 the answer fails: loaded, every notification kept, "${ANSWER_FAILED}"`,
    input,
    steps: [fetched(JORDAN_NOTIFICATIONS), answer(ADULTHOOD.notificationId, 'NO'), dismissFails],
    state: 'loaded',
    notTags: ['busy'],
    verify: wholeContext({ ...loadedCtx, error: ANSWER_FAILED }),
    notActions: ['refreshPatients'],
  },
  {
    name: 'answering again after a failure clears the text and sends the answer again',
    input,
    steps: [
      fetched(JORDAN_NOTIFICATIONS),
      answer(ADULTHOOD.notificationId, 'NO'),
      dismissFails,
      answer(ADULTHOOD.notificationId, 'YES'),
    ],
    state: 'answering',
    callCounts: { dismissNotification: 2 },
    calls: {
      dismissNotification: {
        patientNumber: '100234567',
        notificationId: ADULTHOOD.notificationId,
        response: 'YES',
      },
    },
    verify: wholeContext({ ...loadedCtx, notificationId: ADULTHOOD.notificationId, response: 'YES' }),
  },
  {
    name: 'a dismiss failure then a saved Yes: the text is gone with the notification',
    input,
    steps: [
      fetched(JORDAN_NOTIFICATIONS),
      dismiss(READY.notificationId),
      dismissFails,
      answer(ADULTHOOD.notificationId, 'YES'),
      dismissed('x'),
    ],
    state: 'loaded',
    verify: wholeContext({ ...loadedCtx, notifications: [READY, PENDING_ACCESS] }),
  },
];

describe('rxNotifications chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});
