/**
 * UI walks of the shell parts' charts (pharmacy-portal.md §2.2): the toaster (heading + text in a live region, closed
 * with its button), the dynamic banner message (§7.5), and the patients chart on the dashboard (§3, §8 'Error
 * Fetching Patient'). Outside input, listed: a chart asking for a toast (toast.show), the content service's and the
 * pharmacy's answers, the route's load (patients.load while nothing failed), a selection from a page that is not
 * built yet (patients.select), a sign-out (patients.clear).
 */
import { screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { dynamicBannerModel } from '../../machines/rx/dynamicBanner/dynamicBanner.fixtures';
import { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { patientsModel } from '../../machines/rx/patients/patients.fixtures';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { toasterModel } from '../../machines/rx/toaster/toaster.fixtures';
import { toasterMachine } from '../../machines/rx/toaster/toaster.machine';
import { DASHBOARD_TEXTS } from '../../src/domain/rx/dashboard';
import { TOASTER_LABELS } from '../../src/domain/rx/toasts';
import { DashboardView } from '../../ui/rx/pages/DashboardView';
import type { RxServices } from '../../ui/rx/services';
import { DynamicBanner } from '../../ui/rx/shell/DynamicBanner';
import { RxToaster } from '../../ui/rx/shell/RxToaster';
import { testRxServices, WithRx } from '../fixtures/rx-services';
import { coverage, generatePaths, newReached } from './graph';
import { type Executors, walkPath } from './ui-walk';

async function walkAll(
  machine: Parameters<typeof walkPath>[0]['machine'],
  model: { events: readonly unknown[]; serializeState?: unknown },
  options: Omit<Parameters<typeof walkPath>[0], 'machine' | 'reached'>,
) {
  const paths = generatePaths({
    machine,
    events: model.events as never,
    ...(model.serializeState ? { serializeState: model.serializeState as never } : {}),
  });
  const reached = newReached();
  for (const path of paths) await walkPath({ ...options, machine, reached }, path);
  const report = coverage(machine, reached);
  expect(report.states.missing).toEqual([]);
  expect(report.transitions.missing).toEqual([]);
}

describe('toaster', () => {
  it('walks every path: the toast is announced and closed with its button', async () => {
    await walkAll(toasterMachine, toasterModel, {
      render: (actor) => (
        <WithRx services={testRxServices({ toaster: actor as RxServices['toaster'] })}>
          <RxToaster />
        </WithRx>
      ),
      executors: {
        'toast.show': (ctx, e) => ctx.send(e),
        'toast.dismiss': async (ctx) => {
          await ctx.user.click(screen.getByRole('button', { name: TOASTER_LABELS.dismiss }));
        },
      } satisfies Executors<typeof toasterMachine>,
      assertState: (_ctx, s) => {
        const region = screen.getByRole('status');
        if (s.matches('showing')) {
          expect(region).toHaveTextContent('Error Fetching Patient');
          expect(region).toHaveTextContent('There was an error fetching patient data. Please try again.');
        } else expect(region).toBeEmptyDOMElement();
      },
    });
  });
});

describe('dynamic banner', () => {
  it('walks every path: an active message shows, an inactive or missing one does not', async () => {
    await walkAll(dynamicBannerMachine, dynamicBannerModel, {
      render: (actor) => (
        <WithRx services={testRxServices({ dynamicBanner: actor as RxServices['dynamicBanner'] })}>
          <DynamicBanner />
        </WithRx>
      ),
      executors: {
        'banner.load': (ctx, e) => ctx.send(e),
        'xstate.done.actor.fetchBannerMessage': (ctx, e) => ctx.resolve('fetchBannerMessage', e.output),
        'xstate.error.actor.fetchBannerMessage': (ctx, e) => ctx.reject('fetchBannerMessage', e.error),
      } satisfies Executors<typeof dynamicBannerMachine>,
      assertState: (_ctx, s) => {
        const message = screen.queryByText(/Flu shots are available/);
        if (s.matches('shown')) expect(message).toBeInTheDocument();
        else expect(message).toBeNull();
      },
    });
  });
});

function PatientsOnDashboard({ actor }: { actor: AnyActorRef }) {
  const s = useSelector(actor, (snapshot) => snapshot);
  return (
    <MemoryRouter>
      <DashboardView
        status={s.value as 'idle'}
        patients={s.context.patients}
        sections={{}}
        counts={{}}
        countsStatus="waiting"
        onToggle={() => {}}
        onToggleChild={() => {}}
        onRetryCounts={() => {}}
        onRetryPatients={() => actor.send({ type: 'patients.load' })}
      />
    </MemoryRouter>
  );
}

describe('patients on the dashboard', () => {
  it('walks every path: loading, the family primary first, the retry after a failure', async () => {
    await walkAll(patientsMachine, patientsModel, {
      render: (actor) => <PatientsOnDashboard actor={actor} />,
      executors: {
        'patients.load': async (ctx, e) => {
          if (ctx.snapshot().matches('failed'))
            await ctx.user.click(screen.getByRole('button', { name: DASHBOARD_TEXTS.retry }));
          else await ctx.send(e);
        },
        'patients.select': (ctx, e) => ctx.send(e),
        'patients.clear': (ctx, e) => ctx.send(e),
        'xstate.done.actor.fetchPatients': (ctx, e) => ctx.resolve('fetchPatients', e.output),
        'xstate.error.actor.fetchPatients': (ctx, e) => ctx.reject('fetchPatients', e.error),
      } satisfies Executors<typeof patientsMachine>,
      assertState: (_ctx, s) => {
        if (s.matches('loading') || s.matches('idle'))
          expect(screen.getByRole('status')).toHaveTextContent(DASHBOARD_TEXTS.loading);
        if (s.matches('loaded')) {
          const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
          expect(names).toEqual(['Jordan Whitfield', 'Avery Whitfield', 'Biscuit Whitfield']);
        }
        if (s.matches('failed'))
          expect(screen.getByRole('alert')).toHaveTextContent(DASHBOARD_TEXTS.patientsFailed);
      },
    });
  });
});
