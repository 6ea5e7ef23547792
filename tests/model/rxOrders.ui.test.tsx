/**
 * UI walks of the prescriptions, new prescription request and pharmacy locator charts (the covering set of their
 * generated paths) in the refills and transfer views. Every step a shopper takes is done through its control, by
 * role and label (a missing control fails the walk). Outside input, listed here: the page load and a forced reload
 * (prescriptions.load, locator.start), a sign-out (prescriptions.clear), the calls' answers.
 */
import { screen, within } from '@testing-library/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyStateMachine, createActor } from 'xstate';
import { cartMachine } from '../../machines/rx/cart/cart.machine';
import { selectCartView } from '../../machines/rx/cart/cart.selectors';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import {
  FIXTURE_FILL_LOCATIONS,
  pharmacyLocatorModel,
} from '../../machines/rx/pharmacyLocator/pharmacyLocator.fixtures';
import {
  type PharmacyLocatorContext,
  pharmacyLocatorMachine,
} from '../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import { selectLocatorView } from '../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import { prescriptionRequestModel } from '../../machines/rx/prescriptionRequest/prescriptionRequest.fixtures';
import {
  type PrescriptionRequestContext,
  prescriptionRequestMachine,
} from '../../machines/rx/prescriptionRequest/prescriptionRequest.machine';
import { selectRequestView } from '../../machines/rx/prescriptionRequest/prescriptionRequest.selectors';
import { prescriptionsModel } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import {
  type PrescriptionsContext,
  prescriptionsMachine,
} from '../../machines/rx/prescriptions/prescriptions.machine';
import { selectPrescriptionsView } from '../../machines/rx/prescriptions/prescriptions.selectors';
import { PRESCRIPTION_TEXTS as P } from '../../src/domain/rx/prescriptions';
import { RX_REQUEST_TEXTS as R, RX_REQUEST_TYPE_LABELS } from '../../src/domain/rx/rxRequest';
import type { LocatorView } from '../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import type { RequestView } from '../../machines/rx/prescriptionRequest/prescriptionRequest.selectors';
import { RefillsView } from '../../ui/rx/orders/Prescriptions';
import { TransferView } from '../../ui/rx/orders/TransferView';
import { coverage, generatePaths, newReached, type Reached } from './graph';
import { type Executors, walkPath } from './ui-walk';
import { coveringPathsOf as coveringPaths } from './graph';

/** Walks the covering paths of a machine and checks the walks reached all of it. */
async function walkAll<M extends AnyStateMachine>(
  machine: M,
  model: { events: unknown; serializeState: unknown; input?: unknown },
  walk: (path: ReturnType<typeof generatePaths<M>>[number], reached: Reached) => Promise<void>,
) {
  const all = generatePaths({
    machine,
    events: model.events as never,
    serializeState: model.serializeState as never,
    ...(model.input === undefined ? {} : { input: model.input as never }),
  });
  const reached = newReached();
  for (const path of coveringPaths(machine, all, model.input as never)) await walk(path, reached);
  const report = coverage(machine, reached);
  expect(report.states.missing).toEqual([]);
  expect(report.transitions.missing).toEqual([]);
}

describe('refills page: the prescriptions chart in the UI', () => {
  const cart = createActor(cartMachine).start();
  function Harness({ actor }: { actor: AnyActorRef }) {
    const view = useSelector(actor, selectPrescriptionsView, shallowEqual);
    const cartView = useSelector(cart, selectCartView, shallowEqual);
    return (
      <RefillsView
        patients={fixturePatients.filter((p) => p.patientNumber === '100234567')}
        view={view}
        cart={cartView}
        actions={{
          onAdd: () => {},
          onSetHidden: (p, hidden) =>
            actor.send({
              type: 'prescriptions.setHidden',
              rxNumber: p.rxNumber,
              patientNumber: p.patientNumber,
              hidden,
            }),
        }}
        onSearch={(query) => actor.send({ type: 'prescriptions.search', query })}
        onShowHidden={(showHidden) => actor.send({ type: 'prescriptions.showHidden', showHidden })}
        onRetry={() => actor.send({ type: 'prescriptions.load' })}
        onDismissError={() => actor.send({ type: 'prescriptions.dismissError' })}
      />
    );
  }
  const executors = {
    'prescriptions.load': async (ctx, e) => {
      if (!e.force && ctx.snapshot().matches('failed')) {
        await ctx.user.click(screen.getByRole('button', { name: P.retry }));
      } else await ctx.send(e);
    },
    'prescriptions.search': async (ctx, e) => {
      const box = screen.getByLabelText(P.searchLabel);
      await ctx.user.clear(box);
      await ctx.user.type(box, e.query);
    },
    'prescriptions.showHidden': async (ctx) => {
      await ctx.user.click(screen.getByRole('checkbox', { name: P.showHidden }));
    },
    'prescriptions.setHidden': async (ctx, e) => {
      await ctx.user.click(
        screen.getByRole('button', {
          name: new RegExp(`^${e.hidden ? P.hide : P.unhide}: .*Rx #${e.rxNumber}$`),
        }),
      );
    },
    'prescriptions.dismissError': async (ctx) => {
      await ctx.user.click(screen.getByRole('button', { name: P.dismiss }));
    },
    'prescriptions.clear': (ctx, e) => ctx.send(e),
    'xstate.done.actor.fetchPrescriptions': (ctx, e) => ctx.resolve('fetchPrescriptions', e.output),
    'xstate.error.actor.fetchPrescriptions': (ctx, e) => ctx.reject('fetchPrescriptions', e.error),
    'xstate.done.actor.setVisibility': (ctx, e) => ctx.resolve('setVisibility', e.output),
    'xstate.error.actor.setVisibility': (ctx, e) => ctx.reject('setVisibility', e.error),
  } satisfies Executors<typeof prescriptionsMachine>;

  it('walks the covering paths through the page', async () => {
    await walkAll(prescriptionsMachine, prescriptionsModel, (path, reached) =>
      walkPath(
        {
          machine: prescriptionsMachine,
          reached,
          render: (actor) => <Harness actor={actor} />,
          executors,
          assertState: (ctx, snapshot) => {
            const c = ctx.snapshot().context as PrescriptionsContext;
            if (snapshot.matches('idle') || snapshot.matches('loading')) {
              expect(screen.getByRole('status')).toHaveTextContent(P.loading);
            } else if (snapshot.matches('failed')) {
              expect(screen.getByRole('alert')).toHaveTextContent(P.loadFailed);
            } else {
              expect(screen.getByRole('heading', { name: 'Jordan Whitfield' })).toBeInTheDocument();
              if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
              else expect(screen.queryByRole('alert')).toBeNull();
              const albuterol = c.prescriptions.find((p) => p.rxNumber === '1234573')!;
              const shown = screen.queryByRole('heading', { name: albuterol.drugName }) !== null;
              // Hidden ones show only with "Show hidden prescriptions" (a search may leave it out too).
              if (albuterol.hidden && !c.showHidden) expect(shown).toBe(false);
              else if (c.query === '') expect(shown).toBe(true);
            }
          },
        },
        path,
      ),
    );
  }, 120_000);
});

const noLocator: LocatorView = {
  recent: [],
  recentLoading: false,
  stores: [],
  searching: false,
  searched: false,
  searchError: null,
  storeError: null,
  competitors: [],
  competitorsSearching: false,
  competitorsSearched: false,
  competitorError: null,
  selectedPharmacy: { facilityId: '01400412', name: 'FreshWay Pharmacy Oakley' },
  selectedCompetitor: null,
  pharmacyType: 'recently used',
};
const idleRequest: RequestView = { state: 'editing', fieldErrors: {}, error: null, requestId: null };

describe('transfer page: the request chart in the UI', () => {
  function Harness({ actor }: { actor: AnyActorRef }) {
    const request = useSelector(actor, selectRequestView, shallowEqual);
    return (
      <MemoryRouter>
        <TransferView
          guest={false}
          patients={fixturePatients}
          defaultPatient="100234567"
          request={request}
          locator={noLocator}
          actions={{
            submit: (form, patientNumber, guestDetails) =>
              actor.send({
                type: 'request.submit',
                form,
                patientNumber,
                guestDetails,
                competitorId: 'CP-1001',
              }),
            reset: () => actor.send({ type: 'request.reset' }),
            dismissError: () => actor.send({ type: 'request.dismissError' }),
            searchStores: () => {},
            selectStore: () => {},
            searchCompetitors: () => {},
            selectCompetitor: () => {},
          }}
        />
      </MemoryRouter>
    );
  }
  const fill = async (
    user: import('@testing-library/user-event').UserEvent,
    label: string,
    value: string,
  ) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value) await user.type(input, value);
  };
  const executors = {
    'request.submit': async (ctx, e) => {
      await ctx.user.click(screen.getByRole('radio', { name: RX_REQUEST_TYPE_LABELS[e.form.type] }));
      const transfer = e.form.type === 'TRANSFER' || e.form.type === 'TRANSFER_ALL';
      await fill(ctx.user, R.medName, e.form.line.medName);
      if (e.form.type === 'TRANSFER') await fill(ctx.user, R.rxNumber, e.form.line.rxNumber);
      await fill(ctx.user, transfer ? R.contactNameTransfer : R.contactNameNew, e.form.line.contactName);
      await fill(ctx.user, transfer ? R.contactPhoneTransfer : R.contactPhoneNew, e.form.line.contactPhone);
      await ctx.user.click(screen.getByRole('button', { name: R.submit }));
    },
    'request.reset': async (ctx) => {
      await ctx.user.click(screen.getByRole('button', { name: R.another }));
    },
    'request.dismissError': async (ctx) => {
      await ctx.user.click(within(screen.getByRole('alert')).getByRole('button', { name: R.dismiss }));
    },
    'xstate.done.actor.submitRequest': (ctx, e) => ctx.resolve('submitRequest', e.output),
    'xstate.error.actor.submitRequest': (ctx, e) => ctx.reject('submitRequest', e.error),
  } satisfies Executors<typeof prescriptionRequestMachine>;

  it('walks the covering paths through the form', async () => {
    expect(idleRequest.state).toBe('editing');
    await walkAll(prescriptionRequestMachine, prescriptionRequestModel, (path, reached) =>
      walkPath(
        {
          machine: prescriptionRequestMachine,
          input: prescriptionRequestModel.input,
          reached,
          render: (actor) => <Harness actor={actor} />,
          executors,
          assertState: (ctx, snapshot) => {
            const c = ctx.snapshot().context as PrescriptionRequestContext;
            if (snapshot.matches('submitted')) {
              expect(screen.getByRole('heading', { name: R.submittedHeading })).toBeInTheDocument();
              expect(screen.getByText(R.submitted('RQ300001'))).toBeInTheDocument();
              return;
            }
            expect(screen.getByRole('button', { name: R.submit })).toHaveProperty(
              'disabled',
              snapshot.matches('submitting'),
            );
            if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            else expect(screen.queryByRole('alert')).toBeNull();
            for (const message of Object.values(c.fieldErrors))
              expect(document.body.textContent).toContain(message);
          },
        },
        path,
      ),
    );
  }, 120_000);
});

describe('transfer page: the pharmacy locator chart in the UI', () => {
  function Harness({ actor }: { actor: AnyActorRef }) {
    const locator = useSelector(actor, selectLocatorView, shallowEqual);
    return (
      <MemoryRouter>
        <TransferView
          guest={false}
          patients={fixturePatients}
          defaultPatient="100234567"
          request={idleRequest}
          locator={locator}
          actions={{
            submit: () => {},
            reset: () => {},
            dismissError: () => {},
            searchStores: (searchText) => actor.send({ type: 'locator.search', searchText }),
            selectStore: (store) => actor.send({ type: 'locator.selectStore', ...store }),
            searchCompetitors: (query) => actor.send({ type: 'locator.searchCompetitors', query }),
            selectCompetitor: (competitorId) =>
              actor.send({ type: 'locator.selectCompetitor', competitorId }),
          }}
        />
      </MemoryRouter>
    );
  }
  const executors = {
    'locator.start': (ctx, e) => ctx.send(e),
    'locator.search': async (ctx, e) => {
      const box = screen.getByLabelText(R.searchText);
      await ctx.user.clear(box);
      await ctx.user.type(box, e.searchText);
      await ctx.user.click(screen.getByRole('button', { name: R.search }));
    },
    'locator.selectStore': async (ctx, e) => {
      await ctx.user.click(screen.getByRole('button', { name: R.selectStore(e.name) }));
    },
    'locator.searchCompetitors': async (ctx, e) => {
      const box = screen.getByLabelText(R.competitorSearch);
      await ctx.user.clear(box);
      await ctx.user.type(box, e.query);
      await ctx.user.click(screen.getByRole('button', { name: R.findPharmacy }));
    },
    'locator.selectCompetitor': async (ctx) => {
      await ctx.user.click(screen.getByRole('button', { name: R.chooseCompetitor('Riverbend Drug Co.') }));
    },
    'xstate.done.actor.fetchFillLocations': (ctx, e) => ctx.resolve('fetchFillLocations', e.output),
    'xstate.error.actor.fetchFillLocations': (ctx, e) => ctx.reject('fetchFillLocations', e.error),
    'xstate.done.actor.searchStores': (ctx, e) => ctx.resolve('searchStores', e.output),
    'xstate.error.actor.searchStores': (ctx, e) => ctx.reject('searchStores', e.error),
    'xstate.done.actor.searchCompetitors': (ctx, e) => ctx.resolve('searchCompetitors', e.output),
    'xstate.error.actor.searchCompetitors': (ctx, e) => ctx.reject('searchCompetitors', e.error),
  } satisfies Executors<typeof pharmacyLocatorMachine>;

  it('walks the covering paths through the pharmacy choice', async () => {
    expect(FIXTURE_FILL_LOCATIONS[0]?.vanityName).toBe('FreshWay Pharmacy Oakley');
    await walkAll(pharmacyLocatorMachine, pharmacyLocatorModel, (path, reached) =>
      walkPath(
        {
          machine: pharmacyLocatorMachine,
          reached,
          render: (actor) => <Harness actor={actor} />,
          executors,
          assertState: (ctx, snapshot) => {
            const c = ctx.snapshot().context as PharmacyLocatorContext;
            if (snapshot.matches({ stores: 'failed' })) {
              expect(screen.getByText(c.storeError!)).toBeInTheDocument();
            }
            if (snapshot.matches({ stores: 'searching' }))
              expect(screen.getAllByText(R.searching).length).toBeGreaterThan(0);
            if (c.selectedPharmacy)
              expect(screen.getByText(c.selectedPharmacy.name, { selector: 'strong' })).toBeInTheDocument();
            if (c.searchError) expect(screen.getByText(c.searchError)).toBeInTheDocument();
            if (snapshot.matches({ recent: 'listed' })) {
              expect(screen.getByRole('heading', { name: R.recentStores })).toBeInTheDocument();
            }
            if (c.selectedCompetitorPharmacy) {
              expect(screen.getByLabelText(R.contactNameTransfer)).toHaveValue(
                c.selectedCompetitorPharmacy.pharmacyName,
              );
            }
          },
        },
        path,
      ),
    );
  }, 120_000);
});
