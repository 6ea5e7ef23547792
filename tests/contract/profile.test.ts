// @vitest-environment node
/** Customer profile service (account-signin.md §3, §7) and its sandbox failure scenarios (§8). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { PROFILE_PATHS, profileResponseSchema, rawProfileSchema } from '../../api/contracts/profile';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { mapProfile } from '../../domain/account/profile';
import { ACCOUNTS, Browser, openTestServer, setCookie, signIn, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const FULL = `${PROFILE_PATHS.profile}?projections=customerProfile.full`;

async function profileOf(browser: Browser) {
  const response = await browser.get(FULL);
  expect(response.status).toBe(200);
  return z.parse(profileResponseSchema, await response.json()).data.customerProfile;
}

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(server.app);
  await signIn(browser, account);
  return browser;
}

describe('GET profile', () => {
  it.each(Object.entries(ACCOUNTS))('answers the contract for %s', async (_name, account) => {
    const profile = await profileOf(await signedIn(account));
    expect(z.safeParse(rawProfileSchema, profile).success).toBe(true);
    expect(profile.contactInfo.emails[0]?.address).toBe(account.email);
  });

  it('maps to the shopper the spec describes', async () => {
    const profile = mapProfile(await profileOf(await signedIn(ACCOUNTS.shopper)));
    expect(profile).toMatchObject({
      userId: '{6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01}',
      firstName: 'Jordan',
      lastName: 'Whitfield',
      emailAddress: 'shopper@example.com',
      loyaltyCardNumber: '4800012345678',
      mobilePhoneNumber: '(513) 555-0142',
      homePhoneNumber: '(513) 555-0178',
      // Created 23:30 in Chicago, already the 15th in UTC.
      dateCreated: '03/14/2021',
      dateRegistrationConfirmed: '03/15/2021',
      isEmailConfirmed: true,
      dateMobilePhoneVerified: '06/01/2022',
      relevantAdsOptIn: true,
      bannerSpecificDetails: [
        {
          banner: 'freshway',
          preferredStoreNumber: '00412',
          preferredStoreDivisionNumber: '014',
          communityRewardsEnabled: true,
        },
      ],
    });
    // The HOME address, though a WORK address comes first.
    expect(profile.address).toEqual({
      addressLine1: '4821 Maple Ridge Dr',
      addressLine2: 'Apt 3B',
      city: 'Cincinnati',
      countryCode: 'US',
      stateCode: 'OH',
      zip: '45227',
    });
  });

  it('maps the new patient without phones and the unverified customer', async () => {
    const patient = mapProfile(await profileOf(await signedIn(ACCOUNTS.newPatient)));
    expect(patient).toMatchObject({ mobilePhoneNumber: null, homePhoneNumber: null, isEmailConfirmed: true });
    const unverified = mapProfile(await profileOf(await signedIn(ACCOUNTS.unverified)));
    expect(unverified).toMatchObject({
      isEmailConfirmed: false,
      dateRegistrationConfirmed: null,
      address: null,
    });
  });

  it('shows each session only its own customer', async () => {
    const shopper = await signedIn(ACCOUNTS.shopper);
    const patient = await signedIn(ACCOUNTS.newPatient);
    const [a, b] = await Promise.all([profileOf(shopper), profileOf(patient)]);
    expect(a.id).toBe('6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01');
    expect(b.id).toBe('6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02');
    expect(JSON.stringify(b)).not.toContain('shopper@example.com');
    expect(JSON.stringify(a)).not.toContain('newpatient@example.com');
  });

  it('answers 401 without a session', async () => {
    const response = await new Browser(server.app).get(FULL);
    expect(response.status).toBe(401);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 403 to a session at the identity level only', async () => {
    const browser = new Browser(server.app);
    await browser.post(SERVER_SANDBOX_PATHS.identitySession, { email: ACCOUNTS.shopper.email });
    const response = await browser.get(FULL);
    expect(response.status).toBe(403);
    expect(z.parse(errorBodySchema, await response.json()).error.code).toBe('FORBIDDEN');
  });

  it('answers 400 to an unknown projection', async () => {
    const response = await (await signedIn(ACCOUNTS.shopper)).get(
      `${PROFILE_PATHS.profile}?projections=everything`,
    );
    expect(response.status).toBe(400);
    const body = z.parse(errorBodySchema, await response.json());
    expect(Object.keys(body.error.fields ?? {})).toEqual(['projections']);
  });

  it('answers without the projection query too', async () => {
    const response = await (await signedIn(ACCOUNTS.shopper)).get(PROFILE_PATHS.profile);
    expect(response.status).toBe(200);
  });
});

describe('sandbox scenarios', () => {
  it('sets a readable scenario cookie and clears it with none', async () => {
    const browser = new Browser(server.app);
    const set = await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'malformed-profile' });
    expect(set.status).toBe(200);
    const cookie = setCookie(set, 'sandbox_scenario');
    expect(cookie?.value).toBe('malformed-profile');
    expect(cookie?.attributes.httponly).toBeUndefined();
    await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'none' });
    expect(browser.cookies.has('sandbox_scenario')).toBe(false);
    expect((await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'explode' })).status).toBe(400);
  });

  it('breaks the shopper profile contract with the cookie', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'malformed-profile' });
    const response = await browser.get(FULL);
    expect(response.status).toBe(200);
    expect(z.safeParse(profileResponseSchema, await response.json()).success).toBe(false);
  });

  it('breaks the shopper profile contract with the header', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    const response = await browser.get(FULL, { 'X-Sandbox-Scenario': 'malformed-profile' });
    expect(response.status).toBe(200);
    expect(z.safeParse(profileResponseSchema, await response.json()).success).toBe(false);
  });

  it('fails the shopper profile with a 500 for profile-500', async () => {
    const browser = await signedIn(ACCOUNTS.shopper);
    await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'profile-500' });
    const response = await browser.get(FULL);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Sandbox failure' } });
  });

  it('leaves the other accounts alone', async () => {
    const browser = await signedIn(ACCOUNTS.newPatient);
    await browser.post(SERVER_SANDBOX_PATHS.scenario, { scenario: 'malformed-profile' });
    const response = await browser.get(FULL, { 'X-Sandbox-Scenario': 'profile-500' });
    expect(response.status).toBe(200);
    expect(z.safeParse(profileResponseSchema, await response.json()).success).toBe(true);
  });

  it('still requires a session', async () => {
    const response = await new Browser(server.app).get(FULL, { 'X-Sandbox-Scenario': 'malformed-profile' });
    expect(response.status).toBe(401);
  });
});
