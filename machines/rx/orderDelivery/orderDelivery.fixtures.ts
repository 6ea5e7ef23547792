/** Graph fixtures of the order-delivery chart: Jordan's ready Omeprazole at the store, its delivery dates, cards. */
import type { DeliveryOptions } from '../../../api/contracts/rx-delivery';
import {
  AMOXICILLIN,
  DISCOVER_CARD,
  CARPROFEN,
  EXPIRED_CARD,
  OMEPRAZOLE,
  STORE_FACILITY,
  serverError,
  VISA_CARD,
} from '../fixtures';
import type { DeliveryData, OrderDeliveryInput } from './orderDelivery.machine';

export const orderDeliveryInput: OrderDeliveryInput = { customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01' };

export const STORE_DELIVERY_OPTIONS: DeliveryOptions = {
  facilityId: '01400412',
  deliveryFee: 4.99,
  options: [
    { deliveryDate: '25-Nov-2026 02:00PM', date: '2026-11-25' },
    { deliveryDate: '26-Nov-2026 02:00PM', date: '2026-11-26' },
  ],
};

export const deliveryData: DeliveryData = {
  // Carprofen is ready but not allowed for delivery; Amoxicillin is in progress: neither is offered.
  prescriptions: [OMEPRAZOLE, CARPROFEN, AMOXICILLIN],
  facilities: [STORE_FACILITY],
  options: [STORE_DELIVERY_OPTIONS],
  cards: [VISA_CARD, DISCOVER_CARD, EXPIRED_CARD],
  loyaltyCardNumber: '4800012345678',
  address: '4821 Maple Ridge Dr, Cincinnati, OH 45227',
};

export const DELIVERY_RESULT = {
  orderId: 'c0ffee00-0000-4000-8000-000000000001',
  deliveryDate: '26-Nov-2026 02:00PM',
  status: 'STAGED',
} as const;

export const orderDeliveryEvents = [
  { type: 'delivery.load' },
  { type: 'delivery.toggle', rxRecordNumber: OMEPRAZOLE.rxRecordNumber },
  { type: 'delivery.chooseDate', deliveryDate: '26-Nov-2026 02:00PM' },
  { type: 'delivery.chooseCard', cardId: DISCOVER_CARD.cardId },
  { type: 'delivery.acceptTerms', accepted: true },
  { type: 'delivery.submit' },
  { type: 'delivery.retry' },
  { type: 'delivery.reset' },
  { type: 'xstate.done.actor.loadDelivery', output: deliveryData },
  {
    type: 'xstate.error.actor.loadDelivery',
    error: serverError('GET /rx/api/delivery-facility/01400412/delivery-options'),
  },
  { type: 'xstate.done.actor.stageDeliveryOrder', output: DELIVERY_RESULT },
  { type: 'xstate.error.actor.stageDeliveryOrder', error: serverError('POST /rx/api/delivery-orders-stage') },
] as const;

export const serializeOrderDeliveryState = (s: {
  value: unknown;
  context: { selected: string[]; deliveryHasUserSign: boolean; deliveryDate: string | null };
}) =>
  JSON.stringify([s.value, s.context.selected.length, s.context.deliveryHasUserSign, s.context.deliveryDate]);

export const orderDeliveryModel = {
  events: orderDeliveryEvents,
  serializeState: serializeOrderDeliveryState,
  input: orderDeliveryInput,
};
