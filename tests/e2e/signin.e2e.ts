/**
 * Sign-in and account entry in Chromium against the sandbox (issue 5 acceptance): password sign-in and the
 * analytics event, keep-signed-in off, the locked account, social link and social create with the Google
 * stand-in, the forgot-password round trip through the outbox, delete mode, the terms banner, the modal, the
 * mobile width, mode 1 to the external identity login; axe on every page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WEB_VIEW_UA } from '../../machines/account/signIn/signIn.fixtures';
import {
  CREATE_ACCOUNT_TEXTS,
  FORGOT_PASSWORD_TEXTS,
  RESET_PASSWORD_TEXTS,
  VERIFY_EMAIL_TEXTS,
} from '../../domain/account/accountEntry';
import { SESSION_MESSAGES } from '../../domain/account/session';
import { SIGN_IN_LABELS, SIGN_IN_RESULT_MESSAGES } from '../../domain/account/signIn';
import {
  expectFocused,
  gotoReady,
  expectNoSeriousA11yViolations,
  fillSignIn,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
  chooseGoogleAccount,
} from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };
const ALLOW_HTTP = { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] };

describe('sign-in and account entry', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs in with a password, records the analytics event without personal data, lands on the redirect', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.request.delete(`${baseUrl}/__sandbox/analytics`);
    await gotoReady(page, '/signin?redirectUrl=%2Faccount%2Fprofile');
    await page.getByRole('heading', { name: SIGN_IN_LABELS.heading }).waitFor();
    for (const text of [
      SIGN_IN_LABELS.or,
      SIGN_IN_LABELS.newTo('FreshWay Market'),
      SIGN_IN_LABELS.footerLead,
    ]) {
      expect(await page.getByText(text).first().isVisible(), text).toBe(true);
    }
    expect(await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'signin-full-desktop');
    // Validation messages (§5) on submit, first invalid field focused.
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await expectFocused(page.getByLabel(SIGN_IN_LABELS.email));
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.showPassword, exact: true }).click();
    expect(await page.getByLabel(SIGN_IN_LABELS.password, { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL('**/account/profile');
    // The recorder sink posts asynchronously: poll until the event is there.
    let signIn: { event: string; payload: Record<string, unknown> } | undefined;
    for (let i = 0; i < 50 && !signIn; i++) {
      const events = (await (await page.request.get(`${baseUrl}/__sandbox/analytics`)).json()) as {
        data: { events: { event: string; payload: Record<string, unknown> }[] };
      };
      signIn = events.data.events.find((e) => e.event === 'sign_in');
      if (!signIn) await page.waitForTimeout(100);
    }
    expect(signIn?.payload).toEqual({ rememberMe: true, socialLinked: false, method: 'password' });
  });

  it('server-renders /signin: it paints without JavaScript, hydrates in place and keeps what was typed meanwhile', async () => {
    // Without JavaScript the page is all there; submit stays disabled until the app has mounted (§2).
    const bare = await browser.newContext({ javaScriptEnabled: false, baseURL: baseUrl, viewport: MOBILE });
    try {
      const plain = await bare.newPage();
      await plain.goto('/signin');
      expect(await plain.getByRole('heading', { level: 1, name: SIGN_IN_LABELS.heading }).isVisible()).toBe(
        true,
      );
      expect(await plain.getByLabel(SIGN_IN_LABELS.email).isVisible()).toBe(true);
      expect(await plain.getByRole('button', { name: SIGN_IN_LABELS.submit }).isDisabled()).toBe(true);
    } finally {
      await bare.close();
    }

    // With the app's code held back, the shopper types; then the code arrives and hydrates the same nodes.
    const page = await newPage(browser, MOBILE);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/signin?redirectUrl=%2Fhealth');
    await fillSignIn(page, 'newpatient@example.com', 'Patient123');
    await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).uncheck();
    const submit = page.getByRole('button', { name: SIGN_IN_LABELS.submit });
    expect(await submit.isDisabled()).toBe(true);
    // The server's page is accessible on its own, before any of the app's code has run.
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('#root *'))
        (el as unknown as { server: boolean }).server = true;
    });
    release();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled,
    );
    expect(await page.getByLabel(SIGN_IN_LABELS.email).inputValue()).toBe('newpatient@example.com');
    expect(await page.getByLabel(SIGN_IN_LABELS.password, { exact: true }).inputValue()).toBe('Patient123');
    expect(await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).isChecked()).toBe(false);
    // Hydrated, not replaced: every element the server sent is still the one on screen.
    expect(
      await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (el) => !(el as unknown as { server?: boolean }).server,
          ).length,
      ),
    ).toBe(0);
    await submit.click();
    await page.waitForURL('**/health');
    // Keep me signed in was unticked before the app started: a session cookie.
    expect((await page.context().cookies()).find((c) => c.name === 'sid')?.expires).toBe(-1);
  });

  it('signs in with keep me signed in off (session cookie without Max-Age)', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin');
    await fillSignIn(page, 'newpatient@example.com', 'Patient123');
    await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).uncheck();
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    // No redirect named: the banner's home page (issue 13 point 12).
    await page.waitForURL((url) => url.pathname === '/');
    const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(sid?.expires).toBe(-1);
  });

  it('shows the locked account message with the time left and focuses the sign-in area', async () => {
    const page = await newPage(browser, DESKTOP, ALLOW_HTTP);
    await gotoReady(page, '/signin');
    await fillSignIn(page, 'locked@example.com', 'Locked123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Your account is locked .* Try again in \d+ (days|hours)\./);
    await expectFocused(page.getByRole('region', { name: SIGN_IN_LABELS.heading }));
    await expectNoSeriousA11yViolations(page);
  });

  it('social link: Google identity with an unlinked account, email locked, password focused, then linked', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin');
    await chooseGoogleAccount(page, 'googlelink@example.com');
    await page.getByText(SIGN_IN_RESULT_MESSAGES.socialLinkNeeded('FreshWay Market', 'Google')).waitFor();
    const email = page.getByLabel(SIGN_IN_LABELS.email);
    expect(await email.inputValue()).toBe('googlelink@example.com');
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await expectFocused(page.getByLabel(SIGN_IN_LABELS.password, { exact: true }));
    expect(await page.getByRole('button', { name: SIGN_IN_LABELS.google }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'signin-social-link');
    await page.getByLabel(SIGN_IN_LABELS.password, { exact: true }).fill('Google123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('social create: a Google identity without an account gets the message and the create link', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin');
    await chooseGoogleAccount(page, 'googlenew@example.com');
    await page.getByText(SIGN_IN_RESULT_MESSAGES.socialCreateNeeded('FreshWay Market', 'Google')).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: SIGN_IN_RESULT_MESSAGES.socialCreateLink, exact: true }).click();
    await page.waitForURL('**/account/create');
  });

  it('forgot password round trip through the outbox, with the reset message back on sign-in', async () => {
    const page = await newPage(browser, DESKTOP, ALLOW_HTTP);
    await gotoReady(page, '/signin?redirectUrl=%2Fhealth');
    await page.getByRole('link', { name: SIGN_IN_LABELS.forgotPassword }).click();
    await page.waitForURL('**/account/forgot-password?redirectUrl=%2Fhealth');
    // The router keeps the sign-in page on screen until the lazy page has loaded: wait for the new page.
    await page.getByRole('heading', { name: FORGOT_PASSWORD_TEXTS.heading }).waitFor();
    await page.getByLabel(FORGOT_PASSWORD_TEXTS.email).fill('reset@example.com');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: FORGOT_PASSWORD_TEXTS.submit }).click();
    await page.getByText(FORGOT_PASSWORD_TEXTS.sent('reset@example.com')).waitFor();
    await page.goto(`${baseUrl}/__outbox`);
    const link = page.getByRole('link', { name: /\/account\/reset-password\?token=/ }).first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await page.waitForURL('**/account/reset-password?**');
    await page.getByLabel(RESET_PASSWORD_TEXTS.password, { exact: true }).fill('Fresh2026');
    await page.getByLabel(RESET_PASSWORD_TEXTS.confirm).fill('Fresh2026');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit }).click();
    await page.getByText(SIGN_IN_RESULT_MESSAGES.passwordReset).waitFor();
    expect(page.url()).toContain('redirectUrl=%2Fhealth');
    await fillSignIn(page, 'reset@example.com', 'Fresh2026');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL('**/health');
    // The used link is refused with a clear error and the token leaves the address.
    await page.goto(href);
    await page.getByLabel(RESET_PASSWORD_TEXTS.password, { exact: true }).fill('Again2026');
    await page.getByLabel(RESET_PASSWORD_TEXTS.confirm).fill('Again2026');
    await page.getByRole('button', { name: RESET_PASSWORD_TEXTS.submit }).click();
    await page.getByText(RESET_PASSWORD_TEXTS.invalidToken).waitFor();
    expect(page.url()).not.toContain('token=');
  });

  it('delete mode: no social login, no create-account entry, no keep-signed-in', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin?redirectUrl=%2Faccount%2Fdelete');
    await page.getByRole('heading', { name: SIGN_IN_LABELS.heading }).waitFor();
    expect(await page.getByRole('button', { name: SIGN_IN_LABELS.google }).count()).toBe(0);
    expect(await page.getByRole('link', { name: SIGN_IN_LABELS.createAccount }).count()).toBe(0);
    expect(await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('terms banner: submit disabled until the terms are ticked, site-update notice, then the verification flow', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin?banner=meadowlark');
    await page.getByText(SIGN_IN_LABELS.siteUpdate.text).waitFor();
    const submit = page.getByRole('button', { name: SIGN_IN_LABELS.submit });
    await fillSignIn(page, 'meadow@example.com', 'Meadow123');
    expect(await submit.isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'signin-terms-banner');
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    expect(await submit.isDisabled()).toBe(false);
    await submit.click();
    await page.waitForURL('**/account/verify-email**');
    await page.getByRole('button', { name: VERIFY_EMAIL_TEXTS.resend }).click();
    await page.getByText(VERIFY_EMAIL_TEXTS.sent).waitFor();
    await expectNoSeriousA11yViolations(page);
    // The emailed link (newest first in the outbox) verifies the address; Continue goes on.
    await page.goto(`${baseUrl}/__outbox`);
    await page
      .getByRole('link', { name: /\/account\/verify-email\?token=/ })
      .first()
      .click();
    await page.getByText(VERIFY_EMAIL_TEXTS.verified).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: VERIFY_EMAIL_TEXTS.continue }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/verify-email'));
  });

  it('create an account: a taken email is refused with its message, a new one is created and signed in', async () => {
    const page = await newPage(browser, DESKTOP, ALLOW_HTTP);
    await page.goto('/account/create?redirectUrl=%2Faccount%2Fprofile');
    await page.getByRole('heading', { name: CREATE_ACCOUNT_TEXTS.heading }).waitFor();
    const fill = async (email: string) => {
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.firstName).fill('Avery');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.lastName).fill('Lindqvist');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.email).fill(email);
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.password, { exact: true }).fill('Avery2026');
      await page.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.submit }).click();
    };
    await fill('shopper@example.com');
    await page.getByText(CREATE_ACCOUNT_TEXTS.emailTaken).waitFor();
    await expectNoSeriousA11yViolations(page);
    await fill('avery@example.com'); // each e2e run has its own fresh sandbox database
    // A welcome first (issue 13 point 9), then on to where the shopper was going.
    await page
      .getByRole('heading', { name: CREATE_ACCOUNT_TEXTS.welcomeHeading('FreshWay Market') })
      .waitFor();
    await page.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.continue }).click();
    await page.waitForURL('**/account/profile');
    await page.getByText('Avery Lindqvist').waitFor();
  });

  it("the header's Sign In returns the shopper to the page they were on (/health), query and all", async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/health');
    const header = page.getByRole('navigation', { name: 'Account' });
    const signInLink = header.getByRole('link', { name: 'Sign In', exact: true });
    expect(await signInLink.getAttribute('href')).toBe('/signin?redirectUrl=%2Fhealth');
    await signInLink.click();
    await page.waitForURL('**/signin?redirectUrl=%2Fhealth');
    await page.waitForFunction(() => document.querySelector('[data-mounted]') !== null);
    // On the sign-in page itself the header keeps the page's redirect (never a sign-in address inside another).
    expect(await signInLink.getAttribute('href')).toBe('/signin?redirectUrl=%2Fhealth');
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL((url) => url.pathname === '/health');
    // My Account shows the preferred store by its name and address (the store directory), not by its numbers.
    await page.goto('/account/profile');
    await page.getByText('FreshWay Pharmacy Oakley').waitFor();
    await page.getByText('3060 Madison Rd, Cincinnati, OH 45209').waitFor();
    expect(await page.getByText(/division/).count()).toBe(0);
  });

  it('the sign-in modal keeps Tab inside it and gives focus back to the control that opened it', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/account/create');
    const opener = page.getByRole('button', { name: 'Sign In', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: SIGN_IN_LABELS.modalTitle });
    await dialog.waitFor();
    // Tab well past the last control: focus never leaves the dialog ("Skip to main content" stays out of reach).
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => document.activeElement?.closest('dialog') !== null),
        `Tab ${i + 1}: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))}`,
      ).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocused(opener);
  });

  it('the sign-in modal titled Sign In closes on navigation', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/account/create');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: SIGN_IN_LABELS.modalTitle });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('link', { name: SIGN_IN_LABELS.forgotPassword }).click();
    await page.waitForURL('**/account/forgot-password**');
    await page.getByRole('heading', { name: FORGOT_PASSWORD_TEXTS.heading }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('mobile width: first-visit banner hides the Google button on small screens and links to /account/create', async () => {
    const page = await newPage(browser, MOBILE);
    await gotoReady(page, '/signin?banner=harborlight');
    await page.getByText(SIGN_IN_LABELS.firstVisit.text).waitFor();
    expect(await page.getByRole('button', { name: SIGN_IN_LABELS.google }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: SIGN_IN_LABELS.firstVisit.link }).getAttribute('href')).toBe(
      '/account/create',
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'signin-mobile');
  });

  // Mode 1 (§2): each condition that forces the login prompt, one without any, and the step-up redirect.
  for (const c of [
    {
      name: 'the marker authority',
      email: 'marker@example.com',
      path: '/signin',
      expect: /\/identity\/login\?.*prompt=login/,
    },
    {
      name: 'the always-prompt setting',
      email: 'googlelink@example.com',
      path: '/signin?alwaysPrompt=true',
      expect: /\/identity\/login\?.*prompt=login/,
    },
    {
      name: 'an Rx page',
      email: 'googlelink@example.com',
      path: '/signin?redirectUrl=%2Frx%2Fdashboard',
      expect: /\/identity\/login\?.*prompt=login/,
    },
    {
      name: 'an in-app web view with prompt-for-web-view on',
      email: 'googlelink@example.com',
      path: '/signin?promptForWebView=true',
      userAgent: WEB_VIEW_UA,
      expect: /\/identity\/login\?.*prompt=login/,
    },
    {
      name: 'no condition: no forced prompt',
      email: 'googlelink@example.com',
      path: '/signin',
      expect: /\/identity\/login\?(?!.*prompt=login)/,
    },
    {
      name: 'the step-up flag on an Rx page: the step-up redirect with Rx step-up auth',
      email: 'googlelink@example.com',
      path: '/signin?redirectUrl=%2Frx%2Fdashboard&stepupLoginRedirect=true&callRxStepupAuth=true',
      expect: /\/identity\/step-up\?.*callRxStepupAuth=true/,
    },
  ]) {
    it(`mode 1 with ${c.name}`, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: DESKTOP,
        ...(c.userAgent ? { userAgent: c.userAgent } : {}),
      });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.request.post(`${baseUrl}/__sandbox/identity-session`, { data: { email: c.email } });
        await page.goto(c.path);
        await page.waitForURL(/\/identity\/(login|step-up)\?/);
        expect(page.url()).toMatch(c.expect);
        // The original address travels along, so the identity login can send the shopper back.
        expect(decodeURIComponent(page.url())).toContain(c.path.split('?')[0]!);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('mode 1: an identity-level session is sent to the external identity login and comes back signed in', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/signin');
    await page.request.post(`${baseUrl}/__sandbox/identity-session`, {
      data: { email: 'shopper@example.com' },
    });
    await page.goto('/signin?redirectUrl=%2Faccount%2Fprofile');
    await page.waitForURL(/\/identity\/login\?/);
    expect(page.url()).toContain('prompt=login'); // the seeded shopper has no authorities
    await page.getByLabel('Password').fill('Shopper123');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/account/profile');
    expect(SESSION_MESSAGES.lockedFor('1 minute')).toContain('Try again in 1 minute.');
  });
});
