// @vitest-environment node
/**
 * A server-rendered page carries this browser's session answer (server/auth/first-render.ts, src/boot.ts): the
 * page renders from it and the browser's session chart starts from it, so the first screen makes no session call.
 * The answer is what GET /identity/api/v1/session gives; a signed-in page is never cached.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer, testConfig } from './support';

let server: TestServer;
let root: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  server = await openTestServer();
  root = mkdtempSync(join(tmpdir(), 'first-render-'));
  mkdirSync(join(root, 'dist'));
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Grocery</title></head><body><div id="root"></div></body></html>',
  );
  // A stand-in for src/entry-server.tsx that shows the session it was given.
  writeFileSync(
    join(root, 'dist-ssr', 'entry-server.js'),
    `export const rendersOnServer = (path) => path === '/signin';
     export const renderPage = async (req) => ({
       html: '<main>' + JSON.stringify(req.session ?? null).replace(/</g, '') + '</main>', title: 'Sign In',
       htmlAttributes: { 'data-banner': 'freshway' },
       boot: req.session ? '<script type="application/json" id="boot-data"></script>' : '',
       signedIn: Boolean(req.session && req.session.authLevel !== 'anonymous') });`,
  );
  app = createApp({ db: server.db, config: testConfig({ distDir: join(root, 'dist') }) });
}, 120_000);
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await server.db.close();
});

const page = (browser: Browser) => browser.get('/signin', { Accept: 'text/html' });
const sessionIn = async (response: Response) =>
  JSON.parse(/<main>(.*)<\/main>/.exec(await response.text())?.[1] ?? 'undefined') as unknown;

describe('the session answer of a server-rendered page', () => {
  it('is anonymous for a browser without a session cookie, and the page may be revalidated', async () => {
    const response = await page(new Browser(app));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const text = await response.clone().text();
    expect(text).toContain('id="boot-data"');
    expect(await sessionIn(response)).toEqual({
      authLevel: 'anonymous',
      knownMachine: false,
      rememberedSessionLapsed: false,
      userInfo: null,
    });
  });

  it('is what GET /session answers a signed-in browser, and the page is not stored', async () => {
    const browser = new Browser(app);
    await signIn(browser, ACCOUNTS.shopper, true);
    const api = (await (await browser.get(IDENTITY_PATHS.session)).json()) as { data: unknown };
    const response = await page(browser);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const session = (await sessionIn(response)) as { authLevel: string };
    expect(session.authLevel).toBe('authenticated');
    expect(session).toEqual(api.data);
  });

  it('is not given for a cookie of no session: the page asks GET /session itself, which clears the cookie', async () => {
    const browser = new Browser(app);
    browser.cookies.set('sid', 'no-such-session');
    const response = await page(browser);
    expect(await response.clone().text()).not.toContain('boot-data');
    expect(await sessionIn(response)).toBeNull();
  });

  it('is not given for a lapsed remembered session: GET /session then reports the lapse, once', async () => {
    const browser = new Browser(app);
    await signIn(browser, ACCOUNTS.shopper, true);
    expect((await browser.post(SERVER_SANDBOX_PATHS.expireSession)).status).toBe(200);
    const response = await page(browser);
    expect(await response.clone().text()).not.toContain('boot-data');
    expect(await sessionIn(response)).toBeNull();
    const api = (await (await browser.get(IDENTITY_PATHS.session)).json()) as {
      data: { rememberedSessionLapsed: boolean };
    };
    expect(api.data.rememberedSessionLapsed).toBe(true);
    const again = (await (await browser.get(IDENTITY_PATHS.session)).json()) as typeof api;
    expect(again.data.rememberedSessionLapsed).toBe(false);
  });
});
