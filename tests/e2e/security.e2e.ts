/**
 * Security headers and the CSP in Chromium (issue 8 point 5, docs/security.md): every page of both origins
 * arrives with them; the app, the server-rendered /signin with its deferred start script, the wallet demo with
 * the secure fields frame and the inspector run under the policy (the rest of the suite exercises them, and any
 * CSP violation is a console error that fails a test: proven here); an injected inline script is refused; another
 * site cannot frame the app.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  assertNoPageErrors,
  clearPageErrors,
  gotoReady,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  pageErrors,
} from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const CSP_VIOLATION = /Content Security Policy/;

describe('security headers and CSP in the browser', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const secondOrigin = inject('secondOrigin');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function expectHeaders(page: Page, url: string, framedBy: string | null) {
    // Read through the page's request context: navigating to each would run pages that redirect when signed out.
    const response = await page.request.get(url, { headers: { Accept: 'text/html' } });
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toMatch(/default-src 'self'/);
    expect(csp, url).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp, url).not.toContain('unsafe-inline');
    expect(csp, url).toContain(framedBy ? `frame-ancestors ${framedBy}` : "frame-ancestors 'none'");
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    if (!framedBy) expect(headers['x-frame-options'], url).toBe('DENY');
  }

  it('every page of both origins carries the headers, and the app runs under the policy', async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    for (const path of ['/signin', '/health', '/wallet-demo?app=clicklist', '/__inspector', '/__outbox'])
      await expectHeaders(page, `${baseUrl}${path}`, null);
    const returnUrl = encodeURIComponent(`${baseUrl}/signin`);
    for (const path of ['/', `/identity/login?returnUrl=${returnUrl}&prompt=login`])
      await expectHeaders(page, `${secondOrigin}${path}`, null);
    for (const path of [
      `/secure-fields/frame?mode=add&parent=${encodeURIComponent(baseUrl)}`,
      `/gsi/chooser?parent=${encodeURIComponent(baseUrl)}`,
    ])
      await expectHeaders(page, `${secondOrigin}${path}`, baseUrl);
    // The server-rendered page's nonce'd start script runs: the app takes the page over (hydration).
    await gotoReady(page, '/signin');
    expect(await page.locator('[data-mounted]').count()).toBeGreaterThan(0);
    // The banner's theme arrives as a nonce'd style rule (no inline style attribute the policy would refuse).
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'),
      ),
    ).not.toBe('');
  });

  it('refuses an injected inline script, and the suite fails on such a violation', async () => {
    const page = await newPage(browser, DESKTOP, { autoAssert: false });
    try {
      await gotoReady(page, '/signin');
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
        await new Promise((r) => setTimeout(r, 100));
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => pageErrors(page).some((e) => CSP_VIOLATION.test(e))).toBe(true);
      // What every other test's page would report at its end:
      expect(() => assertNoPageErrors(page)).toThrow(CSP_VIOLATION);
      clearPageErrors(page);
    } finally {
      await page.context().close();
    }
  });

  it('a page on another port cannot frame the app', async () => {
    // The probe: a page served from another port of the same host frames a signed-in page.
    const attacker = createServer((_, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<!doctype html><title>Attacker</title><iframe src="${baseUrl}/account/profile"></iframe>`);
    });
    await new Promise<void>((resolve) => attacker.listen(0, resolve));
    try {
      const { port } = attacker.address() as AddressInfo;
      // Chromium reports the refusal as a console error, expected here.
      const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [/frame-ancestors 'none'/] });
      await page.goto(`http://localhost:${port}/`);
      // Chromium replaces a frame refused by frame-ancestors with its error page: the app never loads in it.
      await expect
        .poll(
          () =>
            page
              .frames()
              .find((f) => f !== page.mainFrame())
              ?.url() ?? '',
        )
        .toMatch(/^chrome-error:/);
    } finally {
      attacker.close();
    }
  });
});
