/**
 * UI walks of the shell parts' charts (pharmacy-portal.md §2.2): the toaster (heading + text in a live region, closed
 * with its button), the dynamic banner message (§7.5), and the patients chart on the dashboard (§3, §8 'Error
 * Fetching Patient') walked through the dashboard's route wiring (src/routes/rx/DashboardRoute.tsx
 * `DashboardScreen`: the load once the pharmacy session is active, the patient list handed to the dashboard chart,
 * Try Again), so a wiring mistake in that route fails here. Outside input, listed: a chart asking for a toast
 * (toast.show), the content service's and the pharmacy's answers, the portal's start (banner.load), the pharmacy
 * session becoming active (the dashboard then loads the patients) and a flow's forced reload, a patient picker of
 * another page (patients.select: the dashboard has none), a sign-out (patients.clear).
 */
import { act, screen } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect } from 'vitest';
import { type AnyActorRef, createActor, fromPromise, waitFor } from 'xstate';
import { dashboardMachine } from '../../machines/rx/dashboard/dashboard.machine';
import { dynamicBannerModel } from '../../machines/rx/dynamicBanner/dynamicBanner.fixtures';
import { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { patientsModel } from '../../machines/rx/patients/patients.fixtures';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { FIXTURE_PRESCRIPTIONS } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import { activeSession } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';
import { toasterModel } from '../../machines/rx/toaster/toaster.fixtures';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import { DASHBOARD_TEXTS } from '../../domain/rx/dashboard';
import { TOASTER_LABELS } from '../../domain/rx/toasts';
import type { RxServices } from '../../ui/rx/services';
import { DynamicBanner } from '../../ui/rx/shell/DynamicBanner';
import { RxToaster } from '../../ui/rx/shell/RxToaster';
import { DashboardScreen } from '../../src/routes/rx/DashboardRoute';
import { testRxServices, WithRx } from '../fixtures/rx-services';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

describe('toaster', () => {
  uiWalkTest('rxToaster: every state and transition: the toast is announced and closed with its button', {
    machine: toasterMachine,
    model: toasterModel,
    render: (actor) => (
      <WithRx services={testRxServices({ toaster: actor as RxServices['toaster'] })}>
        <RxToaster />
      </WithRx>
    ),
    executors: {
      // src/rx/services.ts, src/rx/profile.ts, the identity flows and some routes ask for a toast.
      'toast.show': outside('another chart', 'a chart or route asks for a toast'),
      'toast.dismiss': async (ctx) => {
        await ctx.user.click(screen.getByRole('button', { name: TOASTER_LABELS.dismiss }));
      },
    } satisfies ControlExecutors<typeof toasterMachine>,
    assertState: (_ctx, s) => {
      const region = screen.getByRole('status');
      if (s.matches('showing')) {
        expect(region).toHaveTextContent('Error Fetching Patient');
        expect(region).toHaveTextContent('There was an error fetching patient data. Please try again.');
      } else expect(region).toBeEmptyDOMElement();
    },
  });
});

describe('dynamic banner', () => {
  uiWalkTest(
    'rxDynamicBanner: every state and transition: an active message shows, an inactive or missing one does not',
    {
      machine: dynamicBannerMachine,
      model: dynamicBannerModel,
      render: (actor) => (
        <WithRx services={testRxServices({ dynamicBanner: actor as RxServices['dynamicBanner'] })}>
          <DynamicBanner />
        </WithRx>
      ),
      executors: {
        // src/rx/services.ts sends it once when the pharmacy portal starts (settings.dynamicBanner).
        'banner.load': outside('the router', 'opening the pharmacy portal loads its banner message'),
        'xstate.done.actor.fetchBannerMessage': serverAnswer('fetchBannerMessage'),
        'xstate.error.actor.fetchBannerMessage': serverAnswer('fetchBannerMessage'),
      } satisfies ControlExecutors<typeof dynamicBannerMachine>,
      assertState: (_ctx, s) => {
        const message = screen.queryByText(/Flu shots are available/);
        if (s.matches('shown')) expect(message).toBeInTheDocument();
        else expect(message).toBeNull();
      },
    },
  );
});

/** A call that never settles (typed for whichever actor it stands in for). */
const never = fromPromise(() => new Promise<never>(() => {})) as never;

/** The dashboard chart (its prescription counts are not this walk's business). */
const countsNeverAnswered = dashboardMachine.provide({ actors: { fetchPrescriptionCounts: never } });

/** The pharmacy session (active once the page was marked) and the prescriptions (answered at once) of one walk. */
interface DashboardWorld {
  session: RxServices['session'];
  prescriptions: RxServices['prescriptions'];
}
const worlds = new Map<AnyActorRef, DashboardWorld>();
/** The world of the walk on screen (each walk mounts its dashboard first). */
const shown: { world: DashboardWorld | null } = { world: null };
function worldOf(patients: AnyActorRef): DashboardWorld {
  let world = worlds.get(patients);
  if (!world) {
    world = {
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
    };
    worlds.set(patients, world);
  }
  return world;
}

/** The dashboard as its route wires it (DashboardScreen), the walk's chart as its patients; the areas' slots empty. */
function PatientsOnDashboard({ actor }: { actor: AnyActorRef }) {
  const world = worldOf(actor);
  shown.world = world;
  const { session, prescriptions } = world;
  const dashboard = useActorRef(countsNeverAnswered);
  return (
    <MemoryRouter>
      <DashboardScreen
        dashboard={dashboard}
        patients={actor as RxServices['patients']}
        prescriptions={prescriptions}
        session={session}
        slots={{}}
      />
    </MemoryRouter>
  );
}

describe('patients on the dashboard', () => {
  afterAll(() => {
    for (const { session, prescriptions } of worlds.values()) {
      session.stop();
      prescriptions.stop();
    }
  });
  uiWalkTest(
    'rxPatients: every state and transition: loading, the family primary first, the retry after a failure',
    {
      machine: patientsMachine,
      model: patientsModel,
      render: (actor) => <PatientsOnDashboard actor={actor} />,
      executors: {
        'patients.load': byCase((snapshot, e) => {
          if (snapshot.matches('failed') && !e.force)
            return (ctx) => ctx.user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.retry }));
          // A forced reload: src/rx/profile.ts and the identity flows after a change of the patient list.
          if (e.force) return outside('another chart', 'a flow changed the patient list');
          // The dashboard (DashboardScreen) sends it once the pharmacy session is active: the session chart marks
          // the page (RxLayout tells it the page); on a later visit the session is active already.
          const { session } = shown.world!;
          return session.getSnapshot().hasTag('active')
            ? (ctx) => ctx.remount()
            : outside('another chart', 'the pharmacy session becomes active', async (ctx) => {
                // Nothing loads before the session is active.
                expect(ctx.snapshot().value).toBe('idle');
                await act(async () => {
                  session.send({ type: 'session.pageChanged', page: '/rx/dashboard', signedIn: true });
                  await waitFor(session, (s) => s.hasTag('active'));
                });
              });
        }),
        // The patient pickers of the history, receipts, refill-settings and profile pages; the dashboard has none.
        'patients.select': outside('another page', 'a patient picker of another page'),
        // src/routes/rx/RxLayout.tsx when the shopper is signed out.
        'patients.clear': outside('another chart', 'the session ended'),
        'xstate.done.actor.fetchPatients': serverAnswer('fetchPatients'),
        'xstate.error.actor.fetchPatients': serverAnswer('fetchPatients'),
      } satisfies ControlExecutors<typeof patientsMachine>,
      assertState: (_ctx, s) => {
        if (s.matches('loading') || s.matches('idle'))
          expect(screen.getByRole('status')).toHaveTextContent(DASHBOARD_TEXTS.loading);
        else if (s.matches('loaded')) {
          const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
          expect(names).toEqual(['Jordan Whitfield', 'Avery Whitfield', 'Biscuit Whitfield']);
          // The route handed the list to the dashboard chart: the first patient's section is open.
          expect(screen.getByRole('button', { name: 'Jordan Whitfield' })).toHaveAttribute(
            'aria-expanded',
            'true',
          );
        } else {
          expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.patientsFailed);
          expect(screen.getByRole('button', { name: DASHBOARD_TEXTS.retry })).toBeEnabled();
        }
      },
    },
  );
});
