/**
 * Patient profile and patient access end to end in Chromium (issue 12 part 1, acceptance): add, edit and delete an
 * address (the second non-shared one sets the limit flag, so a third cannot be added); change notification
 * settings; grant Morgan Ellis's caregiver request with an end date, change the date, see that Morgan signed in sees
 * Jordan and only Jordan, then remove her access; axe on each page; no horizontal overflow at 375 px. Everything a
 * test changes it puts back, so other files see the seeded data.
 */
import { addDays, parseISO, subDays } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoSeriousA11yViolations,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { daysBetween, displayDay, isoDay, seededDays, textForAnyDay } from './support/days';
import { JORDAN, signInForPharmacy } from './support/pharmacy';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const MORGAN = { email: 'caregiver@example.com', password: 'Caregiver123' };
const HOME_LINE = '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227';

/**
 * Signs in and makes this browser's pharmacy session AUTHORIZED (the stage-2 session chart sends an unauthorized one
 * to the landing page): 'Remember me on this device.' through the sandbox helper, as the shell's test does.
 */
async function signIn(page: Page, account: { email: string; password: string }, to: string) {
  await signInForPharmacy(page, account, to);
}

/** Waits until the page's own content has loaded (its heading, no spinner left). */
async function settled(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('main h1') !== null && document.querySelector('main .spinner') === null,
    undefined,
    { timeout: 30_000 },
  );
}

async function noOverflowAt375(page: Page) {
  await page.setViewportSize(PHONE);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${page.url()} at 375 px`).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(DESKTOP);
}

async function checkPage(page: Page, name: string) {
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await noOverflowAt375(page);
  await screenshot(page, name);
}

describe('patient profile and patient access', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a failed patients load says so with Try Again (never "no patients yet"), and Try Again loads them', async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signIn(page, JORDAN, '/');
    // The pharmacy answers the first patients read with a 503, then as usual.
    let failures = 0;
    await page.route(
      (url) => url.pathname.startsWith('/rx/api/patient-profiles'),
      async (route) => {
        if (failures === 0) {
          failures += 1;
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'Try later.' } }),
          });
        } else await route.continue();
      },
    );
    await page.goto('/rx/patient-profile');
    const retry = page.getByRole('button', { name: 'Try Again' });
    await retry.waitFor();
    expect(
      await page.getByRole('alert').filter({ hasText: 'Your patients could not be loaded.' }).count(),
    ).toBe(1);
    expect(await page.getByText('There are no patients on your account yet.').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await retry.click();
    await page.getByRole('region', { name: 'Contact Information' }).waitFor();
    expect(await page.getByText('Your patients could not be loaded.').count()).toBe(0);
    expect(failures).toBe(1);
  });

  it('adds, edits and deletes an address; the second non-shared one reaches the limit', async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signIn(page, JORDAN, '/rx/patient-profile');
    await page.waitForFunction(() => document.title.startsWith('Patient Profile |'));
    const addresses = page.getByRole('region', { name: 'Addresses' });
    await addresses.getByText(HOME_LINE).waitFor();
    await expect(page.getByRole('region', { name: 'Contact Information' }).textContent()).resolves.toContain(
      '(513) 555-0142',
    );
    await checkPage(page, 'rx-patient-profile');

    // Add a second address (Jordan has HOME1): a refused combination first, then the right one.
    await addresses.getByRole('button', { name: 'Add Address' }).click();
    const form = page.getByRole('form', { name: 'Add an Address' });
    await form.getByLabel('Address Line 1').fill('1014 Vine St');
    await form.getByLabel('Address Line 2 (Apt/Suite)').fill('Suite 200');
    await form.getByLabel('City').fill('Cincinnati');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Postal Code').fill('45202');
    await form.getByRole('button', { name: 'Save Address' }).click();
    await form
      .getByRole('alert')
      .getByText('Please enter a valid City, State, Postal Code combination.')
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('State').selectOption('OH');
    await form.getByRole('button', { name: 'Save Address' }).click();
    const vine = '1014 Vine St, Suite 200, Cincinnati, OH 45202';
    await addresses.getByText(vine).waitFor();
    await page.getByRole('status').getByText('Address added').first().waitFor();
    // Two non-shared addresses: the limit flag is set, no third can be added.
    expect(await addresses.getByRole('button', { name: 'Add Address' }).count()).toBe(0);
    await addresses
      .getByText('You can keep up to 2 addresses for a patient. Delete one to add another.')
      .waitFor();

    // Edit it.
    await addresses.getByRole('button', { name: `Edit ${vine}` }).click();
    const edit = page.getByRole('form', { name: 'Edit Address' });
    expect(await edit.getByLabel('Address Line 1').inputValue()).toBe('1014 Vine St');
    await edit.getByLabel('Address Line 2 (Apt/Suite)').fill('Floor 3');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    const edited = '1014 Vine St, Floor 3, Cincinnati, OH 45202';
    await addresses.getByText(edited).waitFor();

    // Still there after a reload (stored by the server).
    await page.reload();
    await addresses.getByText(edited).waitFor();

    // Delete it: the home address stays and Add Address is back.
    await addresses.getByRole('button', { name: `Delete ${edited}` }).click();
    await addresses.getByRole('group', { name: 'Delete this address?' }).waitFor();
    await addresses.getByRole('button', { name: 'Delete Address' }).click();
    await addresses.getByRole('button', { name: 'Add Address' }).waitFor();
    expect(await addresses.getByText(edited).count()).toBe(0);
    await addresses.getByText(HOME_LINE).waitFor();
  });

  it('changes notification settings and says so; they are kept', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, JORDAN, '/rx/comm-prefs');
    const voice = page.getByRole('checkbox', { name: 'Voice calls' });
    await voice.waitFor();
    await checkPage(page, 'rx-comm-prefs');
    expect(await voice.isChecked()).toBe(false);
    await voice.check();
    await page.getByRole('radio', { name: 'Home phone' }).check();
    await page.getByRole('checkbox', { name: 'A refill is due' }).check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('status').getByText('Notifications are updated successfully').waitFor();
    await page.reload();
    await page.getByRole('checkbox', { name: 'Voice calls' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Voice calls' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Home phone' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'A refill is due' }).isChecked()).toBe(true);
    // Put them back.
    await page.getByRole('checkbox', { name: 'Voice calls' }).uncheck();
    await page.getByRole('checkbox', { name: 'A refill is due' }).uncheck();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await page.getByRole('status').getByText('Notifications are updated successfully').waitFor();
  });

  it('shows the notifications on the dashboard and the Sign In Information page', async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, JORDAN, '/rx/dashboard');
    const panel = page.getByRole('region', { name: 'Patient Notifications' });
    await panel.getByText('Morgan Ellis asked to manage these prescriptions.').waitFor();
    // Biscuit's ready prescription (the tracker's end-to-end test sends Jordan's own ready one for delivery when the
    // suite shares one server): his section opens with his name's button.
    await page.getByRole('button', { name: 'Biscuit Whitfield' }).click();
    await panel.getByText('Ready for pickup').first().waitFor();
    await checkPage(page, 'rx-dashboard-notifications');
    await page.goto('/rx/account/update');
    await page.getByRole('link', { name: 'Personal Information' }).waitFor();
    await checkPage(page, 'rx-account-update');
  });

  it('grants caregiver access with an end date, changes it, and removes it; the caregiver sees only Jordan', async () => {
    const jordan = await newPage(browser, DESKTOP);
    await signIn(jordan, JORDAN, '/rx/patient-access');
    const pending = jordan.getByRole('region', { name: 'Requests Waiting for You' });
    await pending.getByText('Morgan Ellis').waitFor();
    const managed = jordan.getByRole('region', { name: 'Adults You Manage' });
    await managed.getByText('Casey Whitfield').waitFor();
    // Casey's access ends 10 days after the day the run's data was seeded (support/days.ts: maybe before midnight).
    const caseyEnds = seededDays((d) => addDays(d, 10));
    expect(await managed.textContent()).toMatch(
      textForAnyDay(caseyEnds, (d) => `Access ends${displayDay(d)}`),
    );
    await checkPage(jordan, 'rx-patient-access');

    // Morgan before: no patient to act for. The pharmacy session (§4: authorized without a patient) sends her to
    // the add-patient flow from any pharmacy page.
    const morgan = await newPage(browser, DESKTOP);
    await signIn(morgan, MORGAN, '/');
    await morgan.goto('/rx/patient-profile');
    await morgan.waitForURL('**/rx/link/patient');

    // Grant, with an end date in 30 days (the picker starts tomorrow).
    const opening = Date.now();
    await pending.getByRole('button', { name: 'Grant Access: Morgan Ellis' }).click();
    const picker = jordan.getByLabel('Access ends on');
    const min = await picker.getAttribute('min');
    expect(daysBetween(opening, Date.now(), (d) => addDays(d, 1))).toContain(min);
    // Today, as the page counted it when it set that first day.
    await picker.fill(isoDay(subDays(parseISO(min ?? ''), 1)));
    await jordan.getByRole('form').getByRole('button', { name: 'Grant Access' }).click();
    await jordan.getByRole('alert').getByText('Choose a date after today.').waitFor();
    const ends = isoDay(addDays(new Date(), 30));
    await picker.fill(ends);
    await jordan.getByRole('form').getByRole('button', { name: 'Grant Access' }).click();
    const caregivers = jordan.getByRole('region', { name: 'People Who Can Manage Your Prescriptions' });
    await caregivers.getByText('Morgan Ellis').waitFor();
    await jordan.getByRole('status').getByText('Access granted').waitFor();
    expect(await caregivers.textContent()).toContain(`Access ends${displayDay(ends)}`);

    // Change the end date.
    await caregivers.getByRole('button', { name: 'Change End Date: Morgan Ellis' }).click();
    const later = isoDay(addDays(new Date(), 60));
    await jordan.getByLabel('Access ends on').fill(later);
    await jordan.getByRole('button', { name: 'Save End Date' }).click();
    await jordan.getByRole('status').getByText('End date saved').waitFor();
    await caregivers.getByText(displayDay(later)).waitFor();

    // Morgan now acts for Jordan, and only Jordan.
    await morgan.goto('/rx/patient-profile');
    const picked = morgan.getByLabel('Viewing Patient');
    await picked.waitFor();
    expect(await picked.locator('option').allTextContents()).toEqual(['Jordan Lee Whitfield']);
    await morgan.getByRole('region', { name: 'Addresses' }).getByText(HOME_LINE).waitFor();
    await checkPage(morgan, 'rx-patient-profile-caregiver');

    // Jordan removes the access: Morgan has no patient again.
    await caregivers.getByRole('button', { name: 'Remove Access: Morgan Ellis' }).click();
    await jordan.getByRole('status').getByText('Access removed').waitFor();
    await caregivers.getByText('Removed').waitFor();
    // Her pharmacy session stays active for this sign-in: the page itself says she has no patient now.
    await morgan.goto('/rx/patient-profile');
    await morgan.getByText('There are no patients on your account yet.').waitFor();
  });
});
