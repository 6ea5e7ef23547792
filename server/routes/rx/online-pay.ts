/**
 * Pay online (pharmacy-portal.md §7.1, §3 "Payment association", §9 ACH_CARD): the payment service's view of the
 * customer's wallet cards, payment intents, online payments and their association with in-progress prescriptions.
 * Every id is checked: the account number (a patient the customer may act for), the user id (the caller's own),
 * the card (the caller's own usable card), the payment (the caller's own), the patients (the access rule), the
 * prescriptions (the patient's, at the payment's store, in progress and not paid yet). The payment and its
 * association are idempotent (required key); an intent is not (an unused one costs nothing, and its fraud token is
 * then never stored in plain text: only its keyed hash).
 */
import { Hono } from 'hono';
import { sql, type Transaction } from 'kysely';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod/mini';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  onlinePaymentRequestSchema,
  type OnlinePayment,
  paymentAssociationSchema,
  type PaymentAssociationResult,
  type PaymentIntent,
  paymentIntentRequestSchema,
  type paysysCardsResponseSchema,
} from '../../../api/contracts/rx-online-pay';
import { isOnlinePayEligible, isPaidAheadWithOrder } from '../../../domain/rx/online-pay';
import { hashToken, randomToken } from '../../auth/tokens';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { errorBody, validate } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { assertPatientAccess } from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { findFacility } from '../../rx/facilities';
import {
  assertAccountAccess,
  assertOwnCustomerId,
  paymentCardsOf,
  toPaysysCard,
  usableCard,
} from '../../rx/payments';
import { loadPrescriptions } from '../../rx/read-model';

export const ONLINE_PAY_ERRORS = {
  card: { code: 'CARD_NOT_USABLE', message: 'The card cannot be used: choose another card of your wallet.' },
  store: { code: 'STORE_NOT_FOUND', message: 'No pickup store with that id.' },
  notFound: { code: 'NOT_FOUND', message: 'No such payment.' },
  associated: { code: 'ALREADY_ASSOCIATED', message: 'This payment is already associated.' },
  mismatch: {
    code: 'PAYMENT_MISMATCH',
    message: 'The transaction does not match the payment (store or card).',
  },
  fraudToken: { code: 'FRAUD_TOKEN_INVALID', message: 'The fraud token is not valid for this card.' },
  cancelled: {
    code: 'PAYMENT_CANCELLED',
    message: 'This payment was replaced by a newer one: set up the payment again.',
  },
  notPayable: {
    code: 'NOT_PAYABLE',
    message: 'A prescription cannot be paid online (not in progress at this store, or paid already).',
  },
} as const;

const paramsSchema = z.object({ account: z.string().check(z.regex(/^[0-9A-Za-z-]{1,64}$/)) });
const userParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });
const paymentParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i)) });

/** The same setup asked for again: the same card, amount and cart size (the store is the caller's filter). */
function isSameSetup(
  open: { payment_method_id: string; amount: string; cart_size: number },
  asked: { paymentMethodId: string; amount: string; cartSize: number },
): boolean {
  return (
    open.payment_method_id === asked.paymentMethodId &&
    Number(open.amount) === Number(asked.amount) &&
    open.cart_size === asked.cartSize
  );
}

/**
 * Cancels this customer's associated payments at the store that cover any of these refills and that no order took
 * (no order names their intent): what an interrupted checkout paid ahead is paid by the new association instead.
 */
async function releaseUnorderedPayments(
  trx: Transaction<Database>,
  p: { customerId: string; storeId: string; records: readonly string[]; except: string; now: Date },
): Promise<void> {
  if (p.records.length === 0) return;
  const associated = await trx
    .selectFrom('rx_online_payments as pay')
    .select(['pay.payment_id', 'pay.associated_records'])
    .where('pay.customer_id', '=', p.customerId)
    .where('pay.pickup_store_id', '=', p.storeId)
    .where('pay.status', '=', 'ASSOCIATED')
    .where('pay.payment_id', '!=', p.except)
    .where('pay.payment_intent_id', 'is not', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rx_orders as o')
            .select('o.order_id')
            .whereRef('o.payment_intent_id', '=', sql<string>`pay.payment_intent_id::text`),
        ),
      ),
    )
    .execute();
  const released = associated
    .filter((pay) => pay.associated_records.some((r) => p.records.includes(r)))
    .map((pay) => pay.payment_id);
  if (released.length === 0) return;
  await trx
    .updateTable('rx_online_payments')
    .set({ status: 'CANCELLED', cancelled_at: p.now })
    .where('payment_id', 'in', released)
    .execute();
}

const fail = (status: ContentfulStatusCode, e: { code: string; message: string }) => ({
  status,
  body: errorBody(e.code, e.message),
});

export function rxOnlinePayRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_PATHS.paysysCards, validate('param', paramsSchema), async (c) => {
    const customer = rxCustomer(c);
    await assertAccountAccess(deps.db, customer, c.req.valid('param').account);
    const now = deps.now();
    const cards = (await paymentCardsOf(deps.db, customer.customerId)).map((r) => toPaysysCard(r, now));
    return c.json({ cards } satisfies z.infer<typeof paysysCardsResponseSchema>);
  });

  app.post(RX_PATHS.paymentIntent, validate('json', paymentIntentRequestSchema), async (c) => {
    const customer = rxCustomer(c);
    const body = c.req.valid('json');
    if (!(await usableCard(deps.db, customer.customerId, body.paymentMethodId, deps.now()))) {
      return c.json(errorBody(ONLINE_PAY_ERRORS.card.code, ONLINE_PAY_ERRORS.card.message), 422);
    }
    const fraudToken = randomToken();
    const row = await deps.db
      .insertInto('rx_payment_intents')
      .values({
        customer_id: customer.customerId,
        card_type: body.cardType,
        card_id: body.paymentMethodId,
        fraud_token_hash: hashToken(fraudToken, deps.config.sessionSecret),
      })
      .returning('payment_intent_id')
      .executeTakeFirstOrThrow();
    return c.json({ paymentIntentId: row.payment_intent_id, fraudToken } satisfies PaymentIntent);
  });

  app.post(
    RX_PATHS.onlinePayments,
    validate('param', userParamsSchema),
    validate('json', onlinePaymentRequestSchema),
    async (c) => {
      const customer = rxCustomer(c);
      assertOwnCustomerId(customer, c.req.valid('param').userId);
      const body = c.req.valid('json');
      return idempotent(c as unknown as Context, deps, {
        scope: `customer:${customer.customerId}`,
        required: true,
        request: body,
        run: async () => {
          if (!(await usableCard(deps.db, customer.customerId, body.paymentMethodId, deps.now()))) {
            return fail(422, ONLINE_PAY_ERRORS.card);
          }
          // A store (pay online, a retail checkout) or the mail-order pharmacy (a mail-order checkout paid ahead).
          const store = await findFacility(deps.db, body.pickupStoreId);
          if (!store) return fail(422, ONLINE_PAY_ERRORS.store);
          const row = await deps.db.transaction().execute(async (trx) => {
            // At most one open (set up, not associated) payment per customer and store: a setup interrupted
            // before its association (a reload during a checkout) is reused by the next one for the same card
            // and amount, and cancelled by any other; it never stays behind as a second payment.
            const open = await trx
              .selectFrom('rx_online_payments')
              .select(['payment_id', 'payment_method_id', 'amount', 'cart_size'])
              .where('customer_id', '=', customer.customerId)
              .where('pickup_store_id', '=', body.pickupStoreId)
              .where('status', '=', 'CREATED')
              .orderBy('created_at', 'desc')
              .execute();
            const same = open.find((p) => isSameSetup(p, body));
            const stale = open.filter((p) => p !== same).map((p) => p.payment_id);
            if (stale.length > 0) {
              await trx
                .updateTable('rx_online_payments')
                .set({ status: 'CANCELLED', cancelled_at: deps.now() })
                .where('payment_id', 'in', stale)
                .where('status', '=', 'CREATED')
                .execute();
            }
            if (same) return { payment_id: same.payment_id, status: 'CREATED' as const };
            return trx
              .insertInto('rx_online_payments')
              .values({
                customer_id: customer.customerId,
                amount: body.amount,
                cart_size: body.cartSize,
                payment_method_id: body.paymentMethodId,
                pickup_store_id: body.pickupStoreId,
              })
              .returning(['payment_id', 'status'])
              .executeTakeFirstOrThrow();
          });
          const answer: OnlinePayment = {
            paymentId: row.payment_id,
            amount: body.amount,
            status: row.status === 'ASSOCIATED' ? 'ASSOCIATED' : 'CREATED',
          };
          return { status: 200, body: answer };
        },
      });
    },
  );

  app.post(
    RX_PATHS.onlinePaymentAssociate,
    validate('param', paymentParamsSchema),
    validate('json', paymentAssociationSchema),
    async (c) => {
      const customer = rxCustomer(c);
      const paymentId = c.req.valid('param').id;
      const body = c.req.valid('json');
      return idempotent(c as unknown as Context, deps, {
        scope: `customer:${customer.customerId}`,
        required: true,
        request: { paymentId, body },
        run: async () => {
          const payment = await deps.db
            .selectFrom('rx_online_payments')
            .selectAll()
            .where('payment_id', '=', paymentId)
            .where('customer_id', '=', customer.customerId)
            .executeTakeFirst();
          if (!payment) return fail(404, ONLINE_PAY_ERRORS.notFound);
          if (payment.status === 'ASSOCIATED') return fail(409, ONLINE_PAY_ERRORS.associated);
          if (payment.status === 'CANCELLED') return fail(409, ONLINE_PAY_ERRORS.cancelled);
          const card = await usableCard(deps.db, customer.customerId, payment.payment_method_id, deps.now());
          if (!card) return fail(422, ONLINE_PAY_ERRORS.card);
          const intents: string[] = [];
          const records: string[] = [];
          for (const t of body.transactions) {
            await assertPatientAccess(deps.db, customer, t.patientNumber);
            if (t.facilityId !== payment.pickup_store_id || t.creditCardId !== payment.payment_method_id) {
              return fail(422, ONLINE_PAY_ERRORS.mismatch);
            }
            const intent = await deps.db
              .selectFrom('rx_payment_intents')
              .select('payment_intent_id')
              .where('fraud_token_hash', '=', hashToken(t.fraudToken, deps.config.sessionSecret))
              .where('customer_id', '=', customer.customerId)
              .where('card_id', '=', t.creditCardId)
              .where('used_at', 'is', null)
              .executeTakeFirst();
            if (!intent) return fail(422, ONLINE_PAY_ERRORS.fraudToken);
            intents.push(intent.payment_intent_id);
            const own = await loadPrescriptions(deps.db, [t.patientNumber], { includePaymentCards: 'true' });
            for (const wanted of t.prescriptions) {
              const p = own.find((x) => x.rxRecordNumber === wanted.rxRecordNum);
              // Pay online: in progress at the payment's store, not paid yet; a checkout paid ahead: refillable
              // (the order placed next moves it to IN_PROGRESS).
              const payable =
                p !== undefined &&
                ((p.facility.facilityId === payment.pickup_store_id && isOnlinePayEligible(p)) ||
                  isPaidAheadWithOrder(p));
              if (!p || p.rxFillSequence !== wanted.rxFillSeq || !payable) {
                return fail(422, ONLINE_PAY_ERRORS.notPayable);
              }
              records.push(p.rxRecordNumber);
            }
          }
          const now = deps.now();
          // One statement claims the payment: of two associations racing, one wins and the other answers 409.
          const claimed = await deps.db.transaction().execute(async (trx) => {
            const won = await trx
              .updateTable('rx_online_payments')
              .set({
                status: 'ASSOCIATED',
                associated_records: JSON.stringify(records),
                payment_intent_id: intents[0] ?? null,
              })
              .where('payment_id', '=', paymentId)
              .where('status', '=', 'CREATED')
              .returning('payment_id')
              .executeTakeFirst();
            if (!won) return false;
            // Refills paid ahead by an earlier setup of this customer that no order took (a checkout left before
            // its order): that payment is released, so the refills are paid once, by this one.
            await releaseUnorderedPayments(trx, {
              customerId: customer.customerId,
              storeId: payment.pickup_store_id,
              records,
              except: paymentId,
              now,
            });
            await trx
              .updateTable('rx_prescriptions')
              .set({ payment_brand: card.brand, payment_last_four: card.last_four, payment_expired: false })
              .where('rx_record_number', 'in', records)
              .execute();
            await trx
              .updateTable('rx_payment_intents')
              .set({ used_at: now })
              .where('payment_intent_id', 'in', intents)
              .execute();
            return true;
          });
          if (!claimed) return fail(409, ONLINE_PAY_ERRORS.associated);
          const answer: PaymentAssociationResult = {
            paymentId,
            status: 'ASSOCIATED',
            rxRecordNumbers: records,
          };
          return { status: 200, body: answer };
        },
      });
    },
  );

  return app;
}
