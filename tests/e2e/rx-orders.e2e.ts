/**
 * Pharmacy orders end to end in Chromium (issue 11 part 1): Jordan refills his two retail prescriptions into the
 * cart, tries to add the mail-order one (rx 3456789) and sees the 409 text, removes and undoes, checks out for an
 * in-store pickup (the slots are 30 minutes apart, start at or after now + 4 h, at most 50), chooses a card in the
 * embedded wallet (the cart panel hides while its flyout is open), double-clicks Place Order and sees the
 * confirmation with the order id; the sandbox then holds exactly one order (counted through the sandbox's orders
 * helper) and the refills are IN_PROGRESS at the pickup time; before that, Place Order with nothing chosen marks the
 * date and the time, the cart panel offers no Check Out there, and a second tab left on the same cart is told the
 * order was placed. The mail order: each shipping address once with its patients (GET /addresses per patient), a
 * reload between the online payment and the order, and the resumed checkout leaves one order and one payment. The
 * checkout page's menu (the pharmacy's, Refills active) and Back to top (never over the banner message). The
 * mail-order banner: no in-store prescriptions, its own message. The transfer page: a store search failure banner and
 * a transfer request; a guest transfer with §5's three-field date of birth and its messages, double-clicked: one
 * request, the page in place. axe on each page; no horizontal overflow at 375 px.
 *
 * This file changes Jordan's prescriptions (two go IN_PROGRESS), which other e2e files read as seeded (the tracker's
 * guest refill validates rx 1234567 as refillable): like every e2e file, it runs on its own server and a fresh copy
 * of the seeded data (tests/e2e/support/file-server.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { patientPrescriptionsResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import {
  RX_ORDER_ANONYMOUS_PATHS,
  RX_ORDER_SANDBOX_PATHS,
  sandboxOrdersResponseSchema,
  sandboxPaymentsResponseSchema,
} from '../../api/contracts/rx-orders';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { SANDBOX_PATHS } from '../../api/contracts/sandbox';
import { CART_TEXTS } from '../../domain/rx/cart';
import { CHECKOUT_TEXTS } from '../../domain/rx/checkout';
import { RX_ORDER_MESSAGES } from '../../domain/rx/messages';
import { RX_REQUEST_TEXTS, RX_REQUEST_TYPE_LABELS } from '../../domain/rx/rxRequest';
import {
  expectNoSeriousA11yViolations,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { rememberForPharmacy } from './support/pharmacy';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const JORDAN = { email: 'shopper@example.com', password: 'Shopper123' };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
});

/**
 * Jordan, signed in on this browser, remembered for the pharmacy (no security question on the way). With
 * `rememberMe` the browser is a known machine (the signed-in health menu).
 */
async function jordan(viewport = DESKTOP, options: { rememberMe?: boolean } = {}): Promise<Page> {
  const page = await newPage(browser, viewport, {
    // The 409 of the mixed cart, the failing store search and the refused orders are expected answers; a reload
    // aborts the call it interrupts.
    allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR, /net::ERR_ABORTED/],
  });
  expect(
    (
      await page.request.post(IDENTITY_PATHS.signIn, {
        data: { ...JORDAN, rememberMe: options.rememberMe ?? false },
      })
    ).status(),
  ).toBe(200);
  await rememberForPharmacy(page);
  expect((await page.request.put(RX_SECURITY_PATHS.session, { data: {} })).ok()).toBe(true);
  return page;
}

async function noOverflowAt375(page: Page) {
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

const cartPanel = (page: Page) => page.getByRole('region', { name: CART_TEXTS.title });

describe('pharmacy orders', () => {
  it('refills into the cart, 409, remove and undo, checkout for pickup with the wallet, one order for a double click', {
    timeout: 180_000,
  }, async () => {
    const page = await jordan();
    await page.goto('/rx/refills');
    await page.getByRole('heading', { name: 'Refills', level: 1 }).waitFor();
    const panel = cartPanel(page);
    await panel.getByText(CART_TEXTS.empty).waitFor();

    // Two retail refills into the cart.
    await page.getByRole('button', { name: /^Add to Cart: Atorvastatin 20 mg Tablet/ }).click();
    await panel.getByRole('button', { name: CART_TEXTS.remove('Atorvastatin 20 mg Tablet') }).waitFor();
    await page.getByRole('button', { name: /^Add to Cart: Metformin 500 mg Tablet/ }).click();
    await panel.getByRole('button', { name: CART_TEXTS.remove('Metformin 500 mg Tablet') }).waitFor();
    await expect.poll(() => panel.getByText(CART_TEXTS.itemCount(2)).count()).toBe(1);
    expect(await panel.getByText('$22.25*').count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rx-refills-cart');
    await noOverflowAt375(page);

    // The mail-order one: the 409 text.
    await page.getByRole('button', { name: /^Add to Cart: Lisinopril 10 mg Tablet/ }).click();
    const alert = panel.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(RX_ORDER_MESSAGES.cartConflict);
    await alert.getByRole('button', { name: CART_TEXTS.dismiss }).click();

    // Remove and undo.
    await panel.getByRole('button', { name: CART_TEXTS.remove('Atorvastatin 20 mg Tablet') }).click();
    await panel.getByText(CART_TEXTS.removed('Atorvastatin 20 mg Tablet')).waitFor();
    await panel.getByRole('button', { name: CART_TEXTS.undo }).click();
    await panel.getByRole('button', { name: CART_TEXTS.remove('Atorvastatin 20 mg Tablet') }).waitFor();

    // Secure Checkout.
    await panel.getByRole('link', { name: CART_TEXTS.checkOut }).click();
    await page.getByRole('heading', { name: 'Secure Checkout', level: 1 }).waitFor();
    const date = page.getByLabel(CHECKOUT_TEXTS.pickupDate);
    await date.waitFor();
    const opened = Date.now();
    // The cart panel offers no Check Out on the checkout page itself.
    expect(await cartPanel(page).getByRole('link', { name: 'Check Out' }).count()).toBe(0);
    // Place Order with nothing chosen marks the date as well as the time.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#rx-pickup-date-error').textContent()).toBe('Choose a pickup date.');
    expect(await page.locator('#rx-pickup-time-error').textContent()).toBe('Choose a pickup time.');

    // Every slot of every date: 30 minutes apart, the first at or after now + 4 hours, at most 50.
    const dates = (
      await date.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
    ).filter(Boolean);
    const slots: string[] = [];
    for (const d of dates) {
      await date.selectOption(d);
      const times = await page
        .getByLabel(CHECKOUT_TEXTS.pickupTime)
        .locator('option')
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
      slots.push(...times);
    }
    const instants = slots.map((s) => new Date(s).getTime());
    expect(instants.length).toBeGreaterThan(0);
    expect(instants.length).toBeLessThanOrEqual(50);
    expect(instants[0]!).toBeGreaterThanOrEqual(opened - 60_000 + 4 * 3_600_000);
    for (const [i, t] of instants.entries()) {
      expect(new Date(t).getMinutes() % 30).toBe(0);
      if (i > 0) expect(t - instants[i - 1]!).toBeGreaterThanOrEqual(30 * 60_000);
      if (i > 0 && slotsDay(t) === slotsDay(instants[i - 1]!))
        expect((t - instants[i - 1]!) % (30 * 60_000)).toBe(0);
    }
    await date.selectOption(dates[0]!);
    await page.getByLabel(CHECKOUT_TEXTS.pickupTime).selectOption(slots[0]!);

    // The card, in the embedded wallet: the cart panel hides while its flyout is open.
    await page.getByRole('button', { name: /Payment Method/ }).click();
    const flyout = page.getByRole('dialog', { name: 'Select Payment' });
    await flyout.waitFor();
    await expect.poll(() => cartPanel(page).count()).toBe(0);
    await flyout.getByRole('radio', { name: /ending in 1111/ }).check();
    await flyout.getByRole('button', { name: 'Confirm' }).click();
    await flyout.waitFor({ state: 'hidden' });
    await cartPanel(page).waitFor();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rx-checkout');
    await noOverflowAt375(page);

    // A second tab on the same cart, ready to pay at the store, left open while the first places the order.
    const stale = await page.context().newPage();
    await stale.goto('/rx/checkout');
    const staleDate = stale.getByLabel(CHECKOUT_TEXTS.pickupDate);
    await staleDate.waitFor();
    await staleDate.selectOption(dates[0]!);
    await stale.getByLabel(CHECKOUT_TEXTS.pickupTime).selectOption(slots[0]!);
    await stale.getByRole('radio', { name: 'Pay at Store' }).check();

    // Place Order, twice as fast as a person can: one order.
    await page.getByRole('button', { name: CHECKOUT_TEXTS.placeOrder }).dblclick();
    const confirmation = page.getByRole('heading', { name: CHECKOUT_TEXTS.confirmationHeading });
    await confirmation.waitFor();
    const text = (await page.getByText(/^Your order number is \d+\.$/).textContent()) ?? '';
    const orderId = /(\d+)/.exec(text)?.[1];
    expect(orderId).toMatch(/^\d{8}$/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'rx-order-confirmation');

    const orders = z.parse(
      sandboxOrdersResponseSchema,
      await (await page.request.get(RX_ORDER_SANDBOX_PATHS.orders)).json(),
    ).orders;
    expect(orders).toEqual([
      {
        orderId,
        orderType: 'RETAIL',
        pickupTime: new Date(slots[0]!).toISOString(),
        rxRecordNumbers: ['501234567', '501234568'],
      },
    ]);
    const refills = z.parse(
      patientPrescriptionsResponseSchema,
      await (await page.request.get(`${RX_PATHS.patientPrescriptions}?patientNumber=100234567`)).json(),
    ).prescriptions;
    for (const rx of ['1234567', '1234568']) {
      expect(refills.find((p) => p.rxNumber === rx)).toMatchObject({
        refillStatus: 'IN_PROGRESS',
        promiseDateTime: new Date(slots[0]!).toISOString(),
        facility: { facilityId: '01400412' },
      });
    }
    // Analytics: the order, marked as protected health information, without names, drugs or rx numbers.
    const recorded = (await (await page.request.get(SANDBOX_PATHS.analytics)).json()) as {
      data: { events: { event: string; payload: Record<string, unknown> }[] };
    };
    const placed = recorded.data.events.filter((e) => e.event === 'rx_order_submitted');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.payload).toMatchObject({
      dataClassification: 'Protected Health Information',
      orderType: 'RETAIL',
      itemCount: 2,
      salesTax: 0,
      serviceFees: 0,
    });
    const sent = JSON.stringify(placed);
    for (const phi of [
      'Jordan',
      'Whitfield',
      'Atorvastatin',
      'Metformin',
      '1234567',
      '1234568',
      '100234567',
    ]) {
      expect(sent).not.toContain(phi);
    }

    // The cart was cleared by the order.
    await cartPanel(page).getByText(CART_TEXTS.empty).waitFor();

    // The stale tab says its order was placed already, not that the refills cannot be refilled.
    await stale.getByRole('button', { name: CHECKOUT_TEXTS.placeOrder }).click();
    const staleAlert = stale.getByRole('alert');
    await expect
      .poll(() => staleAlert.textContent())
      .toContain(`This order was already placed (order number ${orderId})`);
    expect(await staleAlert.textContent()).not.toContain('is not refillable');
    await stale.close();
  });

  it('mail order: each address once with its patients (GET /addresses), a reload during the submit leaves one payment', {
    timeout: 180_000,
  }, async () => {
    const page = await jordan();
    const addressCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === RX_PATHS.addresses) addressCalls.push(url.searchParams.get('patientNumber') ?? '');
      if (url.pathname === RX_PATHS.patientPrescriptions)
        expect(url.searchParams.get('refillMethod')).toBe('ALL');
    });
    await page.goto('/rx/refills');
    await page.getByRole('heading', { name: 'Refills', level: 1 }).waitFor();
    const panel = cartPanel(page);
    await panel.getByText(CART_TEXTS.empty).waitFor();
    await page.getByRole('button', { name: /^Add to Cart: Lisinopril 10 mg Tablet/ }).click();
    await panel.getByRole('button', { name: CART_TEXTS.remove('Lisinopril 10 mg Tablet') }).waitFor();
    await panel.getByRole('link', { name: CART_TEXTS.checkOut }).click();
    await page.getByRole('heading', { name: 'Secure Checkout', level: 1 }).waitFor();

    // §7.1 GET /addresses for each patient; the Whitfields' home (Jordan's and Avery's records) listed once.
    const addresses = page.getByRole('group', { name: 'Shipping address' }).getByRole('radio');
    await addresses.first().waitFor();
    const labels = await addresses.evaluateAll((rs) =>
      rs.map((r) => (r as HTMLInputElement).labels?.[0]?.textContent ?? ''),
    );
    expect(new Set(labels.map((l) => l.replace(/For .*$/, ''))).size).toBe(labels.length);
    const home = labels.filter((l) => l.startsWith('4821 Maple Ridge Dr'));
    expect(home).toEqual([
      '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227For Jordan Whitfield, Avery Whitfield',
    ]);
    // Once per patient Jordan acts for.
    const profiles = (await (await page.request.get(RX_PATHS.patientProfiles)).json()) as {
      patients: { patientNumber: string }[];
    };
    expect([...addressCalls].sort()).toEqual(profiles.patients.map((p) => p.patientNumber).sort());
    expect(addressCalls).toEqual(expect.arrayContaining(['100234567', '100234568']));
    await noOverflowAt375(page);

    async function chooseCard() {
      await page.getByRole('button', { name: /Payment Method/ }).click();
      const flyout = page.getByRole('dialog', { name: 'Select Payment' });
      await flyout.waitFor();
      await flyout.getByRole('radio', { name: /ending in 1111/ }).check();
      await flyout.getByRole('button', { name: 'Confirm' }).click();
      await flyout.waitFor({ state: 'hidden' });
    }
    await chooseCard();

    // Place Order; the page reloads after the online payment was made, before its association and the order: the
    // first association is held (never sent on) and the reload cancels it; any later one goes through.
    let held = false;
    await page.route('**/rx/api/online-payment/*/payment/associate', (route) => {
      if (held) return route.continue();
      held = true;
      return undefined;
    });
    const paid = page.waitForResponse(
      (r) => /\/rx\/api\/online-payment\/[^/]+\/payments$/.test(new URL(r.url()).pathname) && r.ok(),
    );
    await page.getByRole('button', { name: CHECKOUT_TEXTS.placeOrder }).click();
    await paid;
    await expect.poll(() => held).toBe(true);
    await page.reload();

    // The resumed checkout: the same cart, the order placed with one payment.
    // A whole page load again (the pharmacy's chunks, the cart, the patients, the addresses): a loaded machine
    // takes its time.
    await page.getByRole('heading', { name: 'Secure Checkout', level: 1 }).waitFor({ timeout: 60_000 });
    await page
      .getByRole('group', { name: 'Shipping address' })
      .getByRole('radio')
      .first()
      .waitFor({ timeout: 60_000 });
    await chooseCard();
    await page.getByRole('button', { name: CHECKOUT_TEXTS.placeOrder }).click();
    await page.getByRole('heading', { name: CHECKOUT_TEXTS.confirmationHeading }).waitFor();
    const orders = z.parse(
      sandboxOrdersResponseSchema,
      await (await page.request.get(RX_ORDER_SANDBOX_PATHS.orders)).json(),
    ).orders;
    expect(orders.filter((o) => o.orderType === 'MAILORDER')).toHaveLength(1);
    const payments = z.parse(
      sandboxPaymentsResponseSchema,
      await (await page.request.get(RX_ORDER_SANDBOX_PATHS.payments)).json(),
    ).payments;
    expect(payments.map((p) => [p.status, p.pickupStoreId, p.rxRecordNumbers])).toEqual([
      ['ASSOCIATED', '90000001', [orders.find((o) => o.orderType === 'MAILORDER')!.rxRecordNumbers[0]]],
    ]);
    await expectNoSeriousA11yViolations(page);
  });

  it('the checkout page: the whole pharmacy menu (Refills active); Back to top never covers the banner message', {
    timeout: 120_000,
  }, async () => {
    const page = await jordan(PHONE, { rememberMe: true });
    await page.goto('/rx/checkout');
    await page.getByRole('heading', { name: 'Secure Checkout', level: 1 }).waitFor();
    const banner = page.getByRole('region', { name: 'Pharmacy announcement' });
    await banner.waitFor();
    // The menu: the pharmacy's items, Refills the active one (not 'Profile & Settings' alone).
    await page.getByRole('button', { name: 'Health Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Health' });
    expect(await nav.getByRole('link', { name: 'Refills' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: 'My Prescriptions' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Health Menu' }).click();
    // Every scroll position past 200 px: the button shows and never overlaps the banner message.
    const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
    expect(height).toBeGreaterThan(200);
    for (let y = 250; y <= height + 40; y += 40) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      const button = page.getByRole('button', { name: 'Back to top' });
      await button.waitFor();
      const [b, t] = await Promise.all([banner.boundingBox(), button.boundingBox()]);
      const overlaps =
        b !== null &&
        t !== null &&
        t.x < b.x + b.width &&
        b.x < t.x + t.width &&
        t.y < b.y + b.height &&
        b.y < t.y + t.height;
      expect(overlaps, `scrolled to ${y}`).toBe(false);
    }
  });

  it('the mail-order banner lists no in-store prescriptions and shows its own banner message', {
    timeout: 120_000,
  }, async () => {
    const page = await jordan();
    const queries: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === RX_PATHS.patientPrescriptions)
        queries.push(url.searchParams.get('refillMethod') ?? '');
    });
    await page.goto('/rx/refills?banner=parcelcare');
    await page.getByRole('heading', { name: 'Refills', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Lisinopril 10 mg Tablet' }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Atorvastatin 20 mg Tablet' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Metformin 500 mg Tablet' }).count()).toBe(0);
    expect(queries.length).toBeGreaterThan(0);
    expect(new Set(queries)).toEqual(new Set(['MAIL_ORDER']));
    const message = page.getByRole('region', { name: 'Pharmacy announcement' });
    await message.waitFor();
    expect(await message.textContent()).toContain('ParcelCare Rx');
    expect(await message.textContent()).not.toContain('FreshWay');
    await expectNoSeriousA11yViolations(page);
  });

  it('transfer: the store search failure banner, then a transfer request to a store found by ZIP code', {
    timeout: 120_000,
  }, async () => {
    const page = await jordan();
    await page.goto('/rx/transfer-prescriptions');
    await page.getByRole('heading', { name: 'Transfer Prescriptions', level: 1 }).waitFor();
    const search = page.getByLabel(RX_REQUEST_TEXTS.searchText);
    await search.fill('00000');
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.search, exact: true }).click();
    await page.getByText(RX_ORDER_MESSAGES.storeSearch).waitFor();
    await search.fill('45212');
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.search, exact: true }).click();
    await page
      .getByRole('button', { name: RX_REQUEST_TEXTS.selectStore('FreshWay Pharmacy Norwood') })
      .click();
    await page.getByLabel(RX_REQUEST_TEXTS.competitorSearch).fill('river');
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.findPharmacy }).click();
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.chooseCompetitor('Riverbend Drug Co.') }).click();
    await expect
      .poll(() => page.getByLabel(RX_REQUEST_TEXTS.contactPhoneTransfer).inputValue())
      .toBe('(513) 555-0111');
    await page.getByRole('radio', { name: RX_REQUEST_TYPE_LABELS.TRANSFER }).check();
    await page.getByLabel(RX_REQUEST_TEXTS.medName).fill('Simvastatin 20 mg');
    await page.getByLabel(RX_REQUEST_TEXTS.rxNumber).fill('7654321');
    await expectNoSeriousA11yViolations(page);
    await noOverflowAt375(page);
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.submit }).click();
    await page.getByRole('heading', { name: RX_REQUEST_TEXTS.submittedHeading }).waitFor();
    expect(await page.getByText(/^We received your request \(number RQ\d+\)/).count()).toBe(1);
    await expectNoSeriousA11yViolations(page);
  });

  it("guest transfer: the guest's own details (§5 date of birth in three fields), one request for a double click", {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, PHONE);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === RX_ORDER_ANONYMOUS_PATHS.prescriptionRequest)
        requests.push(r.url());
    });
    await page.goto('/rx/guest/transfer-prescriptions');
    await page.getByRole('heading', { name: 'Transfer Prescriptions', level: 1 }).waitFor();
    const dob = page.getByRole('group', { name: 'Date of birth' });
    await dob.waitFor();
    const fillDob = async (month: string, day: string, year: string) => {
      await page.getByLabel('Month (MM)').fill(month);
      await page.getByLabel('Day (DD)').fill(day);
      await page.getByLabel('Year (YYYY)').fill(year);
    };
    // §5's messages, and the §9 limit of a name.
    await page.getByLabel(RX_REQUEST_TEXTS.firstName).fill('A'.repeat(51));
    await page.getByLabel(RX_REQUEST_TEXTS.lastName).fill('Guest');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.getByText('Must be 50 characters or less').waitFor();
    expect(await page.getByText('No special characters allowed.').count()).toBe(0);
    await page.getByText('You must enter a month.').waitFor();
    await page.getByText('You must enter a day.').waitFor();
    await page.getByText('You must enter a year.').waitFor();
    const eleven = String(new Date().getFullYear() - 11);
    for (const [parts, message] of [
      [['12', '31', '1849'], 'Date must be after 01/01/1850'],
      [['01', '01', '2030'], 'Date must not be in the future'],
      [['01', '01', eleven], 'Adult must be more than 18 years old'],
    ] as const) {
      await fillDob(parts[0], parts[1], parts[2]);
      await page.getByRole('button', { name: 'Submit Request' }).click();
      await dob.getByText(message).waitFor();
    }
    expect(requests).toEqual([]);
    await page.getByLabel(RX_REQUEST_TEXTS.firstName).fill('Sam');
    await fillDob('05', '06', '1990');
    await page.getByLabel(RX_REQUEST_TEXTS.phone, { exact: true }).fill('5135550199');
    await page.getByRole('radio', { name: RX_REQUEST_TYPE_LABELS.NEW }).check();
    await page.getByLabel(RX_REQUEST_TEXTS.searchText).fill('norwood');
    await page.getByRole('button', { name: RX_REQUEST_TEXTS.search, exact: true }).click();
    await page
      .getByRole('button', { name: RX_REQUEST_TEXTS.selectStore('FreshWay Pharmacy Norwood') })
      .click();
    await page.getByLabel(RX_REQUEST_TEXTS.medName).fill('Amlodipine 5 mg');
    await page.getByLabel(RX_REQUEST_TEXTS.contactNameNew).fill('Dr. Elena Marsh');
    await page.getByLabel(RX_REQUEST_TEXTS.contactPhoneNew).fill('5135550177');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    // A person's double click on Submit Request: the second click lands where the button was, the page keeps
    // its place (it never reaches the footer's Home link).
    const submit = page.getByRole('button', { name: RX_REQUEST_TEXTS.submit });
    await submit.scrollIntoViewIfNeeded();
    const box = (await submit.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.click(x, y);
    await page.waitForTimeout(150);
    await page.mouse.click(x, y);
    await page.getByRole('heading', { name: RX_REQUEST_TEXTS.submittedHeading }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rx/guest/transfer-prescriptions');
    expect(
      await page.evaluate(
        ([px, py]) => Boolean(document.elementFromPoint(px!, py!)?.closest('.rx-confirmation, form')),
        [x, y],
      ),
    ).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('the 90-day supply page and the dashboard list the prescriptions with Add to Cart', {
    timeout: 120_000,
  }, async () => {
    const page = await jordan(PHONE);
    await page.goto('/rx/ninety-day-supply');
    await page.getByRole('heading', { name: '90-Day Supply', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Lisinopril 10 mg Tablet' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Albuterol HFA 90 mcg Inhaler' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.goto('/rx/dashboard');
    // §2.5: the first patient's section is open, the others closed: Avery's opens with her name's button.
    await page.getByRole('button', { name: 'Avery Whitfield' }).click();
    await page.getByRole('button', { name: /^Add to Cart: Cetirizine/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

/** The calendar day of an instant (slots within one day are on the 30-minute grid). */
function slotsDay(t: number): string {
  return new Date(t).toDateString();
}
