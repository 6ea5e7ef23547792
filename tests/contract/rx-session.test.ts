// @vitest-environment node
/**
 * The pharmacy session and customer status (pharmacy-portal.md §3 "Customer status", §4 "Session", "Customer status
 * call", "Link state"; §7.3), the logout route of §2.1, and the authorization rule of docs/choices.md: a linked
 * customer on a browser that is not remembered is not AUTHORIZED until `authorizeSession` (a correct security
 * answer); a remembered device is; PUT session marks only an AUTHORIZED customer with a patient, and never revives a
 * session that timed out.
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  customerStatusSchema,
  RX_SECURITY_PATHS,
  rxSessionAuthorizedSchema,
  rxSessionSchema,
} from '../../api/contracts/rx-security';
import { createApp } from '../../server/app';
import { SERVER_SANDBOX_PATHS } from '../../server/http/paths';
import type { AppDeps } from '../../server/http/deps';
import { type RxEnv, rxAuth, rxCustomer } from '../../server/rx/auth';
import { authorizeSession } from '../../server/rx/session';
import { ACCOUNTS, Browser, openTestServer, signIn, testConfig, type TestServer } from './support';

let server: TestServer;
let app: Hono;
let clock = new Date('2026-11-23T15:00:00.000Z');
const config = testConfig({ rxTimeouts: { warningSeconds: 540, expirySeconds: 61 } });

beforeAll(async () => {
  server = await openTestServer();
  app = createApp({ db: server.db, config, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

const tick = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(app);
  await signIn(browser, account);
  return browser;
}

async function session(browser: Browser) {
  const response = await browser.get(RX_SECURITY_PATHS.session);
  expect(response.status).toBe(200);
  return z.parse(rxSessionSchema, await response.json());
}

async function mark(browser: Browser) {
  const response = await browser.request(RX_SECURITY_PATHS.session, { method: 'PUT', json: {} });
  expect(response.status).toBe(200);
  return z.parse(rxSessionSchema, await response.json());
}

async function status(browser: Browser) {
  const response = await browser.get(RX_SECURITY_PATHS.customerStatus);
  expect(response.status).toBe(200);
  return z.parse(customerStatusSchema, await response.json());
}

async function rememberThisBrowser(browser: Browser) {
  expect((await browser.post(SERVER_SANDBOX_PATHS.rxRememberDevice)).status).toBe(204);
}

describe('pharmacy session', () => {
  it('is not AUTHORIZED for a linked customer on a browser that is not remembered; PUT does not mark it', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    expect(await session(jordan)).toEqual({
      active: false,
      lastAccessDate: null,
      secondsLeft: 601,
      status: 'UNAUTHORIZED',
      timeouts: { warningSeconds: 540, expirySeconds: 61 },
    });
    expect((await mark(jordan)).active).toBe(false);
    expect((await status(jordan)).customerVerified).toBe(false);
  });

  it('is AUTHORIZED on a remembered device; PUT marks it active and counts down from warning + expiry', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    await rememberThisBrowser(jordan);
    const marked = await mark(jordan);
    expect(marked).toMatchObject({ active: true, status: 'AUTHORIZED', secondsLeft: 601 });
    expect(marked.lastAccessDate).toBe(clock.toISOString());
    tick(600);
    expect(await session(jordan)).toMatchObject({ active: true, secondsLeft: 1 });
    const authorized = z.parse(
      rxSessionAuthorizedSchema,
      await (await jordan.get(RX_SECURITY_PATHS.sessionAuthorized)).json(),
    );
    expect(authorized).toEqual({ authorized: true, active: true, status: 'AUTHORIZED' });
    expect((await status(jordan)).customerVerified).toBe(true);
  });

  it('times out after warning + expiry without a mark, and PUT does not revive it', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    await rememberThisBrowser(jordan);
    await mark(jordan);
    tick(602);
    const timedOut = await session(jordan);
    expect(timedOut.active).toBe(false);
    expect(timedOut.secondsLeft).toBeLessThan(0);
    expect((await mark(jordan)).active).toBe(false);
    expect((await status(jordan)).customerVerified).toBe(false);
  });

  it('a new sign-in is a new pharmacy session', async () => {
    const first = await signedIn(ACCOUNTS.shopper);
    await rememberThisBrowser(first);
    await mark(first);
    tick(700);
    const again = new Browser(app);
    for (const [name, value] of first.cookies) if (name === 'rxd') again.cookies.set(name, value);
    await signIn(again, ACCOUNTS.shopper);
    expect(await session(again)).toMatchObject({ active: false, lastAccessDate: null, status: 'AUTHORIZED' });
    expect((await mark(again)).active).toBe(true);
  });

  it('a customer without patients is never marked active (nothing to protect)', async () => {
    const priya = await signedIn(ACCOUNTS.newPatient);
    await rememberThisBrowser(priya);
    expect(await mark(priya)).toMatchObject({ active: false, status: 'AUTHORIZED', lastAccessDate: null });
  });

  it('answers 401 to every session call without a signed-in customer', async () => {
    const anonymous = new Browser(app);
    for (const path of [
      RX_SECURITY_PATHS.session,
      RX_SECURITY_PATHS.sessionAuthorized,
      RX_SECURITY_PATHS.customerStatus,
    ])
      expect((await anonymous.get(path)).status).toBe(401);
    expect((await anonymous.request(RX_SECURITY_PATHS.session, { method: 'PUT', json: {} })).status).toBe(
      401,
    );
  });
});

describe('authorizeSession (what a correct security answer calls)', () => {
  it('makes this sign-in AUTHORIZED, and with rememberDevice remembers the browser', async () => {
    const deps: AppDeps = { db: server.db.kysely, config, now: () => clock };
    const probe = new Hono<RxEnv>();
    probe.post('/rx-security/test-probe/authorize', async (c) => {
      await authorizeSession(c, deps, rxCustomer(c), { rememberDevice: c.req.query('remember') === 'true' });
      return c.body(null, 204);
    });
    const guarded = new Hono<RxEnv>();
    guarded.use('/rx-security/*', rxAuth(deps));
    guarded.route('/', probe);
    const jordan = await signedIn(ACCOUNTS.shopper);
    const viaProbe = new Browser(guarded as unknown as Hono);
    for (const [name, value] of jordan.cookies) viaProbe.cookies.set(name, value);
    expect((await viaProbe.request('/rx-security/test-probe/authorize', { method: 'POST' })).status).toBe(
      204,
    );
    expect((await session(jordan)).status).toBe('AUTHORIZED');
    expect(viaProbe.cookies.has('rxd')).toBe(false);
    expect(
      (await viaProbe.request('/rx-security/test-probe/authorize?remember=true', { method: 'POST' })).status,
    ).toBe(204);
    expect(viaProbe.cookies.has('rxd')).toBe(true);
    // The remembered device authorizes the next sign-in on this browser.
    const next = new Browser(app);
    next.cookies.set('rxd', viaProbe.cookies.get('rxd')!);
    await signIn(next, ACCOUNTS.shopper);
    expect((await status(next)).knownMachine).toBe(true);
    expect((await session(next)).status).toBe('AUTHORIZED');
  });
});

describe('GET /customer/status', () => {
  it('answers every field for Jordan (linked, verified, questions set) and Priya (no link)', async () => {
    const jordan = await status(await signedIn(ACCOUNTS.shopper));
    expect(jordan).toEqual({
      hasChallengeQuestions: true,
      linkStatus: 'APPROVED_LINKS',
      selfLinked: true,
      knownMachine: false,
      identityVerified: true,
      emailConfirmed: true,
      guestVerified: false,
      verificationLocked: false,
      verificationAttempted: false,
      accountLockedForLinking: false,
      securityQuestionsLocked: false,
      customerVerified: false,
    });
    const priya = await status(await signedIn(ACCOUNTS.newPatient));
    expect(priya).toMatchObject({
      hasChallengeQuestions: false,
      linkStatus: 'NO_LINKS',
      selfLinked: false,
      identityVerified: false,
      emailConfirmed: true,
    });
  });

  it('says ONLY_UNAPPROVED_LINKS when every link awaits approval, and the linking lock', async () => {
    const db = server.db.kysely;
    const priyaId = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02';
    await db
      .insertInto('customer_patient_links')
      .values({
        customer_id: priyaId,
        patient_number: '100345678',
        relationship_type: 'SELF',
        customer_verified: false,
      })
      .execute();
    await db
      .updateTable('rx_customers')
      .set({ linking_locked_until: new Date(clock.getTime() + 60_000) })
      .where('customer_id', '=', priyaId)
      .execute();
    const priya = await status(await signedIn(ACCOUNTS.newPatient));
    expect(priya).toMatchObject({
      linkStatus: 'ONLY_UNAPPROVED_LINKS',
      selfLinked: true,
      accountLockedForLinking: true,
    });
    await db.deleteFrom('customer_patient_links').where('customer_id', '=', priyaId).execute();
    await db
      .updateTable('rx_customers')
      .set({ linking_locked_until: null })
      .where('customer_id', '=', priyaId)
      .execute();
  });
});

describe('GET /auth/api/logout', () => {
  it('signs out and goes to the app-relative redirect', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const response = await jordan.get(
      '/auth/api/logout?redirectUrl=%2Frx%2Flanding-page%3FerrorCode%3DsessionTimeout',
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/rx/landing-page?errorCode=sessionTimeout');
    expect((await jordan.get(RX_SECURITY_PATHS.session)).status).toBe(401);
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'rx/landing-page'])(
    'never redirects off the app (%s goes to the landing page)',
    async (target) => {
      const response = await new Browser(app).get(
        `/auth/api/logout?redirectUrl=${encodeURIComponent(target)}`,
      );
      expect(response.headers.get('location')).toBe('/rx/landing-page');
    },
  );
});
