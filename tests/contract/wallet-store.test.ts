// @vitest-environment node
/**
 * The sandbox wallet service's own pieces, below the routes: the row → §3 Card mapping, the card id check, the
 * preferred-card update with its version keys, the billing address shape, the bearer header, and the ids the
 * secure fields hand to the wallet service (docs/wallet-embedding.md "Test cards"). Expected values are literals (payment-
 * wallet.md §3 fields and imageType examples; docs/choices.md), never the product's constants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { WALLET_PATHS, WALLET_SANDBOX_PATHS, walletTokenResponseSchema } from '../../api/contracts/wallet';
import { WALLET_HEADERS } from '../../domain/wallet/constants';
import { UNVERIFIED } from '../../server/db/fixtures/customers';
import { findCard, setPreferred, toCard, toServerAddress } from '../../server/wallet/store';
import { parsePinCheckoutId, parseRegistrationId } from '../../server/wallet/test-cards';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const NOW = new Date('2026-11-21T06:00:00.000Z');
const UPDATED = new Date('2026-10-02T08:30:00.000Z');

type Row = Parameters<typeof toCard>[0];
const row = (overrides: Partial<Row>): Row => ({
  id: '0b000000-0000-4000-8000-000000000001',
  customer_id: UNVERIFIED.id,
  card_type: 'CREDIT_CARD',
  brand: 'VISA',
  bin: null,
  last_four: '1111',
  token: 'tok-1',
  expiration_month: null,
  expiration_year: null,
  first_name: null,
  last_name: null,
  address: null,
  default_applications: [],
  balance: null,
  version_key: 1,
  created_at: UPDATED,
  updated_at: UPDATED,
  ...overrides,
});

const ADDRESS = {
  addressLines: ['1014 Vine Street'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
};

describe('toCard: a stored row as the §3 Card', () => {
  it('a full credit card: every field, preferred for its app', () => {
    const card = toCard(
      row({
        card_type: 'CREDIT_CARD',
        brand: 'VISA',
        bin: '411111',
        expiration_month: '12',
        expiration_year: '2028',
        first_name: 'Jordan',
        last_name: 'Whitfield',
        address: ADDRESS,
        default_applications: ['clicklist'],
        version_key: 3,
      }),
      NOW,
      false,
    );
    expect(card).toEqual({
      id: '0b000000-0000-4000-8000-000000000001',
      versionKey: '3',
      lastFourPan: '1111',
      cardType: 'CREDIT_CARD',
      bin: '411111',
      brand: 'VISA',
      binType: 'CREDIT',
      default: true,
      paymentGram: 'tok-1',
      vaultCardId: '0b000000-0000-4000-8000-000000000001',
      expirationMonth: '12',
      expirationYear: '2028',
      expired: false,
      address: ADDRESS,
      lastUpdatedTimestamp: '2026-10-02T08:30:00.000Z',
      firstName: 'Jordan',
      lastName: 'Whitfield',
      isNotAllowedForFuelPay: false,
      imageType: 'VI',
      saved: true,
      balance: null,
      defaultApplications: ['clicklist'],
    });
  });

  it('a bare bank card: no optional field at all, not preferred, expired by its date', () => {
    expect(
      toCard(
        row({ card_type: 'BANK_CARD', brand: 'MASTERCARD', expiration_month: '01', expiration_year: '2020' }),
        NOW,
        true,
      ),
    ).toEqual({
      id: '0b000000-0000-4000-8000-000000000001',
      versionKey: '1',
      lastFourPan: '1111',
      cardType: 'BANK_CARD',
      brand: 'MASTERCARD',
      binType: 'DEBIT',
      default: false,
      paymentGram: 'tok-1',
      vaultCardId: '0b000000-0000-4000-8000-000000000001',
      expirationMonth: '01',
      expirationYear: '2020',
      expired: true,
      lastUpdatedTimestamp: '2026-10-02T08:30:00.000Z',
      isNotAllowedForFuelPay: false,
      imageType: 'MC',
      saved: true,
      balance: null,
      defaultApplications: [],
    });
  });

  it.each([
    // card type → binType, fuel pay, balance (a gift card balance only when asked), for a card of each type
    ['CREDIT_CARD', 'CREDIT', false, '1.00', false, '1.00'],
    ['BANK_CARD', 'DEBIT', false, '1.00', false, '1.00'],
    ['EBT_CARD', 'PREPAID', true, '42.50', false, '42.50'],
    ['EBT_CARD', 'PREPAID', true, '42.50', true, '42.50'],
    ['GIFT_CARD', 'PREPAID', false, '15.00', false, null],
    ['GIFT_CARD', 'PREPAID', false, '15.00', true, '15.00'],
  ] as const)(
    '%s: binType %s, not for fuel pay %s, balance %s asked %s → %s',
    (type, binType, noFuel, balance, asked, shown) => {
      const card = toCard(row({ card_type: type, balance }), NOW, asked);
      expect(card.binType).toBe(binType);
      expect(card.isNotAllowedForFuelPay).toBe(noFuel);
      expect(card.balance).toBe(shown);
    },
  );

  it.each([
    ['VISA', 'VI'],
    ['MASTERCARD', 'MC'],
    ['AMEX', 'AX'],
    ['DISCOVER', 'DS'],
    ['DINERS', 'DC'],
    ['JCB', 'JCB'],
    ['UNIONPAY', 'UP'],
    ['EBT', 'EBT'],
    ['NONE', 'GC'],
    ['SOMETHING_ELSE', 'GC'],
  ])('brand %s has imageType %s', (brand, imageType) => {
    expect(toCard(row({ brand }), NOW, false).imageType).toBe(imageType);
  });

  it('default is true for a card preferred by any app', () => {
    expect(toCard(row({ default_applications: ['fuel'] }), NOW, false).default).toBe(true);
    expect(toCard(row({ default_applications: ['fuel', 'clicklist'] }), NOW, false).default).toBe(true);
    expect(toCard(row({ default_applications: [] }), NOW, false).default).toBe(false);
  });
});

describe('toServerAddress: §3 server form of a billing address', () => {
  const address = {
    id: '7a000000-0000-4000-8000-000000000002',
    customer_id: UNVERIFIED.id,
    address_type: 'home' as const,
    line1: '1014 Vine Street',
    line2: 'Apt 3',
    city: 'Cincinnati',
    state_code: 'OH',
    zip: '45202',
    country_code: 'US' as const,
    preferred: true,
    created_at: UPDATED,
  };
  it('with a second line', () => {
    expect(toServerAddress(address)).toEqual({
      addressId: '7a000000-0000-4000-8000-000000000002',
      addressLine1: '1014 Vine Street',
      addressLine2: 'Apt 3',
      addressType: 'home',
      city: 'Cincinnati',
      countryCode: 'US',
      preferredAddress: true,
      stateCode: 'OH',
      zip: '45202',
    });
  });
  it('without one', () => {
    expect(toServerAddress({ ...address, line2: null, preferred: false })).toEqual({
      addressId: '7a000000-0000-4000-8000-000000000002',
      addressLine1: '1014 Vine Street',
      addressType: 'home',
      city: 'Cincinnati',
      countryCode: 'US',
      preferredAddress: false,
      stateCode: 'OH',
      zip: '45202',
    });
  });
});

describe('findCard and setPreferred on the database', () => {
  const ids = {
    a: '0c000000-0000-4000-8000-00000000000a',
    b: '0c000000-0000-4000-8000-00000000000b',
    c: '0c000000-0000-4000-8000-00000000000c',
  };

  beforeAll(async () => {
    const base = {
      customer_id: UNVERIFIED.id,
      card_type: 'CREDIT_CARD' as const,
      brand: 'VISA',
      token: 'tok',
    };
    await server.db.kysely
      .insertInto('wallet_cards')
      .values([
        {
          ...base,
          id: ids.a,
          last_four: '0001',
          token: 'tok-a',
          default_applications: JSON.stringify(['clicklist', 'fuel']),
          created_at: new Date('2026-01-01T00:00:00Z'),
        },
        {
          ...base,
          id: ids.b,
          last_four: '0002',
          token: 'tok-b',
          default_applications: JSON.stringify([]),
          created_at: new Date('2026-01-02T00:00:00Z'),
        },
        {
          ...base,
          id: ids.c,
          last_four: '0003',
          token: 'tok-c',
          default_applications: JSON.stringify(['pharmacy']),
          created_at: new Date('2026-01-03T00:00:00Z'),
        },
      ])
      .execute();
  });

  const state = async () =>
    Object.fromEntries(
      (
        await server.db.kysely
          .selectFrom('wallet_cards')
          .select(['id', 'default_applications', 'version_key'])
          .where('customer_id', '=', UNVERIFIED.id)
          .execute()
      ).map((r) => [r.id, { apps: r.default_applications, version: r.version_key }]),
    );

  it('findCard: a card of the customer by its uuid; anything that is not a uuid finds nothing (no query)', async () => {
    expect((await findCard(server.db.kysely, UNVERIFIED.id, ids.a))?.last_four).toBe('0001');
    expect((await findCard(server.db.kysely, UNVERIFIED.id, ids.a.toUpperCase()))?.last_four).toBe('0001');
    for (const id of ['not-a-uuid', `x${ids.a}`, `${ids.a}x`, ids.a.slice(1), '']) {
      await expect(findCard(server.db.kysely, UNVERIFIED.id, id), id).resolves.toBeUndefined();
    }
  });

  it("setPreferred moves the app to the chosen card, keeps other apps, and bumps only changed cards' version keys", async () => {
    await setPreferred(server.db.kysely, UNVERIFIED.id, ids.b, 'clicklist');
    expect(await state()).toEqual({
      [ids.a]: { apps: ['fuel'], version: 2 },
      [ids.b]: { apps: ['clicklist'], version: 2 },
      [ids.c]: { apps: ['pharmacy'], version: 1 },
    });
    // Again: nothing changes, no version moves.
    await setPreferred(server.db.kysely, UNVERIFIED.id, ids.b, 'clicklist');
    expect((await state())[ids.b]).toEqual({ apps: ['clicklist'], version: 2 });
    expect((await state())[ids.a]).toEqual({ apps: ['fuel'], version: 2 });
    await setPreferred(server.db.kysely, UNVERIFIED.id, ids.c, 'fuel');
    expect(await state()).toEqual({
      [ids.a]: { apps: [], version: 3 },
      [ids.b]: { apps: ['clicklist'], version: 2 },
      [ids.c]: { apps: ['pharmacy', 'fuel'], version: 2 },
    });
  });
});

describe('the bearer header of the wallet calls', () => {
  let token = '';
  beforeAll(async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper);
    const response = await browser.post(WALLET_SANDBOX_PATHS.token);
    token = z.parse(walletTokenResponseSchema, await response.json()).data.token;
  });
  const statusWith = async (authorization: string | null) =>
    (
      await server.app.request(WALLET_PATHS.cards, {
        headers: authorization === null ? {} : { Authorization: authorization },
      })
    ).status;

  it.each([
    ['Bearer <token>', (t: string) => `Bearer ${t}`, 200],
    ['bearer <token> (the scheme is case-insensitive)', (t: string) => `bearer ${t}`, 200],
    ['several spaces', (t: string) => `Bearer    ${t}`, 200],
    ['a tab', (t: string) => `Bearer\t${t}`, 200],
    ['no header', null, 401],
    ['an empty header', () => '', 401],
    ['the scheme only', () => 'Bearer', 401],
    ['no space', (t: string) => `Bearer${t}`, 401],
    ['another scheme first', (t: string) => `Token Bearer ${t}`, 401],
    ['a prefix', (t: string) => `xBearer ${t}`, 401],
    ['something after the token', (t: string) => `Bearer ${t} extra`, 401],
    ['the token twice', (t: string) => `Bearer ${t} ${t}`, 401],
  ] as const)('%s: %i', async (_label, header, status) => {
    expect(await statusWith(header === null ? null : header(token))).toBe(status);
  });
});

describe('the sandbox token, its payment intent and the stale intent knob (docs/wallet-embedding.md "Test cards")', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper);
  });
  const MINUTE = 60_000;
  const issue = async (query = '') => {
    const before = Date.now();
    const response = await browser.post(`${WALLET_SANDBOX_PATHS.token}${query}`);
    const after = Date.now();
    const data = z.parse(walletTokenResponseSchema, await response.json()).data;
    return { ...data, lifetime: [Date.parse(data.expiresAt) - after, Date.parse(data.expiresAt) - before] };
  };

  it.each([
    ['', 15 * MINUTE],
    ['?ttlMs=3600000', 15 * MINUTE],
    ['?ttlMs=60000', MINUTE],
  ])('a token asked with %j lives %i ms (at most 15 minutes)', async (query, ms) => {
    const { lifetime } = await issue(query);
    expect(lifetime[0]).toBeLessThanOrEqual(ms);
    expect(lifetime[1]).toBeGreaterThanOrEqual(ms);
  });

  it('each token and each renewal comes with a new payment intent id', async () => {
    const first = (await issue()).paymentIntentId;
    const second = (await issue()).paymentIntentId;
    const renewed = z.parse(
      z.object({ data: z.object({ paymentIntentId: z.string() }) }),
      await (await browser.post(WALLET_SANDBOX_PATHS.paymentIntent)).json(),
    ).data.paymentIntentId;
    for (const id of [first, second, renewed]) expect(id).toMatch(/^pi-[A-Za-z0-9_-]{12}$/);
    expect(new Set([first, second, renewed]).size).toBe(3);
  });

  it.each([
    ['pi-stale-1', 404],
    ['pi-stale', 404],
    ['pi-abc123', 200],
    ['pi-stal', 200],
    ['x-pi-stale', 200],
  ])('payment intent %s: %i', async (intent, status) => {
    const { token } = await issue();
    const response = await server.app.request(WALLET_PATHS.cards, {
      headers: { Authorization: `Bearer ${token}`, [WALLET_HEADERS.paymentIntentId]: intent },
    });
    expect(response.status).toBe(status);
  });
});

describe('the ids the secure fields hand to the wallet service', () => {
  it.each([
    ['reg.ok.1111.abcDEF012_-x', { scenario: 'ok', lastFour: '1111' }],
    ['reg.decline.0002.r', { scenario: 'decline', lastFour: '0002' }],
    ['chk.badAddress.0010.r', { scenario: 'badAddress', lastFour: '0010' }],
    ['reg.fraud.0028.r', { scenario: 'fraud', lastFour: '0028' }],
    ['reg.slow.0036.r', { scenario: 'slow', lastFour: '0036' }],
    ['reg.server.0044.r', { scenario: 'server', lastFour: '0044' }],
    ['xreg.ok.1111.r', null],
    ['reg.ok.1111.r!', null],
    ['reg.ok.1111.', null],
    ['reg.ok.111.r', null],
    ['reg.unknown.1111.r', null],
    ['pin.ok.r', null],
  ])('registration id %j', (id, expected) => {
    expect(parseRegistrationId(id)).toEqual(expected);
  });

  it.each([
    ['pin.ok.abcDEF012_-x', 'ok'],
    ['pin.invalidPin.r', 'invalidPin'],
    ['pin.locked.r', 'locked'],
    ['xpin.ok.r', null],
    ['pin.ok.r!', null],
    ['pin.ok.', null],
    ['pin.other.r', null],
    ['reg.ok.1111.r', null],
  ])('pin checkout id %j', (id, expected) => {
    expect(parsePinCheckoutId(id)).toEqual(expected);
  });
});
