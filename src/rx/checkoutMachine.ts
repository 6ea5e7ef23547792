/**
 * Secure Checkout's chart with its real calls (issue 11 part 1), one per visit. Imported by the checkout page's lazy
 * chunk only (never by the pharmacy shell's chunk), so its rules (date-fns slots) load with the page that needs them.
 */
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { ShippingMethod } from '../../api/contracts/rx-orders';
import { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import type { RxServices } from '../../ui/rx/services';
import { track } from '../analytics';
import { buildAssociation, ORDER_ANALYTICS_EVENT, orderAnalyticsPayload } from '../domain/rx/checkout';
import type { RxApiLoader } from './services';

const newKey = () => crypto.randomUUID();

/** The checkout chart: its data, the online-pay setup and the order; success clears the cart and reloads refills. */
export function provideCheckout(loadRx: RxApiLoader, rx: Pick<RxServices, 'cart' | 'prescriptions'>) {
  return checkoutMachine.provide({
    actors: {
      loadCheckoutData: fromPromise(async ({ input, signal }) => {
        const api = await loadRx();
        const [facility, shippingMethods] = await Promise.all([
          input.orderType === 'RETAIL'
            ? api.pharmacySearch
                .fetchFacilities({ id: input.facilityId }, signal)
                .then((f): Facility | null => f[0] ?? null)
            : Promise.resolve(null),
          input.orderType === 'MAILORDER'
            ? api.rxOrders.fetchShippingMethods(signal)
            : Promise.resolve([] as ShippingMethod[]),
        ]);
        return { facility, shippingMethods, now: new Date().toISOString() };
      }),
      setUpOnlinePay: fromPromise(async ({ input, signal }) => {
        const api = await loadRx();
        const paymentIntentId = await api.rxPayment.createPaymentIntent(signal);
        const cards = await api.rxPayment.fetchPaysysCards(input.accountNumber, signal);
        const card = cards.find((c) => c.creditCardId === input.cardId);
        if (!card) throw new Error('The chosen card is not among the pharmacy payment cards');
        await api.rxPayment.associatePayment(
          paymentIntentId,
          buildAssociation(input.order, card, input.loyaltyNum),
          newKey(),
          signal,
        );
        return paymentIntentId;
      }),
      submitOrder: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxOrders.submitOrder(input.order, input.key, signal),
      ),
    },
    actions: {
      clearCart: () => rx.cart.send({ type: 'cart.clear' }),
      recordOrderAnalytics: (_, { order }) => {
        track(ORDER_ANALYTICS_EVENT, orderAnalyticsPayload(order, new Date()));
        // The refills of the order changed status: the lists read them again.
        rx.prescriptions.send({ type: 'prescriptions.load', force: true });
      },
    },
  });
}
