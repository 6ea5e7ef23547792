// @vitest-environment node
/**
 * Security hardening (issue 8, docs/security.md), at the HTTP level against the real app (app.request()), one
 * block per point of the issue (point 9, the inspector's redaction, has its own tests), plus the idempotency
 * keys of issue 9. Every expectation here failed before its fix.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { PROFILE_PATHS } from '../../api/contracts/profile';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import {
  cardResponseSchema,
  WALLET_PATHS,
  WALLET_SANDBOX_PATHS,
  walletTokenResponseSchema,
} from '../../api/contracts/wallet';
import { SESSION_MESSAGES } from '../../domain/account/session';
import { WALLET_HEADERS } from '../../domain/wallet/constants';
import { createApp } from '../../server/app';
import type { Config } from '../../server/config';
import { ConfigError, loadConfig } from '../../server/config';
import type { AppDeps } from '../../server/http/deps';
import { idempotent } from '../../server/http/idempotency';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { SANDBOX_HELPER_ROUTES } from '../../server/http/sandbox-helpers';
import { helpersLine } from '../../server/main';
import { issueTicket } from '../../server/routes/identity-provider';
import { IDENTITY_PROVIDER_COMPLETE_PATH } from '../../server/routes/identity-provider';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { createSecondOriginApp } from '../../server/second-origin';
import { registrationId } from '../../server/wallet/test-cards';
import {
  ACCOUNTS,
  Browser,
  JSON_HEADERS,
  openTestServer,
  signIn,
  type TestServer,
  testConfig,
} from './support';

/** Every password the server checks (the real check runs; the count is the oracle of point 2). */
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      checks.count++;
      return real.verifyPassword(password, stored);
    },
  };
});

/** Makes sending a mail slow (point 11: the answer of forgot password must not wait for it). */
const mailDelay = vi.hoisted(() => ({ ms: 0 }));
vi.mock('../../server/auth/outbox', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/outbox')>();
  return {
    ...real,
    sendMail: async (...args: Parameters<typeof real.sendMail>) => {
      if (mailDelay.ms > 0) await new Promise((r) => setTimeout(r, mailDelay.ms));
      return real.sendMail(...args);
    },
  };
});

let server: TestServer;
const clock = new Date();
/** Helpers on, a trusted proxy (so each test can be its own client through X-Forwarded-For), a movable clock. */
let app: Hono;
let proxyConfig: Config;
beforeAll(async () => {
  server = await openTestServer();
  proxyConfig = testConfig({ trustProxy: true });
  app = createApp({ db: server.db, config: proxyConfig, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const errorOf = async (r: Response) => z.parse(errorBodySchema, await r.json()).error;
const session = async (b: Browser) =>
  z.parse(sessionResponseSchema, await (await b.get(IDENTITY_PATHS.session)).json()).data;
let clientNo = 0;
/** A new client address (X-Forwarded-For, believed by the trusted-proxy app). */
const newClient = () => ({ 'X-Forwarded-For': `203.0.113.${++clientNo}` });
/** The origin app.request() speaks for (http://localhost) and its second origin (port + 1). */
const OWN = 'http://localhost';
const SECOND = 'http://localhost:81';

describe('point 1: one request cannot stall the server', () => {
  // Timings are the fastest of three tries: another suite on this 2-core machine can stall any single request, while
  // a pattern that backtracks on these inputs takes seconds on every try.
  it('a 1 MB email answers 413 in well under a second while /healthz keeps answering', async () => {
    await app.request('/healthz');
    // A domain of dots and letters: the former pattern backtracked quadratically on it.
    const body = JSON.stringify({ email: `a@${'a.'.repeat(512 * 1024)} `, password: 'x', rememberMe: false });
    for (const path of [IDENTITY_PATHS.signIn, IDENTITY_PATHS.forgotPassword, IDENTITY_PATHS.createAccount]) {
      const tries: Array<{ ms: number; healthMs: number }> = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const pending = app.request(path, { method: 'POST', headers: JSON_HEADERS, body });
        const health = (async () => {
          const t = performance.now();
          const r = await app.request('/healthz');
          return { status: r.status, ms: performance.now() - t };
        })();
        const response = await pending;
        const ms = performance.now() - started;
        expect([400, 413], path).toContain(response.status);
        const h = await health;
        expect(h.status).toBe(200);
        tries.push({ ms, healthMs: h.ms });
      }
      expect(Math.min(...tries.map((t) => t.ms)), path).toBeLessThan(250);
      expect(Math.min(...tries.map((t) => t.healthMs)), path).toBeLessThan(150);
    }
  });

  it('an email just under the body cap is refused by its length (400) before any pattern runs, fast', async () => {
    const email = `a@${'a.'.repeat(7500)} `; // 15 kB: under the 16 kB cap
    for (const path of [IDENTITY_PATHS.signIn, IDENTITY_PATHS.forgotPassword]) {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        const r = await app.request(path, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: JSON.stringify({ email, password: 'x', rememberMe: false }),
        });
        expect(r.status).toBe(400);
        times.push(performance.now() - started);
      }
      expect(Math.min(...times), path).toBeLessThan(250);
    }
  });

  it('caps every body: 413 past the route limit on both origins, declared or streamed', async () => {
    const huge = JSON.stringify({ padding: 'x'.repeat(100 * 1024) });
    const declared = await app.request(WALLET_PATHS.cards, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'Content-Length': String(huge.length) },
      body: huge,
    });
    expect(declared.status).toBe(413);
    expect((await errorOf(declared)).code).toBe('PAYLOAD_TOO_LARGE');
    const streamed = await app.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: new Blob([huge]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const second = createSecondOriginApp(server.config);
    const register = await second.request(`${SECOND}/secure-fields/register`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ mode: 'add', number: '4'.repeat(10 * 1024), exp: '', cvv: '' }),
    });
    expect(register.status).toBe(413);
  });
});

// A long timeout so that a regression fails on the count, not on the time 200 password hashes take.
describe('point 2: parallel guesses cannot pass the lockout', { timeout: 90_000 }, () => {
  it('200 parallel wrong guesses check at most 5 passwords, and the right one is refused afterwards', async () => {
    const client = newClient();
    checks.count = 0;
    const guesses = Array.from({ length: 200 }, (_, i) =>
      app.request(IDENTITY_PATHS.signIn, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...client },
        body: JSON.stringify({ email: ACCOUNTS.unverified.email, password: `Wrong${i}`, rememberMe: false }),
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(checks.count).toBeGreaterThan(0);
    expect(checks.count).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    const right = await app.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      headers: { ...JSON_HEADERS, ...newClient() },
      body: JSON.stringify({ ...ACCOUNTS.unverified, rememberMe: false }),
    });
    expect(right.status).toBe(423);
  });

  it('one client sending 200 parallel guesses at 200 accounts has at most 30 passwords checked', async () => {
    const client = newClient();
    checks.count = 0;
    const guesses = Array.from({ length: 200 }, (_, i) =>
      app.request(IDENTITY_PATHS.signIn, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...client },
        body: JSON.stringify({ email: `guess${i}@example.com`, password: 'Wrong1234', rememberMe: false }),
      }),
    );
    const statuses = (await Promise.all(guesses)).map((r) => r.status);
    expect(checks.count).toBeLessThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(170);
  });
});

describe('point 3: helpers that bypass authentication answer only when switched on', () => {
  const off = () => createApp({ db: server.db, config: testConfig({ sandboxHelpers: false }) });

  it('is off unless SANDBOX_HELPERS=on, and the start-up line says which', () => {
    expect(loadConfig({}).sandboxHelpers).toBe(false);
    expect(loadConfig({ SANDBOX_HELPERS: 'on' }).sandboxHelpers).toBe(true);
    expect(() => loadConfig({ SANDBOX_HELPERS: 'yes' })).toThrow(ConfigError);
    expect(helpersLine({ sandboxHelpers: false, port: 8080 })).toMatch(
      /^Sandbox helpers: off .*SANDBOX_HELPERS=on/,
    );
    expect(helpersLine({ sandboxHelpers: true, port: 8080 })).toMatch(/^Sandbox helpers: ON/);
  });

  it('every listed helper answers 404 when off, and works when on', async () => {
    const bodies: Record<string, unknown> = {
      [SERVER_SANDBOX_PATHS.identitySession]: { email: ACCOUNTS.shopper.email },
      [SERVER_SANDBOX_PATHS.scenario]: { scenario: 'profile-500' },
    };
    const request = (target: Hono, route: (typeof SANDBOX_HELPER_ROUTES)[number]) =>
      new Browser(target).request(route.path, {
        method: route.method === '*' ? 'GET' : route.method,
        headers: { Accept: 'text/html' },
        ...(route.method === 'POST' ? { json: bodies[route.path] ?? {} } : {}),
      });
    expect(SANDBOX_HELPER_ROUTES.length).toBeGreaterThanOrEqual(7);
    const disabled = off();
    for (const route of SANDBOX_HELPER_ROUTES) {
      expect((await request(disabled, route)).status, `${route.method} ${route.path}`).toBe(404);
    }
    // On (as in npm test): the identity-session helper signs in; the outbox page is there.
    expect((await request(server.app, SANDBOX_HELPER_ROUTES[0]!)).status).toBe(200);
    expect((await server.app.request(OUTBOX_PATHS.page)).status).toBe(200);
  });

  it('ignores the scenario header when off', async () => {
    const b = new Browser(off());
    await signIn(b, ACCOUNTS.shopper);
    const profile = await b.get(`${PROFILE_PATHS.profile}?projections=customerProfile.full`, {
      'X-Sandbox-Scenario': 'profile-500',
    });
    expect(profile.status).toBe(200);
  });

  it('the Google stand-in mints credentials only for its own chooser page, and not at all when off', async () => {
    const second = createSecondOriginApp(server.config);
    const mint = (target: Hono, origin?: string) =>
      target.request(`${SECOND}/gsi/credential`, {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify({ subject: '110000000000000000001' }),
      });
    const fromApp = await mint(second, OWN);
    expect(fromApp.status).toBe(403);
    expect(fromApp.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await second.request(`${SECOND}/gsi/credential`, {
      method: 'OPTIONS',
      headers: { Origin: OWN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await mint(second, SECOND)).status).toBe(200);
    const disabled = createSecondOriginApp(testConfig({ sandboxHelpers: false }));
    expect((await mint(disabled, SECOND)).status).toBe(404);
    const chooser = await disabled.request(`${SECOND}/gsi/chooser?parent=${encodeURIComponent(OWN)}`);
    // No socket here, so not this machine: the chooser says it is off (tests/contract/local-helpers.test.ts).
    expect(await chooser.text()).toContain('answers only on the machine that runs the sandbox');
    expect((await second.request(`${SECOND}/gsi/chooser?parent=http%3A%2F%2Fevil.example`)).status).toBe(400);
  });

  describe('the identity stand-in enforces the password on the server', () => {
    const complete = (b: Browser, fields: Record<string, string>) =>
      b.request(IDENTITY_PROVIDER_COMPLETE_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    const identityLevel = async (email: string) => {
      const b = new Browser(app);
      await b.post(SERVER_SANDBOX_PATHS.identitySession, { email });
      expect((await session(b)).authLevel).toBe('identity');
      return b;
    };
    const ticket = (k: 'login' | 'step-up', p: 0 | 1, r: string) =>
      issueTicket({ k, p, r, e: clock.getTime() + 60_000 }, proxyConfig.sessionSecret);
    const returnUrl = `${OWN}/signin?redirectUrl=%2Faccount%2Fprofile`;

    it('a form that says no prompt, without the page’s ticket, still needs the password', async () => {
      const b = await identityLevel(ACCOUNTS.shopper.email);
      await complete(b, { returnUrl, prompt: 'none' });
      expect((await session(b)).authLevel).toBe('identity');
    });

    it('a page that asked for the password, or a step-up, cannot be completed without it', async () => {
      const b = await identityLevel(ACCOUNTS.shopper.email);
      await complete(b, { returnUrl, ticket: ticket('login', 1, returnUrl) });
      await complete(b, { returnUrl, ticket: ticket('step-up', 0, returnUrl) });
      const forged = `${ticket('login', 0, returnUrl).split('.')[0]}.AAAA`;
      await complete(b, { returnUrl, ticket: forged });
      expect((await session(b)).authLevel).toBe('identity');
      await complete(b, { returnUrl, ticket: ticket('step-up', 0, returnUrl), password: 'Shopper123' });
      expect((await session(b)).authLevel).toBe('authenticated');
    });

    it('the marker authority and a pharmacy return always need the password; otherwise no prompt passes', async () => {
      const marker = await identityLevel('marker@example.com');
      await complete(marker, { returnUrl, ticket: ticket('login', 0, returnUrl) });
      expect((await session(marker)).authLevel).toBe('identity');
      const rx = `${OWN}/signin?redirectUrl=%2Frx%2Fdashboard`;
      const patient = await identityLevel(ACCOUNTS.newPatient.email);
      await complete(patient, { returnUrl: rx, ticket: ticket('login', 0, rx) });
      expect((await session(patient)).authLevel).toBe('identity');
      // The no-prompt case of mode 1 still works: the identity system's session is enough.
      await complete(patient, { returnUrl, ticket: ticket('login', 0, returnUrl) });
      expect((await session(patient)).authLevel).toBe('authenticated');
    });
  });
});

describe('point 4 and issue 9: idempotency keys', () => {
  async function walletToken(target: Hono, account: { email: string; password: string }) {
    const b = new Browser(target);
    await signIn(b, account);
    const r = await b.post(WALLET_SANDBOX_PATHS.token);
    return z.parse(walletTokenResponseSchema, await r.json()).data.token;
  }
  const card = (lowValueToken: string) => ({
    dateTime: { timezone: 'UTC', value: '2026-11-21T06:00:00.000Z' },
    facilityId: '00000',
    storeId: '00000',
    defaultCard: false,
    save: true,
    paymentMethod: {
      paymentType: 'CREDIT_CARD',
      billing: {
        addressLines: ['1 Main St'],
        cityTown: 'Cincinnati',
        countryCode: 'US',
        stateProvince: 'OH',
        postalCode: '45202',
      },
      brand: 'MASTERCARD',
      expirationMonth: '10',
      expirationYear: '2031',
      lowValueToken,
      cardFirstSix: '555555',
      firstName: 'Jordan',
      lastName: 'Whitfield',
    },
  });
  const call = (target: Hono, token: string, method: string, path: string, body: unknown, key: string) =>
    target.request(path, {
      method,
      headers: {
        ...JSON_HEADERS,
        Authorization: `Bearer ${token}`,
        [WALLET_HEADERS.applicationId]: 'clicklist',
        [WALLET_HEADERS.idempotencyKey]: key,
      },
      body: JSON.stringify(body),
    });
  const cardRows = () =>
    server.db.kysely
      .selectFrom('wallet_cards as w')
      .innerJoin('customers as c', 'c.id', 'w.customer_id')
      .select('w.id')
      .where('c.email', '=', ACCOUNTS.newPatient.email)
      .execute();

  it('the same key twice in flight stores one card and one key row, and both answers are the same', async () => {
    const slow = createApp({ db: server.db, config: testConfig(), wallet: { slowAnswerMs: 300 } });
    const token = await walletToken(slow, ACCOUNTS.newPatient);
    const before = (await cardRows()).length;
    const body = card(registrationId('slow', '7777', 'inflight'));
    const [a, b] = await Promise.all([
      call(slow, token, 'POST', WALLET_PATHS.cards, body, 'in-flight-key'),
      call(slow, token, 'POST', WALLET_PATHS.cards, body, 'in-flight-key'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const ids = [a, b].map(async (r) => z.parse(cardResponseSchema, await r.json()).data.payment.card.id);
    const [first, second] = await Promise.all(ids);
    expect(second).toBe(first);
    expect([a, b].filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(1);
    expect((await cardRows()).length).toBe(before + 1);
    const keys = await server.db.kysely
      .selectFrom('idempotency_keys')
      .select('key')
      .where('key', '=', 'in-flight-key')
      .execute();
    expect(keys).toHaveLength(1);
  });

  it('the same key with another body or on another operation is refused with 422', async () => {
    const token = await walletToken(app, ACCOUNTS.newPatient);
    const key = 'bound-key';
    const first = await call(
      app,
      token,
      'POST',
      WALLET_PATHS.cards,
      card(registrationId('ok', '6161', 'k1')),
      key,
    );
    expect(first.status).toBe(200);
    const { id } = z.parse(cardResponseSchema, await first.json()).data.payment.card;
    const otherBody = await call(
      app,
      token,
      'POST',
      WALLET_PATHS.cards,
      card(registrationId('ok', '6262', 'k2')),
      key,
    );
    expect(otherBody.status).toBe(422);
    expect((await errorOf(otherBody)).code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherCall = await call(app, token, 'PUT', WALLET_PATHS.defaults, { cardId: id }, key);
    expect(otherCall.status).toBe(422);
  });

  describe('the mechanism on its own (what later order routes reuse)', () => {
    let runs = 0;
    let answer = 200;
    const deps = () => ({ db: server.db.kysely, config: server.config, now: () => new Date() }) as AppDeps;
    const orders = () => {
      const target = new Hono();
      target.post('/orders', async (c) =>
        idempotent(c, deps(), {
          scope: 'guest:test',
          request: await c.req.json(),
          required: true,
          waitMs: 100,
          run: async () => {
            runs++;
            await new Promise((r) => setTimeout(r, 400));
            return { status: answer as 200, body: { order: runs } };
          },
        }),
      );
      return target;
    };
    const order = (target: Hono, key?: string) =>
      target.request('/orders', {
        method: 'POST',
        headers: { ...JSON_HEADERS, ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify({ items: [1, 2] }),
      });

    it('an in-flight duplicate waits, then gets 409 when the first takes longer than it may wait', async () => {
      const target = orders();
      runs = 0;
      const [a, b] = await Promise.all([order(target, 'wait-key'), order(target, 'wait-key')]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(runs).toBe(1);
      expect((await order(target, 'wait-key')).status).toBe(200); // finished now: replayed
      expect(runs).toBe(1);
    });

    const keyRows = (key: string) =>
      server.db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute();
    const orderWith = (target: Hono, key: string, items: number[]) =>
      target.request('/orders', {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'Idempotency-Key': key },
        body: JSON.stringify({ items }),
      });

    it('five concurrent requests with one key run the work once and store one key row', async () => {
      const target = orders();
      runs = 0;
      answer = 200;
      const answers = await Promise.all(Array.from({ length: 5 }, () => order(target, 'burst-key')));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(runs).toBe(1);
      expect(await keyRows('burst-key')).toHaveLength(1);
    });

    it('two concurrent requests with one key and different bodies: one runs, the other gets 422 at once', async () => {
      const target = orders();
      runs = 0;
      answer = 200;
      const [a, b] = await Promise.all([
        orderWith(target, 'body-key', [1, 2]),
        orderWith(target, 'body-key', [3]),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 422]);
      const refused = a.status === 422 ? a : b;
      expect((await errorOf(refused)).code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect(runs).toBe(1);
      expect(await keyRows('body-key')).toHaveLength(1);
      // Finished: the same body is replayed, another body is still refused.
      const winner = a.status === 200 ? [1, 2] : [3];
      const again = await orderWith(target, 'body-key', winner);
      expect(again.headers.get('Idempotent-Replayed')).toBe('true');
      expect((await orderWith(target, 'body-key', [9])).status).toBe(422);
      expect(runs).toBe(1);
    });

    it('a 5xx answer releases the key so a retry runs again; a route may require a key', async () => {
      const target = orders();
      runs = 0;
      answer = 503;
      expect((await order(target, 'retry-key')).status).toBe(503);
      answer = 200;
      expect((await order(target, 'retry-key')).status).toBe(200);
      expect(runs).toBe(2);
      expect((await order(target)).status).toBe(400);
    });
  });
});

describe('point 5: security headers and a strict CSP on every page', () => {
  let root: string;
  let pages: Hono;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'security-dist-'));
    mkdirSync(join(root, 'dist'));
    mkdirSync(join(root, 'dist-ssr'));
    writeFileSync(
      join(root, 'dist', 'index.html'),
      '<!doctype html><html lang="en"><head><title>Grocery</title><script type="module" crossorigin src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>',
    );
    // A stand-in for the server-render module: a page with the banner's theme, like src/entry-server.tsx.
    writeFileSync(
      join(root, 'dist-ssr', 'entry-server.js'),
      `export const rendersOnServer = (path) => path === '/signin';
       export const renderPage = async () => ({ html: '<main><h1>Sign In</h1></main>', title: 'FreshWay',
         htmlAttributes: { 'data-banner': 'freshway', style: '--brand-primary: #1b6b3a;' } });`,
    );
    pages = createApp({ db: server.db, config: testConfig({ distDir: join(root, 'dist') }) });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const html = { Accept: 'text/html' };
  const appPages = [
    '/signin',
    '/health',
    '/account/profile',
    '/wallet-demo?app=clicklist',
    OUTBOX_PATHS.page,
  ];
  const secondPages = [
    '/',
    `/identity/login?returnUrl=${encodeURIComponent(`${OWN}/signin`)}&prompt=login`,
    `/identity/step-up?returnUrl=${encodeURIComponent(`${OWN}/signin`)}`,
    '/identity/forgot-password',
    `/secure-fields/frame?mode=add&parent=${encodeURIComponent(OWN)}`,
    `/gsi/chooser?parent=${encodeURIComponent(OWN)}`,
  ];

  async function expectStrictPage(response: Response, label: string) {
    expect(response.status, label).toBe(200);
    expect(response.headers.get('Content-Type'), label).toMatch(/^text\/html/);
    expect(response.headers.get('X-Content-Type-Options'), label).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy'), label).toBe('strict-origin-when-cross-origin');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp, label).toContain("default-src 'self'");
    expect(csp, label).toContain("object-src 'none'");
    expect(csp, label).toContain("base-uri 'none'");
    expect(csp, label).not.toContain('unsafe-inline');
    expect(csp, label).not.toContain('unsafe-eval');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, label).toBeTruthy();
    const body = await response.text();
    // Every inline script and style carries this response's nonce; no inline handlers or style attributes.
    for (const tag of body.match(/<(script|style)\b[^>]*>/g) ?? []) {
      if (/\ssrc=/.test(tag)) continue;
      expect(tag, label).toContain(`nonce="${nonce}"`);
    }
    expect(body, label).not.toMatch(/\son[a-z]+="/);
    expect(body, label).not.toMatch(/<[^>]+\sstyle="/);
    return csp;
  }

  it('every HTML page of the app origin: the headers, a nonce on each inline script and style, never framed', async () => {
    for (const path of appPages) {
      const r = await pages.request(`${OWN}${path}`, { headers: html });
      const csp = await expectStrictPage(r, path);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain(`frame-src ${SECOND}`);
      expect(r.headers.get('X-Frame-Options'), path).toBe('DENY');
    }
    const ssr = await (await pages.request(`${OWN}/signin`, { headers: html })).text();
    expect(ssr).toContain(':root[data-banner]{--brand-primary: #1b6b3a;}');
  });

  it('every HTML page of the second origin; only the secure fields and the chooser may be framed, by the app', async () => {
    const second = createSecondOriginApp(server.config);
    for (const path of secondPages) {
      const r = await second.request(`${SECOND}${path}`);
      const csp = await expectStrictPage(r, path);
      if (path.startsWith('/secure-fields/') || path.startsWith('/gsi/')) {
        expect(csp, path).toContain(`frame-ancestors ${OWN}`);
        expect(r.headers.get('X-Frame-Options'), path).toBeNull();
      } else {
        expect(csp, path).toContain("frame-ancestors 'none'");
        expect(r.headers.get('X-Frame-Options'), path).toBe('DENY');
      }
    }
  });

  it('other answers get nosniff and a CSP that allows nothing', async () => {
    const r = await app.request(IDENTITY_PATHS.session);
    expect(r.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(r.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('behind a trusted TLS proxy: Secure cookies and HSTS; the forwarded scheme is ignored without trust', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const trusted = await new Browser(app).post(
      IDENTITY_PATHS.signIn,
      { ...ACCOUNTS.shopper, rememberMe: false },
      { ...https, ...newClient() },
    );
    expect(trusted.headers.get('Set-Cookie')).toMatch(/; Secure/);
    expect(trusted.headers.get('Strict-Transport-Security')).toBe('max-age=31536000');
    const untrusted = await new Browser(server.app).post(
      IDENTITY_PATHS.signIn,
      { ...ACCOUNTS.shopper, rememberMe: false },
      https,
    );
    expect(untrusted.status).toBe(200);
    expect(untrusted.headers.get('Set-Cookie')).not.toMatch(/Secure/);
    expect(untrusted.headers.get('Strict-Transport-Security')).toBeNull();
  });
});

describe('point 6: state-changing requests from another origin are refused', () => {
  const ANOTHER_PORT = 'http://localhost:8090';

  it('sign-out, expire-session, send verification and the identity upgrade refuse another port of this host', async () => {
    const b = new Browser(server.app);
    await signIn(b, ACCOUNTS.shopper);
    for (const path of [
      IDENTITY_PATHS.signOut,
      SERVER_SANDBOX_PATHS.expireSession,
      IDENTITY_PATHS.sendVerification,
      IDENTITY_PROVIDER_COMPLETE_PATH,
    ]) {
      const r = await b.request(path, {
        method: 'POST',
        headers: { Origin: ANOTHER_PORT, 'Content-Type': 'text/plain' },
        body: '',
      });
      expect(r.status, path).toBe(403);
      expect((await errorOf(r)).code).toBe('CROSS_SITE_REQUEST');
    }
    // Without Origin, a browser still says where the request came from.
    const site = await b.request(IDENTITY_PATHS.signOut, {
      method: 'POST',
      headers: { 'Sec-Fetch-Site': 'same-site' },
    });
    expect(site.status).toBe(403);
    const opaque = await b.request(IDENTITY_PATHS.signOut, { method: 'POST', headers: { Origin: 'null' } });
    expect(opaque.status).toBe(403);
    expect((await session(b)).authLevel).toBe('authenticated');
    // The app's own pages, and non-browser clients, go through.
    const own = await b.request(IDENTITY_PATHS.signOut, {
      method: 'POST',
      headers: { Origin: OWN, 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect((await session(b)).authLevel).toBe('anonymous');
  });

  it('the identity login page on the second origin may post back; only to the completion route', async () => {
    const b = new Browser(server.app);
    await b.post(SERVER_SANDBOX_PATHS.identitySession, { email: ACCOUNTS.shopper.email });
    const returnUrl = `${OWN}/signin`;
    const r = await b.request(IDENTITY_PROVIDER_COMPLETE_PATH, {
      method: 'POST',
      headers: { Origin: SECOND, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ returnUrl, password: ACCOUNTS.shopper.password }).toString(),
    });
    expect(r.status).toBe(303);
    expect((await session(b)).authLevel).toBe('authenticated');
    const elsewhere = await b.request(IDENTITY_PATHS.signOut, {
      method: 'POST',
      headers: { Origin: SECOND },
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe('point 7: the identity login page posts the password only to the app', () => {
  it('refuses a returnUrl on another origin, with no form', async () => {
    const second = createSecondOriginApp(server.config);
    for (const returnUrl of [
      'http://evil.example/collect',
      'http://localhost:9999/signin',
      'javascript:alert(1)',
    ]) {
      const r = await second.request(
        `${SECOND}/identity/login?returnUrl=${encodeURIComponent(returnUrl)}&prompt=login`,
      );
      expect(r.status, returnUrl).toBe(400);
      const body = await r.text();
      expect(body).not.toContain('<form');
      expect(body).not.toContain('evil.example');
    }
    const ok = await second.request(
      `${SECOND}/identity/login?returnUrl=${encodeURIComponent(`${OWN}/signin`)}`,
    );
    expect(await ok.text()).toContain(`action="${OWN}${IDENTITY_PROVIDER_COMPLETE_PATH}"`);
  });
});

describe('point 8: wallet bearer tokens live and die with their session', () => {
  const cards = (token: string) =>
    server.app.request(WALLET_PATHS.cards, { headers: { Authorization: `Bearer ${token}` } });
  const token = async (b: Browser, query = '') => {
    const r = await b.post(`${WALLET_SANDBOX_PATHS.token}${query}`);
    return z.parse(walletTokenResponseSchema, await r.json()).data;
  };

  it('stops working at sign-out and at a new sign-in', async () => {
    const b = new Browser(server.app);
    await signIn(b, ACCOUNTS.shopper);
    const first = await token(b);
    expect((await cards(first.token)).status).toBe(200);
    await signIn(b, ACCOUNTS.shopper);
    expect((await cards(first.token)).status).toBe(401);
    const second = await token(b);
    await b.post(IDENTITY_PATHS.signOut);
    expect((await cards(second.token)).status).toBe(401);
  });

  it('stops working after a password reset', async () => {
    const b = new Browser(server.app);
    await signIn(b, ACCOUNTS.shopper);
    const { token: bearer } = await token(b);
    await b.post(IDENTITY_PATHS.forgotPassword, { email: ACCOUNTS.shopper.email });
    const mail = (await (await server.app.request(OUTBOX_PATHS.json)).json()) as {
      data: { messages: { to: string; link: string }[] };
    };
    const link = new URL(mail.data.messages.find((m) => m.to === ACCOUNTS.shopper.email)!.link);
    const reset = await new Browser(server.app).post(IDENTITY_PATHS.resetPassword, {
      token: link.searchParams.get('token'),
      password: ACCOUNTS.shopper.password,
    });
    expect(reset.status).toBe(200);
    expect((await cards(bearer)).status).toBe(401);
  });

  it('lives at most 15 minutes whatever the caller asks', async () => {
    const b = new Browser(server.app);
    await signIn(b, ACCOUNTS.shopper);
    const asked = Date.now();
    const { expiresAt } = await token(b, `?ttlMs=${10 * 365 * 24 * 60 * 60 * 1000}`);
    expect(new Date(expiresAt).getTime()).toBeLessThanOrEqual(asked + 15 * 60 * 1000 + 1000);
  });
});

describe('point 10: the analytics intake is bounded', () => {
  const post = (body: string) =>
    app.request(SANDBOX_PATHS.analytics, { method: 'POST', headers: JSON_HEADERS, body });

  it('refuses a 5 MB value and 50,000 keys (413), and too many keys or too long values within the cap (400)', async () => {
    expect(
      (await post(JSON.stringify({ event: 'e', payload: { v: 'x'.repeat(5 * 1024 * 1024) } }))).status,
    ).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 1]));
    expect((await post(JSON.stringify({ event: 'e', payload: many }))).status).toBe(413);
    const keys21 = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 1]));
    expect((await post(JSON.stringify({ event: 'e', payload: keys21 }))).status).toBe(400);
    expect((await post(JSON.stringify({ event: 'e', payload: { v: 'x'.repeat(257) } }))).status).toBe(400);
    expect((await post(JSON.stringify({ event: 'page_view', payload: { route: '/health' } }))).status).toBe(
      200,
    );
  });

  it('keeps the newest 1,000 events', async () => {
    await server.db.kysely.deleteFrom('analytics_events').execute();
    const now = new Date().toISOString();
    await server.db.kysely
      .insertInto('analytics_events')
      .values(Array.from({ length: 1000 }, (_, i) => ({ event: `old${i}`, payload: '{}', created_at: now })))
      .execute();
    expect((await post(JSON.stringify({ event: 'newest', payload: {} }))).status).toBe(200);
    const rows = await server.db.kysely
      .selectFrom('analytics_events')
      .select('event')
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(1000);
    expect(rows[0]!.event).toBe('old1');
    expect(rows.at(-1)!.event).toBe('newest');
  });
});

describe('point 11: no quick account enumeration', () => {
  it('throttles create account per client: 10 attempts, then 429', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await new Browser(app).post(
        IDENTITY_PATHS.createAccount,
        { firstName: 'A', lastName: 'B', email: ACCOUNTS.shopper.email, password: 'Create123' },
        client,
      );
      statuses.push(r.status);
    }
    expect(statuses).toEqual([...Array(10).fill(409), 429]);
  });

  it('forgot password answers a known and an unknown email alike, in time too, even when the mail is slow', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const r = await app.request(IDENTITY_PATHS.forgotPassword, {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email }),
      });
      expect(await r.json()).toEqual({ data: { ok: true } });
      return performance.now() - started;
    };
    mailDelay.ms = 600;
    try {
      const known = await time(ACCOUNTS.newPatient.email);
      const unknown = await time('nobody-at-all@example.com');
      // Both answer after the same fixed time (250 ms), not after the known email's slow mail.
      expect(known).toBeLessThan(500);
      expect(unknown).toBeLessThan(500);
      expect(Math.abs(known - unknown)).toBeLessThan(150);
      // The mail is still sent: the outbox lists it once written.
      const mail = (await (await app.request(OUTBOX_PATHS.json)).json()) as {
        data: { messages: { to: string; subject: string }[] };
      };
      expect(mail.data.messages[0]).toMatchObject({
        to: ACCOUNTS.newPatient.email,
        subject: 'Reset your password',
      });
    } finally {
      mailDelay.ms = 0;
    }
  });
});

describe('point 12: a NUL character is a 400 field error, never a 500', () => {
  it.each([
    [IDENTITY_PATHS.signIn, { email: 'a\u0000@example.com', password: 'x', rememberMe: false }, 'email'],
    [IDENTITY_PATHS.forgotPassword, { email: 'a\u0000@example.com' }, 'email'],
    [
      IDENTITY_PATHS.createAccount,
      { firstName: 'A\u0000', lastName: 'B', email: 'nul@example.com', password: 'Create123' },
      'firstName',
    ],
    [IDENTITY_PATHS.resetPassword, { token: 'abcdefghij\u0000', password: 'Create123' }, 'token'],
    [IDENTITY_PATHS.confirmVerification, { token: 'abcdefghij\u0000' }, 'token'],
    [SANDBOX_PATHS.analytics, { event: 'e\u0000', payload: {} }, 'event'],
    [SANDBOX_PATHS.analytics, { event: 'e', payload: { 'k\u0000': 1 } }, 'payload.(key)'],
    [SERVER_SANDBOX_PATHS.identitySession, { email: 'shopper@example.com\u0000' }, 'email'],
  ])('%s', async (path, body, field) => {
    const r = await app.request(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
    expect(r.status).toBe(400);
    expect((await errorOf(r)).fields?.[field]).toBe('Must not contain a NUL character.');
  });
});

describe('point 13: request log lines cannot be forged', () => {
  it('logs the path as encoded, one line per request', async () => {
    const lines: string[] = [];
    const logged = createApp({ db: server.db, config: testConfig(), log: (line) => lines.push(line) });
    await logged.request('/x%0D%0AGET%20/admin%20200%200.1ms');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/[\r\n]/);
    expect(lines[0]).toContain('/x%0D%0AGET%20/admin');
  });
});

describe('point 14: the owner can lift a lock anyone caused', () => {
  it('says so in the locked message, and the emailed reset unlocks', async () => {
    const client = newClient();
    const email = 'googlelink@example.com';
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await new Browser(app).post(
        IDENTITY_PATHS.signIn,
        { email, password: 'Wrong1234', rememberMe: false },
        client,
      );
    }
    expect(last!.status).toBe(423);
    expect((await errorOf(last!)).message).toContain('Reset your password to unlock it now.');
    expect(SESSION_MESSAGES.lockedFor('15 minutes')).toContain('To unlock it now, reset your password.');
    await app.request(IDENTITY_PATHS.forgotPassword, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ email }),
    });
    const mail = (await (await app.request(OUTBOX_PATHS.json)).json()) as {
      data: { messages: { to: string; link: string }[] };
    };
    const link = new URL(mail.data.messages.find((m) => m.to === email)!.link);
    await app.request(IDENTITY_PATHS.resetPassword, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ token: link.searchParams.get('token'), password: 'Google123' }),
    });
    const after = await new Browser(app).post(
      IDENTITY_PATHS.signIn,
      { email, password: 'Google123', rememberMe: false },
      newClient(),
    );
    expect(after.status).toBe(200);
  });
});
