/**
 * The records charts' covering paths walked in their views (refill settings, history and expense reports,
 * receipts, prescription details, monograph, vaccine record): every step through the control a person would use.
 * Outside input, listed: the pharmacy's answers (actor results settle deferred calls) and the page opening (the
 * route sends history.load / receipts.load / programs.load with the active patient, detail.open, monograph.open,
 * dvr.openVerify / dvr.openResult from the address: the harness below does what the route does, on mount or when
 * the patient picker changes). Each settled state asserts what is on screen.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect } from 'vitest';
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
import { displayDate, HISTORY_TEXTS, MONOGRAPH_TEXTS } from '../../domain/rx/history';
import { PROGRAM_TEXTS } from '../../domain/rx/programs';
import { DVR_TEXTS } from '../../domain/rx/vaccineRecord';
import { MonographView, PrescriptionDetailView } from '../../ui/rx/records/DetailView';
import { CreateExpenseReportView, HistoryView } from '../../ui/rx/records/HistoryView';
import { ReceiptsView } from '../../ui/rx/records/ReceiptsView';
import { RefillSettingsView } from '../../ui/rx/records/RefillSettingsView';
import { VaccineVerifyView } from '../../ui/rx/records/VaccineRecordView';
import { VaccineResultView } from '../../ui/rx/records/VaccineResultView';
import { type ControlExecutors, serverAnswer, type UserContext, uiWalkTest } from './ui-walk';

/** A date control is set as its picker sets it (one change to YYYY-MM-DD); typing digits into it is not how it works. */
const pickDate = (input: HTMLElement, value: string) =>
  act(async () => {
    fireEvent.change(input, { target: { value } });
  });

/** Outside input: the pharmacy's answers (the deferred calls settle). */
const results = (names: string[]) =>
  Object.fromEntries(
    names.flatMap((name) => [
      [`xstate.done.actor.${name}`, serverAnswer(name)],
      [`xstate.error.actor.${name}`, serverAnswer(name)],
    ]),
  );

/**
 * One walk per view: the page opens when a step opens it (mounting the page is what a person does: the harness
 * then does what the route does, sending the chart its load event), so nothing shows before the first step.
 */
function walks<M extends AnyStateMachine>(
  title: string,
  machine: M,
  model: { events: unknown; serializeState?: unknown; input?: unknown },
  options: {
    render: (actor: AnyActorRef) => React.ReactElement;
    executors: ControlExecutors<M>;
    assertState: (snapshot: ReturnType<M['getInitialSnapshot']>) => void | Promise<void>;
  },
) {
  describe(`${title}: walked along its chart`, () => {
    uiWalkTest(`${title}: every state and transition through the page`, {
      machine,
      model,
      mountFirst: false,
      render: (actor) => <MemoryRouter>{options.render(actor)}</MemoryRouter>,
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
const JORDAN = '100234567';

function ProgramsHarness({ actor }: { actor: AnyActorRef }) {
  const patient = useSelector(actor, (s) => (s.context as { patientNumber: string | null }).patientNumber);
  useEffect(() => actor.send({ type: 'programs.load', patientNumber: patient ?? JORDAN }), [actor, patient]);
  return (
    <RefillSettingsView
      actor={actor as never}
      patients={family}
      activePatient={patient ?? JORDAN}
      onSelectPatient={(n) => actor.send({ type: 'programs.load', patientNumber: n })}
    />
  );
}

walks('refill settings', refillProgramsMachine, refillProgramsModel, {
  render: (actor) => <ProgramsHarness actor={actor} />,
  executors: {
    'programs.load': async (ctx, e) => {
      if (!ctx.mounted()) ctx.mount();
      else await ctx.user.selectOptions(screen.getByLabelText('Patient'), e.patientNumber);
    },
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

function HistoryHarness({ actor }: { actor: AnyActorRef }) {
  const patient = useSelector(actor, (s) => (s.context as { patientNumber: string | null }).patientNumber);
  useEffect(() => {
    if (historyPage === 'create') actor.send({ type: 'history.edit' });
    else actor.send({ type: 'history.load', patientNumber: patient ?? JORDAN });
  }, [actor, patient]);
  if (historyPage === 'create') return <CreateExpenseReportView actor={actor as never} />;
  return (
    <HistoryView
      actor={actor as never}
      mode={historyPage}
      patients={family}
      activePatient={patient ?? JORDAN}
      onSelectPatient={(n) => actor.send({ type: 'history.load', patientNumber: n })}
      links={{ detail: () => '/detail', monograph: () => '/monograph' }}
    />
  );
}

const onHistoryPage = (ctx: UserContext<AnyStateMachine>, page: typeof historyPage) => {
  if (historyPage === page && ctx.mounted()) return;
  historyPage = page;
  if (ctx.mounted()) ctx.remount();
  else ctx.mount();
};

walks('history', historyMachine, historyModel, {
  render: (actor) => <HistoryHarness actor={actor} />,
  executors: {
    'history.load': async (ctx, e) => {
      if (!ctx.mounted()) onHistoryPage(ctx, 'history');
      else await ctx.user.selectOptions(screen.getByLabelText('Patient'), e.patientNumber);
    },
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
      else
        expect(
          within(screen.getByRole('list', { name: HISTORY_TEXTS.prescription })).getAllByRole('listitem'),
        ).toHaveLength(shown.length);
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
let receiptsPatient = JORDAN;
function ReceiptsHarness({ actor }: { actor: AnyActorRef }) {
  useEffect(() => {
    actor.send({
      type: 'receipts.load',
      loyaltyId: family.find((p) => p.patientNumber === receiptsPatient)!.loyaltyCardNumber,
    });
  }, [actor]);
  return (
    <ReceiptsView
      actor={actor as never}
      patients={family}
      activePatient={receiptsPatient}
      onSelectPatient={(n) => {
        receiptsPatient = n;
        actor.send({
          type: 'receipts.load',
          loyaltyId: family.find((p) => p.patientNumber === n)!.loyaltyCardNumber,
        });
      }}
    />
  );
}

walks('receipts', receiptsMachine, receiptsModel, {
  render: (actor) => <ReceiptsHarness actor={actor} />,
  executors: {
    'receipts.load': async (ctx, e) => {
      const patient = family.find((p) => p.loyaltyCardNumber === e.loyaltyId)!.patientNumber;
      if (!ctx.mounted()) {
        receiptsPatient = patient;
        ctx.mount();
      } else await ctx.user.selectOptions(screen.getByLabelText('Patient'), patient);
    },
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
function DetailHarness({ actor }: { actor: AnyActorRef }) {
  useEffect(() => actor.send({ type: 'detail.open', params: detailParams }), [actor]);
  return <PrescriptionDetailView actor={actor as never} monographHref={() => '/monograph'} />;
}
walks('prescription details', prescriptionDetailMachine, prescriptionDetailModel, {
  render: (actor) => <DetailHarness actor={actor} />,
  executors: {
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
let monographProduct: string | null = null;
function MonographHarness({ actor }: { actor: AnyActorRef }) {
  useEffect(
    () => actor.send({ type: 'monograph.open', productNumber: monographProduct, languageCode: 'en' }),
    [actor],
  );
  return <MonographView actor={actor as never} />;
}
walks('monograph', monographMachine, monographModel, {
  render: (actor) => <MonographHarness actor={actor} />,
  executors: {
    'monograph.open': (ctx, e) => {
      monographProduct = e.productNumber;
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
function VaccineHarness({ actor }: { actor: AnyActorRef }) {
  useEffect(() => {
    actor.send(
      dvrPage.kind === 'verify'
        ? { type: 'dvr.openVerify' }
        : { type: 'dvr.openResult', token: dvrPage.token },
    );
  }, [actor]);
  return dvrPage.kind === 'verify' ? (
    <VaccineVerifyView actor={actor as never} />
  ) : (
    <VaccineResultView actor={actor as never} startHref="/rx/digital-vaccine-record" />
  );
}
walks('vaccine record', vaccineRecordMachine, vaccineRecordModel, {
  render: (actor) => <VaccineHarness actor={actor} />,
  executors: {
    'dvr.openVerify': (ctx) => {
      dvrPage = { kind: 'verify' };
      ctx.mount();
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
  },
});
