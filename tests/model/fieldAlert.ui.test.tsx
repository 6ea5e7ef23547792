/** The field kit's live region and focus/blur reporting replayed along the fieldAlert chart's generated paths. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { fieldAlertModel } from '../../machines/shared/fieldAlert/fieldAlert.fixtures';
import { fieldAlertMachine } from '../../machines/shared/fieldAlert/fieldAlert.machine';
import { A11Y_ALERT_DELAY_MS } from '../../src/domain/forms';
import { type FieldAlertActor, fieldAlertHandlers, LiveRegion } from '../../ui/kit/fields';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';

type Snap = SnapshotFrom<typeof fieldAlertMachine>;

describe('field accessibility alert: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: fieldAlertMachine,
    events: fieldAlertModel.events as never,
    serializeState: fieldAlertModel.serializeState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: fieldAlertMachine,
          reached,
          render: (actor) => (
            <div>
              <input aria-label="Email" {...fieldAlertHandlers(actor as FieldAlertActor)} />
              <LiveRegion id="email" actor={actor as FieldAlertActor} />
            </div>
          ),
          executors: {
            // From the field's message (validation): useFieldAlert relays it.
            'field.messageChanged': (ctx, event) => ctx.send(event),
            'field.blurred': () => {
              fireEvent.blur(screen.getByLabelText('Email'));
            },
            'field.focused': () => {
              fireEvent.focus(screen.getByLabelText('Email'));
            },
            'xstate.after.alertDelay.fieldAlert.waiting': (ctx) => ctx.advance(A11Y_ALERT_DELAY_MS),
          } satisfies Executors<typeof fieldAlertMachine>,
          assertState: (_ctx, s) => {
            const snapshot = s as Snap;
            const region = screen.getByRole('status');
            expect(region).toHaveAttribute('aria-live', 'polite');
            // Nothing is said while typing or waiting; after the delay, the message as it stands.
            if (!snapshot.matches('announcing')) expect(region).toHaveTextContent(/^$/);
            expect(region.textContent).toBe(snapshot.context.announced);
          },
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(fieldAlertMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
