/** What the checkout view reads of its chart (select with shallowEqual). */
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export type CheckoutStep =
  | 'idle'
  | 'empty'
  | 'loading'
  | 'loadFailed'
  | 'editing'
  | 'settingUpPayment'
  | 'submitting'
  | 'submitted';

/** Where the checkout is, as the page shows it. */
export function checkoutStep(s: CheckoutSnapshot): CheckoutStep {
  if (s.matches({ ordering: 'settingUpPayment' })) return 'settingUpPayment';
  if (s.matches({ ordering: 'submitting' })) return 'submitting';
  if (s.matches('ordering')) return 'editing';
  return s.value as CheckoutStep;
}

export function selectCheckoutView(s: CheckoutSnapshot) {
  const c = s.context;
  return {
    state: checkoutStep(s),
    busy: s.hasTag('busy'),
    items: c.items,
    orderType: c.orderType,
    facility: c.facility,
    slots: c.slots,
    selectedPickupDate: c.selectedPickupDate,
    selectedPickupTime: c.selectedPickupTime,
    addresses: c.addresses,
    selectedAddressId: c.selectedAddressId,
    shippingMethods: c.shippingMethods,
    selectedShippingMethodId: c.selectedShippingMethodId,
    easyOpenCaps: c.easyOpenCaps,
    paymentOption: c.paymentOption,
    selectedCardId: c.selectedCardId,
    response: c.response,
    error: c.errors.at(-1) ?? null,
    fieldErrors: c.fieldErrors,
  };
}
export type CheckoutView = ReturnType<typeof selectCheckoutView>;
