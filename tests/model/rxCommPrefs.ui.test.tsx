/**
 * Communication preferences (pharmacy-portal.md §2.1 /rx/comm-prefs, §3, §8): the covering set of the chart's
 * generated paths walked through the controls a person uses (checkboxes, radios and the phone field by label, Save
 * Preferences).
 * Outside input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { commPrefsModel } from '../../machines/rx/commPrefs/commPrefs.fixtures';
import { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { CommPrefsView } from '../../ui/rx/profile/CommPrefsView';
import {
  type ControlExecutors,
  serverAnswer,
  type UserContext,
  uiWalkTest,
  type WalkContext,
} from './ui-walk';

type M = typeof commPrefsMachine;

async function setChecked(ctx: UserContext<M>, label: string, checked: boolean) {
  const box = screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
  if (box.checked !== checked) await ctx.user.click(box);
}

const executors = {
  'commPrefs.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try Again' })),
  'commPrefs.change': async (ctx, e) => {
    // A change this step cannot make through the form fails the walk instead of being skipped.
    const done = ['mobile', 'notifyByVoice', 'voiceNotificationPreference'];
    expect(Object.keys(e.patch).filter((key) => !done.includes(key))).toEqual([]);
    expect([undefined, 'HOME']).toContain(e.patch.voiceNotificationPreference);
    if (e.patch.mobile !== undefined) {
      const field = screen.getByLabelText('Mobile number for texts and calls');
      await ctx.user.clear(field);
      if (e.patch.mobile !== '') await ctx.user.type(field, e.patch.mobile);
    }
    if (e.patch.notifyByVoice !== undefined) await setChecked(ctx, 'Voice calls', e.patch.notifyByVoice);
    if (e.patch.voiceNotificationPreference === 'HOME') {
      await ctx.user.click(screen.getByRole('radio', { name: 'Home phone' }));
    }
  },
  'commPrefs.toggleSms': (ctx, e) => {
    expect(e.preference).toBe('REFILL_REMINDER');
    return setChecked(ctx, 'A refill is due', e.selected);
  },
  'commPrefs.save': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Save Preferences' })),
  'xstate.done.actor.fetchNotificationSettings': serverAnswer('fetchNotificationSettings'),
  'xstate.error.actor.fetchNotificationSettings': serverAnswer('fetchNotificationSettings'),
  'xstate.done.actor.saveNotificationSettings': serverAnswer('saveNotificationSettings'),
  'xstate.error.actor.saveNotificationSettings': serverAnswer('saveNotificationSettings'),
} satisfies ControlExecutors<M>;

function assertState(_ctx: WalkContext<M>, s: SnapshotFrom<M>) {
  if (s.matches('loading')) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading preferences…');
    return;
  }
  if (s.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the communication preferences. Please try again.',
    );
    return;
  }
  const form = screen.getByRole('form', { name: 'How should we contact you?' });
  const f = s.context.form!;
  expect(within(form).getByRole('checkbox', { name: 'Text messages' })).toHaveProperty(
    'checked',
    f.notifyByText,
  );
  expect(within(form).getByRole('checkbox', { name: 'Voice calls' })).toHaveProperty(
    'checked',
    f.notifyByVoice,
  );
  if (f.notifyByVoice) {
    const to = f.voiceNotificationPreference === 'HOME' ? 'Home phone' : 'Mobile phone';
    expect(within(form).getByRole('radio', { name: to })).toBeChecked();
  } else {
    expect(within(form).queryByRole('radio')).toBeNull();
  }
  expect(within(form).getByRole('checkbox', { name: 'A refill is due' })).toHaveProperty(
    'checked',
    f.smsPreferences.find((p) => p.type === 'REFILL_REMINDER')!.selected,
  );
  expect(within(form).getByRole('button', { name: 'Save Preferences' })).toHaveProperty(
    'disabled',
    s.matches('saving'),
  );
  const messages = Object.values(s.context.errors);
  if (messages.length > 0) {
    const alert = within(form).getByRole('alert');
    for (const m of messages) expect(alert).toHaveTextContent(m);
  } else {
    expect(within(form).queryByRole('alert')).toBeNull();
  }
}

describe('communication preferences: walked along the chart', () => {
  uiWalkTest('rxCommPrefs: every state and transition through the communication preferences form', {
    machine: commPrefsMachine,
    model: commPrefsModel,
    render: (actor) => <CommPrefsView actor={actor as ActorRefFrom<M>} />,
    executors,
    assertState,
  });
});
