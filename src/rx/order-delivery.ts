/** The order-delivery chart with its real side effects (pharmacy-portal.md §7.1 delivery options, delivery order):
 *  for /rx/tracker/order-delivery's own chunk. */
import { fromPromise } from 'xstate';
import type { DeliveryOrder, DeliveryOrderResult } from '../../api/contracts/rx-delivery';
import {
  type DeliveryData,
  orderDeliveryMachine,
} from '../../machines/rx/orderDelivery/orderDelivery.machine';
import { isDeliveryEligible } from '../../domain/rx/delivery';
import { unlessAborted } from '../services';
import { addressLine, facilitiesOf, type Load, primaryOf } from './tracker-data';

async function loadDelivery(load: Load, signal: AbortSignal): Promise<DeliveryData> {
  const api = await load();
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ deliveryEligibility: 'true' }, signal),
  ]);
  const primary = primaryOf(patients);
  const prescriptions = all.filter(isDeliveryEligible);
  const stores = [...new Set(prescriptions.map((p) => p.facility.facilityId))];
  const [cards, facilities, options] = await Promise.all([
    primary ? api.rxOnlinePay.fetchPaysysCards(primary.accountNumber, signal) : Promise.resolve([]),
    facilitiesOf(api, prescriptions, signal),
    Promise.all(
      stores.map((id) =>
        api.rxDelivery.fetchDeliveryOptions(
          id,
          [...new Set(prescriptions.filter((p) => p.facility.facilityId === id).map((p) => p.patientNumber))],
          signal,
        ),
      ),
    ),
  ]);
  return {
    prescriptions,
    facilities,
    options,
    cards,
    loyaltyCardNumber: primary?.loyaltyCardNumber ?? null,
    address: addressLine(primary),
  };
}

export function orderDeliveryMachineFor(load: Load) {
  return orderDeliveryMachine.provide({
    actors: {
      loadDelivery: fromPromise<DeliveryData>(({ signal }) =>
        unlessAborted(signal, loadDelivery(load, signal)),
      ),
      stageDeliveryOrder: fromPromise<DeliveryOrderResult, { order: DeliveryOrder; key: string }>(
        async ({ input, signal }) =>
          unlessAborted(signal, (await load()).rxDelivery.stageDeliveryOrder(input.order, input.key, signal)),
      ),
    },
  });
}
