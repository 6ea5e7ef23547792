/**
 * The tracker page walked along the chart's generated paths (pharmacy-portal.md §2.3): every step through the
 * control a person would use (the 'Viewing Patient' select, a status card, a card's button, Try Again). Outside
 * input: opening the page (the route sends tracker.load), a scroll request before the data is there (it comes with
 * the navigation from another page), the pharmacy's answers, and the browser finishing the scroll.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { trackerModel } from '../../machines/rx/tracker/tracker.fixtures';
import { trackerMachine } from '../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import { TRACKER_TEXTS } from '../../domain/rx/tracker';
import { TrackerPage } from '../../ui/rx/tracker/TrackerPage';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof trackerMachine>['getSnapshot']>;

describe('tracker page: walked along the tracker chart', () => {
  uiWalkTest('rxTracker: every state and transition through the tracker page', {
    machine: trackerMachine,
    model: trackerModel,
    render: (actor) => (
      <MemoryRouter initialEntries={['/rx/tracker']}>
        <TrackerPage
          actor={actor as ActorRefFrom<typeof trackerMachine>}
          pathname="/rx/tracker"
          logo="data:,"
          delivery
        />
      </MemoryRouter>
    ),
    executors: {
      'tracker.load': byCase((snapshot) =>
        snapshot.matches('failed')
          ? (ctx) => ctx.user.click(screen.getByRole('button', { name: TRACKER_TEXTS.retry }))
          : // src/routes/rx/TrackerRoute.tsx sends it when the page opens.
            outside('the router', 'opening /rx/tracker loads the tracker'),
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
          : // src/routes/rx/TrackerRoute.tsx: a section asked for by the navigation from another page.
            outside('the router', 'the navigation asks for a section before the data is there'),
      ),
      'tracker.openCard': async (ctx) => {
        await ctx.user.click(
          screen.getByRole('button', {
            name: TRACKER_TEXTS.openDetails('Carprofen 75 mg Chewable Tablet (veterinary)'),
          }),
        );
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
    assertState: (_ctx, snapshot) => {
      const s = snapshot as Snapshot;
      if (s.matches('idle') || s.matches('loading')) {
        expect(screen.getByRole('status')).toHaveTextContent(TRACKER_TEXTS.loading);
      } else if (s.matches('failed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(TRACKER_TEXTS.loadError);
      } else if (s.matches('expired')) {
        expect(screen.queryByRole('heading', { name: TRACKER_TEXTS.statusCard })).toBeNull();
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
});
