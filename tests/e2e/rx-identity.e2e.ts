/**
 * The pharmacy's identity flows end to end in Chromium (issue 10 "Acceptance"): newpatient links herself by
 * prescription lookup (a wrong RX# first: the NOT_FOUND text) + identity quiz + new security questions and sees the
 * success toast; three wrong security answers walk the lockout states (the dedicated lockout@example.com); a guest's
 * wrong date of birth. axe finds nothing serious on each page; no horizontal overflow at 375 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { DASHBOARD_TEXTS } from '../../domain/rx/dashboard';
import {
  CHALLENGE_CREATE_TEXTS,
  GUEST_TEXTS,
  LINK_LABELS,
  LINK_TEXTS,
  QUIZ_TEXTS,
  SECURITY_ANSWER_TEXTS,
} from '../../domain/rx/identity';
import { MONOGRAPH_TEXTS } from '../../domain/rx/history';
import { TRACKER_TEXTS } from '../../domain/rx/tracker';
import {
  expectNoSeriousA11yViolations,
  fillSignIn,
  gotoReady,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
  screenshot,
} from './support/browser';
import { signInForPharmacy } from './support/pharmacy';

const PHONE = { width: 375, height: 800 };

async function signInTo(page: Page, email: string, password: string, target: string) {
  await gotoReady(page, `/signin?redirectUrl=${encodeURIComponent(target)}`);
  await fillSignIn(page, email, password);
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
  await page.waitForURL(`**${target.split('?')[0]}**`);
}

/** The page is usable at 375 px: nothing wider than the screen, and axe finds nothing serious. */
async function checkPage(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
}

describe('pharmacy identity flows', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('newpatient links herself by prescription lookup, identity quiz and new security questions', async () => {
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signInTo(page, 'newpatient@example.com', 'Patient123', '/rx/link/patient');
    await page.getByRole('heading', { name: LINK_LABELS.chooseTitle }).waitFor();
    await checkPage(page);
    await page.getByRole('radio', { name: /^Myself/ }).check();
    await page.getByRole('radio', { name: LINK_LABELS.byPrescription }).check();
    await page.getByRole('button', { name: LINK_LABELS.continue }).click();
    await page.waitForURL('**/rx/link/prescription/lookup');
    await page.getByRole('heading', { name: 'Enter Your Details' }).waitFor();
    await checkPage(page);

    await page.getByLabel(LINK_LABELS.firstName).fill('Priya');
    await page.getByLabel(LINK_LABELS.lastName).fill('Raman');
    await page.getByLabel(LINK_LABELS.month).fill('02');
    await page.getByLabel(LINK_LABELS.day).fill('11');
    await page.getByLabel(LINK_LABELS.year).fill('1991');
    await page.getByLabel(LINK_LABELS.prescriptionType).selectOption('RETAIL');
    // A wrong RX# first: the NOT_FOUND text (§8).
    await page.getByLabel(LINK_LABELS.rxNumber).fill('99999');
    await page.getByLabel(LINK_LABELS.facilityPhone).fill('5135550100');
    expect(await page.getByLabel(LINK_LABELS.facilityPhone).inputValue()).toBe('(513) 555-0100');
    await page.getByRole('button', { name: LINK_LABELS.next }).click();
    await page.getByRole('alert').filter({ hasText: LINK_TEXTS.notFound }).waitFor();
    await checkPage(page);
    await screenshot(page, 'rx-link-not-found');

    await page.getByLabel(LINK_LABELS.rxNumber).fill('2345678');
    await page.getByRole('button', { name: LINK_LABELS.next }).click();
    await page.waitForURL('**/rx/link/patient/verify');
    await page.getByRole('heading', { name: QUIZ_TEXTS.title, level: 2 }).waitFor();
    const next = page.getByRole('button', { name: QUIZ_TEXTS.next });
    expect(await next.isDisabled()).toBe(true);
    for (const answer of ['Boulder', 'Aspen Grove Ct', '0123'])
      await page.getByRole('radio', { name: answer }).check();
    await checkPage(page);
    await next.click();

    await page.waitForURL('**/rx/link/challenge/create');
    await page.getByRole('heading', { name: CHALLENGE_CREATE_TEXTS.finalStepTitle }).waitFor();
    await page.getByText(CHALLENGE_CREATE_TEXTS.lockWarning).waitFor();
    await checkPage(page);
    const answers = ['mango tree', 'lychee', 'papaya'];
    for (const [i, answer] of answers.entries()) {
      const select = page.getByLabel(CHALLENGE_CREATE_TEXTS.question(i + 1));
      const second = await select.locator('option').nth(2).getAttribute('value');
      await select.selectOption(second ?? '');
      await page.getByLabel(CHALLENGE_CREATE_TEXTS.answer(i + 1)).fill(answer);
    }
    await page.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.learnMore }).click();
    await page.getByText(CHALLENGE_CREATE_TEXTS.rememberMeHelp).waitFor();
    await page.getByRole('button', { name: CHALLENGE_CREATE_TEXTS.submit }).click();

    // The success toast (§8), read on the page the link leads to.
    await page.getByText(LINK_TEXTS.linkSuccess).waitFor();
    expect(page.url()).not.toContain('/rx/link');
    await checkPage(page);
    await screenshot(page, 'rx-link-success');
  });

  it("Priya (linked herself above) adds Jordan's child Avery by the label: a request that waits, and Jordan is told", async () => {
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signInForPharmacy(
      page,
      { email: 'newpatient@example.com', password: 'Patient123' },
      '/rx/link/patient',
    );
    await page.getByRole('heading', { name: 'Add a Patient' }).waitFor();
    await page.getByRole('radio', { name: /^My child/ }).check();
    await page.getByRole('button', { name: LINK_LABELS.continue }).click();
    await page.waitForURL('**/rx/link/prescription/lookup');
    await page.getByLabel(LINK_LABELS.firstName).fill('Avery');
    await page.getByLabel(LINK_LABELS.lastName).fill('Whitfield');
    await page.getByLabel(LINK_LABELS.month).fill('04');
    await page.getByLabel(LINK_LABELS.day).fill('02');
    await page.getByLabel(LINK_LABELS.year).fill('2015');
    await page.getByLabel(LINK_LABELS.prescriptionType).selectOption('RETAIL');
    await page.getByLabel(LINK_LABELS.rxNumber).fill('1234574');
    await page.getByLabel(LINK_LABELS.facilityPhone).fill('5135550100');
    await page.getByRole('button', { name: LINK_LABELS.next }).click();

    // Nothing was added: the page says the request waits, on Patient Access, where it is listed.
    const toast = page.getByRole('status').filter({ hasText: 'Request Sent' });
    await toast.waitFor();
    await toast.getByText('Your request is waiting for approval.', { exact: false }).waitFor();
    await page.waitForURL('**/rx/patient-access');
    expect(await page.getByText('Patient Added').count()).toBe(0);
    const children = page.getByRole('region', { name: 'Children' });
    await children.getByText('Avery Whitfield').waitFor();
    expect(await children.textContent()).toContain('Pending');
    await children.getByRole('button', { name: 'Cancel: Avery Whitfield' }).waitFor();
    await checkPage(page);
    await screenshot(page, 'rx-link-request-sent');

    // Jordan, who looks after Avery, sees whose request and for which child, and decides.
    const jordan = await newPage(browser, PHONE);
    await signInForPharmacy(
      jordan,
      { email: 'shopper@example.com', password: 'Shopper123' },
      '/rx/patient-access',
    );
    const waiting = jordan.getByRole('region', { name: 'Requests Waiting for You' });
    await waiting.getByText('Priya Raman').waitFor();
    expect(await waiting.textContent()).toContain('PatientAvery Whitfield');
    await waiting.getByRole('button', { name: 'Decline: Priya Raman' }).click();
    await jordan.getByRole('status').getByText('Request declined').waitFor();
    // The list reloads after the answer: the request leaves it.
    await waiting.getByText('Priya Raman').waitFor({ state: 'detached', timeout: 30_000 });
  });

  it('three wrong security answers: first failure, second failure, then the reset page (lockout@example.com)', async () => {
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signInTo(
      page,
      'lockout@example.com',
      'Lockout123',
      '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard',
    );
    await page.getByRole('heading', { name: SECURITY_ANSWER_TEXTS.title }).waitFor();
    await checkPage(page);
    for (const text of [SECURITY_ANSWER_TEXTS.firstFailure, SECURITY_ANSWER_TEXTS.secondFailure]) {
      await page.getByRole('textbox').first().fill('wrong answer');
      await page.getByRole('button', { name: SECURITY_ANSWER_TEXTS.submit }).click();
      await page.getByRole('alert').filter({ hasText: text }).waitFor();
      await checkPage(page);
    }
    await page.getByRole('textbox').first().fill('wrong answer');
    await page.getByRole('button', { name: SECURITY_ANSWER_TEXTS.submit }).click();
    await page.waitForURL('**/rx/security-questions/reset?redirectUrl=%2Frx%2Fdashboard');
    await page.getByRole('heading', { name: CHALLENGE_CREATE_TEXTS.resetTitle }).waitFor();
    await page.getByLabel(CHALLENGE_CREATE_TEXTS.password).waitFor();
    await checkPage(page);
    await screenshot(page, 'rx-security-reset');
    // The lock persists: the answering page sends the customer to the reset page again.
    await page.goto('/rx/security-questions?redirectUrl=%2Frx%2Frefills');
    await page.waitForURL('**/rx/security-questions/reset?redirectUrl=%2Frx%2Frefills');
  });

  it("a guest's wrong date of birth: the mismatch text", async () => {
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    const issued = await page.request.post(`${baseUrl}/__sandbox/rx/guest-link`, {
      data: { patientNumber: '100234568' },
    });
    expect(issued.status()).toBe(200);
    const { link } = (await issued.json()) as { link: string };
    await page.goto(link);
    await page.getByRole('heading', { name: GUEST_TEXTS.title }).waitFor();
    await checkPage(page);
    await page.getByLabel(LINK_LABELS.month).fill('04');
    await page.getByLabel(LINK_LABELS.day).fill('03');
    await page.getByLabel(LINK_LABELS.year).fill('2015');
    await page.getByRole('button', { name: GUEST_TEXTS.submit }).click();
    // The DOM collapses §8's double space.
    await page
      .getByRole('alert')
      .filter({ hasText: GUEST_TEXTS.mismatch.replace(/\s+/g, ' ') })
      .waitFor();
    await checkPage(page);
    await screenshot(page, 'rx-guest-mismatch');
    // Changing the date clears the text; the right date verifies.
    await page.getByLabel(LINK_LABELS.day).fill('02');
    expect(await page.getByText(GUEST_TEXTS.mismatch.replace(/\s+/g, ' ')).count()).toBe(0);
    await page.getByRole('button', { name: GUEST_TEXTS.submit }).click();
    await page.getByText(GUEST_TEXTS.verified).waitFor();
  });

  it('a guest link for Jordan: the right birth date, then the guest tracker with his cards', async () => {
    const page = await newPage(browser, PHONE);
    const issued = await page.request.post(`${baseUrl}/__sandbox/rx/guest-link`, {
      data: { patientNumber: '100234567' },
    });
    expect(issued.status()).toBe(200);
    const { link } = (await issued.json()) as { link: string };
    await page.goto(link);
    await page.getByRole('heading', { name: GUEST_TEXTS.title }).waitFor();
    await page.getByLabel(LINK_LABELS.month).fill('07');
    await page.getByLabel(LINK_LABELS.day).fill('19');
    await page.getByLabel(LINK_LABELS.year).fill('1986');
    await page.getByRole('button', { name: GUEST_TEXTS.submit }).click();
    await page.getByRole('link', { name: GUEST_TEXTS.viewStatus }).click();
    await page.waitForURL('**/rx/tracker?authenticatedPatientNumber=100234567');
    await page.getByRole('region', { name: TRACKER_TEXTS.statusCard }).waitFor();
    const cards = page.getByRole('button', { name: /: details$/ });
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    await checkPage(page);
    // §2.3: a guest-verified user's card opens the monograph page (readable for this guest's own products only).
    await cards.first().click();
    await page.waitForURL('**/rx/prescription-monograph?productNumber=*');
    await page.getByText(MONOGRAPH_TEXTS.disclaimer).waitFor();
    await checkPage(page);
  });

  it('a right security answer authorizes the session: the dashboard loads at once, without a reload', async () => {
    const page = await newPage(browser, PHONE);
    await signInTo(
      page,
      'shopper@example.com',
      'Shopper123',
      '/rx/security-questions?redirectUrl=%2Frx%2Fdashboard',
    );
    await page.getByRole('heading', { name: SECURITY_ANSWER_TEXTS.title }).waitFor();
    // The questions are shuffled: Jordan's answers by question (docs/pharmacy-demo-data.md).
    const question = (await page.locator('label[for="security-answer"]').textContent()) ?? '';
    const answer = /pet/i.test(question) ? 'biscuit' : /city/i.test(question) ? 'cincinnati' : 'corolla';
    await page.getByLabel(question).fill(answer);
    await page.getByRole('button', { name: SECURITY_ANSWER_TEXTS.submit }).click();
    await page.waitForURL((url) => url.pathname === '/rx/dashboard');
    await page.getByRole('list', { name: DASHBOARD_TEXTS.patients }).waitFor();
    await page.getByRole('button', { name: 'Jordan Lee Whitfield' }).waitFor();
  });
  it("a new-patient request answered 401 keeps the request, says §8's text, and signing in again brings it back", async () => {
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signInTo(page, 'shopper@example.com', 'Shopper123', '/');
    await page.waitForURL((url) => url.pathname === '/');
    // Remembered for the pharmacy, as the other pharmacy walks are.
    expect(
      await page.evaluate(
        async () => (await fetch('/__sandbox/rx/remember-device', { method: 'POST' })).status,
      ),
    ).toBe(204);
    await page.goto('/rx/new-patient');
    await page.getByRole('heading', { level: 1, name: 'New Patient Request Form' }).waitFor();
    const add = page.getByRole('form', { name: 'Add Prescription' });
    await add.getByLabel('Request Type').selectOption('NEW');
    await add.getByLabel('Medication Name').fill('Amoxicillin');
    await add.getByLabel("Doctor's or Pharmacy's Name").fill('Dr. Hart');
    await add.getByLabel("Doctor's or Pharmacy's Phone").fill('5135550113');
    await add.getByRole('button', { name: 'Add Prescription' }).click();
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Whitfield');
    await page.getByLabel('Month (MM)').fill('07');
    await page.getByLabel('Day (DD)').fill('19');
    await page.getByLabel('Year (YYYY)').fill('1986');
    await page.getByLabel('Phone Number').fill('5135550142');
    // The session ends behind the page's back (another tab signed out, or it expired).
    expect(
      await page.evaluate(async () => (await fetch('/__sandbox/expire-session', { method: 'POST' })).status),
    ).toBe(200);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('You were logged out due to inactivity, please log in and try again').waitFor();
    expect(page.url()).toContain('/rx/new-patient');
    await page.getByRole('button', { name: 'Sign In Again' }).click();
    await page.waitForURL('**/signin?redirectUrl=%2Frx%2Fnew-patient');
    await page.waitForFunction(() => document.querySelector('[data-mounted]') !== null);
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL((url) => url.pathname === '/rx/new-patient');
    // The request as typed.
    expect(await page.getByLabel('First Name').inputValue()).toBe('Jordan');
    expect(await page.getByLabel('Phone Number').inputValue()).toBe('(513) 555-0142');
    await page
      .getByText(/Amoxicillin/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { level: 1, name: 'Request Summary' }).waitFor();
    await page.getByText('Amoxicillin (New prescription (call my doctor))').waitFor();
  });
});
