/**
 * What the generated path tests (`npm run paths -- <machine> --playwright`, docs/qa.md "Running generated paths")
 * run on: the project's own e2e runner (vitest + playwright-core with the system Chromium), against the sandbox
 * the runner started like `npm start` (or APP_URL: an `npm start` already running).
 *
 * A generated test is a list of steps; each step acts (through the control a person would use, or a switch the
 * test names) and then checks what the page shows. The runtime refuses a step that did not act or checked
 * nothing, and a test without steps: no generated test can pass without doing anything.
 *
 *   const t = await pathTest();
 *   await t.hold('session check', '**\/identity/api/v1/session');  // a switch: the call waits for the test
 *   await t.step('1. Open /signin', 'The sign-in form', async () => {
 *     await t.goto('/signin');
 *     await t.see(t.page.getByRole('heading', { level: 1, name: 'Sign In' }));
 *   });
 *
 * Switches: `hold` makes a call wait; then `release` lets the real server answer it, `answer(name, status)`
 * answers it with a failure status and `abort` drops it (the network fails). Holding a call is how a step sees a
 * state that passes quickly (a spinner while the call runs) and how events the app makes by itself (the session
 * check, the Google script) come in the order the path says.
 */
import type { Browser, BrowserContext, Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { randomUUID } from 'node:crypto';
import { IDENTITY_PATHS } from '../../../api/contracts/identity';
import { RX_PATHS } from '../../../api/contracts/rx';
import { RX_IDEMPOTENCY_HEADER } from '../../../api/contracts/rx-order-codes';
import { RX_SECURITY_PATHS } from '../../../api/contracts/rx-security';
import { SERVER_SANDBOX_PATHS } from '../../../server/http/paths';
import { HTTP_STATUS_CONSOLE_ERROR, launchBrowser, newPage } from './browser';

export { describe, expect, it };

/** How long a check waits for the page (the sandbox is a real server and a real browser). */
const WAIT_MS = 15_000;

/** The app under test: APP_URL, else the sandbox the runner started (tests/e2e/support/paths-setup.ts). */
export function appUrl(): string {
  const fromEnv = process.env.APP_URL?.replace(/\/+$/, '');
  if (fromEnv) return fromEnv;
  return inject('baseUrl');
}

let browser: Browser | undefined;

/** One Chromium per generated file (call once at the top of the file). */
export function usePaths(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
}

interface Switch {
  pattern: string | RegExp;
  holding: boolean;
  held: Route[];
  /** Only the first call waits; later ones (a check the app repeats after signing in) go through. */
  firstOnly: boolean;
  seen: number;
}

export interface PathTestOptions {
  viewport?: { width: number; height: number };
}

export class PathTest {
  private acts = 0;
  private checks = 0;
  private steps = 0;
  private readonly switches = new Map<string, Switch>();

  constructor(
    readonly page: Page,
    private readonly context: BrowserContext,
  ) {}

  /** One step of the path: `body` acts, then checks what the page shows (`expected`, in words, for the report). */
  async step(title: string, expected: string, body: () => Promise<void>): Promise<void> {
    const acts = this.acts;
    const checks = this.checks;
    try {
      await body();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${title}\n  expected: ${expected}\n  ${message}`, { cause: error });
    }
    if (this.acts === acts) throw new Error(`${title}: the step did nothing on the page`);
    if (this.checks === checks) throw new Error(`${title}: the step checked nothing on the page`);
    this.steps += 1;
  }

  /** Called when the test finishes: a test that ran no step is a failure, never a pass. */
  assertRan(): void {
    if (this.steps === 0) throw new Error('The test ran no step: nothing was done or checked');
  }

  // --- acting, as a person would -------------------------------------------------------------------------------

  async goto(path: string): Promise<void> {
    this.acts += 1;
    await this.page.goto(path);
    // A server-rendered page works once the app has taken it over (its form says data-mounted).
    await this.page.waitForFunction(
      () => !document.querySelector('#root[data-ssr]') || document.querySelector('[data-mounted]') !== null,
      undefined,
      { timeout: WAIT_MS },
    );
  }

  /**
   * Opens `path` from inside the app, as its links do: first the home page (a page the server does not render
   * first, so the app asks for the session itself), then an in-app navigation to `path`. A page the server renders
   * first (/signin) carries the session answer in itself; opened from inside the app, it waits for the app's
   * session check like any page, so a held session check holds it.
   */
  async openInApp(path: string): Promise<void> {
    this.acts += 1;
    await this.page.goto('/');
    await this.page.waitForFunction(() => document.querySelector('#root > *') !== null, undefined, {
      timeout: WAIT_MS,
    });
    await this.page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, path);
    await this.page.waitForURL((url) => url.pathname + url.search === path, { timeout: WAIT_MS });
  }

  async click(locator: Locator): Promise<void> {
    this.acts += 1;
    await locator.click({ timeout: WAIT_MS });
  }

  async fill(locator: Locator, text: string): Promise<void> {
    this.acts += 1;
    await locator.fill(text, { timeout: WAIT_MS });
  }

  async check(locator: Locator, checked = true): Promise<void> {
    this.acts += 1;
    await locator.setChecked(checked, { timeout: WAIT_MS });
  }

  /** Chooses the option at `index` among the select's options that have a value (0: the first offered). */
  async selectOffered(locator: Locator, index = 0): Promise<string> {
    this.acts += 1;
    await expect
      .poll(() => locator.locator('option:not([value=""])').count(), { timeout: WAIT_MS })
      .toBeGreaterThan(index);
    const value = await locator.locator('option:not([value=""])').nth(index).getAttribute('value');
    await locator.selectOption(value ?? '', { timeout: WAIT_MS });
    return value ?? '';
  }

  // --- switches: calls that wait for the test ------------------------------------------------------------------

  /** From now on the calls matching `pattern` wait until the test releases, answers or aborts them (with
   *  `first`, only the first call: the app's later ones go through). */
  async hold(name: string, pattern: string | RegExp, options: { first?: boolean } = {}): Promise<void> {
    const sw: Switch = { pattern, holding: true, held: [], firstOnly: options.first === true, seen: 0 };
    this.switches.set(name, sw);
    await this.context.route(pattern, (route) => {
      sw.seen += 1;
      if (sw.holding && (!sw.firstOnly || sw.seen === 1)) sw.held.push(route);
      else void route.continue().catch(() => undefined);
    });
  }

  private async heldOne(name: string): Promise<Switch> {
    const sw = this.switches.get(name);
    if (!sw) throw new Error(`No switch "${name}"`);
    await expect
      .poll(() => sw.held.length, { timeout: WAIT_MS, message: `the page never made the ${name} call` })
      .toBeGreaterThan(0);
    return sw;
  }

  /** The held calls go to the real server, and later ones too. */
  async release(name: string): Promise<void> {
    const sw = await this.heldOne(name);
    this.acts += 1;
    sw.holding = false;
    for (const route of sw.held.splice(0)) await route.continue().catch(() => undefined);
  }

  /** The held call is answered with a failure status (a network switch: the server is not asked). */
  async answer(name: string, status: number): Promise<void> {
    const sw = await this.heldOne(name);
    this.acts += 1;
    sw.holding = false;
    const [first, ...rest] = sw.held.splice(0);
    await first!.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'SWITCH', message: `Answered ${status} by the test's switch.` },
      }),
    });
    for (const route of rest) await route.continue().catch(() => undefined);
  }

  /** The held call fails as if the network dropped it. */
  async abort(name: string): Promise<void> {
    const sw = await this.heldOne(name);
    this.acts += 1;
    sw.holding = false;
    for (const route of sw.held.splice(0)) await route.abort('failed').catch(() => undefined);
  }

  // --- checking what the page shows ----------------------------------------------------------------------------

  async see(locator: Locator): Promise<void> {
    await locator.filter({ visible: true }).first().waitFor({ state: 'visible', timeout: WAIT_MS });
    this.checks += 1;
  }

  async seeNo(locator: Locator): Promise<void> {
    await expect.poll(() => locator.count(), { timeout: WAIT_MS }).toBe(0);
    this.checks += 1;
  }

  async seeText(locator: Locator, text: string): Promise<void> {
    await expect
      .poll(async () => (await locator.first().textContent({ timeout: WAIT_MS })) ?? '', { timeout: WAIT_MS })
      .toContain(text);
    this.checks += 1;
  }

  async seeEnabled(locator: Locator, enabled = true): Promise<void> {
    await expect
      .poll(() => locator.first().isEnabled({ timeout: WAIT_MS }), { timeout: WAIT_MS })
      .toBe(enabled);
    this.checks += 1;
  }

  async seeAttribute(locator: Locator, name: string, value: string | null): Promise<void> {
    await expect
      .poll(() => locator.first().getAttribute(name, { timeout: WAIT_MS }), { timeout: WAIT_MS })
      .toBe(value);
    this.checks += 1;
  }

  async seeChecked(locator: Locator, checked = true): Promise<void> {
    await expect
      .poll(() => locator.first().isChecked({ timeout: WAIT_MS }), { timeout: WAIT_MS })
      .toBe(checked);
    this.checks += 1;
  }

  /** A select or field has a value (`true`: something is chosen) or is empty. */
  async seeChosen(locator: Locator, chosen = true): Promise<void> {
    await expect
      .poll(async () => (await locator.first().inputValue({ timeout: WAIT_MS })) !== '', { timeout: WAIT_MS })
      .toBe(chosen);
    this.checks += 1;
  }

  async seeValue(locator: Locator, value: string): Promise<void> {
    await expect
      .poll(() => locator.first().inputValue({ timeout: WAIT_MS }), { timeout: WAIT_MS })
      .toBe(value);
    this.checks += 1;
  }

  /** The page's address (path and query, or the whole URL for another origin) matches. */
  async seeUrl(pattern: RegExp): Promise<void> {
    await this.page.waitForURL(pattern, { timeout: WAIT_MS });
    this.checks += 1;
  }

  // --- preconditions (Given …): the sandbox's accounts and helpers ---------------------------------------------

  private async call(
    method: 'post' | 'put',
    path: string,
    data: unknown,
    ok: (status: number) => boolean,
    headers: Record<string, string> = {},
  ) {
    const res = await this.page.request[method](`${appUrl()}${path}`, { data, headers });
    if (!ok(res.status()))
      throw new Error(
        `${method.toUpperCase()} ${path} answered ${res.status()}${res.status() === 404 ? ' (start the sandbox with SANDBOX_HELPERS=on)' : ''}: ${await res.text()}`,
      );
    return res;
  }

  /** Signs this browser in with a seeded account (the sign-in service, as the page would). */
  async signedIn(email: string, password: string): Promise<void> {
    await this.call('post', IDENTITY_PATHS.signIn, { email, password, rememberMe: false }, (s) => s === 200);
  }

  /** This browser signed in to the identity system only (the sandbox helper; SANDBOX_HELPERS=on). */
  async identitySession(email: string): Promise<void> {
    await this.call('post', SERVER_SANDBOX_PATHS.identitySession, { email }, (s) => s === 200);
  }

  /** The pharmacy trusts this browser for the signed-in customer (a remembered device: no security question;
   *  the sandbox helper, SANDBOX_HELPERS=on), and the pharmacy session starts. */
  async pharmacyAuthorized(): Promise<void> {
    await this.call('post', SERVER_SANDBOX_PATHS.rxRememberDevice, {}, (s) => s === 204);
    await this.call('put', RX_SECURITY_PATHS.session, {}, (s) => s >= 200 && s < 300);
  }

  /** A patient's address, added through the pharmacy's address service unless the patient already has it. */
  async patientAddress(
    patientNumber: string,
    address: { address1: string; address2: string | null; city: string; state: string; zipCode: string },
  ): Promise<void> {
    const known = await this.page.request.get(
      `${appUrl()}${RX_PATHS.addresses}?patientNumber=${encodeURIComponent(patientNumber)}`,
    );
    if (!known.ok()) throw new Error(`GET ${RX_PATHS.addresses} answered ${known.status()}`);
    if ((await known.text()).includes(address.address1)) return;
    await this.call(
      'post',
      RX_PATHS.patientAddresses.replace(':patientNumber', patientNumber),
      { addressDetails: address },
      (s) => s === 201,
      { [RX_IDEMPOTENCY_HEADER]: randomUUID() },
    );
  }

  /** The signed-in customer's cart, emptied (the cart service, as the cart panel's Remove would). */
  async emptyCart(): Promise<void> {
    await this.call('post', RX_PATHS.cartClear, {}, (s) => s >= 200 && s < 300, {
      [RX_IDEMPOTENCY_HEADER]: randomUUID(),
    });
  }
}

/** A fresh browser context (no cookies, no storage) for one generated test. */
export async function pathTest(options: PathTestOptions = {}): Promise<PathTest> {
  if (!browser) throw new Error('Call usePaths() at the top of the file');
  const viewport = options.viewport ?? { width: 1280, height: 900 };
  const page = await newPage(browser, viewport, {
    baseURL: appUrl(),
    // Failures the test asks for (a switch answering 500, a wrong password's 401) are logged by Chromium.
    allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR, /net::ERR_FAILED/, /Failed to load resource/],
  });
  const test = new PathTest(page, page.context());
  onTestFinished(() => test.assertRan());
  return test;
}
