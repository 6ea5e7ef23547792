/**
 * Guest refill (pharmacy-portal.md §7.2, §4 "Guest easy fill", §6 "Guest"): no sign-in. Validation answers, for an
 * rx number at a store whose phone (the header) is the one on the label, whether it is valid and refillable, valid
 * but not refillable, or invalid; nothing about the drug or the patient. A valid, refillable one is remembered in
 * this browser's guest session (server/rx/guest.ts): an order (idempotent, key required, scope `guest:<session>`)
 * may carry only those, still refillable at that store, for a pickup time still ahead. The request is stored for
 * the pharmacy (status SUBMITTED, chosen: docs/choices.md); the prescription itself is not changed by a guest.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import {
  GUEST_PHONE_HEADER,
  type GuestRefillOrderResult,
  type GuestValidationStatus,
  guestPhoneSchema,
  guestRefillOrderSchema,
  type PrescriptionValidation,
  RX_ANONYMOUS_PATHS,
  validatePrescriptionQuerySchema,
} from '../../../api/contracts/rx-guest-refill';
import type { RefillStatus } from '../../../api/contracts/rx';
import { isRefillable } from '../../../domain/rx/prescriptions';
import { phoneFieldErrors } from '../../../domain/rx/validation';
import * as z from 'zod/mini';
import type { AppDeps } from '../../http/deps';
import { errorBody, validate, validationError } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import type { RxEnv } from '../../rx/auth';
import { toFacility } from '../../rx/facilities';
import { guestSession, rememberValidated } from '../../rx/guest';

export const GUEST_REFILL_ERRORS = {
  phone: 'The pharmacy phone number is 10 digits.',
  invalid: { code: 'GUEST_REFILL_INVALID', message: 'A prescription was not validated as refillable here.' },
  pickup: { code: 'PICKUP_TIME_PAST', message: 'The pickup time has passed.' },
} as const;

/** The order's answer text (§3 statusDesc; not shown: chosen). */
export const GUEST_ORDER_STATUS_DESC = 'Your refill request was sent to the pharmacy.';

async function prescriptionAt(deps: AppDeps, facilityId: string, rxNumber: string) {
  return deps.db
    .selectFrom('rx_prescriptions')
    .select(['rx_record_number', 'refill_status', 'rx_number'])
    .where('facility_id', '=', facilityId)
    .where('rx_number', '=', rxNumber)
    .executeTakeFirst();
}

export function rxGuestRefillRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(
    RX_ANONYMOUS_PATHS.validatePrescriptionsFull,
    validate('query', validatePrescriptionQuerySchema),
    async (c) => {
      const phone = z.safeParse(guestPhoneSchema, c.req.header(GUEST_PHONE_HEADER) ?? '');
      if (!phone.success) return validationError(c, { [GUEST_PHONE_HEADER]: GUEST_REFILL_ERRORS.phone });
      const { facilityId, rxNumber } = c.req.valid('query');
      const session = await guestSession(c, deps, { create: true });
      const facility = await deps.db
        .selectFrom('rx_facilities')
        .select('facility_id')
        .where('facility_id', '=', facilityId)
        .where('phone', '=', phone.data)
        .where('facility_type', '=', 'RETAIL')
        .executeTakeFirst();
      const found = facility ? await prescriptionAt(deps, facilityId, rxNumber) : undefined;
      const status: GuestValidationStatus = !found
        ? 'INVALID'
        : isRefillable(found.refill_status as RefillStatus)
          ? 'VALID_REFILLABLE'
          : 'VALID_NOT_REFILLABLE';
      if (found && status === 'VALID_REFILLABLE' && session) {
        await rememberValidated(deps, session, {
          facilityId,
          rxNumber,
          rxRecordNumber: found.rx_record_number,
        });
      }
      return c.json({
        rxNumber,
        facilityId,
        status,
        rxRecordNumber: status === 'VALID_REFILLABLE' && found ? found.rx_record_number : null,
      } satisfies PrescriptionValidation);
    },
  );

  app.post(RX_ANONYMOUS_PATHS.guestRefillOrder, validate('json', guestRefillOrderSchema), async (c) => {
    const order = c.req.valid('json');
    // §5's phone rule, as the page checks it.
    const phones = phoneFieldErrors({ contactPhone: order.contactPhone });
    if (phones) return validationError(c, phones);
    const session = await guestSession(c, deps);
    const invalid = () =>
      c.json(errorBody(GUEST_REFILL_ERRORS.invalid.code, GUEST_REFILL_ERRORS.invalid.message), 422);
    if (!session) return invalid();
    return idempotent(c as unknown as Context, deps, {
      scope: session.scope,
      required: true,
      request: order,
      run: async () => {
        const fail = (e: { code: string; message: string }) => ({
          status: 422 as const,
          body: errorBody(e.code, e.message),
        });
        const row = await deps.db
          .selectFrom('rx_facilities')
          .selectAll()
          .where('facility_id', '=', order.facilityId)
          .executeTakeFirst();
        if (!row) return fail(GUEST_REFILL_ERRORS.invalid);
        for (const r of order.rxRecords) {
          const proved = session.validatedRecords.some(
            (v) =>
              v.facilityId === order.facilityId &&
              v.rxNumber === r.rxNumber &&
              v.rxRecordNumber === r.rxRecordNumber,
          );
          const now = proved ? await prescriptionAt(deps, order.facilityId, r.rxNumber) : undefined;
          if (
            !now ||
            now.rx_record_number !== r.rxRecordNumber ||
            !isRefillable(now.refill_status as RefillStatus)
          ) {
            return fail(GUEST_REFILL_ERRORS.invalid);
          }
        }
        const pickup = new Date(order.pickupTime);
        if (pickup.getTime() <= deps.now().getTime()) return fail(GUEST_REFILL_ERRORS.pickup);
        const inserted = await deps.db
          .insertInto('rx_guest_refill_orders')
          .values({
            guest_token_hash: session.tokenHash,
            facility_id: order.facilityId,
            rx_records: JSON.stringify(order.rxRecords),
            pickup_time: pickup,
            contact_phone: order.contactPhone,
          })
          .returning(['order_id', 'status'])
          .executeTakeFirstOrThrow();
        const facility: Facility = toFacility(row);
        const answer: GuestRefillOrderResult = {
          orderId: inserted.order_id,
          facility: {
            facilityId: facility.facilityId,
            vanityName: facility.vanityName,
            phone: facility.phone,
            address: facility.address,
          },
          contactPhone: order.contactPhone,
          rxNumbers: order.rxRecords.map((r) => r.rxNumber),
          pickupTime: pickup.toISOString(),
          status: inserted.status,
          statusDesc: GUEST_ORDER_STATUS_DESC,
          retryCount: 0,
          retryDesc: null,
        };
        return { status: 200, body: answer };
      },
    });
  });

  return app;
}
