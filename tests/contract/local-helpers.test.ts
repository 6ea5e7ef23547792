// @vitest-environment node
/**
 * Under plain `npm start` (SANDBOX_HELPERS off) the sandbox's mail catcher (/__outbox) and the Google stand-in's
 * chooser serve the person at the machine: requests from a loopback socket, addressed to a loopback name, with no
 * trusted proxy. A remote client, a forwarded header and a page of another site resolved to 127.0.0.1 (DNS
 * rebinding) get nothing, and the helpers that sign anyone in without a password stay off for everybody
 * (docs/security.md "Sandbox helpers"). The socket's address is what Node's server hands Hono
 * (`env.incoming.socket.remoteAddress`); tests/e2e/local-helpers.e2e.ts checks the same on a real server.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_PATHS, sessionResponseSchema } from '../../api/contracts/identity';
import { createApp } from '../../server/app';
import { helpersLine } from '../../server/main';
import { SANDBOX_HELPER_ROUTES } from '../../server/http/sandbox-helpers';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { createSecondOriginApp } from '../../server/second-origin';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer, testConfig } from './support';

const APP = 'http://localhost:8080';
const SECOND = 'http://localhost:8081';
const SHOPPER_SUBJECT = '110000000000000000001';
const LOCAL_ONLY = {
  error: {
    code: 'NOT_FOUND',
    message:
      'This sandbox page answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on).',
  },
};
const CHOOSER_OFF =
  'The Google sign-in stand-in answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on).';

let server: TestServer;
let app: Hono;
let second: Hono;
let proxied: Hono;
beforeAll(async () => {
  server = await openTestServer();
  // Plain `npm start`: the helpers are off.
  app = createApp({ db: server.db, config: testConfig({ sandboxHelpers: false }) });
  second = createSecondOriginApp(testConfig({ sandboxHelpers: false }));
  proxied = createApp({ db: server.db, config: testConfig({ sandboxHelpers: false, trustProxy: true }) });
});
afterAll(async () => {
  await server.db.close();
});

/** A request as Node's server hands it to Hono: the URL from the Host header, the socket's remote address. */
function from(target: Hono, address: string, url: string, init: RequestInit = {}) {
  return target.request(url, init, { incoming: { socket: { remoteAddress: address } } });
}

async function askForReset(email: string) {
  const r = await from(app, '127.0.0.1', `${APP}${IDENTITY_PATHS.forgotPassword}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(r.status).toBe(200);
}

describe('the outbox page under plain `npm start`', () => {
  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])(
    'shows the reset mail to a browser on this machine (%s)',
    async (address) => {
      await askForReset(ACCOUNTS.shopper.email);
      for (const host of [APP, 'http://127.0.0.1:8080', 'http://[::1]:8080']) {
        const page = await from(app, address, `${host}${OUTBOX_PATHS.page}`);
        expect(page.status).toBe(200);
        const html = await page.text();
        expect(html).toContain('<title>Sandbox outbox</title>');
        expect(html).toContain('Reset your password');
        expect(html).toMatch(/http:\/\/localhost:8080\/account\/reset-password\?token=/);
      }
    },
  );

  it.each([
    ['a remote client', 'app', '192.0.2.10', APP, {}],
    [
      'a remote client that says it forwards for 127.0.0.1',
      app,
      '192.0.2.10',
      APP,
      { 'X-Forwarded-For': '127.0.0.1' },
    ],
    [
      'another site resolved to 127.0.0.1 (DNS rebinding)',
      app,
      '127.0.0.1',
      'http://attacker.example:8080',
      {},
    ],
    [
      'anyone behind a trusted proxy, even from its loopback',
      proxied,
      '127.0.0.1',
      APP,
      { 'X-Forwarded-For': '127.0.0.1' },
    ],
    ['a request with no socket at all', 'app', '', APP, {}],
  ] as const)('refuses %s', async (_, name, address, origin, headers) => {
    const target = name === 'app' ? app : proxied;
    await askForReset(ACCOUNTS.shopper.email);
    const url = `${origin}${OUTBOX_PATHS.page}`;
    const page = address ? await from(target, address, url, { headers }) : await target.request(url);
    expect(page.status).toBe(404);
    expect(await page.json()).toEqual(LOCAL_ONLY);
  });

  it('keeps every other helper off, from this machine too (its JSON twin and the sign-in shortcuts)', async () => {
    for (const route of SANDBOX_HELPER_ROUTES.filter((r) => r.path !== OUTBOX_PATHS.page)) {
      const method = route.method === '*' ? 'GET' : route.method;
      const r = await from(app, '127.0.0.1', `${APP}${route.path}`, {
        method,
        ...(method === 'POST'
          ? {
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ email: ACCOUNTS.shopper.email }),
            }
          : {}),
      });
      expect(r.status, `${route.method} ${route.path}`).toBe(404);
    }
    expect(SANDBOX_HELPER_ROUTES.map((r) => r.path)).toContain(OUTBOX_PATHS.json);
    expect(SANDBOX_HELPER_ROUTES.map((r) => r.path)).toContain('/__sandbox/identity-session');
  });

  it('says so in the start-up line', () => {
    expect(helpersLine(testConfig({ sandboxHelpers: false }))).toBe(
      'Sandbox helpers: off (SANDBOX_HELPERS=on turns on the sign-in shortcuts and mock scenarios). The outbox (http://localhost:8080/__outbox) and the Google stand-in answer this machine only.',
    );
  });
});

describe('the Google stand-in under plain `npm start`', () => {
  const chooser = (address: string, origin = SECOND) =>
    from(
      second,
      address,
      `${origin}/gsi/chooser?parent=${encodeURIComponent(origin.replace(/:8081$/, ':8080'))}`,
    );
  const mint = (address: string) =>
    from(second, address, `${SECOND}/gsi/credential`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SECOND },
      body: JSON.stringify({ subject: SHOPPER_SUBJECT }),
    });

  it('lets a person at this machine choose shopper@example.com and signs them in', async () => {
    const page = await (await chooser('127.0.0.1')).text();
    expect(page).toContain('>shopper@example.com</button>');
    expect(page).not.toContain(CHOOSER_OFF);
    const minted = await mint('127.0.0.1');
    expect(minted.status).toBe(200);
    const { credential } = z.parse(z.object({ credential: z.string() }), await minted.json());
    const signedIn = await from(app, '127.0.0.1', `${APP}${IDENTITY_PATHS.signIn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: ACCOUNTS.shopper.email,
        rememberMe: false,
        token: credential,
        socialType: 'Google',
      }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const session = z.parse(
      sessionResponseSchema,
      await (await app.request(IDENTITY_PATHS.session, { headers: { Cookie: cookie } })).json(),
    );
    // The same account a password sign-in of shopper@example.com opens.
    const byPassword = new Browser(app);
    await signIn(byPassword, ACCOUNTS.shopper);
    const expected = z.parse(
      sessionResponseSchema,
      await (await byPassword.get(IDENTITY_PATHS.session)).json(),
    );
    expect(session.data.authLevel).toBe('authenticated');
    expect(session.data.userInfo?.userId).toBe(expected.data.userInfo?.userId);
  });

  it('offers no account to a remote client, nor to another site resolved to 127.0.0.1, and mints nothing for it', async () => {
    for (const [address, origin] of [
      ['192.0.2.10', SECOND],
      ['127.0.0.1', 'http://attacker.example:8081'],
    ] as const) {
      const page = await (await chooser(address, origin)).text();
      expect(page).toContain(CHOOSER_OFF);
      expect(page).not.toContain('shopper@example.com');
    }
    expect((await mint('192.0.2.10')).status).toBe(404);
  });
});
