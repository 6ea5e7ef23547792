/**
 * Order delivery from the tracker (pharmacy-portal.md §2.1 /rx/tracker/order-delivery, §3 "Delivery order", §4
 * "Order delivery", §7.1 GET /delivery-facility/{facilityId}/delivery-options, POST /delivery-orders-stage, §9
 * "Delivery window shown as 2-6 PM. Delivery date format DD-MMM-yyyy hh:mmA").
 */
import * as z from 'zod/mini';
import { patientNumberSchema } from './rx';
import { RX_NUMBER_PATTERN } from './rx-rules';

/** §9 "DD-MMM-yyyy hh:mmA", e.g. 25-Nov-2026 02:00PM (the format itself: domain/rx/delivery.ts). */
export const deliveryDateSchema = z.string().check(z.regex(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}[AP]M$/));

/** GET .../delivery-options?patientNumbers=100234567,100234568 */
export const deliveryOptionsQuerySchema = z.object({
  patientNumbers: z.string().check(z.regex(/^\d{1,12}(,\d{1,12}){0,9}$/)),
});
export type DeliveryOptionsQuery = z.infer<typeof deliveryOptionsQuerySchema>;

/** The dates the store delivers on (each in the 2-6 PM window), soonest first, and its fee. */
export const deliveryOptionsResponseSchema = z.object({
  facilityId: z.string(),
  deliveryFee: z.number(),
  options: z.array(
    z.object({
      deliveryDate: deliveryDateSchema,
      /** The same day as YYYY-MM-DD. */
      date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
    }),
  ),
});
export type DeliveryOptions = z.infer<typeof deliveryOptionsResponseSchema>;

/** POST /delivery-orders-stage: §3 "Delivery order". */
export const deliveryOrderSchema = z.object({
  cardId: z.string().check(z.minLength(1), z.maxLength(64)),
  deliveryDate: deliveryDateSchema,
  facilityId: z.string().check(z.minLength(1), z.maxLength(16)),
  loyaltyNum: z.string().check(z.maxLength(32)),
  customerId: z.string().check(z.minLength(1), z.maxLength(64)),
  prescriptions: z
    .array(
      z.object({
        patientNumber: patientNumberSchema,
        recordNumber: z.string().check(z.minLength(1), z.maxLength(16)),
        rxFillSeq: z.string().check(z.maxLength(8)),
        rxNumber: z.string().check(z.regex(RX_NUMBER_PATTERN)),
      }),
    )
    .check(z.minLength(1), z.maxLength(20)),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const deliveryOrderResponseSchema = z.object({
  orderId: z.string(),
  deliveryDate: deliveryDateSchema,
  status: z.enum(['STAGED']),
});
export type DeliveryOrderResult = z.infer<typeof deliveryOrderResponseSchema>;
