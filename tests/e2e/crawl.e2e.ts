/**
 * Issue 13 points 7, 10, 11 and 13, end to end: no link of the product leads to "Page not found".
 * A crawler starts at the home page and visits every internal link of every page it reaches (the health
 * navigation's drill-down levels included), signed out and signed in, on three banners with different
 * capabilities: the main banner (pharmacy, Google, external create account), the email-verification banner
 * (terms) and a fuel banner (no pharmacy, no Google, logo not linked). On every page it fails on:
 * - a 404 answer or the app's "Page not found" page;
 * - an uncaught error or a console error;
 * - a title that is not the page's own ("<page> | <banner>", point 11);
 * - horizontal overflow at 375 px or at 320 px, or a header on two lines at 375 px (point 10);
 * - on the fuel banner, any link into the pharmacy (point 13).
 * Links to the second origin (the sandbox's stand-ins for partner sites) must answer 200.
 *
 * Efficient on purpose: one full page load per distinct page, where a page is its path and the names of its
 * query parameters (so /signin?redirectUrl=/a and /signin?redirectUrl=/b are visited once).
 */
import { BANNERS as ALL_BANNERS } from '../../domain/banners/registry';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CREATE_ACCOUNT_TEXTS } from '../../domain/account/accountEntry';
import { HOME_TEXTS } from '../../domain/home';
import { NOT_FOUND_MESSAGES } from '../../ui/app/NotFound';
import { launchBrowser, newPage, pageErrors } from './support/browser';
import { signInForPharmacy } from './support/pharmacy';

/** Pages of the server outside the app: no app title, no app shell. */
const SERVER_PAGES = [/^\/wallet-demo$/];

const PHONE = { width: 375, height: 812 };
const NARROW = 320;

interface CrawlBanner {
  slug: string;
  title: string;
  pharmacy: boolean;
  signIn: (page: Page) => Promise<void>;
}

const BANNERS: CrawlBanner[] = [
  {
    slug: 'freshway',
    title: 'FreshWay Market',
    pharmacy: true,
    // Authorized for the pharmacy (a remembered browser): the crawler walks the pharmacy's pages with their data.
    signIn: (page) => signInForPharmacy(page, { email: 'shopper@example.com', password: 'Shopper123' }),
  },
  {
    slug: 'meadowlark',
    title: 'Meadowlark Foods',
    pharmacy: true,
    signIn: (page) => signInForPharmacy(page, { email: 'meadow@example.com', password: 'Meadow123' }),
  },
  {
    slug: 'freshway-fuel',
    title: 'FreshWay Fuel',
    pharmacy: false,
    // No demo account on the fuel banner: the crawler creates one, as a shopper would.
    signIn: async (page) => {
      await page.goto('/account/create');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.firstName).fill('Casey');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.lastName).fill('Crawler');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.email).fill('crawler@example.com');
      await page.getByLabel(CREATE_ACCOUNT_TEXTS.password, { exact: true }).fill('Crawler2026');
      await page.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.submit }).click();
      await page.getByRole('button', { name: CREATE_ACCOUNT_TEXTS.continue }).waitFor();
    },
  },
];

/** One visit per page: its path and the names of its query parameters. */
function pageKey(url: URL): string {
  const names = [...new Set(url.searchParams.keys())].sort().join('&');
  return `${url.pathname}${names ? `?${names}` : ''}`;
}

/**
 * Waits until the address stops changing: a page may send the shopper on at once (a signed-in visitor of the
 * sign-in page to its redirect, which may be a page of the server loaded as a whole).
 */
async function arrived(page: Page): Promise<void> {
  for (let i = 0; i < 30; i++) {
    const before = page.url();
    await page.waitForLoadState('load');
    await page.waitForTimeout(100);
    if (page.url() === before) return;
  }
}

/** Waits until the page has settled: its main heading is there and nothing in it is still loading. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.querySelector('main') ?? document.body;
      return root.querySelector('h1') !== null && root.querySelector('.spinner') === null;
    },
    undefined,
    { timeout: 30_000 },
  );
}

async function overflowAt(page: Page, width: number): Promise<string | null> {
  await page.setViewportSize({ width, height: PHONE.height });
  return page.evaluate((w) => {
    const wide = document.documentElement.scrollWidth;
    if (wide <= w) return null;
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > w + 1)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `${wide}px wide at ${w}px (${culprits.join(', ')})`;
  }, width);
}

/** The header's navigation sits beside the logo, not under it. */
async function headerOnOneLine(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector('.site-header');
    const nav = header?.querySelector('.site-header__nav');
    const logo = header?.querySelector('.site-header__logo');
    if (!header || !nav || !logo) return true;
    return nav.getBoundingClientRect().top < logo.getBoundingClientRect().bottom;
  });
}

/** Every link of the page, the health navigation's drill-down levels included. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href)))
      hrefs.add(href);
  };
  await collect();
  const parents = page.locator('.health-nav__parent');
  const count = await parents.count();
  if (count > 0) {
    const toggle = page.getByRole('button', { name: 'Health Menu' });
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false')
      await toggle.click();
    for (let i = 0; i < count; i++) {
      await parents.nth(i).click();
      await collect();
      await page.locator('.health-nav__back').click();
    }
  }
  return [...hrefs];
}

interface CrawlReport {
  visited: string[];
  failures: string[];
}

async function crawl(page: Page, banner: CrawlBanner, baseUrl: string, secondOrigin: string) {
  const report: CrawlReport = { visited: [], failures: [] };
  const base = new URL(baseUrl);
  const seen = new Set<string>();
  const queue: URL[] = [new URL('/', base)];
  seen.add(pageKey(queue[0]!));
  const checkedExternal = new Set<string>();
  let errorsBefore = pageErrors(page).length;

  while (queue.length > 0) {
    const url = queue.shift()!;
    const where = `${banner.slug} ${url.pathname}${url.search}`;
    const response = await page.goto(url.href);
    if (response?.status() === 404) {
      report.failures.push(`${where}: answered 404`);
      continue;
    }
    await arrived(page);
    const landed = new URL(page.url());
    seen.add(pageKey(landed));
    report.visited.push(landed.pathname + landed.search);
    const serverPage = SERVER_PAGES.some((p) => p.test(landed.pathname));
    if (!serverPage) await settled(page);

    const notFound = await page.getByRole('heading', { name: NOT_FOUND_MESSAGES.title }).count();
    if (notFound) report.failures.push(`${where}: "Page not found"`);

    if (!serverPage) {
      const title = await page.title();
      const own = title.endsWith(` | ${banner.title}`) ? title.slice(0, -` | ${banner.title}`.length) : '';
      if (!own || own === banner.title)
        report.failures.push(`${where}: title "${title}" is not the page's own`);
    }
    if (!(await headerOnOneLine(page))) report.failures.push(`${where}: header on two lines at 375 px`);
    for (const width of [PHONE.width, NARROW]) {
      const overflow = await overflowAt(page, width);
      if (overflow) report.failures.push(`${where}: ${overflow}`);
    }
    await page.setViewportSize(PHONE);

    const errors = pageErrors(page);
    for (const error of errors.slice(errorsBefore)) report.failures.push(`${where}: ${error}`);
    errorsBefore = errors.length;
    if (notFound) continue;

    for (const href of await linksOf(page)) {
      const link = new URL(href);
      link.hash = '';
      if (link.protocol !== 'http:' && link.protocol !== 'https:') continue;
      if (link.origin === secondOrigin) {
        if (checkedExternal.has(link.pathname)) continue;
        checkedExternal.add(link.pathname);
        const answer = await page.request.get(link.href);
        if (answer.status() !== 200)
          report.failures.push(`${where}: ${link.href} answered ${answer.status()}`);
        continue;
      }
      if (link.origin !== base.origin) continue;
      // The sandbox home page's banner switch (`?banner=<another slug>`) leaves this banner (it sets the browser's
      // banner cookie): it must name a banner that exists, and the crawl of this banner does not follow it.
      const switchTo = link.searchParams.get('banner');
      if (switchTo !== null && switchTo !== banner.slug) {
        if (!ALL_BANNERS.some((b) => b.slug === switchTo))
          report.failures.push(`${where}: ${link.href} switches to an unknown banner`);
        continue;
      }
      if (!banner.pharmacy && /^\/(rx|health)(\/|$)/.test(link.pathname))
        report.failures.push(`${where}: links to ${link.pathname} on a banner without a pharmacy`);
      const key = pageKey(link);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push(link);
    }
  }
  return report;
}

describe('every link of the product leads to a page (signed out and in, three banners, 320 and 375 px)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  const secondOrigin = inject('secondOrigin');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const banner of BANNERS) {
    it(`${banner.title}: signed out, then signed in`, { timeout: 240_000 }, async () => {
      const page = await newPage(browser, PHONE);
      // The sandbox keeps the banner chosen here for every later page load (point 13).
      await page.goto(`/?banner=${banner.slug}`);
      await page.getByRole('heading', { level: 1, name: HOME_TEXTS.heading(banner.title) }).waitFor();
      const out = await crawl(page, banner, baseUrl, secondOrigin);
      await banner.signIn(page);
      const signedIn = await crawl(page, banner, baseUrl, secondOrigin);
      console.log(
        `[crawl] ${banner.slug}: ${out.visited.length} pages signed out, ${signedIn.visited.length} signed in`,
      );
      expect([...out.failures, ...signedIn.failures]).toEqual([]);
      expect(out.visited.length).toBeGreaterThan(8);
      expect(signedIn.visited).toContain('/account/profile');
    });
  }
});
