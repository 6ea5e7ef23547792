/**
 * The auto-refill pages (pharmacy-portal.md §2.1): /rx/auto-refills (the enrolment), /rx/manage/auto-refills and
 * /rx/auto-refills/manage-prescriptions (the prescriptions; the latter with the cart and its subheader). Query
 * parameters (docs/choices.md): patient, source=quick-links (the back link goes to the dashboard), update and renew
 * (the enrolment form opens). #PharmacyHeader-title focuses the page's heading.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { AutoRefillGuidelinesView, AutoRefillView } from '../../../ui/rx/records/AutoRefillView';
import { useRxServices } from '../../../ui/rx/services';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { AUTO_REFILL_QUERY, AUTO_REFILL_TEXTS } from '../../../domain/rx/autoRefill';
import { RX_PATHS_UI, rxPathOf } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { provideAutoRefill } from '../../rx/records';
import { createRxApiLoader } from '../../rx/services';

export const PHARMACY_HEADER_ANCHOR = '#PharmacyHeader-title';

/** Focuses the page heading when the address names its anchor (§2.1 "Anchor #PharmacyHeader-title"). */
export function useHeaderAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === PHARMACY_HEADER_ANCHOR)
      document.getElementById(PHARMACY_HEADER_ANCHOR.slice(1))?.focus();
  }, [hash, ready]);
}

export function AutoRefillPage({ page }: { page: 'main' | 'manage' | 'managePrescriptions' }) {
  const id =
    page === 'main'
      ? 'autoRefills'
      : page === 'manage'
        ? 'manageAutoRefills'
        : 'autoRefillsManagePrescriptions';
  usePageTitle(RX_PAGE_TITLES[id]);
  const app = useServices();
  const { toaster, settings } = useRxServices();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const mainPath = rxPathOf('autoRefills');
  const machine = useMemo(
    () =>
      provideAutoRefill(
        createRxApiLoader(app),
        {
          notify: (toast) => toaster.send({ type: 'toast.show', toast }),
          navigate: (path) => navigate(path),
        },
        mainPath,
      ),
    [app, toaster, navigate, mainPath],
  );
  const actor = useActorRef(machine, {
    input: {
      patientNumber: query.get(AUTO_REFILL_QUERY.patient),
      openForm:
        page === 'main' &&
        (query.get(AUTO_REFILL_QUERY.renew) === 'true' || query.get(AUTO_REFILL_QUERY.update) === 'true'),
    },
    ...(app.inspect ? { inspect: app.inspect } : {}),
  });
  useHeaderAnchor(true);
  const fromQuickLinks = query.get(AUTO_REFILL_QUERY.source) === AUTO_REFILL_QUERY.quickLinks;
  const back =
    page === 'main' || fromQuickLinks
      ? { href: RX_PATHS_UI.dashboard, label: AUTO_REFILL_TEXTS.backToDashboard }
      : { href: mainPath, label: AUTO_REFILL_TEXTS.backToAutoRefill };
  return (
    <section>
      <RxPageHeader
        title={RX_PAGE_TITLES[id]}
        description={
          <p>
            {page === 'managePrescriptions'
              ? AUTO_REFILL_TEXTS.managePrescriptionsSubheader
              : AUTO_REFILL_TEXTS.intro}
          </p>
        }
      />
      <AutoRefillView
        actor={actor}
        page={page === 'main' ? 'main' : 'manage'}
        supportPhone={settings.supportPhone}
        links={{
          back,
          main: mainPath,
          manage: rxPathOf('manageAutoRefills'),
          guidelines: rxPathOf('autoRefillGuidelines'),
          addPatient: RX_PATHS_UI.linkPatient,
        }}
      />
    </section>
  );
}

export function AutoRefillGuidelinesPage() {
  usePageTitle(RX_PAGE_TITLES.autoRefillGuidelines);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.autoRefillGuidelines} />
      <AutoRefillGuidelinesView backHref={rxPathOf('autoRefills')} />
    </section>
  );
}
