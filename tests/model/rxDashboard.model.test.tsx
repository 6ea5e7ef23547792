/** The dashboard chart (pharmacy-portal.md §2.5): coverage over the generated paths; an oracle table of the collapse
 *  rules; and a UI walk of the dashboard's sections through their buttons. */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardModel } from '../../machines/rx/dashboard/dashboard.fixtures';
import { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { DASHBOARD_TEXTS, isParentCollapsed, isParentExpanded } from '../../domain/rx/dashboard';
import { sortPatients } from '../../domain/rx/patients';
import { DashboardView } from '../../ui/rx/pages/DashboardView';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import {
  coverage,
  coveringPaths,
  formatCoverage,
  generatePaths,
  mergeReached,
  newReached,
  reachedByPath,
} from './graph';
import { type ControlExecutors, outside, serverAnswer, walkThroughControls } from './ui-walk';

const J = '100234567';
const A = '100234568';

describe('rxDashboard chart', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: dashboardMachine,
      events: dashboardModel.events as never,
      serializeState: dashboardModel.serializeState as never,
    });
    const report = coverage(dashboardMachine, mergeReached(reachedByPath(dashboardMachine, paths)));
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });

  const opened = () => {
    const actor = createActor(dashboardMachine).start();
    actor.send({ type: 'dashboard.patients', patientNumbers: [J, A, '100234569'] });
    return actor;
  };

  it('§2.5: on load the first section is open and the others closed', () => {
    const { sections } = opened().getSnapshot().context;
    expect(sections).toEqual({
      [J]: { prescriptions: true, notifications: true },
      [A]: { prescriptions: false, notifications: false },
      '100234569': { prescriptions: false, notifications: false },
    });
  });

  it.each([
    { steps: [['child', J, 'prescriptions']], expanded: false, collapsed: false },
    {
      steps: [
        ['child', J, 'prescriptions'],
        ['child', J, 'notifications'],
      ],
      expanded: false,
      collapsed: true,
    },
    { steps: [['parent', J]], expanded: false, collapsed: true },
    {
      steps: [
        ['parent', J],
        ['parent', J],
      ],
      expanded: true,
      collapsed: false,
    },
    {
      steps: [
        ['child', J, 'prescriptions'],
        ['parent', J],
      ],
      expanded: true,
      collapsed: false,
    },
    // A collapsed parent hides its children: their buttons cannot be pressed.
    { steps: [['child', A, 'notifications']], on: A, expanded: false, collapsed: true },
    {
      steps: [
        ['parent', A],
        ['child', A, 'notifications'],
      ],
      on: A,
      expanded: false,
      collapsed: false,
    },
  ] as const)(
    '§2.5 oracle %#: parent expanded $expanded, collapsed $collapsed',
    ({ steps, expanded, collapsed, ...rest }) => {
      const actor = opened();
      for (const step of steps) {
        if (step[0] === 'parent') actor.send({ type: 'section.toggle', patientNumber: step[1] });
        else actor.send({ type: 'section.toggleChild', patientNumber: step[1], section: step[2] });
      }
      const on: string = ('on' in rest ? rest.on : undefined) ?? J;
      const { sections } = actor.getSnapshot().context;
      expect(isParentExpanded(sections, on)).toBe(expanded);
      expect(isParentCollapsed(sections, on)).toBe(collapsed);
    },
  );
});

function DashboardUnderTest({ actor }: { actor: AnyActorRef }) {
  const board = useSelector(actor, (s) => s);
  const patients = sortPatients(fixturePatients).filter((p) =>
    board.context.patientNumbers.includes(p.patientNumber),
  );
  return (
    <MemoryRouter>
      <DashboardView
        status="loaded"
        patients={patients}
        sections={board.context.sections}
        counts={board.context.counts}
        countsStatus={board.value as 'waiting'}
        onToggle={(patientNumber) => actor.send({ type: 'section.toggle', patientNumber })}
        onToggleChild={(patientNumber, section) =>
          actor.send({ type: 'section.toggleChild', patientNumber, section })
        }
        onRetryCounts={() => actor.send({ type: 'dashboard.retry' })}
        onRetryPatients={() => {}}
      />
    </MemoryRouter>
  );
}

describe('dashboard view: the covering paths walked through the sections’ buttons', () => {
  it('walks every covering path through the controls and reaches every state and transition', async () => {
    const all = generatePaths({
      machine: dashboardMachine,
      events: dashboardModel.events as never,
      serializeState: dashboardModel.serializeState as never,
    });
    // The covering set plus every path that ends in a different sections state (each §2.5 combination is checked).
    const paths = coveringPaths(all, reachedByPath(dashboardMachine, all)).map((i) => all[i]!);
    const ends = new Map(all.map((p) => [JSON.stringify(p.state.context.sections), p]));
    paths.push(...ends.values());
    const reached = newReached();
    const section = (n: string) =>
      screen.getAllByRole('listitem').find((li) => li.querySelector(`#rx-section-${n}`) !== null)!;
    const name = (n: string) => (n === J ? 'Jordan Whitfield' : 'Avery Whitfield');
    for (const path of paths) {
      // walkThroughControls (the walk uiWalkTest runs) on the covering set plus the extra paths above.
      await walkThroughControls(
        {
          machine: dashboardMachine,
          reached,
          render: (actor) => <DashboardUnderTest actor={actor} />,
          executors: {
            // src/routes/rx/DashboardRoute.tsx passes the patients chart's list on.
            'dashboard.patients': outside('another chart', "the patients chart's list reaches the dashboard"),
            'dashboard.retry': async (ctx) => {
              await ctx.user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.retry }));
            },
            'section.toggle': async (ctx, e) => {
              await ctx.user.click(screen.getByRole('button', { name: name(e.patientNumber) }));
            },
            'section.toggleChild': async (ctx, e) => {
              const s = section(e.patientNumber);
              // A child's button is reachable only while the parent's content shows: open it through the parent.
              const content = s.querySelector<HTMLElement>(`#rx-section-${e.patientNumber}`)!;
              expect(content.hidden).toBe(false);
              await ctx.user.click(within(s).getByRole('button', { name: DASHBOARD_TEXTS[e.section] }));
            },
            'xstate.done.actor.fetchPrescriptionCounts': serverAnswer('fetchPrescriptionCounts'),
            'xstate.error.actor.fetchPrescriptionCounts': serverAnswer('fetchPrescriptionCounts'),
          } satisfies ControlExecutors<typeof dashboardMachine>,
          assertState: (_ctx, snapshot) => {
            // One section per patient the chart knows (none before the patients chart answers).
            const sections = screen
              .queryAllByRole('listitem')
              .filter((li) => li.querySelector('[id^="rx-section-"]') !== null);
            expect(sections).toHaveLength(snapshot.context.patientNumbers.length);
            for (const n of snapshot.context.patientNumbers) {
              const parent = screen.getByRole('button', { name: name(n) });
              expect(parent).toHaveAttribute(
                'aria-expanded',
                String(isParentExpanded(snapshot.context.sections, n)),
              );
              const content = section(n).querySelector<HTMLElement>(`#rx-section-${n}`)!;
              expect(content.hidden).toBe(isParentCollapsed(snapshot.context.sections, n));
            }
            if (snapshot.matches('failed'))
              expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.countsFailed);
            if (snapshot.matches('loaded'))
              expect(screen.getByText(`You · ${DASHBOARD_TEXTS.prescriptionCount(8)}`)).toBeInTheDocument();
          },
        },
        path,
      );
    }
    const report = coverage(dashboardMachine, reached);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  }, 120_000);
});
