/**
 * The sandbox's pharmacy orders (pharmacy-portal.md §3 "Cart", "Checkout"; §4 "Cart", "Checkout"; §5 "Order
 * submit"; §8): the customer's cart as §3 items, the cart's rules (a refill that cannot be refilled, the mail-order /
 * in-store conflict), and placing an order: every product checked against the access rule and the order's choices,
 * the order stored once per idempotency key, its refills moved to IN_PROGRESS (retail: the pickup time as
 * promise_date_time at the pickup store; mail order: in progress for shipping), the ordered items taken out of the
 * cart, all in one transaction. The tracker reads the same rx_prescriptions rows.
 */
import { createHmac } from 'node:crypto';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Facility } from '../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../api/contracts/rx';
import type { CartItem, OrderRequest, OrderResponse } from '../../api/contracts/rx-orders';
import { conflictsWithCart } from '../../domain/rx/cart';
import { isOpenForPickup, orderAlreadyPlacedMessage, PICKUP_SLOT_MINUTES } from '../../domain/rx/checkout';
import { RX_ORDER_MESSAGES } from '../../domain/rx/messages';
import { IN_PROGRESS_GROUP, isRefillable, notRefillableMessage } from '../../domain/rx/prescriptions';
import { isExpired } from '../../domain/wallet/validation';
import type { Database } from '../db/schema';
import type { PatientLink } from './access';
import { loadPrescriptions } from './read-model';

type Db = Kysely<Database> | Transaction<Database>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's cart: §3 items in the order they were added, only of patients the customer may still act for. */
export async function loadCart(
  db: Db,
  customerId: string,
  links: readonly PatientLink[],
): Promise<CartItem[]> {
  const rows = await db
    .selectFrom('rx_cart_items')
    .select(['rx_record_number'])
    .where('customer_id', '=', customerId)
    .orderBy('added_at')
    .orderBy('rx_record_number')
    .execute();
  if (rows.length === 0 || links.length === 0) return [];
  const numbers = links.map((l) => l.patientNumber);
  const [prescriptions, patients] = await Promise.all([
    loadPrescriptions(db, numbers),
    db
      .selectFrom('pharmacy_patients')
      .select(['patient_number', 'first_name', 'last_name', 'account_number'])
      .where('patient_number', 'in', numbers)
      .execute(),
  ]);
  return rows.flatMap((row): CartItem[] => {
    const refill = prescriptions.find((p) => p.rxRecordNumber === row.rx_record_number);
    const patient = patients.find((p) => p.patient_number === refill?.patientNumber);
    const link = links.find((l) => l.patientNumber === refill?.patientNumber);
    if (!refill || !patient || !link) return [];
    return [toCartItem(refill, patient, link)];
  });
}

function toCartItem(
  refill: Prescription,
  patient: { patient_number: string; first_name: string; last_name: string; account_number: string | null },
  link: PatientLink,
): CartItem {
  return {
    rxNumber: refill.rxNumber,
    rxRecordNumber: refill.rxRecordNumber,
    removed: false,
    prescriptionProduct: refill.prescriptionProduct,
    productImage: null,
    patientNumber: refill.patientNumber,
    accountNumber: patient.account_number ?? patient.patient_number,
    patient: {
      firstName: patient.first_name,
      lastName: patient.last_name,
      relationshipType: link.relationshipType,
    },
    prescriber: { firstName: refill.prescriber.firstName, lastName: refill.prescriber.lastName },
    fillLocation: refill.fillLocation,
    homePharmacy: refill.facility,
    refill,
  };
}

export type CartAddOutcome =
  | { kind: 'added' }
  | { kind: 'notFound' }
  | { kind: 'notRefillable'; message: string }
  | { kind: 'conflict'; message: string };

/** POST /cart's rules: the prescription of a patient the customer acts for, refillable, of the cart's kind. */
export async function addToCart(
  db: Db,
  customerId: string,
  links: readonly PatientLink[],
  request: { rxNumber: string; patientNumber: string },
): Promise<CartAddOutcome> {
  const [refill] = (await loadPrescriptions(db, [request.patientNumber])).filter(
    (p) => p.rxNumber === request.rxNumber,
  );
  if (!refill) return { kind: 'notFound' };
  if (!isRefillable(refill)) return { kind: 'notRefillable', message: notRefillableMessage(refill.drugName) };
  const cart = await loadCart(db, customerId, links);
  if (cart.some((i) => i.rxRecordNumber === refill.rxRecordNumber)) return { kind: 'added' };
  if (conflictsWithCart(cart, refill.facility.facilityType)) {
    return { kind: 'conflict', message: RX_ORDER_MESSAGES.cartConflict };
  }
  await db
    .insertInto('rx_cart_items')
    .values({ customer_id: customerId, rx_record_number: refill.rxRecordNumber })
    .onConflict((oc) => oc.columns(['customer_id', 'rx_record_number']).doNothing())
    .execute();
  return { kind: 'added' };
}

/** DELETE /cart?rxNumber: the item(s) with that rx number (of that patient when given); absent ones are no change. */
export async function removeFromCart(
  db: Db,
  customerId: string,
  links: readonly PatientLink[],
  rxNumber: string,
  patientNumber: string | undefined,
): Promise<void> {
  const cart = await loadCart(db, customerId, links);
  const records = cart
    .filter(
      (i) => i.rxNumber === rxNumber && (patientNumber === undefined || i.patientNumber === patientNumber),
    )
    .map((i) => i.rxRecordNumber);
  if (records.length === 0) return;
  await db
    .deleteFrom('rx_cart_items')
    .where('customer_id', '=', customerId)
    .where('rx_record_number', 'in', records)
    .execute();
}

/** A keyed fraud token of a wallet card (what the payment association carries; the sandbox checks it). */
export function fraudTokenOf(cardId: string, secret: string): string {
  return `ft_${createHmac('sha256', secret).update(`paysys:${cardId}`).digest('hex').slice(0, 32)}`;
}

/** The ORDER_REJECTED 400 of §5: a message and the input validation errors by field. */
export interface OrderRejection {
  message: string | null;
  inputValidationErrors: Array<{ field: string; message: string }>;
}

export type PlaceOrderOutcome =
  | { kind: 'placed'; order: OrderResponse }
  | { kind: 'rejected'; rejection: OrderRejection }
  | { kind: 'notFound' };

const reject = (message: string | null, field?: string): PlaceOrderOutcome => ({
  kind: 'rejected',
  rejection: { message, inputValidationErrors: field && message ? [{ field, message }] : [] },
});

export const ORDER_REJECTIONS = {
  pickupTime: 'Choose a pickup time when the pharmacy is open, at least 4 hours from now.',
  store: 'Your refills can only be picked up at the pharmacy that fills them.',
  shippingMethod: 'Choose a shipping method.',
  address: 'Choose a shipping address.',
  card: 'Choose a card in the payment method box.',
  payAtStore: 'Mail orders are paid when they are placed.',
} as const;

/**
 * Places an order (POST /orders-stage), inside the caller's transaction: an order already stored under this
 * idempotency key is answered again (the work re-run after a server restart finds it); otherwise every rule of the
 * order is checked, then the order, its items, the refills' new status and the cart are written together.
 */
export async function placeOrder(
  trx: Transaction<Database>,
  deps: { now: Date; secret: string },
  customerId: string,
  links: readonly PatientLink[],
  idempotencyKey: string,
  order: OrderRequest,
): Promise<PlaceOrderOutcome> {
  const existing = await orderByKey(trx, customerId, idempotencyKey);
  if (existing) return { kind: 'placed', order: existing };

  const linked = new Set(links.map((l) => l.patientNumber));
  if (order.products.some((p) => !linked.has(p.patientNumber))) return { kind: 'notFound' };
  const refills = await loadPrescriptions(
    trx,
    [...new Set(order.products.map((p) => p.patientNumber))],
    {},
    order.products.map((p) => p.rxRecordNumber),
  );
  const products = order.products.map((p) =>
    refills.find(
      (r) =>
        r.rxRecordNumber === p.rxRecordNumber &&
        r.rxNumber === p.rxNumber &&
        r.patientNumber === p.patientNumber,
    ),
  );
  if (products.some((p) => p === undefined)) return { kind: 'notFound' };
  const found = products as Prescription[];
  if (new Set(found.map((p) => p.rxRecordNumber)).size !== found.length) {
    return reject(RX_ORDER_MESSAGES.orderSubmit);
  }
  if (found.some((p) => !isRefillable(p))) {
    // A stale page (a second tab) orders refills this customer's own order already took: say so.
    const placed = await orderHolding(trx, customerId, found);
    if (placed) return reject(orderAlreadyPlacedMessage(placed));
  }
  for (const [i, p] of found.entries()) {
    if (!isRefillable(p)) return reject(notRefillableMessage(p.drugName), `products.${i}`);
  }
  if (found.some((p) => p.facility.facilityType !== order.pharmacyType)) {
    return reject(RX_ORDER_MESSAGES.cartConflict);
  }
  if ((order.orderType === 'RETAIL') !== (order.pharmacyType === 'RETAIL'))
    return reject(RX_ORDER_MESSAGES.orderSubmit);
  if (found.some((p) => p.facility.facilityId !== order.facilityId)) {
    return reject(ORDER_REJECTIONS.store, 'facilityId');
  }

  let paymentBrand: { brand: string; lastFour: string } | null = null;
  if (order.paymentMethod === 'payNow') {
    const card =
      order.cardId && UUID.test(order.cardId)
        ? await trx
            .selectFrom('wallet_cards')
            .select(['id', 'brand', 'last_four', 'card_type', 'expiration_month', 'expiration_year'])
            .where('customer_id', '=', customerId)
            .where('id', '=', order.cardId)
            .where('card_type', 'in', ['BANK_CARD', 'CREDIT_CARD'])
            .executeTakeFirst()
        : undefined;
    if (!card || isExpired(card.expiration_month ?? undefined, card.expiration_year ?? undefined, deps.now)) {
      return reject(ORDER_REJECTIONS.card, 'cardId');
    }
    paymentBrand = { brand: card.brand, lastFour: card.last_four };
  } else if (order.orderType === 'MAILORDER') {
    return reject(ORDER_REJECTIONS.payAtStore, 'paymentMethod');
  }

  let pickupTime: Date | null = null;
  if (order.orderType === 'RETAIL') {
    const facility = await trx
      .selectFrom('rx_facilities')
      .select(['regular_hours', 'holiday_schedule', 'promise_times'])
      .where('facility_id', '=', order.facilityId)
      .executeTakeFirst();
    pickupTime = order.pickupTime ? new Date(order.pickupTime) : null;
    const store: Pick<Facility, 'hoursOfOperation' | 'promiseTimes'> | null = facility
      ? {
          hoursOfOperation: {
            regularHours: facility.regular_hours,
            holidaySchedule: facility.holiday_schedule,
          },
          promiseTimes: {
            defaultPromiseTime: facility.promise_times.defaultPromiseTime,
            earliestAvailableTime: {
              rxWebWithDoctorCall: facility.promise_times.rxWebWithDoctorCall,
              rxWebWithoutDoctorCall: facility.promise_times.rxWebWithoutDoctorCall,
            },
          },
        }
      : null;
    if (
      !pickupTime ||
      !store ||
      pickupTime.getTime() <= deps.now.getTime() ||
      pickupTime.getUTCMinutes() % PICKUP_SLOT_MINUTES !== 0 ||
      !isOpenForPickup(store, pickupTime)
    ) {
      return reject(ORDER_REJECTIONS.pickupTime, 'pickupTime');
    }
  } else {
    const method = order.shippingMethodId
      ? await trx
          .selectFrom('rx_shipping_methods')
          .select('shipping_method_id')
          .where('shipping_method_id', '=', order.shippingMethodId)
          .executeTakeFirst()
      : undefined;
    if (!method) return reject(ORDER_REJECTIONS.shippingMethod, 'shippingMethodId');
    const address =
      order.addressId && UUID.test(order.addressId)
        ? await trx
            .selectFrom('rx_patient_addresses')
            .select('address_id')
            .where('address_id', '=', order.addressId)
            .where('patient_number', 'in', [...linked])
            .executeTakeFirst()
        : undefined;
    if (!address) return reject(ORDER_REJECTIONS.address, 'addressId');
    if (order.paymentType === 'DW') {
      // The online-pay setup (server/routes/rx/online-pay.ts) used this customer's intent for this card: its
      // association marked it used, and its payment is still associated (not released for a newer setup), paying
      // these refills, and no other order took it.
      const associated =
        order.paymentIntentId && UUID.test(order.paymentIntentId)
          ? await trx
              .selectFrom('rx_payment_intents as i')
              .innerJoin('rx_online_payments as pay', 'pay.payment_intent_id', 'i.payment_intent_id')
              .select(['i.payment_intent_id', 'pay.associated_records'])
              .where('i.payment_intent_id', '=', order.paymentIntentId)
              .where('i.customer_id', '=', customerId)
              .where('i.card_id', '=', order.cardId ?? '')
              .where('i.used_at', 'is not', null)
              .where('pay.status', '=', 'ASSOCIATED')
              .executeTakeFirst()
          : undefined;
      const paysForThese =
        associated !== undefined &&
        found.every((p) => associated.associated_records.includes(p.rxRecordNumber));
      const taken =
        paysForThese &&
        (await trx
          .selectFrom('rx_orders')
          .select('order_id')
          .where('payment_intent_id', '=', order.paymentIntentId)
          .executeTakeFirst()) !== undefined;
      if (!paysForThese || taken) return reject(RX_ORDER_MESSAGES.onlinePaySetup, 'paymentIntentId');
    }
  }

  const { rows } = await sql<{ next: string }>`SELECT nextval('rx_order_number_seq') AS next`.execute(trx);
  const orderId = String(rows[0]!.next);
  const inserted = await trx
    .insertInto('rx_orders')
    .values({
      order_id: orderId,
      customer_id: customerId,
      idempotency_key: idempotencyKey,
      order_type: order.orderType,
      patient_type: order.patientType,
      pharmacy_type: order.pharmacyType,
      facility_id: order.facilityId,
      fulfillment_method: order.fulfillmentMethod,
      payment_method: order.paymentMethod,
      payment_type: order.paymentType,
      pickup_time: pickupTime,
      card_id: order.paymentMethod === 'payNow' ? order.cardId : null,
      payment_intent_id: order.paymentIntentId,
      shipping_method_id: order.shippingMethodId,
      address_id: order.addressId,
      easy_open_lids: order.easyOpenLids,
      order_revenue: order.orderRevenue,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'idempotency_key']).doNothing())
    .returning('order_id')
    .executeTakeFirst();
  if (!inserted) {
    // A concurrent run of the same key stored it first (the idempotency claim makes this rare): answer that one.
    const again = await orderByKey(trx, customerId, idempotencyKey);
    if (again) return { kind: 'placed', order: again };
  }
  await trx
    .insertInto('rx_order_items')
    .values(
      found.map((p) => ({
        order_id: orderId,
        rx_record_number: p.rxRecordNumber,
        patient_number: p.patientNumber,
        patient_pay_amount: p.patientPayAmount,
      })),
    )
    .execute();
  await trx
    .updateTable('rx_prescriptions')
    .set({
      refill_status: 'IN_PROGRESS',
      primary_status: 'IP',
      secondary_status: null,
      status_detail_message: null,
      promise_date_time: pickupTime,
      total_amount_due: (eb) => eb.ref('patient_pay_amount'),
      ...(paymentBrand
        ? {
            payment_brand: paymentBrand.brand,
            payment_last_four: paymentBrand.lastFour,
            payment_expired: false,
          }
        : { payment_brand: null, payment_last_four: null, payment_expired: null }),
    })
    .where(
      'rx_record_number',
      'in',
      found.map((p) => p.rxRecordNumber),
    )
    .execute();
  await trx
    .deleteFrom('rx_cart_items')
    .where('customer_id', '=', customerId)
    .where(
      'rx_record_number',
      'in',
      found.map((p) => p.rxRecordNumber),
    )
    .execute();
  return {
    kind: 'placed',
    order: {
      orderId,
      orderType: order.orderType,
      status: 'SUBMITTED',
      pickupTime: pickupTime ? pickupTime.toISOString() : null,
      facilityId: order.facilityId,
      itemCount: found.length,
    },
  };
}

/**
 * The customer's order that holds every refill of this list that cannot be refilled: each in progress, its latest
 * order line in that one order of this customer. Null when any of them is not refillable for another reason.
 */
async function orderHolding(
  db: Db,
  customerId: string,
  refills: readonly Prescription[],
): Promise<string | null> {
  const held = refills.filter((p) => !isRefillable(p));
  if (held.some((p) => !IN_PROGRESS_GROUP.includes(p.refillStatus))) return null;
  const lines = await db
    .selectFrom('rx_order_items as i')
    .innerJoin('rx_orders as o', 'o.order_id', 'i.order_id')
    .select(['i.rx_record_number', 'o.order_id', 'o.customer_id', 'o.created_at'])
    .where(
      'i.rx_record_number',
      'in',
      held.map((p) => p.rxRecordNumber),
    )
    .orderBy('o.created_at', 'desc')
    .execute();
  const latest = held.map((p) => lines.find((l) => l.rx_record_number === p.rxRecordNumber));
  const orderId = latest[0]?.order_id;
  const one = latest.every((l) => l !== undefined && l.order_id === orderId && l.customer_id === customerId);
  return one && orderId ? orderId : null;
}

async function orderByKey(db: Db, customerId: string, key: string): Promise<OrderResponse | null> {
  const row = await db
    .selectFrom('rx_orders as o')
    .select(['o.order_id', 'o.order_type', 'o.pickup_time', 'o.facility_id'])
    .select((eb) =>
      eb
        .selectFrom('rx_order_items as i')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('i.order_id', '=', 'o.order_id')
        .as('item_count'),
    )
    .where('o.customer_id', '=', customerId)
    .where('o.idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return {
    orderId: row.order_id,
    orderType: row.order_type,
    status: 'SUBMITTED',
    pickupTime: row.pickup_time ? row.pickup_time.toISOString() : null,
    facilityId: row.facility_id,
    itemCount: Number(row.item_count ?? 0),
  };
}
