/**
 * Issue 11 part 2 end to end in Chromium against the server `npm start` runs: a guest refill by rx number and
 * phone (confirmation shown, form reset); Jordan's tracker (ready, in progress, on hold; 'Viewing Patient'); a
 * scroll-to-section request focuses the first card (from the status card and from /health-dashboard); the store
 * details link; pay online and order delivery happy paths, seen back in the tracker; the guest tracker after a
 * date-of-birth verification and the expired link without one. axe on each page; no overflow at 375 px.
 * Runs on its own server and data (tests/e2e/support/file-server.ts); inside the file order matters: the tracker is
 * checked before pay online and delivery change Jordan's prescriptions.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_TEXTS } from '../../domain/rx/delivery';
import { GUEST_REFILL_TEXTS } from '../../domain/rx/guest-refill';
import { ONLINE_PAY_TEXTS } from '../../domain/rx/online-pay';
import { TRACKER_TEXTS } from '../../domain/rx/tracker';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import {
  expectFocused,
  expectNoSeriousA11yViolations,
  gotoReady,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { JORDAN, signInForPharmacy } from './support/pharmacy';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function noOverflowAt375(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize(DESKTOP);
}

async function signInAsJordan(page: Page, to: string) {
  // Authorized for the pharmacy (a remembered browser) before the first pharmacy page loads.
  await signInForPharmacy(page, JORDAN, to);
}

const card = (page: Page, drug: string): Locator =>
  page.getByRole('button', { name: TRACKER_TEXTS.openDetails(drug) });

describe('tracker, pay online, delivery, guest refill', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a guest refills rx 1234567 with the pharmacy phone (513) 555-0100 and sees the confirmation', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/rx/easy-fill');
    await page.waitForURL('**/rx/guest-refill');
    await page.getByLabel(GUEST_REFILL_TEXTS.pharmacyPhone).fill('5135550100');
    expect(await page.getByLabel(GUEST_REFILL_TEXTS.pharmacyPhone).inputValue()).toBe('(513) 555-0100');
    await page.getByLabel(GUEST_REFILL_TEXTS.rxNumber(1)).fill('1234567');
    await page.getByRole('button', { name: GUEST_REFILL_TEXTS.addPrescription }).click();
    await page.getByLabel(GUEST_REFILL_TEXTS.rxNumber(2)).fill('7654321');
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await page.getByRole('button', { name: GUEST_REFILL_TEXTS.check }).click();

    const refillable = page.getByRole('checkbox', { name: 'Rx #1234567: Ready to refill' });
    await refillable.waitFor();
    expect(await refillable.isChecked()).toBe(true);
    expect(await page.getByText(/^Rx #7654321:/).textContent()).toBe(
      'Rx #7654321: You have entered incorrect or invalid information.  Please check your information and try again.',
    );
    await page.getByLabel(GUEST_REFILL_TEXTS.contactPhone).fill('5135550142');
    await page.getByLabel(GUEST_REFILL_TEXTS.pickupTime).selectOption({ index: 1 });
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await page.getByRole('button', { name: GUEST_REFILL_TEXTS.submit }).click();

    const dialog = page.getByRole('dialog', { name: GUEST_REFILL_TEXTS.confirmationTitle });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Rx #1234567');
    expect(await dialog.textContent()).toContain('FreshWay Pharmacy Oakley');
    // The form behind is reset.
    expect(await page.getByLabel(GUEST_REFILL_TEXTS.pharmacyPhone).inputValue()).toBe('');
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await screenshot(page, 'rx-guest-refill-confirmation');
    await page.getByRole('button', { name: GUEST_REFILL_TEXTS.close }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("shows Jordan's ready, in-progress and on-hold prescriptions; a status card scrolls and focuses the first card", async () => {
    const page = await newPage(browser, { width: 1280, height: 600 });
    await signInAsJordan(page, '/rx/tracker');
    const status = page.getByRole('region', { name: TRACKER_TEXTS.statusCard });
    await status.waitFor();
    const headings = await page.locator('.tracker').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual(['Prescription Status', '2 Ready', '1 In Progress', '1 On Hold']);
    expect(await status.textContent()).toContain(TRACKER_TEXTS.costNote);
    expect(await status.textContent()).toContain('Est Total Cost: $58.85*');
    expect(await page.getByText('Awaiting Restock').isVisible()).toBe(true);
    // No 'View Status Details' on the tracker itself.
    expect(await page.getByRole('link', { name: TRACKER_TEXTS.viewStatusDetails }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rx-tracker-desktop');

    await page.getByRole('button', { name: TRACKER_TEXTS.countLabel(1, 'ON_HOLD') }).click();
    await expectFocused(card(page, 'Levothyroxine 50 mcg Tablet'));
    await page.waitForFunction(() => {
      const section = document.getElementById('tracker-section-ON_HOLD');
      return section !== null && section.getBoundingClientRect().top < 100;
    });

    // 'Viewing Patient': Biscuit only; 'All' again.
    await page.getByLabel(TRACKER_TEXTS.viewingPatient).selectOption({ label: 'Biscuit Whitfield' });
    expect(await page.locator('.tracker').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Prescription Status',
      '1 Ready',
    ]);
    await page.getByLabel(TRACKER_TEXTS.viewingPatient).selectOption({ label: 'All' });
    await page.getByRole('heading', { name: '1 On Hold' }).waitFor();
    await noOverflowAt375(page);

    // The pickup-location card's store details link is a page of the app.
    await page
      .getByRole('link', { name: /View Store Details/ })
      .first()
      .click();
    await page.waitForURL('**/stores/grocery/oh/cincinnati/freshway-pharmacy-oakley/014/00412');
    await page.getByRole('heading', { level: 1, name: 'FreshWay Pharmacy Oakley' }).waitFor();
    expect(await page.getByText('Closed for lunch 1:30 PM - 2:00 PM').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
  });

  it('the health dashboard status card opens the tracker at the section asked for, its first card focused', async () => {
    const page = await newPage(browser, { width: 1280, height: 600 });
    await signInAsJordan(page, '/health-dashboard');
    const status = page.getByRole('region', { name: TRACKER_TEXTS.statusCard });
    await status.waitFor();
    expect(await page.getByRole('link', { name: TRACKER_TEXTS.viewStatusDetails }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await status.getByRole('button', { name: TRACKER_TEXTS.countLabel(1, 'IN_PROGRESS') }).click();
    await page.waitForURL('**/rx/tracker');
    await expectFocused(card(page, 'Amoxicillin 500 mg Capsule'), 5000);
  });

  it('pays online for the in-progress prescription; the tracker shows the card', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAsJordan(page, '/rx/tracker');
    await page.getByRole('link', { name: TRACKER_TEXTS.payOnline }).click();
    await page.waitForURL('**/rx/tracker/pay-online');
    const amoxicillin = page.getByRole('checkbox', { name: /Amoxicillin 500 mg Capsule/ });
    await amoxicillin.waitFor();
    expect(await amoxicillin.isChecked()).toBe(true);
    // The preselected card: Jordan's seeded Visa 1111, or (when the wallet's end-to-end test, sharing the server,
    // deleted it before) another usable card of his wallet. Its brand and last four follow it to the tracker.
    const chosen = page.getByRole('radio', { checked: true });
    const label = (
      await chosen.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')
    ).trim();
    const [, brand = '', lastFour = ''] = /^(\S+) ending in (\d{4})$/.exec(label) ?? [];
    expect(label).toBe(ONLINE_PAY_TEXTS.cardLabel(brand, lastFour));
    expect(await page.getByText(`${ONLINE_PAY_TEXTS.price}:`).locator('..').textContent()).toContain('$8.40');
    expect(await page.getByRole('button', { name: ONLINE_PAY_TEXTS.submit }).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: ONLINE_PAY_TEXTS.agree }).check();
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await page.getByRole('button', { name: ONLINE_PAY_TEXTS.submit }).click();
    await page.getByText(ONLINE_PAY_TEXTS.paid).waitFor();
    expect(await page.getByText(ONLINE_PAY_TEXTS.paidText(brand, lastFour)).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: ONLINE_PAY_TEXTS.backToTracker }).click();
    const amox = page.getByRole('article', { name: 'Amoxicillin 500 mg Capsule' });
    await amox.waitFor();
    expect(await amox.textContent()).toContain(TRACKER_TEXTS.paidWith(brand, lastFour));
  });

  it('orders delivery of the ready prescription; the tracker shows it for delivery, 2-6 PM', async () => {
    const page = await newPage(browser, DESKTOP);
    await signInAsJordan(page, '/rx/tracker');
    await page.getByRole('link', { name: TRACKER_TEXTS.orderDelivery }).click();
    await page.waitForURL('**/rx/tracker/order-delivery');
    const omeprazole = page.getByRole('checkbox', { name: /Omeprazole 20 mg Capsule/ });
    await omeprazole.waitFor();
    expect(await omeprazole.isChecked()).toBe(true);
    const dates = page.getByRole('radio', { name: /, 2-6 PM$/ });
    expect(await dates.count()).toBeGreaterThan(0);
    await dates.last().check();
    const chosen = (await dates.last().locator('..').textContent()) ?? '';
    await page.getByRole('checkbox', { name: DELIVERY_TEXTS.agree }).check();
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await page.getByRole('button', { name: DELIVERY_TEXTS.submit }).click();
    await page.getByText(DELIVERY_TEXTS.submitted).waitFor();
    expect(await page.getByText(DELIVERY_TEXTS.submittedText(chosen)).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: DELIVERY_TEXTS.backToTracker }).click();
    await page.getByRole('heading', { name: '1 For Delivery' }).waitFor();
    const out = page.getByRole('article', { name: 'Omeprazole 20 mg Capsule' });
    expect(await out.textContent()).toMatch(/Delivery \w{3}, \w{3} \d{1,2}, 2-6 PM/);
  });

  it('a guest verified for Jordan sees his tracker; without a verification the link has expired', async () => {
    const page = await newPage(browser, DESKTOP);
    await gotoReady(page, '/rx/landing-page');
    // Stands in for the date-of-birth page (/rx/guest-verification, the identity area's).
    const verified = await page.request.post(SERVER_SANDBOX_PATHS.rxGuestVerified, {
      data: { patientNumbers: ['100234567'] },
    });
    expect(verified.status()).toBe(204);
    await gotoReady(page, '/rx/tracker?authenticatedPatientNumber=100234567');
    await page.getByRole('region', { name: TRACKER_TEXTS.statusCard }).waitFor();
    expect(await page.getByLabel(TRACKER_TEXTS.viewingPatient).count()).toBe(0);
    await page.getByRole('heading', { name: '1 On Hold' }).waitFor();
    expect(await page.getByRole('link', { name: TRACKER_TEXTS.payOnline }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);

    const stranger = await newPage(browser, DESKTOP);
    await gotoReady(stranger, '/rx/tracker?authenticatedPatientNumber=100234567');
    await stranger.waitForURL('**/rx/expired-tracker-link');
    await stranger.getByText(/^Your session has expired\./).waitFor();
    await expectNoSeriousA11yViolations(stranger);
    await noOverflowAt375(stranger);
  });
});
