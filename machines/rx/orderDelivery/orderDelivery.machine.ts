/** Order delivery (pharmacy-portal.md §2.1 /rx/tracker/order-delivery, §3 "Delivery order", §4 "Order delivery:
 *  submitting, then submitted or error; can be reset", §9 "Delivery window 2-6 PM", "DD-MMM-yyyy hh:mmA").
 *  loading → choosing | loadFailed. Choosing: the ready prescriptions allowed for delivery (those of the first
 *  store selected; one store per order), the store's delivery dates (the first chosen), the wallet's preferred
 *  usable card, the patient's address, the delivery and card usage terms to accept (deliveryHasUserSign). Order
 *  Delivery → submitting (one idempotency key per order, kept across retries) → submitted | error. Error: Try Again
 *  (same key) or reset to choosing (new key); submitted: reset loads again for another delivery.
 *  Side effects: the loadDelivery and stageDeliveryOrder actors. */
import { assertEvent, assign, setup } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type { DeliveryOptions, DeliveryOrder, DeliveryOrderResult } from '../../../api/contracts/rx-delivery';
import type { PaysysCard } from '../../../api/contracts/rx-online-pay';
import { DELIVERY_TEXTS, deliveryOrderOf, isDeliveryEligible } from '../../../domain/rx/delivery';
import { newRequestKey } from '../../../domain/rx/requests';
import { fitsSelectionStore, storeOfSelection } from '../../../domain/rx/one-store';
import { notProvided } from '../../shared/actors';

export interface OrderDeliveryInput {
  /** The signed-in customer's id (§3 "Delivery order: customerId"). */
  customerId: string;
}

/** What loadDelivery answers: prescriptions, their stores with each one's delivery options, cards, the address. */
export interface DeliveryData {
  prescriptions: Prescription[];
  facilities: Facility[];
  options: DeliveryOptions[];
  cards: PaysysCard[];
  loyaltyCardNumber: string | null;
  /** The active patient's home address as one line, or null. */
  address: string | null;
}

export interface OrderDeliveryContext extends DeliveryData {
  customerId: string;
  selected: string[];
  deliveryDate: string | null;
  cardId: string | null;
  /** §3 deliveryHasUserSign: the customer accepted the delivery and card usage terms. */
  deliveryHasUserSign: boolean;
  idempotencyKey: string | null;
  result: DeliveryOrderResult | null;
  error: string | null;
}

export type OrderDeliveryEvent =
  | { type: 'delivery.load' }
  | { type: 'delivery.toggle'; rxRecordNumber: string }
  | { type: 'delivery.chooseDate'; deliveryDate: string }
  | { type: 'delivery.chooseCard'; cardId: string }
  | { type: 'delivery.acceptTerms'; accepted: boolean }
  | { type: 'delivery.submit' }
  | { type: 'delivery.retry' }
  | { type: 'delivery.reset' };

export function deliverySelection(
  c: Pick<OrderDeliveryContext, 'prescriptions' | 'selected'>,
): Prescription[] {
  return c.prescriptions.filter((p) => c.selected.includes(p.rxRecordNumber));
}

/** The store of the selection (one store per order: domain/rx/one-store.ts), or null when nothing is selected. */
export function deliveryFacility(c: Pick<OrderDeliveryContext, 'prescriptions' | 'selected'>): string | null {
  return storeOfSelection(deliverySelection(c));
}

/** The delivery options of a store. */
export function optionsOf(c: Pick<OrderDeliveryContext, 'options'>, facilityId: string | null) {
  return c.options.find((o) => o.facilityId === facilityId)?.options ?? [];
}

const EMPTY: DeliveryData = {
  prescriptions: [],
  facilities: [],
  options: [],
  cards: [],
  loyaltyCardNumber: null,
  address: null,
};

const RESET_ORDER = { idempotencyKey: null, result: null, error: null } as const;

export const orderDeliveryMachine = setup({
  types: {
    context: {} as OrderDeliveryContext,
    events: {} as OrderDeliveryEvent,
    input: {} as OrderDeliveryInput,
    tags: {} as 'busy',
  },
  actors: {
    loadDelivery: notProvided<DeliveryData>('loadDelivery'),
    stageDeliveryOrder: notProvided<DeliveryOrderResult, { order: DeliveryOrder; key: string }>(
      'stageDeliveryOrder',
    ),
  },
  actions: {
    keepData: assign((_, params: { data: DeliveryData }) => {
      const prescriptions = params.data.prescriptions.filter(isDeliveryEligible);
      const first = prescriptions[0]?.facility.facilityId ?? null;
      const firstStore = prescriptions.slice(0, 1);
      const cards = params.data.cards;
      const card = cards.find((c) => c.preferred && !c.expired) ?? cards.find((c) => !c.expired) ?? null;
      return {
        ...params.data,
        prescriptions,
        selected: prescriptions.filter((p) => fitsSelectionStore(firstStore, p)).map((p) => p.rxRecordNumber),
        deliveryDate:
          params.data.options.find((o) => o.facilityId === first)?.options[0]?.deliveryDate ?? null,
        cardId: card?.cardId ?? null,
        deliveryHasUserSign: false,
        ...RESET_ORDER,
      };
    }),
    keepLoadError: assign({ error: DELIVERY_TEXTS.error }),
    toggle: assign(({ context, event }) => {
      assertEvent(event, 'delivery.toggle');
      const on = context.selected.includes(event.rxRecordNumber);
      const selected = on
        ? context.selected.filter((n) => n !== event.rxRecordNumber)
        : [...context.selected, event.rxRecordNumber];
      const facility = deliveryFacility({ prescriptions: context.prescriptions, selected });
      const offered = optionsOf(context, facility);
      return {
        selected,
        deliveryDate: offered.some((o) => o.deliveryDate === context.deliveryDate)
          ? context.deliveryDate
          : (offered[0]?.deliveryDate ?? null),
        ...RESET_ORDER,
      };
    }),
    chooseDate: assign(({ event }) => {
      assertEvent(event, 'delivery.chooseDate');
      return { deliveryDate: event.deliveryDate, ...RESET_ORDER };
    }),
    chooseCard: assign(({ event }) => {
      assertEvent(event, 'delivery.chooseCard');
      return { cardId: event.cardId, ...RESET_ORDER };
    }),
    acceptTerms: assign(({ event }) => {
      assertEvent(event, 'delivery.acceptTerms');
      return { deliveryHasUserSign: event.accepted };
    }),
    startOrder: assign(({ context }) => ({
      idempotencyKey: context.idempotencyKey ?? newRequestKey(),
      error: null,
    })),
    keepResult: assign((_, params: { result: DeliveryOrderResult }) => ({ result: params.result })),
    keepError: assign({ error: DELIVERY_TEXTS.error }),
    resetOrder: assign(RESET_ORDER),
    resetAll: assign({
      ...EMPTY,
      selected: [],
      deliveryDate: null,
      cardId: null,
      deliveryHasUserSign: false,
      ...RESET_ORDER,
    }),
  },
  guards: {
    canToggle: ({ context, event }) => {
      if (event.type !== 'delivery.toggle') return false;
      const p = context.prescriptions.find((x) => x.rxRecordNumber === event.rxRecordNumber);
      // One store per order: a prescription of another store waits until the selection is empty.
      return p !== undefined && fitsSelectionStore(deliverySelection(context), p);
    },
    isOffered: ({ context, event }) =>
      event.type === 'delivery.chooseDate' &&
      optionsOf(context, deliveryFacility(context)).some((o) => o.deliveryDate === event.deliveryDate),
    isUsableCard: ({ context, event }) =>
      event.type === 'delivery.chooseCard' &&
      context.cards.some((c) => c.cardId === event.cardId && !c.expired),
    canSubmit: ({ context }) =>
      context.selected.length > 0 &&
      context.deliveryDate !== null &&
      context.cards.some((c) => c.cardId === context.cardId && !c.expired) &&
      context.deliveryHasUserSign,
  },
}).createMachine({
  id: 'rxOrderDelivery',
  initial: 'loading',
  context: ({ input }) => ({
    ...EMPTY,
    customerId: input.customerId,
    selected: [],
    deliveryDate: null,
    cardId: null,
    deliveryHasUserSign: false,
    ...RESET_ORDER,
  }),
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'loadDelivery',
        src: 'loadDelivery',
        onDone: {
          target: 'choosing',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: { target: 'loadFailed', actions: 'keepLoadError' },
      },
    },
    loadFailed: {
      on: { 'delivery.load': 'loading' },
    },
    choosing: {
      on: {
        'delivery.toggle': { guard: 'canToggle', actions: 'toggle' },
        'delivery.chooseDate': { guard: 'isOffered', actions: 'chooseDate' },
        'delivery.chooseCard': { guard: 'isUsableCard', actions: 'chooseCard' },
        'delivery.acceptTerms': { actions: 'acceptTerms' },
        'delivery.submit': { guard: 'canSubmit', target: 'submitting', actions: 'startOrder' },
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        id: 'stageDeliveryOrder',
        src: 'stageDeliveryOrder',
        input: ({ context }) => ({
          order: deliveryOrderOf({
            cardId: context.cardId ?? '',
            deliveryDate: context.deliveryDate ?? '',
            facilityId: deliveryFacility(context) ?? '',
            loyaltyCardNumber: context.loyaltyCardNumber,
            customerId: context.customerId,
            prescriptions: deliverySelection(context),
          }),
          key: context.idempotencyKey ?? '',
        }),
        onDone: {
          target: 'submitted',
          actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
        },
        onError: { target: 'error', actions: 'keepError' },
      },
    },
    submitted: {
      on: { 'delivery.reset': { target: 'loading', actions: 'resetAll' } },
    },
    error: {
      on: {
        'delivery.retry': { target: 'submitting', actions: 'startOrder' },
        'delivery.reset': { target: 'choosing', actions: 'resetOrder' },
      },
    },
  },
});
