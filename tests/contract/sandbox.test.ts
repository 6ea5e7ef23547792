// @vitest-environment node
/**
 * Sandbox helpers, health, error bodies, logs, static files and the second origin: everything of the server
 * that is not one of the documented services.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { PROFILE_PATHS } from '../../api/contracts/profile';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/database';
import { createSecondOriginApp } from '../../server/second-origin';
import {
  ACCOUNTS,
  Browser,
  JSON_HEADERS,
  openTestServer,
  signIn,
  type TestServer,
  testConfig,
} from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const post = (path: string, body: unknown) =>
  server.app.request(path, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) });
const recorded = async () =>
  (await (await server.app.request(SANDBOX_PATHS.analytics)).json()) as {
    data: { events: Array<{ event: string; payload: Record<string, unknown> }> };
  };

describe('analytics recorder', () => {
  it('records events with scalar payloads, lists them and clears them', async () => {
    await server.app.request(SANDBOX_PATHS.analytics, { method: 'DELETE' });
    const payload = { rememberMe: true, method: 'password', attempt: 2, linked: null };
    const response = await post(SANDBOX_PATHS.analytics, { event: 'sign_in', payload });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await recorded()).data.events).toMatchObject([{ event: 'sign_in', payload }]);

    expect((await server.app.request(SANDBOX_PATHS.analytics, { method: 'DELETE' })).status).toBe(200);
    expect((await recorded()).data.events).toEqual([]);
  });

  it('rejects personal keys in any letter case and stores nothing', async () => {
    const response = await post(SANDBOX_PATHS.analytics, {
      event: 'profile_load_failed',
      payload: { endpoint: 'GET /profile', Email: 'shopper@example.com', lastName: 'Whitfield' },
    });
    expect(response.status).toBe(400);
    const body = z.parse(errorBodySchema, await response.json());
    expect(body.error.code).toBe('VALIDATION');
    expect(Object.keys(body.error.fields ?? {}).sort()).toEqual(['payload.Email', 'payload.lastName']);
    expect((await recorded()).data.events).toEqual([]);
  });

  it('rejects nested values and empty event names (the contract)', async () => {
    const nested = await post(SANDBOX_PATHS.analytics, {
      event: 'x',
      payload: { meta: { email: 'a@b.co' } },
    });
    expect(nested.status).toBe(400);
    expect(z.parse(errorBodySchema, await nested.json()).error.fields).toHaveProperty(['payload.meta']);
    expect((await post(SANDBOX_PATHS.analytics, { event: '', payload: {} })).status).toBe(400);
    expect((await recorded()).data.events).toEqual([]);
  });
});

describe('health and benchmark', () => {
  it('is healthy once migrated and seeded', async () => {
    const response = await server.app.request('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('is not healthy on an empty database', async () => {
    const empty = await openDatabase({ memory: true, snapshot: await server.db.dumpSnapshot() });
    try {
      await empty.kysely.deleteFrom('customers').execute();
      const response = await createApp({ db: empty, config: testConfig() }).request('/healthz');
      expect(response.status).toBe(503);
      expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('NOT_READY');
    } finally {
      await empty.close();
    }
  });

  it('answers the bare benchmark JSON', async () => {
    const response = await server.app.request('/__bench/json');
    expect(await response.json()).toEqual({ hello: 'world' });
  });
});

describe('errors', () => {
  it.each([
    ['GET', '/identity/api/v1/nope'],
    ['GET', '/atlas/v1/customer-profile/v1/other'],
    ['GET', '/rx/api/patients'],
    ['POST', '/content/v2/objects/navigation/1.0.0/health/left-nav.json'],
    ['GET', '/__sandbox/unknown'],
    ['DELETE', IDENTITY_PATHS.session],
  ])('answers %s %s with a 404 error body', async (method, path) => {
    const response = await server.app.request(path, { method, headers: { Accept: 'text/html' } });
    expect(response.status).toBe(404);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('NOT_FOUND');
  });
});

describe('request log', () => {
  it('logs method, path, status and duration only', async () => {
    const lines: string[] = [];
    const app = createApp({ db: server.db, config: testConfig(), log: (line) => lines.push(line) });
    const browser = new Browser(app);
    await signIn(browser, ACCOUNTS.shopper);
    await browser.get(`${PROFILE_PATHS.profile}?projections=customerProfile.full`);
    await browser.post(IDENTITY_PATHS.signIn, {
      ...ACCOUNTS.shopper,
      password: 'Wrong1234',
      rememberMe: false,
    });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^POST \/identity\/api\/v1\/sign-in 200 \d+(\.\d)?ms$/);
    expect(lines[1]).toMatch(/^GET \/atlas\/v1\/customer-profile\/v1\/profile 200 /);
    const all = lines.join('\n');
    for (const secret of ['shopper@example.com', 'Shopper123', 'Wrong1234', 'projections', 'Whitfield']) {
      expect(all).not.toContain(secret);
    }
  });
});

describe('static app', () => {
  let dist: string;
  let withDist: ReturnType<typeof createApp>;
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'sandbox-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shopper app</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app");');
    withDist = createApp({ db: server.db, config: testConfig({ distDir: dist }) });
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('serves index.html at / and as the fallback of client routes', async () => {
    for (const path of ['/', '/signin', '/rx/dashboard', '/account/profile?x=1']) {
      const response = await withDist.request(path, { headers: { Accept: 'text/html,*/*' } });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>Shopper app</title>');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('serves assets with long cache headers', async () => {
    const response = await withDist.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  it('never falls back for API paths or non-HTML requests', async () => {
    const api = await withDist.request('/rx/api/unknown', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.headers.get('Content-Type')).toMatch(/json/);
    const missingAsset = await withDist.request('/assets/missing.js', { headers: { Accept: '*/*' } });
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers.get('Cache-Control')).toBeNull();
  });

  it('answers 503 with instructions while the app is not built', async () => {
    const response = await server.app.request('/signin', { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });
});

describe('second origin', () => {
  it('serves its page and health', async () => {
    const app = createSecondOriginApp(server.config);
    const page = await app.request('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Sandbox second origin</title>');
    expect(await (await app.request('/healthz')).json()).toEqual({ ok: true });
  });
});
