import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { HTTP_STATUS_CONSOLE_ERROR, launchBrowser, newPage } from './support/browser';

describe('smoke', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('answers /healthz', async () => {
    const response = await fetch(`${baseUrl}/healthz`);
    expect(response.status).toBe(200);
  });

  it('serves the app shell with a root element', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toMatch(/<div[^>]*\bid="root"/);
  });

  it('loads / in Chromium without uncaught errors', async () => {
    // The first screen may legitimately get a 401 (no session yet); uncaught errors still fail.
    const page = await newPage(
      browser,
      { width: 1280, height: 800 },
      { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] },
    );
    await page.goto('/', { waitUntil: 'load' });
    await page.locator('#root').waitFor({ state: 'attached' });
  });
});
