/**
 * The pharmacy's order routes (pharmacy-portal.md §7.1): GET/POST/DELETE /cart, POST /cart/clear, GET
 * /shipping-methods, POST /orders-stage, POST /prescription/visibility, GET prescription-patient/{n}/fill-locations,
 * POST /prescription-request (and the guest's anonymous one); product images are history.ts's. Every request is
 * validated with its contract; every patient number and rx number goes through the access rule (404 for another
 * customer's, as for one that does not exist). The mutating cart and order routes run once per Idempotency-Key
 * (server/http/idempotency.ts, required): a double click, a retry after a timeout or after a server restart never
 * makes two orders (the order is also unique per customer and key, see server/rx/orders.ts).
 */
import { type Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  addToCartRequestSchema,
  CART_ERROR_CODES,
  type CartResponse,
  type FillLocation,
  ORDER_REJECTED_CODE,
  orderRequestSchema,
  type PrescriptionRequest,
  prescriptionRequestSchema,
  RX_ORDER_ANONYMOUS_PATHS,
  RX_BENCH_SANDBOX_PATH,
  RX_ORDER_SANDBOX_PATHS,
  type sandboxPaymentsResponseSchema,
  benchPrescriptionsRequestSchema,
  removeFromCartQuerySchema,
  type ShippingMethod,
  visibilityRequestSchema,
} from '../../../api/contracts/rx-orders';
import { patientNumberSchema } from '../../../api/contracts/rx';
import { RX_ORDER_MESSAGES } from '../../../domain/rx/messages';
import { guestPatientErrors, type RxRequestForm, rxRequestErrors } from '../../../domain/rx/rxRequest';
import { todayIso } from '../../../domain/rx/validation';
import { newPatientRequestSchema } from '../../../api/contracts/rx-identity';
import { clientAddress } from '../../http/origins';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorBody, validate } from '../../http/errors';
import { IDEMPOTENCY_HEADER, idempotent } from '../../http/idempotency';
import { activeSession } from '../../auth/sessions';
import { assertPatientAccess, patientsOf } from '../../rx/access';
import { type RxEnv, rxCustomer, UNAUTHENTICATED_MESSAGE } from '../../rx/auth';
import { addToCart, loadCart, placeOrder, removeFromCart } from '../../rx/orders';
import { storeNewPatientRequest } from './new-patient';

/** The benchmark's patient (sandbox helper only) and the store its prescriptions are filled at. */
const BENCH_PATIENT_NUMBER = '199900001';
const BENCH_FACILITY_ID = '01400412';

const notFound = () => ({
  status: 404 as const,
  body: errorBody(ERROR_CODES.notFound, 'Prescription not found.'),
});

/** A 400 of the request routes: the §5 messages per field, as validationMessages and as error.fields. */
function requestRejected(fields: Record<string, string>) {
  return {
    ...errorBody(ERROR_CODES.validation, 'The request is invalid.', fields),
    validationMessages: Object.entries(fields).map(([field, message]) => ({ field, message })),
  };
}

export function rxOrderRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  const cartOf = async (c: Context<RxEnv>): Promise<CartResponse> => {
    const customer = rxCustomer(c);
    return { items: await loadCart(deps.db, customer.customerId, await patientsOf(deps.db, customer)) };
  };
  const once = (
    c: Context<RxEnv>,
    request: unknown,
    run: () => Promise<{ status: ContentfulStatusCode; body: unknown }>,
  ) => idempotent(c, deps, { scope: `customer:${rxCustomer(c).customerId}`, request, required: true, run });

  app.get(RX_PATHS.cart, async (c) => c.json(await cartOf(c)));

  app.post(RX_PATHS.cart, validate('json', addToCartRequestSchema), (c) => {
    const body = c.req.valid('json');
    return once(c, body, async () => {
      const customer = rxCustomer(c);
      await assertPatientAccess(deps.db, customer, body.patientNumber);
      const links = await patientsOf(deps.db, customer);
      const outcome = await addToCart(deps.db, customer.customerId, links, body);
      if (outcome.kind === 'notFound') return notFound();
      if (outcome.kind === 'notRefillable') {
        return { status: 400, body: errorBody(CART_ERROR_CODES.notRefillable, outcome.message) };
      }
      if (outcome.kind === 'conflict') {
        return { status: 409, body: errorBody(CART_ERROR_CODES.conflict, outcome.message) };
      }
      return { status: 200, body: await cartOf(c) };
    });
  });

  app.delete(RX_PATHS.cart, validate('query', removeFromCartQuerySchema), (c) => {
    const query = c.req.valid('query');
    return once(c, query, async () => {
      const customer = rxCustomer(c);
      if (query.patientNumber) await assertPatientAccess(deps.db, customer, query.patientNumber);
      const links = await patientsOf(deps.db, customer);
      await removeFromCart(deps.db, customer.customerId, links, query.rxNumber, query.patientNumber);
      return { status: 200, body: await cartOf(c) };
    });
  });

  app.post(RX_PATHS.cartClear, (c) =>
    once(c, {}, async () => {
      await deps.db.deleteFrom('rx_cart_items').where('customer_id', '=', rxCustomer(c).customerId).execute();
      return { status: 200, body: { items: [] } satisfies CartResponse };
    }),
  );

  app.get(RX_PATHS.shippingMethods, async (c) => {
    const rows = await deps.db.selectFrom('rx_shipping_methods').selectAll().orderBy('position').execute();
    const shippingMethods = rows.map(
      (r): ShippingMethod => ({
        shippingMethodId: r.shipping_method_id,
        code: r.code,
        description: r.description,
        shippingCharge: Number(r.shipping_charge),
      }),
    );
    return c.json({ shippingMethods });
  });

  app.post(RX_PATHS.ordersStage, validate('json', orderRequestSchema), (c) => {
    const order = c.req.valid('json');
    const key = c.req.header(IDEMPOTENCY_HEADER) ?? '';
    return once(c, order, async () => {
      const customer = rxCustomer(c);
      const links = await patientsOf(deps.db, customer);
      const outcome = await deps.db
        .transaction()
        .execute((trx) =>
          placeOrder(
            trx,
            { now: deps.now(), secret: deps.config.sessionSecret },
            customer.customerId,
            links,
            key,
            order,
          ),
        );
      if (outcome.kind === 'notFound') return notFound();
      if (outcome.kind === 'rejected') {
        const { message, inputValidationErrors } = outcome.rejection;
        const fields = Object.fromEntries(inputValidationErrors.map((e) => [e.field, e.message]));
        return {
          status: 400,
          body: {
            ...errorBody(ORDER_REJECTED_CODE, message ?? RX_ORDER_MESSAGES.orderSubmit, fields),
            detail: { message, inputValidationErrors },
          },
        };
      }
      return { status: 200, body: outcome.order };
    });
  });

  app.post(RX_PATHS.prescriptionVisibility, validate('json', visibilityRequestSchema), async (c) => {
    const { prescriptions } = c.req.valid('json');
    const customer = rxCustomer(c);
    for (const p of prescriptions) await assertPatientAccess(deps.db, customer, p.patientNumber);
    const updated = await deps.db.transaction().execute(async (trx) => {
      const done = [];
      for (const p of prescriptions) {
        const row = await trx
          .updateTable('rx_prescriptions')
          .set({ hidden: p.hidden })
          .where('patient_number', '=', p.patientNumber)
          .where('rx_number', '=', p.rxNumber)
          .returning('rx_number')
          .executeTakeFirst();
        if (!row) return null;
        done.push(p);
      }
      return done;
    });
    if (!updated) return c.json(notFound().body, 404);
    return c.json({ prescriptions: updated });
  });

  app.get(RX_PATHS.fillLocations, async (c) => {
    const patientNumber = z.safeParse(patientNumberSchema, c.req.param('patientNumber'));
    if (!patientNumber.success) return c.json(notFound().body, 404);
    await assertPatientAccess(deps.db, rxCustomer(c), patientNumber.data);
    const rows = await deps.db
      .selectFrom('rx_prescriptions as p')
      .innerJoin('rx_facilities as f', 'f.facility_id', 'p.facility_id')
      .select([
        'f.facility_id',
        'f.facility_type',
        'f.vanity_name',
        'f.address1',
        'f.city',
        'f.state',
        'f.zip_code',
      ])
      .select(['f.phone'])
      .select((eb) => eb.fn.max('p.last_filled_date').as('last_filled'))
      .where('p.patient_number', '=', patientNumber.data)
      .groupBy([
        'f.facility_id',
        'f.facility_type',
        'f.vanity_name',
        'f.address1',
        'f.city',
        'f.state',
        'f.zip_code',
        'f.phone',
      ])
      .execute();
    const fillLocations = rows
      .map(
        (r): FillLocation => ({
          facilityId: r.facility_id,
          facilityType: r.facility_type,
          vanityName: r.vanity_name,
          address: { address1: r.address1, city: r.city, state: r.state, zipCode: r.zip_code },
          phone: r.phone,
          lastFilledDate: r.last_filled ? String(r.last_filled).slice(0, 10) : null,
        }),
      )
      .sort((a, b) => (b.lastFilledDate ?? '').localeCompare(a.lastFilledDate ?? ''));
    return c.json({ fillLocations });
  });

  const storeRequest = async (
    request: PrescriptionRequest,
    customerId: string | null,
  ): Promise<{ status: ContentfulStatusCode; body: unknown }> => {
    const fields: Record<string, string> = {};
    for (const patient of request.patients) {
      // A guest's own details: the same §5 rules as the guest transfer form (names, the date of birth, the phone).
      if (patient.guest) Object.assign(fields, guestPatientErrors(patient.guest, todayIso(deps.now())));
      const line = patient.prescriptions[0] ?? {};
      const form: RxRequestForm = {
        type: patient.type,
        facilityId: patient.facilityId,
        line: {
          medName: line.medName ?? '',
          rxNumber: line.rxNumber ?? '',
          contactName: line.contactName ?? '',
          contactPhone: line.contactPhone ?? '',
        },
        paperAcknowledge: patient.paperAcknowledge ?? false,
      };
      Object.assign(fields, rxRequestErrors(form));
      const store = await deps.db
        .selectFrom('rx_facilities')
        .select('facility_id')
        .where('facility_id', '=', patient.facilityId)
        .where('facility_type', '=', 'RETAIL')
        .executeTakeFirst();
      if (!store) fields.facilityId ??= 'Choose the pharmacy that will fill it.';
      if (patient.competitorId) {
        const competitor = await deps.db
          .selectFrom('rx_competitor_pharmacies')
          .select('competitor_id')
          .where('competitor_id', '=', patient.competitorId)
          .executeTakeFirst();
        if (!competitor) fields.competitorId = 'Choose the pharmacy the prescriptions come from.';
      }
    }
    if (Object.keys(fields).length > 0) return { status: 400, body: requestRejected(fields) };
    const { rows } = await sqlNext(deps);
    const requestId = `RQ${rows[0]!.next}`;
    await deps.db
      .insertInto('rx_prescription_requests')
      .values({ request_id: requestId, customer_id: customerId, body: JSON.stringify(request) })
      .execute();
    return { status: 200, body: { requestId, status: 'RECEIVED' } };
  };

  // POST /prescription-request, registered once: the new-patient flow's body (with `patient`, issue 10 part 2) goes to
  // its handler (server/routes/rx/new-patient.ts); the orders' transfers and new prescriptions are handled here.
  const anyPrescriptionRequest = z.union([newPatientRequestSchema, prescriptionRequestSchema]);
  app.post(RX_PATHS.prescriptionRequest, validate('json', anyPrescriptionRequest), async (c) => {
    const body = c.req.valid('json');
    if ('patient' in body) return storeNewPatientRequest(c, deps, body);
    const request = body;
    const customer = rxCustomer(c);
    if (request.patients.some((p) => p.guest !== undefined || p.patientNumber === undefined)) {
      return c.json(requestRejected({ patientNumber: 'Choose the patient.' }), 400);
    }
    for (const p of request.patients) await assertPatientAccess(deps.db, customer, p.patientNumber!);
    return once(c, request, () => storeRequest(request, customer.customerId));
  });

  // The guest transfer (§6 "Guest ... transfer"): no sign-in; the guest's own details instead of a patient number.
  app.post(
    RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest,
    validate('json', prescriptionRequestSchema),
    async (c) => {
      const request = c.req.valid('json');
      if (request.patients.some((p) => p.guest === undefined || p.patientNumber !== undefined)) {
        return c.json(requestRejected({ guest: 'Tell us who the prescriptions are for.' }), 400);
      }
      return idempotent(c, deps, {
        scope: `guest:${clientAddress(c, deps.config)}`,
        request,
        required: true,
        run: () => storeRequest(request, null),
      });
    },
  );

  // Sandbox helper (gated by server/http/sandbox-helpers.ts): the signed-in customer's own orders.
  app.get(RX_ORDER_SANDBOX_PATHS.orders, async (c) => {
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') {
      return c.json(errorBody(ERROR_CODES.unauthenticated, UNAUTHENTICATED_MESSAGE), 401);
    }
    const rows = await deps.db
      .selectFrom('rx_orders as o')
      .leftJoin('rx_order_items as i', 'i.order_id', 'o.order_id')
      .select(['o.order_id', 'o.order_type', 'o.pickup_time', 'o.created_at', 'i.rx_record_number'])
      .where('o.customer_id', '=', session.customerId)
      .orderBy('o.created_at')
      .orderBy('i.rx_record_number')
      .execute();
    const orders = new Map<
      string,
      {
        orderId: string;
        orderType: 'MAILORDER' | 'RETAIL';
        pickupTime: string | null;
        rxRecordNumbers: string[];
      }
    >();
    for (const r of rows) {
      const order = orders.get(r.order_id) ?? {
        orderId: r.order_id,
        orderType: r.order_type,
        pickupTime: r.pickup_time ? r.pickup_time.toISOString() : null,
        rxRecordNumbers: [],
      };
      if (r.rx_record_number) order.rxRecordNumbers.push(r.rx_record_number);
      orders.set(r.order_id, order);
    }
    return c.json({ orders: [...orders.values()] });
  });

  // Sandbox helper (gated by server/http/sandbox-helpers.ts): the signed-in customer's online payments.
  app.get(RX_ORDER_SANDBOX_PATHS.payments, async (c) => {
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') {
      return c.json(errorBody(ERROR_CODES.unauthenticated, UNAUTHENTICATED_MESSAGE), 401);
    }
    const rows = await deps.db
      .selectFrom('rx_online_payments')
      .select(['payment_id', 'status', 'amount', 'pickup_store_id', 'associated_records'])
      .where('customer_id', '=', session.customerId)
      .orderBy('created_at')
      .execute();
    return c.json({
      payments: rows.map((r) => ({
        paymentId: r.payment_id,
        status: r.status,
        amount: String(r.amount),
        pickupStoreId: r.pickup_store_id,
        rxRecordNumbers: r.associated_records,
      })),
    } satisfies z.infer<typeof sandboxPaymentsResponseSchema>);
  });

  // Sandbox helper (gated): the benchmark's refillable prescriptions, for a bench patient of the signed-in customer.
  app.post(RX_BENCH_SANDBOX_PATH, validate('json', benchPrescriptionsRequestSchema), async (c) => {
    const session = await activeSession(c, deps);
    if (session?.authLevel !== 'authenticated') {
      return c.json(errorBody(ERROR_CODES.unauthenticated, UNAUTHENTICATED_MESSAGE), 401);
    }
    const { count } = c.req.valid('json');
    const patientNumber = BENCH_PATIENT_NUMBER;
    const prescriptions = Array.from({ length: count }, (_, i) => {
      const rxNumber = String(90_000_000 + i);
      return {
        rxNumber,
        rxRecordNumber: `59${rxNumber}`,
        rxFillSequence: '1',
        patientNumber,
        patientPayAmount: 5,
      };
    });
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('pharmacy_patients')
        .values({
          patient_number: patientNumber,
          first_name: 'Bench',
          last_name: 'Patient',
          date_of_birth: '2000-01-01',
          account_number: patientNumber,
        })
        .onConflict((oc) => oc.column('patient_number').doNothing())
        .execute();
      await trx
        .insertInto('customer_patient_links')
        .values({
          customer_id: session.customerId,
          patient_number: patientNumber,
          relationship_type: 'CHILD',
          customer_verified: true,
        })
        .onConflict((oc) => oc.columns(['customer_id', 'patient_number']).doNothing())
        .execute();
      for (let i = 0; i < prescriptions.length; i += 500) {
        await trx
          .insertInto('rx_prescriptions')
          .values(
            prescriptions.slice(i, i + 500).map((p) => ({
              rx_record_number: p.rxRecordNumber,
              rx_number: p.rxNumber,
              rx_fill_sequence: p.rxFillSequence,
              patient_number: patientNumber,
              facility_id: BENCH_FACILITY_ID,
              drug_name: 'Benchmark Tablet',
              refill_status: 'REFILLABLE',
              patient_pay_amount: p.patientPayAmount,
              prescriber_first_name: 'Bench',
              prescriber_last_name: 'Prescriber',
              prescriber_number: '1487659999',
              product_number: '00000000000',
            })),
          )
          .onConflict((oc) => oc.column('rx_record_number').doNothing())
          .execute();
      }
    });
    return c.json({ patientNumber, prescriptions });
  });

  return app;
}

function sqlNext(deps: AppDeps) {
  return sql<{ next: string }>`SELECT nextval('rx_request_number_seq') AS next`.execute(deps.db);
}
