/**
 * The payment wallet as hosts embed it, end to end in Chromium: the plain-HTML host-developer demo page
 * (/wallet-demo, the library build with preact/compat) and the pharmacy's Secure Checkout (/rx/checkout, the
 * React component, app rxweb). On both: Edit Card prefilled and saved, typing that survives leaving the form and
 * coming back (the secure card fields included), the home billing address chosen, a timed-out add that shows once
 * the cards reload, a secure-field mistake shown by the frame only, an unsaved card without actions, Make Preferred
 * and Delete in progress (Escape held). On the demo page, the host contract: openFlyout right after mount, flyoutDiv, reload() during a
 * form, setData with an EBT total, unticking SNAP then Cancel, a check-balance deep link to a known balance; fraud
 * fields on add; failures told to the host and analytics; the failed gift balance retry; the §8 info messages;
 * the keyboard (Escape on the actions menu, field errors announced and focused); the demo page itself (heading,
 * title with the banner, footer, signed out, 375 px). The shopper's My Wallet page in the site's frame.
 *
 * This file adds cards to Jordan's wallet and a refill to his cart: like every e2e file, it runs on its own server and
 * a fresh copy of the seeded data (tests/e2e/support/file-server.ts).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { RX_PATHS } from '../../api/contracts/rx';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { WALLET_PATHS, WALLET_SANDBOX_PATHS } from '../../api/contracts/wallet';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import {
  expectFocused,
  expectNoSeriousA11yViolations,
  HTTP_STATUS_CONSOLE_ERROR,
  launchBrowser,
  newPage,
} from './support/browser';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 800 };
const JORDAN = { email: 'shopper@example.com', password: 'Shopper123' };
const MAPLE = '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227';
const PHONE_CLICKLIST = '(800) 576-4377';
const PHONE_RX = '(800) 552-6694';
const timeoutText = (phone: string) =>
  `We're sorry, we're experiencing technical difficulties. Please try again later. If the problem persists, please call Customer Service at ${phone}.`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
}, 90_000);
afterAll(async () => {
  await browser?.close();
});

async function signedIn(viewport = DESKTOP): Promise<Page> {
  const page = await newPage(browser, viewport, {
    // Declines, fraud refusals, a card deleted elsewhere and the failed balance are expected answers.
    allowConsoleErrors: [HTTP_STATUS_CONSOLE_ERROR, /status of 40[24]/, /status of 422/, /status of 500/],
  });
  expect(
    (await page.request.post(IDENTITY_PATHS.signIn, { data: { ...JORDAN, rememberMe: false } })).status(),
  ).toBe(200);
  return page;
}

const summaryOf = (page: Page) => page.getByRole('region', { name: 'Payment Method' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const messages = (page: Page) => page.locator('#messages');

interface Host {
  name: string;
  /** The customer service number of the host's app (§9), in the §8 messages. */
  phone: string;
  open: (page: Page) => Promise<void>;
}

const demoHost: Host = {
  name: 'embed on /wallet-demo',
  phone: PHONE_CLICKLIST,
  open: async (page) => {
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&total=50');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
  },
};

let rxReady = false;
const checkoutHost: Host = {
  name: 'React component on /rx/checkout',
  phone: PHONE_RX,
  open: async (page) => {
    // Jordan is remembered for the pharmacy (no security question) and has a refill in his cart.
    expect((await page.request.post(SERVER_SANDBOX_PATHS.rxRememberDevice)).status()).toBe(204);
    expect((await page.request.put(RX_SECURITY_PATHS.session, { data: {} })).ok()).toBe(true);
    if (!rxReady) {
      const added = await page.request.post(RX_PATHS.cart, {
        data: { rxNumber: '1234567', patientNumber: '100234567' },
        headers: { 'Idempotency-Key': `wallet-host-${Date.now()}` },
      });
      expect(added.ok()).toBe(true);
      rxReady = true;
    }
    await page.goto('/rx/checkout');
    await page.getByRole('heading', { name: 'Secure Checkout', level: 1 }).waitFor();
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor({ timeout: 20_000 });
  },
};

async function openList(page: Page): Promise<Locator> {
  await summaryOf(page)
    .getByRole('button', { name: /Payment Method$/ })
    .click();
  const list = dialog(page, 'Select Payment');
  await list.waitFor();
  return list;
}

async function cardAction(list: Locator, card: string, action: string) {
  const menu = list.getByRole('button', { name: `Card actions: ${card}` });
  await menu.click();
  await menu.locator('..').getByRole('button', { name: action }).click();
}

const secureFrame = (page: Page) =>
  page.frameLocator('iframe[title="Secure card number, expiration and security code"]');

async function openAddCard(page: Page): Promise<Locator> {
  const list = await openList(page);
  await list.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
  const add = dialog(page, 'Add Credit/Debit Card');
  await add.getByText(MAPLE).waitFor();
  return add;
}

describe.each([demoHost, checkoutHost])('the wallet as $name', (host) => {
  it('Edit Card: expiry and billing prefilled; Save Card saves the change', async () => {
    const page = await signedIn();
    await host.open(page);
    const list = await openList(page);
    await cardAction(list, 'Visa card ending in 1111', 'Edit');
    const edit = dialog(page, 'Edit Card');
    const month = edit.getByLabel('Expiration Month');
    await expect.poll(() => month.inputValue()).toMatch(/^\d\d$/);
    expect(await edit.getByLabel('Expiration Year').inputValue()).toMatch(/^20\d\d$/);
    expect(await edit.getByLabel('First Name').inputValue()).toBe('Jordan');
    await edit.getByText(MAPLE).waitFor();
    expect(await edit.getByText('No billing address selected.').count()).toBe(0);
    const next = (await month.inputValue()) === '07' ? '08' : '07';
    await month.selectOption(next);
    await page
      .frameLocator('iframe[title="Secure security code"]')
      .getByLabel('Security code (CVV)')
      .fill('321');
    await edit.getByRole('button', { name: 'Save Card' }).click();
    await dialog(page, 'Select Payment').getByText('Card Edited!').waitFor();
    await cardAction(dialog(page, 'Select Payment'), 'Visa card ending in 1111', 'Edit');
    await expect.poll(() => dialog(page, 'Edit Card').getByLabel('Expiration Month').inputValue()).toBe(next);
  });

  it('what was typed survives the billing address list and back, the secure card fields included', async () => {
    const page = await signedIn();
    await host.open(page);
    const add = await openAddCard(page);
    await add.getByLabel('First Name').fill('Casey');
    await add.getByLabel('Last Name').fill('Morgan');
    await secureFrame(page).getByLabel('Card number').fill('4111 1111 1111 1111');
    await secureFrame(page).getByLabel('Expiration date (MM/YY)').fill('11/31');
    await add.getByRole('button', { name: 'Edit billing address' }).click();
    const addresses = dialog(page, 'Billing Address');
    // The profile's home address is first and chosen.
    const first = addresses.getByRole('button', { pressed: true });
    await first.waitFor();
    expect(await first.textContent()).toBe(`${MAPLE} (Home)`);
    await addresses.getByRole('button', { name: 'Back' }).click();
    await add.getByLabel('First Name').waitFor();
    expect(await add.getByLabel('First Name').inputValue()).toBe('Casey');
    expect(await add.getByLabel('Last Name').inputValue()).toBe('Morgan');
    expect(await secureFrame(page).getByLabel('Card number').inputValue()).toBe('4111 1111 1111 1111');
    expect(await secureFrame(page).getByLabel('Expiration date (MM/YY)').inputValue()).toBe('11/31');
  });

  it('a card the service answers too late: the timeout message, then the cards reload and show it', async () => {
    const page = await signedIn();
    await host.open(page);
    const list = await openList(page);
    const slowCards = list.getByRole('radio', { name: 'Visa card ending in 0036' });
    const before = await slowCards.count();
    await list.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    const add = dialog(page, 'Add Credit/Debit Card');
    await add.getByText(MAPLE).waitFor();
    await add.getByLabel('First Name').fill('Jordan');
    await add.getByLabel('Last Name').fill('Whitfield');
    const frame = secureFrame(page);
    await frame.getByLabel('Card number').fill('4000 0000 0000 0036');
    // Another expiry per host: the same card twice would be a duplicate.
    await frame.getByLabel('Expiration date (MM/YY)').fill(host === demoHost ? '10/30' : '09/30');
    await frame.getByLabel('Security code (CVV)').fill('123');
    await add.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    await add.getByRole('button', { name: 'Submitting Card' }).waitFor();
    await add.getByText(timeoutText(host.phone)).waitFor({ timeout: 25_000 });
    await add.getByRole('button', { name: 'Back' }).click();
    await expect
      .poll(
        () => dialog(page, 'Select Payment').getByRole('radio', { name: 'Visa card ending in 0036' }).count(),
        { timeout: 20_000 },
      )
      .toBe(before + 1);
  }, 60_000);

  it('a field mistake shows only the frame’s field message; an unsaved card offers no card actions', async () => {
    const page = await signedIn();
    await host.open(page);
    const add = await openAddCard(page);
    await add.getByLabel('First Name').fill('Casey');
    await add.getByLabel('Last Name').fill('Morgan');
    const frame = secureFrame(page);
    await frame.getByLabel('Card number').fill('5555 5555 5555 4444');
    await frame.getByLabel('Expiration date (MM/YY)').fill('13/20');
    await frame.getByLabel('Security code (CVV)').fill('123');
    const submit = add.getByRole('button', { name: 'Add Credit/Debit Card' });
    await submit.click();
    await frame.getByText('Expiration Date must be after the current date.').waitFor();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    expect(await add.getByText('something went wrong loading the card form', { exact: false }).count()).toBe(
      0,
    );
    expect(await add.getByRole('alert').count()).toBe(0);
    // Corrected and added without saving: a card for this order only, with no Edit, Delete or Make Preferred.
    await frame.getByLabel('Expiration date (MM/YY)').fill(host === demoHost ? '11/31' : '10/31');
    await add.getByRole('checkbox', { name: 'Save this card' }).uncheck();
    const posted = page.waitForRequest((r) => r.url().endsWith(WALLET_PATHS.cards) && r.method() === 'POST');
    await submit.click();
    expect(((await posted).postDataJSON() as { save?: boolean }).save).toBe(false);
    const list = dialog(page, 'Select Payment');
    await list.getByText('Card Added!').waitFor();
    await list.getByRole('radio', { name: 'Mastercard ending in 4444' }).first().waitFor();
    expect(await list.getByRole('button', { name: 'Card actions: Mastercard ending in 4444' }).count()).toBe(
      0,
    );
  }, 60_000);

  it('Make Preferred and Delete show progress; Escape during the call is held and the answer is shown', async () => {
    const page = await signedIn();
    let slow = false;
    // The service answers Make Preferred and Delete after 3 s while `slow` (well within the 10 s call timeout).
    await page.route(`**${WALLET_PATHS.cards}/**`, async (route) => {
      const request = route.request();
      const held =
        (request.method() === 'PUT' && request.url().endsWith(WALLET_PATHS.defaults)) ||
        request.method() === 'DELETE';
      if (slow && held) await new Promise((resolve) => setTimeout(resolve, 3_000));
      return route.fallback();
    });
    await host.open(page);
    const add = await openAddCard(page);
    await add.getByLabel('First Name').fill('Jordan');
    await add.getByLabel('Last Name').fill('Whitfield');
    const frame = secureFrame(page);
    await frame.getByLabel('Card number').fill('3782 822463 10005');
    await frame.getByLabel('Expiration date (MM/YY)').fill(host === demoHost ? '05/32' : '06/32');
    await frame.getByLabel('Security code (CVV)').fill('1234');
    await add.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    const list = dialog(page, 'Select Payment');
    await list.getByText('Card Added!').waitFor();
    const amex = 'American Express card ending in 0005';

    slow = true;
    await cardAction(list, amex, 'Make Preferred');
    await list.getByRole('status').filter({ hasText: 'Updating your card…' }).waitFor();
    await list.focus();
    await page.keyboard.press('Escape');
    expect(await list.getByRole('status').filter({ hasText: 'Updating your card…' }).count()).toBe(1);
    await list.getByRole('status').filter({ hasText: 'Card Updated!' }).waitFor();
    expect(await dialog(page, 'Select Payment').count()).toBe(1);

    // The Visa card preferred again (the other tests start from it), at once.
    slow = false;
    const restored = page.waitForResponse(
      (r) => r.url().endsWith(WALLET_PATHS.defaults) && r.request().method() === 'PUT',
    );
    await cardAction(list, 'Visa card ending in 1111', 'Make Preferred');
    expect((await restored).ok()).toBe(true);
    // The answer is in; the list takes actions again once it has shown it (no call in flight, not busy).
    await list.locator('.pw-screen[aria-busy="false"]').waitFor();

    slow = true;
    await cardAction(list, amex, 'Delete');
    const confirm = dialog(page, 'Deleting Payment');
    await confirm.getByRole('button', { name: 'Delete Card' }).click();
    await confirm.getByRole('status').filter({ hasText: 'Deleting your card…' }).waitFor();
    await confirm.focus();
    await page.keyboard.press('Escape');
    expect(await confirm.getByRole('status').filter({ hasText: 'Deleting your card…' }).count()).toBe(1);
    await dialog(page, 'Select Payment').getByText('Card Deleted!').waitFor();
    expect(await dialog(page, 'Select Payment').getByRole('radio', { name: amex }).count()).toBe(0);
  }, 60_000);
});

describe('the host contract on the demo page (embed)', () => {
  it('openFlyout right after mount opens the flyout once the cards are there', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&open=1');
    await dialog(page, 'Select Payment').getByRole('radio', { name: 'Visa card ending in 1111' }).waitFor();
  });

  it('flyoutDiv: the flyout renders in the host’s element', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&flyoutDiv=1');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    await openList(page);
    expect(await page.locator('#demo-flyout').getByRole('dialog', { name: 'Select Payment' }).count()).toBe(
      1,
    );
    expect(await page.locator('#wallet').getByRole('dialog').count()).toBe(0);
  });

  it('reload() during a form keeps the form and what was typed', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const add = await openAddCard(page);
    await add.getByLabel('First Name').fill('Casey');
    await secureFrame(page).getByLabel('Card number').fill('5555 5555 5555 4444');
    const reloaded = page.waitForResponse(
      (r) => r.url().endsWith(WALLET_PATHS.cards) && r.request().method() === 'GET',
    );
    await page.evaluate(() =>
      (window as unknown as { demoWallet: { reload: () => void } }).demoWallet.reload(),
    );
    await reloaded;
    await messages(page)
      .getByText(/"type":"data"/)
      .nth(1)
      .waitFor();
    expect(await add.getByLabel('First Name').inputValue()).toBe('Casey');
    expect(await secureFrame(page).getByLabel('Card number').inputValue()).toBe('5555 5555 5555 4444');
  });

  it('setData with a new EBT total: the chosen gift card now covers the order total, and it is said', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&total=50&ebt=0&snap=true');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    const list = await openList(page);
    await list.getByRole('checkbox', { name: 'Gift card ending in 4321' }).check();
    expect(await list.getByText('Your selected gift cards cover your order total.').count()).toBe(0);
    await page.evaluate(() =>
      (window as unknown as { demoWallet: { setData: (d: object) => void } }).demoWallet.setData({
        ebtTotal: 40,
      }),
    );
    await list.getByText('Your selected gift cards cover your order total.').waitFor();
  });

  it('unticking SNAP, then Cancel: the host gets a data message without the SNAP card', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&total=50&snap=true&ebt=10');
    await summaryOf(page).getByText('SNAP EBT card ending in 0001').waitFor();
    const list = await openList(page);
    // SNAP chosen: its fees go to the backup card (§8 info).
    await list
      .getByText('Fees and non-SNAP items will be billed to your backup credit or debit card.')
      .waitFor();
    await list.getByRole('checkbox', { name: 'SNAP EBT card ending in 0001' }).uncheck();
    await list.getByRole('button', { name: 'Cancel' }).click();
    await list.waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await messages(page).locator('li').allTextContents()).at(-1))
      .toMatch(/"type":"data","selectedCards":\{"bankCards":\["[^"]+"\],"snapCards":\[\],"giftCards":\[\]\}/);
    expect(await summaryOf(page).getByText('SNAP EBT card ending in 0001').count()).toBe(0);
  });

  it('a check-balance deep link: the PIN form while the balance is unknown (a 2-digit PIN: only the frame’s message), the list once it is known', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&snap=true&ebt=10');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    await page.getByRole('button', { name: 'Check SNAP EBT balance' }).click();
    const balance = dialog(page, 'Check Balance');
    await balance.getByRole('heading', { name: 'Enter Your SNAP EBT PIN' }).waitFor();
    const pinFrame = page.frameLocator('iframe.pw-secure-frame--pin');
    // A 2-digit PIN is a field mistake: the frame's message next to the field, no alert of the widget.
    await pinFrame.getByLabel('SNAP EBT PIN').fill('12');
    const confirm = balance.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await pinFrame.getByText('PIN must be exactly 4 digits.').waitFor();
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    expect(await balance.getByRole('alert').count()).toBe(0);
    await pinFrame.getByLabel('SNAP EBT PIN').fill('1234');
    await confirm.click();
    await balance.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Check SNAP EBT balance' }).click();
    const list = dialog(page, 'Select Payment');
    await list.getByText('USD 42.50 Remaining').waitFor();
    expect(await dialog(page, 'Check Balance').count()).toBe(0);
  });
});

describe('calls, failures and messages on the demo page (embed)', () => {
  it('an add sends the fraud fields: the transaction id the fraud script was loaded with, and its device data', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const add = await openAddCard(page);
    const tid = await page.evaluate(() =>
      new URL(document.querySelector<HTMLScriptElement>('script[data-wallet-fraud]')!.src).searchParams.get(
        'tid',
      ),
    );
    expect(tid).toMatch(/^[0-9a-f-]{36}$/);
    await add.getByLabel('First Name').fill('Casey');
    await add.getByLabel('Last Name').fill('Morgan');
    await secureFrame(page).getByLabel('Card number').fill('6011 1111 1111 1117');
    await secureFrame(page).getByLabel('Expiration date (MM/YY)').fill('08/31');
    await secureFrame(page).getByLabel('Security code (CVV)').fill('123');
    const posted = page.waitForRequest((r) => r.url().endsWith(WALLET_PATHS.cards) && r.method() === 'POST');
    await add.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    const body = (await posted).postDataJSON() as { accertifyTransactionId?: string; deviceInfo?: string };
    expect(body.accertifyTransactionId).toBe(tid);
    expect(body.deviceInfo).toMatch(/^sandbox\./);
    await dialog(page, 'Select Payment').getByText('Card Added!').waitFor();
  });

  it('a declined card (402) and a fraud refusal (422): the message, the host error message and the analytics event', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const add = await openAddCard(page);
    await add.getByLabel('First Name').fill('Casey');
    await add.getByLabel('Last Name').fill('Morgan');
    const frame = secureFrame(page);
    for (const [number, status, text] of [
      ['4000 0000 0000 0002', 402, 'Your card was declined. Please check all fields and try again.'],
      ['4000 0000 0000 0028', 422, "We're sorry, but the payment information is invalid."],
    ] as const) {
      await frame.getByLabel('Card number').fill(number);
      await frame.getByLabel('Expiration date (MM/YY)').fill('12/30');
      await frame.getByLabel('Security code (CVV)').fill('123');
      await add.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
      await add.getByRole('alert').filter({ hasText: text }).waitFor();
      await messages(page).getByText(`"type":"error","status":${status}`).waitFor();
      await messages(page)
        .getByText(new RegExp(`"analytics":"wallet_user_constraint".*"status":${status}`))
        .waitFor();
    }
  });

  it('a card deleted elsewhere (404 on Delete): the message, the host error message and the analytics event', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const list = await openList(page);
    const token = (
      (await (await page.request.post(WALLET_SANDBOX_PATHS.token)).json()) as { data: { token: string } }
    ).data.token;
    const cards = (await (
      await page.request.get(WALLET_PATHS.cards, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { payment: { cards: Array<{ id: string; lastFourPan: string }> } } };
    // The slow cards of the earlier tests (one per host), deleted behind the widget's back.
    const gone = cards.data.payment.cards.filter((c) => c.lastFourPan === '0036');
    expect(gone.length).toBeGreaterThan(0);
    for (const card of gone) {
      const deleted = await page.request.delete(WALLET_PATHS.card(card.id), {
        headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `gone-${card.id}` },
      });
      expect(deleted.status()).toBe(200);
    }
    const menu = list.getByRole('button', { name: 'Card actions: Visa card ending in 0036' }).first();
    await menu.click();
    await menu.locator('..').getByRole('button', { name: 'Delete' }).click();
    await dialog(page, 'Deleting Payment').getByRole('button', { name: 'Delete Card' }).click();
    await dialog(page, 'Select Payment')
      .getByText('There was a problem deleting your card, please try again.', { exact: false })
      .waitFor();
    await messages(page).getByText('"type":"error","status":404').waitFor();
    await messages(page)
      .getByText(/"analytics":"wallet_user_constraint".*"action":"deleteCard"/)
      .waitFor();
  });

  it('a failed gift card balance retry says so', async () => {
    const page = await signedIn();
    // The balance of gift card 4321 is missing from the answer, and its balance call fails.
    await page.route(`**${WALLET_PATHS.cards}`, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const json = (await response.json()) as {
        data: { payment: { cards: Array<{ lastFourPan: string; balance: unknown }> } };
      };
      for (const c of json.data.payment.cards) if (c.lastFourPan === '4321') c.balance = null;
      return route.fulfill({ response, json });
    });
    await page.route(`**${WALLET_PATHS.giftCardBalance}`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }),
    );
    await demoHost.open(page);
    const list = await openList(page);
    await list.getByText('Balance Error').waitFor();
    await list.getByRole('button', { name: 'Retry balance Gift card ending in 4321' }).click();
    await list
      .getByText("We couldn't retrieve your gift card's balance. Please try again.", { exact: false })
      .waitFor();
  });

  it('§8 info: a basket without SNAP items; gift cards that cover the total', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=checkout&total=10&snap=false');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    const list = await openList(page);
    await list.getByText('Your basket has no SNAP eligible items.').waitFor();
    await list.getByRole('checkbox', { name: 'Gift card ending in 4321' }).check();
    await list.getByText('Your selected gift cards cover your order total.').waitFor();
  });
});

describe('keyboard and screen readers on the demo page (embed)', () => {
  it('Escape on a card’s actions menu closes the menu only and focuses its button', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const list = await openList(page);
    const menu = list.getByRole('button', { name: 'Card actions: Visa card ending in 1111' });
    await menu.click();
    await menu.locator('..').getByRole('button', { name: 'Delete' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.locator('..').getByRole('button', { name: 'Delete' }).waitFor({ state: 'detached' });
    expect(await dialog(page, 'Select Payment').count()).toBe(1);
    await expectFocused(menu);
  });

  it('a form’s errors are announced and focus goes to the first invalid field; ids are unique', async () => {
    const page = await signedIn();
    await demoHost.open(page);
    const add = await openAddCard(page);
    await add.getByRole('button', { name: 'Add Credit/Debit Card' }).click();
    await add.getByRole('alert').filter({ hasText: 'First Name is a required field.' }).waitFor();
    await expectFocused(add.getByLabel('First Name'));
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      return ids.filter((id, i) => ids.indexOf(id) !== i);
    });
    expect(duplicates).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the demo host pages and the shopper’s My Wallet page', () => {
  it('the My Wallet demo page: headed My Wallet (not Checkout), the banner in its title, a footer', async () => {
    const page = await signedIn();
    await page.goto('/wallet-demo?app=clicklist&mode=mywallet');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    expect(await page.title()).toBe('Wallet demo for developers: clicklist, My Wallet | FreshWay Market');
    expect(await page.getByRole('heading', { level: 2, name: 'My Wallet' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Checkout' }).count()).toBe(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'My Wallet' }).waitFor();
  });

  it('signed out, the demo page sends the visitor to sign in with no uncaught error', async () => {
    const page = await newPage(browser, DESKTOP, {
      allowConsoleErrors: [/status of 401/],
    });
    await page.goto('/wallet-demo?app=clicklist&mode=mywallet');
    await page.waitForURL('**/signin?redirectUrl=**');
  });

  it('app=webhostedpaymentpage fits 375 px', async () => {
    const page = await signedIn(PHONE);
    await page.goto('/wallet-demo?app=webhostedpaymentpage&mode=checkout');
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  it('My Wallet from the home page: the shopper’s wallet in the site’s frame, in My Wallet mode', async () => {
    const page = await signedIn();
    await page.goto('/');
    await page.getByRole('link', { name: 'My Wallet' }).click();
    await page.waitForURL('**/account/wallet');
    await page.getByRole('heading', { level: 1, name: 'My Wallet' }).waitFor();
    await summaryOf(page).getByText('Visa card ending in 1111').waitFor();
    expect(await page.title()).toBe('My Wallet | FreshWay Market');
    // The site's own frame: its banner header and its footer.
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    await summaryOf(page).getByRole('button', { name: 'Change Payment Method' }).click();
    const wallet = dialog(page, 'Wallet');
    await wallet.waitFor();
    expect(await wallet.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
