import { ALL_FEATURES } from '../../src/domain/features';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { SHELL_LABELS } from '../../src/domain/shell';
import { AppShell } from '../../ui/app/AppShell';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { testPage } from '../ui/support';
import { coverage, generatePaths, newReached } from './graph';
import { serializeSessionState, sessionEvents } from './session.fixtures';
import { type Executors, walkPath } from './ui-walk';

type Snap = SnapshotFrom<typeof sessionMachine>;

describe('session view (the shell): generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: sessionMachine,
    events: sessionEvents as never,
    serializeState: serializeSessionState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: sessionMachine,
          reached,
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
            'session.refresh': (ctx, event) => ctx.send(event),
            // A 403 from any call outside the sign-in page (see api/clients/http.ts).
            'session.signedOut': (ctx, event) => ctx.send(event),
            'session.signOut': (ctx) =>
              ctx.user.click(screen.getByRole('button', { name: SHELL_LABELS.signOut })),
            'xstate.done.actor.fetchSession': (ctx, event) => ctx.resolve('fetchSession', event.output),
            'xstate.error.actor.fetchSession': (ctx, event) => ctx.reject('fetchSession', event.error),
            'xstate.done.actor.signOut': (ctx, event) => ctx.resolve('signOut', event.output),
            'xstate.error.actor.signOut': (ctx, event) => ctx.reject('signOut', event.error),
          } satisfies Executors<typeof sessionMachine>,
          assertState: (_ctx, s) => {
            const snapshot = s as Snap;
            const header = screen.getByRole('navigation', { name: SHELL_LABELS.accountNav });
            if (snapshot.matches('authenticated')) {
              expect(header).toHaveTextContent(SHELL_LABELS.signOut);
              expect(header).toHaveTextContent(SHELL_LABELS.profile);
            } else if (snapshot.matches('identity')) {
              expect(header).toHaveTextContent(SHELL_LABELS.signOut);
              expect(header).not.toHaveTextContent(SHELL_LABELS.profile);
            } else if (!snapshot.hasTag('busy')) {
              expect(header).toHaveTextContent(SHELL_LABELS.signIn);
              expect(header).not.toHaveTextContent(SHELL_LABELS.signOut);
            }
          },
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(sessionMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
