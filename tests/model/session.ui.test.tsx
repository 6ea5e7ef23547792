import { ALL_FEATURES } from '../../domain/features';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { SHELL_LABELS } from '../../domain/shell';
import { AppShell } from '../../ui/app/AppShell';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { testPage } from '../ui/support';
import { sessionModel } from '../../machines/shared/session/session.fixtures';
import { type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

type Snap = SnapshotFrom<typeof sessionMachine>;

describe('session view (the shell): walked along the session chart', () => {
  uiWalkTest('session: every state and transition through the header', {
    machine: sessionMachine,
    model: sessionModel,
    render: (actor) => {
      const services: AppServices = {
        session: actor as AppServices['session'],
        page: testPage,
        profile: createActor(profileMachine),
        healthNavMachine,
        banner: {
          slug: 'freshway',
          title: 'FreshWay Market',
          logoSvgUri: 'data:,',
          logoLinked: true,
          features: ALL_FEATURES,
        },
      };
      return (
        <ServicesProvider value={services}>
          <MemoryRouter initialEntries={['/signin']}>
            <Routes>
              <Route element={<AppShell />}>
                <Route path="*" element={<p>Elsewhere</p>} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ServicesProvider>
      );
    },
    executors: {
      // The sign-in chart asks for the session again after a sign-in (storeUser).
      'session.refresh': outside('another chart', 'a sign-in stored the user'),
      // A 403 from any call outside the sign-in page (api/clients/http.ts).
      'session.signedOut': outside('server answer', 'a call answered 403'),
      'session.signOut': (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Sign Out' })),
      'xstate.done.actor.fetchSession': serverAnswer('fetchSession'),
      'xstate.error.actor.fetchSession': serverAnswer('fetchSession'),
      'xstate.done.actor.signOut': serverAnswer('signOut'),
      'xstate.error.actor.signOut': serverAnswer('signOut'),
    } satisfies ControlExecutors<typeof sessionMachine>,
    assertState: (_ctx, s) => {
      const snapshot = s as Snap;
      const header = screen.getByRole('navigation', { name: SHELL_LABELS.accountNav });
      if (snapshot.matches('authenticated')) {
        expect(header).toHaveTextContent('Sign Out');
        expect(header).toHaveTextContent('My Account');
      } else if (snapshot.matches('identity')) {
        expect(header).toHaveTextContent('Sign Out');
        expect(header).not.toHaveTextContent('My Account');
      } else if (snapshot.hasTag('busy')) {
        expect(header).not.toHaveTextContent('My Account');
      } else {
        expect(header).toHaveTextContent('Sign In');
        expect(header).not.toHaveTextContent('Sign Out');
      }
    },
  });
});
