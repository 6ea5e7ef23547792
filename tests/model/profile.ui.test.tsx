import { ALL_FEATURES } from '../../src/domain/features';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { PROFILE_LABELS, PROFILE_MESSAGES } from '../../src/domain/account/profile';
import { ProfileView } from '../../ui/account/ProfileView';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { testPage } from '../ui/support';
import { coverage, generatePaths, newReached } from './graph';
import { profileEvents, serializeProfileState } from './profile.fixtures';
import { type Executors, walkPath } from './ui-walk';

const services = (profile: AppServices['profile']): AppServices => ({
  page: testPage,
  profile,
  session: createActor(sessionMachine),
  healthNavMachine,
  banner: {
    slug: 'freshway',
    title: 'FreshWay Market',
    logoSvgUri: 'data:,',
    logoLinked: true,
    features: ALL_FEATURES,
  },
});

describe('profile view: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: profileMachine,
    events: profileEvents as never,
    serializeState: serializeProfileState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: profileMachine,
          reached,
          mountFirst: false,
          render: (actor) => (
            <ServicesProvider value={services(actor as AppServices['profile'])}>
              <MemoryRouter>
                <ProfileView />
              </MemoryRouter>
            </ServicesProvider>
          ),
          executors: {
            // The view asks for the profile when it mounts; a repeat mount is a repeat visit.
            'profile.load': async (ctx, event) => {
              if (event.force && ctx.snapshot().matches('failed')) {
                await ctx.user.click(screen.getByRole('button', { name: PROFILE_LABELS.retry }));
              } else if (event.force) {
                await ctx.send(event);
              } else if (ctx.mounted()) {
                ctx.remount();
              } else {
                ctx.mount();
              }
            },
            // Sent by the app when the session ends.
            'profile.clear': (ctx, event) => ctx.send(event),
            'xstate.done.actor.fetchProfile': (ctx, event) => ctx.resolve('fetchProfile', event.output),
            'xstate.error.actor.fetchProfile': (ctx, event) => ctx.reject('fetchProfile', event.error),
          } satisfies Executors<typeof profileMachine>,
          assertState: async (ctx, snapshot) => {
            if (!ctx.mounted()) {
              expect(document.body).toBeEmptyDOMElement();
            } else if (snapshot.matches('loading') || snapshot.matches('idle')) {
              expect(screen.getByRole('status')).toHaveTextContent(PROFILE_MESSAGES.loading);
            } else if (snapshot.matches('loaded')) {
              await waitFor(() => expect(screen.getByText('dana.w@example.com')).toBeInTheDocument());
              expect(screen.getByText('513.555.0199')).toBeInTheDocument();
            } else if (snapshot.matches('failed')) {
              const alert = await screen.findByRole('alert');
              expect(alert).toHaveTextContent(PROFILE_MESSAGES.networkConnection);
              expect(within(alert).getByRole('button', { name: PROFILE_LABELS.retry })).toBeEnabled();
            }
          },
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(profileMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
