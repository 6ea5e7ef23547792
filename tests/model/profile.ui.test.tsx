/** The profile view walked along the profile chart's generated paths (account-signin.md §3, §4, §8). */
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { profileModel } from '../../machines/account/profile/profile.fixtures';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { ALL_FEATURES } from '../../domain/features';
import { ProfileView } from '../../ui/account/ProfileView';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { testPage } from '../ui/support';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

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

describe('profile view: walked along the profile chart', () => {
  uiWalkTest('profile: every state and transition through Personal Information', {
    machine: profileMachine,
    model: profileModel,
    mountFirst: false,
    render: (actor) => (
      <ServicesProvider value={services(actor as AppServices['profile'])}>
        <MemoryRouter>
          <ProfileView renderStore={(d) => d.preferredStoreNumber} />
        </MemoryRouter>
      </ServicesProvider>
    ),
    executors: {
      'profile.load': byCase((snapshot, event) => {
        // A failed load offers Retry (a forced load).
        if (event.force && snapshot.matches('failed'))
          return (ctx) => ctx.user.click(screen.getByRole('button', { name: 'Retry' }));
        // §4 "unless forced": no control of this page forces a reload of a loaded profile.
        if (event.force) return outside('another chart', 'the app forces a reload of the profile');
        // Opening the page asks for the profile; opening it again is a repeat visit (skipped by the chart).
        return (ctx) => (ctx.mounted() ? ctx.remount() : ctx.mount());
      }),
      // The app clears the profile when the session ends (src/app.tsx).
      'profile.clear': outside('another chart', 'the session ended'),
      'xstate.done.actor.fetchProfile': serverAnswer('fetchProfile'),
      'xstate.error.actor.fetchProfile': serverAnswer('fetchProfile'),
    } satisfies ControlExecutors<typeof profileMachine>,
    assertState: async (ctx, snapshot) => {
      if (!ctx.mounted()) {
        expect(document.body).toBeEmptyDOMElement();
      } else if (snapshot.matches('loading') || snapshot.matches('idle')) {
        expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
      } else if (snapshot.matches('loaded')) {
        // The fixture's profile as §3 maps it: first email, the phone's original form, MM/DD/YYYY.
        await waitFor(() => expect(screen.getByText('dana.w@example.com')).toBeInTheDocument());
        expect(screen.getByText('513.555.0199')).toBeInTheDocument();
      } else {
        const alert = await screen.findByRole('alert');
        expect(alert).toHaveTextContent(
          'We could not reach our servers. Check your internet connection and try again.',
        );
        expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
      }
    },
  });
});
