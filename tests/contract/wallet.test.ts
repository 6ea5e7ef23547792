// @vitest-environment node
/**
 * Sandbox payment wallet service (payment-wallet.md §7 calls, §8 statuses): contracts of every answer, the
 * seeded wallet, bearer tokens (401 when expired), payment intent renewal (404), idempotency keys,
 * cross-customer isolation and the storage rule (token, brand, bin, last four only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import {
  billingResponseSchema,
  type Card,
  cardResponseSchema,
  cardsResponseSchema,
  ebtBalanceResponseSchema,
  giftBalanceResponseSchema,
  statusResponseSchema,
  updateBillingResponseSchema,
  WALLET_PATHS,
  WALLET_SANDBOX_PATHS,
  walletTokenResponseSchema,
} from '../../api/contracts/wallet';
import { PAYMENT_INTENT_NOT_FOUND, WALLET_HEADERS } from '../../domain/wallet/constants';
import { CARD_ICON_NAMES, CARD_ICON_PATH, cardIconPath } from '../../domain/wallet/icons';
import { SHOPPER_CARDS } from '../../server/db/fixtures/wallet';
import { pinCheckoutId, registrationId } from '../../server/wallet/test-cards';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer, testConfig } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

let keyCounter = 0;
const freshKey = () => `key-${Date.now()}-${++keyCounter}`;

async function tokenFor(account: { email: string; password: string }, ttlMs?: number) {
  const browser = new Browser(server.app);
  await signIn(browser, account);
  const response = await browser.post(
    `${WALLET_SANDBOX_PATHS.token}${ttlMs === undefined ? '' : `?ttlMs=${ttlMs}`}`,
  );
  expect(response.status).toBe(200);
  return z.parse(walletTokenResponseSchema, await response.json()).data.token;
}

function call(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return server.app.request(path, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      [WALLET_HEADERS.applicationId]: 'clicklist',
      [WALLET_HEADERS.channel]: 'WEB',
      [WALLET_HEADERS.idempotencyKey]: freshKey(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function cardsOf(token: string, headers: Record<string, string> = {}) {
  const response = await call(token, 'GET', WALLET_PATHS.cards, undefined, headers);
  expect(response.status).toBe(200);
  return z.parse(cardsResponseSchema, await response.json()).data.payment.cards;
}

const dateTime = { timezone: 'UTC' as const, value: '2026-11-21T06:00:00.000Z' };
const billing = {
  addressLines: ['1014 Vine Street'],
  cityTown: 'Cincinnati',
  countryCode: 'US',
  stateProvince: 'OH',
  postalCode: '45202',
};
function bankCard(
  token: string,
  overrides: { firstSix?: string; month?: string; defaultCard?: boolean } = {},
) {
  return {
    dateTime,
    facilityId: '00000',
    storeId: '00000',
    defaultCard: overrides.defaultCard ?? false,
    save: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing,
      brand: 'MASTERCARD',
      expirationMonth: overrides.month ?? '10',
      expirationYear: '2031',
      lowValueToken: token,
      cardFirstSix: overrides.firstSix ?? '555555',
      firstName: 'Jordan',
      lastName: 'Whitfield',
    },
  };
}

async function errorOf(response: Response) {
  return z.parse(errorBodySchema, await response.json()).error;
}

describe('GET cards', () => {
  it('answers the seeded wallet of shopper@example.com', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const cards = await cardsOf(token, { [WALLET_HEADERS.giftBalance]: 'true' });
    expect(cards.map((c) => c.id)).toEqual(SHOPPER_CARDS.map((c) => c.id));
    const [visa, mc, ebt, gift, zero] = cards;
    expect(visa).toMatchObject({ brand: 'VISA', lastFourPan: '1111', expired: false, saved: true });
    expect(visa?.defaultApplications).toContain('clicklist');
    expect(mc).toMatchObject({ brand: 'MASTERCARD', expired: true });
    expect(ebt).toMatchObject({ cardType: 'EBT_CARD', brand: 'EBT' });
    expect(gift).toMatchObject({ cardType: 'GIFT_CARD', balance: '15.00' });
    expect(zero).toMatchObject({ cardType: 'GIFT_CARD', balance: '0.00' });
  });

  it('hides SNAP and gift cards when asked, and gift balances unless asked', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const cards = await cardsOf(token, {
      [WALLET_HEADERS.showSnap]: 'false',
      [WALLET_HEADERS.showGift]: 'false',
    });
    expect(cards.every((c) => c.cardType === 'BANK_CARD' || c.cardType === 'CREDIT_CARD')).toBe(true);
    const withoutBalance = await cardsOf(token);
    expect(withoutBalance.find((c) => c.cardType === 'GIFT_CARD')?.balance).toBeNull();
  });

  it('401 without a token, with an unknown one and with an expired one', async () => {
    expect((await server.app.request(WALLET_PATHS.cards)).status).toBe(401);
    expect((await call('wt_unknown', 'GET', WALLET_PATHS.cards)).status).toBe(401);
    const expired = await tokenFor(ACCOUNTS.shopper, 0);
    expect((await call(expired, 'GET', WALLET_PATHS.cards)).status).toBe(401);
  });

  it('the token endpoint needs a signed-in session', async () => {
    const response = await server.app.request(WALLET_SANDBOX_PATHS.token, { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('404 PAYMENT_INTENT_NOT_FOUND for a stale payment intent', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const response = await call(token, 'GET', WALLET_PATHS.cards, undefined, {
      [WALLET_HEADERS.paymentIntentId]: 'pi-stale-1',
    });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe(PAYMENT_INTENT_NOT_FOUND);
  });
});

describe('POST add bank card', () => {
  it('adds a card, stores only token, brand, bin and last four, and the same idempotency key never adds twice', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const body = bankCard(registrationId('ok', '4444', 'abc123'));
    const headers = { [WALLET_HEADERS.idempotencyKey]: 'same-key-1' };
    const first = await call(token, 'POST', WALLET_PATHS.cards, body, headers);
    expect(first.status).toBe(200);
    const card = z.parse(cardResponseSchema, await first.json()).data.payment.card;
    expect(card).toMatchObject({ lastFourPan: '4444', bin: '555555', brand: 'MASTERCARD', saved: true });
    const again = await call(token, 'POST', WALLET_PATHS.cards, body, headers);
    expect(again.status).toBe(200);
    expect(z.parse(cardResponseSchema, await again.json()).data.payment.card.id).toBe(card.id);
    const cards = await cardsOf(token);
    expect(cards.filter((c) => c.lastFourPan === '4444')).toHaveLength(1);
    const row = await server.db.kysely
      .selectFrom('wallet_cards')
      .selectAll()
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/5555555555554444/);
  });

  it('409 for a duplicate card', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const body = bankCard(registrationId('ok', '8888', 'dup1'), { firstSix: '222300' });
    expect((await call(token, 'POST', WALLET_PATHS.cards, body)).status).toBe(200);
    const duplicate = await call(
      token,
      'POST',
      WALLET_PATHS.cards,
      bankCard(registrationId('ok', '8888', 'dup2'), { firstSix: '222300' }),
    );
    expect(duplicate.status).toBe(409);
  });

  it.each([
    ['decline', 402, 'RV32937'],
    ['badAddress', 402, 'RV62751'],
    ['fraud', 422, 'KC2617'],
    ['server', 500, 'INTERNAL'],
  ] as const)('%s test card answers %i %s', async (scenario, status, code) => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const response = await call(
      token,
      'POST',
      WALLET_PATHS.cards,
      bankCard(registrationId(scenario, '0002', 'x1')),
    );
    expect(response.status).toBe(status);
    expect((await errorOf(response)).code).toBe(code);
  });

  it('a preferred add makes it the only preferred card of the app', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const response = await call(
      token,
      'POST',
      WALLET_PATHS.cards,
      bankCard(registrationId('ok', '7777', 'pref'), { firstSix: '510000', defaultCard: true }),
    );
    const card = z.parse(cardResponseSchema, await response.json()).data.payment.card;
    const cards = await cardsOf(token);
    expect(cards.filter((c) => c.defaultApplications.includes('clicklist')).map((c) => c.id)).toEqual([
      card.id,
    ]);
  });

  it('400 for a body that breaks the contract (stores nothing)', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const before = (await cardsOf(token)).length;
    const response = await call(token, 'POST', WALLET_PATHS.cards, {
      paymentMethod: { paymentType: 'CREDIT_CARD' },
    });
    expect(response.status).toBe(400);
    expect((await cardsOf(token)).length).toBe(before);
  });
});

describe('SNAP EBT and gift cards', () => {
  it('400 EBT card already exists for the shopper; SNAP balance with the right and wrong PINs', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const add = await call(token, 'POST', WALLET_PATHS.cards, {
      dateTime,
      defaultCard: false,
      facilityId: '00000',
      paymentMethod: { paymentType: 'EBT_CARD', pan: '5077000000000099' },
      save: true,
    });
    expect(add.status).toBe(400);
    expect((await errorOf(add)).message).toBe('EBT card already exists');
    const ebt = (await cardsOf(token)).find((c) => c.cardType === 'EBT_CARD')!;
    const balance = (pin: string) =>
      call(token, 'POST', WALLET_PATHS.ebtBalance, {
        paymentMethod: { encryptedPin: pin, paymentgram: ebt.paymentGram },
      });
    const right = await balance(pinCheckoutId('ok', 'r1'));
    expect(right.status).toBe(200);
    expect(
      z.parse(ebtBalanceResponseSchema, await right.json()).data.payment.data.transactionBalanceInquiry
        .remainingBalance.snap,
    ).toBe('42.50');
    const wrong = await balance(pinCheckoutId('invalidPin', 'r2'));
    expect(wrong.status).toBe(402);
    expect((await errorOf(wrong)).code).toBe('55');
    const locked = await balance(pinCheckoutId('locked', 'r3'));
    expect((await errorOf(locked)).code).toBe('75');
  });

  it('adds a SNAP card where none exists', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const response = await call(token, 'POST', WALLET_PATHS.cards, {
      dateTime,
      defaultCard: false,
      facilityId: '00000',
      paymentMethod: { paymentType: 'EBT_CARD', pan: '5077000000001234' },
      save: true,
    });
    expect(response.status).toBe(200);
    const card = z.parse(cardResponseSchema, await response.json()).data.payment.card;
    expect(card).toMatchObject({ cardType: 'EBT_CARD', lastFourPan: '1234' });
  });

  it('gift cards: zero balance 402, up to five, then 422 GIFT_CARD_LIMIT_REACHED; balance call', async () => {
    const token = await tokenFor(ACCOUNTS.newPatient);
    const gift = (pan: string) =>
      call(token, 'POST', WALLET_PATHS.cards, {
        dateTime,
        facilityId: '00000',
        paymentMethod: { paymentType: 'GIFT_CARD', pan, pin: '1234' },
      });
    const zero = await gift('6006000000000000001');
    expect(zero.status).toBe(402);
    expect((await errorOf(zero)).code).toBe('GIFT_CARD_ZERO_BALANCE');
    for (let i = 1; i <= 5; i++) expect((await gift(`600649000000000000${i}`)).status).toBe(200);
    const sixth = await gift('6006490000000000006');
    expect(sixth.status).toBe(422);
    expect((await errorOf(sixth)).code).toBe('GIFT_CARD_LIMIT_REACHED');
    const card = (await cardsOf(token)).find((c) => c.cardType === 'GIFT_CARD')!;
    const balance = await call(token, 'POST', WALLET_PATHS.giftCardBalance, {
      paymentGram: card.paymentGram,
    });
    expect(z.parse(giftBalanceResponseSchema, await balance.json()).data.payment.remainingBalance).toBe(
      '25.00',
    );
  });
});

describe('edit, preferred, delete, billing', () => {
  it('edits the expired Mastercard, makes it preferred, and deletes a gift card', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const mc = SHOPPER_CARDS[1]!;
    const edit = await call(token, 'PUT', WALLET_PATHS.cards, {
      cardId: mc.id,
      dateTime,
      facilityId: '00000',
      storeId: '00000',
      defaultCard: false,
      saved: true,
      paymentMethod: {
        paymentType: 'BANK_CARD',
        billing,
        brand: 'MASTERCARD',
        expirationMonth: '09',
        expirationYear: '2032',
        firstName: 'Jordan',
        lastName: 'Whitfield',
      },
    });
    expect(edit.status).toBe(200);
    expect(z.parse(cardResponseSchema, await edit.json()).data.payment.card.expired).toBe(false);
    const pref = await call(token, 'PUT', WALLET_PATHS.defaults, { cardId: mc.id });
    expect(z.parse(statusResponseSchema, await pref.json()).status).toBe('OK');
    const cards = await cardsOf(token);
    expect(cards.find((c) => c.id === mc.id)?.defaultApplications).toContain('clicklist');
    expect(cards.find((c) => c.id === SHOPPER_CARDS[0]!.id)?.defaultApplications).not.toContain('clicklist');
    const del = await call(token, 'DELETE', WALLET_PATHS.card(SHOPPER_CARDS[4]!.id));
    expect(z.parse(statusResponseSchema, await del.json()).status).toBe('DELETED');
    expect((await cardsOf(token)).some((c) => c.id === SHOPPER_CARDS[4]!.id)).toBe(false);
  });

  it("the seeded billing addresses: the home one is the profile's home address (4821 Maple Ridge Dr)", async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const list = z.parse(
      billingResponseSchema,
      await (await call(token, 'GET', WALLET_PATHS.billing)).json(),
    );
    const home = list.data.payment.addresses.filter((a) => a.addressType === 'home');
    expect(home).toEqual([
      expect.objectContaining({
        addressLine1: '4821 Maple Ridge Dr',
        addressLine2: 'Apt 3B',
        city: 'Cincinnati',
        stateCode: 'OH',
        zip: '45227',
        countryCode: 'US',
      }),
    ]);
    // The seeded cards' billing address is that home address too.
    const visa = (await cardsOf(token)).find((c) => c.lastFourPan === '1111');
    expect(visa?.address).toMatchObject({
      addressLines: ['4821 Maple Ridge Dr', 'Apt 3B'],
      postalCode: '45227',
    });
  });

  it('billing addresses: list, add, update', async () => {
    const token = await tokenFor(ACCOUNTS.shopper);
    const list = z.parse(
      billingResponseSchema,
      await (await call(token, 'GET', WALLET_PATHS.billing)).json(),
    );
    expect(list.data.payment.addresses).toHaveLength(2);
    const address = {
      addressId: '',
      addressLine1: '1 Rue Test',
      addressType: 'delivery',
      city: 'Toronto',
      countryCode: 'CA',
      preferredAddress: false,
      stateCode: 'ON',
      zip: '12345',
    };
    const added = await call(token, 'PUT', WALLET_PATHS.billing, { address });
    const saved = z.parse(updateBillingResponseSchema, await added.json()).data.payment.address;
    expect(saved.addressId).not.toBe('');
    const updated = await call(token, 'PUT', WALLET_PATHS.billing, { address: { ...saved, city: 'Ottawa' } });
    expect(z.parse(updateBillingResponseSchema, await updated.json()).data.payment.address.city).toBe(
      'Ottawa',
    );
  });
});

describe('an add whose answer comes too late', () => {
  it('the slow test card is stored at once and answered later: a reload during the wait shows it', async () => {
    const slow = createApp({ db: server.db, config: testConfig(), wallet: { slowAnswerMs: 10_000 } });
    const browser = new Browser(slow);
    await signIn(browser, ACCOUNTS.newPatient);
    const token = z.parse(
      walletTokenResponseSchema,
      await (await browser.post(WALLET_SANDBOX_PATHS.token)).json(),
    ).data.token;
    let answered = false;
    const pending = Promise.resolve(
      slow.request(WALLET_PATHS.cards, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          [WALLET_HEADERS.applicationId]: 'clicklist',
          [WALLET_HEADERS.idempotencyKey]: freshKey(),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(bankCard(registrationId('slow', '0036', 'late'), { firstSix: '400000' })),
      }),
    ).then((r) => {
      answered = true;
      return r;
    });
    let stored = false;
    const started = Date.now();
    while (!stored && Date.now() - started < 8_000) {
      await new Promise((r) => setTimeout(r, 50));
      stored = (await cardsOf(token)).some((c) => c.lastFourPan === '0036');
    }
    expect(stored, 'the card is in the wallet before the answer').toBe(true);
    expect(answered).toBe(false);
    expect((await pending).status).toBe(200);
  }, 30_000);
});

describe('cross-customer isolation', () => {
  it("one customer cannot read, edit, prefer, delete or balance another's cards or addresses", async () => {
    const other = await tokenFor(ACCOUNTS.newPatient);
    const visa = SHOPPER_CARDS[0]!;
    const cards = await cardsOf(other);
    expect(cards.some((c) => SHOPPER_CARDS.some((s) => s.id === c.id))).toBe(false);
    expect((await call(other, 'DELETE', WALLET_PATHS.card(visa.id))).status).toBe(404);
    expect((await call(other, 'PUT', WALLET_PATHS.defaults, { cardId: visa.id })).status).toBe(404);
    expect(
      (await call(other, 'POST', WALLET_PATHS.giftCardBalance, { paymentGram: SHOPPER_CARDS[3]!.token }))
        .status,
    ).toBe(404);
    const addresses = z.parse(
      billingResponseSchema,
      await (await call(other, 'GET', WALLET_PATHS.billing)).json(),
    );
    expect(addresses.data.payment.addresses).toHaveLength(0);
    const hijack = await call(other, 'PUT', WALLET_PATHS.billing, {
      address: {
        addressId: '7a000000-0000-4000-8000-000000000001',
        addressLine1: 'x',
        addressType: 'home',
        city: 'x',
        countryCode: 'US',
        preferredAddress: false,
        stateCode: 'OH',
        zip: '12345',
      },
    });
    expect(hijack.status).toBe(404);
    const shopper = await tokenFor(ACCOUNTS.shopper);
    expect((await cardsOf(shopper)).some((c) => c.id === visa.id)).toBe(true);
  });

  it('an idempotency key of one customer never answers for another', async () => {
    const a = await tokenFor(ACCOUNTS.newPatient);
    const b = await tokenFor(ACCOUNTS.unverified);
    const headers = { [WALLET_HEADERS.idempotencyKey]: 'shared-key' };
    const first = await call(
      a,
      'POST',
      WALLET_PATHS.cards,
      bankCard(registrationId('ok', '3333', 'iso'), { firstSix: '510001' }),
      headers,
    );
    expect(first.status).toBe(200);
    expect(z.parse(cardResponseSchema, await first.json()).data.payment.card.lastFourPan).toBe('3333');
    // The other customer's request with the same key runs as its own: not a 422, not the first answer replayed.
    const second = await call(
      b,
      'POST',
      WALLET_PATHS.cards,
      bankCard(registrationId('ok', '3334', 'iso'), { firstSix: '510001' }),
      headers,
    );
    expect(second.status).toBe(200);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    const card = z.parse(cardResponseSchema, await second.json()).data.payment.card;
    expect(card.lastFourPan).toBe('3334');
  });
});

describe('§7 card icons on the manage-payment path', () => {
  it('serves an SVG for every name of the icon rule, each seeded card included; 404 for any other', async () => {
    for (const name of CARD_ICON_NAMES) {
      const response = await server.app.request(`${CARD_ICON_PATH}/${name}.svg`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg [^>]*width="32" height="20"/);
    }
    // The seeded cards (the tests above change the shopper's wallet, so from the seed itself).
    const seeded = SHOPPER_CARDS.map((c) => cardIconPath(c as Pick<Card, 'brand' | 'cardType'>));
    expect(seeded).toEqual([
      `${CARD_ICON_PATH}/visa-credit.svg`,
      `${CARD_ICON_PATH}/mastercard-debit.svg`,
      `${CARD_ICON_PATH}/snap-ebt.svg`,
      `${CARD_ICON_PATH}/gift.svg`,
      `${CARD_ICON_PATH}/gift.svg`,
    ]);
    for (const path of seeded) expect((await server.app.request(path)).status).toBe(200);
    for (const wrong of ['visa.svg', 'visa-credit.png', 'ebt-credit.svg', '..%2Fsecret.svg']) {
      expect((await server.app.request(`${CARD_ICON_PATH}/${wrong}`)).status, wrong).toBe(404);
    }
  });
});
