/**
 * Signing in for the pharmacy in end-to-end tests. The sandbox server refuses pharmacy data to a password-only
 * sign-in (server/rx/gate.ts): a shopper answers a security question first, or uses a browser they asked to
 * remember ('Remember me on this device.'). A test whose subject is not the security question uses a remembered
 * browser (the sandbox helper POST /__sandbox/rx/remember-device, what the checkbox does after a right answer);
 * tests/e2e/rx-identity.e2e.ts answers the questions through their page.
 *
 *   await signInForPharmacy(page, JORDAN);                  // the sign-in form, then this browser remembered
 *   await signInForPharmacy(page, JORDAN, '/rx/refills');   // …then the page
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { SIGN_IN_LABELS } from '../../../domain/account/signIn';
import { fillSignIn, gotoReady } from './browser';

export interface Account {
  email: string;
  password: string;
}

export const JORDAN: Account = { email: 'shopper@example.com', password: 'Shopper123' };

/** The sandbox helper that remembers this browser for the signed-in customer (helpers on in the e2e server). */
const REMEMBER_DEVICE_PATH = '/__sandbox/rx/remember-device';

/** Remembers this browser for the pharmacy (its cookie jar: page.request shares the page's context). */
export async function rememberForPharmacy(page: Page): Promise<void> {
  expect((await page.request.post(REMEMBER_DEVICE_PATH)).status()).toBe(204);
}

/**
 * Signs in through the sign-in form (to the home page, which reads no pharmacy data, so nothing is refused on the
 * way; the terms box ticked where the banner has one), remembers the browser for the pharmacy, then opens `to` when
 * given and waits for its address.
 */
export async function signInForPharmacy(page: Page, account: Account, to?: string): Promise<void> {
  await gotoReady(page, '/signin?redirectUrl=%2F');
  await fillSignIn(page, account.email, account.password);
  const terms = page.getByRole('checkbox', { name: /I agree to the/ });
  if (await terms.count()) await terms.check();
  await page.getByRole('button', { name: SIGN_IN_LABELS.submit }).click();
  // The home page, or a page the banner puts first (the email-verification banner's verification page).
  await page.waitForURL((url) => url.pathname !== '/signin');
  await rememberForPharmacy(page);
  if (to === undefined) return;
  await page.goto(to);
  await page.waitForURL(`**${to.split('?')[0]}**`);
}
