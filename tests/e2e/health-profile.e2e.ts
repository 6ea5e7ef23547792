/**
 * The foundation slice end to end in Chromium against the server `npm start` runs: sign in as
 * shopper@example.com, see the profile and the health navigation, drill down and back, both widths, axe on
 * every page, a malformed profile answer, and the signed-out document on an unknown machine.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PROFILE_LABELS, PROFILE_MESSAGES } from '../../domain/account/profile';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import {
  HEALTH_MENU_LABEL,
  HEALTH_NAV_DESKTOP_MIN_WIDTH,
  NAV_MESSAGES,
} from '../../domain/health/navigation';
import { NOT_FOUND_MESSAGES } from '../../ui/app/NotFound';
import {
  expectFocused,
  gotoReady,
  expectNoSeriousA11yViolations,
  fillSignIn,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 390, height: 844 };

async function signIn(page: Page, email: string, password: string, keepSignedIn = true) {
  await gotoReady(page, '/signin?redirectUrl=%2Fhealth');
  await fillSignIn(page, email, password);
  if (!keepSignedIn) await page.getByLabel(SIGN_IN_LABELS.keepSignedIn).uncheck();
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
  await page.waitForURL('**/health');
}

describe('profile and health navigation', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sign-in page is accessible and themed by the banner', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/signin');
    await page.getByRole('heading', { name: SIGN_IN_LABELS.heading }).waitFor();
    expect(await page.getByText('Sign in to your existing FreshWay Market account').isVisible()).toBe(true);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand-primary'),
    );
    expect(primary.trim()).toMatch(/^#[0-9a-f]{6}$/i);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'signin-desktop');
  });

  it('signs in, shows the signed-in health navigation, drills down and back, and shows the profile', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, 'shopper@example.com', 'Shopper123');
    const nav = page.getByRole('navigation', { name: 'Health' });
    await nav.getByRole('button', { name: /Pharmacy/ }).waitFor();
    // Desktop: bordered navigation, no Health Menu toggle.
    expect(await page.getByRole('button', { name: HEALTH_MENU_LABEL }).isVisible()).toBe(false);
    const border = await page
      .locator('#health-nav-panel')
      .evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(border).toBe('solid');
    // Active item: Health Home.
    expect(await nav.getByRole('link', { name: 'Health Home' }).getAttribute('aria-current')).toBe('page');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'health-desktop');

    // Drill into Pharmacy (signed-in items) and back.
    await nav.getByRole('button', { name: /Pharmacy/ }).click();
    await nav.getByRole('heading', { name: 'Pharmacy' }).waitFor();
    expect(await nav.getByRole('link', { name: 'My Prescriptions' }).isVisible()).toBe(true);
    await expectFocused(nav.getByRole('button', { name: NAV_MESSAGES.back }));
    await page.keyboard.press('Enter');
    await nav.getByRole('button', { name: /Profile & Settings/ }).click();
    await nav.getByRole('link', { name: 'Personal Information' }).click();
    await page.waitForURL('**/account/profile');

    const profile = page.getByRole('region', { name: PROFILE_LABELS.title });
    await profile.getByText('Jordan Whitfield').waitFor();
    for (const text of [
      'shopper@example.com',
      '(513) 555-0142',
      '(513) 555-0178',
      '03/14/2021',
      '4821 Maple Ridge Dr',
      '4800012345678',
    ]) {
      expect(await profile.getByText(text).first().isVisible(), text).toBe(true);
    }
    expect(await profile.getByText('1 Commerce Plaza').count()).toBe(0); // the work address is not the home address
    const active = nav.getByRole('link', { name: 'Personal Information' });
    expect(await active.getAttribute('aria-current')).toBe('page');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'profile-desktop');

    await nav.getByRole('button', { name: NAV_MESSAGES.back }).click();
    const parent = nav.getByRole('button', { name: /Profile & Settings/ });
    expect(await parent.getAttribute('class')).toContain('is-active-trail');
  });

  it('collapses the navigation into a Health Menu below the breakpoint', async () => {
    const page = await newPage(browser, MOBILE);
    expect(MOBILE.width).toBeLessThan(HEALTH_NAV_DESKTOP_MIN_WIDTH);
    await signIn(page, 'shopper@example.com', 'Shopper123');
    const toggle = page.getByRole('button', { name: HEALTH_MENU_LABEL });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#health-nav-panel').isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Health' });
    await nav.getByRole('button', { name: /Pharmacy/ }).click();
    await nav.getByRole('link', { name: 'Refills' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'health-mobile-open');
    // Following a link closes the menu.
    await nav.getByRole('button', { name: NAV_MESSAGES.back }).click();
    await nav.getByRole('button', { name: /Profile & Settings/ }).click();
    await nav.getByRole('link', { name: 'Personal Information' }).click();
    await page.waitForURL('**/account/profile');
    await page.getByText('Jordan Whitfield').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expectNoSeriousA11yViolations(page);
  });

  it('shows an error state, not a blank page, when the profile answer breaks its contract', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, 'shopper@example.com', 'Shopper123');
    const set = await page.request.post(`${baseUrl}/__sandbox/scenario`, {
      data: { scenario: 'malformed-profile' },
    });
    expect(set.status()).toBe(200);
    await page.goto('/account/profile');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(PROFILE_MESSAGES.customerFacing);
    await expectNoSeriousA11yViolations(page);
    // Clear the scenario and retry: the profile loads.
    await page.request.post(`${baseUrl}/__sandbox/scenario`, { data: { scenario: 'none' } });
    await page.getByRole('button', { name: PROFILE_LABELS.retry }).click();
    await page.getByText('Jordan Whitfield').waitFor();
  });

  it('uses the signed-out document when the machine is not known (signed in without keep me signed in)', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, 'newpatient@example.com', 'Patient123', false);
    const nav = page.getByRole('navigation', { name: 'Health' });
    await nav.getByRole('button', { name: /Pharmacy/ }).click();
    await nav.getByRole('link', { name: 'Refill as Guest' }).waitFor();
    expect(await nav.getByRole('link', { name: 'My Prescriptions' }).count()).toBe(0);
  });

  it('rejects a wrong password with a message and keeps the shopper on the sign-in page', async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await gotoReady(page, '/signin');
    await fillSignIn(page, 'shopper@example.com', 'Wrong1234');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toContain('/signin');
    await expectNoSeriousA11yViolations(page);
  });

  it('sends an anonymous visitor of the profile to sign-in and back after signing in', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/account/profile');
    await page.waitForURL('**/signin?redirectUrl=%2Faccount%2Fprofile');
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL('**/account/profile');
    await page.getByText('Jordan Whitfield').waitFor();
  });

  it('shows an accessible not-found page', async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('records analytics without personal data', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, 'shopper@example.com', 'Shopper123');
    await page.goto('/account/profile');
    await page.getByText('Jordan Whitfield').waitFor();
    const response = await page.request.get(`${baseUrl}/__sandbox/analytics`);
    const body = (await response.json()) as {
      data: { events: { event: string; payload: Record<string, unknown> }[] };
    };
    const views = body.data.events.filter((e) => e.event === 'page_view');
    expect(views.length).toBeGreaterThan(0);
    const text = JSON.stringify(body);
    for (const personal of ['shopper@example.com', 'Jordan', 'Whitfield', '555-0142', 'Maple Ridge'])
      expect(text).not.toContain(personal);
  });
});
