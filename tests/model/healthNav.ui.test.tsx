import { ALL_FEATURES } from '../../src/domain/features';
import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, type SnapshotFrom } from 'xstate';
import { profileMachine } from '../../machines/account/profile/profile.machine';
import { healthNavMachine, visibleItems } from '../../machines/shared/healthNav/healthNav.machine';
import { sessionMachine } from '../../machines/shared/session/session.machine';
import { HEALTH_MENU_LABEL, isParent, NAV_MESSAGES } from '../../src/domain/health/navigation';
import { type AppServices, ServicesProvider } from '../../ui/app/services';
import { HealthNavView } from '../../ui/health/HealthNav';
import { testPage } from '../ui/support';
import { coverage, generatePaths, newReached } from './graph';
import { healthNavEvents, healthNavInput, serializeNavState } from './healthNav.fixtures';
import { type Executors, walkPath } from './ui-walk';

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

describe('health navigation view: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: healthNavMachine,
    input: healthNavInput,
    events: healthNavEvents as never,
    serializeState: serializeNavState as never,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: healthNavMachine,
          input: healthNavInput,
          reached,
          render: (actor) => (
            <ServicesProvider value={services}>
              <MemoryRouter initialEntries={[healthNavInput.path]}>
                <NavigatorProbe />
                <HealthNavView nav={actor as ActorRefFrom<typeof healthNavMachine>} />
              </MemoryRouter>
            </ServicesProvider>
          ),
          executors: {
            // Comes from the session machine.
            'nav.sessionChanged': (ctx, event) => ctx.send(event),
            'nav.pathChanged': async (ctx, event) => {
              const link = screen.queryAllByRole('link').find((a) => a.getAttribute('href') === event.path);
              if (link && ctx.snapshot().matches({ ready: 'expanded' })) await ctx.user.click(link);
              else await act(async () => router.navigate(event.path));
            },
            'nav.drill': async (ctx, event) => {
              const button = screen
                .getAllByRole('button')
                .find((b) => b.getAttribute('data-url') === event.url);
              await ctx.user.click(button!);
            },
            'nav.back': (ctx) => ctx.user.click(screen.getByRole('button', { name: NAV_MESSAGES.back })),
            'nav.toggle': (ctx) => ctx.user.click(screen.getByRole('button', { name: HEALTH_MENU_LABEL })),
            'nav.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: NAV_MESSAGES.retry })),
            'xstate.done.actor.loadNavDocument': (ctx, event) => ctx.resolve('loadNavDocument', event.output),
            'xstate.error.actor.loadNavDocument': (ctx, event) => ctx.reject('loadNavDocument', event.error),
          } satisfies Executors<typeof healthNavMachine>,
          assertState: (_ctx, snapshot) => assertView(snapshot as Snap),
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(healthNavMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
