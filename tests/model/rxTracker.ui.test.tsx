/**
 * The tracker chart's generated paths walked through the tracker page as its route wires it
 * (src/routes/rx/TrackerRoute.tsx `TrackerScreen`: the load when the page opens, the navigation's scroll request
 * handed over and dropped from the history entry, the chart's navigation to a card's prescription and to the expired
 * link's notice), so a wiring mistake in the route fails here (pharmacy-portal.md §2.3). Every step through the
 * control a person would use (opening the page, the 'Viewing Patient' select, a status card, a card's button, Try
 * Again). Outside input: a navigation from another page that asks for a section (it goes through the router, and the
 * route hands it to the chart), the pharmacy's answers, and the browser finishing the scroll.
 */
import { act, screen, within } from '@testing-library/react';
import {
  type Location,
  MemoryRouter,
  type NavigateFunction,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { CARPROFEN } from '../../machines/rx/fixtures';
import { trackerModel } from '../../machines/rx/tracker/tracker.fixtures';
import { trackerMachine } from '../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import {
  EXPIRED_TRACKER_LINK_PATH,
  TRACKER_PATH,
  TRACKER_TEXTS,
  trackerCardTarget,
} from '../../domain/rx/tracker';
import {
  type TrackerGo,
  TrackerScreen,
  trackerAccess,
  withTrackerNavigation,
} from '../../src/routes/rx/TrackerRoute';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof trackerMachine>['getSnapshot']>;

/** Where the page is, and the router's navigate for a navigation that comes from another page. */
const router: { location: Location | null; type: string | null; navigate: NavigateFunction | null } = {
  location: null,
  type: null,
  navigate: null,
};
function Where() {
  router.location = useLocation();
  router.type = useNavigationType();
  router.navigate = useNavigate();
  return null;
}

/** The route's navigation for the chart (the walk's chart gets it as the route's does). */
const go: TrackerGo = { current: null };

describe('tracker page: walked along the tracker chart', () => {
  uiWalkTest('rxTracker: every state and transition through the tracker page', {
    machine: withTrackerNavigation(trackerMachine, go),
    model: trackerModel,
    mountFirst: false,
    render: (actor) => (
      <MemoryRouter initialEntries={[TRACKER_PATH]}>
        <TrackerScreen actor={actor as ActorRefFrom<typeof trackerMachine>} go={go} logo="data:," delivery />
        <Where />
      </MemoryRouter>
    ),
    executors: {
      'tracker.load': byCase((snapshot) =>
        snapshot.matches('failed')
          ? (ctx) => ctx.user.click(screen.getByRole('button', { name: TRACKER_TEXTS.retry }))
          : // Opening the page: TrackerScreen sends it when it mounts.
            (ctx) => (ctx.mounted() ? ctx.remount() : ctx.mount()),
      ),
      'tracker.selectPatient': async (ctx, event) => {
        await ctx.user.selectOptions(
          screen.getByLabelText(TRACKER_TEXTS.viewingPatient),
          event.patientNumber,
        );
      },
      'tracker.scrollTo': byCase((snapshot) =>
        snapshot.matches('loaded')
          ? async (ctx, event) => {
              const count = selectTrackerView(ctx.snapshot() as Snapshot).counts[event.section];
              await ctx.user.click(
                screen.getByRole('button', { name: TRACKER_TEXTS.countLabel(count, event.section) }),
              );
            }
          : // A status card on another page navigates here with the section (router state `scrollTo`):
            // TrackerScreen hands it to the chart.
            outside(
              'the router',
              'the navigation asks for a section before the data is there',
              (_ctx, event) =>
                act(async () => {
                  await router.navigate!(TRACKER_PATH, { state: { scrollTo: event.section } });
                }),
            ),
      ),
      'tracker.openCard': async (ctx) => {
        await ctx.user.click(
          screen.getByRole('button', {
            name: TRACKER_TEXTS.openDetails('Carprofen 75 mg Chewable Tablet (veterinary)'),
          }),
        );
        // The route's navigation: the card's prescription page.
        const { pathname, search } = router.location!;
        expect(`${pathname}${search}`).toBe(trackerCardTarget(CARPROFEN, false));
      },
      'xstate.done.actor.loadTracker': serverAnswer('loadTracker'),
      'xstate.error.actor.loadTracker': serverAnswer('loadTracker'),
      // The scrollToSection actor is the page's smooth scroll (src/rx/tracker.ts): the browser ends it.
      'xstate.done.actor.scrollToSection': outside('the browser', 'the smooth scroll ends', (ctx) =>
        ctx.resolve('scrollToSection', undefined),
      ),
      'xstate.error.actor.scrollToSection': outside('the browser', 'the scroll fails', (ctx, event) =>
        ctx.reject('scrollToSection', event.error),
      ),
    } satisfies ControlExecutors<typeof trackerMachine>,
    assertState: (ctx, snapshot) => {
      const s = snapshot as Snapshot;
      if (!ctx.mounted()) {
        expect(document.body).toBeEmptyDOMElement();
        return;
      }
      // A scroll request that came with the navigation is dropped from the history entry once handed over.
      expect(router.location?.state ?? null).toBeNull();
      if (s.matches('idle') || s.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(TRACKER_TEXTS.loading);
      } else if (s.matches('failed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(TRACKER_TEXTS.loadError);
      } else if (s.matches('expired')) {
        expect(screen.queryByRole('heading', { name: TRACKER_TEXTS.statusCard })).toBeNull();
        // The expired link's notice takes this page's place in the history.
        expect(router.location?.pathname).toBe(EXPIRED_TRACKER_LINK_PATH);
        expect(router.type).toBe('REPLACE');
      } else {
        const card = screen.getByRole('region', { name: TRACKER_TEXTS.statusCard });
        expect(card).toHaveTextContent(`${TRACKER_TEXTS.estTotalCost}:`);
        expect(card).toHaveTextContent(TRACKER_TEXTS.costNote);
        const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
        if (s.context.selectedPatient === 'all') {
          expect(headings).toEqual(['Prescription Status', '2 Ready', '1 In Progress', '1 On Hold']);
        } else {
          expect(headings).toEqual(['Prescription Status', '1 Ready']);
          expect(within(card).getByText('$31.20*', { exact: false })).toBeInTheDocument();
        }
      }
    },
  });

  it('gives a signed-in customer their own tracker, a guest the one their link names, anyone else the sign-in', () => {
    expect(trackerAccess('checking', ['100234567'])).toBe('checking');
    expect(trackerAccess('in', [])).toBe('customer');
    expect(trackerAccess('in', ['100234567'])).toBe('customer');
    expect(trackerAccess('out', ['100234567'])).toBe('guest');
    expect(trackerAccess('out', [])).toBe('signIn');
  });
});
