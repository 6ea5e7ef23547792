/** The field kit's live region and focus/blur reporting walked along the fieldAlert chart's generated paths. */
import { screen } from '@testing-library/react';
import { describe, expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { fieldAlertModel } from '../../machines/shared/fieldAlert/fieldAlert.fixtures';
import { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';
import { type FieldAlertActor, fieldAlertHandlers, LiveRegion } from '../../ui/kit/fields';
import { type ControlExecutors, outside, timer, uiWalkTest } from './ui-walk';

type Snap = SnapshotFrom<typeof fieldAlertMachine>;

describe('field accessibility alert: the view walked along the chart', () => {
  uiWalkTest('fieldAlert: every state and transition through the field and its live region', {
    machine: fieldAlertMachine,
    model: fieldAlertModel,
    render: (actor) => (
      <div>
        <input aria-label="Email" {...fieldAlertHandlers(actor as FieldAlertActor)} />
        <button type="button">Elsewhere</button>
        <LiveRegion id="email" actor={actor as FieldAlertActor} />
      </div>
    ),
    executors: {
      // The form's validation result for the field, relayed by useFieldAlert.
      'field.messageChanged': outside('form validation', 'the field message the form computed'),
      // Tab into the field, and out of it: the person's keyboard.
      'field.focused': (ctx) => ctx.user.click(screen.getByLabelText('Email')),
      'field.blurred': async (ctx) => {
        const field = screen.getByLabelText('Email');
        if (document.activeElement !== field) await ctx.user.click(field);
        await ctx.user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      },
      // §5/§9: 250 ms after blur (the spec's value; a longer delay leaves the chart waiting here).
      'xstate.after.alertDelay.fieldAlert.waiting': timer(250, 'the accessibility alert delay'),
    } satisfies ControlExecutors<typeof fieldAlertMachine>,
    assertState: (_ctx, s) => {
      const snapshot = s as Snap;
      const region = screen.getByRole('status');
      expect(region).toHaveAttribute('aria-live', 'polite');
      // Nothing is said while typing or waiting; after the delay, the message as it stands.
      if (!snapshot.matches('announcing')) expect(region).toHaveTextContent(/^$/);
      expect(region.textContent).toBe(snapshot.context.announced);
    },
  });
});
