/** The transfer pages' body: the request and locator charts of this visit wired to the transfer view. */
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { pharmacyLocatorMachine } from '../../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import type { prescriptionRequestMachine } from '../../../machines/rx/prescriptionRequest/prescriptionRequest.machine';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { selectLocatorView } from '../../../machines/rx/pharmacyLocator/pharmacyLocator.selectors';
import { selectRequestView } from '../../../machines/rx/prescriptionRequest/prescriptionRequest.selectors';
import { useServices } from '../../../ui/app/services';
import { type TransferActions, TransferView } from '../../../ui/rx/orders/TransferView';
import { useRxServices } from '../../../ui/rx/services';
import { todayIso } from '../../../domain/rx/validation';
import { provideLocator, provideRequest } from '../../rx/transferMachines';
import { createRxApiLoader } from '../../rx/services';

/**
 * The transfer view's controls, each sending its chart's event: the page's wiring, which its UI walks
 * (tests/model/rxOrders.ui.test.tsx) use too, so a wiring mistake here fails them.
 */
export function transferActions(
  request: ActorRefFrom<typeof prescriptionRequestMachine>,
  locator: ActorRefFrom<typeof pharmacyLocatorMachine>,
): TransferActions {
  return {
    submit: (form, patientNumber, guestDetails) =>
      request.send({
        type: 'request.submit',
        form,
        patientNumber,
        guestDetails,
        competitorId: locator.getSnapshot().context.selectedCompetitorPharmacy?.competitorId ?? null,
      }),
    reset: () => request.send({ type: 'request.reset' }),
    dismissError: () => request.send({ type: 'request.dismissError' }),
    searchStores: (searchText) => locator.send({ type: 'locator.search', searchText }),
    selectStore: (store) => locator.send({ type: 'locator.selectStore', ...store }),
    searchCompetitors: (query) => locator.send({ type: 'locator.searchCompetitors', query }),
    selectCompetitor: (competitorId) => locator.send({ type: 'locator.selectCompetitor', competitorId }),
  };
}

export function TransferPage({ guest }: { guest: boolean }) {
  const app = useServices();
  const { inspect } = app;
  const { patients, orderHost } = useRxServices();
  const [machines] = useState(() => {
    const loadRx = createRxApiLoader(app);
    return { request: provideRequest(loadRx), locator: provideLocator(loadRx) };
  });
  const [requestKey] = useState(() => orderHost.newKey());
  const options = inspect ? { inspect } : {};
  const [today] = useState(() => todayIso());
  const request = useActorRef(machines.request, { input: { requestKey, guest, today }, ...options });
  const locator = useActorRef(machines.locator, options);
  const requestView = useSelector(request, selectRequestView, shallowEqual);
  const locatorView = useSelector(locator, selectLocatorView, shallowEqual);
  const people = useSelector(patients, selectPatientsView, shallowEqual);

  useEffect(() => {
    if (!guest) patients.send({ type: 'patients.load' });
  }, [guest, patients]);
  const started = guest || people.status === 'loaded' || people.status === 'failed';
  useEffect(() => {
    if (!started) return;
    const patientNumber = guest ? null : people.primaryPatient !== '0' ? people.primaryPatient : null;
    locator.send({ type: 'locator.start', patientNumber });
  }, [started, guest, locator, people.primaryPatient]);

  return (
    <TransferView
      guest={guest}
      today={today}
      patients={people.patients}
      defaultPatient={people.primaryPatient !== '0' ? people.primaryPatient : null}
      request={requestView}
      locator={locatorView}
      actions={transferActions(request, locator)}
    />
  );
}
