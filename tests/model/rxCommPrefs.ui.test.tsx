/**
 * Communication preferences (pharmacy-portal.md §2.1 /rx/comm-prefs, §3, §8): every generated path of the chart
 * replayed through the controls a person uses (checkboxes, radios and the phone field by label, Save Preferences).
 * Outside input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { commPrefsModel } from '../../machines/rx/commPrefs/commPrefs.fixtures';
import { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { CommPrefsView } from '../../ui/rx/profile/CommPrefsView';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, type WalkContext, walkPath } from './ui-walk';

type M = typeof commPrefsMachine;

async function setChecked(ctx: WalkContext<M>, label: string, checked: boolean) {
  const box = screen.getByRole('checkbox', { name: label }) as HTMLInputElement;
  if (box.checked !== checked) await ctx.user.click(box);
}

const executors = {
  'commPrefs.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try Again' })),
  'commPrefs.change': async (ctx, e) => {
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
  'xstate.done.actor.fetchNotificationSettings': (ctx, e) =>
    ctx.resolve('fetchNotificationSettings', e.output),
  'xstate.error.actor.fetchNotificationSettings': (ctx, e) =>
    ctx.reject('fetchNotificationSettings', e.error),
  'xstate.done.actor.saveNotificationSettings': (ctx, e) => ctx.resolve('saveNotificationSettings', e.output),
  'xstate.error.actor.saveNotificationSettings': (ctx, e) => ctx.reject('saveNotificationSettings', e.error),
} satisfies Executors<M>;

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

describe('communication preferences: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: commPrefsMachine,
    events: commPrefsModel.events as never,
    serializeState: commPrefsModel.serializeState as never,
    input: commPrefsModel.input,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: commPrefsMachine,
          input: commPrefsModel.input,
          reached,
          render: (actor) => <CommPrefsView actor={actor as ActorRefFrom<M>} />,
          executors,
          assertState,
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(commPrefsMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
