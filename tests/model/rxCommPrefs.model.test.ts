// @vitest-environment node
/**
 * The communication-preferences chart (pharmacy-portal.md §3 notify fields and SMS preferences, §7.1
 * notification-settings "phone with country code USA", §8 "Update success"): coverage over the generated paths, and
 * an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { NotificationSettingsRequest } from '../../api/contracts/rx-profile';
import {
  commPrefsModel,
  JORDAN_SETTINGS,
  SAVED_SETTINGS,
} from '../../machines/rx/commPrefs/commPrefs.fixtures';
import { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxCommPrefs chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: commPrefsMachine,
      events: commPrefsModel.events as never,
      serializeState: commPrefsModel.serializeState as never,
      input: commPrefsModel.input,
    });
    const report = coverage(
      commPrefsMachine,
      mergeReached(reachedByPath(commPrefsMachine, paths, commPrefsModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const tick = () => new Promise((r) => setTimeout(r, 0));

async function start(settings = JORDAN_SETTINGS, failing = false) {
  const saved: unknown[] = [];
  const toasts: { heading: string; text: string }[] = [];
  const actor = createActor(
    commPrefsMachine.provide({
      actors: {
        fetchNotificationSettings: fromPromise(async () => settings),
        saveNotificationSettings: fromPromise(
          async ({ input }: { input: { patientNumber: string; settings: NotificationSettingsRequest } }) => {
            saved.push(input);
            if (failing) throw new Error('500');
            return SAVED_SETTINGS;
          },
        ),
      },
      actions: { notify: (_, p) => toasts.push(p.toast) },
    }),
    { input: { patientNumber: '100234567' } },
  ).start();
  await tick();
  return { actor, saved, toasts };
}

describe('rxCommPrefs chart: oracle (literals from the spec)', () => {
  it("saves notify flags, the voice preference and the phone with country code 'USA'; says 'Notifications are updated successfully'", async () => {
    const { actor, saved, toasts } = await start();
    actor.send({
      type: 'commPrefs.change',
      patch: { notifyByVoice: true, voiceNotificationPreference: 'MOBILE', mobile: '(513) 555-0199' },
    });
    actor.send({ type: 'commPrefs.toggleSms', preference: 'REFILL_REMINDER', selected: true });
    actor.send({ type: 'commPrefs.save' });
    await tick();
    expect(saved).toEqual([
      {
        patientNumber: '100234567',
        settings: {
          notifyByText: true,
          notifyByEmail: true,
          notifyByVoice: true,
          voiceNotificationPreference: 'MOBILE',
          phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550199' },
          smsPreferences: [
            { type: 'READY_FOR_PICKUP', selected: true },
            { type: 'REFILL_REMINDER', selected: true },
            { type: 'ORDER_UPDATES', selected: true },
            { type: 'AUTO_REFILL', selected: false },
          ],
        },
      },
    ]);
    expect(toasts.map((t) => t.text)).toEqual(['Notifications are updated successfully']);
  });

  it('voice off is saved as preference UNKNOWN (§3 HOME, MOBILE, UNKNOWN)', async () => {
    const { actor, saved } = await start();
    actor.send({
      type: 'commPrefs.change',
      patch: { notifyByVoice: false, voiceNotificationPreference: 'HOME' },
    });
    actor.send({ type: 'commPrefs.save' });
    await tick();
    expect((saved[0] as { settings: NotificationSettingsRequest }).settings.voiceNotificationPreference).toBe(
      'UNKNOWN',
    );
  });

  it.each([
    {
      patch: { mobile: '' },
      field: 'mobile',
      message: 'Enter a mobile number to get text messages or calls on your mobile phone.',
    },
    { patch: { mobile: '513555' }, field: 'mobile', message: 'Invalid phone number, must be 10 digits' },
    {
      patch: { notifyByVoice: true, voiceNotificationPreference: 'UNKNOWN' },
      field: 'voiceNotificationPreference',
      message: 'Choose the phone we should call.',
    },
  ] as const)('refuses $patch: $message', async ({ patch, field, message }) => {
    const { actor, saved } = await start();
    actor.send({ type: 'commPrefs.change', patch });
    actor.send({ type: 'commPrefs.save' });
    await tick();
    expect(saved).toEqual([]);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors[field]).toBe(message);
  });

  it('home calls need a home phone on file, email an email on file', async () => {
    const { actor } = await start({ ...JORDAN_SETTINGS, homePhone: null, email: null });
    actor.send({
      type: 'commPrefs.change',
      patch: { notifyByVoice: true, voiceNotificationPreference: 'HOME' },
    });
    actor.send({ type: 'commPrefs.save' });
    expect(actor.getSnapshot().context.errors).toEqual({
      notifyByEmail: 'There is no email on file for this patient.',
      voiceNotificationPreference: 'There is no home phone on file: choose your mobile phone for calls.',
    });
  });

  it('a failed save keeps the form with the failure toast', async () => {
    const { actor, toasts } = await start(JORDAN_SETTINGS, true);
    actor.send({ type: 'commPrefs.save' });
    await tick();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(toasts.map((t) => t.text)).toEqual([
      'We could not update your notification settings. Please try again.',
    ]);
  });
});
