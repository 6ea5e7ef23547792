/**
 * The history pages (pharmacy-portal.md §2.1): /rx/prescription-history, the expense report
 * (?startDate&endDate from the create page), /rx/create-expense-report, /rx/prescription-receipt,
 * /rx/prescription-history/detail (?patientNumber&rxRecordNum&secondaryStatus, as a tracker card opens it) and
 * /rx/prescription-monograph (?productNumber, optional languageCode en|es). Each creates its chart with the real
 * calls (src/rx/records.ts); the active patient comes from the pharmacy's patients chart. Each page's view-to-event
 * wiring is its exported *Screen (the loads on mount and on a patient change, the links, the address); the records
 * UI walk (tests/model/rxRecords.ui.test.tsx) renders them, so a wiring mistake here fails that walk.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { historyMachine } from '../../../machines/rx/history/history.machine';
import type { monographMachine } from '../../../machines/rx/monograph/monograph.machine';
import type { prescriptionDetailMachine } from '../../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import type { receiptsMachine } from '../../../machines/rx/receipts/receipts.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { MonographView, PrescriptionDetailView } from '../../../ui/rx/records/DetailView';
import { CreateExpenseReportView, HistoryView } from '../../../ui/rx/records/HistoryView';
import { NoPatients } from '../../../ui/rx/records/PatientPicker';
import { ReceiptsView } from '../../../ui/rx/records/ReceiptsView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { MONOGRAPH_LANGUAGES, type MonographLanguage } from '../../../api/contracts/rx-history';
import {
  calendarDay,
  detailPath,
  expenseReportPath,
  HISTORY_TEXTS,
  monographPath,
  RECORDS_PATHS,
  RECORDS_QUERY,
} from '../../../domain/rx/history';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { provideDetail, provideHistory, provideMonograph, provideReceipts } from '../../rx/records';
import { createRxApiLoader } from '../../rx/services';
import { useActivePatient } from './usePatients';

function useHistoryActor(range: { from: string; to: string } | null) {
  const app = useServices();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      provideHistory(createRxApiLoader(app), {
        openExpenseReport: (r) => navigate(expenseReportPath(r)),
        print: () => window.print(),
      }),
    [app, navigate],
  );
  return useActorRef(machine, {
    input: { today: calendarDay(new Date()), range },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
}

function Nav() {
  return (
    <p className="rx-records__no-print">
      <Link to={RECORDS_PATHS.history}>{RX_PAGE_TITLES.prescriptionHistory}</Link>
      {' · '}
      <Link to={RECORDS_PATHS.receipts}>{HISTORY_TEXTS.receipts}</Link>
      {' · '}
      <Link to={RECORDS_PATHS.createExpenseReport}>{HISTORY_TEXTS.createExpenseReport}</Link>
    </p>
  );
}

/** The history or expense report page: loads the active patient's fills, its picker selecting on the patients chart. */
export function HistoryScreen({
  actor,
  mode,
}: {
  actor: ActorRefFrom<typeof historyMachine>;
  mode: 'history' | 'expenses';
}) {
  const id = mode === 'history' ? 'prescriptionHistory' : 'expenseReport';
  const patients = useActivePatient();
  const active = patients.active?.patientNumber;
  useEffect(() => {
    if (active) actor.send({ type: 'history.load', patientNumber: active });
  }, [actor, active]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES[id]} />
      <Nav />
      {patients.none ? (
        <NoPatients
          failed={patients.status === 'failed'}
          addHref={RX_PATHS_UI.linkPatient}
          onRetry={patients.retry}
        />
      ) : (
        <HistoryView
          actor={actor}
          mode={mode}
          patients={patients.patients}
          activePatient={active ?? ''}
          onSelectPatient={patients.select}
          links={{
            detail: (t) => detailPath(t.patientNumber, t.rxRecordNumber),
            monograph: (t) => monographPath(t.productNumber),
          }}
        />
      )}
    </section>
  );
}

export function HistoryPage({ mode }: { mode: 'history' | 'expenses' }) {
  usePageTitle(RX_PAGE_TITLES[mode === 'history' ? 'prescriptionHistory' : 'expenseReport']);
  const [query] = useSearchParams();
  const from = query.get(RECORDS_QUERY.startDate);
  const to = query.get(RECORDS_QUERY.endDate);
  const actor = useHistoryActor(mode === 'expenses' && from && to ? { from, to } : null);
  return <HistoryScreen actor={actor} mode={mode} />;
}

/** The create-expense-report page: opens the history chart's form. */
export function CreateExpenseReportScreen({ actor }: { actor: ActorRefFrom<typeof historyMachine> }) {
  useEffect(() => actor.send({ type: 'history.edit' }), [actor]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.createExpenseReport} />
      <Nav />
      <CreateExpenseReportView actor={actor} />
    </section>
  );
}

export function CreateExpenseReportPage() {
  usePageTitle(RX_PAGE_TITLES.createExpenseReport);
  const actor = useHistoryActor(null);
  return <CreateExpenseReportScreen actor={actor} />;
}

/** The receipts page: loads the active patient's receipts by loyalty card, its picker selecting on the patients chart. */
export function ReceiptsScreen({ actor }: { actor: ActorRefFrom<typeof receiptsMachine> }) {
  const patients = useActivePatient();
  const active = patients.active;
  useEffect(() => {
    if (active) actor.send({ type: 'receipts.load', loyaltyId: active.loyaltyCardNumber });
  }, [actor, active]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.prescriptionReceipt} />
      <Nav />
      {patients.none ? (
        <NoPatients
          failed={patients.status === 'failed'}
          addHref={RX_PATHS_UI.linkPatient}
          onRetry={patients.retry}
        />
      ) : (
        <ReceiptsView
          actor={actor}
          patients={patients.patients}
          activePatient={active?.patientNumber ?? ''}
          onSelectPatient={patients.select}
        />
      )}
    </section>
  );
}

export function ReceiptsPage() {
  usePageTitle(RX_PAGE_TITLES.prescriptionReceipt);
  const app = useServices();
  const machine = useMemo(() => provideReceipts(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, {
    input: { today: calendarDay(new Date()) },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  return <ReceiptsScreen actor={actor} />;
}

/** The prescription detail page: opens the prescription the address names (?patientNumber&rxRecordNum&secondaryStatus). */
export function DetailScreen({ actor }: { actor: ActorRefFrom<typeof prescriptionDetailMachine> }) {
  const [query] = useSearchParams();
  const params = {
    patientNumber: query.get(RECORDS_QUERY.patientNumber),
    rxRecordNumber: query.get(RECORDS_QUERY.rxRecordNum),
    secondaryStatus: query.get(RECORDS_QUERY.secondaryStatus),
  };
  const key = JSON.stringify(params);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the parameters, by value
  useEffect(() => actor.send({ type: 'detail.open', params }), [actor, key]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.prescriptionHistoryDetail} />
      <Nav />
      <PrescriptionDetailView actor={actor} monographHref={monographPath} />
    </section>
  );
}

export function DetailPage() {
  usePageTitle(RX_PAGE_TITLES.prescriptionHistoryDetail);
  const app = useServices();
  const machine = useMemo(() => provideDetail(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, app.inspect ? { inspect: app.inspect } : {});
  return <DetailScreen actor={actor} />;
}

/** The monograph page: opens the product the address names (?productNumber, languageCode en|es, else English). */
export function MonographScreen({ actor }: { actor: ActorRefFrom<typeof monographMachine> }) {
  const [query] = useSearchParams();
  const productNumber = query.get(RECORDS_QUERY.productNumber);
  const asked = query.get(RECORDS_QUERY.languageCode);
  const languageCode: MonographLanguage = (MONOGRAPH_LANGUAGES as readonly string[]).includes(asked ?? '')
    ? (asked as MonographLanguage)
    : 'en';
  useEffect(
    () => actor.send({ type: 'monograph.open', productNumber, languageCode }),
    [actor, productNumber, languageCode],
  );
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.prescriptionMonograph} />
      <MonographView actor={actor} />
    </section>
  );
}

export function MonographPage() {
  usePageTitle(RX_PAGE_TITLES.prescriptionMonograph);
  const app = useServices();
  const machine = useMemo(() => provideMonograph(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, app.inspect ? { inspect: app.inspect } : {});
  return <MonographScreen actor={actor} />;
}
