/** What the order-delivery page reads of its chart (select with shallowEqual): the step it is at, and the facts it
 *  shows. */
import type { SnapshotFrom } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type { DeliveryOptions, DeliveryOrderResult } from '../../../api/contracts/rx-delivery';
import type { PaysysCard } from '../../../api/contracts/rx-online-pay';
import type { orderDeliveryMachine } from './orderDelivery.machine';

export type OrderDeliverySnapshot = SnapshotFrom<typeof orderDeliveryMachine>;

/** The page's steps: the chart's top-level states. */
export const ORDER_DELIVERY_STEPS = [
  'loading',
  'loadFailed',
  'choosing',
  'submitting',
  'submitted',
  'error',
] as const;
export type OrderDeliveryStep = (typeof ORDER_DELIVERY_STEPS)[number];

export interface OrderDeliveryView {
  step: OrderDeliveryStep;
  canSubmit: boolean;
  prescriptions: Prescription[];
  facilities: Facility[];
  options: DeliveryOptions[];
  cards: PaysysCard[];
  address: string | null;
  selected: string[];
  deliveryDate: string | null;
  cardId: string | null;
  deliveryHasUserSign: boolean;
  result: DeliveryOrderResult | null;
  error: string | null;
}

export function orderDeliveryStepOf(s: OrderDeliverySnapshot): OrderDeliveryStep {
  return ORDER_DELIVERY_STEPS.find((step) => s.matches(step)) ?? 'loading';
}

export function selectOrderDeliveryView(s: OrderDeliverySnapshot): OrderDeliveryView {
  const c = s.context;
  return {
    step: orderDeliveryStepOf(s),
    canSubmit: s.can({ type: 'delivery.submit' }),
    prescriptions: c.prescriptions,
    facilities: c.facilities,
    options: c.options,
    cards: c.cards,
    address: c.address,
    selected: c.selected,
    deliveryDate: c.deliveryDate,
    cardId: c.cardId,
    deliveryHasUserSign: c.deliveryHasUserSign,
    result: c.result,
    error: c.error,
  };
}
