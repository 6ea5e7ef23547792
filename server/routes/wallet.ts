/**
 * Sandbox payment wallet service under /payment/v2/wallet (payment-wallet.md §7 calls 1-11, §8 statuses).
 * Bearer-token based (server/wallet/auth.ts): every call answers for the token's own customer only.
 * Mutating calls honour the Idempotency-Key header (server/http/idempotency.ts): the key is claimed before the
 * work, so a retry, even one sent while the first is still running, never adds twice; the same key with another
 * body or call answers 422. Stores token, brand, bin and last four only (never a PAN, CVV or PIN).
 * Test cards and PINs that drive each status: server/wallet/test-cards.ts (docs/wallet-embedding.md "Test cards").
 */
import { createHmac } from 'node:crypto';
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  type AddBankCardRequest,
  type AddGiftCardRequest,
  type AddSnapCardRequest,
  addCardRequestSchema,
  type Card,
  ebtBalanceRequestSchema,
  editCardRequestSchema,
  giftBalanceRequestSchema,
  setDefaultRequestSchema,
  updateBillingRequestSchema,
  WALLET_PATHS,
  WALLET_SANDBOX_PATHS,
} from '../../api/contracts/wallet';
import { CARD_ICON_PATH } from '../../domain/wallet/icons';
import { requireAuthenticated } from '../http/guards';
import { detectBrand } from '../../domain/wallet/brands';
import {
  DEFAULT_APP,
  EBT_CARD_EXISTS,
  MAX_GIFT_CARDS,
  PAYMENT_INTENT_NOT_FOUND,
  WALLET_HEADERS,
} from '../../domain/wallet/constants';
import type { AppDeps } from '../http/deps';
import { ERROR_CODES, errorBody, errorResponse, validate } from '../http/errors';
import { idempotent } from '../http/idempotency';
import { bearerCustomer, issueWalletToken } from '../wallet/auth';
import { cardIconSvg } from '../wallet/icons';
import {
  findCard,
  findCardByToken,
  listCards,
  randomId,
  setPreferred,
  toCard,
  toServerAddress,
} from '../wallet/store';
import {
  DEFAULT_GIFT_BALANCE,
  MAX_BANK_CARDS,
  parsePinCheckoutId,
  parseRegistrationId,
  SLOW_ANSWER_MS,
  SNAP_BALANCE,
  STALE_INTENT_PREFIX,
  ZERO_BALANCE_GIFT_PREFIX,
} from '../wallet/test-cards';

type Answer = { status: ContentfulStatusCode; body: unknown };
const ok = (body: unknown): Answer => ({ status: 200, body });
const fail = (status: ContentfulStatusCode, code: string, message: string): Answer => ({
  status,
  body: errorBody(code, message),
});

export interface WalletRouteOptions {
  /** How long a "slow" test card takes (tests shorten it). */
  slowAnswerMs?: number;
}

export function walletRoutes(deps: AppDeps, options: WalletRouteOptions = {}) {
  const app = new Hono<{ Variables: { customerId: string; appName: string } }>();
  const slowMs = options.slowAnswerMs ?? SLOW_ANSWER_MS;

  // Sandbox only: the bearer token of the signed-in cookie session, handed to the demo host page.
  app.post(WALLET_SANDBOX_PATHS.token, async (c) => {
    const guard = await requireAuthenticated(c, deps);
    if (!guard.ok) return guard.response;
    // The caller may ask for a shorter lifetime (the demo's expired-token knob asks for 0), never a longer one.
    const ttl = c.req.query('ttlMs');
    const { token, expiresAt } = await issueWalletToken(
      deps,
      guard.session,
      ttl !== undefined && /^\d{1,15}$/.test(ttl) ? Number(ttl) : undefined,
    );
    return c.json({
      data: { token, expiresAt: expiresAt.toISOString(), paymentIntentId: `pi-${randomId()}` },
    });
  });
  // A new payment intent for the demo page's renewal: like the token, only for a signed-in shopper.
  app.post(WALLET_SANDBOX_PATHS.paymentIntent, async (c) => {
    const guard = await requireAuthenticated(c, deps);
    if (!guard.ok) return guard.response;
    return c.json({ data: { paymentIntentId: `pi-${randomId()}` } });
  });

  // §7 card icons on the manage-payment path (plain images: no bearer token, cacheable).
  app.get(`${CARD_ICON_PATH}/:file`, (c) => {
    const name = /^([a-z-]+)\.svg$/.exec(c.req.param('file'))?.[1];
    const svg = name ? cardIconSvg(name) : null;
    if (!svg) return c.notFound();
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });
  });

  // Every wallet call ('/*' matches the base path too): bearer token (401), payment intent (404 PAYMENT_INTENT_NOT_FOUND).
  app.use(`${WALLET_PATHS.cards}/*`, async (c, next) => {
    const customerId = await bearerCustomer(c, deps);
    if (!customerId)
      return errorResponse(c, 401, ERROR_CODES.unauthenticated, 'The bearer token is missing or expired.');
    const intent = c.req.header(WALLET_HEADERS.paymentIntentId);
    if (intent?.startsWith(STALE_INTENT_PREFIX)) {
      return errorResponse(c, 404, PAYMENT_INTENT_NOT_FOUND, 'payment-intent-not-found');
    }
    c.set('customerId', customerId);
    c.set('appName', c.req.header(WALLET_HEADERS.applicationId) || DEFAULT_APP);
    await next();
  });
  /**
   * Runs a mutating call once per Idempotency-Key (server/http/idempotency.ts): the key is the customer's,
   * bound to this method and path, the body and the calling app; a repeat answers the stored result.
   */
  const once = (c: Context, body: unknown, run: () => Promise<Answer>) =>
    idempotent(c, deps, {
      scope: `customer:${c.get('customerId') as string}`,
      request: { body, app: c.get('appName') as string },
      run,
    });

  const showHeader = (c: Context, name: string) => c.req.header(name) !== 'false';

  // 1. GET cards
  app.get(WALLET_PATHS.cards, async (c) => {
    const rows = await listCards(deps.db, c.get('customerId'));
    const now = deps.now();
    const withBalance = c.req.header(WALLET_HEADERS.giftBalance) === 'true';
    const cards = rows
      .filter((r) => r.card_type !== 'EBT_CARD' || showHeader(c, WALLET_HEADERS.showSnap))
      .filter((r) => r.card_type !== 'GIFT_CARD' || showHeader(c, WALLET_HEADERS.showGift))
      .map((r) => toCard(r, now, withBalance));
    return c.json({ data: { payment: { cards } } });
  });

  // 2-4. POST add bank, SNAP or gift card
  app.post(WALLET_PATHS.cards, validate('json', addCardRequestSchema), (c) => {
    const body = c.req.valid('json');
    return once(c, body, async () => {
      const customerId = c.get('customerId');
      const appName = c.get('appName');
      const rows = await listCards(deps.db, customerId);
      const type = body.paymentMethod.paymentType;
      if (type === 'EBT_CARD') return addSnap(customerId, rows, body as AddSnapCardRequest);
      if (type === 'GIFT_CARD') return addGift(customerId, rows, body as AddGiftCardRequest);
      const answer = await addBank(customerId, appName, rows, body as AddBankCardRequest);
      // The slow test card: the card is stored at once, the answer comes after the widget's 10 s timeout (a
      // service that did the work but whose answer was lost: the widget reloads its cards and shows it).
      if (parseRegistrationId((body as AddBankCardRequest).paymentMethod.lowValueToken)?.scenario === 'slow')
        await new Promise((r) => setTimeout(r, slowMs));
      return answer;
    });
  });

  type Rows = Awaited<ReturnType<typeof listCards>>;

  async function insertCard(
    values: Parameters<ReturnType<typeof deps.db.insertInto<'wallet_cards'>>['values']>[0],
  ) {
    const row = await deps.db
      .insertInto('wallet_cards')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toCard(row, deps.now(), true);
  }

  async function addBank(
    customerId: string,
    appName: string,
    rows: Rows,
    body: AddBankCardRequest,
  ): Promise<Answer> {
    const m = body.paymentMethod;
    const reg = parseRegistrationId(m.lowValueToken);
    if (!reg) return fail(400, ERROR_CODES.validation, 'Unknown registration id.');
    if (reg.scenario === 'server') return fail(500, ERROR_CODES.internal, 'Sandbox failure');
    if (reg.scenario === 'decline') return fail(402, 'RV32937', 'Card declined.');
    if (reg.scenario === 'badAddress') return fail(402, 'RV62751', 'Billing address mismatch.');
    if (reg.scenario === 'fraud') return fail(422, 'KC2617', 'Invalid payment information.');
    const bank = rows.filter((r) => r.card_type === 'BANK_CARD' || r.card_type === 'CREDIT_CARD');
    const duplicate = bank.find(
      (r) =>
        r.bin === m.cardFirstSix &&
        r.last_four === reg.lastFour &&
        r.expiration_month === m.expirationMonth &&
        r.expiration_year === m.expirationYear,
    );
    if (duplicate) return fail(409, 'CARD_EXISTS', 'The card is already in the wallet.');
    if (bank.length >= MAX_BANK_CARDS) return fail(422, 'RV72632', 'Maximum number of bank cards reached.');
    const now = deps.now();
    const values = {
      customer_id: customerId,
      card_type: m.paymentType,
      brand: m.brand === 'NONE' ? detectBrand(m.cardFirstSix) : m.brand,
      bin: m.cardFirstSix,
      last_four: reg.lastFour,
      token: m.lowValueToken,
      expiration_month: m.expirationMonth,
      expiration_year: m.expirationYear,
      first_name: m.firstName,
      last_name: m.lastName,
      address: JSON.stringify(m.billing),
      default_applications: JSON.stringify(body.defaultCard ? [appName] : []),
      balance: null,
      created_at: now,
      updated_at: now,
    };
    if (!body.save && !body.defaultCard) {
      // Not saved: answered for this checkout only, never stored.
      const card: Card = {
        ...toCard(
          {
            ...values,
            id: `unsaved-${randomId()}`,
            version_key: 1,
            default_applications: [],
            address: m.billing,
          } as never,
          now,
          true,
        ),
        saved: false,
      };
      return ok({ data: { payment: { card } } });
    }
    const card = await insertCard(values);
    if (body.defaultCard) await setPreferred(deps.db, customerId, card.id, appName);
    const saved = await findCard(deps.db, customerId, card.id);
    return ok({ data: { payment: { card: toCard(saved!, now, true) } } });
  }

  async function addSnap(customerId: string, rows: Rows, body: AddSnapCardRequest): Promise<Answer> {
    if (rows.some((r) => r.card_type === 'EBT_CARD')) return fail(400, 'EBT_CARD_EXISTS', EBT_CARD_EXISTS);
    const pan = body.paymentMethod.pan;
    const now = deps.now();
    const card = await insertCard({
      customer_id: customerId,
      card_type: 'EBT_CARD',
      brand: 'EBT',
      bin: pan.slice(0, 6),
      last_four: pan.slice(-4),
      token: `ebt_${panDigest(pan)}`,
      expiration_month: null,
      expiration_year: null,
      first_name: null,
      last_name: null,
      address: null,
      default_applications: '[]',
      balance: null,
      created_at: now,
      updated_at: now,
    });
    return ok({ data: { payment: { card } } });
  }

  async function addGift(customerId: string, rows: Rows, body: AddGiftCardRequest): Promise<Answer> {
    const pan = body.paymentMethod.pan;
    if (pan.startsWith(ZERO_BALANCE_GIFT_PREFIX)) {
      return fail(402, 'GIFT_CARD_ZERO_BALANCE', 'The gift card has a zero balance.');
    }
    const token = `gc_${panDigest(pan)}`;
    const gift = rows.filter((r) => r.card_type === 'GIFT_CARD');
    if (gift.some((r) => r.token === token))
      return fail(409, 'CARD_EXISTS', 'The card is already in the wallet.');
    if (gift.length >= MAX_GIFT_CARDS)
      return fail(422, 'GIFT_CARD_LIMIT_REACHED', 'Gift card limit reached.');
    const now = deps.now();
    const card = await insertCard({
      customer_id: customerId,
      card_type: 'GIFT_CARD',
      brand: 'NONE',
      bin: null,
      last_four: pan.slice(-4),
      token,
      expiration_month: null,
      expiration_year: null,
      first_name: null,
      last_name: null,
      address: null,
      default_applications: '[]',
      balance: DEFAULT_GIFT_BALANCE,
      created_at: now,
      updated_at: now,
    });
    return ok({ data: { payment: { card } } });
  }

  /** The gift/EBT number is kept only as a keyed digest (duplicate detection), never as the number. */
  const panDigest = (pan: string) =>
    createHmac('sha256', deps.config.sessionSecret).update(pan).digest('base64url').slice(0, 22);

  // 5. PUT edit
  app.put(WALLET_PATHS.cards, validate('json', editCardRequestSchema), (c) => {
    const body = c.req.valid('json');
    return once(c, body, async () => {
      const customerId = c.get('customerId');
      const row = await findCard(deps.db, customerId, body.cardId);
      if (!row || (row.card_type !== 'BANK_CARD' && row.card_type !== 'CREDIT_CARD')) {
        return fail(404, ERROR_CODES.notFound, 'Card not found.');
      }
      const m = body.paymentMethod;
      if (m.lowValueToken) {
        const reg = parseRegistrationId(m.lowValueToken);
        if (reg?.scenario === 'decline') return fail(402, 'RV32937', 'Card declined.');
        if (reg?.scenario === 'fraud') return fail(422, 'KC2617', 'Invalid payment information.');
      }
      await deps.db
        .updateTable('wallet_cards')
        .set({
          expiration_month: m.expirationMonth,
          expiration_year: m.expirationYear,
          first_name: m.firstName,
          last_name: m.lastName,
          address: JSON.stringify(m.billing),
          version_key: row.version_key + 1,
          updated_at: deps.now(),
        })
        .where('id', '=', row.id)
        .execute();
      const appName = c.get('appName');
      const apps = row.default_applications as string[];
      if (body.defaultCard && !apps.includes(appName))
        await setPreferred(deps.db, customerId, row.id, appName);
      if (!body.defaultCard && apps.includes(appName)) {
        await deps.db
          .updateTable('wallet_cards')
          .set({ default_applications: JSON.stringify(apps.filter((a) => a !== appName)) })
          .where('id', '=', row.id)
          .execute();
      }
      const updated = await findCard(deps.db, customerId, row.id);
      return ok({ data: { payment: { card: toCard(updated!, deps.now(), true) } } });
    });
  });

  // 7. GET billing addresses
  app.get(WALLET_PATHS.billing, async (c) => {
    const rows = await deps.db
      .selectFrom('wallet_addresses')
      .selectAll()
      .where('customer_id', '=', c.get('customerId'))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return c.json({ data: { payment: { addresses: rows.map(toServerAddress) } } });
  });

  // 8. PUT billing address (addressId '' adds one)
  app.put(WALLET_PATHS.billing, validate('json', updateBillingRequestSchema), (c) => {
    const { address } = c.req.valid('json');
    return once(c, { address }, async () => {
      const customerId = c.get('customerId');
      const values = {
        address_type: address.addressType,
        line1: address.addressLine1,
        line2: address.addressLine2 ?? null,
        city: address.city,
        state_code: address.stateCode,
        zip: address.zip,
        country_code: address.countryCode,
        preferred: address.preferredAddress,
      };
      if (address.addressId === '') {
        const row = await deps.db
          .insertInto('wallet_addresses')
          .values({ ...values, customer_id: customerId, created_at: deps.now() })
          .returningAll()
          .executeTakeFirstOrThrow();
        return ok({ data: { payment: { address: toServerAddress(row) } } });
      }
      if (!/^[0-9a-f-]{36}$/i.test(address.addressId))
        return fail(404, ERROR_CODES.notFound, 'Address not found.');
      const row = await deps.db
        .updateTable('wallet_addresses')
        .set(values)
        .where('id', '=', address.addressId)
        .where('customer_id', '=', customerId)
        .returningAll()
        .executeTakeFirst();
      if (!row) return fail(404, ERROR_CODES.notFound, 'Address not found.');
      return ok({ data: { payment: { address: toServerAddress(row) } } });
    });
  });

  // 9. POST gift card balance
  app.post(WALLET_PATHS.giftCardBalance, validate('json', giftBalanceRequestSchema), async (c) => {
    const row = await findCardByToken(deps.db, c.get('customerId'), c.req.valid('json').paymentGram);
    if (row?.card_type !== 'GIFT_CARD') return errorResponse(c, 404, ERROR_CODES.notFound, 'Card not found.');
    return c.json({ data: { payment: { remainingBalance: row.balance ?? '0.00' } } });
  });

  // 10. POST SNAP EBT balance (the PIN arrives as the secure field's pin checkout id)
  app.post(WALLET_PATHS.ebtBalance, validate('json', ebtBalanceRequestSchema), async (c) => {
    const { paymentMethod } = c.req.valid('json');
    const customerId = c.get('customerId');
    const row = await findCardByToken(deps.db, customerId, paymentMethod.paymentgram);
    if (row?.card_type !== 'EBT_CARD') return errorResponse(c, 404, ERROR_CODES.notFound, 'Card not found.');
    const scenario = parsePinCheckoutId(paymentMethod.encryptedPin);
    if (!scenario) return errorResponse(c, 400, ERROR_CODES.validation, 'Unknown pin checkout id.');
    if (scenario === 'invalidPin') return errorResponse(c, 402, '55', 'Invalid PIN.');
    if (scenario === 'locked') return errorResponse(c, 402, '75', 'Too many PIN attempts.');
    await deps.db
      .updateTable('wallet_cards')
      .set({ balance: SNAP_BALANCE })
      .where('id', '=', row.id)
      .execute();
    return c.json({
      data: {
        payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: SNAP_BALANCE } } } },
      },
    });
  });

  // 11. PUT preferred card
  app.put(WALLET_PATHS.defaults, validate('json', setDefaultRequestSchema), (c) => {
    const { cardId } = c.req.valid('json');
    return once(c, { cardId }, async () => {
      const customerId = c.get('customerId');
      const row = await findCard(deps.db, customerId, cardId);
      if (!row) return fail(404, ERROR_CODES.notFound, 'Card not found.');
      await setPreferred(deps.db, customerId, row.id, c.get('appName'));
      return ok({ status: 'OK' });
    });
  });

  // 6. DELETE card
  app.delete(`${WALLET_PATHS.cards}/:id`, (c) =>
    once(c, null, async () => {
      const row = await findCard(deps.db, c.get('customerId'), c.req.param('id'));
      if (!row) return fail(404, ERROR_CODES.notFound, 'Card not found.');
      await deps.db.deleteFrom('wallet_cards').where('id', '=', row.id).execute();
      return ok({ status: 'DELETED' });
    }),
  );

  return app;
}
