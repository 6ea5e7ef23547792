/**
 * Patient access (pharmacy-portal.md §3 "Relationships", §4, §6): the covering set of the chart's generated
 * paths walked through the controls a person uses (each entry's buttons by name, the end-date picker by label).
 * Outside input: the pharmacy's answers.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { patientAccessModel } from '../../machines/rx/patientAccess/patientAccess.fixtures';
import { patientAccessMachine } from '../../machines/rx/patientAccess/patientAccess.machine';
import { PatientAccessView } from '../../ui/rx/profile/PatientAccessView';
import { type ControlExecutors, serverAnswer, uiWalkTest, type WalkContext } from './ui-walk';

type M = typeof patientAccessMachine;

const executors = {
  'access.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Try Again' })),
  'access.choose': (ctx, e) =>
    ctx.user.click(
      screen.getByRole('button', {
        name: {
          grant: 'Grant Access: Morgan Ellis',
          decline: 'Decline: Morgan Ellis',
          setExpiry: 'Change End Date: Morgan Ellis',
          remove: 'Remove Access: Morgan Ellis',
          cancel: 'Cancel: Casey Whitfield',
        }[e.action],
      }),
    ),
  'access.confirm': async (ctx, e) => {
    const date = screen.getByLabelText('Access ends on');
    await ctx.user.clear(date);
    if (e.expiryDate) await ctx.user.type(date, e.expiryDate);
    const form = screen.getByRole('form');
    await ctx.user.click(
      within(form).queryByRole('button', { name: 'Grant Access' }) ??
        within(form).getByRole('button', { name: 'Save End Date' }),
    );
  },
  'access.close': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Close' })),
  'xstate.done.actor.fetchAccess': serverAnswer('fetchAccess'),
  'xstate.error.actor.fetchAccess': serverAnswer('fetchAccess'),
  'xstate.done.actor.updateAccess': serverAnswer('updateAccess'),
  'xstate.error.actor.updateAccess': serverAnswer('updateAccess'),
} satisfies ControlExecutors<M>;

function assertState(_ctx: WalkContext<M>, s: SnapshotFrom<M>) {
  if (s.matches('loading') && !s.context.data) {
    expect(screen.getByRole('status')).toHaveTextContent('Loading patient access…');
    return;
  }
  if (s.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load patient access. Please try again.',
    );
    return;
  }
  const data = s.context.data!;
  expect(screen.getByRole('region', { name: 'Primary Patient' })).toHaveTextContent('Jordan Lee Whitfield');
  const pending = screen.getByRole('region', { name: 'Requests Waiting for You' });
  const caregivers = screen.getByRole('region', { name: 'People Who Can Manage Your Prescriptions' });
  const managed = screen.getByRole('region', { name: 'Adults You Manage' });
  expect(managed).toHaveTextContent('Casey Whitfield');
  expect(managed).toHaveTextContent('Access ends05/11/2026');
  expect(screen.getByRole('region', { name: 'Children' })).toHaveTextContent('Avery Whitfield');
  expect(screen.getByRole('region', { name: 'Pets' })).toHaveTextContent('Biscuit Whitfield');
  if (data.pendingRequests.length > 0) {
    expect(pending).toHaveTextContent('Morgan Ellis');
    expect(pending).toHaveTextContent('StatusPending');
    expect(caregivers).toHaveTextContent('None');
  } else {
    expect(pending).toHaveTextContent('None');
    expect(caregivers).toHaveTextContent('Morgan Ellis');
    expect(caregivers).toHaveTextContent('Access ends12/31/2026');
  }
  const busy = s.hasTag('busy');
  if (busy) expect(screen.getByRole('status')).toHaveTextContent('Saving the change…');
  if (s.matches('choosingDate')) {
    const date = screen.getByLabelText('Access ends on');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-05-02');
    if (s.context.expiryError) expect(screen.getByRole('alert')).toHaveTextContent(s.context.expiryError);
    expect(screen.queryByRole('button', { name: 'Cancel: Casey Whitfield' })).toBeNull();
  } else if (!busy) {
    expect(screen.getByRole('button', { name: 'Cancel: Casey Whitfield' })).toBeEnabled();
  } else {
    expect(screen.queryByRole('button', { name: 'Cancel: Casey Whitfield' })).toBeNull();
  }
}

describe('patient access: walked along the chart', () => {
  uiWalkTest('rxPatientAccess: every state and transition through the patient access page', {
    machine: patientAccessMachine,
    model: patientAccessModel,
    render: (actor) => (
      <MemoryRouter>
        <PatientAccessView actor={actor as ActorRefFrom<M>} />
      </MemoryRouter>
    ),
    executors,
    assertState,
  });
});
