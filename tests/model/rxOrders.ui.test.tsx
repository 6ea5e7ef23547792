/**
 * UI walks of the prescriptions, new prescription request and pharmacy locator charts (the covering set of their
 * generated paths) as their routes wire them: the refills page itself (src/routes/rx/PrescriptionsPage.tsx, on the
 * pharmacy's services with the walk's chart, opened by mounting it) and the transfer view with the transfer page's
 * own wiring (src/routes/rx/TransferPage.tsx `transferActions`), so a wiring mistake in either route fails here.
 * Every step a shopper takes is done through its control, by role and label (a missing control fails the walk).
 * Outside input, listed here: a forced reload (prescriptions.load), the locator's start (locator.start), a sign-out
 * (prescriptions.clear), the calls' answers.
 */
import { screen, within } from '@testing-library/react';
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect } from 'vitest';
import { type ActorRefFrom, type AnyActorRef, createActor } from 'xstate';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { pharmacyLocatorModel } from '../../machines/rx/pharmacyLocator/pharmacyLocator.fixtures';
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
import { PRESCRIPTION_TEXTS as P } from '../../domain/rx/prescriptions';
import { RX_REQUEST_TEXTS as R, RX_REQUEST_TYPE_LABELS } from '../../domain/rx/rxRequest';
import type { LocatorView } from '../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import type { RequestView } from '../../machines/rx/prescriptionRequest/prescriptionRequest.selectors';
import { PrescriptionsPage } from '../../src/routes/rx/PrescriptionsPage';
import { transferActions } from '../../src/routes/rx/TransferPage';
import type { RxServices } from '../../ui/rx/services';
import { TransferView } from '../../ui/rx/orders/TransferView';
import { loadedPatients, testRxServices, WithRx } from '../fixtures/rx-services';
import { pendingActors } from './graph';
import { byCase, type ControlExecutors, outside, serverAnswer, uiWalkTest } from './ui-walk';

describe('refills page: the prescriptions chart in the UI', () => {
  let patients: RxServices['patients'];
  beforeAll(async () => {
    patients = await loadedPatients(fixturePatients.filter((p) => p.patientNumber === '100234567'));
  });
  /** The route on the pharmacy's services, the walk's chart as their prescriptions. */
  function Harness({ actor }: { actor: AnyActorRef }) {
    const [services] = useState(() =>
      testRxServices({ patients, prescriptions: actor as ActorRefFrom<typeof prescriptionsMachine> }),
    );
    return (
      <WithRx services={services}>
        <PrescriptionsPage />
      </WithRx>
    );
  }
  const executors = {
    'prescriptions.load': byCase((snapshot, e) => {
      if (!e.force && snapshot.matches('failed'))
        return (ctx) => ctx.user.click(screen.getByRole('button', { name: P.retry }));
      // src/rx/checkoutMachine.ts reloads the lists after an order.
      if (e.force) return outside('another chart', 'an order changed the refills');
      // Opening the page: the route sends it when it mounts (src/routes/rx/PrescriptionsPage.tsx).
      return (ctx) => (ctx.mounted() ? ctx.remount() : ctx.mount());
    }),
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
    // A sign-out: src/routes/rx/RxLayout.tsx (forgetCustomer in src/rx/services.ts).
    'prescriptions.clear': outside('another chart', 'the session ended'),
    'xstate.done.actor.fetchPrescriptions': serverAnswer('fetchPrescriptions'),
    'xstate.error.actor.fetchPrescriptions': serverAnswer('fetchPrescriptions'),
    'xstate.done.actor.setVisibility': serverAnswer('setVisibility'),
    'xstate.error.actor.setVisibility': serverAnswer('setVisibility'),
  } satisfies ControlExecutors<typeof prescriptionsMachine>;

  uiWalkTest('rxPrescriptions: every state and transition through the refills page', {
    machine: prescriptionsMachine,
    model: prescriptionsModel,
    mountFirst: false,
    render: (actor) => <Harness actor={actor} />,
    executors,
    assertState: (ctx, snapshot) => {
      const c = ctx.snapshot().context as PrescriptionsContext;
      if (!ctx.mounted()) {
        expect(document.body).toBeEmptyDOMElement();
      } else if (snapshot.matches('idle') || snapshot.matches('loading')) {
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
  });
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

/** The other chart of the transfer page, idle (its calls never settle): the page's wiring needs both. */
const idleLocator = () =>
  createActor(pharmacyLocatorMachine.provide({ actors: pendingActors(pharmacyLocatorMachine) })).start();
const idleRequestActor = () =>
  createActor(prescriptionRequestMachine.provide({ actors: pendingActors(prescriptionRequestMachine) }), {
    input: { requestKey: 'walk', guest: false, today: '2026-11-23' },
  }).start();

describe('transfer page: the request chart in the UI', () => {
  function Harness({ actor }: { actor: AnyActorRef }) {
    const request = useSelector(actor, selectRequestView, shallowEqual);
    const [locator] = useState(idleLocator);
    return (
      <MemoryRouter>
        <TransferView
          guest={false}
          today="2026-11-23"
          patients={fixturePatients}
          defaultPatient="100234567"
          request={request}
          locator={noLocator}
          actions={transferActions(actor as ActorRefFrom<typeof prescriptionRequestMachine>, locator)}
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
    'xstate.done.actor.submitRequest': serverAnswer('submitRequest'),
    'xstate.error.actor.submitRequest': serverAnswer('submitRequest'),
  } satisfies ControlExecutors<typeof prescriptionRequestMachine>;

  uiWalkTest('rxPrescriptionRequest: every state and transition through the transfer form', {
    machine: prescriptionRequestMachine,
    model: prescriptionRequestModel,
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
  });
});

describe('transfer page: the pharmacy locator chart in the UI', () => {
  function Harness({ actor }: { actor: AnyActorRef }) {
    const locator = useSelector(actor, selectLocatorView, shallowEqual);
    const [request] = useState(idleRequestActor);
    return (
      <MemoryRouter>
        <TransferView
          guest={false}
          today="2026-11-23"
          patients={fixturePatients}
          defaultPatient="100234567"
          request={idleRequest}
          locator={locator}
          actions={transferActions(request, actor as ActorRefFrom<typeof pharmacyLocatorMachine>)}
        />
      </MemoryRouter>
    );
  }
  const executors = {
    // src/routes/rx/TransferPage.tsx starts it for the page's patient when the page opens.
    'locator.start': outside('the router', 'opening the transfer page'),
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
    'xstate.done.actor.fetchFillLocations': serverAnswer('fetchFillLocations'),
    'xstate.error.actor.fetchFillLocations': serverAnswer('fetchFillLocations'),
    'xstate.done.actor.searchStores': serverAnswer('searchStores'),
    'xstate.error.actor.searchStores': serverAnswer('searchStores'),
    'xstate.done.actor.searchCompetitors': serverAnswer('searchCompetitors'),
    'xstate.error.actor.searchCompetitors': serverAnswer('searchCompetitors'),
  } satisfies ControlExecutors<typeof pharmacyLocatorMachine>;

  uiWalkTest('rxPharmacyLocator: every state and transition through the pharmacy choice', {
    machine: pharmacyLocatorMachine,
    model: pharmacyLocatorModel,
    render: (actor) => <Harness actor={actor} />,
    executors,
    assertState: (ctx, snapshot) => {
      const c = ctx.snapshot().context as PharmacyLocatorContext;
      // The two searches a person uses are there in every state.
      expect(screen.getByLabelText(R.searchText)).toBeEnabled();
      expect(screen.getByLabelText(R.competitorSearch)).toBeEnabled();
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
  });
});
