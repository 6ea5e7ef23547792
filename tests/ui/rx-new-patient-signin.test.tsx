/**
 * The new-patient request answered 401 (pharmacy-portal.md §8 "a 401 gives 'You were logged out due to inactivity,
 * please log in and try again'"; docs/choices.md): the request stays as typed, the message offers Sign In Again, and
 * back from signing in the same customer finds the form filled in again; another customer starts afresh.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../ui/app/services';
import { createActor, fromPromise, waitFor as waitForState } from 'xstate';
import type { SessionInfo } from '../../api/contracts/identity';
import type { NewPatientRequest } from '../../api/contracts/rx-identity';
import { linkStatuses } from '../../machines/rx/link/link.fixtures';
import { transferItem } from '../../machines/rx/newPatient/newPatient.fixtures';
import { newPatientMachine } from '../../machines/rx/newPatient/newPatient.machine';
import { apiErrorOf } from '../../machines/rx/shared/identity.fixtures';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { newPatientFlowFor } from '../../src/rx/identity/flows';
import { NewPatientView } from '../../ui/rx/identity/NewPatientView';
import { testServices } from './support';

// The pharmacy's API chunk, as the flow of the route loads it: the customer status and the request answered here.
vi.mock('../../src/rx/api', () => ({
  rxApi: {
    rxIdentity: {
      fetchLinkStatus: async () => linkStatuses.verified,
      submitNewPatientRequest: async () => 'RQ1001',
    },
  },
}));

const signedInAs = (userId: string): SessionInfo => ({
  authLevel: 'authenticated',
  knownMachine: true,
  rememberedSessionLapsed: false,
  userInfo: { userId, emailVerified: true, banner: 'freshway', authorities: [] },
});

describe('new-patient request answered 401', () => {
  it("keeps the request, says §8's text with Sign In Again, and the form opens filled in again", async () => {
    const actor = createActor(
      newPatientMachine.provide({
        actors: {
          loadStatus: fromPromise(async () => linkStatuses.verified),
          submitRequest: fromPromise<string, NewPatientRequest>(() =>
            Promise.reject(apiErrorOf(401, 'Sign in to continue.')),
          ),
        },
      }),
    ).start();
    await waitForState(actor, (s) => s.matches('requestForm'));
    actor.send({ type: 'newPatient.addPrescription', item: transferItem });
    const onSignIn = vi.fn();
    const user = userEvent.setup();
    const view = () => (
      <MemoryRouter>
        <NewPatientView actor={actor} renderChallenge={() => null} onSignIn={onSignIn} />
      </MemoryRouter>
    );
    const { unmount } = render(view());
    await user.type(screen.getByLabelText('First Name'), 'Priya');
    await user.type(screen.getByLabelText('Last Name'), 'Raman');
    await user.type(screen.getByLabelText('Month (MM)'), '02');
    await user.type(screen.getByLabelText('Day (DD)'), '11');
    await user.type(screen.getByLabelText('Year (YYYY)'), '1991');
    await user.type(screen.getByLabelText('Phone Number'), '7205550123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByText(
      'You were logged out due to inactivity, please log in and try again',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getAllByText(/Lipitor/).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Sign In Again' }));
    expect(onSignIn).toHaveBeenCalledOnce();

    // Away to sign in and back: the page is drawn anew from the flow.
    unmount();
    render(view());
    expect(screen.getByLabelText('First Name')).toHaveValue('Priya');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Raman');
    expect(screen.getByLabelText('Year (YYYY)')).toHaveValue('1991');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('(720) 555-0123');
    expect(screen.getAllByText(/Lipitor/).length).toBeGreaterThan(0);
  });

  it("the flow is the same customer's after signing in again; another customer gets a fresh one", async () => {
    let who = signedInAs('customer-1');
    const session = createActor(
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise(async () => who),
          signOut: fromPromise<unknown>(async () => ({})),
        },
      }),
    ).start();
    const app = { ...testServices(), session };
    await waitFor(() => expect(session.getSnapshot().matches('authenticated')).toBe(true));
    const first = newPatientFlowFor(app, { restart: true });
    expect(newPatientFlowFor(app, { restart: true })).toBe(first);
    session.send({ type: 'session.refresh' });
    await waitForState(session, (s) => s.matches('authenticated'));
    expect(newPatientFlowFor(app, { restart: true })).toBe(first);
    who = signedInAs('customer-2');
    session.send({ type: 'session.refresh' });
    await waitForState(
      session,
      (s) => s.matches('authenticated') && s.context.info?.userInfo?.userId === 'customer-2',
    );
    expect(newPatientFlowFor(app, { restart: true })).not.toBe(first);
  });

  it('the summary page shows the finished request; opening the form again starts afresh', async () => {
    const session = createActor(
      sessionMachine.provide({
        actors: {
          fetchSession: fromPromise(async () => signedInAs('customer-1')),
          signOut: fromPromise<unknown>(async () => ({})),
        },
      }),
    ).start();
    const app = {
      ...testServices(),
      session,
      account: { load: async () => ({}) } as unknown as AppServices['account'],
    };
    await waitForState(session, (s) => s.matches('authenticated'));
    const flow = newPatientFlowFor(app, { restart: true });
    await waitForState(flow, (s) => s.matches('requestForm'));
    flow.send({ type: 'newPatient.addPrescription', item: transferItem });
    flow.send({
      type: 'newPatient.submitForm',
      patient: { firstName: 'Priya', lastName: 'Raman', dateOfBirth: '1991-02-11', phone: '7205550123' },
    });
    await waitForState(flow, (s) => s.matches('summary'));
    // The route follows the chart to /rx/new-patient/summary: the same flow, with its request number.
    const onSummary = newPatientFlowFor(app, { restart: false });
    expect(onSummary).toBe(flow);
    expect(onSummary.getSnapshot().context.requestId).toBe('RQ1001');
    expect(newPatientFlowFor(app, { restart: true })).not.toBe(flow);
  });
});
