/**
 * The README's walk-through under plain `npm start` (SANDBOX_HELPERS off, as `npm start` leaves it): from the machine
 * that runs the sandbox, the outbox shows the password-reset mail and the Google stand-in's chooser signs in
 * shopper@example.com. The same requests from another address of this machine (a non-loopback interface, so the
 * server sees a remote client) are refused, and the helpers that sign in without a password stay off for both
 * (docs/security.md "Sandbox helpers").
 */
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_TEXTS, RESET_PASSWORD_TEXTS } from '../../domain/account/accountEntry';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import {
  chooseGoogleAccount,
  gotoReady,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
} from './support/browser';
import { type RunningServer, startServer } from './support/server';

const DESKTOP = { width: 1280, height: 900 };
const LOCAL_ONLY =
  'This sandbox page answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on).';
const CHOOSER_OFF =
  'The Google sign-in stand-in answers only on the machine that runs the sandbox (or with SANDBOX_HELPERS=on).';

/** An IPv4 address of this machine that is not loopback: requests to it come from it, so the server sees a remote client. */
function otherAddress(): string {
  for (const list of Object.values(networkInterfaces())) {
    for (const info of list ?? []) if (info.family === 'IPv4' && !info.internal) return info.address;
  }
  throw new Error(
    'This machine has no non-loopback IPv4 address: the remote half of this test needs one (any network interface).',
  );
}

/** A raw request from `localAddress` (the socket's source address the server sees). */
function requestFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

describe('plain `npm start`: the outbox and the Google chooser serve this machine only', () => {
  let browser: Browser;
  let server: RunningServer;
  let remote: string;
  beforeAll(async () => {
    remote = otherAddress();
    [browser, server] = await Promise.all([
      launchBrowser(),
      startServer({ env: { SANDBOX_HELPERS: 'off' }, timeoutMs: 120_000 }),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('from this machine: the forgot-password mail in the outbox, its link opens the reset page', async () => {
    expect(server.output()).toContain('Sandbox helpers: off');
    const page = await newPage(browser, DESKTOP, { baseURL: server.baseUrl });
    await gotoReady(page, '/signin');
    await page.getByRole('link', { name: SIGN_IN_LABELS.forgotPassword }).click();
    await page.getByRole('heading', { name: FORGOT_PASSWORD_TEXTS.heading }).waitFor();
    await page.getByLabel(FORGOT_PASSWORD_TEXTS.email).fill('shopper@example.com');
    await page.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.submit }).click();
    await page.getByText(FORGOT_PASSWORD_TEXTS.sent('shopper@example.com')).waitFor();
    await page.goto(`${server.baseUrl}/__outbox`);
    expect(await page.title()).toBe('Sandbox outbox');
    await page.getByRole('heading', { name: 'Reset your password' }).first().waitFor();
    const link = page.getByRole('link', { name: /\/account\/reset-password\?token=/ }).first();
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^${server.baseUrl}/account/reset-password\\?token=`),
    );
    await link.click();
    await page.waitForURL('**/account/reset-password?**');
    await page.getByLabel(RESET_PASSWORD_TEXTS.password, { exact: true }).waitFor();
  });

  it('from this machine: "Continue with Google" offers shopper@example.com and signs in', async () => {
    const page = await newPage(browser, DESKTOP, { baseURL: server.baseUrl });
    await gotoReady(page, '/signin');
    await chooseGoogleAccount(page, 'shopper@example.com');
    await page.waitForURL((url) => url.pathname === '/');
    const session = await (await page.request.get(`${server.baseUrl}/identity/api/v1/session`)).json();
    expect(session.data.authLevel).toBe('authenticated');
  });

  it('from another address: no outbox, no Google account, no credential; the sign-in shortcuts are off everywhere', async () => {
    const remoteBase = `http://${remote}:${server.port}`;
    const remoteSecond = `http://${remote}:${server.port + 1}`;
    const outbox = await requestFrom(remote, `${remoteBase}/__outbox`);
    expect(outbox.status).toBe(404);
    expect(JSON.parse(outbox.body)).toEqual({ error: { code: 'NOT_FOUND', message: LOCAL_ONLY } });
    const credential = await requestFrom(remote, `${remoteSecond}/gsi/credential`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: remoteSecond },
      body: JSON.stringify({ subject: '110000000000000000001' }),
    });
    expect(credential.status).toBe(404);
    // A forwarded header does not make a remote client local.
    const forwarded = await requestFrom(remote, `${remoteBase}/__outbox`, {
      headers: { 'X-Forwarded-For': '127.0.0.1', Host: `localhost:${server.port}` },
    });
    expect(forwarded.status).toBe(404);
    for (const [address, base] of [
      [remote, remoteBase],
      ['127.0.0.1', server.baseUrl],
    ]) {
      const shortcut = await requestFrom(address!, `${base}/__sandbox/identity-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'shopper@example.com' }),
      });
      expect(shortcut.status, `${address}`).toBe(404);
    }

    // In a browser on the other address: the chooser says it is off and offers nobody.
    const page = await newPage(browser, DESKTOP, {
      baseURL: remoteBase,
      allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR],
    });
    await gotoReady(page, '/signin');
    await page.waitForFunction(
      () => document.querySelector('.sign-in__google')?.getAttribute('aria-disabled') === 'false',
    );
    await page.getByRole('button', { name: SIGN_IN_LABELS.google }).click();
    const chooser = page
      .getByRole('dialog', { name: /Choose a Google account/ })
      .locator('iframe')
      .contentFrame();
    await chooser.getByText(CHOOSER_OFF).waitFor();
    expect(await chooser.getByRole('button', { name: 'shopper@example.com' }).count()).toBe(0);
  });
});
