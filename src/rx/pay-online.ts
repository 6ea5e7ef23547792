/** The pay-online chart with its real side effects (pharmacy-portal.md §7.1 paysys cards, payment intent, online
 *  payment, association): for /rx/tracker/pay-online's own chunk. */
import { fromPromise } from 'xstate';
import type {
  OnlinePayment,
  OnlinePaymentRequest,
  PaymentAssociation,
  PaymentAssociationResult,
  PaymentIntent,
  PaymentIntentRequest,
} from '../../api/contracts/rx-online-pay';
import { type OnlinePayData, payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { isOnlinePayEligible } from '../../domain/rx/online-pay';
import { unlessAborted } from '../services';
import { facilitiesOf, type Load, primaryOf } from './tracker-data';

async function loadOnlinePay(load: Load, signal: AbortSignal): Promise<OnlinePayData> {
  const api = await load();
  const [patients, all] = await Promise.all([
    api.rx.fetchPatientProfiles(signal),
    api.rx.fetchPatientPrescriptions({ includePaymentCards: 'true' }, signal),
  ]);
  const primary = primaryOf(patients);
  const prescriptions = all.filter(isOnlinePayEligible);
  const [cards, facilities] = await Promise.all([
    primary ? api.rxOnlinePay.fetchPaysysCards(primary.accountNumber, signal) : Promise.resolve([]),
    facilitiesOf(api, prescriptions, signal),
  ]);
  return { prescriptions, facilities, cards, loyaltyCardNumber: primary?.loyaltyCardNumber ?? null };
}

export function payOnlineMachineFor(load: Load) {
  return payOnlineMachine.provide({
    actors: {
      loadOnlinePay: fromPromise<OnlinePayData>(({ signal }) =>
        unlessAborted(signal, loadOnlinePay(load, signal)),
      ),
      createPaymentIntent: fromPromise<PaymentIntent, { request: PaymentIntentRequest; key: string }>(
        async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await load()).rxOnlinePay.createPaymentIntent(input.request, input.key, signal),
          ),
      ),
      createOnlinePayment: fromPromise<
        OnlinePayment,
        { userId: string; request: OnlinePaymentRequest; key: string }
      >(async ({ input, signal }) =>
        unlessAborted(
          signal,
          (await load()).rxOnlinePay.createOnlinePayment(input.userId, input.request, input.key, signal),
        ),
      ),
      associatePayment: fromPromise<
        PaymentAssociationResult,
        { paymentId: string; association: PaymentAssociation; key: string }
      >(async ({ input, signal }) =>
        unlessAborted(
          signal,
          (await load()).rxOnlinePay.associatePayment(input.paymentId, input.association, input.key, signal),
        ),
      ),
    },
  });
}
