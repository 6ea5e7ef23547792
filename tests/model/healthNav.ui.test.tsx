import { ALL_FEATURES } from '../../domain/features';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect } from 'vitest';
import { type ActorRefFrom, createActor, type SnapshotFrom } from 'xstate';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine, visibleItems } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { HEALTH_MENU_LABEL, isParent, NAV_MESSAGES } from '../../domain/health/navigation';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { HealthNavView } from '../../ui/health/HealthNav';
import { testPage } from '../ui/support';
import { healthNavInput, healthNavModel } from '../../machines/shared/healthNav/healthNav.fixtures';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

type Snap = SnapshotFrom<typeof healthNavMachine>;
const router: { navigate: (to: string) => void } = { navigate: () => {} };
function NavigatorProbe() {
  router.navigate = useNavigate();
  return null;
}

const services: AppServices = {
  page: testPage,
  profile: createActor(profileMachine),
  session: createActor(sessionMachine),
  healthNavMachine,
  banner: {
    slug: 'freshway',
    title: 'FreshWay Market',
    logoSvgUri: 'data:,',
    logoLinked: true,
    features: ALL_FEATURES,
  },
};

function assertView(snapshot: Snap) {
  const toggle = screen.getByRole('button', { name: HEALTH_MENU_LABEL });
  if (snapshot.matches('ready')) {
    expect(toggle).toHaveAttribute('aria-expanded', String(snapshot.matches({ ready: 'expanded' })));
    const list = screen.getByRole('list');
    const shown = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace(/ submenu|›/g, '').trim());
    expect(shown).toEqual(visibleItems(snapshot.context).map((i) => i.title));
    for (const item of visibleItems(snapshot.context)) {
      if (!isParent(item))
        expect(within(list).getByRole('link', { name: item.title })).toHaveAttribute('href', item.url);
    }
    const back = screen.queryByRole('button', { name: NAV_MESSAGES.back });
    expect(back !== null).toBe(snapshot.context.stack.length > 0);
  } else if (snapshot.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(NAV_MESSAGES.loadFailed);
    expect(toggle).toBeDisabled();
  } else {
    expect(screen.getByRole('status')).toHaveTextContent('Loading menu');
    expect(toggle).toBeDisabled();
  }
}

describe('health navigation view: walked along the navigation chart', () => {
  uiWalkTest('healthNav: every state and transition through the health menu', {
    machine: healthNavMachine,
    model: healthNavModel,
    render: (actor) => (
      <ServicesProvider value={services}>
        <MemoryRouter initialEntries={[healthNavInput.path]}>
          <NavigatorProbe />
          <HealthNavView nav={actor as ActorRefFrom<typeof healthNavMachine>} />
        </MemoryRouter>
      </ServicesProvider>
    ),
    executors: {
      // The session chart's user state (§6: fully authenticated and on a known machine).
      'nav.sessionChanged': outside('another chart', 'the session chart answered'),
      'nav.pathChanged': byCase((snapshot, event) => {
        const link = screen.queryAllByRole('link').find((a) => a.getAttribute('href') === event.path);
        // A menu item of the open menu: the shopper clicks it.
        if (link && snapshot.matches({ ready: 'expanded' })) return (ctx) => ctx.user.click(link);
        // Any other page: the shopper got there some other way (the router tells the menu).
        return outside('the router', 'the shopper went to another page', async () => {
          await act(async () => router.navigate(event.path));
        });
      }),
      'nav.drill': (ctx, event) => {
        const item = visibleItems(ctx.snapshot().context).find((i) => i.url === event.url);
        return ctx.user.click(screen.getByRole('button', { name: `${item?.title ?? event.url} submenu` }));
      },
      'nav.back': (ctx) => ctx.user.click(screen.getByRole('button', { name: NAV_MESSAGES.back })),
      'nav.toggle': (ctx) => ctx.user.click(screen.getByRole('button', { name: HEALTH_MENU_LABEL })),
      'nav.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: NAV_MESSAGES.retry })),
      'xstate.done.actor.loadNavDocument': serverAnswer('loadNavDocument'),
      'xstate.error.actor.loadNavDocument': serverAnswer('loadNavDocument'),
    } satisfies ControlExecutors<typeof healthNavMachine>,
    assertState: (_ctx, snapshot) => assertView(snapshot as Snap),
  });
});
