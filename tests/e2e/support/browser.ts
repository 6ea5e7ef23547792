/**
 * Browser helpers for the e2e suite: the system Chromium through playwright-core, pages that fail the
 * test on uncaught page errors and console errors, an axe check and screenshots for the docs.
 *
 *   const browser = await launchBrowser();                       // beforeAll
 *   const page = await newPage(browser, { width: 1280, height: 800 });
 *   await page.goto('/signin');                                   // relative to inject('baseUrl')
 *   await expectNoSeriousA11yViolations(page);
 *   await screenshot(page, 'signin-desktop');
 *   // created inside a test: errors are asserted and the context closed when the test finishes;
 *   // created in a hook: call assertNoPageErrors(page) yourself (e.g. in afterEach).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { SIGN_IN_LABELS } from '../../../domain/account/signIn';
import { REPO_ROOT } from './server';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

/**
 * Chromium logs a console error for every 4xx/5xx response. Flows that expect one (wrong password,
 * locked account, 409 conflict) pass this in `allowConsoleErrors`.
 */
export const HTTP_STATUS_CONSOLE_ERROR =
  /Failed to load resource: the server responded with a status of \d{3}/;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface NewPageOptions {
  /** Defaults to `inject('baseUrl')`: this file's own server (tests/e2e/support/file-server.ts). */
  baseURL?: string;
  /** Console errors matching one of these are not failures. */
  allowConsoleErrors?: (string | RegExp)[];
  /** Assert and close automatically when the current test finishes (default true; needs a running test). */
  autoAssert?: boolean;
}

interface PageState {
  context: BrowserContext;
  errors: string[];
  /** What the page showed when closePage() closed it (pageSummary). */
  lastSeen?: string | undefined;
}

const pages = new WeakMap<Page, PageState>();

function providedBaseUrl(): string | undefined {
  try {
    return inject('baseUrl');
  } catch {
    return undefined;
  }
}

function allowed(text: string, patterns: (string | RegExp)[]): boolean {
  return patterns.some((p) => (typeof p === 'string' ? text.includes(p) : p.test(text)));
}

/** A page in a fresh context (own cookies and storage) with the given viewport. */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: NewPageOptions = {},
): Promise<Page> {
  const baseURL = options.baseURL ?? providedBaseUrl();
  const context = await browser.newContext({ viewport, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const state: PageState = { context, errors: [] };
  pages.set(page, state);
  const allow = options.allowConsoleErrors ?? [];

  page.on('pageerror', (error) => {
    const stack = error.stack?.split('\n').slice(1, 4).join('\n') ?? '';
    state.errors.push(`pageerror: ${error.message}${stack ? `\n${stack}` : ''}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed(text, allow)) return;
    const { url, lineNumber } = message.location();
    state.errors.push(`console.error: ${text}${url ? ` (${url}:${lineNumber + 1})` : ''}`);
  });

  try {
    onTestFinished(async ({ task }) => {
      // A failed wait says only what it waited for: print where each open page of the test was and what it showed
      // (address, title, headings, alerts, open dialogs), so a failure seen once in CI can be read afterwards.
      if (task.result?.state === 'fail') {
        const seen = page.isClosed()
          ? `(closed) ${state.lastSeen ?? ''}`
          : await pageSummary(page).catch((error: unknown) => `(no summary: ${String(error)})`);
        process.stderr.write(`[e2e] a page of the failed test "${task.name}": ${seen}\n`);
      }
      if (options.autoAssert === false) return;
      try {
        assertNoPageErrors(page);
      } finally {
        await context.close().catch(() => undefined);
      }
    });
  } catch {
    // Not inside a running test (e.g. beforeAll): the caller asserts and closes.
  }
  return page;
}

/** Where a page is and what it shows, in one line: for the report of a failed test. */
async function pageSummary(page: Page): Promise<string> {
  const shown = await page.evaluate(() => {
    const texts = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120))
        .filter(Boolean);
    return {
      title: document.title,
      headings: texts('h1, h2'),
      alerts: texts('[role="alert"], [role="status"], [aria-live]'),
      dialogs: texts('[role="dialog"] h1, [role="dialog"] h2, [role="alertdialog"] h2'),
    };
  });
  return `${page.url()} ${JSON.stringify(shown)}`;
}

/** Errors collected so far on a page created by newPage(). */
export function pageErrors(page: Page): readonly string[] {
  return pages.get(page)?.errors ?? [];
}

/** Forgets the errors collected so far (after asserting an expected failure, for example). */
export function clearPageErrors(page: Page): void {
  const state = pages.get(page);
  if (state) state.errors.length = 0;
}

/** Throws a readable list when the page had any uncaught error or console error. */
export function assertNoPageErrors(page: Page): void {
  const errors = pageErrors(page);
  if (errors.length === 0) return;
  throw new Error(
    `${errors.length} page error(s) on ${page.isClosed() ? 'a closed page' : page.url()}:\n${errors.map((e) => `  - ${e}`).join('\n')}`,
  );
}

/**
 * Waits (bounded, default 2 s) until the element has focus. Focus moves in React effects, which may run a frame
 * after the DOM change a test waited for; a failure names the element that has focus instead.
 */
export async function expectFocused(locator: Locator, timeoutMs = 2000): Promise<void> {
  await locator.evaluate(
    (el, timeout) =>
      new Promise<void>((resolve, reject) => {
        const end = Date.now() + timeout;
        const check = () => {
          if (el === document.activeElement) resolve();
          else if (Date.now() > end)
            reject(
              new Error(
                `expected focus on ${el.outerHTML.slice(0, 80)}, it is on ${document.activeElement?.outerHTML.slice(0, 120)}`,
              ),
            );
          else requestAnimationFrame(check);
        };
        check();
      }),
    timeoutMs,
  );
}

/**
 * Opens a page and waits until a server-rendered one has been taken over by the app (its form reports
 * `data-mounted`). Before that, controls that need the app's code (show password, Google) do nothing, as for
 * a shopper on a slow connection; tests of those controls start from here.
 */
export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(
    () => !document.querySelector('#root[data-ssr]') || document.querySelector('[data-mounted]') !== null,
  );
}

/** Fills the sign-in form's email and password (the page must show it). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(SIGN_IN_LABELS.email).fill(email);
  await page.getByLabel(SIGN_IN_LABELS.password, { exact: true }).fill(password);
}

/** Closes the page's context (its cookies, storage and pages). */
export async function closePage(page: Page): Promise<void> {
  const state = pages.get(page);
  if (!state) return;
  // What it showed last, for the report of a test that fails after this.
  state.lastSeen = await pageSummary(page).catch(() => undefined);
  await state.context.close();
}

export type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export interface A11yOptions {
  /** CSS selector(s) to restrict the scan to. */
  include?: string | string[];
  exclude?: string | string[];
  disableRules?: string[];
}

const SERIOUS = new Set(['serious', 'critical']);

/**
 * True when every frame of the page shows the main frame's origin (or a blank frame, which inherits it). axe then
 * runs where it stands (its "legacy mode": `axe.run` in the page, every frame injected), which tests exactly the
 * same frames as its default mode, without the blank page the default opens to merge the frames' results (about
 * half of each scan's time here). A page with a frame from another origin (the secure card fields, the sign-in
 * provider stand-in) keeps the default mode: legacy mode would leave that frame out.
 */
export function framesShareOneOrigin(mainUrl: string, frameUrls: readonly string[]): boolean {
  const origin = (url: string) => (url === '' || /^(about|data):/.test(url) ? null : new URL(url).origin);
  const main = origin(mainUrl);
  return frameUrls.every((url) => origin(url) === null || origin(url) === main);
}

/** Runs axe on the page and throws a readable list when any violation is serious or critical. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  options: A11yOptions = {},
): Promise<AxeResults> {
  // Only violations are read: axe then keeps one example of each pass and incomplete result instead of every node
  // (its documented `resultTypes` option), which makes a scan of a long page several times cheaper.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(
    framesShareOneOrigin(
      page.mainFrame().url(),
      page
        .frames()
        .filter((frame) => frame !== page.mainFrame())
        .map((frame) => frame.url()),
    ),
  );
  for (const s of [options.include ?? []].flat()) builder = builder.include(s);
  for (const s of [options.exclude ?? []].flat()) builder = builder.exclude(s);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact && SERIOUS.has(v.impact));
  if (serious.length > 0) {
    const lines = serious.map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => {
          const summary = n.failureSummary
            ?.split('\n')
            .map((l) => l.trim())
            .filter(Boolean)
            .join(' | ');
          return `      ${n.target.join(' ')}${summary ? `\n        ${summary}` : ''}`;
        })
        .join('\n');
      const more = v.nodes.length > 5 ? `\n      … and ${v.nodes.length - 5} more` : '';
      return `  - [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    });
    throw new Error(
      `${serious.length} serious/critical accessibility violation(s) on ${page.url()}:\n${lines.join('\n')}`,
    );
  }
  return results;
}

export const SCREENSHOT_DIR = join(REPO_ROOT, 'docs', 'screenshots');

/** Saves `docs/screenshots/<name>.png` and returns its path when E2E_SCREENSHOTS=1; else does nothing (null). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
  // The docs' pictures are refreshed on request (`E2E_SCREENSHOTS=1 npm run test:e2e`, docs/qa.md): `npm test`
  // neither spends the time nor rewrites the committed files.
  if (process.env.E2E_SCREENSHOTS !== '1') return null;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = join(SCREENSHOT_DIR, `${name.replace(/\.png$/, '').replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? false, animations: 'disabled' });
  return file;
}

/**
 * "Continue with Google", then the account in the sandbox's chooser. The chooser is the provider's own page (second
 * origin), framed in the dialog: it alone can mint a credential, so the click happens inside its frame.
 */
export async function chooseGoogleAccount(page: Page, email: string): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('.sign-in__google')?.getAttribute('aria-disabled') === 'false',
  );
  await page.getByRole('button', { name: SIGN_IN_LABELS.google }).click();
  await page
    .getByRole('dialog', { name: /Choose a Google account/ })
    .locator('iframe')
    .contentFrame()
    .getByRole('button', { name: email })
    .click();
}
