/** The communication-preferences chart in words (machines/descriptions.ts). */
import {
  COMM_PREFS_LABELS,
  NOTIFICATION_SETTINGS_MESSAGES,
  NOTIFICATION_SETTINGS_TOASTS,
  NOTIFICATIONS_UPDATED,
} from '../../../domain/rx/profile';
import { describeMachine } from '../../descriptions';
import { commPrefsMachine } from './commPrefs.machine';

export const commPrefsDescriptions = describeMachine(commPrefsMachine, {
  events: {
    'commPrefs.retry': { action: `Press ${COMM_PREFS_LABELS.retry}` },
    'commPrefs.change': (e) =>
      e.patch.mobile === ''
        ? { action: `Empty “${COMM_PREFS_LABELS.mobile}”`, name: 'no mobile' }
        : e.patch.mobile
          ? { action: `Type 5135550142 in “${COMM_PREFS_LABELS.mobile}”` }
          : {
              action: `Tick ${COMM_PREFS_LABELS.voice} and choose ${COMM_PREFS_LABELS.voiceHome}`,
              name: 'voice',
            },
    'commPrefs.toggleSms': { action: 'Tick “A refill is due”' },
    'commPrefs.save': {
      action: `Press ${COMM_PREFS_LABELS.save}`,
      expect: `With texts on and no mobile number: “${NOTIFICATION_SETTINGS_MESSAGES.mobileRequired}”`,
    },
  },
  results: {
    'xstate.done.actor.fetchNotificationSettings': { action: "The pharmacy answers the patient's settings" },
    'xstate.error.actor.fetchNotificationSettings': {
      action: 'The settings call fails (500)',
      expect: `“${COMM_PREFS_LABELS.loadFailed}”`,
      name: 'load fails',
    },
    'xstate.done.actor.saveNotificationSettings': {
      action: 'The pharmacy saves the settings',
      expect: `The toast “${NOTIFICATIONS_UPDATED}”`,
      name: 'saved',
    },
    'xstate.error.actor.saveNotificationSettings': {
      action: 'The save fails (500)',
      expect: `The toast “${NOTIFICATION_SETTINGS_TOASTS.failed.text}”`,
      name: 'save fails',
    },
  },
  states: {
    loading: COMM_PREFS_LABELS.loading,
    failed: `“${COMM_PREFS_LABELS.loadFailed}” with ${COMM_PREFS_LABELS.retry}`,
    editing:
      'Text messages, Email, Voice calls (Home / Mobile), the mobile number and the text-message topics',
    saving: 'The form, Save Preferences disabled, a spinner',
  },
  funnel: { to: 'editing' },
});
