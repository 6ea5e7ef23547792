/** Order delivery (pharmacy-portal.md §7.1): a store's delivery options and the delivery order (idempotent). */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import {
  type DeliveryOptions,
  type DeliveryOrder,
  type DeliveryOrderResult,
  deliveryOptionsResponseSchema,
  deliveryOrderResponseSchema,
} from '../contracts/rx-delivery';
import { RX_IDEMPOTENCY_HEADER } from '../contracts/rx-order-codes';
import { rx } from './rx';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /delivery-facility/{facilityId}/delivery-options?patientNumbers= */
export const fetchDeliveryOptions = (
  facilityId: string,
  patientNumbers: readonly string[],
  signal?: AbortSignal,
): Promise<DeliveryOptions> =>
  rx.getWithPayload(fillPath(RX_PATHS.deliveryOptions, { facilityId }), {
    schema: deliveryOptionsResponseSchema,
    payload: { patientNumbers: patientNumbers.join(',') },
    ...withSignal(signal),
  });

/** POST /delivery-orders-stage */
export const stageDeliveryOrder = (
  order: DeliveryOrder,
  key: string,
  signal?: AbortSignal,
): Promise<DeliveryOrderResult> =>
  rx.post(RX_PATHS.deliveryOrdersStage, {
    schema: deliveryOrderResponseSchema,
    payload: order,
    headers: { [RX_IDEMPOTENCY_HEADER]: key },
    ...withSignal(signal),
  });
