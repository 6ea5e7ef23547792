// @vitest-environment node
/**
 * The sandbox's secure card fields (payment-wallet.md §7 "secure card-entry (card tokenisation iframe)", §5
 * "Secure field codes", §9 "plus 15 in the secure field"; docs/choices.md: 884 expiry, 885 PIN; docs/wallet-embedding.md "Test
 * cards"), driven through Hono's app.request() with a fixed clock. Every expected value is a literal from those
 * texts, never the product's constants. The frame page's inline script is also run against a fake window and
 * document, its fetch answered by the same routes.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers';
import { allowedParentOrigin, secureFieldRoutes } from '../../server/wallet/secure-fields';
import { testConfig } from './support';

/** The second origin of these tests and the only parent it accepts (same host, port - 1). */
const SECOND = 'http://127.0.0.1:8788';
const PARENT = 'http://127.0.0.1:8787';
/** 21 November 2026, 06:00 UTC: November 2026 is still valid, October 2026 is past, 2041 is the last year. */
const NOW = new Date('2026-11-21T06:00:00.000Z');

function secondOrigin(now: Date = NOW) {
  const config = testConfig();
  const app = new Hono();
  app.use('*', securityHeaders(config, 'second'));
  app.route(
    '/',
    secureFieldRoutes(config, () => now),
  );
  return app;
}
const app = secondOrigin();

const frame = (query: string) => app.request(`${SECOND}/secure-fields/frame${query}`);
const parentQuery = (mode: string, parent = PARENT) => `?mode=${mode}&parent=${encodeURIComponent(parent)}`;

async function register(body: unknown, server: Hono = app) {
  const response = await server.request(`${SECOND}/secure-fields/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { response, json: (await response.json()) as Record<string, unknown> };
}

/** The base64url random part of every id: 9 random bytes are 12 characters. */
const RANDOM = '[A-Za-z0-9_-]{12}';

describe('GET /secure-fields/frame: the page the app frames', () => {
  it('add mode: labelled card number, expiry and CVV fields with autocomplete, errors tied to each field', async () => {
    const r = await frame(parentQuery('add'));
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(r.headers.get('Cache-Control')).toBe('no-store');
    // Only the app origin may frame it.
    expect(r.headers.get('Content-Security-Policy')).toContain(`frame-ancestors ${PARENT}`);
    expect(r.headers.get('X-Frame-Options')).toBeNull();
    const html = await r.text();
    expect(html).toContain('<title>Secure card fields</title>');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<label for="number">Card number</label>');
    expect(html).toContain('<label for="exp">Expiration date (MM/YY)</label>');
    expect(html).toContain('<label for="cvv">Security code (CVV)</label>');
    expect(html).toContain(
      '<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="number-error">',
    );
    expect(html).toContain(
      '<input id="exp" name="exp" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" aria-describedby="exp-error">',
    );
    expect(html).toContain(
      '<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="cvv-error">',
    );
    for (const id of ['number-error', 'exp-error', 'cvv-error']) {
      expect(html).toContain(`<p id="${id}" class="e" aria-live="assertive"></p>`);
    }
    expect(html).not.toContain('id="pin"');
    expect(html).toContain('<form id="secure" novalidate>');
  });

  it('edit mode: the security code only (the card number stays with the card token)', async () => {
    const html = await (await frame(parentQuery('edit'))).text();
    expect(html).toContain('<label for="cvv">Security code (CVV)</label>');
    expect(html).toContain('autocomplete="cc-csc"');
    expect(html).toContain('<p id="cvv-error" class="e" aria-live="assertive"></p>');
    expect(html).not.toContain('id="number"');
    expect(html).not.toContain('id="exp"');
    expect(html).not.toContain('id="pin"');
    expect(html).toContain('var MODE = "edit";');
  });

  it('PIN mode: a masked 4-digit PIN field that the browser never autofills', async () => {
    const html = await (await frame(parentQuery('pin'))).text();
    expect(html).toContain('<label for="pin">SNAP EBT PIN</label>');
    expect(html).toContain(
      '<input id="pin" name="pin" type="password" inputmode="numeric" autocomplete="off" maxlength="4" aria-describedby="pin-error">',
    );
    expect(html).toContain('<p id="pin-error" class="e" aria-live="assertive"></p>');
    expect(html).not.toContain('id="number"');
    expect(html).not.toContain('id="cvv"');
    expect(html).toContain('var MODE = "pin";');
  });

  it.each([['add'], ['nonsense'], ['']])('mode %j opens the add fields', async (mode) => {
    const html = await (await frame(parentQuery(mode))).text();
    expect(html).toContain('var MODE = "add";');
    expect(html).toContain('autocomplete="cc-number"');
  });

  it('knows the parent origin it answers to, and the message of every §5 code next to its field', async () => {
    const html = await (await frame(parentQuery('add'))).text();
    expect(html).toContain(`var PARENT = "${PARENT}";`);
    const messages = JSON.parse(/var MESSAGES = (\{.*\});/.exec(html)?.[1] ?? 'null') as unknown;
    expect(messages).toEqual({
      '871': ['number', 'Card number not numeric.'],
      '872': ['number', 'Card number too short.'],
      '873': ['number', 'Card number too long.'],
      '874': ['number', 'Please enter a valid credit or debit card.'],
      '876': ['number', 'Please enter a valid credit or debit card.'],
      '881': ['cvv', 'Invalid CVV.'],
      '882': ['cvv', 'CVV too short.'],
      '883': ['cvv', 'CVV too long.'],
      '884': ['exp', 'Expiration Date must be after the current date.'],
      '885': ['pin', 'PIN must be exactly 4 digits.'],
    });
  });

  it.each([
    [
      'another site',
      'https://evil.example',
      'Secure fields: parent origin https://evil.example is not allowed',
    ],
    ['the second origin itself', SECOND, `Secure fields: parent origin ${SECOND} is not allowed`],
    [
      'port + 1 instead of - 1',
      'http://127.0.0.1:8789',
      'Secure fields: parent origin http://127.0.0.1:8789 is not allowed',
    ],
    [
      'https instead of http',
      'https://127.0.0.1:8787',
      'Secure fields: parent origin https://127.0.0.1:8787 is not allowed',
    ],
  ])('400 for a parent origin that is not the app (%s)', async (_label, parent, text) => {
    const r = await frame(parentQuery('add', parent));
    expect(r.status).toBe(400);
    expect(await r.text()).toBe(text);
  });

  it('400 without a parent origin', async () => {
    const r = await frame('?mode=add');
    expect(r.status).toBe(400);
    expect(await r.text()).toBe('Secure fields: parent origin (none) is not allowed');
  });

  it('the allowed parent of a frame URL is its host at port - 1', () => {
    expect(allowedParentOrigin('http://127.0.0.1:8788/secure-fields/frame?mode=add')).toBe(PARENT);
    expect(allowedParentOrigin('https://pay.example:444/x')).toBe('https://pay.example');
  });
});

describe('GET /fraud/device.js: the fraud device script stand-in (§4)', () => {
  it('a script that counts its loads and gives the device data with the transaction id it was loaded with', async () => {
    const r = await app.request(`${SECOND}/fraud/device.js?tid=tx-42`);
    expect(r.status).toBe(200);
    expect(r.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const source = await r.text();
    // Run it as a page would, against a fake window (docs/choices.md: the global walletFraud, deviceInfo()).
    const window: Record<string, unknown> = {};
    const document = { currentScript: { src: `${SECOND}/fraud/device.js?tid=tx-42` } };
    const run = new Function('window', 'document', 'navigator', 'screen', 'Intl', 'btoa', source);
    const env = [window, document, { language: 'en-US' }, { width: 375, height: 812 }, Intl, btoa] as const;
    run(...env);
    run(...env);
    expect(window.__walletFraudLoads).toBe(2);
    const fraud = window.walletFraud as { transactionId: string; deviceInfo: () => string };
    expect(fraud.transactionId).toBe('tx-42');
    const info = fraud.deviceInfo();
    expect(info.startsWith('sandbox.')).toBe(true);
    expect(JSON.parse(atob(info.slice('sandbox.'.length)))).toMatchObject({
      tid: 'tx-42',
      lang: 'en-US',
      screen: '375x812',
    });
  });
});

describe('POST /secure-fields/register, add mode (registration id)', () => {
  const add = (number: string, exp = '12/28', cvv = '123') => register({ mode: 'add', number, exp, cvv });

  it.each([
    // docs/wallet-embedding.md "Test cards": the scenario is named in the registration id, with the last four.
    ['4111111111111111', 'ok', '1111', 'VISA', '411111'],
    ['5555555555554444', 'ok', '4444', 'MASTERCARD', '555555'],
    ['6011111111111117', 'ok', '1117', 'DISCOVER', '601111'],
    ['4000000000000002', 'decline', '0002', 'VISA', '400000'],
    ['4000000000000010', 'badAddress', '0010', 'VISA', '400000'],
    ['4000000000000028', 'fraud', '0028', 'VISA', '400000'],
    ['4000000000000036', 'slow', '0036', 'VISA', '400000'],
    ['4000000000000044', 'server', '0044', 'VISA', '400000'],
    // Any other valid card adds normally.
    ['5105105105105100', 'ok', '5100', 'MASTERCARD', '510510'],
    ['4111111111119', 'ok', '1119', 'VISA', '411111'],
    ['4000000000000000006', 'ok', '0006', 'VISA', '400000'],
  ])(
    '%s: 870, reg.%s.%s.<random>, brand %s, first six %s',
    async (number, scenario, lastFour, brand, firstSix) => {
      const { response, json } = await add(number);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(json).toEqual({
        response: '870',
        paypageRegistrationId: expect.stringMatching(
          new RegExp(`^reg\\.${scenario}\\.${lastFour}\\.${RANDOM}$`),
        ),
        firstSix,
        lastFour,
        expMonth: '12',
        expYear: '2028',
        brand,
      });
    },
  );

  it('Amex: the security code has 4 digits', async () => {
    const ok = await add('378282246310005', '12/28', '1234');
    expect(ok.json).toMatchObject({ response: '870', brand: 'AMEX', firstSix: '378282', lastFour: '0005' });
    expect(ok.json.paypageRegistrationId).toMatch(new RegExp(`^reg\\.ok\\.0005\\.${RANDOM}$`));
    expect((await add('378282246310005', '12/28', '123')).json).toEqual({ response: '882' });
    expect((await add('378282246310005', '12/28', '12345')).json).toEqual({ response: '883' });
  });

  it('spaces and dashes in the number are ignored', async () => {
    const { json } = await add('4111-1111 1111-1111');
    expect(json).toMatchObject({ response: '870', firstSix: '411111', lastFour: '1111', brand: 'VISA' });
    expect((await add('4111\t1111\n1111 1111')).json).toMatchObject({
      response: '870',
      firstSix: '411111',
      lastFour: '1111',
    });
    // The scenario is found from the digits alone, whatever the separators.
    for (const number of ['4000 0000 0000 0002', '4000-0000-0000-0002', '4000 0000-0000 0002']) {
      const { json: declined } = await add(number);
      expect(declined, number).toMatchObject({ response: '870', firstSix: '400000', lastFour: '0002' });
      expect(declined.paypageRegistrationId, number).toMatch(
        new RegExp(`^reg\\.decline\\.0002\\.${RANDOM}$`),
      );
    }
  });

  it('two registrations of one card get different ids', async () => {
    const a = (await add('4111111111111111')).json.paypageRegistrationId;
    const b = (await add('4111111111111111')).json.paypageRegistrationId;
    expect(a).not.toBe(b);
  });

  it.each([
    // §5: 871 not numeric, 872 too short, 873 too long, 874 check digit, 876 not a credit or debit card brand.
    ['411111111111111a', '871'],
    ['a4111111111111111', '871'],
    ['4111111111111111a', '871'],
    ['4111.1111.1111.1111', '871'],
    ['', '872'],
    ['411111111111', '872'],
    ['4111 1111 1111', '872'],
    ['41111111111111111111', '873'],
    ['4111 1111 1111 1111 1111', '873'],
    ['4111111111111112', '874'],
    ['4222222222223', '874'],
    ['1000000000000008', '876'],
    ['6008000000000009', '876'],
    ['40000000000002', '876'],
  ])('card number %j answers %s', async (number, code) => {
    const { response, json } = await add(number);
    expect(response.status).toBe(200);
    expect(json).toEqual({ response: code });
  });

  it('a bad card number is named before a bad expiry or CVV', async () => {
    expect((await add('4111111111111112', '01/20', '')).json).toEqual({ response: '874' });
  });

  it('a bad expiry is named before a bad CVV', async () => {
    expect((await add('4111111111111111', '01/20', '')).json).toEqual({ response: '884' });
  });

  it.each([
    // The current month is still valid; the secure field offers the current year plus 15 (§9).
    ['11/26', '11', '2026'],
    ['11/2026', '11', '2026'],
    ['12/26', '12', '2026'],
    ['1/27', '01', '2027'],
    ['01/27', '01', '2027'],
    [' 3 / 28 ', '03', '2028'],
    ['3/2028', '03', '2028'],
    ['03/2028', '03', '2028'],
    ['10/27', '10', '2027'],
    ['12/41', '12', '2041'],
    ['12/2041', '12', '2041'],
  ])('expiry %j is month %s of %s', async (exp, month, year) => {
    expect((await add('4111111111111111', exp)).json).toMatchObject({
      response: '870',
      expMonth: month,
      expYear: year,
    });
  });

  it.each([
    ['10/26'],
    ['10/2026'],
    ['12/25'],
    ['12/2025'],
    ['01/42'],
    ['01/2042'],
    ['13/27'],
    ['00/27'],
    ['0/27'],
    ['003/28'],
    ['3/028'],
    ['3/20288'],
    ['3-28'],
    ['3/28x'],
    ['x3/28'],
    ['328'],
    ['/28'],
    ['3/'],
    [''],
  ])('expiry %j answers 884', async (exp) => {
    expect((await add('4111111111111111', exp)).json).toEqual({ response: '884' });
  });

  it('the expiry is judged by the clock in UTC: 1 January 2027 00:30 UTC makes December 2026 past', async () => {
    const newYear = secondOrigin(new Date('2027-01-01T00:30:00.000Z'));
    const at = (exp: string) =>
      register({ mode: 'add', number: '4111111111111111', exp, cvv: '123' }, newYear);
    expect((await at('12/26')).json).toEqual({ response: '884' });
    expect((await at('01/27')).json).toMatchObject({ response: '870', expMonth: '01', expYear: '2027' });
    expect((await at('12/42')).json).toMatchObject({ response: '870', expYear: '2042' });
    expect((await at('01/43')).json).toEqual({ response: '884' });
  });

  it('without a given clock, the expiry is judged by the real one: this month is still valid', async () => {
    const config = testConfig();
    const realClock = new Hono().route('/', secureFieldRoutes(config));
    const today = new Date();
    const exp = `${today.getUTCMonth() + 1}/${today.getUTCFullYear()}`;
    const { json } = await register({ mode: 'add', number: '4111111111111111', exp, cvv: '123' }, realClock);
    expect(json).toMatchObject({ response: '870', expYear: String(today.getUTCFullYear()) });
  });

  it.each([
    ['', '881'],
    ['12a', '881'],
    ['a12', '881'],
    ['1 3', '881'],
    ['1', '882'],
    ['12', '882'],
    ['1234', '883'],
    ['12345', '883'],
  ])('Visa with CVV %j answers %s', async (cvv, code) => {
    expect((await add('4111111111111111', '12/28', cvv)).json).toEqual({ response: code });
  });
});

describe('POST /secure-fields/register, edit mode (checkout id)', () => {
  it.each([
    ['123', true],
    ['1234', true],
    ['', '881'],
    ['12a', '881'],
    ['a12', '881'],
    ['12', '882'],
    ['1', '882'],
    ['12345', '883'],
  ])('CVV %j', async (cvv, expected) => {
    const { response, json } = await register({ mode: 'edit', cvv });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    if (expected === true) {
      expect(json).toEqual({
        response: '870',
        checkoutId: expect.stringMatching(new RegExp(`^chk\\.ok\\.0000\\.${RANDOM}$`)),
      });
    } else {
      expect(json).toEqual({ response: expected });
    }
  });
});

describe('POST /secure-fields/register, PIN mode (pin checkout id)', () => {
  it.each([
    ['1234', 'ok'],
    ['5555', 'invalidPin'],
    ['7575', 'locked'],
    ['0000', 'ok'],
    ['9876', 'ok'],
  ])('PIN %s: 870, pin.%s.<random>', async (pin, scenario) => {
    const { json } = await register({ mode: 'pin', pin });
    expect(json).toEqual({
      response: '870',
      pinCheckoutId: expect.stringMatching(new RegExp(`^pin\\.${scenario}\\.${RANDOM}$`)),
    });
  });

  it.each([[''], ['123'], ['12345'], ['12a4'], [' 1234'], ['1234 '], ['x1234']])(
    'PIN %j answers 885 (exactly 4 digits)',
    async (pin) => {
      expect((await register({ mode: 'pin', pin })).json).toEqual({ response: '885' });
    },
  );
});

describe('POST /secure-fields/register: a body outside the contract', () => {
  it.each([
    ['not JSON', '{'],
    ['no mode', { number: '4111111111111111', exp: '12/28', cvv: '123' }],
    ['an unknown mode', { mode: 'tokenize', cvv: '123' }],
    ['add without a CVV', { mode: 'add', number: '4111111111111111', exp: '12/28' }],
    ['a number of 41 characters', { mode: 'add', number: '4'.repeat(41), exp: '12/28', cvv: '123' }],
    [
      'an expiry of 11 characters',
      { mode: 'add', number: '4111111111111111', exp: '1'.repeat(11), cvv: '123' },
    ],
    [
      'a CVV of 11 characters',
      { mode: 'add', number: '4111111111111111', exp: '12/28', cvv: '1'.repeat(11) },
    ],
    ['an edit CVV of 11 characters', { mode: 'edit', cvv: '1'.repeat(11) }],
    ['a PIN of 11 characters', { mode: 'pin', pin: '1'.repeat(11) }],
    ['a numeric PIN', { mode: 'pin', pin: 1234 }],
  ])('400 with 899: %s', async (_label, body) => {
    const { response, json } = await register(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(json).toEqual({ response: '899' });
  });

  it('the limits themselves are accepted: 40, 10 and 10 characters reach the field checks', async () => {
    expect((await register({ mode: 'add', number: '4'.repeat(40), exp: '12/28', cvv: '123' })).json).toEqual({
      response: '873',
    });
    expect(
      (await register({ mode: 'add', number: '4111111111111111', exp: '12/28     ', cvv: '123' })).json,
    ).toMatchObject({ response: '870' });
    expect(
      (await register({ mode: 'add', number: '4111111111111111', exp: '12/28', cvv: '1'.repeat(10) })).json,
    ).toEqual({ response: '883' });
    expect((await register({ mode: 'edit', cvv: '1'.repeat(10) })).json).toEqual({ response: '883' });
    expect((await register({ mode: 'pin', pin: '1'.repeat(10) })).json).toEqual({ response: '885' });
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The frame page's own script, run against a fake window and document; its fetch is answered by the routes above.

interface Posted {
  message: Record<string, unknown>;
  origin: string;
}

async function runFrameScript(
  mode: 'add' | 'edit' | 'pin',
  values: Record<string, string>,
  fetchFails = false,
) {
  const html = await (await frame(parentQuery(mode))).text();
  const source = /<script[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  expect(source).not.toBe('');
  const posted: Posted[] = [];
  const parentWindow = {
    postMessage: (message: Record<string, unknown>, origin: string) => posted.push({ message, origin }),
  };
  const listeners: ((event: unknown) => void)[] = [];
  let submitHandler: ((event: { preventDefault(): void }) => void) | null = null;
  const elements = new Map<
    string,
    { value?: string; textContent?: string; attributes: Map<string, string>; focused: boolean }
  >();
  for (const [id, value] of Object.entries(values)) {
    elements.set(id, { value, attributes: new Map(), focused: false });
    elements.set(`${id}-error`, { textContent: '', attributes: new Map(), focused: false });
  }
  const element = (id: string) => {
    const el = elements.get(id);
    if (!el) return null;
    return {
      get value() {
        return el.value;
      },
      get textContent() {
        return el.textContent;
      },
      set textContent(text: string | undefined) {
        el.textContent = text;
      },
      setAttribute: (name: string, value: string) => el.attributes.set(name, value),
      removeAttribute: (name: string) => el.attributes.delete(name),
      focus: () => {
        el.focused = true;
      },
    };
  };
  const document = {
    getElementById: (id: string) =>
      id === 'secure'
        ? {
            addEventListener: (type: string, handler: typeof submitHandler) => {
              if (type === 'submit') submitHandler = handler;
            },
          }
        : element(id),
    querySelectorAll: (selector: string) =>
      [...elements.keys()]
        .filter((id) =>
          selector === 'input' ? !id.endsWith('-error') : selector === '.e' && id.endsWith('-error'),
        )
        .map((id) => element(id)),
  };
  const fetched: { url: string; body: unknown }[] = [];
  const fetchStub = async (url: string, init: RequestInit) => {
    fetched.push({ url, body: JSON.parse(String(init.body)) });
    if (fetchFails) throw new TypeError('network down');
    return app.request(`${SECOND}${url}`, init);
  };
  const window = {
    parent: parentWindow,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') listeners.push(listener);
    },
  };
  new Function('window', 'document', 'fetch', source)(window, document, fetchStub);
  const send = async (event: { origin: string; source: unknown; data: unknown }) => {
    for (const listener of listeners) listener(event);
    // Let the fetch and its two .then steps settle.
    for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { posted, fetched, elements, send, parentWindow, submit: () => submitHandler };
}

describe('the frame page script (postMessage both ways, origins checked)', () => {
  it('announces itself to the parent origin only, and keeps Enter from navigating the frame', async () => {
    const frameScript = await runFrameScript('add', { number: '', exp: '', cvv: '' });
    expect(frameScript.posted).toEqual([{ message: { type: 'pw:ready', mode: 'add' }, origin: PARENT }]);
    let prevented = false;
    frameScript.submit()?.({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });

  it('ignores requests from another origin, from another window and of another type', async () => {
    const { posted, fetched, send, parentWindow } = await runFrameScript('add', {
      number: '4111111111111111',
      exp: '12/28',
      cvv: '123',
    });
    await send({
      origin: 'https://evil.example',
      source: parentWindow,
      data: { type: 'pw:tokenize', requestId: 'a' },
    });
    await send({ origin: PARENT, source: {}, data: { type: 'pw:tokenize', requestId: 'b' } });
    await send({ origin: PARENT, source: parentWindow, data: { type: 'pw:other', requestId: 'c' } });
    await send({ origin: PARENT, source: parentWindow, data: null });
    expect(fetched).toEqual([]);
    expect(posted).toHaveLength(1);
  });

  it('tokenizes on request: posts the typed values to its own server and the result to the parent origin', async () => {
    const { posted, fetched, send, parentWindow } = await runFrameScript('add', {
      number: '4111 1111 1111 1111',
      exp: '12/28',
      cvv: '123',
    });
    await send({ origin: PARENT, source: parentWindow, data: { type: 'pw:tokenize', requestId: 'req-7' } });
    expect(fetched).toEqual([
      {
        url: '/secure-fields/register',
        body: { mode: 'add', number: '4111 1111 1111 1111', exp: '12/28', cvv: '123' },
      },
    ]);
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual({
      message: {
        type: 'pw:result',
        requestId: 'req-7',
        result: expect.objectContaining({
          response: '870',
          lastFour: '1111',
          firstSix: '411111',
          brand: 'VISA',
        }),
      },
      origin: PARENT,
    });
  });

  it('shows the error next to its field, marks it invalid and focuses it; the next request clears it', async () => {
    const frameScript = await runFrameScript('add', { number: '411111111111', exp: '12/28', cvv: '123' });
    const { posted, elements, send, parentWindow } = frameScript;
    await send({ origin: PARENT, source: parentWindow, data: { type: 'pw:tokenize', requestId: 'r1' } });
    expect(posted.at(-1)?.message).toEqual({
      type: 'pw:result',
      requestId: 'r1',
      result: { response: '872' },
    });
    expect(elements.get('number-error')?.textContent).toBe('Card number too short.');
    expect(elements.get('number')?.attributes.get('aria-invalid')).toBe('true');
    expect(elements.get('number')?.focused).toBe(true);
    expect(elements.get('cvv-error')?.textContent).toBe('');
    elements.get('number')!.value = '4111111111111111';
    elements.get('cvv')!.value = '12';
    await send({ origin: PARENT, source: parentWindow, data: { type: 'pw:tokenize', requestId: 'r2' } });
    expect(elements.get('number-error')?.textContent).toBe('');
    expect(elements.get('number')?.attributes.has('aria-invalid')).toBe(false);
    expect(elements.get('cvv-error')?.textContent).toBe('CVV too short.');
    expect(posted.at(-1)?.message).toEqual({
      type: 'pw:result',
      requestId: 'r2',
      result: { response: '882' },
    });
  });

  it('PIN and edit modes send only their own field', async () => {
    const pin = await runFrameScript('pin', { pin: '12' });
    expect(pin.posted[0]?.message).toEqual({ type: 'pw:ready', mode: 'pin' });
    await pin.send({
      origin: PARENT,
      source: pin.parentWindow,
      data: { type: 'pw:tokenize', requestId: 'p' },
    });
    expect(pin.fetched.map((f) => f.body)).toEqual([{ mode: 'pin', pin: '12' }]);
    expect(pin.elements.get('pin-error')?.textContent).toBe('PIN must be exactly 4 digits.');
    const edit = await runFrameScript('edit', { cvv: '123' });
    await edit.send({
      origin: PARENT,
      source: edit.parentWindow,
      data: { type: 'pw:tokenize', requestId: 'e' },
    });
    expect(edit.fetched.map((f) => f.body)).toEqual([{ mode: 'edit', cvv: '123' }]);
    expect(edit.posted.at(-1)).toEqual({
      message: {
        type: 'pw:result',
        requestId: 'e',
        result: { response: '870', checkoutId: expect.any(String) },
      },
      origin: PARENT,
    });
  });

  it('a failed request answers 899 to the parent origin', async () => {
    const { posted, send, parentWindow } = await runFrameScript('edit', { cvv: '123' }, true);
    await send({ origin: PARENT, source: parentWindow, data: { type: 'pw:tokenize', requestId: 'x' } });
    expect(posted.at(-1)).toEqual({
      message: { type: 'pw:result', requestId: 'x', result: { response: '899' } },
      origin: PARENT,
    });
  });
});
