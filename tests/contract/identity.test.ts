// @vitest-environment node
/** Identity service against its contract (account-signin.md §3, §6, §7): sign-in, session, sign-out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import {
  IDENTITY_PATHS,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '../../api/contracts/identity';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import { ACCOUNTS, Browser, openTestServer, setCookie, signIn, type TestServer } from './support';

let server: TestServer;
beforeAll(async () => {
  server = await openTestServer();
});
afterAll(async () => {
  await server.db.close();
});

const countSessions = async () =>
  Number(
    (
      await server.db.kysely
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function sessionOf(browser: Browser) {
  const response = await browser.get(IDENTITY_PATHS.session);
  expect(response.status).toBe(200);
  return z.parse(sessionResponseSchema, await response.json()).data;
}

describe('POST sign-in', () => {
  it('signs in, answers the contract and sets an HttpOnly SameSite=Lax session cookie', async () => {
    const browser = new Browser(server.app);
    const response = await browser.post(IDENTITY_PATHS.signIn, { ...ACCOUNTS.shopper, rememberMe: false });
    expect(response.status).toBe(200);
    const body = z.parse(signInResponseSchema, await response.json());
    expect(body.data).toMatchObject({ statusCode: 200, statusMessage: 'SUCCESS' });
    expect(body.data.authenticationState?.userInfo).toEqual({
      userId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01',
      emailVerified: true,
      banner: 'freshway',
      authorities: [],
    });
    const sid = setCookie(response, 'sid');
    expect(sid?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    // Without "Keep me signed in" the cookie ends with the browser session, and the browser is not registered.
    expect(sid?.attributes['max-age']).toBeUndefined();
    expect(setCookie(response, 'did')).toBeUndefined();
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('keeps a remembered session for 30 days and registers the device', async () => {
    const browser = new Browser(server.app);
    const response = await signIn(browser, ACCOUNTS.shopper, true);
    expect(setCookie(response, 'sid')?.attributes['max-age']).toBe(String(30 * 24 * 60 * 60));
    expect(setCookie(response, 'did')?.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
    // The database holds hashes only, never the cookie values.
    const tokens = [browser.cookies.get('sid'), browser.cookies.get('did')];
    const sessions = await server.db.kysely.selectFrom('sessions').select('id').execute();
    const devices = await server.db.kysely.selectFrom('devices').select('device_hash').execute();
    for (const token of tokens) {
      expect(sessions.some((s) => s.id === token)).toBe(false);
      expect(devices.some((d) => d.device_hash === token)).toBe(false);
    }
  });

  it('accepts the email in any letter case', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, { email: 'Shopper@Example.COM', password: ACCOUNTS.shopper.password });
  });

  it('reports an unverified email in userInfo', async () => {
    const response = await signIn(new Browser(server.app), ACCOUNTS.unverified);
    const body = z.parse(signInResponseSchema, await response.json());
    expect(body.data.authenticationState?.userInfo?.emailVerified).toBe(false);
  });

  it('gives the same 401 for a wrong password and an unknown email, and creates no session', async () => {
    const before = await countSessions();
    const wrongPassword = await server.app.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ACCOUNTS.shopper.email, password: 'Wrong1234', rememberMe: false }),
    });
    const unknownEmail = await server.app.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1234', rememberMe: false }),
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const a = z.parse(errorBodySchema, await wrongPassword.json());
    const b = z.parse(errorBodySchema, await unknownEmail.json());
    expect(a).toEqual(b);
    expect(a.error.code).toBe('INVALID_CREDENTIALS');
    expect(wrongPassword.headers.getSetCookie()).toEqual([]);
    expect(await countSessions()).toBe(before);
  });

  it('answers 400 with field messages for a bad body and stores nothing', async () => {
    const before = await countSessions();
    const browser = new Browser(server.app);
    const response = await browser.post(IDENTITY_PATHS.signIn, { email: 'not-an-email', password: 'x' });
    expect(response.status).toBe(400);
    const body = z.parse(errorBodySchema, await response.json());
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toMatchObject({ email: 'Please enter a valid email address' });
    expect(body.error.fields?.rememberMe).toBeTypeOf('string');
    expect(browser.cookies.size).toBe(0);
    expect(await countSessions()).toBe(before);
  });

  it('answers 400 for a missing password, malformed JSON and social sign-in', async () => {
    const browser = new Browser(server.app);
    const noPassword = await browser.post(IDENTITY_PATHS.signIn, {
      email: ACCOUNTS.shopper.email,
      rememberMe: true,
    });
    expect(noPassword.status).toBe(400);
    expect(z.parse(errorBodySchema, await noPassword.json()).error.fields).toEqual({
      password: 'Password is required',
    });

    const malformed = await browser.request(IDENTITY_PATHS.signIn, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(z.parse(errorBodySchema, await malformed.json()).error.code).toBe('VALIDATION');

    const social = await browser.post(IDENTITY_PATHS.signIn, {
      email: ACCOUNTS.shopper.email,
      rememberMe: false,
      token: 'google-id-token',
      socialType: 'Google',
    });
    // A social token must be a credential signed by the provider (stand-in): anything else is refused.
    expect(social.status).toBe(401);
    expect(z.parse(errorBodySchema, await social.json()).error.code).toBe('SOCIAL_CREDENTIAL_INVALID');
    expect(browser.cookies.size).toBe(0);
  });
});

describe('GET session', () => {
  it('is anonymous without a session', async () => {
    expect(await sessionOf(new Browser(server.app))).toEqual({
      authLevel: 'anonymous',
      knownMachine: false,
      rememberedSessionLapsed: false,
      userInfo: null,
    });
  });

  it('is anonymous with an unknown sid, and clears that cookie', async () => {
    const browser = new Browser(server.app);
    browser.cookies.set('sid', 'forged-token');
    expect((await sessionOf(browser)).authLevel).toBe('anonymous');
    expect(browser.cookies.has('sid')).toBe(false);
  });

  it('is authenticated, not on a known machine, after a plain sign-in', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.newPatient);
    const session = await sessionOf(browser);
    expect(session).toMatchObject({
      authLevel: 'authenticated',
      knownMachine: false,
      rememberedSessionLapsed: false,
    });
    expect(session.userInfo?.userId).toBe('6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02');
  });

  it('is on a known machine after a remembered sign-in, and stays so for later plain sign-ins', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.newPatient, true);
    expect((await sessionOf(browser)).knownMachine).toBe(true);

    await browser.post(IDENTITY_PATHS.signOut);
    await signIn(browser, ACCOUNTS.newPatient, false);
    expect((await sessionOf(browser)).knownMachine).toBe(true);
  });

  it('does not count a device registered to another customer', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper, true);
    await browser.post(IDENTITY_PATHS.signOut);
    await signIn(browser, ACCOUNTS.unverified, false);
    expect((await sessionOf(browser)).knownMachine).toBe(false);
  });

  it('reports a lapsed remembered session once, and clears its cookie', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper, true);
    expect((await browser.post(SERVER_SANDBOX_PATHS.expireSession)).status).toBe(200);

    expect(await sessionOf(browser)).toEqual({
      authLevel: 'anonymous',
      knownMachine: false,
      rememberedSessionLapsed: true,
      userInfo: null,
    });
    expect(browser.cookies.has('sid')).toBe(false);
    expect((await sessionOf(browser)).rememberedSessionLapsed).toBe(false);
  });

  it('does not report a lapse for an expired session that was not remembered', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper, false);
    await browser.post(SERVER_SANDBOX_PATHS.expireSession);
    const session = await sessionOf(browser);
    expect(session).toMatchObject({ authLevel: 'anonymous', rememberedSessionLapsed: false });
  });

  it('is at the identity level after the sandbox identity-session helper', async () => {
    const browser = new Browser(server.app);
    const response = await browser.post(SERVER_SANDBOX_PATHS.identitySession, {
      email: ACCOUNTS.shopper.email,
    });
    expect(response.status).toBe(200);
    const session = await sessionOf(browser);
    expect(session.authLevel).toBe('identity');
    expect(session.userInfo?.userId).toBe('6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01');

    const unknown = await browser.post(SERVER_SANDBOX_PATHS.identitySession, { email: 'nobody@example.com' });
    expect(unknown.status).toBe(404);
  });
});

describe('POST sign-out', () => {
  it('deletes the session and clears the cookie', async () => {
    const browser = new Browser(server.app);
    await signIn(browser, ACCOUNTS.shopper);
    const before = await countSessions();
    const response = await browser.post(IDENTITY_PATHS.signOut);
    expect(response.status).toBe(200);
    expect(z.parse(signOutResponseSchema, await response.json())).toEqual({ data: { signedOut: true } });
    expect(setCookie(response, 'sid')?.attributes['max-age']).toBe('0');
    expect(await countSessions()).toBe(before - 1);
    expect((await sessionOf(browser)).authLevel).toBe('anonymous');
  });

  it('is harmless without a session', async () => {
    const response = await new Browser(server.app).post(IDENTITY_PATHS.signOut);
    expect(response.status).toBe(200);
  });
});
