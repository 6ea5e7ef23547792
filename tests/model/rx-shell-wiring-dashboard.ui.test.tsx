/**
 * The dashboard chart's generated paths (the covering set) walked through the dashboard as its route wires it
 * (src/routes/rx/DashboardRoute.tsx `DashboardScreen`: the patients chart's list handed to the dashboard chart, each
 * section's button and Try Again sending their dashboard event), so a wiring mistake in the route fails here
 * (pharmacy-portal.md §2.5). Every step a shopper takes is done through its button, by role and name. Outside input,
 * listed here: the patients chart answering with a list (the route hands it on as dashboard.patients) and the
 * prescription counts' answer. The collapse rules themselves are rxDashboard.model.test.tsx's oracle table.
 */
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect } from 'vitest';
import { type ActorRefFrom, type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import type { Patient } from '../../api/contracts/rx';
import { dashboardModel } from '../../machines/rx/dashboard/dashboard.fixtures';
import { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { FIXTURE_PRESCRIPTIONS } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import { activeSession } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { DASHBOARD_TEXTS, isParentCollapsed, isParentExpanded } from '../../domain/rx/dashboard';
import { DashboardScreen } from '../../src/routes/rx/DashboardRoute';
import { type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

const J = '100234567';
/** A call that never settles (typed for whichever actor it stands in for). */
const never = fromPromise(() => new Promise<never>(() => {})) as never;

/** The other charts the dashboard reads, for one walk: an active pharmacy session, the prescriptions (answered at
 *  once) and the patients, whose answer the walk gives (`answer`) when a path hands the dashboard a list. */
interface World {
  session: ActorRefFrom<typeof rxSessionMachine>;
  prescriptions: ActorRefFrom<typeof prescriptionsMachine>;
  patients: ActorRefFrom<typeof patientsMachine>;
  answer: ((patients: Patient[]) => void) | null;
}
const worlds = new Map<AnyActorRef, World>();
const shown: { world: World | null } = { world: null };
function worldOf(dashboard: AnyActorRef): World {
  const known = worlds.get(dashboard);
  if (known) return known;
  const world: World = {
    session: createActor(
      rxSessionMachine.provide({
        actors: {
          markActive: fromPromise(async () => activeSession),
          reportActivity: never,
          fetchSession: never,
        },
      }),
    ).start(),
    prescriptions: createActor(
      prescriptionsMachine.provide({
        actors: {
          fetchPrescriptions: fromPromise(async () => FIXTURE_PRESCRIPTIONS),
          setVisibility: never,
        },
      }),
    ).start(),
    patients: createActor(
      patientsMachine.provide({
        actors: {
          fetchPatients: fromPromise(
            () =>
              new Promise<Patient[]>((resolve) => {
                world.answer = resolve;
              }),
          ),
        },
      }),
    ).start(),
    answer: null,
  };
  world.session.send({ type: 'session.pageChanged', page: '/rx/dashboard', signedIn: true });
  worlds.set(dashboard, world);
  return world;
}

/** The dashboard as its route wires it, the walk's chart as its dashboard; the areas' slots empty. */
function Harness({ actor }: { actor: AnyActorRef }) {
  const world = worldOf(actor);
  shown.world = world;
  return (
    <MemoryRouter>
      <DashboardScreen
        dashboard={actor as ActorRefFrom<typeof dashboardMachine>}
        patients={world.patients}
        prescriptions={world.prescriptions}
        session={world.session}
        slots={{}}
      />
    </MemoryRouter>
  );
}

const section = (n: string) =>
  screen.getAllByRole('listitem').find((li) => li.querySelector(`#rx-section-${n}`) !== null)!;
const name = (n: string) => (n === J ? 'Jordan Whitfield' : 'Avery Whitfield');

describe('dashboard: walked along the dashboard chart through its route wiring', () => {
  afterAll(() => {
    for (const { session, prescriptions, patients } of worlds.values()) {
      session.stop();
      prescriptions.stop();
      patients.stop();
    }
  });
  uiWalkTest("rxDashboard: every state and transition through the dashboard's sections and Try Again", {
    machine: dashboardMachine,
    model: dashboardModel,
    render: (actor) => <Harness actor={actor} />,
    executors: {
      // The patients chart answers (the first load, or a flow's forced reload): DashboardScreen hands the list on.
      'dashboard.patients': outside(
        'another chart',
        "the patients chart's list reaches the dashboard",
        (_ctx, e) =>
          act(async () => {
            const world = shown.world!;
            // A later list comes with a reload (a flow changed the patient list).
            if (world.patients.getSnapshot().matches('loaded'))
              world.patients.send({ type: 'patients.load', force: true });
            await waitFor(world.patients, (s) => s.matches('loading'));
            world.answer!(fixturePatients.filter((p) => e.patientNumbers.includes(p.patientNumber)));
            await waitFor(world.patients, (s) => s.matches('loaded'));
          }),
      ),
      'dashboard.retry': async (ctx) => {
        await ctx.user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.retry }));
      },
      'section.toggle': async (ctx, e) => {
        await ctx.user.click(screen.getByRole('button', { name: name(e.patientNumber) }));
      },
      'section.toggleChild': async (ctx, e) => {
        const s = section(e.patientNumber);
        // A child's button is reachable only while the parent's content shows.
        expect(s.querySelector<HTMLElement>(`#rx-section-${e.patientNumber}`)!.hidden).toBe(false);
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
        expect(screen.getByRole('button', { name: name(n) })).toHaveAttribute(
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
  });
});
