/**
 * The digital vaccine record pages (pharmacy-portal.md §2.1, public: guests come by a text-message link): the start
 * page, /verify (the chart's form) and /result (?token= from the text message; without it, a signed-in customer's
 * verified access). A 401 on the result shows §8's expired text and goes back to the start page (a toast carries
 * the text there). VaccineVerifyScreen and VaccineResultScreen are the pages' view-to-event wiring; the records UI
 * walk (tests/model/rxRecords.ui.test.tsx) renders them, so a wiring mistake here fails that walk.
 */
import { useActorRef } from '@xstate/react';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { vaccineRecordMachine } from '../../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { SMART_HEALTH_CARD_MIME } from '../../../api/contracts/rx-vaccine-record';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { VaccineRecordStartView, VaccineResultView } from '../../../ui/rx/records/VaccineResultView';
import { useRxServices } from '../../../ui/rx/services';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { Spinner } from '../../../ui/kit/Spinner';
import { calendarDay } from '../../../domain/rx/history';
import { rxPathOf } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { DVR_EXPIRED_TOAST, DVR_TEXTS } from '../../../domain/rx/vaccineRecord';
import { downloadHealthCard, provideVaccineRecord } from '../../rx/records';
import { createRxApiLoader } from '../../rx/services';

function useVaccineActor() {
  const app = useServices();
  const { toaster } = useRxServices();
  const navigate = useNavigate();
  const machine = useMemo(
    () =>
      provideVaccineRecord(createRxApiLoader(app), {
        openResult: () => navigate(rxPathOf('vaccineRecordResult')),
        redirectExpired: () => {
          toaster.send({ type: 'toast.show', toast: DVR_EXPIRED_TOAST });
          navigate(rxPathOf('vaccineRecord'), { replace: true });
        },
        download: (card) => downloadHealthCard(card, SMART_HEALTH_CARD_MIME),
      }),
    [app, toaster, navigate],
  );
  return useActorRef(machine, {
    input: { today: calendarDay(new Date()) },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
}

export function VaccineStartPage() {
  usePageTitle(RX_PAGE_TITLES.vaccineRecord);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.vaccineRecord} />
      <VaccineRecordStartView verifyHref={rxPathOf('vaccineRecordVerify')} />
    </section>
  );
}

/** The verify form and its form library: a chunk of its own, so the start and result pages never load them. */
const VaccineVerifyView = lazy(() =>
  import('../../../ui/rx/records/VaccineRecordView').then((m) => ({ default: m.VaccineVerifyView })),
);

/** The verify page: opens the chart's form, the form (a lazy chunk) sending its events. */
export function VaccineVerifyScreen({ actor }: { actor: ActorRefFrom<typeof vaccineRecordMachine> }) {
  useEffect(() => actor.send({ type: 'dvr.openVerify' }), [actor]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.vaccineRecordVerify} />
      <Suspense fallback={<Spinner label={DVR_TEXTS.loading} />}>
        <VaccineVerifyView actor={actor} />
      </Suspense>
    </section>
  );
}

export function VaccineVerifyPage() {
  usePageTitle(RX_PAGE_TITLES.vaccineRecordVerify);
  const actor = useVaccineActor();
  return <VaccineVerifyScreen actor={actor} />;
}

/** The result page: opens the record of the address's ?token= (none: the signed-in customer's), Start Over to the start. */
export function VaccineResultScreen({ actor }: { actor: ActorRefFrom<typeof vaccineRecordMachine> }) {
  const [query] = useSearchParams();
  const token = query.get('token');
  useEffect(() => actor.send({ type: 'dvr.openResult', token }), [actor, token]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.vaccineRecordResult} />
      <VaccineResultView actor={actor} startHref={rxPathOf('vaccineRecord')} />
    </section>
  );
}

export function VaccineResultPage() {
  usePageTitle(RX_PAGE_TITLES.vaccineRecordResult);
  const actor = useVaccineActor();
  return <VaccineResultScreen actor={actor} />;
}
