/**
 * The history pages (pharmacy-portal.md §2.1): /rx/prescription-history, the expense report
 * (?startDate&endDate from the create page), /rx/create-expense-report, /rx/prescription-receipt,
 * /rx/prescription-history/detail (?patientNumber&rxRecordNum&secondaryStatus, as a tracker card opens it) and
 * /rx/prescription-monograph (?productNumber, optional languageCode en|es). Each creates its chart with the real
 * calls (src/rx/records.ts); the active patient comes from the pharmacy's patients chart.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
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

export function HistoryPage({ mode }: { mode: 'history' | 'expenses' }) {
  const id = mode === 'history' ? 'prescriptionHistory' : 'expenseReport';
  usePageTitle(RX_PAGE_TITLES[id]);
  const [query] = useSearchParams();
  const from = query.get(RECORDS_QUERY.startDate);
  const to = query.get(RECORDS_QUERY.endDate);
  const actor = useHistoryActor(mode === 'expenses' && from && to ? { from, to } : null);
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

export function CreateExpenseReportPage() {
  usePageTitle(RX_PAGE_TITLES.createExpenseReport);
  const actor = useHistoryActor(null);
  useEffect(() => actor.send({ type: 'history.edit' }), [actor]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.createExpenseReport} />
      <Nav />
      <CreateExpenseReportView actor={actor} />
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

export function DetailPage() {
  usePageTitle(RX_PAGE_TITLES.prescriptionHistoryDetail);
  const app = useServices();
  const [query] = useSearchParams();
  const machine = useMemo(() => provideDetail(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, app.inspect ? { inspect: app.inspect } : {});
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

export function MonographPage() {
  usePageTitle(RX_PAGE_TITLES.prescriptionMonograph);
  const app = useServices();
  const [query] = useSearchParams();
  const machine = useMemo(() => provideMonograph(createRxApiLoader(app)), [app]);
  const actor = useActorRef(machine, app.inspect ? { inspect: app.inspect } : {});
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
