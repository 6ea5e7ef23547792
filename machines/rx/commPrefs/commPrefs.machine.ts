/** Communication preferences (pharmacy-portal.md §2.1 /rx/comm-prefs; §3 "Patient" notifyByText, notifyByEmail,
 *  notifyByVoice, voiceNotificationPreference HOME / MOBILE / UNKNOWN, SMS preferences by type (selected, warning);
 *  §7.1 POST /notification-settings/{n} "notify flags, voice preference, phone with country code USA"; §8 "Update
 *  success"). loading → editing | failed. In editing the form is the chart's: each change updates it; saving checks
 *  it against what is on file (texts and mobile calls need a mobile number, home calls a home phone, email an email)
 *  and stays with the field messages, or sends it (saving) → editing with the stored settings and 'Notifications are
 *  updated successfully', or the failure toast.
 *  Side effects: fetchNotificationSettings, saveNotificationSettings; notify and refreshPatients (src/). */
import { assertEvent, assign, setup } from 'xstate';
import type {
  NotificationSettings,
  NotificationSettingsRequest,
  SmsPreferenceType,
} from '../../../api/contracts/rx-profile';
import {
  NOTIFICATION_SETTINGS_TOASTS,
  type NotificationSettingsForm,
  notificationSettingsErrors,
  notificationSettingsRequestOf,
  settingsFormOf,
} from '../../../domain/rx/profile';
import type { Toast } from '../../../domain/rx/toasts';
import { notProvided } from '../../shared/actors';

export interface CommPrefsInput {
  patientNumber: string;
}

export type CommPrefsFieldErrors = ReturnType<typeof notificationSettingsErrors>;

export interface CommPrefsContext {
  patientNumber: string;
  settings: NotificationSettings | null;
  form: NotificationSettingsForm | null;
  errors: CommPrefsFieldErrors;
}

export type CommPrefsEvent =
  | { type: 'commPrefs.retry' }
  | {
      type: 'commPrefs.change';
      patch: Partial<Omit<NotificationSettingsForm, 'smsPreferences'>>;
    }
  | { type: 'commPrefs.toggleSms'; preference: SmsPreferenceType; selected: boolean }
  | { type: 'commPrefs.save' };

const errorsOf = (context: CommPrefsContext) =>
  context.form && context.settings
    ? notificationSettingsErrors(context.form, {
        homePhone: context.settings.homePhone !== null,
        email: context.settings.email !== null,
      })
    : {};

export const commPrefsMachine = setup({
  types: {
    context: {} as CommPrefsContext,
    events: {} as CommPrefsEvent,
    input: {} as CommPrefsInput,
    tags: {} as 'busy',
  },
  actors: {
    fetchNotificationSettings: notProvided<NotificationSettings, { patientNumber: string }>(
      'fetchNotificationSettings',
    ),
    saveNotificationSettings: notProvided<
      NotificationSettings,
      { patientNumber: string; settings: NotificationSettingsRequest }
    >('saveNotificationSettings'),
  },
  actions: {
    /** Provided by src/: shows the toast on the toaster. */
    notify: (_, _params: { toast: Toast }) => {},
    /** Provided by src/: the patients chart reads the patients again (their notify flags and phone changed). */
    refreshPatients: () => {},
    keepSettings: assign((_, params: { settings: NotificationSettings }) => ({
      settings: params.settings,
      form: settingsFormOf(params.settings),
      errors: {},
    })),
    changeForm: assign(({ context, event }) => {
      assertEvent(event, 'commPrefs.change');
      return { form: context.form ? { ...context.form, ...event.patch } : null };
    }),
    toggleSms: assign(({ context, event }) => {
      assertEvent(event, 'commPrefs.toggleSms');
      return {
        form: context.form
          ? {
              ...context.form,
              smsPreferences: context.form.smsPreferences.map((p) =>
                p.type === event.preference ? { ...p, selected: event.selected } : p,
              ),
            }
          : null,
      };
    }),
    showErrors: assign(({ context }) => ({ errors: errorsOf(context) })),
    clearErrors: assign({ errors: {} }),
  },
  guards: {
    isSavable: ({ context }) => context.form !== null && Object.keys(errorsOf(context)).length === 0,
  },
}).createMachine({
  id: 'rxCommPrefs',
  initial: 'loading',
  context: ({ input }) => ({ patientNumber: input.patientNumber, settings: null, form: null, errors: {} }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'fetchNotificationSettings',
        src: 'fetchNotificationSettings',
        input: ({ context }) => ({ patientNumber: context.patientNumber }),
        onDone: {
          target: 'editing',
          actions: { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: 'failed',
      },
    },
    failed: {
      on: { 'commPrefs.retry': 'loading' },
    },
    editing: {
      on: {
        'commPrefs.change': { actions: 'changeForm' },
        'commPrefs.toggleSms': { actions: 'toggleSms' },
        'commPrefs.save': [
          { guard: 'isSavable', target: 'saving', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'saveNotificationSettings',
        src: 'saveNotificationSettings',
        input: ({ context }) => ({
          patientNumber: context.patientNumber,
          settings: notificationSettingsRequestOf(context.form!),
        }),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'keepSettings', params: ({ event }) => ({ settings: event.output }) },
            { type: 'notify', params: { toast: NOTIFICATION_SETTINGS_TOASTS.saved } },
            'refreshPatients',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: { toast: NOTIFICATION_SETTINGS_TOASTS.failed } },
        },
      },
    },
  },
});
