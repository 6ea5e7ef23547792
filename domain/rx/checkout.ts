/**
 * Checkout rules (pharmacy-portal.md §3 "Checkout", §4 "Checkout", §5 "Order submit", §9 "Pickup time slots every
 * 30 minutes, at most about 50. Default earliest pickup: now plus 4 hours; default promise fallback: next day at
 * 2:00 PM. Order lead time is computed in minutes from pickup time; salesTax and serviceFees are reported as 0",
 * "Defaults: payment type pay now; shipping method code 1 (standard shipping)"). Each rule once: the pickup slots
 * of a store (date-fns, in the shopper's local time), the shipping methods' order and default, the payment options,
 * the order payload, the submit failure's messages and the analytics payload (no PHI).
 */
import { differenceInMinutes, lightFormat } from 'date-fns';
import type { ApiError } from '../../api/contracts/common';
import type { Patient, PatientAddress } from '../../api/contracts/rx';
import {
  ORDER_REJECTED_CODE,
  type OrderPaymentType,
  type OrderType,
  type PaymentOption,
} from '../../api/contracts/rx-order-codes';
import type { CartItem, OrderRequest, ShippingMethod } from '../../api/contracts/rx-orders';
import { phiPayload } from './analytics';
import { RX_ORDER_MESSAGES } from './messages';
import { totalAmount } from './prescriptions';

/** The pickup slots' rule is written once, in ./pickup-times.ts (the guest refill reads it too). */
export {
  clockMinutes,
  DEFAULT_PICKUP_LEAD_MINUTES,
  FALLBACK_PROMISE_TIME,
  isOpenForPickup,
  MAX_PICKUP_SLOTS,
  PICKUP_HORIZON_DAYS,
  PICKUP_SLOT_MINUTES,
  type PickupStore,
  pickupLeadMinutes,
  pickupSlots,
} from './pickup-times';

/** A slot's date key (the date select's value) and labels. */
export const slotDateKey = (slot: Date) => lightFormat(slot, 'yyyy-MM-dd');
/**
 * 'Monday, November 23' (Intl: date-fns `format` with its locale would weigh on the checkout page). Made on first use,
 * not when the module loads: a wrong option then fails the call that uses it, not every import of this file.
 */
let dateLabel: Intl.DateTimeFormat | undefined;
export function slotDateLabel(slot: Date): string {
  dateLabel ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
  return dateLabel.format(slot);
}
export const slotTimeLabel = (slot: Date) => lightFormat(slot, 'h:mm a');

/** The dates that have slots, in order, each with its slots (the date select and then the time select). */
export function slotsByDate(slots: readonly Date[]): Array<{ date: string; label: string; slots: Date[] }> {
  const days: Array<{ date: string; label: string; slots: Date[] }> = [];
  for (const slot of slots) {
    const date = slotDateKey(slot);
    let day = days.find((d) => d.date === date);
    if (!day) {
      day = { date, label: slotDateLabel(slot), slots: [] };
      days.push(day);
    }
    day.slots.push(slot);
  }
  return days;
}

/** §4 "Shipping methods ... are sorted by lowest charge" (equal charges keep the service's order). */
export function sortShippingMethods(methods: readonly ShippingMethod[]): ShippingMethod[] {
  return [...methods].sort((a, b) => a.shippingCharge - b.shippingCharge);
}

/** §9 "shipping method code 1 (standard shipping)". */
export const DEFAULT_SHIPPING_CODE = '1';

/**
 * §4 "Shipping methods default to the one with code 1 (standard shipping) unless one is already chosen": the chosen
 * one while it is still offered, else code 1, else the cheapest.
 */
export function defaultShippingMethodId(
  methods: readonly ShippingMethod[],
  chosen: string | null,
): string | null {
  if (chosen !== null && methods.some((m) => m.shippingMethodId === chosen)) return chosen;
  const standard = methods.find((m) => m.code === DEFAULT_SHIPPING_CODE);
  return standard?.shippingMethodId ?? sortShippingMethods(methods)[0]?.shippingMethodId ?? null;
}

/** An address a mail order can ship to, once, with the patients it belongs to (the order names the first one's). */
export interface ShippingAddress {
  address: PatientAddress;
  /** The patients whose address it is, the active patient first: the label under the address. */
  patientNames: string[];
}

/** One patient's addresses as GET /addresses answers them (§7.1, query patientNumber). */
export interface PatientAddressList {
  patientNumber: string;
  addresses: readonly PatientAddress[];
}

/** The same place written the same way (case, spaces and the ZIP+4 extension aside): one choice, not two. */
export function addressKey(details: PatientAddress['addressDetails']): string {
  const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  return [details.address1, details.address2, details.city, details.state, details.zipCode.slice(0, 5)]
    .map(norm)
    .join('|');
}

/**
 * The shipping addresses of a mail order (§6 "Delivery-address ordering puts the active patient's options first"):
 * every patient's addresses from GET /addresses, the active patient's first; an address two patients share (a
 * parent and a child at one home: two records) is listed once, labelled with both names.
 */
export function shippingAddresses(
  lists: readonly PatientAddressList[],
  patients: readonly Pick<Patient, 'patientNumber' | 'firstName' | 'lastName'>[],
  activePatient: string,
): ShippingAddress[] {
  const ordered = [
    ...lists.filter((l) => l.patientNumber === activePatient),
    ...lists.filter((l) => l.patientNumber !== activePatient),
  ];
  const byKey = new Map<string, ShippingAddress>();
  for (const list of ordered) {
    const patient = patients.find((p) => p.patientNumber === list.patientNumber);
    const name = patient ? `${patient.firstName} ${patient.lastName}` : null;
    for (const address of list.addresses) {
      const key = addressKey(address.addressDetails);
      const entry = byKey.get(key) ?? { address, patientNames: [] };
      if (name && !entry.patientNames.includes(name)) entry.patientNames.push(name);
      byKey.set(key, entry);
    }
  }
  return [...byKey.values()];
}

/** §3 "Payment options: payNow, payAtStore": paying at the store is for store pickups only. */
export function paymentOptionsFor(orderType: OrderType): readonly PaymentOption[] {
  return orderType === 'RETAIL' ? ['payNow', 'payAtStore'] : ['payNow'];
}

/** §9 "Defaults: payment type pay now". */
export const DEFAULT_PAYMENT_OPTION: PaymentOption = 'payNow';

/** The order type of a cart (all its items are of one kind: the cart refuses a mix with a 409). */
export function orderTypeOf(items: readonly Pick<CartItem, 'homePharmacy'>[]): OrderType {
  return items[0]?.homePharmacy.facilityType === 'MAIL_ORDER' ? 'MAILORDER' : 'RETAIL';
}

/** The pharmacies the cart's items are filled at (the pickup store is one of them; first item's first). */
export function cartPharmacies(items: readonly Pick<CartItem, 'homePharmacy'>[]): CartItem['homePharmacy'][] {
  const list: CartItem['homePharmacy'][] = [];
  for (const item of items) {
    if (!list.some((p) => p.facilityId === item.homePharmacy.facilityId)) list.push(item.homePharmacy);
  }
  return list;
}

/**
 * The payment type of the order (§3 paymentType DW, ONLINE_PAYMENT, PAYSYS): a card from the digital wallet is DW;
 * paying at the store carries none.
 */
export function paymentTypeOf(option: PaymentOption): OrderPaymentType | null {
  return option === 'payNow' ? 'DW' : null;
}

/** §4 "A mail-order payment of type DW triggers online-pay setup first". */
export function needsOnlinePaySetup(orderType: OrderType, option: PaymentOption): boolean {
  return orderType === 'MAILORDER' && paymentTypeOf(option) === 'DW';
}

/** What the order is built from (the checkout chart's context). */
export interface OrderChoices {
  items: readonly CartItem[];
  facilityId: string;
  pickupTime: Date | null;
  addressId: string | null;
  shippingMethodId: string | null;
  easyOpenCaps: boolean;
  paymentOption: PaymentOption;
  cardId: string | null;
  paymentIntentId: string | null;
}

/** The POST /orders-stage payload (§3 "Checkout" order fields). */
export function buildOrder(choices: OrderChoices): OrderRequest {
  const orderType = orderTypeOf(choices.items);
  const patientTypes = [...new Set(choices.items.map((i) => i.patient.relationshipType))];
  const patientNumbers = new Set(choices.items.map((i) => i.patientNumber));
  return {
    orderType,
    patientType: patientNumbers.size === 1 && patientTypes[0] ? patientTypes[0] : 'MULTIPLE',
    products: choices.items.map((i) => ({
      rxNumber: i.rxNumber,
      rxRecordNumber: i.rxRecordNumber,
      rxFillSequence: i.refill.rxFillSequence,
      patientNumber: i.patientNumber,
      patientPayAmount: i.refill.patientPayAmount,
    })),
    pharmacyType: orderType === 'MAILORDER' ? 'MAIL_ORDER' : 'RETAIL',
    facilityId: choices.facilityId,
    easyOpenLids: orderType === 'MAILORDER' && choices.easyOpenCaps,
    fulfillmentMethod: orderType === 'MAILORDER' ? 'SHIP' : 'PICKUP',
    paymentMethod: choices.paymentOption,
    paymentType: paymentTypeOf(choices.paymentOption),
    pickupTime: orderType === 'RETAIL' && choices.pickupTime ? choices.pickupTime.toISOString() : null,
    cardId: choices.paymentOption === 'payNow' ? choices.cardId : null,
    paymentIntentId: choices.paymentIntentId,
    orderRevenue: totalAmount(choices.items.map((i) => i.refill)),
    shippingMethodId: orderType === 'MAILORDER' ? choices.shippingMethodId : null,
    addressId: orderType === 'MAILORDER' ? choices.addressId : null,
  };
}

/**
 * The checkout's fields a message can belong to (the order's field names, as the sandbox's 400 names them, and the
 * pickup date, which the order carries inside its pickup time).
 */
export type CheckoutField = 'pickupDate' | 'pickupTime' | 'addressId' | 'shippingMethodId' | 'cardId';

/**
 * What is missing before Place Order may be pressed (each a field of the form, with its message): a pickup needs a
 * date (the time select offers the times of the chosen date only), then a time.
 */
export function missingChoices(
  choices: Omit<OrderChoices, 'paymentIntentId'> & { pickupDate: string | null },
): Partial<Record<CheckoutField, string>> {
  const orderType = orderTypeOf(choices.items);
  const missing: Partial<Record<CheckoutField, string>> = {};
  if (orderType === 'RETAIL' && choices.pickupDate === null) missing.pickupDate = CHECKOUT_TEXTS.chooseDate;
  if (orderType === 'RETAIL' && choices.pickupTime === null) missing.pickupTime = CHECKOUT_TEXTS.chooseTime;
  if (orderType === 'MAILORDER' && choices.addressId === null)
    missing.addressId = CHECKOUT_TEXTS.chooseAddress;
  if (orderType === 'MAILORDER' && choices.shippingMethodId === null)
    missing.shippingMethodId = CHECKOUT_TEXTS.chooseShipping;
  if (choices.paymentOption === 'payNow' && choices.cardId === null)
    missing.cardId = CHECKOUT_TEXTS.chooseCard;
  return missing;
}

/**
 * §5 "Order submit: a 400 response with detail.message or detail.inputValidationErrors supplies the messages"; any
 * other failure is §8's "We encountered an error submitting your order. Please try again."
 */
export function orderSubmitFailure(error: unknown): { message: string; fields: Record<string, string> } {
  const e = error as Partial<ApiError> | null;
  if (e?.name === 'ApiError' && e.status === 400 && e.code === ORDER_REJECTED_CODE) {
    const fields = { ...(e.fields ?? {}) };
    const message = e.message && e.message !== '' ? e.message : RX_ORDER_MESSAGES.orderSubmit;
    return { message, fields };
  }
  return { message: RX_ORDER_MESSAGES.orderSubmit, fields: {} };
}

/**
 * A checkout whose refills this customer's own order already took (a second tab left open on the same cart): the
 * order is placed, not refused (chosen: §8's '{drugName} is not refillable at this time.' would say the opposite).
 */
export function orderAlreadyPlacedMessage(orderId: string): string {
  return `This order was already placed (order number ${orderId}), perhaps in another tab or window: there is nothing more to do here.`;
}

export { attemptKey, isDefiniteRejection } from './idempotency';

/** The analytics event of a placed order. */
export const ORDER_ANALYTICS_EVENT = 'rx_order_submitted';

/**
 * §4 "After submit: ... record analytics", §9 "Order lead time is computed in minutes from pickup time; salesTax and
 * serviceFees are reported as 0", "Analytics action payloads mark data as Protected Health Information": counts and
 * amounts only, never a name, drug or rx number.
 */
export function orderAnalyticsPayload(order: OrderRequest, now: Date) {
  return phiPayload({
    orderType: order.orderType,
    fulfillmentMethod: order.fulfillmentMethod,
    paymentType: order.paymentType ?? 'PAY_AT_STORE',
    itemCount: order.products.length,
    orderRevenue: order.orderRevenue,
    salesTax: 0,
    serviceFees: 0,
    leadTimeMinutes: order.pickupTime ? differenceInMinutes(new Date(order.pickupTime), now) : null,
  });
}

export const CHECKOUT_TEXTS = {
  subtitle: 'Review your refills, choose how to get them and place your order.',
  loading: 'Loading checkout…',
  loadFailed: 'Checkout could not be loaded.',
  retry: 'Try Again',
  dismiss: 'Dismiss',
  emptyCart: 'Your cart is empty. Add refills before you check out.',
  addRefills: 'Add Refills',
  items: 'Your Refills',
  pickupHeading: 'In-Store Pickup',
  mailHeading: 'Mail Order',
  pickupStore: 'Pickup pharmacy',
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  chooseDate: 'Choose a pickup date.',
  chooseTime: 'Choose a pickup time.',
  earliestNote: (time: string) => `The earliest pickup is ${time}.`,
  shippingAddress: 'Shipping address',
  addressOf: (names: readonly string[]) => `For ${names.join(', ')}`,
  chooseAddress: 'Choose a shipping address.',
  shippingMethod: 'Shipping method',
  chooseShipping: 'Choose a shipping method.',
  free: 'Free',
  easyOpenCaps: 'Use easy-open caps',
  paymentHeading: 'Payment',
  paymentOptions: { payNow: 'Pay Now', payAtStore: 'Pay at Store' } satisfies Record<PaymentOption, string>,
  chooseCard: 'Choose a card in the payment method box.',
  placeOrder: 'Place Order',
  placing: 'Placing your order…',
  settingUpPayment: 'Setting up online payment…',
  confirmationHeading: 'Order Confirmation',
  orderNumber: (id: string) => `Your order number is ${id}.`,
  pickupAt: (store: string, when: string) => `Pick up at ${store} on ${when}.`,
  shipping: 'Your refills will be shipped to your address.',
  viewStatus: 'View Prescription Status',
  backToDashboard: 'Back to My Prescriptions',
  summary: (n: number) => (n === 1 ? '1 refill' : `${n} refills`),
} as const;
