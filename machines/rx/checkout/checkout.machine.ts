/** Checkout (pharmacy-portal.md §4 "Checkout", §3 "Checkout", §5 "Order submit", §8 "Order submit", §9 pickup slots,
 *  shipping default, pay now). One chart per visit of /rx/checkout, for the cart's items (all in-store or all mail
 *  order: the cart refuses a mix).
 *  idle → (the cart's items arrive) loading → editing | loadFailed; empty when the cart has nothing. editing: in-store pickup (the store's slots; changing the date clears the time)
 *  or mail order (each patient's addresses from GET /addresses, the active patient's first, an address two patients
 *  share once with both names; shipping methods sorted by charge, code 1 unless one is chosen; easy-open caps); pay now (default: the card chosen in the wallet widget) or pay at the store.
 *  Place Order: a missing choice is marked on its field; a mail-order DW payment sets up online pay first
 *  (settingUpPayment); submitting → submitted (the order id; the cart is cleared and analytics recorded, no PHI) or
 *  back to editing with the §8 text appended (a 400's detail.message and inputValidationErrors as field errors).
 *  Submitted once: Place Order is not taken while submitting (a double click), and every attempt of this checkout
 *  carries its idempotency key (a retry after a timeout or a server restart is answered the same order); only a
 *  definite refusal renews it. The online-pay setup is kept across attempts for the same card, unless the order
 *  refused it (its payment replaced by a newer setup): then the next attempt sets it up again. Side effects: loadCheckoutData, setUpOnlinePay, submitOrder (src/ provides them);
 *  clearCart and recordOrderAnalytics (src/). */
import { assertEvent, assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Patient } from '../../../api/contracts/rx';
import type {
  CartItem,
  OrderRequest,
  OrderResponse,
  OrderType,
  PaymentOption,
  ShippingMethod,
} from '../../../api/contracts/rx-orders';
import {
  attemptKey,
  buildOrder,
  type CheckoutField,
  cartPharmacies,
  DEFAULT_PAYMENT_OPTION,
  defaultShippingMethodId,
  isDefiniteRejection,
  missingChoices,
  needsOnlinePaySetup,
  orderSubmitFailure,
  orderTypeOf,
  paymentOptionsFor,
  type PatientAddressList,
  pickupSlots,
  type ShippingAddress,
  shippingAddresses,
  slotDateKey,
  sortShippingMethods,
} from '../../../domain/rx/checkout';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { notProvided } from '../../shared/actors';

export interface CheckoutInput {
  /** This checkout's idempotency key (src/ makes a random one per visit). */
  checkoutKey: string;
}

/** What a checkout is for: the cart's items (removed ones left out) and the patients (addresses, loyalty). */
export interface CheckoutStart {
  items: CartItem[];
  patients: Patient[];
  activePatient: string;
}

export interface CheckoutData {
  facility: Facility | null;
  shippingMethods: ShippingMethod[];
  /** A mail order's: each patient's addresses (GET /addresses, §7.1); none for a pickup. */
  addressLists: PatientAddressList[];
  /** When the data was read (ISO): the pickup slots start from it. */
  now: string;
}

export interface CheckoutContext {
  items: CartItem[];
  orderType: OrderType;
  /** §3 selectedPharmacy: the store the refills are filled at (pickup), or the mail-order pharmacy. */
  facilityId: string;
  facility: Facility | null;
  /** The customer's patients (their addresses are shipping choices, their names the addresses' labels). */
  patients: Pick<Patient, 'patientNumber' | 'firstName' | 'lastName'>[];
  activePatient: string;
  /** Pickup slots, ISO. */
  slots: string[];
  selectedPickupDate: string | null;
  selectedPickupTime: string | null;
  addresses: ShippingAddress[];
  selectedAddressId: string | null;
  shippingMethods: ShippingMethod[];
  selectedShippingMethodId: string | null;
  easyOpenCaps: boolean;
  paymentOption: PaymentOption;
  /** The card chosen in the wallet widget (its data message). */
  selectedCardId: string | null;
  loyaltyNum: string | null;
  /** The online-pay setup done for this checkout (kept across attempts, so a retry sends the same order). */
  paymentIntentId: string | null;
  /** The card the payment intent was associated with. */
  intentCardId: string | null;
  checkoutKey: string;
  /** Definite refusals so far: each renews the idempotency key (attemptKey). */
  keyRenewals: number;
  /** The order of the running (or last) attempt. */
  order: OrderRequest | null;
  response: OrderResponse | null;
  /** §4 "failure with an appended error": every failed attempt's message, newest last. */
  errors: string[];
  fieldErrors: Partial<Record<CheckoutField | string, string>>;
}

export type CheckoutEvent =
  | ({ type: 'checkout.start' } & CheckoutStart)
  | { type: 'checkout.retryLoad' }
  | { type: 'checkout.selectDate'; date: string }
  | { type: 'checkout.selectTime'; time: string }
  | { type: 'checkout.selectAddress'; addressId: string }
  | { type: 'checkout.selectShipping'; shippingMethodId: string }
  | { type: 'checkout.setEasyOpen'; easyOpenCaps: boolean }
  | { type: 'checkout.selectPayment'; option: PaymentOption }
  | { type: 'checkout.cardSelected'; cardId: string | null }
  | { type: 'checkout.submit' }
  | { type: 'checkout.dismissError' };

/** The order the chart's current choices make. */
const orderOf = (c: CheckoutContext): OrderRequest =>
  buildOrder({
    items: c.items,
    facilityId: c.facilityId,
    pickupTime: c.selectedPickupTime ? new Date(c.selectedPickupTime) : null,
    addressId: c.selectedAddressId,
    shippingMethodId: c.selectedShippingMethodId,
    easyOpenCaps: c.easyOpenCaps,
    paymentOption: c.paymentOption,
    cardId: c.selectedCardId,
    paymentIntentId: c.paymentIntentId,
  });

const choicesOf = (c: CheckoutContext) => ({
  items: c.items,
  facilityId: c.facilityId,
  pickupDate: c.selectedPickupDate,
  pickupTime: c.selectedPickupTime ? new Date(c.selectedPickupTime) : null,
  addressId: c.selectedAddressId,
  shippingMethodId: c.selectedShippingMethodId,
  easyOpenCaps: c.easyOpenCaps,
  paymentOption: c.paymentOption,
  cardId: c.selectedCardId,
});

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    tags: {} as 'busy',
  },
  actors: {
    loadCheckoutData: notProvided<
      CheckoutData,
      { orderType: OrderType; facilityId: string; patientNumbers: string[] }
    >('loadCheckoutData'),
    setUpOnlinePay: notProvided<
      string,
      { order: OrderRequest; cardId: string; loyaltyNum: string | null; accountNumber: string }
    >('setUpOnlinePay'),
    submitOrder: notProvided<OrderResponse, { order: OrderRequest; key: string }>('submitOrder'),
  },
  actions: {
    /** Provided by src/: POST /cart/clear through the cart chart. */
    clearCart: () => {},
    /** Provided by src/: the §9 payload (orderAnalyticsPayload) to analytics. */
    recordOrderAnalytics: (_, _params: { order: OrderRequest }) => {},
    startCheckout: assign(({ event }) => {
      assertEvent(event, 'checkout.start');
      const primary = event.patients.find((p) => p.isPrimaryOnAccount) ?? event.patients[0];
      return {
        items: event.items,
        orderType: orderTypeOf(event.items),
        facilityId: cartPharmacies(event.items)[0]?.facilityId ?? '',
        patients: event.patients.map(({ patientNumber, firstName, lastName }) => ({
          patientNumber,
          firstName,
          lastName,
        })),
        activePatient: event.activePatient,
        loyaltyNum: primary?.loyaltyCardNumber ?? null,
      };
    }),
    storeData: assign(({ context }, data: CheckoutData) => {
      const withDoctorCall = context.items.some((i) => i.refill.requiresCallToDoctor);
      const shippingMethods = sortShippingMethods(data.shippingMethods);
      const addresses =
        context.orderType === 'MAILORDER'
          ? shippingAddresses(data.addressLists, context.patients, context.activePatient)
          : [];
      return {
        addresses,
        selectedAddressId: addresses.some((a) => a.address.addressId === context.selectedAddressId)
          ? context.selectedAddressId
          : (addresses[0]?.address.addressId ?? null),
        facility: data.facility,
        slots:
          context.orderType === 'RETAIL'
            ? pickupSlots(new Date(data.now), data.facility, withDoctorCall).map((d) => d.toISOString())
            : [],
        shippingMethods,
        selectedShippingMethodId: defaultShippingMethodId(shippingMethods, context.selectedShippingMethodId),
      };
    }),
    selectDate: assign(({ context, event }) => {
      assertEvent(event, 'checkout.selectDate');
      // A date chosen answers the date's mark (a time is still to choose).
      const { pickupDate: _answered, ...fieldErrors } = context.fieldErrors;
      // §4 "Changing the pickup date clears the pickup time."
      return { selectedPickupDate: event.date, selectedPickupTime: null, fieldErrors };
    }),
    selectTime: assign(({ event }) => {
      assertEvent(event, 'checkout.selectTime');
      return { selectedPickupTime: event.time, fieldErrors: {} };
    }),
    selectAddress: assign(({ event }) => {
      assertEvent(event, 'checkout.selectAddress');
      return { selectedAddressId: event.addressId };
    }),
    selectShipping: assign(({ event }) => {
      assertEvent(event, 'checkout.selectShipping');
      return { selectedShippingMethodId: event.shippingMethodId };
    }),
    setEasyOpen: assign(({ event }) => {
      assertEvent(event, 'checkout.setEasyOpen');
      return { easyOpenCaps: event.easyOpenCaps };
    }),
    selectPayment: assign(({ event }) => {
      assertEvent(event, 'checkout.selectPayment');
      return { paymentOption: event.option };
    }),
    keepCard: assign(({ event }) => {
      assertEvent(event, 'checkout.cardSelected');
      return { selectedCardId: event.cardId };
    }),
    markMissing: assign(({ context }) => ({ fieldErrors: missingChoices(choicesOf(context)) })),
    startAttempt: assign(({ context }) => {
      const intentValid = context.intentCardId !== null && context.intentCardId === context.selectedCardId;
      const paymentIntentId =
        needsOnlinePaySetup(context.orderType, context.paymentOption) && intentValid
          ? context.paymentIntentId
          : null;
      return { order: orderOf({ ...context, paymentIntentId }), fieldErrors: {}, paymentIntentId };
    }),
    keepPaymentIntent: assign(({ context }, params: { paymentIntentId: string }) => ({
      paymentIntentId: params.paymentIntentId,
      intentCardId: context.selectedCardId,
      order: context.order ? { ...context.order, paymentIntentId: params.paymentIntentId } : null,
    })),
    appendPaymentFailure: assign(({ context }) => ({
      errors: [...context.errors, RX_ORDER_MESSAGES.onlinePaySetup],
    })),
    appendSubmitFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = orderSubmitFailure(params.error);
      return { errors: [...context.errors, failure.message], fieldErrors: failure.fields };
    }),
    /** A definite refusal made no order: the next attempt is a new request with a new key. */
    renewKey: assign(({ context }) => ({ keyRenewals: context.keyRenewals + 1 })),
    /**
     * The order refused its online-pay setup (the payment was replaced by a newer setup, in another tab or after a
     * reload): the next attempt sets online pay up again instead of sending the refused intent once more.
     */
    forgetRefusedPayment: assign((_, params: { error: unknown }) =>
      orderSubmitFailure(params.error).fields.paymentIntentId === undefined
        ? {}
        : { paymentIntentId: null, intentCardId: null },
    ),
    storeResponse: assign((_, params: { response: OrderResponse }) => ({
      response: params.response,
      errors: [],
    })),
    dismissErrors: assign({ errors: [] }),
  },
  guards: {
    hasItems: ({ event }) => event.type === 'checkout.start' && event.items.length > 0,
    hasMissingChoices: ({ context }) => Object.keys(missingChoices(choicesOf(context))).length > 0,
    /** §4 a mail-order DW payment without an online-pay setup for the chosen card yet. */
    needsOnlinePay: ({ context }) =>
      needsOnlinePaySetup(context.orderType, context.paymentOption) &&
      (context.paymentIntentId === null || context.intentCardId !== context.selectedCardId),
    /** Another payment option this order offers (§3: pay at the store only for a pickup). */
    isOfferedPayment: ({ context, event }) =>
      event.type === 'checkout.selectPayment' &&
      event.option !== context.paymentOption &&
      paymentOptionsFor(context.orderType).includes(event.option),
    isMailOrder: ({ context }) => context.orderType === 'MAILORDER',
    isAnotherShipping: ({ context, event }) =>
      event.type === 'checkout.selectShipping' &&
      event.shippingMethodId !== context.selectedShippingMethodId &&
      context.shippingMethods.some((m) => m.shippingMethodId === event.shippingMethodId),
    isAnotherAddress: ({ context, event }) =>
      event.type === 'checkout.selectAddress' &&
      event.addressId !== context.selectedAddressId &&
      context.addresses.some((a) => a.address.addressId === event.addressId),
    isEasyOpenChange: ({ context, event }) =>
      event.type === 'checkout.setEasyOpen' && event.easyOpenCaps !== context.easyOpenCaps,
    hasErrors: ({ context }) => context.errors.length > 0,
    isSlotOfDate: ({ context, event }) =>
      event.type === 'checkout.selectTime' &&
      context.slots.includes(event.time) &&
      context.selectedPickupDate === slotDateKey(new Date(event.time)),
    isSlotDate: ({ context, event }) =>
      event.type === 'checkout.selectDate' &&
      context.slots.some((s) => slotDateKey(new Date(s)) === event.date),
    isDefiniteRejection: (_, params: { error: unknown }) => isDefiniteRejection(params.error),
  },
}).createMachine({
  id: 'rxCheckout',
  initial: 'idle',
  context: ({ input }) => ({
    items: [],
    orderType: 'RETAIL',
    facilityId: '',
    facility: null,
    patients: [],
    activePatient: '0',
    slots: [],
    selectedPickupDate: null,
    selectedPickupTime: null,
    addresses: [],
    selectedAddressId: null,
    shippingMethods: [],
    selectedShippingMethodId: null,
    easyOpenCaps: false,
    paymentOption: DEFAULT_PAYMENT_OPTION,
    selectedCardId: null,
    loyaltyNum: null,
    paymentIntentId: null,
    intentCardId: null,
    checkoutKey: input.checkoutKey,
    keyRenewals: 0,
    order: null,
    response: null,
    errors: [],
    fieldErrors: {},
  }),
  states: {
    idle: {
      on: {
        'checkout.start': [
          { guard: 'hasItems', target: 'loading', actions: 'startCheckout' },
          { target: 'empty' },
        ],
      },
    },
    /** Nothing to check out (the cart is empty): Add Refills. */
    empty: {},
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadCheckoutData',
        src: 'loadCheckoutData',
        input: ({ context }) => ({
          orderType: context.orderType,
          facilityId: context.facilityId,
          // A mail order ships to an address of one of the customer's patients.
          patientNumbers:
            context.orderType === 'MAILORDER' ? context.patients.map((p) => p.patientNumber) : [],
        }),
        onDone: { target: 'ordering', actions: { type: 'storeData', params: ({ event }) => event.output } },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { 'checkout.retryLoad': 'loading' },
    },
    /** Choosing and placing the order: the choices, the online-pay setup, the submit (drawn collapsed). */
    ordering: {
      initial: 'editing',
      states: {
        editing: {
          initial: 'opening',
          on: {
            // The wallet widget (shown while editing) reports its selection whenever it changes.
            'checkout.cardSelected': { actions: 'keepCard' },
            'checkout.selectPayment': { guard: 'isOfferedPayment', actions: 'selectPayment' },
            'checkout.dismissError': { guard: 'hasErrors', actions: 'dismissErrors' },
            'checkout.submit': [
              { guard: 'hasMissingChoices', actions: 'markMissing' },
              { guard: 'needsOnlinePay', target: 'settingUpPayment', actions: 'startAttempt' },
              { target: 'submitting', actions: 'startAttempt' },
            ],
          },
          states: {
            /** The order type decides the choices (all items are of one kind). */
            opening: {
              always: [{ guard: 'isMailOrder', target: 'mail' }, { target: 'pickup' }],
            },
            /** In-store pickup: a date of the store's slots, then a time of that date. */
            pickup: {
              on: {
                'checkout.selectDate': { guard: 'isSlotDate', actions: 'selectDate' },
                'checkout.selectTime': { guard: 'isSlotOfDate', actions: 'selectTime' },
              },
            },
            /** Mail order: the address, the shipping method, easy-open caps. */
            mail: {
              on: {
                'checkout.selectAddress': { guard: 'isAnotherAddress', actions: 'selectAddress' },
                'checkout.selectShipping': { guard: 'isAnotherShipping', actions: 'selectShipping' },
                'checkout.setEasyOpen': { guard: 'isEasyOpenChange', actions: 'setEasyOpen' },
              },
            },
          },
        },
        settingUpPayment: {
          tags: 'busy',
          invoke: {
            id: 'setUpOnlinePay',
            src: 'setUpOnlinePay',
            input: ({ context }) => ({
              order: context.order!,
              cardId: context.selectedCardId ?? '',
              loyaltyNum: context.loyaltyNum,
              accountNumber: context.items[0]?.accountNumber ?? '',
            }),
            onDone: {
              target: 'submitting',
              actions: {
                type: 'keepPaymentIntent',
                params: ({ event }) => ({ paymentIntentId: event.output }),
              },
            },
            onError: { target: 'editing', actions: 'appendPaymentFailure' },
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'submitOrder',
            src: 'submitOrder',
            input: ({ context }) => ({
              order: context.order!,
              key: attemptKey(context.checkoutKey, context.keyRenewals),
            }),
            onDone: {
              target: '#rxCheckout.submitted',
              actions: [
                { type: 'storeResponse', params: ({ event }) => ({ response: event.output }) },
                'clearCart',
                { type: 'recordOrderAnalytics', params: ({ context }) => ({ order: context.order! }) },
              ],
            },
            onError: [
              {
                guard: { type: 'isDefiniteRejection', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'appendSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                  { type: 'forgetRefusedPayment', params: ({ event }) => ({ error: event.error }) },
                  'renewKey',
                ],
              },
              {
                target: 'editing',
                actions: { type: 'appendSubmitFailure', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    submitted: {},
  },
});
