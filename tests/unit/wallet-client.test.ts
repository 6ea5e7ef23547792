// @vitest-environment node
/** payment-wallet.md §7 the calls (method, path under /payment/v2/wallet, payload, the part of the response each
 *  call answers with), the headers of every call (names: docs/choices.md "Wallet header names and values"), the
 *  10 s timeout and its 408 / ECONNABORTED (§8), and every failure an ApiError. A fake fetch stands in for the
 *  payments service. */
import { homeAddress } from '../../machines/wallet/wallet/wallet.fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EditCardRequest, WalletCall } from '../../api/contracts/wallet';
import {
  callWallet,
  type WalletCallContext,
  type WalletClientOptions,
  walletHeaders,
} from '../../api/clients/wallet';

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string | undefined;
}

const card = {
  id: 'card-visa',
  lastFourPan: '1111',
  cardType: 'CREDIT_CARD',
  brand: 'VISA',
  default: false,
  expired: false,
  saved: true,
  defaultApplications: ['clicklist'],
};
const address = { ...homeAddress, addressId: 'addr-1' };
const giftBody = {
  dateTime: { timezone: 'UTC', value: '2026-03-04T05:06:07.089Z' },
  facilityId: '00000',
  paymentMethod: { paymentType: 'GIFT_CARD', pan: '6006491234567890123', pin: '1234' },
} as const;
const editBody: EditCardRequest = {
  cardId: 'card-visa',
  dateTime: { timezone: 'UTC', value: '2026-03-04T05:06:07.089Z' },
  facilityId: '00000',
  storeId: '00000',
  defaultCard: false,
  saved: true,
  paymentMethod: {
    paymentType: 'CREDIT_CARD',
    billing: {
      addressLines: ['1 A St'],
      cityTown: 'X',
      countryCode: 'US',
      stateProvince: 'OH',
      postalCode: '45202',
    },
    brand: 'VISA',
    expirationMonth: '08',
    expirationYear: '2032',
    firstName: 'Jordan',
    lastName: 'Whitfield',
  },
};
const ebtBody = { paymentMethod: { encryptedPin: 'enc-pin', paymentgram: 'tok_ebt' } };

/** A fake payments service answering every request with `status` and `body`, recording what was sent. */
function service(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({
      url: String(url),
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: init?.body as string | undefined,
    });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

const options = (over: Partial<WalletClientOptions> = {}): WalletClientOptions => ({
  baseUrl: 'https://pay-stage.example.com',
  appName: 'rxweb',
  tenant: 'retailer',
  authType: 'B2C',
  ...over,
});
const context: WalletCallContext = {
  credentials: { token: 'wt-1', paymentIntentId: 'pi-1' },
  idempotencyKey: 'key-1',
};

describe('§7 the eleven calls: method, path, payload and answer', () => {
  const cases: [string, WalletCall, string, string, unknown, unknown, unknown][] = [
    // [name, call, method, path, body sent, service answer, what the call returns]
    [
      '#1 get cards',
      { call: 'getCards', showSnap: true, showGift: false, giftBalance: true },
      'GET',
      '/payment/v2/wallet',
      undefined,
      { data: { payment: { cards: [card] } } },
      [card],
    ],
    [
      '#4 add card (gift)',
      { call: 'addCard', body: giftBody },
      'POST',
      '/payment/v2/wallet',
      giftBody,
      { data: { payment: { card } } },
      card,
    ],
    [
      '#5 edit card',
      { call: 'editCard', body: editBody },
      'PUT',
      '/payment/v2/wallet',
      editBody,
      { data: { payment: { card } } },
      card,
    ],
    [
      '#6 delete card',
      { call: 'deleteCard', cardId: 'card-visa' },
      'DELETE',
      '/payment/v2/wallet/card-visa',
      undefined,
      { status: 'DELETED' },
      'DELETED',
    ],
    [
      '#7 get billing',
      { call: 'getBilling' },
      'GET',
      '/payment/v2/wallet/account/billing',
      undefined,
      { data: { payment: { addresses: [address] } } },
      [address],
    ],
    [
      '#8 update billing',
      { call: 'updateBilling', body: { address } as never },
      'PUT',
      '/payment/v2/wallet/account/billing',
      { address },
      { data: { payment: { address } } },
      address,
    ],
    [
      '#9 gift card balance',
      { call: 'giftBalance', paymentGram: 'tok_gift_1' },
      'POST',
      '/payment/v2/wallet/gift-card/balance',
      { paymentGram: 'tok_gift_1' },
      { data: { payment: { remainingBalance: '25.00' } } },
      '25.00',
    ],
    [
      '#10 SNAP EBT balance',
      { call: 'ebtBalance', body: ebtBody },
      'POST',
      '/payment/v2/wallet/cards/ebt/balance',
      ebtBody,
      { data: { payment: { data: { transactionBalanceInquiry: { remainingBalance: { snap: '42.10' } } } } } },
      '42.10',
    ],
    [
      '#11 set default',
      { call: 'setDefault', cardId: 'card-visa' },
      'PUT',
      '/payment/v2/wallet/cards/defaults',
      { cardId: 'card-visa' },
      { status: 'OK' },
      'OK',
    ],
  ];

  it.each(cases)('%s', async (_name, call, method, path, body, answer, result) => {
    const { fetch, sent } = service(200, answer);
    await expect(callWallet(options({ fetch }), call, context)).resolves.toEqual(result);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.url).toBe(`https://pay-stage.example.com${path}`);
    expect(request?.method).toBe(method);
    if (body === undefined) {
      expect(request?.body).toBeUndefined();
      expect(request?.headers).not.toHaveProperty('Content-Type');
    } else {
      expect(JSON.parse(request?.body ?? 'null')).toEqual(body);
      expect(request?.headers['Content-Type']).toBe('application/json');
    }
  });

  it.each(cases)(
    '%s: an answer outside its contract is a contract ApiError',
    async (_n, call, method, path) => {
      const { fetch } = service(200, { data: { unexpected: true } });
      await expect(callWallet(options({ fetch }), call, context)).rejects.toEqual({
        name: 'ApiError',
        kind: 'contract',
        endpoint: `${method} ${path}`,
        status: 200,
        code: 'CONTRACT_MISMATCH',
        message: `Response of ${method} ${path} does not match its contract`,
      });
    },
  );

  it.each([
    [{ showSnap: true, showGift: false, giftBalance: true }, 'true', 'false', 'true'],
    [{ showSnap: false, showGift: true, giftBalance: false }, 'false', 'true', 'false'],
  ])(
    '#1 headers x-show-snap-card, x-show-gift-cards, x-giftcard-balance from %j',
    async (flags, snap, gift, bal) => {
      const { fetch, sent } = service(200, { data: { payment: { cards: [] } } });
      await callWallet(options({ fetch }), { call: 'getCards', ...flags }, context);
      expect(sent[0]?.headers).toMatchObject({
        'x-show-snap-card': snap,
        'x-show-gift-cards': gift,
        'x-giftcard-balance': bal,
      });
    },
  );

  it('the card id is URL-encoded in the delete path', async () => {
    const { fetch, sent } = service(200, { status: 'DELETED' });
    await callWallet(options({ fetch }), { call: 'deleteCard', cardId: 'a/b c' }, context);
    expect(sent[0]?.url).toBe('https://pay-stage.example.com/payment/v2/wallet/a%2Fb%20c');
  });

  it('LOCAL: a relative base', async () => {
    const { fetch, sent } = service(200, { status: 'OK' });
    await callWallet(options({ fetch, baseUrl: '' }), { call: 'setDefault', cardId: 'c' }, context);
    expect(sent[0]?.url).toBe('/payment/v2/wallet/cards/defaults');
  });
});

describe('§7 headers on every call', () => {
  it('bearer, application id, channel WEB, tenant, idempotency key, auth type, payment intent id', async () => {
    const { fetch, sent } = service(200, { status: 'OK' });
    await callWallet(options({ fetch }), { call: 'setDefault', cardId: 'c' }, context);
    expect(sent[0]?.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer wt-1',
      'X-Application-Id': 'rxweb',
      'X-Channel': 'WEB',
      'X-Tenant': 'retailer',
      'Idempotency-Key': 'key-1',
      'X-Payment-Auth-Type': 'B2C',
      'X-Payment-Intent-Id': 'pi-1',
      'Content-Type': 'application/json',
    });
  });

  it.each([
    // [payment intent id, telemetry callback, intent header, telemetry header]
    [null, undefined, undefined, undefined],
    ['pi-7', (): string => 'sensor-1', 'pi-7', 'sensor-1'],
    [null, (): string => '', undefined, undefined],
    [null, (): undefined => undefined, undefined, undefined],
  ] as const)(
    'intent %s, telemetry %s → X-Payment-Intent-Id %s, X-Bot-Telemetry %s',
    (intent, telemetry, intentHeader, telemetryHeader) => {
      const headers = walletHeaders(
        options({ appName: 'membership', tenant: 't2', authType: 'AX', telemetry }),
        {
          credentials: { token: 'wt-9', paymentIntentId: intent },
          idempotencyKey: 'key-9',
        },
      );
      expect(headers).toMatchObject({
        Authorization: 'Bearer wt-9',
        'X-Application-Id': 'membership',
        'X-Tenant': 't2',
        'X-Payment-Auth-Type': 'AX',
        'Idempotency-Key': 'key-9',
      });
      expect(headers['X-Payment-Intent-Id']).toBe(intentHeader);
      expect(headers['X-Bot-Telemetry']).toBe(telemetryHeader);
    },
  );

  it('the telemetry callback is asked again on every call', async () => {
    let n = 0;
    const { fetch, sent } = service(200, { status: 'OK' });
    const opts = options({ fetch, telemetry: () => `sensor-${++n}` });
    await callWallet(opts, { call: 'setDefault', cardId: 'c' }, context);
    await callWallet(opts, { call: 'setDefault', cardId: 'c' }, context);
    expect(sent.map((s) => s.headers['X-Bot-Telemetry'])).toEqual(['sensor-1', 'sensor-2']);
  });
});

describe('§8 failures are ApiErrors', () => {
  it('an error answer carries the service’s code and message', async () => {
    const { fetch } = service(402, { error: { code: 'RV32937', message: 'Declined' } });
    await expect(
      callWallet(options({ fetch }), { call: 'addCard', body: giftBody }, context),
    ).rejects.toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'POST /payment/v2/wallet',
      status: 402,
      code: 'RV32937',
      message: 'Declined',
    });
  });

  it.each([
    ['not JSON', '<html>Bad gateway</html>'],
    ['JSON of another shape', { message: 'oops' }],
  ])('an error answer that is %s: "HTTP <status>" and no code', async (_name, body) => {
    const { fetch } = service(502, body);
    await expect(callWallet(options({ fetch }), { call: 'getBilling' }, context)).rejects.toEqual({
      name: 'ApiError',
      kind: 'http',
      endpoint: 'GET /payment/v2/wallet/account/billing',
      status: 502,
      message: 'HTTP 502',
    });
  });

  it('a network failure: status 0, Network Error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(callWallet(options({ fetch }), { call: 'getBilling' }, context)).rejects.toEqual({
      name: 'ApiError',
      kind: 'network',
      endpoint: 'GET /payment/v2/wallet/account/billing',
      status: 0,
      message: 'Network Error',
    });
  });
});

describe('§7 timeout 10 s and the caller’s abort', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A fetch that answers only when its signal aborts (then it rejects, like the browser's). */
  const hanging = () => {
    const signals: AbortSignal[] = [];
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as unknown as typeof globalThis.fetch;
    return { fetch, signals };
  };

  it('no answer within 10 000 ms: aborted, 408 ECONNABORTED (§8); not at 9 999 ms', async () => {
    vi.useFakeTimers();
    const { fetch, signals } = hanging();
    const result = callWallet(options({ fetch }), { call: 'getBilling' }, context).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(signals[0]?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signals[0]?.aborted).toBe(true);
    await expect(result).resolves.toEqual({
      name: 'ApiError',
      kind: 'timeout',
      endpoint: 'GET /payment/v2/wallet/account/billing',
      status: 408,
      code: 'ECONNABORTED',
      message: 'Request timed out',
    });
  });

  it('an answer within the timeout leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { fetch } = service(200, { status: 'OK' });
    await callWallet(options({ fetch }), { call: 'setDefault', cardId: 'c' }, context);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the caller aborting the call aborts the request: status 0, Request aborted', async () => {
    const { fetch, signals } = hanging();
    const caller = new AbortController();
    const result = callWallet(
      options({ fetch, timeoutMs: 5_000 }),
      { call: 'getBilling' },
      { ...context, signal: caller.signal },
    ).catch((e: unknown) => e);
    await Promise.resolve();
    caller.abort();
    expect(signals[0]?.aborted).toBe(true);
    await expect(result).resolves.toEqual({
      name: 'ApiError',
      kind: 'aborted',
      endpoint: 'GET /payment/v2/wallet/account/billing',
      status: 0,
      message: 'Request aborted',
    });
  });

  it('after the call, the caller’s signal no longer reaches it (the listener is removed)', async () => {
    const { fetch } = service(200, { status: 'OK' });
    const caller = new AbortController();
    const remove = vi.spyOn(caller.signal, 'removeEventListener');
    await callWallet(
      options({ fetch }),
      { call: 'setDefault', cardId: 'c' },
      { ...context, signal: caller.signal },
    );
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
