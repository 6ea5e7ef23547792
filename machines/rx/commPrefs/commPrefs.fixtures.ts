/** Graph fixtures of the communication-preferences chart: Jordan's seeded settings (fictional numbers). */
import type { ApiError } from '../../../api/contracts/common';
import type { NotificationSettings } from '../../../api/contracts/rx-profile';

export const JORDAN_SETTINGS: NotificationSettings = {
  patientNumber: '100234567',
  notifyByText: true,
  notifyByEmail: true,
  notifyByVoice: false,
  voiceNotificationPreference: 'MOBILE',
  mobilePhone: { phoneId: 'PH-100234567-M', countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
  homePhone: { phoneId: 'PH-100234567-H', countryCode: 'USA', areaCode: '513', phoneNumber: '5550178' },
  email: 'shopper@example.com',
  smsPreferences: [
    { type: 'READY_FOR_PICKUP', selected: true },
    { type: 'REFILL_REMINDER', selected: false },
    { type: 'ORDER_UPDATES', selected: true },
    { type: 'AUTO_REFILL', selected: false },
  ],
};

export const SAVED_SETTINGS: NotificationSettings = {
  ...JORDAN_SETTINGS,
  notifyByVoice: true,
  voiceNotificationPreference: 'HOME',
};

const serverError: ApiError = {
  name: 'ApiError',
  kind: 'http',
  endpoint: 'POST /rx/api/notification-settings/100234567',
  status: 500,
  message: 'Internal server error',
};

export const commPrefsEvents = [
  { type: 'commPrefs.retry' },
  { type: 'commPrefs.change', patch: { mobile: '' } },
  { type: 'commPrefs.change', patch: { mobile: '5135550142' } },
  { type: 'commPrefs.change', patch: { notifyByVoice: true, voiceNotificationPreference: 'HOME' } },
  { type: 'commPrefs.toggleSms', preference: 'REFILL_REMINDER', selected: true },
  { type: 'commPrefs.save' },
  { type: 'xstate.done.actor.fetchNotificationSettings', output: JORDAN_SETTINGS },
  { type: 'xstate.error.actor.fetchNotificationSettings', error: serverError },
  { type: 'xstate.done.actor.saveNotificationSettings', output: SAVED_SETTINGS },
  { type: 'xstate.error.actor.saveNotificationSettings', error: serverError },
] as const;

/** A state's identity: where it is, whether the mobile number is empty, whether messages show. */
export const serializeCommPrefsState = (s: {
  value: unknown;
  context: { form: { mobile: string } | null; errors: object };
}) => JSON.stringify([s.value, s.context.form?.mobile === '', Object.keys(s.context.errors).length > 0]);

export const commPrefsModel = {
  events: commPrefsEvents,
  serializeState: serializeCommPrefsState,
  input: { patientNumber: '100234567' },
};
