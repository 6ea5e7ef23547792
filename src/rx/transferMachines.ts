/**
 * The transfer pages' charts with their real calls (issue 11 part 1): new prescription request and pharmacy locator,
 * one per visit. Imported by the transfer pages' lazy chunks only (never by the pharmacy shell's chunk).
 */
import { fromPromise } from 'xstate';
import type { PrescriptionRequest, PrescriptionRequestResponse } from '../../api/contracts/rx-orders';
import { pharmacyLocatorMachine } from '../../machines/rx/pharmacyLocator/pharmacyLocator.machine';
import { prescriptionRequestMachine } from '../../machines/rx/prescriptionRequest/prescriptionRequest.machine';
import type { RxApiLoader } from './services';

/** The request chart: signed in on /rx/api, a guest on the anonymous API. */
export function provideRequest(loadRx: RxApiLoader) {
  return prescriptionRequestMachine.provide({
    actors: {
      submitRequest: fromPromise<
        PrescriptionRequestResponse,
        { request: PrescriptionRequest; key: string; guest: boolean }
      >(async ({ input, signal }) => {
        const api = await loadRx();
        return input.guest
          ? api.rxOrders.submitGuestPrescriptionRequest(input.request, input.key, signal)
          : api.rxOrders.submitPrescriptionRequest(input.request, input.key, signal);
      }),
    },
  });
}

/** The locator chart: fill locations, the store locator and the other pharmacies. */
export function provideLocator(loadRx: RxApiLoader) {
  return pharmacyLocatorMachine.provide({
    actors: {
      fetchFillLocations: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxOrders.fetchFillLocations(input, signal),
      ),
      searchStores: fromPromise(async ({ input, signal }) =>
        (await loadRx()).pharmacySearch.searchStores(input, [], signal).then((r) => r.stores),
      ),
      searchCompetitors: fromPromise(async ({ input, signal }) =>
        (await loadRx()).pharmacySearch.fetchCompetitors({ pharmacyName: input }, signal),
      ),
    },
  });
}
