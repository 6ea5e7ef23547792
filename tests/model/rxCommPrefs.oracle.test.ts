// @vitest-environment node
/**
 * The communication-preferences chart's oracle table (pharmacy-portal.md §2.1 /rx/comm-prefs; §3 "Patient"
 * notifyByText, notifyByEmail, notifyByVoice, voiceNotificationPreference HOME / MOBILE / UNKNOWN and the SMS
 * preferences; §5 "Phone: 10 digits", 'Invalid phone number, must be 10 digits'; §7.1 POST
 * /notification-settings/{n} "notify flags, voice preference, phone with country code USA"; §8 "Update success"):
 * each expected value is a literal copied from the spec or from the chart's fixtures (Jordan's settings), never the
 * chart's own constant; where the spec gives no text (the field messages, the failure toast: 'not shown'), the
 * chosen wording is written out. The coverage replay over the generated paths is rxCommPrefs.model.test.ts. This
 * file is the communication preferences' part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect } from 'vitest';
import type { NotificationSettings } from '../../api/contracts/rx-profile';
import { JORDAN_SETTINGS, SAVED_SETTINGS } from '../../machines/rx/commPrefs/commPrefs.fixtures';
import type { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { type OracleCase, type OracleRun, oracleTable } from './oracle';

type Case = OracleCase<typeof commPrefsMachine>;

const loadChart = () =>
  import('../../machines/rx/commPrefs/commPrefs.machine').then((m) => m.commPrefsMachine);

const input = { patientNumber: '100234567' };

type Patch = Record<string, unknown>;
const retry = { type: 'commPrefs.retry' } as const;
const save = { type: 'commPrefs.save' } as const;
const change = (patch: Patch) => ({ type: 'commPrefs.change', patch }) as const;
const toggle = (preference: string, selected: boolean) =>
  ({ type: 'commPrefs.toggleSms', preference, selected }) as const;
const fetched = (output: NotificationSettings) => ({
  type: 'xstate.done.actor.fetchNotificationSettings',
  output,
});
const serverError = { name: 'ApiError', kind: 'http', status: 500, message: 'Internal server error' };
const fetchFails = { type: 'xstate.error.actor.fetchNotificationSettings', error: serverError };
const saved = (output: NotificationSettings) => ({
  type: 'xstate.done.actor.saveNotificationSettings',
  output,
});
const saveFails = { type: 'xstate.error.actor.saveNotificationSettings', error: serverError };

const MOBILE_REQUIRED = 'Enter a mobile number to get text messages or calls on your mobile phone.';
const PHONE_INVALID = 'Invalid phone number, must be 10 digits';
const PHONE_VARIANT = 'Please enter a valid 10-digit phone number';
const EMAIL_MISSING = 'There is no email on file for this patient.';
const VOICE_TO_REQUIRED = 'Choose the phone we should call.';
const HOME_PHONE_MISSING = 'There is no home phone on file: choose your mobile phone for calls.';
const UPDATED = 'Notifications are updated successfully';
const SAVE_FAILED = 'We could not update your notification settings. Please try again.';

/** The whole context after the last step (a mutant that adds or empties a field fails). */
const wholeContext = (expected: Record<string, unknown>) => (run: OracleRun) =>
  expect(run.snapshot().context).toEqual(expected);

const JORDAN_SMS = [
  { type: 'READY_FOR_PICKUP', selected: true },
  { type: 'REFILL_REMINDER', selected: false },
  { type: 'ORDER_UPDATES', selected: true },
  { type: 'AUTO_REFILL', selected: false },
];
/** Jordan's settings as the form shows them: the mobile phone's area code and number as 10 digits. */
const JORDAN_FORM = {
  notifyByText: true,
  notifyByEmail: true,
  notifyByVoice: false,
  voiceNotificationPreference: 'MOBILE',
  mobile: '5135550142',
  smsPreferences: JORDAN_SMS,
};
const editingCtx = { patientNumber: '100234567', settings: JORDAN_SETTINGS, form: JORDAN_FORM, errors: {} };
/** Jordan's form as sent (§7.1: phone with country code USA). */
const JORDAN_REQUEST = {
  notifyByText: true,
  notifyByEmail: true,
  notifyByVoice: false,
  voiceNotificationPreference: 'UNKNOWN',
  phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550142' },
  smsPreferences: JORDAN_SMS,
};

const loaded = fetched(JORDAN_SETTINGS);
const formEvents = [change({ mobile: '' }), toggle('REFILL_REMINDER', true), save];

/** Refused with the field messages: stays in editing, nothing sent, exactly these messages. */
const refused = (
  name: string,
  steps: Case['steps'],
  errors: Record<string, string>,
  settings: NotificationSettings = JORDAN_SETTINGS,
): Case => ({
  name,
  input,
  steps: [fetched(settings), ...steps, save],
  state: 'editing',
  notTags: ['busy'],
  callCounts: { saveNotificationSettings: 0 },
  verify: (run) => expect(run.snapshot().context.errors).toEqual(errors),
});

/** Accepted: saving, and the request sent. */
const accepted = (
  name: string,
  steps: Case['steps'],
  settings: Record<string, unknown>,
  onFile: NotificationSettings = JORDAN_SETTINGS,
): Case => ({
  name,
  input,
  steps: [fetched(onFile), ...steps, save],
  state: 'saving',
  tags: ['busy'],
  calls: { saveNotificationSettings: { patientNumber: '100234567', settings } },
  verify: (run) => expect(run.snapshot().context.errors).toEqual({}),
});

const cases: Case[] = [
  // Loading (§7.1 GET /notification-settings/{n}).
  {
    name: 'opening: loading (busy) with no settings, no form, no messages; the patient number is asked for',
    input,
    steps: [],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchNotificationSettings: { patientNumber: '100234567' } },
    callCounts: { fetchNotificationSettings: 1 },
    verify: wholeContext({ patientNumber: '100234567', settings: null, form: null, errors: {} }),
    refuses: [retry, ...formEvents],
  },
  {
    name: "the settings arrive: editing (not busy), the form is Jordan's flags, mobile 5135550142 and SMS topics",
    input,
    steps: [loaded],
    state: 'editing',
    notTags: ['busy'],
    verify: wholeContext(editingCtx),
    refuses: [retry],
    accepts: formEvents,
  },
  {
    name: 'no mobile phone on file: the form has an empty mobile number',
    input,
    steps: [fetched({ ...JORDAN_SETTINGS, mobilePhone: null })],
    state: 'editing',
    verify: (run) => expect(run.snapshot().context.form).toEqual({ ...JORDAN_FORM, mobile: '' }),
  },
  {
    name: 'the settings call fails: failed (not busy), nothing kept; only Try Again',
    input,
    steps: [fetchFails],
    state: 'failed',
    notTags: ['busy'],
    verify: wholeContext({ patientNumber: '100234567', settings: null, form: null, errors: {} }),
    refuses: formEvents,
    accepts: [retry],
  },
  {
    name: 'Try Again: loading (busy) asks for the same patient again',
    input,
    steps: [fetchFails, retry],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchNotificationSettings: { patientNumber: '100234567' } },
    callCounts: { fetchNotificationSettings: 2 },
  },
  {
    name: 'Try Again then the settings arrive: editing with the form',
    input,
    steps: [fetchFails, retry, loaded],
    state: 'editing',
    verify: wholeContext(editingCtx),
  },

  // Editing the form.
  {
    name: 'a change updates only the fields it names',
    input,
    steps: [loaded, change({ notifyByVoice: true, voiceNotificationPreference: 'HOME' })],
    state: 'editing',
    verify: wholeContext({
      ...editingCtx,
      form: { ...JORDAN_FORM, notifyByVoice: true, voiceNotificationPreference: 'HOME' },
    }),
  },
  {
    name: 'changes add up (mobile emptied, then email off)',
    input,
    steps: [loaded, change({ mobile: '' }), change({ notifyByEmail: false })],
    verify: wholeContext({ ...editingCtx, form: { ...JORDAN_FORM, mobile: '', notifyByEmail: false } }),
  },
  {
    name: 'ticking "A refill is due" selects REFILL_REMINDER only',
    input,
    steps: [loaded, toggle('REFILL_REMINDER', true)],
    state: 'editing',
    verify: wholeContext({
      ...editingCtx,
      form: {
        ...JORDAN_FORM,
        smsPreferences: [
          { type: 'READY_FOR_PICKUP', selected: true },
          { type: 'REFILL_REMINDER', selected: true },
          { type: 'ORDER_UPDATES', selected: true },
          { type: 'AUTO_REFILL', selected: false },
        ],
      },
    }),
  },
  {
    name: 'unticking READY_FOR_PICKUP deselects it only',
    input,
    steps: [loaded, toggle('READY_FOR_PICKUP', false)],
    verify: (run) =>
      expect(run.snapshot().context.form?.smsPreferences).toEqual([
        { type: 'READY_FOR_PICKUP', selected: false },
        { type: 'REFILL_REMINDER', selected: false },
        { type: 'ORDER_UPDATES', selected: true },
        { type: 'AUTO_REFILL', selected: false },
      ]),
  },

  // Saving: what is refused (the messages) and what is accepted (§7.1 request).
  accepted(
    "§7.1 Jordan's settings as they are: saving (busy) sends the flags and the phone with country code USA",
    [],
    JORDAN_REQUEST,
  ),
  refused('texts on with no mobile number: refused, "Enter a mobile number…"', [change({ mobile: '' })], {
    mobile: MOBILE_REQUIRED,
  }),
  accepted(
    'texts off, voice off, no mobile number: saved with no phone',
    [change({ mobile: '', notifyByText: false })],
    { ...JORDAN_REQUEST, notifyByText: false, phone: null },
  ),
  refused(
    'mobile calls with no mobile number (texts off): refused, "Enter a mobile number…"',
    [change({ mobile: '', notifyByText: false, notifyByVoice: true, voiceNotificationPreference: 'MOBILE' })],
    { mobile: MOBILE_REQUIRED },
  ),
  accepted(
    'home calls with no mobile number (texts off) and a home phone on file: saved with no phone',
    [change({ mobile: '', notifyByText: false, notifyByVoice: true, voiceNotificationPreference: 'HOME' })],
    {
      ...JORDAN_REQUEST,
      notifyByText: false,
      notifyByVoice: true,
      voiceNotificationPreference: 'HOME',
      phone: null,
    },
  ),
  refused(
    '§5 a 9-digit mobile number: "Invalid phone number, must be 10 digits"',
    [change({ mobile: '513555014' })],
    {
      mobile: PHONE_INVALID,
    },
  ),
  refused(
    '§5 a 6-digit mobile number: "Invalid phone number, must be 10 digits"',
    [change({ mobile: '513555' })],
    {
      mobile: PHONE_INVALID,
    },
  ),
  accepted(
    '§5 a formatted 10-digit number is saved as area code and number',
    [change({ mobile: '(513) 555-0199' })],
    { ...JORDAN_REQUEST, phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550199' } },
  ),
  accepted('§5 input stripped to 10 digits: an 11th digit is dropped', [change({ mobile: '51355501999' })], {
    ...JORDAN_REQUEST,
    phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550199' },
  }),
  refused(
    '§5 stricter pattern: an area code starting 1 gives "Please enter a valid 10-digit phone number"',
    [change({ mobile: '1135550142' })],
    { mobile: PHONE_VARIANT },
  ),
  refused(
    'voice on with no phone chosen (UNKNOWN): refused, "Choose the phone we should call."',
    [change({ notifyByVoice: true, voiceNotificationPreference: 'UNKNOWN' })],
    { voiceNotificationPreference: VOICE_TO_REQUIRED },
  ),
  refused(
    'home calls with no home phone on file: refused, "There is no home phone on file…"',
    [change({ notifyByVoice: true, voiceNotificationPreference: 'HOME' })],
    { voiceNotificationPreference: HOME_PHONE_MISSING },
    { ...JORDAN_SETTINGS, homePhone: null },
  ),
  accepted(
    'home calls with a home phone on file: saved with voice preference HOME',
    [change({ notifyByVoice: true, voiceNotificationPreference: 'HOME' })],
    { ...JORDAN_REQUEST, notifyByVoice: true, voiceNotificationPreference: 'HOME' },
  ),
  accepted(
    'mobile calls with no home phone on file: saved with voice preference MOBILE',
    [change({ notifyByVoice: true, voiceNotificationPreference: 'MOBILE' })],
    { ...JORDAN_REQUEST, notifyByVoice: true, voiceNotificationPreference: 'MOBILE' },
    { ...JORDAN_SETTINGS, homePhone: null },
  ),
  refused(
    'email on with no email on file: refused, "There is no email on file for this patient."',
    [],
    { notifyByEmail: EMAIL_MISSING },
    { ...JORDAN_SETTINGS, email: null },
  ),
  accepted(
    'email off with no email on file: saved',
    [change({ notifyByEmail: false })],
    { ...JORDAN_REQUEST, notifyByEmail: false },
    { ...JORDAN_SETTINGS, email: null },
  ),
  refused(
    'every rule broken at once: one message per field',
    [change({ mobile: '', notifyByVoice: true, voiceNotificationPreference: 'HOME' })],
    {
      mobile: MOBILE_REQUIRED,
      notifyByEmail: EMAIL_MISSING,
      voiceNotificationPreference: HOME_PHONE_MISSING,
    },
    { ...JORDAN_SETTINGS, homePhone: null, email: null },
  ),
  accepted(
    '§3 voice off is saved as preference UNKNOWN whatever was chosen (HOME)',
    [change({ notifyByVoice: false, voiceNotificationPreference: 'HOME' })],
    JORDAN_REQUEST,
  ),
  accepted(
    'the SMS topics are sent as ticked',
    [toggle('REFILL_REMINDER', true), toggle('AUTO_REFILL', true)],
    {
      ...JORDAN_REQUEST,
      smsPreferences: [
        { type: 'READY_FOR_PICKUP', selected: true },
        { type: 'REFILL_REMINDER', selected: true },
        { type: 'ORDER_UPDATES', selected: true },
        { type: 'AUTO_REFILL', selected: true },
      ],
    },
  ),
  {
    name: 'a refused save keeps the form and settings, runs no side effect and still accepts changes',
    input,
    steps: [loaded, change({ mobile: '' }), save],
    state: 'editing',
    verify: wholeContext({
      ...editingCtx,
      form: { ...JORDAN_FORM, mobile: '' },
      errors: { mobile: MOBILE_REQUIRED },
    }),
    notActions: ['notify', 'refreshPatients'],
    accepts: formEvents,
  },
  {
    name: 'the form fixed after a refusal: saving clears the messages and sends it',
    input,
    steps: [loaded, change({ mobile: '' }), save, change({ mobile: '5135550142' }), save],
    state: 'saving',
    verify: wholeContext(editingCtx),
    calls: { saveNotificationSettings: { patientNumber: '100234567', settings: JORDAN_REQUEST } },
  },
  {
    name: 'a change after a refusal keeps the messages until the next save',
    input,
    steps: [loaded, change({ mobile: '' }), save, change({ mobile: '5135550142' })],
    state: 'editing',
    verify: (run) => expect(run.snapshot().context.errors).toEqual({ mobile: MOBILE_REQUIRED }),
  },
  {
    name: 'saving refuses changes, ticks, another save and Try Again',
    input,
    steps: [loaded, save],
    state: 'saving',
    refuses: [retry, ...formEvents],
  },

  // The answer (§8 "Update success").
  {
    name: `§8 saved: editing with the stored settings as the form, the toast "${UPDATED}", the patients read again`,
    input,
    steps: [
      loaded,
      change({ notifyByVoice: true, voiceNotificationPreference: 'HOME' }),
      save,
      saved(SAVED_SETTINGS),
    ],
    state: 'editing',
    notTags: ['busy'],
    verify: wholeContext({
      patientNumber: '100234567',
      settings: SAVED_SETTINGS,
      form: { ...JORDAN_FORM, notifyByVoice: true, voiceNotificationPreference: 'HOME' },
      errors: {},
    }),
    actions: [
      { type: 'notify', params: { toast: { text: UPDATED, tone: 'success' } } },
      { type: 'refreshPatients' },
    ],
  },
  {
    name: 'saved: the form is what the pharmacy stored, not what was typed',
    input,
    steps: [loaded, change({ mobile: '(513) 555-0199' }), save, saved(JORDAN_SETTINGS)],
    state: 'editing',
    verify: wholeContext(editingCtx),
  },
  {
    name: `the save fails: editing with the form as typed and the settings as before, the toast "${SAVE_FAILED}"`,
    input,
    steps: [loaded, change({ notifyByVoice: true, voiceNotificationPreference: 'HOME' }), save, saveFails],
    state: 'editing',
    notTags: ['busy'],
    verify: wholeContext({
      ...editingCtx,
      form: { ...JORDAN_FORM, notifyByVoice: true, voiceNotificationPreference: 'HOME' },
    }),
    actions: [{ type: 'notify', params: { toast: { text: SAVE_FAILED, tone: 'error' } } }],
    notActions: ['refreshPatients'],
    accepts: formEvents,
    refuses: [retry],
  },
  {
    name: 'saving again after a failure sends the same request again',
    input,
    steps: [loaded, save, saveFails, save],
    state: 'saving',
    callCounts: { saveNotificationSettings: 2 },
    calls: { saveNotificationSettings: { patientNumber: '100234567', settings: JORDAN_REQUEST } },
  },
];

describe('rxCommPrefs chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});
