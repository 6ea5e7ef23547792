/**
 * Secure Checkout's chart with its real calls (issue 11 part 1), one per visit. Imported by the checkout page's lazy
 * chunk only (never by the pharmacy shell's chunk), so its rules (date-fns slots) load with the page that needs them.
 */
import { fromPromise } from 'xstate';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { ShippingMethod } from '../../api/contracts/rx-orders';
import { checkoutMachine } from '../../machines/rx/checkout/checkout.machine';
import type { RxServices } from '../../ui/rx/services';
import type { Analytics } from '../analytics';
import { ORDER_ANALYTICS_EVENT, orderAnalyticsPayload } from '../../domain/rx/checkout';
import { onlinePayAmount, PAYMENT_INTENT_CARD_TYPE, paymentAssociationOf } from '../../domain/rx/online-pay';
import type { RxApiLoader } from './services';

const newKey = () => crypto.randomUUID();

/** The checkout chart: its data, the online-pay setup and the order; success clears the cart and reloads refills. */
export function provideCheckout(
  loadRx: RxApiLoader,
  rx: Pick<RxServices, 'cart' | 'prescriptions'>,
  /** The signed-in customer's id (§7.1 /online-payment/{userId}/payments). */
  userId: () => string,
  /** The app's analytics (src/analytics.ts): the order is recorded there. */
  analytics?: Analytics,
) {
  return checkoutMachine.provide({
    actors: {
      loadCheckoutData: fromPromise(async ({ input, signal }) => {
        const api = await loadRx();
        const [facility, shippingMethods, addressLists] = await Promise.all([
          input.orderType === 'RETAIL'
            ? api.pharmacyDirectory
                .fetchFacilities({ id: [input.facilityId] }, signal)
                .then((f): Facility | null => f[0] ?? null)
            : Promise.resolve(null),
          input.orderType === 'MAILORDER'
            ? api.rxOrders.fetchShippingMethods(signal)
            : Promise.resolve([] as ShippingMethod[]),
          // §7.1 GET /addresses?patientNumber: each patient's addresses (the chart lists each place once).
          Promise.all(
            input.patientNumbers.map(async (patientNumber) => ({
              patientNumber,
              addresses: (await api.rxProfile.fetchAddresses(patientNumber, signal)).addresses,
            })),
          ),
        ]);
        return { facility, shippingMethods, addressLists, now: new Date().toISOString() };
      }),
      // §4 "Checkout": a mail-order order paid from the digital wallet is paid ahead through the ONE online-pay
      // service (api/clients/rx-online-pay.ts, the tracker's pay online uses it too): the card among the customer's
      // pharmacy cards, the payment intent (ACH_CARD, its fraud token), the online payment (amount, cart size,
      // card, store) and its association with the order's refills. Each call has its own idempotency key.
      setUpOnlinePay: fromPromise(async ({ input, signal }) => {
        const api = await loadRx();
        const cards = await api.rxOnlinePay.fetchPaysysCards(input.accountNumber, signal);
        const card = cards.find((c) => c.cardId === input.cardId);
        if (!card) throw new Error('The chosen card is not among the pharmacy payment cards');
        const intent = await api.rxOnlinePay.createPaymentIntent(
          { cardType: PAYMENT_INTENT_CARD_TYPE, paymentMethodId: card.cardId },
          newKey(),
          signal,
        );
        const payment = await api.rxOnlinePay.createOnlinePayment(
          userId(),
          {
            amount: onlinePayAmount(input.order.products.map((p) => ({ ...p, rxStatus: null }))),
            cartSize: input.order.products.length,
            paymentMethodId: card.cardId,
            pickupStoreId: input.order.facilityId,
          },
          newKey(),
          signal,
        );
        await api.rxOnlinePay.associatePayment(
          payment.paymentId,
          paymentAssociationOf({
            facilityId: input.order.facilityId,
            creditCardId: card.cardId,
            fraudToken: intent.fraudToken,
            loyaltyCardNumber: input.loyaltyNum,
            prescriptions: input.order.products,
          }),
          newKey(),
          signal,
        );
        return intent.paymentIntentId;
      }),
      submitOrder: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxOrders.submitOrder(input.order, input.key, signal),
      ),
    },
    actions: {
      clearCart: () => rx.cart.send({ type: 'cart.clear' }),
      recordOrderAnalytics: (_, { order }) => {
        analytics?.track(ORDER_ANALYTICS_EVENT, orderAnalyticsPayload(order, new Date()));
        // The refills of the order changed status: the lists read them again.
        rx.prescriptions.send({ type: 'prescriptions.load', force: true });
      },
    },
  });
}
