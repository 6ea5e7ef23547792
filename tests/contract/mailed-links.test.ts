// @vitest-environment node
/**
 * Every link that leaves the server (mailed or texted) is built on the configured origin (PUBLIC_ORIGIN), never on
 * the request's Host or X-Forwarded-Host (docs/security.md "Links that leave the server"): a forgot-password request
 * sent with `Host: attacker.example:8080` must not mail a reset link that hands the token to that host.
 * The requests below are addressed to the forged host, as the Node server builds the request URL from Host.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { verifyDvrResponseSchema } from '../../api/contracts/rx-vaccine-record';
import { createApp } from '../../server/app';
import { OUTBOX_PATHS } from '../../server/routes/outbox';
import { ACCOUNTS, Browser, openTestServer, testConfig, type TestServer } from './support';

const FORGED = 'http://attacker.example:8080';
const FORGED_HEADERS = { Host: 'attacker.example:8080' };
const PROXY_FORGED_HEADERS = {
  ...FORGED_HEADERS,
  'X-Forwarded-Host': 'attacker.example',
  'X-Forwarded-Proto': 'https',
};

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const outboxSchema = z.object({
  data: z.object({
    messages: z.array(z.object({ to: z.string(), subject: z.string(), link: z.nullable(z.string()) })),
  }),
});

async function linksTo(app: Hono, to: string): Promise<string[]> {
  const body = z.parse(outboxSchema, await (await app.request(OUTBOX_PATHS.json)).json());
  return body.data.messages.filter((m) => m.to === to && m.link !== null).map((m) => m.link as string);
}

async function clearOutbox(app: Hono) {
  expect((await app.request(OUTBOX_PATHS.json, { method: 'DELETE' })).status).toBe(200);
}

describe('links that leave the server use the configured origin', () => {
  it('uses http://localhost:PORT when PUBLIC_ORIGIN is not set (the address `npm start` prints)', async () => {
    const app = createApp({ db: server.db, config: testConfig() });
    await clearOutbox(app);
    const r = await app.request(`${FORGED}${IDENTITY_PATHS.forgotPassword}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...FORGED_HEADERS },
      body: JSON.stringify({ email: ACCOUNTS.shopper.email }),
    });
    expect(r.status).toBe(200);
    const [link] = await linksTo(app, ACCOUNTS.shopper.email);
    expect(link).toMatch(/^http:\/\/localhost:8080\/account\/reset-password\?token=/);
  });

  it.each([
    ['a forged Host', false, FORGED_HEADERS],
    ['a forged Host and X-Forwarded-Host behind a trusted proxy', true, PROXY_FORGED_HEADERS],
  ])(
    'a forgot-password request with %s mails the reset link on PUBLIC_ORIGIN',
    async (_, trustProxy, headers) => {
      const app = createApp({
        db: server.db,
        config: testConfig({ publicOrigin: 'https://shop.example', trustProxy }),
      });
      await clearOutbox(app);
      const r = await app.request(`${FORGED}${IDENTITY_PATHS.forgotPassword}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ email: ACCOUNTS.shopper.email }),
      });
      expect(r.status).toBe(200);
      const links = await linksTo(app, ACCOUNTS.shopper.email);
      expect(links).toHaveLength(1);
      expect(links[0]).toMatch(
        /^https:\/\/shop\.example\/account\/reset-password\?token=[^&]+&banner=freshway$/,
      );
      expect(links[0]).not.toContain('attacker');
    },
  );

  it('the welcome mail and the email verification link of a forged-Host request use PUBLIC_ORIGIN', async () => {
    const app = createApp({ db: server.db, config: testConfig({ publicOrigin: 'https://shop.example' }) });
    await clearOutbox(app);
    const b = new Browser(app);
    const created = await b.request(`${FORGED}${IDENTITY_PATHS.createAccount}`, {
      method: 'POST',
      headers: FORGED_HEADERS,
      json: { firstName: 'Hal', lastName: 'Host', email: 'hal.host@example.com', password: 'Create123' },
    });
    expect(created.status).toBe(201);
    const again = await b.request(`${FORGED}${IDENTITY_PATHS.sendVerification}`, {
      method: 'POST',
      headers: FORGED_HEADERS,
      json: {},
    });
    expect(again.status).toBe(200);
    const links = await linksTo(app, 'hal.host@example.com');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toMatch(/^https:\/\/shop\.example\/account\/verify-email\?token=/);
  });

  it('the vaccine record’s text-message link of a forged-Host request uses PUBLIC_ORIGIN', async () => {
    const app = createApp({ db: server.db, config: testConfig({ publicOrigin: 'https://shop.example' }) });
    await clearOutbox(app);
    const guest = new Browser(app);
    const verified = await guest.request(`${FORGED}${RX_SECURITY_PATHS.verifyDvr}`, {
      method: 'POST',
      headers: FORGED_HEADERS,
      json: { firstName: 'Jordan', lastName: 'Whitfield', phoneNumber: '5135550142' },
    });
    expect(verified.status).toBe(200);
    const { verificationId } = z.parse(verifyDvrResponseSchema, await verified.json());
    const sent = await guest.request(`${FORGED}${RX_SECURITY_PATHS.dvrSecureMessage}`, {
      method: 'POST',
      headers: FORGED_HEADERS,
      json: { verificationId },
    });
    expect(sent.status).toBe(202);
    const links = await linksTo(app, 'sms:+15135550142');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^https:\/\/shop\.example\/rx\/digital-vaccine-record\/result\?token=/);
  });
});
