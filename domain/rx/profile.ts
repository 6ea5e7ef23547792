/**
 * Patient profile, addresses, loyalty card, notification settings and notifications (pharmacy-portal.md §2.1
 * /rx/patient-profile, /rx/comm-prefs, /rx/account/update; §2.3 notification list; §2.4 address section; §3
 * "Address", "Notifications", SMS preferences; §5; §8 "Patients and notifications", "Addresses"; §9). Rules and
 * texts defined once: the charts (machines/rx/addresses, loyaltyCard, commPrefs, notifications), the views and the
 * sandbox (server/rx/addresses.ts, notifications.ts) read them. Texts the spec does not give are chosen here and
 * listed in docs/choices.md.
 */
import type { Patient, PatientAddress } from '../../api/contracts/rx';
import type {
  NotificationSettings,
  NotificationSettingsRequest,
  RxNotification,
  SmsPreference,
  SmsPreferenceType,
} from '../../api/contracts/rx-profile';
import { formatDisplayDate } from '../dates';
import type { FormRules } from '../forms';
import { DELETE_ACCOUNT_PATH, PROFILE_PATH } from '../shell';
import type { Toast } from './toasts';
import {
  addressErrors,
  phoneDigits,
  phoneError,
  RX_FORM_ERRORS,
  rxStateOf,
  US_STATE_OPTIONS,
} from './validation';

// ——— Addresses ———

/** §8 "Addresses", exact texts. */
export const ADDRESS_MESSAGES = {
  add: 'Error encountered while adding address, please try again later',
  update: 'Error encountered while updating address, please try again later',
  delete: 'Error encountered while deleting address, please try again later',
  invalidCombination: 'Please enter a valid City, State, Postal Code combination.',
  /** Not shown (chosen): the limit flag's text. */
  limit: 'You can keep up to 2 addresses for a patient. Delete one to add another.',
} as const;

/** Error codes of the address routes (the sandbox answers them; the chart tells the texts apart by them). */
export const ADDRESS_ERROR_CODES = {
  limit: 'ADDRESS_LIMIT',
  invalidCombination: 'INVALID_ADDRESS_COMBINATION',
  shared: 'ADDRESS_SHARED',
} as const;

/** §3 "An account may have at most 2 non-shared addresses before a limit flag is set". */
export const NON_SHARED_ADDRESS_LIMIT = 2;

/** §3 "usage (HOME1, HOME2 etc.)": the usages a patient's own addresses take, in order. */
export const ADDRESS_USAGES = ['HOME1', 'HOME2'] as const;

/** Whether the limit flag is set: the patient has at least 2 non-shared addresses. */
export function isAddressLimitReached(addresses: readonly Pick<PatientAddress, 'isShared'>[]): boolean {
  return addresses.filter((a) => !a.isShared).length >= NON_SHARED_ADDRESS_LIMIT;
}

/** The usage a new address takes: the first of HOME1, HOME2 not in use; null when none is free (the limit). */
export function nextAddressUsage(usages: readonly string[]): string | null {
  return ADDRESS_USAGES.find((u) => !usages.includes(u)) ?? null;
}

/** "4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227" */
export function addressLine(a: PatientAddress['addressDetails']): string {
  return (
    [a.address1, a.address2, a.city].filter((p) => p && p.trim() !== '').join(', ') +
    `, ${a.state} ${a.zipCode}`
  );
}

/** The form's values (every field a string, as typed). */
export type AddressFormValues = {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
};

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
};

/** §5 "Address" per field, for the form (the same rule as addressErrors: each field checked on its own). */
const VALID_ADDRESS: AddressFormValues = {
  address1: '1 Main St',
  address2: '',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
};
const addressField = (field: keyof AddressFormValues) => ({
  validate: (value: string | boolean) => addressErrors({ ...VALID_ADDRESS, [field]: String(value) })[field],
});
export const ADDRESS_FORM_RULES: FormRules<AddressFormValues> = {
  address1: addressField('address1'),
  address2: addressField('address2'),
  city: addressField('city'),
  state: addressField('state'),
  zipCode: addressField('zipCode'),
};

/** §2.4 State select options: US states plus DC and Puerto Rico. */
export const STATE_OPTIONS = US_STATE_OPTIONS;

export function addressFormOf(a: PatientAddress): AddressFormValues {
  const d = a.addressDetails;
  return {
    address1: d.address1,
    address2: d.address2 ?? '',
    city: d.city,
    state: d.state,
    zipCode: d.zipCode,
  };
}

/** §5 "Lookup inputs ... trimmed before sending"; the state travels as the object form with its country (§3). */
export function addressRequestOf(v: AddressFormValues) {
  const state = v.state.trim().toUpperCase();
  const address2 = v.address2.trim();
  return {
    addressDetails: {
      address1: v.address1.trim(),
      address2: address2 === '' ? null : address2,
      city: v.city.trim(),
      state: { value: state, country: rxStateOf(state)?.country ?? 'US' },
      zipCode: v.zipCode.trim(),
    },
  };
}

export const ADDRESS_LABELS = {
  section: 'Addresses',
  add: 'Add Address',
  edit: 'Edit',
  delete: 'Delete',
  save: 'Save Address',
  cancel: 'Cancel',
  confirmDelete: 'Delete Address',
  keep: 'Keep Address',
  confirmDeleteQuestion: 'Delete this address?',
  addTitle: 'Add an Address',
  editTitle: 'Edit Address',
  address1: 'Address Line 1',
  address2: 'Address Line 2 (Apt/Suite)',
  city: 'City',
  state: 'State',
  chooseState: 'Choose a state',
  zipCode: 'Postal Code',
  shared: 'Shared with your account',
  none: 'No address on file',
  loading: 'Loading addresses…',
  saving: 'Saving the address…',
  removing: 'Deleting the address…',
  retry: 'Try Again',
  loadFailed: 'We could not load the addresses. Please try again.',
  added: 'Address added',
  updated: 'Address updated',
  deleted: 'Address deleted',
} as const;

// ——— Loyalty card and alternate id ———

export const LOYALTY_LABELS = {
  section: 'Loyalty Card',
  number: 'Loyalty Card Number',
  alternateId: 'Alternate ID',
  none: 'No loyalty card on file',
  noAlternateId: 'None',
  add: 'Add Card',
  edit: 'Edit Card',
  save: 'Save Card',
  cancel: 'Cancel',
  hint: 'Leave the number empty and save to remove your card. A 10-digit number is also your Alternate ID.',
  saving: 'Saving the card…',
} as const;

/** Not shown (chosen): the loyalty card's toasts. */
export const LOYALTY_TOASTS = {
  saved: { heading: 'Loyalty card saved', text: 'Your loyalty card number was saved.', tone: 'success' },
  removed: {
    heading: 'Loyalty card removed',
    text: 'Your loyalty card number was removed.',
    tone: 'success',
  },
  failed: {
    heading: 'Loyalty card not saved',
    text: 'We could not save the loyalty card number. Please try again.',
    tone: 'error',
  },
} as const satisfies Record<string, Toast>;

/**
 * A card number already on a patient the customer does not act for (another customer's): the sandbox refuses it
 * (409, so nobody reads another family's receipts through their card); the text is chosen and says nothing of whose.
 */
export const LOYALTY_CARD_IN_USE = {
  code: 'LOYALTY_CARD_IN_USE',
  message:
    'This loyalty card number cannot be added to this patient. Check the number, or call your pharmacy.',
} as const;

// ——— Phones and email (§3 fallback texts are PATIENT_TEXTS in ./patients.ts) ———

/** The patient a per-patient page shows (patient chosen like the rest of the portal): the active one, or the first
 *  the customer may act for when the active one is not theirs (a caregiver has no primary patient: '0'). */
export function profilePatientOf<P extends Pick<Patient, 'patientNumber'>>(
  patients: readonly P[],
  activePatient: string,
): P | null {
  return patients.find((p) => p.patientNumber === activePatient) ?? patients[0] ?? null;
}

export const PROFILE_LABELS = {
  viewingPatient: 'Viewing Patient',
  contact: 'Contact Information',
  homePhone: 'Home Phone',
  mobilePhone: 'Mobile Phone',
  email: 'Email',
  noEmail: 'No email on file',
  notifications: 'Notification Settings',
  notificationsLink: 'Communication Preferences',
  accessLink: 'Patient Access',
  noPatients: 'There are no patients on your account yet.',
  addPatient: 'Add a Patient',
  loadingPatients: 'Loading patients…',
} as const;

// ——— Notification settings and SMS preferences (/rx/comm-prefs) ———

/** §8 "Update success", exact text. */
export const NOTIFICATIONS_UPDATED = 'Notifications are updated successfully';

export const NOTIFICATION_SETTINGS_TOASTS = {
  saved: { heading: 'Notification settings saved', text: NOTIFICATIONS_UPDATED, tone: 'success' },
  /** Not shown (chosen). */
  failed: {
    heading: 'Notification settings not saved',
    text: 'We could not update your notification settings. Please try again.',
    tone: 'error',
  },
} as const satisfies Record<string, Toast>;

export const COMM_PREFS_LABELS = {
  settings: 'How should we contact you?',
  text: 'Text messages',
  email: 'Email',
  voice: 'Voice calls',
  voiceTo: 'Call me on',
  voiceHome: 'Home phone',
  voiceMobile: 'Mobile phone',
  mobile: 'Mobile number for texts and calls',
  sms: 'Text message topics',
  save: 'Save Preferences',
  saving: 'Saving preferences…',
  loading: 'Loading preferences…',
  loadFailed: 'We could not load the communication preferences. Please try again.',
  retry: 'Try Again',
} as const;

/** The SMS preference types in words (types chosen: docs/choices.md). */
export const SMS_PREFERENCE_LABELS: Record<SmsPreferenceType, string> = {
  READY_FOR_PICKUP: 'A prescription is ready for pickup',
  REFILL_REMINDER: 'A refill is due',
  ORDER_UPDATES: 'Order and shipping updates',
  AUTO_REFILL: 'Auto refill updates',
};

/** The sandbox's preferences before a patient saves any (chosen). */
export const DEFAULT_SMS_PREFERENCES: Readonly<Record<SmsPreferenceType, boolean>> = {
  READY_FOR_PICKUP: true,
  REFILL_REMINDER: false,
  ORDER_UPDATES: true,
  AUTO_REFILL: false,
};

/** §3 SMS preferences "(selected, warning)": the warning a selected type shows (chosen text). */
export const SMS_WARNING_TEXT_OFF = 'Text messages are off: turn on Text messages to get these.';

export function smsPreferenceWarning(p: SmsPreference, notifyByText: boolean): string | null {
  return p.selected && !notifyByText ? SMS_WARNING_TEXT_OFF : null;
}

/** Messages of the settings form (chosen; the phone's is §8's). */
export const NOTIFICATION_SETTINGS_MESSAGES = {
  mobileRequired: 'Enter a mobile number to get text messages or calls on your mobile phone.',
  homePhoneMissing: 'There is no home phone on file: choose your mobile phone for calls.',
  emailMissing: 'There is no email on file for this patient.',
  voiceToRequired: 'Choose the phone we should call.',
  phoneInvalid: RX_FORM_ERRORS.phoneInvalid,
} as const;

/** The form's values. */
export interface NotificationSettingsForm {
  notifyByText: boolean;
  notifyByEmail: boolean;
  notifyByVoice: boolean;
  voiceNotificationPreference: 'HOME' | 'MOBILE' | 'UNKNOWN';
  mobile: string;
  smsPreferences: SmsPreference[];
}

export function settingsFormOf(s: NotificationSettings): NotificationSettingsForm {
  return {
    notifyByText: s.notifyByText,
    notifyByEmail: s.notifyByEmail,
    notifyByVoice: s.notifyByVoice,
    voiceNotificationPreference: s.voiceNotificationPreference,
    mobile: s.mobilePhone ? `${s.mobilePhone.areaCode}${s.mobilePhone.phoneNumber}` : '',
    smsPreferences: s.smsPreferences,
  };
}

/** What the form may save, given what is on file: texts and mobile calls need a mobile number, home calls a home
 *  phone, email an email on file. The first message per field; empty when the settings may be saved. The
 *  sandbox applies the same rule to the request. */
export function notificationSettingsErrors(
  form: Pick<
    NotificationSettingsForm,
    'notifyByText' | 'notifyByEmail' | 'notifyByVoice' | 'voiceNotificationPreference' | 'mobile'
  >,
  onFile: { homePhone: boolean; email: boolean },
): Partial<Record<'mobile' | 'notifyByEmail' | 'voiceNotificationPreference', string>> {
  const errors: Partial<Record<'mobile' | 'notifyByEmail' | 'voiceNotificationPreference', string>> = {};
  const digits = phoneDigits(form.mobile);
  const needsMobile =
    form.notifyByText || (form.notifyByVoice && form.voiceNotificationPreference === 'MOBILE');
  const phoneMessage = digits === '' ? undefined : phoneError(form.mobile);
  if (phoneMessage) errors.mobile = phoneMessage;
  else if (needsMobile && digits === '') errors.mobile = NOTIFICATION_SETTINGS_MESSAGES.mobileRequired;
  if (form.notifyByEmail && !onFile.email) errors.notifyByEmail = NOTIFICATION_SETTINGS_MESSAGES.emailMissing;
  if (form.notifyByVoice && form.voiceNotificationPreference === 'UNKNOWN') {
    errors.voiceNotificationPreference = NOTIFICATION_SETTINGS_MESSAGES.voiceToRequired;
  } else if (form.notifyByVoice && form.voiceNotificationPreference === 'HOME' && !onFile.homePhone) {
    errors.voiceNotificationPreference = NOTIFICATION_SETTINGS_MESSAGES.homePhoneMissing;
  }
  return errors;
}

/** §7.1 "phone with country code USA": the request of a valid form. Voice off keeps preference UNKNOWN. */
export function notificationSettingsRequestOf(form: NotificationSettingsForm): NotificationSettingsRequest {
  const digits = phoneDigits(form.mobile);
  return {
    notifyByText: form.notifyByText,
    notifyByEmail: form.notifyByEmail,
    notifyByVoice: form.notifyByVoice,
    voiceNotificationPreference: form.notifyByVoice ? form.voiceNotificationPreference : 'UNKNOWN',
    phone:
      digits.length === 10
        ? { countryCode: 'USA', areaCode: digits.slice(0, 3), phoneNumber: digits.slice(3) }
        : null,
    smsPreferences: form.smsPreferences,
  };
}

// ——— Notifications ———

/** §2.3 / §8, exact texts. */
export const NOTIFICATION_MESSAGES = {
  empty: 'There are currently no notifications for this patient.',
  annualVerificationFailed: 'We encountered an error saving your response. Please try again.',
  /** Not shown (chosen): "Notifications fetch and dismiss errors: generic texts not shown". */
  fetchFailed: 'We could not load the notifications. Please try again.',
  dismissFailed: 'We could not dismiss the notification. Please try again.',
} as const;

export const NOTIFICATION_LABELS = {
  section: 'Patient Notifications',
  loading: 'Loading notifications…',
  dismiss: 'Dismiss',
  retry: 'Try Again',
  yes: 'Yes, I still manage them',
  no: 'No',
  review: 'Review Patient Access',
} as const;

/** Chosen windows for derived notifications (server/rx/notifications.ts). */
export const NOTIFICATION_WINDOWS = {
  /** A refillable prescription whose supply runs out within this many days is REFILL_DUE. */
  refillDueDays: 7,
  /** An approved access ending within this many days shows as EXPIRING. */
  accessExpiringDays: 30,
  /** An approval shows as APPROVED to the requester for this many days. */
  approvedRecentDays: 7,
  /** A child turning 18 within this many days (or already 18) shows an adulthood notification. */
  adulthoodDays: 30,
} as const;

/** §9 "Adulthood: 18 years". */
export const ADULTHOOD_YEARS = 18;

const money = (n: number | null) => (n === null ? null : `$${n.toFixed(2)}`);
/** A YYYY-MM-DD date as MM/DD/YYYY. */
export const displayDay = (day: string | null): string => (day ? (formatDisplayDate(day) ?? day) : '');

/** A notification in words: a heading and a sentence (texts chosen; names and drugs come from the data). */
export function notificationText(n: RxNotification): { heading: string; text: string } {
  switch (n.category) {
    case 'ADULTHOOD':
      return {
        heading: 'Annual verification',
        text: `${n.name} turns 18 on ${displayDay(n.adulthoodDate)}. Do you still manage ${n.name}'s prescriptions?`,
      };
    case 'PATIENT_ACCESS':
      if (n.type === 'PENDING')
        return { heading: 'Access request', text: `${n.careGiver} asked to manage these prescriptions.` };
      if (n.type === 'APPROVED')
        return { heading: 'Access granted', text: `You can now manage prescriptions for ${n.careGiver}.` };
      return {
        heading: 'Access ending soon',
        text: n.accessExpiryDate
          ? `Access for ${n.careGiver} ends on ${displayDay(n.accessExpiryDate)}.`
          : `Access for ${n.careGiver} ends soon.`,
      };
    case 'SHIPMENT':
      return { heading: 'Your order has shipped', text: n.drugNames.join(', ') };
    case 'PRESCRIPTION': {
      const amount = money(n.patientPayAmount);
      const texts: Record<typeof n.type, { heading: string; text: string }> = {
        READY_FOR_PICKUP: {
          heading: 'Ready for pickup',
          text: `${n.drugName} is ready for pickup${amount ? ` (${amount})` : ''}.`,
        },
        OVERDUE: { heading: 'Refill overdue', text: `${n.drugName} is overdue for a refill.` },
        REFILL_DUE: { heading: 'Refill due', text: `${n.drugName} is due for a refill soon.` },
        REFILLABLE: { heading: 'Ready to refill', text: `${n.drugName} can be refilled.` },
        NEVER_FILLED: { heading: 'Not filled yet', text: `${n.drugName} has not been filled yet.` },
        NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: {
          heading: 'Not filled yet',
          text: `${n.drugName} has not been filled yet; we will call your prescriber.`,
        },
      };
      return texts[n.type];
    }
  }
}

// ——— /rx/account/update (Sign In Information) ———

/**
 * The account pages the page links to. The forgot-password link is the one the sign-in page builds
 * (domain/account/signIn.ts forgotPasswordPath('/rx/account/update'); a unit test keeps them equal): importing
 * that module from a pharmacy chunk would split it out of the sign-in page's first load (docs/decisions/004).
 */
export const ACCOUNT_PAGE_LINKS = {
  personal: PROFILE_PATH,
  password: '/account/forgot-password?redirectUrl=%2Frx%2Faccount%2Fupdate',
  deleteAccount: DELETE_ACCOUNT_PATH,
} as const;

export const ACCOUNT_UPDATE_TEXTS = {
  subtitle: 'Your sign-in details are kept with your account.',
  heading: 'Your account',
  intro:
    'Your email, password and personal details belong to your account, not to the pharmacy. Change them on these pages:',
  personal: 'Personal Information',
  personalText: 'Your name, email addresses and phone numbers.',
  password: 'Change Password',
  passwordText: 'We email you a link to choose a new password.',
  deleteAccount: 'Delete Account',
  deleteAccountText: 'Close your account and remove its data.',
  pharmacy: 'Pharmacy details',
  pharmacyText: 'Phones, addresses and the loyalty card the pharmacy uses are on the Patient Profile.',
  patientProfile: 'Patient Profile',
} as const;
