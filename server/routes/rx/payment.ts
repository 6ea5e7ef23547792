/**
 * Payment routes of the pharmacy checkout (pharmacy-portal.md §7.1, §3 "Payment association"): POST /payment-intent
 * (ACH_CARD only), POST /online-payment/{id}/payment/associate and GET /paysys-credit-cards/{account}/cards. The
 * cards are the customer's bank and credit cards of the sandbox wallet (brand, last four, a keyed fraud token; no
 * card number exists anywhere). Every id is checked: the account number must be one of the customer's patients',
 * the intent the customer's own, every card and patient of an association the customer's (404 otherwise).
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  PAYMENT_INTENT_CARD_TYPE,
  paymentAssociationSchema,
  type PaysysCard,
  paymentIntentRequestSchema,
} from '../../../api/contracts/rx-payment';
import { isExpired } from '../../../src/domain/wallet/validation';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorBody, errorResponse, validate } from '../../http/errors';
import { idempotent } from '../../http/idempotency';
import { assertPatientAccess, patientsOf } from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { fraudTokenOf } from '../../rx/orders';

export const PAYMENT_NOT_FOUND = 'Payment not found.';

export function rxPaymentRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.post(RX_PATHS.paymentIntent, validate('json', paymentIntentRequestSchema), async (c) => {
    const customer = rxCustomer(c);
    const paymentIntentId = `pi-rx-${randomUUID()}`;
    await deps.db
      .insertInto('rx_payment_intents')
      .values({
        payment_intent_id: paymentIntentId,
        customer_id: customer.customerId,
        card_type: PAYMENT_INTENT_CARD_TYPE,
      })
      .execute();
    return c.json({ paymentIntentId });
  });

  app.post(RX_PATHS.onlinePaymentAssociate, validate('json', paymentAssociationSchema), (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    const intentId = c.req.param('id') ?? '';
    return idempotent(c, deps, {
      scope: `customer:${customer.customerId}`,
      request: { intentId, body },
      required: true,
      run: async () => {
        const gone = { status: 404 as const, body: errorBody(ERROR_CODES.notFound, PAYMENT_NOT_FOUND) };
        const intent = await deps.db
          .selectFrom('rx_payment_intents')
          .select('payment_intent_id')
          .where('payment_intent_id', '=', intentId)
          .where('customer_id', '=', customer.customerId)
          .executeTakeFirst();
        if (!intent) return gone;
        const cardIds = [...new Set(body.transactions.map((t) => t.creditCardId))];
        if (
          cardIds.length !== 1 ||
          !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cardIds[0]!)
        )
          return gone;
        const card = await deps.db
          .selectFrom('wallet_cards')
          .select('id')
          .where('id', '=', cardIds[0]!)
          .where('customer_id', '=', customer.customerId)
          .where('card_type', 'in', ['BANK_CARD', 'CREDIT_CARD'])
          .executeTakeFirst();
        if (!card) return gone;
        for (const t of body.transactions) {
          await assertPatientAccess(deps.db, customer, t.patientNumber);
          if (t.fraudToken !== fraudTokenOf(t.creditCardId, deps.config.sessionSecret)) {
            return {
              status: 422 as const,
              body: errorBody('FRAUD_TOKEN_INVALID', 'The fraud token does not belong to this card.'),
            };
          }
        }
        const associationId = `pa-${randomUUID()}`;
        await deps.db
          .insertInto('rx_payment_associations')
          .values({
            association_id: associationId,
            payment_intent_id: intentId,
            customer_id: customer.customerId,
            credit_card_id: card.id,
            body: JSON.stringify(body),
          })
          .onConflict((oc) =>
            oc
              .column('payment_intent_id')
              .doUpdateSet({ credit_card_id: card.id, body: JSON.stringify(body) }),
          )
          .execute();
        return {
          status: 200 as const,
          body: { associationId, paymentIntentId: intentId, status: 'ASSOCIATED' },
        };
      },
    });
  });

  app.get(RX_PATHS.paysysCards, async (c) => {
    const customer = rxCustomer(c);
    const account = c.req.param('account') ?? '';
    const links = await patientsOf(deps.db, customer);
    const owned =
      links.length > 0 &&
      (await deps.db
        .selectFrom('pharmacy_patients')
        .select('patient_number')
        .where(
          'patient_number',
          'in',
          links.map((l) => l.patientNumber),
        )
        .where('account_number', '=', account)
        .executeTakeFirst());
    if (!owned) return errorResponse(c, 404, ERROR_CODES.notFound, PAYMENT_NOT_FOUND);
    const rows = await deps.db
      .selectFrom('wallet_cards')
      .select(['id', 'brand', 'last_four', 'expiration_month', 'expiration_year', 'default_applications'])
      .where('customer_id', '=', customer.customerId)
      .where('card_type', 'in', ['BANK_CARD', 'CREDIT_CARD'])
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const now = deps.now();
    const cards = rows.map(
      (r): PaysysCard => ({
        creditCardId: r.id,
        brand: r.brand,
        lastFour: r.last_four,
        expired: isExpired(r.expiration_month ?? undefined, r.expiration_year ?? undefined, now),
        preferred: (r.default_applications as string[]).length > 0,
        fraudToken: fraudTokenOf(r.id, deps.config.sessionSecret),
      }),
    );
    return c.json({ cards });
  });

  return app;
}
