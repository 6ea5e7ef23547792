/**
 * Issue 12 part 2 end to end in Chromium against the real server: enrol and unenrol a prescription (and the patient)
 * in auto refill; filter history to 36 months and never further; open a receipt and a monograph in Spanish; get the
 * vaccine record by date of birth and decode its QR payload (read from the rendered image and from the page's data),
 * inflate it and verify the ES256 signature against the published JWK set with node:crypto; the guest's
 * text-message link; every §8 text of these areas as a literal; axe on each page; no horizontal overflow at 375 px.
 */
import { createPublicKey, verify } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { addDays, formatISO, parseISO, subMonths } from 'date-fns';
import jsQR from 'jsqr';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_IN_LABELS } from '../../domain/account/signIn';
import { fromShcNumeric } from '../../domain/rx/vaccineRecord';
import {
  expectNoSeriousA11yViolations,
  fillSignIn,
  gotoReady,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
} from './support/browser';
import { daysBetween, seededDays, textForAnyDay } from './support/days';
import { JORDAN, signInForPharmacy } from './support/pharmacy';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };
const day = (d: Date) => formatISO(d, { representation: 'date' });
const mmddyyyy = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * Signs Jordan in; with `authorize` (every records page but the vaccine record's) the browser's pharmacy session is
 * made AUTHORIZED first ('Remember me on this device.' through the sandbox helper): the records pages, like every
 * signed-in pharmacy page, send an unauthorized session to the landing page (the stage-2 session chart).
 */
async function signIn(page: Page, redirect: string, authorize = true) {
  if (!authorize) {
    await gotoReady(page, `/signin?redirectUrl=${encodeURIComponent(redirect)}`);
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL(`**${redirect}`);
    return;
  }
  await signInForPharmacy(page, JORDAN, redirect);
}

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, page.url()).toBeLessThanOrEqual(PHONE.width);
}

/** Draws the QR's SVG on a canvas and returns its pixels (jsQR reads them here, in Node). */
async function qrPixels(page: Page) {
  const pixels = await page.evaluate(async () => {
    const svg = document.querySelector('svg[data-shc]') as SVGSVGElement;
    const xml = new XMLSerializer().serializeToString(svg);
    const img = new Image();
    img.src = `data:image/svg+xml;base64,${btoa(xml)}`;
    await img.decode();
    const size = 800;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, size, size);
    ctx.drawImage(img, 0, 0, size, size);
    // One grey byte per pixel, base64: a tenth of the bytes of the RGBA array as JSON numbers (megabytes of
    // JSON through the protocol took tens of seconds on a loaded machine).
    const rgba = ctx.getImageData(0, 0, size, size).data;
    let grey = '';
    for (let i = 0; i < rgba.length; i += 4) grey += String.fromCharCode(rgba[i]!);
    return { grey: btoa(grey), size };
  });
  const grey = Buffer.from(pixels.grey, 'base64');
  const data = new Uint8ClampedArray(grey.length * 4);
  for (let i = 0; i < grey.length; i++) data.set([grey[i]!, grey[i]!, grey[i]!, 255], i * 4);
  return { data, size: pixels.size };
}

/** §5: the date of birth in three fields (MM, DD, YYYY), from YYYY-MM-DD. */
async function fillDateOfBirth(page: Page, iso: string) {
  const [year = '', month = '', day = ''] = iso.split('-');
  await page.getByLabel('Month (MM)').fill(month);
  await page.getByLabel('Day (DD)').fill(day);
  await page.getByLabel('Year (YYYY)').fill(year);
}

describe('pharmacy records (issue 12 part 2)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('enrols and unenrols a prescription, and the patient, in auto refill; the failure texts of §8', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await signIn(page, '/rx/manage/auto-refills');
    await page.getByRole('heading', { level: 1, name: 'Manage Auto Refill' }).waitFor();
    const metformin = page.getByRole('switch', { name: 'Auto refill Metformin 500 mg Tablet' });
    expect(await metformin.isChecked()).toBe(false);
    await metformin.click();
    await page.getByText('Added to Auto Refill', { exact: true }).waitFor();
    expect(await metformin.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await metformin.click();
    await page.getByText('Removed from Auto Refill', { exact: true }).waitFor();
    expect(await metformin.isChecked()).toBe(false);
    // The pharmacy kept it: a fresh page shows the same.
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Auto refill Metformin 500 mg Tablet' }).isChecked()).toBe(
      false,
    );
    // The mail-order prescription is not eligible.
    expect(await page.getByRole('switch', { name: 'Auto refill Lisinopril 10 mg Tablet' }).isDisabled()).toBe(
      true,
    );

    // The patient: Jordan's enrolment ends 20 days after the run's data was seeded, so the main page offers a renewal.
    await page.goto('/rx/auto-refills');
    const ends = seededDays((d) => addDays(d, 20));
    await page
      .getByText(
        textForAnyDay(
          ends,
          (end) =>
            `Your auto refill enrollment ends on ${mmddyyyy(end)}. Renew it to keep your refills coming.`,
        ),
      )
      .waitFor();
    await expectNoSeriousA11yViolations(page);

    // §8 failures (the server answers them through an interceptor: the sandbox never fails on its own).
    await page.route('**/rx/api/patient/*/auto-refill/enroll', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }),
      }),
    );
    await page.getByRole('button', { name: 'Renew Enrollment' }).click();
    await page.getByRole('button', { name: 'Save Enrollment' }).click();
    await page
      .getByText('We encountered an error saving your enrollment request. Please try again.')
      .waitFor();
    await page.unroute('**/rx/api/patient/*/auto-refill/enroll');
    await page.route('**/rx/api/patient/*/auto-refill/enroll', (route) =>
      route.fulfill({
        status: 418,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'AUTO_REFILL_NOT_AVAILABLE',
            message: 'Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.',
          },
        }),
      }),
    );
    await page.getByRole('button', { name: 'Save Enrollment' }).click();
    await page
      .getByText('Auto refill is not offered by the mail-order pharmacy. Please choose a store pharmacy.')
      .waitFor();
    await page.unroute('**/rx/api/patient/*/auto-refill/enroll');
    const saving = Date.now();
    await page.getByRole('button', { name: 'Save Enrollment' }).click();
    await page.getByText('Enrolled in Auto Refill', { exact: true }).waitFor();
    const year = page.getByText(/^Enrollment ends \d\d\/\d\d\/\d{4}$/);
    await year.waitFor();
    expect(await year.textContent()).toMatch(
      textForAnyDay(
        daysBetween(saving, Date.now(), (d) => addDays(d, 365)),
        (end) => `Enrollment ends ${mmddyyyy(end)}`,
      ),
    );

    await page.route('**/rx/api/patient/*/auto-refill/enroll', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }),
      }),
    );
    await page.getByRole('button', { name: 'Unenroll' }).click();
    await page.getByRole('button', { name: 'Yes, Unenroll' }).click();
    await page.getByText('An error occurred when attempting to unenroll, please try again later.').waitFor();
    await page.unroute('**/rx/api/patient/*/auto-refill/enroll');
    await page.getByRole('button', { name: 'Unenroll' }).click();
    await page.getByRole('button', { name: 'Yes, Unenroll' }).click();
    await page.getByText('Unenrolled from Auto Refill', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Jordan Lee Whitfield: Not enrolled' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rx/auto-refills');
    // Enrol again, so the rest of the run sees an enrolled patient.
    await page.getByRole('button', { name: 'Enroll in Auto Refill' }).click();
    await page.getByRole('button', { name: 'Save Enrollment' }).click();
    await page.getByText('Enrolled in Auto Refill', { exact: true }).waitFor();
  });

  it('filters history to 36 months and never further; opens a receipt and a monograph in Spanish', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, DESKTOP);
    const opening = Date.now();
    await signIn(page, '/rx/prescription-history');
    const from = page.getByLabel('From');
    const list = page.getByRole('list', { name: 'Prescription' });
    await list.getByRole('listitem').first().waitFor();
    const yearCount = await list.getByRole('listitem').count();
    const limit = (await from.getAttribute('min')) ?? '';
    const shown = Date.now();
    expect(daysBetween(opening, shown, (d) => subMonths(d, 12))).toContain(await from.inputValue());
    expect(daysBetween(opening, shown, (d) => subMonths(d, 36))).toContain(limit);
    await from.fill(limit);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThan(yearCount);
    const allCount = await list.getByRole('listitem').count();
    // One day further back: the date control and the page refuse it; the list stays.
    const tooFar = day(addDays(parseISO(limit), -1));
    await from.fill(tooFar);
    expect(await from.evaluate((el) => (el as HTMLInputElement).validity.rangeUnderflow)).toBe(true);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await page.getByText(`Date must be on or after ${mmddyyyy(limit)}`).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(allCount);
    await expectNoSeriousA11yViolations(page);

    // A monograph in Spanish, from a fill.
    await list
      .getByRole('link', { name: /^Drug Information: Atorvastatin/ })
      .first()
      .click();
    await page.waitForURL('**/rx/prescription-monograph?productNumber=00071015523');
    const article = page.getByRole('article');
    await article.getByRole('heading', { level: 2, name: 'Atorvastatin 20 mg Tablet' }).waitFor();
    await page.getByLabel('Language').selectOption('es');
    await article.getByRole('heading', { level: 2, name: 'Atorvastatina 20 mg tableta' }).waitFor();
    await article.getByRole('heading', { name: 'Efectos secundarios' }).waitFor();
    expect(await page.getByRole('img', { name: 'Picture of Atorvastatin 20 mg Tablet' }).isVisible()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);

    // A receipt.
    await page.goto('/rx/prescription-receipt');
    await page.getByText('Receipts for the loyalty card ending in 5678').waitFor();
    const receipts = page.getByRole('list', { name: 'Prescription Receipts' });
    await receipts
      .getByRole('button', { name: /^View Receipt:/ })
      .first()
      .click();
    const opened = receipts.getByRole('heading', { level: 3, name: /^Receipt R-01400(733|412)-/ });
    await opened.waitFor();
    expect(await receipts.getByRole('button', { name: 'Close Receipt' }).isVisible()).toBe(true);
    await page.getByLabel('Location').selectOption({ label: 'FreshWay Pharmacy Hyde Park' });
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    expect(await receipts.getByRole('heading', { level: 2, name: /FreshWay Pharmacy Oakley/ }).count()).toBe(
      0,
    );
    await expectNoSeriousA11yViolations(page);

    // The expense report: created from its form, printable.
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.goto('/rx/create-expense-report');
    await page.getByLabel('From').fill(day(subMonths(new Date(), 24)));
    await page.getByRole('button', { name: 'Create Report' }).click();
    await page.waitForURL('**/rx/prescription-history/expense-report?**');
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await page.getByText('You paid').first().isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
  });

  it('gets the vaccine record by date of birth; the QR decodes to a JWS signed by the published key', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, DESKTOP);
    await signIn(page, '/rx/digital-vaccine-record');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Get My Vaccine Record' }).click();
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Whitfield');
    await fillDateOfBirth(page, '1986-07-19');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/rx/digital-vaccine-record/result');
    const qr = page.getByRole('img', { name: 'SMART Health Card QR code' });
    await qr.waitFor();
    await page
      .getByRole('heading', { name: 'Influenza, injectable, quadrivalent, preservative free' })
      .waitFor();
    await page.getByRole('heading', { name: 'COVID-19, mRNA, LNP-S, PF, 30 mcg/0.3 mL dose' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // Read the QR as a phone would (from the image), and compare with the page's data.
    const pixels = await qrPixels(page);
    const decoded = jsQR(pixels.data, pixels.size, pixels.size);
    const data = await qr.getAttribute('data-shc');
    expect(decoded?.data).toBe(data);
    const jws = fromShcNumeric(decoded!.data);
    const [header, payload, signature] = jws.split('.') as [string, string, string];
    const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as {
      alg: string;
      zip: string;
      kid: string;
    };
    expect([head.alg, head.zip]).toEqual(['ES256', 'DEF']);
    const credential = JSON.parse(inflateRawSync(Buffer.from(payload, 'base64url')).toString()) as {
      iss: string;
      vc: {
        credentialSubject: {
          fhirBundle: {
            entry: {
              resource: {
                resourceType: string;
                birthDate?: string;
                vaccineCode?: { coding: { code: string }[] };
              };
            }[];
          };
        };
      };
    };
    expect(credential.iss).toBe(`${baseUrl}/rx-security/dvr/issuer`);
    const jwks = (await (await page.request.get(`${credential.iss}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    const jwk = jwks.keys.find((k) => k.kid === head.kid);
    const key = createPublicKey({ key: jwk as never, format: 'jwk' });
    const valid = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(valid).toBe(true);
    const entries = credential.vc.credentialSubject.fhirBundle.entry.map((e) => e.resource);
    expect(entries[0]).toMatchObject({ resourceType: 'Patient', birthDate: '1986-07-19' });
    expect(entries.slice(1).map((r) => r.vaccineCode?.coding[0]?.code)).toEqual(['208', '150']);

    // The download: a .smart-health-card file with the same credential.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download SMART Health Card' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('vaccine-record.smart-health-card');
    const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
      verifiableCredential: string[];
    };
    expect(file.verifiableCredential).toEqual([jws]);
  });

  it('guest: sends the text-message link, which opens the record; the §8 texts and the expired redirect', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, DESKTOP, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    await page.goto('/rx/digital-vaccine-record/verify');
    /** Fills the form, presses Verify and waits for the pharmacy's answer (its status). */
    const fill = async (first: string, last: string, dob: string) => {
      await page.getByLabel('First Name').fill(first);
      await page.getByLabel('Last Name').fill(last);
      await fillDateOfBirth(page, dob);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/rx-security/dvr/verify-dvr')),
        page.getByRole('button', { name: 'Verify', exact: true }).click(),
      ]);
      return response.status();
    };
    const alert = page.getByRole('alert');
    expect(await fill('Nobody', 'Known', '1990-01-01')).toBe(404);
    await expect
      .poll(() => alert.innerText())
      .toBe('Patient not found in pharmacy. Please check the data that you have entered');
    for (let i = 0; i < 3; i++) {
      expect(await fill('Avery', 'Whitfield', '2015-04-03')).toBe(401);
      await expect
        .poll(() => alert.innerText())
        .toBe('The patient date of birth or phone number is incorrect. Please try again.');
    }
    expect(await fill('Avery', 'Whitfield', '2015-04-02')).toBe(403);
    await expect
      .poll(() => alert.innerText())
      .toBe('You have surpassed your attempts. Please check back later and try again.');
    expect(new URL(page.url()).pathname).toBe('/rx/digital-vaccine-record/verify');
    await page.route('**/rx-security/dvr/verify-dvr', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'INTERNAL', message: 'x' } }),
      }),
    );
    expect(await fill('Jordan', 'Whitfield', '1986-07-19')).toBe(500);
    await expect.poll(() => alert.innerText()).toBe('Something went wrong. Please try again');
    await page.unroute('**/rx-security/dvr/verify-dvr');

    await page.getByRole('radio', { name: 'Mobile phone number' }).check();
    await page.getByLabel('Mobile Phone Number', { exact: true }).fill('(513) 555-0142');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByText(
        'We sent a text message with a link to your vaccine record to the mobile number ending in 0142. The link works for 30 minutes.',
      )
      .waitFor();
    const outbox = (await (await page.request.get(`${baseUrl}/__sandbox/outbox`)).json()) as {
      data: { messages: { to: string; link: string | null }[] };
    };
    const sms = outbox.data.messages.find((m) => m.to === 'sms:+15135550142');
    expect(sms?.link).toContain('/rx/digital-vaccine-record/result?token=');
    await page.goto(new URL(sms!.link!).pathname + new URL(sms!.link!).search);
    await page.getByRole('img', { name: 'SMART Health Card QR code' }).waitFor();

    await page.goto(`/rx/digital-vaccine-record/result?token=${'x'.repeat(43)}`);
    await page.waitForURL('**/rx/digital-vaccine-record');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Access to your Digitial Vaccine Record has expired. Please request another text message.')
      .waitFor();
    await page.getByRole('link', { name: 'Get My Vaccine Record' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    // A malformed link (a truncated text message): the same §8 text and redirect, not a generic error.
    await page.goto('/rx/digital-vaccine-record/result?token=garbage');
    await page.waitForURL((url) => url.pathname === '/rx/digital-vaccine-record');
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText('Access to your Digitial Vaccine Record has expired. Please request another text message.')
      .waitFor();
    expect(await page.getByText('Something went wrong. Please try again').count()).toBe(0);
  });

  it('the verify form: the date of birth in three fields (MM, DD, YYYY) with the §5 messages', {
    timeout: 120_000,
  }, async () => {
    const page = await newPage(browser, PHONE);
    await page.goto('/rx/digital-vaccine-record/verify');
    await page.getByRole('group', { name: 'Date of Birth' }).waitFor();
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Whitfield');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('You must enter a month.').waitFor();
    await page.getByText('You must enter a day.').waitFor();
    await page.getByText('You must enter a year.').waitFor();
    for (const [dob, message] of [
      ['1849-12-31', 'Date must be after 01/01/1850'],
      ['2030-01-01', 'Date must not be in the future'],
    ] as const) {
      await fillDateOfBirth(page, dob);
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByRole('group', { name: 'Date of Birth' }).getByText(message).waitFor();
    }
    await page.getByLabel('Year (YYYY)').fill('19x6');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText('Input must be numeric.').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  it('an unauthorized pharmacy session is sent to the landing page from a records page, and gets none of its data', async () => {
    // The page asks for the patients while the session is checked: the server refuses them (403, logged by Chromium).
    const page = await newPage(browser, PHONE, { allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR] });
    const answers: number[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/rx/api/')) answers.push(r.status());
    });
    await gotoReady(page, '/signin?redirectUrl=%2F');
    await fillSignIn(page, 'shopper@example.com', 'Shopper123');
    await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/rx/prescription-history');
    await page.waitForURL('**/rx/landing-page?redirectUrl=%2Frx%2Fprescription-history');
    expect(answers.filter((status) => status !== 403)).toEqual([]);
  });

  it('each records page is accessible and has no horizontal overflow at 375 px', {
    timeout: 240_000,
  }, async () => {
    const page = await newPage(browser, PHONE);
    await signIn(page, '/rx/auto-refills');
    const pages: [string, string][] = [
      ['/rx/auto-refills', 'Auto Refill'],
      ['/rx/manage/auto-refills?source=quick-links', 'Manage Auto Refill'],
      ['/rx/auto-refills/manage-prescriptions', 'Auto Refill Prescriptions'],
      ['/rx/auto-refills/guidelines', 'Auto Refill Guidelines'],
      ['/rx/refill-settings', 'Refill Settings'],
      ['/rx/prescription-history', 'Prescription History'],
      [
        '/rx/prescription-history/detail?patientNumber=100234567&rxRecordNum=501234568&secondaryStatus=Awaiting%20Restock',
        'Prescription Details',
      ],
      ['/rx/prescription-monograph?productNumber=00093104801&languageCode=es', 'Prescription Information'],
      ['/rx/prescription-receipt', 'Prescription Receipts'],
      [
        `/rx/prescription-history/expense-report?startDate=${day(subMonths(new Date(), 12))}&endDate=${day(new Date())}`,
        'Expense Report',
      ],
      ['/rx/create-expense-report', 'Create Expense Report'],
      ['/rx/digital-vaccine-record', 'Vaccine Digital Record'],
      ['/rx/digital-vaccine-record/verify', 'Verify Vaccine Digital Record'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.waitForFunction(() => !document.querySelector('.spinner'));
      expect(await page.title()).toContain(title);
      await noOverflow(page);
      await expectNoSeriousA11yViolations(page);
    }
    // The refill settings: HCSS (the 90-day supply) goes from Not enrolled to Enrolled.
    await page.goto('/rx/refill-settings');
    await page.getByRole('button', { name: 'Enroll 90-Day Supply' }).click();
    await page.getByRole('button', { name: 'Decline 90-Day Supply' }).waitFor();
    // The anchor of §2.1 focuses the page's heading.
    await page.goto('/rx/auto-refills#PharmacyHeader-title');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('PharmacyHeader-title');
    // The vaccine record result at 375 px.
    await page.goto('/rx/digital-vaccine-record/verify');
    await page.getByLabel('First Name').fill('Jordan');
    await page.getByLabel('Last Name').fill('Whitfield');
    await fillDateOfBirth(page, '1986-07-19');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('img', { name: 'SMART Health Card QR code' }).waitFor();
    await noOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
