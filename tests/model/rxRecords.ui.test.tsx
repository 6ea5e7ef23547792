/**
 * The records charts' covering paths walked in their views (refill settings, history and expense reports,
 * receipts, prescription details, monograph, vaccine record) as their routes wire them: each walk renders the
 * route's wiring component (src/routes/rx/RefillSettingsRoute.tsx `RefillSettingsScreen`;
 * src/routes/rx/historyPages.tsx `HistoryScreen`, `CreateExpenseReportScreen`, `ReceiptsScreen`, `DetailScreen`,
 * `MonographScreen`; src/routes/rx/vaccineRecordPages.tsx `VaccineVerifyScreen`, `VaccineResultScreen`), so a
 * wiring mistake in a route fails here. Every step through the control a person would use. The loads the routes
 * send by themselves are sent by the rendered page: on mount (history.edit, detail.open and monograph.open from the
 * address's query, dvr.openVerify, dvr.openResult with the address's ?token=), and history.load / receipts.load /
 * programs.load with the active patient of the pharmacy's patients chart (a real patients chart, loaded with the
 * family): when the page opens, and when the page's picker selects another patient on that chart.
 * Outside input, listed: the pharmacy's answers (actor results settle deferred calls), the address a page opens at,
 * and the patients chart's active patient before a page opens (chosen on another page). Each settled state asserts
 * what is on screen.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect } from 'vitest';
import type { AnyActorRef, AnyStateMachine } from 'xstate';
import type { Patient } from '../../api/contracts/rx';
import { historyModel } from '../../machines/rx/history/history.fixtures';
import { historyMachine } from '../../machines/rx/history/history.machine';
import { monographModel } from '../../machines/rx/monograph/monograph.fixtures';
import { monographMachine } from '../../machines/rx/monograph/monograph.machine';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { prescriptionDetailModel } from '../../machines/rx/prescriptionDetail/prescriptionDetail.fixtures';
import {
  type DetailInput,
  prescriptionDetailMachine,
} from '../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { fixtureReceipts, receiptsModel } from '../../machines/rx/receipts/receipts.fixtures';
import { receiptsMachine } from '../../machines/rx/receipts/receipts.machine';
import { refillProgramsModel } from '../../machines/rx/refillPrograms/refillPrograms.fixtures';
import { refillProgramsMachine } from '../../machines/rx/refillPrograms/refillPrograms.machine';
import { vaccineRecordModel } from '../../machines/rx/vaccineRecord/vaccineRecord.fixtures';
import { vaccineRecordMachine } from '../../machines/rx/vaccineRecord/vaccineRecord.machine';
import {
  detailPath,
  displayDate,
  HISTORY_TEXTS,
  MONOGRAPH_TEXTS,
  monographPath,
  RECORDS_PATHS,
  RECORDS_QUERY,
} from '../../domain/rx/history';
import { PROGRAM_TEXTS } from '../../domain/rx/programs';
import { rxPathOf } from '../../domain/rx/routes';
import { DVR_TEXTS } from '../../domain/rx/vaccineRecord';
import {
  CreateExpenseReportScreen,
  DetailScreen,
  HistoryScreen,
  MonographScreen,
  ReceiptsScreen,
} from '../../src/routes/rx/historyPages';
import { RefillSettingsScreen } from '../../src/routes/rx/RefillSettingsRoute';
import { VaccineResultScreen, VaccineVerifyScreen } from '../../src/routes/rx/vaccineRecordPages';
import { PATIENT_PICKER_LABEL } from '../../ui/rx/records/PatientPicker';
import type { RxServices } from '../../ui/rx/services';
import { loadedPatients, testRxServices, WithRx } from '../fixtures/rx-services';
import { type ControlExecutors, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

/** A date control is set as its picker sets it (one change to YYYY-MM-DD); typing digits into it is not how it works. */
const pickDate = (input: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
  });

/** A page's address with its query (parameters without a value left out). */
const addressOf = (path: string, query: Record<string, string | null>) => {
  const q = new URLSearchParams(Object.entries(query).filter((kv): kv is [string, string] => kv[1] !== null));
  return q.size > 0 ? `${path}?${q}` : path;
};

/** Outside input: the pharmacy's answers (the deferred calls settle). */
const results = (names: string[]) =>
  Object.fromEntries(
    names.flatMap((name) => [
      [`xstate.done.actor.${name}`, serverAnswer(name)],
      [`xstate.error.actor.${name}`, serverAnswer(name)],
    ]),
  );

/**
 * One walk per view: the page opens when a step opens it (mounting the page is what a person does: the route's
 * wiring then sends the chart its load event), so nothing shows before the first step.
 */
function walks<M extends AnyStateMachine>(
  title: string,
  machine: M,
  model: { events: unknown; serializeState?: unknown; input?: unknown },
  options: {
    render: (actor: AnyActorRef) => React.ReactElement;
    /** The address the page opens at (its query is what the route reads). */
    address?: () => string;
    executors: ControlExecutors<M>;
    assertState: (snapshot: ReturnType<M['getInitialSnapshot']>) => void | Promise<void>;
  },
) {
  describe(`${title}: walked along its chart`, () => {
    uiWalkTest(`${title}: every state and transition through the page`, {
      machine,
      model,
      mountFirst: false,
      render: (actor) => (
        <MemoryRouter initialEntries={[options.address?.() ?? '/']}>
          <WithRx services={services}>{options.render(actor)}</WithRx>
        </MemoryRouter>
      ),
      executors: options.executors,
      assertState: (ctx, snapshot) => {
        if (!ctx.mounted()) expect(document.body).toBeEmptyDOMElement();
        else return options.assertState(snapshot as never);
      },
    });
  });
}

// ---- Refill settings ------------------------------------------------------------------------------------------
const family: Patient[] = [
  { ...fixturePatients[1]!, loyaltyCardNumber: '4800012345678' },
  { ...fixturePatients[2]!, loyaltyCardNumber: '4800098765432' },
  { ...fixturePatients[0]!, loyaltyCardNumber: null },
];
/** The pharmacy's patients chart (loaded with the family), shared by the pages as the route's services share it. */
let patients: RxServices['patients'];
let services: RxServices;
beforeAll(async () => {
  patients = await loadedPatients(family);
  services = testRxServices({ patients });
});

/**
 * A load the page sends with the active patient: opening the page (the patients chart already has that patient
 * active, chosen before the page opened), choosing the patient in the page's picker (the route sends
 * patients.select; the patients chart's change makes the page load), or opening the page again for the patient
 * already active (the picker would change nothing).
 */
const loadFor = async (ctx: UserContext<AnyStateMachine>, patientNumber: string, open: () => void) => {
  if (!ctx.mounted()) {
    patients.send({ type: 'patients.select', patientNumber });
    open();
  } else if (patients.getSnapshot().context.activePatient === patientNumber) ctx.remount();
  else await ctx.user.selectOptions(screen.getByLabelText(PATIENT_PICKER_LABEL), patientNumber);
};

walks('refill settings', refillProgramsMachine, refillProgramsModel, {
  render: (actor) => <RefillSettingsScreen actor={actor as never} />,
  executors: {
    'programs.load': (ctx, e) => loadFor(ctx, e.patientNumber, ctx.mount),
    'programs.choose': (ctx, e) =>
      ctx.user.click(
        screen.getByRole('button', {
          name: `${e.join ? PROGRAM_TEXTS.join : PROGRAM_TEXTS.leave} 90-Day Supply`,
        }),
      ),
    'programs.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: PROGRAM_TEXTS.retry })),
    ...results(['loadPrograms', 'saveEnrollment']),
  } as ControlExecutors<typeof refillProgramsMachine>,
  assertState: (s) => {
    const c = s.context;
    if (s.matches('idle') || s.matches('loading'))
      expect(screen.getByRole('status')).toHaveTextContent(PROGRAM_TEXTS.loading);
    if (s.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(PROGRAM_TEXTS.loadError);
    if (s.matches('loaded') || s.matches('updating')) {
      const list = screen.getByRole('list', { name: PROGRAM_TEXTS.heading });
      for (const p of c.programs)
        expect(within(list).getByRole('heading', { name: p.programName })).toBeInTheDocument();
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
    }
    if (s.matches('updating'))
      expect(screen.getAllByRole('button', { name: /^(Enroll|Decline)/ })[0]).toBeDisabled();
  },
});

// ---- History and expense reports --------------------------------------------------------------------------------
let historyPage: 'history' | 'expenses' | 'create' = 'history';

function HistoryPages({ actor }: { actor: AnyActorRef }) {
  if (historyPage === 'create') return <CreateExpenseReportScreen actor={actor as never} />;
  return <HistoryScreen actor={actor as never} mode={historyPage} />;
}

const onHistoryPage = (ctx: UserContext<AnyStateMachine>, page: typeof historyPage) => {
  if (historyPage === page && ctx.mounted()) return;
  historyPage = page;
  if (ctx.mounted()) ctx.remount();
  else ctx.mount();
};

walks('history', historyMachine, historyModel, {
  render: (actor) => <HistoryPages actor={actor} />,
  executors: {
    'history.load': (ctx, e) => loadFor(ctx, e.patientNumber, () => onHistoryPage(ctx, 'history')),
    'history.edit': (ctx) => onHistoryPage(ctx, 'create'),
    'history.filter': async (ctx, e) => {
      await pickDate(screen.getByLabelText(HISTORY_TEXTS.from), e.filters.from);
      const location = screen.queryByLabelText(HISTORY_TEXTS.location);
      if (location) await ctx.user.selectOptions(location, e.filters.location);
      await ctx.user.click(
        screen.getByRole('button', {
          name: historyPage === 'create' ? HISTORY_TEXTS.createReport : HISTORY_TEXTS.apply,
        }),
      );
    },
    'history.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.retry })),
    'history.print': async (ctx) => {
      onHistoryPage(ctx, 'expenses');
      await ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.print }));
    },
    ...results(['fetchHistory']),
  } as ControlExecutors<typeof historyMachine>,
  assertState: (s) => {
    const c = s.context;
    const alerts = () => screen.getAllByRole('alert').map((a) => a.textContent);
    if (c.filterError && (s.matches('editing') || s.matches('loaded')))
      expect(alerts()).toContain(c.filterError);
    if (s.matches('editing'))
      expect(screen.getByRole('button', { name: HISTORY_TEXTS.createReport })).toBeInTheDocument();
    if (s.matches('loading') || s.matches('idle'))
      expect(screen.getByRole('status')).toHaveTextContent(HISTORY_TEXTS.loading);
    if (s.matches('failed')) expect(alerts().join(' ')).toContain(HISTORY_TEXTS.loadError);
    if (s.matches('loaded') && historyPage === 'history') {
      const shown = c.transactions.filter(
        (t) =>
          (c.filters.location === 'All' || t.facility.facilityId === c.filters.location) &&
          t.soldDate >= c.filters.from,
      );
      if (shown.length === 0) expect(screen.getByText(HISTORY_TEXTS.empty)).toBeInTheDocument();
      else {
        expect(
          within(screen.getByRole('list', { name: HISTORY_TEXTS.prescription })).getAllByRole('listitem'),
        ).toHaveLength(shown.length);
        // The route's links: a fill's details and its drug information.
        const t = shown[0]!;
        const of = `${t.drugName}, ${displayDate(t.soldDate)}`;
        expect(screen.getAllByRole('link', { name: `${HISTORY_TEXTS.details}: ${of}` })[0]).toHaveAttribute(
          'href',
          detailPath(t.patientNumber, t.rxRecordNumber),
        );
        expect(screen.getAllByRole('link', { name: `${HISTORY_TEXTS.drugInfo}: ${of}` })[0]).toHaveAttribute(
          'href',
          monographPath(t.productNumber),
        );
      }
    }
    if (s.matches('loaded') && historyPage === 'expenses') {
      expect(
        screen.getByRole('heading', {
          name: `${displayDate(c.filters.from)} – ${displayDate(c.filters.to)}`,
        }),
      ).toBeInTheDocument();
    }
  },
});

// ---- Receipts ---------------------------------------------------------------------------------------------------
walks('receipts', receiptsMachine, receiptsModel, {
  render: (actor) => <ReceiptsScreen actor={actor as never} />,
  executors: {
    'receipts.load': (ctx, e) =>
      loadFor(ctx, family.find((p) => p.loyaltyCardNumber === e.loyaltyId)!.patientNumber, ctx.mount),
    'receipts.filter': async (ctx, e) => {
      await pickDate(screen.getByLabelText(HISTORY_TEXTS.from), e.filters.from);
      await ctx.user.selectOptions(screen.getByLabelText(HISTORY_TEXTS.location), e.filters.location);
      await ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.apply }));
    },
    'receipts.open': (ctx, e) => {
      const r = fixtureReceipts.find((x) => x.receiptId === e.receiptId)!;
      return ctx.user.click(
        screen.getByRole('button', {
          name: `${HISTORY_TEXTS.viewReceipt}: ${r.pharmacy.vanityName}, ${displayDate(r.dateTime)}`,
        }),
      );
    },
    'receipts.close': (ctx) =>
      ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.closeReceipt })),
    'receipts.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.retry })),
    ...results(['fetchReceipts']),
  } as ControlExecutors<typeof receiptsMachine>,
  assertState: (s) => {
    const c = s.context;
    if (s.matches('noLoyaltyCard')) expect(screen.getByText(HISTORY_TEXTS.noLoyaltyCard)).toBeInTheDocument();
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent(HISTORY_TEXTS.loading);
    if (s.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TEXTS.loadError);
    if (c.filterError && s.matches('loaded'))
      expect(screen.getByRole('alert')).toHaveTextContent(c.filterError);
    if (s.matches({ loaded: 'viewing' }))
      expect(
        screen.getByRole('heading', { level: 3, name: `${HISTORY_TEXTS.receipt} ${c.selectedReceiptId}` }),
      ).toBeInTheDocument();
    if (s.matches({ loaded: 'list' }))
      expect(screen.queryByRole('button', { name: HISTORY_TEXTS.closeReceipt })).toBeNull();
  },
});

// ---- Prescription details -----------------------------------------------------------------------------------------
let detailParams: DetailInput = { patientNumber: null, rxRecordNumber: null, secondaryStatus: null };
walks('prescription details', prescriptionDetailMachine, prescriptionDetailModel, {
  render: (actor) => <DetailScreen actor={actor as never} />,
  address: () =>
    addressOf(RECORDS_PATHS.detail, {
      [RECORDS_QUERY.patientNumber]: detailParams.patientNumber,
      [RECORDS_QUERY.rxRecordNum]: detailParams.rxRecordNumber,
      [RECORDS_QUERY.secondaryStatus]: detailParams.secondaryStatus,
    }),
  executors: {
    // Opening the address (its query is the route's): the route sends detail.open when it mounts.
    'detail.open': (ctx, e) => {
      detailParams = e.params;
      ctx.mount();
    },
    'detail.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.retry })),
    ...results(['fetchDetail']),
  } as ControlExecutors<typeof prescriptionDetailMachine>,
  assertState: (s) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent(HISTORY_TEXTS.loading);
    if (s.matches('loaded'))
      expect(
        screen.getByRole('heading', { name: s.context.detail!.prescription.drugName }),
      ).toBeInTheDocument();
    if (s.matches('notFound') || s.matches('missing'))
      expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TEXTS.notFound);
    if (s.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TEXTS.loadError);
  },
});

// ---- Monograph ----------------------------------------------------------------------------------------------------
let monographAddress: { productNumber: string | null; languageCode: string } = {
  productNumber: null,
  languageCode: 'en',
};
walks('monograph', monographMachine, monographModel, {
  render: (actor) => <MonographScreen actor={actor as never} />,
  address: () =>
    addressOf(RECORDS_PATHS.monograph, {
      [RECORDS_QUERY.productNumber]: monographAddress.productNumber,
      [RECORDS_QUERY.languageCode]: monographAddress.languageCode,
    }),
  executors: {
    // Opening the address (its query is the route's): the route sends monograph.open when it mounts.
    'monograph.open': (ctx, e) => {
      monographAddress = { productNumber: e.productNumber, languageCode: e.languageCode };
      ctx.mount();
    },
    'monograph.language': (ctx, e) =>
      ctx.user.selectOptions(screen.getByLabelText(MONOGRAPH_TEXTS.language), e.languageCode),
    'monograph.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: HISTORY_TEXTS.retry })),
    ...results(['fetchMonograph']),
  } as ControlExecutors<typeof monographMachine>,
  assertState: (s) => {
    if (s.matches('loading')) expect(screen.getByRole('status')).toHaveTextContent(MONOGRAPH_TEXTS.loading);
    if (s.matches('loaded')) {
      const article = screen.getByRole('article');
      expect(article).toHaveAttribute('lang', s.context.languageCode);
      expect(
        within(article).getByRole('heading', { level: 2, name: s.context.data!.monograph.drugName }),
      ).toBeInTheDocument();
    }
    if (s.matches('notFound') || s.matches('missing'))
      expect(screen.getByRole('alert')).toHaveTextContent(MONOGRAPH_TEXTS.notFound);
    if (s.matches('failed')) expect(screen.getByRole('alert')).toHaveTextContent(MONOGRAPH_TEXTS.loadError);
  },
});

// ---- Vaccine record -----------------------------------------------------------------------------------------------
let dvrPage: { kind: 'verify' } | { kind: 'result'; token: string | null } = { kind: 'verify' };
function VaccinePages({ actor }: { actor: AnyActorRef }) {
  return dvrPage.kind === 'verify' ? (
    <VaccineVerifyScreen actor={actor as never} />
  ) : (
    <VaccineResultScreen actor={actor as never} />
  );
}
walks('vaccine record', vaccineRecordMachine, vaccineRecordModel, {
  render: (actor) => <VaccinePages actor={actor} />,
  address: () =>
    dvrPage.kind === 'verify'
      ? rxPathOf('vaccineRecordVerify')
      : addressOf(rxPathOf('vaccineRecordResult'), { token: dvrPage.token }),
  executors: {
    // Opening the page (the result page at its address, ?token= from the text message): the route sends the event
    // when it mounts. The verify form is a lazy chunk: its heading shows once it has loaded.
    'dvr.openVerify': async (ctx) => {
      dvrPage = { kind: 'verify' };
      ctx.mount();
      await screen.findByRole('heading', { name: DVR_TEXTS.verifyHeading });
    },
    'dvr.openResult': (ctx, e) => {
      dvrPage = { kind: 'result', token: e.token };
      ctx.mount();
    },
    'dvr.submit': async (ctx, e) => {
      const v = e.values;
      const type = async (label: string, value: string) => {
        const input = screen.getByLabelText(label, { exact: true });
        await ctx.user.clear(input);
        if (value) await ctx.user.type(input, value);
      };
      await type(DVR_TEXTS.firstName, v.firstName);
      await type(DVR_TEXTS.lastName, v.lastName);
      await ctx.user.click(screen.getByRole('radio', { name: DVR_TEXTS.methods[v.method] }));
      if (v.method === 'dateOfBirth') {
        // §5: the date of birth in three fields.
        await type('Month (MM)', v.month);
        await type('Day (DD)', v.day);
        await type('Year (YYYY)', v.year);
      } else await type(DVR_TEXTS.phoneNumber, v.phoneNumber);
      await ctx.user.click(screen.getByRole('button', { name: DVR_TEXTS.submit }));
    },
    'dvr.restart': (ctx) => ctx.user.click(screen.getByRole('button', { name: DVR_TEXTS.startOver })),
    'dvr.retry': (ctx) => ctx.user.click(screen.getByRole('button', { name: DVR_TEXTS.tryAgain })),
    'dvr.download': (ctx) => ctx.user.click(screen.getByRole('button', { name: DVR_TEXTS.download })),
    ...results(['verifyDvr', 'sendSecureMessage', 'fetchCard']),
  } as ControlExecutors<typeof vaccineRecordMachine>,
  assertState: (s) => {
    const c = s.context;
    if (s.matches({ verifyPage: 'form' })) {
      expect(screen.getByRole('heading', { name: DVR_TEXTS.verifyHeading })).toBeInTheDocument();
      if (c.error) expect(screen.getByRole('alert')).toHaveTextContent(c.error);
      for (const message of Object.values(c.fieldErrors))
        expect(screen.getByText(message as string)).toBeInTheDocument();
    }
    if (s.matches({ verifyPage: 'verifying' }))
      expect(screen.getByRole('button', { name: DVR_TEXTS.verifying })).toBeDisabled();
    if (s.matches({ verifyPage: 'sendingText' }))
      expect(screen.getByRole('button', { name: DVR_TEXTS.sending })).toBeDisabled();
    if (s.matches({ verifyPage: 'smsSent' }))
      expect(screen.getByRole('status')).toHaveTextContent(DVR_TEXTS.smsSent('0142', 30));
    if (s.matches({ resultPage: 'loadingCard' }) || s.matches({ verifyPage: 'verified' }))
      expect(screen.getByRole('status')).toHaveTextContent(DVR_TEXTS.loading);
    if (s.matches({ resultPage: 'result' }))
      expect(screen.getByRole('img', { name: DVR_TEXTS.qrLabel })).toHaveAttribute(
        'data-shc',
        c.card!.qrNumeric[0],
      );
    if (s.matches({ resultPage: 'expired' }) || s.matches({ resultPage: 'cardFailed' }))
      expect(screen.getByRole('alert')).toHaveTextContent(c.error!);
    // The result page opened the record of its address's ?token= (the route reads it).
    if (dvrPage.kind === 'result' && s.matches('resultPage')) expect(c.token).toBe(dvrPage.token);
    if (s.matches({ resultPage: 'expired' }))
      expect(screen.getByRole('link', { name: DVR_TEXTS.startOver })).toHaveAttribute(
        'href',
        rxPathOf('vaccineRecord'),
      );
  },
});
