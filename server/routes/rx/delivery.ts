/**
 * Order delivery (pharmacy-portal.md §7.1 GET /delivery-facility/{facilityId}/delivery-options, POST
 * /delivery-orders-stage; §3 "Delivery order"). Options: for a store with delivery on, and patients the customer
 * may act for. The order (idempotent, key required): the caller's own customer id and usable card, a date the store
 * offers now, and prescriptions of the customer's patients that are ready at that store and allowed for delivery;
 * they move to DELIVERY with the delivery date as their promise time, so the tracker shows them 'For Delivery'.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  type DeliveryOptions,
  type DeliveryOrderResult,
  deliveryOptionsQuerySchema,
  deliveryOrderSchema,
} from '../../../api/contracts/rx-delivery';
import { isDeliveryEligible, parseDeliveryDate } from '../../../domain/rx/delivery';
import type { AppDeps } from '../../http/deps';
import { errorBody, validate } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { assertPatientAccess } from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { deliveryOptionsOf } from '../../rx/delivery';
import { assertOwnCustomerId, usableCard } from '../../rx/payments';
import { loadPrescriptions } from '../../rx/read-model';

export const DELIVERY_ERRORS = {
  noDelivery: { code: 'NOT_FOUND', message: 'This store does not deliver.' },
  date: { code: 'DELIVERY_DATE_UNAVAILABLE', message: 'The store does not deliver on that date.' },
  card: { code: 'CARD_NOT_USABLE', message: 'The card cannot be used: choose another card of your wallet.' },
  notEligible: {
    code: 'NOT_DELIVERABLE',
    message: 'A prescription cannot be delivered (not ready at this store, or not allowed for delivery).',
  },
} as const;

class RaceLost extends Error {}

const facilityParamsSchema = z.object({ facilityId: z.string().check(z.regex(/^\d{1,12}$/)) });

async function deliverySettings(deps: AppDeps, facilityId: string) {
  return deps.db
    .selectFrom('rx_delivery_settings as s')
    .innerJoin('rx_facilities as f', 'f.facility_id', 's.facility_id')
    .selectAll('s')
    .where('s.facility_id', '=', facilityId)
    .where('f.delivery_enabled', '=', true)
    .executeTakeFirst();
}

export function rxDeliveryRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(
    RX_PATHS.deliveryOptions,
    validate('param', facilityParamsSchema),
    validate('query', deliveryOptionsQuerySchema),
    async (c) => {
      const customer = rxCustomer(c);
      for (const n of c.req.valid('query').patientNumbers.split(',')) {
        await assertPatientAccess(deps.db, customer, n);
      }
      const facilityId = c.req.valid('param').facilityId;
      const settings = await deliverySettings(deps, facilityId);
      if (!settings)
        return c.json(errorBody(DELIVERY_ERRORS.noDelivery.code, DELIVERY_ERRORS.noDelivery.message), 404);
      return c.json({
        facilityId,
        deliveryFee: Number(settings.delivery_fee),
        options: deliveryOptionsOf(settings, deps.now()),
      } satisfies DeliveryOptions);
    },
  );

  app.post(RX_PATHS.deliveryOrdersStage, validate('json', deliveryOrderSchema), async (c) => {
    const customer = rxCustomer(c);
    const order = c.req.valid('json');
    assertOwnCustomerId(customer, order.customerId);
    return idempotent(c as unknown as Context, deps, {
      scope: `customer:${customer.customerId}`,
      required: true,
      request: order,
      run: async () => {
        const fail = (e: { code: string; message: string }, status: 404 | 422 = 422) => ({
          status,
          body: errorBody(e.code, e.message),
        });
        const settings = await deliverySettings(deps, order.facilityId);
        if (!settings) return fail(DELIVERY_ERRORS.noDelivery, 404);
        const now = deps.now();
        const offered = deliveryOptionsOf(settings, now).some((o) => o.deliveryDate === order.deliveryDate);
        const deliveryAt = parseDeliveryDate(order.deliveryDate);
        if (!offered || !deliveryAt) return fail(DELIVERY_ERRORS.date);
        if (!(await usableCard(deps.db, customer.customerId, order.cardId, now)))
          return fail(DELIVERY_ERRORS.card);
        const patients = [...new Set(order.prescriptions.map((p) => p.patientNumber))];
        for (const n of patients) await assertPatientAccess(deps.db, customer, n);
        const own = await loadPrescriptions(deps.db, patients, { deliveryEligibility: 'true' });
        const records: string[] = [];
        for (const wanted of order.prescriptions) {
          const p = own.find(
            (x) => x.rxRecordNumber === wanted.recordNumber && x.patientNumber === wanted.patientNumber,
          );
          if (
            !p ||
            p.rxNumber !== wanted.rxNumber ||
            p.rxFillSequence !== wanted.rxFillSeq ||
            p.facility.facilityId !== order.facilityId ||
            !isDeliveryEligible(p)
          ) {
            return fail(DELIVERY_ERRORS.notEligible);
          }
          records.push(p.rxRecordNumber);
        }
        const row = await deps.db
          .transaction()
          .execute(async (trx) => {
            const moved = await trx
              .updateTable('rx_prescriptions')
              .set({ refill_status: 'DELIVERY', promise_date_time: deliveryAt })
              .where('rx_record_number', 'in', records)
              .where('refill_status', '=', 'READY_FOR_PICKUP')
              .executeTakeFirst();
            // Another order took one of them meanwhile: roll back, nothing is written.
            if (Number(moved.numUpdatedRows) !== records.length) throw new RaceLost();
            return trx
              .insertInto('rx_delivery_orders')
              .values({
                customer_id: customer.customerId,
                facility_id: order.facilityId,
                card_id: order.cardId,
                delivery_date: order.deliveryDate,
                delivery_at: deliveryAt,
                loyalty_num: order.loyaltyNum,
                prescriptions: JSON.stringify(order.prescriptions),
              })
              .returning('order_id')
              .executeTakeFirstOrThrow();
          })
          .catch((error: unknown) => {
            if (error instanceof RaceLost) return null;
            throw error;
          });
        if (!row) return fail(DELIVERY_ERRORS.notEligible);
        const answer: DeliveryOrderResult = {
          orderId: row.order_id,
          deliveryDate: order.deliveryDate,
          status: 'STAGED',
        };
        return { status: 200, body: answer };
      },
    });
  });

  return app;
}
