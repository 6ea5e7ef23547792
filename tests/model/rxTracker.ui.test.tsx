/**
 * The tracker page replayed from the chart's generated paths (pharmacy-portal.md §2.3): every step through the
 * control a person would use (the 'Viewing Patient' select, a status card, a card's button, Try Again). Outside
 * input: opening the page (the route sends tracker.load), a scroll request before the data is there (it comes with
 * the navigation from another page), the pharmacy's answers, and the browser finishing the scroll.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import { trackerModel } from '../../machines/rx/tracker/tracker.fixtures';
import { trackerMachine } from '../../machines/rx/tracker/tracker.machine';
import { selectTrackerView } from '../../machines/rx/tracker/tracker.selectors';
import { TRACKER_TEXTS } from '../../src/domain/rx/tracker';
import { TrackerPage } from '../../ui/rx/tracker/TrackerPage';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';

type Snapshot = ReturnType<ActorRefFrom<typeof trackerMachine>['getSnapshot']>;

describe('tracker page: generated paths replayed in the UI', () => {
  const paths = generatePaths({
    machine: trackerMachine,
    events: trackerModel.events as never,
    serializeState: trackerModel.serializeState as never,
    input: trackerModel.input,
  });
  const reached = newReached();
  for (const path of paths) {
    it(`${path.kind}: ${path.description}`, () =>
      walkPath(
        {
          machine: trackerMachine,
          input: trackerModel.input,
          reached,
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
            'tracker.load': async (ctx, event) => {
              if (ctx.snapshot().matches('failed')) {
                await ctx.user.click(screen.getByRole('button', { name: TRACKER_TEXTS.retry }));
              } else {
                await ctx.send(event); // outside input: the route opens the page
              }
            },
            'tracker.selectPatient': async (ctx, event) => {
              await ctx.user.selectOptions(
                screen.getByLabelText(TRACKER_TEXTS.viewingPatient),
                event.patientNumber,
              );
            },
            'tracker.scrollTo': async (ctx, event) => {
              if (!ctx.snapshot().matches('loaded')) {
                await ctx.send(event); // outside input: the request came with the navigation
                return;
              }
              const count = selectTrackerView(ctx.snapshot() as Snapshot).counts[event.section];
              await ctx.user.click(
                screen.getByRole('button', { name: TRACKER_TEXTS.countLabel(count, event.section) }),
              );
            },
            'tracker.openCard': async (ctx) => {
              await ctx.user.click(
                screen.getByRole('button', {
                  name: TRACKER_TEXTS.openDetails('Carprofen 75 mg Chewable Tablet (veterinary)'),
                }),
              );
            },
            'xstate.done.actor.loadTracker': (ctx, event) => ctx.resolve('loadTracker', event.output),
            'xstate.error.actor.loadTracker': (ctx, event) => ctx.reject('loadTracker', event.error),
            'xstate.done.actor.scrollToSection': (ctx) => ctx.resolve('scrollToSection', undefined),
            'xstate.error.actor.scrollToSection': (ctx, event) => ctx.reject('scrollToSection', event.error),
          } satisfies Executors<typeof trackerMachine>,
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
        },
        path,
      ));
  }
  it('the UI walks reach every state and transition', () => {
    const report = coverage(trackerMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
