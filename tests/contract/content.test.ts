// @vitest-environment node
/** Health navigation documents (account-signin.md §2 "Health left navigation", §7). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import {
  ARTICLE_PATHS,
  articleDocumentSchema,
  CONTENT_PATHS,
  type NavItem,
  navDocumentSchema,
} from '../../api/contracts/content';
import { IDENTITY_PATHS } from '../../api/contracts/identity';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { ACCOUNTS, Browser, openTestServer, signIn, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const outline = (items: NavItem[]): unknown[] =>
  items.map((i) => (i.children ? { [`${i.title} ${i.url}`]: outline(i.children) } : `${i.title} ${i.url}`));

describe('signed-out navigation', () => {
  it('is public and answers the contract', async () => {
    const response = await server.app.request(CONTENT_PATHS.unauthLeftNav);
    expect(response.status).toBe(200);
    const doc = z.parse(navDocumentSchema, await response.json());
    expect(outline(doc.data.menu.children)).toEqual([
      'Health Home /health',
      {
        'Pharmacy /rx': [
          'Refill as Guest /rx/guest-refill',
          'Transfer Prescriptions /rx/guest/transfer-prescriptions',
        ],
      },
      { 'Profile & Settings /account': ['Sign In /signin', 'Personal Information /account/profile'] },
    ]);
    expect(doc.data.menu.children.every((item) => typeof item.icon === 'string')).toBe(true);
  });
});

describe('signed-in navigation', () => {
  it('answers 401 to an anonymous browser', async () => {
    const response = await server.app.request(CONTENT_PATHS.authLeftNav);
    expect(response.status).toBe(401);
    expect(z.safeParse(errorBodySchema, await response.json()).success).toBe(true);
  });

  it('answers 403 at the identity level', async () => {
    const browser = new Browser(server.app);
    await browser.post(SERVER_SANDBOX_PATHS.identitySession, { email: ACCOUNTS.shopper.email });
    expect((await browser.get(CONTENT_PATHS.authLeftNav)).status).toBe(403);
  });

  it('answers 403 to an authenticated session on an unknown machine', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper, false);
    const response = await browser.get(CONTENT_PATHS.authLeftNav);
    expect(response.status).toBe(403);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('FORBIDDEN');
  });

  it('answers the document on a known machine', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper, true);
    const session = await (await browser.get(IDENTITY_PATHS.session)).json();
    expect(session.data.knownMachine).toBe(true);

    const response = await browser.get(CONTENT_PATHS.authLeftNav);
    expect(response.status).toBe(200);
    const doc = z.parse(navDocumentSchema, await response.json());
    expect(outline(doc.data.menu.children)).toEqual([
      'Health Home /health',
      {
        'Pharmacy /rx': [
          'My Prescriptions /rx/dashboard',
          'Refills /rx/refills',
          'Auto Refill /rx/auto-refills',
          'Prescription Status /rx/tracker',
          'Transfer Prescriptions /rx/transfer-prescriptions',
          'Prescription History /rx/prescription-history',
        ],
      },
      {
        'Health Services /health/services': ['Vaccine Record /rx/digital-vaccine-record'],
      },
      {
        'Profile & Settings /account': [
          'Personal Information /account/profile',
          'Communication Preferences /rx/comm-prefs',
          'Patient Profile /rx/patient-profile',
          'Patient Access /rx/patient-access',
        ],
      },
    ]);
  });
});

describe('help and legal pages (issue 13 point 7)', () => {
  it.each([
    ['faq', 'Frequently Asked Questions'],
    ['contact', 'Contact Us'],
    ['terms', 'Terms and Conditions'],
    ['privacy', 'Privacy Policy'],
  ] as const)('%s is public and answers the contract with its title', async (kind, title) => {
    const response = await server.app.request(ARTICLE_PATHS[kind]);
    expect(response.status).toBe(200);
    const doc = z.parse(articleDocumentSchema, await response.json());
    expect(doc.data.article.title).toBe(title);
    expect(doc.data.article.sections.length).toBeGreaterThan(0);
  });
});
