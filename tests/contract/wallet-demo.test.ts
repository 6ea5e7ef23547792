// @vitest-environment node
/**
 * The wallet's host-developer demo pages (/wallet-demo, docs/wallet-embedding.md) as the server answers them: a
 * title with the banner ("<page> | <banner>", docs/choices.md "Page titles"), the site's header and footer, a
 * heading that says the mode (My Wallet is not "Checkout"), the host's calls, a link to the shoppers' My Wallet
 * page, long app names that wrap at 375 px, and a script that sends a signed-out visitor to sign in without
 * throwing. Driven through app.request(); the page in a browser: tests/e2e/wallet-host.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestServer, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

async function demo(query: string, headers: Record<string, string> = {}) {
  const response = await server.app.request(`/wallet-demo?${query}`, { headers });
  expect(response.status).toBe(200);
  return response.text();
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>([^<]*)</h${level}>`, 'g'))].map((m) => m[1]);

describe('the wallet demo host page', () => {
  it('My Wallet mode: its title names the banner, its heading says My Wallet (not Checkout)', async () => {
    const html = await demo('app=clicklist&mode=mywallet');
    expect(titleOf(html)).toBe('Wallet demo for developers: clicklist, My Wallet | FreshWay Market');
    expect(headings(html, 1)).toEqual(['Wallet demo for developers: clicklist, My Wallet']);
    expect(headings(html, 2)).toContain('My Wallet');
    expect(headings(html, 2)).not.toContain('Checkout');
  });

  it('checkout mode says Checkout; the banner chosen in the sandbox (query or cookie) names the title', async () => {
    const checkout = await demo('app=rxweb&mode=checkout&banner=meadowlark');
    expect(titleOf(checkout)).toBe('Wallet demo for developers: rxweb, checkout | Meadowlark Foods');
    expect(headings(checkout, 2)).toContain('Checkout');
    const kept = await demo('app=eprn', { Cookie: 'banner=meadowlark' });
    expect(titleOf(kept)).toBe('Wallet demo for developers: eprn, checkout | Meadowlark Foods');
  });

  it('has the site’s header and a footer, and sends shoppers to their My Wallet page', async () => {
    const html = await demo('app=clicklist&mode=mywallet');
    expect(html).toMatch(/<header class="site"><a href="\/">FreshWay Market<\/a>/);
    expect(html).toMatch(
      /<footer><nav aria-label="Site"><a href="\/">Home<\/a><a href="\/account\/wallet">My Wallet<\/a>/,
    );
    expect(html).toContain('Shoppers use <a href="/account/wallet">My Wallet</a>.');
  });

  it('offers the host’s calls: openFlyout, the check-balance deep link, reload, setData with an EBT total', async () => {
    const html = await demo('app=clicklist&mode=checkout&snap=true&ebt=10');
    for (const id of ['open-flyout', 'open-check-balance', 'reload-cards', 'set-data'])
      expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(
      /<label>EBT payment total <input id="ebt-total" inputmode="decimal" value="10"><\/label>/,
    );
  });

  it('long app names wrap (webhostedpaymentpage at 375 px): headings, app links and messages break anywhere', async () => {
    const html = await demo('app=webhostedpaymentpage&mode=checkout');
    expect(html).toContain('h1,nav a,#messages li{overflow-wrap:anywhere}');
  });

  it('signed out, the script goes to sign in and stops (no uncaught "signed out" error)', async () => {
    const html = await demo('app=clicklist&mode=mywallet');
    expect(html).not.toContain("throw new Error('signed out')");
    expect(html).toContain('if (r.status === 401) { signIn(); return null; }');
    expect(html).toContain('if (!first) return;');
  });
});
